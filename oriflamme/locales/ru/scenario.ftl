# Ошибки в файле сценария (oriflamme.i18n.explain_scenario_error):
# scenario-error-<код> для каждого кода из SCENARIO_ERRORS Орифламмы (games/oriflamme/engine/errors.py)
# и Орихалка (games/orichalque/engine/errors.py); общий код значит в обеих играх одно и то же.
# Текст идёт после «Поле <путь>: », поэтому начинается со строчной буквы
# (без поля его пишут с заглавной). Аргументы — как в uk/scenario.ftl:
# $value, $unknown — значение или ключ, как они записаны в файле; $allowed — возможные значения через запятую;
# $card, $card_gen… — карта; $player, $player_of…, $owner_of — игрок; $edition — название издания;
# $where — другое поле; $got — тип значения; числа $count, $lo, $hi, $n, $line, $column.
# Термины — из правил: ряд событий, стек, очки влияния, лицом вниз/вверх.

scenario-field = Поле { $field }: { $reason }
# Для кода, которому ещё не написали текст.
scenario-unknown = { $field_known ->
    [yes] значение в этом поле не подходит.
   *[no] в файле сценария ошибка.
}

## Вид значения

scenario-error-not_whole_number = «{ $value }» — не целое число.
scenario-error-out_of_range = { $hi_known ->
    [yes] { $exact ->
        [yes] { $value } — вне допустимых пределов: нужно ровно { $lo }.
       *[no] { $value } — вне допустимых пределов: нужно число от { $lo } до { $hi }.
    }
   *[no] { $value } — вне допустимых пределов: нужно число не меньше { $lo }.
}
scenario-error-not_bool = «{ $value }» — здесь должно быть true (да) или false (нет).
scenario-error-expected_list = здесь должен быть список, а не { scenario-type }.
scenario-error-expected_object = здесь должен быть объект (ключи и значения), а не { scenario-type }.
scenario-error-not_a_word = «{ $value }» — здесь должно быть слово.

## Ключи

scenario-error-unknown_key = неизвестный ключ «{ $unknown }» (возможные: { $allowed }).
scenario-error-missing = этого обязательного ключа нет.
scenario-error-missing_players = нет списка игроков: перечислите семьи в том порядке, в каком они сидят за столом.

## Игроки и издания

scenario-error-not_a_player = «{ $value }» — не игрок этого сценария (игроки: { $allowed }).
scenario-error-player_count = { $count ->
    [one] { $count } игрок, а нужно от 2 до 5 (по правилам играют от трёх до пяти игроков; игру вдвоём мы разрешаем только для уроков и показов, G13).
    [few] { $count } игрока, а нужно от 2 до 5 (по правилам играют от трёх до пяти игроков; игру вдвоём мы разрешаем только для уроков и показов, G13).
    [many] { $count } игроков, а нужно от 2 до 5 (по правилам играют от трёх до пяти игроков; игру вдвоём мы разрешаем только для уроков и показов, G13).
   *[other] { $count } игрока, а нужно от 2 до 5 (по правилам играют от трёх до пяти игроков; игру вдвоём мы разрешаем только для уроков и показов, G13).
}
scenario-error-bad_player_id = «{ $value }» — не идентификатор игрока: нужно короткое слово из строчных латинских букв (цифры и _ тоже можно).
scenario-error-player_twice = { $player_of } указали дважды.
scenario-error-not_an_edition = «{ $value }» — не издание игры (возможные: { $allowed }).

## Карты и где они лежат

scenario-error-not_a_card = «{ $value }» — не карта издания «{ $edition }».
scenario-error-card_elsewhere = { $card } { $owner_of } уже есть в поле { $where }: каждая карта лежит только в одном месте.
scenario-error-empty_stack = пустой стек: в стеке должна быть хотя бы одна карта.
scenario-error-tokens_face_up = очки влияния лежат только на картах лицом вниз (G8, L4), а { $card } здесь лицом вверх.
scenario-error-intrigue_face_up = { $card } — интрига: в ряду событий интрига никогда не остаётся лицом вверх.
scenario-error-inactive_face_up = ждать неактивной может только карта лицом вниз (L3), а { $card } здесь лицом вверх.
scenario-error-never_kept = { $card } не сохраняется: сохранить можно только { card-pact.acc } и { card-infiltration.acc } (L9, L10).
scenario-error-tokens_not_pact = очки влияния могут лежать только на сохранённом { card-pact.loc } (G8, L10).

## Жетоны подкупа и приговора

scenario-error-bad_bribe = жетон подкупа кладут только на персонажа лицом вверх (A9).
scenario-error-bribe_not_ablaze = { $player } не играет семьёй из издания «{ edition-ablaze }»: жетона подкупа нет.
scenario-error-bribe_elsewhere = единственный жетон подкупа { $player_of } уже лежит в поле { $where } (A1).
scenario-error-no_bribe_in_hand = у { $player_of } нет жетона подкупа в запасе (A1, A9).
scenario-error-twin_not_ablaze = { $player } не играет семьёй из издания «{ edition-ablaze }»: { card-twin.gen } нет.
scenario-error-verdict_no_alliance = ни одна семья не играет изданием «{ edition-alliance }»: жетонов приговора нет (L6).
scenario-error-too_many_verdicts = { $count ->
    [one] в игре всего { $count } жетон приговора (L6).
    [few] в игре всего { $count } жетона приговора (L6).
    [many] в игре всего { $count } жетонов приговора (L6).
   *[other] в игре всего { $count } жетона приговора (L6).
}

