## The strong computer player and the advisor (issue 18)

w-bot-strong = Strong (thinks ahead)
advisor-title = Advisor
advisor-ask = Ask the advisor
advisor-col-move = Move
advisor-col-win = Win chance
advisor-col-influence = Influence at the end
advisor-not-yours = The advisor helps with your own decisions: wait for your turn.
advisor-finished = The game is over: nothing to advise.
# $move: the best move in words; $win: a percentage; $influence: a number
advisor-best = Best move: { $move }. Chance to win about { $win } %, about { $influence } influence at the end.
advisor-gain = { $amount ->
    [0] It gains nothing right away, but leads to the best end of game.
   *[other] It gains { $amount_pts } right away.
}
advisor-risk-soldier = Risk: { $by_player_of } { $by_card } next to your { $card } can eliminate it.
advisor-risk-archer = Risk: { $by_player_of } { $by_card } can eliminate your { $card } at the end of the queue.
advisor-risk-tokens = Risk: if your { $card } is eliminated, the influence on it ({ $tokens_pts }) is lost.
advisor-risk-none = No face-up card of an opponent threatens it now.
bot-pace-skip = Skip the wait

## The answer once the position has changed (issue 28)

advisor-stale = The position has changed: this advice was for the previous position. Ask the advisor again.
advisor-best-row = best move
