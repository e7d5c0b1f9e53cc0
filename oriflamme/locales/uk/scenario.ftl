# Помилки у файлі сценарію (oriflamme.i18n.explain_scenario_error):
# scenario-error-<код> для кожного коду з SCENARIO_ERRORS Орифлами (games/oriflamme/engine/errors.py)
# і Орихалку (games/orichalque/engine/errors.py); спільний код має в обох іграх той самий зміст.
# Текст іде після «Поле <шлях>: », тому починається з малої літери
# (без поля його пишуть з великої). Аргументи:
# $value, $unknown — значення чи ключ, як їх записано у файлі; $allowed — можливі значення через кому;
# $card, $card_gen… — карта (як у подіях); $player, $player_of…, $owner_of — гравець;
# $edition — назва видання; $where — інше поле; $got — тип значення (str, int, list, dict…);
# числа $count, $lo, $hi, $n, $line, $column (і $hi_known, $line_known: yes/no).
# $exact: yes, коли $lo дорівнює $hi («рівно 3»). Орихалк: $need (скільки потрібно), $players
# (скільки гравців), $slot (номер комірки), $effect (ефект будівлі, як у файлі).
# Терміни — з правил: ряд подій, стос, очки впливу, долілиць/горілиць.

scenario-field = Поле { $field }: { $reason }
# Для коду, якому ще не написали текст.
scenario-unknown = { $field_known ->
    [yes] значення в цьому полі не підходить.
   *[no] у файлі сценарію помилка.
}

## Вигляд значення

scenario-error-not_whole_number = «{ $value }» — не ціле число.
scenario-error-out_of_range = { $hi_known ->
    [yes] { $exact ->
        [yes] { $value } — поза межами: потрібно рівно { $lo }.
       *[no] { $value } — поза межами: потрібне число від { $lo } до { $hi }.
    }
   *[no] { $value } — поза межами: потрібне число не менше { $lo }.
}
scenario-error-not_bool = «{ $value }» — тут має бути true (так) або false (ні).
scenario-error-expected_list = тут має бути список, а не { scenario-type }.
scenario-error-expected_object = тут має бути об’єкт (ключі й значення), а не { scenario-type }.
scenario-error-not_a_word = «{ $value }» — тут має бути слово.

## Ключі

scenario-error-unknown_key = невідомий ключ «{ $unknown }» (можливі: { $allowed }).
scenario-error-missing = цього обов’язкового ключа немає.
scenario-error-missing_players = немає списку гравців: перелічіть родини в тому порядку, як вони сидять за столом.

## Гравці й видання

scenario-error-not_a_player = «{ $value }» — не гравець цього сценарію (гравці: { $allowed }).
scenario-error-player_count = { $count ->
    [one] { $count } гравець, а треба від 2 до 5 (за правилами грають від трьох до п’яти гравців; гру вдвох ми дозволяємо лише для уроків і показів, G13).
    [few] { $count } гравці, а треба від 2 до 5 (за правилами грають від трьох до п’яти гравців; гру вдвох ми дозволяємо лише для уроків і показів, G13).
    [many] { $count } гравців, а треба від 2 до 5 (за правилами грають від трьох до п’яти гравців; гру вдвох ми дозволяємо лише для уроків і показів, G13).
   *[other] { $count } гравця, а треба від 2 до 5 (за правилами грають від трьох до п’яти гравців; гру вдвох ми дозволяємо лише для уроків і показів, G13).
}
scenario-error-bad_player_id = «{ $value }» — не ідентифікатор гравця: потрібне коротке слово з малих латинських літер (цифри й _ теж можна).
scenario-error-player_twice = { $player_of } вказано двічі.
scenario-error-not_an_edition = «{ $value }» — не видання гри (можливі: { $allowed }).

## Карти і де вони лежать

