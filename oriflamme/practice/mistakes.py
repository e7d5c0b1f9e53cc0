"""A lesson's wrong moves feed the practice queue (issue 30).

The lesson run already knows when a learner's move is refused (``illegal``,
with the engine's reason code) or legal but wrong (``wrong``, with what it led
to); ``record_lesson_mistake`` tags it with the rules and cards it touches
(the game's ``puzzles.mistake_tags``, plus the card a card lesson is about)
and queues those items for review in the learner's practice store, beside
their lesson progress. The lesson player calls it after each such move.
"""

from __future__ import annotations

from typing import Any

from ..tutor.progress import Progress
from .store import PracticeStore


def lesson_tags(
    lesson: Any, state: Any, move: str, code: str | None, events: Any
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The (rules, cards) a lesson's wrong or refused ``move`` touches."""
    game = lesson.game
    rules, cards = game.puzzles.mistake_tags(state, move, code, list(events or ()))
    # a card lesson (``card-<id>``) is about that card: the mistake is about it too
    if lesson.id.startswith("card-"):
        card = lesson.id.removeprefix("card-").replace("-", "_")
        if card in game.cards() and card not in cards:
            cards = (card, *cards)
    return rules, cards


def record_lesson_mistake(
    progress: Progress, lesson: Any, state: Any, move: str, code: str | None, events: Any
) -> PracticeStore | None:
    """Queue a lesson's mistake for practice; the learner's store (None: nothing to queue)."""
    rules, cards = lesson_tags(lesson, state, move, code, events)
    if not rules and not cards:
        return None
    store = PracticeStore.beside(progress)
    store.mistake(
        rules,
        cards,
        source={"lesson": lesson.id, "move": move, "code": code or ""},
        card_rules=lesson.game.puzzles.card_rules,
    )
    return store
