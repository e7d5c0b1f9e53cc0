# The page in the browser (the Voila template share/jupyter/voila/templates/oriflamme): loading screen, tab titles, chapter headings.

## Loading screen and page titles

page-brand = Oriflamme
page-loading = Setting the table: the families shuffle their cards…
page-loading-step = Dealing the cards: step { $step } of { $total }…
page-title-index = Oriflamme — a rules tutor
page-title-app = Oriflamme — lessons, sandbox, teacher's desk
page-title-sandbox = Sandbox — Oriflamme
page-title-chapter = Chapter { $n }. { $chapter } — Oriflamme
page-chapter-heading = Chapter { $n }. { $chapter }

## The static site (voici, Pyodide): Python starts in the learner's browser
page-loading-kernel = Starting the game in your browser…

## A whole class arriving at once: the page waits for its kernel while the server gets the seats ready
page-loading-wait = Many learners are arriving at once: the server is getting a seat ready for you. Keep this page open; it will open by itself.

## Orichalque: loading screen and the app's tab title (app-orichalque-en, app?game=orichalque)
page-orichalque-brand = Orichalque
page-orichalque-loading = Atlantis is sinking: the expeditions set out in search of new lands…
page-orichalque-loading-step = Laying out the terrain tiles: step { $step } of { $total }…
page-title-app-orichalque = Orichalque — lessons, sandbox, teacher's desk
