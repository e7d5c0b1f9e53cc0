# Onglet « Entraînement » (oriflamme/widgets/practice.py) et textes des exercices
# (oriflamme/games/*/puzzles.py). Arguments cartes et joueurs comme dans events.ftl :
# $card, $card_def…, $owner_of, $player… ; $amount_pts — « 2 points d’influence » ;
# $position_num — position comptée à partir de 1 ; $move — le coup en mots.

w-tab-practice = Entraînement
practice-intro = Des exercices tirés de positions de vraies parties : le moteur du jeu pose la question, connaît la réponse et vérifie chaque mauvaise proposition. Vos erreurs reviennent jusqu’à ce que la règle soit acquise.
practice-table = Table
practice-table-mixed = Table mixte
practice-learner = Progression : { $name }
practice-learner-shared = Progression de cet ordinateur (partagée)
practice-next = Nouvel exercice
practice-next-tip = Afficher l’exercice suivant
practice-due-button = Revoir mes erreurs ({ $count })
practice-due-tip = Un exercice sur une règle à revoir maintenant
practice-answer-label = Votre réponse
practice-making = Préparation de l’exercice…
practice-none = Pas encore d’exercice pour cette table.
practice-kind-reveal = Que se passe-t-il ?
practice-kind-leader = Qui mène ?
practice-kind-best = Le meilleur coup
practice-kind-legal = Ce coup est-il permis ?
practice-kind-titan = Titan
practice-kind-fight = Chances au combat
practice-kind-extra = Action supplémentaire
practice-tags = Règles : { $rules }. Cartes : { $cards }.
practice-tags-rules = Règles : { $rules }.
practice-right = Exact !
practice-wrong = Non, ce n’est pas ça.
practice-answer-was = La bonne réponse : { $answer }
practice-why-wrong = Pourquoi votre réponse est fausse
practice-what-happened = Ce qui se passe sur la table
practice-rule = La règle
practice-board-note = Le plateau montre toutes les cartes face visible, comme le moteur du jeu les voit.
practice-board-readonly = On ne joue pas sur ce plateau : répondez avec les boutons au-dessus.
practice-queue-title = À revoir maintenant
practice-queue-empty = Rien à revoir : aucune erreur n’attend de révision.
practice-queue-item = { $tag } — erreurs : { $wrong }, bonnes réponses : { $right }
practice-queue-later = Encore en attente : { $count }, prochaine révision : { $when }.
practice-mastery-title = Maîtrise : cartes et règles
practice-mastery-empty = Ici s’affichera, pour chaque carte, quelles règles vous appliquez correctement.
practice-mastery-card = { $card }
practice-mastery-rule = { $rule } : { $right } sur { $total }
practice-mastered = acquis
practice-learning = en cours
practice-score = Réponses : { $total }, dont justes : { $right }.
practice-lesson-mistake = Erreur dans la leçon « { $title } »
practice-provisional = Certaines données du matériel d’Orichalque (îles, tuiles, dés) restent à confirmer : les exercices, comme le plateau, utilisent nos valeurs provisoires.
practice-file-title = Exercice : { $kind }
practice-list-or = ou

practice-log = Comment cela se joue
practice-in-minutes = { $count ->
    [one] dans { $count } minute
   *[other] dans { $count } minutes
}
practice-in-hours = { $count ->
    [one] dans { $count } heure
   *[other] dans { $count } heures
}
practice-in-days = { $count ->
    [one] dans { $count } jour
   *[other] dans { $count } jours
}

## Questions (Oriflamme)

practice-q-reveal = { $player } révèle { $card_poss } en position { $position_num }{ $tokens ->
        [0] {""}
       *[other] {" "}(avec { $tokens_pts } dessus)
    }.
practice-q-target = La cible : la carte en position { $position_num }.
practice-q-choice = Choix de { $player } : « { $move } ».
practice-q-bribed = { $card_def } { $owner_of } (position { $position_num }) est { $card_gender ->
        [f] corrompue
       *[m] corrompu
    } par { $player }.
