## Card size control of the board (oriflamme/widgets/card_size.py)

w-card-size = Card size
w-card-size-auto = Fit
w-card-size-sm = Small
w-card-size-md = Medium
w-card-size-lg = Large
w-card-size-xl = Huge
w-card-size-auto-tip = Fit the cards to the width of the screen
w-card-size-sm-tip = Small cards (a phone)
w-card-size-md-tip = Medium cards
w-card-size-lg-tip = Large cards, with their text
w-card-size-xl-tip = Extra large cards, with their text (the back of a classroom)

## Card reference (oriflamme/widgets/card_reference.py)

w-tab-cards = Cards
cardref-intro = All 31 cards of the three editions: what each one does and how we read the tricky cases (where the rules are silent, the call is ours).
cardref-search = Search
cardref-search-placeholder = A card’s name…
cardref-count = { $shown ->
    [one] { $shown } card of { $total }
   *[other] { $shown } cards of { $total }
}
cardref-none = No card has this name.
cardref-ability = Ability
cardref-rulings = Rulings
cardref-lesson = Lesson “{ $title }”
cardref-lesson-tip = Open the lesson about this card
cardref-teacher = Ruling ids (for the teacher)

cardref-ruling-archer = The Archer may eliminate itself when it is first or last in the queue — even when the other end holds another card.
cardref-ruling-soldier = A face-up Soldier must eliminate a card right next to it, even one of its owner’s; on its own in the queue, it does nothing.
cardref-ruling-spy = The influence is taken from the player’s own influence, never from the card. Choosing a card of the Spy’s owner steals nothing.
cardref-ruling-heir = If any other face-up, uncovered card of the same name — of any family — is in the queue, the Heir gains nothing.
cardref-ruling-shapeshifter = It applies the ability of an adjacent face-up, uncovered character as if it were printed on the Shapeshifter: from its own place and under its own name. So a copied Heir looks for another Shapeshifter, and copying a Shapeshifter does nothing. Nothing to copy: no effect.
cardref-ruling-lord = Every adjacent top card of the { card-lord }’s owner counts, face up or face down.
cardref-ruling-assassination = It may eliminate any card of the queue, even itself; then it is discarded if it is still there.
cardref-ruling-royal_decree = It moves a top card of any family, with its influence, to a new place — never onto another card, never back where it was; the card under it is no longer covered. Moved to after the Decree, the card still resolves this round, even if it already has; moved before it, it no longer does. Then the Decree is discarded.
cardref-ruling-ambush = Revealed by its owner: the influence on it goes back to the supply, the owner gains 1, and it is discarded. Eliminated by an opponent’s card: that opponent gains the usual 1, the Ambush’s owner gains 4, and the attacking card is discarded. Eliminated by a card of its own owner: only the usual 1, and the card that eliminated it stays.
cardref-ruling-conspiracy = The influence on it counts twice: 3 on it gives 6 in all. Then it is discarded.
cardref-ruling-prince = The Prince brings the Twin into the queue only when its owner reveals it from face down (a face-up Prince resolving again brings nothing): face down, at the start, at the end or on a stack of theirs, never on the Prince. When the Prince is eliminated, every uncovered Twin controlled by the same player — in the queue or still waiting — is discarded.
cardref-ruling-twin = The Twin waits face up in front of its owner; only the Prince brings it into the queue (face down). When it is eliminated, every uncovered Prince controlled by the same player is discarded, one they bribed too.
cardref-ruling-schemer = A stack of 2 or more cards next to it: the Schemer is discarded (a discard, not an elimination: nobody gains 1); otherwise its owner gains 1.
cardref-ruling-queen = Whoever eliminates another player’s Queen gains 1 more.
cardref-ruling-cutthroat = It also eliminates the other players’ face-up, uncovered cards with the same name as the adjacent card; if only one card is eliminated in all, its owner does not gain the 1 for eliminating it (a Queen’s extra 1 still counts).
cardref-ruling-apothecary = The target must be next to another card of the Apothecary’s owner (not the Apothecary itself), face up or face down; the target may be anyone’s, the Apothecary itself included.
cardref-ruling-felon = Every player, its owner too, loses 1 for each of their cards next to it.
cardref-ruling-substitution = If the eliminated card is a character of another player that was not in a stack, the Substitution’s owner puts the same character of their own family in its place, face up, from their discard or set-aside cards; if they have none, there is no replacement. A Prince brought in this way does not bring the Twin.
cardref-ruling-bribery = The Bribery’s owner puts their token on a face-up character controlled by another player that is not in a stack: they control that card from then on. If it leaves the queue, it goes to its own family’s discard and the token goes back to the Bribery’s owner. They can also take back their own character that another player bribed: their token goes on it and the other player takes theirs back.
cardref-ruling-combination = It is discarded first; then a face-up character its owner controls applies its ability, and each influence that was on the Combination is either taken or discarded to apply an ability once more (the same character allowed). No face-up character: the influence is simply taken.
cardref-ruling-trap = Revealed by its owner: the influence on it goes back to the supply, the owner gains 1, and it is discarded. Eliminated by another player’s card: that player first gains the usual 1, then the Trap’s owner takes 3 from them (as much as they have) and the attacking card is discarded. Eliminated by a card of its own owner: only the usual 1.
cardref-ruling-empress = The influence goes on a face-down top card of an opponent, if there is one.
cardref-ruling-fanatic = The second influence needs all the other cards of the Fanatic’s owner in the queue to be face down or covered.
cardref-ruling-informant = Its first option takes nothing off the cards: the influence stays on them. The card swapped in stays face down and inactive until the next round; the Informant goes back to its owner’s hand.
cardref-ruling-diplomat = Influence on a Diplomat stays when it is covered and goes back to the supply when it is eliminated.
cardref-ruling-deserter = It eliminates an adjacent card: its owner gains the usual 1, and 1 more if it was a character. The Deserter stays only if a face-up character is next to it after the elimination; otherwise it is discarded.
cardref-ruling-judge = At most one verdict per card, 5 in all; when none is left, the first option only gains 1. A verdict stays on a covered card and goes back to the shared verdict tokens when its card leaves the queue.
cardref-ruling-insurrection = It can be revealed only with at least 1 influence on it: 1 goes back to the supply, its owner takes the rest. It eliminates the card before it, then the card after it, turns face down again and stays in the queue.
cardref-ruling-extortion = Revealed by its owner: the influence on it goes back to the supply, its owner gains 1, then it is discarded. Eliminated by an opponent’s card: that opponent first gains the usual 1, then the Extortion’s owner gains 2 for each of that opponent’s top cards in the queue (the eliminating card included; top cards only is our reading of “each card” in the Extortion’s text), and that opponent loses 1 from each of their face-down top cards that carries some.
cardref-ruling-infiltration = It first puts 1 influence on each face-down top card of its owner, then is kept in front of them: from then on, each face-down card they eliminate gives them 2 more.
cardref-ruling-pact = Its influence is not taken: the Pact is kept with it. At the start of each later round, if its owner has a card in the queue (a covered one counts), they gain as much as lies on the Pact; at the end of the game its influence counts for them.
