"""General rulings G1–G13 (RULINGS.md), one or more tests each."""

from __future__ import annotations

import pytest
from scenario_helpers import of_kind, play, pos, scenario, top_ids

import oriflamme
from oriflamme import IllegalMove, ScenarioError
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.model import ID

# --------------------------------------------------------------------- G1


def test_G1_positions_count_in_resolution_order_whatever_the_direction() -> None:
    st = pos("red lord", "blue heir", direction="rtl")
    assert st.pending.player == "red" and st.pending.position == 0
    assert st.to_json()["direction"] == "rtl"
    play(st, "bank")
    assert st.pending.player == "blue" and st.pending.position == 1


def test_G1_start_means_first_in_resolution_order() -> None:
    st = pos(
        "red lord", phase="placement", round=1, direction="rtl", hands={"blue": ["heir", "spy"]}
    )
    assert st.pending.player == "blue"
    events = play(st, "play heir start")
    assert events[0] == ev.CardPlaced("blue", "heir", "blue", 0, False)
    assert top_ids(st)[0] == "blue heir"


# --------------------------------------------------------------------- G2


def test_G2_round_1_placement_is_start_or_end_only() -> None:
    st = oriflamme.new_game(["red", "blue", "green"], seed=3)
    hand = st.hands["red"]
    assert st.legal_moves() == [f"play {c} {w}" for c in hand for w in ("start", "end")]
    play(st, f"play {hand[0]} start")
    assert st.pending.player == "blue"  # seating order
    with pytest.raises(IllegalMove) as e:
        st.apply(f"play {st.hands['blue'][0]} on 0")
    assert e.value.code == "cannot_stack_round_1"


def test_G2_from_round_2_a_card_may_go_on_an_own_stack_only() -> None:
    st = pos(
        "red lord up",
        "blue heir",
        ["blue spy up", "red soldier"],
        phase="placement",
        round=2,
        hands={"red": ["archer"]},
    )
    on_own = ["play archer on 0", "play archer on 2"]  # not on blue's Heir at 1
    assert st.legal_moves() == ["play archer start", "play archer end", *on_own]
    with pytest.raises(IllegalMove) as e:
        st.apply("play archer on 1")
    assert e.value.code == "not_own_stack"
    events = play(st, "play archer on 2")
    assert events[0] == ev.CardPlaced("red", "archer", "red", 2, True)
    assert [c[ID] for c in st.queue[2]] == ["spy", "soldier", "archer"]


# --------------------------------------------------------------------- G3


def test_G3_bank_puts_one_influence_on_the_face_down_card() -> None:
    st = pos("red heir t2", "blue soldier")
    assert st.legal_moves() == ["reveal", "bank"]
    events = play(st, "bank")
    assert events[0] == ev.CardBanked("red", "heir", 0, 3, "red")
    assert st.queue[0][-1] == oriflamme.new_card("heir", "red", False, 3)
    assert st.influence["red"] == 1  # banking takes from the supply, not the player


def test_G3_reveal_takes_the_influence_then_applies_the_ability() -> None:
    st = pos("red lord t2", "blue soldier")
    events = play(st, "reveal")
    assert events[:4] == [
        ev.CardRevealed("red", "lord", 0, 2),
        ev.InfluenceGained("red", 2, "lord", "tokens"),
        ev.AbilityApplied("red", "lord", "red", 0, "lord"),
        ev.InfluenceGained("red", 1, "lord", "ability"),
    ]
    assert st.queue[0][-1] == oriflamme.new_card("lord", "red", True, 0)


def test_G3_a_face_up_card_must_apply_its_ability() -> None:
    st = pos("red soldier up", "blue heir")
    assert st.pending.decision == "target"
    assert "bank" not in st.legal_moves()
    with pytest.raises(IllegalMove) as e:
        st.apply("bank")
    assert e.value.code == "wrong_decision"


# --------------------------------------------------------------------- G4


def test_G4_soldier_next_to_only_own_cards_must_eliminate_one() -> None:
    st = pos("red heir", "red soldier up", "red lord", next=1)
    assert st.legal_moves() == ["target 0", "target 2"]
    events = play(st, "target 2")
    assert events[0] == ev.CardEliminated("red", "lord", "red", 2, "soldier", True)
    assert st.influence["red"] == 2


def test_G4_no_legal_target_means_no_effect_and_the_log_says_so() -> None:
    st = pos("red spy")
    events = play(st, "reveal")
    assert ev.NoEffect("red", "spy", "spy", "no_target") in events
    assert st.finished


# --------------------------------------------------------------------- G5


def test_G5_card_uncovered_at_the_cursor_resolves_at_once() -> None:
    st = pos(["red spy up", "red archer up"], "blue heir", round=2)
    events = play(st, "target 0")  # the Archer eliminates itself
    assert ev.CardUncovered("spy", "red", 0, True) in events
    assert st.pending.player == "red" and st.pending.card == "spy"
    assert st.pending.position == 0 and st.legal_moves() == ["target 1"]


def test_G5_card_uncovered_before_the_cursor_waits_for_next_round() -> None:
    st = pos(["blue heir up", "blue soldier"], "green lord", "red archer up", next=2)
    events = play(st, "target 0")
    assert ev.CardUncovered("heir", "blue", 0, True) in events
    assert not of_kind(events, "AbilityApplied")  # the Heir did not resolve
    assert st.finished and st.influence["blue"] == 1


def test_G5_card_uncovered_after_the_cursor_resolves_when_reached() -> None:
    st = pos("red archer up", "green lord", ["blue heir up", "blue soldier"])
    play(st, "target 2")
    assert st.pending.player == "green"  # the Lord at 1 comes first
    events = play(st, "bank")
    assert ev.AbilityApplied("blue", "heir", "blue", 2, "heir") in events
    assert st.influence["blue"] == 3


