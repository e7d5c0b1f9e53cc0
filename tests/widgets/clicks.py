"""Moves as clicks: what a learner can send from a board by pressing its
buttons (issue 28, «try anything»), each with the clicks that send it.

``click_paths(board)`` explores the board as a learner would: press every
button on show (the transparent ones over the picture too); a press that only
chooses (a hand card, a port, a building, a temple's zone, a turn of the tile)
opens the next choices, pressed in turn; a fight row's hoplite count is set to
each value and Roll pressed. Nothing is played while exploring (the board's
``play`` only records); the result maps each move a click sends to the clicks
that send it, which ``press(board, path)`` then presses for real.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from oriflamme.widgets.board_base import BoardBase
from oriflamme.widgets.game_view import GameView

#: One click: a button pressed, or a fight row's count set then its Roll pressed.
Click = tuple[w.Button, Any]
NOT_PLAYING = ("ori-undo", "ori-step-back", "ori-step-forward", "ori-och-undo")
#: pressed with their row's count set (``_fight_rows``), not alone
WITH_A_COUNT = ("ori-och-fight-roll",)


def _selection(board: BoardBase) -> Any:
    return board.selected if isinstance(board, GameView) else board.selection  # type: ignore[attr-defined]


def _restore(board: BoardBase, sel: Any) -> None:
    if _selection(board) == sel:
        return
    if isinstance(board, GameView):
        board.selected = sel
        board.refresh()
    else:
        board.restore(sel)  # type: ignore[attr-defined]


def _leads_on(b: w.Button) -> bool:
    """A choice worth following: any button but an island zone off every legal
    road (try anything lets every zone be chosen; those are tried one click deep)."""
    classes = b._dom_classes
    return "ori-och-zone-btn" not in classes or "ori-och-zone-btn--legal" in classes


def _buttons(board: BoardBase) -> list[w.Button]:
    out: list[w.Button] = []

    def walk(widget: w.Widget) -> None:
        if getattr(widget, "layout", None) is not None and widget.layout.display == "none":
            return
        if isinstance(widget, w.Button):
            out.append(widget)
        for child in getattr(widget, "children", ()):
            walk(child)

    walk(board)
    return [
        b
        for b in out
        if not b.disabled and not any(c in NOT_PLAYING + WITH_A_COUNT for c in b._dom_classes)
    ]


def _fight_rows(board: BoardBase) -> list[tuple[w.ToggleButtons, w.Button]]:
    rows = getattr(board, "fight_rows", None)
    return rows() if rows is not None else []


def click_paths(board: BoardBase) -> dict[str, list[Click]]:
    """Every move the board's clicks send now -> the shortest clicks sending it."""
    found: dict[str, list[Click]] = {}
    sent: list[str] = []
    board.play = lambda move: sent.append(move) or True  # type: ignore[method-assign]
    start = _selection(board)
    seen = {start}
    queue: list[tuple[Any, list[Click]]] = [(start, [])]
    try:
        while queue:
            sel, path = queue.pop(0)
            _restore(board, sel)
            for b in _buttons(board):
                _restore(board, sel)
                if b.disabled or b.layout.display == "none":
                    continue
                sent.clear()
                lead = _leads_on(b)
                b.click()
                if sent:
                    found.setdefault(sent[-1], [*path, (b, None)])
                elif (lead or not path) and _selection(board) not in seen:
                    # off every legal road (a zone no port): followed from the
                    # first choice only, to what it sends one click further
                    seen.add(_selection(board))
                    queue.append((_selection(board), [*path, (b, None)]))
            _restore(board, sel)
            for toggle, roll in _fight_rows(board):
                if toggle.disabled or roll.disabled:
                    continue
                for n in toggle.options:
                    sent.clear()
                    toggle.value = n
                    roll.click()
                    if sent:
                        found.setdefault(sent[-1], [*path, (roll, (toggle, n))])
    finally:
        del board.play
        _restore(board, start)
    return found


def press(board: BoardBase, path: list[Click]) -> None:
    """Press the clicks of ``path`` for real, each on show and enabled."""
    for b, setting in path:
        assert not b.disabled, b._dom_classes
        assert setting is not None or b in _buttons(board), f"{b._dom_classes} is not on show"
        if setting is not None:
            toggle, n = setting
            toggle.value = n
        b.click()


def by_clicks(board: BoardBase, move: str) -> Callable[[], None]:
    """A function pressing the clicks that send ``move`` now (AssertionError:
    no click sends it)."""
    paths = click_paths(board)
    assert move in paths, f"no click sends {move!r} (clicks send {sorted(paths)[:20]}…)"
    return lambda: press(board, paths[move])
