"""Layouts for a phone (390 px), a projector (1280×720) and a wide screen (1920×1080).

On a wide screen the hand's cards (card size «Auto»), the scores and the log
grow, so that a class reads them on a projector.

The queue picture scales with its frame (the card size control, ``card_size.py``)
and scrolls inside its own box, both ends reachable; the page itself never
scrolls sideways. Below 900 px the side column (scores, history, log) goes under
the board; on a short screen (a projector) the board comes first and the
furniture around it gets smaller, so the hand, the decision and the status fit.
Keyboard focus on a hand card or a target button shows the card's text in a
panel at the bottom of the screen (the button's own tooltip, so it is the same
text a mouse user reads).
"""

LAYOUT_CSS = """
.ori-app, .ori-game, .ori-lesson, .ori-lessons, .ori-cards { max-width: 100%; min-width: 0;
  box-sizing: border-box; }
.ori-game__left, .ori-board, .ori-queue-scroll { min-width: 0; max-width: 100%; }
.ori-queue-scroll { overflow-x: auto; overflow-y: hidden; justify-content: flex-start;
  scroll-snap-type: x proximity; overscroll-behavior-x: contain; }
.ori-queue-frame { margin: 0 auto !important; height: auto; flex: none; }
.ori-queue-frame > .ori-queue-html, .ori-queue-frame .widget-html-content { width: 100%; }
.ori-queue-frame svg.ori-queue { width: 100%; height: auto; display: block; }
.ori-card-size { align-items: center; gap: 8px; flex-wrap: wrap; justify-content: flex-end; }
.ori-card-size__label { font-size: 14px; font-variant: small-caps; letter-spacing: 0.05em;
  color: #6b5533; }
.ori-card-size .widget-toggle-buttons { width: auto; }
.ori-card-size .widget-toggle-buttons .widget-toggle-button {
  width: auto; min-width: 0; height: auto; min-height: 32px; font-size: 14px; padding: 2px 10px;
  margin: 0 2px 0 0; font-family: inherit; background: #f2e6c9; color: #2b1d0e;
  border: 1px solid #b89a5a; border-radius: 6px; white-space: nowrap;
}
.ori-card-size .widget-toggle-button.mod-active { background: #2b1d0e; color: #ffd75e; }
.ori-card-size .widget-toggle-button:focus-visible { outline: 3px solid #1f6fd1; }
.ori-hand-slot svg { display: block; }
/* the card text panel: keyboard focus on a hand card or a target shows its text,
   spanning its panel (above the hand; under the target row) */
.ori-game .ori-hand, .ori-game .ori-targets-box { position: relative; overflow: visible; }
.ori-game .ori-hand-slot, .ori-game .ori-hand-cards, .ori-game .ori-targets,
.ori-game .ori-hand-card.jupyter-button, .ori-game .ori-targets .jupyter-button {
  position: static; overflow: visible; }
.ori-game .ori-hand-card.jupyter-button:focus-visible::after,
.ori-game .ori-targets .jupyter-button:focus-visible::after {
  content: attr(title); position: absolute; left: 6px; right: 6px; z-index: 50;
  box-sizing: border-box; white-space: pre-line;
  text-align: left; font-size: 17px; line-height: 1.4; font-weight: normal; padding: 10px 14px;
  background: #fffaf0; color: #2b1d0e; border: 2px solid #c9a227; border-left-width: 8px;
  border-radius: 10px; box-shadow: 0 4px 14px rgba(40, 25, 5, 0.35); pointer-events: none;
}
.ori-game .ori-hand-card.jupyter-button:focus-visible::after { bottom: calc(100% + 4px); }
.ori-game .ori-targets .jupyter-button:focus-visible::after { top: calc(100% + 4px); }
/* the header in one row (issue 28: the answer in view): the stylesheet's widget
   takes no room, the game picker's label sits beside its buttons */
.ori-page-style { display: none !important; }
.ori-app__header .ori-game-picker { display: flex !important; flex-wrap: nowrap;
  align-items: center; gap: 8px; width: auto; }
.ori-app__header .ori-game-picker > .widget-label { width: auto; margin: 0; flex: none; }
.ori-app__header .ori-game-picker > div { display: flex; flex-wrap: wrap; }
.ori-lesson-board > .ori-game, .ori-sandbox .ori-game { flex: 1 1 auto; width: 100%; }
.ori-game__main { width: 100%; }
/* «Auto» on a wide window (a projector's 1920×1080): the hand's cards grow with
   it, from their drawn size at 1366 px (84×154 × 0.85) to about 1.6 times the
   drawn card at 1920 px, so that every card name is at least 16 px (the
   longest names are drawn at 10.5 units) */
.ori-hand--auto .ori-hand-slot svg { width: clamp(75px, calc(11.7vw - 85px), 150px);
  height: auto; }
@media (min-width: 1700px) and (min-height: 900px) {
  .ori-hand-slot .jupyter-button { font-size: 17px; min-height: 38px; }
  .ori-scoreboard-table { font-size: 19px; }
  .ori-scoreboard .ori-scoreboard-table thead th { font-size: 15px; }
  .ori-scoreboard .ori-badge { font-size: 15px; }
  .ori-log__head { font-size: 16px; }
  .ori-log-entry, .ori-log__empty { font-size: 18px; }
  .ori-panel__title, .ori-card-size__label { font-size: 16px; }
  .ori-card-size .widget-toggle-buttons .widget-toggle-button { font-size: 16px; }
  .ori-bot-kind .widget-toggle-button, .ori-och-bot-kind .widget-toggle-button,
  .ori-app .jupyter-button.ori-new-game { font-size: 16px; }
  .ori-app .widget-dropdown select, .ori-app .widget-text input,
  .ori-app .widget-inline-hbox .widget-label { font-size: 16px; }
  .ori-game__side { flex-basis: 500px !important; width: 500px !important; }
  .ori-game .jupyter-button.ori-undo, .ori-game .jupyter-button.ori-step-back,
  .ori-game .jupyter-button.ori-step-forward { font-size: 17px; }
}
@media (max-width: 900px) {
  .ori-app__header { flex-wrap: wrap; gap: 4px 12px; }
  .ori-lang-picker .widget-toggle-button { width: auto; padding: 0 10px; }
  .ori-game__main { flex-direction: column; }
  .ori-game__side { flex: none !important; width: 100% !important; }
  .ori-scoreboard { overflow-x: auto; max-width: 100%; }
  .ori-board { padding: 8px; }
  .ori-status { font-size: 16px; padding: 6px 10px; }
  .ori-tabs .lm-TabBar-content, .ori-tabs .p-TabBar-content { flex-wrap: wrap; }
  .ori-tabs > .lm-TabBar, .ori-tabs > .p-TabBar { min-height: 0; height: auto !important; }
  .ori-tabs .lm-TabBar-tab, .ori-tabs .p-TabBar-tab { padding: 0 12px; font-size: 15px;
    min-width: 0; }
  .ori-app__title h1 { font-size: 20px; }
  .ori-app__header .ori-game-picker .widget-toggle-button,
  .ori-lang-picker .widget-toggle-button { min-height: 32px; font-size: 15px; }
  .ori-lesson-title h3 { font-size: 21px; }
  .ori-lesson .ori-narration { font-size: 18px; }
  .ori-goal .ori-goal__box { font-size: 16px; padding: 6px 10px; }
  .ori-log { max-height: 300px; }
}
@media (max-height: 800px) and (min-width: 901px) {
  .ori-app__title h1 { font-size: 20px; margin: 0; }
  .ori-status { font-size: 16px; padding: 5px 12px; }
  .ori-board { padding: 6px 10px; gap: 6px; }
  .ori-lesson { gap: 8px; }
  .ori-lesson-title h3 { font-size: 22px; }
  .ori-goal .ori-goal__box { font-size: 17px; padding: 6px 12px; }
  .ori-narration-panel--done { padding: 6px 12px; }
  .ori-narration-panel--done .ori-narration { font-size: 16px; }
  .ori-log { max-height: 360px; }
}
"""