practice-q-kept = { $players_count ->
    [one] { $players } a conservé { $card_def } devant lui.
   *[other] { $players } ont conservé chacun { $card_indef } devant eux.
}
practice-q-reveal-ask = Que se passe-t-il ?
practice-q-leader-ask = Qui mène une fois cette carte résolue, et de combien ?
practice-q-best = La résolution en est { $card_a } en position { $position_num } ; { $player } décide. Quel coup garantit à { $player } le plus de points d’influence d’ici la fin du tour, quoi que fassent ses adversaires ?
practice-q-legal = Vous êtes { $player }. Pouvez-vous jouer ce coup : « { $move } » ? Sinon, pourquoi ?
practice-q-legal-target = La résolution en est { $card_a } en position { $position_num } ; { $player } décide. Le coup « { $move } » est-il permis ? Sinon, pourquoi ?

## Réponses (Oriflamme)

practice-o-gain = { $player } gagne { $amount_pts }.
practice-o-loss = { $player } perd { $amount_pts }.
practice-o-eliminated = { $card_def } { $owner_of } est { $card_gender ->
    [f] éliminée
   *[other] éliminé
}.
practice-o-discarded = { $card_def } { $owner_of } est { $card_gender ->
    [f] défaussée
   *[other] défaussé
}.
practice-o-kept = { $owner } conserve { $card_def }.
practice-o-nothing = Rien ne change : ni points d’influence, ni cartes.
practice-o-leads = { $player } mène avec { $amount_pts } d’avance.
practice-o-tied = { $players } sont à égalité en tête : { $score_pts } chacun.
practice-o-move = { $move }
practice-o-legal = Oui, ce coup est permis.
practice-o-illegal = Non.

## Explications (Oriflamme)

practice-x-value = « { $move } » : { $sign ->
    [plus] au moins +{ $delta_pts }
    [minus] au pire −{ $delta_pts }
   *[zero] au pire 0 point d’influence
} d’ici la fin du tour.
practice-x-legal = Le coup « { $move } » est permis.
practice-x-illegal = Le coup « { $move } » n’est pas permis.
practice-x-rule-g2 = Placement : chacun pose une carte de sa main face cachée — au début ou à la fin de la File, et à partir du 2e tour aussi sur une pile dont la carte du dessus est à lui{ $bribery ->
        [yes] {" "}(ou est un personnage qu’il a corrompu)
       *[no] {""}
    }.
practice-x-rule-g3-tokens = En révélant la carte, { $player } prend l’influence posée dessus : +{ $amount }.
practice-x-rule-g4 = Une capacité est obligatoire et ne vise que les cibles permises : on ne peut pas désigner une carte qu’elle ne peut pas choisir.
practice-x-card-rule = { $card }. Sur la carte : « { $ability } » { $rule }

## Mauvaises lectures des règles

