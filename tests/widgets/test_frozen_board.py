"""A won lesson's board is frozen (issue 28, item 2): every control of a move
is disabled — but the card size is how the board is shown, not a move, and
stays usable on the frozen board (a teacher enlarges the final position)."""

from __future__ import annotations

import ipywidgets as w

from oriflamme.tutor import lessons
from oriflamme.widgets.lesson_player import LessonPlayer


def _controls(widget: w.Widget) -> list[w.Widget]:
    out = [widget] if isinstance(widget, w.Button | w.ToggleButtons) else []
    for child in getattr(widget, "children", ()):
        out += _controls(child)
    return out


def test_a_won_board_freezes_its_moves_but_not_its_card_size() -> None:
    first = lessons("base")[0]
    player = LessonPlayer(first.id, "uk")
    view = player.view
    for move in first.solution:
        assert view.play(move)
    assert view.frozen and "ori-board--frozen" in view._dom_classes
    size = view.size_control.toggle
    moves = [c for c in _controls(view) if c is not size]
    assert moves and all(c.disabled for c in moves)
    assert not size.disabled
    before = view.card_size
    size.value = "xl"
    assert view.card_size == "xl" != before
    assert view.frozen  # a new size redraws the board, still frozen
    assert all(c.disabled for c in _controls(view) if c is not size)
