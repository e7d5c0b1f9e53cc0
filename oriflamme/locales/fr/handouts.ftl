# Les aides de jeu à imprimer (oriflamme/handouts). Termes de la règle d’Oriflamme et du guide des cartes ;
# pour Orichalque, ceux d’orichalque-ui.ftl. Les numéros des précisions (RULINGS.md) entre parenthèses.

handout-title = { $game } — aide de jeu
handout-print = Imprimer
handout-footer = Aide de jeu créée par le tuteur de règles le { $date }. Capacités des cartes et précisions de règles : celles du guide des cartes du tuteur.

## Oriflamme (jeu de base, Embrasement, Alliance)

handout-subtitle-oriflamme = 3 à 5 joueurs · 6 tours · { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} par famille
handout-goal = But : avoir devant soi le plus de points d’influence à la fin du 6e tour. Les points d’influence posés sur les cartes de la File ne comptent pas.
handout-setup-base = Mise en place : chacun prend les 10 cartes de sa famille, en écarte 3 au hasard face cachée, garde les 7 autres en main et reçoit 1 point d’influence. Le joueur le plus âgé commence.
handout-setup-ablaze = Mise en place : chacun prend les 11 cartes de sa famille et son jeton de corruption. Le Jumeau est posé face visible devant soi ; des 10 autres cartes, 3 sont écartées au hasard face cachée et 7 gardées en main. Chacun reçoit 1 point d’influence. Le joueur le plus âgé commence.
handout-setup-alliance = Mise en place : chacun prend les 10 cartes de sa famille, en écarte 3 au hasard face cachée, garde les 7 autres en main et reçoit 1 point d’influence. Les 5 jetons Verdict sont posés sur la table : ils sont communs à tous. Le joueur le plus âgé commence.
handout-round-title = Un tour en deux phases
handout-placement =
    Phase de placement.
    En commençant par le premier joueur, chacun pose à son tour une carte de sa main face cachée : au début de la File d’Influence, à la fin, ou (dès le 2e tour) sur une carte de sa famille déjà dans la File. Jamais entre deux cartes. Une carte recouverte est inactive : elle ne peut être ni révélée, ni prise pour cible, ni recevoir de point d’influence.
handout-resolution =
    Phase de résolution.
    Les cartes de la File se résolvent l’une après l’autre, de la première à la dernière ; c’est le propriétaire de la carte qui décide. Une carte face cachée : révélez-la (prenez les points d’influence posés dessus et appliquez sa capacité) ou laissez-la face cachée en y posant 1 point d’influence de la réserve. Une carte face visible doit appliquer sa capacité, même contre son propriétaire ; si la capacité n’a rien sur quoi s’appliquer, il ne se passe rien.
handout-elimination = Élimination : qui élimine une carte, de n’importe quelle famille, même la sienne, gagne 1 point d’influence, sauf si la capacité dit autre chose. Les points d’influence d’une carte éliminée face cachée retournent à la réserve. Les cartes éliminées et défaussées sont posées face visible devant leur propriétaire ; la File se resserre.
handout-kinds = Un personnage révélé reste dans la File et se résout à chaque tour. Une intrigue est défaussée après son effet, sauf si la carte dit autre chose.
handout-next-round = Nouveau tour : la tuile Premier joueur passe au joueur suivant ; les cartes de la File restent en place.
handout-end = Fin de la partie : après le 6e tour (la 7e carte en main n’est pas jouée), le joueur qui a le plus de points d’influence devant lui l’emporte. En cas d’égalité, celui qui a le plus de cartes du dessus de sa famille dans la File l’emporte.{ $basis ->
    [reading] { " " }{ tiebreak-reading-note }
   *[other] {""}
} Si l’égalité demeure, aucune règle ne la tranche : nous considérons la victoire comme partagée.
handout-changes-ablaze-title = Ce qui change dans Embrasement
handout-changes-ablaze =
    Le Jumeau attend face visible devant son propriétaire ; seul le Prince révélé par son propriétaire le fait entrer (face cachée) dans la File.
    Chaque famille a un jeton de corruption : la Corruption le pose sur un personnage face visible d’un autre joueur qui n’est pas sur une pile, et vous contrôlez désormais cette carte.
    Qui élimine la Reine d’un autre joueur gagne 1 point d’influence de plus.
    Les cartes écartées peuvent revenir en jeu : la Substitution y prend (ou dans la défausse) un personnage.
