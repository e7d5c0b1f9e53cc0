"""Independent audit of Alliance (alliance.uk.txt; RULINGS.md L1–L11, G5–G10).

A second reading of the rulebook: each test names the ruling it checks and
pins exact influence, zones and events. A card is written
``"OWNER CARD [up] [tN] [b=PLAYER] [v] [i]"`` (face up, N influence on it,
bribed by PLAYER, a verdict, inactive); a stack is a list, bottom to top.
"""

from __future__ import annotations

from typing import Any

from scenario_helpers import disc, infl, of_kind, play, pos
from scenario_helpers import top_ids as tops

from oriflamme import GameState, new_card
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.model import ID, TOKENS


def L(*stacks: Any, **keys: Any) -> GameState:
    """An Alliance position (``families`` may seat other editions)."""
    keys.setdefault("edition", "alliance")
    return pos(*stacks, **keys)


# ------------------------------------------------------------ L1 Empress


def test_L1_empress_without_face_down_opponent_card_only_gains() -> None:
    st = L("red empress up", "red judge", ["blue judge", "blue fanatic up"])
    events = list(st.opening)
    assert not of_kind(events, "TokensPlaced")
    assert infl(st)["red"] == 3 and st.pending.card == "judge" and st.pending.player == "red"


def test_L1_L3_empress_may_put_1_on_an_inactive_replacement() -> None:
    st = L("red empress up", "blue judge i", "green fanatic")
    assert st.legal_moves() == ["target 1", "target 2"]
    events = play(st, "target 1")
    assert ev.TokensPlaced("judge", "blue", 1, 1, "empress", False, "red") in events
    assert st.pending.card == "fanatic"  # the inactive Judge is skipped (L3)
    assert st.queue[1][0][TOKENS] == 1


# ------------------------------------------------------------ L2 Fanatic


def test_L2_covered_and_face_down_own_cards_do_not_count() -> None:
    st = L("red fanatic up", ["red judge up", "red extortion"], "red empress")
    assert infl(st)["red"] == 3


def test_L2_another_own_face_up_card_gives_only_1() -> None:
    st = L("red fanatic up", "blue judge", "red empress up")
    assert next(e.amount for e in of_kind(st.opening, "InfluenceGained")) == 1


def test_L2_G10_bribed_fanatic_counts_its_controllers_cards() -> None:
    st = L("blue fanatic up b=red", "red queen up", families={"red": "ablaze"})
    assert of_kind(st.opening, "InfluenceGained")[0] == ev.InfluenceGained(
        "red", 1, "fanatic", "ability"
    )
    st = L("blue fanatic up b=red", "blue judge up", "red queen", families={"red": "ablaze"})
    assert of_kind(st.opening, "InfluenceGained")[0].amount == 2


# ------------------------------------------------------------ L3 Informant


def test_L3_option_2_needs_a_card_in_hand() -> None:
    st = L("red informant up", "blue judge t1", hands={"red": []})
    assert st.legal_moves() == ["option 1"]


def test_L3_option_1_counts_adjacent_face_down_top_cards_of_opponents_only() -> None:
    st = L("blue judge t2", "red informant up", ["green fanatic t5", "green judge t1"], next=1)
    events = play(st, "option 1")
    assert ev.InfluenceGained("red", 3, "informant", "ability") in events
    assert [s[-1][TOKENS] for s in st.queue] == [2, 0, 1]  # the influence stays
    # nothing to gain: option 1 is not offered (G17)
    st = L("red judge t2", "red informant up", "blue fanatic up", next=1, hands={"red": ["pact"]})
    assert st.legal_moves() == ["option 2"]


def test_L3_swap_on_a_stack_returns_the_informants_verdict() -> None:
    st = L(
        ["red fanatic up", "red informant up v"],
        "blue judge",
        hands={"red": ["pact"]},
        verdicts_left=2,
    )
    events = play(st, "option 2", "swap pact")
    assert ev.VerdictReturned("informant", "red", 3) in events
    assert [c[ID] for c in st.queue[0]] == ["fanatic", "pact"]
    assert st.queue[0][1] == new_card("pact", "red", inactive=True)
    assert st.hands["red"] == ("informant",)
    assert st.pending.card == "judge"


