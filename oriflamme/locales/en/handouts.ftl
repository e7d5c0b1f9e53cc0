# Player aids to print (oriflamme/handouts). Card names, abilities and rulings as the card reference says them;
# Orichalque's words as in orichalque-ui.ftl. Ruling ids (RULINGS.md) in brackets.

handout-title = { $game } — player aid
handout-print = Print
handout-footer = Player aid made by the rules tutor on { $date }. Card abilities and rulings as in the tutor’s card reference.

## Oriflamme (base game, Ablaze, Alliance)

handout-subtitle-oriflamme = 3–5 players · 6 rounds · { $count ->
    [one] { $count } card
   *[other] { $count } cards
} per family
handout-goal = Goal: have the most influence in front of you at the end of round 6. Influence lying on cards in the queue does not count.
handout-setup-base = Set-up: each player takes the 10 cards of their family, sets 3 aside at random face down, keeps the other 7 in hand and takes 1 influence. The oldest player starts.
handout-setup-ablaze = Set-up: each player takes the 11 cards of their family and their bribery token. The Twin goes face up in front of them; of the other 10 cards, 3 are set aside at random face down and 7 kept in hand. Each player takes 1 influence. The oldest player starts.
handout-setup-alliance = Set-up: each player takes the 10 cards of their family, sets 3 aside at random face down, keeps the other 7 in hand and takes 1 influence. The 5 verdict tokens go on the table: they are shared by everyone. The oldest player starts.
handout-round-title = A round: two phases
handout-placement =
    Placement phase.
    From the first player, in turn, each player puts one card from hand face down: at the start of the queue, at the end, or (from round 2) on top of a card of their own family already in the queue. Never between two cards. A covered card is out of play: it cannot be revealed, targeted or given influence.
handout-resolution =
    Resolution phase.
    The queue’s cards resolve one after another, from the first to the last; the card’s owner decides. A face-down card: reveal it (take the influence on it and apply its ability) or leave it face down and put 1 influence on it from the supply. A face-up card must apply its ability, even against its owner; where the ability has nothing to act on, nothing happens.
handout-elimination = Eliminating: whoever eliminates a card of any family, even their own, gains 1 influence, unless the ability says otherwise. The influence on an eliminated face-down card goes back to the supply. Eliminated and discarded cards lie face up in front of their owner; the queue closes up.
handout-kinds = A revealed character stays in the queue and resolves every round. An intrigue is discarded after its effect, unless the card says otherwise.
handout-next-round = A new round: the first player token passes to the next player; the cards in the queue stay where they are.
handout-end = End of the game: after round 6 (the 7th card in hand is not played), the player with the most influence in front of them wins. On a tie, the one with more top cards of their own family in the queue wins.{ $basis ->
    [reading] { " " }{ tiebreak-reading-note }
   *[other] {""}
} If that is tied too, no rule settles it: we count it as a shared victory.
handout-changes-ablaze-title = What Ablaze changes
handout-changes-ablaze =
    The Twin waits face up in front of its owner; only a Prince revealed by its owner brings it (face down) into the queue.
    Each family has a bribery token: the Bribery puts it on a face-up character of another player that is not in a stack, and that card is yours from then on.
    Whoever eliminates another player’s Queen gains 1 more influence.
    Set-aside cards can come back into play: the Substitution takes a character from them (or from the discard).
handout-changes-alliance-title = What Alliance changes
handout-changes-alliance =
    The 5 verdict tokens are shared by everyone: the Judge puts them, and a verdict stays on a covered card.
    The Infiltration and the Pact, once revealed, are kept in front of their owner: they go on working.
    The Insurrection, after its effect, turns face down again and stays in the queue.
    Influence can lie on a face-up Diplomat too.
handout-cards-title = A family’s cards ({ $count })

## Orichalque

handout-subtitle-orichalque = 2–4 players · to win: 5 victory points and an island without mythical creatures
handout-och-goal = Goal: be the first to meet BOTH conditions — 5 victory points (titans, temples, orichalcum medallions) and no mythical creature left on your island. The game ends at once.
handout-och-first-turn = First turn: first put the metropolis on one of the island’s 3 ports — it covers the port’s zone (where the arrow points) and a zone next to it — and take what the port pays. The metropolis holds a mine and a training camp.
handout-och-turn-title = A player’s turn: 5 phases
handout-och-phase-1 =
    Phase 1. Action card.
    Take a card of the action board: the two leftmost are free, slot 3 costs 1 hoplite (the cost of slots 4–6 is provisional in the tutor). The card brings a terrain tile and phase 3’s action.
