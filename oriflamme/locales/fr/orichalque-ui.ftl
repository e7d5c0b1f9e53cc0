# Orichalque : le plateau, les boutons des décisions, le journal (oriflamme/widgets/orichalque, orichalque/render.py).
# Termes (docs/glossary.md, « Orichalque ») : plateau Actions, carte Action, plateau Construction,
# emplacement, case, tuile de terrain, métropole, port, hoplite, lingot d’orichalque,
# créature mythique, Titan, bénédiction, temple, médaillon, pion Premier joueur.

## Noms

och-game = Orichalque
och-terrain-forest = forêt
    .def = la forêt
    .indef = une forêt
    .de = de la forêt
    .a = à la forêt
    .poss = sa forêt
    .gender = f
och-terrain-water = eau
    .def = l’eau
    .indef = une eau
    .de = de l’eau
    .a = à l’eau
    .poss = son eau
    .gender = f
och-terrain-desert = désert
    .def = le désert
    .indef = un désert
    .de = du désert
    .a = au désert
    .poss = son désert
    .gender = m
och-terrain-mountain = montagne
    .def = la montagne
    .indef = une montagne
    .de = de la montagne
    .a = à la montagne
    .poss = sa montagne
    .gender = f
och-terrain-volcano = volcan
    .def = le volcan
    .indef = un volcan
    .de = du volcan
    .a = au volcan
    .poss = son volcan
    .gender = m
och-terrain-metropolis = métropole
    .def = la métropole
    .indef = une métropole
    .de = de la métropole
    .a = à la métropole
    .poss = sa métropole
    .gender = f
och-titan-rhea = Rhéa
    .def = Rhéa
    .indef = Rhéa
    .de = de Rhéa
    .a = à Rhéa
    .poss = Rhéa
    .gender = f
och-titan-tethys = Téthys
    .def = Téthys
    .indef = Téthys
    .de = de Téthys
    .a = à Téthys
    .poss = Téthys
    .gender = f
och-titan-kronos = Cronos
    .def = Cronos
    .indef = Cronos
    .de = de Cronos
    .a = à Cronos
    .poss = Cronos
    .gender = m
och-titan-hyperion = Hypérion
    .def = Hypérion
    .indef = Hypérion
    .de = d’Hypérion
    .a = à Hypérion
    .poss = Hypérion
    .gender = m
och-blessing-rhea = effectuez une construction de plus
och-blessing-tethys = doublez le nombre d’hoplites recrutés
och-blessing-kronos = battez automatiquement une créature mythique
och-blessing-hyperion = doublez la production d’orichalque
och-creature-cerberus = Cerbère
    .def = le Cerbère
    .indef = un Cerbère
    .de = du Cerbère
    .a = au Cerbère
    .poss = son Cerbère
    .gender = m
och-creature-minotaur = Minotaure
    .def = le Minotaure
    .indef = un Minotaure
    .de = du Minotaure
    .a = au Minotaure
    .poss = son Minotaure
    .gender = m
och-creature-gorgon = Gorgone
    .def = la Gorgone
    .indef = une Gorgone
    .de = de la Gorgone
    .a = à la Gorgone
    .poss = sa Gorgone
    .gender = f
och-creature-cyclops = Cyclope
    .def = le Cyclope
    .indef = un Cyclope
    .de = du Cyclope
    .a = au Cyclope
    .poss = son Cyclope
    .gender = m
och-creature-hydra = Hydre
    .def = l’Hydre
    .indef = une Hydre
    .de = de l’Hydre
    .a = à l’Hydre
    .poss = son Hydre
    .gender = f
och-building-camp = camp d’entraînement
    .def = le camp d’entraînement
    .indef = un camp d’entraînement
    .de = du camp d’entraînement
    .a = au camp d’entraînement
    .poss = son camp d’entraînement
    .gender = m
och-building-mine = mine
    .def = la mine
    .indef = une mine
    .de = de la mine
    .a = à la mine
    .poss = sa mine
    .gender = f
