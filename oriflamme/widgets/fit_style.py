"""Labels that fit: controls whose text is a word or a phrase grow to show it whole.

ipywidgets gives a toggle button and a button a fixed width (148 px), so a longer
label («Сильные ходы (с расчётом)», «C’est moi» on a phone) is cut to «Сильные
ходы (с р…». Here those controls are as wide as their label and their row wraps
instead; ``tests/browser/test_browser_fit.py`` checks that no visible button's
label is cut, on a phone and on a laptop, in uk, ru and fr. The position editor's
full-width fields and preview are kept inside it, and the teacher's position list
shows the chosen position whole (the same test file checks both).
"""

FIT_CSS = """
.ori-bot-kind .widget-toggle-button, .ori-och-bot-kind .widget-toggle-button {
  width: auto; min-width: 8em; padding: 0 12px; white-space: nowrap; }
.ori-bot-kind, .ori-och-bot-kind { width: auto; max-width: 100%; }
.ori-bot-kind .widget-toggle-buttons, .ori-och-bot-kind .widget-toggle-buttons,
.ori-bot-kind > div, .ori-och-bot-kind > div { flex-wrap: wrap; }
.ori-learner__row { flex-wrap: wrap; align-items: center; gap: 4px 8px; max-width: 100%; }
.ori-learner__row .ori-learner-name { flex: 1 1 16em; min-width: 0; max-width: 100%; margin: 0; }
.ori-learner__row .ori-learner-use.jupyter-button { flex: none; width: auto; padding: 0 14px;
  margin: 0; }
/* the position editor (editor.py): its full-width fields and its preview stay inside it,
   so the editor never scrolls sideways (a phone: the queue list was 117 px too wide) */
.ori-editor .ori-editor-queue, .ori-editor .ori-editor-description { box-sizing: border-box;
  margin-left: 0; margin-right: 0; max-width: 100%; }
.ori-editor .ori-editor-queue select { min-width: 0; }
.ori-editor .ori-editor-preview { max-width: 100%; min-width: 0; }
.ori-editor .ori-editor-preview .widget-html-content { overflow-x: auto; max-width: 100%; }
.ori-editor .ori-editor-preview svg.ori-queue { max-width: 100%; height: auto; }
/* its text fields wrap under a long label («Précisions (séparées par des virgules…)»)
   and shrink on a phone instead of pushing the editor 12 px wide */
.ori-editor .widget-text { flex-wrap: wrap; max-width: 100%; min-width: 0; }
.ori-editor .widget-text .widget-input { min-width: 0; max-width: 100%; flex: 1 1 10em; }
/* the game picker in the header: the same type as the language picker beside it (it had
   ipywidgets' 13 px, small on a projector) */
.ori-game-picker .widget-toggle-button { font-size: 16px; min-height: 36px; width: auto;
  min-width: 8em; padding: 0 14px; }
.ori-game-picker .widget-label { font-size: 15px; }
/* the scoreboard on a phone: no 420 px minimum (render/style.py), tighter cells and
   badges that wrap, so the status column («Ходит», «Premier joueur») is on screen
   instead of cut off at the side column's edge */
@media (max-width: 520px) {
  .ori-game__side .ori-scoreboard { min-width: 0; }
  .ori-game__side .ori-scoreboard .ori-scoreboard-table { font-size: 15px; }
  .ori-game__side .ori-scoreboard .ori-scoreboard-table td,
  .ori-game__side .ori-scoreboard .ori-scoreboard-table th {
    padding: 5px 3px; white-space: normal; }
  .ori-game__side .ori-scoreboard .ori-scoreboard-table .ori-score__hand { white-space: nowrap; }
  .ori-game__side .ori-scoreboard .ori-score__status .ori-badge { white-space: normal;
    line-height: 1.3; }
}
/* a phone (issue 28, the answer in view): the courses are one row that scrolls
   sideways (four rows of chips pushed the first lesson below the first screen),
   the lesson's «Hint» and «Start again» share a row, the overview is tighter */
@media (max-width: 520px) {
  .ori-courses { flex-wrap: nowrap; overflow-x: auto; scroll-snap-type: x proximity;
    padding: 2px 2px 6px; overscroll-behavior-x: contain; }
  .ori-courses .ori-course { flex: none; scroll-snap-align: start; font-size: 15px;
    padding: 4px 12px; }
  .ori-lessons__menu { gap: 12px; }
  .ori-overview { padding: 8px 12px; border-left-width: 6px; }
  .ori-overview__text { font-size: 17px; }
  .ori-lesson-head { gap: 8px; }
  .ori-lesson-tools { gap: 8px; margin-left: 0; }
  .ori-lesson-head .jupyter-button { font-size: 16px; min-height: 40px; padding: 4px 12px; }
}
/* the teacher's position list: as wide as its longest position («Nouvelle partie :
   Orichalque, 2 joueurs» was cut in its 210 px) */
.ori-teacher-source { width: auto; max-width: 100%; }
.ori-teacher-source select { flex: 0 1 auto; width: auto; min-width: 0; max-width: 100%; }
"""
