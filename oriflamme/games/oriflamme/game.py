"""Oriflamme (base, Ablaze, Alliance) as a game of the protocol.

The adapter between the rules engine (``engine/``), its words (``words``), its
drawing (``render/``) and its goals (``goals``) on one side, the tutor, the
widgets and the command line on the other: they reach Oriflamme only through
``GAME`` (registered as ``oriflamme``, ``oriflamme.core.registry``).
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
from .engine import IllegalMove, ScenarioError
from .engine.cards import CARD_TYPES, EDITIONS
from .engine.errors import REASONS
from .engine.events import Event, for_viewer
from .engine.notation import Move, parse_move
from .witnesses import WITNESSES

if TYPE_CHECKING:  # the advisor's types: its code comes with the first question
    from ...core.advice import Advice
    from ...core.search import MoveStats
    from .engine.state import GameState
    from .goals import GOALS

#: The rules themselves (the state, the scenario reader, the cards' abilities)
#: and the goals, which read states, are imported by the methods that need
#: them: the app's first screen lists the courses and makes no state (issue 32).
__getattr__ = later(__name__, __package__, {"GOALS": ".goals"})

#: Event kinds that end a lesson with ``until: end_of_round`` / ``end_of_game``.
ROUND_END = "RoundEnded"
GAME_END = "GameEnded"

#: Event kinds every player may read whole: the cards they name are face up,
#: or shown as they leave the queue (revealed, eliminated, discarded, kept…).
PUBLIC_EVENTS = frozenset(
    {
        "RoundStarted",
        "ResolutionStarted",
        "RoundEnded",
        "CardRevealed",
        "AbilityApplied",
        "NoEffect",
        "InfluenceGained",
        "InfluenceLost",
        "InfluenceStolen",
        "CardEliminated",
        "CardDiscarded",
        "CardBribed",
        "BribeReturned",
        "VerdictReturned",
        "CardKept",
        "CardTurnedDown",
        "GameEnded",
    }
)
#: Event kinds about a card that may be face down (their ``face_up`` field says):
#: another family's face-down card is hidden (``engine.events.for_viewer``).
FACE_EVENTS = frozenset(
    {
        "CardPlaced",
        "CardBanked",
        "TokensPlaced",
        "TokensReturned",
        "CardUncovered",
        "CardMoved",
        "VerdictPlaced",
        "CardSwapped",
    }
)
#: The fields of an event that name a card.
CARD_FIELDS = frozenset({"card", "returned"})


class ViewPlayer:
    """One of Oriflamme's bots (``oriflamme.bots``) seated at a state: it is
    handed its player's view (``state.view(player)``), never the state."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    def choose(self, state: GameState) -> str:
        pending = state.pending
        if pending is None:
            raise ValueError("the game is over: no decision to take")
        return str(self.bot.choose(state.view(pending.player)))


def _renamed(key: Any, renamed: Mapping[tuple[str, str], str]) -> list[JSONValue]:
    """``[owner, card]`` with the card's new name, if it was dealt again."""
    owner, card = key
    return [owner, renamed.get((owner, card), card)]


#: The seats of a new game at the teacher's desk, and of the sandbox.
DESK_PLAYERS = ("red", "blue", "green")
LEARNER = "red"
OPPONENTS = ("blue", "green", "yellow", "purple")