och-building-hospital = hôpital
    .def = l’hôpital
    .indef = un hôpital
    .de = de l’hôpital
    .a = à l’hôpital
    .poss = son hôpital
    .gender = m
och-building-oratory = oratoire
    .def = l’oratoire
    .indef = un oratoire
    .de = de l’oratoire
    .a = à l’oratoire
    .poss = son oratoire
    .gender = m
och-building-siege = engin de siège
    .def = l’engin de siège
    .indef = un engin de siège
    .de = de l’engin de siège
    .a = à l’engin de siège
    .poss = son engin de siège
    .gender = m
och-building-arch = arche
    .def = l’arche
    .indef = une arche
    .de = de l’arche
    .a = à l’arche
    .poss = son arche
    .gender = f
och-building-crystal = cristal
    .def = le cristal
    .indef = un cristal
    .de = du cristal
    .a = au cristal
    .poss = son cristal
    .gender = m
och-building-architect = architecte
    .def = l’architecte
    .indef = un architecte
    .de = de l’architecte
    .a = à l’architecte
    .poss = son architecte
    .gender = m
och-building-forge = forge
    .def = la forge
    .indef = une forge
    .de = de la forge
    .a = à la forge
    .poss = sa forge
    .gender = f
och-building-statues = statues
    .def = les statues
    .indef = des statues
    .de = des statues
    .a = aux statues
    .poss = ses statues
    .gender = f
och-bcode-camp = Ca
och-bcode-mine = Mi
och-bcode-hospital = Hô
och-bcode-oratory = Or
och-bcode-siege = Si
och-bcode-arch = Ar
och-bcode-crystal = Cr
och-bcode-architect = At
och-bcode-forge = Fo
och-bcode-statues = St
och-action-produce = Production d’orichalque
och-action-recruit = Recrutement d’hoplites
och-action-fight = Combat
och-action-build = Construction
och-size = { $size ->
    [1] tuile simple
    [2] tuile double
   *[3] tuile triple
}
och-hoplites = { $count } { $count ->
    [one] hoplite
   *[other] hoplites
}
och-orichalcum = { $count } { $count ->
    [one] lingot
   *[other] lingots
} d’orichalque
och-creatures = { $count } { $count ->
    [one] créature vaincue
   *[other] créatures vaincues
}
och-points = { $count } { $count ->
    [one] point de victoire
   *[other] points de victoire
}
och-dice = { $count } { $count ->
    [one] dé
   *[other] dés
}
och-face-skull = un crâne
och-side-easy = face facile
och-side-hard = face difficile
och-island = île { $number }, { $side }
och-nothing = rien

## Le dessin de la table (infobulles et légendes)

och-r-zone = Case { $zone } : { $terrain }
och-r-zone-empty = Case { $zone } : pas encore explorée
och-r-port = Port : { $pay }
och-r-metropolis-building = Métropole, { $building } : { $effect }
och-r-temple = Temple sur les cases { $zones }
och-r-slot = Emplacement { $slot } : { $terrain }
och-r-titan = { $titan } ({ $terrain }) : { $blessing }. { $held ->
    [yes] Chez { $holder }
   *[no] Au centre de la table
}, face { $active ->
    [yes] active
   *[no] inactive
} visible.
och-r-centre = au centre de la table
och-r-player-detail = { $points } — { $island }
och-r-captured = Créatures vaincues : { $creatures }
och-r-captured-none = Aucune créature vaincue
och-r-temple-token = Point de victoire : temple
och-r-medallion = Point de victoire : médaillon d’orichalque
och-r-illustrative = Îles indicatives
och-r-card = Carte : { $action }, { $size }
och-r-creature = { $creature }, force { $strength }
och-r-waiting = { $count ->
    [one] { $hoplites } attend près de la créature
   *[other] { $hoplites } attendent près de la créature
}
och-r-first = Pion Premier joueur
och-r-tile = Tuile de terrain : { $terrains }

## Le plateau et les décisions

