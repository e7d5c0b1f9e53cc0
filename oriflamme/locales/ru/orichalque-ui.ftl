# «Орихалк»: надписи на поле, кнопки решений, журнал (oriflamme/widgets/orichalque, orichalque/render.py).
# Термины — из русских правил «Орихалк»: планшет действий, планшет строительства, тайл местности,
# метрополия, порт, гоплит, слиток орихалка, мифическое существо, титан, благословение, храм, медальон.

## Названия

och-game = Орихалк
och-terrain-forest = лес
    .gen = леса
    .dat = лесу
    .acc = лес
    .ins = лесом
    .loc = лесе
    .gender = mi
och-terrain-water = вода
    .gen = воды
    .dat = воде
    .acc = воду
    .ins = водой
    .loc = воде
    .gender = f
och-terrain-desert = пустыня
    .gen = пустыни
    .dat = пустыне
    .acc = пустыню
    .ins = пустыней
    .loc = пустыне
    .gender = f
och-terrain-mountain = горы
    .gen = гор
    .dat = горам
    .acc = горы
    .ins = горами
    .loc = горах
    .gender = p
och-terrain-volcano = вулкан
    .gen = вулкана
    .dat = вулкану
    .acc = вулкан
    .ins = вулканом
    .loc = вулкане
    .gender = mi
och-terrain-metropolis = метрополия
    .gen = метрополии
    .dat = метрополии
    .acc = метрополию
    .ins = метрополией
    .loc = метрополии
    .gender = f
och-titan-rhea = Рея
    .gen = Реи
    .dat = Рее
    .acc = Рею
    .ins = Реей
    .loc = Рее
    .gender = f
och-titan-tethys = Тефида
    .gen = Тефиды
    .dat = Тефиде
    .acc = Тефиду
    .ins = Тефидой
    .loc = Тефиде
    .gender = f
och-titan-kronos = Кронос
    .gen = Кроноса
    .dat = Кроносу
    .acc = Кроноса
    .ins = Кроносом
    .loc = Кроносе
    .gender = m
och-titan-hyperion = Гиперион
    .gen = Гипериона
    .dat = Гипериону
    .acc = Гипериона
    .ins = Гиперионом
    .loc = Гиперионе
    .gender = m
och-blessing-rhea = совершите дополнительное действие строительства
och-blessing-tethys = удвойте количество завербованных гоплитов
och-blessing-kronos = автоматически победите одно мифическое существо
och-blessing-hyperion = удвойте количество производимого орихалка
och-creature-cerberus = Цербер
    .gen = Цербера
    .dat = Церберу
    .acc = Цербера
    .ins = Цербером
    .loc = Цербере
    .gender = m
och-creature-minotaur = Минотавр
    .gen = Минотавра
    .dat = Минотавру
    .acc = Минотавра
    .ins = Минотавром
    .loc = Минотавре
    .gender = m
och-creature-gorgon = Горгона
    .gen = Горгоны
    .dat = Горгоне
    .acc = Горгону
    .ins = Горгоной
    .loc = Горгоне
    .gender = f
och-creature-cyclops = Циклоп
    .gen = Циклопа
    .dat = Циклопу
    .acc = Циклопа
    .ins = Циклопом
    .loc = Циклопе
    .gender = m
och-creature-hydra = Гидра
    .gen = Гидры
    .dat = Гидре
    .acc = Гидру
    .ins = Гидрой
    .loc = Гидре
    .gender = f
och-building-camp = тренировочный лагерь
    .gen = тренировочного лагеря
    .dat = тренировочному лагерю
    .acc = тренировочный лагерь
    .ins = тренировочным лагерем
    .loc = тренировочном лагере
    .gender = mi
och-building-mine = шахта
    .gen = шахты
    .dat = шахте
    .acc = шахту
    .ins = шахтой
    .loc = шахте
    .gender = f
