"""Bots never read hidden information: they take their player's view, never the
state, and deal the cards it hides themselves (issue 18; docs/bots.md).

``hidden_twin`` builds a second game that differs from the first only in
cards the deciding player cannot see; every bot level, several seeds, every
edition and a mixed table must choose the same move in both.
"""

from __future__ import annotations

import random

import pytest
from hidden_twins import hidden_twin, midgame

import oriflamme
from oriflamme.bots import LEVELS, RandomBot, make_bot
from oriflamme.bots.advisor import advise
from oriflamme.bots.hidden import Knowledge, determinize
from oriflamme.games.oriflamme.engine.model import ID

TABLES = [
    ("base", None),
    ("ablaze", None),
    ("alliance", None),
    ("base", {"blue": "ablaze", "green": "alliance"}),
]


def _twins(seed: int, edition: str, families) -> tuple[oriflamme.GameState, ...]:
    """A game where the deciding player has a real choice, and its hidden twin."""
    for moves in range(8 + seed, 60):
        state = midgame(seed, moves, edition, families)
        if state.finished or len(state.legal_moves()) < 2:
            continue
        viewer = state.pending.player
        twin = hidden_twin(state, viewer, seed)
        if twin.to_json() != state.to_json():
            return state, twin
    raise AssertionError("no position with hidden cards and a choice")


@pytest.mark.parametrize(("edition", "families"), TABLES)
@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_bot_chooses_the_same_whatever_the_hidden_cards(level, edition, families) -> None:
    for seed in range(3):
        state, twin = _twins(seed, edition, families)
        viewer = state.pending.player
        assert twin.view(viewer) == state.view(viewer), "the twin must look the same"
        assert twin.to_json() != state.to_json(), "the two games must really differ"
        for bot_seed in range(2):
            a = make_bot(level, bot_seed, iterations=20).choose(state.view(viewer))
            b = make_bot(level, bot_seed, iterations=20).choose(twin.view(viewer))
            assert a == b, (level, seed, bot_seed)
            assert a in state.legal_moves()


@pytest.mark.parametrize(("edition", "families"), TABLES)
def test_the_advisor_advises_the_same_whatever_the_hidden_cards(edition, families) -> None:
    state, twin = _twins(1, edition, families)
    viewer = state.pending.player
    a = advise(state.view(viewer), seed=3, iterations=20)
    b = advise(twin.view(viewer), seed=3, iterations=20)
    assert a == b
    assert sorted(m.move for m in a.moves) == sorted(state.legal_moves())


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_bot_refuses_the_state_and_the_teachers_view(level) -> None:
    state = oriflamme.new_game(["red", "blue", "green"], seed=5)
    bot = make_bot(level, 0, iterations=5)
    with pytest.raises(TypeError, match="view"):
        bot.choose(state)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="view"):
        bot.choose(state.view(None))
    with pytest.raises(TypeError, match="view"):
        bot.choose(state.to_json())  # type: ignore[arg-type]
    other = next(p for p in state.players if p != state.pending.player)
    with pytest.raises(ValueError, match="no decision is pending"):
        bot.choose(state.view(other))


@pytest.mark.parametrize(("edition", "families"), TABLES)
def test_worlds_dealt_from_a_view_look_the_same_to_its_player(edition, families) -> None:
    """Each sampled world shows its player exactly their view and the same
    legal moves; the opponents' hidden cards move from world to world."""
    moved = False
    for seed in range(4):
        rng = random.Random(seed)
        state = oriflamme.new_game(["red", "blue", "green"], edition, seed=seed, families=families)
        bot = RandomBot(seed)
        while not state.finished:
            viewer = state.pending.player
            view = state.view(viewer)
            hidden = Knowledge(view).hidden
            worlds = [determinize(view, rng) for _ in range(3)]
            for world in worlds:
                assert world.view(viewer) == view
                assert world.legal_moves() == state.legal_moves()
            other = next(p for p in hidden if hidden[p][0])
            moved = moved or len({w.to_json()["hands"][other].__repr__() for w in worlds}) > 1
            state.apply(bot.choose(view))
    assert moved, "hidden cards must be dealt anew"


def test_a_lesson_position_with_cards_out_of_the_game_is_dealt_from_what_remains() -> None:
    """A hand-written position names only some cards; the others may be out of
    the game: the hidden places get a random choice of the unseen cards."""
    state = oriflamme.load_scenario(
        {
            "players": ["red", "blue"],
            "round": 3,
            "queue": [[{"card": "soldier", "owner": "blue"}], [{"card": "spy", "owner": "red"}]],
            "hands": {"red": ["archer", "heir"], "blue": ["lord"]},
        }
    )
    view = state.view("red")
    rng = random.Random(0)
    seen = {determinize(view, rng).queue[0][-1][ID] for _ in range(40)}
    assert len(seen) > 3 and "soldier" in seen
    assert all(determinize(view, rng).hands["red"] == ("archer", "heir") for _ in range(5))
