# Вкладка «Практика» (oriflamme/widgets/practice.py) и тексты задач
# (oriflamme/games/*/puzzles.py). Аргументы-карты и игроки — как в events.ftl:
# $card, $card_acc…, $owner_of, $player, $player_gen…; $amount_pts — «2 очка влияния»;
# $position_num — позиция с 1; $move — ход словами.

w-tab-practice = Практика
practice-intro = Задачи из позиций настоящих партий: движок игры сам задаёт вопрос, сам знает ответ и проверяет каждый неверный вариант. Ошибки возвращаются, пока правило не усвоено.
practice-table = Стол
practice-table-mixed = Смешанный стол
practice-learner = Прогресс: { $name }
practice-learner-shared = Прогресс этого компьютера (общий)
practice-next = Новая задача
practice-next-tip = Показать следующую задачу
practice-due-button = Повторить ошибки ({ $count })
practice-due-tip = Задача на правило, которое пора повторить
practice-answer-label = Ваш ответ
practice-making = Готовим задачу…
practice-none = Для этого стола задач пока нет.
practice-kind-reveal = Что произойдёт?
practice-kind-leader = Кто лидирует?
practice-kind-best = Лучший ход
practice-kind-legal = Можно ли так сыграть?
practice-kind-titan = Титан
practice-kind-fight = Шанс в сражении
practice-kind-extra = Дополнительное действие
practice-tags = Правила: { $rules }. Карты: { $cards }.
practice-tags-rules = Правила: { $rules }.
practice-right = Верно!
practice-wrong = Нет, это не так.
practice-answer-was = Верный ответ: { $answer }
practice-why-wrong = Почему ваш ответ неверен
practice-what-happened = Что происходит на столе
practice-rule = Правило
practice-board-note = Доска показывает все карты открытыми — так, как их видит движок игры.
practice-board-readonly = На этой доске не играют: отвечайте кнопками над ней.
practice-queue-title = Пора повторить
practice-queue-empty = Повторять нечего: ошибок, ждущих повторения, нет.
practice-queue-item = { $tag } — ошибок: { $wrong }, верно: { $right }
practice-queue-later = Ещё в очереди: { $count }, следующее повторение — { $when }.
practice-mastery-title = Усвоение: карты и правила
practice-mastery-empty = Здесь появится, какие правила каждой карты вы применяете верно.
practice-mastery-card = { $card }
practice-mastery-rule = { $rule }: { $right } из { $total }
practice-mastered = усвоено
practice-learning = ещё не усвоено
practice-score = Ответов: { $total }, верных: { $right }.
practice-lesson-mistake = Ошибка в уроке «{ $title }»
practice-provisional = Некоторые данные о компонентах «Орихалка» ещё не сверены с коробкой; задачи, как и доска, исходят из них.
practice-file-title = Задача: { $kind }
practice-list-or = или

practice-log = Как это сыграно
practice-in-minutes = { $count ->
    [one] через { $count } минуту
    [few] через { $count } минуты
   *[other] через { $count } минут
}
practice-in-hours = { $count ->
    [one] через { $count } час
    [few] через { $count } часа
   *[other] через { $count } часов
}
practice-in-days = { $count ->
    [one] через { $count } день
    [few] через { $count } дня
   *[other] через { $count } дней
}

## Вопросы (Орифламма)

practice-q-reveal = { $player } открывает { own-card-acc } { $card_acc } на позиции { $position_num }{ $tokens ->
        [0] {""}
       *[other] {" "}(на { $card_gender ->
            [f] ней
           *[other] нём
        } { $tokens_pts })
    }.
practice-q-target = Цель — карта на позиции { $position_num }.
practice-q-choice = Выбор { $player_gen }: «{ $move }».
practice-q-bribed = { $card } { $owner_of } на позиции { $position_num } { $card_gender ->
        [f] подкуплена
        [n] подкуплено
       *[m] подкуплен
    } { $player_ins }.
practice-q-kept = { $players_count ->
    [one] { $players } сохранил перед собой { $card_acc }.
   *[other] { $players } сохранили перед собой каждый своё { $card_acc }.
}
practice-q-reveal-ask = Что произойдёт?
practice-q-leader-ask = Кто лидирует после того, как эта карта сработает, и с каким перевесом?
practice-q-best = Срабатывает { $card } на позиции { $position_num }, решает { $player }. Какой ход гарантирует { $player_dat } больше всего очков влияния до конца раунда, как бы ни играли противники?
practice-q-legal = Вы играете за { $player_acc }. Можно ли сделать ход «{ $move }»? Если нет, то почему?
practice-q-legal-target = Срабатывает { $card } на позиции { $position_num }, решает { $player }. Возможен ли ход «{ $move }»? Если нет, то почему?

