"""Try anything (issue 28): every refusal text and every wrong-move text of
every course is reached by clicks on the lesson's board, and so is every
refusal in the sandboxes.

For each lesson (tutorials/*/*.yaml), the learner's road is walked by clicks
(the solution's moves, or the road a wrong move's ``after`` names); at each
position the board is explored as a learner would press it
(``clicks.click_paths``: every button on show, the transparent ones over the
picture too, every choice followed). Then:

- each reason code of the lesson's ``feedback.illegal`` is sent by some click
  (a card on an opponent's stack, a card one cannot pay, a zone not
  highlighted, a payment that does not buy the action…): the lesson's own
  text shows in the feedback and the position is unchanged (the piece snaps
  back);
- each ``feedback.wrong`` move is sent by a click where it applies, and its
  text shows.

Nothing calls the referee directly: the moves go through the buttons.
"""

from __future__ import annotations

from typing import Any

import pytest
from clicks import click_paths, press

from oriflamme.core.errors import IllegalMoveError
from oriflamme.games import get_game
from oriflamme.tutor import all_lessons, lesson
from oriflamme.tutor import texts as tx
from oriflamme.tutor.lesson import Lesson
from oriflamme.widgets import GameView
from oriflamme.widgets.lesson_player import LessonPlayer, _lines
from oriflamme.widgets.orichalque import OrichalqueBoard

LESSONS = all_lessons()


def _open(lsn: Lesson, lang: str = "uk") -> LessonPlayer:
    player = LessonPlayer(lsn.id, lang)
    while player.continue_button.layout.display != "none":
        player.continue_button.click()  # the narration, to the board
    return player


def _walk(player: LessonPlayer, road: tuple[str, ...]) -> None:
    """Play ``road`` (learner moves) from the lesson's start, by clicks."""
    for move in road:
        paths = click_paths(player.view)  # type: ignore[arg-type]
        assert move in paths, f"{player.lesson.id}: no click sends {move!r} on the road {road}"
        press(player.view, paths[move])  # type: ignore[arg-type]
        assert player.last is not None and player.last.ok, (move, player.last)


def _code(lsn: Lesson, state: Any, move: str) -> str | None:
    """The engine's reason code for ``move`` there (None: it is not refused)."""
    game = lsn.game
    try:
        state.copy().apply(move, player=lsn.learner)
    except game.illegal_move as err:
        return str(err.code)
    return None


def _shows(player: LessonPlayer, key: str) -> bool:
    return _lines(tx.text(key, player.lang)) in player.feedback.value


def _roads(lsn: Lesson) -> list[tuple[str, ...]]:
    """The roads to walk: every prefix of the solution, then each road a wrong
    move's ``after`` names that is not one of those."""
    out = [lsn.solution[:k] for k in range(len(lsn.solution))]
    for wm in lsn.wrong:
        if isinstance(wm.after, tuple) and wm.after not in out:
            out.append(wm.after)
    return out


def _applies(wm: Any, road: tuple[str, ...]) -> bool:
    if wm.after is None:
        return True
    if isinstance(wm.after, int):
        return len(road) == wm.after
    return tuple(wm.after) == road


@pytest.mark.parametrize("lsn", LESSONS, ids=lambda x: x.id)
def test_every_refusal_and_wrong_move_text_is_reached_by_clicks(lsn: Lesson) -> None:
    illegal: dict[str, set[str]] = {}  # the lesson's text -> the reason codes it answers
    for code, key in lsn.illegal.items():
        illegal.setdefault(key, set()).add(code)
    wrong = {i: wm for i, wm in enumerate(lsn.wrong)}
    player = _open(lsn)
    for road in _roads(lsn):
        if not illegal and not any(_applies(wm, road) for wm in wrong.values()):
            continue
        player.retry()
        _walk(player, road)
        state = player.run.state
        before = state.to_json()
        paths = click_paths(player.view)  # type: ignore[arg-type]
        legal = set(state.legal_moves())
        for key, codes in list(illegal.items()):
            move = next(
                (m for m in sorted(paths) if m not in legal and _code(lsn, state, m) in codes),
                None,
            )
            if move is None:
                continue
            press(player.view, paths[move])  # type: ignore[arg-type]
            assert player.last is not None and player.last.kind == "illegal", (move, player.last)
            assert _shows(player, key), (codes, move, player.feedback.value)
            assert player.run.state.to_json() == before  # the piece snaps back
            del illegal[key]
        for i, wm in list(wrong.items()):
            if not _applies(wm, road) or wm.move not in paths:
                continue
            press(player.view, paths[wm.move])  # type: ignore[arg-type]
            if wm.after is None and not _shows(player, wm.text):
                continue  # «at any point»: it may be good on this road; another road tells
            assert _shows(player, wm.text), (wm, road, player.feedback.value)
            assert player.run.state.to_json() == before
            del wrong[i]
    assert not illegal, f"refusal texts no click reaches: {illegal}"
    assert not wrong, f"wrong-move texts no click reaches: {list(wrong.values())}"


def test_the_test_covers_every_refusal_text_of_every_course() -> None:
    """Every course's lessons are walked, the Orichalque ones and the base
    placement on a stack among them (the texts issue 28 found unseen)."""
    editions = {x.edition for x in LESSONS}
    assert {"base", "ablaze", "alliance", "orichalque"} <= editions
    codes = {code for x in LESSONS for code in x.illegal}
    assert {
        "not_own_stack",
        "cannot_afford",
        "not_on_island",
        "zone_taken",
        "not_touching",
    } <= codes
    assert {"not_a_shape", "too_many_hoplites", "payment_not_allowed", "not_a_diamond"} <= codes


