# Event narration (English): one message per event kind, event-<kebab-kind>.
# Arguments: see oriflamme.i18n (module docstring) and the uk/ru/fr files.

own-card-acc = { $card_poss }
place-where = { $where ->
    [only] into the empty queue
    [start] at the start of the queue
    [end] at the end of the queue
   *[stack] on their own stack (position { $position_num })
}

event-round-started = Round { $round } of 6. First player: { $first_player }.
event-resolution-started = The resolution phase begins: the cards of the queue resolve one by one.
event-round-ended = Round { $round } is over.

event-card-placed = { $reason ->
    [twin] { $player } brings { card-twin.poss } into play, face down, { place-where }.
    [substitution] In the eliminated card's place, { $player } puts { own-card-acc } face up.
    [swap] { $player } plays { $card_indef } from hand face down in place of { card-informant.def }.
   *[placement] { $face_up ->
        [yes] { $player } places { $card_indef } face up { place-where }.
       *[no] { $player } places { $card_indef } face down { place-where }.
    }
}
event-card-banked = { $player } leaves { $card_def } face down and puts 1 influence on it ({ $tokens } in all).
event-card-revealed = { $player } reveals { $card_def }.
event-ability-applied = { $same ->
    [yes] { $player } applies the ability of { $card_def }.
   *[no] { $player } applies the ability of { $ability_def } through { $card_def }.
}
event-no-effect = { $reason ->
    [no_target] { $ability_id ->
        [combination] { $player } has no face-up character: { card-combination.def } applies no ability.
        [shapeshifter] No face-up uncovered character is next to { $card_def }: there is nothing to copy.
       *[other] The ability of { $ability_def } has no target: nothing happens.
    }
    [nothing_to_steal] { $victim_known ->
        [yes] { $victim_self ->
            [yes] { $card_def } steals nothing: the chosen card is { $player }'s own.
           *[no] { $card_def } steals nothing: { $victim } has no influence.
        }
       *[no] { $card_def } steals nothing: the chosen card is { $player }'s own or belongs to a player with no influence.
    }
    [same_name] { $player_of } { $card } gains nothing: another "{ $card }" is revealed in the queue.
    [copies_shapeshifter] A copied { card-shapeshifter } does nothing.
    [nothing_to_gain] { $card_def } gains nothing: there is no influence on the adjacent face-down cards of opponents.
    [no_bribery_token] { $player } has no bribery token left: { $card_def } does nothing.
    [no_token] There is no influence on { $card_def }: nothing happens.
   *[other] The ability of { $ability_def } has no effect.
}
eliminator = { $by_owner_known ->
    [yes] { $by_owner_of } { $by_card }, bribed by { $player },
   *[no] { $player_of } { $by_card }
}
event-card-eliminated = { $itself ->
    [yes] { eliminator } eliminates { $card_gender ->
            [f] herself
            [m] himself
           *[n] itself
        }.
   *[no] { $was_face_down ->
        [yes] { $self ->
            [yes] { eliminator } eliminates one of their own face-down cards: it is { $card_def }.
           *[no] { eliminator } eliminates a face-down card of { $owner }: it is { $card_def }.
        }
       *[no] { $self ->
            [yes] { eliminator } eliminates { own-card-acc }.
           *[no] { eliminator } eliminates { $owner_of } { $card }{ bribed-note }.
        }
    }
}
event-card-discarded = { $reason ->
    [ambush] { $owner_of } { $card }, which eliminated { card-ambush.def }, goes to the discard.
    [trap] { $owner_of } { $card }, which eliminated { card-trap.def }, goes to the discard.
    [schemer] { $card_def } lies next to a stack: { $owner } discards it.
    [deserter] No revealed character is next to { $card_def }: { $owner } discards it.
    [prince] { card-prince.def } was eliminated: { $owner_of } { $card } goes to the discard.
    [twin] { card-twin.def } was eliminated: { $owner_of } { $card } goes to the discard.
   *[used] { $owner } discards { $card_poss }.
}
event-card-uncovered = { $card_known ->
    [yes] The top of the stack is now { $owner_of } { $card }.
   *[no] The top of the stack is now a face-down card of { $owner }.
}
event-card-moved = { $lifted ->
    [yes] { $self ->
        [yes] { $player } lifts { own-card-acc } off the stack at position { $from_position_num } and lays it on its own just before that stack.
       *[no] { $player } lifts { $owner_of } { $card }{ bribed-note } off the stack at position { $from_position_num } and lays it on its own just before that stack.
    }
   *[no] { $self ->
        [yes] { $player } moves { own-card-acc } from position { $from_position_num } to position { $to_position_num }.
       *[no] { $player } moves { $owner_of } { $card }{ bribed-note } from position { $from_position_num } to position { $to_position_num }.
    }
}

