# «Орихалк»: написи на полі, кнопки рішень, журнал (oriflamme/widgets/orichalque, orichalque/render.py).
# Терміни — за російськими правилами «Орихалк» (українських правил немає): планшет дій, планшет будівництва,
# тайл місцевості, метрополія, порт, гопліт, злиток орихалку, міфічна істота, титан, благословення, храм, медальйон.

## Назви

och-game = Орихалк
och-terrain-forest = ліс
    .gen = лісу
    .dat = лісу
    .acc = ліс
    .ins = лісом
    .loc = лісі
    .voc = лісе
    .gender = mi
och-terrain-water = вода
    .gen = води
    .dat = воді
    .acc = воду
    .ins = водою
    .loc = воді
    .voc = водо
    .gender = f
och-terrain-desert = пустеля
    .gen = пустелі
    .dat = пустелі
    .acc = пустелю
    .ins = пустелею
    .loc = пустелі
    .voc = пустеле
    .gender = f
och-terrain-mountain = гори
    .gen = гір
    .dat = горам
    .acc = гори
    .ins = горами
    .loc = горах
    .voc = гори
    .gender = p
och-terrain-volcano = вулкан
    .gen = вулкана
    .dat = вулкану
    .acc = вулкан
    .ins = вулканом
    .loc = вулкані
    .voc = вулкане
    .gender = mi
och-terrain-metropolis = метрополія
    .gen = метрополії
    .dat = метрополії
    .acc = метрополію
    .ins = метрополією
    .loc = метрополії
    .voc = метрополіє
    .gender = f
och-titan-rhea = Рея
    .gen = Реї
    .dat = Реї
    .acc = Рею
    .ins = Реєю
    .loc = Реї
    .voc = Реє
    .gender = f
och-titan-tethys = Тефіда
    .gen = Тефіди
    .dat = Тефіді
    .acc = Тефіду
    .ins = Тефідою
    .loc = Тефіді
    .voc = Тефідо
    .gender = f
och-titan-kronos = Кронос
    .gen = Кроноса
    .dat = Кроносові
    .acc = Кроноса
    .ins = Кроносом
    .loc = Кроносові
    .voc = Кроносе
    .gender = m
och-titan-hyperion = Гіперіон
    .gen = Гіперіона
    .dat = Гіперіонові
    .acc = Гіперіона
    .ins = Гіперіоном
    .loc = Гіперіонові
    .voc = Гіперіоне
    .gender = m
och-blessing-rhea = виконайте додаткову дію будівництва
och-blessing-tethys = подвійте кількість завербованих гоплітів
och-blessing-kronos = автоматично переможіть одну міфічну істоту
och-blessing-hyperion = подвійте кількість виробленого орихалку
och-creature-cerberus = Цербер
    .gen = Цербера
    .dat = Церберові
    .acc = Цербера
    .ins = Цербером
    .loc = Церберові
    .voc = Цербере
    .gender = m
och-creature-minotaur = Мінотавр
    .gen = Мінотавра
    .dat = Мінотаврові
    .acc = Мінотавра
    .ins = Мінотавром
    .loc = Мінотаврові
    .voc = Мінотавре
    .gender = m
och-creature-gorgon = Горгона
    .gen = Горгони
    .dat = Горгоні
    .acc = Горгону
    .ins = Горгоною
    .loc = Горгоні
    .voc = Горгоно
    .gender = f
och-creature-cyclops = Циклоп
    .gen = Циклопа
    .dat = Циклопові
    .acc = Циклопа
    .ins = Циклопом
    .loc = Циклопові
    .voc = Циклопе
    .gender = m
och-creature-hydra = Гідра
    .gen = Гідри
    .dat = Гідрі
    .acc = Гідру
    .ins = Гідрою
    .loc = Гідрі
    .voc = Гідро
    .gender = f
och-building-camp = тренувальний табір
    .gen = тренувального табору
    .dat = тренувальному табору
    .acc = тренувальний табір
    .ins = тренувальним табором
    .loc = тренувальному таборі
    .voc = тренувальний таборе
    .gender = mi
