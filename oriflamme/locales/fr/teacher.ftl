## The teacher's desk (oriflamme/widgets/teacher.py)

teacher-tab = Enseignants
teacher-title = Le bureau de l’enseignant
teacher-intro = Montrez à la classe n’importe quelle position : le début d’une leçon, une nouvelle partie ou votre propre scénario. Vous voyez toutes les cartes et jouez pour chaque famille ; revenez en arrière ou avancez pas à pas pour revoir ce qui s’est passé.
teacher-source = Position
teacher-own = Votre scénario
teacher-new = Nouvelle partie : « { $edition } »
teacher-upload = Ouvrir un fichier
teacher-load = Afficher
teacher-export = Enregistrer la position
teacher-export-tip = Écrire la position actuelle comme scénario, pour la partager ou reprendre la partie à partir d’ici
teacher-loaded = Position « { $title } ». Vous jouez pour toutes les familles.
teacher-exported = La position est écrite dans le champ ci-dessus : copiez-la et enregistrez-la dans un fichier .json.
teacher-error = Le scénario n’a pas pu être lu. { $reason }
teacher-bad-move = Le coup { $number } (« { $move } ») est impossible : { $reason }
teacher-not-text = Le fichier « { $name } » n’est pas un scénario texte.
teacher-hand = Main de { $player }
teacher-turn = À { $player } de jouer

## The teacher's toolkit (issue 13): save, share by link, what-if, presentation

scenario-error-link_too_long = le lien est trop long : { $size } caractères, alors que la limite est de { $limit }.
scenario-error-bad_link = le lien est endommagé : copiez-le de nouveau en entier.
teacher-meta-rules = Précisions : { $rules }
teacher-download = Télécharger la position (.json)
teacher-download-tip = Le fichier du scénario de la position affichée ; ouvrez-le avec le bouton « Ouvrir un fichier »
teacher-share = Lien vers cette position
teacher-share-tip = Ouvre le tuteur sur la position affichée, dans un nouvel onglet
teacher-share-too-long = Cette position ne tient pas dans un lien : téléchargez le fichier.
teacher-link-title = Position reçue par lien
teacher-whatif = Et si… ? Jouer à partir d’ici
teacher-whatif-tip = Continuer la partie à partir de la position affichée ; la partie principale est gardée
teacher-mainline = Revenir à la partie principale
teacher-branch = { $step ->
    [0] Et si… ? Une autre suite depuis la position de départ ; la partie principale attend.
   *[other] Et si… ? Une autre suite après le coup { $step } : dans l’historique, les nouveaux coups partent du { $next }ᵉ ; la partie principale attend.
}
teacher-present = Mode présentation
teacher-present-tip = La table en plein écran, avec de grandes cartes, pour la classe
teacher-present-exit = Quitter la présentation
teacher-present-prev = Étape précédente
teacher-present-next = Étape suivante
teacher-present-class = Vue de la classe
teacher-present-teacher = Vue de l’enseignant
teacher-present-view-tip = Pour la classe, les cartes face cachée montrent leur dos, comme les joueurs les voient
teacher-present-keys = Touches : → ou Espace — étape suivante, ← — étape précédente, Échap — quitter.
teacher-present-start = Position de départ
teacher-present-step = Étape { $step } sur { $total }

## The position editor (issue 13, oriflamme/widgets/editor.py)

teacher-editor = Éditeur de position
teacher-editor-tip = Construire une position en cliquant : cartes de la File, mains, points d’influence, tour et phase
editor-title = Éditeur de position
editor-intro = Partez d’une table vide ou de la position affichée. Après chaque changement, le programme vérifie la position selon les règles ; un message d’erreur nomme le champ.
editor-players = Nombre de joueurs
editor-empty = Table vide
editor-from-desk = Position affichée
editor-family = Famille
editor-edition = Édition de la famille
editor-card = Carte
editor-face-up-box = Face visible
editor-tokens = Points d’influence sur la carte
editor-verdict = Jeton Verdict
editor-bribe = Jeton de corruption
editor-no-bribe = Sans jeton de corruption
editor-where = Où
editor-where-end = Nouvelle pile à la fin de la File
editor-where-start = Nouvelle pile au début de la File
editor-where-on = Sur la pile { $pos }
editor-add = Ajouter à la File
editor-add-hand = Ajouter à la main
editor-clear-hand = Vider la main
editor-queue = La File
editor-move-left = Pile vers la gauche
editor-move-right = Pile vers la droite
editor-remove = Retirer la carte du dessus
editor-face-up = face visible
editor-face-down = face cachée
editor-tokens-on = { $count ->
    [one] { $count } point d’influence
   *[other] { $count } points d’influence
}
editor-influence = Points d’influence de la famille
editor-round = Tour
editor-phase = Phase
editor-phase-placement = Phase de placement
editor-phase-resolution = Phase de résolution
editor-next = Qui décide
editor-next-auto = Selon les règles
editor-next-pos = La carte en position { $pos }
editor-meta-title = Titre
editor-meta-description = Description
editor-meta-rules = Précisions (séparées par des virgules : B9, G5)
editor-error = Cette position est impossible. { $reason }
editor-use = Afficher sur le bureau de l’enseignant

