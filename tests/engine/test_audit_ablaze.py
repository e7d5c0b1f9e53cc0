"""Independent audit of Ablaze (ablaze.ru.txt; RULINGS.md A1–A11, G5–G10).

A second reading of the rulebook: each test names the ruling it checks and
pins exact influence, zones and events. A card is written
``"OWNER CARD [up] [tN] [b=PLAYER] [v] [i]"`` (face up, N influence on it,
bribed by PLAYER, a verdict, inactive); a stack is a list, bottom to top.
"""

from __future__ import annotations

from typing import Any

from scenario_helpers import disc, infl, of_kind, play, pos
from scenario_helpers import top_ids as tops

from oriflamme import GameState
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.model import BRIBED_BY, FACE_UP


def A(*stacks: Any, **keys: Any) -> GameState:
    """An Ablaze position."""
    keys.setdefault("edition", "ablaze")
    return pos(*stacks, **keys)


# ------------------------------------------------------------ A2 / A3 Prince, Twin


def test_A2_bribed_prince_eliminated_discards_the_bribers_twin_not_the_printed_owners() -> None:
    st = A("green cutthroat up", "blue prince up b=red", "red twin up", "blue twin up")
    events = play(st, "target 1")
    assert ev.CardDiscarded("twin", "red", 1, "prince") in events
    assert ev.BribeReturned("red", "prince", "blue") in events
    assert st.discards["blue"] == ("prince",) and st.discards["red"] == ("twin",)
    assert "red" in st.extra["bribes_left"]
    # one card eliminated by the Cutthroat: nothing for it (A5); blue's Twin then resolves
    assert tops(st) == ["green cutthroat", "blue twin"]
    assert infl(st) == {"red": 1, "blue": 2, "green": 1} and st.finished


def test_A2_two_princes_one_twin_prince_eliminated_keeps_the_other_prince() -> None:
    st = A(
        "red prince up",
        "green substitution",
        "blue prince up b=red",
        "red twin up",
        next=1,
        aside={"green": ["prince"]},
    )
    events = play(st, "reveal", "target 2")
    # the Twin goes (linked to red's Princes, A2), red's own Prince stays
    assert ev.CardDiscarded("twin", "red", 2, "prince") in events
    # blue's Prince was a character of another player alone in its stack: green's
    # Prince replaces it, face up, without any Twin (A8)
    assert tops(st) == ["red prince", "green prince"]
    assert st.queue[1][0][FACE_UP] and st.extra["twin"] == ()
    assert disc(st) == {"red": ["twin"], "blue": ["prince"], "green": ["substitution"]}
    # green's Prince lies after the cursor: it resolves this round (G5)
    assert infl(st) == {"red": 1, "blue": 1, "green": 1 + 1 + 1} and st.finished


def test_A3_two_princes_one_twin_twin_eliminated_discards_both_princes() -> None:
    st = A(
        "red prince up",
        "blue prince up b=red",
        "green apothecary up",
        "green felon",
        "red twin up",
        next=2,
        round=5,
    )
    assert st.legal_moves() == ["target 2", "target 4"]
    events = play(st, "target 4")
    discarded = [(e.card, e.owner, e.reason) for e in of_kind(events, "CardDiscarded")]
    assert discarded == [("prince", "red", "twin"), ("prince", "blue", "twin")]
    assert disc(st) == {"red": ["prince", "twin"], "blue": ["prince"], "green": []}
    assert "red" in st.extra["bribes_left"]
    assert infl(st) == {"red": 1, "blue": 1, "green": 2}  # G7: discards give nothing


def test_A3_face_down_twin_eliminated_discards_the_prince() -> None:
    st = A("blue cutthroat up", "red twin t2", "red prince up")
    events = play(st, "target 1")
    assert ev.TokensReturned("twin", "red", 1, 2, "eliminated", True) in events
    assert ev.CardDiscarded("prince", "red", 1, "twin") in events
    assert tops(st) == ["blue cutthroat"]
    assert infl(st) == {"red": 1, "blue": 1, "green": 1}


def test_A2_prince_applied_by_a_combination_brings_no_twin() -> None:
    st = A("red combination", "red prince up", "blue felon", twin=["red"])
    events = play(st, "reveal", "target 0")  # the Combination left first (A10)
    assert not of_kind(events, "CardPlaced") and st.extra["twin"] == ("red",)
    # the Prince slid to the cursor when the Combination left: it resolves (G5)
    assert st.pending.card == "felon"
    assert infl(st)["red"] == 1 + 1 + 1


