# Orichalque: the board's labels, the decisions' buttons, the log (oriflamme/widgets/orichalque, orichalque/render.py).
# English is a fourth language for developers and guests, never a fallback.

## Names

och-game = Orichalque
och-terrain-forest = forest
och-terrain-water = water
och-terrain-desert = desert
och-terrain-mountain = mountain
och-terrain-volcano = volcano
och-terrain-metropolis = metropolis
och-titan-rhea = Rhea
och-titan-tethys = Tethys
och-titan-kronos = Kronos
och-titan-hyperion = Hyperion
och-blessing-rhea = take one more build action
och-blessing-tethys = double the hoplites recruited
och-blessing-kronos = defeat one mythical creature automatically
och-blessing-hyperion = double the orichalcum produced
och-creature-cerberus = Cerberus
och-creature-minotaur = Minotaur
och-creature-gorgon = Gorgon
och-creature-cyclops = Cyclops
och-creature-hydra = Hydra
och-building-camp = training camp
och-building-mine = mine
och-building-hospital = hospital
och-building-oratory = oratory
och-building-siege = siege engine
och-building-arch = arch
och-building-crystal = crystal
och-building-architect = architect
och-building-forge = forge
och-building-statues = statues
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
och-face-skull = skull
och-side-easy = easy side
och-side-hard = hard side
och-island = island { $number }, { $side }
och-nothing = nothing

## The table's drawing (tooltips and labels)

och-r-zone = Zone { $zone }: { $terrain }
och-r-zone-empty = Zone { $zone }: not explored yet
och-r-port = Port: { $pay }
och-r-metropolis-building = Metropolis: { $building }
och-r-temple = Temple ({ $zones })
och-r-slot = Slot { $slot }: { $terrain }
och-r-titan = { $titan } ({ $terrain }): { $blessing }. { $active ->
    [yes] Active side
   *[no] Inactive side
}, { $holder }
och-r-centre = in the middle of the table
och-r-player-detail = { $points } — { $island }
och-r-captured = Captured: { $creatures }
och-r-temple-token = Victory token: temple
och-r-medallion = Victory token: orichalcum medallion
och-r-illustrative = Illustrative islands
och-r-card = Card: { $action }, { $size }
och-r-creature = { $creature }, strength { $strength }
och-r-waiting = Waiting by the creature: { $hoplites }
och-r-first = First player token
och-r-tile = Terrain tile: { $terrains }

## The board and the decisions

och-provisional = Please note: the islands, the tiles' terrains, the mix of action cards, the cost of slots 4–6 and the dice faces shown here are illustrative — the rulebook does not print them, the box may differ. The rules of the game are the same.
och-status-metropolis = Your first turn: place the metropolis. Choose a port (the zone the arrow points at), then a zone next to it.
och-status-metropolis-second = The metropolis covers port { $zone }: choose its second zone, next to it.
och-status-card = Phase 1: take an action card. The two leftmost are free, the others cost hoplites.
och-status-tile = Phase 2: place the terrain tile. Turn it with «Turn the tile» and click a highlighted zone: the tile's cell ringed in blue goes there.
och-status-tile-pick = Phase 2: click the zone for the tile's «{ $terrain }» cell (in the tile's order).
och-status-produce = Phase 3: produce orichalcum — 1 ingot per mine. Do it or decline.
och-status-recruit = Phase 3: recruit hoplites — 1 hoplite per training camp. Do it or decline.
och-status-fight = Phase 3: fight. Choose the creature and how many hoplites (0–3): the chance of winning shows before the roll.
och-status-build = Phase 3: build — a building (choose it on the building board, then a zone), a temple or a medallion.
och-status-extra = Phase 4: extra action — choose the action and the payment, or end your turn.
och-status-discard = Phase 5 (two players): discard one card from the action board.
och-status-release = More titans than you may keep: return one to the middle of the table.
och-status-minotaur = Minotaur defeated: build «{ $building }» for free on free terrain (not next to a creature), or decline.
och-status-first = A tie for the most hoplites: decide who gets the first player token.
och-status-temple = Temple: choose 4 zones in a diamond, all of different types (an empty volcano is any type). Chosen: { $count } of 4.
och-status-building = Building «{ $building }»: click a highlighted zone.
och-status-waiting = Now playing: { $player }.
och-status-won = Game over: { $player } wins — { $points }, and no mythical creature left on the island.
och-you = you
och-action-board = Action board
och-building-board = Building board
och-titans = Titans
och-decision = Decision
och-take = Take card { $slot }: { $action }, { $size }{ $creatures ->
    [0] {""}
   *[other] , creatures: { $creatures }
} — { $cost ->
    [0] free
   *[other] { $cost_count }
}
och-rotate = Turn the tile
och-tile-pick = Choose the zones one by one
och-tile-preview = Your tile: { $terrains }
och-zone-button = Zone { $zone }: { $terrain }
och-place-here = Put the tile on { $zone }
och-metropolis-port = Metropolis: port { $zone }
och-metropolis-zone = Metropolis: second zone { $zone }
och-metropolis-move = Metropolis: port { $port }, second zone { $zone }
och-produce = Produce orichalcum
och-produce-bless = Produce with Hyperion's blessing (double)
och-recruit = Recruit hoplites
och-recruit-bless = Recruit with Tethys's blessing (double)
och-fight-with = Fight: { $creature } (strength { $strength }), zone { $zone }
och-fight-hoplites = Hoplites in the fight
och-fight-waiting = Already waiting by it: { $hoplites }
och-fight-roll = Roll { $dice }
och-fight-bless = Kronos's blessing: win without rolling
och-chance = Chance of winning: { $percent } % ({ $won } of { $total } outcomes)
och-chance-sure = Chance of winning: 100 %
och-build-slot = Build: { $building } (slot { $slot }, { $terrain })
och-build-here = Build here: zone { $zone }
och-temple = Build a temple
och-temple-zone = Temple zone: { $zone }
och-medallion = Forge a medallion (5 orichalcum)
och-pass = Decline the action
och-end-turn = End the turn
och-extra = { $action } — pay { $payment }
och-extra-futile = { $action } — pay { $payment } (in vain: once paid, this action can do nothing here)
och-discard = Discard card { $slot }
och-release = Return the titan: { $titan }
och-minotaur-here = Build here: zone { $zone }
och-minotaur-decline = Decline the building
och-first = First player: { $player }
och-cancel = Cancel the choice
och-undo = Undo the move
och-log = Log (newest first)
och-supply = { $player }'s supply: { $hoplites }, { $orichalcum }, { $creatures }, { $points }
och-titan-card = { $titan } — { $blessing } ({ $state })
och-titan-active = active
och-titan-inactive = inactive

