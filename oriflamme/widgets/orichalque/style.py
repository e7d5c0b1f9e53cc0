"""The Orichalque board's CSS (classes ``ori-och-…``, docs/ui-classes.md).

Readable on a phone (390 px), a laptop (1280x720) and a projector (1920x1080):
the panels wrap, the island keeps its proportions at any width, and the zone
buttons lie over the zones in percentages of the picture; on a phone the
island takes the panel's whole width, so that a zone is at least 40 px across.
"""

BOARD_CSS = """<style>
.ori-och-board { gap: 10px; max-width: 1400px; }
.ori-och-board h4 { margin: 0 0 6px; }
.ori-och-provisional { background: #fff4d6; border-left: 5px solid #c98a00; padding: 4px 12px;
  border-radius: 6px; font-size: 15px; }
.ori-och-provisional p, .ori-och-status p, .ori-och-error p { margin: 4px 0; }
.ori-och-status { font-size: 19px; font-weight: 600; }
.ori-och-boards { align-items: flex-start; }
.ori-och-boards > .ori-panel { flex: 1 1 300px; min-width: 0; }
.ori-och-slots, .ori-och-building-slots, .ori-och-moves { flex-wrap: wrap; gap: 8px; }
/* a decision's words wrap rather than being cut (an extra action's O6 warning is long) */
.ori-och-moves .jupyter-button.ori-och-move { white-space: normal; height: auto;
  min-height: var(--jp-widgets-inline-height, 28px); max-width: 100%; text-align: left;
  line-height: 1.3; padding-top: 4px; padding-bottom: 4px; overflow: visible;
  text-overflow: clip; }
/* O6: a paid extra action that can do nothing here (the mark: 4.1:1 against the
   button, 4.5:1 against the page; the words: 14.9:1 — WCAG AA, a browser test) */
.ori-och-moves .jupyter-button.ori-och-move--futile { background: #fff4d6;
  border-left: 5px solid #a06c00; }
/* a payment the rulebook does not allow for that action (offered to try, its
   words say «forbidden by the rules»): a dashed border, the colours unchanged */
.ori-och-moves .jupyter-button.ori-och-move--forbidden { border: 2px dashed #8a2a2a; }
.ori-och-titans ul { margin: 0; padding-left: 18px; font-size: 15px; }
.ori-och-titan--inactive { opacity: .65; }
.ori-och-island-panel { max-width: 640px; width: 100%; box-sizing: border-box; }
.ori-och-island-frame { position: relative; width: 100%; display: block !important; }
.ori-och-island-frame .widget-html, .ori-och-island-frame .widget-html-content {
  margin: 0; padding: 0; width: 100%; line-height: 0; }
.ori-och-island-frame svg { width: 100%; height: auto; display: block; }
.ori-och-zones { position: absolute !important; inset: 0; display: block !important; }
.ori-game .jupyter-button.ori-och-zone-btn, .ori-och-zone-btn {
  position: absolute !important; margin: 0 !important; padding: 0 !important;
  aspect-ratio: 1; height: auto !important; min-height: 0 !important; min-width: 0 !important;
  transform: translateY(-50%); border-radius: 50% !important;
  background: transparent !important; border: none !important; box-shadow: none !important;
  color: transparent !important; font-size: 0 !important; overflow: hidden; cursor: pointer;
  z-index: 2;
}
.ori-och-zone-btn:hover { background: rgba(255, 176, 0, 0.30) !important; }
.ori-och-zone-btn:focus-visible { outline: 4px solid #1f6fd1 !important; outline-offset: 1px; }
.ori-och-hand svg { height: 70px; width: auto; vertical-align: middle; margin-left: 8px; }
.ori-och-hand span { font-size: 16px; }
.ori-och-fight-row { border-top: 1px solid #e0d0aa; padding: 6px 0; align-items: center; }
.ori-och-fight-creature { flex: 1 1 220px; font-size: 16px; }
.ori-och-chance { font-size: 18px; font-weight: bold; color: #1d5a1d; flex: 1 1 220px; }
.ori-och-fight-hoplites .widget-toggle-button { min-width: 44px; width: auto; min-height: 40px;
  font-size: 17px; }
/* the number of hoplites chosen stands out from the others */
.ori-och-fight-hoplites .widget-toggle-button.mod-active { background: #2b1d0e !important;
  color: #ffd75e !important; box-shadow: 0 0 0 2px #ffb000; }
.ori-och-fight-hoplites .widget-label, .ori-och-fight-hoplites .widget-label-basic {
  font-size: 15px; }
.ori-och-table-scroll { overflow-x: auto; width: 100%; display: block !important; }
.ori-och-table-picture svg { max-width: none; }
.ori-och-legend { font-size: 14px; margin: 4px 0 0; }
.ori-och-legend__title { margin: 0; font-weight: bold; }
.ori-och-legend__items { margin: 2px 0 0; padding-left: 1.2em; }
.ori-och-legend__source { font-style: italic; color: #6b5533; }
/* the whole table fills the board's width from 601 px on (a laptop: about 1.3
   times its drawn size, building codes about 12 px; a projector: 1.8 times),
   never under 900 px (it scrolls sideways instead) */
@media (min-width: 601px) {
  .ori-och-table-scroll .ori-och-table-picture svg { width: 100%; min-width: 900px;
    height: auto; display: block; }
  .ori-och-table-legend { font-size: 16px; }
  .ori-och-table-legend .ori-och-legend__items { columns: 2 420px; column-gap: 32px; }
  .ori-och-table-legend .ori-och-legend__items li { break-inside: avoid; }
}
.ori-och-log ol { max-height: 260px; overflow-y: auto; font-size: 15px; margin: 0;
  padding-left: 22px; }
/* stepping back: the moves after the step shown fade, the step shown is marked */
.ori-och-log li.ori-och-log__entry--future { opacity: 0.4; }
.ori-och-log li.ori-och-log__entry--current { background: #fff1c4; }
@media (max-width: 600px) {
  .ori-och-status { font-size: 17px; }
  .ori-och-boards > .ori-panel { flex: 1 1 100%; }
  .ori-och-table-picture svg { width: 900px; height: auto; }
  /* the island as wide as the phone allows: its zone buttons >= 40 px to tap */
  .ori-och-island-panel.ori-panel { padding: 6px 0; border-left: none; border-right: none;
    border-radius: 0; }
  .ori-och-island-panel .ori-och-island-head, .ori-och-island-panel .ori-och-tile-panel {
    padding: 0 8px; }
}
@media (min-width: 1600px) {
  .ori-och-board { font-size: 20px; max-width: 1800px; }
  .ori-och-island-panel { max-width: 820px; }
  .ori-och-status { font-size: 24px; }
  /* read from the back of the room: the panels' titles and lists grow too */
  .ori-och-board .ori-panel__title { font-size: 18px; }
  .ori-och-titans ul, .ori-och-log ol { font-size: 19px; }
  .ori-och-provisional { font-size: 18px; }
  .ori-och-fight-creature { font-size: 21px; }
  .ori-och-chance { font-size: 23px; }
  .ori-och-fight-hoplites .widget-label, .ori-och-fight-hoplites .widget-label-basic {
    font-size: 18px; }
  .ori-och-hand span { font-size: 21px; }
  .ori-och-hand svg { height: 90px; }
  .ori-och-fight-hoplites .widget-toggle-button { min-width: 54px; min-height: 48px;
    font-size: 21px; }
}
</style>"""
