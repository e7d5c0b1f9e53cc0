"""The shared sandbox plays any registered game (issue 25: one sandbox for
every game): the toy game of sticks, with the board of a few lines from
``test_desk_third_game``, is dealt, answered by its computer player after each
of the learner's moves and dealt again — with no edit to the shell."""

from __future__ import annotations

from typing import Any

import pytest
from test_desk_third_game import Sticks, SticksBoard

from oriflamme.core import registry
from oriflamme.widgets import game_sandbox
from oriflamme.widgets.game_sandbox import GameSandbox


@pytest.fixture
def third(monkeypatch: pytest.MonkeyPatch) -> Sticks:
    game = Sticks()
    monkeypatch.setitem(registry._GAMES, game.name, game)
    real = game_sandbox.t

    def words(key: str, lang: str, **kw: Any) -> str:  # the toy brings no catalog
        return f"[{key}]" if key.startswith("game-sticks") else real(key, lang, **kw)

    monkeypatch.setattr(game_sandbox, "t", words)
    return game


def test_a_third_game_is_played_in_the_shared_sandbox(third: Sticks) -> None:
    box = GameSandbox("uk", game="sticks", seed=4)
    board = box.game
    assert isinstance(board, SticksBoard)
    # its settings, from Game.sandbox: one opponent or two, its bot kinds, its texts
    assert list(box.opponents.options) == [1, 2] and box.opponents.value == 1
    assert [v for _label, v in box.bot_kind.options] == ["greedy"]
    assert "[game-sticks]" in box.intro.value and "[game-sticks-intro]" in box.intro.value
    assert box.edition not in box.toolbar.children  # one edition: nothing to choose
    # the learner («ann») moves first; the computer player answers at once
    # (no event loop here: the pacer plays on without waiting)
    pile = board.state.pile
    assert board.session.human_turn
    assert board.play("take 1")
    assert board.state.pile < pile - 1, "the computer player did not answer"
    assert board.session.human_turn or board.state.finished
    assert [s.player for s in board.session.steps[:2]] == ["ann", "bob"]
    # a new deal with two opponents: three seats, the learner first
    box.opponents.value = 2
    again = box.new_game()
    assert again is box.game and again is not board
    assert again.state.players == ("ann", "bob", "cid")


def test_the_two_games_sandboxes_are_the_shared_one() -> None:
    from oriflamme.widgets.orichalque.sandbox import OrichalqueSandbox
    from oriflamme.widgets.sandbox import Sandbox

    assert issubclass(Sandbox, GameSandbox) and issubclass(OrichalqueSandbox, GameSandbox)