def test_L3_G5_replacement_moved_by_a_royal_decree_after_the_cursor_stays_inactive() -> None:
    st = L(
        "blue informant up",
        "red royal_decree",
        families={"red": "base"},
        hands={"blue": ["judge"]},
        round=5,
    )
    play(st, "option 2", "swap judge", "reveal")
    assert st.legal_moves() == ["target 0"]
    events = play(st, "target 0")
    assert st.legal_moves() == ["to 1"]
    events = play(st, "to 1")
    assert ev.CardMoved("red", "judge", "blue", 0, 1, False) in events
    assert not of_kind(events, "CardRevealed") and not of_kind(events, "CardBanked")
    # the round ended without the Judge; in round 6 it is active again
    assert st.round == 6 and st.queue == [(new_card("judge", "blue"),)]


# ------------------------------------------------------------ L4 Diplomat


def test_L4_option_1_chooses_among_several_face_up_uncovered_diplomats() -> None:
    st = L(
        "red diplomat up",
        "blue diplomat up t1",
        "green diplomat",
        ["yellow diplomat up t5", "yellow judge up"],
        "purple diplomat up",
        players=["red", "blue", "green", "yellow", "purple"],
    )
    play(st, "option 1")
    assert st.legal_moves() == ["target 1", "target 4"]  # not face down, not covered
    events = play(st, "target 4")
    assert ev.TokensPlaced("diplomat", "purple", 4, 2, "diplomat", True, "red") in events
    assert st.queue[4][0][TOKENS] == 2 and st.queue[1][0][TOKENS] == 1


def test_L4_diplomat_tokens_covered_uncovered_eliminated() -> None:
    # uncovered by an elimination, the Diplomat shows its 3 again (G8)
    st = L(["blue diplomat up t3", "blue extortion"], "red deserter up", next=1)
    events = play(st, "target 0")
    assert st.queue[0] == (new_card("diplomat", "blue", True, 3),)
    # Extortion: 2 per top card of red (the Deserter) — the Deserter stays: next to
    # the face-up Diplomat uncovered by the elimination (L5)
    assert ev.InfluenceGained("blue", 2, "extortion", "extortion") in events
    assert tops(st) == ["blue diplomat", "red deserter"]
    assert infl(st) == {"red": 2, "blue": 3, "green": 1}
    # eliminated: its influence goes back to the supply
    st = L("red deserter up", "blue diplomat up t4")
    events = play(st, "target 1")
    assert ev.TokensReturned("diplomat", "blue", 1, 4, "eliminated", True) in events
    assert infl(st) == {"red": 3, "blue": 1, "green": 1}
    assert disc(st) == {"red": ["deserter"], "blue": ["diplomat"], "green": []}


def test_L4_option_2_takes_the_tokens_and_its_verdict_goes_back() -> None:
    st = L("red diplomat up t4 v", "blue judge", verdicts_left=0)
    events = play(st, "option 2")
    assert ev.InfluenceGained("red", 4, "diplomat", "tokens") in events
    assert ev.CardDiscarded("diplomat", "red", 0, "diplomat") in events
    assert st.extra["verdicts_left"] == 1 and infl(st)["red"] == 5


def test_L4_option_1_without_another_diplomat_gains_1() -> None:
    st = L("red diplomat up", "blue diplomat t2", ["green diplomat up", "green judge up"])
    play(st, "option 1")
    assert infl(st)["red"] == 2 and st.pending.card == "diplomat"  # blue's, face down


# ------------------------------------------------------------ L5 Deserter


def test_L5_discard_condition_is_checked_after_the_elimination() -> None:
    st = L("green judge up", "red deserter up", "blue extortion t1", next=1)
    events = play(st, "target 0")
    assert ev.CardDiscarded("deserter", "red", 0, "deserter") in events
    assert infl(st)["red"] == 3 and tops(st) == ["blue extortion"]


