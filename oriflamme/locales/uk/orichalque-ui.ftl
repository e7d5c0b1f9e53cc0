# «Орихалк»: написи на полі, кнопки рішень, журнал (oriflamme/widgets/orichalque, orichalque/render.py).
# Терміни — за російськими правилами «Орихалк» (українських правил немає): планшет дій, планшет будівництва,
# тайл місцевості, метрополія, порт, гопліт, злиток орихалку, міфічна істота, титан, благословення, храм, медальйон.

## Назви

och-game = Орихалк
och-terrain-forest = ліс
och-terrain-water = вода
och-terrain-desert = пустеля
och-terrain-mountain = гори
och-terrain-volcano = вулкан
och-terrain-metropolis = метрополія
och-titan-rhea = Рея
och-titan-tethys = Тефіда
och-titan-kronos = Кронос
och-titan-hyperion = Гіперіон
och-blessing-rhea = виконайте додаткову дію будівництва
och-blessing-tethys = подвойте кількість завербованих гоплітів
och-blessing-kronos = автоматично переможіть одну міфічну істоту
och-blessing-hyperion = подвойте кількість виробленого орихалку
och-creature-cerberus = Цербер
och-creature-minotaur = Мінотавр
och-creature-gorgon = Горгона
och-creature-cyclops = Циклоп
och-creature-hydra = Гідра
och-building-camp = тренувальний табір
och-building-mine = шахта
och-building-hospital = шпиталь
och-building-oratory = ораторія
och-building-siege = облогова машина
och-building-arch = арка
och-building-crystal = кристал
och-building-architect = архітектор
och-building-forge = кузня
och-building-statues = статуї
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
och-r-metropolis-building = Метрополія: { $building }
och-r-temple = Храм ({ $zones })
och-r-slot = Комірка { $slot }: { $terrain }
och-r-titan = { $titan } ({ $terrain }): { $blessing }. { $active ->
    [yes] Активна сторона
   *[no] Неактивна сторона
}, { $holder }
och-r-centre = у центрі столу
och-r-player-detail = { $points } — { $island }
och-r-captured = У полоні: { $creatures }
och-r-temple-token = Переможний жетон: храм
och-r-medallion = Переможний жетон: медальйон з орихалку
och-r-illustrative = Острови умовні
och-r-card = Карта: { $action }, { $size }
och-r-creature = { $creature }, сила { $strength }
och-r-waiting = Чекають поруч з істотою: { $hoplites }
och-r-first = Жетон першого гравця
och-r-tile = Тайл місцевості: { $terrains }

## Поле й рішення

