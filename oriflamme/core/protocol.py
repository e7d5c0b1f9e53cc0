"""The game protocol: what the tutor, the widgets, i18n and the command line may
ask of a game.

Two halves, in the spirit of OpenSpiel's Game/State split:

- a :class:`State` is one position of one game (an engine's ``GameState``). The
  engines' states satisfy the protocol as they are (it is structural: an engine
  never imports this module);
- a :class:`Game` is the game itself, one object per game, registered by name
  (``oriflamme``, ``orichalque``): its editions, how to start or load a
  position, its refusal reasons, its lesson vocabulary (goal predicates, the
  end of a lesson), how its events are told and its board drawn, and what the
  shell shows of it (its names on the pages, its sandbox, its «new game»
  positions at the teacher's desk, its computer players). An adapter
  subclasses ``Game[S, E]`` (``S`` its state, ``E`` its event type) in
  ``oriflamme/games/<name>/game.py``.

docs/architecture.md describes every member and the layers around them.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Generic,
    Protocol,
    Self,
    TypeAlias,
    TypeVar,
    runtime_checkable,
)

from .editor import EditorPiece, EditorValue, path_value, with_path_value
from .errors import IllegalMoveError, ScenarioFileError
from .files import parse_scenario, read_scenario, unplayable_error
from .link import MAX_LINK, decode_link, encode_link

if TYPE_CHECKING:
    from .advice import Advice
    from .goals import GoalRegistry, Table
    from .puzzles import PuzzleKinds
    from .search import MoveStats

#: A value of a scenario file as the shared reader gives it (``core.files``).
JSONValue: TypeAlias = "bool | int | float | str | list[JSONValue] | dict[str, JSONValue] | None"
#: A scenario: the plain dict of a scenario file (each game's docs/protocol*.md).
Scenario: TypeAlias = dict[str, JSONValue]

#: An event as the game's engine emits it (Oriflamme: a NamedTuple with
#: ``.kind``; Orichalque: a dict with an ``"event"`` code). Only its game reads
#: inside it: everything else asks ``Game.event_kind``, ``event_for``, ``narrate``.
E = TypeVar("E")


@runtime_checkable
class Decision(Protocol):
    """The pending decision: who decides, what kind of decision, the legal moves
    (``oriflamme.core.decisions.Pending`` fits)."""

    @property
    def player(self) -> str: ...
    @property
    def decision(self) -> str: ...
    @property
    def moves(self) -> Sequence[str]: ...


@runtime_checkable
class State(Protocol[E]):
    """One position of a game (the engine's ``GameState``), its events ``E``.

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
    @property
    def winners(self) -> Sequence[str]: ...

    opening: tuple[E, ...]

    def legal_moves(self) -> list[str]: ...
    def apply(self, move: str, player: str | None = None) -> list[E]: ...
    def undo(self) -> str: ...
    def copy(self) -> Self: ...
    def view(self, player: str | None) -> dict[str, JSONValue]: ...
    def scores(self) -> dict[str, int]: ...
    def to_json(self) -> Scenario: ...


S = TypeVar("S", bound="State[Any]")
S_contra = TypeVar("S_contra", bound="State[Any]", contravariant=True)

#: A position of whichever game: what the shell (sessions, boards, the desk,
#: the tutor) holds without knowing the game. Python has no existential types,
#: so the event type is unknown (Any) here and only here; the game itself
#: (``Game[S, E]``) is precisely typed.
AnyState: TypeAlias = "State[Any]"


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


@dataclass(frozen=True)
class Witness:
    """A refusal in a real position: the scenario (its ``moves`` lead there),
    the move refused, who plays it (None: whoever decides) and the reason
    ``code`` the game gives (one of ``Game.reasons``)."""

    code: str
    scenario: Scenario
    move: str
    player: str | None = None


@dataclass(frozen=True)
class NewGame:
    """A «new game» the teacher's desk offers (its menu value ``new:<id>``):
    the deal (``players``, ``edition``, ``seed``) and its label, the Fluent
    message ``label_key`` whose arguments are the texts of the keys in
    ``label_args`` (``{"edition": "w-edition-base"}``)."""

    id: str
    label_key: str
    players: tuple[str, ...]
    edition: str | None = None
    seed: int = 1
    label_args: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class SandboxSettings:
    """What the sandbox offers for a game: the learner's seat, the computer
    players' seats (in seating order), how many of them may sit, the editions a
    whole game is played at, the kinds of computer player (``Game.bot``) and
    the Fluent keys of the sandbox's title and introduction (the shared
    sandbox, ``widgets/game_sandbox.py``, shows them)."""

    learner: str
    opponents: tuple[str, ...]
    opponent_counts: tuple[int, ...]
    editions: tuple[str, ...]
    bot_kinds: tuple[str, ...]
    default_bot: str
    title_key: str
    intro_key: str


class ComputerPlayer(Protocol[S_contra]):
    """A computer player: a legal move for the pending decision of ``state``,
    chosen from what its player may know (never another player's hidden things)."""

    def choose(self, state: S_contra) -> str: ...


#: The ``until`` words every game understands (besides ``{"moves": N}``).
GOAL_HORIZON = "goal"


class Game(ABC, Generic[S, E]):
    """A game the tutor can teach: subclass it in ``oriflamme/games/<name>/game.py``.

    Class attributes an adapter sets: ``name`` (registry key and the ``game``
    of its scenarios), ``editions`` (one course each, ``tutorials/<edition>/``,
    in menu order: the first is the one the lessons menu opens on),
    ``horizons`` (the ``until`` words of its lessons besides ``goal``),
    ``board_widget`` (``"module:Class"`` of the widget that shows its board:
    the games layer never imports widgets) and the Fluent keys of its words on
    the shell's pages (below).
    """

    name: str = ""
    editions: tuple[str, ...] = ()
    horizons: tuple[str, ...] = ()
    board_widget: str = ""
    #: The app's sandbox tab (``"module:Class"``, built as ``Class(lang)``) and
    #: its reference tab (``Class(lang, open_lesson=...)``; ``""``: none yet).
    sandbox_widget: str = ""
    reference_widget: str = ""
    #: The reference tab's title (a Fluent key): Oriflamme's «Cards».
    reference_title_key: str = "w-tab-cards"
    #: The teacher's desk's position editor (``"module:Class"``, built as
    #: ``Class(lang, on_use, current, game)``; ``""``: none). A game that
    #: declares its pieces (``editor_pieces``) names the shared one,
    #: ``oriflamme.widgets.piece_editor:PieceEditor``.
    editor_widget: str = ""

    # ------------------------------------------------------------ the shell's words

    #: The game's name (the app's game picker, the landing page).
    title_key: str = ""
    #: The app's heading while the game is picked, and its «About» tab (HTML).
    heading_key: str = ""
    about_key: str = ""
    #: The loading screen while its app starts: the brand, the line, the line
    #: of a step (``{ $step }`` of ``{ $total }``), and the browser tab's title.
    brand_key: str = ""
    loading_key: str = ""
    loading_step_key: str = ""
    app_title_key: str = ""
    #: The landing page: a line introducing the game (``""``: none) and the
    #: label of the link that opens its app.
    landing_text_key: str = ""
    landing_open_key: str = ""
    #: Its short name in CSS classes (Orichalque's ``ori-och-…``; ``""``: the
    #: first game's classes have none) and the colours of the landing page's
    #: link to its app (background, text; ``""``: the page's own).
    css_name: str = ""
    link_colors: tuple[str, str] = ("", "")

    # ------------------------------------------------------------ errors

    #: The exception ``apply`` raises (``.code``, ``.move``, ``.legal``) and the
    #: one a bad scenario raises (``.field``, ``.message``, ``.code``,
    #: ``.params``): each game's own subclasses of ``oriflamme.core.errors``'.
    illegal_move: type[IllegalMoveError] = IllegalMoveError
    scenario_error: type[ScenarioFileError] = ScenarioFileError

    @property
    @abstractmethod
    def reasons(self) -> Mapping[str, str]:
        """Every reason code an illegal move may carry, with an English gloss."""

    def reason_key(self, code: str) -> str:
        """The Fluent key explaining reason ``code`` to a learner."""
        return f"illegal-{code}"

    def witnesses(self) -> Sequence[Witness]:
        """Refusals ``conformance`` plays in real positions, for the reason codes
        its random games do not reach (each game knows where they happen)."""
        return ()

    # ------------------------------------------------------------ positions

    @abstractmethod
    def new_game(
        self, players: Sequence[str], seed: int | None = None, edition: str | None = None
    ) -> S:
        """A fresh game dealt from ``seed`` for ``players`` (at ``edition``)."""

    @abstractmethod
    def from_data(self, data: Scenario) -> S:
        """The position of a scenario dict already read within the shared bounds
        (``core.files``): checked (``scenario_error`` naming the field), built,
        its ``moves`` played (``illegal_move`` with ``index``, from 1)."""

    def from_scenario(self, source: Scenario | str | Path) -> S:
        """Read (a path, or a dict), check and build a scenario, its ``moves``
        played: the shared reader once, then ``from_data``."""
        return self.from_data(read_scenario(source, error=self.scenario_error))

    def check_scenario(self, data: Scenario) -> None:
        """Raise ``scenario_error`` if ``data`` is not a valid position of this
        game (an illegal move of its ``moves``: the error on ``moves``)."""
        try:
            self.from_scenario(data)
        except self.illegal_move as e:
            raise self.scenario_error("moves", str(e)) from None

    @abstractmethod
    def to_scenario(self, state: S) -> Scenario:
        """The position as a scenario dict ``from_scenario`` reads back."""

    @abstractmethod
    def from_json(self, data: Scenario) -> S:
        """The state ``state.to_json()`` wrote."""

    def track_undo(self, state: S) -> S:
        """``state`` recording its moves from now on, so that ``undo()`` can take
        them back (a ``copy()`` may start without an undo history)."""
        return state

    def playable_editions(self) -> tuple[str, ...]:
        """The editions a whole game can be played at (the sandbox offers them)."""
        return self.editions

    def edition_of(self, scenario: Mapping[str, JSONValue]) -> str:
        """The edition (course) a scenario belongs to."""
        return str(scenario.get("edition", self.editions[0]))

    @abstractmethod
    def owns(self, state: object) -> bool:
        """Is ``state`` a position of this game?"""

    def redraw(self, state: S, player: str, rng: Random) -> S | None:
        """Another position ``player`` cannot tell from ``state``: what
        ``player`` may not see (other players' hands and face-down cards, bags,
        piles, the deck's order…) drawn anew from the same things. None: the
        game hides nothing from ``player``. ``conformance`` checks that
        ``player``'s view of both is the same (fail-closed views)."""
        return None

    def parse_move(self, text: str) -> object:
        """The game's parsed move object for ``text`` (``illegal_move``: not a move)."""
        return text

    # ------------------------------------------------------------ lessons

    @property
    @abstractmethod
    def goals(self) -> GoalRegistry:
        """The game's goal predicates (``oriflamme.core.goals``)."""

    @abstractmethod
    def table(self, scenario: Mapping[str, JSONValue]) -> Table:
        """Who sits at a lesson's table, for the goal validators."""

    @abstractmethod
    def lesson_end(self, until: str, state: S, events: Sequence[E]) -> bool:
        """The end of a lesson: after one move whose ``events`` are given, has
        the lesson's horizon passed? ``until`` is the lesson's word: ``goal``,
        ``moves`` (for ``{moves: N}``) or one of ``horizons``. (The tutor ends a
        lesson itself when the game is finished, when the goal holds with
        ``until: goal``, and after N learner moves with ``{moves: N}``; this
        hook adds the game's own horizons, e.g. Oriflamme's end of a round.)"""

    #: Event kinds that only keep time (rounds, phases): left out of the story
    #: of what a wrong move led to, where they are noise.
    bookkeeping: frozenset[str] = frozenset()

    @property
    def puzzles(self) -> PuzzleKinds:
        """The game's rule puzzles (``oriflamme.core.puzzles``: its kinds, the
        positions of real play they are cut from, their words); by default
        none (the practice tab then offers the game nothing)."""
        from .puzzles import empty_kinds

        return empty_kinds(self.name)

    def provisional_data(self, state: S | None = None) -> bool:
        """Whether the component data ``state`` was played with (without one:
        the data the package ships) is unconfirmed, so that every page says so
        (Orichalque's islands, tiles and dice); by default confirmed."""
        return False

    def idle_move(self, legal: Sequence[str]) -> str:
        """The move an opponent plays when its script has none left that is legal."""
        return legal[0]

    def stand_in_move(self, legal: Sequence[str]) -> str | None:
        """The move a lesson plays for the learner when it replays a wrong move
        to its consequence past a decision the learner has not made (the story
        says it was played for them), or None: the replay stops there. By
        default the first legal move."""
        return legal[0]

    def course_title_key(self, edition: str) -> str:
        """The Fluent key of the course of ``edition``."""
        return f"tutor-course-{edition}"

    def chapter_title_key(self, edition: str, n: int) -> str:
        """The Fluent key of chapter ``n``'s title in ``edition``'s course."""
        return f"lessons-{edition}-chapter-{n}"

    # ------------------------------------------------------------ the sandbox, the desk, bots

    @property
    @abstractmethod
    def sandbox(self) -> SandboxSettings:
        """What the sandbox offers for this game."""

    def desk_new_games(self) -> Sequence[NewGame]:
        """The «new game» positions the teacher's desk offers."""
        return ()

    def editor_pieces(self, scenario: Scenario) -> Sequence[EditorPiece]:
        """What the position editor lets the teacher set in this position
        (``core.editor``): none by default."""
        return ()

    def editor_value(self, scenario: Scenario, piece: EditorPiece) -> EditorValue:
        """A piece's value in ``scenario`` (by default at the dotted path of its id)."""
        return path_value(scenario, piece)

    def editor_set(self, scenario: Scenario, piece: EditorPiece, value: EditorValue) -> Scenario:
        """A new scenario with the piece set to ``value`` (``scenario`` untouched;
        by default written at the dotted path of its id). Whether the position
        stands is the scenario checker's to say (``from_scenario``)."""
        return with_path_value(scenario, piece, value)

    def editor_start(self, players: int) -> Scenario | None:
        """A table of ``players`` seats the editor may start from (``None``:
        only from the desk's position); ``editor_player_counts`` lists the counts."""
        return None

    #: The seat counts ``editor_start`` deals for.
    editor_player_counts: tuple[int, ...] = ()

    @abstractmethod
    def bot(
        self,
        kind: str,
        seed: int | None = None,
        *,
        time_budget: float | None = None,
        iterations: int | None = None,
    ) -> ComputerPlayer[S]:
        """A computer player of ``kind`` (one of ``sandbox.bot_kinds``, or a
        level of ``bot_levels``), seeded: it is given the state and reads only
        what its player may see. ``time_budget`` (seconds per decision) and
        ``iterations`` set a searching bot's thinking (None: its default; the
        other kinds ignore them: ``python -m oriflamme match --time/--iterations``)."""

    #: The levels a player picks (easy, medium, strong) and the kind each is.
    bot_levels: ClassVar[Mapping[str, str]] = {}

    # ------------------------------------------------------------ the advisor

    #: The advisor's searches per decision (a click's worth of work).
    advice_iterations: ClassVar[int] = 300

    #: The advisor's words for this game, Fluent keys (``widgets/advisor_panel``):
    #: ``best`` its sentence on the best move ($move, $win; $score: the expected
    #: score at the end), ``gain`` what the move gains at once ($amount,
    #: $amount_pts), ``amount`` how its score is counted ($count), ``score`` the
    #: score column's head (""-: no such column, nor $score in the sentence).
    advice_keys: ClassVar[Mapping[str, str]] = {
        "best": "advisor-best-plain",
        "gain": "",
        "amount": "",
        "score": "",
    }

    def analyse(
        self, state: S, seed: int = 0, iterations: int | None = None
    ) -> Sequence[MoveStats]:
        """Every legal move of ``state``'s pending decision with its win chance
        and expected final score, best first, from what the deciding player may
        know: ``core.search`` over worlds drawn by ``redraw``, played out at
        random (a game with a strong bot of its own searches with it);
        deterministic for ``seed``."""
        from .search import Search

        n = iterations or self.advice_iterations
        return Search(self, seed, iterations=n).analyse(state)

    def advise(self, state: S, seed: int = 0, iterations: int | None = None) -> Advice:
        """The advisor's answer for ``state``'s pending decision (``core.advice``):
        ``analyse``, then what the best move gains at once."""
        from .advice import advise_by_search

        return advise_by_search(self, state, self.analyse(state, seed, iterations), seed)

    # ------------------------------------------------------------ words

    @abstractmethod
    def event_kind(self, event: E) -> str:
        """The kind of an event (``CardEliminated``, ``fight_won``…)."""

    @abstractmethod
    def event_for(self, event: E, viewer: str | None) -> E:
        """The event as ``viewer`` may see it: the same kind of event, with what
        the viewer may not know masked (fail-closed: what is not known to be
        public is hidden). ``viewer=None``: the teacher, who sees everything."""

    @abstractmethod
    def narrate(self, event: E, lang: str) -> str:
        """One sentence telling the event in ``lang``."""

    def telling_order(self, events: Sequence[E]) -> list[E]:
        """``events`` in the order the log tells them (a cause before its
        effects); the engine's order by default."""
        return list(events)

    @abstractmethod
    def move_text(self, move: str, lang: str, view: Mapping[str, JSONValue] | None = None) -> str:
        """A move in notation, in words; given the deciding player's ``view``
        (``state.view(player)``), its target named as that player sees it."""

    @abstractmethod
    def explain(self, error: Exception, lang: str, with_legal: bool = False) -> str:
        """Why a move was refused, in ``lang`` (from its reason code): ``error``
        is the game's ``illegal_move`` (``TypeError`` for anything else)."""

    @abstractmethod
    def cards(self) -> Mapping[str, Term]:
        """The game's catalog of named pieces for i18n (``card-<id>`` keys)."""

    # ------------------------------------------------------------ files and links

    #: The longest share link read (characters of the ``scenario`` parameter)
    #: and the largest scenario file read (bytes): the shared reader's bounds.
    max_link: int = MAX_LINK
    max_bytes: int = 1_000_000

    def parse_scenario(self, raw: bytes | str, name: str = "") -> Scenario:
        """A scenario dict from the text of a file (JSON or YAML), within the
        shared bounds of size, depth and numbers (``scenario_error`` otherwise).
        ``name`` is the file's name, for the error."""
        return parse_scenario(raw, None, name, error=self.scenario_error)

    def check_round_trip(self, state: S) -> None:
        """Raise ``scenario_error`` (code ``no_round_trip``) unless the position
        loads back the same from its own JSON: what the teacher's desk shows can
        always be exported and loaded again."""
        first = state.to_json()
        back = self.from_json(json.loads(json.dumps(first))).to_json()
        if back != first:
            diff = ", ".join(sorted(k for k in first if first.get(k) != back.get(k)))
            raise self.scenario_error(
                "", f"the position does not load back the same ({diff})", "no_round_trip"
            )

    def unplayable(self, error: BaseException) -> ScenarioFileError:
        """The ``scenario_error`` for a position the engine failed on with
        ``error`` (a bug or a file no rule foresaw, not a rule's refusal)."""
        return unplayable_error(error, self.scenario_error)

    def encode_link(self, data: Scenario) -> str:
        """The ``scenario`` parameter of a page address holding ``data``."""
        return encode_link(data)

    def decode_link(self, text: str) -> Scenario:
        """The scenario of a share link (``scenario_error`` if damaged or too long)."""
        return decode_link(text, self.scenario_error)

    # ------------------------------------------------------------ handouts

    def handout_editions(self) -> tuple[str, ...]:
        """The editions with a player aid to print (issue 31; ``()``: none)."""
        return ()

    def handout_title_key(self, edition: str) -> str:
        """The Fluent key of the name on ``edition``'s aid (default: the game's)."""
        return self.title_key

    def handout_stem(self, edition: str) -> str:
        """The aid's file name without language and suffix: the game's name,
        with the edition's when the game has several (``oriflamme-ablaze``)."""
        return self.name if len(self.editions) < 2 else f"{self.name}-{edition}"

    def handout(self, edition: str, lang: str) -> tuple[str, str]:
        """``edition``'s player aid in ``lang``: (its subtitle, its body as HTML)
        — the page around it is the shell's (``oriflamme.handouts``)."""
        raise NotImplementedError(f"{self.name} has no player aid")

    # ------------------------------------------------------------ board

    @abstractmethod
    def board_svg(self, state: S, viewer: str | None, lang: str) -> str:
        """The board drawn as SVG, as ``viewer`` may see it."""


#: A game of the registry, whichever it is (``core.registry`` hands these out):
#: its state and event types are unknown to the code that holds it.
AnyGame: TypeAlias = "Game[Any, Any]"