# --------------------------------------------------------------------- G6


def test_G6_eliminating_a_stack_top_uncovers_the_card_below() -> None:
    st = pos("red soldier up", ["blue heir t2", "blue spy t1"], "green lord", round=2)
    events = play(st, "target 1")
    assert events[:4] == [
        ev.TokensReturned("spy", "blue", 1, 1, "eliminated", True),
        ev.CardEliminated("red", "spy", "blue", 1, "soldier", True),
        ev.CardUncovered("heir", "blue", 1, False),  # the elimination uncovers it: cause first
        ev.InfluenceGained("red", 1, "soldier", "elimination"),
    ]
    assert st.queue[1] == (oriflamme.new_card("heir", "blue", False, 2),)  # its influence stays
    assert st.discards["blue"] == ("spy",)


def test_G6_the_queue_closes_the_gap() -> None:
    st = pos("red soldier up", "blue heir", "green lord")
    play(st, "target 1")
    assert top_ids(st) == ["red soldier", "green lord"]
    assert st.to_json()["discards"]["blue"] == ["heir"]


# --------------------------------------------------------------------- G7


def test_G7_discard_gives_nobody_influence() -> None:
    st = pos("blue soldier up", "red ambush")
    events = play(st, "target 1")
    discard = ev.CardDiscarded("soldier", "blue", 0, "ambush")
    assert discard in events
    after = events[events.index(discard) + 1 :]
    assert not of_kind(after, "InfluenceGained") and not of_kind(after, "CardEliminated")
    assert len(of_kind(events, "CardEliminated")) == 1  # only the Ambush


# --------------------------------------------------------------------- G8


def test_G8_influence_on_a_covered_card_stays_there() -> None:
    st = pos(["red heir t2", "red lord"], "blue soldier", round=2)
    play(st, "reveal")
    assert st.queue[0] == (
        oriflamme.new_card("heir", "red", False, 2),
        oriflamme.new_card("lord", "red", True, 0),
    )
    assert st.influence["red"] == 2


def test_G8_a_scenario_with_influence_on_a_face_up_card_is_refused() -> None:
    with pytest.raises(ScenarioError) as e:
        oriflamme.load_scenario(scenario("red lord up t1"))
    assert e.value.field == "queue[0][0].tokens"


# --------------------------------------------------------------------- G9


def test_G9_theft_from_an_empty_supply_takes_nothing() -> None:
    st = pos("blue heir", "red spy up", next=1, influence={"blue": 0})
    events = play(st, "target 0")
    assert events[0] == ev.NoEffect("red", "spy", "spy", "nothing_to_steal", "blue")
    assert st.influence == {"red": 1, "blue": 0, "green": 1}


# --------------------------------------------------------------------- G10


def test_G10_opponent_means_another_player() -> None:
    # the Lord counts only its owner's cards; the Ambush punishes only others
    st = pos("blue heir", "red lord", "red spy", next=1)
    events = play(st, "reveal")
    assert ev.InfluenceGained("red", 2, "lord", "ability") in events


# --------------------------------------------------------------------- G11


def test_G11_six_rounds_first_player_passes_on_seventh_card_never_played() -> None:
    st = oriflamme.new_game(["red", "blue", "green"], seed=11)
    started = []
    while not st.finished:  # always the first legal move: enough to reach the end
        for e in st.apply(st.legal_moves()[0]):
            if e.kind == "RoundStarted":
                started.append((e.round, e.first_player))
    assert started == [(2, "blue"), (3, "green"), (4, "red"), (5, "blue"), (6, "green")]
    assert st.round == 6
    assert {p: len(h) for p, h in st.hands.items()} == {"red": 1, "blue": 1, "green": 1}


# --------------------------------------------------------------------- G12


def test_G12_influence_on_cards_does_not_count() -> None:
    st = pos("red heir t9", "blue soldier", influence={"red": 2, "blue": 3})
    events = play(st, "bank", "bank")
    assert events[-1] == ev.GameEnded(
        {"red": 2, "blue": 3, "green": 1}, ["blue"], "none", "reading"
    )
    assert st.winners == ["blue"] and st.to_json()["winners"] == ["blue"]


def test_G12_tie_broken_by_top_cards_covered_ones_not_counted() -> None:
    st = pos(
        "red heir",
        ["blue spy", "blue soldier"],
        "red lord up",
        influence={"red": 3, "blue": 4},
        next=1,
    )
    events = play(st, "bank")  # then the Lord gives red 1: 4 all
    assert events[-1] == ev.GameEnded(
        {"red": 4, "blue": 4, "green": 1}, ["red"], "queue_cards", "reading"
    )


def test_G12_still_tied_is_a_shared_victory() -> None:
    st = pos("red heir", "blue spy", influence={"red": 3, "blue": 3})
    events = play(st, "bank", "bank")
    assert events[-1] == ev.GameEnded(
        {"red": 3, "blue": 3, "green": 1}, ["red", "blue"], "shared", "reading"
    )
    assert st.to_json()["phase"] == "finished" and st.pending is None


# --------------------------------------------------------------------- G13


def test_G13_two_players_accepted_one_and_six_refused() -> None:
    st = oriflamme.new_game(["red", "blue"], seed=1)
    assert st.pending.player == "red" and len(st.hands["blue"]) == 7
    for players in (["red"], ["a", "b", "c", "d", "e", "f"]):
        with pytest.raises(ScenarioError) as e:
            oriflamme.load_scenario({"players": players})
        assert e.value.field == "players"
