# Класс: файл прогресса, задание по ссылке, взгляд учителя на класс (issue 31).
# oriflamme/widgets/progress_transfer.py, assignment.py, class_view.py, handout_panel.py

## Файл прогресса: скачать и открыть в другом месте

progress-download = Скачать мой прогресс
progress-download-tip = Сохраните файл со звёздами и откройте его на другом компьютере, в Binder или на сайте: прогресс объединится.
progress-download-none = Прогресса пока нет: пройдите урок, и его можно будет скачать.
progress-upload = Открыть файл прогресса
progress-upload-tip = Файл, скачанный раньше здесь или в другом месте: лучшие звёзды сохранятся, ничего не потеряется.
progress-merged = Файл «{ $file }» объединён: { $lessons ->
    [one] { $lessons } урок в файле
    [few] { $lessons } урока в файле
   *[many] { $lessons } уроков в файле
}, теперь у вас { $stars ->
    [one] { $stars } звезда
    [few] { $stars } звезды
   *[many] { $stars } звёзд
} (новых: { $gained }).
progress-merged-not-saved = Файл «{ $file }» объединён, но записать прогресс не удалось: звёзды останутся до конца сеанса. Скачайте свой прогресс, чтобы не потерять его.

## Почему файл не принят (ваш прогресс не изменился)

progress-file-too-big = Файл «{ $file }» слишком велик для файла прогресса. Ваш прогресс не изменился.
progress-file-empty = Файл «{ $file }» пуст. Ваш прогресс не изменился.
progress-file-not-text = Файл «{ $file }» — не текст: это не файл прогресса. Ваш прогресс не изменился.
progress-file-not-json = Файл «{ $file }» повреждён или это не файл прогресса. Ваш прогресс не изменился.
progress-file-not-progress = Файл «{ $file }» — не файл прогресса учебника. Ваш прогресс не изменился.
progress-file-newer = Файл «{ $file }» записан более новой версией учебника. Ваш прогресс не изменился.
progress-file-bad-entry = В файле «{ $file }» повреждена запись «{ $detail }». Ваш прогресс не изменился.
progress-file-too-many = В файле «{ $file }» слишком много записей для файла прогресса. Ваш прогресс не изменился.
progress-file-other-learner = Файл «{ $file }» — прогресс ученика по имени «{ $detail }». Чтобы его открыть, сначала укажите это имя. Ваш прогресс не изменился.
progress-file-unreadable = Файл не удалось прочитать.

## Задание по ссылке: что видит ученик

assignment-title = Задание для класса «{ $klass }»
assignment-count = Выполнено { $done } из { $total }
assignment-name-note = Укажите своё имя вверху, чтобы учитель видел ваш прогресс.
assignment-open = Открыть
assignment-open-tip = Открыть урок «{ $lesson }»
assignment-unavailable = «{ $item }» — этого упражнения в этой версии учебника нет.
assignment-bad-link = Ссылка на задание повреждена.
assignment-error-no-items = В ней нет ни одного урока.
assignment-error-too-many = В ней слишком много пунктов.
assignment-error-bad-item = Один из пунктов записан неправильно.
assignment-error-no-class = Не указано название класса.
assignment-error-long-class = Название класса слишком длинное (не больше 40 символов).

## Задание по ссылке: конструктор на столе учителя

assignment-tab = Задание по ссылке
assignment-tab-tip = Составьте список уроков для класса и поделитесь ссылкой
assignment-builder-title = Задание по ссылке
assignment-builder-intro = Назовите класс, выберите уроки в нужном порядке и отправьте ссылку ученикам: она откроет список уроков с их звёздами. Выполнение задания видно в разделе «Мой класс».
assignment-class = Класс
assignment-class-placeholder = напр. 7 «Б»
assignment-lang = Язык ссылки
assignment-course = Курс
assignment-lesson = Урок
assignment-add = Добавить
assignment-add-course = Добавить весь курс
assignment-add-course-tip = Добавить все уроки этого курса, которых ещё нет в списке
assignment-clear = Очистить список
assignment-empty = Уроки ещё не выбраны.
assignment-up = Переместить «{ $lesson }» выше
assignment-down = Переместить «{ $lesson }» ниже
assignment-remove = Убрать «{ $lesson }» из списка
assignment-link = Задание для класса «{ $klass }»: { $count ->
    [one] { $count } урок
    [few] { $count } урока
   *[many] { $count } уроков
}
assignment-copy = Копировать ссылку
assignment-copied = Скопировано
assignment-copy-failed = Скопируйте ссылку:

## Мой класс (взгляд учителя)

