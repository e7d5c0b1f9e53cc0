# Рассказ о событиях игры: одно сообщение на вид события, event-<вид-через-дефис>.
# Аргументы готовит oriflamme.i18n.narrate (см. докстринг модуля):
#   поле-карта X (card, by_card, ability): $X (именительный), $X_gen, $X_dat, $X_acc, $X_ins,
#       $X_loc, $X_gender (m, mi, f, n), $X_known (yes/no: no — закрытая карта);
#   поле-игрок P (player, owner, victim, first_player): $P, $P_gen … $P_loc, $P_of («красного игрока»);
#   количество A (amount, tokens, score): $A (число) и $A_pts («2 очка влияния»);
#   позиция N: $N_num — номер для людей, с 1;
#   да/нет: yes/no; $self — yes, когда player и owner один и тот же игрок;
#   $itself — yes, когда карта устраняет саму себя; $same — yes, когда card = ability;
#   $where — start, end, only (ряд был пуст) или stack (куда положена карта).
# Настоящее время: «Синий устраняет…» — глагол не зависит от рода.

## Вспомогательные сообщения (получают аргументы вызвавшего их события)

own-card-acc = { $card_gender ->
    [f] свою
    [n] своё
    [mi] свой
   *[m] своего
}
place-where = { $where ->
    [only] в пустой ряд событий
    [start] в начало ряда
    [end] в конец ряда
   *[stack] на свой стек (позиция { $position_num })
}

# подкупленная карта (A9): не «своего Судью», а чья она и кто её подкупил
bribed-note = { $bribed_by_known ->
    [yes] { " " }({ $card_gender ->
            [f] её
           *[other] его
        } подкупил { $bribed_by })
   *[no] {""}
}

## Раунды

event-round-started = Раунд { $round } из 6. Первый игрок — { $first_player }.
event-resolution-started = Начинается фаза событий: карты ряда срабатывают по очереди.
event-round-ended = Раунд { $round } окончен.

## Карты в ряду

event-card-placed = { $reason ->
    [twin] { $player } вводит в игру { card-twin.acc } и кладёт его лицом вниз { place-where }.
    [substitution] На освободившееся место { $player } кладёт { own-card-acc } { $card_acc } лицом вверх.
    [swap] { $player } кладёт { $card_acc } из руки лицом вниз на место { card-informant.gen }.
   *[placement] { $face_up ->
        [yes] { $player } кладёт { $card_acc } лицом вверх { place-where }.
       *[no] { $player } кладёт { $card_acc } лицом вниз { place-where }.
    }
}
event-card-banked = { $player } оставляет { $card_acc } лицом вниз и кладёт на { $card_gender ->
        [f] неё
       *[other] него
    } 1 очко влияния (всего { $tokens }).
