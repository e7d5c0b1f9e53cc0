"""``conformance(game)`` (issue 25): every registered game, and the toy game of
this folder, keeps the protocol — random playouts with a JSON round trip,
copy, undo and refusals at every decision, fail-closed views, every refusal
reason met, scenario errors naming their field, the shell's members. And the
check can fail: each deliberately broken game below is caught by its rule."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
import toy_game

from oriflamme.core.conformance import ConformanceError, conformance
from oriflamme.core.registry import games, get_game

#: Random games per game: enough for every reason code random play reaches
#: (the others are the games' witnesses), in a few seconds each.
GAMES = {"oriflamme": 12, "orichalque": 3}


@pytest.mark.parametrize("name", [g.name for g in games()])
def test_every_registered_game_conforms(name: str) -> None:
    game = get_game(name)
    report = conformance(game, games=GAMES.get(name, 6))
    assert report.games == GAMES.get(name, 6) and report.decisions > 100
    assert set(game.reasons) <= report.codes | report.witnessed
    assert report.redrawn > 0  # both games hide things: the view check had teeth
    assert report.fields  # keys of a scenario were given wrong values


def test_the_toy_game_conforms() -> None:
    report = conformance(toy_game.GAME, games=6, texts=False)
    assert report.codes == set(toy_game.GAME.reasons)
    assert report.redraws == 0  # the sticks hide nothing


# ---------------------------------------------------------------- broken games


class BrokenCopy(toy_game.Sticks):
    def copy(self) -> BrokenCopy:
        return self  # the "copy" is the state itself


class BrokenUndo(toy_game.Sticks):
    def undo(self) -> str:
        text, _pile, self.turn, self.winners = self._history.pop()
        return text  # the sticks taken are not given back


class BrokenRefusal(toy_game.Sticks):
    def apply(self, move: Any, player: str | None = None) -> list[dict[str, Any]]:
        if str(move) not in self.legal_moves():
            self.turn = (self.turn + 1) % len(self.players)  # changed before refusing
        return super().apply(move, player)


class Broken(toy_game.SticksGame):
    """The toy game with its state class swapped for a broken one."""

    def __init__(self, cls: type[toy_game.Sticks]) -> None:
        self.cls = cls

    def new_game(self, players: Any, seed: int | None = None, edition: str | None = None) -> Any:
        return self.cls(players, 7)

    def from_json(self, data: Any) -> Any:
        return self.cls(data["players"], data["pile"], data["turn"])

    def owns(self, state: object) -> bool:
        return isinstance(state, self.cls)


class UnreachableReason(toy_game.SticksGame):
    @property
    def reasons(self) -> Mapping[str, str]:
        return {**super().reasons, "too_few": "a code no move ever gets"}


class ForgetfulJSON(toy_game.SticksGame):
    def from_json(self, data: Any) -> Any:
        return toy_game.Sticks(data["players"], data["pile"])  # whose turn: forgotten


class WrongField(toy_game.SticksGame):
    def from_data(self, data: Any) -> Any:
        if not isinstance(data.get("pile"), int):
            raise toy_game.BadScenario("players", "a bad pile, blamed on the players", "bad")
        return super().from_data(data)


@pytest.mark.parametrize(
    ("game", "check"),
    [
        (Broken(BrokenCopy), "copy"),
        (Broken(BrokenUndo), "undo"),
        (Broken(BrokenRefusal), "refusals"),
        (UnreachableReason(), "reasons"),
        (ForgetfulJSON(), "json"),
        (WrongField(), "files"),
    ],
)
def test_a_broken_game_fails_conformance(game: Any, check: str) -> None:
    with pytest.raises(ConformanceError, match=f"^sticks: {check}: "):
        conformance(game, games=4, texts=False)


def test_a_view_showing_hidden_cards_fails_conformance(monkeypatch) -> None:
    """An Oriflamme whose players' views are the teacher's (every hand, every
    face-down card) is caught by the redraw of what a player may not see."""
    from oriflamme.games.oriflamme.engine.state import GameState

    teacher = GameState.view
    monkeypatch.setattr(GameState, "view", lambda self, player: teacher(self, None))
    with pytest.raises(ConformanceError, match=r"^oriflamme: views: .*may not see"):
        conformance(get_game("oriflamme"), games=1)


def test_a_game_that_redraws_nothing_proves_nothing(monkeypatch) -> None:
    game = get_game("orichalque")
    monkeypatch.setattr(type(game), "redraw", lambda self, st, p, rng: st.copy())
    with pytest.raises(ConformanceError, match=r"redraw\(\) never changed a position"):
        conformance(game, games=1)


def test_a_game_without_its_sandbox_fails_conformance(monkeypatch) -> None:
    """The app builds every game's tabs from what its adapter names (issue 25):
    a game shown with texts but no ``sandbox_widget`` is caught, not a blank tab."""
    game = get_game("orichalque")
    monkeypatch.setattr(type(game), "sandbox_widget", "")
    with pytest.raises(ConformanceError, match=r"^orichalque: shell: sandbox_widget"):
        conformance(game, games=1)


def test_a_game_offering_another_games_deal_fails_conformance(monkeypatch) -> None:
    """The teacher's desk lists every game's new deals as ``new:<id>`` (issue
    25): a second game reusing Orichalque's id would make one entry open the
    other's deal, so conformance refuses it."""
    from oriflamme.core import registry
    from oriflamme.games.orichalque.game import Orichalque

    class Copycat(Orichalque):
        name = "copycat"

    registry.games()
    monkeypatch.setitem(registry._GAMES, "copycat", Copycat())
    with pytest.raises(ConformanceError, match=r"^orichalque: desk: .*'copycat'"):
        conformance(get_game("orichalque"), games=1, texts=False)
