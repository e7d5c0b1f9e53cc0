"""The ten base cards, one ruling each (RULINGS.md B1–B10; rulebook IV).

Each test builds a small position (conftest: ``pos``), plays the decisive
moves and checks both the state and the events the engine reported.
"""

from __future__ import annotations

from scenario_helpers import kinds, of_kind, play, pos, top_ids

from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.model import TOKENS

# ------------------------------------------------------------------ B1 Archer


def test_B1_archer_targets_first_and_last_only() -> None:
    st = pos("blue soldier", "green heir", "red archer up", "blue lord", next=2)
    assert st.pending.player == "red"
    assert st.pending.decision == "target"
    assert st.legal_moves() == ["target 0", "target 3"]


def test_B1_archer_eliminates_last_card_face_down() -> None:
    st = pos("blue soldier", "red archer up", "green heir t2", next=1)
    events = play(st, "target 2")
    assert events[:3] == [
        ev.TokensReturned("heir", "green", 2, 2, "eliminated", True),
        ev.CardEliminated("red", "heir", "green", 2, "archer", True),
        ev.InfluenceGained("red", 1, "archer", "elimination"),
    ]
    assert top_ids(st) == ["blue soldier", "red archer"]
    assert st.influence == {"red": 2, "blue": 1, "green": 1}
    assert st.discards["green"] == ("heir",)


def test_B1_archer_may_eliminate_itself_even_with_another_choice() -> None:
    st = pos("red archer", "blue soldier", "green heir")
    play(st, "reveal")
    assert st.legal_moves() == ["target 0", "target 2"]
    events = play(st, "target 0")
    assert events[0] == ev.CardEliminated("red", "archer", "red", 0, "archer", False)
    assert events[1] == ev.InfluenceGained("red", 1, "archer", "elimination")
    assert top_ids(st) == ["blue soldier", "green heir"]
    assert st.discards["red"] == ("archer",)
    assert st.influence["red"] == 2
    # the card that slid into the Archer's place resolves next (G5)
    assert st.pending.player == "blue" and st.pending.position == 0


# ----------------------------------------------------------------- B2 Soldier


def test_B2_soldier_eliminates_an_adjacent_card() -> None:
    st = pos("blue heir t1", "red soldier up", "green lord", "blue spy", next=1)
    assert st.legal_moves() == ["target 0", "target 2"]
    events = play(st, "target 0")
    assert of_kind(events, "CardEliminated") == [
        ev.CardEliminated("red", "heir", "blue", 0, "soldier", True)
    ]
    assert of_kind(events, "TokensReturned")[0].amount == 1
    assert top_ids(st) == ["red soldier", "green lord", "blue spy"]
    assert st.influence == {"red": 2, "blue": 1, "green": 1}


def test_B2_soldier_at_the_end_has_one_neighbour() -> None:
    st = pos("blue heir", "green lord", "red soldier up", next=2)
    assert st.legal_moves() == ["target 1"]


# --------------------------------------------------------------------- B3 Spy


def test_B3_spy_steals_one_from_the_owner_never_from_the_card() -> None:
    st = pos("blue heir t3", "red spy up", "green lord", next=1, influence={"blue": 4})
    events = play(st, "target 0")
    assert events[0] == ev.InfluenceStolen("red", "blue", 1, "spy", "ability")
    assert st.influence == {"red": 2, "blue": 3, "green": 1}
    assert st.queue[0][-1][TOKENS] == 3  # the influence on the card stays there


def test_B3_spy_choosing_own_card_steals_nothing() -> None:
    st = pos("red heir", "red spy up", "blue lord", next=1)
    assert st.legal_moves() == ["target 0", "target 2"]
    events = play(st, "target 0")
    assert events[0] == ev.NoEffect("red", "spy", "spy", "nothing_to_steal", "red")
    assert not of_kind(events, "InfluenceStolen")
    assert st.influence == {"red": 1, "blue": 1, "green": 1}