och-building-mine = шахта
    .gen = шахти
    .dat = шахті
    .acc = шахту
    .ins = шахтою
    .loc = шахті
    .voc = шахто
    .gender = f
och-building-hospital = шпиталь
    .gen = шпиталю
    .dat = шпиталю
    .acc = шпиталь
    .ins = шпиталем
    .loc = шпиталі
    .voc = шпиталю
    .gender = mi
och-building-oratory = ораторія
    .gen = ораторії
    .dat = ораторії
    .acc = ораторію
    .ins = ораторією
    .loc = ораторії
    .voc = ораторіє
    .gender = f
och-building-siege = облогова машина
    .gen = облогової машини
    .dat = облоговій машині
    .acc = облогову машину
    .ins = облоговою машиною
    .loc = облоговій машині
    .voc = облогова машино
    .gender = f
och-building-arch = арка
    .gen = арки
    .dat = арці
    .acc = арку
    .ins = аркою
    .loc = арці
    .voc = арко
    .gender = f
och-building-crystal = кристал
    .gen = кристала
    .dat = кристалу
    .acc = кристал
    .ins = кристалом
    .loc = кристалі
    .voc = кристале
    .gender = mi
och-building-architect = архітектор
    .gen = архітектора
    .dat = архітекторові
    .acc = архітектора
    .ins = архітектором
    .loc = архітекторові
    .voc = архітекторе
    .gender = m
och-building-forge = кузня
    .gen = кузні
    .dat = кузні
    .acc = кузню
    .ins = кузнею
    .loc = кузні
    .voc = кузне
    .gender = f
och-building-statues = статуї
    .gen = статуй
    .dat = статуям
    .acc = статуї
    .ins = статуями
    .loc = статуях
    .voc = статуї
    .gender = p
och-bcode-camp = Тб
och-bcode-mine = Шх
och-bcode-hospital = Шп
och-bcode-oratory = Ор
och-bcode-siege = Ом
och-bcode-arch = Ар
och-bcode-crystal = Кр
och-bcode-architect = Ах
och-bcode-forge = Кз
och-bcode-statues = Ст
och-action-produce = виробництво орихалку
och-action-recruit = вербування гоплітів
och-action-fight = бій з міфічними істотами
och-action-build = будівництво
och-size = { $size ->
    [1] одинарний тайл
    [2] подвійний тайл
   *[3] потрійний тайл
}
och-hoplites = { $count } { $count ->
    [one] гопліт
    [few] гопліти
   *[many] гоплітів
}
    .acc = { $count } { $count ->
        [one] гопліта
        [2] гоплітів
        [3] гоплітів
        [4] гоплітів
        [few] гопліти
       *[many] гоплітів
    }
    .ins = { $count } { $count ->
        [one] гоплітом
       *[other] гоплітами
    }
och-orichalcum = { $count } { $count ->
    [one] злиток
    [few] злитки
   *[many] злитків
} орихалку
och-creatures = { $count } { $count ->
    [one] переможена істота
    [few] переможені істоти
   *[many] переможених істот
}
    .acc = { $count } { $count ->
        [one] переможену істоту
        [2] переможених істот
        [3] переможених істот
        [4] переможених істот
        [few] переможені істоти
       *[many] переможених істот
    }
och-points = { $count } { $count ->
    [one] переможне очко
    [few] переможні очки
   *[many] переможних очок
}
och-dice = { $count } { $count ->
    [one] кубик
    [few] кубики
   *[many] кубиків
}
och-face-skull = череп
och-side-easy = проста сторона
och-side-hard = складна сторона
och-island = острів { $number }, { $side }
och-nothing = нічого

## Малюнок столу (підказки й підписи)

