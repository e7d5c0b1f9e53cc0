"""Goal predicates: one registry per game, each predicate declared once with
its parameters (and their validators) and its evaluator together.

A lesson's goal is a one-key dict (``{"eliminated": {"owner": "blue", "card":
"lord"}}``) or a combination (``all``, ``any``, ``not``). ``GoalRegistry.check``
validates a goal and names the faulty field (``LessonError``);
``GoalRegistry.holds`` evaluates it against a ``GoalContext``.

A game declares its predicates with the decorator::

    GOALS = GoalRegistry("oriflamme")

    @GOALS.predicate(card=required(card), owner=required(player), by=optional(player))
    def eliminated(ctx, card, owner, by=None):
        "The card was eliminated (by ``by``'s card)."
        return any(...)

The evaluator receives the context and the goal's parameters as keywords
(optional ones absent from the goal are not passed). A validator is
``(value, path, table) -> None`` and raises ``LessonError(path, message)``.
This module imports nothing from the games: an engine's goals module may use it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


class LessonError(ValueError):
    """A bad lesson file: ``field`` names what is wrong (``goal.eliminated.card``)."""

    def __init__(self, field: str, message: str):
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}" if field else message)


@dataclass(frozen=True)
class Table:
    """Who sits at a lesson's table, as the goal validators need it: the
    players in seating order, the edition each plays, and the whole scenario
    (for a game whose validators need more)."""

    players: tuple[str, ...]
    editions: dict[str, str]
    scenario: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, players: Sequence[str], edition: str = "base", families: Any = None) -> Table:
        """A table where every player plays ``edition`` except the ``families``
        naming another (``{"green": {"edition": "alliance"}}``)."""
        eds = {p: edition for p in players}
        for p, fam in (families or {}).items() if isinstance(families, dict) else ():
            if p in eds:
                eds[p] = fam.get("edition", edition) if isinstance(fam, dict) else str(fam)
        return cls(tuple(players), eds)


@dataclass
class GoalContext:
    """What a goal is checked against: the state now, the events since the
    learner's first decision, and the state at that moment (``start``)."""

    state: Any
    events: Sequence[Any] = ()
    start: Any = None


Validator = Callable[[Any, str, Table], None]
Evaluator = Callable[..., bool]


@dataclass(frozen=True)
class Param:
    """One parameter of a predicate: its validator and whether it is required."""

    check: Validator
    required: bool = True


def required(check: Validator) -> Param:
    return Param(check, True)


def optional(check: Validator) -> Param:
    return Param(check, False)


@dataclass(frozen=True)
class Predicate:
    """A goal word: its name, its parameters (in declaration order) and its evaluator."""

    name: str
    params: Mapping[str, Param]
    evaluate: Evaluator
    doc: str = ""

    @property
    def required(self) -> tuple[str, ...]:
        return tuple(k for k, p in self.params.items() if p.required)

    def check(self, arg: Any, path: str, table: Table) -> None:
        """Validate the parameters ``arg`` of this predicate in a goal at ``path``."""
        if not isinstance(arg, dict):
            raise LessonError(path, "the parameters are a dict")
        for k, v in arg.items():
            param = self.params.get(k)
            if param is None:
                allowed = ", ".join(self.params)
                raise LessonError(f"{path}.{k}", f"unknown parameter (allowed: {allowed})")
            param.check(v, f"{path}.{k}", table)
        for k in self.required:
            if k not in arg:
                raise LessonError(f"{path}.{k}", "missing")


#: The words that combine goals, common to every game.
COMBINATORS = ("all", "any", "not")


class GoalRegistry:
    """The goal predicates of one game (``game``: its registry name)."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._predicates: dict[str, Predicate] = {}

    # ------------------------------------------------------------ declaring

    def add(self, predicate: Predicate) -> Predicate:
        """Register ``predicate``; a name used twice or a combinator's is an error."""
        if predicate.name in self._predicates or predicate.name in COMBINATORS:
            raise ValueError(f"goal word {predicate.name!r} is already defined for {self.game}")
        self._predicates[predicate.name] = predicate
        return predicate

    def predicate(
        self, name: str | None = None, **params: Param
    ) -> Callable[[Evaluator], Evaluator]:
        """Decorator: register the function as the evaluator of a predicate named
        ``name`` (default: the function's name) with ``params``."""

        def register(fn: Evaluator) -> Evaluator:
            doc = (fn.__doc__ or "").strip().split("\n")[0]
            self.add(Predicate(name or fn.__name__, dict(params), fn, doc))
            return fn

        return register

    # ------------------------------------------------------------ reading

    def __contains__(self, name: object) -> bool:
        return name in self._predicates

    def __getitem__(self, name: str) -> Predicate:
        return self._predicates[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._predicates)

    def __len__(self) -> int:
        return len(self._predicates)

    def words(self) -> tuple[str, ...]:
        """Every goal word: the predicates, then the combinators."""
        return (*self._predicates, *COMBINATORS)

    # ------------------------------------------------------------ using

    def check(self, goal: Any, path: str, table: Table) -> None:
        """Validate ``goal``; raise ``LessonError`` naming the field (``path`` prefix)."""
        if not isinstance(goal, dict) or len(goal) != 1:
            raise LessonError(path, "a goal is a dict with exactly one key")
        ((word, arg),) = goal.items()
        here = f"{path}.{word}"
        if word in ("all", "any"):
            if not isinstance(arg, list) or not arg:
                raise LessonError(here, "a non-empty list of goals")
            for i, g in enumerate(arg):
                self.check(g, f"{here}[{i}]", table)
        elif word == "not":
            self.check(arg, here, table)
        elif word in self._predicates:
            self._predicates[word].check(arg, here, table)
        else:
            raise LessonError(here, f"unknown goal word (known: {', '.join(self.words())})")

    def holds(self, goal: Mapping[str, Any], ctx: GoalContext) -> bool:
        """Does ``goal`` (already checked) hold in ``ctx``?"""
        ((word, arg),) = goal.items()
        if word == "all":
            return all(self.holds(g, ctx) for g in arg)
        if word == "any":
            return any(self.holds(g, ctx) for g in arg)
        if word == "not":
            return not self.holds(arg, ctx)
        return bool(self._predicates[word].evaluate(ctx, **arg))


# ---------------------------------------------------------------- validators
# Parameter kinds any game may use (a game adds its own: a card of its catalog…).


def player(v: Any, path: str, table: Table) -> None:
    """A player of the scenario."""
    if v not in table.players:
        raise LessonError(
            path, f"{v!r} is not a player of the scenario ({', '.join(table.players)})"
        )


def players(v: Any, path: str, table: Table) -> None:
    """A non-empty list of players of the scenario."""
    if not isinstance(v, list) or not v:
        raise LessonError(path, "a non-empty list of players")
    for i, p in enumerate(v):
        player(p, f"{path}[{i}]", table)


def count(v: Any, path: str, table: Table) -> None:
    """A whole number ≥ 0."""
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise LessonError(path, f"{v!r} is not a whole number ≥ 0")


def flag(v: Any, path: str, table: Table) -> None:
    """True or false."""
    if not isinstance(v, bool):
        raise LessonError(path, f"{v!r} is not true or false")


def one_of(*allowed: str) -> Validator:
    """A validator accepting exactly one of the ``allowed`` words."""

    def check(v: Any, path: str, table: Table) -> None:
        if v not in allowed:
            raise LessonError(path, f"{v!r} is not one of {', '.join(allowed)}")

    return check
