# Розповідь про події гри: одне повідомлення на вид події, event-<вид-через-дефіс>.
# Аргументи готує oriflamme.i18n.narrate (див. докстрінг модуля):
#   поле-карта X (card, by_card, ability):  $X (називний), $X_gen, $X_dat, $X_acc, $X_ins,
#       $X_loc, $X_voc, $X_gender (m, mi, f, n), $X_known (yes/no: no — закрита карта);
#   поле-гравець P (player, owner, victim, first_player): $P, $P_gen … $P_voc, $P_of («червоного гравця»);
#   кількість A (amount, tokens, score): $A (число) і $A_pts («2 очки впливу»);
#   позиція N: $N_num — номер для людей, від 1;
#   так/ні: yes/no; $self — yes, коли player і owner той самий гравець;
#   $itself — yes, коли карта вилучає саму себе; $same — yes, коли card = ability;
#   $where — start, end, only (ряд був порожній) або stack (куди покладено карту).
# Теперішній час: «Синій вилучає…» — так не потрібне узгодження дієслова з родом.

## Допоміжні повідомлення (поділяють аргументи з подією, що їх викликає)

own-card-acc = { $card_gender ->
    [f] свою
    [n] своє
    [mi] свій
   *[m] свого
}
place-where = { $where ->
    [only] у порожній ряд подій
    [start] на початок ряду
    [end] у кінець ряду
   *[stack] на свій стос (позиція { $position_num })
}

# підкуплена карта (A9): не «свого Суддю», а чия вона й хто її підкупив
bribed-note = { $bribed_by_known ->
    [yes] { " " }({ $card_gender ->
            [f] її
           *[other] його
        } підкупив { $bribed_by })
   *[no] {""}
}

## Раунди

event-round-started = Раунд { $round } з 6. Перший гравець — { $first_player }.
event-resolution-started = Починається фаза активації: карти ряду подій активуються по черзі.
event-round-ended = Раунд { $round } завершено.

## Карти в ряді

event-card-placed = { $reason ->
    [twin] { $player } вводить у гру { card-twin.acc } і кладе його долілиць { place-where }.
    [substitution] На звільнене місце { $player } кладе { own-card-acc } { $card_acc } горілиць.
    [swap] { $player } кладе { $card_acc } з руки долілиць на місце { card-informant.gen }.
   *[placement] { $face_up ->
        [yes] { $player } кладе { $card_acc } горілиць { place-where }.
       *[no] { $player } кладе { $card_acc } долілиць { place-where }.
    }
}
event-card-banked = { $player } залишає { $card_acc } долілиць і кладе на { $card_gender ->
        [f] неї
       *[other] нього
    } 1 очко впливу (разом { $tokens }).
