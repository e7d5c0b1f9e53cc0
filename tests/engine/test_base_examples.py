"""Every worked example of the base rulebook (oriflamme.fr.txt), as a test.

The same positions are golden scenario files in tests/scenarios/base/, run
through the command line by test_cli.py.
"""

from __future__ import annotations

from scenario_helpers import of_kind, play, pos, top_ids

import oriflamme
from oriflamme.games.oriflamme.engine import events as ev

# ------------------------------------------------------- placement A, B, C


def test_G2_placement_examples_A_B_C_queue_grows_at_its_ends_never_between() -> None:
    st = oriflamme.load_scenario(
        {
            "players": ["red", "blue", "green"],
            "hands": {"red": ["lord"], "blue": ["spy"], "green": ["heir"]},
        }
    )
    # A) red, first player, puts a card in the middle of the table
    assert st.legal_moves() == ["play lord start", "play lord end"]
    play(st, "play lord start")
    # B) blue plays to the left (start) or the right (end) of red's card
    assert st.legal_moves() == ["play spy start", "play spy end"]
    play(st, "play spy start")
    # C) green: left of blue or right of red, never between them
    assert st.legal_moves() == ["play heir start", "play heir end"]
    events = play(st, "play heir end")
    assert events[0] == ev.CardPlaced("green", "heir", "green", 2, False)
    assert top_ids(st) == ["blue spy", "red lord", "green heir"]
    assert st.phase == "resolution" and st.pending.player == "blue"


# --------------------------------------------------- the covered Shapeshifter


def test_G5_covered_shapeshifter_example_inert_while_covered() -> None:
    st = pos(["red shapeshifter up", "red conspiracy t1"], "blue soldier up", round=2)
    events = play(st, "bank")
    assert [e.card for e in of_kind(events, "AbilityApplied")] == ["soldier"]
    assert st.pending.player == "blue" and st.pending.card == "soldier"
    assert st.legal_moves() == ["target 0"]  # only the top card can be targeted


def test_G5_covered_shapeshifter_example_acts_once_uncovered() -> None:
    st = pos(["red shapeshifter up", "red conspiracy t1"], "blue soldier up", round=2)
    events = play(st, "reveal")
    assert ev.CardUncovered("shapeshifter", "red", 0, True) in events
    assert st.influence["red"] == 3  # Conspiracy: 1 taken, 1 more
    assert st.pending.player == "red" and st.pending.card == "shapeshifter"
    assert st.legal_moves() == ["target 1"]
    play(st, "target 1")  # copies the Soldier: eliminate its neighbour
    events = play(st, "target 1")
    assert events[0] == ev.CardEliminated("red", "soldier", "blue", 1, "shapeshifter", False)


# ---------------------------------------- Assassination on top of a revealed Spy


def test_G5_assassination_on_face_up_spy_example_spy_resolves_at_once() -> None:
    st = pos("blue lord", ["red spy up", "red assassination"], "green heir", round=2, next=1)
    play(st, "reveal")
    events = play(st, "target 2")
    assert events[:4] == [
        ev.CardEliminated("red", "heir", "green", 2, "assassination", True),
        ev.InfluenceGained("red", 1, "assassination", "elimination"),
        ev.CardDiscarded("assassination", "red", 1, "used"),
        ev.CardUncovered("spy", "red", 1, True),  # the discard uncovers it: cause first
    ]
    assert st.pending.player == "red" and st.pending.card == "spy"
    assert st.legal_moves() == ["target 0"]
    events = play(st, "target 0")
    assert events[0] == ev.InfluenceStolen("red", "blue", 1, "spy", "ability")
    assert st.influence == {"red": 3, "blue": 0, "green": 1}


def test_G5_assassination_on_face_down_spy_example_bank_or_reveal_at_once() -> None:
    st = pos("blue lord", ["red spy", "red assassination"], "green heir", round=2, next=1)
    play(st, "reveal", "target 2")
    assert st.pending.player == "red" and st.pending.decision == "reveal"
    assert st.pending.card == "spy" and st.pending.position == 1
    assert st.legal_moves() == ["reveal", "bank"]
    events = play(st, "bank")
    assert events[0] == ev.CardBanked("red", "spy", 1, 1, "red")


# --------------------------------------------------------------- Ambush 1, 2


def test_B9_ambush_example_1_opponent_soldier_eliminates_it() -> None:
    st = pos("red ambush", "blue soldier up", next=1)
    events = play(st, "target 0")
    assert of_kind(events, "InfluenceGained") == [
        ev.InfluenceGained("blue", 1, "soldier", "elimination"),
        ev.InfluenceGained("red", 4, "ambush", "ambush"),
    ]
    assert st.discards == {"red": ("ambush",), "blue": ("soldier",), "green": ()}


