"""The strong bot (ISMCTS) and the match command.

Tests keep the search tiny (a few dozen iterations): its strength is measured
by ``make bench``, not here.
"""

from __future__ import annotations

import pytest
from hidden_twins import hidden_twin, midgame

import oriflamme
from oriflamme.__main__ import main as cli
from oriflamme.bots import LEVELS, GreedyBot, RandomBot, StrongBot, make_bot
from oriflamme.bots.match import mean_ci, play_match
from oriflamme.games.oriflamme.engine import build_state

PLAYERS = ["red", "blue", "green"]


def _hidden_twin(state: oriflamme.GameState, viewer: str) -> oriflamme.GameState:
    """The same game but with an opponent's hidden cards elsewhere (their hand,
    the cards they set aside, their face-down cards in the queue)."""
    return hidden_twin(state, viewer)


@pytest.mark.parametrize(
    ("seed", "moves", "edition", "families"),
    [
        (1, 9, "base", None),
        (2, 14, "base", None),
        (3, 10, "ablaze", None),
        (4, 12, "alliance", None),
        (5, 11, "base", {"blue": "ablaze", "green": "alliance"}),
    ],
)
def test_bots_never_read_hidden_cards(seed, moves, edition, families) -> None:
    """A bot given two states that differ only in cards its player cannot see
    chooses the same move (every level, every edition, a mixed table)."""
    state = midgame(seed, moves, edition, families=families)
    viewer = state.pending.player
    twin = _hidden_twin(state, viewer)
    assert twin.view(viewer) == state.view(viewer)
    assert twin.to_json() != state.to_json(), "the two games must really differ"
    for level in LEVELS:
        for s in range(2):
            a = make_bot(level, s, iterations=25).choose(state.view(viewer))
            b = make_bot(level, s, iterations=25).choose(twin.view(viewer))
            assert a == b, (level, s)


def test_strong_bot_plays_legal_moves_to_the_end_and_leaves_the_state_alone() -> None:
    state = oriflamme.new_game(PLAYERS, "ablaze", seed=8)
    bots = {p: StrongBot(i, time_budget=None, iterations=6) for i, p in enumerate(PLAYERS)}
    while not state.finished:
        before = state.to_json()
        move = bots[state.pending.player].choose(state.view(state.pending.player))
        assert state.to_json() == before
        assert move in state.legal_moves()
        state.apply(move)
    assert state.winners


def test_strong_bot_is_deterministic_for_its_seed_with_an_iteration_budget() -> None:
    state = midgame(6, 7)
    a = StrongBot(3, time_budget=None, iterations=60).analyse(state.view(state.pending.player))
    b = StrongBot(3, time_budget=None, iterations=60).analyse(state.view(state.pending.player))
    assert a == b
    assert sorted(s.move for s in a) == sorted(state.legal_moves())
    assert sum(s.visits for s in a) == 60


def test_strong_bot_keeps_to_its_time_budget() -> None:
    state = oriflamme.new_game(PLAYERS, seed=9)
    bot = StrongBot(1, time_budget=0.05)
    bot.choose(state.view(state.pending.player))
    assert bot.last_iterations >= 1


def test_strong_bot_takes_a_sure_gain() -> None:
    """B6 Lord: revealing a Lord between two own cards gains 3 now; a strong
    bot with a modest search prefers revealing it to banking 1 on it."""
    state = build_state(
        {
            "players": PLAYERS,
            "round": 6,
            "phase": "resolution",
            "next": 1,
            "influence": {"red": 5, "blue": 5, "green": 5},
            "queue": [
                [{"card": "heir", "owner": "red", "face_up": True}],
                [{"card": "lord", "owner": "red"}],
                [{"card": "spy", "owner": "red", "face_up": True}],
            ],
            "hands": {"red": ["archer"], "blue": ["soldier"], "green": ["soldier"]},
        }
    )
    assert state.pending.decision == "reveal"
    assert StrongBot(0, time_budget=None, iterations=60).choose(state.view("red")) == "reveal"


def test_greedy_is_still_the_medium_level() -> None:
    assert isinstance(make_bot("medium", 1), GreedyBot)
    assert isinstance(make_bot("easy", 1), RandomBot)
    assert isinstance(make_bot("strong", 1), StrongBot)
    with pytest.raises(KeyError, match="not a bot"):
        make_bot("grandmaster")


def test_match_counts_every_game_and_shares_ties() -> None:
    results = play_match(["strong", "greedy", "random"], 3, seed=2, iterations=10)
    for r in results:
        assert len(r.wins) == len(r.influence) == 3
    assert sum(sum(r.wins) for r in results) == pytest.approx(3.0)
    assert mean_ci([1.0, 0.0, 1.0, 0.0]) == pytest.approx((0.5, 1.96 * (1 / 3) ** 0.5 / 2))


def test_match_command_prints_each_seat(capsys) -> None:
    code = cli(
        [
            "match",
            "--bots",
            "strong,medium,easy",
            "--games",
            "2",
            "--seed",
            "1",
            "--iterations",
            "8",
            "--families",
            "base,ablaze,alliance",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    for seat, bot, ed in (("red", "strong", "base"), ("blue", "medium", "ablaze")):
        line = next(x for x in out.splitlines() if x.strip().startswith(seat))
        assert bot in line and ed in line and "%" in line and "±" in line


@pytest.mark.parametrize(
    ("args", "field"),
    [
        ("--bots strong,wizard", "--bots"),
        ("--bots strong", "--bots"),
        ("--bots easy,easy --edition chess", "--edition"),
        ("--bots easy,easy --families base", "--families"),
    ],
)
def test_match_command_names_the_bad_option(args, field, capsys) -> None:
    assert cli(["match", *args.split(), "--games", "1"]) == 2
    assert field in capsys.readouterr().err
