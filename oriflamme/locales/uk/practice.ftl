# Вкладка «Практика» (oriflamme/widgets/practice.py) і тексти задач
# (oriflamme/games/*/puzzles.py). Аргументи-карти й гравці — як у events.ftl:
# $card, $card_acc…, $owner_of, $player, $player_gen…; $amount_pts — «2 очки впливу»;
# $position_num — позиція від 1; $move — хід словами.

w-tab-practice = Практика
practice-intro = Задачі з позицій справжніх партій: рушій гри сам ставить питання, сам знає відповідь і перевіряє кожен хибний варіант. Помилки повертаються, поки правило не засвоєно.
practice-table = Стіл
practice-table-mixed = Змішаний стіл
practice-learner = Прогрес: { $name }
practice-learner-shared = Прогрес цього комп’ютера (спільний)
practice-next = Нова задача
practice-next-tip = Показати наступну задачу
practice-due-button = Повторити помилки ({ $count })
practice-due-tip = Задача на правило, яке час повторити
practice-answer-label = Ваша відповідь
practice-making = Готуємо задачу…
practice-none = Для цього столу задач поки немає.
practice-kind-reveal = Що станеться?
practice-kind-leader = Хто лідирує?
practice-kind-best = Найкращий хід
practice-kind-legal = Чи можна так зіграти?
practice-kind-titan = Титан
practice-kind-fight = Шанс у бою
practice-kind-extra = Додаткова дія
practice-tags = Правила: { $rules }. Карти: { $cards }.
practice-tags-rules = Правила: { $rules }.
practice-right = Правильно!
practice-wrong = Ні, це не так.
practice-answer-was = Правильна відповідь: { $answer }
practice-why-wrong = Чому ваша відповідь хибна
practice-what-happened = Що відбувається на столі
practice-rule = Правило
practice-board-note = Дошка показує всі карти відкритими — так, як їх бачить рушій гри.
practice-board-readonly = На цій дошці не грають: відповідайте кнопками над нею.
practice-queue-title = Час повторити
practice-queue-empty = Нічого повторювати: помилок, які чекають на повторення, немає.
practice-queue-item = { $tag } — помилок: { $wrong }, правильно: { $right }
practice-queue-later = Ще в черзі: { $count }, наступне повторення — { $when }.
practice-mastery-title = Засвоєння: карти й правила
practice-mastery-empty = Тут з’явиться, які правила кожної карти ви застосовуєте правильно.
practice-mastery-card = { $card }
practice-mastery-rule = { $rule }: { $right } з { $total }
practice-mastered = засвоєно
practice-learning = ще не засвоєно
practice-score = Відповідей: { $total }, правильних: { $right }.
practice-lesson-mistake = Помилка в уроці «{ $title }»
practice-provisional = Дані деяких компонентів «Орихалку» ще не підтверджені: задачі, як і дошка, спираються на наші попередні дані.
practice-file-title = Задача: { $kind }
practice-list-or = або

practice-log = Як це зіграно
practice-in-minutes = { $count ->
    [one] за { $count } хвилину
    [few] за { $count } хвилини
   *[other] за { $count } хвилин
}
practice-in-hours = { $count ->
    [one] за { $count } годину
    [few] за { $count } години
   *[other] за { $count } годин
}
practice-in-days = { $count ->
    [one] за { $count } день
    [few] за { $count } дні
   *[other] за { $count } днів
}

## Питання (Орифлама)

practice-q-reveal = { $player } відкриває { own-card-acc } { $card_acc } на позиції { $position_num }{ $tokens ->
        [0] {""}
       *[other] {" "}(на { $card_gender ->
            [f] ній
           *[other] ньому
        } { $tokens_pts })
    }.
practice-q-target = Ціль — карта на позиції { $position_num }.
practice-q-choice = Вибір { $player_gen }: «{ $move }».
practice-q-bribed = { $card } { $owner_of } на позиції { $position_num } { $card_gender ->
        [f] підкуплена
        [n] підкуплене
       *[m] підкуплений
    } { $player_ins }.