practice-mis-tokens_kept = C’est ce qu’on obtient en oubliant qu’en révélant cette carte, son propriétaire prend l’influence posée dessus.
practice-mis-insurrection_tokens_kept = C’est ce qu’on obtient en oubliant qu’en révélant { card-insurrection.def }, son propriétaire prend l’influence posée dessus — toute sauf un point, qui retourne à la réserve.
practice-mis-conspiracy_once = C’est ce qu’on obtient en oubliant que { card-conspiracy.def } rapporte deux fois l’influence posée dessus.
practice-mis-no_elimination_gain = C’est ce qu’on obtient en oubliant que chaque carte éliminée rapporte 1 point d’influence au propriétaire de la carte qui élimine.
practice-mis-elimination_gain_to_owner = C’est ce qu’on obtient en donnant le point de l’élimination au propriétaire de la carte éliminée plutôt qu’à celui qui élimine.
practice-mis-tokens_to_eliminator = C’est ce qu’on obtient en croyant que l’influence d’une carte face cachée éliminée revient à celui qui élimine : elle retourne à la réserve.
practice-mis-snare_tokens_taken = C’est ce qu’on obtient en croyant que le propriétaire prend l’influence posée sur { $card_def }. Révélée par son propriétaire, cette carte la rend à la réserve et ne rapporte qu’un point.
practice-mis-ambush_ignored = C’est ce qu’on obtient en oubliant { card-ambush.def } : éliminée par une carte adverse, elle rapporte 4 à son propriétaire, et la carte qui l’a attaquée est défaussée.
practice-mis-attacker_stays = C’est ce qu’on obtient en laissant dans la File la carte qui a éliminé { card-ambush.def } ou { card-trap.def } d’un adversaire : elle est défaussée.
practice-mis-trap_ignored = C’est ce qu’on obtient en oubliant { card-trap.def } : son propriétaire prend 3 points d’influence à celui qui l’a éliminé, et la carte qui l’a attaqué est défaussée.
practice-mis-trap_from_supply = C’est ce qu’on obtient en prenant les 3 points { card-trap.de } dans la réserve : ils sont pris à celui qui l’a éliminé.
practice-mis-debt_allowed = C’est ce qu’on obtient en oubliant qu’un joueur ne donne jamais plus qu’il n’a : pas de dettes.
practice-mis-cutthroat_single_gain = C’est ce qu’on obtient en oubliant qu’un { card-cutthroat } qui n’élimine qu’une seule carte ne rapporte aucun point d’élimination.
practice-mis-queen_bonus_forgotten = C’est ce qu’on obtient en oubliant qu’éliminer la Reine d’un autre joueur rapporte 1 point d’influence de plus.
practice-mis-intrigue_stays = C’est ce qu’on obtient en laissant l’intrigue dans la File : une fois jouée, elle est défaussée.
practice-mis-heir_same_name_ignored = C’est ce qu’on obtient sans voir l’autre carte du même nom, face visible et non recouverte : { card-heir.def } ne gagne alors rien.
practice-mis-heir_blocked_by_hidden = C’est ce qu’on obtient en comptant une carte du même nom face cachée ou recouverte : seule une carte face visible et non recouverte arrête { card-heir.def }.
practice-mis-lord_face_up_only = C’est ce qu’on obtient en ne comptant que les cartes face visible à côté { card-lord.de } : les cartes du dessus face cachée de son propriétaire comptent aussi.
practice-mis-lord_counts_all = C’est ce qu’on obtient en comptant aussi les cartes adverses à côté { card-lord.de } : seules celles de son propriétaire comptent.
practice-mis-felon_owner_spared = C’est ce qu’on obtient en épargnant le propriétaire { card-felon.de } : il perd lui aussi 1 pour chacune de ses cartes voisines.
practice-mis-schemer_ignores_stacks = C’est ce qu’on obtient sans voir la pile de 2 cartes ou plus à côté { card-schemer.de } : elle est alors défaussée.
practice-mis-covered_eliminated_too = C’est ce qu’on obtient en éliminant toute la pile : seule la carte du dessus est éliminée, celle d’en dessous n’est plus recouverte.
practice-mis-wrong_neighbour = C’est ce qu’on obtient en confondant les voisines : la cible est la carte à la position indiquée.
practice-mis-no_change = C’est ce qu’on obtient en oubliant qu’une carte révélée doit appliquer sa capacité.
practice-mis-och_disconnected = C’est ce qu’on obtient en comptant ensemble des cases d’un même terrain qui ne se touchent pas : une région, ce sont des cases reliées.
practice-mis-och_buildings_count = C’est ce qu’on obtient en comptant les cases sous un bâtiment ou un temple : elles ne sont plus du terrain.
practice-mis-och_volcano_counts = C’est ce qu’on obtient en prenant un volcan vide pour le bon terrain : un volcan vide vaut n’importe quel terrain pour construire, pas pour attirer un Titan.
practice-mis-och_tile_only = C’est ce qu’on obtient en ne comptant que les cases de la tuile : les cases voisines du même terrain font aussi partie de la région.
practice-mis-och_held_safe = C’est ce qu’on obtient en croyant qu’on ne peut pas prendre le Titan d’un adversaire : une région nouvelle ou agrandie le prend à qui que ce soit.
practice-mis-och_two_enough = C’est ce qu’on obtient en croyant que 2 cases suffisent : un Titan ne vient que pour une région de 3 cases.
practice-mis-och_four_needed = C’est ce qu’on obtient en attendant 4 cases : 3 suffisent.
practice-mis-och_new_area_only = C’est ce qu’on obtient en oubliant qu’agrandir sa région attire aussi le Titan.
practice-mis-och_tile_terrains = C’est ce qu’on obtient en croyant que la tuile appelle d’elle-même le Titan de son terrain : il faut une région de 3 cases.
practice-mis-och_no_base_die = C’est ce qu’on obtient en oubliant le dé qu’on lance toujours : il y a 1 dé de plus que d’hoplites au combat.
practice-mis-och_skull_ignored = C’est ce qu’on obtient en oubliant le crâne : il fait gagner à lui seul, quelle que soit la somme.
practice-mis-och_waiting_forgotten = C’est ce qu’on obtient en oubliant les hoplites restés près de la créature après un combat perdu : ils combattent de nouveau.
practice-mis-och_must_exceed = C’est ce qu’on obtient en exigeant une somme supérieure à la force de la créature : une somme égale suffit.
practice-mis-och_siege_forgotten = C’est ce qu’on obtient en oubliant l’engin de siège : avec lui, un 3 fait aussi gagner.
practice-mis-och_any_payment = C’est ce qu’on obtient en croyant que tout paiement achète toute action : chaque paiement n’ouvre que ses actions.
practice-mis-och_produce_recruit_swapped = C’est ce qu’on obtient en intervertissant les paiements : la Production se paie en hoplites, le Recrutement en orichalque.
practice-mis-och_statues_forgotten = C’est ce qu’on obtient en oubliant les statues : avec elles, l’action supplémentaire payée en hoplites coûte 1 de moins.
practice-mis-och_one_creature = C’est ce qu’on obtient en croyant qu’une créature vaincue suffit : il faut en rendre 2.

