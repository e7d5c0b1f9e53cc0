## Сильный компьютерный игрок и советчик (issue 18)

w-bot-strong = Сильный
    .tip = Просчитывает игру на несколько ходов вперёд
advisor-title = Советчик
advisor-ask = Спросить советчика
advisor-col-move = Ход
advisor-col-win = Шанс победить
advisor-col-influence = Влияние в конце
advisor-not-yours = Советчик помогает с вашими решениями: дождитесь своего хода.
advisor-finished = Игра окончена: советовать нечего.
# $move — лучший ход словами; $win — проценты; $influence — число
advisor-best = Лучший ход: { $move }. Шанс победить — { $win }, в конце игры — около { $score } очка влияния.
advisor-gain = { $amount ->
    [0] Сразу он ничего не даёт, но ведёт к лучшему итогу партии.
   *[other] Сразу он даёт { $amount_pts }.
}
advisor-risk-tokens = Тогда { $tokens_pts } с неё { $tokens ->
    [one] вернётся
   *[other] вернутся
} в резерв.
advisor-risk-none = Советчик не видит, как до конца раунда противники могли бы устранить вашу карту «{ $card }».
bot-pace-skip = Не ждать
advisor-threat-card = { $card } { $player_of }
advisor-hidden-card = закрытая карта { $player_of }
advisor-risk-eliminate = Риск: до конца раунда вашу карту «{ $card }» может устранить { $by }.
advisor-risk-steal = { $by } может выбрать вашу карту «{ $card }», чтобы украсть у вас очко влияния.
advisor-risk-bait = Если вашу карту «{ $card }» устранит карта противника, вы получите { $gain_pts }: на это она и рассчитана.

## The answer once the position has changed (issue 28)

advisor-stale = Позиция изменилась: этот совет был для прежней позиции. Спросите советчика ещё раз.
advisor-best-row = лучший ход

## Any game's advisor: a chance in words, never «about 0 %» (issue 25)

advisor-best-plain = Лучший ход: { $move }. Шанс победить — { $win }.
advisor-percent = { $kind ->
    [low] менее 1 %
    [high] более 99 %
   *[about] около { $n } %
}
advisor-percent-cell = { $kind ->
    [low] < 1 %
    [high] > 99 %
   *[about] { $n } %
}