practice-q-kept = { $players_count ->
    [one] { $players } зберіг перед собою { $card_acc }.
   *[other] { $players } зберегли перед собою кожен своє { $card_acc }.
}
practice-q-reveal-ask = Що станеться?
practice-q-leader-ask = Хто лідирує після цієї активації і з якою перевагою?
practice-q-best = Черга { $card_gen } на позиції { $position_num }, вирішує { $player }. Який хід гарантує { $player_dat } найбільше очок впливу до кінця раунду, хоч би як діяли суперники?
practice-q-legal = Ви — { $player }. Чи можна зіграти так: «{ $move }»? Якщо ні, то чому?
practice-q-legal-target = Черга { $card_gen } на позиції { $position_num }, вирішує { $player }. Хід «{ $move }» можливий? Якщо ні, то чому?

## Відповіді (Орифлама)

practice-o-gain = { $player } отримує { $amount_pts }.
practice-o-loss = { $player } втрачає { $amount_pts }.
practice-o-eliminated = { $card_acc } { $owner_of } вилучено.
practice-o-discarded = { $card_acc } { $owner_of } скинуто.
practice-o-kept = { $owner } зберігає { $card_acc }.
practice-o-nothing = Нічого не змінюється: ні очок впливу, ні карт.
practice-o-leads = Лідирує { $player }, перевага — { $amount_pts }.
practice-o-tied = Лідерство ділять { $players }: у кожного { $score_pts }.
practice-o-move = { $move }
practice-o-legal = Так, цей хід можливий.
practice-o-illegal = Ні.

## Пояснення (Орифлама)

practice-x-value = «{ $move }»: { $sign ->
    [plus] гарантовано +{ $delta_pts }
    [minus] у найгіршому разі −{ $delta_pts }
   *[zero] гарантовано 0 очок впливу
} до кінця раунду.
practice-x-legal = Хід «{ $move }» можливий.
practice-x-illegal = Хід «{ $move }» неможливий.
practice-x-rule-g2 = Фаза викладання: кожен кладе одну карту з руки долілиць — на початок або в кінець ряду подій, а з другого раунду ще й на стос, верхня карта якого — його власна{ $bribery ->
        [yes] {" "}або підкуплена ним
       *[no] {""}
    }.
practice-x-rule-g3-tokens = Відкриваючи карту, { $player } забирає очки впливу, що лежали на ній: +{ $amount }.
practice-x-rule-g4 = Властивість обов’язкова й діє лише на доступні цілі: карту, якої вона не може досягти, вибрати не можна.
practice-x-card-rule = { $card }. На карті: «{ $ability }» { $rule }

## Хибні прочитання правил

