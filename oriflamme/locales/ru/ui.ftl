# Общие надписи интерфейса. Термины — из правил «Орифламма: Пламя войны»:
# ряд событий, стек, очки влияния, лицом вниз/вверх, устранить, сбросить.

lang-name = Русский
    .order = 2
language = Язык
app-title = Орифламма
edition-base = Орифламма
edition-ablaze = Орифламма: Пламя войны
edition-alliance = Орифламма: Альянс

## Игра и обучение

game = Игра
new-game = Новая игра
sandbox = Песочница
lessons = Уроки
lesson = Урок { $number }
next-lesson = Следующий урок
retry = Попробовать ещё раз
undo = Отменить ход
redo = Повторить ход
hint = Подсказка
goal = Цель
well-done = Отлично!
try-again = Не совсем. Попробуйте ещё раз.
lesson-complete = Урок пройден!
stars = { $count ->
    [one] { $count } звезда
    [few] { $count } звезды
    [many] { $count } звёзд
   *[other] { $count } звезды
}
your-turn = Ваш ход
waiting-for = Сейчас ход: { $player }…
list-and = и
list-or = или

## Раунд и фазы

round = Раунд { $round } из 6
round-short = Раунд { $round }
phase-placement = Фаза планирования
phase-resolution = Фаза событий
phase-finished = Игра окончена
first-player = Первый игрок
direction = Очерёдность событий
direction-ltr = Слева направо
direction-rtl = Справа налево

## Ряд событий и зоны

queue = Ряд событий
queue-start = Начало ряда
queue-end = Конец ряда
queue-empty = Ряд событий пуст
stack = Стек
on-stack = { $count ->
    [one] В стеке { $count } карта
    [few] В стеке { $count } карты
    [many] В стеке { $count } карт
   *[other] В стеке { $count } карты
}
position = Позиция { $position }
face-up = Лицом вверх
face-down = Лицом вниз
hand = Рука
discard = Сброс
aside = Отложенные карты
kept = Сохранённые карты
supply = Резерв
cards = { $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
}

## Действия

reveal = Открыть
bank = Оставить лицом вниз
bank-hint = Оставить карту лицом вниз и положить на неё 1 очко влияния
place-start = В начало ряда
place-end = В конец ряда
place-stack = На свой стек
option = Вариант { $option }

## Очки влияния и итог

influence = Очки влияния
influence-amount = { $count ->
    [one] { $count } очко влияния
    [few] { $count } очка влияния
    [many] { $count } очков влияния
   *[other] { $count } очка влияния
}
score = Счёт
player = Игрок
family = Семья
winner = { $count ->
    [one] Победитель: { $players }
   *[other] Победители: { $players }
}

## Решения, которых ждёт игра (decision-<вид решения>)

decision-place = Сыграйте карту из руки в ряд событий.
decision-place_twin = Положите Близнеца в ряд событий.
decision-reveal = Открыть карту или оставить её лицом вниз?
decision-target = Выберите цель.
decision-destination = Выберите, куда её переместить.
decision-option = Выберите вариант эффекта.
decision-swap = Выберите карту из руки на замену.
decision-combination = Забрать очко влияния или сбросить его, чтобы повторить эффект?
decision-source = Откуда взять персонажа: из сброса или из отложенных карт?

## Ходы словами (move_text): аргументы как в событиях (см. events.ftl)

move-play = { $where ->
    [start] Сыграть { $card_acc } в начало ряда
    [end] Сыграть { $card_acc } в конец ряда
   *[stack] Сыграть { $card_acc } на стек (позиция { $position_num })
}
move-reveal = Открыть карту
move-bank = Оставить лицом вниз (+1 очко влияния на карту)
move-target = Выбрать карту на позиции { $position_num }
move-target-card = { $card_known ->
    [yes] Выбрать { $card_acc } { $owner_of } (позиция { $position_num })
   *[no] Выбрать закрытую карту { $owner_of } (позиция { $position_num })
}
move-copy-card = { $card_known ->
    [yes] Скопировать эффект { $card_gen } { $owner_of } (позиция { $position_num })
   *[no] Скопировать эффект закрытой карты { $owner_of } (позиция { $position_num })
}
move-apply-card = { $card_known ->
    [yes] Применить эффект { $card_gen } { $owner_of } (позиция { $position_num })
   *[no] Применить эффект закрытой карты { $owner_of } (позиция { $position_num })
}
move-option = Вариант { $option }
move-to = Переместить на позицию { $position_num }
move-swap = Заменить на { $card_acc }
move-take = Забрать очко влияния
move-repeat = Повторить эффект
move-from = { $source ->
    [discard] Взять из сброса
   *[aside] Взять из отложенных карт
}

## Игроки (семьи): имя склоняется как прилагательное; .of — «чей»: «Лучник красного игрока».

player-red = Красный
    .gen = Красного
    .dat = Красному
    .acc = Красного
    .ins = Красным
    .loc = Красном
    .of = красного игрока
player-blue = Синий
    .gen = Синего
    .dat = Синему
    .acc = Синего
    .ins = Синим
    .loc = Синем
    .of = синего игрока
player-green = Зелёный
    .gen = Зелёного
    .dat = Зелёному
    .acc = Зелёного
    .ins = Зелёным
    .loc = Зелёном
    .of = зелёного игрока
player-yellow = Жёлтый
    .gen = Жёлтого
    .dat = Жёлтому
    .acc = Жёлтого
    .ins = Жёлтым
    .loc = Жёлтом
    .of = жёлтого игрока
player-purple = Фиолетовый
    .gen = Фиолетового
    .dat = Фиолетовому
    .acc = Фиолетового
    .ins = Фиолетовым
    .loc = Фиолетовом
    .of = фиолетового игрока
# Игрок с незнакомым идентификатором: показываем идентификатор как есть.
player-other = { $id }
    .of = игрока { $id }
