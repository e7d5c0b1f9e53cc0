"""The printed page around a handout: A4, its stylesheet, its title and footer."""

from __future__ import annotations

import time
from html import escape
from typing import Any

from ..core.protocol import Game
from ..core.registry import game_of_edition, games
from ..i18n import check_lang, lang_name, t

#: The handouts: each registered game's editions with a player aid, in the
#: registry's order (Oriflamme's three editions, then Orichalque).
EDITIONS = tuple(e for g in games() for e in g.handout_editions())

PRINT_CSS = """
@page { size: A4; margin: 10mm 10mm 12mm 10mm;
  @bottom-center { content: counter(page) " / " counter(pages);
    font: 8pt 'DejaVu Sans', sans-serif; color: #6b5533; } }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: 8.8pt/1.28 'DejaVu Serif', Georgia, serif; color: #2b1d0e;
  background: #fff; }
main { max-width: 190mm; margin: 0 auto; }
header.ori-ho-head { display: flex; align-items: flex-end; justify-content: space-between;
  gap: 6mm; border-bottom: 0.8mm solid #8c1c13; padding-bottom: 1.5mm; margin-bottom: 3mm; }
h1 { margin: 0; font-size: 17pt; color: #8c1c13; line-height: 1.15; }
.ori-ho-sub { margin: 0.5mm 0 0; font-size: 9.5pt; color: #4a3417; }
.ori-ho-lang { font: 8pt 'DejaVu Sans', sans-serif; color: #6b5533; white-space: nowrap; }
h2 { font-size: 12pt; margin: 2.6mm 0 1.2mm; color: #8c1c13; break-after: avoid;
  border-bottom: 0.3mm solid #d8c59a; padding-bottom: 0.6mm; }
h3 { font-size: 10.2pt; margin: 0 0 0.6mm; break-after: avoid; }
p { margin: 0 0 1.4mm; }
ol.ori-ho-phases, ul.ori-ho-list { margin: 0 0 1.6mm; padding-left: 5mm; }
ol.ori-ho-phases li, ul.ori-ho-list li { margin-bottom: 1mm; break-inside: avoid; }
.ori-ho-box { border: 0.3mm solid #d8c59a; background: #fbf5e6; border-radius: 1.5mm;
  padding: 1.8mm 2.5mm; margin: 0 0 2mm; break-inside: avoid; }
.ori-ho-note { font-size: 8.4pt; color: #4a3417; }
.ori-ho-warn { border-left: 1.2mm solid #b3261e; background: #fdf0ee; }
.ori-ho-cols { column-count: 2; column-gap: 6mm; }
.ori-ho-cols > * { break-inside: avoid; }
.ori-ho-cards { column-count: 2; column-gap: 3.5mm; }
.ori-ho-cards > .ori-ho-card { margin-bottom: 2mm; }
.ori-ho-card { display: flex; gap: 2.2mm; break-inside: avoid; border: 0.3mm solid #e0d0aa;
  border-radius: 1.6mm; padding: 1.4mm 1.8mm; background: #fffdf7; }
.ori-ho-card svg { flex: none; width: 14mm; height: auto; align-self: flex-start; }
.ori-ho-card__body { min-width: 0; }
.ori-ho-card__kind { font: 7.6pt 'DejaVu Sans', sans-serif; color: #6b5533;
  text-transform: uppercase; letter-spacing: 0.04em; margin-bottom: 0.6mm; }
.ori-ho-card__ability { font-weight: bold; font-size: 8.5pt; margin-bottom: 0.8mm; }
.ori-ho-card__ruling { font-size: 7.8pt; line-height: 1.24; margin: 0; }
.ori-ho-card__ruling b { font: bold 7.6pt 'DejaVu Sans', sans-serif; color: #6b5533;
  text-transform: uppercase; letter-spacing: 0.04em; }
table { border-collapse: collapse; width: 100%; margin: 0 0 2mm; font-size: 8.6pt; }
tr, table.ori-ho-odds { break-inside: avoid; }
th, td { border-bottom: 0.25mm solid #e0d0aa; padding: 0.8mm 1.2mm; text-align: left;
  vertical-align: top; }
thead th { background: #f3e7c9; font: bold 8pt 'DejaVu Sans', sans-serif; }
td.ori-ho-num, th.ori-ho-num { text-align: center; white-space: nowrap; }
td.ori-ho-icon { width: 7mm; padding: 0.3mm; }
td.ori-ho-icon svg { width: 6.2mm; height: 6.2mm; display: block; }
.ori-ho-pair { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
.ori-ho-status { font: 7.4pt 'DejaVu Sans', sans-serif; white-space: nowrap; }
.ori-ho-status--provisional { color: #b3261e; font-weight: bold; }
.ori-ho-status--aid { color: #4a3417; }
.ori-ho-status--verified { color: #2e6b2e; }
.ori-ho-odds td, .ori-ho-odds th { text-align: center; }
.ori-ho-odds td:first-child, .ori-ho-odds th:first-child { text-align: left; }
footer.ori-ho-foot { margin-top: 3mm; border-top: 0.3mm solid #d8c59a; padding-top: 1mm;
  font: 7.6pt 'DejaVu Sans', sans-serif; color: #6b5533; }
.ori-ho-print { position: fixed; top: 8px; right: 8px; font: 15px sans-serif;
  padding: 8px 16px; border-radius: 8px; border: 1px solid #8c1c13; background: #fff4d6;
  cursor: pointer; }
@media print { .ori-ho-print { display: none; } }
@media screen { body { background: #e9e2d0; } main { background: #fff; padding: 12mm;
  margin: 10px auto; box-shadow: 0 1px 6px rgba(0,0,0,.25); max-width: 210mm; } }
"""


def _game(edition: str) -> Game[Any, Any]:
    if edition not in EDITIONS:
        raise ValueError(f"no handout for {edition!r} (handouts: {', '.join(EDITIONS)})")
    return game_of_edition(edition)


def handout_title(edition: str, lang: str) -> str:
    """«Орифлама: Полум’я війни — пам’ятка гравця»."""
    return t("handout-title", lang, game=t(_game(edition).handout_title_key(edition), lang))


def handout_name(edition: str, lang: str, suffix: str = "html") -> str:
    """The file's name: ``oriflamme-ablaze-fr.pdf``, ``orichalque-uk.html``."""
    return f"{_game(edition).handout_stem(edition)}-{lang}.{suffix}"


def handout_html(edition: str, lang: str, *, print_button: bool = True) -> str:
    """The whole page of ``edition``'s handout in ``lang`` (see the package's doc):
    the page is the shell's, its subtitle and body the game's (``Game.handout``)."""
    check_lang(lang)
    title = handout_title(edition, lang)
    subtitle, body = _game(edition).handout(edition, lang)
    button = (
        f'<button class="ori-ho-print" type="button" onclick="window.print()">'
        f"{escape(t('handout-print', lang))}</button>"
        if print_button
        else ""
    )
    foot = t("handout-footer", lang, date=time.strftime("%Y-%m-%d"))
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{PRINT_CSS}</style></head><body>{button}"
        f'<main class="ori-ho ori-ho--{edition}"><header class="ori-ho-head"><div>'
        f"<h1>{escape(title)}</h1>"
        f'<p class="ori-ho-sub">{escape(subtitle)}</p></div>'
        f'<div class="ori-ho-lang">{escape(lang_name(lang))}</div></header>'
        f"{body}"
        f'<footer class="ori-ho-foot">{escape(foot)}</footer></main></body></html>'
    )