scenario-error-not_a_card = «{ $value }» — не карта видання «{ $edition }».
scenario-error-card_elsewhere = { $card } { $owner_of } уже є в полі { $where }: кожна карта лежить лише в одному місці.
scenario-error-empty_stack = порожній стос: у стосі має бути хоча б одна карта.
scenario-error-tokens_face_up = очки впливу лежать лише на картах долілиць (G8, L4), а { $card } тут горілиць.
scenario-error-intrigue_face_up = { $card } — інтрига: у ряді подій інтрига ніколи не лишається горілиць.
scenario-error-inactive_face_up = чекати неактивною може лише карта долілиць (L3), а { $card } тут горілиць.
scenario-error-never_kept = { $card } не зберігається: зберегти можна лише { card-pact.acc } і { card-infiltration.acc } (L9, L10).
scenario-error-tokens_not_pact = очки впливу можуть лежати лише на збереженій { card-pact.loc } (G8, L10).

## Жетони підкупу й вироку

scenario-error-bad_bribe = жетон підкупу кладуть лише на персонажа горілиць (A9).
scenario-error-bribe_not_ablaze = { $player } не грає родиною з видання «{ edition-ablaze }»: жетона підкупу немає.
scenario-error-bribe_elsewhere = єдиний жетон підкупу { $player_of } уже лежить у полі { $where } (A1).
scenario-error-no_bribe_in_hand = у { $player_of } немає вільного жетона підкупу (A1, A9).
scenario-error-twin_not_ablaze = { $player } не грає родиною з видання «{ edition-ablaze }»: { card-twin.gen } немає.
scenario-error-verdict_no_alliance = жодна родина не грає виданням «{ edition-alliance }»: жетонів вироку немає (L6).
scenario-error-too_many_verdicts = { $count ->
    [one] у грі лише { $count } жетон вироку (L6).
    [few] у грі лише { $count } жетони вироку (L6).
    [many] у грі лише { $count } жетонів вироку (L6).
   *[other] у грі лише { $count } жетона вироку (L6).
}

## Стан гри

scenario-error-not_a_direction = «{ $value }» — не напрямок активації (можливі: { $allowed }).
scenario-error-not_a_phase = «{ $value }» — не фаза гри (можливі: { $allowed }).
scenario-error-seed_with_position = у сценарії вже задано ряд подій або руки, тож випадкової роздачі не буде: приберіть це поле.
scenario-error-bad_seed = «{ $value }» — тут має бути число або слово.
scenario-error-bad_resolving = «{ $value }» — тут має бути пара [власник, карта]: карта, що активується зараз.
scenario-error-frames_outside_resolution = незавершені властивості бувають лише у фазі активації.
scenario-error-not_an_ability = «{ $value }» — не властивість жодної карти.
scenario-error-bad_source = «{ $value }» — тут має бути пара [власник, карта].
scenario-error-not_players_card = «{ $value }» — не карта { $player_of }.
scenario-error-no_legal_moves = рішення без жодного можливого ходу.
scenario-error-not_a_move = «{ $value }» — такого ходу в записі ходів немає.
scenario-error-no_such_position = хід «{ $value }» називає позицію { $n }, а такої позиції в ряді подій немає (у записі ходів позиції рахують від 0).
scenario-error-reveal_not_top = карта, яку відкривають, має бути верхньою картою стосу й лежати долілиць.
scenario-error-not_a_move_line = «{ $value }» — не хід: кожен хід записують рядком тексту.

## Сам файл

