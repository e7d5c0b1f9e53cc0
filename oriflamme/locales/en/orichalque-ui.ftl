# Orichalque: the board's labels, the decisions' buttons, the log (oriflamme/widgets/orichalque, orichalque/render.py).
# English is a fourth language for developers and guests, never a fallback.

## Names

och-game = Orichalque
och-terrain-forest = forest
    .def = the forest
    .indef = a forest
    .poss = its forest
    .gender = n
och-terrain-water = water
    .def = the water
    .indef = water
    .poss = its water
    .gender = n
och-terrain-desert = desert
    .def = the desert
    .indef = a desert
    .poss = its desert
    .gender = n
och-terrain-mountain = mountain
    .def = the mountain
    .indef = a mountain
    .poss = its mountain
    .gender = n
och-terrain-volcano = volcano
    .def = the volcano
    .indef = a volcano
    .poss = its volcano
    .gender = n
och-terrain-metropolis = metropolis
    .def = the metropolis
    .indef = a metropolis
    .poss = its metropolis
    .gender = n
och-titan-rhea = Rhea
    .def = Rhea
    .indef = Rhea
    .poss = Rhea
    .gender = f
och-titan-tethys = Tethys
    .def = Tethys
    .indef = Tethys
    .poss = Tethys
    .gender = f
och-titan-kronos = Kronos
    .def = Kronos
    .indef = Kronos
    .poss = Kronos
    .gender = m
och-titan-hyperion = Hyperion
    .def = Hyperion
    .indef = Hyperion
    .poss = Hyperion
    .gender = m
och-blessing-rhea = take one more build action
och-blessing-tethys = double the hoplites recruited
och-blessing-kronos = defeat one mythical creature automatically
och-blessing-hyperion = double the orichalcum produced
och-creature-cerberus = Cerberus
    .def = the Cerberus
    .indef = a Cerberus
    .poss = its Cerberus
    .gender = n
och-creature-minotaur = Minotaur
    .def = the Minotaur
    .indef = a Minotaur
    .poss = its Minotaur
    .gender = n
och-creature-gorgon = Gorgon
    .def = the Gorgon
    .indef = a Gorgon
    .poss = its Gorgon
    .gender = n
och-creature-cyclops = Cyclops
    .def = the Cyclops
    .indef = a Cyclops
    .poss = its Cyclops
    .gender = n
och-creature-hydra = Hydra
    .def = the Hydra
    .indef = a Hydra
    .poss = its Hydra
    .gender = n
och-building-camp = training camp
    .def = the training camp
    .indef = a training camp
    .poss = its training camp
    .gender = n
och-building-mine = mine
    .def = the mine
    .indef = a mine
    .poss = its mine
    .gender = n
och-building-hospital = hospital
    .def = the hospital
    .indef = a hospital
    .poss = its hospital
    .gender = n
och-building-oratory = oratory
    .def = the oratory
    .indef = an oratory
    .poss = its oratory
    .gender = n
och-building-siege = siege engine
    .def = the siege engine
    .indef = a siege engine
    .poss = its siege engine
    .gender = n
och-building-arch = arch
    .def = the arch
    .indef = an arch
    .poss = its arch
    .gender = n
och-building-crystal = crystal
    .def = the crystal
    .indef = a crystal
    .poss = its crystal
    .gender = n
och-building-architect = architect
    .def = the architect
    .indef = an architect
    .poss = its architect
    .gender = n
och-building-forge = forge
    .def = the forge
    .indef = a forge
    .poss = its forge
    .gender = n
och-building-statues = statues
    .def = the statues
    .indef = statues
    .poss = its statues
    .gender = n
och-bcode-camp = Cp
och-bcode-mine = Mn
och-bcode-hospital = Hs
och-bcode-oratory = Or
och-bcode-siege = Sg
och-bcode-arch = Ar
och-bcode-crystal = Cr
och-bcode-architect = At
och-bcode-forge = Fg
och-bcode-statues = St
och-action-produce = produce orichalcum
och-action-recruit = recruit hoplites
och-action-fight = fight mythical creatures
och-action-build = build
och-size = { $size ->
    [1] single tile
    [2] double tile
   *[3] triple tile
}
och-hoplites = { $count } { $count ->
    [one] hoplite
   *[other] hoplites
}
och-orichalcum = { $count } orichalcum { $count ->
    [one] ingot
   *[other] ingots
}
och-creatures = { $count } { $count ->
    [one] defeated creature
   *[other] defeated creatures
}
och-points = { $count } victory { $count ->
    [one] point
   *[other] points
}
och-dice = { $count } { $count ->
    [one] die
   *[other] dice
}
och-face-skull = a skull
och-side-easy = easy side
och-side-hard = hard side
och-island = island { $number }, { $side }
och-nothing = nothing