## Состояние игры

scenario-error-not_a_direction = «{ $value }» — не очерёдность событий (возможные: { $allowed }).
scenario-error-not_a_phase = «{ $value }» — не фаза игры (возможные: { $allowed }).
scenario-error-seed_with_position = в сценарии уже заданы ряд событий или руки, поэтому случайной раздачи не будет: уберите это поле.
scenario-error-bad_seed = «{ $value }» — здесь должно быть число или слово.
scenario-error-bad_resolving = «{ $value }» — здесь должна быть пара [владелец, карта]: карта, которая срабатывает сейчас.
scenario-error-frames_outside_resolution = незавершённые эффекты бывают только в фазе событий.
scenario-error-not_an_ability = «{ $value }» — не эффект ни одной карты.
scenario-error-bad_source = «{ $value }» — здесь должна быть пара [владелец, карта].
scenario-error-not_players_card = «{ $value }» — не карта { $player_of }.
scenario-error-no_legal_moves = решение без единого возможного хода.
scenario-error-not_a_move = «{ $value }» — такого хода в записи ходов нет.
scenario-error-no_such_position = ход «{ $value }» называет позицию { $n }, а такой позиции в ряду событий нет (в записи ходов позиции считают от 0).
scenario-error-reveal_not_top = карта, которую открывают, должна быть верхней картой стека и лежать лицом вниз.
scenario-error-not_a_move_line = «{ $value }» — не ход: каждый ход записывают строкой текста.

## Сам файл

scenario-error-not_an_object = сценарий должен быть объектом JSON (ключи и значения).
scenario-error-not_a_game = «{ $value }» — не игра, которой здесь учат (возможные: { $allowed }).
scenario-error-not_object_or_path = сценарий — это объект JSON или путь к файлу, а не «{ $value }».
scenario-error-empty = сценарий пуст: вставьте текст в формате JSON или YAML.
scenario-error-cannot_read = { $errno ->
    [ENOENT] файла { $name } нет.
    [EACCES] нет доступа к файлу { $name }.
    [EISDIR] { $name } — папка, а не файл.
   *[other] не удалось прочитать файл { $name }.
}
scenario-error-bad_syntax = { $line_known ->
    [yes] файл { $name } — некорректный { $format }: ошибка в строке { $line }, позиция { $column }.
   *[no] файл { $name } — некорректный { $format }.
}
scenario-error-not_json_or_yaml = { $line_known ->
    [yes] текст — ни JSON, ни YAML: ошибка в строке { $line }.
   *[no] текст — ни JSON, ни YAML.
}

# Тип значения из файла ($got), для expected_list и expected_object.
scenario-type = { $got ->
    [str] строка
    [int] число
    [float] число
    [bool] true или false
    [NoneType] null
    [list] список
    [dict] объект
   *[other] значение другого типа
}

## Пределы того, что читается (issue 19)

scenario-error-too_big = { $name_known ->
    [yes] файл { $name } слишком большой
   *[no] сценарий слишком большой
}: { $size } Б, а наибольший размер — { $limit } Б.
scenario-error-not_utf8 = { $name_known ->
    [yes] файл { $name } — не текст в кодировке UTF-8
   *[no] текст — не UTF-8
} (байт № { $offset }): сохраните его в кодировке UTF-8.
scenario-error-too_deep = значения вложены друг в друга слишком глубоко: наибольшая глубина — { $limit }.
scenario-error-number_too_long = число слишком длинное: наибольшее число цифр — { $limit }.
scenario-error-yaml_alias = псевдонимы YAML (*имя) не принимаются (строка { $line }): запишите значение полностью.
scenario-error-unplayable = эту позицию нельзя сыграть: незавершённый эффект (поле frames) не согласуется с остальной позицией.
scenario-error-no_round_trip = { $fields_known ->
    [yes] позиция, сохранённая в JSON, не загружается обратно такой же (поля: { $fields }).
   *[no] позиция, сохранённая в JSON, не загружается обратно такой же.
}

## Орихалк: компоненты и позиция (docs/protocol-orichalque.md)

