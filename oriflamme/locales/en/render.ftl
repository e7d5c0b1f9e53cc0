# Words of the pictures (oriflamme/render): card descriptions, queue, scoreboard.

render-card-named = { $name } ({ $family })
render-card-hidden = Unknown card ({ $family })
render-face-up = face up
render-face-down = face down
render-tokens = { $n } { $n ->
    [one] influence
   *[other] influence
}
render-stack = stack of { $n } cards
render-covered = covered
render-verdict = verdict token
render-bribed = bribed by { $player }
render-inactive = inactive until next round
render-peek = only you can see it
render-position = position { $n }
render-next = next
render-queue = Queue
render-queue-empty = The queue is empty
render-direction-ltr = Resolution order: left to right
render-direction-rtl = Resolution order: right to left
render-start = start
render-end = end
render-family = Family
render-influence = Influence
render-hand = Hand
render-status = Status
render-hand-count = { $n } { $n ->
    [one] card
   *[other] cards
}
render-first-player = first player
render-turn = to play
render-winner = winner
render-twin-waiting = { $name } waiting
render-bribe-token = bribery token
render-round = Round { $n } of 6
render-phase-placement = Placement phase
render-phase-resolution = Resolution phase
render-phase-finished = Game over
render-to-place = placing a card: { $player }
render-to-resolve = next: position { $n }
render-verdicts-left = verdict tokens left: { $n }
render-discard = Discard
render-aside = Aside
render-kept = Kept
render-twin = Waiting
render-your-hand = Your hand
render-empty = empty