# -------------------------------------------------------------------- B4 Heir


def test_B4_heir_gains_two() -> None:
    st = pos("red heir t1", "blue soldier")
    events = play(st, "reveal")
    assert of_kind(events, "InfluenceGained") == [
        ev.InfluenceGained("red", 1, "heir", "tokens"),
        ev.InfluenceGained("red", 2, "heir", "ability"),
    ]
    assert st.influence["red"] == 4


def test_B4_heir_gains_nothing_with_another_face_up_heir_of_any_family() -> None:
    st = pos("red heir", "blue heir up", "green soldier")
    events = play(st, "reveal")
    assert ev.NoEffect("red", "heir", "heir", "same_name") in events
    assert not of_kind(events, "InfluenceGained")
    assert st.influence["red"] == 1


def test_B4_heir_ignores_covered_and_face_down_heirs() -> None:
    st = pos("red heir", ["blue heir up", "blue soldier"], "green heir", round=2)
    play(st, "reveal")
    assert st.influence["red"] == 3


# ------------------------------------------------------------ B5 Shapeshifter


def test_B5_shapeshifter_copies_an_adjacent_face_up_character_from_its_place() -> None:
    st = pos("blue soldier up", "red shapeshifter up", "green lord", next=1)
    assert st.legal_moves() == ["target 0"]  # green's Lord is face down
    events = play(st, "target 0")
    assert ev.AbilityApplied("red", "shapeshifter", "red", 1, "soldier") in events
    # as a Soldier, from the Shapeshifter's position: neighbours 0 and 2
    assert st.pending.player == "red" and st.legal_moves() == ["target 0", "target 2"]
    events = play(st, "target 2")
    assert events[0] == ev.CardEliminated("red", "lord", "green", 2, "shapeshifter", True)
    assert st.influence["red"] == 2
    assert top_ids(st) == ["blue soldier", "red shapeshifter"]  # keeps its name


def test_B5_shapeshifter_copying_a_shapeshifter_does_nothing() -> None:
    st = pos("blue shapeshifter up", "red shapeshifter up", "green heir", next=1)
    events = play(st, "target 0")
    assert events[0] == ev.NoEffect("red", "shapeshifter", "shapeshifter", "copies_shapeshifter")
    assert st.influence == {"red": 1, "blue": 1, "green": 1}
    # the next card is green's, face down: its owner decides
    assert st.pending.player == "green" and st.pending.decision == "reveal"


def test_B5_shapeshifter_with_nothing_to_copy_has_no_effect() -> None:
    st = pos("red shapeshifter", "blue lord", ["green heir up", "green spy"], round=2)
    events = play(st, "reveal")
    assert ev.NoEffect("red", "shapeshifter", "shapeshifter", "no_target") in events
    assert st.pending.player == "blue"


def test_B5_shapeshifter_does_not_copy_a_covered_character() -> None:
    st = pos(["blue soldier up", "blue spy"], "red shapeshifter", round=2, next=1)
    events = play(st, "reveal")
    assert ev.NoEffect("red", "shapeshifter", "shapeshifter", "no_target") in events
    assert top_ids(st) == ["blue spy", "red shapeshifter"]
    assert (st.round, st.pending.player) == (3, "blue")


def test_B5_shapeshifter_copying_lord_counts_its_own_neighbours() -> None:
    st = pos("red heir", "red shapeshifter up", "blue lord up", next=1)
    events = play(st, "target 2")
    # Lord from the Shapeshifter's place: 1 + red's Heir (the blue Lord is not red's)
    assert ev.InfluenceGained("red", 2, "shapeshifter", "ability") in events
    assert st.influence["red"] == 3


# -------------------------------------------------------------------- B6 Lord


def test_B6_lord_gains_one_plus_one_per_adjacent_own_card() -> None:
    st = pos("red heir", "red lord", "red soldier up")
    play(st, "bank")  # the Heir
    events = play(st, "reveal")
    assert ev.InfluenceGained("red", 3, "lord", "ability") in events
    assert st.influence["red"] == 4


