"""A lesson as data: load a lesson file and validate it, naming the bad field.

A lesson file (YAML or JSON, in ``tutorials/<edition>/``) holds a docs/PROTOCOL.md §4
scenario, the opponents' scripted moves, the learner's family, a goal (see
``goals.py``), when to check it, a par, the keys of its texts (Fluent, in
``oriflamme/locales/<lang>/lessons-<edition>.ftl``), feedback for mistakes and
the expected solution. docs/lessons.md describes every field for teachers.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..core.protocol import AnyGame, AnyState
from ..games import LessonError, game_of_edition
from . import texts

#: libyaml's loader when it is there (ten times faster), else the pure-Python one.
YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,40}$")
KEYS = frozenset(
    [
        "id",
        "edition",
        "chapter",
        "order",
        "title",
        "learner",
        "scenario",
        "script",
        "goal",
        "until",
        "par",
        "texts",
        "feedback",
        "solution",
        "meta",
    ]
)
TEXT_KEYS = frozenset(["intro", "goal", "hints", "success", "fail"])


@dataclass(frozen=True)
class WrongMove:
    """A known legal-but-wrong move and the text that explains why it misses.

    ``after``: the number of learner moves already made when it applies
    (None: at any point), or the exact list of those moves (the text then
    applies only on that road, e.g. after another first placement).
    ``then``: the learner's next moves when the run replays the mistake to its
    consequence (default: the first legal move).
    """

    move: str
    text: str
    after: int | tuple[str, ...] | None = None
    then: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """A loaded, validated lesson. ``until`` is ``goal``, ``end_of_round``,
    ``end_of_game`` or ``{"moves": N}``."""

    id: str
    edition: str
    chapter: int
    order: int
    title: str
    learner: str
    scenario: dict[str, Any]
    script: dict[str, tuple[str, ...]]
    goal: dict[str, Any]
    until: Any
    par: int
    intro: tuple[str, ...]
    goal_text: str
    hints: tuple[str, ...]
    success: str
    fail: str | None
    illegal: dict[str, str]
    wrong: tuple[WrongMove, ...]
    solution: tuple[str, ...]
    meta: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None

    def text_keys(self) -> list[str]:
        """Every Fluent key the lesson uses."""
        keys = [self.title, *self.intro, self.goal_text, *self.hints, self.success]
        keys += [self.fail] if self.fail else []
        keys += list(self.illegal.values()) + [w.text for w in self.wrong]
        return keys

    @property
    def game(self) -> AnyGame:
        """The game this lesson teaches (from its edition)."""
        return game_of_edition(self.edition)

    def new_state(self) -> AnyState:
        """A fresh game at the lesson's starting position (scenario moves played)."""
        state: AnyState = self.game.from_scenario(self.scenario)
        return state


def default_texts(lesson_id: str) -> dict[str, Any]:
    """The text keys a lesson uses when its file does not name them."""
    k = f"lesson-{lesson_id}"
    return {
        "intro": [f"{k}-intro"],
        "goal": f"{k}-goal",
        "hints": [f"{k}-hint-1", f"{k}-hint-2"],
        "success": f"{k}-success",
    }


def _need(d: dict[str, Any], key: str, path: str) -> Any:
    if key not in d:
        raise LessonError(f"{path}{key}", "missing")
    return d[key]


def _str(v: Any, path: str) -> str:
    if not isinstance(v, str) or not v.strip():
        raise LessonError(path, f"{v!r} is not a text")
    return v


def _int(v: Any, path: str, lo: int = 0) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < lo:
        raise LessonError(path, f"{v!r} is not a whole number ≥ {lo}")
    return v


def _moves(v: Any, path: str) -> tuple[str, ...]:
    if not isinstance(v, list):
        raise LessonError(path, "a list of moves")
    return tuple(_str(m, f"{path}[{i}]") for i, m in enumerate(v))


def _key(v: Any, path: str, check_texts: bool) -> str:
    key = _str(v, path)
    if check_texts:
        missing = [lang for lang in texts.LANGUAGES if not texts.has(key, lang)]
        if missing:
            raise LessonError(path, f"text {key!r} is missing in {', '.join(missing)}")
    return key


