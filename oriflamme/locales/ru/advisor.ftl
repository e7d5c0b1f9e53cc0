## Сильный компьютерный игрок и советчик (issue 18)

w-bot-strong = Сильные ходы (с расчётом)
advisor-title = Советчик
advisor-ask = Спросить советчика
advisor-col-move = Ход
advisor-col-win = Шанс победить
advisor-col-influence = Влияние в конце
advisor-not-yours = Советчик помогает с вашими решениями: дождитесь своего хода.
advisor-finished = Игра окончена: советовать нечего.
# $move — лучший ход словами; $win — проценты; $influence — число
advisor-best = Лучший ход: { $move }. Шанс победить — около { $win } %, в конце игры — около { $influence } очка влияния.
advisor-gain = { $amount ->
    [0] Сразу он ничего не даёт, но ведёт к лучшему концу игры.
   *[other] Сразу он даёт { $amount_pts }.
}
advisor-risk-soldier = Риск: { $by_card } { $by_player_of } рядом с вашей картой «{ $card }» может её устранить.
advisor-risk-archer = Риск: { $by_card } { $by_player_of } может устранить вашу карту «{ $card }» на краю ряда.
advisor-risk-tokens = Риск: если вашу карту «{ $card }» устранят, влияние на ней ({ $tokens_pts }) пропадёт.
advisor-risk-none = Ни одна открытая карта противников сейчас ей не угрожает.
bot-pace-skip = Не ждать

## The answer once the position has changed (issue 28)

advisor-stale = Позиция изменилась: этот совет был для прежней позиции. Спросите советчика ещё раз.
advisor-best-row = лучший ход
