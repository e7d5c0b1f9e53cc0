# The Practice tab (oriflamme/widgets/practice.py) and the puzzles' texts
# (oriflamme/games/*/puzzles.py). Card and player arguments as in events.ftl.

w-tab-practice = Practice
practice-intro = Puzzles cut from positions of real games: the game's engine asks the question, knows the answer and checks every wrong choice. Your mistakes come back until the rule is learnt.
practice-table = Table
practice-table-mixed = Mixed table
practice-learner = Progress: { $name }
practice-learner-shared = This computer's progress (shared)
practice-next = New puzzle
practice-next-tip = Show the next puzzle
practice-due-button = Review my mistakes ({ $count })
practice-due-tip = A puzzle on a rule that is due for review
practice-answer-label = Your answer
practice-making = Making a puzzle…
practice-none = No puzzle for this table yet.
practice-kind-reveal = What happens?
practice-kind-leader = Who leads?
practice-kind-best = The best move
practice-kind-legal = Can it be played?
practice-kind-titan = Titan
practice-kind-fight = Chance in a fight
practice-kind-extra = Extra action
practice-tags = Rules: { $rules }. Cards: { $cards }.
practice-tags-rules = Rules: { $rules }.
practice-right = Right!
practice-wrong = No, that is not it.
practice-answer-was = The right answer: { $answer }
practice-why-wrong = Why your answer is wrong
practice-what-happened = What happens on the table
practice-rule = The rule
practice-board-note = The board shows every card face up, as the game's engine sees them.
practice-board-readonly = This board is not played on: answer with the buttons above it.
practice-queue-title = Due for review
practice-queue-empty = Nothing to review: no mistake is waiting.
practice-queue-item = { $tag } — mistakes: { $wrong }, right: { $right }
practice-queue-later = Still queued: { $count }; next review: { $when }.
practice-mastery-title = Mastery: cards and rules
practice-mastery-empty = Here you will see, for each card, which rules you apply correctly.
practice-mastery-card = { $card }
practice-mastery-rule = { $rule }: { $right } of { $total }
practice-mastered = mastered
practice-learning = learning
practice-score = Answers: { $total }, right: { $right }.
practice-lesson-mistake = A mistake in the lesson “{ $title }”
practice-provisional = Some of Orichalque's component data are not confirmed yet: the puzzles follow them, as the board does.
practice-file-title = Puzzle: { $kind }
practice-list-or = or

practice-log = How it plays out
practice-in-minutes = { $count ->
    [one] in { $count } minute
   *[other] in { $count } minutes
}
practice-in-hours = { $count ->
    [one] in { $count } hour
   *[other] in { $count } hours
}
practice-in-days = { $count ->
    [one] in { $count } day
   *[other] in { $count } days
}

## Questions (Oriflamme)

practice-q-reveal = { $player } reveals their { $card } at position { $position_num }{ $tokens ->
        [0] {""}
       *[other] {" "}(with { $tokens_pts } on it)
    }.
practice-q-target = The target: the card at position { $position_num }.
practice-q-choice = { $player }'s choice: “{ $move }”.
practice-q-bribed = { $owner_of } { $card } at position { $position_num } is bribed by { $player }.
practice-q-kept = { $players_count ->
    [one] { $players } keeps { $card_def } in front of them.
   *[other] { $players } each keep { $card_indef } in front of them.
}
practice-q-reveal-ask = What happens?
practice-q-leader-ask = Who leads once this card has resolved, and by how much?
practice-q-best = The { $card } at position { $position_num } resolves; { $player } decides. Which move guarantees { $player } the most influence by the end of the round, whatever the opponents do?
practice-q-legal = You are { $player }. May you play this move: “{ $move }”? If not, why?
practice-q-legal-target = The { $card } at position { $position_num } resolves; { $player } decides. Is the move “{ $move }” allowed? If not, why?

## Answers (Oriflamme)

