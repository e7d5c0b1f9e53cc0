# Клас: файл прогресу, завдання за посиланням, погляд учителя на клас (issue 31).
# oriflamme/widgets/progress_transfer.py, assignment.py, class_view.py, handout_panel.py

## Файл прогресу: завантажити й відкрити деінде

progress-download = Завантажити мій прогрес
progress-download-tip = Збережіть файл із зірками й відкрийте його на іншому комп’ютері, у Binder чи на сайті: прогрес об’єднається.
progress-download-none = Прогресу ще немає: пройдіть урок, і його можна буде завантажити.
progress-upload = Відкрити файл прогресу
progress-upload-tip = Файл, завантажений раніше тут чи деінде: найкращі зірки збережуться, нічого не загубиться.
progress-merged = Файл «{ $file }» об’єднано: { $lessons ->
    [one] { $lessons } урок у файлі
    [few] { $lessons } уроки у файлі
   *[many] { $lessons } уроків у файлі
}, тепер у вас { $stars ->
    [one] { $stars } зірка
    [few] { $stars } зірки
   *[many] { $stars } зірок
} (нових: { $gained }).
progress-merged-not-saved = Файл «{ $file }» об’єднано, але записати прогрес не вдалося: зірки залишаться до кінця сеансу. Завантажте свій прогрес, щоб не втратити його.

## Чому файл не прийнято (ваш прогрес не змінився)

progress-file-too-big = Файл «{ $file }» завеликий для файлу прогресу. Ваш прогрес не змінився.
progress-file-empty = Файл «{ $file }» порожній. Ваш прогрес не змінився.
progress-file-not-text = Файл «{ $file }» — не текст: це не файл прогресу. Ваш прогрес не змінився.
progress-file-not-json = Файл «{ $file }» пошкоджено або це не файл прогресу. Ваш прогрес не змінився.
progress-file-not-progress = Файл «{ $file }» — не файл прогресу посібника. Ваш прогрес не змінився.
progress-file-newer = Файл «{ $file }» записано новішою версією посібника. Ваш прогрес не змінився.
progress-file-bad-entry = У файлі «{ $file }» пошкоджено запис «{ $detail }». Ваш прогрес не змінився.
progress-file-too-many = У файлі «{ $file }» забагато записів для файлу прогресу. Ваш прогрес не змінився.
progress-file-other-learner = Файл «{ $file }» — прогрес учня на ім’я «{ $detail }». Щоб його відкрити, спершу вкажіть це ім’я. Ваш прогрес не змінився.
progress-file-unreadable = Файл не вдалося прочитати.

## Завдання за посиланням: що бачить учень

assignment-title = Завдання для класу «{ $klass }»
assignment-count = Виконано { $done } з { $total }
assignment-name-note = Вкажіть своє ім’я вгорі, щоб учитель бачив ваш прогрес.
assignment-open = Відкрити
assignment-open-tip = Відкрити урок «{ $lesson }»
assignment-unavailable = «{ $item }» — цієї вправи в цій версії посібника немає.
assignment-bad-link = Посилання на завдання пошкоджено.
assignment-error-no-items = У ньому немає жодного уроку.
assignment-error-too-many = У ньому забагато пунктів.
assignment-error-bad-item = Один із пунктів записано неправильно.
assignment-error-no-class = Не вказано назву класу.
assignment-error-long-class = Назва класу задовга (щонайбільше 40 символів).

## Завдання за посиланням: конструктор на столі вчителя

assignment-tab = Завдання за посиланням
assignment-tab-tip = Складіть список уроків для класу й поділіться посиланням
assignment-builder-title = Завдання за посиланням
assignment-builder-intro = Назвіть клас, виберіть уроки в потрібному порядку й надішліть посилання учням: воно відкриє список уроків із їхніми зірками. Виконання завдання видно в поданні «Мій клас».
assignment-class = Клас
assignment-class-placeholder = наприклад, 7-Б
assignment-lang = Мова посилання
assignment-course = Курс
assignment-lesson = Урок
assignment-add = Додати
assignment-add-course = Додати весь курс
assignment-add-course-tip = Додати всі уроки цього курсу, яких ще немає в списку
assignment-clear = Очистити список
assignment-empty = Уроків ще не вибрано.
assignment-up = Перемістити «{ $lesson }» вище
assignment-down = Перемістити «{ $lesson }» нижче
assignment-remove = Прибрати «{ $lesson }» зі списку
assignment-link = Завдання для класу «{ $klass }»: { $count ->
    [one] { $count } урок
    [few] { $count } уроки
   *[many] { $count } уроків
}
assignment-copy = Копіювати посилання
assignment-copied = Скопійовано
assignment-copy-failed = Скопіюйте посилання:

## Мій клас (погляд учителя)