och-provisional = À noter : les îles, les terrains des tuiles, la composition des cartes Action, le coût des emplacements 4 à 6 et les faces des dés sont ici indicatifs — la règle ne les imprime pas, ceux de la boîte peuvent différer. Les règles du jeu, elles, ne changent pas.
och-status-metropolis = Premier tour : placez la métropole. Choisissez un port (la case que montre la flèche), puis une case voisine.
och-status-metropolis-second = La métropole couvre le port { $zone } : choisissez sa seconde case, à côté.
och-status-card = Phase 1 : prenez une carte Action. Les deux premières à gauche sont gratuites, les autres coûtent des hoplites.
och-status-tile = Phase 2 : placez la tuile de terrain. Tournez-la avec « Tourner la tuile » et cliquez sur une case en surbrillance : la case de la tuile cerclée de bleu s’y posera.
och-status-tile-pick = Phase 2 : cliquez sur la case où ira la case « { $terrain } » de la tuile (dans l’ordre de la tuile).
och-status-produce = Phase 3 : Production d’orichalque — 1 lingot par mine. Faites l’action ou renoncez-y.
och-status-recruit = Phase 3 : Recrutement d’hoplites — 1 hoplite par camp d’entraînement. Faites l’action ou renoncez-y.
och-status-fight = Phase 3 : Combat. Choisissez la créature et le nombre d’hoplites (0 à 3) : les chances de victoire s’affichent avant le lancer.
och-status-build = Phase 3 : Construction — un bâtiment (choisissez-le sur le plateau Construction, puis une case), un temple ou un médaillon.
och-status-extra = Phase 4 : action supplémentaire — choisissez l’action et le paiement, ou finissez le tour ici.
och-status-discard = Phase 5 (à deux) : défaussez une carte du plateau Actions.
och-status-release = Plus de Titans que vous ne pouvez en garder : rendez-en un au centre de la table.
och-status-minotaur = Minotaure vaincu : construisez gratuitement { $building_indef } sur une case libre (pas à côté d’une créature) ou renoncez-y.
och-status-first = Égalité d’hoplites : décidez qui reçoit le pion Premier joueur.
och-status-temple = Temple : choisissez 4 cases en losange, toutes de terrains différents (un volcan vide compte pour n’importe lequel). Choisies : { $count } sur 4.
och-status-building = Où construire { $building_indef } ? Cliquez sur une case en surbrillance.
och-status-waiting = À { $player } de jouer.
och-status-won = Partie terminée : { $player } gagne — { $points }, et plus aucune créature mythique sur son île.
och-you = vous
och-action-board = Plateau Actions
och-building-board = Plateau Construction
och-titans = Titans
och-decision = Décision
och-take = Prendre la carte { $slot } ({ $action }, { $size }{ $creatures ->
    [0] {""}
    [one] , avec une créature
   *[other] , avec { $creatures } créatures
}) — { $cost ->
    [0] gratuite
   *[other] pour { $cost_count }
}
och-rotate = Tourner la tuile
och-tile-pick = Choisir les cases une à une
och-tile-preview = Votre tuile : { $terrains }
och-zone-button = Case { $zone } : { $terrain }
och-place-here = { $count ->
    [one] Poser la tuile sur la case { $zones }
   *[other] Poser la tuile sur les cases { $zones }
}
och-metropolis-port = Métropole : port { $zone }
och-metropolis-zone = Métropole : seconde case { $zone }
och-metropolis-move = Placer la métropole sur le port { $port } et la case { $zone }
och-produce = Produire de l’orichalque
och-produce-bless = Produire avec la bénédiction d’Hypérion (le double)
och-recruit = Recruter des hoplites
och-recruit-bless = Recruter avec la bénédiction de Téthys (le double)
och-fight-with = Combat contre { $creature_def } (force { $strength }), case { $zone }
och-fight-hoplites = Hoplites au combat
och-fight-waiting = { $count ->
    [one] { $hoplites } attend déjà à ses côtés
   *[other] { $hoplites } attendent déjà à ses côtés
}
och-fight-roll = Lancer { $dice }
och-fight-bless = Bénédiction de Cronos : victoire sans lancer
och-fight-bless-move = Vaincre en { $zone } sans lancer les dés grâce à Cronos
och-chance = Chances de victoire : { $percent } % ({ $won } { $won ->
    [one] résultat
   *[other] résultats
} sur { $total })
och-chance-sure = Chances de victoire : 100 %
och-build-slot = Construire { $building_indef } (emplacement { $slot }, { $terrain })
och-build-zone = Construire sur la case { $zone }
och-build-move = Construire { $building_indef } sur la case { $zone }
och-temple = Construire un temple
och-temple-zone = Case du temple : { $zone }
och-medallion = Forger un médaillon (5 lingots d’orichalque)
och-pass = Renoncer à l’action
och-end-turn = Finir le tour
och-extra = { $action } (payer { $payment })
och-extra-futile = { $action } (payer { $payment }) — en vain : une fois payée, cette action ne donnera rien ici
och-extra-forbidden = { $move }. Interdit par la règle : ce paiement n’ouvre pas cette action
och-extra-move = { $action ->
    [produce] Production d’orichalque
    [recruit] Recrutement d’hoplites
    [fight] Combat
   *[build] Construction
} en action supplémentaire, payée avec { $payment }
och-extra-move-futile = { $move } — en vain, car une fois payée, cette action ne donnera rien ici
och-discard = Défausser la carte { $slot }
och-release = Rendre { $titan } au centre de la table
och-minotaur-here = Construire sur la case { $zone }
och-minotaur-decline = Renoncer au bâtiment
och-first = Premier joueur : { $player }
och-cancel = Annuler le choix
och-undo = Annuler le coup
och-log = Journal (le plus récent en haut)
och-supply = Réserve personnelle de { $player } : { $hoplites }, { $orichalcum }, { $creatures }, { $points }
och-titan-card = { $titan } — { $blessing } ({ $state })
och-titan-active = face active
och-titan-inactive = face inactive

