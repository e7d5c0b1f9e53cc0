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