class Oriflamme(Game["GameState", Event]):
    """The Oriflamme game: three editions, one course each."""

    name = "oriflamme"
    editions = tuple(EDITIONS)
    horizons = ("end_of_round", "end_of_game")
    board_widget = "oriflamme.widgets.game_view:GameView"
    sandbox_widget = "oriflamme.widgets.sandbox:Sandbox"
    reference_widget = "oriflamme.widgets.card_reference:CardReference"
    editor_widget = "oriflamme.widgets.editor:PositionEditor"
    title_key = "tutor-course-base"
    heading_key = "w-app-title"
    about_key = "w-about-html"
    brand_key = "page-brand"
    loading_key = "page-loading"
    loading_step_key = "page-loading-step"
    app_title_key = "page-title-app"
    landing_open_key = "w-landing-open-oriflamme"
    illegal_move = IllegalMove
    scenario_error = ScenarioError
    bookkeeping = frozenset({"RoundStarted", "RoundEnded", "ResolutionStarted"})
    bot_levels: ClassVar[Mapping[str, str]] = {
        "easy": "random",
        "medium": "greedy",
        "strong": "strong",
    }

    @property
    def reasons(self) -> Mapping[str, str]:
        return REASONS

    def witnesses(self) -> Sequence[Witness]:
        return WITNESSES

    # ------------------------------------------------------------ positions

    def new_game(
        self, players: Sequence[str], seed: int | None = None, edition: str | None = None
    ) -> GameState:
        from .engine.scenario import new_game

        return new_game(list(players), edition or "base", seed)

    def from_data(self, data: Scenario) -> GameState:
        from .engine.scenario import load_data

        return load_data(data)

    def to_scenario(self, state: GameState) -> Scenario:
        """The position as a scenario file's dict that loads back to the same
        game: the state's JSON without what is derived from it (``pending``,
        ``finished``, ``scores``) and without an empty stack of frames."""
        from .engine.scenario import to_scenario

        return cast(Scenario, to_scenario(state))

    def check_round_trip(self, state: GameState) -> None:
        from .engine.scenario import check_round_trip

        check_round_trip(state)

    def from_json(self, data: Scenario) -> GameState:
        from .engine.scenario import build_state

        return build_state(data)

    def track_undo(self, state: GameState) -> GameState:
        state.start_history()  # a copy has none
        return state

    def playable_editions(self) -> tuple[str, ...]:
        """The editions whose every card the engine plays."""
        from .engine.abilities import playable_editions

        return tuple(playable_editions())

    def edition_of(self, scenario: Mapping[str, JSONValue]) -> str:
        return str(scenario.get("edition", "base"))

    def owns(self, state: object) -> bool:
        from .engine.state import GameState

        return isinstance(state, GameState)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def redraw(self, state: GameState, player: str, rng: Random) -> GameState:
        """The other families' hidden cards dealt again among their hidden places:
        each family's hand, cards set aside and face-down cards in the queue
        (an ability in progress follows its card)."""
        data = self.to_scenario(state)
        queue = cast(list[list[dict[str, Any]]], data["queue"])
        hands = cast(dict[str, list[str]], data["hands"])
        aside = cast(dict[str, list[str]], data["aside"])
        renamed: dict[tuple[str, str], str] = {}
        for q in state.players:
            if q == player:
                continue
            down = [c for stack in queue for c in stack if c["owner"] == q and not c["face_up"]]
            pool = [*hands.get(q, []), *aside.get(q, []), *(c["card"] for c in down)]
            rng.shuffle(pool)
            n, m = len(hands.get(q, [])), len(aside.get(q, []))
            hands[q], aside[q] = sorted(pool[:n]), sorted(pool[n : n + m])
            for c, new in zip(down, pool[n + m :], strict=True):
                renamed[(q, c["card"])] = new
                c["card"] = new
        for f in cast(list[dict[str, Any]], data.get("frames") or []):
            f["source"] = _renamed(f["source"], renamed)
        if data.get("resolving") is not None:
            data["resolving"] = _renamed(data["resolving"], renamed)
        return self.from_json(data)

    # ------------------------------------------------------------ lessons

    @property
    def goals(self) -> GoalRegistry:
        from .goals import GOALS

        return GOALS

    def table(self, scenario: Mapping[str, JSONValue]) -> Table:
        players = cast(Sequence[str], scenario.get("players") or [])
        edition = str(scenario.get("edition", "base"))
        t = Table.of(players, edition, scenario.get("families"))
        return Table(t.players, t.editions, scenario)

    def lesson_end(self, until: str, state: GameState, events: Sequence[Event]) -> bool:
        kinds = {e.kind for e in events}
        return GAME_END in kinds or (until != "end_of_game" and ROUND_END in kinds)

    @property
    def puzzles(self) -> PuzzleKinds:
        """Oriflamme's rule puzzles (``puzzles.py``), imported when first asked for."""
        from .puzzles import KINDS

        return KINDS

    def idle_move(self, legal: Sequence[str]) -> str:
        """An unscripted opponent banks when it can (the card stays hidden)."""
        return "bank" if "bank" in legal else legal[0]

    def chapter_title_key(self, edition: str, n: int) -> str:
        return f"tutor-chapter-{n}" if edition == "base" else f"lessons-{edition}-chapter-{n}"

    # ------------------------------------------------------------ sandbox, desk, bots

    @property
    def sandbox(self) -> SandboxSettings:
        """One family against 2 to 4 computer players (G13: 3 to 5 at the table)."""
        from oriflamme.bots import BOTS

        return SandboxSettings(
            learner=LEARNER,
            opponents=OPPONENTS,
            opponent_counts=(2, 3, 4),
            editions=self.playable_editions(),
            bot_kinds=tuple(sorted(BOTS)),
            default_bot="greedy",
            title_key="w-sandbox-title",
            intro_key="w-sandbox-intro",
        )

    def desk_new_games(self) -> Sequence[NewGame]:
        """A new deal of each playable edition, three families, deal number 1."""
        return tuple(
            NewGame(e, "teacher-new", DESK_PLAYERS, e, 1, {"edition": f"w-edition-{e}"})
            for e in self.playable_editions()
        )

    advice_keys: ClassVar[Mapping[str, str]] = {
        "best": "advisor-best",
        "gain": "advisor-gain",
        "amount": "influence-amount",
        "score": "advisor-col-influence",
    }

    def analyse(
        self, state: GameState, seed: int = 0, iterations: int | None = None
    ) -> Sequence[MoveStats]:
        """The strong bot's search (``oriflamme.bots.strong``) from the deciding
        player's view."""
        return self.advise(state, seed, iterations).moves

    def advise(self, state: GameState, seed: int = 0, iterations: int | None = None) -> Advice:
        """Oriflamme's advisor (``oriflamme.bots.advisor``): the search, what the
        best move gains now, and the risk to the card it concerns (``extra``)."""
        from oriflamme.bots.advisor import ITERATIONS, advise

        pending = state.pending
        if pending is None:
            raise ValueError("the game is over: nothing to advise")
        view = state.view(pending.player)
        return advise(view, seed=seed, iterations=iterations or ITERATIONS).general()

    def bot(
        self,
        kind: str,
        seed: int | None = None,
        *,
        time_budget: float | None = None,
        iterations: int | None = None,
    ) -> ComputerPlayer[GameState]:
        """Oriflamme's bots (``oriflamme.bots``: random, greedy, strong), each
        given its player's view."""
        from oriflamme.bots import make_bot

        return ViewPlayer(make_bot(kind, seed, time_budget=time_budget, iterations=iterations))

    # ------------------------------------------------------------ words

    def event_kind(self, event: Event) -> str:
        return str(event.kind)

    def event_for(self, event: Event, viewer: str | None) -> Event:
        """Fail-closed: a kind not known to be public nor to carry ``face_up``
        (a new event kind) has every card it names hidden from the other families."""
        if viewer is None or event.kind in PUBLIC_EVENTS:
            return event
        if event.kind in FACE_EVENTS:
            return for_viewer(event, viewer)
        owner = getattr(event, "owner", None) or getattr(event, "player", None)
        if owner == viewer:
            return event
        hidden = {f: None for f in event._fields if f in CARD_FIELDS or f.endswith("_card")}
        return event._replace(**hidden) if hidden else event

    def narrate(self, event: Event, lang: str) -> str:
        return words.narrate(event, lang)

    def telling_order(self, events: Sequence[Event]) -> list[Event]:
        """What went home with a card that left the queue told after it left."""
        return words.telling_order(list(events))

    def move_text(self, move: str, lang: str, view: Mapping[str, JSONValue] | None = None) -> str:
        return words.move_text(move, lang, view)

    def explain(self, error: Exception, lang: str, with_legal: bool = False) -> str:
        if not isinstance(error, IllegalMoveError):
            raise TypeError(f"not a refusal of {self.name}: {error!r}")
        return words.explain(error, lang, with_legal)

    def cards(self) -> Mapping[str, Term]:
        """Every card of every registered edition (``card-<id>`` keys)."""
        return {c.id: Term(c.id, c.kind, c.edition) for c in CARD_TYPES.values()}

    # ------------------------------------------------------------ handouts

    def handout_editions(self) -> tuple[str, ...]:
        return self.editions

    def handout_title_key(self, edition: str) -> str:
        return f"w-edition-{edition}"

    def handout(self, edition: str, lang: str) -> tuple[str, str]:
        """The player aid (``aid.py``): the rules in short, every card."""
        from . import aid

        return aid.subtitle(edition, lang), aid.body(edition, lang)

    # ------------------------------------------------------------ board

    def board_svg(self, state: GameState, viewer: str | None, lang: str) -> str:
        from .render import render_board

        return render_board(state.view(viewer), lang, viewer)


GAME = register(Oriflamme())

__all__ = ["GAME", "GOALS", "Oriflamme"]