## Le journal

och-ev-turn-started = Manche { $round } : au tour de { $player }.
och-ev-metropolis-placed = { $player } place sa métropole sur les cases { $zones }.
och-ev-port-reached = { $player } atteint le port { $zone }.
och-ev-gained = { $reason ->
    [port] { $player } reçoit { $what } du port
    [produce] { $player } produit { $what }
    [recruit] { $player } recrute { $what }
    [right_of_first] { $player }, assis à droite du premier joueur, reçoit { $what }
    [passed_first] { $player }, qui a cédé le pion Premier joueur, prend { $what }
    [arch] { $player } reçoit { $what } grâce à l’arche
    [mine] { $player } prend { $what } sur la mine
    [camp] { $player } prend { $what } sur le camp d’entraînement
   *[other] { $player } reçoit { $what } en butin
}{ $aid ->
    [yes] {" "}(selon l’aide de jeu)
   *[no] {""}
}.
och-ev-paid = { $reason ->
    [card] { $player } paie { $what } pour la carte Action.
    [extra] { $player } paie { $what } pour une action supplémentaire{ $statues ->
        [yes] {" "}(statues : un hoplite de moins{ $aid ->
            [yes] , selon l’aide de jeu
           *[no] {""}
        })
       *[no] {""}
    }.
    [medallion] { $player } paie { $what } pour le médaillon.
   *[other] { $player } paie { $what }.
}
och-ev-card-taken = { $player } prend la carte { $slot } du plateau Actions ({ $action }).
och-ev-tile-placed = { $player } pose une tuile de terrain sur { $where }.
och-ev-tile-returned = La tuile ne peut aller nulle part : { $player } la remet dans la réserve générale{ $count ->
    [0] {""}
    [one] , et la créature qui s’y trouvait ({ $creatures }) retourne dans le sac
   *[other] , et les créatures qui s’y trouvaient ({ $creatures }) retournent dans le sac
}.
och-ev-creature-placed = { $creature_indef } apparaît sur le volcan { $zone }.
och-ev-area = { $player } a maintenant une région de { $count } cases de type { $terrain }.
och-ev-titan-taken = { $previous ->
    [none] { $player } attire l’attention { $titan_de }.
   *[other] { $player } attire l’attention { $titan_de } et prend sa tuile à { $previous }.
}
och-ev-titan-reactivated = { $player } retourne de nouveau { $titan } face active.
och-ev-titan-returned = { $titan } revient au centre de la table, face active.
och-ev-blessing-used = { $player } utilise la bénédiction { $titan_de }.
och-ev-fight-won = { $player } combat { $creature_def } (force { $strength }){ $hoplites ->
    [0] {" "}sans hoplite
   *[other] {" "}avec { $hoplites_text }
}. { $hoplites ->
    [0] Le dé donne
   *[other] Les dés donnent
} { $dice } : victoire{ $siege ->
    [yes] {" "}— avec l’engin de siège, un 3 compte comme un crâne.
   *[no] .
}
och-ev-fight-lost = { $player } combat { $creature_def } (force { $strength }){ $hoplites ->
    [0] {" "}sans hoplite
   *[other] {" "}avec { $hoplites_text }
}. { $hoplites ->
    [0] Le dé donne
   *[other] Les dés donnent
} { $dice } : défaite{ $hoplites ->
    [0] .
    [one] ; { $hoplites_text } reste auprès { $creature_de }.
   *[other] ; { $hoplites_text } restent auprès { $creature_de }.
}
och-ev-fight-blessed = { $player } bat { $creature_def } sans lancer les dés : c’est la bénédiction de Cronos.
och-ev-creature-captured = { $player } capture { $creature_def }.
och-ev-building-drawn = { $player } peut construire gratuitement { $building_kind ->
   *[other] { $building_indef }
} : c’est le butin du Minotaure{ $aid ->
    [yes] {" "}(selon l’aide de jeu)
   *[no] {""}
}.
och-ev-building-declined = { $player } renonce { $building_kind ->
   *[other] { $building_a }
}.
och-ev-building-built = { $player } construit { $building_indef } sur la case { $zone }.
och-ev-temple-built = { $player } construit un temple sur les cases { $zones }.
och-ev-medallion-forged = { $player } forge un médaillon d’orichalque.
och-ev-hospital-returned = { $player } récupère { $what } à l’hôpital{ $aid ->
    [yes] {" "}(selon l’aide de jeu)
   *[no] {""}
}.
och-ev-extra-action = Action supplémentaire de { $player } : { $action }.{ $futile ->
    [yes] { " " }Une fois payée, elle ne donnera rien ici.
   *[no] {""}
}
och-ev-card-discarded = { $player } défausse la carte { $slot } du plateau Actions.
och-ev-round-ended = Fin de la manche { $round } : les plateaux sont complétés.
och-ev-first-player = { $player } reçoit le pion Premier joueur.
och-ev-deck-reshuffled = La défausse est mélangée : nouvelle pioche de cartes Action.
och-ev-game-won = { $player } remporte la partie : { $points } et plus aucune créature sur son île !

