# Pourquoi un coup est impossible : illegal-<code> pour chaque code de oriflamme.engine.errors.REASONS.
# Arguments (préparés par oriflamme.i18n.explain) : $move, le coup tel qu’il est écrit ;
# la carte du coup (play, swap), comme dans les événements : $card, $card_def…, $card_known (yes/no) ;
# la position du coup (target, to, on) : $position_num (à partir de 1), $position_known (yes/no) ;
# $legal : les coups possibles en toutes lettres, séparés par des virgules.

illegal-title = Coup impossible
illegal-game_finished = La partie est terminée : plus aucun coup n’est possible.
illegal-unknown_move = Ce coup n’existe pas dans le jeu.
illegal-bad_character = Les mots d’un coup se séparent par des espaces simples : une tabulation, un retour à la ligne, une espace insécable ou un autre caractère invisible n’est pas accepté.
illegal-not_your_turn = Ce n’est pas à vous de jouer : c’est un autre joueur qui décide.
illegal-wrong_decision = Le jeu attend une autre décision en ce moment.
illegal-card_not_in_hand = { $card_known ->
    [yes] { $card_def } n’est pas dans votre main.
   *[no] Cette carte n’est pas dans votre main.
}
illegal-cannot_stack_round_1 = Au premier tour, on ne peut pas poser de carte sur une pile : seulement au début ou à la fin de la File.
illegal-not_own_stack = On ne peut poser une carte que sur une pile dont la carte du dessus est à vous.
illegal-no_card_at_position = { $position_known ->
    [yes] Il n’y a pas de carte en position { $position_num }.
   *[no] Il n’y a pas de carte à cet endroit.
}
illegal-not_a_legal_target = Cette carte n’est pas une cible possible pour cette capacité.
illegal-not_a_legal_destination = Impossible de déplacer la carte à cet endroit : seulement à une nouvelle place dans la File, jamais sur une autre carte ni là où elle est déjà.
illegal-cannot_move_itself = { card-royal_decree.def } ne peut pas se déplacer lui-même.
illegal-needs_influence = Cette carte ne peut être révélée que si au moins 1 point d’influence se trouve dessus.
illegal-twin_on_prince = { card-twin.def } ne peut pas être posé sur { card-prince.def }.
illegal-no_such_option = La capacité de cette carte n’a pas cette option.
# Pour un code qui n’a pas encore de texte.
illegal-other = Ce coup n’est pas possible en ce moment.
illegal-legal-moves = Coups possibles : { $legal }.