## The table's drawing (tooltips and labels)

och-r-zone = Zone { $zone }: { $terrain }
och-r-zone-empty = Zone { $zone }: not explored yet
och-r-port = Port: { $pay }
och-r-metropolis-building = Metropolis, { $building }: { $effect }
och-r-temple = Temple on zones { $zones }
och-r-slot = Slot { $slot }: { $terrain }
och-r-titan = { $titan } ({ $terrain }): { $blessing }. { $held ->
    [yes] Held by { $holder }
   *[no] In the middle of the table
}, { $active ->
    [yes] active
   *[no] inactive
} side up.
och-r-centre = in the middle of the table
och-r-player-detail = { $points } — { $island }
och-r-captured = Defeated creatures: { $creatures }
och-r-captured-none = No defeated creatures
och-r-temple-token = Victory token: temple
och-r-medallion = Victory token: orichalcum medallion
och-r-illustrative = Illustrative islands
och-r-card = Card: { $action }, { $size }
och-r-creature = { $creature }, strength { $strength }
och-r-waiting = { $count ->
    [one] { $hoplites } waits by the creature
   *[other] { $hoplites } wait by the creature
}
och-r-first = First player token
och-r-tile = Terrain tile: { $terrains }

## The board and the decisions

och-provisional = Please note: the islands, the tiles' terrains, the mix of action cards, the cost of slots 4–6 and the dice faces shown here are illustrative — the rulebook does not print them, the box may differ. The rules of the game are the same.
och-status-metropolis = First turn: place the metropolis. Choose a port (the zone the arrow points at), then a zone next to it.
och-status-metropolis-second = The metropolis covers port { $zone }: choose its second zone, next to it.
och-status-card = Phase 1: take an action card. The two leftmost are free, the others cost hoplites.
och-status-tile = Phase 2: place the terrain tile. Turn it with “Turn the tile” and click a highlighted zone: the tile's cell ringed in blue goes there.
och-status-tile-pick = Phase 2: click the zone for the tile's “{ $terrain }” cell (in the tile's order).
och-status-produce = Phase 3: produce orichalcum — 1 ingot per mine. Do it or decline.
och-status-recruit = Phase 3: recruit hoplites — 1 hoplite per training camp. Do it or decline.
och-status-fight = Phase 3: fight. Choose the creature and how many hoplites (0–3): the chance of winning shows before the roll.
och-status-build = Phase 3: build — a building (choose it on the building board, then a zone), a temple or a medallion.
och-status-extra = Phase 4: extra action — choose the action and the payment, or end your turn.
och-status-discard = Phase 5 (two players): discard one card from the action board.
och-status-release = More titans than you may keep: return one to the middle of the table.
och-status-minotaur = Minotaur defeated: build { $building_indef } for free on free terrain (not next to a creature), or decline.
och-status-first = A tie for the most hoplites: decide who gets the first player token.
och-status-temple = Temple: choose 4 zones in a diamond, all of different types (an empty volcano is any type). Chosen: { $count } of 4.
och-status-building = Where to build { $building_indef }? Click a highlighted zone.
och-status-waiting = Now playing: { $player }.
och-status-won = Game over: { $player } wins — { $points }, and no mythical creature left on the island.
och-you = you
och-action-board = Action board
och-building-board = Building board
och-titans = Titans
och-decision = Decision
och-take = Take card { $slot } ({ $action }, { $size }{ $creatures ->
    [0] {""}
    [one] , with a creature
   *[other] , with { $creatures } creatures
}) — { $cost ->
    [0] free
   *[other] for { $cost_count }
}
och-rotate = Turn the tile
och-tile-pick = Choose the zones one by one
och-tile-preview = Your tile: { $terrains }
och-zone-button = Zone { $zone }: { $terrain }
och-place-here = { $count ->
    [one] Put the tile on zone { $zones }
   *[other] Put the tile on zones { $zones }
}
och-metropolis-port = Metropolis: port { $zone }
och-metropolis-zone = Metropolis: second zone { $zone }
och-metropolis-move = Place the metropolis on port { $port } and zone { $zone }
och-produce = Produce orichalcum
och-produce-bless = Produce with Hyperion's blessing (double)
och-recruit = Recruit hoplites
och-recruit-bless = Recruit with Tethys's blessing (double)
och-fight-with = Fight { $creature_def } (strength { $strength }), zone { $zone }
och-fight-hoplites = Hoplites in the fight
och-fight-waiting = { $count ->
    [one] { $hoplites } already waits by it
   *[other] { $hoplites } already wait by it
}
och-fight-roll = Roll { $dice }
och-fight-bless = Kronos's blessing: win without rolling
och-fight-bless-move = Win in zone { $zone } without rolling, thanks to Kronos
och-chance = Chance of winning: { $percent }% ({ $won } of { $total } outcomes)
och-chance-sure = Chance of winning: 100%
och-build-slot = Build { $building_indef } (slot { $slot }, { $terrain })
och-build-zone = Build on zone { $zone }
och-build-move = Build { $building_indef } on zone { $zone }
och-temple = Build a temple
och-temple-zone = Temple zone: { $zone }
och-medallion = Forge a medallion (5 orichalcum)
och-pass = Decline the action
och-end-turn = End the turn
och-extra = { $action } (pay { $payment })
och-extra-futile = { $action } (pay { $payment }) — in vain: once paid, this action can do nothing here
och-extra-forbidden = { $move }. Not allowed by the rules: this payment does not buy this action
och-extra-move = { $action ->
    [produce] Produce orichalcum
    [recruit] Recruit hoplites
    [fight] Fight mythical creatures
   *[build] Build
} as an extra action, for { $payment }
och-extra-move-futile = { $move } — in vain, as once paid this action can do nothing here
och-discard = Discard card { $slot }
och-release = Send { $titan } back to the centre
och-minotaur-here = Build on zone { $zone }
och-minotaur-decline = Decline the building
och-first = { $player } will be first player
och-cancel = Cancel the choice
och-undo = Undo the move
och-log = Log (newest first)
och-supply = { $player }'s supply: { $hoplites }, { $orichalcum }, { $creatures }, { $points }
och-titan-card = { $titan } — { $blessing } ({ $state })
och-titan-active = active
och-titan-inactive = inactive

