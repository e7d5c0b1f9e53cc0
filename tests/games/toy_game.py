"""A third game, as small as a game gets, written only against the protocol:
a pile of sticks, each player in turn takes 1 or 2, whoever takes the last
stick wins. The tutor and the widgets have never heard of it; the tests in
this folder teach a lesson of it through the tutor unchanged.

It doubles as a worked example of ``oriflamme.games.Game`` (docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from oriflamme.core.errors import IllegalMoveError, ScenarioFileError
from oriflamme.core.goals import count, player, required
from oriflamme.core.protocol import SandboxSettings
from oriflamme.games import Game, GoalContext, GoalRegistry, Scenario, Table, Term

NAME = "sticks"


class Refused(IllegalMoveError):
    """A move the sticks refuse (``code``: one of ``SticksGame.reasons``)."""


class BadScenario(ScenarioFileError):
    """A bad sticks scenario (``field`` names what is wrong)."""


class Decision(NamedTuple):
    player: str
    decision: str
    moves: list[str]


class Sticks:
    """The state: the pile, whose turn, the moves played (for undo)."""

    def __init__(self, players: Sequence[str], pile: int, turn: int = 0) -> None:
        self.players = tuple(players)
        self.pile, self.turn = pile, turn
        self.winners: list[str] = []
        self.opening: tuple[Any, ...] = ()
        self._history: list[tuple[str, int, int, list[str]]] = []

    @property
    def finished(self) -> bool:
        return self.pile == 0

    @property
    def pending(self) -> Decision | None:
        return (
            None if self.finished else Decision(self.players[self.turn], "take", self.legal_moves())
        )

    def legal_moves(self) -> list[str]:
        return [f"take {n}" for n in (1, 2) if n <= self.pile]

    def apply(self, move: Any, player: str | None = None) -> list[dict[str, Any]]:
        text = " ".join(str(move).split())
        if self.finished:
            raise Refused("game_finished", "", text)
        who = self.players[self.turn]
        if player is not None and player != who:
            raise Refused("not_your_turn", "", text, self.legal_moves())
        if text not in self.legal_moves():
            raise Refused("too_many", "", text, self.legal_moves())
        self._history.append((text, self.pile, self.turn, list(self.winners)))
        n = int(text.split()[1])
        self.pile -= n
        events = [{"event": "took", "player": who, "n": n}]
        if self.pile == 0:
            self.winners = [who]
            events.append({"event": "won", "player": who})
        else:
            self.turn = (self.turn + 1) % len(self.players)
        return events

    def undo(self) -> str:
        text, self.pile, self.turn, self.winners = self._history.pop()
        return text

    def copy(self) -> Sticks:
        new = Sticks(self.players, self.pile, self.turn)
        new.winners = list(self.winners)
        return new

    def view(self, player: str | None) -> dict[str, Any]:
        return self.to_json()  # nothing is hidden in this game

    def scores(self) -> dict[str, int]:
        return {p: int(p in self.winners) for p in self.players}

    def to_json(self) -> dict[str, Any]:
        return {"game": NAME, "players": list(self.players), "pile": self.pile, "turn": self.turn}


GOALS = GoalRegistry(NAME)


@GOALS.predicate(player=required(player))
def won(ctx: GoalContext, player: str) -> bool:
    """The player took the last stick."""
    return player in ctx.state.winners


@GOALS.predicate(at_most=required(count))
def pile_at_most(ctx: GoalContext, at_most: int) -> bool:
    """At most ``at_most`` sticks are left."""
    return bool(ctx.state.pile <= at_most)


class Greedy:
    """A computer player: takes as many as it may (it sees the whole pile)."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, state: Sticks) -> str:
        legal = state.legal_moves()
        return "take 2" if "take 2" in legal else legal[0]


