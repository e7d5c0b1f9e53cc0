"""Every decision the engine can ask is playable on the board (issue 8).

For every kind of ``pending.decision`` the engine produces — random games of
each edition and of mixed tables, every position of every golden scenario of
``tests/scenarios``, every step of every lesson's solution — the moves
reachable from the board's buttons include every one of ``legal_moves()``: by click
(every button, the transparent ones over the picture included) and by
keyboard (the Tab stops alone). Reachable means: press a button; a hand card
(or the waiting Twin, A2) opens its placement buttons, which are pressed in
turn. A click beyond the legal moves (try anything, issue 28) is a move the
engine refuses with a reason.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

import oriflamme
from oriflamme.bots import RandomBot
from oriflamme.games.oriflamme.engine.errors import ScenarioError
from oriflamme.games.oriflamme.engine.notation import DECISION_VERBS
from oriflamme.tutor import lessons
from oriflamme.widgets import BotTable, GameView
from oriflamme.widgets.lesson_player import LessonPlayer
from oriflamme.widgets.session import GameSession

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
NOT_PLAYING = ("ori-undo", "ori-step-back", "ori-step-forward")
PLAYERS = ["red", "blue", "green"]
TABLES: list[tuple[str, dict[str, str] | None]] = [
    ("base", None),
    ("ablaze", None),
    ("alliance", None),
    ("base", {"blue": "ablaze", "green": "alliance"}),
    ("ablaze", {"red": "alliance"}),
]


def _playing(view: GameView) -> list[Any]:
    return [
        b
        for b in view.buttons()
        if not b.disabled and not any(c in NOT_PLAYING for c in b._dom_classes)
    ]


def reachable(view: GameView) -> tuple[set[str], set[str]]:
    """The moves the board offers now: (by any click, by keyboard alone).

    The view's ``play`` is replaced while exploring, so nothing is played; the
    hand card chosen before is chosen again at the end."""
    clicked: set[str] = set()
    keyed: set[str] = set()
    pressed: list[str] = []
    view.play = lambda move: pressed.append(move) or True  # type: ignore[method-assign]
    before = view.selected
    try:

        def press(b: Any, tabbable: bool) -> None:
            pressed.clear()
            b.click()
            clicked.update(pressed)
            if tabbable and b.tabbable is not False:
                keyed.update(pressed)

        first = _playing(view)
        cards = [b for b in first if "ori-hand-card" in b._dom_classes]
        for b in first:
            if b not in cards:
                press(b, True)
        for card in cards:
            if view.selected is None or f"ori-hand-card--{view.selected}" not in card._dom_classes:
                card.click()  # choose it: its placement buttons appear
            assert view.selected is not None, card._dom_classes
            for b in _playing(view):
                if "ori-hand-card" not in b._dom_classes:
                    press(b, True)
            view.selected = None
            view.refresh()
    finally:
        del view.play
        view.selected = before
        view.refresh()
    return clicked, keyed


def check(view: GameView) -> None:
    """The board offers exactly the legal moves of the decision pending now."""
    pending = view.state.pending
    assert pending is not None and view.session.human_turn
    legal = set(view.state.legal_moves())
    clicked, keyed = reachable(view)
    where = f"decision {pending.decision!r} of {pending.player}"
    assert legal <= clicked, f"{where}: board {sorted(clicked)} misses {sorted(legal - clicked)}"
    assert legal <= keyed, f"{where}: keyboard misses {sorted(legal - keyed)}"
    refused_with_a_reason(view, clicked - legal, where)


def refused_with_a_reason(view: GameView, tried: set[str], where: str) -> None:
    """Try anything (issue 28): a click the board offers beyond the legal moves
    is a move the learner could mean (a card on an opponent's stack, a card
    that is no target, a card out of turn); the engine refuses it with one of
    its reason codes (never «not a move»), and nothing changes."""
    game = view.session.game
    before = view.state.to_json()
    for move in sorted(tried):
        with pytest.raises(game.illegal_move) as err:
            view.state.copy().apply(move, player=view.state.pending.player)
        assert err.value.code in game.reasons and err.value.code != "unknown_move", (where, move)
    assert view.state.to_json() == before


def scenario_files() -> list[Path]:
    """The Oriflamme golden files (Orichalque's, in ``orichalque/``, are another game)."""
    return sorted(
        p
        for p in SCENARIOS.rglob("*.json")
        if not p.name.endswith(".expect.json") and p.parent.name != "orichalque"
    )


#: The Substitution's «from discard or from aside» (A8, decision ``source``) is
#: asked only when the character is in both places, which no valid position
#: holds: each family has one card of each name, and a scenario that puts a card
#: in two places is refused (test below). A hand-written frame that offers both
#: anyway cannot be played and is refused too (issue 19: ``unplayable``).
UNREACHABLE = {"source"}

#: Where the decisions come from: random games of each table (the teacher's
#: view, every family human; and a learner against random bots), every golden
#: scenario (its own moves, then random ones), the positions saved mid-ability.
SOURCES: list[tuple[str, Any]] = (
    [("teacher", (e, f, seed)) for e, f in TABLES for seed in range(2)]
    + [("learner", (e, f, seed)) for e, f in TABLES for seed in range(2)]
    + [("scenario", p) for p in scenario_files()]
)


def source_id(source: tuple[str, Any]) -> str:
    kind, arg = source
    if kind == "scenario":
        return f"{arg.parent.name}/{arg.stem}"
    edition, families, seed = arg
    mixed = "+".join(sorted(set((families or {}).values())))
    return f"{kind}-{edition}{'+' + mixed if mixed else ''}-{seed}"


def drive(source: tuple[str, Any], board: bool) -> dict[str, int]:
    """Play ``source`` through; return how often each kind of decision came to
    a human. With ``board``, through a ``GameView`` whose offer is checked at
    each decision; without, through the bare ``GameSession`` — the same moves
    (the same random choices), so both meet the same decisions."""
    kind, arg = source
    moves: list[str] = []
    controller = None
    if kind in ("teacher", "learner"):
        edition, families, seed = arg
        state = oriflamme.new_game(PLAYERS, edition, seed=seed, families=families)
        if kind == "learner":
            controller = BotTable({"blue": RandomBot(seed), "green": RandomBot(seed + 1)})
    else:
        data = json.loads(arg.read_text(encoding="utf-8"))
        moves = data.pop("moves", [])
        state = oriflamme.load_scenario(data)
    humans = ["red"] if kind == "learner" else list(state.players)
    see_all = kind != "learner"
    if board:
        lang = {"teacher": "uk", "learner": "fr"}.get(kind, "ru")
        view = GameView(state, humans, controller=controller, see_all=see_all, lang=lang)
        session = view.session
    else:
        session = GameSession(state, tuple(humans), controller, see_all=see_all)
        session.run_controller()
    rng = random.Random(source_id(source))
    limit = 12 if kind == "scenario" else 400
    seen: dict[str, int] = {}
    scripted = iter(moves)
    for step in range(len(moves) + limit + 1):
        pending = session.state.pending
        if pending is None:
            break
        seen[pending.decision] = seen.get(pending.decision, 0) + 1
        if board:
            check(view)
        if step == len(moves) + limit:
            break
        move = next(scripted, None) or rng.choice(session.state.legal_moves())
        if board:
            assert view.play(move), f"{move}: {view.message}"
        else:
            session.play(move)
    return seen


@pytest.mark.parametrize("source", SOURCES, ids=source_id)
def test_every_decision_is_offered_on_the_board(source: tuple[str, Any]) -> None:
    seen = drive(source, board=True)
    assert seen, "no decision was checked"
    assert seen == drive(source, board=False)  # the same decisions as the engine alone


def test_the_sources_meet_every_kind_of_decision() -> None:
    """The positions checked above bring every kind of decision the engine
    knows (DECISION_VERBS): the twin's placement, the Combination's tokens…"""
    kinds: set[str] = set()
    for source in SOURCES:
        kinds |= set(drive(source, board=False))
    expected = set(DECISION_VERBS) - UNREACHABLE
    assert kinds == expected, sorted(expected ^ kinds)


def test_the_substitutions_source_choice_is_unreachable() -> None:
    """Why ``source`` is not met (A8): a card in both a discard and the aside
    cards is refused, naming the field."""
    data = {
        "edition": "ablaze",
        "players": PLAYERS,
        "queue": [[{"card": "substitution", "owner": "red"}]],
        "discards": {"red": ["queen"]},
        "aside": {"red": ["queen"]},
    }
    with pytest.raises(ScenarioError, match=r"each card is in one place"):
        oriflamme.load_scenario(data)


def test_the_twin_is_placed_with_the_hand_cards_controls() -> None:
    """A2 (tests/scenarios/ablaze/prince_places_twin.json, its first move only):
    Red reveals its Prince; the board shows the waiting Twin chosen, with the
    placement buttons; «at the end» plays ``play twin end``."""
    data = json.loads((SCENARIOS / "ablaze" / "prince_places_twin.json").read_text("utf-8"))
    data["moves"] = data["moves"][:1]
    for humans, see_all in ((["red"], False), (PLAYERS, True)):
        state = oriflamme.load_scenario(copy.deepcopy(data))
        assert state.pending is not None and state.pending.decision == "place_twin"
        view = GameView(state, humans=humans, see_all=see_all, lang="uk")
        assert view.selected == "twin"
        classes = {c for b in view.buttons() for c in b._dom_classes}
        offered = {"ori-hand-card--twin", "ori-place-start", "ori-place-end", "ori-place-on-2"}
        assert offered <= classes
        assert "Близнюк" in view.hand_title.value and "Близнюк" in view.status.value
        twin = next(b for b in view.buttons() if "ori-hand-card--twin" in b._dom_classes)
        twin.click()  # choosing it again keeps it chosen: it is the only card to place
        assert view.selected == "twin"
        end = next(b for b in view.buttons() if "ori-place-end" in b._dom_classes)
        end.click()
        assert view.session.steps[-1].move == "play twin end"
        assert view.state.pending is not None and view.state.pending.decision == "reveal"


@pytest.mark.parametrize("lesson_id", [x.id for x in lessons()])
def test_every_decision_of_a_lesson_is_offered_on_its_board(lesson_id: str) -> None:
    """A lesson's board, at each step of its solution: exactly the legal moves."""
    player = LessonPlayer(lesson_id, "uk")
    checked = 0
    for move in player.lesson.solution:
        assert player.view is not None
        if player.view.session.human_turn:
            check(player.view)
            checked += 1
        player.play(move)
    assert checked == len(player.lesson.solution)  # every move of it is the learner's