## The log

och-ev-turn-started = Round { $round }: { $player } plays.
och-ev-metropolis-placed = { $player } places the metropolis on zones { $zones }.
och-ev-port-reached = { $player } reaches port { $zone }.
och-ev-gained = { $reason ->
    [port] { $player } gets { $what } from the port
    [produce] { $player } produces { $what }
    [recruit] { $player } recruits { $what }
    [right_of_first] { $player }, seated right of the first player, gets { $what }
    [passed_first] { $player }, having passed on the first player token, takes { $what }
    [arch] { $player } gets { $what } thanks to the arch
    [mine] { $player } takes { $what } from the mine
    [camp] { $player } takes { $what } from the training camp
   *[other] { $player } gets { $what } as a reward
}{ $aid ->
    [yes] {" "}(per the player aid)
   *[no] {""}
}.
och-ev-paid = { $reason ->
    [card] { $player } pays { $what } for the action card.
    [extra] { $player } pays { $what } for an extra action{ $statues ->
        [yes] {" "}(statues: one hoplite fewer{ $aid ->
            [yes] , per the player aid
           *[no] {""}
        })
       *[no] {""}
    }.
    [medallion] { $player } pays { $what } for the medallion.
   *[other] { $player } pays { $what }.
}
och-ev-card-taken = { $player } takes card { $slot } from the action board ({ $action }).
och-ev-tile-placed = { $player } lays a terrain tile on { $where }.
och-ev-tile-returned = The tile fits nowhere: { $player } returns it to the general supply{ $count ->
    [0] {""}
    [one] , and the creature on it ({ $creatures }) goes back to the bag
   *[other] , and the creatures on it ({ $creatures }) go back to the bag
}.
och-ev-creature-placed = { $creature_indef } appears on the volcano at { $zone }.
och-ev-area = { $player } now has a { $terrain } area of { $count } zones.
och-ev-titan-taken = { $previous ->
    [none] { $player } attracts { $titan }.
   *[other] { $player } attracts { $titan } and takes the tile from { $previous }.
}
och-ev-titan-reactivated = { $player } turns { $titan } active side up again.
och-ev-titan-returned = { $titan } goes back to the centre, active side up.
och-ev-blessing-used = { $player } uses the blessing of { $titan }.
och-ev-fight-won = { $player } fights { $creature_def } (strength { $strength }){ $hoplites ->
    [0] {" "}without hoplites
   *[other] {" "}with { $hoplites_text }
}. { $hoplites ->
    [0] The die shows
   *[other] The dice show
} { $dice }: victory{ $siege ->
    [yes] {" "}— with the siege engine a 3 counts as a skull.
   *[no] .
}
och-ev-fight-lost = { $player } fights { $creature_def } (strength { $strength }){ $hoplites ->
    [0] {" "}without hoplites
   *[other] {" "}with { $hoplites_text }
}. { $hoplites ->
    [0] The die shows
   *[other] The dice show
} { $dice }: defeat{ $hoplites ->
    [0] .
   *[other] ; { $hoplites_text } stay by { $creature_def }.
}
och-ev-fight-blessed = { $player } defeats { $creature_def } without a roll: the blessing of Kronos.
och-ev-creature-captured = { $player } captures { $creature_def }.
och-ev-building-drawn = { $player } may build { $building_kind ->
    [architect] the "{ och-building-architect }" building
   *[other] { $building_indef }
} for free: the Minotaur's reward{ $aid ->
    [yes] {" "}(per the player aid)
   *[no] {""}
}.
och-ev-building-declined = { $player } declines { $building_kind ->
    [architect] the "{ och-building-architect }" building
   *[other] { $building_def }
}.
och-ev-building-built = { $player } builds { $building_indef } on zone { $zone }.
och-ev-temple-built = { $player } builds a temple on zones { $zones }.
och-ev-medallion-forged = { $player } forges an orichalcum medallion.
och-ev-hospital-returned = { $player } takes { $what } back from the hospital{ $aid ->
    [yes] {" "}(per the player aid)
   *[no] {""}
}.
och-ev-extra-action = { $player }'s extra action: { $action }.{ $futile ->
    [yes] { " " }Once paid, it can do nothing here.
   *[no] {""}
}
och-ev-card-discarded = { $player } discards card { $slot } from the action board.
och-ev-round-ended = Round { $round } ends: the boards are refilled.
och-ev-first-player = { $player } gets the first player token.
och-ev-deck-reshuffled = The discard pile is shuffled: a new deck of action cards.
och-ev-game-won = { $player } wins the game: { $points } and no creature left on the island!