def test_B9_ambush_example_2_own_archer_eliminates_it() -> None:
    st = pos("red ambush", "blue heir", "red archer up", next=2)
    events = play(st, "target 0")
    assert of_kind(events, "InfluenceGained") == [
        ev.InfluenceGained("red", 1, "archer", "elimination")
    ]
    assert top_ids(st) == ["blue heir", "red archer"]
    assert st.discards["red"] == ("ambush",)


# ------------------------------------------------------------ Conspiracy 3 -> 6


def test_B10_conspiracy_example_3_on_it_gains_6() -> None:
    st = pos("red conspiracy t3", "blue heir", influence={"red": 0})
    play(st, "reveal")
    assert st.influence["red"] == 6


# ---------------------------------- Shapeshifter copying an Heir (B4, B5)


def test_B5_shapeshifter_example_copying_heir_with_another_shapeshifter_gains_nothing() -> None:
    st = pos("green shapeshifter up", "blue lord", "red shapeshifter up", "blue heir up", next=2)
    events = play(st, "target 3")
    assert ev.NoEffect("red", "shapeshifter", "heir", "same_name") in events
    assert st.influence["red"] == 1


def test_B5_shapeshifter_copying_heir_gains_two_the_copied_heir_does_not_count() -> None:
    st = pos("blue lord", "red shapeshifter up", "blue heir up", next=1)
    events = play(st, "target 2")
    assert ev.InfluenceGained("red", 2, "shapeshifter", "ability") in events
    assert st.influence["red"] == 3


# -------------------------------------------------- Royal Decree (B8, G5)


def test_B8_royal_decree_example_card_moved_ahead_does_not_resolve_again() -> None:
    st = pos("blue lord up", "red royal_decree", "green heir", next=1)
    play(st, "reveal", "target 2")
    assert st.legal_moves() == ["to 0", "to 1"]
    events = play(st, "to 1")
    assert ev.CardMoved("red", "heir", "green", 2, 1) in events
    assert top_ids(st) == ["blue lord", "green heir"]
    assert st.finished  # the Heir, now ahead of the cursor, waits: the round is over


def test_B8_royal_decree_example_card_moved_behind_resolves_again() -> None:
    st = pos("blue lord up", "red royal_decree", "green heir", next=1)
    play(st, "reveal", "target 0")
    assert st.legal_moves() == ["to 1", "to 2"]
    play(st, "to 2")
    assert top_ids(st) == ["green heir", "blue lord"]
    assert st.pending.player == "green"  # the Heir, now at the cursor
    events = play(st, "bank")
    assert ev.AbilityApplied("blue", "lord", "blue", 1, "lord") in events
    assert st.influence["blue"] == 2


# ----------------------------------------------------------------- the others


def test_G4_example_mandatory_soldier_next_to_only_own_cards() -> None:
    st = pos("red heir up", "red soldier up", next=1)
    assert st.legal_moves() == ["target 0"]
    events = play(st, "target 0")
    assert events[0] == ev.CardEliminated("red", "heir", "red", 0, "soldier", False)
    assert st.influence["red"] == 2


def test_B1_example_archer_eliminating_itself() -> None:
    st = pos("blue heir", "red archer up", next=1)
    events = play(st, "target 1")
    assert events[0] == ev.CardEliminated("red", "archer", "red", 1, "archer", False)
    assert top_ids(st) == ["blue heir"] and st.influence["red"] == 2


def test_G9_example_spy_stealing_from_an_empty_supply() -> None:
    st = pos("red spy", "blue heir", influence={"blue": 0})
    play(st, "reveal")
    events = play(st, "target 1")
    assert events[0] == ev.NoEffect("red", "spy", "spy", "nothing_to_steal", "blue")
    assert st.influence["blue"] == 0 and st.influence["red"] == 1


def test_B4_example_heir_with_another_face_up_heir() -> None:
    st = pos("blue heir up", "red heir", next=1)
    events = play(st, "reveal")
    assert ev.NoEffect("red", "heir", "heir", "same_name") in events
    assert st.influence == {"red": 1, "blue": 1, "green": 1}


def test_B6_example_lord_next_to_an_own_stack_only_the_top_counts() -> None:
    st = pos(["red heir", "red spy"], "red lord", ["red soldier", "blue archer"], round=2, next=1)
    events = play(st, "reveal")
    # 1, plus 1 for the red stack (once), nothing for the stack topped by blue
    assert ev.InfluenceGained("red", 2, "lord", "ability") in events


# ------------------------------------------------------------ end of the game


def test_G11_G12_end_of_game_after_round_6_one_card_left_in_each_hand() -> None:
    st = oriflamme.new_game(["red", "blue", "green", "yellow"], seed=5)
    ended = []
    while not st.finished:
        ended += [e.round for e in st.apply(st.legal_moves()[-1]) if e.kind == "RoundEnded"]
    assert ended == [1, 2, 3, 4, 5, 6]
    assert all(len(h) == 1 for h in st.hands.values())
    assert st.to_json()["scores"] == st.influence  # influence on cards not counted
