"""Bots play only legal moves, finish games, and the greedy bot beats random."""

from __future__ import annotations

import random

import pytest
from hidden_twins import hidden_twin

import oriflamme
from oriflamme.bots import BOTS, GreedyBot, RandomBot, make_bot, play_game
from oriflamme.bots.hidden import determinize

PLAYERS = ["red", "blue", "green"]


@pytest.mark.parametrize("kind", sorted(BOTS))
@pytest.mark.parametrize("seed", range(5))
def test_bots_play_legal_moves_to_the_end(kind: str, seed: int) -> None:
    state = oriflamme.new_game(PLAYERS, seed=seed)
    # the strong bot with a tiny search: its strength is measured by make bench
    bots = {p: make_bot(kind, seed * 10 + i, iterations=5) for i, p in enumerate(PLAYERS)}
    while not state.finished:
        before = state.to_json()
        move = bots[state.pending.player].choose(state.view(state.pending.player))
        assert state.to_json() == before, "choose() must not change the state"
        assert move in state.legal_moves()
        state.apply(move)
    assert state.winners


def test_same_seed_same_game() -> None:
    games = []
    for _ in range(2):
        state = oriflamme.new_game(PLAYERS, seed=4)
        play_game(state, {p: GreedyBot(i) for i, p in enumerate(PLAYERS)})
        games.append(state.to_json())
    assert games[0] == games[1]


def test_greedy_beats_random_over_30_games() -> None:
    greedy_wins = random_wins = 0.0
    for seed in range(30):
        greedy = PLAYERS[seed % 3]
        state = oriflamme.new_game(PLAYERS, seed=seed)
        bots = {
            p: GreedyBot(seed) if p == greedy else RandomBot(1000 + seed * 3 + i)
            for i, p in enumerate(PLAYERS)
        }
        play_game(state, bots)
        share = 1 / len(state.winners)
        greedy_wins += share * (greedy in state.winners)
        random_wins += share * sum(p != greedy for p in state.winners) / 2
    assert greedy_wins > 1.5 * random_wins


def test_determinize_keeps_own_and_public_cards_and_moves_hidden_ones() -> None:
    state = oriflamme.new_game(PLAYERS, seed=11)
    bot = RandomBot(0)
    for _ in range(8):  # a few placements: face-down cards in the queue
        state.apply(bot.choose(state.view(state.pending.player)))
    viewer = state.pending.player
    view = state.view(viewer)
    worlds = [determinize(view, random.Random(i)) for i in range(20)]
    for world in worlds:
        assert world.view(viewer)["queue"] == state.view(viewer)["queue"]
        assert world.hands[viewer] == state.hands[viewer]
        assert world.legal_moves() == state.legal_moves()
    other = next(p for p in PLAYERS if p != viewer)
    assert len({w.hands[other] for w in worlds}) > 1, "hidden cards must be re-dealt"


def test_greedy_choice_ignores_where_hidden_cards_really_are() -> None:
    """Two games that differ only in an opponent's hidden cards look the same to the bot."""
    state = oriflamme.new_game(PLAYERS, seed=2)
    bot = RandomBot(5)
    for _ in range(9):
        state.apply(bot.choose(state.view(state.pending.player)))
    viewer = state.pending.player
    twin = hidden_twin(state, viewer, 99)
    assert twin.view(viewer) == state.view(viewer)
    assert twin.to_json() != state.to_json()
    for seed in range(5):  # the sampled worlds, and so the choices, are the same
        assert GreedyBot(seed).choose(state.view(viewer)) == GreedyBot(seed).choose(
            twin.view(viewer)
        )
        assert (
            determinize(state.view(viewer), random.Random(seed)).to_json()
            == determinize(twin.view(viewer), random.Random(seed)).to_json()
        )
