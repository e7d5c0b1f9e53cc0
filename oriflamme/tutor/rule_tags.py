"""Which rules a lesson teaches, and what a learner's move in it is noted as.

The rule ids are RULINGS.md's (``G5``, ``B9``, ``L6``, ``O2``…). A lesson's
come from its file (``meta: {rules: [...]}``) and, for a card's lesson
(``card-<card>``), from the rulings the card reference gives that card (the
ids in brackets ending ``cardref-ruling-<card>``). Where the game tags a
mistake itself (``Game.puzzles.mistake_tags``: the rules of the cards a move
touches, the ruling behind a refusal's reason), those tags are added.

``note_move`` is what the lesson player calls after each move the run judged:
the first move of a run counts an attempt; a wrong or refused move is kept in
the learner's progress with its lesson and rule tags (``Progress.mistake``),
for the teacher's class view.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from ..i18n import has, t
from .lesson import Lesson
from .progress import Progress
from .run import Outcome

#: The ids in brackets at the end of a card reference ruling: «… (B2, G4)».
_IDS = re.compile(r"\(([A-Z][0-9]+[a-z]?(?:,\s*[A-Z][0-9]+[a-z]?)*)\)\s*$")


@cache
def card_rules(card: str) -> tuple[str, ...]:
    """The ruling ids the card reference cites for ``card`` (empty if none)."""
    key = f"cardref-ruling-{card}"
    if not has(key, "en"):
        return ()
    found = _IDS.search(t(key, "en"))
    return tuple(x.strip() for x in found.group(1).split(",")) if found else ()


def lesson_card(lesson: Lesson) -> str | None:
    """The card a card's lesson is about (``card-royal-decree`` → ``royal_decree``)."""
    if not lesson.id.startswith("card-"):
        return None
    card = lesson.id.removeprefix("card-").replace("-", "_")
    return card if card in lesson.game.cards() else None


def lesson_rules(lesson: Lesson) -> tuple[str, ...]:
    """The rule ids the lesson teaches: its file's ``meta.rules``, then its card's."""
    rules = lesson.meta.get("rules", []) if isinstance(lesson.meta, dict) else []
    out = [r for r in rules if isinstance(r, str)] if isinstance(rules, list) else []
    card = lesson_card(lesson)
    if card:
        out += card_rules(card)
    return tuple(dict.fromkeys(out))


def mistake_rules(lesson: Lesson, state: Any, out: Outcome) -> tuple[str, ...]:
    """The rule ids a wrong or refused move touches: the lesson's, and the
    game's own tags for the move where it has them."""
    rules = list(lesson_rules(lesson))
    tagger = getattr(getattr(lesson.game, "puzzles", None), "mistake_tags", None)
    if callable(tagger):
        try:
            tagged, _cards = tagger(state, out.move, out.code, list(out.events))
            rules += [r for r in tagged if isinstance(r, str)]
        except Exception:
            pass
    return tuple(dict.fromkeys(rules))


def mistake_text(lesson: Lesson, out: Outcome) -> str:
    """The Fluent key of what was said about the move: the lesson's own text,
    else the game's reason for a refusal, else the tutor's generic one."""
    if out.kind == "illegal" and not out.lesson_text and out.code:
        return lesson.game.reason_key(out.code)
    return out.text or ""


def note_move(progress: Progress, lesson: Lesson, state: Any, out: Outcome, *, first: bool) -> None:
    """Keep what the learner's move says about their work in ``progress``:
    an attempt for a run's first move, and a wrong or refused move with its
    lesson, reason and rule tags. ``state`` is the position the move was made in."""
    if out.kind not in ("illegal", "wrong", "progressed", "success"):
        return
    if first:
        progress.attempt(lesson.id)
    if out.kind in ("illegal", "wrong"):
        progress.mistake(
            lesson.id,
            out.kind,
            out.move,
            code=out.code or "",
            text=mistake_text(lesson, out),
            rules=mistake_rules(lesson, state, out),
        )