och-building-hospital = госпиталь
    .gen = госпиталя
    .dat = госпиталю
    .acc = госпиталь
    .ins = госпиталем
    .loc = госпитале
    .gender = mi
och-building-oratory = оратория
    .gen = оратории
    .dat = оратории
    .acc = ораторию
    .ins = ораторией
    .loc = оратории
    .gender = f
och-building-siege = осадная машина
    .gen = осадной машины
    .dat = осадной машине
    .acc = осадную машину
    .ins = осадной машиной
    .loc = осадной машине
    .gender = f
och-building-arch = арка
    .gen = арки
    .dat = арке
    .acc = арку
    .ins = аркой
    .loc = арке
    .gender = f
och-building-crystal = кристалл
    .gen = кристалла
    .dat = кристаллу
    .acc = кристалл
    .ins = кристаллом
    .loc = кристалле
    .gender = mi
och-building-architect = архитектор
    .gen = архитектора
    .dat = архитектору
    .acc = архитектора
    .ins = архитектором
    .loc = архитекторе
    .gender = m
och-building-forge = кузница
    .gen = кузницы
    .dat = кузнице
    .acc = кузницу
    .ins = кузницей
    .loc = кузнице
    .gender = f
och-building-statues = статуи
    .gen = статуй
    .dat = статуям
    .acc = статуи
    .ins = статуями
    .loc = статуях
    .gender = p
och-bcode-camp = Лг
och-bcode-mine = Шх
och-bcode-hospital = Гс
och-bcode-oratory = Ор
och-bcode-siege = Ом
och-bcode-arch = Ар
och-bcode-crystal = Кр
och-bcode-architect = Ах
och-bcode-forge = Кз
och-bcode-statues = Ст
och-action-produce = производство орихалка
och-action-recruit = вербовка гоплитов
och-action-fight = сражение с мифическими существами
och-action-build = строительство
och-size = { $size ->
    [1] одинарный тайл
    [2] двойной тайл
   *[3] тройной тайл
}
och-hoplites = { $count } { $count ->
    [one] гоплит
    [few] гоплита
   *[many] гоплитов
}
    .acc = { $count } { $count ->
        [one] гоплита
        [2] гоплитов
        [3] гоплитов
        [4] гоплитов
        [few] гоплита
       *[many] гоплитов
    }
    .ins = { $count } { $count ->
        [one] гоплитом
       *[other] гоплитами
    }
och-orichalcum = { $count } { $count ->
    [one] слиток
    [few] слитка
   *[many] слитков
} орихалка
och-creatures = { $count } { $count ->
    [one] побеждённое существо
    [few] побеждённых существа
   *[many] побеждённых существ
}
    .acc = { $count } { $count ->
        [one] побеждённое существо
        [2] побеждённых существ
        [3] побеждённых существ
        [4] побеждённых существ
        [few] побеждённых существа
       *[many] побеждённых существ
    }
och-points = { $count } { $count ->
    [one] победное очко
    [few] победных очка
   *[many] победных очков
}
och-dice = { $count } { $count ->
    [one] кубик
    [few] кубика
   *[many] кубиков
}
och-face-skull = череп
och-side-easy = простая сторона
och-side-hard = сложная сторона
och-island = остров { $number }, { $side }
och-nothing = ничего

## Рисунок стола (подсказки и подписи)

och-r-zone = Зона { $zone }: { $terrain }
och-r-zone-empty = Зона { $zone }: ещё не исследована
och-r-port = Порт: { $pay }
och-r-metropolis-building = Метрополия, { $building }: { $effect }
och-r-temple = Храм на зонах { $zones }
och-r-slot = Ячейка { $slot }: { $terrain }
och-r-titan = { $titan } ({ $terrain }): { $blessing }. { $held ->
    [yes] Лежит у { $holder_gen }
   *[no] Лежит в центре стола
} { $active ->
    [yes] активной
   *[no] неактивной
} стороной вверх.
och-r-centre = в центре стола
och-r-player-detail = { $points } — { $island }
och-r-captured = Побеждённые существа: { $creatures }
och-r-captured-none = Побеждённых существ нет
och-r-temple-token = Победный жетон: храм
och-r-medallion = Победный жетон: медальон из орихалка
och-r-illustrative = Острова условные
och-r-card = Карта: { $action }, { $size }
och-r-creature = { $creature }, сила { $strength }
och-r-waiting = { $count ->
    [one] Рядом с существом ждёт { $hoplites }
   *[other] Рядом с существом ждут { $hoplites }
}
och-r-first = Жетон первого игрока
och-r-tile = Тайл местности: { $terrains }

