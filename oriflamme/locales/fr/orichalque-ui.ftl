# Orichalque : le plateau, les boutons des décisions, le journal (oriflamme/widgets/orichalque, orichalque/render.py).
# Termes (docs/glossary.md, « Orichalque ») : plateau Actions, carte Action, plateau Construction,
# emplacement, case, tuile de terrain, métropole, port, hoplite, lingot d’orichalque,
# créature mythique, Titan, bénédiction, temple, médaillon, pion Premier joueur.

## Noms

och-game = Orichalque
och-terrain-forest = forêt
och-terrain-water = eau
och-terrain-desert = désert
och-terrain-mountain = montagne
och-terrain-volcano = volcan
och-terrain-metropolis = métropole
och-titan-rhea = Rhéa
och-titan-tethys = Téthys
och-titan-kronos = Cronos
och-titan-hyperion = Hypérion
och-blessing-rhea = effectuez une construction de plus
och-blessing-tethys = doublez le nombre d’hoplites recrutés
och-blessing-kronos = battez automatiquement une créature mythique
och-blessing-hyperion = doublez la production d’orichalque
och-creature-cerberus = Cerbère
och-creature-minotaur = Minotaure
och-creature-gorgon = Gorgone
och-creature-cyclops = Cyclope
och-creature-hydra = Hydre
och-building-camp = camp d’entraînement
och-building-mine = mine
och-building-hospital = hôpital
och-building-oratory = oratoire
och-building-siege = engin de siège
och-building-arch = arche
och-building-crystal = cristal
och-building-architect = architecte
och-building-forge = forge
och-building-statues = statues
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
och-face-skull = crâne
och-side-easy = face facile
och-side-hard = face difficile
och-island = île { $number }, { $side }
och-nothing = rien

## Le dessin de la table (infobulles et légendes)

och-r-zone = Case { $zone } : { $terrain }
och-r-zone-empty = Case { $zone } : pas encore explorée
och-r-port = Port : { $pay }
och-r-metropolis-building = Métropole : { $building }
och-r-temple = Temple ({ $zones })
och-r-slot = Emplacement { $slot } : { $terrain }
och-r-titan = { $titan } ({ $terrain }) : { $blessing }. { $active ->
    [yes] Face active
   *[no] Face inactive
}, { $holder }
och-r-centre = au centre de la table
och-r-player-detail = { $points } — { $island }
och-r-captured = Capturées : { $creatures }
och-r-temple-token = Point de victoire : temple
och-r-medallion = Point de victoire : médaillon d’orichalque
och-r-illustrative = Îles indicatives
och-r-card = Carte : { $action }, { $size }
och-r-creature = { $creature }, force { $strength }
och-r-waiting = Attendent près de la créature : { $hoplites }
och-r-first = Pion Premier joueur
och-r-tile = Tuile de terrain : { $terrains }

## Le plateau et les décisions

