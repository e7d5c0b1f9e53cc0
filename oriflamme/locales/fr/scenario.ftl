# Erreurs dans un fichier de scénario (oriflamme.i18n.explain_scenario_error) : scenario-error-<code>
# pour chaque code de oriflamme.engine.errors.SCENARIO_ERRORS. Le texte suit « Champ <chemin> : »,
# il commence donc par une minuscule (sans champ, il prend une majuscule). Arguments comme dans
# uk/scenario.ftl : $value, $unknown (tels qu’écrits dans le fichier) ; $allowed ; $card, $card_def… ;
# $player, $player_of, $owner_of ; $edition ; $where ; $got ; $count, $lo, $hi, $n, $line, $column.
# Termes de la règle : File d’Influence, pile, points d’influence, face cachée/visible.

scenario-field = Champ { $field } : { $reason }
# Pour un code qui n’a pas encore de texte.
scenario-unknown = { $field_known ->
    [yes] la valeur de ce champ ne convient pas.
   *[no] le fichier de scénario contient une erreur.
}

## Forme de la valeur

scenario-error-not_whole_number = « { $value } » n’est pas un nombre entier.
scenario-error-out_of_range = { $hi_known ->
    [yes] { $value } est hors limites : il faut un nombre de { $lo } à { $hi }.
   *[no] { $value } est hors limites : il faut un nombre supérieur ou égal à { $lo }.
}
scenario-error-not_bool = « { $value } » : il faut true (oui) ou false (non).
scenario-error-expected_list = il faut une liste ici, pas { scenario-type }.
scenario-error-expected_object = il faut un objet ici (des clés et leurs valeurs), pas { scenario-type }.
scenario-error-not_a_word = « { $value } » : il faut un mot ici.

## Clés

scenario-error-unknown_key = clé inconnue « { $unknown } » (clés possibles : { $allowed }).
scenario-error-missing = cette clé obligatoire manque.
scenario-error-missing_players = la liste des joueurs manque : indiquez les familles dans l’ordre où elles sont assises autour de la table.

## Joueurs et éditions

scenario-error-not_a_player = « { $value } » n’est pas un joueur de ce scénario (joueurs : { $allowed }).
scenario-error-player_count = { $count ->
    [one] { $count } joueur : il en faut de 2 à 5 ; la règle dit 3 à 5, et nous permettons 2 pour les leçons et les démonstrations (G13).
   *[other] { $count } joueurs : il en faut de 2 à 5 ; la règle dit 3 à 5, et nous permettons 2 pour les leçons et les démonstrations (G13).
}
scenario-error-bad_player_id = « { $value } » n’est pas un identifiant de joueur : il faut un mot court en lettres latines minuscules (chiffres et _ permis).
scenario-error-player_twice = le joueur { $player } figure deux fois dans la liste.
scenario-error-not_an_edition = « { $value } » n’est pas une édition du jeu (éditions possibles : { $allowed }).

## Les cartes et leur place

scenario-error-not_a_card = « { $value } » n’est pas une carte de l’édition « { $edition } ».
scenario-error-card_elsewhere = { $card_def } { $owner_of } est déjà dans le champ { $where } : chaque carte n’est qu’à un seul endroit.
scenario-error-empty_stack = pile vide : une pile contient au moins une carte.
scenario-error-tokens_face_up = les points d’influence ne se posent que sur des cartes face cachée (G8, L4), or { $card_def } est ici face visible.
scenario-error-intrigue_face_up = { $card_def } est une intrigue : une intrigue ne reste jamais face visible dans la File d’Influence.
scenario-error-inactive_face_up = seule une carte face cachée peut attendre inactive (L3), or { $card_def } est ici face visible.
scenario-error-never_kept = { $card_def } ne se conserve pas : seuls { card-pact.def } et { card-infiltration.def } sont conservés (L9, L10).
scenario-error-tokens_not_pact = les points d’influence ne se posent que sur { card-pact.indef } conservé (G8, L10).

## Jetons de corruption et Verdict

scenario-error-bad_bribe = un jeton de corruption ne se pose que sur un personnage face visible (A9).
scenario-error-bribe_not_ablaze = { $player } ne joue pas de famille de l’édition « { edition-ablaze } » : pas de jeton de corruption.
scenario-error-bribe_elsewhere = l’unique jeton de corruption { $player_of } est déjà dans le champ { $where } (A1).
scenario-error-no_bribe_in_hand = { $player } n’a pas de jeton de corruption disponible (A1, A9).
scenario-error-twin_not_ablaze = { $player } ne joue pas de famille de l’édition « { edition-ablaze } » : pas de { card-twin }.
scenario-error-verdict_no_alliance = aucune famille ne joue l’édition « { edition-alliance } » : pas de jetons Verdict (L6).
scenario-error-too_many_verdicts = { $count ->
    [one] il n’existe que { $count } jeton Verdict (L6).
   *[other] il n’existe que { $count } jetons Verdict (L6).
}