## Ответы (Орифламма)

practice-o-gain = { $player } получает { $amount_pts }.
practice-o-loss = { $player } теряет { $amount_pts }.
practice-o-eliminated = { $card } { $owner_of } { $card_gender ->
    [f] устранена
    [n] устранено
   *[other] устранён
}.
practice-o-discarded = { $card } { $owner_of } { $card_gender ->
    [f] сброшена
    [n] сброшено
   *[other] сброшен
}.
practice-o-kept = { $owner } сохраняет { $card_acc }.
practice-o-nothing = Ничего не меняется: ни очков влияния, ни карт.
practice-o-leads = Лидирует { $player }, перевес — { $amount_pts }.
practice-o-tied = Лидерство делят { $players }: у каждого { $score_pts }.
practice-o-move = { $move }
practice-o-legal = Да, так сыграть можно.
practice-o-illegal = Нет.

## Объяснения (Орифламма)

practice-x-value = «{ $move }»: { $sign ->
    [plus] гарантировано +{ $delta_pts }
    [minus] в худшем случае −{ $delta_pts }
   *[zero] гарантировано 0 очков влияния
} до конца раунда.
practice-x-legal = Ход «{ $move }» возможен.
practice-x-illegal = Ход «{ $move }» невозможен.
practice-x-rule-g2 = Фаза планирования: каждый игрок кладёт одну карту из руки лицом вниз — в начало или в конец ряда событий, а со второго раунда ещё и на стек, верхняя карта которого — его собственная{ $bribery ->
        [yes] {" "}или подкупленная им
       *[no] {""}
    }.
practice-x-rule-g3-tokens = Открывая карту, { $player } забирает лежащие на ней очки влияния: +{ $amount }.
practice-x-rule-g4 = Эффект обязателен, но цель выбирают только из тех карт, которые он допускает: другую карту выбрать нельзя.
practice-x-card-rule = { $card }. На карте: «{ $ability }» { $rule }

## Неверные прочтения правил

