## The teacher's desk (oriflamme/widgets/teacher.py)

teacher-tab = Для вчителя
teacher-title = Стіл учителя
teacher-intro = Покажіть класу будь-яку позицію: початок уроку, нову партію або власний сценарій. Ви бачите всі карти й ходите за кожну родину; кроками назад і вперед можна переглянути, що сталося.
teacher-source = Позиція
teacher-own = Власний сценарій
teacher-new = Нова партія: { $edition }
teacher-text-placeholder = Вставте сценарій у форматі JSON або YAML (див. docs/protocol.md)…
teacher-upload = Відкрити файл
teacher-load = Показати
teacher-export = Зберегти позицію
teacher-export-tip = Записати поточну позицію як сценарій, щоб поділитися нею або продовжити звідси
teacher-loaded = Позиція «{ $title }». Ви ходите за всі родини.
teacher-exported = Позицію записано в поле вище: скопіюйте її та збережіть у файл .json.
teacher-error = Не вдалося прочитати сценарій. { $reason }
teacher-bad-move = Хід { $number } («{ $move }») неможливий: { $reason }
teacher-not-text = Файл «{ $name }» не є текстовим сценарієм.
teacher-hand = Рука: { $player }
teacher-turn = Вирішує: { $player }