## L’état de la partie

scenario-error-not_a_direction = « { $value } » n’est pas un sens de résolution (sens possibles : { $allowed }).
scenario-error-not_a_phase = « { $value } » n’est pas une phase de jeu (phases possibles : { $allowed }).
scenario-error-seed_with_position = le scénario donne déjà la File d’Influence ou les mains, il n’y a donc pas de donne au hasard : retirez ce champ.
scenario-error-bad_seed = « { $value } » : il faut un nombre ou un mot ici.
scenario-error-bad_resolving = « { $value } » : il faut une paire [propriétaire, carte], la carte en cours de résolution.
scenario-error-frames_outside_resolution = une capacité ne peut être en cours que pendant la phase de résolution.
scenario-error-not_an_ability = « { $value } » n’est la capacité d’aucune carte.
scenario-error-bad_source = « { $value } » : il faut une paire [propriétaire, carte].
scenario-error-not_players_card = « { $value } » n’est pas une carte { $player_of }.
scenario-error-no_legal_moves = une décision sans aucun coup possible.
scenario-error-not_a_move = « { $value } » n’est pas un coup dans la notation des coups.
scenario-error-no_such_position = le coup « { $value } » désigne la position { $n }, qui n’existe pas dans la File d’Influence (dans la notation des coups, les positions se comptent à partir de 0).
scenario-error-reveal_not_top = la carte à révéler doit être la carte du dessus d’une pile, face cachée.
scenario-error-not_a_move_line = « { $value } » n’est pas un coup : chaque coup s’écrit comme une ligne de texte.

## Le fichier lui-même

scenario-error-not_an_object = un scénario doit être un objet JSON (des clés et leurs valeurs).
scenario-error-not_a_game = « { $value } » n’est pas un jeu enseigné ici (jeux possibles : { $allowed }).
scenario-error-not_object_or_path = un scénario est un objet JSON ou le chemin d’un fichier, pas « { $value } ».
scenario-error-empty = le scénario est vide : collez un texte au format JSON ou YAML.
scenario-error-cannot_read = { $errno ->
    [ENOENT] le fichier { $name } n’existe pas.
    [EACCES] accès refusé au fichier { $name }.
    [EISDIR] { $name } est un dossier, pas un fichier.
   *[other] impossible de lire le fichier { $name }.
}
scenario-error-bad_syntax = { $line_known ->
    [yes] le fichier { $name } n’est pas un { $format } valide : erreur à la ligne { $line }, colonne { $column }.
   *[no] le fichier { $name } n’est pas un { $format } valide.
}
scenario-error-not_json_or_yaml = { $line_known ->
    [yes] le texte n’est ni du JSON ni du YAML : erreur à la ligne { $line }.
   *[no] le texte n’est ni du JSON ni du YAML.
}

# Le type de la valeur du fichier ($got), pour expected_list et expected_object.
scenario-type = { $got ->
    [str] un texte
    [int] un nombre
    [float] un nombre
    [bool] true ou false
    [NoneType] null
    [list] une liste
    [dict] un objet
   *[other] une valeur d’un autre type
}

## Limites de ce qui est lu (issue 19)

scenario-error-too_big = { $name_known ->
    [yes] le fichier { $name } est trop volumineux
   *[no] le scénario est trop volumineux
} : { $size } octets, pour { $limit } octets au plus.
scenario-error-not_utf8 = { $name_known ->
    [yes] le fichier { $name } n’est pas un texte UTF-8
   *[no] le texte n’est pas en UTF-8
} (octet n° { $offset }) : enregistrez-le en UTF-8.
scenario-error-too_deep = les valeurs sont imbriquées trop profondément : { $limit } niveaux au plus.
scenario-error-number_too_long = nombre trop long : { $limit } chiffres au plus.
scenario-error-yaml_alias = les alias YAML (*nom) ne sont pas acceptés (ligne { $line }) : écrivez la valeur en entier.
scenario-error-unplayable = cette position ne peut pas être jouée : une capacité en cours (champ frames) ne s’accorde pas avec le reste de la position.
scenario-error-no_round_trip = { $fields_known ->
    [yes] la position, enregistrée en JSON, ne se recharge pas à l’identique (champs : { $fields }).
   *[no] la position, enregistrée en JSON, ne se recharge pas à l’identique.
}