class-tab = Мій клас
class-tab-tip = Прогрес кожного учня на цьому сервері: зірки, спроби, помилки
class-title = Мій клас
class-gate-intro = Тут видно прогрес усіх учнів на цьому сервері. Введіть пароль учителя.
class-password = Пароль учителя
class-unlock = Відкрити
class-gate-wrong = Неправильний пароль. { $left ->
    [one] Лишилася { $left } спроба.
    [few] Лишилося { $left } спроби.
   *[many] Лишилося { $left } спроб.
}
class-gate-locked = Забагато неправильних паролів. Перезавантажте сторінку, щоб спробувати знову.
class-course = Курс
class-filter = Клас
class-filter-all = Усі учні
class-assignment = Завдання
class-assignment-none = Без завдання: уроки курсу
class-assignment-option = «{ $klass }»: { $count ->
    [one] { $count } пункт
    [few] { $count } пункти
   *[many] { $count } пунктів
}
class-sort = Упорядкувати
class-sort-name = за ім’ям
class-sort-stuck = хто застряг
class-sort-stars = за зірками
class-sort-done = за пройденими уроками
class-sort-attempts = за спробами
class-sort-mistakes = за помилками
class-sort-seen = за останньою активністю
class-order = Навпаки
class-order-tip = Зворотний порядок
class-refresh = Оновити
class-auto = Оновлювати кожні { $seconds } с
class-upload = Додати файли учнів
class-upload-tip = Файли прогресу, які учні завантажили в Binder чи на сайті (можна кілька одразу)
class-forget = Прибрати додані файли
class-forget-tip = Показувати лише прогрес, збережений на цьому сервері
class-files-merged = { $count ->
    [one] Додано { $count } файл
    [few] Додано { $count } файли
   *[many] Додано { $count } файлів
}: { $names }.
class-summary = { $count ->
    [one] { $count } учень
    [few] { $count } учні
   *[many] { $count } учнів
} · файли прочитано о { $read }{ $files ->
    [0] {""}
    [one] {" "}· { $files } учень із доданого файлу
    [few] {" "}· { $files } учні з доданих файлів
   *[many] {" "}· { $files } учнів із доданих файлів
}
class-empty = Ще жоден учень не вказав імені на цьому сервері. Учні вписують своє ім’я вгорі вкладки «Уроки».
class-caption = Прогрес класу: { $what }
class-col-learner = Учень
class-col-assignment = Завдання
class-col-stars = Зірки
class-col-done = Уроки
class-col-seen = Востаннє
class-assignment-done = { $done } з { $total }
class-assignment-not-opened = Учень ще не відкривав посилання на це завдання
class-badge-file = файл
class-badge-unreadable = не читається
class-cell-none = Спроб ще не було
class-cell = { $stars ->
    [one] { $stars } зірка
    [few] { $stars } зірки
   *[many] { $stars } зірок
} з 3 · { $attempts ->
    [one] { $attempts } спроба
    [few] { $attempts } спроби
   *[many] { $attempts } спроб
} · { $mistakes ->
    [one] { $mistakes } помилка
    [few] { $mistakes } помилки
   *[many] { $mistakes } помилок
} · востаннє: { $seen }
class-cell-tries = { $attempts }×
class-legend = ★ — зірки уроку (з 3), «3×» — кількість спроб. Червоне тло: { $stuck } чи більше спроб, а зірок ще немає. Наведіть курсор на клітинку, щоб побачити подробиці.
class-mistakes-title = Найчастіші помилкові ходи
class-mistakes-none = Помилок ще немає.
class-mistakes-lesson = Урок
class-mistakes-move = Хід і що про нього сказав урок
class-mistakes-rules = Правила
class-mistakes-times = Разів
class-mistakes-learners = Учнів
class-rules-title = Помилки за правилами (номери уточнень)
class-rules-none = Помилок, пов’язаних із правилами, ще немає.
class-rules-rule = Правило
class-rules-lessons = Уроки
class-rules-times = Помилок
class-rules-learners = Учнів
class-csv = Завантажити таблицю (CSV)
class-csv-tip = Таблиця для електронних таблиць: рядок на кожного учня й урок
class-csv-learner = Учень
class-csv-classes = Клас
class-csv-course = Курс
class-csv-lesson-id = Код уроку
class-csv-lesson = Урок
class-csv-stars = Зірки
class-csv-attempts = Спроби
class-csv-wins = Пройдено разів
class-csv-mistakes = Помилки
class-csv-seen = Востаннє

## Пам’ятки для друку

handouts-tab = Пам’ятки для друку
handouts-tab-tip = Пам’ятка гравця для кожної гри й мови, на аркуш A4
handouts-title = Пам’ятки для друку
handouts-intro = Пам’ятка гравця на аркуш A4: хід гри, кожна карта з властивістю й уточненнями правил; для «Орихалку» — будівлі, істоти й шанси в бою.
handout-edition = Гра
handout-lang = Мова
handout-make = Підготувати
handout-open = Відкрити для друку
handout-download = Завантажити сторінку (HTML)
handout-pdf-make = Створити PDF
handout-pdf-tip = Сервер надрукує сторінку в PDF (кілька секунд)
handout-pdf = Завантажити PDF
handout-pdf-working = Створюємо PDF…
handout-pdf-failed = Не вдалося створити PDF на сервері. Відкрийте сторінку для друку й збережіть її як PDF у вікні друку браузера.