## Moves and refusals

och-take-short = Take card { $slot }
och-fight-move = { $count ->
    [0] Fight in zone { $zone } without hoplites
   *[other] Fight in zone { $zone } with { $hoplites }
}
och-fight-move-more = { $count ->
    [0] Fight in zone { $zone } with no new hoplites ({ $total } in the fight)
   *[other] Fight in zone { $zone } with { $hoplites } more ({ $total } in the fight)
}
och-pay-hoplites = 2 hoplites
och-pay-orichalcum = 2 orichalcum
och-pay-creatures = 2 defeated creatures
och-illegal-game_finished = The game is over.
och-illegal-unknown_move = There is no such move.
och-illegal-bad_character = Separate the words of a move with plain spaces: a tab, a line break, a non-breaking space or another invisible character is not accepted.
och-illegal-not_your_turn = Another player decides now.
och-illegal-wrong_decision = This move does not answer the decision now.
och-illegal-no_such_card = There is no card in that slot of the action board.
och-illegal-cannot_afford = You cannot pay for it.
och-illegal-not_on_island = That zone is off the island: a tile may not go over its edge.
och-illegal-zone_taken = The zone is taken: a tile never goes on another.
och-illegal-not_touching = The tile must touch a terrain tile already placed or the metropolis.
och-illegal-not_a_shape = These zones do not have the tile's shape.
och-illegal-not_a_port = The metropolis covers a port zone (where the arrow points) and a zone next to it.
och-illegal-no_such_slot = There is no building in that slot of the building board.
och-illegal-wrong_terrain = A building goes on its slot's terrain (an empty volcano is any terrain).
och-illegal-no_tile = No tile covers that zone yet, and you build only on free terrain.
och-illegal-not_free = That zone is taken: the metropolis, a building, a temple or a creature is there.
och-illegal-next_to_creature = You may not build next to a mythical creature.
och-illegal-not_a_diamond = A temple covers 4 neighbouring zones in a diamond.
och-illegal-temple_terrains = A temple's 4 zones are of different types (an empty volcano is any).
och-illegal-none_left = The general supply has none left.
och-illegal-no_creature = There is no creature in that zone.
och-illegal-too_many_hoplites = 0 to 3 hoplites fight, those already waiting included.
och-illegal-no_blessing = You hold no active titan with that blessing.
och-illegal-payment_not_allowed = That payment does not buy that extra action.
och-illegal-not_allowed = That move is not possible now.