# ---------------------------------------------------------------- sandboxes


def test_sandbox_a_card_on_an_opponents_stack_is_refused_with_its_reason() -> None:
    """In the sandbox too (no lesson, no referee): a chosen hand card clicked
    onto another family's stack (round 2, G2) is refused by the engine, its
    reason shown on the board, the card back in the hand and the queue as it was."""
    lsn = lesson("placement-stacks")
    state = lsn.game.from_scenario(lsn.scenario)
    view = GameView(state, humans=[lsn.learner], lang="ru")
    before = view.state.to_json()
    queue = view.state.view(lsn.learner)["queue"]
    theirs = next(i for i, stack in enumerate(queue) if stack[-1]["owner"] != lsn.learner)
    paths = click_paths(view)
    card = view.state.view(lsn.learner)["hands"][lsn.learner][0]
    move = f"play {card} on {theirs}"
    assert move in paths and move not in view.state.legal_moves()
    press(view, paths[move])
    game = get_game("oriflamme")
    err = _refusal(view.state, move, lsn.learner)
    assert err.code == "not_own_stack"
    assert view.message == game.explain(err, "ru") and view.error.layout.display != "none"
    assert view.state.to_json() == before and view.selected is None


def test_the_keyboard_reaches_an_opponents_stack_too() -> None:
    """Try anything by keyboard (issue 28, accessibility): with a hand card
    chosen, the row of placement buttons (Tab stops, unlike the transparent
    buttons over the picture) offers both ends and every stack in the queue's
    order, the legal ones highlighted; pressing another family's stack (round 2,
    G2) is refused by the engine with its reason, the queue as it was."""
    lsn = lesson("placement-stacks")
    state = lsn.game.from_scenario(lsn.scenario)
    view = GameView(state, humans=[lsn.learner], lang="fr")
    queue = view.state.view(lsn.learner)["queue"]
    theirs = next(i for i, stack in enumerate(queue) if stack[-1]["owner"] != lsn.learner)
    card = view.state.view(lsn.learner)["hands"][lsn.learner][0]
    view.select(card)
    row = list(view.place_row.children)
    spots = ["start", *(f"on {i}" for i in range(len(queue))), "end"]
    classes = [f"ori-place-{where.replace(' ', '-')}" for where in spots]
    assert [next(c for c in b._dom_classes if c in classes) for b in row] == classes
    legal = {m.split(" ", 2)[2] for m in view.state.legal_moves() if m.startswith(f"play {card}")}
    assert legal and f"on {theirs}" not in legal
    for b, where in zip(row, spots, strict=True):
        assert b.tabbable is not False and not b.disabled
        assert (b.button_style == "primary") == (where in legal), (where, legal)
    before = view.state.to_json()
    row[1 + theirs].click()
    err = _refusal(view.state, f"play {card} on {theirs}", lsn.learner)
    assert err.code == "not_own_stack"
    assert view.message == get_game("oriflamme").explain(err, "fr")
    assert view.state.to_json() == before


def test_sandbox_orichalque_a_metropolis_off_the_port_is_refused_with_its_reason() -> None:
    """Orichalque's sandbox: a metropolis not on a port (two zones clicked, the
    first no port) is refused with the game's words, nothing placed."""
    game = get_game("orichalque")
    state = game.new_game(["red", "blue"], seed=3)
    board = OrichalqueBoard(state, humans=["red", "blue"], lang="fr", see_all=True)
    before = board.state.to_json()
    paths = click_paths(board)
    side = board.state.side(board.state.s.turn)
    zone = next(z for z in side.zones if z not in side.ports)
    other = sorted(side.neighbours[zone])[0]
    move = f"metropolis {zone} {other}"
    assert move in paths
    press(board, paths[move])
    err = _refusal(board.state, move, board.state.pending.player)
    assert err.code == "not_a_port"
    assert board.message == game.explain(err, "fr")
    assert board.state.to_json() == before and board.selection[1] == ()


def _refusal(state: Any, move: str, player: str) -> IllegalMoveError:
    """The engine's refusal of ``move`` there (on a copy)."""
    with pytest.raises(IllegalMoveError) as err:
        state.copy().apply(move, player=player)
    return err.value


def test_an_insurrection_with_no_influence_offers_reveal_and_says_why_not() -> None:
    """L7: an Insurrection is revealed only with influence on it. Its reveal
    decision then offers the bank alone in the engine, but the board offers
    «Reveal» too (what a learner could mean), answered with the rule."""
    game = get_game("oriflamme")
    witness = next(w for w in game.witnesses() if w.code == "needs_influence")
    state = game.from_scenario(witness.scenario)
    player = state.pending.player
    view = GameView(state, humans=[player], lang="fr")
    assert "reveal" not in view.state.legal_moves()
    paths = click_paths(view)
    assert "reveal" in paths and "bank" in paths
    before = view.state.to_json()
    press(view, paths["reveal"])
    err = _refusal(view.state, "reveal", player)
    assert err.code == "needs_influence"
    assert view.message == game.explain(err, "fr")
    assert view.state.to_json() == before
