# Чому хід неможливий: illegal-<код> для кожного коду з oriflamme.engine.errors.REASONS.
# Аргументи (готує oriflamme.i18n.explain): $move — хід, як його записано;
# карта з ходу (play, swap) — як у подіях: $card, $card_gen, $card_acc…, $card_known (yes/no);
# позиція з ходу (target, to, on): $position_num (від 1), $position_known (yes/no);
# $legal — можливі ходи словами, через кому.

illegal-title = Так зіграти не можна
illegal-game_finished = Гру вже завершено: ходів більше немає.
illegal-unknown_move = Такого ходу в грі немає.
illegal-bad_character = Між словами ходу має стояти звичайний пробіл: табуляцію, перенесення рядка, нерозривний пробіл чи інший невидимий символ прийняти не можна.
illegal-not_your_turn = Зараз не ваш хід: вирішує інший гравець.
illegal-wrong_decision = Зараз гра чекає на інше рішення.
illegal-card_not_in_hand = { $card_known ->
    [yes] { $card_gen } немає у вас на руці.
   *[no] Цієї карти немає у вас на руці.
}
illegal-cannot_stack_round_1 = У першому раунді класти карту на стос не можна: лише на початок або в кінець ряду.
illegal-not_own_stack = Класти карту можна лише на стос, верхня карта якого — ваша.
illegal-no_card_at_position = { $position_known ->
    [yes] На позиції { $position_num } немає карти.
   *[no] Там немає карти.
}
illegal-not_a_legal_target = Цю карту не можна вибрати ціллю цієї властивості.
illegal-not_a_legal_destination = Туди карту перемістити не можна: лише на нове місце в ряді, не на іншу карту і не туди, де вона вже лежить.
illegal-cannot_move_itself = { card-royal_decree } не може перемістити сам себе.
illegal-needs_influence = Цю карту можна відкрити, лише якщо на ній лежить хоча б 1 очко впливу.
illegal-twin_on_prince = { card-twin.acc } не можна класти на { card-prince.acc }.
illegal-no_such_option = У цієї карти немає такого варіанту властивості.
# Для коду, якому ще не написали текст.
illegal-other = Зараз так зіграти не можна.
illegal-legal-moves = Можливі ходи: { $legal }.
