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

## Toute la classe arrive en même temps : la page attend que le serveur démarre son noyau
page-loading-wait = Beaucoup d’élèves arrivent en même temps : le serveur vous prépare une place. Ne fermez pas la page, elle s’ouvrira d’elle-même.
page-loading-retry = Le serveur a envoyé la page sans le jeu, ce qui arrive quand toute la classe se connecte en même temps. Nous la rouvrons…
page-error-blank = Le serveur a de nouveau envoyé la page sans le jeu. Rechargez la page dans une minute ; si cela se reproduit, prévenez votre enseignant.

## Le site statique quand il ne peut pas démarrer : la page dit pourquoi au lieu de charger sans fin
page-error-title = Le jeu n’a pas pu démarrer
page-error-insecure = Cette page a été ouverte à une adresse à laquelle le navigateur ne fait pas confiance (http:// sur le réseau) : il refuse donc d’y lancer le jeu. Ouvrez-la à une adresse https://, ou à l’adresse http://localhost sur l’ordinateur qui la sert.
page-error-wasm = Ce navigateur ne sait pas exécuter WebAssembly (il est trop ancien, ou WebAssembly est désactivé), et le jeu en a besoin. Ouvrez la page dans une version récente de Firefox, Chrome, Edge ou Safari.
page-error-old = Ce navigateur est trop ancien pour le jeu (il ne sait pas décompresser les fichiers du jeu). Ouvrez la page dans une version récente de Firefox, Chrome, Edge ou Safari.
page-error-file = Un fichier du site est absent ou endommagé : { $file }. Rechargez la page ; si ce message revient, le site n’a pas été copié en entier et il faut en copier à nouveau tous les fichiers.
page-error-failed = Le jeu s’est arrêté pendant son démarrage. Rechargez la page ; si ce message revient, prévenez la personne qui gère ce site.
page-error-slow = Le jeu met plus de temps que d’habitude à démarrer (réseau lent, ou site injoignable). Le démarrage continue ; vous pouvez aussi recharger la page.
page-error-reload = Recharger la page

## Orichalque : écran de chargement et titre de l’onglet de l’application (app-orichalque-fr, app?game=orichalque)
page-orichalque-brand = Orichalque
page-orichalque-loading = L’Atlantide sombre dans les flots : les expéditions partent à la recherche de nouvelles terres…
page-orichalque-loading-step = Mise en place des tuiles de terrain : étape { $step } sur { $total }…
page-title-app-orichalque = Orichalque — leçons, bac à sable, bureau de l’enseignant
