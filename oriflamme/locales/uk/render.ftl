# Words of the pictures (oriflamme/render): card descriptions, queue, scoreboard.
# Terms follow the Alliance rulebook: ряд подій, стос, очки впливу, долілиць.

render-card-named = { $name } ({ $family })
render-card-hidden = Невідома карта ({ $family })
render-face-up = горілиць
render-face-down = долілиць
render-tokens = { $n } { $n ->
    [one] очко впливу
    [few] очки впливу
    [many] очок впливу
   *[other] очка впливу
}
render-stack = стос із { $n } { $n ->
    [one] карти
   *[other] карт
}
render-covered = накрита
render-verdict = жетон вироку
render-bribed = підкуплена: { $player }
render-inactive = неактивна до наступного раунду
render-peek = бачите лише ви
render-position = позиція { $n }
render-next = далі
render-queue = Ряд подій
render-queue-empty = Ряд подій порожній
render-direction-ltr = Напрямок активації: зліва направо
render-direction-rtl = Напрямок активації: справа наліво
render-start = початок
render-end = кінець
render-family = Родина
render-influence = Вплив
render-hand = Рука
render-status = Стан
render-hand-count = { $n } { $n ->
    [one] карта
    [few] карти
    [many] карт
   *[other] карти
}
render-first-player = перший гравець
render-turn = ходить
render-winner = переможець
render-twin-waiting = { $name } чекає
render-bribe-token = жетон підкупу
render-round = Раунд { $n } з 6
render-phase-placement = Фаза викладання
render-phase-resolution = Фаза активації
render-phase-finished = Гру завершено
render-to-place = карту кладе: { $player }
render-to-resolve = наступна: позиція { $n }
render-verdicts-left = жетонів вироку в запасі: { $n }
render-discard = Скинуті
render-aside = Відкладені
render-kept = Збережені
render-twin = Чекає
render-your-hand = Ваша рука
render-empty = порожньо