## The paste box (issue 28): for a teacher, no file of the repository named

teacher-paste-placeholder = Collez ici une position enregistrée avec le bouton « Enregistrer la position » (texte JSON ou YAML), ou ouvrez un fichier de scénario…

## Finding a position, sharing it, the teacher-voiced status (issue 28)

teacher-group = Rubrique
teacher-group-course = Leçons du cours « { $course } »
teacher-search = Rechercher
teacher-search-placeholder = Titre d’une leçon, d’un enchaînement ou d’un cours…
teacher-search-found = { $count ->
    [one] { $count } position trouvée
   *[other] { $count } positions trouvées
}
teacher-search-nothing = Aucun résultat pour « { $query } ». Essayez un autre mot ou videz le champ de recherche.
teacher-share-copy = Copier le lien
teacher-share-copied = Copié
teacher-share-copy-failed = Copiez le lien :
teacher-share-address = Adresse du lien
teacher-status-place = À { $player } de jouer : choisissez une carte de sa main, puis l’endroit où la poser dans la File d’Influence.
teacher-status-place-card = À { $player } de jouer : où poser la carte « { $card } » ? Au début de la File, à la fin ou sur une pile de cette famille.
teacher-status-place-card-ends = À { $player } de jouer : où poser la carte « { $card } » ? Au début de la File ou à la fin.
teacher-status-reveal = À { $player } de jouer : révéler la carte « { $card } » (position { $pos }) ou la laisser face cachée et y ajouter 1 point d’influence ?
teacher-status-target = À { $player } de jouer : choisissez la cible { $card_de }.
teacher-status-copy = À { $player } de jouer : choisissez le personnage dont { $card_def } copie la capacité.
teacher-status-apply = À { $player } de jouer : choisissez un personnage face visible de { $player }, dont { $card_def } applique la capacité.
teacher-status-option = À { $player } de jouer : quelle option de la capacité { $card_de } appliquer ?
teacher-status-option-copied = À { $player } de jouer : quelle option de la capacité { $card_de }, copiée par { $copier_def }, appliquer ?
teacher-status-destination = À { $player } de jouer : à quelle place de la File déplacer la carte visée par { $card_def } ?
teacher-status-swap = À { $player } de jouer : quelle carte de sa main poser à la place { $card_de } ?
teacher-status-token = À { $player } de jouer : prendre un point qui était sur { $card_def }, ou le défausser pour appliquer une capacité de plus ?
teacher-status-from = À { $player } de jouer : où prendre le personnage qu’amène { $card_def } — dans sa défausse ou parmi ses cartes écartées ?
teacher-status-other = À { $player } de jouer : que faire de la carte « { $card } » ?
teacher-status-twin = À { $player } de jouer : { card-prince.def } fait entrer { card-twin.def } en jeu. Où le poser ? Au début de la File, à la fin ou sur une pile de cette famille, mais pas sur { card-prince.def }.

## Every game at the teacher's desk (issue 25): a game's position loaded, a step
## told by its move alone, and a position that hides nothing from the players
teacher-loaded-any = Position « { $title } ». Vous jouez pour tous les joueurs.
teacher-present-move = { $player } : { $move }
teacher-present-same-view = Ici, rien n’est caché aux joueurs : la vue de la classe est la même que celle de l’enseignant.

## Éditeur de position pour un jeu qui dit lui-même ce qu’on peut y changer (Orichalque)
editor-pieces-intro = Partez d’une nouvelle donne ou de la position affichée, et changez-la une valeur à la fois. Le programme vérifie chaque changement selon les règles : un changement impossible n’est pas fait, et le message nomme le champ et la raison.
editor-new-deal = Nouvelle donne
editor-provisional-mark = (indicatif)
editor-provisional-note = Ce qui est marqué « (indicatif) » dépend de données de matériel indicatives : les îles et les tuiles sont ici les nôtres, celles de la boîte peuvent différer.
editor-refused = Changement refusé — { $section }, « { $piece } ». { $reason }