def test_L5_alone_deserter_is_discarded() -> None:
    st = L("red deserter up")
    events = list(st.opening)
    assert ev.CardDiscarded("deserter", "red", 0, "deserter") in events
    assert ev.NoEffect("red", "deserter", "deserter", "no_target") in events


def test_L5_face_down_character_eliminated_gives_the_extra_1() -> None:
    st = L("red deserter up", "blue fanatic t2", "green judge up")
    events = play(st, "target 1")
    assert ev.TokensReturned("fanatic", "blue", 1, 2, "eliminated", True) in events
    assert ev.InfluenceGained("red", 1, "deserter", "deserter") in events
    assert tops(st) == ["red deserter", "green judge"]  # a face-up character is next to it


# ------------------------------------------------------------ L6 Judge


def test_L6_pool_exhausted_option_1_only_gains() -> None:
    st = L("red judge up", "blue fanatic", verdicts_left=0)
    events = play(st, "option 1")
    assert infl(st)["red"] == 2 and not of_kind(events, "VerdictPlaced")
    assert st.pending.card == "fanatic"


def test_L6_verdict_on_a_covered_card_cannot_be_judged() -> None:
    st = L("red judge up", ["blue fanatic up v", "blue empress up"])
    assert st.legal_moves() == ["option 1"] and st.extra["verdicts_left"] == 4
    play(st, "option 1")
    assert st.legal_moves() == ["target 0", "target 1"]  # itself, the Empress


def test_L6_L9_two_judges_of_different_families_condemn_a_face_down_card() -> None:
    st = L(
        "red judge up",
        "blue fanatic t2",
        "green judge up",
        kept={"green": [{"card": "infiltration"}]},
    )
    play(st, "option 1", "target 1", "bank")
    assert st.legal_moves() == ["option 1", "option 2"]
    events = play(st, "option 2")
    assert st.legal_moves() == ["target 1"]
    events = play(st, "target 1")
    assert ev.TokensReturned("fanatic", "blue", 1, 3, "eliminated", True) in events
    assert ev.VerdictReturned("fanatic", "blue", 5) in events
    assert infl(st) == {"red": 2, "blue": 1, "green": 1 + 1 + 2}


def test_L6_L10_verdict_on_a_kept_pact_goes_back() -> None:
    st = L("red pact t2 v", "blue judge", round=6)
    events = play(st, "reveal")
    assert ev.CardKept("red", "pact", 0, 2) in events
    assert st.extra["verdicts_left"] == 5 and st.kept == {"red": (("pact", 2),)}
    assert infl(st)["red"] == 1


# ------------------------------------------------------------ L7 Insurrection


def test_L7_at_the_start_of_the_queue_only_the_card_after_falls() -> None:
    st = L("red insurrection t1", "blue fanatic up", "green judge")
    events = play(st, "reveal")
    assert ev.TokensReturned("insurrection", "red", 0, 1, "insurrection", True) in events
    assert not [e for e in of_kind(events, "InfluenceGained") if e.reason == "tokens"]
    assert [e.card for e in of_kind(events, "CardEliminated")] == ["fanatic"]
    assert st.queue[0] == (new_card("insurrection", "red"),)
    assert infl(st)["red"] == 2 and st.pending.card == "judge"


def test_L7_at_the_end_of_the_queue_only_the_card_before_falls() -> None:
    st = L("blue fanatic up", "red insurrection t3", next=1)
    events = play(st, "reveal")
    assert ev.InfluenceGained("red", 2, "insurrection", "tokens") in events
    assert [e.card for e in of_kind(events, "CardEliminated")] == ["fanatic"]
    assert infl(st)["red"] == 1 + 2 + 1 and st.finished


def test_L7_without_influence_it_can_only_be_banked() -> None:
    st = L("red insurrection", "blue fanatic up")
    assert st.legal_moves() == ["bank"]


def test_L7_own_extortion_falls_plainly_and_the_second_elimination_follows() -> None:
    st = L("red extortion t2", "red insurrection t1", "blue fanatic up", next=1)
    events = play(st, "reveal")
    assert [e.card for e in of_kind(events, "CardEliminated")] == ["extortion", "fanatic"]
    assert infl(st) == {"red": 3, "blue": 1, "green": 1}
    assert tops(st) == ["red insurrection"]