def test_A2_twin_choices_on_own_stacks_never_on_a_prince_any_family() -> None:
    st = A(
        ["red queen up", "red felon up"],
        "red prince",
        "blue prince up b=red",
        "blue felon",
        next=1,
        round=3,
        twin=["red"],
    )
    play(st, "reveal")
    assert st.legal_moves() == ["play twin start", "play twin end", "play twin on 0"]
    st = A("red prince", "green queen up b=red", "blue felon", round=3, twin=["red"])
    play(st, "reveal")
    assert st.legal_moves() == ["play twin start", "play twin end", "play twin on 1"]


def test_A2_G5_twin_on_own_stack_after_the_cursor_resolves_this_round() -> None:
    st = A("red prince", "blue felon", "green queen up b=red", next=0, round=3, twin=["red"])
    play(st, "reveal", "play twin on 2", "bank")
    assert st.pending.player == "red" and st.pending.card == "twin"
    assert st.pending.position == 2 and st.legal_moves() == ["reveal", "bank"]


def test_A2_G5_twin_on_own_stack_before_the_cursor_waits() -> None:
    st = A(
        ["red felon up", "red queen up"], "red prince", "blue felon", next=1, round=6, twin=["red"]
    )
    play(st, "reveal", "play twin on 0")
    assert st.pending.card == "felon" and st.pending.player == "blue"
    play(st, "bank")
    assert st.finished and len(st.queue[0]) == 3  # the Twin never resolved


def test_A2_round_1_twin_only_at_the_start_or_the_end() -> None:
    st = A("red felon up", "red prince", round=1, next=1, twin=["red"], hands={"red": ["queen"]})
    play(st, "reveal")
    assert st.legal_moves() == ["play twin start", "play twin end"]


# ------------------------------------------------------------ A4 Schemer


def test_A4_schemer_applied_by_a_combination_discards_the_schemer() -> None:
    st = A("red combination t1", "red schemer up", ["red felon up", "red queen up"])
    events = play(st, "reveal", "target 0")  # the Combination left first (A10)
    assert ev.CardDiscarded("schemer", "red", 0, "schemer") in events
    assert st.legal_moves() == ["take", "repeat"]
    play(st, "take")
    # the Queen on top of the stack slid to the cursor and resolves (+2)
    assert st.finished and infl(st)["red"] == 1 + 1 + 2
    assert disc(st)["red"] == ["combination", "schemer"]


def test_A4_schemer_next_to_a_single_card_gains_1() -> None:
    st = A("blue felon", "red schemer up", "green queen", next=1)
    play(st, "bank")
    assert infl(st)["red"] == 2


# ------------------------------------------------------------ A5 Queen, Cutthroat


def test_A5_queen_eliminated_by_its_controller_gives_no_extra() -> None:
    st = A("red apothecary up", "blue queen up b=red", "red felon")
    play(st, "target 1")
    assert infl(st)["red"] == 1 + 1  # elimination only
    assert st.discards["blue"] == ("queen",) and "red" in st.extra["bribes_left"]


def test_A5_G10_queen_eliminated_by_its_printed_owner_while_bribed_gives_the_extra() -> None:
    st = A("red felon", "red apothecary up", "blue queen up b=red", "red schemer", next=1)
    # bribed Queen: controlled by red, so red's Apothecary eliminating it gets no +1 …
    play(st, "target 2")
    assert infl(st)["red"] == 2
    # … but blue eliminating its own printed Queen bribed by red eliminates another
    # player's Queen
    st = A("blue felon", "blue apothecary up", "blue queen up b=red", "blue schemer", next=1)
    play(st, "target 2")
    assert infl(st)["blue"] == 1 + 1 + 1


def test_A5_cutthroat_face_down_queen_on_a_stack_sweeps_face_up_queens_of_others() -> None:
    st = A("red cutthroat up", ["blue felon up", "blue queen t2"], "green queen up", "red queen up")
    events = play(st, "target 1")
    elim = [(e.card, e.owner, e.position) for e in of_kind(events, "CardEliminated")]
    assert elim == [("queen", "blue", 1), ("queen", "green", 2)]
    gained = [(e.player, e.amount, e.reason) for e in of_kind(events, "InfluenceGained")]
    assert gained[:3] == [("red", 1, "queen"), ("red", 1, "queen"), ("red", 2, "elimination")]
    # the uncovered Felon lies after the cursor: it resolves (red loses 2), then red's Queen
    assert tops(st) == ["red cutthroat", "blue felon", "red queen"]
    assert infl(st)["red"] == 1 + 4 - 2 + 2