## Sandbox, teacher's desk, game picker, landing page, About

och-log-opening = Earlier in the game
och-sandbox-title = Sandbox: Orichalque against the computer
och-sandbox-intro = Play a whole game against 1–3 computer players. The first to have 5 victory points and no mythical creature left on their island wins.
och-game-label = Game
och-desk-new = New game: Orichalque, 2 players
och-landing-text = Orichalque: explore your island with terrain tiles, fight mythical creatures, attract the titans — lessons on every phase of a turn and a sandbox against the computer.
och-landing-open = Open Orichalque in English
och-landing-pick = Pick a game: Oriflamme or Orichalque.
och-about-html =
    <h3>Orichalque in five minutes</h3>
    <p>The first to meet BOTH conditions wins: 5 victory points (titans, temples, orichalcum medallions) and no mythical creature left on their island. The game ends at once.</p>
    <p><b>First turn.</b> Place the metropolis on one of the island's 3 ports and take what the port pays.</p>
    <p><b>A turn in 5 phases.</b> 1) Take an action card from the action board (the first two are free, the others cost hoplites). 2) Place its terrain tile: on the island, never on another tile, touching a tile already placed or the metropolis. 3) Do the card's action: produce orichalcum, recruit hoplites, fight or build. 4) An extra action for 2 hoplites, 2 orichalcum or 2 defeated creatures. 5) With two players, discard a card from the action board.</p>
    <p><b>Titans.</b> An area of 3 zones of one type attracts that terrain's titan: 1 victory point and its blessing (Rhea, Tethys, Kronos, Hyperion).</p>
    <p><b>Fights.</b> 1 die plus 1 per hoplite (0–3): a sum at least the creature's strength, or a skull, wins. The chance of winning shows before the roll.</p>
och-desk-loaded = Position “{ $title }”. You play for every player; “Undo the move” steps back.

## The landing page: the Oriflamme link names its game (issue 16)
w-landing-open-oriflamme = Open Oriflamme in English

## The app's title when Orichalque is picked
och-app-title = Orichalque — a rules tutor
och-r-building = { $building }: { $effect }
och-temple-here = Build a temple on zones { $zones }
och-status-who = { $player } to play.
och-zone-terrain = { $zone } ({ $terrain })
och-building-effects-note = What buildings other than the mine, the training camp and the oratory do comes from the player aid: the rulebook sends the reader there.
och-legend-buildings = Buildings on the island:
och-building-effect-camp = +1 hoplite at each recruitment
och-building-effect-mine = +1 orichalcum at each production
och-building-effect-hospital = after a won fight, 1 hoplite who fought comes back to you instead of the general supply
och-building-effect-oratory = you may hold one more titan
och-building-effect-siege = in a fight, a 3 on a die counts as a skull
och-building-effect-arch = +1 orichalcum for each creature defeated
och-building-effect-crystal = you may build next to creatures
och-building-effect-architect = two zones under a temple may be of the same terrain
och-building-effect-forge = two extra actions per turn instead of one
och-building-effect-statues = an extra action paid with hoplites costs 1 hoplite less

## The extra action's price, as the engine charges it (issue 28)

och-pay-hoplites-n = { $count ->
    [one] { $count } hoplite
   *[other] { $count } hoplites
}
och-pay-orichalcum-n = { $count ->
    [one] { $count } orichalcum
   *[other] { $count } orichalcum
}
och-pay-creatures-n = { $count ->
    [one] { $count } defeated creature
   *[other] { $count } defeated creatures
}
och-pay-statues-note = { $price }: { $discount } fewer thanks to the statues, per the player aid
och-pay-statues-phrase = { $price } ({ $discount } fewer thanks to the statues, per the player aid)
# issue 28: the legend under the whole table, and where a building's effect comes from
och-legend-table = Buildings on the table — what the codes mean:
och-legend-source = { $status ->
    [aid] from the player aid
    [provisional] provisional: not checked against the box
   *[verified] from the rulebook
}