## Les coups et les refus

och-take-short = Prendre la carte { $slot }
och-fight-move = { $count ->
    [0] Combattre en { $zone } sans hoplite
   *[other] Combattre en { $zone } avec { $hoplites }
}
och-fight-move-more = { $count ->
    [0] Combattre en { $zone } sans nouvel hoplite ({ $total } au combat)
   *[other] Combattre en { $zone } avec { $hoplites } de plus ({ $total } au combat)
}
och-pay-hoplites = 2 hoplites
och-pay-orichalcum = 2 lingots d’orichalque
och-pay-creatures = 2 créatures vaincues
och-illegal-game_finished = La partie est terminée.
och-illegal-unknown_move = Ce coup n’existe pas.
och-illegal-bad_character = Les mots d’un coup se séparent par des espaces simples : une tabulation, un retour à la ligne, une espace insécable ou un autre caractère invisible n’est pas accepté.
och-illegal-not_your_turn = C’est à un autre joueur de décider.
och-illegal-wrong_decision = Ce coup ne répond pas à la décision en cours.
och-illegal-no_such_card = Il n’y a pas de carte à cet emplacement du plateau Actions.
och-illegal-cannot_afford = Vous n’avez pas de quoi payer.
och-illegal-not_on_island = Cette case est hors de l’île : la tuile ne doit pas dépasser son bord.
och-illegal-zone_taken = Case déjà occupée : une tuile ne se pose pas sur une autre.
och-illegal-not_touching = La tuile doit toucher une tuile de terrain déjà posée ou la métropole.
och-illegal-not_a_shape = Ces cases n’ont pas la forme de la tuile.
och-illegal-not_a_port = La métropole couvre la case d’un port (celle que montre la flèche) et une case voisine.
och-illegal-no_such_slot = Il n’y a pas de bâtiment à cet emplacement du plateau Construction.
och-illegal-wrong_terrain = Un bâtiment se pose sur le terrain de son emplacement (un volcan vide compte pour n’importe lequel).
och-illegal-no_tile = Aucune tuile ne couvre encore cette case, et l’on ne construit que sur un terrain libre.
och-illegal-not_free = Cette case est déjà occupée par la métropole, un bâtiment, un temple ou une créature.
och-illegal-next_to_creature = On ne construit pas à côté d’une créature mythique.
och-illegal-not_a_diamond = Un temple couvre 4 cases voisines en losange.
och-illegal-temple_terrains = Un temple couvre 4 cases de terrains différents (un volcan vide compte pour n’importe lequel).
och-illegal-none_left = La réserve générale n’en a plus.
och-illegal-no_creature = Il n’y a pas de créature sur cette case.
och-illegal-too_many_hoplites = De 0 à 3 hoplites au combat, y compris ceux qui attendent déjà.
och-illegal-no_blessing = Vous n’avez pas de Titan actif qui donne cette bénédiction.
och-illegal-payment_not_allowed = Ce paiement ne donne pas cette action supplémentaire.
och-illegal-not_allowed = Ce coup n’est pas possible maintenant.