def test_B6_lord_counts_no_opponent_cards() -> None:
    st = pos("blue heir", "red lord", "green soldier", next=1)
    events = play(st, "reveal")
    assert ev.InfluenceGained("red", 1, "lord", "ability") in events
    assert st.influence["red"] == 2


# ------------------------------------------------------------ B7 Assassination


def test_B7_assassination_eliminates_any_card_then_is_discarded() -> None:
    st = pos("blue lord up", "green heir", "red assassination", "blue spy", next=2)
    play(st, "reveal")
    assert st.legal_moves() == ["target 0", "target 1", "target 2", "target 3"]
    events = play(st, "target 0")
    assert events[:3] == [
        ev.CardEliminated("red", "lord", "blue", 0, "assassination", False),
        ev.InfluenceGained("red", 1, "assassination", "elimination"),
        ev.CardDiscarded("assassination", "red", 1, "used"),
    ]
    assert top_ids(st) == ["green heir", "blue spy"]
    assert st.discards == {"red": ("assassination",), "blue": ("lord",), "green": ()}


def test_B7_assassination_may_eliminate_itself() -> None:
    st = pos("blue lord up", "red assassination", "green spy", next=1)
    play(st, "reveal")
    events = play(st, "target 1")
    assert events[:2] == [
        ev.CardEliminated("red", "assassination", "red", 1, "assassination", False),
        ev.InfluenceGained("red", 1, "assassination", "elimination"),
    ]
    assert not of_kind(events, "CardDiscarded")  # already gone: not discarded again
    assert st.discards["red"] == ("assassination",)
    assert st.influence["red"] == 2


# ------------------------------------------------------------- B8 Royal Decree


def test_B8_royal_decree_moves_a_card_with_its_influence_then_is_discarded() -> None:
    st = pos("blue soldier", "red royal_decree", "green spy t2", next=1)
    play(st, "reveal")
    assert st.legal_moves() == ["target 0", "target 2"]  # never the Decree itself
    play(st, "target 2")
    assert st.pending.decision == "destination"
    assert st.legal_moves() == ["to 0", "to 1"]  # never back to the same place
    events = play(st, "to 0")
    assert events[:2] == [
        ev.CardMoved("red", "spy", "green", 2, 0),
        ev.CardDiscarded("royal_decree", "red", 2, "used"),
    ]
    assert not of_kind(events, "InfluenceGained")  # G7
    assert top_ids(st) == ["green spy", "blue soldier"]
    assert st.queue[0][-1][TOKENS] == 2  # G8: a moved card keeps its influence


def test_B8_royal_decree_takes_a_top_card_off_its_stack() -> None:
    st = pos(["blue heir up", "blue spy"], "red royal_decree", "green lord", round=2, next=1)
    play(st, "reveal", "target 0")
    assert st.legal_moves() == ["to 0", "to 1", "to 2", "to 3"]  # a new stack anywhere
    events = play(st, "to 3")
    assert events[:2] == [  # the move first, then what it uncovered (cause before effect)
        ev.CardMoved("red", "spy", "blue", 0, 3),
        ev.CardUncovered("heir", "blue", 0, True),
    ]
    assert top_ids(st) == ["blue heir", "green lord", "blue spy"]
    assert [len(s) for s in st.queue] == [1, 1, 1]


def test_B8_royal_decree_alone_has_no_effect_and_is_discarded() -> None:
    st = pos("red royal_decree")
    events = play(st, "reveal")
    assert ev.CardDiscarded("royal_decree", "red", 0, "used") in events
    assert ev.NoEffect("red", "royal_decree", "royal_decree", "no_target") in events
    assert st.queue == [] and st.discards["red"] == ("royal_decree",)


# ------------------------------------------------------------------- B9 Ambush


