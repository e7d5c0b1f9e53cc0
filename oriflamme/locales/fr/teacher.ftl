## The teacher's desk (oriflamme/widgets/teacher.py)

teacher-tab = Enseignants
teacher-title = Le bureau de l’enseignant
teacher-intro = Montrez à la classe n’importe quelle position : le début d’une leçon, une nouvelle partie ou votre propre scénario. Vous voyez toutes les cartes et jouez pour chaque famille ; revenez en arrière ou avancez pas à pas pour revoir ce qui s’est passé.
teacher-source = Position
teacher-own = Votre scénario
teacher-new = Nouvelle partie : { $edition }
teacher-text-placeholder = Collez un scénario au format JSON ou YAML (voir docs/protocol.md)…
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
teacher-meta-rules = Règles : { $rules }
teacher-download = Télécharger la position (.json)
teacher-download-tip = Le fichier du scénario de la position affichée ; ouvrez-le avec le bouton « Ouvrir un fichier »
teacher-share = Lien vers cette position
teacher-share-tip = Ouvre le tuteur sur la position affichée ; copiez l’adresse du lien
teacher-share-too-long = Cette position ne tient pas dans un lien : téléchargez le fichier.
teacher-link-title = Position reçue par lien
teacher-whatif = Et si… ? Jouer à partir d’ici
teacher-whatif-tip = Continuer la partie à partir de la position affichée ; la partie principale est gardée
teacher-mainline = Revenir à la partie principale
teacher-branch = Et si… ? Partie jouée à partir du coup { $step } ; la partie principale attend.
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
editor-intro = Partez d’une table vide ou de la position affichée. Après chaque changement, les règles vérifient la position ; une erreur nomme le champ.
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
editor-meta-rules = Règles (séparées par des virgules : B9, G5)
editor-error = Cette position est impossible. { $reason }
editor-use = Afficher sur le bureau de l’enseignant

## The paste box (issue 28): for a teacher, no file of the repository named

teacher-paste-placeholder = Collez ici une position enregistrée avec le bouton « Enregistrer la position » (texte JSON ou YAML), ou ouvrez un fichier de scénario…
