"""Rule puzzles: the shapes every game's puzzle makers share (issue 30).

A **puzzle** is one position of real play (a scenario of its game), one
question about it that the engine answers exactly, and 3 or 4 choices: the
engine's answer and distractors. Each game declares its puzzle kinds once, in a
:class:`PuzzleKinds` (``Game.puzzles``), next to its engine: a kind's
**maker** turns a position into a puzzle (or rejects it), its **solver**
recomputes the answer from the puzzle's scenario alone, so that every stored
puzzle can be checked again (``PuzzleKinds.verify``).

A distractor is never a random wrong number: it is what a named
**misreading** of the rule gives (the wrong neighbour, the Ambush ignored, the
token kept…, each with its Fluent text and the rule ids it misreads), or
another legal move the solver rates lower, or a reason that does not apply.
A puzzle is kept only if exactly one choice has the engine's value and every
other choice's value differs from it.

Words are never stored: a :class:`Text` is a Fluent key with plain JSON
arguments (card ids, player ids, numbers), put into words by the game's
``render`` in any language (cards and players in their grammatical forms).

Like ``goals.py``, this module imports no game (docs/architecture.md); the
makers live with each game (``oriflamme/games/<name>/puzzles.py``) and the
shell (``oriflamme.practice``) reaches them through ``Game.puzzles``.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

#: The file format of a puzzle (its ``meta.puzzle.format``).
FORMAT = 1
#: Fewest and most choices a puzzle offers.
MIN_CHOICES, MAX_CHOICES = 3, 4


class Rejected(Exception):
    """A candidate position gave no puzzle. ``reason``: ``ambiguous`` (the
    answer is not unique: two choices have the engine's value, or the best
    move is tied), ``few_choices`` (fewer than two distractors really wrong),
    ``too_deep`` (the solver's budget ran out) or ``unfit`` (the position
    does not suit the question)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason}: {detail}" if detail else reason)


@dataclass(frozen=True)
class Text:
    """A sentence to put into words: a Fluent key and plain JSON arguments."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "args": dict(self.args)}

    @classmethod
    def from_json(cls, d: Any) -> Text:
        if not isinstance(d, dict) or not isinstance(d.get("key"), str):
            raise ValueError("a text is {key, args}")
        args = d.get("args") or {}
        if not isinstance(args, dict):
            raise ValueError("a text's args are an object")
        return cls(d["key"], args)


def texts_json(texts: Sequence[Text]) -> list[dict[str, Any]]:
    return [x.to_json() for x in texts]


def texts_from(d: Any) -> tuple[Text, ...]:
    if not isinstance(d, list):
        raise ValueError("texts are a list")
    return tuple(Text.from_json(x) for x in d)


@dataclass(frozen=True)
class Choice:
    """One answer offered. ``id`` is stable within the puzzle; ``value`` is
    what the engine compares (an outcome, a move, a reason code…); ``texts``
    say it; ``misreading`` names the misreading that produced a distractor
    ("" for the engine's answer or a choice of another origin)."""

    id: str
    value: Any
    texts: tuple[Text, ...]
    misreading: str = ""

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "value": self.value, "texts": texts_json(self.texts)}
        if self.misreading:
            d["misreading"] = self.misreading
        return d

    @classmethod
    def from_json(cls, d: Any) -> Choice:
        if not isinstance(d, dict) or not isinstance(d.get("id"), str):
            raise ValueError("a choice is {id, value, texts}")
        return cls(d["id"], d.get("value"), texts_from(d.get("texts")), d.get("misreading", ""))