def test_A5_cutthroat_sweep_spares_cards_its_controller_bribed() -> None:
    st = A("red cutthroat up", "blue queen up", "green queen up b=red")
    events = play(st, "target 1")
    assert len(of_kind(events, "CardEliminated")) == 1
    assert infl(st)["red"] == 1 + 1 + 2  # Queen extra only; then the bribed Queen's +2


def test_A5_cutthroat_sweeps_its_owners_printed_card_bribed_by_another() -> None:
    st = A("red cutthroat up", "green queen up", "red queen up b=blue")
    events = play(st, "target 1")
    assert len(of_kind(events, "CardEliminated")) == 2
    assert ev.BribeReturned("blue", "queen", "red") in events
    assert infl(st)["red"] == 1 + 2 + 2  # 2 eliminations, 2 other players' Queens
    assert st.discards["red"] == ("queen",) and st.discards["green"] == ("queen",)


def test_A5_cutthroat_sweep_of_a_prince_takes_that_princes_twin_along() -> None:
    st = A("red cutthroat up", "blue prince up", "green prince up", "green twin up", "blue felon")
    events = play(st, "target 1")
    assert [e.card for e in of_kind(events, "CardEliminated")] == ["prince", "prince"]
    assert ev.CardDiscarded("twin", "green", 1, "prince") in events
    assert tops(st) == ["red cutthroat", "blue felon"]
    assert infl(st)["red"] == 3


def test_A5_cutthroat_on_a_stack_top_uncovers_and_the_uncovered_card_is_not_swept() -> None:
    st = A("red cutthroat up", ["blue queen up", "blue felon up"], "green felon up", "blue schemer")
    events = play(st, "target 1")
    assert [e.owner for e in of_kind(events, "CardEliminated")] == ["blue", "green"]
    assert tops(st)[:2] == ["red cutthroat", "blue queen"]


def test_A5_A11_cutthroat_on_a_trap_gains_nothing_pays_3_and_is_discarded() -> None:
    st = A(
        "red cutthroat up",
        "blue trap t2",
        "green felon",
        influence={"red": 5, "blue": 0, "green": 1},
    )
    events = play(st, "target 1")
    assert ev.InfluenceStolen("blue", "red", 3, "trap", "trap") in events
    assert ev.CardDiscarded("cutthroat", "red", 0, "trap") in events
    assert not [e for e in of_kind(events, "InfluenceGained") if e.player == "red"]
    assert infl(st)["red"] == 2 and infl(st)["blue"] == 3


def test_A11_G9_cutthroat_with_1_influence_on_a_trap_loses_only_that_1() -> None:
    st = A("red cutthroat up", "blue trap", "green felon")
    play(st, "target 1")
    assert infl(st)["red"] == 0 and infl(st)["blue"] == 2


# ------------------------------------------------------------ A6 Apothecary


def test_A6_apothecary_whose_only_own_neighbour_is_itself() -> None:
    # blue's Queen touches only the Apothecary: not a target; the Apothecary touches
    # red's Felon: it may eliminate itself; the Felon touches only the Apothecary
    st = A("blue queen up", "red apothecary up", "red felon", next=1)
    assert st.legal_moves() == ["target 1"]
    events = play(st, "target 1")
    assert ev.CardEliminated("red", "apothecary", "red", 1, "apothecary", False) in events


def test_A6_apothecary_alone_with_no_other_own_card_has_no_effect() -> None:
    st = A("blue queen", "red apothecary up", "green felon", next=1)
    events = list(st.opening)
    assert ev.NoEffect("red", "apothecary", "apothecary", "no_target") in events


def test_A6_G10_bribed_card_counts_as_the_apothecarys_own() -> None:
    st = A("blue felon", "green queen up b=red", "red apothecary up", next=2)
    assert st.legal_moves() == ["target 0", "target 2"]


# ------------------------------------------------------------ A7 Felon


def test_A7_G10_felon_with_bribed_neighbours_costs_their_controllers() -> None:
    st = A("blue queen up b=red", "blue felon up", "blue schemer up", next=1)
    events = list(st.opening)
    lost = [(e.player, e.amount) for e in of_kind(events, "InfluenceLost")]
    assert lost == [("red", 1), ("blue", 1)]