## Поле и решения

och-provisional = Обратите внимание: острова, местность на тайлах, набор карт действий, цена ячеек 4–6 и грани кубиков здесь условные — правила их не печатают, в коробке они могут быть другими. Правила игры от этого не меняются.
och-status-metropolis = Первый ход: разместите метрополию. Выберите порт (зону со стрелкой), затем соседнюю с ним зону.
och-status-metropolis-second = Метрополия закрывает порт { $zone }: выберите вторую зону рядом с ним.
och-status-card = Фаза 1: возьмите карту действия. Первые две слева бесплатны, за остальные отдайте гоплитов.
och-status-tile = Фаза 2: разместите тайл местности. Поворачивайте его кнопкой «Повернуть тайл» и нажмите подсвеченную зону: на неё ляжет клетка тайла в синей рамке.
och-status-tile-pick = Фаза 2: нажмите зону, куда ляжет клетка тайла «{ $terrain }» (клетки — по порядку, как на тайле).
och-status-produce = Фаза 3: производство орихалка — 1 слиток за каждую шахту. Выполните действие или откажитесь.
och-status-recruit = Фаза 3: вербовка гоплитов — 1 гоплит за каждый тренировочный лагерь. Выполните действие или откажитесь.
och-status-fight = Фаза 3: сражение. Выберите существо и число гоплитов (0–3): шанс победы виден до броска.
och-status-build = Фаза 3: строительство — здание (выберите его на планшете строительства, затем зону), храм или медальон.
och-status-extra = Фаза 4: дополнительное действие — выберите действие и плату или закончите ход.
och-status-discard = Фаза 5 (игра вдвоём): сбросьте одну карту с планшета действий.
och-status-release = Титанов больше, чем можно держать: верните одного в центр стола.
och-status-minotaur = Минотавр побеждён: постройте бесплатно { $building_acc } на свободной местности (не рядом с существом) или откажитесь.
och-status-first = Ничья по числу гоплитов: решите, кто получит жетон первого игрока.
och-status-temple = Храм: выберите 4 зоны ромбом, все разного типа (пустой вулкан — любой тип). Выбрано: { $count } из 4.
och-status-building = Где построить { $building_acc }? Нажмите подсвеченную зону.
och-status-waiting = Сейчас ход: { $player }.
och-status-won = Игра окончена: побеждает { $player } — { $points }, и на острове не осталось мифических существ.
och-you = вы
och-action-board = Планшет действий
och-building-board = Планшет строительства
och-titans = Титаны
och-decision = Решение
och-take = Взять карту { $slot } ({ $action }, { $size }{ $creatures ->
    [0] {""}
    [one] , с существом
   *[other] , с существами: { $creatures }
}) — { $cost ->
    [0] бесплатно
   *[other] за { $cost_count }
}
och-rotate = Повернуть тайл
och-tile-pick = Выбрать зоны по одной
och-tile-preview = Ваш тайл: { $terrains }
och-zone-button = Зона { $zone }: { $terrain }
och-place-here = { $count ->
    [one] Положить тайл на зону { $zones }
   *[other] Положить тайл на зоны { $zones }
}
och-metropolis-port = Метрополия: порт { $zone }
och-metropolis-zone = Метрополия: вторая зона { $zone }
och-metropolis-move = Разместить метрополию в порту { $port } и зоне { $zone }
och-produce = Произвести орихалк
och-produce-bless = Произвести с благословением Гипериона (вдвое больше)
och-recruit = Завербовать гоплитов
och-recruit-bless = Завербовать с благословением Тефиды (вдвое больше)
och-fight-with = Сражение с { $creature_ins } (сила { $strength }), зона { $zone }
och-fight-hoplites = Гоплитов в бой
och-fight-waiting = { $count ->
    [one] рядом уже ждёт { $hoplites }
   *[other] рядом уже ждут { $hoplites }
}
och-fight-roll = Бросить { $dice }
och-fight-bless = Благословение Кроноса: победа без броска
och-fight-bless-move = Победить в зоне { $zone } без броска благодаря Кроносу
och-chance = Шанс победы: { $percent } % ({ $won } из { $total } исходов)
och-chance-sure = Шанс победы: 100 %
och-build-slot = Построить { $building_acc } (ячейка { $slot }, { $terrain })
och-build-zone = Построить в зоне { $zone }
och-build-move = Построить { $building_acc } в зоне { $zone }
och-temple = Построить храм
och-temple-zone = Зона храма: { $zone }
och-medallion = Выковать медальон (5 слитков орихалка)
och-pass = Отказаться от действия
och-end-turn = Закончить ход
och-extra = { $action } (отдать { $payment })
och-extra-futile = { $action } (отдать { $payment }) — впустую: после оплаты это действие здесь ничего не даст
och-extra-forbidden = { $move }. Запрещено правилами: такой платой это действие не оплатить
och-extra-move = { $action ->
    [produce] Дополнительное производство орихалка
    [recruit] Дополнительная вербовка гоплитов
    [fight] Дополнительное сражение с мифическими существами
   *[build] Дополнительное строительство
} за { $payment }
och-extra-move-futile = { $move }, хотя после оплаты это действие здесь ничего не даст
och-discard = Сбросить карту { $slot }
och-release = Вернуть { $titan_acc } в центр стола
och-minotaur-here = Построить в зоне { $zone }
och-minotaur-decline = Отказаться от здания
och-first = Первым игроком будет { $player }
och-cancel = Отменить выбор
och-undo = Отменить ход
och-log = Журнал (новое сверху)
och-supply = { $player }, запас: { $hoplites }, { $orichalcum }, { $creatures }, { $points }
och-titan-card = { $titan } — { $blessing } ({ $state })
och-titan-active = активная сторона
och-titan-inactive = неактивная сторона

