"""Oriflamme: Alliance — every card and ruling (RULINGS.md L1–L11; alliance.uk.txt).

A face-up card at the position where a scenario starts resolves as the file
loads; to see its events, tests start on a face-down card and ``bank`` it.
"""

from __future__ import annotations

from typing import Any

import pytest
from scenario_helpers import of_kind, play, scenario, top_ids

import oriflamme
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.model import ID, INACTIVE, OWNER, TOKENS, VERDICT


def lpos(*stacks: Any, extra: dict[tuple[int, int], dict[str, Any]] | None = None, **keys: Any):
    """An Alliance position; ``extra[(i, j)]`` adds keys to card j of stack i."""
    d = scenario(*stacks, **keys)
    d.setdefault("edition", "alliance")
    for (i, j), fields in (extra or {}).items():
        d["queue"][i][j].update(fields)
    return oriflamme.load_scenario(d)


# ------------------------------------------------------------------ L1 Empress


def test_L1_empress_gains_2_then_puts_1_on_an_opponents_face_down_card() -> None:
    st = lpos("green fanatic", "red empress up", "blue judge", "red fanatic")
    play(st, "bank")
    assert st.influence["red"] == 3
    assert st.legal_moves() == ["target 0", "target 2"]
    events = play(st, "target 2")
    assert ev.TokensPlaced("judge", "blue", 2, 1, "empress", False, "red") in events
    assert st.queue[2][-1][TOKENS] == 1


def test_L1_empress_without_face_down_opponent_card_only_gains() -> None:
    st = lpos("red fanatic", "red empress up", "blue judge up")
    play(st, "bank")
    assert st.influence["red"] == 3 and st.pending.card == "judge"


# ------------------------------------------------------------------ L2 Fanatic


def test_L2_fanatic_alone_face_up_gains_2() -> None:
    st = lpos("green judge", "red fanatic up", "red judge", ["red empress up", "red pact"])
    play(st, "bank")
    assert st.influence["red"] == 3  # face-down and covered cards do not count


def test_L2_fanatic_with_another_face_up_card_gains_1() -> None:
    st = lpos("green judge", "red fanatic up", "blue judge", "red judge up")
    play(st, "bank")
    assert st.influence["red"] == 2


# ------------------------------------------------------------------ L3 Informant


def test_L3_informant_option_1_gains_influence_on_adjacent_face_down_opponents() -> None:
    st = lpos("blue judge t2", "red informant up", "green fanatic t1", "red judge t3", next=1)
    assert st.pending.decision == "option"
    assert st.legal_moves() == ["option 1"]  # an empty hand: nothing to swap
    play(st, "option 1")
    assert st.influence["red"] == 4
    assert st.queue[0][-1][TOKENS] == 2 and st.queue[2][-1][TOKENS] == 1  # it stays there


def test_L3_informant_option_2_swaps_with_a_card_from_hand_inactive_until_next_round() -> None:
    st = lpos(
        "blue judge",
        "red informant up",
        "green fanatic",
        next=1,
        round=5,
        hands={"red": ["judge", "empress"], "blue": ["empress"], "green": ["judge"]},
    )
    play(st, "option 2")
    assert st.pending.decision == "swap"
    assert st.legal_moves() == ["swap empress", "swap judge"]
    assert st.view("blue")["pending"]["moves"] == []  # hidden from the others
    events = play(st, "swap judge")
    assert ev.CardSwapped("red", "judge", "red", 1, "informant") in events
    assert st.hands["red"] == ("empress", "informant")
    assert st.queue[1][-1] == oriflamme.new_card("judge", "red", inactive=True)
    assert st.pending.player == "green"  # the new card is skipped this round (G5)
    play(st, "bank")
    assert st.phase == "placement" and not st.queue[1][-1][INACTIVE]


def test_L3_inactive_card_is_skipped_then_resolves_next_round() -> None:
    st = lpos("blue judge", "red judge", "green fanatic", extra={(1, 0): {"inactive": True}})
    play(st, "bank")
    assert st.pending.player == "green"


# ------------------------------------------------------------------ L4 Diplomat


def test_L4_diplomat_option_1_puts_2_on_another_face_up_diplomat() -> None:
    st = lpos("red diplomat up", "green fanatic", "blue diplomat up t1")
    assert st.legal_moves() == ["option 1", "option 2"]
    play(st, "option 1")
    assert st.influence["red"] == 2 and st.legal_moves() == ["target 2"]
    play(st, "target 2")
    assert st.queue[2][-1][TOKENS] == 3
    assert st.to_json()["queue"][2][0] == {
        "card": "diplomat",
        "owner": "blue",
        "face_up": True,
        "tokens": 3,
    }


def test_L4_diplomat_option_2_takes_all_on_it_then_is_discarded() -> None:
    st = lpos("red diplomat up t4", "green fanatic")
    events = play(st, "option 2")
    assert ev.InfluenceGained("red", 4, "diplomat", "tokens") in events
    assert ev.CardDiscarded("diplomat", "red", 0, "diplomat") in events
    assert st.discards["red"] == ("diplomat",)