class-tab = Мой класс
class-tab-tip = Прогресс каждого ученика на этом сервере: звёзды, попытки, ошибки
class-title = Мой класс
class-gate-intro = Здесь виден прогресс всех учеников на этом сервере. Введите пароль учителя.
class-password = Пароль учителя
class-unlock = Открыть
class-gate-wrong = Неверный пароль. { $left ->
    [one] Осталась { $left } попытка.
    [few] Осталось { $left } попытки.
   *[many] Осталось { $left } попыток.
}
class-gate-locked = Слишком много неверных паролей. Перезагрузите страницу, чтобы попробовать снова.
class-course = Курс
class-filter = Класс
class-filter-all = Все ученики
class-assignment = Задание
class-assignment-none = Без задания: уроки курса
class-assignment-option = «{ $klass }»: { $count ->
    [one] { $count } пункт
    [few] { $count } пункта
   *[many] { $count } пунктов
}
class-sort = Упорядочить
class-sort-name = по имени
class-sort-stuck = кто застрял
class-sort-stars = по звёздам
class-sort-done = по пройденным урокам
class-sort-attempts = по попыткам
class-sort-mistakes = по ошибкам
class-sort-seen = по последней активности
class-order = Наоборот
class-order-tip = Обратный порядок
class-refresh = Обновить
class-auto = Обновлять каждые { $seconds } с
class-upload = Добавить файлы учеников
class-upload-tip = Файлы прогресса, которые ученики скачали в Binder или на сайте (можно несколько сразу)
class-forget = Убрать добавленные файлы
class-forget-tip = Показывать только прогресс, сохранённый на этом сервере
class-files-merged = { $count ->
    [one] Добавлен { $count } файл
    [few] Добавлено { $count } файла
   *[many] Добавлено { $count } файлов
}: { $names }.
class-summary = { $count ->
    [one] { $count } ученик
    [few] { $count } ученика
   *[many] { $count } учеников
} · файлы прочитаны в { $read }{ $files ->
    [0] {""}
    [one] {" "}· { $files } ученик из добавленного файла
    [few] {" "}· { $files } ученика из добавленных файлов
   *[many] {" "}· { $files } учеников из добавленных файлов
}
class-empty = Пока ни один ученик не указал имя на этом сервере. Ученики вписывают своё имя вверху вкладки «Уроки».
class-caption = Прогресс класса: { $what }
class-col-learner = Ученик
class-col-assignment = Задание
class-col-stars = Звёзды
class-col-done = Уроки
class-col-seen = Последний раз
class-assignment-done = { $done } из { $total }
class-assignment-not-opened = Ученик ещё не открывал ссылку на это задание
class-badge-file = файл
class-badge-unreadable = не читается
class-cell-none = Попыток ещё не было
class-cell = { $stars ->
    [one] { $stars } звезда
    [few] { $stars } звезды
   *[many] { $stars } звёзд
} из 3 · { $attempts ->
    [one] { $attempts } попытка
    [few] { $attempts } попытки
   *[many] { $attempts } попыток
} · { $mistakes ->
    [one] { $mistakes } ошибка
    [few] { $mistakes } ошибки
   *[many] { $mistakes } ошибок
} · последний раз: { $seen }
class-cell-tries = { $attempts }×
class-legend = ★ — звёзды урока (из 3), «3×» — число попыток. Красный фон: { $stuck } попытки или больше, а звёзд ещё нет. Наведите курсор на клетку, чтобы увидеть подробности.
class-mistakes-title = Самые частые ошибочные ходы
class-mistakes-none = Ошибок пока нет.
class-mistakes-lesson = Урок
class-mistakes-move = Ход и что о нём сказал урок
class-mistakes-rules = Правила
class-mistakes-times = Раз
class-mistakes-learners = Учеников
class-rules-title = Ошибки по правилам (номера уточнений)
class-rules-none = Ошибок, связанных с правилами, пока нет.
class-rules-rule = Правило
class-rules-lessons = Уроки
class-rules-times = Ошибок
class-rules-learners = Учеников
class-csv = Скачать таблицу (CSV)
class-csv-tip = Таблица для электронных таблиц: строка на каждого ученика и урок
class-csv-learner = Ученик
class-csv-classes = Класс
class-csv-course = Курс
class-csv-lesson-id = Код урока
class-csv-lesson = Урок
class-csv-stars = Звёзды
class-csv-attempts = Попытки
class-csv-wins = Пройден раз
class-csv-mistakes = Ошибки
class-csv-seen = Последний раз

## Памятки для печати

handouts-tab = Памятки для печати
handouts-tab-tip = Памятка игрока для каждой игры и языка, на лист A4
handouts-title = Памятки для печати
handouts-intro = Памятка игрока на лист A4: ход игры, каждая карта с эффектом и уточнениями правил; для «Орихалка» — здания, существа и шансы в сражении.
handout-edition = Игра
handout-lang = Язык
handout-make = Подготовить
handout-open = Открыть для печати
handout-download = Скачать страницу (HTML)
handout-pdf-make = Создать PDF
handout-pdf-tip = Сервер напечатает страницу в PDF (несколько секунд)
handout-pdf = Скачать PDF
handout-pdf-working = Создаём PDF…
handout-pdf-failed = Не удалось создать PDF на сервере. Откройте страницу для печати и сохраните её как PDF в окне печати браузера.