## Журнал

och-ev-turn-started = Раунд { $round }: ходит { $player }.
och-ev-metropolis-placed = { $player } размещает метрополию в зонах { $zones }.
och-ev-port-reached = { $player } достигает порта { $zone }.
och-ev-gained = { $reason ->
    [port] { $player } получает из порта { $what_acc }
    [produce] { $player } производит { $what_acc }
    [recruit] { $player } вербует { $what_acc }
    [right_of_first] { $player } сидит справа от первого игрока и получает { $what_acc }
    [passed_first] { $player }, передав жетон первого игрока, берёт { $what_acc }
    [arch] { $player } получает { $what_acc } благодаря арке
    [mine] { $player } берёт с шахты { $what_acc }
    [camp] { $player } берёт с тренировочного лагеря { $what_acc }
   *[other] { $player } получает в добычу { $what_acc }
}{ $aid ->
    [yes] {" "}(по памятке)
   *[no] {""}
}.
och-ev-paid = { $reason ->
    [card] { $player } отдаёт { $what_acc } за карту действия.
    [extra] { $player } отдаёт { $what_acc } за дополнительное действие{ $statues ->
        [yes] {" "}(статуи: на одного гоплита меньше{ $aid ->
            [yes] , по памятке
           *[no] {""}
        })
       *[no] {""}
    }.
    [medallion] { $player } отдаёт { $what_acc } за медальон.
   *[other] { $player } отдаёт { $what_acc }.
}
och-ev-card-taken = { $player } берёт с планшета действий карту { $slot } ({ $action }).
och-ev-tile-placed = { $player } кладёт тайл местности на { $where }.
och-ev-tile-returned = Тайл местности некуда положить: { $player } возвращает его в общий запас{ $count ->
    [0] {""}
    [one] , а существо с него ({ $creatures }) возвращается в мешок
   *[other] , а существа с него ({ $creatures }) возвращаются в мешок
}.
och-ev-creature-placed = На вулкане { $zone } появляется { $creature }.
och-ev-area = У { $player_gen } теперь область { $terrain_gen } из { $count } { $count ->
    [one] зоны
   *[other] зон
}.
och-ev-titan-taken = { $previous ->
    [none] { $player } привлекает внимание { $titan_gen }.
   *[other] { $player } привлекает внимание { $titan_gen } и забирает тайл титана у { $previous_gen }.
}
och-ev-titan-reactivated = { $player } снова переворачивает { $titan_acc } активной стороной вверх.
och-ev-titan-returned = { $titan } возвращается в центр стола активной стороной вверх.
och-ev-blessing-used = { $player } использует благословение { $titan_gen }.
och-ev-fight-won = { $player } сражается с { $creature_ins } (сила { $strength }){ $hoplites ->
    [0] {" "}без гоплитов
   *[other] , в бою { $hoplites_text }
}. Результат броска: { $dice } — победа{ $siege ->
    [yes] {" "}(с осадной машиной 3 действует как череп).
   *[no] .
}
och-ev-fight-lost = { $player } сражается с { $creature_ins } (сила { $strength }){ $hoplites ->
    [0] {" "}без гоплитов
   *[other] , в бою { $hoplites_text }
}. Результат броска: { $dice } — бой проигран{ $hoplites ->
    [0] .
    [one] , { $hoplites_text } остаётся рядом с { $creature_ins }.
   *[other] , { $hoplites_text } остаются рядом с { $creature_ins }.
}
och-ev-fight-blessed = { $player } побеждает { $creature_acc } без броска: так действует благословение Кроноса.
och-ev-creature-captured = { $player } берёт в плен { $creature_acc }.
och-ev-building-drawn = { $player } может бесплатно построить { $building_kind ->
    [architect] здание «{ och-building-architect }»
   *[other] { $building_acc }
}: это добыча за Минотавра{ $aid ->
    [yes] {" "}(по памятке)
   *[no] {""}
}.
och-ev-building-declined = { $player } отказывается строить { $building_kind ->
    [architect] здание «{ och-building-architect }»
   *[other] { $building_acc }
}.
och-ev-building-built = { $player } строит { $building_acc } в зоне { $zone }.
och-ev-temple-built = { $player } строит храм на зонах { $zones }.
och-ev-medallion-forged = { $player } выковывает медальон из орихалка.
och-ev-hospital-returned = { och-building-hospital } возвращает { $player_dat } { $what_acc }{ $aid ->
    [yes] {" "}(по памятке)
   *[no] {""}
}.
och-ev-extra-action = Дополнительное действие { $player_gen } — { $action }.{ $futile ->
    [yes] { " " }После оплаты оно здесь ничего не даст.
   *[no] {""}
}
och-ev-card-discarded = { $player } сбрасывает с планшета действий карту { $slot }.
och-ev-round-ended = Раунд { $round } окончен: планшеты пополнены.
och-ev-first-player = Жетон первого игрока получает { $player }.
och-ev-deck-reshuffled = Сброс перемешан: новая стопка карт действий.
och-ev-game-won = { $player } побеждает: { $points } и ни одного мифического существа на острове!