scenario-error-not_an_object = сценарій має бути об’єктом JSON (ключі й значення).
scenario-error-not_a_game = «{ $value }» — цей сценарій тут не відкривається (можливі значення: { $allowed }).
scenario-error-not_object_or_path = сценарій — це об’єкт JSON або шлях до файлу, а не «{ $value }».
scenario-error-empty = сценарій порожній: вставте текст у форматі JSON або YAML.
scenario-error-cannot_read = { $errno ->
    [ENOENT] файлу { $name } немає.
    [EACCES] немає доступу до файлу { $name }.
    [EISDIR] { $name } — тека, а не файл.
   *[other] не вдалося прочитати файл { $name }.
}
scenario-error-bad_syntax = { $line_known ->
    [yes] файл { $name } — некоректний { $format }: помилка в рядку { $line }, позиція { $column }.
   *[no] файл { $name } — некоректний { $format }.
}
scenario-error-not_json_or_yaml = { $line_known ->
    [yes] текст — ні JSON, ні YAML: помилка в рядку { $line }.
   *[no] текст — ні JSON, ні YAML.
}

# Тип значення з файлу ($got), для expected_list і expected_object.
scenario-type = { $got ->
    [str] рядок
    [int] число
    [float] число
    [bool] true чи false
    [NoneType] null
    [list] список
    [dict] об’єкт
   *[other] значення іншого типу
}

## Межі того, що читається (issue 19)

scenario-error-too_big = { $name_known ->
    [yes] файл { $name } завеликий
   *[no] сценарій завеликий
}: { $size } Б, а найбільший розмір — { $limit } Б.
scenario-error-not_utf8 = { $name_known ->
    [yes] файл { $name } — не текст у кодуванні UTF-8
   *[no] текст — не UTF-8
} (байт № { $offset }): збережіть його в кодуванні UTF-8.
scenario-error-too_deep = значення вкладені одне в одне надто глибоко: найбільша глибина — { $limit }.
scenario-error-number_too_long = число задовге: найбільше цифр у числі — { $limit }.
scenario-error-yaml_alias = псевдоніми YAML (*ім’я) не приймаються (рядок { $line }): запишіть значення повністю.
scenario-error-unplayable = цю позицію не можна зіграти: незавершена властивість (поле frames) не узгоджується з рештою позиції.
scenario-error-no_round_trip = { $fields_known ->
    [yes] позиція, збережена в JSON, не завантажується назад такою самою (поля: { $fields }).
   *[no] позиція, збережена в JSON, не завантажується назад такою самою.
}

## Орихалк: компоненти й позиція (docs/protocol-orichalque.md)