event-card-revealed = { $player } открывает { $card_acc }.
event-ability-applied = { $same ->
    [yes] { $player } применяет эффект { $card_gen }.
   *[no] { $player } применяет эффект { $ability_gen } с помощью { $card_gen }.
}
event-no-effect = { $reason ->
    [no_target] { $ability_id ->
        [combination] У { $player_gen } нет открытого персонажа: { card-combination } не применяет ни одного эффекта.
        [shapeshifter] Рядом с { $card_ins } нет открытого неприкрытого персонажа: копировать нечего.
       *[other] Для эффекта { $ability_gen } нет подходящей цели: ничего не происходит.
    }
    [nothing_to_steal] { $victim_known ->
        [yes] { $victim_self ->
            [yes] { $card } ничего не крадёт: выбрана своя же карта.
           *[no] { $card } ничего не крадёт: у { $victim_gen } нет очков влияния.
        }
       *[no] { $card } ничего не крадёт: выбрана карта { $player_gen } или игрока без очков влияния.
    }
    [same_name] В ряду есть ещё одна открытая карта «{ $card }», поэтому очков нет.
    [copies_shapeshifter] Скопированный { card-shapeshifter } ничего не делает.
    [nothing_to_gain] { $card } ничего не получает: на соседних закрытых картах противников нет очков влияния.
    [no_bribery_token] У { $player_gen } нет свободного жетона подкупа: { $card } ничего не делает.
    [no_token] На { $card_loc } нет очков влияния: ничего не происходит.
   *[other] Эффект { $ability_gen } ничего не меняет.
}
eliminator = { $by_owner_known ->
    [yes] { $by_card } { $by_owner_of }, { $by_card_gender ->
            [f] подкупленная
            [n] подкупленное
           *[m] подкупленный
        } { $player_ins },
   *[no] { $by_card } { $player_of }
}
event-card-eliminated = { $itself ->
    [yes] { eliminator } устраняет { $card_gender ->
            [f] сама
            [n] само
           *[m] сам
        } себя.
   *[no] { $was_face_down ->
        [yes] { $self ->
            [yes] { eliminator } устраняет свою закрытую карту: это { $card }.
           *[no] { eliminator } устраняет закрытую карту { $owner_of }: это { $card }.
        }
       *[no] { $self ->
            [yes] { eliminator } устраняет { own-card-acc } { $card_acc }.
           *[no] { eliminator } устраняет { $card_acc } { $owner_of }{ bribed-note }.
        }
    }
}
event-card-discarded = { $reason ->
    [ambush] { $card } { $owner_of }, { $card_gender ->
            [f] устранившая
            [n] устранившее
           *[other] устранивший
        } { card-ambush.acc }, уходит в сброс.
    [trap] { $card } { $owner_of }, { $card_gender ->
            [f] устранившая
            [n] устранившее
           *[other] устранивший
        } { card-trap.acc }, уходит в сброс.
    [schemer] { $card } лежит рядом со стеком: { $owner } сбрасывает { $card_gender ->
            [f] её
           *[other] его
        }.
    [deserter] Рядом с { $card_ins } нет открытого персонажа: { $owner } сбрасывает { $card_gender ->
            [f] её
           *[other] его
        }.
    [prince] { card-prince } устранён: { $card } { $owner_of } уходит в сброс.
    [twin] { card-twin } устранён: { $card } { $owner_of } уходит в сброс.
   *[used] { $owner } сбрасывает { $card_acc }.
}
event-card-uncovered = { $card_known ->
    [yes] Теперь наверху стека — { $card } { $owner_of }.
   *[no] Теперь наверху стека — закрытая карта { $owner_of }.
}
event-card-moved = { $lifted ->
    [yes] { $self ->
        [yes] { $player } снимает { own-card-acc } { $card_acc } со стека на позиции { $from_position_num } и кладёт отдельно перед этим стеком.
       *[no] { $player } снимает { $card_acc } { $owner_of }{ bribed-note } со стека на позиции { $from_position_num } и кладёт отдельно перед этим стеком.
    }
   *[no] { $self ->
        [yes] { $player } перемещает { own-card-acc } { $card_acc } с позиции { $from_position_num } на позицию { $to_position_num }.
       *[no] { $player } перемещает { $card_acc } { $owner_of }{ bribed-note } с позиции { $from_position_num } на позицию { $to_position_num }.
    }
}

## Очки влияния

event-influence-gained = { $reason ->
    [tokens] { $card_known ->
        [yes] { $player } забирает { $amount_pts } с карты «{ $card }».
       *[no] { $player } забирает { $amount_pts } с карты.
    }
    [elimination] { $player } получает { $amount_pts } за устранение.
    [queen] { $player } получает { $amount_pts } за устранение чужой { card-queen.gen }.
    [infiltration] { $player } получает ещё { $amount_pts } благодаря { card-infiltration.dat }: устранена закрытая карта.
    [pact] { $player } получает { $amount_pts } благодаря { card-pact.dat }.
   *[ability] { $card_known ->
        [yes] { $player } получает { $amount_pts } благодаря { $card_dat }.
       *[no] { $player } получает { $amount_pts }.
    }
}
event-influence-lost = { $card_known ->
    [yes] { $player } теряет { $amount_pts } из-за { $card_gen }.
   *[no] { $player } теряет { $amount_pts }.
}
event-influence-stolen = { $reason ->
    [trap] { card-trap }! { $player } забирает { $amount_pts } у { $victim_gen }.
   *[ability] { $card_known ->
        [yes] { $player } крадёт { $amount_pts } у { $victim_gen } благодаря { $card_dat }.
       *[no] { $player } крадёт { $amount_pts } у { $victim_gen }.
    }
}
event-tokens-placed = { $player_known ->
    [yes] { $card_known ->
        [yes] { $self ->
            [yes] { $player } кладёт { $amount_pts } на { own-card-acc } { $card_acc }.
           *[no] { $player } кладёт { $amount_pts } на { $card_acc } { $owner_of }{ bribed-note }.
        }
       *[no] { $self ->
            [yes] { $player } кладёт { $amount_pts } на одну из своих закрытых карт (позиция { $position_num }).
           *[no] { $player } кладёт { $amount_pts } на закрытую карту { $owner_of } (позиция { $position_num }).
        }
    }
   *[no] На { $card_acc } { $owner_of }{ bribed-note } кладут { $amount_pts }.
}
event-tokens-returned = { $reason ->
    [combination] { $owner } сбрасывает { $amount_pts } с карты «{ $card }», чтобы повторить эффект.
    [insurrection] { $owner } возвращает с { card-insurrection.gen } в резерв { $amount_pts } — такова цена открытия.
   *[eliminated] { $card_known ->
        [yes] В резерв возвращено { $amount_pts } с карты «{ $card }» { $owner_of }.
       *[no] В резерв возвращено { $amount_pts } с карты { $owner_of }.
    }
}
event-tokens-returned-extortion = { $face_up ->
    [yes] { $card_known ->
        [yes] В резерв возвращено { $amount_pts } с карты «{ $card }» { $owner_of }.
       *[no] В резерв возвращено { $amount_pts } с карты { $owner_of }.
    }
   *[no] { $card_known ->
        [yes] Из-за { card-extortion.gen } { $owner } возвращает в резерв { $amount_pts } со своей закрытой карты «{ $card }» (позиция { $position_num }).
       *[no] Из-за { card-extortion.gen } { $owner } возвращает в резерв { $amount_pts } со своей закрытой карты (позиция { $position_num }).
    }
}