def parse_lesson(data: Any, path: Path | None = None, check_texts: bool = True) -> Lesson:
    """Validate a lesson dict and build the ``Lesson``; ``LessonError`` names the field."""
    if not isinstance(data, dict):
        raise LessonError("", "a lesson is a dict")
    _allowed(data, KEYS, "")
    lid = _str(_need(data, "id", ""), "id")
    if not ID.match(lid):
        raise LessonError("id", f"{lid!r}: use lowercase letters, digits and hyphens")
    edition = _str(data.get("edition", "base"), "edition")
    game, scenario = _scenario(data, edition)
    players = list(scenario["players"])
    learner = _str(_need(data, "learner", ""), "learner")
    if learner not in players:
        raise LessonError("learner", f"{learner!r} is not a player ({', '.join(players)})")
    script = _script(data.get("script", {}) or {}, players, learner)
    goal = _need(data, "goal", "")
    game.goals.check(goal, "goal", game.table(scenario))
    until = _until(data.get("until", "goal"), game)
    par = _int(_need(data, "par", ""), "par", 1)
    texts_ = _Texts(data, lid, check_texts)
    illegal, wrong = _feedback(data.get("feedback", {}) or {}, game, check_texts)
    solution = _moves(_need(data, "solution", ""), "solution")
    if not solution:
        raise LessonError("solution", "the expected moves of the learner, at least one")
    meta = data.get("meta", {}) or {}
    return Lesson(
        id=lid,
        edition=edition,
        chapter=_int(_need(data, "chapter", ""), "chapter", 1),
        order=_int(_need(data, "order", ""), "order", 0),
        title=texts_.title,
        learner=learner,
        scenario=scenario,
        script=script,
        goal=goal,
        until=until,
        par=par,
        intro=texts_.intro,
        goal_text=texts_.goal,
        hints=texts_.hints,
        success=texts_.success,
        fail=texts_.fail,
        illegal=illegal,
        wrong=wrong,
        solution=solution,
        meta=meta if isinstance(meta, dict) else {"note": meta},
        path=path,
    )


def _allowed(d: dict[str, Any], allowed: Collection[str], path: str) -> None:
    """Every key of ``d`` is one of ``allowed`` (``path``: the dict's field, with its dot)."""
    for k in d:
        if k not in allowed:
            raise LessonError(f"{path}{k}", f"unknown key (allowed: {', '.join(sorted(allowed))})")


def _scenario(data: dict[str, Any], edition: str) -> tuple[AnyGame, dict[str, Any]]:
    """The lesson's game (from its edition) and its scenario, checked by the game."""
    scenario = _need(data, "scenario", "")
    if not isinstance(scenario, dict):
        raise LessonError("scenario", "a docs/PROTOCOL.md §4 scenario dict")
    try:
        game = game_of_edition(edition)
    except KeyError:
        raise LessonError("edition", f"{edition!r} is not the edition of a game") from None
    if game.edition_of(scenario) != edition:
        raise LessonError("scenario.edition", f"differs from the lesson's edition {edition!r}")
    try:
        game.check_scenario(scenario)
    except game.scenario_error as e:
        field, message = getattr(e, "field", ""), getattr(e, "message", str(e))
        raise LessonError(f"scenario.{field}" if field else "scenario", message) from None
    return game, scenario


def _script(v: Any, players: list[str], learner: str) -> dict[str, tuple[str, ...]]:
    """The opponents' scripted moves: ``{player: [moves]}``."""
    if not isinstance(v, dict):
        raise LessonError("script", "a dict: player -> list of moves")
    for p in v:
        if p not in players or p == learner:
            raise LessonError(f"script.{p}", "not an opponent of the learner")
    return {p: _moves(ms, f"script.{p}") for p, ms in v.items()}


def _until(v: Any, game: AnyGame) -> Any:
    """When the goal is checked: ``goal``, one of the game's horizons, or ``{moves: N}``."""
    words = ", ".join(("goal", *game.horizons)) + " or {moves: N}"
    if isinstance(v, dict):
        if set(v) != {"moves"}:
            raise LessonError("until", words)
        _int(v["moves"], "until.moves", 1)
    elif v not in ("goal", *game.horizons):
        raise LessonError("until", f"{v!r}: {words}")
    return v