## Questions et réponses (Orichalque)

practice-och-q-titan = { $player } pose une tuile de terrain ({ $terrains }) sur les cases { $zones }. Attire-t-elle un Titan ?
practice-och-no-titan = Non, aucun Titan ne vient.
practice-och-yes = Oui : { $items }.
practice-och-yes-but = Oui, mais
practice-och-titan-centre = { $titan }, { $titan_gender ->
    [f] prise
    [fpl] prises
   *[m] pris
} au centre de la table
practice-och-titan-from = { $titan }, { $titan_gender ->
    [f] prise
    [fpl] prises
   *[m] pris
} à { $player }
practice-och-titan-reactivated = { $titan } { $titan_gender ->
    [f] appartient déjà à { $player } et redevient active
    [pl] appartiennent déjà à { $player } et redeviennent actifs
    [fpl] appartiennent déjà à { $player } et redeviennent actives
   *[m] appartient déjà à { $player } et redevient actif
}
practice-och-titan-held = { $titan } appartient déjà à { $player } et reste { $titan_gender ->
    [f] active
   *[m] actif
} : rien ne change.
practice-och-q-fight = { $player } combat la créature « { $creature } » (force { $strength }) sur la case { $zone }. { $waiting ->
    [0] Hoplites au combat : { $hoplites }.
   *[other] Nouveaux hoplites au combat : { $hoplites } ; déjà près de la créature : { $waiting }.
}{ $siege ->
    [yes] {" "}Son île a un engin de siège.
   *[no] {""}
} Quelles sont ses chances de gagner ?
practice-och-percent = { $percent } %
practice-och-q-extra = { $player } a { $supply }{ $statues ->
    [yes] {" "}; son île a des statues
   *[no] {""}
}. Avec quoi peut-il payer l’action supplémentaire « { $action } » ?
practice-och-pay-hoplites = { $count ->
    [one] { $count } hoplite
   *[other] { $count } hoplites
}
practice-och-pay-orichalcum = 2 lingots d’orichalque
practice-och-pay-creatures = 2 créatures vaincues
practice-och-payments = Avec { $payments }.
practice-och-pay-nothing = Avec rien : cette action supplémentaire ne peut pas être payée maintenant.
practice-och-x-titan = Un Titan vient dès qu’un joueur crée une région d’au moins 3 cases reliées d’un même terrain, ou agrandit la sienne ; les cases sous un bâtiment ou un temple ne comptent pas.
practice-och-x-titan-take = Le Titan est pris où qu’il soit — au centre de la table ou chez un autre joueur ; si le joueur qui le prend l’a déjà, il redevient actif.
practice-och-x-fight = { $dice ->
    [1] On lance 1 dé : aucun hoplite au combat, donc seulement le dé qu’on lance toujours. On gagne avec un crâne, ou un nombre au moins égal à la force de la créature ({ $strength }).
   *[other] On lance { $dice } dés : 1 dé qu’on lance toujours, plus 1 par hoplite au combat. On gagne avec un crâne sur n’importe quel dé, ou une somme au moins égale à la force de la créature ({ $strength }).
} Les chances sont calculées exactement : chaque lancer possible est compté.
practice-och-x-siege = Avec un engin de siège, un 3 fait aussi gagner.
practice-och-x-extra = Action supplémentaire : rendez 2 hoplites (Combat, Construction, Production), 2 lingots d’orichalque (Combat, Construction, Recrutement) ou 2 créatures vaincues (n’importe quelle action).
practice-och-x-statues = Avec des statues, l’action supplémentaire payée en hoplites coûte 1 hoplite de moins.

