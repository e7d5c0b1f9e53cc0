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
cardref-intro = All 31 cards of the three editions: what each one does and how the rules settle the tricky cases.
cardref-search = Search
cardref-search-placeholder = A card’s name…
cardref-count = { $shown ->
    [one] { $shown } card of { $total }
   *[other] { $shown } cards of { $total }
}
cardref-none = No card has this name.
cardref-ability = Ability
cardref-rulings = Rulings
cardref-lesson = Lesson: { $title }
cardref-lesson-tip = Open the lesson about this card

cardref-ruling-archer = The Archer may eliminate itself when it is first or last in the queue — even when the other end holds another card. (B1)
cardref-ruling-soldier = Only a card right next to the Soldier can be eliminated; on its own in the queue, it does nothing. (B2)
cardref-ruling-spy = The influence is stolen from the player’s supply, never from the card. Choosing one of your own cards steals nothing. (B3)
cardref-ruling-heir = Any other face-up, uncovered card of the same name — of any family — cancels the gain. (B4)
cardref-ruling-shapeshifter = It copies an adjacent face-up, uncovered character as if printed on itself, from its own place, keeping its own name. Nothing to copy: no effect. (B5)
cardref-ruling-lord = Every adjacent top card you own counts, face up or face down. (B6)
cardref-ruling-assassination = It may eliminate any card of the queue, even itself; then it is discarded if it is still there. (B7)
cardref-ruling-royal_decree = The card moves with its influence to a new place, never onto another card and never back where it was; the card under it is uncovered. Then the Decree is discarded. (B8)
cardref-ruling-ambush = Revealed by its owner: 1 influence, then discarded. Eliminated by an opponent: its owner gains 4 and the attacking card is discarded. Eliminated by its owner’s own card: only the usual 1. (B9)
cardref-ruling-conspiracy = The influence on it counts twice: 3 on it gives 6 in all. Then it is discarded. (B10)
cardref-ruling-prince = The Twin comes into the queue only if the Prince’s owner revealed it from face down this very turn, never onto the Prince. When the Prince is eliminated, the uncovered Twin of its family is discarded. (A2)
cardref-ruling-twin = The Twin starts face up in front of its owner and enters the queue with the Prince. When it is eliminated, every uncovered Prince of its controller is discarded. (A1, A3)
cardref-ruling-schemer = A stack of 2 or more cards next to it makes it discard itself; otherwise it gains 1. (A4)
cardref-ruling-queen = Whoever eliminates another player’s Queen gains 1 more. (A5)
cardref-ruling-cutthroat = It also eliminates the other players’ face-up uncovered cards of the same name; if only one card is eliminated in all, it gains nothing for it. (A5)
cardref-ruling-apothecary = The target must be next to a card of yours other than the Apothecary; it may be anyone’s, the Apothecary itself included. (A6)
cardref-ruling-felon = Every player, its owner too, loses 1 for each of their cards next to it. (A7)
cardref-ruling-substitution = A character of another player that was alone on its place is replaced by the same character of yours, face up, from your discard or your aside cards. A Prince brought in this way does not bring the Twin. (A8)
cardref-ruling-bribery = The token goes on a face-up character of another player that is alone on its place: you control that card from then on. It goes back to its family’s discard if it leaves the queue. (A9)
cardref-ruling-combination = It is discarded first; then a face-up character you control acts again, and each token that was on it is either taken or spent on one more action. (A10)
cardref-ruling-trap = Revealed by its owner: 1 influence, then discarded. Eliminated by another player: its owner takes 3 from that player and the attacking card is discarded. (A11)
cardref-ruling-empress = The influence goes on a face-down top card of an opponent, if there is one. (L1)
cardref-ruling-fanatic = The second influence needs all your other cards of the queue to be face down or covered. (L2)
cardref-ruling-informant = The swapped-in card stays face down and inactive until the next round; the Informant goes back to your hand. (L3, G18)
cardref-ruling-diplomat = Influence on a Diplomat stays when it is covered and goes back to the supply when it is eliminated. (L4)
cardref-ruling-deserter = It stays only if a face-up character is next to it after the elimination; otherwise it is discarded. (L5)
cardref-ruling-judge = At most one verdict per card, 5 in all. A verdict stays on a covered card and goes back to the pool when its card leaves the queue. (L6)
cardref-ruling-insurrection = It can be revealed only with at least 1 influence on it; it eliminates the card before it, then the card after it, and turns face down again. (L7)
cardref-ruling-extortion = Eliminated by an opponent: its owner gains 2 for each of that opponent’s top cards in the queue, and that opponent loses 1 from each face-down top card that carries some. (L8)
cardref-ruling-infiltration = The card is kept in front of you: from then on, each face-down card you eliminate gives 2 more. (L9, L11)
cardref-ruling-pact = Its influence is not taken: the Pact is kept with it, pays it each later round while you have a card in the queue, and counts at the end. (L10)
