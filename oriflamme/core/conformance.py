"""``conformance(game)``: what every game of the tutor must keep, checked the
same way for each (in the spirit of OpenSpiel's ``random_sim_test`` and
PettingZoo's ``api_test``).

Random games are played from fresh deals (the sandbox's seatings, every
playable edition), and at every decision:

- **the decision**: ``pending`` is None exactly when the game is over, its
  moves are ``legal_moves()``, never empty;
- **JSON**: ``to_json()`` is plain JSON and loads back the same through
  ``from_json``, with the same legal moves; the position exported as a
  scenario (``to_scenario``) loads back the same (``check_round_trip``);
- **copy**: a move played on ``copy()`` leaves the original untouched;
- **undo**: after a move, ``undo()`` gives the move back and the position as
  it was; played again, the move gives the same events;
- **refusals**: moves seen elsewhere in the game, legal moves with a word or a
  number changed, garbage, and a legal move by a player who does not decide
  are refused with the game's ``illegal_move`` and a code of ``game.reasons``,
  the state untouched; at the end, every code of ``reasons`` must have been
  met — in play or in one of the game's ``witnesses()`` (real positions where
  random play seldom goes);
- **views, fail-closed**: for each player, the game's ``redraw`` (what that
  player may not see, drawn anew) gives a position whose view for that player
  is the same; a game that hides things must redraw them now and then;
- **events**: each event, as every player may see it (``event_for``), is of
  the same kind.

Then the files: a position's scenario with a key given a value of the wrong
kind is either accepted or refused with the game's ``scenario_error`` naming
that key; an unknown key is refused by name; an illegal move in ``moves`` is
refused with its number; a value nested too deep is the game's
``scenario_error``. Then the shell's members: the sandbox's seatings and bots,
the desk's new games, the board; with ``texts``, the Fluent keys the game
names exist in every language and its words tell its events, moves and
refusals.

A failure raises :class:`ConformanceError` naming the game, the check, the
seed and the move. ``tests/games/test_conformance.py`` runs it over every
registered game (and the toy game of ``tests/games``) in ``make test``, and
against deliberately broken games.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .protocol import Game, Scenario, State
from .registry import games as registered_games

#: Values of the wrong kind given to each key of a scenario.
WRONG_VALUES: tuple[object, ...] = (None, "?", -1, [], {}, [[["?"]]])
#: Text that is no move of any game.
GARBAGE: tuple[str, ...] = ("", "jump", "∅ 0", "9" * 40)
#: How many refusals are tried at each decision, at most.
REFUSALS = 6
#: Every ``VIEW_EVERY``-th decision, each player's view is checked against a redraw.
VIEW_EVERY = 3


class ConformanceError(AssertionError):
    """A game broke a rule of the protocol (the message names game, check, seed)."""


@dataclass
class Report:
    """What a conformance run played and met."""

    game: str
    games: int = 0
    decisions: int = 0
    refusals: int = 0
    codes: set[str] = field(default_factory=set)
    witnessed: set[str] = field(default_factory=set)
    redraws: int = 0
    redrawn: int = 0
    fields: set[str] = field(default_factory=set)


def _check_tabs(game: Game[Any, Any]) -> None:
    """A game the app shows (with the shell's words) names the widgets of its tabs."""
    for attr in ("board_widget", "sandbox_widget", "reference_widget"):
        spec = getattr(game, attr)
        _require(
            (attr == "reference_widget" and not spec) or spec.count(":") == 1,
            game,
            "shell",
            f"{attr} {spec!r} is not 'module:Class'",
        )


def _check_desk(game: Game[Any, Any]) -> None:
    """The teacher's desk lists every game's new deals as ``new:<id>``: an id
    names one deal only, among all registered games, and each one deals."""
    ids = [g.id for g in game.desk_new_games()]
    _require(len(set(ids)) == len(ids), game, "desk", f"new games named twice: {ids}")
    for other in registered_games():
        if other is not game:
            both = sorted(set(ids) & {g.id for g in other.desk_new_games()})
            _require(not both, game, "desk", f"new games {both} also offered by {other.name!r}")
    for new in game.desk_new_games():
        game.new_game(new.players, seed=new.seed, edition=new.edition)


def conformance(
    game: Game[Any, Any],
    *,
    games: int = 12,
    seed: int = 0,
    texts: bool = True,
    max_moves: int = 5000,
) -> Report:
    """Check ``game`` against the protocol (see the module doc); the report
    says what was played. ``texts=False`` skips the Fluent keys and words (a
    game without catalogs, like the toy game of the tests)."""
    report = Report(game.name)
    _check_members(game)
    _check_desk(game)
    if texts:
        _check_tabs(game)
    for i in range(games):
        _play(game, i, seed * 1_000_003 + i, report, texts, max_moves)
    _require(
        report.redraws == 0 or report.redrawn > 0,
        game,
        "views",
        "redraw() never changed a position: the view check would prove nothing",
    )
    _check_witnesses(game, report)
    missing = set(game.reasons) - report.codes - report.witnessed
    _require(
        not missing,
        game,
        "reasons",
        f"reason codes never met in play nor in witnesses(): {sorted(missing)}",
    )
    unknown = report.witnessed - set(game.reasons)
    _require(not unknown, game, "reasons", f"witnesses name unknown codes {sorted(unknown)}")
    _check_files(game, report)
    _check_shell(game, texts)
    return report


# ---------------------------------------------------------------- helpers


def _require(ok: bool, game: Game[Any, Any], check: str, message: str) -> None:
    if not ok:
        raise ConformanceError(f"{game.name}: {check}: {message}")


def _dump(data: object) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, default=_plain)