och-provisional = Зверніть увагу: острови, місцевість на тайлах, набір карт дій, ціна комірок 4–6 і грані кубиків тут умовні — правила їх не друкують, у коробці вони можуть бути іншими. Правила гри від цього не змінюються.
och-status-metropolis = Ваш перший хід: розмістіть метрополію. Виберіть порт (зону зі стрілкою), потім сусідню з ним зону.
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
och-status-minotaur = Мінотавра переможено: збудуйте безплатно будівлю «{ $building }» на вільній місцевості (не поруч з істотою) або відмовтеся.
och-status-first = Нічия за кількістю гоплітів: вирішіть, хто отримає жетон першого гравця.
och-status-temple = Храм: виберіть 4 зони ромбом, усі різного типу (порожній вулкан — будь-який тип). Вибрано: { $count } з 4.
och-status-building = Будівля «{ $building }»: натисніть підсвічену зону.
och-status-waiting = Зараз ходить { $player }.
och-status-won = Гру завершено: перемагає { $player } — { $points }, і на острові не лишилося міфічних істот.
och-you = ви
och-action-board = Планшет дій
och-building-board = Планшет будівництва
och-titans = Титани
och-decision = Рішення
och-take = Взяти карту { $slot }: { $action }, { $size }{ $creatures ->
    [0] {""}
   *[other] , істот: { $creatures }
} — { $cost ->
    [0] безплатно
   *[other] { $cost_count }
}
och-rotate = Повернути тайл
och-tile-pick = Вибрати зони по одній
och-tile-preview = Ваш тайл: { $terrains }
och-zone-button = Зона { $zone }: { $terrain }
och-place-here = Покласти тайл: { $zone }
och-metropolis-port = Метрополія: порт { $zone }
och-metropolis-zone = Метрополія: друга зона { $zone }
och-metropolis-move = Метрополія: порт { $port }, друга зона { $zone }
och-produce = Виробити орихалк
och-produce-bless = Виробити з благословенням Гіперіона (удвічі більше)
och-recruit = Завербувати гоплітів
och-recruit-bless = Завербувати з благословенням Тефіди (удвічі більше)
och-fight-with = Битися: { $creature } (сила { $strength }), зона { $zone }
och-fight-hoplites = Гоплітів у бій
och-fight-waiting = Уже чекають поруч: { $hoplites }
och-fight-roll = Кинути { $dice }
och-fight-bless = Благословення Кроноса: перемога без кидка
och-chance = Шанс перемоги: { $percent } % ({ $won } з { $total } можливих результатів)
och-chance-sure = Шанс перемоги: 100 %
och-build-slot = Збудувати: { $building } (комірка { $slot }, { $terrain })
och-build-here = Збудувати тут: зона { $zone }
och-temple = Збудувати храм
och-temple-zone = Зона храму: { $zone }
och-medallion = Викувати медальйон (5 злитків орихалку)
och-pass = Відмовитися від дії
och-end-turn = Завершити хід
och-extra = { $action } — віддати { $payment }
och-extra-futile = { $action } — віддати { $payment }: марно, після оплати ця дія тут нічого не дасть
och-discard = Скинути карту { $slot }
och-release = Повернути титана: { $titan }
och-minotaur-here = Збудувати тут: зона { $zone }
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
och-ev-metropolis-placed = { $player } розміщує метрополію: зони { $zones }.
och-ev-port-reached = { $player } досягає порту { $zone }.
och-ev-gained = { $player } отримує: { $what }{ $reason ->
    [port] {" "}з порту
    [produce] {" "}— виробництво
    [recruit] {" "}— вербування
    [right_of_first] {" "}— сидить праворуч від першого гравця
    [arch] {" "}— арка
    [mine] {" "}— шахта
    [camp] {" "}— тренувальний табір
   *[other] {" "}— здобич
}{ $aid ->
    [yes] {" "}(за пам’яткою)
   *[no] {""}
}.
och-ev-paid = { $player } віддає: { $what }{ $reason ->
    [card] {" "}за карту дії
    [extra] {" "}за додаткову дію
    [medallion] {" "}за медальйон
   *[other] {""}
}.
och-ev-card-taken = { $player } бере карту { $slot }: { $action }.
och-ev-tile-placed = { $player } кладе тайл місцевості: { $where }.
och-ev-tile-returned = Тайл місцевості нікуди покласти: { $player } повертає його в загальний запас.
och-ev-creature-placed = На вулкані { $zone } з’являється істота: { $creature }.
och-ev-area = Область: { $terrain }, зон: { $count }.
och-ev-titan-taken = { $player } привертає увагу титана: { $titan }{ $previous ->
    [none] {""}
   *[other] {" "}(попередній власник — { $previous })
}.
och-ev-titan-reactivated = { $player }: титан { $titan } знову активний.
och-ev-titan-returned = { $titan } повертається в центр столу.
och-ev-blessing-used = { $player } використовує благословення: { $titan }.
och-ev-fight-won = { $player } б’ється: { $creature } (сила { $strength }), гоплітів { $hoplites }, випало { $dice } — перемога!
och-ev-fight-lost = { $player } б’ється: { $creature } (сила { $strength }), гоплітів { $hoplites }, випало { $dice } — бій програно, гопліти лишаються поруч з істотою.
och-ev-fight-blessed = { $player } перемагає без кидка (Кронос): { $creature }.
och-ev-creature-captured = { $player } бере в полон: { $creature }.
och-ev-building-drawn = Здобич за Мінотавра{ $aid ->
    [yes] {" "}(за пам’яткою)
   *[no] {""}
}: будівля «{ $building }».
och-ev-building-declined = { $player } відмовляється від будівлі «{ $building }».
och-ev-building-built = { $player } будує: { $building } (зона { $zone }).
och-ev-temple-built = { $player } будує храм: зони { $zones }.
och-ev-medallion-forged = { $player } кує медальйон з орихалку.
och-ev-hospital-returned = Зі шпиталю{ $aid ->
    [yes] {" "}(за пам’яткою)
   *[no] {""}
} повертаються: { $what }.
och-ev-extra-action = Додаткова дія: { $action }.{ $futile ->
    [yes] { " " }Після оплати вона тут нічого не дасть.
   *[no] {""}
}
och-ev-card-discarded = { $player } скидає карту { $slot }.
och-ev-round-ended = Раунд { $round } завершено: планшети поповнено.
och-ev-first-player = Жетон першого гравця отримує { $player }.
och-ev-deck-reshuffled = Скид перемішано: нова колода карт дій.
och-ev-game-won = { $player } перемагає: { $points }, і на острові немає міфічних істот!

## Ходи й відмови

och-take-short = Взяти карту { $slot }
och-fight-move = Битися в зоні { $zone }: { $hoplites }
och-pay-hoplites = 2 гопліти
och-pay-orichalcum = 2 злитки орихалку
och-pay-creatures = 2 переможені істоти
och-pay-hoplites-statues = 1 гопліта (статуї, за пам’яткою)
och-illegal-game_finished = Гру вже завершено.
och-illegal-unknown_move = Такого ходу немає.
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
och-illegal-not_free = Ця зона — не вільна ділянка місцевості (на ній будівля, храм або істота).
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
    <p><b>Хід із 5 фаз.</b> 1) Візьміть карту дії з планшета дій (перші дві безплатні, решта коштують гоплітів). 2) Розмістіть її тайл місцевості: у межах острова, не поверх інших тайлів, торкаючись уже викладеного тайла або метрополії. 3) Виконайте дію карти: виробництво орихалку, вербування гоплітів, бій або будівництво. 4) Додаткова дія за 2 гопліти, 2 злитки орихалку або 2 переможені істоти. 5) У грі вдвох скиньте карту з планшета дій.</p>
    <p><b>Титани.</b> Область із 3 зон одного типу привертає увагу титана цієї місцевості: 1 переможне очко й благословення (Рея, Тефіда, Кронос, Гіперіон).</p>
    <p><b>Бій.</b> 1 кубик і ще по кубику за кожного гопліта (0–3): сума не менша за силу істоти або хоча б один череп — перемога. Шанс перемоги видно до кидка.</p>
och-desk-loaded = Позиція «{ $title }». Ви ходите за всіх гравців; «Скасувати хід» повертає назад.

## The landing page: the Oriflamme link names its game (issue 16)
w-landing-open-oriflamme = Відкрити «Орифламу» українською

## Заголовок застосунку, коли вибрано «Орихалк»
och-app-title = Орихалк — вивчаємо правила