def test_B9_ambush_revealed_by_owner_returns_its_influence_gains_one() -> None:
    st = pos("red ambush t2", "blue soldier")
    events = play(st, "reveal")
    assert events[1:5] == [
        ev.TokensReturned("ambush", "red", 0, 2, "ambush", True),
        ev.AbilityApplied("red", "ambush", "red", 0, "ambush"),
        ev.InfluenceGained("red", 1, "ambush", "ability"),
        ev.CardDiscarded("ambush", "red", 0, "used"),
    ]
    assert st.influence["red"] == 2  # not 1 + 2: the influence on it is lost
    assert st.discards["red"] == ("ambush",)


def test_B9_ambush_eliminated_by_opponent_discards_attacker() -> None:
    st = pos("blue soldier up", "red ambush t1")
    events = play(st, "target 1")
    assert events[:5] == [
        ev.TokensReturned("ambush", "red", 1, 1, "eliminated", True),
        ev.CardEliminated("blue", "ambush", "red", 1, "soldier", True),
        ev.InfluenceGained("blue", 1, "soldier", "elimination"),
        ev.InfluenceGained("red", 4, "ambush", "ambush"),
        ev.CardDiscarded("soldier", "blue", 0, "ambush"),
    ]
    assert st.influence == {"red": 5, "blue": 2, "green": 1}
    assert st.discards == {"red": ("ambush",), "blue": ("soldier",), "green": ()}
    assert st.queue == []


def test_B9_ambush_eliminated_by_own_card_gives_only_the_usual_one() -> None:
    st = pos("red archer up", "blue heir", "red ambush t3")
    events = play(st, "target 2")
    assert of_kind(events, "InfluenceGained") == [
        ev.InfluenceGained("red", 1, "archer", "elimination")
    ]
    assert not of_kind(events, "CardDiscarded")
    assert top_ids(st) == ["red archer", "blue heir"]  # the Archer stays
    assert st.influence["red"] == 2


def test_B9_ambush_eliminated_by_opponent_shapeshifter_discards_the_shapeshifter() -> None:
    st = pos("blue soldier up", "green shapeshifter up", "red ambush", next=1)
    play(st, "target 0")
    events = play(st, "target 2")
    assert ev.InfluenceGained("red", 4, "ambush", "ambush") in events
    assert ev.CardDiscarded("shapeshifter", "green", 1, "ambush") in events
    assert top_ids(st) == ["blue soldier"]
    assert st.influence == {"red": 5, "blue": 1, "green": 2}


def test_B9_ambush_eliminated_by_opponent_assassination_discards_it_once() -> None:
    st = pos("blue assassination", "green heir", "red ambush")
    play(st, "reveal")
    events = play(st, "target 2")
    assert of_kind(events, "CardDiscarded") == [
        ev.CardDiscarded("assassination", "blue", 0, "ambush")
    ]
    assert st.discards["blue"] == ("assassination",)
    assert st.influence == {"red": 5, "blue": 2, "green": 1}


# --------------------------------------------------------------- B10 Conspiracy


def test_B10_conspiracy_gains_its_influence_twice() -> None:
    st = pos("red conspiracy t3", "blue soldier")
    events = play(st, "reveal")
    assert of_kind(events, "InfluenceGained") == [
        ev.InfluenceGained("red", 3, "conspiracy", "tokens"),
        ev.InfluenceGained("red", 3, "conspiracy", "conspiracy"),
    ]
    assert ev.CardDiscarded("conspiracy", "red", 0, "used") in events
    assert st.influence["red"] == 7


def test_B10_conspiracy_without_influence_gains_nothing() -> None:
    st = pos("red conspiracy", "blue soldier")
    events = play(st, "reveal")
    assert not of_kind(events, "InfluenceGained")
    assert kinds(events)[:3] == ["CardRevealed", "AbilityApplied", "CardDiscarded"]
    assert st.influence["red"] == 1