practice-mis-tokens_kept = Так получится, если забыть, что владелец, открывая эту карту, забирает лежащие на ней очки влияния.
practice-mis-insurrection_tokens_kept = Так получится, если забыть, что, открывая { card-insurrection.acc }, владелец забирает лежащие на нём очки влияния — все, кроме одного: оно возвращается в резерв.
practice-mis-conspiracy_once = Так получится, если забыть, что { card-conspiracy } приносит лежавшие на нём очки влияния дважды.
practice-mis-no_elimination_gain = Так получится, если забыть, что за каждую устранённую карту владелец устраняющей карты получает 1 очко влияния.
practice-mis-elimination_gain_to_owner = Так получится, если отдать очко за устранение владельцу устранённой карты, а не тому, кто устраняет.
practice-mis-tokens_to_eliminator = Так получится, если считать, что очки влияния с устранённой закрытой карты достаются тому, кто устраняет; на самом деле они возвращаются в резерв.
practice-mis-snare_tokens_taken = Так получится, если считать, что владелец забирает очки влияния с { $card_gen }. Открытая владельцем, эта карта возвращает их в резерв и даёт лишь 1.
practice-mis-ambush_ignored = Так получится, если не заметить { card-ambush.acc }: устранённая картой противника, она даёт владельцу 4, а напавшую карту сбрасывают.
practice-mis-attacker_stays = Так получится, если оставить в ряду карту, устранившую { card-ambush.acc } или { card-trap.acc } противника: её сбрасывают.
practice-mis-trap_ignored = Так получится, если не заметить { card-trap.acc }: владелец забирает 3 очка влияния у того, кто её устранил, а напавшую карту сбрасывают.
practice-mis-trap_from_supply = Так получится, если брать 3 очка влияния { card-trap.gen } из резерва: их забирают у того, кто её устранил.
practice-mis-debt_allowed = Так получится, если забыть, что игрок не отдаёт больше, чем у него есть: долгов не бывает.
practice-mis-cutthroat_single_gain = Так получится, если забыть, что { card-cutthroat }, устранивший всего одну карту, очка за устранение не приносит.
practice-mis-queen_bonus_forgotten = Так получится, если забыть, что за устранение чужой { card-queen.gen } дают ещё 1 очко влияния.
practice-mis-intrigue_stays = Так получится, если оставить интригу в ряду: после действия её сбрасывают.
practice-mis-heir_same_name_ignored = Так получится, если не заметить другую открытую неприкрытую карту с тем же названием: тогда { card-heir } ничего не получает.
practice-mis-heir_blocked_by_hidden = Так получится, если считать закрытую или прикрытую карту с тем же названием: { card-heir.acc } останавливает только открытая неприкрытая.
practice-mis-lord_face_up_only = Так получится, если считать рядом с { card-lord.ins } только открытые карты: закрытые верхние карты его владельца тоже считаются.
practice-mis-lord_counts_all = Так получится, если считать рядом с { card-lord.ins } и карты противников: считаются только карты его владельца.
practice-mis-felon_owner_spared = Так получится, если пощадить владельца { card-felon.gen }: он тоже теряет 1 за каждую свою карту рядом.
practice-mis-schemer_ignores_stacks = Так получится, если не заметить стек из 2 или более карт рядом с { card-schemer.ins }: тогда её сбрасывают.
practice-mis-covered_eliminated_too = Так получится, если устранить весь стек: устраняют только верхнюю карту, карта под ней снова оказывается сверху.
practice-mis-wrong_neighbour = Так получится, если перепутать соседей: цель — карта на названной позиции.
practice-mis-no_change = Так получится, если забыть, что открытая карта обязана применить свой эффект.
practice-mis-och_disconnected = Так получится, если считать вместе зоны одного типа, которые не соприкасаются: область — это связанные зоны.
practice-mis-och_buildings_count = Так получится, если считать зоны под зданием или храмом: они больше не участок местности.
practice-mis-och_volcano_counts = Так получится, если считать пустой вулкан зоной нужного типа: пустой вулкан заменяет любую местность при строительстве, но не для титана.
practice-mis-och_tile_only = Так получится, если считать только зоны самого тайла: область составляют и соседние зоны того же типа.
practice-mis-och_held_safe = Так получится, если считать, что титана противника забрать нельзя: новая или расширенная область забирает его у кого угодно.
practice-mis-och_two_enough = Так получится, если считать, что хватает 2 зон: титан приходит только к области из 3 круглых зон.
practice-mis-och_four_needed = Так получится, если считать, что нужны 4 зоны: хватает 3.
practice-mis-och_new_area_only = Так получится, если забыть, что расширение своей области тоже привлекает титана.
practice-mis-och_tile_terrains = Так получится, если считать, что тайл сам зовёт титана своей местности: нужна область из 3 зон.
practice-mis-och_no_base_die = Так получится, если забыть кубик, который бросают всегда: кубиков на 1 больше, чем гоплитов в бою.
practice-mis-och_skull_ignored = Так получится, если не считать череп: он побеждает сам, какой бы ни была сумма.
practice-mis-och_waiting_forgotten = Так получится, если забыть гоплитов, уже стоящих рядом с существом после проигранного боя: они сражаются снова.
practice-mis-och_must_exceed = Так получится, если требовать сумму больше силы существа: хватает равной.
practice-mis-och_siege_forgotten = Так получится, если забыть осадную машину: с ней 3 на кубике тоже побеждает.
practice-mis-och_any_payment = Так получится, если считать, что любая плата покупает любое действие: каждая плата открывает только свои действия.
practice-mis-och_produce_recruit_swapped = Так получится, если перепутать плату: производство оплачивают гоплиты, а вербовку — орихалк.
practice-mis-och_statues_forgotten = Так получится, если забыть статуи: с ними дополнительное действие за гоплитов стоит на 1 меньше.
practice-mis-och_one_creature = Так получится, если считать, что хватает одного побеждённого существа: нужно отдать 2.

## Вопросы и ответы («Орихалк»)