practice-mis-tokens_kept = Так виходить, якщо забути, що власник, відкриваючи цю карту, забирає очки впливу з неї.
practice-mis-insurrection_tokens_kept = Так виходить, якщо забути, що, відкриваючи { card-insurrection.acc }, власник забирає очки впливу з нього — усі, крім одного: воно повертається в загальний запас.
practice-mis-conspiracy_once = Так виходить, якщо забути, що { card-conspiracy } приносить очки впливу, які на ній лежали, двічі.
practice-mis-no_elimination_gain = Так виходить, якщо забути, що за кожну вилучену карту власник карти, що вилучає, отримує 1 очко впливу.
practice-mis-elimination_gain_to_owner = Так виходить, якщо віддати очко за вилучення власникові вилученої карти, а не тому, хто вилучає.
practice-mis-tokens_to_eliminator = Так виходить, якщо вважати, що очки впливу з вилученої закритої карти дістаються тому, хто вилучає; насправді вони повертаються в загальний запас.
practice-mis-snare_tokens_taken = Так виходить, якщо вважати, що власник забирає очки впливу з { $card_gen }. Відкрита власником, ця карта повертає їх у загальний запас і дає лише 1.
practice-mis-ambush_ignored = Так виходить, якщо не помітити { card-ambush.acc }: вилучена картою суперника, вона дає власникові 4, а карту, що напала, скидають.
practice-mis-attacker_stays = Так виходить, якщо залишити в ряді карту, що вилучила { card-ambush.acc } чи { card-trap.acc } суперника: її скидають.
practice-mis-trap_ignored = Так виходить, якщо не помітити { card-trap.acc }: власник забирає 3 очки впливу в того, хто її вилучив, а карту, що напала, скидають.
practice-mis-trap_from_supply = Так виходить, якщо брати 3 очки впливу { card-trap.gen } із загального запасу: їх забирають у того, хто вилучив.
practice-mis-debt_allowed = Так виходить, якщо забути, що гравець не віддає більше, ніж має: борги не виникають.
practice-mis-cutthroat_single_gain = Так виходить, якщо забути, що { card-cutthroat }, який вилучив лише одну карту, очка за вилучення не приносить.
practice-mis-queen_bonus_forgotten = Так виходить, якщо забути, що за вилучення чужої { card-queen.gen } дають ще 1 очко впливу.
practice-mis-intrigue_stays = Так виходить, якщо залишити інтригу в ряді: після дії її скидають.
practice-mis-heir_same_name_ignored = Так виходить, якщо не помітити іншу відкриту ненакриту карту з такою самою назвою: тоді { card-heir } нічого не отримує.
practice-mis-heir_blocked_by_hidden = Так виходить, якщо рахувати закриту чи накриту карту з такою самою назвою: { card-heir.acc } зупиняє лише відкрита ненакрита.
practice-mis-lord_face_up_only = Так виходить, якщо рахувати поруч із { card-lord.ins } лише відкриті карти: закриті верхні карти його власника теж враховуються.
practice-mis-lord_counts_all = Так виходить, якщо рахувати поруч із { card-lord.ins } і карти суперників: враховуються лише карти його власника.
practice-mis-felon_owner_spared = Так виходить, якщо звільнити власника { card-felon.gen }: він теж втрачає 1 за кожну свою карту поруч.
practice-mis-schemer_ignores_stacks = Так виходить, якщо не помітити стос із 2 чи більше карт поруч з { card-schemer.ins }: тоді її скидають.
practice-mis-covered_eliminated_too = Так виходить, якщо вилучити весь стос: вилучають лише верхню карту, карта під нею знову опиняється зверху.
practice-mis-wrong_neighbour = Так виходить, якщо переплутати сусідів: ціль — карта на названій позиції.
practice-mis-no_change = Так виходить, якщо забути, що відкрита карта мусить застосувати свою властивість.
practice-mis-och_disconnected = Так виходить, якщо рахувати разом зони одного типу, які не торкаються одна одної: область — це зв’язані зони.
practice-mis-och_buildings_count = Так виходить, якщо рахувати зони під будівлею чи храмом: вони більше не місцевість.
practice-mis-och_volcano_counts = Так виходить, якщо вважати порожній вулкан зоною потрібного типу: порожній вулкан замінює будь-яку місцевість для будівництва, але не для титана.
practice-mis-och_tile_only = Так виходить, якщо рахувати лише зони самого тайла: область складають і сусідні зони того самого типу.
practice-mis-och_held_safe = Так виходить, якщо вважати, що титана суперника забрати не можна: нова чи розширена область забирає його в будь-кого.
practice-mis-och_two_enough = Так виходить, якщо вважати, що вистачає 2 зон: титан приходить лише до області з 3 круглих зон.
practice-mis-och_four_needed = Так виходить, якщо чекати на 4 зони: вистачає 3.
practice-mis-och_new_area_only = Так виходить, якщо забути, що розширення власної області теж привертає титана.
practice-mis-och_tile_terrains = Так виходить, якщо вважати, що тайл сам кличе титана своєї місцевості: потрібна область з 3 зон.
practice-mis-och_no_base_die = Так виходить, якщо забути кубик, який кидають завжди: кубиків на 1 більше, ніж гоплітів у бою.
practice-mis-och_skull_ignored = Так виходить, якщо не рахувати череп: він перемагає сам, хоч би яка була сума.
practice-mis-och_waiting_forgotten = Так виходить, якщо забути гоплітів, що вже стоять біля істоти після програного бою: вони б’ються знову.
practice-mis-och_must_exceed = Так виходить, якщо вимагати суму, більшу за силу істоти: вистачає рівної.
practice-mis-och_siege_forgotten = Так виходить, якщо забути облогову машину: з нею 3 на кубику теж перемагає.
practice-mis-och_any_payment = Так виходить, якщо вважати, що будь-яка плата купує будь-яку дію: кожна плата відкриває лише свої дії.
practice-mis-och_produce_recruit_swapped = Так виходить, якщо переплутати плату: виробництво оплачують гопліти, а вербування — орихалк.
practice-mis-och_statues_forgotten = Так виходить, якщо забути статуї: з ними додаткова дія за гоплітів коштує на 1 менше.
practice-mis-och_one_creature = Так виходить, якщо вважати, що вистачає однієї переможеної істоти: треба віддати 2.

