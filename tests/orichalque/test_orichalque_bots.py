"""Orichalque's computer players (issue 16, the sandbox): legal moves only, the
state untouched, games played to a victory, the greedy bot better than random,
and a fight scored by its odds, never by the dice the copy would roll."""

from __future__ import annotations

import pytest
from helpers_orichalque import at_action, island

from oriflamme.games.orichalque.bots import GreedyBot, RandomBot, make_bot
from oriflamme.games.orichalque.engine import new_game


def play(kinds: list[str], seed: int) -> tuple[object, int]:
    players = ["a", "b", "c", "d"][: len(kinds)]
    st = new_game(players, seed=seed)
    bots = {
        p: make_bot(k, seed * 10 + i) for i, (p, k) in enumerate(zip(players, kinds, strict=True))
    }
    moves = 0
    while not st.finished:
        pending = st.pending
        assert pending is not None
        before = st.to_json()
        move = bots[pending.player].choose(st)
        assert st.to_json() == before, "choose() changed the state"
        assert move in pending.moves
        st.apply(move, player=pending.player)
        moves += 1
        assert moves < 3000, "no winner"
    return st, moves


@pytest.mark.parametrize(
    "kinds", [["random", "random"], ["greedy", "random", "greedy"], ["greedy"] * 4]
)
def test_bots_play_a_game_to_a_victory(kinds):
    # «Конец игры»: 5 points and no creature on one's island
    st, _ = play(kinds, seed=3)
    (winner,) = st.winners
    assert st.points(winner) >= 5
    assert not st.s.islands[winner].creatures


def test_greedy_beats_random_most_of_the_time():
    wins = sum(play(["greedy", "random"], seed)[0].winners == ["a"] for seed in range(8))
    assert wins >= 6


def test_same_seed_same_choices():
    st = new_game(["a", "b"], seed=5)
    assert RandomBot(1).choose(st) == RandomBot(1).choose(st)
    assert GreedyBot(1).choose(st) == GreedyBot(1).choose(st)


def test_greedy_fights_by_the_odds_not_by_the_dice():
    # the fixed dice would make a 0-hoplite fight win; the greedy bot may not
    # know that: with 3 hoplites in hand it sends some against a Cyclops
    st = at_action(
        "fight1",
        islands={"a": island(tiles=[["s01", ["c4"]]], creatures={"c4": "cyclops1"})},
        supplies={"a": {"hoplites": 3}},
        dice=["skull", 1, 1, 1],
    )
    assert GreedyBot(0).choose(st) == "fight c4 3"


def test_unknown_bot_kind():
    with pytest.raises(ValueError, match="unknown Orichalque bot 'clever'"):
        make_bot("clever")