och-r-zone = Зона { $zone }: { $terrain }
och-r-zone-empty = Зона { $zone }: ще не досліджена
och-r-port = Порт: { $pay }
och-r-metropolis-building = Метрополія, { $building }: { $effect }
och-r-temple = Храм на зонах { $zones }
och-r-slot = Комірка { $slot }: { $terrain }
och-r-titan = { $titan } ({ $terrain }): { $blessing }. { $held ->
    [yes] Лежить у { $holder_gen }
   *[no] Лежить у центрі столу
} { $active ->
    [yes] активною
   *[no] неактивною
} стороною догори.
och-r-centre = у центрі столу
och-r-player-detail = { $points } — { $island }
och-r-captured = Переможені істоти: { $creatures }
och-r-captured-none = Переможених істот немає
och-r-temple-token = Переможний жетон: храм
och-r-medallion = Переможний жетон: медальйон з орихалку
och-r-illustrative = Острови умовні
och-r-card = Карта: { $action }, { $size }
och-r-creature = { $creature }, сила { $strength }
och-r-waiting = { $count ->
    [one] Поруч з істотою чекає { $hoplites }
   *[other] Поруч з істотою чекають { $hoplites }
}
och-r-first = Жетон першого гравця
och-r-tile = Тайл місцевості: { $terrains }

## Поле й рішення

och-provisional = Зверніть увагу: острови, місцевість на тайлах, набір карт дій, ціна комірок 4–6 і грані кубиків тут умовні — правила їх не друкують, у коробці вони можуть бути іншими. Правила гри від цього не змінюються.
och-status-metropolis = Перший хід: розмістіть метрополію. Виберіть порт (зону зі стрілкою), потім сусідню з ним зону.
och-status-metropolis-second = Метрополія закриває порт { $zone }: виберіть другу зону поруч із ним.
och-status-card = Фаза 1: візьміть карту дії. Перші дві зліва безплатні, за решту віддайте гоплітів.
och-status-tile = Фаза 2: розмістіть тайл місцевості. Повертайте його кнопкою «Повернути тайл» і натисніть підсвічену зону: на неї ляже клітинка тайла в синій рамці.
och-status-tile-pick = Фаза 2: натисніть зону, куди ляже клітинка тайла «{ $terrain }» (клітинки — у порядку, як на тайлі).
och-status-produce = Фаза 3: виробництво орихалку — 1 злиток за кожну шахту. Виконайте дію або відмовтеся.
och-status-recruit = Фаза 3: вербування гоплітів — 1 гопліт за кожен тренувальний табір. Виконайте дію або відмовтеся.
och-status-fight = Фаза 3: бій. Виберіть істоту й кількість гоплітів (0–3): шанс перемоги видно до кидка.
och-status-build = Фаза 3: будівництво — будівля (виберіть її на планшеті будівництва, потім зону), храм або медальйон.
och-status-extra = Фаза 4: додаткова дія — виберіть дію й плату або завершіть хід.
och-status-discard = Фаза 5 (гра вдвох): скиньте одну карту з планшета дій.
och-status-release = Титанів більше, ніж можна тримати: поверніть одного в центр столу.
och-status-minotaur = Мінотавра переможено: збудуйте безплатно { $building_acc } на вільній місцевості (не поруч з істотою) або відмовтеся.
och-status-first = Нічия за кількістю гоплітів: вирішіть, хто отримає жетон першого гравця.
och-status-temple = Храм: виберіть 4 зони ромбом, усі різного типу (порожній вулкан — будь-який тип). Вибрано: { $count } з 4.
och-status-building = Де збудувати { $building_acc }? Натисніть підсвічену зону.
och-status-waiting = Зараз ходить { $player }.
och-status-won = Гру завершено: перемагає { $player } — { $points }, і на острові не лишилося міфічних істот.
och-you = ви
och-action-board = Планшет дій
och-building-board = Планшет будівництва
och-titans = Титани
och-decision = Рішення
och-take = Взяти карту { $slot } ({ $action }, { $size }{ $creatures ->
    [0] {""}
    [one] , з істотою
   *[other] , з істотами: { $creatures }
}) — { $cost ->
    [0] безплатно
   *[other] за { $cost_count }
}
och-rotate = Повернути тайл
och-tile-pick = Вибрати зони по одній
och-tile-preview = Ваш тайл: { $terrains }
och-zone-button = Зона { $zone }: { $terrain }
och-place-here = { $count ->
    [one] Покласти тайл на зону { $zones }
   *[other] Покласти тайл на зони { $zones }
}
och-metropolis-port = Метрополія: порт { $zone }
och-metropolis-zone = Метрополія: друга зона { $zone }
och-metropolis-move = Розмістити метрополію в порту { $port } і зоні { $zone }
och-produce = Виробити орихалк
och-produce-bless = Виробити з благословенням Гіперіона (удвічі більше)
och-recruit = Завербувати гоплітів
och-recruit-bless = Завербувати з благословенням Тефіди (удвічі більше)
och-fight-with = Бій із { $creature_ins } (сила { $strength }), зона { $zone }
och-fight-hoplites = Гоплітів у бій
och-fight-waiting = { $count ->
    [one] поруч уже чекає { $hoplites }
   *[other] поруч уже чекають { $hoplites }
}
och-fight-roll = Кинути { $dice }
och-fight-bless = Благословення Кроноса: перемога без кидка
och-fight-bless-move = Перемогти в зоні { $zone } без кидка завдяки Кроносу
och-chance = Шанс перемоги: { $percent } % ({ $won } з { $total } можливих результатів)
och-chance-sure = Шанс перемоги: 100 %
och-build-slot = Збудувати { $building_acc } (комірка { $slot }, { $terrain })
och-build-zone = Збудувати в зоні { $zone }
och-build-move = Збудувати { $building_acc } { $building_acc_vowel ->
    [yes] в
   *[no] у
} зоні { $zone }
och-temple = Збудувати храм
och-temple-zone = Зона храму: { $zone }
och-medallion = Викувати медальйон (5 злитків орихалку)
och-pass = Відмовитися від дії
och-end-turn = Завершити хід
och-extra = { $action } (віддати { $payment })
och-extra-futile = { $action } (віддати { $payment }) — марно: після оплати ця дія тут нічого не дасть
och-extra-forbidden = { $move }. Заборонено правилами: цією платою таку дію не оплатити
och-extra-move = { $action ->
    [produce] Додаткове виробництво орихалку
    [recruit] Додаткове вербування гоплітів
    [fight] Додатковий бій з міфічними істотами
   *[build] Додаткове будівництво
} за { $payment }
och-extra-move-futile = { $move }, хоча після оплати ця дія тут нічого не дасть
och-discard = Скинути карту { $slot }
och-release = Повернути { $titan_acc } в центр столу
och-minotaur-here = Збудувати в зоні { $zone }
och-minotaur-decline = Відмовитися від будівлі
och-first = Першим гравцем буде { $player }
och-cancel = Скасувати вибір
och-undo = Скасувати хід
och-log = Журнал (нове вгорі)
och-supply = { $player } — запас: { $hoplites }, { $orichalcum }, { $creatures }, { $points }
och-titan-card = { $titan } — { $blessing } ({ $state })
och-titan-active = активна сторона
och-titan-inactive = неактивна сторона

