# Words of the pictures (oriflamme/render): card descriptions, queue, scoreboard.
# Terms follow the Alliance rulebook: ряд подій, стос, очки впливу, долілиць.

render-card-named = { $name } ({ $family })
render-card-hidden = Невідома карта ({ $family })
render-verdict = жетон вироку
render-covered = під іншою картою
render-bribed = жетон підкупу: { $player }
render-inactive = не активується до наступного раунду
render-peek = бачите лише ви
render-peek-owner = бачить лише власник
render-next = далі
render-direction-ltr = Напрямок активації: зліва направо
render-direction-rtl = Напрямок активації: справа наліво
render-status = Стан
render-turn = Ходить
render-winner = Переможець
render-twin-waiting = { $name } чекає
render-bribe-token = Жетон підкупу
render-to-place = карту кладе: { $player }
render-to-resolve = наступна: позиція { $n }
render-verdicts-left = вільних жетонів вироку: { $n }
render-twin = Чекає
render-your-hand = Ваша рука
render-empty = порожньо