## Ходы и отказы

och-take-short = Взять карту { $slot }
och-fight-move = { $count ->
    [0] Сражаться в зоне { $zone } без гоплитов
   *[other] Сражаться в зоне { $zone } с { $hoplites }
}
och-fight-move-more = { $count ->
    [0] Сражаться в зоне { $zone } без новых гоплитов (в бою { $total })
   *[other] Сражаться в зоне { $zone } ещё с { $hoplites } (в бою { $total })
}
och-pay-hoplites = 2 гоплитов
och-pay-orichalcum = 2 слитка орихалка
och-pay-creatures = 2 жетона побеждённых существ
och-illegal-game_finished = Игра уже окончена.
och-illegal-unknown_move = Такого хода нет.
och-illegal-bad_character = Между словами хода должен стоять обычный пробел: табуляцию, перенос строки, неразрывный пробел или другой невидимый символ принять нельзя.
och-illegal-not_your_turn = Сейчас решает другой игрок.
och-illegal-wrong_decision = Этот ход не отвечает на текущее решение.
och-illegal-no_such_card = В этой ячейке планшета действий нет карты.
och-illegal-cannot_afford = Вам нечем за это заплатить.
och-illegal-not_on_island = Эта зона за границей острова: тайл не должен выходить за его край.
och-illegal-zone_taken = Зона уже занята: тайл нельзя класть поверх других тайлов.
och-illegal-not_touching = Тайл должен касаться уже выложенного тайла местности или метрополии.
och-illegal-not_a_shape = Эти зоны не повторяют форму тайла.
och-illegal-not_a_port = Метрополия закрывает зону порта (куда указывает стрелка) и соседнюю с ней зону.
och-illegal-no_such_slot = В этой ячейке планшета строительства нет здания.
och-illegal-wrong_terrain = Здание ставится на местность того же типа, что и его ячейка (пустой вулкан — любой тип).
och-illegal-no_tile = Эта зона ещё не закрыта тайлом, а строят только на свободном участке местности.
och-illegal-not_free = Эта зона уже занята: на ней стоит метрополия, здание, храм или существо.
och-illegal-next_to_creature = В зонах, соседних с мифическим существом, строить нельзя.
och-illegal-not_a_diamond = Храм занимает 4 зоны, расположенные рядом в форме ромба.
och-illegal-temple_terrains = Под храмом 4 зоны разного типа (пустой вулкан — любой тип).
och-illegal-none_left = В общем запасе не осталось храмов или победных жетонов.
och-illegal-no_creature = В этой зоне нет существа.
och-illegal-too_many_hoplites = В бой идут от 0 до 3 гоплитов, включая тех, что уже ждут рядом.
och-illegal-no_blessing = У вас нет активного титана с таким благословением.
och-illegal-payment_not_allowed = Эта плата не даёт такого дополнительного действия.
och-illegal-not_allowed = Сейчас этот ход невозможен.