## Журнал

och-ev-turn-started = Раунд { $round }: ходить { $player }.
och-ev-metropolis-placed = { $player } розміщує метрополію в зонах { $zones }.
och-ev-port-reached = { $player } досягає порту { $zone }.
och-ev-gained = { $reason ->
    [port] { $player } отримує з порту { $what_acc }
    [produce] { $player } виробляє { $what_acc }
    [recruit] { $player } вербує { $what_acc }
    [right_of_first] { $player } сидить праворуч від першого гравця й отримує { $what_acc }
    [passed_first] { $player }, передавши жетон першого гравця, бере { $what_acc }
    [arch] { $player } отримує { $what_acc } завдяки арці
    [mine] { $player } бере з шахти { $what_acc }
    [camp] { $player } бере з тренувального табору { $what_acc }
   *[other] { $player } отримує { $what_acc } як здобич
}{ $aid ->
    [yes] {" "}(за пам’яткою)
   *[no] {""}
}.
och-ev-paid = { $reason ->
    [card] { $player } віддає { $what_acc } за карту дії.
    [extra] { $player } віддає { $what_acc } за додаткову дію{ $statues ->
        [yes] {" "}(статуї: на одного гопліта менше{ $aid ->
            [yes] , за пам’яткою
           *[no] {""}
        })
       *[no] {""}
    }.
    [medallion] { $player } віддає { $what_acc } за медальйон.
   *[other] { $player } віддає { $what_acc }.
}
och-ev-card-taken = { $player } бере з планшета дій карту { $slot } ({ $action }).
och-ev-tile-placed = { $player } кладе тайл місцевості на { $where }.
och-ev-tile-returned = Тайл місцевості нікуди покласти: { $player } повертає його в загальний запас{ $count ->
    [0] {""}
    [one] , а істота з нього ({ $creatures }) повертається в мішок
   *[other] , а істоти з нього ({ $creatures }) повертаються в мішок
}.
och-ev-creature-placed = На вулкані { $zone } з’являється { $creature }.
och-ev-area = У { $player_gen } тепер область { $terrain_gen } на { $count } { $count ->
    [one] зону
    [few] зони
   *[many] зон
}.
och-ev-titan-taken = { $previous ->
    [none] { $player } привертає увагу { $titan_gen }.
   *[other] { $player } привертає увагу { $titan_gen } і забирає тайл титана в { $previous_gen }.
}
och-ev-titan-reactivated = { $player } знову перевертає { $titan_acc } активною стороною догори.
och-ev-titan-returned = { $titan } повертається в центр столу активною стороною догори.
och-ev-blessing-used = { $player } використовує благословення { $titan_gen }.
och-ev-fight-won = { $player } б’ється з { $creature_ins } (сила { $strength }){ $hoplites ->
    [0] {" "}без гоплітів
   *[other] , у бою { $hoplites_text }
}. Результат кидка: { $dice } — перемога{ $siege ->
    [yes] {" "}(з облоговою машиною 3 діє як череп).
   *[no] .
}
och-ev-fight-lost = { $player } б’ється з { $creature_ins } (сила { $strength }){ $hoplites ->
    [0] {" "}без гоплітів
   *[other] , у бою { $hoplites_text }
}. Результат кидка: { $dice } — бій програно{ $hoplites ->
    [0] .
    [one] , { $hoplites_text } лишається поруч із { $creature_ins }.
   *[other] , { $hoplites_text } лишаються поруч із { $creature_ins }.
}
och-ev-fight-blessed = { $player } перемагає { $creature_acc } без кидка: так діє благословення Кроноса.
och-ev-creature-captured = { $player } бере в полон { $creature_acc }.
och-ev-building-drawn = { $player } може безплатно збудувати { $building_kind ->
    [architect] будівлю «Архітектор»
   *[other] { $building_acc }
}: це здобич за Мінотавра{ $aid ->
    [yes] {" "}(за пам’яткою)
   *[no] {""}
}.
och-ev-building-declined = { $player } відмовляється будувати { $building_kind ->
    [architect] будівлю «Архітектор»
   *[other] { $building_acc }
}.
och-ev-building-built = { $player } будує { $building_acc } { $building_acc_vowel ->
    [yes] в
   *[no] у
} зоні { $zone }.
och-ev-temple-built = { $player } будує храм на зонах { $zones }.
och-ev-medallion-forged = { $player } кує медальйон з орихалку.
och-ev-hospital-returned = { och-building-hospital } повертає { $player_dat } { $what_acc }{ $aid ->
    [yes] {" "}(за пам’яткою)
   *[no] {""}
}.
och-ev-extra-action = Додаткова дія { $player_gen } — { $action }.{ $futile ->
    [yes] { " " }Після оплати вона тут нічого не дасть.
   *[no] {""}
}
och-ev-card-discarded = { $player } скидає з планшета дій карту { $slot }.
och-ev-round-ended = Раунд { $round } завершено: планшети поповнено.
och-ev-first-player = Жетон першого гравця отримує { $player }.
och-ev-deck-reshuffled = Скид перемішано: нова колода карт дій.
och-ev-game-won = { $player } перемагає: { $points } і жодної міфічної істоти на острові!