def test_L4_tokens_stay_on_a_covered_diplomat_and_are_lost_when_eliminated() -> None:
    st = lpos(["red diplomat up t3", "red judge"], "blue deserter up", next=1)
    assert st.queue[0][0][TOKENS] == 3
    events = play(st, "target 0")
    assert st.queue[0] == (oriflamme.new_card("diplomat", "red", True, 3),)
    st = lpos("red diplomat up t3", "blue deserter up", next=1)
    events = play(st, "target 0")
    assert ev.TokensReturned("diplomat", "red", 0, 3, "eliminated", True) in events


# ------------------------------------------------------------------ L5 Deserter


def test_L5_deserter_stays_next_to_a_face_up_character() -> None:
    st = lpos("green judge", "red deserter up", "blue fanatic", "blue empress up", next=1)
    play(st, "target 2")
    assert st.influence["red"] == 3  # +1, +1 for a character
    assert top_ids(st) == ["green judge", "red deserter", "blue empress"]


def test_L5_deserter_eliminating_an_intrigue_gains_no_extra() -> None:
    st = lpos("green judge", "red deserter up", "blue pact", next=1)
    play(st, "target 2")
    assert st.influence["red"] == 2 and st.discards["red"] == ("deserter",)


def test_L5_L2_activation_example_deserter_and_fanatic() -> None:
    """Rulebook «Приклад фази активації», influence counted move by move."""
    st = lpos(
        "red judge", "blue deserter t1", "red empress t2", "green diplomat", "blue fanatic up"
    )
    play(st, "bank")  # red leaves its card face down and adds 1
    assert st.queue[0][-1][TOKENS] == 1 and st.influence == {"red": 1, "blue": 1, "green": 1}
    play(st, "reveal")  # blue takes the 1 on the Deserter
    assert st.influence["blue"] == 2
    events = play(st, "target 2")  # red's second card, with 2 on it, goes
    assert ev.TokensReturned("empress", "red", 2, 2, "eliminated", True) in events
    assert st.influence["blue"] == 4  # +1 for the elimination, +1: a character
    # no face-up character next to the Deserter: discarded
    assert ev.CardDiscarded("deserter", "blue", 1, "deserter") in events
    assert st.pending.player == "green"
    events = play(st, "bank")  # green; then blue's face-up Fanatic
    assert st.influence == {"red": 1, "blue": 6, "green": 1}  # 1, +1: no other face-up card
    assert ev.InfluenceGained("blue", 2, "fanatic", "ability") in events


# ------------------------------------------------------------------ L6 Judge


def test_L6_judge_option_1_puts_a_verdict_from_the_pool_of_5() -> None:
    st = lpos("red judge up", "blue fanatic", "green empress up")
    assert st.legal_moves() == ["option 1"]  # no verdict anywhere: no option 2
    play(st, "option 1")
    assert st.extra["verdicts_left"] == 5
    assert st.legal_moves() == ["target 0", "target 1", "target 2"]
    events = play(st, "target 1")
    assert ev.VerdictPlaced("red", "fanatic", "blue", 1, False) in events
    assert st.extra["verdicts_left"] == 4 and st.queue[1][-1][VERDICT]
    assert st.to_json()["verdicts_left"] == 4


def test_L6_judge_one_verdict_per_card_and_none_left_just_gains() -> None:
    st = lpos("red judge up", "blue fanatic", extra={(1, 0): {"verdict": True}})
    play(st, "option 1")
    assert st.legal_moves() == ["target 0"]
    st = lpos("red judge up", "blue fanatic", verdicts_left=0)
    play(st, "option 1")
    assert st.influence["red"] == 2 and st.pending.card == "fanatic"


def test_L6_judge_option_2_eliminates_a_card_with_a_verdict_which_returns() -> None:
    st = lpos(
        "red judge up",
        "blue fanatic t2",
        "green empress up",
        extra={(1, 0): {"verdict": True}},
        verdicts_left=3,
    )
    play(st, "option 2")
    assert st.legal_moves() == ["target 1"]
    events = play(st, "target 1")
    assert ev.VerdictReturned("fanatic", "blue", 4) in events
    assert st.extra["verdicts_left"] == 4 and st.influence["red"] == 2


def test_L6_verdict_stays_on_a_covered_card() -> None:
    st = lpos(["blue fanatic up", "blue judge"], "red judge up", extra={(0, 0): {"verdict": True}})
    assert st.extra["verdicts_left"] == 4
    play(st, "bank")
    assert st.legal_moves() == ["option 1"]  # the covered verdict cannot be judged


# ------------------------------------------------------------------ L7 Insurrection


def test_L7_insurrection_needs_influence_to_be_revealed() -> None:
    st = lpos("red insurrection", "blue fanatic")
    assert st.legal_moves() == ["bank"]
    with pytest.raises(oriflamme.IllegalMove) as e:
        st.apply("reveal")
    assert e.value.code == "needs_influence"


