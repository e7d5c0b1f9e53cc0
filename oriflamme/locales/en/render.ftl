# Words of the pictures (oriflamme/render): card descriptions, queue, scoreboard.

render-card-named = { $name } ({ $family })
render-card-hidden = Unknown card ({ $family })
render-verdict = verdict token
render-covered = under another card
render-bribed = bribed by { $player }
render-inactive = inactive until next round
render-peek = only you can see it
render-peek-owner = only its owner sees it
render-next = next
render-direction-ltr = Resolution order: left to right
render-direction-rtl = Resolution order: right to left
render-status = Status
render-turn = To play
render-winner = Winner
render-twin-waiting = { $name } waiting
render-bribe-token = Bribery token
render-to-place = placing a card: { $player }
render-to-resolve = next: position { $n }
render-verdicts-left = verdict tokens left: { $n }
render-twin = Waiting
render-your-hand = Your hand
render-empty = empty