## Ходи й відмови

och-take-short = Взяти карту { $slot }
och-fight-move = { $count ->
    [0] Битися в зоні { $zone } без гоплітів
   *[other] Битися в зоні { $zone } з { $hoplites }
}
och-fight-move-more = { $count ->
    [0] Битися в зоні { $zone } без нових гоплітів (у бою { $total })
   *[other] Битися в зоні { $zone } ще з { $hoplites } (у бою { $total })
}
och-pay-hoplites = 2 гоплітів
och-pay-orichalcum = 2 злитки орихалку
och-pay-creatures = 2 жетони переможених істот
och-illegal-game_finished = Гру вже завершено.
och-illegal-unknown_move = Такого ходу немає.
och-illegal-bad_character = Між словами ходу має стояти звичайний пробіл: табуляцію, перенесення рядка, нерозривний пробіл чи інший невидимий символ прийняти не можна.
och-illegal-not_your_turn = Зараз вирішує інший гравець.
och-illegal-wrong_decision = Цей хід не відповідає на поточне рішення.
och-illegal-no_such_card = У цій комірці планшета дій немає карти.
och-illegal-cannot_afford = Вам нічим за це заплатити.
och-illegal-not_on_island = Ця зона поза межами острова: тайл не може виходити за його край.
och-illegal-zone_taken = Зону вже зайнято: тайл не можна класти поверх інших тайлів.
och-illegal-not_touching = Тайл має торкатися вже викладеного тайла місцевості або метрополії.
och-illegal-not_a_shape = Ці зони не повторюють форму тайла.
och-illegal-not_a_port = Метрополія закриває зону порту (куди вказує стрілка) і сусідню з нею зону.
och-illegal-no_such_slot = У цій комірці планшета будівництва немає будівлі.
och-illegal-wrong_terrain = Будівлю ставлять на місцевість того самого типу, що і її комірка (порожній вулкан — будь-який тип).
och-illegal-no_tile = Цю зону ще не накрито тайлом, а будують лише на вільній ділянці місцевості.
och-illegal-not_free = Ця зона вже зайнята: на ній стоїть метрополія, будівля, храм або істота.
och-illegal-next_to_creature = У зонах, сусідніх з міфічною істотою, будувати не можна.
och-illegal-not_a_diamond = Храм займає 4 зони поруч у формі ромба.
och-illegal-temple_terrains = Під храмом 4 зони різного типу (порожній вулкан — будь-який тип).
och-illegal-none_left = У загальному запасі їх більше немає.
och-illegal-no_creature = У цій зоні немає істоти.
och-illegal-too_many_hoplites = У бій іде від 0 до 3 гоплітів, разом із тими, що вже чекають поруч.
och-illegal-no_blessing = У вас немає активного титана з таким благословенням.
och-illegal-payment_not_allowed = Ця плата не дає такої додаткової дії.
och-illegal-not_allowed = Зараз цей хід неможливий.