def test_A7_G9_felon_costs_no_more_than_one_has() -> None:
    st = A(
        "red queen",
        "blue felon up",
        "red schemer",
        next=1,
        influence={"red": 1, "blue": 1, "green": 1},
    )
    events = list(st.opening)
    assert [(e.player, e.amount) for e in of_kind(events, "InfluenceLost")] == [("red", 1)]
    assert infl(st)["red"] == 0


def test_A7_felon_alone_has_no_effect() -> None:
    st = A("blue felon up", next=0)
    events = st.opening
    assert [e.kind for e in events if e.kind == "NoEffect"] == ["NoEffect"]
    assert infl(st)["blue"] == 1 and st.finished


# ------------------------------------------------------------ A8 Substitution


def test_A8_G5_replacement_into_the_gap_before_the_cursor_waits() -> None:
    st = A("blue queen up", "red substitution", "green felon", next=1, aside={"red": ["queen"]})
    events = play(st, "reveal", "target 0")
    assert ev.CardPlaced("red", "queen", "red", 0, False, True, "substitution") in events
    assert tops(st) == ["red queen", "green felon"]
    assert st.pending.card == "felon"  # the Queen lies before the cursor
    assert infl(st)["red"] == 1 + 1 + 1  # elimination + another player's Queen


def test_A8_G5_replacement_into_the_gap_after_the_cursor_resolves_at_once() -> None:
    st = A("red substitution", "blue queen up", "green felon", aside={"red": ["queen"]})
    play(st, "reveal", "target 1")
    assert tops(st) == ["red queen", "green felon"]
    assert infl(st)["red"] == 1 + 2 + 2  # elimination, Queen extra, then the Queen's own 2
    assert st.pending.card == "felon"


def test_A8_A9_substituting_a_bribed_character_returns_the_token() -> None:
    st = A("red substitution", "blue felon up b=green", "green queen", discards={"red": ["felon"]})
    events = play(st, "reveal", "target 1")
    assert ev.BribeReturned("green", "felon", "blue") in events
    assert st.discards["blue"] == ("felon",) and "green" in st.extra["bribes_left"]
    assert tops(st) == ["red felon", "green queen"]
    assert infl(st) == {"red": 2, "blue": 1, "green": 0}  # the Felon resolved (G5)


def test_A8_G10_no_replacement_for_a_character_one_controls_by_bribery() -> None:
    st = A("red substitution", "blue felon up b=red", "green queen", aside={"red": ["felon"]})
    play(st, "reveal", "target 1")
    assert tops(st) == ["green queen"] and st.aside["red"] == ("felon",)


def test_A8_own_printed_character_bribed_by_another_comes_back_from_the_discard() -> None:
    """Judgement call: the bribed Queen belongs to blue (G10): red eliminates
    another player's character, and red's own Queen — just put into red's
    discard — is the replacement."""
    st = A("red substitution", "red queen up b=blue", "green felon")
    events = play(st, "reveal", "target 1")
    assert ev.BribeReturned("blue", "queen", "red") in events
    assert ev.CardPlaced("red", "queen", "red", 1, False, True, "substitution") in events
    assert tops(st)[0] == "red queen" and st.queue[0][0][BRIBED_BY] is None
    assert disc(st)["red"] == ["substitution"]
    assert infl(st)["red"] == 1 + 1 + 1 + 2


def test_A8_substitution_on_a_prince_never_brings_the_twin_and_discards_theirs() -> None:
    st = A(
        "blue twin up",
        "red substitution",
        "blue prince up",
        next=1,
        aside={"red": ["prince"]},
        twin=["red"],
    )
    events = play(st, "reveal", "target 2")
    assert ev.CardDiscarded("twin", "blue", 0, "prince") in events
    assert tops(st) == ["red prince"] and st.extra["twin"] == ("red",)
    assert infl(st)["red"] == 1 + 1 + 1  # elimination, then its Prince resolves (after)


def test_A8_substitution_alone_has_no_target_and_is_discarded() -> None:
    st = A("red substitution")
    events = play(st, "reveal")
    assert ev.NoEffect("red", "substitution", "substitution", "no_target") in events
    assert disc(st)["red"] == ["substitution"]


def test_A8_replacing_a_twin_only_from_a_discarded_twin() -> None:
    st = A("red substitution", "blue twin up", twin=["red"])
    play(st, "reveal", "target 1")
    assert tops(st) == []
    st = A("red substitution", "blue twin up", discards={"red": ["twin"]})
    play(st, "reveal", "target 1")
    assert tops(st) == ["red twin"] and disc(st)["red"] == ["substitution"]


