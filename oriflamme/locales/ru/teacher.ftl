## The teacher's desk (oriflamme/widgets/teacher.py)

teacher-tab = Для учителя
teacher-title = Стол учителя
teacher-intro = Покажите классу любую позицию: начало урока, новую партию или собственный сценарий. Вы видите все карты и ходите за каждую семью; шагами назад и вперёд можно посмотреть, что произошло.
teacher-source = Позиция
teacher-own = Собственный сценарий
teacher-new = Новая партия: «{ $edition }»
teacher-upload = Открыть файл
teacher-load = Показать
teacher-export = Сохранить позицию
teacher-export-tip = Записать текущую позицию как сценарий, чтобы поделиться ею или продолжить отсюда
teacher-loaded = Позиция «{ $title }». Вы ходите за все семьи.
teacher-exported = Позиция записана в поле выше: скопируйте её и сохраните в файл .json.
teacher-error = Не удалось прочитать сценарий. { $reason }
teacher-bad-move = Ход { $number } («{ $move }») невозможен: { $reason }
teacher-not-text = Файл «{ $name }» не является текстовым сценарием.
teacher-hand = Рука { $player_gen }
teacher-turn = Решает { $player }

## The teacher's toolkit (issue 13): save, share by link, what-if, presentation

scenario-error-link_too_long = ссылка слишком длинная: { $size ->
    [one] { $size } символ
    [few] { $size } символа
   *[many] { $size } символов
}, а допустимо не больше { $limit }.
scenario-error-bad_link = ссылка повреждена: скопируйте её ещё раз целиком.
teacher-meta-rules = Уточнения: { $rules }
teacher-download = Скачать позицию (.json)
teacher-download-tip = Файл сценария с позицией, которая видна на экране; откройте его кнопкой «Открыть файл»
teacher-share = Ссылка на эту позицию
teacher-share-tip = Открывает помощника на позиции, которая видна на экране, в новой вкладке
teacher-share-too-long = Эта позиция не помещается в ссылку: скачайте файл.
teacher-link-title = Позиция из ссылки
teacher-whatif = А если…? Играть отсюда
teacher-whatif-tip = Продолжить игру с позиции на экране; основная партия сохранена
teacher-mainline = Вернуться к основной партии
teacher-branch = { $step ->
    [0] А если…? Другое продолжение с начальной позиции; основная партия ждёт.
   *[other] А если…? Другое продолжение после хода { $step }: новые ходы в журнале — с { $next }-го; основная партия ждёт.
}
teacher-present = Режим показа
teacher-present-tip = Стол на всё окно с крупными картами для класса
teacher-present-exit = Выйти из показа
teacher-present-prev = Предыдущий шаг
teacher-present-next = Следующий шаг
teacher-present-class = Вид для класса
teacher-present-teacher = Вид для учителя
teacher-present-view-tip = Для класса закрытые карты показаны рубашкой, как их видят игроки
teacher-present-keys = Клавиши: → или пробел — следующий шаг, ← — предыдущий, Esc — выйти.
teacher-present-start = Начальная позиция
teacher-present-step = Шаг { $step } из { $total }

## The position editor (issue 13, oriflamme/widgets/editor.py)

teacher-editor = Редактор позиции
teacher-editor-tip = Собрать позицию щелчками: карты в ряду, руки, очки влияния, раунд и фаза
editor-title = Редактор позиции
editor-intro = Начните с пустого стола или с позиции на экране. После каждого изменения программа проверяет позицию по правилам; сообщение об ошибке называет поле.
editor-players = Число игроков
editor-empty = Пустой стол
editor-from-desk = Позиция с экрана
editor-family = Семья
editor-edition = Издание семьи
editor-card = Карта
editor-face-up-box = Лицом вверх
editor-tokens = Очки влияния на карте
editor-verdict = Жетон приговора
editor-bribe = Жетон подкупа
editor-no-bribe = Без жетона подкупа
editor-where = Куда
editor-where-end = Новый стек в конце ряда
editor-where-start = Новый стек в начале ряда
editor-where-on = На стек { $pos }
editor-add = Добавить в ряд
editor-add-hand = Добавить в руку
editor-clear-hand = Очистить руку
editor-queue = Ряд событий
editor-move-left = Стек влево
editor-move-right = Стек вправо
editor-remove = Снять верхнюю карту
editor-face-up = лицом вверх
editor-face-down = лицом вниз
editor-tokens-on = { $count ->
    [one] { $count } очко влияния
    [few] { $count } очка влияния
   *[many] { $count } очков влияния
}
editor-influence = Очки влияния семьи
editor-round = Раунд
editor-phase = Фаза
editor-phase-placement = Фаза планирования
editor-phase-resolution = Фаза событий
editor-next = Кто решает
editor-next-auto = Как по правилам
editor-next-pos = Карта на позиции { $pos }
editor-meta-title = Название
editor-meta-description = Описание
editor-meta-rules = Уточнения (через запятую: B9, G5)
editor-error = Позиция невозможна. { $reason }
editor-use = Показать на столе

