"""The game protocol: what the tutor, the widgets and i18n may ask of a game.

Two halves, in the spirit of OpenSpiel's Game/State split:

- a :class:`State` is one position of one game (an engine's ``GameState``). The
  engines' states satisfy the protocol as they are (it is structural: an engine
  never imports this package);
- a :class:`Game` is the game itself, one object per game, registered by name
  (``oriflamme``, ``orichalque``): its editions, how to start or load a
  position, its refusal reasons, its lesson vocabulary (goal predicates, the
  end of a lesson), how its events are told and its board drawn. An adapter
  subclasses :class:`Game`; ``oriflamme/games/<name>/`` holds it.

docs/architecture.md describes every member and the layers around them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from .goals import GoalRegistry, Table

#: An event as the engine emits it (Oriflamme: a NamedTuple with ``.kind``;
#: Orichalque: a dict with an ``"event"`` code). Only its game reads inside it.
Event = Any
#: A scenario: the plain dict of a scenario file (each game's docs/protocol*.md).
Scenario = dict[str, Any]


@runtime_checkable
class Decision(Protocol):
    """The pending decision: who decides, what kind of decision, the legal moves
    (both engines' ``Pending`` fit)."""

    @property
    def player(self) -> str: ...
    @property
    def decision(self) -> str: ...
    @property
    def moves(self) -> Sequence[str]: ...


@runtime_checkable
class State(Protocol):
    """One position of a game (the engine's ``GameState``).

    - ``pending``: the decision waiting (None once the game is over);
    - ``legal_moves()``: exactly the moves ``apply`` accepts, in notation;
    - ``apply(move, player=None)``: play a move, return its events; an illegal
      move raises the game's ``illegal_move`` error with a reason ``code`` and
      leaves the state untouched;
    - ``undo()``: take back the last move (returns it; ``IndexError``: none);
    - ``copy()``: an independent position (no undo history needed);
    - ``view(player)``: what ``player`` may see, built fail-closed (``None``:
      the teacher's view, everything but the future);
    - ``finished``, ``winners``, ``scores()``;
    - ``to_json()``: the position at any decision, read back by the game's
      ``from_json``;
    - ``players``: the seats, in order; ``opening``: the events that resolved
      on their own while the position was set up (shown, not replayed).
    """

    @property
    def players(self) -> Sequence[str]: ...
    @property
    def pending(self) -> Decision | None: ...
    @property
    def finished(self) -> bool: ...

    winners: Any  # Sequence[str]: an attribute or a property, empty until the end
    opening: tuple[Any, ...]

    def legal_moves(self) -> list[str]: ...
    def apply(self, move: Any, player: str | None = None) -> list[Any]: ...
    def undo(self) -> str: ...
    def copy(self) -> Any: ...
    def view(self, player: str | None) -> dict[str, Any]: ...
    def scores(self) -> dict[str, int]: ...
    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Term:
    """One entry of a game's catalog for i18n: a card (or another named piece)
    whose names live in the Fluent catalogs under ``key`` (with its grammatical
    forms as attributes, ``docs`` of oriflamme.i18n), its ``kind`` (Fluent
    ``kind-<kind>``) and the edition it belongs to."""

    id: str
    kind: str
    edition: str
    key: str = ""

    @property
    def text_key(self) -> str:
        return self.key or f"card-{self.id}"


#: The ``until`` words every game understands (besides ``{"moves": N}``).
GOAL_HORIZON = "goal"


class Game(ABC):
    """A game the tutor can teach: subclass it in ``oriflamme/games/<name>/``.

    Class attributes an adapter sets: ``name`` (registry key and the ``game``
    of its scenarios), ``editions`` (one course each, ``tutorials/<edition>/``),
    ``title_key`` (Fluent key of the game's name), ``horizons`` (the ``until``
    words of its lessons besides ``goal``), ``board_widget`` (``"module:Class"``
    of the widget that shows its board: the games layer never imports widgets).
    """

    name: str = ""
    editions: tuple[str, ...] = ()
    title_key: str = ""
    horizons: tuple[str, ...] = ()
    board_widget: str = ""

    # ------------------------------------------------------------ errors

    #: The exception ``apply`` raises (a ``ValueError`` with ``.code``, ``.move``,
    #: ``.legal``) and the one a bad scenario raises (``.field``, ``.message``,
    #: ``.code``, ``.params``). Both built-in games use the engine's classes.
    illegal_move: type[Any] = ValueError
    scenario_error: type[Any] = ValueError

    @property
    @abstractmethod
    def reasons(self) -> Mapping[str, str]:
        """Every reason code an illegal move may carry, with an English gloss."""

    def reason_key(self, code: str) -> str:
        """The Fluent key explaining reason ``code`` to a learner."""
        return f"illegal-{code}"

    # ------------------------------------------------------------ positions

    @abstractmethod
    def new_game(
        self, players: Sequence[str], seed: int | None = None, edition: str | None = None
    ) -> State:
        """A fresh game dealt from ``seed`` for ``players`` (at ``edition``)."""

    @abstractmethod
    def from_scenario(self, source: Scenario | str | Path) -> State:
        """Read, check and build a scenario (its ``moves`` played): the game's
        ``scenario_error`` names the faulty field."""

    @abstractmethod
    def check_scenario(self, data: Scenario) -> None:
        """Raise ``scenario_error`` if ``data`` is not a valid position of this
        game (its ``moves`` included); return None if it is."""

    @abstractmethod
    def to_scenario(self, state: State) -> Scenario:
        """The position as a scenario dict ``from_scenario`` reads back."""

    @abstractmethod
    def from_json(self, data: dict[str, Any]) -> State:
        """The state ``state.to_json()`` wrote."""

    def track_undo(self, state: State) -> State:
        """``state`` recording its moves from now on, so that ``undo()`` can take
        them back (a ``copy()`` may start without an undo history)."""
        return state

    def playable_editions(self) -> tuple[str, ...]:
        """The editions a whole game can be played at (the sandbox offers them)."""
        return self.editions

    def edition_of(self, scenario: Mapping[str, Any]) -> str:
        """The edition (course) a scenario belongs to."""
        return str(scenario.get("edition", self.editions[0]))

    def owns(self, state: Any) -> bool:
        """Is ``state`` a position of this game?"""
        return False

    def parse_move(self, text: str) -> Any:
        """The game's parsed move object for ``text`` (``illegal_move``: not a move)."""
        return text

    # ------------------------------------------------------------ lessons

    @property
    @abstractmethod
    def goals(self) -> GoalRegistry:
        """The game's goal predicates (``oriflamme.games.goals``)."""

    @abstractmethod
    def table(self, scenario: Mapping[str, Any]) -> Table:
        """Who sits at a lesson's table, for the goal validators."""

    @abstractmethod
    def lesson_end(self, until: str, state: State, events: Sequence[Event]) -> bool:
        """The end of a lesson: after one move whose ``events`` are given, has
        the lesson's horizon passed? ``until`` is the lesson's word: ``goal``,
        ``moves`` (for ``{moves: N}``) or one of ``horizons``. (The tutor ends a
        lesson itself when the game is finished, when the goal holds with
        ``until: goal``, and after N learner moves with ``{moves: N}``; this
        hook adds the game's own horizons, e.g. Oriflamme's end of a round.)"""

    #: Event kinds that only keep time (rounds, phases): left out of the story
    #: of what a wrong move led to, where they are noise.
    bookkeeping: frozenset[str] = frozenset()

    def idle_move(self, legal: Sequence[str]) -> str:
        """The move an opponent plays when its script has none left that is legal."""
        return legal[0]

    def course_title_key(self, edition: str) -> str:
        """The Fluent key of the course of ``edition``."""
        return f"tutor-course-{edition}"

    def chapter_title_key(self, edition: str, n: int) -> str:
        """The Fluent key of chapter ``n``'s title in ``edition``'s course."""
        return f"lessons-{edition}-chapter-{n}"

    # ------------------------------------------------------------ words

    @abstractmethod
    def event_kind(self, event: Event) -> str:
        """The kind of an event (``CardEliminated``, ``fight_won``…)."""

    @abstractmethod
    def event_for(self, event: Event, viewer: str | None) -> Event:
        """The event as ``viewer`` may see it: the same kind of event, with what
        the viewer may not know masked (fail-closed: what is not known to be
        public is hidden). ``viewer=None``: the teacher, who sees everything."""

    @abstractmethod
    def narrate(self, event: Event, lang: str) -> str:
        """One sentence telling the event in ``lang``."""

    def telling_order(self, events: Sequence[Event]) -> list[Event]:
        """``events`` in the order the log tells them (a cause before its
        effects); the engine's order by default."""
        return list(events)

    @abstractmethod
    def move_text(self, move: str, lang: str, view: Any = None) -> str:
        """A move in notation, in words; given the deciding player's ``view``
        (``state.view(player)``), its target named as that player sees it."""

    @abstractmethod
    def explain(self, error: Exception, lang: str, with_legal: bool = False) -> str:
        """Why a move was refused, in ``lang`` (from its reason code)."""

    @abstractmethod
    def cards(self) -> Mapping[str, Term]:
        """The game's catalog of named pieces for i18n (``card-<id>`` keys)."""

    # ------------------------------------------------------------ files and links

    #: The longest share link read (characters of the ``scenario`` parameter)
    #: and the largest scenario file read (bytes): the shared reader's bounds.
    max_link: int = 16_000
    max_bytes: int = 1_000_000

    def parse_scenario(self, raw: bytes | str, name: str = "") -> Scenario:
        """A scenario dict from the text of a file (JSON or YAML), within the
        shared bounds of size, depth and numbers (``scenario_error`` otherwise).
        ``name`` is the file's name, for the error."""
        from ..engine.scenario import parse_scenario

        return parse_scenario(raw, None, name) if name else parse_scenario(raw, None)

    def check_round_trip(self, state: State) -> None:
        """Raise ``scenario_error`` (code ``no_round_trip``) unless the position
        loads back the same from its own JSON: what the teacher's desk shows can
        always be exported and loaded again."""
        import json

        first = state.to_json()
        back = self.from_json(json.loads(json.dumps(first))).to_json()
        if back != first:
            diff = ", ".join(sorted(k for k in first if first.get(k) != back.get(k)))
            raise self.scenario_error(
                "", f"the position does not load back the same ({diff})", "no_round_trip"
            )

    def unplayable(self, error: BaseException) -> Exception:
        """The ``scenario_error`` for a position the engine failed on with
        ``error`` (a bug or a file no rule foresaw, not a rule's refusal)."""
        from ..engine.scenario import unplayable_error

        return unplayable_error(error)

    def encode_link(self, data: Scenario) -> str:
        """The ``scenario`` parameter of a page address holding ``data``."""
        from ..engine.link import encode_link

        return encode_link(data)

    def decode_link(self, text: str) -> Scenario:
        """The scenario of a share link (``scenario_error`` if damaged or too long)."""
        from ..engine.link import decode_link

        return decode_link(text)

    # ------------------------------------------------------------ board

    @abstractmethod
    def board_svg(self, state: State, viewer: str | None, lang: str) -> str:
        """The board drawn as SVG, as ``viewer`` may see it."""