# ------------------------------------------------------------ A9 Bribery


def test_A9_bribing_a_card_bribed_by_a_third_player() -> None:
    st = A("red bribery", "blue queen up b=green", "green felon")
    assert "green" not in st.extra["bribes_left"]
    events = play(st, "reveal", "target 1")
    assert ev.CardBribed("red", "queen", "blue", 1, "green") in events
    assert st.queue[0][0][BRIBED_BY] == "red"
    assert set(st.extra["bribes_left"]) == {"blue", "green"}
    # the Queen now resolves for red
    assert infl(st)["red"] == 1 + 2


def test_A9_targets_face_up_characters_alone_of_other_players_only() -> None:
    st = A(
        "red bribery",
        "blue queen up",
        ["green felon up", "green queen up"],
        "blue schemer",
        "red felon up",
        "green prince up b=blue",
        "blue apothecary up",
    )
    play(st, "reveal")
    assert st.legal_moves() == ["target 1", "target 5", "target 6"]


def test_A9_bribed_card_discarded_by_its_controller_goes_to_its_printed_discard() -> None:
    st = A("blue schemer up b=red", ["green felon up", "green queen"])
    events = list(st.opening)
    assert ev.CardDiscarded("schemer", "blue", 0, "schemer") in events
    assert st.discards["blue"] == ("schemer",) and "red" in st.extra["bribes_left"]


# ------------------------------------------------------------ A10 Combination


def test_A10_repeat_no_longer_offers_a_cutthroat_discarded_meanwhile() -> None:
    st = A("red combination t2", "red queen up", "red cutthroat up", "blue trap")
    play(st, "reveal")  # the Combination left first (A10): everything moved up by one
    assert st.legal_moves() == ["target 0", "target 1"]
    events = play(st, "target 1", "target 2")  # the Cutthroat eliminates the Trap
    assert ev.CardDiscarded("cutthroat", "red", 1, "trap") in events
    assert infl(st) == {"red": 0, "blue": 2, "green": 1}
    assert st.legal_moves() == ["take", "repeat"]
    play(st, "repeat")
    assert st.legal_moves() == ["target 0"]
    play(st, "target 0", "take")
    # Combination discarded; red's Queen slides to the cursor and resolves again
    assert st.finished and infl(st)["red"] == 0 + 2 + 1 + 2
    assert disc(st)["red"] == ["combination", "cutthroat"]


def test_A10_zero_tokens_applies_once_and_is_discarded() -> None:
    st = A("red combination", "red queen up", "blue felon")
    events = play(st, "reveal", "target 0")
    assert not of_kind(events, "TokensReturned")
    assert disc(st)["red"] == ["combination"]
    assert infl(st)["red"] == 1 + 2 + 2


def test_A10_no_face_up_character_takes_the_tokens() -> None:
    st = A("red combination t3", "red queen", "blue felon up b=red", next=0)
    play(st, "reveal")
    assert st.legal_moves() == ["target 1"]  # a bribed character counts as one's own
    st = A("red combination t3", "red queen", "blue felon up")
    events = play(st, "reveal")
    assert ev.InfluenceGained("red", 3, "combination", "tokens") in events
    assert ev.NoEffect("red", "combination", "combination", "no_target") in events


def test_A10_combination_out_of_reach_of_the_ability_it_applies_keeps_its_tokens() -> None:
    """Revised A10: the Combination is discarded before the ability is applied,
    so an applied Apothecary cannot eliminate it, and its 2 tokens stay available
    (the old reading eliminated it and lost them)."""
    st = A("red queen up", "red combination t2", "red apothecary up", next=1)
    events = play(st, "reveal")
    assert ev.CardDiscarded("combination", "red", 1, "used") in events
    assert tops(st) == ["red queen", "red apothecary"]
    assert st.legal_moves() == ["target 0", "target 1"]
    play(st, "target 1")
    # the Apothecary's only target is itself (next to red's Queen, A6)
    assert st.legal_moves() == ["target 1"]
    events = play(st, "target 1")
    assert ev.CardEliminated("red", "apothecary", "red", 1, "apothecary", False) in events
    assert st.legal_moves() == ["take", "repeat"]
    play(st, "take", "take")
    assert infl(st)["red"] == 1 + 1 + 2
    assert not of_kind(events, "TokensReturned")