## Пісочниця, стіл учителя, вибір гри, головна сторінка, «Про гру»

och-log-opening = Раніше в партії
och-sandbox-title = Пісочниця: Орихалк проти комп’ютера
och-sandbox-intro = Зіграйте цілу партію проти 1–3 комп’ютерних суперників. Перемагає той, хто першим набере 5 переможних очок і переможе всіх міфічних істот на своєму острові.
och-game-label = Гра
och-desk-new = Нова партія: Орихалк, 2 гравці
och-landing-text = «Орихалк»: досліджуйте острів тайлами місцевості, бийтеся з міфічними істотами, привертайте увагу титанів — уроки з усіх фаз ходу й пісочниця проти комп’ютера.
och-landing-open = Відкрити «Орихалк» українською
och-landing-pick = Виберіть гру: «Орифлама» або «Орихалк».
och-about-html =
    <h3>Орихалк за п’ять хвилин</h3>
    <p>Перемагає той, хто першим виконає ОБИДВІ умови: набере 5 переможних очок (титани, храми, медальйони з орихалку) і переможе всіх міфічних істот на своєму острові. Гра завершується одразу.</p>
    <p><b>Перший хід.</b> Розмістіть метрополію в одному з 3 портів острова й отримайте ресурси порту.</p>
    <p><b>Хід із 5 фаз.</b> 1) Візьміть карту дії з планшета дій (перші дві безплатні, решта коштують гоплітів). 2) Розмістіть її тайл місцевості: у межах острова, не поверх інших тайлів, торкаючись уже викладеного тайла або метрополії. 3) Виконайте дію карти: виробництво орихалку, вербування гоплітів, бій або будівництво. 4) Додаткова дія за 2 гоплітів, 2 злитки орихалку або 2 жетони переможених істот. 5) У грі вдвох скиньте карту з планшета дій.</p>
    <p><b>Титани.</b> Область із 3 зон одного типу привертає увагу титана цієї місцевості: 1 переможне очко й благословення (Рея, Тефіда, Кронос, Гіперіон).</p>
    <p><b>Бій.</b> 1 кубик і ще по кубику за кожного гопліта (0–3): сума не менша за силу істоти або хоча б один череп — перемога. Шанс перемоги видно до кидка.</p>