och-provisional = À noter : les îles, les terrains des tuiles, la composition des cartes Action, le coût des emplacements 4 à 6 et les faces des dés sont ici indicatifs — la règle ne les imprime pas, ceux de la boîte peuvent différer. Les règles du jeu, elles, ne changent pas.
och-status-metropolis = Votre premier tour : placez la métropole. Choisissez un port (la case que montre la flèche), puis une case voisine.
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
och-status-minotaur = Minotaure vaincu : construisez gratuitement « { $building } » sur une case libre (pas à côté d’une créature) ou renoncez-y.
och-status-first = Égalité d’hoplites : décidez qui reçoit le pion Premier joueur.
och-status-temple = Temple : choisissez 4 cases en losange, toutes de terrains différents (un volcan vide compte pour n’importe lequel). Choisies : { $count } sur 4.
och-status-building = Bâtiment « { $building } » : cliquez sur une case en surbrillance.
och-status-waiting = À { $player } de jouer.
och-status-won = Partie terminée : { $player } gagne — { $points }, et plus aucune créature mythique sur son île.
och-you = vous
och-action-board = Plateau Actions
och-building-board = Plateau Construction
och-titans = Titans
och-decision = Décision
och-take = Prendre la carte { $slot } : { $action }, { $size }{ $creatures ->
    [0] {""}
   *[other] , créatures : { $creatures }
} — { $cost ->
    [0] gratuite
   *[other] { $cost_count }
}
och-rotate = Tourner la tuile
och-tile-pick = Choisir les cases une à une
och-tile-preview = Votre tuile : { $terrains }
och-zone-button = Case { $zone } : { $terrain }
och-place-here = Poser la tuile en { $zone }
och-metropolis-port = Métropole : port { $zone }
och-metropolis-zone = Métropole : seconde case { $zone }
och-metropolis-move = Métropole : port { $port }, seconde case { $zone }
och-produce = Produire de l’orichalque
och-produce-bless = Produire avec la bénédiction d’Hypérion (le double)
och-recruit = Recruter des hoplites
och-recruit-bless = Recruter avec la bénédiction de Téthys (le double)
och-fight-with = Combattre : { $creature } (force { $strength }), case { $zone }
och-fight-hoplites = Hoplites au combat
och-fight-waiting = Attendent déjà près d’elle : { $hoplites }
och-fight-roll = Lancer { $dice }
och-fight-bless = Bénédiction de Cronos : victoire sans lancer
och-chance = Chances de victoire : { $percent } % ({ $won } sur { $total } résultats)
och-chance-sure = Chances de victoire : 100 %
och-build-slot = Construire : { $building } (emplacement { $slot }, { $terrain })
och-build-here = Construire ici : case { $zone }
och-temple = Construire un temple
och-temple-zone = Case du temple : { $zone }
och-medallion = Forger un médaillon (5 lingots d’orichalque)
och-pass = Renoncer à l’action
och-end-turn = Finir le tour
och-extra = { $action } — payer { $payment }
och-extra-futile = { $action } — payer { $payment } (en vain : une fois payée, cette action ne donnera rien ici)
och-discard = Défausser la carte { $slot }
och-release = Rendre le Titan : { $titan }
och-minotaur-here = Construire ici : case { $zone }
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
och-ev-metropolis-placed = { $player } place sa métropole : cases { $zones }.
och-ev-port-reached = { $player } atteint le port { $zone }.
och-ev-gained = { $player } reçoit { $what }{ $reason ->
    [port] {" "}du port
    [produce] {" "}— production
    [recruit] {" "}— recrutement
    [right_of_first] {" "}— à droite du premier joueur
    [arch] {" "}— arche
    [mine] {" "}— mine
    [camp] {" "}— camp d’entraînement
   *[other] {" "}— butin
}{ $aid ->
    [yes] {" "}(selon l’aide de jeu)
   *[no] {""}
}.
och-ev-paid = { $player } paie { $what }{ $reason ->
    [card] {" "}pour la carte Action
    [extra] {" "}pour l’action supplémentaire
    [medallion] {" "}pour le médaillon
   *[other] {""}
}.
och-ev-card-taken = { $player } prend la carte { $slot } : { $action }.
och-ev-tile-placed = { $player } pose une tuile de terrain : { $where }.
och-ev-tile-returned = La tuile ne peut aller nulle part : { $player } la remet dans la réserve générale.
och-ev-creature-placed = Sur le volcan { $zone } apparaît une créature : { $creature }.
och-ev-area = Région : { $terrain }, { $count } cases.
och-ev-titan-taken = { $player } attire l’attention d’un Titan : { $titan }{ $previous ->
    [none] {""}
   *[other] {" "}(pris à { $previous })
}.
och-ev-titan-reactivated = { $titan } repasse face active chez { $player }.
och-ev-titan-returned = { $titan } retourne au centre de la table.
och-ev-blessing-used = { $player } utilise la bénédiction : { $titan }.
och-ev-fight-won = { $player } combat : { $creature } (force { $strength }), hoplites : { $hoplites }, les dés donnent { $dice } — victoire !
och-ev-fight-lost = { $player } combat : { $creature } (force { $strength }), hoplites : { $hoplites }, les dés donnent { $dice } — combat perdu, les hoplites restent près de la créature.
och-ev-fight-blessed = { $player } l’emporte sans lancer (Cronos) : { $creature }.
och-ev-creature-captured = { $player } capture : { $creature }.
och-ev-building-drawn = Butin du Minotaure{ $aid ->
    [yes] {" "}(selon l’aide de jeu)
   *[no] {""}
} : le bâtiment « { $building } ».
och-ev-building-declined = { $player } renonce au bâtiment « { $building } ».
och-ev-building-built = { $player } construit : { $building } (case { $zone }).
och-ev-temple-built = { $player } construit un temple : cases { $zones }.
och-ev-medallion-forged = { $player } forge un médaillon d’orichalque.
och-ev-hospital-returned = Reviennent de l’hôpital{ $aid ->
    [yes] {" "}(selon l’aide de jeu)
   *[no] {""}
} : { $what }.
och-ev-extra-action = Action supplémentaire : { $action }.{ $futile ->
    [yes] { " " }Une fois payée, elle ne donnera rien ici.
   *[no] {""}
}
och-ev-card-discarded = { $player } défausse la carte { $slot }.
och-ev-round-ended = Fin de la manche { $round } : les plateaux sont complétés.
och-ev-first-player = { $player } reçoit le pion Premier joueur.
och-ev-deck-reshuffled = La défausse est mélangée : nouvelle pioche de cartes Action.
och-ev-game-won = { $player } gagne : { $points }, et plus aucune créature mythique sur son île !

## Les coups et les refus

och-take-short = Prendre la carte { $slot }
och-fight-move = Combattre en { $zone } : { $hoplites }
och-pay-hoplites = 2 hoplites
och-pay-orichalcum = 2 lingots d’orichalque
och-pay-creatures = 2 créatures vaincues
och-pay-hoplites-statues = 1 hoplite (statues, selon l’aide de jeu)
och-illegal-game_finished = La partie est terminée.
och-illegal-unknown_move = Ce coup n’existe pas.
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
och-illegal-not_free = Cette case n’est pas un terrain libre (bâtiment, temple ou créature).
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
och-sandbox-intro = Jouez une partie complète contre 1 à 3 adversaires menés par l’ordinateur. Gagne le premier qui réunit 5 points de victoire et a vaincu toutes les créatures mythiques de son île.
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