handout-changes-alliance-title = Ce qui change dans Alliance
handout-changes-alliance =
    Les 5 jetons Verdict sont communs à tous : le Juge les pose, et un Verdict reste sur une carte recouverte.
    L’Infiltration et le Pacte, une fois révélés, sont conservés devant soi : ils continuent d’agir.
    L’Insurrection, après son effet, se retourne face cachée et reste dans la File.
    Des points d’influence peuvent se trouver sur la Diplomate face visible.
handout-cards-title = Les cartes d’une famille ({ $count })

## Orichalque

handout-subtitle-orichalque = 2 à 4 joueurs · victoire : 5 points de victoire et une île sans créature mythique
handout-och-goal = But : être le premier à remplir LES DEUX conditions — avoir 5 points de victoire (Titans, temples, médaillons d’orichalque) et plus aucune créature mythique sur son île. La partie s’arrête aussitôt.
handout-och-first-turn = Premier tour : placez d’abord la métropole sur l’un des 3 ports de l’île — elle couvre la case du port (celle que montre la flèche) et une case voisine — et recevez ce que le port rapporte. La métropole a une mine et un camp d’entraînement.
handout-och-turn-title = Le tour d’un joueur : 5 phases
handout-och-phase-1 =
    Phase 1. Carte Action.
    Prenez une carte du plateau Actions : les deux premières à gauche sont gratuites, l’emplacement 3 coûte 1 hoplite (le coût des emplacements 4 à 6 est indicatif dans le tuteur). La carte donne une tuile de terrain et l’action de la phase 3.
handout-och-phase-2 =
    Phase 2. Tuile de terrain.
    Posez la tuile de la carte dans l’île, jamais sur une autre tuile, en touchant une tuile déjà posée ou la métropole. Une tuile sur la case d’un port rapporte ce que donne le port. Sur le volcan de la tuile s’installe une créature mythique.
handout-och-phase-3 =
    Phase 3. Action de la carte.
    Production d’orichalque (1 lingot par mine), Recrutement d’hoplites (1 hoplite par camp d’entraînement), Combat contre les créatures mythiques ou Construction (un bâtiment, un temple ou un médaillon d’orichalque). On peut renoncer à l’action.
handout-och-phase-4 =
    Phase 4. Action supplémentaire.
    Contre paiement, faites une action de plus (voir plus bas) ; puis le tour s’achève.
handout-och-phase-5 =
    Phase 5 (à deux joueurs seulement).
    Défaussez une carte du plateau Actions.
