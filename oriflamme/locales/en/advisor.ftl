## The strong computer player and the advisor (issue 18)

w-bot-strong = Strong
    .tip = Thinks several moves ahead
advisor-title = Advisor
advisor-ask = Ask the advisor
advisor-col-move = Move
advisor-col-win = Win chance
advisor-col-influence = Influence at the end
advisor-not-yours = The advisor helps with your own decisions: wait for your turn.
advisor-finished = The game is over: nothing to advise.
# $move: the best move in words; $win: a percentage; $influence: a number
advisor-best = Best move: { $move }. Chance to win { $win }, about { $score } influence at the end.
advisor-gain = { $amount ->
    [0] It gains nothing right away, but leads to the best final result.
   *[other] It gains { $amount_pts } right away.
}
advisor-risk-tokens = The { $tokens_pts } on it would then go back to the supply.
advisor-risk-none = The advisor sees no way for an opponent to eliminate your { $card } before the round ends.
bot-pace-skip = Skip the wait
advisor-threat-card = { $player_of } { $card }
advisor-hidden-card = a face-down card of { $player }
advisor-risk-eliminate = Risk: before the round ends, your { $card } can be eliminated by { $by }.
advisor-risk-steal = { $by } can choose your { $card } to steal 1 influence from you.
advisor-risk-bait = If an opponent's card eliminates your { $card }, you gain { $gain_pts }: that is what it is for.

## The answer once the position has changed (issue 28)

advisor-stale = The position has changed: this advice was for the previous position. Ask the advisor again.
advisor-best-row = best move

## Any game's advisor: a chance in words, never «about 0 %» (issue 25)

advisor-best-plain = Best move: { $move }. Chance to win { $win }.
advisor-percent = { $kind ->
    [low] under 1%
    [high] over 99%
   *[about] about { $n }%
}
advisor-percent-cell = { $kind ->
    [low] <1%
    [high] >99%
   *[about] { $n }%
}
