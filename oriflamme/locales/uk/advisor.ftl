## Сильний комп’ютерний гравець і порадник (issue 18)

w-bot-strong = Сильні ходи (з розрахунком)
advisor-title = Порадник
advisor-ask = Спитати порадника
advisor-col-move = Хід
advisor-col-win = Шанс перемогти
advisor-col-influence = Вплив наприкінці
advisor-not-yours = Порадник допомагає з вашими рішеннями: зачекайте на свій хід.
advisor-finished = Гру завершено: порадити вже нічого.
# $move — найкращий хід словами; $win — відсотки; $influence — число
advisor-best = Найкращий хід: { $move }. Шанс перемогти — близько { $win } %, наприкінці гри — близько { $influence } очка впливу.
advisor-gain = { $amount ->
    [0] Одразу він нічого не дає, але веде до найкращого кінця гри.
   *[other] Одразу він дає { $amount_pts }.
}
advisor-risk-soldier = Ризик: { $by_card } { $by_player_of } поруч із вашою картою «{ $card }» може її вилучити.
advisor-risk-archer = Ризик: { $by_card } { $by_player_of } може вилучити вашу карту «{ $card }» на краю ряду.
advisor-risk-tokens = Ризик: якщо вашу карту «{ $card }» вилучать, вплив на ній ({ $tokens_pts }) пропаде.
advisor-risk-none = Жодна відкрита карта суперників зараз їй не загрожує.
bot-pace-skip = Не чекати

## The answer once the position has changed (issue 28)

advisor-stale = Позиція змінилася: ця порада була для попередньої позиції. Спитайте порадника ще раз.
advisor-best-row = найкращий хід