practice-o-gain = { $player } gains { $amount_pts }.
practice-o-loss = { $player } loses { $amount_pts }.
practice-o-eliminated = { $owner_of } { $card } is eliminated.
practice-o-discarded = { $owner_of } { $card } is discarded.
practice-o-kept = { $owner } keeps their { $card }.
practice-o-nothing = Nothing changes: no influence, no card.
practice-o-leads = { $player } leads by { $amount_pts }.
practice-o-tied = { $players } share the lead with { $score_pts } each.
practice-o-move = { $move }
practice-o-legal = Yes, it can be played.
practice-o-illegal = No.

## Explanations (Oriflamme)

practice-x-value = “{ $move }”: { $sign ->
    [plus] +{ $delta_pts } guaranteed
    [minus] only −{ $delta_pts } guaranteed
   *[zero] 0 influence guaranteed
} by the end of the round.
practice-x-legal = The move “{ $move }” is allowed.
practice-x-illegal = The move “{ $move }” is not allowed.
practice-x-rule-g2 = Placement: each player puts one card from their hand face down — at the start or the end of the queue, and from round 2 on also on a stack whose top card they own{ $bribery ->
        [yes] {" "}or have bribed
       *[no] {""}
    }.
practice-x-rule-g3-tokens = Revealing the card, { $player } takes the influence that lay on it: +{ $amount }.
practice-x-rule-g4 = An ability is mandatory and works only on the targets it allows: you cannot pick a card it cannot choose.
practice-x-card-rule = { $card }. On the card: “{ $ability }” { $rule }

## Misreadings of the rules

