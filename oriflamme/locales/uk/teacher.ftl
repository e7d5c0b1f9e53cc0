## The teacher's desk (oriflamme/widgets/teacher.py)

teacher-tab = Для вчителя
teacher-title = Стіл учителя
teacher-intro = Покажіть класу будь-яку позицію: початок уроку, нову партію або власний сценарій. Ви бачите всі карти й ходите за кожну родину; кроками назад і вперед можна переглянути, що сталося.
teacher-source = Позиція
teacher-own = Власний сценарій
teacher-new = Нова партія: «{ $edition }»
teacher-upload = Відкрити файл
teacher-load = Показати
teacher-export = Зберегти позицію
teacher-export-tip = Записати поточну позицію як сценарій, щоб поділитися нею або продовжити звідси
teacher-loaded = Позиція «{ $title }». Ви ходите за всі родини.
teacher-exported = Позицію записано в поле вище: скопіюйте її та збережіть у файл .json.
teacher-error = Не вдалося прочитати сценарій. { $reason }
teacher-bad-move = Хід { $number } («{ $move }») неможливий: { $reason }
teacher-not-text = Файл «{ $name }» не є текстовим сценарієм.
teacher-hand = Рука { $player_gen }
teacher-turn = Вирішує { $player }

## The teacher's toolkit (issue 13): save, share by link, what-if, presentation

scenario-error-link_too_long = посилання задовге: { $size ->
    [one] { $size } символ
    [few] { $size } символи
   *[many] { $size } символів
}, а допустимо щонайбільше { $limit }.
scenario-error-bad_link = посилання пошкоджене: скопіюйте його ще раз повністю.
teacher-meta-rules = Уточнення: { $rules }
teacher-download = Завантажити позицію (.json)
teacher-download-tip = Файл сценарію з позицією, яку видно на екрані; відкрийте його кнопкою «Відкрити файл»
teacher-share = Посилання на цю позицію
teacher-share-tip = Відкриває помічника на позиції, яку видно на екрані, у новій вкладці
teacher-share-too-long = Ця позиція не вміщується в посилання: завантажте файл.
teacher-link-title = Позиція з посилання
teacher-whatif = А якщо…? Грати звідси
teacher-whatif-tip = Продовжити гру з позиції на екрані; основну партію збережено
teacher-mainline = Повернутися до основної партії
teacher-branch = { $step ->
    [0] А якщо…? Інше продовження від початкової позиції; основна партія чекає.
   *[other] А якщо…? Інше продовження після ходу { $step }: нові ходи в журналі — з { $next }-го; основна партія чекає.
}
teacher-present = Режим показу
teacher-present-tip = Стіл на все вікно з великими картами для класу
teacher-present-exit = Вийти з показу
teacher-present-prev = Попередній крок
teacher-present-next = Наступний крок
teacher-present-class = Вигляд для класу
teacher-present-teacher = Вигляд для вчителя
teacher-present-view-tip = Для класу закриті карти показано сорочкою, як їх бачать гравці
teacher-present-keys = Клавіші: → або пробіл — наступний крок, ← — попередній, Esc — вийти.
teacher-present-start = Початкова позиція
teacher-present-step = Крок { $step } з { $total }

## The position editor (issue 13, oriflamme/widgets/editor.py)

teacher-editor = Редактор позиції
teacher-editor-tip = Скласти позицію клацаннями: карти в ряді, руки, очки впливу, раунд і фаза
editor-title = Редактор позиції
editor-intro = Почніть із порожнього столу або з позиції на екрані. Після кожної зміни програма перевіряє позицію за правилами; повідомлення про помилку називає поле.
editor-players = Кількість гравців
editor-empty = Порожній стіл
editor-from-desk = Позиція з екрана
editor-family = Родина
editor-edition = Видання родини
editor-card = Карта
editor-face-up-box = Горілиць
editor-tokens = Очки впливу на карті
editor-verdict = Жетон вироку
editor-bribe = Жетон підкупу
editor-no-bribe = Без жетона підкупу
editor-where = Куди
editor-where-end = Новий стос у кінці ряду
editor-where-start = Новий стос на початку ряду
editor-where-on = На стос { $pos }
editor-add = Додати в ряд
editor-add-hand = Додати в руку
editor-clear-hand = Очистити руку
editor-queue = Ряд подій
editor-move-left = Стос ліворуч
editor-move-right = Стос праворуч
editor-remove = Зняти верхню карту
editor-face-up = горілиць
editor-face-down = долілиць
editor-tokens-on = { $count ->
    [one] { $count } очко впливу
    [few] { $count } очки впливу
   *[many] { $count } очок впливу
}
editor-influence = Очки впливу родини
editor-round = Раунд
editor-phase = Фаза
editor-phase-placement = Фаза викладання
editor-phase-resolution = Фаза активації
editor-next = Хто вирішує
editor-next-auto = Як за правилами
editor-next-pos = Карта на позиції { $pos }
editor-meta-title = Назва
editor-meta-description = Опис
editor-meta-rules = Уточнення (через кому: B9, G5)
editor-error = Позиція неможлива. { $reason }
editor-use = Показати на столі