## The log

och-ev-turn-started = Round { $round }: { $player } plays.
och-ev-metropolis-placed = { $player } places the metropolis: zones { $zones }.
och-ev-port-reached = { $player } reaches port { $zone }.
och-ev-gained = { $player } gets { $what }{ $reason ->
    [port] {" "}from the port
    [produce] {" "}— production
    [recruit] {" "}— recruitment
    [right_of_first] {" "}— sitting right of the first player
    [arch] {" "}— arch
    [mine] {" "}— mine
    [camp] {" "}— training camp
   *[other] {" "}— reward
}{ $aid ->
    [yes] {" "}(per the player aid)
   *[no] {""}
}.
och-ev-paid = { $player } pays { $what }{ $reason ->
    [card] {" "}for the action card
    [extra] {" "}for the extra action
    [medallion] {" "}for the medallion
   *[other] {""}
}.
och-ev-card-taken = { $player } takes card { $slot }: { $action }.
och-ev-tile-placed = { $player } places a terrain tile: { $where }.
och-ev-tile-returned = The tile fits nowhere: { $player } returns it to the general supply.
och-ev-creature-placed = A creature appears on volcano { $zone }: { $creature }.
och-ev-area = Area: { $terrain }, { $count } zones.
och-ev-titan-taken = { $player } attracts a titan: { $titan }{ $previous ->
    [none] {""}
   *[other] {" "}(taken from { $previous })
}.
och-ev-titan-reactivated = { $titan } is active again for { $player }.
och-ev-titan-returned = { $titan } goes back to the middle of the table.
och-ev-blessing-used = { $player } uses the blessing: { $titan }.
och-ev-fight-won = { $player } fights: { $creature } (strength { $strength }), hoplites { $hoplites }, rolled { $dice } — won!
och-ev-fight-lost = { $player } fights: { $creature } (strength { $strength }), hoplites { $hoplites }, rolled { $dice } — lost, the hoplites stay by the creature.
och-ev-fight-blessed = { $player } wins without rolling (Kronos): { $creature }.
och-ev-creature-captured = { $player } captures: { $creature }.
och-ev-building-drawn = The Minotaur's reward{ $aid ->
    [yes] {" "}(per the player aid)
   *[no] {""}
}: the building «{ $building }».
och-ev-building-declined = { $player } declines the building «{ $building }».
och-ev-building-built = { $player } builds: { $building } (zone { $zone }).
och-ev-temple-built = { $player } builds a temple: zones { $zones }.
och-ev-medallion-forged = { $player } forges an orichalcum medallion.
och-ev-hospital-returned = Back from the hospital{ $aid ->
    [yes] {" "}(per the player aid)
   *[no] {""}
}: { $what }.
och-ev-extra-action = Extra action: { $action }.{ $futile ->
    [yes] { " " }Once paid, it can do nothing here.
   *[no] {""}
}
och-ev-card-discarded = { $player } discards card { $slot }.
och-ev-round-ended = Round { $round } ends: the boards are refilled.
och-ev-first-player = { $player } gets the first player token.
och-ev-deck-reshuffled = The discard pile is shuffled: a new deck of action cards.
och-ev-game-won = { $player } wins: { $points }, and no mythical creature on the island!

## Moves and refusals

och-take-short = Take card { $slot }
och-fight-move = Fight in { $zone }: { $hoplites }
och-pay-hoplites = 2 hoplites
och-pay-orichalcum = 2 orichalcum
och-pay-creatures = 2 defeated creatures
och-pay-hoplites-statues = 1 hoplite (statues, per the player aid)
och-illegal-game_finished = The game is over.
och-illegal-unknown_move = There is no such move.
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
och-illegal-not_free = That zone is not free terrain (a building, temple or creature is there).
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
och-desk-loaded = Position «{ $title }». You play for every player; «Undo the move» steps back.

## The landing page: the Oriflamme link names its game (issue 16)
w-landing-open-oriflamme = Open Oriflamme in English

## The app's title when Orichalque is picked
och-app-title = Orichalque — a rules tutor