def test_A10_combination_applies_an_apothecary_on_a_trap_the_apothecary_is_discarded() -> None:
    st = A("red combination t1", "red felon", "blue trap", "red apothecary up")
    play(st, "reveal", "target 2")
    # the Combination is gone: only the Trap next to red's Felon can be eliminated
    assert st.legal_moves() == ["target 1"]
    events = play(st, "target 1")
    assert ev.CardDiscarded("apothecary", "red", 1, "trap") in events
    # +1 for the elimination, then the Trap takes 2 (all red has, G9); the
    # Combination's token is then taken (no face-up character left)
    assert infl(st) == {"red": 1, "blue": 3, "green": 1}
    assert disc(st)["red"] == ["apothecary", "combination"]
    assert st.pending.card == "felon"


def test_A10_B9_the_applied_character_is_the_acting_card_an_ambush_discards_it() -> None:
    st = A(
        "red combination t1",
        "red cutthroat up",
        "blue ambush",
        "green queen",
        families={"blue": "base"},
    )
    events = play(st, "reveal", "target 0", "target 1")
    # the Cutthroat eliminated the Ambush: the Cutthroat is discarded (B9); the
    # Combination was discarded before, as plain use
    assert ev.CardDiscarded("combination", "red", 0, "used") in events
    assert ev.CardDiscarded("cutthroat", "red", 0, "ambush") in events
    assert infl(st)["blue"] == 1 + 4
    # one card eliminated: nothing for it (A5); no face-up character left: red
    # takes the Combination's token
    assert infl(st)["red"] == 1 + 1
    assert tops(st) == ["green queen"]


# ------------------------------------------------------------ A11 Trap


def test_A11_trap_revealed_by_owner_returns_its_tokens_and_gains_1() -> None:
    st = A("red trap t3", "blue felon")
    events = play(st, "reveal")
    assert ev.TokensReturned("trap", "red", 0, 3, "trap", True) in events
    assert infl(st)["red"] == 2 and st.discards["red"] == ("trap",)


def test_A11_G10_trap_eliminated_by_its_owners_bribed_card_steals_nothing() -> None:
    st = A("red felon", "red trap", "blue apothecary up b=red", next=2)
    play(st, "target 1")
    assert infl(st)["red"] == 2 and tops(st) == ["red felon", "blue apothecary"]


def test_A11_trap_eliminated_by_a_bribed_apothecary_of_the_trap_owner_steals() -> None:
    """The Apothecary is printed blue but red controls it: red attacks blue's Trap."""
    st = A(
        "blue trap",
        "red felon",
        "blue apothecary up b=red",
        next=2,
        influence={"red": 4, "blue": 0, "green": 1},
    )
    assert st.legal_moves() == ["target 0", "target 2"]
    events = play(st, "target 0")
    assert ev.InfluenceStolen("blue", "red", 3, "trap", "trap") in events
    assert ev.CardDiscarded("apothecary", "blue", 1, "trap") in events
    assert ev.BribeReturned("red", "apothecary", "blue") in events
    assert infl(st) == {"red": 2, "blue": 3, "green": 1}
    assert disc(st) == {"red": [], "blue": ["apothecary", "trap"], "green": []}


def test_A8_G5_substitution_on_its_own_queen_replacement_before_then_queen_resolves() -> None:
    """Rulebook example (Substitution on top of its own Queen) with a replacement
    into the gap before the cursor: the uncovered Queen resolves at once, the
    replacement waits."""
    st = A(
        "blue felon up",
        ["red queen up", "red substitution"],
        "green schemer",
        next=1,
        aside={"red": ["felon"]},
    )
    events = play(st, "reveal", "target 0")
    assert ev.CardPlaced("red", "felon", "red", 0, False, True, "substitution") in events
    assert ev.CardUncovered("queen", "red", 1, True) in events
    assert tops(st) == ["red felon", "red queen", "green schemer"]
    assert infl(st)["red"] == 1 + 1 + 2 and st.pending.card == "schemer"


def test_A10_combination_is_gone_before_the_applied_ability_runs() -> None:
    """Revised A10 (the card says «Сбрось эту карту.» first): a Felon applied
    next to where the Combination lay no longer counts it as red's card."""
    st = A("red felon up", "red combination", "blue queen", next=1)
    events = play(st, "reveal", "target 0")
    assert ev.InfluenceLost("blue", 1, "felon", "ability") in events
    assert not [e for e in of_kind(events, "InfluenceLost") if e.player == "red"]
    assert infl(st)["red"] == 1 and disc(st)["red"] == ["combination"]