practice-mis-tokens_kept = That is what you get if you forget that the owner takes the influence on this card when they reveal it.
practice-mis-insurrection_tokens_kept = That is what you get if you forget that the owner of { card-insurrection.indef } takes the influence on it when they reveal it — all but 1, which goes back to the supply.
practice-mis-conspiracy_once = That is what you get if you forget that the { card-conspiracy } pays the influence on it twice over.
practice-mis-no_elimination_gain = That is what you get if you forget that each eliminated card gives 1 influence to the owner of the eliminating card.
practice-mis-elimination_gain_to_owner = That is what you get if you give the elimination's point to the eliminated card's owner instead of the eliminator.
practice-mis-tokens_to_eliminator = That is what you get if you think the influence on an eliminated face-down card goes to the eliminator: it goes back to the supply.
practice-mis-snare_tokens_taken = That is what you get if you think the owner takes the influence on { $card_def }: revealed by its owner, the card returns it to the supply and gives only 1.
practice-mis-ambush_ignored = That is what you get if you overlook the { card-ambush }: eliminated by an opponent's card, it gives its owner 4, and the attacking card is discarded.
practice-mis-attacker_stays = That is what you get if you leave in the queue the card that eliminated an opponent's { card-ambush } or { card-trap }: it is discarded.
practice-mis-trap_ignored = That is what you get if you overlook the { card-trap }: its owner takes 3 influence from whoever eliminated it, and the attacking card is discarded.
practice-mis-trap_from_supply = That is what you get if you take the { card-trap }'s 3 from the supply: they are taken from its eliminator.
practice-mis-debt_allowed = That is what you get if you forget that nobody pays more than they have: there are no debts.
practice-mis-cutthroat_single_gain = That is what you get if you forget that a { card-cutthroat } that eliminates only one card gives no point for it.
practice-mis-queen_bonus_forgotten = That is what you get if you forget that eliminating another player's { card-queen } gives 1 more influence.
practice-mis-intrigue_stays = That is what you get if you leave the intrigue in the queue: once used, it is discarded.
practice-mis-heir_same_name_ignored = That is what you get if you miss the other face-up, uncovered card of the same name: the { card-heir } then gains nothing.
practice-mis-heir_blocked_by_hidden = That is what you get if you count a face-down or covered card of the same name: only a face-up, uncovered one stops the { card-heir }.
practice-mis-lord_face_up_only = That is what you get if you count only face-up cards next to the { card-lord }: its owner’s face-down top cards count too.
practice-mis-lord_counts_all = That is what you get if you also count the opponents' cards next to the { card-lord }: only its owner’s count.
practice-mis-felon_owner_spared = That is what you get if you spare the { card-felon }'s owner: they too lose 1 for each card of theirs next to it.
practice-mis-schemer_ignores_stacks = That is what you get if you miss the stack of 2 or more cards next to the { card-schemer }: she is then discarded.
practice-mis-covered_eliminated_too = That is what you get if you eliminate the whole stack: only the top card goes, and the card below is uncovered.
practice-mis-wrong_neighbour = That is what you get if you mix up the neighbours: the target is the card at the position named.
practice-mis-no_change = That is what you get if you forget that a revealed card must apply its ability.
practice-mis-och_disconnected = That is what you get if you count together zones of one terrain that do not touch: an area is connected zones.
practice-mis-och_buildings_count = That is what you get if you count the zones under a building or a temple: they are no longer terrain.
practice-mis-och_volcano_counts = That is what you get if you count an empty volcano as the terrain: an empty volcano stands for any terrain when you build, not when a titan comes.
practice-mis-och_tile_only = That is what you get if you count only the tile's own zones: neighbouring zones of the same terrain belong to the area too.
practice-mis-och_held_safe = That is what you get if you think an opponent's titan cannot be taken: a new or extended area takes it from anyone.
practice-mis-och_two_enough = That is what you get if you think 2 zones are enough: a titan comes only for an area of 3 round zones.
practice-mis-och_four_needed = That is what you get if you wait for 4 zones: 3 are enough.
practice-mis-och_new_area_only = That is what you get if you forget that extending one’s own area calls the titan too.
practice-mis-och_tile_terrains = That is what you get if you think a tile calls its terrain's titan by itself: it takes an area of 3 zones.
practice-mis-och_no_base_die = That is what you get if you forget the die that is always rolled: there is 1 die more than hoplites in the fight.
practice-mis-och_skull_ignored = That is what you get if you ignore the skull: it wins on its own, whatever the sum.
practice-mis-och_waiting_forgotten = That is what you get if you forget the hoplites left by the creature after a lost fight: they fight again.
practice-mis-och_must_exceed = That is what you get if you require a sum above the creature's strength: an equal sum is enough.
practice-mis-och_siege_forgotten = That is what you get if you forget the siege engine: with it, a 3 wins too.
practice-mis-och_any_payment = That is what you get if you think any payment buys any action: each payment opens only its own actions.
practice-mis-och_produce_recruit_swapped = That is what you get if you swap the payments: production is paid in hoplites, recruitment in orichalcum.
practice-mis-och_statues_forgotten = That is what you get if you forget the statues: with them, an extra action paid in hoplites costs 1 less.
practice-mis-och_one_creature = That is what you get if you think one defeated creature is enough: you give back 2.

## Questions and answers (Orichalque)