@dataclass(frozen=True)
class Puzzle:
    """One question about one position (see the module docstring).

    ``scenario``: the position, in the game's scenario format; ``player``: who
    "you" are in the question; ``ask``: the kind's parameters (the move the
    question is about…); ``playout``: the moves that play the answer out on the
    board from the scenario; ``rules``: RULINGS.md ids or rulebook sections
    exercised; ``cards``: the cards (named pieces) involved; ``source``: how it
    was made (seed, the bots at the table)."""

    game: str
    edition: str
    kind: str
    scenario: dict[str, Any]
    player: str
    ask: dict[str, Any]
    question: tuple[Text, ...]
    choices: tuple[Choice, ...]
    answer: str
    explanation: tuple[Text, ...]
    playout: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    source: dict[str, Any] = field(default_factory=dict)

    @property
    def right(self) -> Choice:
        return next(c for c in self.choices if c.id == self.answer)

    def choice(self, choice_id: str) -> Choice:
        for c in self.choices:
            if c.id == choice_id:
                return c
        raise KeyError(f"no choice {choice_id!r} (choices: {[c.id for c in self.choices]})")

    @property
    def tags(self) -> tuple[str, ...]:
        """``rule:<id>`` and ``card:<id>`` tags (the practice queue's items)."""
        return (*(f"rule:{r}" for r in self.rules), *(f"card:{c}" for c in self.cards))

    def fingerprint(self) -> str:
        """Two puzzles with the same position, question and answer are one."""
        key = {"kind": self.kind, "scenario": self.scenario, "ask": self.ask, "answer": self.answer}
        raw = json.dumps(key, sort_keys=True, ensure_ascii=True).encode()
        return hashlib.sha1(raw).hexdigest()[:16]

    def section(self) -> dict[str, Any]:
        """The ``puzzle`` section of its file (docs/practice.md)."""
        return {
            "format": FORMAT,
            "id": self.fingerprint(),
            "game": self.game,
            "edition": self.edition,
            "kind": self.kind,
            "player": self.player,
            "ask": self.ask,
            "question": texts_json(self.question),
            "choices": [c.to_json() for c in self.choices],
            "answer": self.answer,
            "explanation": texts_json(self.explanation),
            "playout": list(self.playout),
            "rules": list(self.rules),
            "cards": list(self.cards),
            "source": self.source,
        }

    @classmethod
    def from_section(cls, scenario: dict[str, Any], d: Any) -> Puzzle:
        """The puzzle of a file: its scenario and its ``puzzle`` section
        (``ValueError`` naming what is wrong)."""
        if not isinstance(d, dict):
            raise ValueError("puzzle: an object")
        if d.get("format") != FORMAT:
            raise ValueError(f"puzzle.format: {d.get('format')!r}, not {FORMAT}")
        for k in ("game", "edition", "kind", "player", "answer"):
            if not isinstance(d.get(k), str):
                raise ValueError(f"puzzle.{k}: a word")
        choices = d.get("choices")
        if not isinstance(choices, list) or not MIN_CHOICES <= len(choices) <= MAX_CHOICES:
            raise ValueError(f"puzzle.choices: {MIN_CHOICES} to {MAX_CHOICES} choices")
        p = cls(
            game=d["game"],
            edition=d["edition"],
            kind=d["kind"],
            scenario=scenario,
            player=d["player"],
            ask=dict(d.get("ask") or {}),
            question=texts_from(d.get("question")),
            choices=tuple(Choice.from_json(c) for c in choices),
            answer=d["answer"],
            explanation=texts_from(d.get("explanation") or []),
            playout=tuple(str(m) for m in d.get("playout") or ()),
            rules=tuple(str(r) for r in d.get("rules") or ()),
            cards=tuple(str(c) for c in d.get("cards") or ()),
            source=dict(d.get("source") or {}),
        )
        if p.answer not in {c.id for c in p.choices}:
            raise ValueError(f"puzzle.answer: {p.answer!r} is not a choice")
        return p


@dataclass(frozen=True)
class Misreading:
    """A plausible wrong reading of a rule: ``id`` (its Fluent text is
    ``practice-mis-<id>``), the rule ids it misreads."""

    id: str
    rules: tuple[str, ...]

    @property
    def text_key(self) -> str:
        return f"practice-mis-{self.id}"


@dataclass(frozen=True)
class Position:
    """A decision of a real game: the state, the move the table played there,
    what the game was (edition, the bots at the table) and the decision's
    number in the game. ``positions`` yields the game's own state, which
    goes on: copy it to keep it (a maker receives a copy of its own)."""

    state: Any
    played: str
    edition: str
    source: dict[str, Any]
    index: int = 0