scenario-error-och_player_count = { $count ->
    [one] { $count } игрок, а в Орихалк играют от 2 до 4 игроков.
    [few] { $count } игрока, а в Орихалк играют от 2 до 4 игроков.
    [many] { $count } игроков, а в Орихалк играют от 2 до 4 игроков.
   *[other] { $count } игрока, а в Орихалк играют от 2 до 4 игроков.
}
scenario-error-too_few_cards = { $count ->
    [one] всего { $count } карта действия
    [few] всего { $count } карты действия
   *[other] всего { $count } карт действия
}, а для { $players } игроков на планшете действий { $need ->
    [one] { $need } ячейка
    [few] { $need } ячейки
   *[other] { $need } ячеек
}: карт нужно не меньше { $need }, иначе в раунде кому-то нечего будет взять.
scenario-error-slot_not_free = первые две карты слева можно взять бесплатно (так в правилах): ячейка { $slot } стоит 0 гоплитов, а не { $value }.
scenario-error-display_short = на планшете действий { $count ->
    [one] всего { $count } карта
    [few] всего { $count } карты
   *[other] всего { $count } карт
}, а игроков, которые в этом раунде ещё берут карту, — { $need }: планшет пополняют только в конце раунда.
scenario-error-not_a_status = «{ $value }» — не пометка источника данных (возможные: { $allowed }; verified — из правил, aid — из памятки, provisional — условные данные).
scenario-error-bad_id = «{ $value }» — не идентификатор: нужно короткое слово (до 24 знаков) из строчных латинских букв, цифр и _.
scenario-error-listed_twice = «{ $value }» указано дважды.
scenario-error-bad_row = «{ $value }» — не ряд острова: ряд записывают знаками o (зона) и . (зоны нет), не длиннее 30 знаков.
scenario-error-port_alone = рядом с зоной порта «{ $value }» нет другой зоны: метрополия закрывает зону порта и соседнюю с ней.
scenario-error-not_a_port = «{ $value }» — не место для метрополии: она закрывает зону порта, на которую указывает стрелка, и соседнюю с ней зону.
scenario-error-not_on_island = «{ $value }» — не зона этого острова.
scenario-error-not_an_island = «{ $value }» — не планшет острова (возможные: { $allowed }).
scenario-error-not_a_side = «{ $value }» — не сторона планшета острова (возможные: { $allowed }).
scenario-error-not_a_shape = «{ $value }» — не форма тайла (возможные: { $allowed }).
scenario-error-terrains_for_shape = у тайла этой формы { $need ->
    [one] { $need } часть
    [few] { $need } части
   *[other] { $need } частей
}, и местностей нужно столько же, а здесь { $count }.
scenario-error-zones_for_tile = тайл ложится на { $need ->
    [one] { $need } зону
    [few] { $need } зоны
   *[other] { $need } зон
}, по одной на каждую его местность, а здесь { $count }.
scenario-error-not_a_terrain = «{ $value }» — не местность (возможные: { $allowed }).
scenario-error-not_an_action = «{ $value }» — не действие (возможные: { $allowed }).
scenario-error-not_a_building_kind = «{ $value }» — не вид здания (возможные: { $allowed }).
scenario-error-not_an_effect = эффект здания задаёт сама игра: здесь может быть только «{ $effect }», а не «{ $value }» (или уберите этот ключ).
scenario-error-not_a_creature_kind = «{ $value }» — не вид мифического существа (возможные: { $allowed }).
scenario-error-not_a_face = «{ $value }» — не грань кубика сражения.
scenario-error-not_a_tile = тайла местности «{ $value }» нет.
scenario-error-not_a_building = жетона здания «{ $value }» нет.
scenario-error-not_a_creature = жетона мифического существа «{ $value }» нет.
scenario-error-not_a_titan = титана «{ $value }» нет.
scenario-error-not_an_action_card = карты действия «{ $value }» нет.
scenario-error-elsewhere = «{ $value }» уже есть в поле { $where }: каждый компонент лежит только в одном месте.
scenario-error-bad_tile = тайл на острове записывают так: [тайл, [зоны…]].
scenario-error-zone_taken = «{ $value }» — не свободная зона острова: такой зоны нет или она уже закрыта.
scenario-error-not_free = зона «{ $value }» не закрыта тайлом: здание кладут только на тайл.
scenario-error-not_a_diamond = храм занимает 4 закрытые тайлами зоны в форме ромба, а здесь не так.
scenario-error-not_volcano = «{ $value }» — не вулкан: мифические существа стоят только на вулканах.
scenario-error-no_creature = в зоне «{ $value }» нет мифического существа: гоплиты ждут только рядом с ним.
scenario-error-not_in_bag = «{ $value }» нет в мешке: следующим можно вытащить только жетон, который лежит в мешке.
scenario-error-not_captured = «{ $value }» не подходит: здесь нужны два разных существа, которых взял в плен один и тот же игрок.
scenario-error-not_a_step = «{ $value }» — не шаг хода (возможные: { $allowed }).
scenario-error-metropolis_placed = метрополия { $player_of } уже размещена: её размещают только в начале первого хода игрока.
scenario-error-discard_two_players = карту с планшета действий сбрасывают только при игре вдвоём.
scenario-error-not_held = у { $player_of } нет титана «{ $value }»: выбирать можно только среди своих титанов.
scenario-error-holds_first = у { $player_of } уже есть жетон первого игрока: он переходит к другому игроку.
scenario-error-too_many = разложено больше, чем есть в коробке: лишних { $value }.
scenario-error-not_playable = эту позицию нельзя сыграть: её части не согласуются друг с другом.