event-influence-gained = { $reason ->
    [tokens] { $player } takes { $amount_pts } from { $card_def }.
    [elimination] { $player } gains { $amount_pts } for the elimination.
    [queen] { $player } gains { $amount_pts } for eliminating an opponent's { card-queen }.
    [infiltration] { $player } gains { $amount_pts } more thanks to { card-infiltration.def }: a face-down card was eliminated.
    [pact] { $player } gains { $amount_pts } from { card-pact.def }.
   *[ability] { $card_known ->
        [yes] { $player } gains { $amount_pts } thanks to { $card_def }.
       *[no] { $player } gains { $amount_pts }.
    }
}
event-influence-lost = { $card_known ->
    [yes] { $player } loses { $amount_pts } because of { $card_def }.
   *[no] { $player } loses { $amount_pts }.
}
event-influence-stolen = { $reason ->
    [trap] { card-trap }! { $player } takes { $amount_pts } from { $victim }.
   *[ability] { $card_known ->
        [yes] { $player } steals { $amount_pts } from { $victim } with { $card_def }.
       *[no] { $player } steals { $amount_pts } from { $victim }.
    }
}
event-tokens-placed = { $player_known ->
    [yes] { $card_known ->
        [yes] { $self ->
            [yes] { $player } puts { $amount_pts } on { own-card-acc }.
           *[no] { $player } puts { $amount_pts } on { $owner_of } { $card }{ bribed-note }.
        }
       *[no] { $self ->
            [yes] { $player } puts { $amount_pts } on one of their face-down cards (position { $position_num }).
           *[no] { $player } puts { $amount_pts } on a face-down card of { $owner } (position { $position_num }).
        }
    }
   *[no] { $amount_pts } is put on { $owner_of } { $card }{ bribed-note }.
}
event-tokens-returned = { $reason ->
    [combination] { $owner } spends { $amount_pts } from { $card_def } to apply an ability again.
    [insurrection] { $owner } pays the price of revealing { card-insurrection.def }: { $amount_pts } from it goes back to the supply.
   *[eliminated] { $amount_pts } on { $owner_of } { $card } goes back to the supply.
}
event-tokens-returned-extortion = { $face_up ->
    [yes] { $amount_pts } on { $owner_of } { $card } goes back to the supply.
   *[no] Because of the Extortion, { $owner } returns { $amount_pts } from their face-down card { $card_known ->
        [yes] { $card } (position { $position_num })
       *[no] at position { $position_num }
    } to the supply.
}

# a bribed card (A9): never «his Judge», but whose it is and who bribed it
bribed-note = { $bribed_by_known ->
    [yes] { " " }({ $card_gender ->
           *[other] bribed
        } by { $bribed_by })
   *[no] {""}
}

## Ablaze and Alliance: bribery, verdicts, kept cards

event-card-bribed = { $self ->
    [yes] { $player } puts their own bribery token on { own-card-acc }: that card plays for { $player } again.
   *[no] { $player } bribes { $owner_of } { $card }: that card now plays for { $player }.
}{ $previous_known ->
        [yes] { " " }{ $previous_of } bribery token goes back to them.
       *[no] {""}
    }
event-bribe-returned = { $owner_of } { $card } leaves the queue: the bribery token goes back to { $player }.
event-verdict-placed = { $card_known ->
    [yes] { $self ->
        [yes] { $player } puts a verdict token on { own-card-acc }.
       *[no] { $player } puts a verdict token on { $owner_of } { $card }{ bribed-note }.
    }
   *[no] { $self ->
        [yes] { $player } puts a verdict token on one of their face-down cards (position { $position_num }).
       *[no] { $player } puts a verdict token on a face-down card of { $owner } (position { $position_num }).
    }
}
event-verdict-returned = The verdict token on { $owner_of } { $card } goes back to the shared verdict tokens ({ $verdicts_left } left).
event-card-kept = { $player } keeps { $card_def } in front of them until the end of the game{ $tokens ->
        [0] .
       *[other] , with { $tokens_pts } on it.
    }
event-card-swapped = { $player } swaps { $returned_def } for { $card_indef } from hand, face down, and takes { $returned_def } back. The new card only acts from the next round on.
event-card-turned-down = { $owner_of } { $card } turns face down again.

# G12 at an all-base table: top cards only is our reading (the Ablaze and Alliance rulebooks print it)
tiebreak-reading-note = The base rulebook says nothing about covered cards; we count top cards only.
# the same reading, short, for the log line beside the final panel that gives the note in full
tiebreak-reading-aside = (only top cards count: that is how we read the base rulebook)
event-game-ended = The game is over. { $tiebreak ->
    [queue_cards] Tied on influence ({ $score }), but { $winners } has more of their own top cards in the queue and wins{ $tiebreak_basis ->
            [reading] { " " }{ tiebreak-reading-aside }
           *[other] {""}
        }.
    [shared] A tie: { $winners } share the victory with { $score_pts } each.
   *[none] { $winners } wins with { $score_pts }.
}

## Options that can do nothing (G17)

event-no-effect-no_option = Neither option of the ability of { $ability_def } can do anything now: nothing happens.