## The advisor at the teacher's desk (issue 25): $move the best move in words, $win its chance (advisor-percent)

och-advisor-best = Best move: { $move }. Chance to win { $win }.
och-advisor-gain = { $amount ->
    [0] It scores no victory point right away, but leads to a better position.
   *[other] It scores { $amount_pts } right away.
}

## The position editor (the teacher's desk)
och-editor-section-game = The game
och-editor-section-supply = { $player }'s supply
och-editor-section-island = { $player }'s island
och-editor-round = Round
och-editor-first-player = First player token
och-editor-turn = Whose turn
och-editor-step = Phase of the turn
och-editor-step-metropolis = First turn: metropolis
och-editor-step-card = Phase 1: action card
och-editor-step-tile = Phase 2: terrain tile
och-editor-step-action = Phase 3: the card’s action
och-editor-step-extra = Phase 4: extra action
och-editor-step-discard = Phase 5: discard a card
och-editor-step-release = Returning a titan
och-editor-step-minotaur = The Minotaur’s building
och-editor-step-first = Choosing the first player
och-editor-step-finished = Game over
och-editor-hoplites = Hoplites
och-editor-orichalcum = Orichalcum ingots
och-editor-medallions = Orichalcum medallions
och-editor-titans = Titans
och-editor-captured = Defeated creatures: { $creature }
och-editor-none = none
och-editor-creature-at = Zone { $zone } ({ $terrain }): mythical creature
och-editor-building-at = Zone { $zone } ({ $terrain }): building

## The reference tab: titans, mythical creatures, buildings, actions, phases of a turn
och-ref-tab = Reference
och-ref-intro = Orichalque’s titans, mythical creatures, buildings, actions and phases of a turn, from the game’s data. Each line gives its source; where there is a lesson, a button opens it.
och-ref-search = Search
och-ref-search-placeholder = Name…
och-ref-count = Shown: { $shown } of { $total }
och-ref-none = Nothing found.
och-ref-section-titans = Titans
och-ref-section-creatures = Mythical creatures
och-ref-section-buildings = Buildings
och-ref-section-actions = Actions
och-ref-section-phases = Goal, turn and round
och-ref-source = Source: { $source }
och-ref-terrain = Terrain: { $terrain }
och-ref-blessing = Blessing: { $blessing }
och-ref-strength = Strength: { $strength }
och-ref-in-box = In the box: { $count }
och-ref-reward = Reward: { $reward }
och-ref-code = Mark on the board: { $code }
och-ref-goal = The goal
och-ref-first-turn = The first turn
och-ref-round-end = The end of a round
och-ref-temple = Temple (build)
och-ref-medallion = Orichalcum medallion (build)
och-ref-extra = Extra action (phase 4)
och-ref-produce-text = 1 orichalcum ingot from the general supply for each mine on your island, the metropolis’s included. Hyperion’s blessing doubles the production.
och-ref-recruit-text = 1 hoplite from the general supply for each training camp on your island, the metropolis’s included. Tethys’s blessing doubles the recruitment.
och-ref-build-text = Take a building from the building board and put it on a zone of the terrain its slot shows (an empty volcano is any terrain), not next to a mythical creature. A mine or a training camp brings at once the resource lying on it. The zone under a building is no longer terrain. Rhea’s blessing gives one more build.
och-ref-temple-text = A temple covers 4 neighbouring zones in a diamond, all of different terrains (an empty volcano is any), not next to a mythical creature; it brings 1 victory point. The zones under a temple are no longer terrain.
och-ref-medallion-text = Spend 5 orichalcum ingots from your supply: the medallion brings 1 victory point.
och-ref-fight-blessing = Kronos’s blessing: one win without rolling the dice.
och-ref-extra-text = One extra action per turn (two with the forge), paid with:
och-ref-pay = { $payment } → { $actions }
och-ref-dice = The combat die’s faces here are illustrative ({ $faces }): the rulebook prints only the skull and the numbers 1, 2 and 3.
