"""One session for every game (issue 25): the same answers from Oriflamme's
``GameSession`` and Orichalque's ``OrichalqueSession`` — a move after the end
or out of turn refused with the game's own ``IllegalMove`` and its reason code
(never a ``ValueError`` the board cannot explain), nothing changed; undo takes
back the human move and the computer's answers."""

from __future__ import annotations

from typing import Any

import pytest

from oriflamme.core.registry import get_game
from oriflamme.widgets.orichalque.session import OrichalqueSession
from oriflamme.widgets.session import GameSession


def _session(name: str, humans: tuple[str, ...], controller: Any = None) -> Any:
    game = get_game(name)
    if name == "oriflamme":
        st = game.new_game(["red", "blue"], seed=4, edition="base")
        return GameSession(st, humans, controller)
    st = game.new_game(["red", "blue"], seed=4)
    return OrichalqueSession(st, humans, controller)


def _bot(name: str) -> Any:
    return get_game(name).bot("random", 7)


@pytest.mark.parametrize("name", ["oriflamme", "orichalque"])
def test_out_of_turn_and_after_the_end_refused_with_the_games_reason(name: str) -> None:
    game = get_game(name)
    session = _session(name, ("red",), None)
    pending = session.state.pending
    other = "blue" if pending.player == "red" else "red"
    session.humans = (other,)
    before = session.state.to_json()
    with pytest.raises(game.illegal_move) as err:
        session.play(session.state.legal_moves()[0])
    assert err.value.code == "not_your_turn"
    assert session.state.to_json() == before and not session.steps
    session.humans = ("red", "blue")
    bot = _bot(name)
    for _ in range(5000):
        if session.state.pending is None:
            break
        session.play(bot.choose(session.state))
    assert session.state.pending is None, "the random game did not end"
    finished = session.state.to_json()
    for call in (session.play, session.record):
        with pytest.raises(game.illegal_move) as err:
            call("pass")
        assert err.value.code == "game_finished"
    assert session.state.to_json() == finished


@pytest.mark.parametrize("name", ["oriflamme", "orichalque"])
def test_undo_takes_back_the_move_and_the_answers(name: str) -> None:
    session = _session(name, ("red",), None)
    session.controller = _bot(name)
    session.run_controller()
    assert session.human_turn
    before = session.state.to_json()
    steps = len(session.steps)
    session.play(session.state.legal_moves()[0])
    assert len(session.steps) > steps
    if session.can_undo:  # unless the answer showed something new (the floor)
        assert session.undo()
        assert session.state.to_json() == before and len(session.steps) == steps
    else:
        assert session.floor > steps and not session.undo()
