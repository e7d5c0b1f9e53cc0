# Загальні написи інтерфейсу. Терміни — з правил «Орифлама: Альянс»:
# ряд подій, стос, очки впливу, долілиць/горілиць, вилучити, скинути, зберегти.

lang-name = Українська
    .order = 1
language = Мова
app-title = Орифлама
edition-base = Орифлама
edition-ablaze = Орифлама: Полум’я війни
edition-alliance = Орифлама: Альянс

## Гра і навчання

game = Гра
new-game = Нова гра
sandbox = Пісочниця
lessons = Уроки
lesson = Урок { $number }
next-lesson = Наступний урок
retry = Спробувати ще раз
undo = Скасувати хід
redo = Повторити хід
hint = Підказка
goal = Мета
well-done = Чудово!
try-again = Не зовсім. Спробуйте ще раз.
lesson-complete = Урок пройдено!
stars = { $count ->
    [one] { $count } зірка
    [few] { $count } зірки
    [many] { $count } зірок
   *[other] { $count } зірки
}
your-turn = Ваш хід
waiting-for = Зараз хід: { $player }…
list-and = і
list-or = або

## Раунд і фази

round = Раунд { $round } з 6
round-short = Раунд { $round }
phase-placement = Фаза викладання
phase-resolution = Фаза активації
phase-finished = Гру завершено
first-player = Перший гравець
direction = Напрямок активації
direction-ltr = Зліва направо
direction-rtl = Справа наліво

## Ряд подій і зони

queue = Ряд подій
queue-start = Початок ряду
queue-end = Кінець ряду
queue-empty = Ряд подій порожній
stack = Стос
on-stack = { $count ->
    [one] У стосі { $count } карта
    [few] У стосі { $count } карти
    [many] У стосі { $count } карт
   *[other] У стосі { $count } карти
}
position = Позиція { $position }
face-up = Горілиць
face-down = Долілиць
hand = Рука
discard = Скид
aside = Відкладені карти
kept = Збережені карти
supply = Загальний запас
cards = { $count ->
    [one] { $count } карта
    [few] { $count } карти
    [many] { $count } карт
   *[other] { $count } карти
}

## Дії

reveal = Відкрити
bank = Залишити долілиць
bank-hint = Залишити карту долілиць і покласти на неї 1 очко впливу
place-start = На початок ряду
place-end = У кінець ряду
place-stack = На свій стос
option = Варіант { $option }

## Очки впливу і підсумок

influence = Очки впливу
influence-amount = { $count ->
    [one] { $count } очко впливу
    [few] { $count } очки впливу
    [many] { $count } очок впливу
   *[other] { $count } очка впливу
}
score = Рахунок
player = Гравець
family = Родина
winner = { $count ->
    [one] Переможець: { $players }
   *[other] Переможці: { $players }
}

## Рішення, на які чекає гра (decision-<вид рішення>)

decision-place = Зіграйте карту з руки в ряд подій.
decision-place_twin = Покладіть Близнюка в ряд подій.
decision-reveal = Відкрити карту чи залишити її долілиць?
decision-target = Виберіть ціль.
decision-destination = Виберіть, куди її перемістити.
decision-option = Виберіть варіант властивості.
decision-swap = Виберіть карту з руки на заміну.
decision-combination = Забрати очко впливу чи скинути його, щоб повторити властивість?
decision-source = Звідки взяти персонажа: зі скиду чи з відкладених карт?

## Ходи словами (move_text): аргументи як у подіях (див. events.ftl)

move-play = { $where ->
    [start] Зіграти { $card_acc } на початок ряду
    [end] Зіграти { $card_acc } { $card_acc_vowel ->
        [yes] в
       *[no] у
    } кінець ряду
   *[stack] Зіграти { $card_acc } на стос (позиція { $position_num })
}
move-reveal = Відкрити карту
move-bank = Залишити долілиць (+1 очко впливу на карту)
move-target = Вибрати карту на позиції { $position_num }
move-target-card = { $card_known ->
    [yes] Вибрати { $card_acc } { $owner_of } (позиція { $position_num })
   *[no] Вибрати закриту карту { $owner_of } (позиція { $position_num })
}
move-copy-card = { $card_known ->
    [yes] Скопіювати властивість { $card_gen } { $owner_of } (позиція { $position_num })
   *[no] Скопіювати властивість закритої карти { $owner_of } (позиція { $position_num })
}
move-apply-card = { $card_known ->
    [yes] Застосувати властивість { $card_gen } { $owner_of } (позиція { $position_num })
   *[no] Застосувати властивість закритої карти { $owner_of } (позиція { $position_num })
}
move-option = Варіант { $option }
move-to = Перемістити на позицію { $position_num }
move-swap = Замінити на { $card_acc }
move-take = Забрати очко впливу
move-repeat = Повторити властивість
move-from = { $source ->
    [discard] Взяти зі скиду
   *[aside] Взяти з відкладених карт
}

## Гравці (родини): ім'я відмінюється як прикметник; .of — «чий»: «Лучник червоного гравця».

player-red = Червоний
    .gen = Червоного
    .dat = Червоному
    .acc = Червоного
    .ins = Червоним
    .loc = Червоному
    .voc = Червоний
    .of = червоного гравця
player-blue = Синій
    .gen = Синього
    .dat = Синьому
    .acc = Синього
    .ins = Синім
    .loc = Синьому
    .voc = Синій
    .of = синього гравця
player-green = Зелений
    .gen = Зеленого
    .dat = Зеленому
    .acc = Зеленого
    .ins = Зеленим
    .loc = Зеленому
    .voc = Зелений
    .of = зеленого гравця
player-yellow = Жовтий
    .gen = Жовтого
    .dat = Жовтому
    .acc = Жовтого
    .ins = Жовтим
    .loc = Жовтому
    .voc = Жовтий
    .of = жовтого гравця
player-purple = Фіолетовий
    .gen = Фіолетового
    .dat = Фіолетовому
    .acc = Фіолетового
    .ins = Фіолетовим
    .loc = Фіолетовому
    .voc = Фіолетовий
    .of = фіолетового гравця
# Гравець, чий ідентифікатор ми не знаємо: показуємо ідентифікатор як є.
player-other = { $id }
    .of = гравця { $id }