#: A maker: (position, rng) -> a puzzle; raises ``Rejected`` when the
#: position gives none (``unfit`` when the question does not apply).
Maker = Callable[[Position, random.Random], Puzzle]
#: A solver: puzzle -> the engine's value, from the puzzle's scenario and ask alone.
Solver = Callable[[Puzzle], Any]
#: (state, move, reason code or None, events) -> (rule ids, card ids).
MistakeTagger = Callable[
    [Any, str, "str | None", Sequence[Any]], tuple[tuple[str, ...], tuple[str, ...]]
]


@dataclass(frozen=True)
class Kind:
    """A puzzle kind: its name (``practice-kind-<name>`` is its title), the
    maker, the solver, and the rule ids it always exercises."""

    name: str
    make: Maker
    solve: Solver
    rules: tuple[str, ...] = ()
    fits: Callable[[Position], bool] | None = None


class PuzzleKinds:
    """A game's puzzle kinds, with what the shell needs around them.

    A game's ``puzzles`` module builds one, registers its kinds
    (``@KINDS.kind("reveal", solve=...)``) and sets ``positions`` (positions of
    real play for an edition and a seed), ``render`` (a text in a language)
    and ``tables`` (the editions the practice tab offers, ``{edition: title
    key}``).
    """

    def __init__(self, game: str) -> None:
        self.game = game
        self.kinds: dict[str, Kind] = {}
        self.misreadings: dict[str, Misreading] = {}
        self.tables: dict[str, str] = {}
        #: Each card's own rulings (the mastery view pairs a card with these
        #: and the general rules only).
        self.card_rules: dict[str, tuple[str, ...]] = {}
        #: Event kinds where the story of an answer played out stops (the
        #: turn's or the round's end: what follows is another question).
        self.story_ends: frozenset[str] = frozenset()
        self._positions: Callable[[str, int], Iterator[Position]] | None = None
        self._render: Callable[[Text, str], str] | None = None
        self._mistake_tags: MistakeTagger | None = None
        self._owns: Callable[[str], bool] | None = None
        self._why_args: Callable[[Puzzle], Mapping[str, Any]] | None = None

    def kind(
        self,
        name: str,
        *,
        solve: Solver,
        rules: tuple[str, ...] = (),
        fits: Callable[[Position], bool] | None = None,
    ) -> Callable[[Maker], Maker]:
        """Register the decorated maker as kind ``name`` (``fits``: a quick
        test of the positions worth trying, before the maker's work)."""

        def deco(make: Maker) -> Maker:
            if name in self.kinds:
                raise ValueError(f"{self.game}: puzzle kind {name!r} twice")
            self.kinds[name] = Kind(name, make, solve, rules, fits)
            return make

        return deco

    def misreading(self, id: str, *rules: str) -> Misreading:
        """Declare a misreading (its text: ``practice-mis-<id>``)."""
        m = Misreading(id, tuple(rules))
        self.misreadings[id] = m
        return m

    def positions_from(self, fn: Callable[[str, int], Iterator[Position]]) -> None:
        self._positions = fn

    def render_with(self, fn: Callable[[Text, str], str]) -> None:
        self._render = fn

    def why_args_with(self, fn: Callable[[Puzzle], Mapping[str, Any]]) -> None:
        """Arguments of every misreading's text for a puzzle (the card it is
        about…): «…takes the influence off the Trap», not «off a card that
        waits for an opponent» (ru re-read D5)."""
        self._why_args = fn

    def why(self, puzzle: Puzzle, choice: Choice) -> Text | None:
        """Why ``choice`` is wrong: its misreading's text with the puzzle's
        arguments (None for a choice no misreading made)."""
        if not choice.misreading:
            return None
        args = dict(self._why_args(puzzle)) if self._why_args is not None else {}
        return Text(self.misreadings[choice.misreading].text_key, args)

    def owns_tags_with(self, fn: Callable[[str], bool]) -> None:
        self._owns = fn

    def owns(self, tag: str) -> bool:
        """Is ``tag`` (``rule:<id>``, ``card:<id>``) one of this game's? A
        learner's queue holds both games' items; each tab shows its own."""
        return self._owns is not None and self._owns(tag)

    def tag_mistakes_with(self, fn: MistakeTagger) -> None:
        self._mistake_tags = fn

    def mistake_tags(
        self, state: Any, move: str, code: str | None, events: Sequence[Any]
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The (rules, cards) a learner's wrong or refused ``move`` at ``state``
        touches (``code``: the refusal's reason; ``events``: what the wrong move
        led to). A lesson's mistakes are queued for practice with these tags."""
        if self._mistake_tags is None:
            return (), ()
        return self._mistake_tags(state, move, code, events)

    def positions(self, edition: str, seed: int) -> Iterator[Position]:
        """Positions of one real game (bots at a table of ``edition``), dealt from ``seed``."""
        if self._positions is None:
            return iter(())
        return self._positions(edition, seed)

    def render(self, text: Text, lang: str) -> str:
        """``text`` in ``lang`` (``KeyError`` for a missing message, as ``i18n.t``)."""
        if self._render is None:
            raise LookupError(f"{self.game} renders no puzzle texts")
        return self._render(text, lang)

    def verify(self, puzzle: Puzzle) -> list[str]:
        """Check a puzzle again with the engine: the problems found (empty: sound).

        The kind's solver recomputes the answer from the scenario; exactly one
        choice must have that value (the puzzle's ``answer``) and every
        distractor a different one; the choices must be 3 or 4, their texts
        distinct."""
        problems: list[str] = []
        kind = self.kinds.get(puzzle.kind)
        if kind is None:
            return [f"no puzzle kind {puzzle.kind!r} in {self.game}"]
        if not MIN_CHOICES <= len(puzzle.choices) <= MAX_CHOICES:
            problems.append(f"{len(puzzle.choices)} choices")
        truth = canonical(kind.solve(puzzle))
        hits = [c.id for c in puzzle.choices if canonical(c.value) == truth]
        if hits != [puzzle.answer]:
            problems.append(f"the engine's answer {truth} is choice(s) {hits}, not {puzzle.answer}")
        ids = [c.id for c in puzzle.choices]
        if len(set(ids)) != len(ids):
            problems.append("two choices have one id")
        values = [canonical(c.value) for c in puzzle.choices]
        if len(set(values)) != len(values):
            problems.append("two choices have one value")
        for c in puzzle.choices:
            if c.misreading and c.misreading not in self.misreadings:
                problems.append(f"choice {c.id}: unknown misreading {c.misreading!r}")
        return problems

    @property
    def available(self) -> bool:
        return bool(self.kinds) and self._positions is not None


def canonical(value: Any) -> str:
    """A value as a comparable string (dict keys sorted)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=True)


def finish_choices(
    rng: random.Random,
    truth: Choice,
    distractors: Sequence[Choice],
    *,
    keep_order: bool = False,
) -> tuple[tuple[Choice, ...], str]:
    """The choices on offer: the engine's answer and up to 3 distractors whose
    values differ from it and from each other (a misreading that gives the
    engine's value here is not wrong here: it is left out); ``few_choices`` if
    fewer than 2 remain; shuffled with ``rng`` unless ``keep_order``.
    Returns (choices, answer id)."""
    seen = {canonical(truth.value)}
    kept: list[Choice] = []
    for d in distractors:
        v = canonical(d.value)
        if v in seen:
            continue
        seen.add(v)
        kept.append(d)
    if len(kept) < MIN_CHOICES - 1:
        raise Rejected("few_choices", f"{len(kept)} distractor(s)")
    kept = kept[: MAX_CHOICES - 1]
    out = [truth, *kept]
    if not keep_order:
        rng.shuffle(out)
    return tuple(out), truth.id


def empty_kinds(game: str) -> PuzzleKinds:
    """A game without puzzles (the default of ``Game.puzzles``)."""
    return PuzzleKinds(game)