## Bac à sable, bureau de l’enseignant, choix du jeu, page d’accueil, « Le jeu »

och-log-opening = Plus tôt dans la partie
och-sandbox-title = Bac à sable : Orichalque contre l’ordinateur
och-sandbox-intro = Jouez une partie complète contre 1 à 3 adversaires menés par l’ordinateur. Gagne le premier qui réunit 5 points de victoire et n’a plus aucune créature mythique sur son île.
och-game-label = Jeu
och-desk-new = Nouvelle partie : Orichalque, 2 joueurs
och-landing-text = Orichalque : explorez votre île avec des tuiles de terrain, combattez les créatures mythiques, attirez l’attention des Titans — des leçons sur chaque phase du tour et un bac à sable contre l’ordinateur.
och-landing-open = Ouvrir Orichalque en français
och-landing-pick = Choisissez le jeu : Oriflamme ou Orichalque.
och-about-html =
    <h3>Orichalque en cinq minutes</h3>
    <p>Gagne le premier qui remplit LES DEUX conditions : 5 points de victoire (Titans, temples, médaillons d’orichalque) et plus aucune créature mythique sur son île. La partie s’arrête aussitôt.</p>
    <p><b>Premier tour.</b> Placez la métropole sur l’un des 3 ports de l’île et recevez ce que le port rapporte.</p>
    <p><b>Un tour en 5 phases.</b> 1) Prenez une carte Action du plateau Actions (les deux premières sont gratuites, les autres coûtent des hoplites). 2) Posez sa tuile de terrain : dans l’île, jamais sur une autre tuile, en touchant une tuile déjà posée ou la métropole. 3) Faites l’action de la carte : production d’orichalque, recrutement d’hoplites, combat ou construction. 4) Une action supplémentaire pour 2 hoplites, 2 lingots d’orichalque ou 2 créatures vaincues. 5) À deux, défaussez une carte du plateau Actions.</p>
    <p><b>Titans.</b> Une région d’au moins 3 cases d’un même terrain attire l’attention de son Titan : 1 point de victoire et sa bénédiction (Rhéa, Téthys, Cronos, Hypérion).</p>
    <p><b>Combat.</b> 1 dé, plus 1 dé par hoplite (0 à 3) : une somme au moins égale à la force de la créature, ou un crâne, et c’est gagné. Les chances de victoire s’affichent avant le lancer.</p>
