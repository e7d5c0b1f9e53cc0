"""Orichalque as a game of the protocol (issue 16).

The adapter between the rules engine (``oriflamme.orichalque``), its words
(``words.py``, the ``och-*`` messages) and its drawing
(``oriflamme/orichalque/render.py``) on one side, the tutor and the widgets on
the other: they reach Orichalque only through this package — ``GAME`` for the
protocol, and the few engine helpers the board needs (the odds of a fight, the
bots, the component data, the drawing) re-exported here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ...orichalque import (
    REASONS,
    GameState,
    IllegalMove,
    ScenarioError,
    build_state,
    components,
    load_scenario,
)
from ...orichalque import new_game as _new_game
from ...orichalque.bots import BOTS, GreedyBot, RandomBot, make_bot
from ...orichalque.components import SHAPES, rotations
from ...orichalque.odds import fight_chance, percent, win_chance
from ...orichalque.render import render_island, render_state, render_tile
from ..goals import GoalRegistry, Table
from ..protocol import Event, Game, Scenario, Term
from ..registry import register
from . import words

EDITION = "orichalque"


def provisional_data(state: Any = None) -> bool:
    """Is any component the board shows a stand-in (docs/orichalque-data.md)?
    Then the UI says so, once (``och-provisional``). ``state``: a position with
    its own ``components`` section is judged by those (an item without a
    ``status`` there is provisional); without one, the package data."""
    c = state.c if state is not None else components()
    return bool(c.provisional)


def _goals() -> GoalRegistry:
    """Orichalque's goal predicates (``oriflamme/orichalque/goals.py``, the
    course's), imported when the tutor first asks for them."""
    from ...orichalque.goals import GOALS

    return GOALS


class Orichalque(Game):
    """Orichalque (Cathala & Goupy): one edition, one course."""

    name = "orichalque"
    editions = (EDITION,)
    title_key = "och-game"
    horizons = ("end_of_turn", "end_of_round", "end_of_game")
    board_widget = "oriflamme.widgets.orichalque.board:OrichalqueBoard"
    illegal_move = IllegalMove
    scenario_error = ScenarioError

    def __init__(self) -> None:
        self._goals: GoalRegistry | None = None

    @property
    def reasons(self) -> Mapping[str, str]:
        return REASONS

    def reason_key(self, code: str) -> str:
        return f"och-illegal-{code}"

    # ------------------------------------------------------------ positions

    def new_game(
        self, players: Sequence[str], seed: int | None = None, edition: str | None = None
    ) -> Any:
        return _new_game(list(players), seed)

    def from_scenario(self, source: Scenario | str | Path) -> Any:
        return load_scenario(source)

    def check_scenario(self, data: Scenario) -> None:
        build_state(data)
        try:
            load_scenario(data)
        except IllegalMove as e:
            raise ScenarioError("moves", str(e)) from None

    def to_scenario(self, state: Any) -> Scenario:
        """The position as a scenario (``to_json`` without the derived keys)."""
        data = dict(state.to_json())
        for derived in ("pending", "finished", "winners", "scores"):
            data.pop(derived, None)
        return data

    def from_json(self, data: dict[str, Any]) -> Any:
        return GameState.from_json(data)

    def edition_of(self, scenario: Mapping[str, Any]) -> str:
        return EDITION

    def owns(self, state: Any) -> bool:
        return isinstance(state, GameState)

    def owns_scenario(self, data: Mapping[str, Any]) -> bool:
        """Is ``data`` an Orichalque scenario (``"game": "orichalque"``)?"""
        return isinstance(data, Mapping) and data.get("game") == self.name

    # ------------------------------------------------------------ lessons

    @property
    def goals(self) -> GoalRegistry:
        if self._goals is None:
            self._goals = _goals()
        return self._goals

    def table(self, scenario: Mapping[str, Any]) -> Table:
        players = tuple(scenario.get("players") or ())
        return Table(players, dict.fromkeys(players, EDITION), scenario)

    def lesson_end(self, until: str, state: Any, events: Sequence[Event]) -> bool:
        """A won game ends every lesson; ``end_of_turn`` ends when a turn ends;
        ``goal``, ``{moves: N}`` and ``end_of_round`` miss when the round ends
        (as Oriflamme's): the course seats the learner last in the round, so a
        mistake is judged on this turn, not saved by rounds to come."""
        kinds = {e["event"] for e in events}
        if "game_won" in kinds:
            return True
        if until == "end_of_turn":
            return bool(kinds & {"turn_started", "round_ended"})
        return until != "end_of_game" and "round_ended" in kinds

    def course_title_key(self, edition: str) -> str:
        return "tutor-course-orichalque"

    def chapter_title_key(self, edition: str, n: int) -> str:
        return f"lessons-orichalque-chapter-{n}"

    # ------------------------------------------------------------ words

    def event_kind(self, event: Event) -> str:
        return str(event["event"])

    def event_for(self, event: Event, viewer: str | None) -> Event | None:
        """Every Orichalque event is public (the game has no hands); a copy."""
        return dict(event)

    def narrate(self, event: Event, lang: str) -> str:
        return words.narrate(event, lang)

    def move_text(self, move: str, lang: str, view: Any = None) -> str:
        return words.move_text(move, lang)

    def explain(self, error: Exception, lang: str, with_legal: bool = False) -> str:
        return words.explain(error, lang, with_legal)

    def cards(self) -> Mapping[str, Term]:
        return {}

    # ------------------------------------------------------------ board

    def board_svg(self, state: Any, viewer: str | None, lang: str) -> str:
        return render_state(state.view(viewer), words.labels(lang))


GAME = register(Orichalque())

__all__ = [
    "BOTS",
    "EDITION",
    "GAME",
    "SHAPES",
    "GameState",
    "GreedyBot",
    "IllegalMove",
    "Orichalque",
    "RandomBot",
    "ScenarioError",
    "components",
    "fight_chance",
    "make_bot",
    "percent",
    "provisional_data",
    "render_island",
    "render_state",
    "render_tile",
    "rotations",
    "win_chance",
    "words",
]