och-desk-loaded = Позиція «{ $title }». Ви ходите за всіх гравців; «Скасувати хід» повертає назад.

## The landing page: the Oriflamme link names its game (issue 16)
w-landing-open-oriflamme = Відкрити «Орифламу» українською

## Заголовок застосунку, коли вибрано «Орихалк»
och-app-title = Орихалк — вивчаємо правила
och-r-building = { $building }: { $effect }
och-temple-here = Збудувати храм на зонах { $zones }
och-status-who = Хід { $player_gen }.
och-zone-terrain = { $zone } ({ $terrain })
och-building-effects-note = Що дають будівлі, крім шахти, тренувального табору й ораторії, — за пам’яткою до гри: правила лише відсилають до неї.
och-legend-buildings = Будівлі на острові:
och-building-effect-camp = +1 гопліт за кожне вербування
och-building-effect-mine = +1 злиток орихалку за кожне виробництво
och-building-effect-hospital = після виграного бою 1 гопліт, що бився, повертається до вас, а не в загальний запас
och-building-effect-oratory = можна тримати ще одного титана
och-building-effect-siege = у бою 3 на кубику діє як череп
och-building-effect-arch = +1 злиток орихалку за кожну переможену істоту
och-building-effect-crystal = можна будувати поруч з істотами
och-building-effect-architect = дві зони під храмом можуть бути однієї місцевості
och-building-effect-forge = дві додаткові дії за хід замість однієї
och-building-effect-statues = додаткова дія за гоплітів коштує на 1 гопліта менше

## The extra action's price, as the engine charges it (issue 28)

och-pay-hoplites-n = { $count ->
    [one] { $count } гопліта
    [few] { $count } гоплітів
   *[many] { $count } гоплітів
}
och-pay-orichalcum-n = { $count ->
    [one] { $count } злиток орихалку
    [few] { $count } злитки орихалку
   *[many] { $count } злитків орихалку
}
och-pay-creatures-n = { $count ->
    [one] { $count } жетон переможеної істоти
    [few] { $count } жетони переможених істот
   *[many] { $count } жетонів переможених істот
}
och-pay-statues-note = { $price }: на { $discount } менше завдяки статуям, за пам’яткою
och-pay-statues-phrase = { $price } (на { $discount } менше завдяки статуям, за пам’яткою)
# issue 28: the legend under the whole table, and where a building's effect comes from
och-legend-table = Будівлі на столі — що означають коди:
och-legend-source = { $status ->
    [aid] за пам’яткою гравця
    [provisional] умовно: не звірено з коробкою
   *[verified] за правилами
}

## The advisor at the teacher's desk (issue 25): $move the best move in words, $win its chance (advisor-percent)

och-advisor-best = Найкращий хід: { $move }. Шанс перемогти — { $win }.
och-advisor-gain = { $amount ->
    [0] Переможних очок він одразу не приносить, але веде до кращого становища.
   *[other] Одразу він приносить { $amount_pts }.
}