och-desk-loaded = Position « { $title } ». Vous jouez pour tous les joueurs ; « Annuler le coup » revient en arrière.

## The landing page: the Oriflamme link names its game (issue 16)
w-landing-open-oriflamme = Ouvrir Oriflamme en français

## Le titre de l’application quand Orichalque est choisi
och-app-title = Orichalque — apprendre les règles
och-r-building = { $building } : { $effect }
och-temple-here = Construire un temple sur les cases { $zones }
och-status-who = Au tour de { $player }.
och-zone-terrain = { $zone } ({ $terrain })
och-building-effects-note = Les effets des bâtiments autres que la mine, le camp d’entraînement et l’oratoire viennent de l’aide de jeu : la règle y renvoie sans les détailler.
och-legend-buildings = Bâtiments de l’île :
och-building-effect-camp = +1 hoplite à chaque recrutement
och-building-effect-mine = +1 lingot d’orichalque à chaque production
och-building-effect-hospital = après un combat gagné, 1 hoplite qui a combattu vous revient au lieu de retourner à la réserve générale
och-building-effect-oratory = vous pouvez garder un Titan de plus
och-building-effect-siege = au combat, un 3 compte comme un crâne
och-building-effect-arch = +1 lingot d’orichalque pour chaque créature vaincue
och-building-effect-crystal = vous pouvez construire à côté des créatures
och-building-effect-architect = deux cases sous un temple peuvent être du même terrain
och-building-effect-forge = deux actions supplémentaires par tour au lieu d’une
och-building-effect-statues = l’action supplémentaire payée en hoplites coûte 1 hoplite de moins

## The extra action's price, as the engine charges it (issue 28)

och-pay-hoplites-n = { $count ->
    [one] { $count } hoplite
   *[other] { $count } hoplites
}
och-pay-orichalcum-n = { $count ->
    [one] { $count } lingot d’orichalque
   *[other] { $count } lingots d’orichalque
}
och-pay-creatures-n = { $count ->
    [one] { $count } créature vaincue
   *[other] { $count } créatures vaincues
}
och-pay-statues-note = { $price } — { $discount } de moins grâce aux statues, selon l’aide de jeu
och-pay-statues-phrase = { $price } ({ $discount } de moins grâce aux statues, selon l’aide de jeu)
# issue 28: the legend under the whole table, and where a building's effect comes from
och-legend-table = Bâtiments sur la table — ce que disent les codes :
och-legend-source = { $status ->
    [aid] selon l’aide de jeu
    [provisional] indicatif : non vérifié sur la boîte
   *[verified] d’après la règle
}

## The advisor at the teacher's desk (issue 25): $move the best move in words, $win its chance (advisor-percent)

och-advisor-best = Meilleur coup : { $move }. { $win } de chances de gagner.
och-advisor-gain = { $amount ->
    [0] Il ne rapporte aucun point de victoire tout de suite, mais mène à une meilleure position.
   *[other] Il rapporte { $amount_pts } tout de suite.
}

