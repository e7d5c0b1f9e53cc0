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

## A whole class arriving at once: the page waits for its kernel while the server starts it
page-loading-wait = Many learners are arriving at once: the server is getting a seat ready for you. Keep this page open; it will open by itself.
page-loading-retry = The server sent the page without the game, which happens when a whole class arrives at once. Opening it again…
page-error-blank = The server again sent the page without the game. Reload the page in a minute; if this happens again, tell your teacher.

## The static site when it cannot start: the page says why instead of loading for ever
page-error-title = The game could not start
page-error-insecure = This page was opened at an address the browser does not trust (http:// on a network address), so the browser will not run the game. Open it at an https:// address, or at http://localhost on the computer that serves it.
page-error-wasm = This browser cannot run WebAssembly (it is too old, or WebAssembly is switched off), and the game needs it. Open the page in a recent Firefox, Chrome, Edge or Safari.
page-error-old = This browser is too old for the game (it cannot unpack the game’s files). Open the page in a recent Firefox, Chrome, Edge or Safari.
page-error-file = A file of the site is missing or damaged: { $file }. Reload the page; if this message comes back, the site was not copied whole and its files must be copied again.
page-error-failed = The game stopped while starting. Reload the page; if this message comes back, tell the person who runs this site.
page-error-slow = The game is taking longer than usual to start (a slow network, or the site cannot be reached). It goes on trying; you can also reload the page.
page-error-reload = Reload the page

## Orichalque: loading screen and the app's tab title (app-orichalque-en, app?game=orichalque)
page-orichalque-brand = Orichalque
page-orichalque-loading = Atlantis is sinking: the expeditions set out in search of new lands…
page-orichalque-loading-step = Laying out the terrain tiles: step { $step } of { $total }…
page-title-app-orichalque = Orichalque — lessons, sandbox, teacher's desk