## Питання й відповіді («Орихалк»)

practice-och-q-titan = { $player } кладе тайл місцевості ({ $terrains }) на зони { $zones }. Чи приверне це увагу титана?
practice-och-no-titan = Ні, жоден титан не приходить.
practice-och-yes = Так: { $items }.
practice-och-yes-but = Так, але
practice-och-titan-centre = { $titan } — з центру столу
practice-och-titan-from = { $titan } — { $titan_gender ->
    [f] її
    [pl] їх
    [fpl] їх
   *[m] його
} забирають у { $player_gen }
practice-och-titan-reactivated = { $titan } { $titan_vowel ->
    [yes] вже
   *[no] уже
} в { $player_gen } і знову { $titan_gender ->
    [f] стає активною
    [pl] стають активними
    [fpl] стають активними
   *[m] стає активним
}
practice-och-titan-held = { $titan } { $titan_vowel ->
    [yes] вже
   *[no] уже
} в { $player_gen } і { $titan_gender ->
    [f] активна
   *[m] активний
}: нічого не змінюється.
practice-och-q-fight = { $player } б’ється з { $creature_ins } (сила { $strength }) у зоні { $zone }. { $waiting ->
    [0] Гоплітів у бою: { $hoplites }.
   *[other] Нових гоплітів у бою: { $hoplites }; біля істоти вже стоять: { $waiting }.
}{ $siege ->
    [yes] {" "}На острові є облогова машина.
   *[no] {""}
} Який шанс перемогти?
practice-och-percent = { $percent } %
practice-och-q-extra = У { $player_gen }: { $supply }{ $statues ->
    [yes] ; на острові є статуї
   *[no] {""}
}. Чим можна оплатити додаткову дію «{ $action }»?
practice-och-pay-hoplites = { $count ->
    [one] { $count } гоплітом
   *[other] { $count } гоплітами
}
practice-och-pay-orichalcum = 2 злитками орихалку
practice-och-pay-creatures = 2 жетонами переможених істот
practice-och-payments = { $payments }.
practice-och-pay-nothing = Нічим: зараз цю додаткову дію не оплатити.
practice-och-x-titan = Титан приходить, щойно гравець створює область щонайменше з 3 зв’язаних круглих зон одного типу місцевості або розширює свою; зони під будівлями й храмами не враховуються.
practice-och-x-titan-take = Титана забирають, хоч би де він був — у центрі столу чи в іншого гравця; якщо він уже в того, хто його забирає, то знову стає активним.
practice-och-x-fight = { $dice ->
    [1] Кидають 1 кубик: гоплітів у бою немає, тож лише той, який кидають завжди. Перемагає череп або число, не менше за силу істоти ({ $strength }).
   *[other] Кидають { $dice } { $dice ->
        [few] кубики
       *[other] кубиків
    }: один кидають завжди, і ще по одному на кожного гопліта в бою. Перемагає череп на будь-якому кубику або сума, не менша за силу істоти ({ $strength }).
} Імовірність обчислено точно: враховано кожен можливий кидок.
practice-och-x-siege = З облоговою машиною 3 на кубику теж перемагає.
practice-och-x-extra = Додаткова дія: віддайте 2 гоплітів (бій, будівництво, виробництво), 2 злитки орихалку (бій, будівництво, вербування) або 2 переможені істоти (будь-яка дія).
practice-och-x-statues = Зі статуями додаткова дія за гоплітів коштує на 1 гопліта менше.