## Песочница, учительский стол, выбор игры, главная страница, «Об игре»

och-log-opening = До этого в партии
och-sandbox-title = Песочница: Орихалк против компьютера
och-sandbox-intro = Сыграйте целую партию против 1–3 компьютерных противников. Побеждает тот, кто первым наберёт 5 победных очков и победит всех мифических существ на своём острове.
och-game-label = Игра
och-desk-new = Новая партия: Орихалк, 2 игрока
och-landing-text = «Орихалк»: исследуйте остров тайлами местности, сражайтесь с мифическими существами, привлекайте титанов — уроки по всем фазам хода и песочница против компьютера.
och-landing-open = Открыть «Орихалк» на русском
och-landing-pick = Выберите игру: «Орифламма» или «Орихалк».
och-about-html =
    <h3>Орихалк за пять минут</h3>
    <p>Побеждает тот, кто первым выполнит ОБА условия: наберёт 5 победных очков (титаны, храмы, медальоны из орихалка) и победит всех мифических существ на своём острове. Игра заканчивается сразу.</p>
    <p><b>Первый ход.</b> Разместите метрополию в одном из 3 портов острова и получите ресурсы порта.</p>
    <p><b>Ход из 5 фаз.</b> 1) Возьмите карту действия с планшета действий (первые две бесплатны, остальные стоят гоплитов). 2) Разместите её тайл местности: в границах острова, не поверх других тайлов, касаясь уже выложенного тайла или метрополии. 3) Выполните действие карты: производство орихалка, вербовку гоплитов, сражение или строительство. 4) Дополнительное действие за 2 гоплитов, 2 слитка орихалка или 2 жетона побеждённых существ. 5) При игре вдвоём сбросьте карту с планшета действий.</p>
    <p><b>Титаны.</b> Область из 3 зон одного типа привлекает титана этой местности: 1 победное очко и благословение (Рея, Тефида, Кронос, Гиперион).</p>
    <p><b>Сражение.</b> 1 кубик и ещё по кубику за каждого гоплита (0–3): сумма не меньше силы существа или хотя бы один череп — победа. Шанс победы виден до броска.</p>