## Редактор позиції (стіл викладача)
och-editor-section-game = Хід гри
och-editor-section-supply = Запас { $player_gen }
och-editor-section-island = Острів { $player_gen }
och-editor-round = Раунд
och-editor-first-player = Жетон першого гравця
och-editor-turn = Хто ходить
och-editor-step = Фаза ходу
och-editor-step-metropolis = Перший хід: метрополія
och-editor-step-card = Фаза 1: карта дії
och-editor-step-tile = Фаза 2: тайл місцевості
och-editor-step-action = Фаза 3: дія карти
och-editor-step-extra = Фаза 4: додаткова дія
och-editor-step-discard = Фаза 5: скидання карти
och-editor-step-release = Повернення титана
och-editor-step-minotaur = Будівля за Мінотавра
och-editor-step-first = Вибір першого гравця
och-editor-step-finished = Гру завершено
och-editor-hoplites = Гопліти
och-editor-orichalcum = Злитки орихалку
och-editor-medallions = Медальйони з орихалку
och-editor-titans = Титани
och-editor-captured = Переможені істоти: { $creature }
och-editor-none = немає
och-editor-creature-at = Зона { $zone } ({ $terrain }): міфічна істота
och-editor-building-at = Зона { $zone } ({ $terrain }): будівля

## Довідник (вкладка): титани, міфічні істоти, будівлі, дії, фази ходу
och-ref-tab = Довідник
och-ref-intro = Титани, міфічні істоти, будівлі, дії та фази ходу «Орихалку» — з даних гри. У кожного рядка вказано джерело; де є урок, кнопка відкриває його.
och-ref-search = Пошук
och-ref-search-placeholder = Назва…
och-ref-count = Показано: { $shown } з { $total }
och-ref-none = Нічого не знайдено.
och-ref-section-titans = Титани
och-ref-section-creatures = Міфічні істоти
och-ref-section-buildings = Будівлі
och-ref-section-actions = Дії
och-ref-section-phases = Мета, хід і раунд
och-ref-source = Джерело: { $source }
och-ref-terrain = Місцевість: { $terrain }
och-ref-blessing = Благословення: { $blessing }
och-ref-strength = Сила: { $strength }
och-ref-in-box = У грі: { $count }
och-ref-reward = Здобич: { $reward }
och-ref-code = Позначка на полі: { $code }
och-ref-goal = Мета гри
och-ref-first-turn = Перший хід
och-ref-round-end = Кінець раунду
och-ref-temple = Храм (будівництво)
och-ref-medallion = Медальйон з орихалку (будівництво)
och-ref-extra = Додаткова дія (фаза 4)
och-ref-produce-text = 1 злиток орихалку із загального запасу за кожну шахту на вашому острові, включно з шахтою метрополії. Благословення Гіперіона подвоює виробництво.
och-ref-recruit-text = 1 гопліт із загального запасу за кожен тренувальний табір на вашому острові, включно з табором метрополії. Благословення Тефіди подвоює вербування.
och-ref-build-text = Візьміть будівлю з планшета будівництва й поставте її на зону тієї місцевості, яку показує її комірка (порожній вулкан — будь-яка місцевість), не поруч з міфічною істотою. Шахта чи тренувальний табір одразу приносить ресурс, що лежить на ньому. Зона під будівлею більше не є місцевістю. Благословення Реї дає ще одне будівництво.
och-ref-temple-text = Храм лягає на 4 сусідні зони ромбом, усі різної місцевості (порожній вулкан — будь-яка), не поруч з міфічною істотою, і приносить 1 переможне очко. Зони під храмом більше не є місцевістю.
och-ref-medallion-text = Віддайте 5 злитків орихалку зі свого запасу: медальйон приносить 1 переможне очко.
och-ref-fight-blessing = Благословення Кроноса: одна перемога без кидка кубиків.
och-ref-extra-text = Одна додаткова дія за хід (з кузнею — дві), за плату:
och-ref-pay = { $payment } → { $actions }
och-ref-dice = Грані кубика бою тут умовні ({ $faces }): правила друкують лише череп і числа 1, 2, 3.