def test_L7_B9_opponents_ambush_discards_the_insurrection_which_stops() -> None:
    st = L(
        "green ambush t1",
        "red insurrection t1",
        "blue fanatic up",
        next=1,
        families={"green": "base"},
    )
    events = play(st, "reveal")
    assert [e.card for e in of_kind(events, "CardEliminated")] == ["ambush"]
    assert ev.CardDiscarded("insurrection", "red", 0, "ambush") in events
    # the Fanatic slid to the cursor and resolves (G5)
    assert infl(st) == {"red": 2, "blue": 3, "green": 5}


def test_L7_A11_opponents_trap_after_it() -> None:
    st = L(
        "blue fanatic up", "red insurrection t2", "green trap", next=1, families={"green": "ablaze"}
    )
    events = play(st, "reveal")
    assert [e.card for e in of_kind(events, "CardEliminated")] == ["fanatic", "trap"]
    assert ev.InfluenceStolen("green", "red", 3, "trap", "trap") in events
    assert ev.CardDiscarded("insurrection", "red", 0, "trap") in events
    assert infl(st) == {"red": 1 + 1 + 1 + 1 - 3, "blue": 1, "green": 4}


def test_L7_L9_infiltration_bonus_for_each_face_down_card() -> None:
    st = L(
        "blue judge t1",
        "red insurrection t1",
        "red fanatic",
        next=1,
        kept={"red": [{"card": "infiltration"}]},
    )
    play(st, "reveal")
    assert infl(st)["red"] == 1 + (1 + 2) * 2 and tops(st) == ["red insurrection"]


# ------------------------------------------------------------ L8 Extortion


def test_L8_counts_the_eliminators_top_cards_bribed_ones_included() -> None:
    st = L(
        "red felon t2",
        "blue extortion",
        "red apothecary up",
        "green fanatic up b=red",
        ["red queen up", "red trap t1"],
        next=2,
        families={"red": "ablaze"},
    )
    assert "target 1" in st.legal_moves()
    events = play(st, "target 1")
    assert ev.InfluenceGained("blue", 8, "extortion", "extortion") in events
    assert [s[-1][TOKENS] for s in st.queue] == [1, 0, 0, 0]
    # then red's bribed Fanatic resolves (+1: the Apothecary is face up too)
    assert infl(st)["red"] == 1 + 1 + 1 and infl(st)["blue"] == 9


def test_L8_eliminated_by_its_owner_nothing_more() -> None:
    st = L("red deserter up", "red extortion t2", "blue fanatic t1")
    events = play(st, "target 1")
    assert not [e for e in events if getattr(e, "reason", "") == "extortion"]
    assert infl(st)["red"] == 2


def test_L8_L11_kept_pact_is_untouched_by_extortion() -> None:
    st = L(
        "blue deserter up",
        "red extortion",
        "blue judge t2",
        kept={"blue": [{"card": "pact", "tokens": 3}]},
    )
    play(st, "target 1")
    assert st.kept["blue"] == (("pact", 3),)
    assert st.queue[-1][-1][TOKENS] == 1
    assert infl(st)["red"] == 1 + 2 * 2


# ------------------------------------------------------------ L9 Infiltration


def test_L9_tokens_on_own_face_down_tops_only_inactive_included() -> None:
    st = L(
        "red infiltration",
        ["red judge t1", "red fanatic t2"],
        "red empress i",
        "blue judge",
        "red diplomat up",
    )
    events = play(st, "reveal")
    placed = [(e.card, e.position) for e in of_kind(events, "TokensPlaced")]
    assert placed == [("fanatic", 1), ("empress", 2)]
    assert st.kept == {"red": (("infiltration", 0),)}


def test_L9_L11_infiltration_eliminated_face_down_is_never_kept() -> None:
    st = L("blue deserter up", "red infiltration t1")
    play(st, "target 1")
    assert st.kept == {} and disc(st)["red"] == ["infiltration"]


