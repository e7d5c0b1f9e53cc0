## Сильний комп’ютерний гравець і порадник (issue 18)

w-bot-strong = Сильний
    .tip = Прораховує гру на кілька ходів наперед
advisor-title = Порадник
advisor-ask = Спитати порадника
advisor-col-move = Хід
advisor-col-win = Шанс перемогти
advisor-col-influence = Вплив наприкінці
advisor-not-yours = Порадник допомагає з вашими рішеннями: зачекайте на свій хід.
advisor-finished = Гру завершено: порадити вже нічого.
# $move — найкращий хід словами; $win — відсотки; $influence — число
advisor-best = Найкращий хід: { $move }. Шанс перемогти — { $win }, наприкінці гри — близько { $score } очка впливу.
advisor-gain = { $amount ->
    [0] Одразу він нічого не дає, але веде до найкращого підсумку гри.
   *[other] Одразу він дає { $amount_pts }.
}
advisor-risk-tokens = Тоді { $tokens_pts } з неї { $tokens ->
    [one] повернеться
   *[other] повернуться
} в загальний запас.
advisor-risk-none = Порадник не бачить, як до кінця раунду суперники могли б вилучити вашу карту «{ $card }».
bot-pace-skip = Не чекати
advisor-threat-card = { $card } { $player_of }
advisor-hidden-card = закрита карта { $player_of }
advisor-risk-eliminate = Ризик: до кінця раунду вашу карту «{ $card }» може вилучити { $by }.
advisor-risk-steal = { $by } може вибрати вашу карту «{ $card }», щоб украсти у вас очко впливу.
advisor-risk-bait = Якщо вашу карту «{ $card }» вилучить карта суперника, ви отримаєте { $gain_pts }: на це вона й розрахована.

## The answer once the position has changed (issue 28)

advisor-stale = Позиція змінилася: ця порада була для попередньої позиції. Спитайте порадника ще раз.
advisor-best-row = найкращий хід

## Any game's advisor: a chance in words, never «about 0 %» (issue 25)

advisor-best-plain = Найкращий хід: { $move }. Шанс перемогти — { $win }.
advisor-percent = { $kind ->
    [low] менше ніж 1 %
    [high] понад 99 %
   *[about] близько { $n } %
}
advisor-percent-cell = { $kind ->
    [low] < 1 %
    [high] > 99 %
   *[about] { $n } %
}