scenario-error-och_player_count = { $count ->
    [one] { $count } гравець, а в Орихалк грають від 2 до 4 гравців.
    [few] { $count } гравці, а в Орихалк грають від 2 до 4 гравців.
    [many] { $count } гравців, а в Орихалк грають від 2 до 4 гравців.
   *[other] { $count } гравця, а в Орихалк грають від 2 до 4 гравців.
}
scenario-error-too_few_cards = { $count ->
    [one] лише { $count } карта дії
    [few] лише { $count } карти дії
   *[other] лише { $count } карт дії
}, а для { $players } гравців на планшеті дій { $need ->
    [one] { $need } комірка
    [few] { $need } комірки
   *[other] { $need } комірок
}: карт потрібно щонайменше { $need }, інакше в раунді комусь не буде чого взяти.
scenario-error-slot_not_free = перші дві карти зліва беруть безплатно (так у правилах): комірка { $slot } коштує 0 гоплітів, а не { $value }.
scenario-error-display_short = на планшеті дій { $count ->
    [one] лише { $count } карта
    [few] лише { $count } карти
   *[other] лише { $count } карт
}, а гравців, які цього раунду ще беруть карту, — { $need }: планшет поповнюють лише наприкінці раунду.
scenario-error-not_a_status = «{ $value }» — не позначка джерела даних (можливі: { $allowed }; verified — з правил, aid — з пам’ятки, provisional — умовні дані).
scenario-error-bad_id = «{ $value }» — не ідентифікатор: потрібне коротке слово (до 24 знаків) з малих латинських літер, цифр і _.
scenario-error-listed_twice = «{ $value }» вказано двічі.
scenario-error-bad_row = «{ $value }» — не ряд острова: ряд записують знаками o (зона) і . (зони немає), не довше 30 знаків.
scenario-error-port_alone = біля зони порту «{ $value }» немає іншої зони: метрополія закриває зону порту й сусідню з нею.
scenario-error-not_a_port = «{ $value }» — не місце для метрополії: вона закриває зону порту, на яку вказує стрілка, і сусідню з нею зону.
scenario-error-not_on_island = «{ $value }» — не зона цього острова.
scenario-error-not_an_island = «{ $value }» — не планшет острова (можливі: { $allowed }).
scenario-error-not_a_side = «{ $value }» — не сторона планшета острова (можливі: { $allowed }).
scenario-error-not_a_shape = «{ $value }» — не форма тайла (можливі: { $allowed }).
scenario-error-terrains_for_shape = тайл цієї форми має { $need ->
    [one] { $need } частину
    [few] { $need } частини
   *[other] { $need } частин
}, і місцевостей потрібно стільки ж, а тут { $count }.
scenario-error-zones_for_tile = тайл лягає на { $need ->
    [one] { $need } зону
    [few] { $need } зони
   *[other] { $need } зон
}, по одній на кожну його місцевість, а тут { $count }.
scenario-error-not_a_terrain = «{ $value }» — не місцевість (можливі: { $allowed }).
scenario-error-not_an_action = «{ $value }» — не дія (можливі: { $allowed }).
scenario-error-not_a_building_kind = «{ $value }» — не вид будівлі (можливі: { $allowed }).
scenario-error-not_an_effect = ефект будівлі задає сама гра: тут може бути лише «{ $effect }», а не «{ $value }» (або приберіть цей ключ).
scenario-error-not_a_creature_kind = «{ $value }» — не вид міфічної істоти (можливі: { $allowed }).
scenario-error-not_a_face = «{ $value }» — не грань кубика бою.
scenario-error-not_a_tile = тайла місцевості «{ $value }» немає.
scenario-error-not_a_building = жетона будівлі «{ $value }» немає.
scenario-error-not_a_creature = жетона міфічної істоти «{ $value }» немає.
scenario-error-not_a_titan = титана «{ $value }» немає.
scenario-error-not_an_action_card = карти дії «{ $value }» немає.
scenario-error-elsewhere = «{ $value }» уже є в полі { $where }: кожен компонент лежить лише в одному місці.
scenario-error-bad_tile = тайл на острові записують так: [тайл, [зони…]].
scenario-error-zone_taken = «{ $value }» — не вільна зона острова: такої зони немає або її вже накрито.
scenario-error-not_free = зону «{ $value }» не накрито тайлом: будівлю кладуть лише на тайл.
scenario-error-not_a_diamond = храм займає 4 накриті тайлами зони у формі ромба, а тут не так.
scenario-error-not_volcano = «{ $value }» — не вулкан: міфічні істоти стоять лише на вулканах.
scenario-error-no_creature = у зоні «{ $value }» немає міфічної істоти: гопліти чекають лише біля неї.
scenario-error-not_in_bag = «{ $value }» немає в мішку: наступним можна витягти лише жетон, що лежить у мішку.
scenario-error-not_captured = «{ $value }» не підходить: тут потрібні дві різні істоти, яких узяв у полон один і той самий гравець.
scenario-error-not_a_step = «{ $value }» — не крок ходу (можливі: { $allowed }).
scenario-error-metropolis_placed = метрополію { $player_of } уже розміщено: її розміщують лише на початку першого ходу гравця.
scenario-error-discard_two_players = карту з планшета дій скидають лише в грі вдвох.
scenario-error-not_held = у { $player_of } немає титана «{ $value }»: вибирати можна лише серед своїх титанів.
scenario-error-holds_first = у { $player_of } уже є жетон першого гравця: він переходить до іншого гравця.
scenario-error-too_many = розміщено більше, ніж є в коробці: зайвих { $value }.
scenario-error-not_playable = цю позицію не можна зіграти: її частини не узгоджуються між собою.
