## The teacher's desk (oriflamme/widgets/teacher.py)

teacher-tab = Для учителя
teacher-title = Стол учителя
teacher-intro = Покажите классу любую позицию: начало урока, новую партию или собственный сценарий. Вы видите все карты и ходите за каждую семью; шагами назад и вперёд можно посмотреть, что произошло.
teacher-source = Позиция
teacher-own = Собственный сценарий
teacher-new = Новая партия: { $edition }
teacher-text-placeholder = Вставьте сценарий в формате JSON или YAML (см. docs/protocol.md)…
teacher-upload = Открыть файл
teacher-load = Показать
teacher-export = Сохранить позицию
teacher-export-tip = Записать текущую позицию как сценарий, чтобы поделиться ею или продолжить отсюда
teacher-loaded = Позиция «{ $title }». Вы ходите за все семьи.
teacher-exported = Позиция записана в поле выше: скопируйте её и сохраните в файл .json.
teacher-error = Не удалось прочитать сценарий. { $reason }
teacher-bad-move = Ход { $number } («{ $move }») невозможен: { $reason }
teacher-not-text = Файл «{ $name }» не является текстовым сценарием.
teacher-hand = Рука: { $player }
teacher-turn = Решает: { $player }