practice-och-q-titan = { $player } places a terrain tile ({ $terrains }) on zones { $zones }. Does it attract a titan?
practice-och-no-titan = No, no titan comes.
practice-och-yes = Yes: { $items }.
practice-och-yes-but = Yes, but
practice-och-titan-centre = { $titan }, from the centre of the table
practice-och-titan-from = { $titan }, taken from { $player }
practice-och-titan-reactivated = { $player } already holds { $titan }, { $titan_gender ->
    [pl] who become
    [fpl] who become
   *[m] who becomes
} active again
practice-och-titan-held = { $player } already holds { $titan }, still active: nothing changes.
practice-och-q-fight = { $player } fights the { $creature } (strength { $strength }) in zone { $zone }. { $waiting ->
    [0] Hoplites in the fight: { $hoplites }.
   *[other] New hoplites in the fight: { $hoplites }; already by the creature: { $waiting }.
}{ $siege ->
    [yes] {" "}Their island has a siege engine.
   *[no] {""}
} What is the chance to win?
practice-och-percent = { $percent } %
practice-och-q-extra = { $player } has { $supply }{ $statues ->
    [yes] ; their island has statues
   *[no] {""}
}. What can pay for the extra action “{ $action }”?
practice-och-pay-hoplites = { $count ->
    [one] { $count } hoplite
   *[other] { $count } hoplites
}
practice-och-pay-orichalcum = 2 orichalcum ingots
practice-och-pay-creatures = 2 defeated creatures
practice-och-payments = { $payments }.
practice-och-pay-nothing = Nothing: this extra action cannot be paid for now.
practice-och-x-titan = A titan comes as soon as a player creates an area of at least 3 connected round zones of one terrain, or extends their own; zones under buildings and temples do not count.
practice-och-x-titan-take = The titan is taken wherever it is — the centre of the table or another player; if the player taking it already has it, it becomes active again.
practice-och-x-fight = { $dice ->
    [1] You roll 1 die: no hoplite is in the fight, so only the die you always roll. A skull wins, or a number at least the creature's strength ({ $strength }).
   *[other] You roll { $dice } dice: 1 you always roll, plus 1 per hoplite in the fight. A skull on any die wins, or a sum at least the creature's strength ({ $strength }).
} The odds are exact: every possible roll is counted.
practice-och-x-siege = With a siege engine, a 3 wins too.
practice-och-x-extra = Extra action: give back 2 hoplites (fight, build, produce), 2 orichalcum ingots (fight, build, recruit) or 2 defeated creatures (any action).
practice-och-x-statues = With statues, an extra action paid in hoplites costs 1 hoplite less.

## Rules (names for the review queue and the mastery view)

practice-rule-G1 = The queue and positions
practice-rule-G2 = Placement
practice-rule-G3 = Reveal or leave face down
practice-rule-G4 = An ability is mandatory
practice-rule-G5 = The order of resolution
practice-rule-G6 = Elimination
practice-rule-G7 = Discarding is not eliminating
practice-rule-G8 = Influence on cards
practice-rule-G9 = No debt
practice-rule-G10 = Cards you control
practice-rule-G11 = Rounds
practice-rule-G12 = The end and ties
practice-rule-G13 = Number of players
practice-rule-G14 = A card leaves the queue mid-ability
practice-rule-G15 = Markers travel with their card
practice-rule-G16 = The owner is the controller
practice-rule-G17 = An ability's options
practice-rule-G18 = The inactive replacement
practice-rule-G19 = Covered cards in the queue
practice-rule-G20 = Copies of abilities
practice-rule-G21 = A scenario's bounds
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
practice-rule-A1 = Ablaze's setup
practice-rule-A2 = { card-prince }
practice-rule-A3 = { card-twin }
practice-rule-A4 = { card-schemer }
practice-rule-A5 = { card-queen } and { card-cutthroat }
practice-rule-A6 = { card-apothecary }
practice-rule-A7 = { card-felon }
practice-rule-A8 = { card-substitution }
practice-rule-A9 = { card-bribery }
practice-rule-A9a = Bribing your own card back
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
practice-rule-L11 = Kept cards
practice-rule-O1 = Areas and titans
practice-rule-O2 = Taking a titan
practice-rule-O3 = How many titans
practice-rule-O4 = The first player
practice-rule-O5 = A tile that fits nowhere
practice-rule-O6 = An extra action that does nothing
practice-rule-och-titans = Titans
practice-rule-och-fight = Fighting the mythical creatures
practice-rule-och-extra = The extra action
practice-rule-och-build = Building
practice-rule-och-produce-recruit = Production and recruitment
practice-rule-och-card = Taking an action card
practice-piece-rhea = { och-titan-rhea }
practice-piece-tethys = { och-titan-tethys }
practice-piece-kronos = { och-titan-kronos }
practice-piece-hyperion = { och-titan-hyperion }
practice-piece-cerberus = { och-creature-cerberus }
practice-piece-minotaur = { och-creature-minotaur }
practice-piece-gorgon = { och-creature-gorgon }
practice-piece-cyclops = { och-creature-cyclops }
practice-piece-hydra = { och-creature-hydra }
practice-piece-siege = Siege engine
practice-piece-statues = Statues