## Правила (назви для черги повторень і засвоєння)

practice-rule-G1 = Ряд подій і позиції
practice-rule-G2 = Фаза викладання
practice-rule-G3 = Відкрити чи залишити долілиць
practice-rule-G4 = Властивість обов’язкова
practice-rule-G5 = Черга активації
practice-rule-G6 = Вилучення
practice-rule-G7 = Скидання — не вилучення
practice-rule-G8 = Очки впливу на картах
practice-rule-G9 = Очок впливу не буває менше нуля
practice-rule-G10 = Карти, якими ви керуєте
practice-rule-G11 = Раунди
practice-rule-G12 = Кінець гри й нічия
practice-rule-G13 = Кількість гравців
practice-rule-G14 = Карта покидає ряд посеред дії
practice-rule-G15 = Жетони йдуть разом з картою
practice-rule-G16 = Власник — той, хто контролює
practice-rule-G17 = Варіанти властивості
practice-rule-G18 = Неактивна заміна
practice-rule-G19 = Накриті карти в ряді
practice-rule-G20 = Копії властивостей
practice-rule-G21 = Межі сценарію
practice-rule-B1 = { card-archer }
practice-rule-B2 = { card-soldier }
practice-rule-B3 = { card-spy }
practice-rule-B4 = { card-heir }
practice-rule-B5 = { card-shapeshifter }
practice-rule-B6 = { card-lord }
practice-rule-B7 = { card-assassination }
practice-rule-B8 = { card-royal_decree }
practice-rule-B9 = { card-ambush }
practice-rule-B10 = { card-conspiracy }
practice-rule-A1 = Підготовка «Полум’я війни»
practice-rule-A2 = { card-prince }
practice-rule-A3 = { card-twin }
practice-rule-A4 = { card-schemer }
practice-rule-A5 = { card-queen } і { card-cutthroat }
practice-rule-A6 = { card-apothecary }
practice-rule-A7 = { card-felon }
practice-rule-A8 = { card-substitution }
practice-rule-A9 = { card-bribery }
practice-rule-A9a = Повернути свою карту підкупом
practice-rule-A10 = { card-combination }
practice-rule-A11 = { card-trap }
practice-rule-L1 = { card-empress }
practice-rule-L2 = { card-fanatic }
practice-rule-L3 = { card-informant }
practice-rule-L4 = { card-diplomat }
practice-rule-L5 = { card-deserter }
practice-rule-L6 = { card-judge }
practice-rule-L7 = { card-insurrection }
practice-rule-L8 = { card-extortion }
practice-rule-L9 = { card-infiltration }
practice-rule-L10 = { card-pact }
practice-rule-L11 = Збережені карти
practice-rule-O1 = Області й титани
practice-rule-O2 = Забрати титана
practice-rule-O3 = Скільки титанів
practice-rule-O4 = Перший гравець
practice-rule-O5 = Тайл, який нікуди не покласти
practice-rule-O6 = Додаткова дія, що нічого не дає
practice-rule-och-titans = Титани
practice-rule-och-fight = Бій з міфічними істотами
practice-rule-och-extra = Додаткова дія
practice-rule-och-build = Будівництво
practice-rule-och-produce-recruit = Виробництво й вербування
practice-rule-och-card = Вибір карти дії
practice-piece-rhea = { och-titan-rhea }
practice-piece-tethys = { och-titan-tethys }
practice-piece-kronos = { och-titan-kronos }
practice-piece-hyperion = { och-titan-hyperion }
practice-piece-cerberus = { och-creature-cerberus }
practice-piece-minotaur = { och-creature-minotaur }
practice-piece-gorgon = { och-creature-gorgon }
practice-piece-cyclops = { och-creature-cyclops }
practice-piece-hydra = { och-creature-hydra }
practice-piece-siege = Облогова машина
practice-piece-statues = Статуї
