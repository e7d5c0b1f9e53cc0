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