## The paste box (issue 28): for a teacher, no file of the repository named

teacher-paste-placeholder = Вставьте сюда позицию, сохранённую кнопкой «Сохранить позицию» (текст JSON или YAML), или откройте файл сценария…

## Finding a position, sharing it, the teacher-voiced status (issue 28)

teacher-group = Раздел
teacher-group-course = Уроки курса «{ $course }»
teacher-search = Поиск
teacher-search-placeholder = Название урока, связки или курса…
teacher-search-found = { $count ->
    [one] Найдена { $count } позиция
    [few] Найдено { $count } позиции
   *[many] Найдено { $count } позиций
}
teacher-search-nothing = По запросу «{ $query }» ничего не найдено. Попробуйте другое слово или очистите поле поиска.
teacher-share-copy = Копировать ссылку
teacher-share-copied = Скопировано
teacher-share-copy-failed = Скопируйте ссылку:
teacher-share-address = Адрес ссылки
teacher-status-place = Ход { $player_gen }: выберите карту в руке, а затем место в ряду событий.
teacher-status-place-card = Ход { $player_gen }: куда положить карту «{ $card }»? В начало ряда, в конец или на стек этой семьи.
teacher-status-place-card-ends = Ход { $player_gen }: куда положить карту «{ $card }»? В начало ряда или в конец.
teacher-status-reveal = Ход { $player_gen }: открыть карту «{ $card }» (позиция { $pos }) или оставить её лицом вниз и положить на неё 1 очко влияния?
teacher-status-target = Ход { $player_gen }: выберите цель для карты «{ $card }».
teacher-status-copy = Ход { $player_gen }: выберите персонажа, чей эффект скопирует { $card }.
teacher-status-apply = Ход { $player_gen }: выберите открытого персонажа { $player_gen }, чей эффект применит { $card }.
teacher-status-option = Ход { $player_gen }: какой вариант эффекта карты «{ $card }» применить?
teacher-status-option-copied = Ход { $player_gen }: какой вариант эффекта карты «{ $card }» применить? Этот эффект копирует карта «{ $copier }».
teacher-status-destination = Ход { $player_gen }: куда «{ $card }» переместит выбранную карту?
teacher-status-swap = Ход { $player_gen }: какую карту из руки положить вместо карты «{ $card }»?
teacher-status-token = Ход { $player_gen }: забрать очко влияния с карты «{ $card }» или сбросить его, чтобы повторить эффект?
teacher-status-from = Ход { $player_gen }: откуда взять персонажа для карты «{ $card }» — из сброса или из отложенных карт?
teacher-status-other = Ход { $player_gen }: что делать с картой «{ $card }»?
teacher-status-twin = Ход { $player_gen }: { card-prince } вводит в игру { card-twin.acc }. Куда его положить? В начало ряда, в конец или на стек этой семьи, но не на { card-prince.acc }.

## Every game at the teacher's desk (issue 25): a game's position loaded, a step
## told by its move alone, and a position that hides nothing from the players
teacher-loaded-any = Позиция «{ $title }». Вы ходите за всех игроков.
teacher-present-move = { $player }: { $move }
teacher-present-same-view = Здесь от игроков ничего не скрыто: вид для класса такой же, как для учителя.

## Редактор позиции для игры, которая сама говорит, что в ней можно изменить (Орихалк)
editor-pieces-intro = Начните с новой раздачи или с позиции на экране и меняйте её по одному значению. Каждое изменение программа проверяет по правилам: невозможное изменение не будет внесено, а сообщение назовёт поле и причину.
editor-new-deal = Новая раздача
editor-provisional-mark = (условно)
editor-provisional-note = Отмеченное «(условно)» зависит от условных данных компонентов: острова и тайлы здесь наши, в коробке они могут быть другими.
editor-refused = Изменение не внесено — { $section }, «{ $piece }». { $reason }
