# Words of the pictures (oriflamme/render): card descriptions, queue, scoreboard.
# Terms follow the Ablaze rulebook: ряд событий, стек, очки влияния, лицом вниз.

render-card-named = { $name } ({ $family })
render-card-hidden = Неизвестная карта ({ $family })
render-face-up = лицом вверх
render-face-down = лицом вниз
render-tokens = { $n } { $n ->
    [one] очко влияния
    [few] очка влияния
    [many] очков влияния
   *[other] очка влияния
}
render-stack = стек из { $n } { $n ->
    [one] карты
   *[other] карт
}
render-covered = накрыта
render-verdict = жетон приговора
render-bribed = подкуплена: { $player }
render-inactive = неактивна до следующего раунда
render-peek = видите только вы
render-position = позиция { $n }
render-next = далее
render-queue = Ряд событий
render-queue-empty = Ряд событий пуст
render-direction-ltr = Очерёдность событий: слева направо
render-direction-rtl = Очерёдность событий: справа налево
render-start = начало
render-end = конец
render-family = Семья
render-influence = Влияние
render-hand = Рука
render-status = Статус
render-hand-count = { $n } { $n ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}
render-first-player = первый игрок
render-turn = ходит
render-winner = победитель
render-twin-waiting = { $name } ждёт
render-bribe-token = жетон подкупа
render-round = Раунд { $n } из 6
render-phase-placement = Фаза планирования
render-phase-resolution = Фаза событий
render-phase-finished = Игра окончена
render-to-place = карту выкладывает: { $player }
render-to-resolve = следующая: позиция { $n }
render-verdicts-left = жетонов приговора в запасе: { $n }
render-discard = Сброс
render-aside = Отложенные
render-kept = Сохранённые
render-twin = Ждёт
render-your-hand = Ваша рука
render-empty = пусто