def _plain(x: object) -> object:
    """Events are the engine's objects (named tuples, dicts): made JSON-able."""
    asdict = getattr(x, "_asdict", None)
    if callable(asdict):
        return [type(x).__name__, asdict()]
    raise TypeError(f"not plain data: {type(x).__name__}")


def _players(game: Game[Any, Any], i: int) -> tuple[list[str], str | None]:
    """The seating and edition of random game ``i``: the sandbox's."""
    box = game.sandbox
    n = box.opponent_counts[i % len(box.opponent_counts)]
    editions = box.editions or game.editions
    return [box.learner, *box.opponents[:n]], editions[i // 2 % len(editions)]


# ---------------------------------------------------------------- play


def _play(
    game: Game[Any, Any], i: int, seed: int, report: Report, texts: bool, max_moves: int
) -> None:
    players, edition = _players(game, i)
    st = game.track_undo(game.new_game(players, seed=seed, edition=edition))
    again = game.new_game(players, seed=seed, edition=edition)
    where = f"game {i} (seed {seed}, {edition}, {len(players)} players)"
    _require(
        _dump(st.to_json()) == _dump(again.to_json()),
        game,
        "determinism",
        f"{where}: the same seed dealt two different games",
    )
    rng = random.Random(seed)
    seen: dict[str, None] = {}  # every legal move met in this game, in order
    n = 0
    while not st.finished:
        at = f"{where}, decision {n}"
        legal = st.legal_moves()
        pending = st.pending
        _require(pending is not None, game, "decision", f"{at}: not finished, nothing pending")
        assert pending is not None
        _require(bool(legal), game, "decision", f"{at}: a decision without legal moves")
        _require(
            list(pending.moves) == legal,
            game,
            "decision",
            f"{at}: pending.moves differ from legal_moves()",
        )
        seen.update(dict.fromkeys(legal))
        before = _dump(st.to_json())
        _check_json(game, st, legal, at)
        _check_refusals(game, st, legal, list(seen), rng, report, at)
        _require(
            _dump(st.to_json()) == before,
            game,
            "refusals",
            f"{at}: a refused move changed the state",
        )
        if n % VIEW_EVERY == 0:
            _check_views(game, st, rng, report, at)
        move = rng.choice(legal)
        _check_copy(game, st, move, before, at)
        events = list(st.apply(move, player=pending.player))
        _check_events(game, st, events, texts, at, move)
        _check_undo(game, st, move, events, before, at)
        if texts and n % 11 == 0:
            _check_words(game, st, legal, events, at)
        n += 1
        report.decisions += 1
        _require(n < max_moves, game, "end", f"{where}: no end after {max_moves} moves")
    _require(st.pending is None, game, "decision", f"{where}: finished, yet a decision pending")
    _require(set(st.winners) <= set(st.players), game, "end", f"{where}: winners not at the table")
    try:
        st.apply(next(iter(seen)))
    except game.illegal_move as e:
        _refused(game, e, report, f"{where}, finished")
    else:
        raise ConformanceError(f"{game.name}: end: {where}: a move played after the end")
    report.games += 1


def _check_json(game: Game[Any, Any], st: State[Any], legal: list[str], at: str) -> None:
    data = st.to_json()
    try:
        text = json.dumps(data, sort_keys=True)
    except (TypeError, ValueError) as e:
        raise ConformanceError(f"{game.name}: json: {at}: to_json() is not plain JSON ({e})") from e
    back = game.from_json(json.loads(text))
    _require(
        json.dumps(back.to_json(), sort_keys=True) == text,
        game,
        "json",
        f"{at}: from_json(to_json()) is another position",
    )
    _require(back.legal_moves() == legal, game, "json", f"{at}: other legal moves after JSON")
    try:
        game.check_round_trip(st)
    except game.scenario_error as e:
        raise ConformanceError(f"{game.name}: json: {at}: no round trip ({e})") from None
    scenario = game.to_scenario(st)
    again = game.from_scenario(json.loads(json.dumps(scenario)))
    _require(
        _dump(again.to_json()) == _dump(data),
        game,
        "json",
        f"{at}: to_scenario() does not load back the same position",
    )


def _mutations(move: str, words: Sequence[str]) -> Iterable[str]:
    """A legal move with one number or one word changed."""
    parts = move.split(" ")
    for j, part in enumerate(parts):
        if re.fullmatch(r"-?\d+", part):
            for other in (str(int(part) + 1), "99", "-1"):
                yield " ".join([*parts[:j], other, *parts[j + 1 :]])
        elif j and words:
            yield " ".join([*parts[:j], words[(j * 7 + len(move)) % len(words)], *parts[j + 1 :]])
    yield f"{move} {parts[-1]}"


def _check_refusals(
    game: Game[Any, Any],
    st: State[Any],
    legal: list[str],
    seen: list[str],
    rng: random.Random,
    report: Report,
    at: str,
) -> None:
    words = sorted({w for m in seen for w in m.split(" ")[1:] if not w.lstrip("-").isdigit()})
    pool = [m for m in seen if m not in legal]
    candidates = rng.sample(pool, min(2, len(pool)))
    mutated = [m for m in _mutations(rng.choice(legal), words) if m not in legal]
    candidates += rng.sample(mutated, min(2, len(mutated)))
    candidates.append(rng.choice(GARBAGE))
    pending = st.pending
    assert pending is not None
    others = [p for p in st.players if p != pending.player]
    tries: list[tuple[str, str | None]] = [(m, None) for m in candidates[: REFUSALS - 1]]
    if others:
        tries.append((rng.choice(legal), rng.choice(others)))
    for move, player in tries:
        try:
            st.apply(move, player=player)
        except game.illegal_move as e:
            _refused(game, e, report, f"{at}: {move!r} by {player}")
        except Exception as e:
            raise ConformanceError(
                f"{game.name}: refusals: {at}: {move!r} by {player} raised "
                f"{type(e).__name__}: {e} instead of {game.illegal_move.__name__}"
            ) from e
        else:
            _check_alias(game, st, move, legal, f"{at}: {move!r} by {player}")


def _check_alias(
    game: Game[Any, Any], st: State[Any], move: str, legal: list[str], at: str
) -> None:
    """A move not in ``legal_moves()`` was accepted: only as another spelling of
    a legal one (``place d5 c5`` for ``place c5 d5``), the same position after."""
    after = _dump(st.to_json())
    st.undo()
    for m in legal:
        cp = st.copy()
        cp.apply(m)
        if _dump(cp.to_json()) == after:
            return
    raise ConformanceError(
        f"{game.name}: refusals: {at} was accepted, and is no legal move (legal: {legal[:8]})"
    )


def _refused(game: Game[Any, Any], e: Exception, report: Report, at: str) -> None:
    code = getattr(e, "code", None)
    _require(
        code in game.reasons,
        game,
        "refusals",
        f"{at}: refused with {code!r}, not a code of reasons",
    )
    assert isinstance(code, str)
    report.codes.add(code)
    report.refusals += 1


def _check_copy(game: Game[Any, Any], st: State[Any], move: str, before: str, at: str) -> None:
    cp = st.copy()
    _require(_dump(cp.to_json()) == before, game, "copy", f"{at}: copy() is another position")
    cp.apply(move)
    _require(
        _dump(st.to_json()) == before,
        game,
        "copy",
        f"{at}: a move played on copy() changed the original ({move!r})",
    )


def _check_undo(
    game: Game[Any, Any],
    st: State[Any],
    move: str,
    events: list[Any],
    before: str,
    at: str,
) -> None:
    after = _dump(st.to_json())
    took = st.undo()
    _require(took == move, game, "undo", f"{at}: undo() gave {took!r}, not {move!r}")
    _require(
        _dump(st.to_json()) == before,
        game,
        "undo",
        f"{at}: undo() of {move!r} did not give the position back",
    )
    replayed = list(st.apply(move))
    _require(
        _dump(replayed) == _dump(events) and _dump(st.to_json()) == after,
        game,
        "undo",
        f"{at}: {move!r} played again after undo() gave other events",
    )


def _check_views(
    game: Game[Any, Any], st: State[Any], rng: random.Random, report: Report, at: str
) -> None:
    teacher = st.view(None)
    _dump(teacher)
    for p in st.players:
        view = _dump(st.view(p))
        other = game.redraw(st, p, rng)
        if other is None:
            continue
        report.redraws += 1
        if _dump(other.to_json()) != _dump(st.to_json()):
            report.redrawn += 1
        _require(
            _dump(other.view(p)) == view,
            game,
            "views",
            f"{at}: {p}'s view changes with what {p} may not see: {_diff(view, other.view(p))}",
        )


def _diff(a: str, b: object) -> str:
    x, y = json.loads(a), json.loads(_dump(b))
    keys = sorted(k for k in set(x) | set(y) if x.get(k) != y.get(k))
    return f"keys {keys}" if keys else "(same keys)"


def _check_events(
    game: Game[Any, Any], st: State[Any], events: list[Any], texts: bool, at: str, move: str
) -> None:
    for e in events:
        kind = game.event_kind(e)
        for viewer in (None, *st.players):
            seen = game.event_for(e, viewer)
            _require(
                game.event_kind(seen) == kind,
                game,
                "events",
                f"{at}: {move!r}: {kind} as {viewer} sees it is another kind of event",
            )
            _dump(seen)


def _check_words(
    game: Game[Any, Any], st: State[Any], legal: list[str], events: list[Any], at: str
) -> None:
    from oriflamme.i18n import LANGS

    for lang in LANGS:
        for m in legal[:4]:
            _require(bool(game.move_text(m, lang)), game, "words", f"{at}: no words for {m!r}")
        for e in events:
            _require(bool(game.narrate(e, lang)), game, "words", f"{at}: an event untold")
        _require(
            "<svg" in game.board_svg(st, st.players[0], lang),
            game,
            "board",
            f"{at}: board_svg() drew no SVG",
        )


# ---------------------------------------------------------------- witnesses


def _check_witnesses(game: Game[Any, Any], report: Report) -> None:
    for w in game.witnesses():
        st = game.from_scenario(json.loads(json.dumps(w.scenario)))
        before = _dump(st.to_json())
        try:
            st.apply(w.move, player=w.player)
        except game.illegal_move as e:
            _require(
                getattr(e, "code", None) == w.code,
                game,
                "witnesses",
                f"{w.move!r} is refused with {getattr(e, 'code', None)!r}, not {w.code!r}",
            )
        else:
            raise ConformanceError(f"{game.name}: witnesses: {w.move!r} ({w.code}) was accepted")
        _require(
            _dump(st.to_json()) == before,
            game,
            "witnesses",
            f"the refused {w.move!r} changed the state",
        )
        report.witnessed.add(w.code)


# ---------------------------------------------------------------- files


def _names(field: str, key: str) -> bool:
    return field == key or field.startswith((f"{key}.", f"{key}["))


def _load(game: Game[Any, Any], data: Scenario, what: str) -> Exception | None:
    """Load ``data``; the error the game raised (None: accepted). Anything but
    the game's own errors is a failure."""
    try:
        game.from_scenario(data)
    except (game.scenario_error, game.illegal_move) as e:
        return e
    except Exception as e:
        raise ConformanceError(
            f"{game.name}: files: {what}: {type(e).__name__}: {e} "
            f"instead of {game.scenario_error.__name__}"
        ) from e
    return None


def _check_files(game: Game[Any, Any], report: Report) -> None:
    players, edition = _players(game, 1)
    st = game.new_game(players, seed=7, edition=edition)
    for _ in range(2):  # a position two moves in
        if not st.finished:
            st.apply(st.legal_moves()[0])
    base = game.to_scenario(st)
    for key in sorted(base):
        if key == "moves":
            continue
        for bad in WRONG_VALUES:
            data = json.loads(json.dumps(base))
            data[key] = bad
            err = _load(game, data, f"{key} = {bad!r}")
            if err is None:
                continue
            _require(
                isinstance(err, game.scenario_error),
                game,
                "files",
                f"{key} = {bad!r}: {type(err).__name__} ({err}), not a scenario error",
            )
            fld = str(getattr(err, "field", ""))
            _require(
                _names(fld, key),
                game,
                "files",
                f"{key} = {bad!r}: the error names {fld!r}, not {key!r} ({err})",
            )
            report.fields.add(key)
    data = dict(base, no_such_key=1)
    err = _load(game, data, "an unknown key")
    _require(
        isinstance(err, game.scenario_error) and getattr(err, "field", "") == "no_such_key",
        game,
        "files",
        f"an unknown key is not refused by name ({err!r})",
    )
    data = dict(base, moves=["∅ no such move"])
    err = _load(game, data, "an illegal move")
    if isinstance(err, game.illegal_move):
        _require(
            getattr(err, "index", None) == 1,
            game,
            "files",
            "an illegal move of a scenario does not say its number (index 1)",
        )
    else:
        _require(
            err is not None and _names(str(getattr(err, "field", "")), "moves"),
            game,
            "files",
            f"an illegal move of a scenario is not refused ({err!r})",
        )
    deep: object = 0
    for _ in range(60):
        deep = [deep]
    key = next(iter(sorted(base)))
    err = _load(game, dict(base, **{key: deep}), "a value nested 60 deep")
    _require(
        isinstance(err, game.scenario_error),
        game,
        "files",
        f"a value nested 60 deep is not the game's scenario error ({err!r})",
    )


# ---------------------------------------------------------------- the shell's members


def _check_members(game: Game[Any, Any]) -> None:
    _require(bool(game.name) and bool(game.editions), game, "members", "a name and editions")
    _require(bool(game.reasons), game, "members", "no reason codes")
    _require(
        issubclass(game.illegal_move, Exception) and issubclass(game.scenario_error, Exception),
        game,
        "members",
        "illegal_move and scenario_error are exception classes",
    )
    box = game.sandbox
    _require(box.learner not in box.opponents, game, "sandbox", "the learner is an opponent")
    _require(
        set(box.editions) <= set(game.editions) and bool(box.editions),
        game,
        "sandbox",
        f"editions {box.editions} are not the game's",
    )
    _require(
        box.default_bot in box.bot_kinds and bool(box.opponent_counts),
        game,
        "sandbox",
        "the default bot is not one of its kinds, or no opponent count",
    )
    _require(
        max(box.opponent_counts) <= len(box.opponents),
        game,
        "sandbox",
        "more opponents than seats",
    )


def _check_shell(game: Game[Any, Any], texts: bool) -> None:
    box = game.sandbox
    players = [box.learner, *box.opponents[: box.opponent_counts[0]]]
    st = game.new_game(players, seed=3, edition=box.editions[0])
    for kind in (*box.bot_kinds, *game.bot_levels):
        before = _dump(st.to_json())
        move = game.bot(kind, 1).choose(st)
        _require(move in st.legal_moves(), game, "bots", f"{kind} chose {move!r}: not legal")
        _require(_dump(st.to_json()) == before, game, "bots", f"{kind} changed the state")
    _require("<svg" in game.board_svg(st, None, "uk"), game, "board", "board_svg() drew no SVG")
    if not texts:
        return
    from oriflamme.i18n import LANGS, has

    keys = [
        game.title_key,
        game.heading_key,
        game.about_key,
        game.brand_key,
        game.loading_key,
        game.loading_step_key,
        game.app_title_key,
        game.landing_open_key,
        *([game.landing_text_key] if game.landing_text_key else []),
        *(game.handout_title_key(e) for e in game.handout_editions()),
        *(game.reason_key(code) for code in game.reasons),
        *(g.label_key for g in game.desk_new_games()),
        *(k for g in game.desk_new_games() for k in g.label_args.values()),
    ]
    for lang in LANGS:
        missing = [k for k in keys if not has(k, lang)]
        _require(not missing, game, "texts", f"{lang}: no message for {missing}")