event-card-revealed = { $player } відкриває { $card_acc }.
event-ability-applied = { $same ->
    [yes] { $player } активує властивість { $card_gen }.
   *[no] { $player } активує властивість { $ability_gen } за допомогою { $card_gen }.
}
event-no-effect = { $reason ->
    [no_target] { $ability_id ->
        [combination] У { $player_gen } немає відкритого персонажа: { card-combination } не застосовує жодної властивості.
        [shapeshifter] Поруч із { $card_ins } немає відкритого ненакритого персонажа: копіювати нічого.
       *[other] Для властивості { $ability_gen } немає доступної цілі: нічого не відбувається.
    }
    [nothing_to_steal] { $victim_known ->
        [yes] { $victim_self ->
            [yes] { $card } нічого не краде: вибрано власну карту.
           *[no] { $card } нічого не краде: у { $victim_gen } немає очок впливу.
        }
       *[no] { $card } нічого не краде: вибрано карту { $player_gen } або гравця без очок впливу.
    }
    [same_name] { $card } { $player_of } нічого не отримує: у ряді є ще одна відкрита карта «{ $card }».
    [copies_shapeshifter] Скопійований { card-shapeshifter } нічого не робить.
    [nothing_to_gain] { $card } нічого не отримує: на сусідніх закритих картах суперників немає очок впливу.
    [no_bribery_token] У { $player_gen } немає вільного жетона підкупу: { $card } нічого не робить.
    [no_token] На { $card_loc } немає очок впливу: нічого не відбувається.
   *[other] Властивість { $ability_gen } нічого не змінює.
}
eliminator = { $by_owner_known ->
    [yes] { $by_card } { $by_owner_of }, { $by_card_gender ->
            [f] підкуплена
            [n] підкуплене
           *[m] підкуплений
        } { $player_ins },
   *[no] { $by_card } { $player_of }
}
event-card-eliminated = { $itself ->
    [yes] { eliminator } вилучає { $card_gender ->
            [f] сама
            [n] саме
           *[m] сам
        } себе.
   *[no] { $was_face_down ->
        [yes] { $self ->
            [yes] { eliminator } вилучає свою закриту карту: це { $card }.
           *[no] { eliminator } вилучає закриту карту { $owner_of }: це { $card }.
        }
       *[no] { $self ->
            [yes] { eliminator } вилучає { own-card-acc } { $card_acc }.
           *[no] { eliminator } вилучає { $card_acc } { $owner_of }{ bribed-note }.
        }
    }
}
event-card-discarded = { $reason ->
    [ambush] { $card } { $owner_of }, що { $card_gender ->
            [f] вилучила
            [n] вилучило
           *[other] вилучив
        } { card-ambush.acc }, йде в скид.
    [trap] { $card } { $owner_of }, що { $card_gender ->
            [f] вилучила
            [n] вилучило
           *[other] вилучив
        } { card-trap.acc }, йде в скид.
    [schemer] { $card } лежить поруч зі стосом: { $owner } скидає { $card_gender ->
            [f] її
           *[other] його
        }.
    [deserter] Поруч із { $card_ins } немає відкритого персонажа: { $owner } скидає { $card_gender ->
            [f] її
           *[other] його
        }.
    [prince] { card-prince.acc } вилучено: { $card } { $owner_of } йде в скид.
    [twin] { card-twin.acc } вилучено: { $card } { $owner_of } йде в скид.
   *[used] { $owner } скидає { $card_acc }.
}
event-card-uncovered = { $card_known ->
    [yes] Тепер зверху на стосі — { $card } { $owner_of }.
   *[no] Тепер зверху на стосі — закрита карта { $owner_of }.
}
event-card-moved = { $lifted ->
    [yes] { $self ->
        [yes] { $player } знімає { own-card-acc } { $card_acc } зі стосу на позиції { $from_position_num } і кладе окремо перед цим стосом.
       *[no] { $player } знімає { $card_acc } { $owner_of }{ bribed-note } зі стосу на позиції { $from_position_num } і кладе окремо перед цим стосом.
    }
   *[no] { $self ->
        [yes] { $player } переміщує { own-card-acc } { $card_acc } з позиції { $from_position_num } на позицію { $to_position_num }.
       *[no] { $player } переміщує { $card_acc } { $owner_of }{ bribed-note } з позиції { $from_position_num } на позицію { $to_position_num }.
    }
}

## Очки впливу

event-influence-gained = { $reason ->
    [tokens] { $card_known ->
        [yes] { $player } забирає { $amount_pts } з карти «{ $card }».
       *[no] { $player } забирає { $amount_pts } з карти.
    }
    [elimination] { $player } отримує { $amount_pts } за вилучення.
    [queen] { $player } отримує { $amount_pts } за вилучення чужої { card-queen.gen }.
    [infiltration] { $player } отримує ще { $amount_pts } завдяки { card-infiltration.dat }: вилучено закриту карту.
    [pact] { $player } отримує { $amount_pts } завдяки { card-pact.dat }.
   *[ability] { $card_known ->
        [yes] { $player } отримує { $amount_pts } завдяки { $card_dat }.
       *[no] { $player } отримує { $amount_pts }.
    }
}
event-influence-lost = { $card_known ->
    [yes] { $player } втрачає { $amount_pts } через { $card_acc }.
   *[no] { $player } втрачає { $amount_pts }.
}
event-influence-stolen = { $reason ->
    [trap] { card-trap }! { $player } забирає { $amount_pts } в { $victim_gen }.
   *[ability] { $card_known ->
        [yes] { $player } краде { $amount_pts } в { $victim_gen } завдяки { $card_dat }.
       *[no] { $player } краде { $amount_pts } в { $victim_gen }.
    }
}
event-tokens-placed = { $player_known ->
    [yes] { $card_known ->
        [yes] { $self ->
            [yes] { $player } кладе { $amount_pts } на { own-card-acc } { $card_acc }.
           *[no] { $player } кладе { $amount_pts } на { $card_acc } { $owner_of }{ bribed-note }.
        }
       *[no] { $self ->
            [yes] { $player } кладе { $amount_pts } на одну зі своїх закритих карт (позиція { $position_num }).
           *[no] { $player } кладе { $amount_pts } на закриту карту { $owner_of } (позиція { $position_num }).
        }
    }
   *[no] На { $card_acc } { $owner_of }{ bribed-note } кладуть { $amount_pts }.
}
event-tokens-returned = { $reason ->
    [combination] { $owner } скидає { $amount_pts } з карти «{ $card }», щоб повторити властивість.
    [insurrection] { $owner } повертає з { card-insurrection.gen } до загального запасу { $amount_pts } — така ціна відкриття.
   *[eliminated] { $card_known ->
        [yes] До загального запасу повернуто { $amount_pts } з карти «{ $card }» { $owner_of }.
       *[no] До загального запасу повернуто { $amount_pts } з карти { $owner_of }.
    }
}
event-tokens-returned-extortion = { $face_up ->
    [yes] { $card_known ->
        [yes] До загального запасу повернуто { $amount_pts } з карти «{ $card }» { $owner_of }.
       *[no] До загального запасу повернуто { $amount_pts } з карти { $owner_of }.
    }
   *[no] { $card_known ->
        [yes] Через { card-extortion.acc } { $owner } повертає до загального запасу { $amount_pts } зі своєї закритої карти «{ $card }» (позиція { $position_num }).
       *[no] Через { card-extortion.acc } { $owner } повертає до загального запасу { $amount_pts } зі своєї закритої карти (позиція { $position_num }).
    }
}

