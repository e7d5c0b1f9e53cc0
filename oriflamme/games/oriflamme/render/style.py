"""The stylesheet of the pictures: one CSS string, every selector under ``ori-``.

The SVG carries its own colours (it looks right without this sheet); the sheet
lays out the HTML parts and adds the interactive touches: hover and focus on
selectable cards, the pulsing halo of targets.
"""

BOARD_CSS = """
.ori-board {
  --ori-ink: #2b1d0e; --ori-gold: #c9a227; --ori-parchment: #f5ecd6;
  font-family: 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif;
  color: var(--ori-ink); background: #f7f0e1; border: 1px solid #d9c79c;
  border-radius: 12px; padding: 14px 18px; display: flex; flex-direction: column; gap: 12px;
}
.ori-board h4 { margin: 0 0 4px; font-size: 15px; display: flex; align-items: center; gap: 6px; }
.ori-status { display: flex; flex-wrap: wrap; gap: 6px 0; font-size: 17px; }
.ori-status__item + .ori-status__item::before { content: "·"; margin: 0 10px; color: #a08350; }
.ori-status__item:first-child { font-weight: bold; }
.ori-board__queue {
  overflow-x: auto; border-radius: 10px; padding: 4px 0;
  background: radial-gradient(ellipse at center, #efe2c3 0%, #e3d0a6 100%);
  box-shadow: inset 0 1px 6px rgba(60, 40, 10, 0.35);
}
.ori-queue { display: block; margin: 0 auto; }
.ori-board__players { display: flex; flex-wrap: wrap; gap: 10px; }
.ori-player {
  background: #fffaf0; border: 1px solid #e0d0aa; border-radius: 8px; padding: 6px 10px;
  border-top: 5px solid #999;
}
.ori-player--red { border-top-color: #b3261e; }
.ori-player--blue { border-top-color: #1f4f9c; }
.ori-player--green { border-top-color: #2e7a34; }
.ori-player--yellow { border-top-color: #e0ad1f; }
.ori-player--purple { border-top-color: #6c2f93; }
.ori-player__zones { display: flex; flex-wrap: wrap; gap: 4px 12px; }
.ori-zone-box { margin: 0; }
.ori-zone-box figcaption {
  font-size: 12px; font-variant: small-caps; letter-spacing: 0.04em; color: #6b5533;
}
.ori-zone, .ori-hand { display: block; }
.ori-scoreboard { border-collapse: collapse; font-size: 16px; min-width: 420px; }
.ori-scoreboard th, .ori-scoreboard td {
  padding: 5px 12px; text-align: left; border-bottom: 1px solid #e3d4b1;
}
.ori-scoreboard thead th {
  font-size: 12px; font-variant: small-caps; letter-spacing: 0.05em; color: #6b5533;
  font-weight: normal; border-bottom: 2px solid #c9a227;
}
.ori-score--turn { background: #fff1c4; }
.ori-score--winner { background: #f9e49a; }
.ori-score__family { display: inline-flex; align-items: center; gap: 8px; font-weight: bold; }
.ori-emblem { flex: none; vertical-align: middle; }
.ori-coin {
  display: inline-block; min-width: 26px; height: 26px; line-height: 26px; border-radius: 13px;
  text-align: center; font-weight: bold; font-family: Arial, 'DejaVu Sans', sans-serif;
  background: radial-gradient(circle at 38% 32%, #fff2b8, #e3b341 55%, #a97a12);
  border: 1.5px solid #7a5a10; color: #3a2800; padding: 0 3px; box-sizing: border-box;
}
.ori-score__pact { font-weight: bold; color: #6c2f93; }
.ori-score__status { display: flex; flex-wrap: wrap; gap: 4px; }
.ori-badge-legend { font-size: 13px; color: #4a3b28; margin: 4px 0 0; max-width: 520px; }
.ori-badge-legend__title { font-weight: bold; }
.ori-badge-legend ul { margin: 2px 0 0; padding-left: 18px; }
.ori-badge {
  display: inline-flex; align-items: center; gap: 4px; font-size: 13px; padding: 2px 8px;
  border-radius: 11px; background: #efe4c8; border: 1px solid #d4c092; white-space: nowrap;
}
.ori-badge--turn { background: #2b1d0e; color: #ffd75e; border-color: #2b1d0e; }
.ori-badge--first { background: #b3261e; color: #fff4e6; border-color: #6e1610; }
.ori-badge--winner {
  background: #ffd75e; color: #3a2800; border-color: #a97a12; font-weight: bold;
}
.ori-icon { flex: none; }
.ori-card { outline: none; }
.ori-selectable { cursor: pointer; }
.ori-selectable:hover > rect:nth-of-type(2), .ori-selectable:focus > rect:nth-of-type(2) {
  stroke: #ffc928; stroke-width: 3;
}
.ori-selectable:focus-visible .ori-card__halo rect { stroke: #40c4ff; }
.ori-card__halo { animation: ori-pulse 1.4s ease-in-out infinite; }
@keyframes ori-pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.45; } }
@media (prefers-reduced-motion: reduce) { .ori-card__halo { animation: none; } }
.ori-slot { cursor: pointer; }
.ori-slot:hover rect, .ori-slot:focus rect { fill-opacity: 0.9; stroke-opacity: 1; }
"""
