"""Playing a lesson: the learner's moves checked, opponents scripted, stars.

``LessonRun(lesson)`` starts the lesson's scenario and plays the opponents'
scripted moves until the learner must decide. ``try_move(move)`` returns an
``Outcome``:

- ``illegal``: the engine refused the move (reason ``code``); nothing changed;
- ``wrong``: a legal move that misses the goal; ``events`` replay it to its
  consequence (on a copy), ``text`` explains why; nothing changed, try again;
- ``progressed``: the move was good; the opponents answered (``events``);
- ``success``: the goal is reached; ``stars`` 3/2/1 from the par and hints.

``hint()`` is graded: first a nudge, then the exact move. ``retry()`` starts
over. The run never imports widgets.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.protocol import AnyGame, AnyState
from ..games import GoalContext
from .lesson import Lesson, WrongMove

#: How many positions the solver may explore before it gives up (and then
#: assumes the goal is still reachable, so a learner is never wrongly blocked).
SOLVER_BUDGET = 4000

#: Generic texts (tutor.ftl) used when a lesson has no specific one.
WRONG_TEXT = "tutor-wrong-generic"
ILLEGAL_TEXT = "tutor-illegal-generic"


@dataclass
class Outcome:
    """What came of one learner move."""

    kind: str  # illegal | wrong | progressed | success | finished
    move: str
    text: str | None = None  # Fluent key (lesson or tutor text)
    code: str | None = None  # reason code of an illegal move
    events: list[Any] = field(default_factory=list)
    stars: int | None = None
    legal: list[str] = field(default_factory=list)
    lesson_text: bool = False  # True: ``text`` is the lesson's own feedback
    error: Exception | None = None  # the game's refusal of an illegal move (its ``code``)
    #: In a wrong move's replay, the learner's moves the run played for the
    #: learner (the learner chose none of them): ``(index in events, kind,
    #: move, the learner's view before it)``, kind ``forced`` (the only legal
    #: move: the rules play on) or ``for_you`` (the lesson's ``then`` or the
    #: game's ``stand_in_move``).
    played_for: list[tuple[int, str, str, Any]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.kind in ("progressed", "success")


@dataclass
class Hint:
    """A graded hint: level 1 a nudge, level 2 the exact move."""

    level: int
    text: str
    move: str | None = None


class _Sim:
    """A game in a lesson: state, script pointers, events, learner move count."""

    __slots__ = ("events", "learner_moves", "over", "played_for", "ptr", "state", "success")

    def __init__(self, state: AnyState):
        self.state = state
        self.ptr: dict[str, int] = {}
        self.events: list[Any] = []
        self.learner_moves = 0
        self.over = False
        self.success = False
        self.played_for: list[tuple[int, str, str, Any]] = []

    def copy(self) -> _Sim:
        s = _Sim(self.state.copy())
        s.ptr = dict(self.ptr)
        s.events = list(self.events)
        s.learner_moves = self.learner_moves
        s.over, s.success = self.over, self.success
        s.played_for = list(self.played_for)
        return s


class LessonRun:
    """One attempt at a lesson (see the module docstring)."""

    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.game: AnyGame = lesson.game
        self.retry()

    # ------------------------------------------------------------ reading

    @property
    def state(self) -> AnyState:
        return self._sim.state

    @property
    def events(self) -> list[Any]:
        """Every event since the lesson began (the opening auto-play included)."""
        return self._sim.events

    @property
    def moves(self) -> list[str]:
        """The learner's accepted moves so far."""
        return list(self._moves)

    @property
    def finished(self) -> bool:
        return self.result is not None

    @property
    def legal_moves(self) -> list[str]:
        """The learner's legal moves now (empty when the lesson is over)."""
        if self.finished or self._sim.over:
            return []
        p = self.state.pending
        return list(p.moves) if p and p.player == self.lesson.learner else []

    def stars(self) -> int:
        """Stars earned if the lesson ended now: 3, minus one per hint and per
        move beyond the par; at least 1."""
        extra = max(0, len(self._moves) - self.lesson.par)
        return max(1, 3 - self.hints_used - extra)

    # ------------------------------------------------------------ acting

    def retry(self) -> list[Any]:
        """Start the lesson over; return the events of the opening auto-play."""
        start = self.lesson.new_state()
        #: What resolved on its own while the position was set up (G3): shown in
        #: the log, not counted by the goals (they start at the learner's turn).
        self.opening: tuple[Any, ...] = start.opening
        state = start.copy()
        #: The position at the learner's first decision (goals measure from it).
        self._start = state.copy()
        self._sim = _Sim(state)
        self._moves: list[str] = []
        self.hints_used = 0
        self._hint_level = 0
        self._hinted_at: int | None = None
        #: After a known wrong move: False if the goal was in fact still reachable
        #: (a mistake in the lesson file, reported by ``check_solution``).
        self.really_wrong = True
        self.result: Outcome | None = None
        self._autoplay(self._sim, None)
        return list(self._sim.events)

    def try_move(self, move: str) -> Outcome:
        """Check and, when good, play the learner's ``move`` (see the module doc)."""
        text = " ".join(str(move).split())
        if self.finished:
            return Outcome("finished", text, self.lesson.success, stars=self.result.stars)  # type: ignore[union-attr]
        legal = self.legal_moves
        if text not in legal:
            return self._illegal(text, legal)
        wrong = self._known_wrong(text)
        if wrong is not None:
            sim = self._sim.copy()
            start = len(sim.events)
            self._play(sim, text, None)
            self.really_wrong = (sim.over and not sim.success) or (
                not sim.over and self._solve(sim) is None
            )
            if self.really_wrong:
                if not sim.over:
                    self._autoplay(sim, list(wrong.then))
                return Outcome(
                    "wrong",
                    text,
                    wrong.text,
                    events=sim.events[start:],
                    lesson_text=True,
                    played_for=_since(sim, start),
                )
            # The goal is still reachable (the learner took another good road
            # where this text does not apply): judge the move like any other.
        sim = self._sim.copy()
        start = len(sim.events)
        self._play(sim, text, None)
        if (sim.over and not sim.success) or (not sim.over and self._solve(sim) is None):
            if not sim.over:
                self._autoplay(sim, [])
            key = self.lesson.fail or WRONG_TEXT
            return Outcome(
                "wrong",
                text,
                key,
                events=sim.events[start:],
                lesson_text=bool(self.lesson.fail),
                played_for=_since(sim, start),
            )
        self._sim = sim
        self._moves.append(text)
        new = sim.events[start:]
        if sim.over:
            self.result = Outcome(
                "success", text, self.lesson.success, events=new, stars=self.stars()
            )
            return self.result
        return Outcome("progressed", text, events=new)

    def hint(self) -> Hint | None:
        """The next hint: the nudge first, then the exact move for this decision."""
        if self.finished or not self.legal_moves:
            return None
        here = len(self._moves)
        if self._hint_level == 0:
            self._hint_level = 1
            self.hints_used += 1
            return Hint(1, self.lesson.hints[0])
        path = self._solve(self._sim)
        move = path[0] if path else self._solution_move()
        if self._hinted_at != here:
            self._hinted_at = here
            self.hints_used += 1
        return Hint(2, self.lesson.hints[1], move)

    def solve(self) -> list[str] | None:
        """A sequence of learner moves reaching the goal from here (None: none)."""
        return self._solve(self._sim)

    # ------------------------------------------------------------ internals

    def _solution_move(self) -> str | None:
        i = len(self._moves)
        sol = self.lesson.solution
        return sol[i] if i < len(sol) and sol[i] in self.legal_moves else None

    def _illegal(self, text: str, legal: list[str]) -> Outcome:
        if self._sim.over or self.state.pending is None:
            error = self.game.illegal_move("game_finished", "the lesson is over", text)
            return Outcome("illegal", text, ILLEGAL_TEXT, "game_finished", error=error)
        try:
            self.state.copy().apply(text, player=self.lesson.learner)
        except self.game.illegal_move as e:
            specific = self.lesson.illegal.get(e.code)
            return Outcome(
                "illegal",
                text,
                specific or ILLEGAL_TEXT,
                e.code,
                legal=list(e.legal or legal),
                lesson_text=specific is not None,
                error=e,
            )
        raise AssertionError(f"{text!r} is legal but not offered")  # pragma: no cover

    def _known_wrong(self, text: str) -> WrongMove | None:
        n = len(self._moves)
        # An entry for this exact road first, then one for any road.
        for w in self.lesson.wrong:
            if w.move == text and isinstance(w.after, tuple) and list(w.after) == self._moves:
                return w
        for w in self.lesson.wrong:
            if w.move == text and not isinstance(w.after, tuple) and w.after in (None, n):
                return w
        return None

    def _ctx(self, sim: _Sim) -> GoalContext:
        return GoalContext(sim.state, sim.events, self._start)

    def _holds(self, sim: _Sim) -> bool:
        return self.game.goals.holds(self.lesson.goal, self._ctx(sim))

    def _check(self, sim: _Sim, evs: list[Any]) -> None:
        """After one move: is the goal reached, or the horizon passed?"""
        until = self.lesson.until
        if until == "goal" and self._holds(sim):
            sim.over = sim.success = True
            return
        word = until if isinstance(until, str) else "moves"
        horizon = self.game.lesson_end(word, sim.state, evs)
        if horizon or sim.state.finished:
            sim.over = True
            sim.success = self._holds(sim)

    def _apply(self, sim: _Sim, move: str) -> None:
        evs = sim.state.apply(move)
        sim.events.extend(evs)
        self._check(sim, evs)

    def _play(self, sim: _Sim, move: str, then: list[str] | None) -> None:
        """The learner plays ``move``; the game goes on to the next learner
        decision (``then`` given: through the learner's moves too, to the end)."""
        sim.learner_moves += 1
        self._apply(sim, move)
        self._autoplay(sim, then)

    def _autoplay(self, sim: _Sim, then: list[str] | None) -> None:
        """Play the opponents' scripted moves (and, with ``then``, the learner's
        moves: those listed, else the only legal one, else the game's
        ``stand_in_move``, each noted in ``played_for`` so that the story can
        say the learner did not choose it) until the learner decides, the goal
        is reached or the horizon passes."""
        learner = self.lesson.learner
        until = self.lesson.until
        while not sim.over:
            p = sim.state.pending
            if p is None:
                sim.over = True
                sim.success = self._holds(sim)
                return
            if p.player == learner:
                if isinstance(until, dict) and sim.learner_moves >= until["moves"]:
                    sim.over = True
                    sim.success = self._holds(sim)
                    return
                if then is None:
                    return
                if then and then[0] in p.moves:
                    move, kind = then.pop(0), "for_you"
                elif len(p.moves) == 1:
                    move, kind = p.moves[0], "forced"
                else:
                    stand_in = self.game.stand_in_move(p.moves)
                    if stand_in is None:  # the game stops the story at this choice
                        return
                    move, kind = stand_in, "for_you"
                sim.played_for.append((len(sim.events), kind, move, sim.state.view(learner)))
                sim.learner_moves += 1
            else:
                move = self._scripted(sim, p.player, p.moves)
            self._apply(sim, move)

    def _scripted(self, sim: _Sim, player: str, legal: Sequence[str]) -> str:
        """The opponent's next move: the first of its scripted moves not used yet
        that is legal now (so a script survives the learner's detours); else
        the game's idle move (Oriflamme: ``bank`` when possible)."""
        script = self.lesson.script.get(player, ())
        used = sim.ptr.get(player, 0)  # a bit mask of the script moves played
        for i, m in enumerate(script):
            if not used >> i & 1 and m in legal:
                sim.ptr[player] = used | 1 << i
                return m
        return self.game.idle_move(legal)

    def _solve(self, sim: _Sim) -> list[str] | None:
        """Depth-first search for learner moves reaching the goal.

        Tries the lesson's solution move first. If the search budget runs out
        it answers as if the goal were reachable (the learner's move stands).
        """
        budget = [SOLVER_BUDGET]
        sol = self.lesson.solution

        def prefer(moves: Iterable[str], depth: int) -> list[str]:
            ms = list(moves)
            if depth < len(sol) and sol[depth] in ms:
                ms.remove(sol[depth])
                ms.insert(0, sol[depth])
            return ms

        def go(s: _Sim) -> list[str] | None:
            if s.over:
                return [] if s.success else None
            p = s.state.pending
            if p is None:
                return None
            for m in prefer(p.moves, s.learner_moves):
                budget[0] -= 1
                if budget[0] < 0:
                    return [m]
                s2 = s.copy()
                self._play(s2, m, None)
                rest = go(s2)
                if rest is not None:
                    return [m, *rest]
            return None

        if sim.over:
            return [] if sim.success else None
        return go(sim)


