# Erreurs dans un fichier de scénario (oriflamme.i18n.explain_scenario_error) : scenario-error-<code>
# pour chaque code des SCENARIO_ERRORS d’Oriflamme (games/oriflamme/engine/errors.py) et
# d’Orichalque (games/orichalque/engine/errors.py) ; un code commun a le même sens dans les deux. Le texte suit « Champ <chemin> : »,
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
    [yes] { $exact ->
        [yes] { $value } est hors limites : il en faut exactement { $lo }.
       *[no] { $value } est hors limites : il faut un nombre de { $lo } à { $hi }.
    }
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
    [one] { $count } joueur seulement. Il en faut de 2 à 5 (la règle prévoit de 3 à 5 joueurs ; nous acceptons 2 joueurs pour les leçons et les démonstrations, G13).
   *[other] { $count } joueurs. Il en faut de 2 à 5 (la règle prévoit de 3 à 5 joueurs ; nous acceptons 2 joueurs pour les leçons et les démonstrations, G13).
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
scenario-error-not_a_game = « { $value } » — ce scénario ne s’ouvre pas ici (valeurs possibles : { $allowed }).
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

## Orichalque : composants et position (docs/protocol-orichalque.md)

scenario-error-och_player_count = { $count ->
    [one] { $count } joueur : Orichalque se joue de 2 à 4 joueurs.
   *[other] { $count } joueurs : Orichalque se joue de 2 à 4 joueurs.
}
scenario-error-too_few_cards = { $count ->
    [one] seulement { $count } carte Action
   *[other] seulement { $count } cartes Action
}, or à { $players } joueurs le plateau Actions a { $need ->
    [one] { $need } emplacement
   *[other] { $need } emplacements
} : il faut au moins { $need } cartes, sinon un joueur n’aurait rien à prendre pendant la manche.
scenario-error-slot_not_free = les deux premières cartes à gauche se prennent gratuitement (c’est la règle) : l’emplacement { $slot } coûte 0 hoplite, pas { $value }.
scenario-error-display_short = le plateau Actions n’a que { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}, or { $need ->
    [one] { $need } joueur doit encore en prendre une
   *[other] { $need } joueurs doivent encore en prendre une
} pendant cette manche : le plateau n’est regarni qu’à la fin de la manche.
scenario-error-not_a_status = « { $value } » n’est pas une source de données (possibles : { $allowed } ; verified — la règle, aid — l’aide de jeu, provisional — données indicatives).
scenario-error-bad_id = « { $value } » n’est pas un identifiant : il faut un mot court (24 signes au plus) en lettres latines minuscules, chiffres et _.
scenario-error-listed_twice = « { $value } » figure deux fois.
scenario-error-bad_row = « { $value } » n’est pas une rangée de l’île : une rangée s’écrit avec o (une case) et . (pas de case), 30 signes au plus.
scenario-error-port_alone = la case du port « { $value } » n’a pas de case voisine : la métropole couvre la case du port et une case voisine.
scenario-error-not_a_port = « { $value } » n’est pas une place pour la métropole : elle couvre la case du port désignée par la flèche et une case voisine.
scenario-error-not_on_island = « { $value } » n’est pas une case de cette île.
scenario-error-not_an_island = « { $value } » n’est pas un plateau Île (possibles : { $allowed }).
scenario-error-not_a_side = « { $value } » n’est pas une face du plateau Île (possibles : { $allowed }).
scenario-error-not_a_shape = « { $value } » n’est pas une forme de tuile (possibles : { $allowed }).
scenario-error-terrains_for_shape = une tuile de cette forme a { $need ->
    [one] { $need } partie
   *[other] { $need } parties
}, il faut donc autant de terrains, or il y en a { $count }.
scenario-error-zones_for_tile = la tuile couvre { $need ->
    [one] { $need } case
   *[other] { $need } cases
}, une par terrain, or il y en a { $count }.
scenario-error-not_a_terrain = « { $value } » n’est pas un terrain (possibles : { $allowed }).
scenario-error-not_an_action = « { $value } » n’est pas une action (possibles : { $allowed }).
scenario-error-not_a_building_kind = « { $value } » n’est pas un type de bâtiment (possibles : { $allowed }).
scenario-error-not_an_effect = l’effet d’un bâtiment est fixé par le jeu : ici, seul « { $effect } » convient, pas « { $value } » (ou retirez cette clé).
scenario-error-not_a_creature_kind = « { $value } » n’est pas un type de créature (possibles : { $allowed }).
scenario-error-not_a_face = « { $value } » n’est pas une face du dé de combat.
scenario-error-not_a_tile = il n’y a pas de tuile de terrain « { $value } ».
scenario-error-not_a_building = il n’y a pas de bâtiment « { $value } ».
scenario-error-not_a_creature = il n’y a pas de créature « { $value } ».
scenario-error-not_a_titan = il n’y a pas de Titan « { $value } ».
scenario-error-not_an_action_card = il n’y a pas de carte Action « { $value } ».
scenario-error-elsewhere = « { $value } » est déjà dans le champ { $where } : chaque élément du jeu n’est qu’à un seul endroit.
scenario-error-bad_tile = une tuile posée sur l’île s’écrit ainsi : [tuile, [cases…]].
scenario-error-zone_taken = « { $value } » n’est pas une case libre de l’île : cette case n’existe pas ou elle est déjà couverte.
scenario-error-not_free = la case « { $value } » n’est pas couverte d’une tuile : un bâtiment ne se pose que sur une tuile.
scenario-error-not_a_diamond = un temple occupe 4 cases couvertes de tuiles, en losange, ce qui n’est pas le cas ici.
scenario-error-not_volcano = « { $value } » n’est pas un volcan : les créatures ne se tiennent que sur des volcans.
scenario-error-no_creature = il n’y a pas de créature sur la case « { $value } » : les hoplites n’attendent qu’à côté d’une créature.
scenario-error-not_in_bag = « { $value } » n’est pas dans le sac : seul un pion qui s’y trouve peut être tiré ensuite.
scenario-error-not_captured = « { $value } » ne convient pas : il faut ici deux créatures différentes capturées par un même joueur.
scenario-error-not_a_step = « { $value } » n’est pas une étape du tour (possibles : { $allowed }).
scenario-error-metropolis_placed = la métropole { $player_of } est déjà placée : elle ne se place qu’au début du premier tour du joueur.
scenario-error-discard_two_players = on ne défausse une carte du plateau Actions qu’à deux joueurs.
scenario-error-not_held = { $player } n’a pas le Titan « { $value } » : le choix se fait parmi ses propres Titans.
scenario-error-holds_first = { $player } a déjà le pion Premier joueur : il passe à un autre joueur.
scenario-error-too_many = il y a plus d’éléments en jeu que dans la boîte : { $value } de trop.
scenario-error-not_playable = cette position ne peut pas se jouer : ses éléments ne concordent pas entre eux.
