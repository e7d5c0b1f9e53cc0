"""The exact chance of winning a fight (issue 16: «see the exact chance of winning
before rolling»), checked against counts done by hand.

Rulebook, «Сражение с мифическими существами»: 1 die + 1 per hoplite (0–3), won
when the sum reaches the creature's strength or any die shows a skull. The
faces used here are written in the tests, so the hand counts do not move when
the provisional dice data changes; one test ties the default to the data.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from helpers_orichalque import at_action, island

from oriflamme.games.orichalque.engine import components
from oriflamme.games.orichalque.engine.odds import fight_chance, percent, win_chance

FACES = ("skull", 1, 2, 2, 3, 3)


def test_one_die_wins_only_by_a_skull_against_a_cerberus():
    # strength 4 > any single face: only the skull (1 face in 6) wins
    assert win_chance(4, 1, FACES) == Fraction(1, 6)


def test_two_dice_against_strength_4_hand_count():
    # 36 outcomes: 11 with a skull; of the 25 without, sums below 4 are
    # 1+1 (1 way), 1+2 and 2+1 (2 ways each, the 2 is on two faces) = 5 → 20 win
    assert win_chance(4, 2, FACES) == Fraction(11 + 20, 36)


def test_three_dice_against_a_cyclops_win_only_by_a_skull():
    # Vladimir's Cyclops (strength 10), 2 hoplites → 3 dice: 3+3+3 = 9 < 10,
    # so only a skull wins: 1 − (5/6)³ = 91/216
    assert win_chance(10, 3, FACES) == Fraction(91, 216)


def test_four_dice_against_a_cyclops_hand_count():
    # skull on one die at least: 1296 − 625 = 671. Without a skull, sums >= 10:
    # 3333: 2⁴ = 16; 3332: 4·2³·2 = 64; 3331: 4·2³·1 = 32; 3322: 6·2²·2² = 96 → 208
    assert win_chance(10, 4, FACES) == Fraction(671 + 208, 1296)


def test_a_siege_engine_makes_a_three_a_skull():
    # one die: the skull and the two 3s win (player aid: siege engine)
    assert win_chance(10, 1, FACES, siege=True) == Fraction(3, 6)


def test_more_dice_never_lower_the_chance():
    for strength in (4, 6, 8, 10, 12):
        chances = [win_chance(strength, n, FACES) for n in range(1, 5)]
        assert chances == sorted(chances), strength


def test_the_default_faces_are_the_component_data():
    faces = components().dice
    assert win_chance(6, 2) == win_chance(6, 2, faces)


def test_no_dice_is_an_error():
    with pytest.raises(ValueError, match="1 to 4 dice"):
        win_chance(4, 0, FACES)


def test_fight_chance_counts_the_hoplites_waiting_by_the_creature():
    # a hoplite already waits by the Cerberus (a lost fight, «Итог сражения»):
    # fighting with 1 more rolls 3 dice
    st = at_action(
        "fight1",
        islands={
            "a": island(
                tiles=[["s01", ["c4"]]],
                creatures={"c4": "cerberus1"},
                waiting={"c4": 1},
            )
        },
        supplies={"a": {"hoplites": 3}},
    )
    faces = st.c.dice
    assert fight_chance(st, "c4", 1) == win_chance(4, 3, faces)
    assert fight_chance(st, "c4", 0) == win_chance(4, 2, faces)


def test_kronos_blessing_always_wins():
    st = at_action(
        "fight1",
        islands={"a": island(tiles=[["s01", ["c4"]]], creatures={"c4": "cerberus1"})},
    )
    assert fight_chance(st, "c4", "bless") == 1


def test_percent_never_rounds_a_possible_outcome_away():
    assert percent(Fraction(1, 1000)) == "1"
    assert percent(Fraction(999, 1000)) == "99"
    assert percent(Fraction(31, 36)) == "86"
    assert percent(Fraction(0)) == "0" and percent(Fraction(1)) == "100"