handout-och-phase-2 =
    Phase 2. Terrain tile.
    Place the card’s tile inside the island, never over another tile, touching a tile already placed or the metropolis. A tile on a port’s zone pays what the port pays. A mythical creature settles on the tile’s volcano.
handout-och-phase-3 =
    Phase 3. The card’s action.
    Produce orichalcum (1 ingot per mine), recruit hoplites (1 hoplite per training camp), fight the mythical creatures, or build (a building, a temple or an orichalcum medallion). You may pass.
handout-och-phase-4 =
    Phase 4. Extra action.
    For a payment, take one more action (see below); then the turn ends.
handout-och-phase-5 =
    Phase 5 (two players only).
    Discard one card of the action board.
handout-och-round-end = End of a round: the boards are refilled. The first-player token goes to the player with the most hoplites in their personal supply (the holder is left out of the count); the holder breaks a tie. The player to the right of the new first player takes 1 hoplite. With two players, the holder passes the token to the other player and takes 1 hoplite.
handout-och-titans-title = Titans
handout-och-titans = An area of at least 3 neighbouring zones of one terrain attracts that terrain’s titan: its tile comes to you active side up — 1 victory point and a blessing. The blessing strengthens one action of phase 3; the titan then turns inactive side up (the point stays) and becomes active again when you make a new area of 3 zones of its terrain or extend yours. When another player does so, the titan goes to them. You hold one titan, two with an oratory; each further oratory, one more (our reading of the player aid: the rulebook speaks of two only).
handout-och-buildings-title = Buildings, temple, medallion
handout-och-buildings = A building of the building board goes on a free zone of its slot’s terrain (an empty volcano counts as any terrain), never next to a mythical creature; when you build a mine or a training camp, take the resource lying on it. A temple covers 4 free zones in a diamond, all of different terrains (an empty volcano counts as any), not next to a creature: 1 victory point. An orichalcum medallion costs 5 ingots: 1 victory point.
handout-och-building-camp = Recruiting brings 1 hoplite per training camp (the metropolis has one).
handout-och-building-mine = Producing brings 1 orichalcum ingot per mine (the metropolis has one).
handout-och-building-hospital = After a fight won, 1 hoplite who fought goes back to your personal supply at the end of the action, not to the general supply.
handout-och-building-oratory = You may hold one more titan.
handout-och-building-siege = In a fight, a 3 on a die wins, like a skull.
handout-och-building-arch = For each creature beaten, 1 more orichalcum ingot per arch.
handout-och-building-crystal = Buildings and temples may go next to mythical creatures too.
handout-och-building-architect = Under a temple, two zones may be of the same terrain.
handout-och-building-forge = Two extra actions per turn instead of one.
handout-och-building-statues = An extra action paid with hoplites costs 1 hoplite instead of 2.
handout-och-creatures-title = Mythical creatures
handout-och-creatures = A creature appears on a tile’s volcano. Beaten, it goes to your personal supply with its reward; 2 beaten creatures can pay for an extra action.
handout-och-reward-cerberus = 1 orichalcum ingot
handout-och-reward-minotaur = a building drawn from the bag — build it for free on a free zone (not next to a creature) or decline it
handout-och-reward-gorgon = 2 orichalcum ingots
handout-och-reward-cyclops = 3 orichalcum ingots
handout-och-reward-hydra = the titan shown on the Hydra (each titan has its Hydra)
handout-och-fight-title = Fighting and the odds of winning
handout-och-fight = Roll 1 die, plus 1 die per hoplite in the fight (0–3, those already waiting by the creature included). You win if the sum of the numbers reaches the creature’s strength, or if any die shows a skull. One fight action may take on every creature of the island in turn while you win; a lost fight ends the action, and its hoplites stay waiting by the creature.
handout-och-dice = Note: the combat die’s faces are provisional in the tutor ({ $faces }); the rulebook prints only the skull and the numbers 1, 2, 3. So the odds in the tables are provisional too: exact for a die with these faces.
handout-odds-plain = Chance of winning
handout-odds-siege = Chance of winning with a siege engine (a 3 counts as a skull)
handout-odds-head = Hoplites in the fight (dice)
handout-och-extra-title = Extra action (phase 4): one per turn, two with the forge
handout-och-sources = Where each row comes from: “rulebook”, printed in the rulebook; “aid”, from the unofficial player aid (Jay Deiman); “provisional”, our data until it is checked against a box.
handout-status-verified = rulebook
handout-status-aid = aid
handout-status-provisional = provisional
handout-col-titan = Titan
handout-col-terrain = Terrain
handout-col-blessing = Blessing
handout-col-source = Source
handout-col-building = Building
handout-col-count = No.
handout-col-effect = Effect
handout-col-creature = Creature
handout-col-strength = Strength
handout-col-reward = Reward