## Règles (noms pour la file de révision et la maîtrise)

practice-rule-G1 = La File et les positions
practice-rule-G2 = Le placement
practice-rule-G3 = Révéler ou laisser face cachée
practice-rule-G4 = Une capacité est obligatoire
practice-rule-G5 = L’ordre de résolution
practice-rule-G6 = L’élimination
practice-rule-G7 = Défausser n’est pas éliminer
practice-rule-G8 = L’influence sur les cartes
practice-rule-G9 = Jamais moins de zéro point
practice-rule-G10 = Les cartes que vous contrôlez
practice-rule-G11 = Les tours
practice-rule-G12 = Fin de partie et égalité
practice-rule-G13 = Nombre de joueurs
practice-rule-G14 = Une carte quitte la File pendant sa capacité
practice-rule-G15 = L’influence et les marqueurs suivent leur carte
practice-rule-G16 = Le propriétaire est celui qui contrôle
practice-rule-G17 = Les options d’une capacité
practice-rule-G18 = Le remplacement inactif
practice-rule-G19 = Les cartes recouvertes dans la File
practice-rule-G20 = Les copies de capacités
practice-rule-G21 = Les limites d’un scénario
practice-rule-B1 = { card-archer }
practice-rule-B2 = { card-soldier }
practice-rule-B3 = { card-spy }
practice-rule-B4 = { card-heir }
practice-rule-B5 = { card-shapeshifter }
practice-rule-B6 = { card-lord }
practice-rule-B7 = { card-assassination }
practice-rule-B8 = { card-royal_decree }
practice-rule-B9 = { card-ambush }
practice-rule-B10 = { card-conspiracy }
practice-rule-A1 = La mise en place d’Embrasement
practice-rule-A2 = { card-prince }
practice-rule-A3 = { card-twin }
practice-rule-A4 = { card-schemer }
practice-rule-A5 = { card-queen } et { card-cutthroat }
practice-rule-A6 = { card-apothecary }
practice-rule-A7 = { card-felon }
practice-rule-A8 = { card-substitution }
practice-rule-A9 = { card-bribery }
practice-rule-A9a = Reprendre sa propre carte par la Corruption
practice-rule-A10 = { card-combination }
practice-rule-A11 = { card-trap }
practice-rule-L1 = { card-empress }
practice-rule-L2 = { card-fanatic }
practice-rule-L3 = { card-informant }
practice-rule-L4 = { card-diplomat }
practice-rule-L5 = { card-deserter }
practice-rule-L6 = { card-judge }
practice-rule-L7 = { card-insurrection }
practice-rule-L8 = { card-extortion }
practice-rule-L9 = { card-infiltration }
practice-rule-L10 = { card-pact }
practice-rule-L11 = Les cartes conservées
practice-rule-O1 = Régions et Titans
practice-rule-O2 = Prendre un Titan
practice-rule-O3 = Combien de Titans
practice-rule-O4 = Le premier joueur
practice-rule-O5 = Une tuile qui ne se pose nulle part
practice-rule-O6 = Une action supplémentaire sans effet
practice-rule-och-titans = Les Titans
practice-rule-och-fight = Le combat contre les créatures
practice-rule-och-extra = L’action supplémentaire
practice-rule-och-build = La Construction
practice-rule-och-produce-recruit = Production et Recrutement
practice-rule-och-card = Le choix de la carte Action
practice-piece-rhea = { och-titan-rhea }
practice-piece-tethys = { och-titan-tethys }
practice-piece-kronos = { och-titan-kronos }
practice-piece-hyperion = { och-titan-hyperion }
practice-piece-cerberus = { och-creature-cerberus }
practice-piece-minotaur = { och-creature-minotaur }
practice-piece-gorgon = { och-creature-gorgon }
practice-piece-cyclops = { och-creature-cyclops }
practice-piece-hydra = { och-creature-hydra }
practice-piece-siege = Engin de siège
practice-piece-statues = Statues