def test_L7_insurrection_eliminates_before_then_after_and_turns_face_down() -> None:
    st = lpos("green fanatic", "blue judge", "red insurrection t3", "green empress up", next=2)
    events = play(st, "reveal")
    assert ev.TokensReturned("insurrection", "red", 2, 1, "insurrection", True) in events
    elim = of_kind(events, "CardEliminated")
    assert [(e.card, e.position) for e in elim] == [("judge", 1), ("empress", 2)]
    assert ev.CardTurnedDown("insurrection", "red", 1) in events
    assert st.influence["red"] == 1 + 2 + 2
    assert st.queue[1][-1] == oriflamme.new_card("insurrection", "red")  # face down, empty, stays


# ------------------------------------------------------------------ L8 Extortion


def test_L8_extortion_revealed_by_owner() -> None:
    st = lpos("red extortion t2", "blue fanatic")
    events = play(st, "reveal")
    assert ev.TokensReturned("extortion", "red", 0, 2, "extortion", True) in events
    assert st.influence["red"] == 2 and st.discards["red"] == ("extortion",)


def test_L8_extortion_eliminated_by_an_opponent() -> None:
    st = lpos(
        "blue judge t2",
        "red extortion t1",
        "blue deserter up",
        "blue fanatic",
        ["blue empress t1", "blue pact t3"],
        next=2,
        round=6,
    )
    events = play(st, "target 1")
    # blue: +1 elimination; red: 2 x blue's 4 top cards (the Deserter included)
    assert ev.InfluenceGained("red", 8, "extortion", "extortion") in events
    assert st.influence["red"] == 9
    assert [c[-1][TOKENS] for c in st.queue if c[-1][OWNER] == "blue"][:1] == [1]
    assert st.queue[-1][-1][TOKENS] == 2 and st.queue[-1][0][TOKENS] == 1  # covered: untouched


# ------------------------------------------------------------------ L9 Infiltration


def test_L9_infiltration_puts_1_on_each_own_face_down_top_card_and_is_kept() -> None:
    st = lpos("red infiltration", "red judge", "blue fanatic", ["red empress", "red pact"])
    events = play(st, "reveal")
    assert [e.position for e in of_kind(events, "TokensPlaced")] == [1, 3]
    assert ev.CardKept("red", "infiltration", 0, 0) in events
    assert st.kept == {"red": (("infiltration", 0),)}
    assert st.to_json()["kept"] == {"red": [{"card": "infiltration", "tokens": 0}]}


def test_L9_infiltration_on_a_revealed_deserter_rulebook_example() -> None:
    """Rulebook «Стос карт»: red reveals the Infiltration it played on its own
    face-up Deserter, keeps it; the Deserter, uncovered, resolves at once, and
    eliminating a face-down card now gives 2 more."""
    st = lpos("blue fanatic t1", ["red deserter up", "red infiltration"], "green judge", next=1)
    play(st, "reveal")
    assert st.kept["red"] == (("infiltration", 0),)
    assert st.pending.card == "deserter" and st.legal_moves() == ["target 0", "target 2"]
    events = play(st, "target 0")
    assert ev.InfluenceGained("red", 2, "infiltration", "infiltration") in events
    assert st.influence["red"] == 1 + 1 + 1 + 2  # elimination, character, Infiltration


def test_L9_no_bonus_for_a_face_up_card() -> None:
    st = lpos("blue fanatic up", "red deserter up", kept={"red": [{"card": "infiltration"}]})
    play(st, "target 0")
    assert st.influence["red"] == 3


# ------------------------------------------------------------------ L10 Pact, L11


def test_L10_pact_is_kept_with_its_influence_and_pays_each_later_round() -> None:
    st = lpos("red pact t3", "blue fanatic", round=5, hands={"red": ["judge"]})
    events = play(st, "reveal")
    assert st.influence["red"] == 1  # not taken
    assert ev.CardKept("red", "pact", 0, 3) in events
    events = play(st, "bank")  # the round ends; round 6 starts
    assert st.round == 6
    assert st.influence["red"] == 1  # no card of red's in the queue: nothing
    assert st.scores()["red"] == 4  # its influence counts at the end


def test_L10_pact_pays_when_the_player_has_a_card_in_the_queue() -> None:
    st = lpos("red judge", "blue fanatic", round=5, kept={"red": [{"card": "pact", "tokens": 2}]})
    events = play(st, "bank", "bank")
    assert ev.InfluenceGained("red", 2, "pact", "pact") in events
    assert st.influence["red"] == 3 and st.to_json()["scores"]["red"] == 5


def test_L11_kept_cards_round_trip_and_stay_out_of_the_queue() -> None:
    st = lpos("red judge up", "blue fanatic", kept={"red": [{"card": "pact", "tokens": 2}]})
    again = oriflamme.load_scenario(st.to_json())
    assert again.kept == st.kept == {"red": (("pact", 2),)}
    assert all(c[ID] != "pact" for s in st.queue for c in s)
