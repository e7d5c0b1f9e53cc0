"""A game driven for human players: the model behind the boards (no widgets).

``SessionBase`` is what every game's session shares (issue 25): who decides
(``is_human``), ``play`` (a human's move: ``game_finished`` / ``not_your_turn``
refused with the game's ``IllegalMove``, nothing changed), ``record`` (a move
of a scenario replayed at the desk),
``apply_for`` (a computer player's move: the sandbox's pacer), the controller's
loop, ``can_undo`` and ``undo`` down to the *floor*; ``state_at(session,
step)`` gives the position after any step, for any game (stepping back,
«What if…?», presentation at the teacher's desk). Each game's session says
only how a move is logged and when it raises the floor (``_apply``):
Oriflamme's ``GameSession`` here, Orichalque's in ``widgets/orichalque/session.py``.

``GameSession`` holds the engine state, lets the human players' moves through
(after an optional ``before_move`` veto), lets a ``controller`` decide for
everyone else, keeps the log of events per move (for narration and read-only
replay), and offers an undo that never crosses hidden information.

Undo rule: each human move opens an *undo point* (the position just before it).
``undo()`` goes back to the latest undo point, taking back the human move and
any computer moves after it — but never below the *floor*. The floor rises to
the current position whenever the learner (``viewer``) gets to see a card they
could not identify before (a revealed or eliminated face-down card of another
family, …) and when a new round starts: what has been seen cannot be unseen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from oriflamme.core.protocol import AnyGame, AnyState
from oriflamme.games import game_of

if TYPE_CHECKING:  # a type only: the first screen imports no bot (tests/test_kernel.py)
    from oriflamme.bots.base import Bot

#: ``before_move(move)``: ``True``/``None`` lets it through, ``False`` vetoes it,
#: a string vetoes it and is shown to the learner as the reason.
BeforeMove = Callable[[str], "bool | str | None"]


@dataclass(frozen=True)
class Ruling:
    """A referee's answer to a learner's move (see ``Referee``).

    ``accepted``: the move stands. ``state``: the position the board shows from
    now on (the referee's own, after the move and the answers to it; None: the
    board's position is unchanged), with ``history`` the events that led there
    (shown as the log's opening). ``reason``: shown on the board when the move
    is refused ("": the referee explains it elsewhere)."""

    accepted: bool
    state: Any = None
    history: tuple[Any, ...] = ()
    reason: str = ""


#: ``referee(move) -> Ruling``: decides the human's moves in the board's place
#: (a lesson: the run plays the move and the scripted answers in its own game,
#: the board shows the position it gets back). The board never applies them.
Referee = Callable[[str], Ruling]


class Controller(Protocol):
    """Decides for the players that are not human (a bot, a lesson script)."""

    def choose(self, state: Any) -> str:
        """A legal move for ``state.pending`` (``state`` must be left unchanged)."""
        ...


class BotTable:
    """A controller from one bot per player: ``BotTable({"blue": GreedyBot(1), ...})``.

    Each bot (``oriflamme.bots``) is given its player's view, never the state
    (fail-closed: there is no way to hand it more). Orichalque's bots read the
    position and have their own controller (``widgets/orichalque/sandbox.py``)."""

    def __init__(self, bots: dict[str, Bot]) -> None:
        self.bots = dict(bots)

    def choose(self, state: AnyState) -> str:
        """The move of the bot of the pending player, from that player's view."""
        pending = state.pending
        assert pending is not None
        view: Any = state.view(pending.player)  # a PlayerView (State.view is typed as a dict)
        return self.bots[pending.player].choose(view)


@dataclass
class Step:
    """One move in the log: who played it, the events it caused, the view after it."""

    move: str
    player: str
    events: list[Any]
    view: dict[str, Any]
    narrated: dict[str, str] = field(default_factory=dict)  # log HTML per language
    card: str | None = None  # the card whose decision the move answered (None: a placement)


class SessionBase:
    """The rules of a session every game keeps (see the module's docstring).
    A subclass is a dataclass with ``state``, ``humans``, ``controller``,
    ``steps``, ``undo_points``, ``floor`` and ``game``, and defines ``_apply``."""

    state: Any
    humans: tuple[str, ...]
    controller: Controller | None
    steps: list[Any]
    undo_points: list[int]
    floor: int
    game: AnyGame

    def is_human(self, player: str) -> bool:
        """Does a human (the learner, the teacher) decide for ``player``?"""
        return player in self.humans

    @property
    def human_turn(self) -> bool:
        """True when a human player decides now."""
        pending = self.state.pending
        return pending is not None and self.is_human(pending.player)

    @property
    def can_undo(self) -> bool:
        """True when a human move can be taken back without crossing hidden information."""
        return bool(self.undo_points) and self.undo_points[-1] >= self.floor

    def _deciding(self, move: str) -> str:
        """Who decides now (``game_finished`` when nobody does)."""
        pending = self.state.pending
        if pending is None:
            raise self.game.illegal_move("game_finished", "the game is over", move)
        return str(pending.player)

    def play(self, move: str) -> list[Any]:
        """Play ``move`` for the human who decides now, then let the controller play.

        Raises the game's ``IllegalMove`` (nothing changes) for an illegal move,
        when the game is over (``game_finished``) or when no human decides now
        (``not_your_turn``).
        """
        player = self._deciding(move)
        if not self.is_human(player):
            raise self.game.illegal_move("not_your_turn", f"{player} decides now", move)
        mark = len(self.steps)
        self._keep_start()
        events = self._step(move, player)
        self.undo_points.append(mark)
        self.run_controller()
        return events

    def record(self, move: str) -> list[Any]:
        """Play ``move`` for whoever decides now, as a step of the log (the
        teacher's desk replays a scenario's moves this way), with no undo
        point: the desk steps back through them (``BoardBase.step_back``)."""
        player = self._deciding(move)
        self._keep_start()
        return self._step(move, player)

    def apply_for(self, player: str, move: str) -> list[Any]:
        """A computer player's move, logged (the sandbox's pacer plays them one by one)."""
        self._keep_start()
        return self._step(move, player)

    #: a copy of the position before the first step, for a state that cannot
    #: give its earlier positions itself (no ``position_before``): ``state_at``
    #: replays the steps from it. Kept at the first move (a session that
    #: never moves, a lesson's board, copies nothing).
    start: Any = None

    def _keep_start(self) -> None:
        """Before a step is logged: keep the start once, if ``state_at`` needs it."""
        if self.start is None and not self.steps and not hasattr(self.state, "position_before"):
            self.start = self.state.copy()

    def run_controller(self, limit: int = 10_000) -> int:
        """Let the controller decide until a human decides or the game ends."""
        played = 0
        while self.controller is not None and played < limit:
            pending = self.state.pending
            if pending is None or self.is_human(pending.player):
                break
            self._keep_start()
            self._step(self.controller.choose(self.state), pending.player)
            played += 1
        return played

    def undo(self) -> bool:
        """Take back the latest human move (and the computer moves after it)."""
        if not self.can_undo:
            return False
        target = self.undo_points.pop()
        while len(self.steps) > target:
            self.state.undo()
            self.steps.pop()
        self._undone()
        return True

    def _undone(self) -> None:
        """After an undo (a session that counts its changes counts this one)."""

    #: told of every move once it is logged (the sandbox's pacer answers a
    #: human's move with the computer players'): ``on_move(player, move, events)``
    on_move: Callable[[str, str, list[Any]], None] | None = None

    def _step(self, move: str, player: str) -> list[Any]:
        """Play and log ``move`` (the game's ``_apply``), then tell ``on_move``."""
        events = self._apply(move, player)
        if self.on_move is not None:
            self.on_move(player, move, events)
        return events

    def _apply(self, move: str, player: str) -> list[Any]:
        """Play ``move`` for ``player`` and log it as a step (``IllegalMove``:
        nothing changed): each game's session defines it."""
        raise NotImplementedError


def state_at(session: SessionBase, step: int) -> Any:
    """A copy of the position after ``step`` moves of ``session`` (0: its start),
    for any game: the state's own ``position_before`` where it has one
    (Oriflamme's), else the session's ``start`` with the steps replayed (the
    game's randomness lives in its state: the same moves give the same dice)."""
    state = session.state
    total = len(session.steps)
    if step >= total:
        return state.copy()
    step = max(step, 0)
    before = getattr(state, "position_before", None)
    if before is not None:
        return before(len(state.move_stack) - total + step)
    if session.start is None:  # pragma: no cover - every step is logged through _keep_start
        raise ValueError("the session kept no start to replay its steps from")
    position = session.start.copy()
    for played in session.steps[:step]:
        position.apply(played.move, player=played.player)
    return position


@dataclass
class GameSession(SessionBase):
    """An Oriflamme ``state`` played by ``humans``; ``controller`` plays the others."""

    state: AnyState
    humans: tuple[str, ...]
    controller: Controller | None = None
    viewer: str | None = None
    see_all: bool = False  # the teacher's view: no hidden card, whoever decides
    opening_title: str = "w-log-opening"  # the log's heading for ``state.opening``
    before_move: BeforeMove | None = None
    on_move: Callable[[str, str, list[Any]], None] | None = None
    on_event: Callable[[Any], None] | None = None
    steps: list[Step] = field(default_factory=list)
    undo_points: list[int] = field(default_factory=list)
    floor: int = 0

    def __post_init__(self) -> None:
        self.humans = tuple(self.humans)
        if self.see_all:
            self.viewer = None
        elif self.viewer is None and self.humans:
            self.viewer = self.humans[0]
        #: the game the state is a position of (its errors, its events' views)
        self.game: AnyGame = game_of(self.state)
        self.state = self.game.track_undo(self.state)
        self.start_view = self.state.view(self.viewer)
        #: what happened while the position was set up (``GameState.opening``)
        self.opening: list[Any] = list(self.state.opening)
        self._known = self._known_cards(self.start_view)

    # ------------------------------------------------------------ reading

    def view(self) -> dict[str, Any]:
        """The current state as the learner may see it."""
        return self.state.view(self.viewer)

    def view_at(self, step: int) -> dict[str, Any]:
        """The learner's view after ``step`` moves (0: the start)."""
        return self.start_view if step == 0 else self.steps[step - 1].view

    def visible_events(self, step: Step) -> list[Any]:
        """The events of ``step`` as the learner may see them (hidden cards
        masked), in the order the log tells them (``Game.telling_order``)."""
        return [self.game.event_for(e, self.viewer) for e in self.game.telling_order(step.events)]

    # ------------------------------------------------------------ playing

    def check(self, move: str) -> str | None:
        """The veto of ``before_move`` for ``move`` (a reason, ``""``), or ``None``."""
        if self.before_move is None:
            return None
        verdict = self.before_move(move)
        if verdict is None or verdict is True:
            return None
        return verdict if isinstance(verdict, str) else ""

    def _apply(self, move: str, player: str) -> list[Any]:
        round_before = self._round()
        pending = self.state.pending
        card = getattr(pending, "card", None)
        events = self.state.apply(move, player=player)
        view = self.state.view(self.viewer)
        self.steps.append(Step(move, player, events, view, card=card))
        known = self._known_cards(view) | self._named_in(events)
        if known - self._known or self._round() != round_before:
            self.floor = len(self.steps)
        self._known |= known
        if self.on_event is not None:
            for event in events:
                self.on_event(event)
        return events

    # ------------------------------------------------------------ knowledge

    def _round(self) -> Any:
        """The round now, from the learner's view (a new round raises the floor)."""
        return self.start_view.get("round") if not self.steps else self.steps[-1].view.get("round")

    def _known_cards(self, view: dict[str, Any]) -> set[tuple[str, str]]:
        """Cards of other families the learner can identify in ``view``."""
        out: set[tuple[str, str]] = set()
        for stack in view.get("queue", []):
            out |= {(c["owner"], c["card"]) for c in stack if c.get("card")}
        for zone in ("discards", "hands", "aside"):
            for owner, cards in (view.get(zone) or {}).items():
                out |= {(owner, c) for c in cards if c}
        for owner, cards in (view.get("kept") or {}).items():
            out |= {(owner, k["card"]) for k in cards}
        return {k for k in out if k[0] != self.viewer}

    def _named_in(self, events: Iterable[Any]) -> set[tuple[str, str]]:
        """Cards of other families the events name to the learner."""
        out = set()
        for event in events:
            seen = self.game.event_for(event, self.viewer)
            card, owner = getattr(seen, "card", None), getattr(seen, "owner", None)
            if card and owner and owner != self.viewer:
                out.add((owner, card))
        return out