def _since(sim: _Sim, start: int) -> list[tuple[int, str, str, Any]]:
    """``sim.played_for`` from event ``start`` on, indexed from there."""
    return [(i - start, *rest) for i, *rest in sim.played_for if i >= start]


def check_solution(lesson: Lesson) -> list[str]:
    """Play the lesson's solution and known wrong moves; return the problems
    found (empty: the lesson works). A teacher's check before sharing a lesson."""
    problems = []
    run = LessonRun(lesson)
    for i, m in enumerate(lesson.solution):
        out = run.try_move(m)
        if not out.ok:
            problems.append(f"solution[{i}]: {m!r} gives {out.kind} ({out.code or out.text})")
            return problems
    if not run.finished:
        problems.append("solution: the goal is not reached after the last move")
    elif run.result is not None and run.result.stars != 3:
        problems.append(f"solution: {run.result.stars} stars, not 3 (par {lesson.par})")
    for j, w in enumerate(lesson.wrong):
        r = LessonRun(lesson)
        at = w.after
        if isinstance(at, tuple):
            steps: tuple[str, ...] = at
        else:
            steps = lesson.solution[:at] if at is not None else ()
        for m in steps:
            r.try_move(m)
        if at is None:
            k = 0
            while w.move not in r.legal_moves and k < len(lesson.solution):
                r.try_move(lesson.solution[k])
                k += 1
        out = r.try_move(w.move)
        if out.kind != "wrong" or out.text != w.text:
            problems.append(f"feedback.wrong[{j}]: {w.move!r} gives {out.kind}, not its feedback")
        elif not r.really_wrong:
            problems.append(f"feedback.wrong[{j}]: {w.move!r} can still reach the goal")
    return problems
