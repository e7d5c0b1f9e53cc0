# Почему ход невозможен: illegal-<код> для каждого кода из oriflamme.engine.errors.REASONS.
# Аргументы (готовит oriflamme.i18n.explain): $move — ход, как он записан;
# карта из хода (play, swap) — как в событиях: $card, $card_gen, $card_acc…, $card_known (yes/no);
# позиция из хода (target, to, on): $position_num (с 1), $position_known (yes/no);
# $legal — возможные ходы словами, через запятую.

illegal-title = Так сыграть нельзя
illegal-game_finished = Игра уже окончена: ходов больше нет.
illegal-unknown_move = Такого хода в игре нет.
illegal-bad_character = Между словами хода должен стоять обычный пробел: табуляцию, перенос строки, неразрывный пробел или другой невидимый символ принять нельзя.
illegal-not_your_turn = Сейчас не ваш ход: решение принимает другой игрок.
illegal-wrong_decision = Сейчас игра ждёт другого решения.
illegal-card_not_in_hand = { $card_known ->
    [yes] { $card_gen } нет у вас в руке.
   *[no] Этой карты нет у вас в руке.
}
illegal-cannot_stack_round_1 = В первом раунде класть карту на стек нельзя: только в начало или в конец ряда.
illegal-not_own_stack = Класть карту можно только на стек, верхняя карта которого — ваша.
illegal-no_card_at_position = { $position_known ->
    [yes] На позиции { $position_num } нет карты.
   *[no] Там нет карты.
}
illegal-not_a_legal_target = Эту карту нельзя выбрать целью этого эффекта.
illegal-not_a_legal_destination = Туда карту переместить нельзя: только на новое место в ряду, не на другую карту и не туда, где она уже лежит.
illegal-cannot_move_itself = { card-royal_decree } не может переместить сам себя.
illegal-needs_influence = Эту карту можно открыть, только если на ней лежит хотя бы 1 очко влияния.
illegal-twin_on_prince = { card-twin.acc } нельзя класть на { card-prince.acc }.
illegal-no_such_option = У этой карты нет такого варианта эффекта.
# Для кода, которому ещё не написали текст.
illegal-other = Сейчас так сыграть нельзя.
illegal-legal-moves = Возможные ходы: { $legal }.
