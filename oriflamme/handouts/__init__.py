"""Handouts to print: a player aid per game or edition and language (issue 31).

``handout_html(edition, lang)`` is a page ready to print on A4, made from the
catalogs (every word is a Fluent message: ``handouts.ftl`` for the page's own
texts; the cards' names, abilities and the card reference's rulings; the
game's names of buildings, creatures and titans) and the renderer (the cards'
faces, Orichalque's creatures and buildings), with no other file:

- Oriflamme (``base``, ``ablaze``, ``alliance``): the goal and the set-up, a
  round's two phases, elimination, the end of the game, what the edition
  changes, then every card of the edition — its face, its ability and the
  rulings that matter, in the words of the card reference (a learner's text:
  the ruling in words, without its RULINGS.md id; docs/style-*.md §12).
- Orichalque (``orichalque``): the goal, the first turn, the turn's five
  phases, the titans and their blessings, the buildings, the creatures and
  the exact chance of winning a fight (``orichalque.odds``), every item
  marked with where it comes from — the rulebook, the player aid, or our
  provisional stand-in (the dice faces: the odds table is provisional too).

The page (its stylesheet, title and footer) is this package's; the aid in it
is each game's (``Game.handout``: ``games/oriflamme/aid.py``,
``games/orichalque/aid.py``), for every registered game's
``handout_editions()``.

``python -m oriflamme.handouts`` (``make handouts``) writes each page and its
PDF (Chromium's print-to-PDF, ``pdf.py``) into ``build/handouts/``; the
teacher's desk offers the page (to print from the browser) and, where the
server has Chromium, the PDF (``widgets/handout_panel.py``).
"""

from __future__ import annotations

from .page import EDITIONS, handout_html, handout_name, handout_title

__all__ = ["EDITIONS", "handout_html", "handout_name", "handout_title"]