class SticksGame(Game[Sticks, dict[str, Any]]):
    name = NAME
    editions = ("sticks",)
    title_key = "game-sticks"
    horizons = ("end_of_game",)
    illegal_move = Refused
    scenario_error = BadScenario
    #: the keys of a sticks scenario
    keys = frozenset({"game", "players", "pile", "first", "turn", "moves"})

    @property
    def reasons(self) -> Mapping[str, str]:
        return {"game_finished": "over", "not_your_turn": "wait", "too_many": "1 or 2"}

    def new_game(
        self, players: Sequence[str], seed: int | None = None, edition: str | None = None
    ) -> Sticks:
        return Sticks(players, 7)

    def from_data(self, data: Scenario) -> Sticks:
        for key in data:
            if key not in self.keys:
                raise BadScenario(key, "unknown key", "unknown_key")
        players = data.get("players")
        if not isinstance(players, list) or len(players) < 2:
            raise BadScenario("players", "two players or more", "bad")
        if not all(isinstance(p, str) for p in players):
            raise BadScenario("players", "each player is a word", "bad")
        pile = data.get("pile", 7)
        if isinstance(pile, bool) or not isinstance(pile, int) or pile < 1:
            raise BadScenario("pile", "a whole number ≥ 1", "bad")
        first = data.get("first", players[0])
        if first not in players:
            raise BadScenario("first", "one of the players", "bad")
        turn = data.get("turn", players.index(first))  # type: ignore[arg-type]
        if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn < len(players):
            raise BadScenario("turn", "the number of a seat", "bad")
        st = Sticks(players, pile, turn)  # type: ignore[arg-type]
        moves = data.get("moves", [])
        if not isinstance(moves, list):
            raise BadScenario("moves", "a list of moves", "bad")
        for i, m in enumerate(moves, 1):
            try:
                st.apply(str(m))
            except Refused as e:
                e.index = i  # type: ignore[attr-defined]
                raise
        return st

    def to_scenario(self, state: Any) -> Scenario:
        return dict(state.to_json())

    def from_json(self, data: dict[str, Any]) -> Sticks:
        return Sticks(data["players"], data["pile"], data["turn"])

    def edition_of(self, scenario: Mapping[str, Any]) -> str:
        return "sticks"

    def owns(self, state: object) -> bool:
        return isinstance(state, Sticks)

    @property
    def sandbox(self) -> SandboxSettings:
        return SandboxSettings(
            "ann",
            ("bob", "cid"),
            (1, 2),
            self.editions,
            ("greedy",),
            "greedy",
            title_key="game-sticks",
            intro_key="game-sticks-intro",
        )

    def bot(
        self,
        kind: str,
        seed: int | None = None,
        *,
        time_budget: float | None = None,
        iterations: int | None = None,
    ) -> Greedy:
        return Greedy(seed)

    @property
    def goals(self) -> GoalRegistry:
        return GOALS

    def table(self, scenario: Mapping[str, Any]) -> Table:
        players = tuple(scenario.get("players") or ())
        return Table(players, {p: "sticks" for p in players}, scenario)

    def idle_move(self, legal: Sequence[str]) -> str:
        """An unscripted opponent takes as many as it may."""
        return "take 2" if "take 2" in legal else legal[0]

    def lesson_end(self, until: str, state: Any, events: Sequence[Any]) -> bool:
        return any(e["event"] == "won" for e in events)

    def event_kind(self, event: Any) -> str:
        return str(event["event"])

    def event_for(self, event: Any, viewer: str | None) -> Any:
        return event

    def narrate(self, event: Any, lang: str) -> str:
        return f"{event['player']}: {event['event']} {event.get('n', '')}".strip()

    def move_text(self, move: str, lang: str, view: Any = None) -> str:
        return move

    def explain(self, error: Exception, lang: str, with_legal: bool = False) -> str:
        return str(getattr(error, "code", error))

    def cards(self) -> Mapping[str, Term]:
        return {}

    def board_svg(self, state: Any, viewer: str | None, lang: str) -> str:
        return f"<svg><text>{'|' * state.pile}</text></svg>"


GAME = SticksGame()

#: A lesson of it: with 4 sticks left, take 1 (the greedy opponent takes 2, one
#: is left for the learner); taking 2 leaves 2 for the opponent.
LESSON = {
    "id": "sticks-four",
    "edition": "sticks",
    "chapter": 1,
    "order": 1,
    "learner": "ann",
    "scenario": {"game": NAME, "players": ["ann", "bob"], "pile": 4},
    "goal": {"won": {"player": "ann"}},
    "until": "end_of_game",
    "par": 2,
    "feedback": {"wrong": [{"move": "take 2", "text": "lesson-sticks-four-wrong"}]},
    "solution": ["take 1", "take 1"],
}
