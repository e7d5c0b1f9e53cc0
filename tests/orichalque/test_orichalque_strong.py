"""Orichalque's strong bot (issue 25): information-set Monte Carlo search over
worlds drawn from what its player sees. It never reads what nobody at the table
knows — the order of the tile piles, of the deck and of the bags, the dice to
come (``GameState.view`` shows them as counts only) — and is deterministic for
its seed."""

from __future__ import annotations

import random

import pytest

from oriflamme.games.orichalque.bots import StrongBot, judge, make_bot
from oriflamme.games.orichalque.engine import build_state, components, new_game
from oriflamme.games.orichalque.game import GAME
from oriflamme.games.orichalque.hidden import determinize


def played(seed: int, n: int):
    """A two-player game after ``n`` random moves (a real position mid-game)."""
    st = new_game(["red", "blue"], seed=seed)
    rng = random.Random(seed)
    for _ in range(n):
        st.apply(rng.choice(st.legal_moves()))
    return st


def other_future(state, rng: random.Random):
    """The same table with another hidden order and another future: the piles,
    the deck and both bags reshuffled, another seed, the next dice fixed."""
    data = state.to_json()
    for pile in data["piles"].values():
        rng.shuffle(pile)
    for key in ("deck", "creature_bag", "building_bag"):
        rng.shuffle(data[key])
    data["seed"] = data["seed"] + 12345
    data["draws"] = data["draws"] + 7
    faces = components().dice
    data["dice"] = [faces[0]] * 6
    twin = build_state(data)
    assert all(twin.view(p) == state.view(p) for p in state.players), "the tables differ"
    assert twin.to_json() != state.to_json(), "nothing hidden changed"
    return twin


@pytest.mark.parametrize("moves", [12, 40])
def test_the_choice_never_depends_on_what_is_hidden(moves):
    # two positions a player cannot tell apart (the same view for every
    # player) get the same search, move for move, from the same seed
    st = played(7, moves)
    twin = other_future(st, random.Random(3))
    one = StrongBot(5, iterations=24).analyse(st)
    two = StrongBot(5, iterations=24).analyse(twin)
    assert one == two
    assert StrongBot(5, iterations=24).choose(st) == StrongBot(5, iterations=24).choose(twin)


def test_worlds_keep_the_table_and_redraw_the_future():
    st = played(11, 30)
    worlds = [determinize(st, random.Random(i)) for i in range(6)]
    for world in worlds:
        # the table as every player sees it is the same; so are the counts
        assert all(world.view(p) == st.view(p) for p in st.players)
        data, real = world.to_json(), st.to_json()
        assert sorted(data["deck"]) == sorted(real["deck"])
        assert sorted(data["creature_bag"]) == sorted(real["creature_bag"])
        assert data["dice"] == [] and not any(data["next_draws"].values())
    orders = {tuple(w.to_json()["deck"]) for w in worlds}
    assert len(orders) > 1, "the deck's order is never drawn anew"
    # the same generator, the same world, whatever the real order was
    twin = other_future(st, random.Random(9))
    assert (
        determinize(st, random.Random(4)).to_json() == determinize(twin, random.Random(4)).to_json()
    )


def test_deterministic_for_a_seed_and_leaves_the_state_alone():
    st = played(2, 25)
    before = st.to_json()
    a = StrongBot(1, iterations=20).analyse(st)
    b = StrongBot(1, iterations=20).analyse(st)
    assert a == b
    assert st.to_json() == before
    assert sorted(s.move for s in a) == sorted(st.legal_moves())
    assert sum(s.visits for s in a) == 20


def test_offered_as_the_strong_level():
    assert GAME.bot_levels["strong"] == "strong"
    assert "strong" in GAME.sandbox.bot_kinds
    assert isinstance(GAME.bot("strong", 1), StrongBot)
    assert isinstance(make_bot("strong", 1), StrongBot)


def test_a_won_game_is_judged_by_its_winner():
    st = played(4, 0)
    while not st.finished:
        st.apply(random.Random(len(st.legal_moves())).choice(st.legal_moves()))
    out = judge(st)
    (winner,) = st.winners
    assert out[winner][1] == 1.0
    assert all(out[p][1] == 0.0 for p in st.players if p != winner)
