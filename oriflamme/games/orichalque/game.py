"""Orichalque as a game of the protocol (issue 16).

The adapter between the rules engine (``engine/``), its words (``words``, the
``och-*`` messages), its drawing (``render``), goals and bots on one side, the
tutor, the widgets and the command line on the other: they reach Orichalque
only through this module — ``GAME`` for the protocol (registered as
``orichalque``), and the few engine helpers its board needs (the odds of a
fight, the bots, the component data, the drawing) re-exported here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ...core.errors import IllegalMoveError
from ...core.goals import GoalRegistry, Table
from ...core.lazy import later
from ...core.protocol import (
    ComputerPlayer,
    Game,
    JSONValue,
    NewGame,
    SandboxSettings,
    Scenario,
    Term,
    Witness,
)
from ...core.puzzles import PuzzleKinds
from ...core.registry import register
from . import words
from .engine import REASONS, IllegalMove, ScenarioError, components
from .engine.components import SHAPES, rotations
from .engine.odds import fight_chance, percent, win_chance
from .witnesses import WITNESSES

if TYPE_CHECKING:
    from ...core.editor import EditorPiece, EditorValue
    from ...core.search import MoveStats
    from .bots import BOTS, GreedyBot, RandomBot, make_bot
    from .engine import GameState
    from .render import render_island, render_state, render_tile

#: Names this module re-exports from the modules a served page's first screen
#: does not need (the bots and their search, the drawing), imported when first
#: asked for (issue 32: the kernel at the app's first screen).
_LATER = {
    "GameState": "engine",
    "BOTS": "bots",
    "GreedyBot": "bots",
    "RandomBot": "bots",
    "make_bot": "bots",
    "render_island": "render",
    "render_state": "render",
    "render_tile": "render",
}

__getattr__ = later(__name__, __package__, {k: f".{v}" for k, v in _LATER.items()})


EDITION = "orichalque"


def provisional_data(state: Any = None) -> bool:
    """Is any component the board shows a stand-in (docs/orichalque-data.md)?
    Then the UI says so, once (``och-provisional``). ``state``: a position with
    its own ``components`` section is judged by those (an item without a
    ``status`` there is provisional); without one, the package data."""
    c = state.c if state is not None else components()
    return bool(c.provisional)


def _goals() -> GoalRegistry:
    """Orichalque's goal predicates (``oriflamme/games/orichalque/goals.py``, the
    course's), imported when the tutor first asks for them."""
    from .goals import GOALS

    return GOALS


#: An Orichalque event: a plain dict with its ``"event"`` code.
Event = dict[str, Any]
#: The seats of a new game at the teacher's desk, and of the sandbox.
DESK_PLAYERS = ("red", "blue")
LEARNER = "red"
OPPONENTS = ("blue", "green", "yellow")