## Éditeur de position (bureau de l’enseignant)
och-editor-section-game = Déroulement
och-editor-section-supply = Réserve personnelle de { $player }
och-editor-section-island = Île de { $player }
och-editor-round = Manche
och-editor-first-player = Pion Premier joueur
och-editor-turn = À qui de jouer
och-editor-step = Phase du tour
och-editor-step-metropolis = Premier tour : métropole
och-editor-step-card = Phase 1 : carte Action
och-editor-step-tile = Phase 2 : tuile de terrain
och-editor-step-action = Phase 3 : action de la carte
och-editor-step-extra = Phase 4 : action supplémentaire
och-editor-step-discard = Phase 5 : défausse d’une carte
och-editor-step-release = Retour d’un titan
och-editor-step-minotaur = Bâtiment du Minotaure
och-editor-step-first = Choix du premier joueur
och-editor-step-finished = Partie terminée
och-editor-hoplites = Hoplites
och-editor-orichalcum = Lingots d’orichalque
och-editor-medallions = Médaillons d’orichalque
och-editor-titans = Titans
och-editor-captured = Créatures vaincues : { $creature }
och-editor-none = aucun
och-editor-creature-at = Case { $zone } ({ $terrain }) : créature mythique
och-editor-building-at = Case { $zone } ({ $terrain }) : bâtiment

## Référence (onglet) : Titans, créatures mythiques, bâtiments, actions, phases du tour
och-ref-tab = Référence
och-ref-intro = Les Titans, les créatures mythiques, les bâtiments, les actions et les phases du tour d’Orichalque, tirés des données du jeu. Chaque ligne indique sa source ; s’il existe une leçon, un bouton l’ouvre.
och-ref-search = Rechercher
och-ref-search-placeholder = Nom…
och-ref-count = Affichés : { $shown } sur { $total }
och-ref-none = Aucun résultat.
och-ref-section-titans = Titans
och-ref-section-creatures = Créatures mythiques
och-ref-section-buildings = Bâtiments
och-ref-section-actions = Actions
och-ref-section-phases = But, tour et manche
och-ref-source = Source : { $source }
och-ref-terrain = Terrain : { $terrain }
och-ref-blessing = Bénédiction : { $blessing }
och-ref-strength = Force : { $strength }
och-ref-in-box = Dans la boîte : { $count }
och-ref-reward = Récompense : { $reward }
och-ref-code = Sigle sur le plateau : { $code }
och-ref-goal = But du jeu
och-ref-first-turn = Premier tour
och-ref-round-end = Fin de la manche
och-ref-temple = Temple (Construction)
och-ref-medallion = Médaillon d’orichalque (Construction)
och-ref-extra = Action supplémentaire (phase 4)
och-ref-produce-text = 1 lingot d’orichalque de la réserve générale par mine de votre île, celle de la métropole comprise. La bénédiction d’Hypérion double la production.
och-ref-recruit-text = 1 hoplite de la réserve générale par camp d’entraînement de votre île, celui de la métropole compris. La bénédiction de Téthys double le recrutement.
och-ref-build-text = Prenez un bâtiment du plateau Construction et posez-le sur une case du terrain que montre son emplacement (un volcan vide vaut n’importe quel terrain), pas à côté d’une créature mythique. Une mine ou un camp d’entraînement rapporte aussitôt la ressource posée dessus. La case sous un bâtiment ne compte plus comme terrain. La bénédiction de Rhéa donne une construction de plus.
och-ref-temple-text = Le temple se pose sur 4 cases voisines en losange, toutes de terrains différents (un volcan vide vaut n’importe lequel), pas à côté d’une créature mythique ; il rapporte 1 point de victoire. Les cases sous le temple ne comptent plus comme terrain.
och-ref-medallion-text = Dépensez 5 lingots d’orichalque de votre réserve : le médaillon rapporte 1 point de victoire.
och-ref-fight-blessing = Bénédiction de Cronos : une victoire sans lancer les dés.
och-ref-extra-text = Une action supplémentaire par tour (deux avec la forge), contre paiement :
och-ref-pay = { $payment } → { $actions }
och-ref-dice = Les faces du dé de combat sont ici indicatives ({ $faces }) : la règle n’imprime que le crâne et les chiffres 1, 2 et 3.