## The paste box (issue 28): for a teacher, no file of the repository named

teacher-paste-placeholder = Вставте сюди позицію, збережену кнопкою «Зберегти позицію» (текст JSON або YAML), або відкрийте файл сценарію…

## Finding a position, sharing it, the teacher-voiced status (issue 28)

teacher-group = Розділ
teacher-group-course = Уроки курсу «{ $course }»
teacher-search = Пошук
teacher-search-placeholder = Назва уроку, поєднання чи курсу…
teacher-search-found = { $count ->
    [one] Знайдено { $count } позицію
    [few] Знайдено { $count } позиції
   *[many] Знайдено { $count } позицій
}
teacher-search-nothing = Нічого не знайдено за запитом «{ $query }». Спробуйте інше слово або залиште поле пошуку порожнім.
teacher-share-copy = Копіювати посилання
teacher-share-copied = Скопійовано
teacher-share-copy-failed = Скопіюйте посилання:
teacher-share-address = Адреса посилання
teacher-status-place = Хід { $player_gen }: виберіть карту з руки, а потім місце в ряді подій.
teacher-status-place-card = Хід { $player_gen }: куди покласти карту «{ $card }»? На початок ряду, у кінець або на стос цієї родини.
teacher-status-place-card-ends = Хід { $player_gen }: куди покласти карту «{ $card }»? На початок ряду або в кінець.
teacher-status-reveal = Хід { $player_gen }: відкрити карту «{ $card }» (позиція { $pos }) чи залишити її долілиць і покласти на неї 1 очко впливу?
teacher-status-target = Хід { $player_gen }: виберіть ціль для карти «{ $card }».
teacher-status-copy = Хід { $player_gen }: виберіть персонажа, чию властивість скопіює { $card }.
teacher-status-apply = Хід { $player_gen }: виберіть відкритого персонажа { $player_gen }, чию властивість застосує { $card }.
teacher-status-option = Хід { $player_gen }: який варіант властивості карти «{ $card }» застосувати?
teacher-status-option-copied = Хід { $player_gen }: який варіант властивості карти «{ $card }» застосувати? Цю властивість копіює карта «{ $copier }».
teacher-status-destination = Хід { $player_gen }: на яке місце в ряді перемістити карту, вибрану для карти «{ $card }»?
teacher-status-swap = Хід { $player_gen }: яку карту з руки покласти замість карти «{ $card }»?
teacher-status-token = Хід { $player_gen }: забрати очко впливу з карти «{ $card }» чи скинути його, щоб повторити властивість?
teacher-status-from = Хід { $player_gen }: звідки взяти персонажа для карти «{ $card }» — зі скиду чи з відкладених карт?
teacher-status-other = Хід { $player_gen }: що зробити з картою «{ $card }»?
teacher-status-twin = Хід { $player_gen }: { card-prince } вводить у гру { card-twin.acc }. Куди його покласти? На початок ряду, у кінець або на стос цієї родини, але не на { card-prince.acc }.

## Every game at the teacher's desk (issue 25): a game's position loaded, a step
## told by its move alone, and a position that hides nothing from the players
teacher-loaded-any = Позиція «{ $title }». Ви ходите за всіх гравців.
teacher-present-move = { $player }: { $move }
teacher-present-same-view = Тут від гравців нічого не приховано: вигляд для класу такий самий, як для вчителя.

## Редактор позиції для гри, що сама каже, що в ній можна змінити (Орихалк)
editor-pieces-intro = Почніть із нової роздачі або з позиції на екрані й змінюйте її по одному значенню. Кожну зміну програма перевіряє за правилами: неможливу зміну не буде внесено, а повідомлення назве поле й причину.
editor-new-deal = Нова роздача
editor-provisional-mark = (умовно)
editor-provisional-note = Позначене «(умовно)» залежить від умовних даних компонентів: острови й тайли тут наші, у коробці вони можуть бути іншими.
editor-refused = Зміну не внесено — { $section }, «{ $piece }». { $reason }