class _Texts:
    """The lesson's text keys (``title`` and ``texts``), each checked in every
    tutor language when ``check`` is true."""

    def __init__(self, data: dict[str, Any], lid: str, check: bool) -> None:
        given = data.get("texts") or {}
        if not isinstance(given, dict):
            raise LessonError("texts", "a dict of Fluent keys")
        tx = {**default_texts(lid), **given}
        _allowed(tx, TEXT_KEYS, "texts.")
        self.check = check
        self.title = _key(data.get("title", f"lesson-{lid}-title"), "title", check)
        self.intro = self.keys(tx.get("intro", []), "texts.intro")
        self.hints = self.keys(_need(tx, "hints", "texts."), "texts.hints")
        if len(self.hints) != 2:
            raise LessonError("texts.hints", "two hints: a nudge, then the move")
        self.goal = _key(_need(tx, "goal", "texts."), "texts.goal", check)
        self.success = _key(_need(tx, "success", "texts."), "texts.success", check)
        self.fail = _key(tx["fail"], "texts.fail", check) if tx.get("fail") else None

    def keys(self, v: Any, path: str) -> tuple[str, ...]:
        return tuple(_key(k, f"{path}[{i}]", self.check) for i, k in enumerate(_list(v, path)))


def _feedback(fb: Any, game: AnyGame, check: bool) -> tuple[dict[str, str], tuple[WrongMove, ...]]:
    """The lesson's texts for illegal moves (by reason code) and known wrong moves."""
    if not isinstance(fb, dict):
        raise LessonError("feedback", "a dict with illegal and wrong")
    _allowed(fb, ("illegal", "wrong"), "feedback.")
    illegal = {}
    for code, key in (fb.get("illegal") or {}).items():
        if code not in game.reasons:
            raise LessonError(f"feedback.illegal.{code}", "not a reason code")
        illegal[code] = _key(key, f"feedback.illegal.{code}", check)
    wrong = _list(fb.get("wrong", []), "feedback.wrong")
    return illegal, tuple(_wrong(w, f"feedback.wrong[{i}]", check) for i, w in enumerate(wrong))


def _wrong(w: Any, p: str, check: bool) -> WrongMove:
    """One known wrong move: ``move``, ``text``, ``after``, ``then``."""
    if not isinstance(w, dict):
        raise LessonError(p, "a dict with move, text, after, then")
    for k in w:
        if k not in ("move", "text", "after", "then"):
            raise LessonError(f"{p}.{k}", "unknown key (allowed: move, text, after, then)")
    return WrongMove(
        _str(_need(w, "move", f"{p}."), f"{p}.move"),
        _key(_need(w, "text", f"{p}."), f"{p}.text", check),
        _after(w.get("after"), f"{p}.after"),
        _moves(w.get("then", []), f"{p}.then"),
    )


def _after(v: Any, path: str) -> int | tuple[str, ...] | None:
    """``after``: a number of learner moves, or the exact list of them."""
    if v is None:
        return None
    if isinstance(v, list):
        return tuple(" ".join(m.split()) for m in _moves(v, path))
    return _int(v, path)


def _list(v: Any, path: str) -> list[Any]:
    if not isinstance(v, list):
        raise LessonError(path, "a list")
    return v


def read_lesson_file(path: str | Path) -> dict[str, Any]:
    """The raw dict of a lesson file (YAML or JSON)."""
    p = Path(path)
    text = p.read_text(encoding="utf-8")
    try:
        data = json.loads(text) if p.suffix == ".json" else yaml.load(text, Loader=YAML_LOADER)
    except Exception as e:
        raise LessonError("", f"{p.name} is not valid {p.suffix[1:].upper()}: {e}") from None
    if not isinstance(data, dict):
        raise LessonError("", f"{p.name} is not a lesson: a mapping of fields is expected")
    return data


def load_lesson(path: str | Path, check_texts: bool = True) -> Lesson:
    """Load and validate a lesson file."""
    p = Path(path)
    return parse_lesson(read_lesson_file(p), p, check_texts)
