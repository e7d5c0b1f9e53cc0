# La page dans le navigateur (gabarit Voila share/jupyter/voila/templates/oriflamme) : écran de chargement, titres des onglets, titres des chapitres.

## Écran de chargement et titres des pages

page-brand = Oriflamme
page-loading = On dresse la table : chaque famille bat ses cartes…
page-loading-step = Mise en place des cartes : étape { $step } sur { $total }…
page-title-index = Oriflamme — apprendre les règles
page-title-app = Oriflamme — leçons, bac à sable, bureau de l’enseignant
page-title-sandbox = Bac à sable — Oriflamme
page-title-chapter = Chapitre { $n }. { $chapter } — Oriflamme
page-chapter-heading = Chapitre { $n }. { $chapter }

## Le site statique (voici, Pyodide) : Python démarre dans le navigateur de l’élève
page-loading-kernel = Le jeu démarre dans votre navigateur…

## Toute la classe arrive en même temps : la page attend son noyau pendant que le serveur prépare les places
page-loading-wait = Beaucoup d’élèves arrivent en même temps : le serveur vous prépare une place. Ne fermez pas la page, elle s’ouvrira d’elle-même.

## Orichalque : écran de chargement et titre de l’onglet de l’application (app-orichalque-fr, app?game=orichalque)
page-orichalque-brand = Orichalque
page-orichalque-loading = L’Atlantide sombre dans les flots : les expéditions partent à la recherche de nouvelles terres…
page-orichalque-loading-step = Mise en place des tuiles de terrain : étape { $step } sur { $total }…
page-title-app-orichalque = Orichalque — leçons, bac à sable, bureau de l’enseignant