## Пламя войны и Альянс: подкуп, приговоры, сохранённые карты

event-card-bribed = { $self ->
    [yes] { $player } кладёт свой жетон подкупа на { own-card-acc } { $card_acc }: эта карта снова играет за { $player_acc }.
   *[no] { $player } подкупает { $card_acc } { $owner_of }: теперь эта карта играет за { $player_acc }.
}{ $previous_known ->
        [yes] { " " }{ $previous } забирает свой жетон подкупа.
       *[no] {""}
    }
event-bribe-returned = { $card } { $owner_of } покидает ряд событий: жетон подкупа возвращается к { $player_dat }.
event-verdict-placed = { $card_known ->
    [yes] { $self ->
        [yes] { $player } кладёт жетон приговора на { own-card-acc } { $card_acc }.
       *[no] { $player } кладёт жетон приговора на { $card_acc } { $owner_of }{ bribed-note }.
    }
   *[no] { $self ->
        [yes] { $player } кладёт жетон приговора на одну из своих закрытых карт (позиция { $position_num }).
       *[no] { $player } кладёт жетон приговора на закрытую карту { $owner_of } (позиция { $position_num }).
    }
}
event-verdict-returned = Жетон приговора с карты «{ $card }» { $owner_of } возвращается к общим жетонам приговора (свободных: { $verdicts_left }).
event-card-kept = { $player } сохраняет { $card_acc }: эта карта остаётся перед ним до конца игры{ $tokens ->
        [0] .
       *[other] , на ней { $tokens_pts }.
    }
event-card-swapped = { $player } кладёт { $card_acc } из руки лицом вниз на место { $returned_gen } и забирает { $returned_acc } в руку. Новая карта начнёт действовать только со следующего раунда.
event-card-turned-down = { $card } { $owner_of } снова переворачивается лицом вниз.

## Конец игры

# G12 за столом только базовой игры: верхние карты — наше прочтение («Пламя войны» и «Альянс» говорят это прямо)
tiebreak-reading-note = Правила базовой игры о прикрытых картах молчат; мы считаем только верхние.
# the same reading, short, for the log line beside the final panel that gives the note in full
tiebreak-reading-aside = (считаются только верхние карты — так мы читаем правила базовой игры)
event-game-ended = Игра окончена. { $tiebreak ->
    [queue_cards] Очков поровну ({ $score }), но у { $winners_gen } больше своих верхних карт в ряду событий — { $winners } побеждает{ $tiebreak_basis ->
            [reading] { " " }{ tiebreak-reading-aside }
           *[other] {""}
        }.
    [shared] Ничья: победу делят { $winners }, у каждого { $score_pts }.
   *[none] Побеждает { $winners }: { $score_pts }.
}

## Варианты, которые ничего не дают (G17)

event-no-effect-no_option = Сейчас ни один из двух вариантов эффекта { $ability_gen } не действует: ничего не происходит.