def test_L9_bonus_for_own_face_down_card_too() -> None:
    st = L("red judge up", "red fanatic v t1", kept={"red": [{"card": "infiltration"}]})
    play(st, "option 2", "target 1")
    assert infl(st)["red"] == 1 + 1 + 2


# ------------------------------------------------------------ L10 Pact


def test_L10_pact_pays_at_round_start_only_with_a_card_in_the_queue() -> None:
    st = L("blue fanatic up", round=5, kept={"red": [{"card": "pact", "tokens": 3}]})
    assert not [e for e in st.opening if getattr(e, "reason", "") == "pact"]
    st = L("blue fanatic up", "red judge", round=5, kept={"red": [{"card": "pact", "tokens": 3}]})
    events = play(st, "bank")
    assert ev.InfluenceGained("red", 3, "pact", "pact") in events
    assert infl(st)["red"] == 4


def test_L10_G12_pact_counts_at_the_end() -> None:
    st = L(
        "blue fanatic up",
        kept={"red": [{"card": "pact", "tokens": 2}]},
        influence={"red": 2, "blue": 1, "green": 0},
    )
    assert st.finished
    assert st.scores() == {"red": 4, "blue": 3, "green": 0}
    assert st.winners == ["red"]


def test_L10_revealed_pact_keeps_its_influence_not_paid_the_same_round() -> None:
    st = L("red pact t2", "blue fanatic", round=6)
    events = play(st, "reveal")
    assert not of_kind(events, "InfluenceGained")
    assert st.kept == {"red": (("pact", 2),)} and infl(st)["red"] == 1


def test_L9_A11_G9_infiltration_bonus_comes_before_the_trap_takes_3() -> None:
    """The Trap takes 3 after the eliminator has gained for the elimination
    (ablaze.ru.txt, Trap: «получает 1 за устранение перед тем, как из его запаса
    заберут 3»); the Infiltration's 2 are gained for that same elimination."""
    st = L(
        "red deserter up",
        "blue trap",
        "green judge",
        families={"blue": "ablaze"},
        kept={"red": [{"card": "infiltration"}]},
        influence={"red": 0, "blue": 1, "green": 1},
    )
    events = play(st, "target 1")
    gains = [
        (e.player, e.amount, e.reason)
        for e in events
        if e.kind in ("InfluenceGained", "InfluenceStolen")
    ]
    assert gains == [("red", 1, "elimination"), ("red", 2, "infiltration"), ("blue", 3, "trap")]
    assert infl(st) == {"red": 0, "blue": 4, "green": 1}
    assert ev.CardDiscarded("deserter", "red", 0, "trap") in events


def test_L1_L7_empress_token_lets_an_opponents_insurrection_be_revealed() -> None:
    st = L("red empress up", "blue insurrection", "green judge up")
    events = play(st, "target 1")
    assert ev.TokensPlaced("insurrection", "blue", 1, 1, "empress", False, "red") in events
    assert st.legal_moves() == ["reveal", "bank"]
    events = play(st, "reveal")
    assert [(e.card, e.owner) for e in of_kind(events, "CardEliminated")] == [
        ("empress", "red"),
        ("judge", "green"),
    ]
    assert infl(st) == {"red": 3, "blue": 3, "green": 1}
    assert st.queue == [(new_card("insurrection", "blue"),)]


def test_L7_A2_card_after_is_the_one_next_to_it_after_the_first_elimination() -> None:
    """Judgement call: the Prince before it takes its Twin after it along (A2);
    "then the card after it" is the card next to it at that moment."""
    st = L(
        "blue prince up",
        "red insurrection t1",
        "blue twin up",
        "green judge up",
        next=1,
        families={"blue": "ablaze"},
    )
    events = play(st, "reveal")
    assert ev.CardDiscarded("twin", "blue", 1, "prince") in events
    assert [e.card for e in of_kind(events, "CardEliminated")] == ["prince", "judge"]
    assert infl(st) == {"red": 3, "blue": 1, "green": 1}
    assert st.queue == [(new_card("insurrection", "red"),)]
