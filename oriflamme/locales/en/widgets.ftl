# Widget texts (oriflamme/widgets), English (for developers; the tutor's users read uk, ru, fr).

w-lang-label = Language
w-app-title = Oriflamme — a rules tutor
w-status-round = Round { $round } of 6
w-status-placement = Placement phase
w-status-resolution = Resolution phase
w-status-finished = Game over
w-status-place = Your turn: choose a card from your hand, then its place in the queue.
w-status-place-card = Your turn: where does “{ $card }” go? At the start, at the end, or on one of your stacks.
w-status-place-card-ends = Your turn: where does “{ $card }” go? At the start or at the end of the queue.
w-status-reveal = Your turn: reveal “{ $card }” (position { $pos }) or leave it face down and add 1 influence on it?
w-status-target = Your turn: choose the target of “{ $card }”.
w-status-copy = Your turn: choose the character whose ability { $card_def } copies.
w-status-apply = Your turn: choose a face-up character of yours whose ability { $card_def } applies.
w-status-option = Your turn: which ability of “{ $card }” applies?
w-status-option-copied = Your turn: which ability of “{ $card }” applies? The “{ $copier }” is copying it.
w-status-destination = Your turn: where in the queue should the chosen card go?
w-status-swap = Your turn: which card from your hand replaces “{ $card }”?
w-status-token = Your turn: take an influence from “{ $card }” or spend it to repeat the ability?
w-status-from = Your turn: where does the character for “{ $card }” come from — the discard or the cards set aside?
w-status-other = Your turn: decide for “{ $card }”.
w-status-waiting = Now deciding: { $player }.
w-status-over = The game is over. The result is below.
w-status-replay = Replaying the log: step { $step } of { $total }. Go back to the current position to play on.
w-hand-title = Your hand
w-hand-empty = Your hand is empty.
w-hand-card = Choose “{ $card }”
w-place-title = Where to place it
w-place-start = At the start of the queue
w-place-end = At the end of the queue
w-place-on = On the stack (position { $pos })
w-place-hint = First choose a card from your hand.
w-decision-title = Decision
w-reveal = Reveal “{ $card }”
w-bank = Leave face down (+1 influence on the card)
w-option = Ability { $n }
w-option-text = Ability { $n }: { $text }
w-target = Target: position { $pos }
w-target-label = Choose the target: position { $pos }, { $desc }
w-choose-label = Choose: position { $pos }, { $desc }
w-targets-title = Possible targets
w-characters-title = Possible characters
w-dest = To position { $pos }
w-take = Take the influence
w-repeat = Spend the influence to repeat the ability
w-from-discard = From the discard
w-from-aside = From the cards set aside
w-swap = Play “{ $card }”
w-move-other = Move: { $move }
w-card-text = “{ $card }”: { $text }
w-log-title = Game log (newest first)
w-log-empty = Nothing has happened yet.
w-log-opening = Before the first move
w-log-move = Move { $n }
w-influence-delta = { $player }: { $amount ->
    [one] { $sign }{ $amount } influence
   *[other] { $sign }{ $amount } influence
}
w-undo = Undo move
w-undo-tip = Goes back to the start of your turn while nothing hidden has come out.
w-undo-blocked = Cannot undo: hidden information has come out since.
w-step-back = Step back
w-step-forward = Step forward
w-step-tip = Look at earlier positions of the game (read only).
w-live = Back to the current position
w-vetoed = This move is not possible now.
w-final-title = Final score
w-final-row = { $player }: { $score } influence, { $cards ->
    [one] { $cards } top card in the queue
   *[other] { $cards } top cards in the queue
}
w-final-winner = { $count ->
    [one] { $players } wins!
   *[other] { $players } share the victory!
}
w-final-you-won = You won!
w-final-you-lost = Not your win this time.
w-tiebreak-none = { $player } has the most influence: { $score }.
w-tiebreak-queue_cards = Tied on influence ({ $score }). The win goes to the one with more of their own top cards in the queue: { $player } ({ $cards }).{ $basis ->
    [reading] { " " }{ tiebreak-reading-note }
   *[other] {""}
}
w-tiebreak-shared = They are tied on influence ({ $score }) and on their own top cards in the queue ({ $cards } each).{ $basis ->
    [reading] { " " }{ tiebreak-reading-note }
   *[other] {""}
} No rule settles such a tie; we count it as a shared win.
w-sandbox-title = Sandbox: a whole game against the computer
w-sandbox-intro = Play all six rounds as one family against computer players.
w-edition = Edition
w-edition-base = Oriflamme
w-edition-ablaze = Oriflamme: Ablaze
w-edition-alliance = Oriflamme: Alliance
w-opponents = Opponents
w-bot-kind = Opponents' level
w-bot-random = Easy
    .tip = Plays at random
w-bot-greedy = Medium
    .tip = Always takes what pays most right away
w-seed = Deal number
w-new-game = New game
w-you-play = Your family: { $player }.
w-tab-lessons = Lessons
w-tab-sandbox = Sandbox
w-tab-about = The game
w-about-html =
    <h3>Oriflamme in five minutes</h3>
    <p>Each family has the same cards: characters and intrigues. The game lasts six rounds. The most influence wins; on a tie, the most top cards of one’s own family in the queue. { tiebreak-reading-note }</p>
    <p><b>Placement.</b> In turn, each player puts one card from hand face down at the start or the end of the queue, or (from round 2) on one of their stacks, covering the card below.</p>
    <p><b>Resolution.</b> The queue resolves card by card. The owner of a face-down card reveals it and applies its ability (taking the influence on it), or leaves it face down and adds 1 influence on it.</p>
    <p><b>Eliminating.</b> Eliminating a card earns 1 influence. Base-game intrigues are discarded after their effect; in Alliance the Insurrection turns face down and stays in the queue, and the Infiltration and the Pact are kept.</p>
    <p>The sandbox plays a whole game against the computer; the log explains every event and every influence change.</p>
w-landing-title = Oriflamme in English
w-landing-text = An interactive rules tutor for the card game Oriflamme (and its editions Ablaze and Alliance).

## Lesson courses on the landing page (issue 11)

w-landing-courses = Lesson courses (in Ukrainian, Russian and French): { $courses }.
w-landing-course = { $course } ({ $count ->
    [one] { $count } lesson
   *[other] { $count } lessons
})

## Accessibility (issue 28)

w-skip-to-lesson = Skip to the lesson