handout-och-round-end = Fin de la manche : les plateaux sont complétés. Le pion Premier joueur va au joueur qui a le plus d’hoplites dans sa réserve personnelle (sans compter celui qui tient le pion) ; une égalité est tranchée par celui qui tient le pion. Le joueur à droite du nouveau premier joueur reçoit 1 hoplite. À deux joueurs, celui qui tient le pion le passe à l’autre et prend 1 hoplite.
handout-och-titans-title = Les Titans
handout-och-titans = Une région d’au moins 3 cases voisines d’un même terrain attire l’attention du Titan de ce terrain : sa tuile vient à vous, face active — 1 point de victoire et une bénédiction. La bénédiction renforce une action de la phase 3 ; le Titan passe alors face inactive (le point reste) et repasse face active quand vous créez une nouvelle région de 3 cases de son terrain ou agrandissez la vôtre. Quand un autre joueur le fait, le Titan passe chez lui. On garde un seul Titan, deux avec un oratoire ; chaque oratoire de plus en permet un autre (notre lecture de l’aide de jeu : la règle ne parle que de deux).
handout-och-buildings-title = Bâtiments, temple, médaillon
handout-och-buildings = Un bâtiment du plateau Construction se pose sur une case libre du terrain de son emplacement (un volcan vide compte pour n’importe lequel), jamais à côté d’une créature mythique ; si vous construisez une mine ou un camp d’entraînement, prenez la ressource posée dessus. Un temple couvre 4 cases libres en losange, toutes de terrains différents (un volcan vide compte pour n’importe lequel), pas à côté d’une créature : 1 point de victoire. Un médaillon d’orichalque coûte 5 lingots : 1 point de victoire.
handout-och-building-camp = Le recrutement rapporte 1 hoplite par camp d’entraînement (la métropole en a un).
handout-och-building-mine = La production rapporte 1 lingot d’orichalque par mine (la métropole en a une).
handout-och-building-hospital = Après un combat gagné, 1 hoplite qui a combattu revient dans votre réserve personnelle à la fin de l’action, et non dans la réserve générale.
handout-och-building-oratory = Vous pouvez garder un Titan de plus.
handout-och-building-siege = Au combat, un 3 sur un dé gagne, comme un crâne.
handout-och-building-arch = Pour chaque créature vaincue, 1 lingot d’orichalque de plus par arche.
handout-och-building-crystal = Bâtiments et temples peuvent aussi se poser à côté des créatures mythiques.
handout-och-building-architect = Sous un temple, deux cases peuvent être du même terrain.
handout-och-building-forge = Deux actions supplémentaires par tour au lieu d’une.
handout-och-building-statues = Une action supplémentaire payée en hoplites coûte 1 hoplite au lieu de 2.
handout-och-creatures-title = Les créatures mythiques
handout-och-creatures = Une créature apparaît sur le volcan d’une tuile. Vaincue, elle rejoint votre réserve personnelle avec son butin ; 2 créatures vaincues peuvent payer une action supplémentaire.
handout-och-reward-cerberus = 1 lingot d’orichalque
handout-och-reward-minotaur = un bâtiment tiré du sac — construisez-le gratuitement sur une case libre (pas à côté d’une créature) ou renoncez-y
handout-och-reward-gorgon = 2 lingots d’orichalque
handout-och-reward-cyclops = 3 lingots d’orichalque
handout-och-reward-hydra = le Titan représenté sur l’Hydre (chaque Titan a son Hydre)
handout-och-fight-title = Le combat et les chances de victoire
handout-och-fight = Lancez 1 dé, plus 1 dé par hoplite au combat (0 à 3, ceux qui attendent déjà près de la créature compris). C’est gagné si la somme des chiffres atteint la force de la créature, ou si un crâne sort. Une même action de combat peut affronter toutes les créatures de l’île l’une après l’autre tant que vous gagnez ; un combat perdu met fin à l’action, et ses hoplites attendent près de la créature.
handout-och-dice = Attention : les faces du dé de combat sont indicatives dans le tuteur ({ $faces }) ; la règle n’imprime que le crâne et les chiffres 1, 2, 3. Les chances des tableaux sont donc indicatives : exactes pour un dé à ces faces.
handout-odds-plain = Chances de victoire
handout-odds-siege = Chances de victoire avec un engin de siège (un 3 vaut un crâne)
handout-odds-head = Hoplites au combat (dés)
handout-och-extra-title = L’action supplémentaire (phase 4) : une par tour, deux avec la forge
handout-och-sources = Source de chaque ligne : « règle », imprimé dans la règle ; « aide », tiré de l’aide de jeu non officielle (Jay Deiman) ; « indicatif », nos données tant qu’elles n’ont pas été vérifiées sur une boîte.
handout-status-verified = règle
handout-status-aid = aide
handout-status-provisional = indicatif
handout-col-titan = Titan
handout-col-terrain = Terrain
handout-col-blessing = Bénédiction
handout-col-source = Source
handout-col-building = Bâtiment
handout-col-count = Nb
handout-col-effect = Effet
handout-col-creature = Créature
handout-col-strength = Force
handout-col-reward = Butin