practice-och-q-titan = { $player } кладёт тайл местности ({ $terrains }) на зоны { $zones }. Привлечёт ли это внимание титана?
practice-och-no-titan = Нет, ни один титан не приходит.
practice-och-yes = Да: { $items }.
practice-och-yes-but = Да, но
practice-och-titan-centre = { $titan } — из центра стола
practice-och-titan-from = { $titan } — { $titan_gender ->
    [f] её
    [pl] их
    [fpl] их
   *[m] его
} забирают у { $player_gen }
practice-och-titan-reactivated = { $titan } уже у { $player_gen } и снова { $titan_gender ->
    [f] становится активной
    [pl] становятся активными
    [fpl] становятся активными
   *[m] становится активным
}
practice-och-titan-held = { $titan } уже у { $player_gen } и { $titan_gender ->
    [f] активна
   *[m] активен
}: ничего не меняется.
practice-och-q-fight = { $player } сражается с { $creature_ins } (сила { $strength }) в зоне { $zone }. { $waiting ->
    [0] Гоплитов в бою: { $hoplites }.
   *[other] Новых гоплитов в бою: { $hoplites }; рядом с существом уже стоят: { $waiting }.
}{ $siege ->
    [yes] {" "}На острове есть осадная машина.
   *[no] {""}
} Каков шанс победить?
practice-och-percent = { $percent } %
practice-och-q-extra = У { $player_gen }: { $supply }{ $statues ->
    [yes] ; на острове есть статуи
   *[no] {""}
}. Чем можно оплатить дополнительное действие «{ $action }»?
practice-och-pay-hoplites = { $count ->
    [one] { $count } гоплитом
   *[other] { $count } гоплитами
}
practice-och-pay-orichalcum = 2 слитками орихалка
practice-och-pay-creatures = 2 жетонами побеждённых существ
practice-och-payments = { $payments }.
practice-och-pay-nothing = Ничем: сейчас это дополнительное действие не оплатить.
practice-och-x-titan = Титан приходит, как только игрок создаёт область как минимум из 3 связанных круглых зон одного типа местности или расширяет свою; зоны под зданиями и храмами не считаются.
practice-och-x-titan-take = Титана забирают, где бы он ни был — в центре стола или у другого игрока; если титан уже у того, кто его забирает, он снова становится активным.
practice-och-x-fight = { $dice ->
    [1] Бросают 1 кубик: гоплитов в бою нет, поэтому только тот, который бросают всегда. Побеждает череп или число не меньше силы существа ({ $strength }).
   *[other] Бросают { $dice } { $dice ->
        [few] кубика
       *[other] кубиков
    }: один бросают всегда и ещё по одному за каждого гоплита в бою. Побеждает череп на любом кубике или сумма не меньше силы существа ({ $strength }).
} Вероятность посчитана точно: учтён каждый возможный бросок.
practice-och-x-siege = С осадной машиной 3 на кубике тоже побеждает.
practice-och-x-extra = Дополнительное действие: отдайте 2 гоплитов (сражение, строительство, производство), 2 слитка орихалка (сражение, строительство, вербовка) или 2 жетона побеждённых существ (любое действие).
practice-och-x-statues = Со статуями дополнительное действие за гоплитов стоит на 1 гоплита меньше.

## Правила (названия для очереди повторений и усвоения)

practice-rule-G1 = Ряд событий и позиции
practice-rule-G2 = Фаза планирования
practice-rule-G3 = Открыть или оставить лицом вниз
practice-rule-G4 = Эффект обязателен
practice-rule-G5 = Очерёдность срабатывания
practice-rule-G6 = Устранение
practice-rule-G7 = Сброс — не устранение
practice-rule-G8 = Очки влияния на картах
practice-rule-G9 = Без долгов
practice-rule-G10 = Карты, которыми вы управляете
practice-rule-G11 = Раунды
practice-rule-G12 = Конец игры и ничья
practice-rule-G13 = Число игроков
practice-rule-G14 = Карта покидает ряд посреди эффекта
practice-rule-G15 = Жетоны идут вместе с картой
practice-rule-G16 = Владелец — тот, кто контролирует
practice-rule-G17 = Варианты эффекта
practice-rule-G18 = Неактивная замена
practice-rule-G19 = Прикрытые карты в ряду
practice-rule-G20 = Копии эффектов
practice-rule-G21 = Границы сценария
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
practice-rule-A1 = Подготовка «Пламени войны»
practice-rule-A2 = { card-prince }
practice-rule-A3 = { card-twin }
practice-rule-A4 = { card-schemer }
practice-rule-A5 = { card-queen } и { card-cutthroat }
practice-rule-A6 = { card-apothecary }
practice-rule-A7 = { card-felon }
practice-rule-A8 = { card-substitution }
practice-rule-A9 = { card-bribery }
practice-rule-A9a = Вернуть свою карту подкупом
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
practice-rule-L11 = Сохранённые карты
practice-rule-O1 = Области и титаны
practice-rule-O2 = Забрать титана
practice-rule-O3 = Сколько титанов
practice-rule-O4 = Первый игрок
practice-rule-O5 = Тайл, который некуда положить
practice-rule-O6 = Дополнительное действие, которое ничего не даёт
practice-rule-och-titans = Титаны
practice-rule-och-fight = Сражение с мифическими существами
practice-rule-och-extra = Дополнительное действие
practice-rule-och-build = Строительство
practice-rule-och-produce-recruit = Производство и вербовка
practice-rule-och-card = Выбор карты действия
practice-piece-rhea = { och-titan-rhea }
practice-piece-tethys = { och-titan-tethys }
practice-piece-kronos = { och-titan-kronos }
practice-piece-hyperion = { och-titan-hyperion }
practice-piece-cerberus = { och-creature-cerberus }
practice-piece-minotaur = { och-creature-minotaur }
practice-piece-gorgon = { och-creature-gorgon }
practice-piece-cyclops = { och-creature-cyclops }
practice-piece-hydra = { och-creature-hydra }
practice-piece-siege = Осадная машина
practice-piece-statues = Статуи