#: The card reference tab (``card_reference.py``).
CARDS_CSS = """
.ori-cards { gap: 12px; padding: 4px 2px 16px; font-family: 'Palatino Linotype', Palatino,
  'Book Antiqua', Georgia, 'DejaVu Serif', serif; color: #2b1d0e; }
.ori-cards__intro p { font-size: 18px; margin: 0; }
.ori-cards__bar { align-items: center; gap: 16px; flex-wrap: wrap; }
.ori-cards-search { width: min(100%, 420px); }
.ori-cards-search .widget-label { font-size: 16px; width: auto; }
.ori-cards-search input { font-size: 18px; height: 38px; padding: 4px 10px; border-radius: 8px;
  border: 1px solid #b89a5a; }
.ori-cards-search input:focus { outline: 3px solid #1f6fd1; }
.ori-cards__count { font-size: 16px; color: #6b5533; }
.ori-cards__none { font-size: 18px; font-style: italic; }
.ori-cards__edition h3 { font-size: 24px; margin: 8px 0 0; border-bottom: 2px solid #c9a227; }
.ori-cards__grid { display: grid !important; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 440px), 1fr)); }
.ori-card-entry { gap: 12px; align-items: flex-start; background: #fffaf0; min-width: 0;
  border: 1px solid #e0d0aa; border-radius: 12px; padding: 10px 12px; }
.ori-card-entry__picture { flex: none; margin: 0; }
.ori-card-entry__face { display: block; }
.ori-card-entry__body { flex: 1 1 auto; min-width: 0; gap: 6px; }
.ori-card-entry__text .widget-html-content, .ori-card-entry__text { height: auto;
  white-space: normal; line-height: 1.4; }
.ori-card-entry__name { margin: 0 0 4px; font-size: 21px; }
.ori-card-entry__label { font-size: 13px; font-variant: small-caps; letter-spacing: 0.05em;
  color: #6b5533; }
.ori-card-entry__ability { margin: 0 0 6px; font-size: 17px; }
.ori-card-entry__rulings { margin: 0; font-size: 15px; }
.ori-cards .ori-card-lesson.jupyter-button { height: auto; min-height: 38px; font-size: 16px;
  font-family: inherit; white-space: normal; line-height: 1.25; padding: 4px 12px;
  background: #2b1d0e; color: #ffd75e; border-radius: 8px; align-self: flex-start; }
.ori-cards .ori-card-lesson.jupyter-button:focus-visible { outline: 3px solid #1f6fd1;
  outline-offset: 2px; }
@media (max-width: 520px) {
  .ori-card-entry { flex-direction: column; }
}
"""
