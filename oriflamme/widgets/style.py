"""The widgets' stylesheet: large, high-contrast controls that read well on a projector."""

from oriflamme.games.oriflamme.render import BOARD_CSS

from .fit_style import FIT_CSS
from .layout_style import CARDS_CSS, LAYOUT_CSS
from .lesson_style import LESSON_CSS, LESSON_GRID_CSS

WIDGET_CSS = """
.ori-game { font-size: 17px; gap: 10px; max-width: 1600px; }
.ori-game, .ori-app {
  font-family: 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif;
  color: #2b1d0e;
}
.ori-status {
  font-size: 19px; line-height: 1.4; padding: 10px 16px; border-radius: 10px;
  background: #2b1d0e; color: #fff4d6; border-left: 8px solid #ffc928;
}
.ori-status b { color: #ffd75e; }
.ori-status .ori-status__phase { opacity: 0.85; margin-right: 12px; }
.ori-status .ori-status__who::before { content: "·"; margin-right: 12px; opacity: 0.85; }
.ori-error {
  font-size: 18px; padding: 10px 16px; border-radius: 10px; background: #fde8e6;
  color: #7a1410; border: 2px solid #b3261e;
}
.ori-game__main { gap: 16px; align-items: flex-start; width: 100%; }
.ori-game__left { flex: 1 1 auto; min-width: 0; gap: 10px; }
.ori-game__side { flex: 0 0 430px; width: 430px; gap: 10px; }
.ori-scoreboard .ori-scoreboard-table td, .ori-scoreboard .ori-scoreboard-table th {
  white-space: nowrap; padding: 5px 6px;
}
.ori-scoreboard .ori-scoreboard-table thead th { white-space: normal; }
.ori-scoreboard .ori-badge { font-size: 12px; padding: 1px 6px; }
.ori-scoreboard-table .ori-score__status { flex-direction: column; align-items: flex-start; }
.ori-queue-scroll { overflow-x: auto; width: 100%; }
.ori-queue-frame { position: relative; flex: none; margin: 0 auto; }
.ori-queue-frame .widget-html, .ori-queue-frame .widget-html-content { margin: 0; padding: 0; }
.ori-hit.jupyter-button, .ori-hit {
  position: absolute !important; margin: 0 !important; padding: 0; border-radius: 8px;
  background: transparent !important; border: none; box-shadow: none !important;
  cursor: pointer; z-index: 2;
}
.ori-hit:hover { background: rgba(255, 201, 40, 0.18) !important; }
.ori-panel {
  background: #fffaf0; border: 1px solid #e0d0aa; border-radius: 10px; padding: 8px 12px;
}
.ori-panel__title { font-size: 14px; font-variant: small-caps; letter-spacing: 0.05em;
  color: #6b5533; margin: 0; }
.ori-row { flex-wrap: wrap; gap: 8px; align-items: center; }
.ori-game .jupyter-button {
  height: auto; min-height: 40px; font-size: 17px; padding: 6px 14px; border-radius: 8px;
  white-space: normal; line-height: 1.25; width: auto; margin: 0;
  font-family: inherit; background: #f2e6c9; color: #2b1d0e; border: 1px solid #b89a5a;
}
.ori-game .jupyter-button:hover:enabled { background: #ffe9a8; }
.ori-game .jupyter-button:focus-visible { outline: 3px solid #1f6fd1; outline-offset: 2px; }
.ori-game .jupyter-button.mod-primary {
  background: #2b1d0e; color: #ffd75e; border-color: #2b1d0e;
}
.ori-game .jupyter-button.mod-primary:hover:enabled { background: #4a3417; }
.ori-game .jupyter-button.mod-warning {
  background: #b3261e; color: #fff4e6; border-color: #6e1610;
}
.ori-game .jupyter-button:disabled { opacity: 0.5; }
.ori-hand-cards { flex-wrap: wrap; gap: 10px; }
.ori-hand-slot { align-items: center; gap: 4px; }
.ori-hand-slot .jupyter-button { font-size: 15px; min-height: 34px; padding: 4px 10px; }
.ori-hand-card--selected.jupyter-button {
  background: #2b1d0e !important; color: #ffd75e !important; box-shadow: 0 0 0 3px #ffc928;
}
.ori-card-text { font-size: 16px; line-height: 1.4; margin: 2px 0 4px; }
.ori-log {
  max-height: 460px; overflow-y: auto; background: #fffaf0; border: 1px solid #e0d0aa;
  border-radius: 10px; padding: 6px 10px;
}
.ori-log ol { list-style: none; margin: 0; padding: 0; }
.ori-log__step { border-bottom: 1px solid #eadcb9; padding: 5px 0; }
.ori-log__step--future { opacity: 0.4; }
.ori-log__step--current { background: #fff1c4; }
.ori-log__head { font-size: 13px; font-variant: small-caps; color: #6b5533; }
.ori-log-entry { font-size: 15px; line-height: 1.35; margin: 2px 0; }
.ori-delta { display: inline-block; font-weight: bold; border-radius: 10px; padding: 0 7px;
  margin-left: 6px; font-size: 13px; white-space: nowrap; }
.ori-delta--up { background: #dff3d8; color: #1f5a17; border: 1px solid #7dbb6c; }
.ori-delta--down { background: #fde2df; color: #8a1a12; border: 1px solid #d77a70; }
.ori-scoreboard-table { border-collapse: collapse; font-size: 16px; width: 100%; }
.ori-final {
  font-size: 18px; padding: 12px 18px; border-radius: 12px; background: #fff4c9;
  border: 2px solid #c9a227;
}
.ori-final h3 { margin: 0 0 6px; }
.ori-final ul { margin: 4px 0; }
.ori-toolbar { flex-wrap: wrap; gap: 10px; align-items: flex-end; }
.ori-toolbar .widget-label { font-size: 15px; }
.ori-app { gap: 10px; }
.ori-about, .ori-sandbox-intro {
  font-family: 'Palatino Linotype', Palatino, Georgia, 'DejaVu Serif', serif;
  font-size: 18px; line-height: 1.5; max-width: 960px; color: #2b1d0e;
}
.ori-about h3, .ori-sandbox-intro h3 { font-size: 22px; margin: 6px 0; }
.ori-tabs > .lm-TabBar, .ori-tabs > .p-TabBar { min-height: 40px; }
.ori-tabs .lm-TabBar-tab, .ori-tabs .p-TabBar-tab {
  font-size: 17px; min-height: 38px; line-height: 38px; flex: 0 0 auto; padding: 0 22px;
}
.ori-tabs .lm-TabBar-tab.lm-mod-current { font-weight: bold; }
.ori-app__header { align-items: center; gap: 20px; justify-content: space-between; }
.ori-app__title h1 { font-size: 26px; margin: 4px 0; }
.ori-lang-picker .widget-toggle-button { font-size: 16px; min-height: 36px; }
/* issue 28: the tab labels at 4.5:1 and more (Lumino's grey was 4.45:1) */
.ori-tabs .lm-TabBar-tab, .ori-tabs .lm-TabBar-tabLabel, .ori-tabs .p-TabBar-tab {
  color: #3b3b3b !important; }
/* issue 28: a visible focus on every control, light or dark: a white ring
   inside a 3-px blue one (WCAG 2.4.7) */
.jupyter-widgets .jupyter-button:focus-visible,
.jupyter-widgets .widget-toggle-button:focus-visible, .ori-tabs .lm-TabBar-tab:focus-visible,
.jupyter-widgets input:focus-visible,
.jupyter-widgets select:focus-visible, .jupyter-widgets textarea:focus-visible,
.jupyter-widgets a:focus-visible, .jupyter-widgets [tabindex="0"]:focus-visible,
.ori-skip-link:focus {
  outline: 3px solid #1f6fd1 !important; box-shadow: 0 0 0 2px #ffffff !important;
}
.jupyter-widgets .jupyter-button:focus-visible,
.jupyter-widgets .widget-toggle-button:focus-visible,
.jupyter-widgets a:focus-visible { outline-offset: 2px; }
.ori-skip { position: relative; height: 0; min-height: 0; margin: 0; overflow: visible; }
.ori-skip .widget-html-content { height: 0; min-height: 0; line-height: normal; }
.ori-skip-link { position: absolute; left: -10000px; top: 0; z-index: 100; }
.ori-skip-link:focus { left: 8px; top: 4px; padding: 8px 16px; border-radius: 8px;
  background: #2b1d0e; color: #ffd75e; font-size: 18px; font-weight: bold; text-decoration: none; }
/* the advisor: its best move's row stands out (a mark in words too), an
   answer given for an earlier position is greyed under the notice */
.ori-advisor-table tr.ori-advisor-best { background: #fff1c4; font-weight: bold;
  box-shadow: inset 4px 0 0 #c9a227; }
.ori-advisor-best__mark { color: #8a6d00; margin-right: 4px; }
.ori-advisor-stale { font-weight: bold; color: #7a1410; background: #fde8e6;
  border: 2px solid #b3261e; border-radius: 8px; padding: 6px 10px; margin: 4px 0; }
.ori-advisor-answer--stale .ori-advisor-table, .ori-advisor-answer--stale .ori-advisor-why {
  opacity: 0.55; }
.ori-stars__rule, .ori-stars__why { font-size: 16px; line-height: 1.4; margin: 4px 0;
  max-width: 60em; }
.ori-stars__why { font-weight: bold; }
.ori-undo-why { font-size: 14px; color: #5a4526; flex-basis: 100%; }
"""

#: Everything the widgets need on the page: the pictures' sheet and ours.
PAGE_CSS = (
    "<style>"
    + BOARD_CSS
    + WIDGET_CSS
    + LESSON_CSS
    + LAYOUT_CSS
    + CARDS_CSS
    + FIT_CSS
    + LESSON_GRID_CSS
    + "</style>"
)