och-desk-loaded = Позиция «{ $title }». Вы ходите за всех игроков; «Отменить ход» возвращает назад.

## The landing page: the Oriflamme link names its game (issue 16)
w-landing-open-oriflamme = Открыть «Орифламму» на русском

## Заголовок приложения, когда выбран «Орихалк»
och-app-title = Орихалк — учебник по правилам
och-r-building = { $building }: { $effect }
och-temple-here = Построить храм на зонах { $zones }
och-status-who = Ход { $player_gen }.
och-zone-terrain = { $zone } ({ $terrain })
och-building-effects-note = Что дают здания, кроме шахты, тренировочного лагеря и оратории, — по памятке к игре: правила лишь отсылают к ней.
och-legend-buildings = Здания на острове:
och-building-effect-camp = +1 гоплит за каждую вербовку
och-building-effect-mine = +1 слиток орихалка за каждое производство
och-building-effect-hospital = после выигранного сражения 1 гоплит, который сражался, возвращается к вам, а не в общий запас
och-building-effect-oratory = можно держать ещё одного титана
och-building-effect-siege = в сражении 3 на кубике действует как череп
och-building-effect-arch = +1 слиток орихалка за каждое побеждённое существо
och-building-effect-crystal = можно строить рядом с существами
och-building-effect-architect = две зоны под храмом могут быть одной местности
och-building-effect-forge = два дополнительных действия за ход вместо одного
och-building-effect-statues = дополнительное действие за гоплитов стоит на 1 гоплита меньше

## The extra action's price, as the engine charges it (issue 28)

och-pay-hoplites-n = { $count ->
    [one] { $count } гоплита
    [few] { $count } гоплитов
   *[many] { $count } гоплитов
}
och-pay-orichalcum-n = { $count ->
    [one] { $count } слиток орихалка
    [few] { $count } слитка орихалка
   *[many] { $count } слитков орихалка
}
och-pay-creatures-n = { $count ->
    [one] { $count } жетон побеждённого существа
    [few] { $count } жетона побеждённых существ
   *[many] { $count } жетонов побеждённых существ
}
och-pay-statues-note = { $price }: на { $discount } меньше благодаря статуям, по памятке
och-pay-statues-phrase = { $price } (на { $discount } меньше благодаря статуям, по памятке)
# issue 28: the legend under the whole table, and where a building's effect comes from
och-legend-table = Здания на столе — что значат коды:
och-legend-source = { $status ->
    [aid] по памятке игрока
    [provisional] условно: не сверено с коробкой
   *[verified] по правилам
}

## The advisor at the teacher's desk (issue 25): $move the best move in words, $win its chance (advisor-percent)

och-advisor-best = Лучший ход: { $move }. Шанс победить — { $win }.
och-advisor-gain = { $amount ->
    [0] Победных очков он сразу не приносит, но ведёт к лучшему положению.
   *[other] Сразу он приносит { $amount_pts }.
}

