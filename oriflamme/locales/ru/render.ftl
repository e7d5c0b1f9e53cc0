# Words of the pictures (oriflamme/render): card descriptions, queue, scoreboard.
# Terms follow the Ablaze rulebook: ряд событий, стек, очки влияния, лицом вниз.

render-card-named = { $name } ({ $family })
render-card-hidden = Неизвестная карта ({ $family })
render-verdict = жетон приговора
render-covered = под другой картой
render-bribed = жетон подкупа: { $player }
render-inactive = не срабатывает до следующего раунда
render-peek = видите только вы
render-peek-owner = видит только владелец
render-next = далее
render-direction-ltr = Очерёдность событий: слева направо
render-direction-rtl = Очерёдность событий: справа налево
render-status = Статус
render-turn = Ходит
render-winner = Победитель
render-twin-waiting = { $name } ждёт
render-bribe-token = Жетон подкупа
render-to-place = карту кладёт: { $player }
render-to-resolve = следующая: позиция { $n }
render-verdicts-left = свободных жетонов приговора: { $n }
render-twin = Ждёт
render-your-hand = Ваша рука
render-empty = пусто
