# Decisions on the board: the Twin a Prince brings in; short labels of the options; the legend of the table's badges.

## The Twin a Prince brings in (decision place_twin, A2)

w-status-twin = Your turn: { card-prince.def } brings { card-twin.def } into play. Where does it go? At the start, at the end, or on one of your stacks, but not on { card-prince.def }.
w-twin-title = The { card-twin } is waiting: choose its place
teacher-twin-title = { $player }: the { card-twin } is waiting, choose its place

## Short labels of the options of "A OR B" cards (w-option-<card>-<number>)

w-option-informant-1 = Gain as much as lies on adjacent face-down cards of opponents
w-option-informant-2 = Swap with a card from the hand
w-option-diplomat-1 = +1 and 2 influence on another { card-diplomat }
w-option-diplomat-2 = Take this card's influence and discard it
w-option-judge-1 = +1 influence and a verdict on a card
w-option-judge-2 = Eliminate a card with a verdict

## The legend of the badges of the families' table

render-legend-title = Legend
render-legend-twin = { $all ->
    [yes] Every family has its { card-twin } waiting in front of it.
   *[no] "{ render-twin-waiting }": the { card-twin } waits face up in front of the family.
} The { card-prince } of that family brings it into the queue when its owner reveals that { card-prince } from face down; if that { card-prince } is eliminated, the { card-twin } is discarded unless it is covered in a stack.
render-legend-bribe = { $all ->
    [yes] No bribery token has been used yet: every family still has its own.
   *[no] "{ render-bribe-token }": the family with this badge has not used its bribery token yet.
} The { card-bribery } card puts it on a face-up character of an opponent that is not in a stack: from then on that character belongs to the family that bribed it.

## The log: a choice that caused nothing yet (a target, an option…)

w-log-target = { $card_known ->
    [yes] { $self ->
        [yes] { $player } chooses the target of the { $by_card }: { own-card-acc } (position { $position_num }).
       *[no] { $player } chooses the target of the { $by_card }: { $owner_of } { $card } (position { $position_num }).
    }
   *[no] { $self ->
        [yes] { $player } chooses the target of the { $by_card }: one of their own face-down cards (position { $position_num }).
       *[no] { $player } chooses the target of the { $by_card }: a face-down card of { $owner } (position { $position_num }).
    }
}
w-log-choice = { $player } chooses: { $choice }.
