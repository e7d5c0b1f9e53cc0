"""Oriflamme (base, Ablaze, Alliance) as a game of the protocol.

The adapter between the rules engine (``oriflamme.engine``), its words
(``oriflamme.i18n``) and its drawing (``oriflamme.render``) on one side, the
tutor and the widgets on the other: they reach Oriflamme only through ``GAME``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ... import i18n
from ...engine import GameState, IllegalMove, ScenarioError, build_state, load_scenario
from ...engine import new_game as _new_game
from ...engine.abilities import playable_editions
from ...engine.cards import CARD_TYPES, EDITIONS
from ...engine.errors import REASONS
from ...engine.events import for_viewer
from ...engine.link import MAX_LINK
from ...engine.notation import Move, parse_move
from ...engine.scenario import MAX_BYTES, check_round_trip
from ..goals import GoalRegistry, Table
from ..protocol import Event, Game, Scenario, Term
from ..registry import register
from .goals import GOALS

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


class Oriflamme(Game):
    """The Oriflamme game: three editions, one course each."""

    name = "oriflamme"
    editions = tuple(EDITIONS)
    title_key = "game-oriflamme"
    horizons = ("end_of_round", "end_of_game")
    board_widget = "oriflamme.widgets.game_view:GameView"
    illegal_move = IllegalMove
    scenario_error = ScenarioError
    bookkeeping = frozenset({"RoundStarted", "RoundEnded", "ResolutionStarted"})
    max_link = MAX_LINK
    max_bytes = MAX_BYTES

    @property
    def reasons(self) -> Mapping[str, str]:
        return REASONS

    # ------------------------------------------------------------ positions

    def new_game(
        self, players: Sequence[str], seed: int | None = None, edition: str | None = None
    ) -> GameState:
        return _new_game(list(players), edition or "base", seed)

    def from_scenario(self, source: Scenario | str | Path) -> GameState:
        return load_scenario(source)

    def check_scenario(self, data: Scenario) -> None:
        """``ScenarioError`` naming the field if the position is not valid; an
        illegal scenario move is a ``ScenarioError`` on ``moves``."""
        build_state(data)
        try:
            load_scenario(data)
        except IllegalMove as e:
            raise ScenarioError("moves", str(e)) from None

    def to_scenario(self, state: Any) -> Scenario:
        """The position as a scenario file's dict that loads back to the same
        game: the state's JSON without what is derived from it (``pending``,
        ``finished``, ``scores``) and without an empty stack of frames."""
        data = dict(state.to_json())
        for derived in ("pending", "finished", "scores"):
            data.pop(derived, None)
        if not data.get("frames"):
            data.pop("frames", None)
            data.pop("resolving", None)
        return data

    def check_round_trip(self, state: Any) -> None:
        check_round_trip(state)

    def from_json(self, data: dict[str, Any]) -> GameState:
        return GameState.from_json(data)

    def track_undo(self, state: Any) -> GameState:
        state.start_history()  # a copy has none
        return state

    def playable_editions(self) -> tuple[str, ...]:
        """The editions whose every card the engine plays."""
        return tuple(playable_editions())

    def edition_of(self, scenario: Mapping[str, Any]) -> str:
        return str(scenario.get("edition", "base"))

    def owns(self, state: Any) -> bool:
        return isinstance(state, GameState)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    # ------------------------------------------------------------ lessons

    @property
    def goals(self) -> GoalRegistry:
        return GOALS

    def table(self, scenario: Mapping[str, Any]) -> Table:
        players = scenario.get("players") or []
        t = Table.of(players, str(scenario.get("edition", "base")), scenario.get("families"))
        return Table(t.players, t.editions, scenario)

    def lesson_end(self, until: str, state: Any, events: Sequence[Event]) -> bool:
        kinds = {e.kind for e in events}
        return GAME_END in kinds or (until != "end_of_game" and ROUND_END in kinds)

    def idle_move(self, legal: Sequence[str]) -> str:
        """An unscripted opponent banks when it can (the card stays hidden)."""
        return "bank" if "bank" in legal else legal[0]

    def chapter_title_key(self, edition: str, n: int) -> str:
        return f"tutor-chapter-{n}" if edition == "base" else f"lessons-{edition}-chapter-{n}"

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
        return i18n.narrate(event, lang)

    def telling_order(self, events: Sequence[Event]) -> list[Event]:
        """What went home with a card that left the queue told after it left."""
        return i18n.telling_order(list(events))

    def move_text(self, move: str, lang: str, view: Any = None) -> str:
        return i18n.move_text(move, lang, view)

    def explain(self, error: Exception, lang: str, with_legal: bool = False) -> str:
        return i18n.explain(error, lang, with_legal)  # type: ignore[arg-type]

    def cards(self) -> Mapping[str, Term]:
        """Every card of every registered edition (``card-<id>`` keys)."""
        return {c.id: Term(c.id, c.kind, c.edition) for c in CARD_TYPES.values()}

    # ------------------------------------------------------------ board

    def board_svg(self, state: Any, viewer: str | None, lang: str) -> str:
        from ...render import render_board

        return render_board(state.view(viewer), lang, viewer)


GAME = register(Oriflamme())

__all__ = ["GAME", "GOALS", "Oriflamme"]