## Полум'я війни й Альянс: підкуп, вироки, збережені карти

event-card-bribed = { $self ->
    [yes] { $player } кладе свій жетон підкупу на { own-card-acc } { $card_acc }: ця карта знову грає за { $player_acc }.
   *[no] { $player } підкуповує { $card_acc } { $owner_of }: тепер ця карта грає за { $player_acc }.
}{ $previous_known ->
        [yes] { " " }{ $previous } забирає свій жетон підкупу.
       *[no] {""}
    }
event-bribe-returned = { $card } { $owner_of } покидає ряд подій: жетон підкупу повертається до { $player_gen }.
event-verdict-placed = { $card_known ->
    [yes] { $self ->
        [yes] { $player } кладе жетон вироку на { own-card-acc } { $card_acc }.
       *[no] { $player } кладе жетон вироку на { $card_acc } { $owner_of }{ bribed-note }.
    }
   *[no] { $self ->
        [yes] { $player } кладе жетон вироку на одну зі своїх закритих карт (позиція { $position_num }).
       *[no] { $player } кладе жетон вироку на закриту карту { $owner_of } (позиція { $position_num }).
    }
}
event-verdict-returned = Жетон вироку з карти «{ $card }» { $owner_of } повертається до спільних жетонів вироку (вільних: { $verdicts_left }).
event-card-kept = { $player } зберігає { $card_acc }: ця карта лишається перед ним до кінця гри{ $tokens ->
        [0] .
       *[other] , на ній { $tokens_pts }.
    }
event-card-swapped = { $player } кладе { $card_acc } з руки долілиць на місце { $returned_gen } і повертає { $returned_acc } в руку. Нова карта діятиме лише з наступного раунду.
event-card-turned-down = { $card } { $owner_of } знову перевертається долілиць.

## Кінець гри

# G12 за столом лише базової гри: верхні карти — наше прочитання (у «Полум’ї війни» й «Альянсі» так надруковано)
tiebreak-reading-note = Правила базової гри про накриті карти мовчать; ми рахуємо лише верхні.
# the same reading, short, for the log line beside the final panel that gives the note in full
tiebreak-reading-aside = (враховуються лише верхні карти — так ми читаємо правила базової гри)
event-game-ended = Гру завершено. { $tiebreak ->
    [queue_cards] Очок порівну ({ $score }), але { $winners } має більше власних верхніх карт у ряді подій — і перемагає{ $tiebreak_basis ->
            [reading] { " " }{ tiebreak-reading-aside }
           *[other] {""}
        }.
    [shared] Нічия: перемогу ділять { $winners }, у кожного { $score_pts }.
   *[none] Перемагає { $winners }: { $score_pts }.
}

## Варіанти, що нічого не дають (G17)

event-no-effect-no_option = Зараз жоден із двох варіантів властивості { $ability_gen } не діє: нічого не відбувається.