class Orichalque(Game["GameState", Event]):
    """Orichalque (Cathala & Goupy): one edition, one course."""

    name = "orichalque"
    editions = (EDITION,)
    horizons = ("end_of_turn", "end_of_round", "end_of_game")
    board_widget = "oriflamme.widgets.orichalque.board:OrichalqueBoard"
    sandbox_widget = "oriflamme.widgets.orichalque.sandbox:OrichalqueSandbox"
    reference_widget = "oriflamme.widgets.orichalque.reference:OrichalqueReference"
    reference_title_key = "och-ref-tab"
    editor_widget = "oriflamme.widgets.piece_editor:PieceEditor"
    editor_player_counts = (2, 3, 4)
    title_key = "och-game"
    heading_key = "och-app-title"
    about_key = "och-about-html"
    brand_key = "page-orichalque-brand"
    loading_key = "page-orichalque-loading"
    loading_step_key = "page-orichalque-loading-step"
    app_title_key = "page-title-app-orichalque"
    landing_text_key = "och-landing-text"
    landing_open_key = "och-landing-open"
    css_name = "och"
    link_colors = ("#123d6a", "#fff4d6")
    illegal_move = IllegalMove
    scenario_error = ScenarioError
    bot_levels: ClassVar[Mapping[str, str]] = {
        "easy": "random",
        "medium": "greedy",
        "strong": "strong",
    }

    def __init__(self) -> None:
        self._goals: GoalRegistry | None = None

    @property
    def reasons(self) -> Mapping[str, str]:
        return REASONS

    def reason_key(self, code: str) -> str:
        return f"och-illegal-{code}"

    def witnesses(self) -> Sequence[Witness]:
        return WITNESSES

    # ------------------------------------------------------------ positions

    def new_game(
        self, players: Sequence[str], seed: int | None = None, edition: str | None = None
    ) -> GameState:
        from .engine import new_game

        return new_game(list(players), seed)

    def from_data(self, data: Scenario) -> GameState:
        from .engine import load_scenario

        return load_scenario(data)

    def to_scenario(self, state: GameState) -> Scenario:
        """The position as a scenario (``to_json`` without the derived keys)."""
        from .engine.scenario import to_scenario

        return cast(Scenario, to_scenario(state))

    def from_json(self, data: Scenario) -> GameState:
        from .engine import build_state

        return build_state(data)

    def edition_of(self, scenario: Mapping[str, JSONValue]) -> str:
        return EDITION

    def owns(self, state: object) -> bool:
        from .engine import GameState

        return isinstance(state, GameState)

    def redraw(self, state: GameState, player: str, rng: Random) -> GameState:
        """What nobody sees drawn anew (``hidden.determinize``): the order of
        the tile piles, of the deck and of the bags (sorted, then shuffled: the
        real order is never read), the dice to come (a fresh seed; dice fixed
        ahead and named draws forgotten)."""
        from .hidden import determinize

        return determinize(state, rng)

    def owns_scenario(self, data: Mapping[str, JSONValue]) -> bool:
        """Is ``data`` an Orichalque scenario (``"game": "orichalque"``)?"""
        return isinstance(data, Mapping) and data.get("game") == self.name

    # ------------------------------------------------------------ lessons

    @property
    def goals(self) -> GoalRegistry:
        if self._goals is None:
            self._goals = _goals()
        return self._goals

    @property
    def puzzles(self) -> PuzzleKinds:
        """Orichalque's rule puzzles (``puzzles.py``), imported when first asked for."""
        from .puzzles import KINDS

        return KINDS

    def table(self, scenario: Mapping[str, JSONValue]) -> Table:
        players = tuple(cast(Sequence[str], scenario.get("players") or ()))
        return Table(players, dict.fromkeys(players, EDITION), scenario)

    def lesson_end(self, until: str, state: GameState, events: Sequence[Event]) -> bool:
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

    def stand_in_move(self, legal: Sequence[str]) -> str | None:
        """None: a wrong move's replay stops at the learner's next choice. The
        story is the learner's move and what the rules make of it; a turn
        played on for them (a tile placed, an action declined or bought, a
        card discarded) would read as their choice, and a lesson whose text
        needs more names the moves (``then``)."""
        return None

    def course_title_key(self, edition: str) -> str:
        return "tutor-course-orichalque"

    def chapter_title_key(self, edition: str, n: int) -> str:
        return f"lessons-orichalque-chapter-{n}"

    # ------------------------------------------------------------ sandbox, desk, bots

    @property
    def sandbox(self) -> SandboxSettings:
        """One expedition against 1 to 3 computer players (2 to 4 at the table)."""
        from .bots import BOTS

        return SandboxSettings(
            learner=LEARNER,
            opponents=OPPONENTS,
            opponent_counts=(1, 2, 3),
            editions=self.editions,
            bot_kinds=tuple(BOTS),  # random, greedy, strong: the levels' order
            default_bot="greedy",
            title_key="och-sandbox-title",
            intro_key="och-sandbox-intro",
        )

    def provisional_data(self, state: GameState | None = None) -> bool:
        """Orichalque's islands, tiles and dice are not confirmed (docs/orichalque-data.md)."""
        return provisional_data(state)

    def desk_new_games(self) -> Sequence[NewGame]:
        """A new deal for two players, deal number 1."""
        return (NewGame("orichalque", "och-desk-new", DESK_PLAYERS),)

    def editor_pieces(self, scenario: Scenario) -> Sequence[EditorPiece]:
        """The round, the turn and its phase; each player's supply; each
        island's creatures and buildings (``editing.py``)."""
        from . import editing

        return editing.pieces(scenario)

    def editor_value(self, scenario: Scenario, piece: EditorPiece) -> EditorValue:
        from . import editing

        return editing.value(scenario, piece)

    def editor_set(self, scenario: Scenario, piece: EditorPiece, value: EditorValue) -> Scenario:
        """A component put somewhere is taken from its bag, one taken away goes
        back; a titan given to a player is taken from whoever held it."""
        from . import editing

        return cast(Scenario, editing.with_value(scenario, piece, value))

    def editor_start(self, players: int) -> Scenario | None:
        """A new deal (deal number 1) for 2 to 4 players."""
        if players not in self.editor_player_counts:
            return None
        seats = (*DESK_PLAYERS, *[p for p in OPPONENTS if p not in DESK_PLAYERS])
        from . import editing

        return cast(Scenario, editing.start(seats[:players]))

    #: The advisor's searches (Orichalque's playouts are dearer than Oriflamme's).
    advice_iterations: ClassVar[int] = 100
    advice_keys: ClassVar[Mapping[str, str]] = {
        "best": "och-advisor-best",
        "gain": "och-advisor-gain",
        "amount": "och-points",
        "score": "",
    }

    def analyse(
        self, state: GameState, seed: int = 0, iterations: int | None = None
    ) -> Sequence[MoveStats]:
        """The strong bot's search (``bots.StrongBot``): worlds drawn from what
        the deciding player sees, playouts judged by ``position_value``."""
        from .bots import StrongBot

        strong = StrongBot(seed, iterations=iterations or self.advice_iterations)
        return strong.analyse(state)

    def bot(
        self,
        kind: str,
        seed: int | None = None,
        *,
        time_budget: float | None = None,
        iterations: int | None = None,
    ) -> ComputerPlayer[GameState]:
        """Orichalque's bots (``bots.py``: random, greedy, strong): they read
        the table, never a bag's, a pile's or the deck's order nor the dice to
        come (the strong one searches worlds drawn anew: ``hidden.py``)."""
        from .bots import make_bot

        return make_bot(
            self.bot_levels.get(kind, kind), seed, time_budget=time_budget, iterations=iterations
        )

    # ------------------------------------------------------------ words

    def event_kind(self, event: Event) -> str:
        return str(event["event"])

    def event_for(self, event: Event, viewer: str | None) -> Event:
        """Every Orichalque event is public (the game has no hands); a copy."""
        return dict(event)

    def narrate(self, event: Event, lang: str) -> str:
        return words.narrate(event, lang)

    def move_text(self, move: str, lang: str, view: Any = None) -> str:
        # the view tells the hoplites already waiting by a creature (a fight's label)
        return words.move_text(move, lang, view=view)

    def explain(self, error: Exception, lang: str, with_legal: bool = False) -> str:
        if not isinstance(error, IllegalMoveError):
            raise TypeError(f"not a refusal of {self.name}: {error!r}")
        return words.explain(error, lang, with_legal)

    def cards(self) -> Mapping[str, Term]:
        return {}

    # ------------------------------------------------------------ handouts

    def handout_editions(self) -> tuple[str, ...]:
        return self.editions

    def handout(self, edition: str, lang: str) -> tuple[str, str]:
        """The player aid (``aid.py``): the rules in short, every item, each with its source."""
        from . import aid

        return aid.subtitle(edition, lang), aid.body(edition, lang)

    # ------------------------------------------------------------ board

    def board_svg(self, state: GameState, viewer: str | None, lang: str) -> str:
        from .render import render_state

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