## Редактор позиции (стол преподавателя)
och-editor-section-game = Ход игры
och-editor-section-supply = Запас { $player_gen }
och-editor-section-island = Остров { $player_gen }
och-editor-round = Раунд
och-editor-first-player = Жетон первого игрока
och-editor-turn = Чей ход
och-editor-step = Фаза хода
och-editor-step-metropolis = Первый ход: метрополия
och-editor-step-card = Фаза 1: карта действия
och-editor-step-tile = Фаза 2: тайл местности
och-editor-step-action = Фаза 3: действие карты
och-editor-step-extra = Фаза 4: дополнительное действие
och-editor-step-discard = Фаза 5: сброс карты
och-editor-step-release = Возврат титана
och-editor-step-minotaur = Здание за Минотавра
och-editor-step-first = Выбор первого игрока
och-editor-step-finished = Игра окончена
och-editor-hoplites = Гоплиты
och-editor-orichalcum = Слитки орихалка
och-editor-medallions = Медальоны из орихалка
och-editor-titans = Титаны
och-editor-captured = Побеждённые существа: { $creature }
och-editor-none = нет
och-editor-creature-at = Зона { $zone } ({ $terrain }): мифическое существо
och-editor-building-at = Зона { $zone } ({ $terrain }): здание

## Справочник (вкладка): титаны, мифические существа, здания, действия, фазы хода
och-ref-tab = Справочник
och-ref-intro = Титаны, мифические существа, здания, действия и фазы хода «Орихалка» — из данных игры. У каждой строки указан источник; где есть урок, кнопка открывает его.
och-ref-search = Поиск
och-ref-search-placeholder = Название…
och-ref-count = Показано: { $shown } из { $total }
och-ref-none = Ничего не найдено.
och-ref-section-titans = Титаны
och-ref-section-creatures = Мифические существа
och-ref-section-buildings = Здания
och-ref-section-actions = Действия
och-ref-section-phases = Цель, ход и раунд
och-ref-source = Источник: { $source }
och-ref-terrain = Местность: { $terrain }
och-ref-blessing = Благословение: { $blessing }
och-ref-strength = Сила: { $strength }
och-ref-in-box = В игре: { $count }
och-ref-reward = Награда: { $reward }
och-ref-code = Обозначение на поле: { $code }
och-ref-goal = Цель игры
och-ref-first-turn = Первый ход
och-ref-round-end = Конец раунда
och-ref-temple = Храм (строительство)
och-ref-medallion = Медальон из орихалка (строительство)
och-ref-extra = Дополнительное действие (фаза 4)
och-ref-produce-text = 1 слиток орихалка из общего запаса за каждую шахту на вашем острове, включая шахту на тайле метрополии. Благословение Гипериона удваивает производство.
och-ref-recruit-text = 1 гоплит из общего запаса за каждый тренировочный лагерь на вашем острове, включая лагерь на тайле метрополии. Благословение Тефиды удваивает вербовку.
och-ref-build-text = Возьмите здание с планшета строительства и поставьте его в зону той местности, которую показывает его ячейка (пустой вулкан — любая местность), не рядом с мифическим существом. Шахта или тренировочный лагерь сразу приносит лежащий на нём ресурс. Зона под зданием больше не считается участком местности. Благословение Реи даёт ещё одно строительство.
och-ref-temple-text = Храм кладут на 4 соседние зоны в форме ромба, все разной местности (пустой вулкан — любая), не рядом с мифическим существом; он приносит 1 победное очко. Зоны под храмом больше не считаются участками местности.
och-ref-medallion-text = Потратьте 5 слитков орихалка из своего запаса: медальон приносит 1 победное очко.
och-ref-fight-blessing = Благословение Кроноса: одна победа без броска кубиков.
och-ref-extra-text = Одно дополнительное действие за ход (с кузницей — два), за плату:
och-ref-pay = { $payment } → { $actions }
och-ref-dice = Грани кубика сражения здесь условные ({ $faces }): правила печатают лишь череп и числа 1, 2, 3.
