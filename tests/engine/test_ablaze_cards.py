"""Oriflamme: Ablaze — every card and ruling (RULINGS.md A1–A11; ablaze.ru.txt).

Positions are built with the shared helpers (``scenario_helpers``) plus
``xpos``, which adds the Ablaze extras (a bribery token on a card, the Twin
waiting in front of its owner) to a card by its place in the queue.
"""

from __future__ import annotations

from typing import Any

import pytest
from scenario_helpers import of_kind, play, scenario, top_ids

import oriflamme
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.model import BRIBED_BY


def xpos(*stacks: Any, extra: dict[tuple[int, int], dict[str, Any]] | None = None, **keys: Any):
    """An Ablaze position; ``extra[(i, j)]`` adds keys to card j of stack i."""
    d = scenario(*stacks, **keys)
    d.setdefault("edition", "ablaze")
    for (i, j), fields in (extra or {}).items():
        d["queue"][i][j].update(fields)
    return oriflamme.load_scenario(d)


# ------------------------------------------------------------------ A1 setup


def test_A1_setup_twin_face_up_in_front_and_one_bribery_token_each() -> None:
    st = oriflamme.new_game(["red", "blue", "green"], edition="ablaze", seed=3)
    assert st.extra["twin"] == ("red", "blue", "green")
    assert st.extra["bribes_left"] == ("red", "blue", "green")
    for p in st.players:
        assert len(st.hands[p]) == 7 and len(st.aside[p]) == 3
        assert "twin" not in st.hands[p] + st.aside[p]
        assert "prince" in st.hands[p] + st.aside[p]
    js = st.to_json()
    assert js["twin"] == ["red", "blue", "green"]
    assert js["bribes_left"] == ["red", "blue", "green"]


# ------------------------------------------------------------ A2 / A3 Prince, Twin


def test_A2_prince_revealed_gains_1_then_places_the_twin_never_on_a_prince() -> None:
    st = xpos("red prince t1", "blue queen", "red felon up", twin=["red"])
    play(st, "reveal")
    assert st.influence["red"] == 1 + 1 + 1  # tokens on it, then the Prince's 1
    assert st.pending.decision == "place_twin"
    assert st.legal_moves() == ["play twin start", "play twin end", "play twin on 2"]
    with pytest.raises(oriflamme.IllegalMove) as e:
        st.apply("play twin on 0")
    assert e.value.code == "twin_on_prince"
    events = play(st, "play twin end")
    assert ev.CardPlaced("red", "twin", "red", 3, False, False, "twin") in events
    assert st.extra["twin"] == ()
    assert top_ids(st)[-1] == "red twin"


def test_A2_twin_placed_after_the_cursor_resolves_this_round_G5() -> None:
    st = xpos("red prince", "blue queen", twin=["red"])
    play(st, "reveal", "play twin end", "bank")  # blue banks the Queen
    assert st.pending.player == "red" and st.pending.card == "twin"
    play(st, "reveal")
    assert st.influence["red"] == 1 + 1 + 1  # Prince 1, Twin 1 (A3)


def test_A2_twin_placed_at_the_start_waits_for_next_round_G5() -> None:
    st = xpos("red prince", "blue queen", twin=["red"], round=5)
    play(st, "reveal", "play twin start")
    assert st.pending.card == "queen"  # the Twin lies before the cursor
    assert top_ids(st) == ["red twin", "red prince", "blue queen"]


def test_A2_face_up_prince_only_gains_1() -> None:
    st = xpos("red prince up", "blue queen", twin=["red"])
    play(st)
    assert st.influence["red"] == 2
    assert st.pending.card == "queen" and st.extra["twin"] == ("red",)


def test_A2_no_twin_waiting_prince_just_gains() -> None:
    st = xpos("red prince", "blue queen", "red twin up")
    play(st, "reveal")
    assert st.pending.card == "queen"


def test_A2_prince_eliminated_discards_uncovered_twin_not_a_covered_one() -> None:
    st = xpos("blue cutthroat up", "red prince up", "red twin up", round=6)
    events = play(st, "target 1")
    assert ev.CardDiscarded("twin", "red", 1, "prince") in events
    assert st.discards["red"] == ("prince", "twin")
    st = xpos("blue cutthroat up", "red prince up", ["red twin up", "red queen"])
    play(st, "target 1")
    assert top_ids(st) == ["blue cutthroat", "red queen"]  # the covered Twin stays


def test_A3_twin_eliminated_discards_the_prince() -> None:
    st = xpos("red prince up", "green felon", "blue cutthroat up", "red twin up", next=2)
    events = play(st, "target 3")
    assert ev.CardDiscarded("prince", "red", 0, "twin") in events
    assert top_ids(st) == ["green felon", "blue cutthroat"]


def test_A2_A3_two_princes_after_a_bribery_rulebook_example() -> None:
    """Red has two Princes (one bribed from blue) and one Twin."""
    bribed = {(1, 0): {"bribed_by": "red"}}
    # one Prince eliminated: the Twin goes, the other Prince stays
    st = xpos(
        "red prince up",
        "blue prince up",
        "green felon",
        "green apothecary up",
        "red twin up",
        next=3,
        extra=bribed,
    )
    play(st, "target 1")
    assert top_ids(st) == ["red prince", "green felon", "green apothecary"]
    assert st.discards["blue"] == ("prince",) and st.discards["red"] == ("twin",)
    assert "red" in st.extra["bribes_left"]  # the token came back (A9)
    # the Twin eliminated: both Princes go
    st = xpos(
        "red prince up", "blue prince up", "red twin up", "green cutthroat up", next=3, extra=bribed
    )
    events = play(st, "target 2")
    assert len(of_kind(events, "CardDiscarded")) == 2
    assert top_ids(st) == ["green cutthroat"]
    assert st.to_json()["discards"] == {"red": ["prince", "twin"], "blue": ["prince"], "green": []}


# ------------------------------------------------------------------ A4 Schemer


def test_A4_schemer_next_to_a_stack_is_discarded() -> None:
    st = xpos("green queen", "red schemer up", ["blue queen up", "blue felon"])
    events = play(st, "bank")
    assert ev.CardDiscarded("schemer", "red", 1, "schemer") in events
    assert st.influence["red"] == 1


def test_A4_schemer_without_adjacent_stack_gains_1() -> None:
    st = xpos("green queen", "red schemer up", "blue queen", next=1)
    play(st)
    assert st.influence["red"] == 2 and "red schemer" in top_ids(st)


# ------------------------------------------------------------------ A5 Queen, Cutthroat


def test_A5_queen_gains_2() -> None:
    st = xpos("red queen up", "blue felon")
    play(st)
    assert st.influence["red"] == 3


def test_A5_queen_eliminated_by_own_card_gives_no_extra() -> None:
    st = xpos("red cutthroat up", "red queen up", "blue felon")
    play(st, "target 1")
    assert st.influence["red"] == 1  # one card: no elimination influence, own Queen: no +1


def test_A5_cutthroat_one_felon_gives_0() -> None:
    st = xpos("red cutthroat up", "blue felon up", "green queen")
    play(st, "target 1")
    assert st.influence["red"] == 1


def test_A5_cutthroat_two_felons_gives_2() -> None:
    st = xpos("red cutthroat up", "blue felon up", "green queen", "green felon up")
    events = play(st, "target 1")
    assert len(of_kind(events, "CardEliminated")) == 2
    assert st.influence["red"] == 1 + 2
    assert top_ids(st) == ["red cutthroat", "green queen"]


def test_A5_cutthroat_one_queen_of_another_player_gives_1() -> None:
    st = xpos("red cutthroat up", "blue queen up", "green felon")
    play(st, "target 1")
    assert st.influence["red"] == 1 + 1


def test_A5_cutthroat_two_queens_gives_4() -> None:
    st = xpos("red cutthroat up", "blue queen up", "green felon", "green queen up")
    play(st, "target 1")
    assert st.influence["red"] == 1 + 4


def test_A5_cutthroat_sweep_spares_own_covered_and_face_down_cards() -> None:
    st = xpos(
        "red cutthroat up",
        "blue queen up",
        "red queen up",
        ["green queen up", "green schemer"],
        "purple queen",
        players=["red", "blue", "green", "purple"],
    )
    events = play(st, "target 1")
    assert len(of_kind(events, "CardEliminated")) == 1
    assert top_ids(st) == ["red cutthroat", "red queen", "green schemer", "purple queen"]
    assert st.influence["red"] == 1 + 1 + 2  # the Queen's +1 only, then its own Queen


def test_A5_events_phase_example() -> None:
    """Rulebook «Пример фазы событий»: the Cutthroat eliminates a face-down
    Queen with 2 influence on it, then the Felon costs green 1."""
    st = xpos("red felon", "blue cutthroat t1", "red queen t2", "green schemer", "blue felon up")
    play(st, "bank")
    assert st.influence == {"red": 1, "blue": 1, "green": 1}
    play(st, "reveal")
    assert st.influence["blue"] == 2
    events = play(st, "target 2")
    assert ev.TokensReturned("queen", "red", 2, 2, "eliminated", True) in events
    assert ev.CardEliminated("blue", "queen", "red", 2, "cutthroat", True) in events
    assert [e for e in events if e.kind == "InfluenceGained"] == [
        ev.InfluenceGained("blue", 1, "queen", "queen")
    ]
    assert st.influence["blue"] == 3
    events = play(st, "bank")  # green banks; the face-up Felon applies at once
    assert st.influence == {"red": 1, "blue": 3, "green": 0}
    assert of_kind(events, "InfluenceLost") == [ev.InfluenceLost("green", 1, "felon", "ability")]


# ------------------------------------------------------------------ A6 Apothecary


def test_A6_apothecary_targets_cards_next_to_another_own_card() -> None:
    st = xpos("blue queen", "red felon", "green queen", "red apothecary up", "blue felon", next=3)
    assert st.legal_moves() == ["target 0", "target 2"]


def test_A6_apothecary_may_eliminate_itself() -> None:
    st = xpos("red felon", "red apothecary up", "green queen", next=1)
    assert st.legal_moves() == ["target 1"]
    play(st, "target 1")
    assert st.discards["red"] == ("apothecary",) and st.influence["red"] == 2


def test_A6_apothecary_without_another_own_card_has_no_effect() -> None:
    st = xpos("blue queen", "red apothecary up", "green queen")
    events = play(st, "bank")
    assert of_kind(events, "NoEffect")[0].reason == "no_target"


def test_A11_trap_example_1_apothecary_of_another_player() -> None:
    """Rulebook: an Apothecary eliminates another player's Trap: +1, then 3 taken,
    the Apothecary discarded."""
    st = xpos(
        "red felon", "blue trap", "red apothecary up", next=2, influence={"blue": 0, "red": 4}
    )
    events = play(st, "target 1")
    order = [e.kind for e in events if e.kind != "TokensReturned"][:4]
    assert order == ["CardEliminated", "InfluenceGained", "InfluenceStolen", "CardDiscarded"]
    assert ev.InfluenceStolen("blue", "red", 3, "trap", "trap") in events
    assert st.influence == {"red": 2, "blue": 3, "green": 1}
    assert st.discards == {"red": ("apothecary",), "blue": ("trap",), "green": ()}
    assert top_ids(st) == ["red felon"]


def test_A11_trap_example_2_own_apothecary() -> None:
    """Rulebook: eliminating one's own Trap gives only the 1; the Apothecary stays."""
    st = xpos("red felon", "red trap t2", "red apothecary up", next=2)
    play(st, "target 1")
    assert st.influence["red"] == 2
    assert top_ids(st) == ["red felon", "red apothecary"]


def test_A11_trap_takes_what_there_is_G9() -> None:
    st = xpos("red felon", "blue trap", "red apothecary up", next=2, influence={"red": 0})
    play(st, "target 1")
    assert st.influence["red"] == 0 and st.influence["blue"] == 2


def test_A11_trap_revealed_by_owner() -> None:
    st = xpos("red trap t3", "blue felon")
    events = play(st, "reveal")
    assert ev.TokensReturned("trap", "red", 0, 3, "trap", True) in events
    assert st.influence["red"] == 2 and st.discards["red"] == ("trap",)


# ------------------------------------------------------------------ A7 Felon


def test_A7_felon_costs_every_player_their_adjacent_cards_owner_included() -> None:
    st = xpos("red queen", "red felon up", "blue queen", next=1, influence={"red": 3, "blue": 3})
    play(st)
    assert st.influence == {"red": 2, "blue": 2, "green": 1}


# ------------------------------------------------------------------ A8 Substitution


def test_A8_substitution_replaces_another_players_character_from_aside() -> None:
    st = xpos("red substitution", "blue queen up", "green felon", aside={"red": ["queen"]})
    events = play(st, "reveal", "target 1")
    assert ev.CardPlaced("red", "queen", "red", 1, False, True, "substitution") in events
    assert top_ids(st) == ["red queen", "green felon"]
    assert st.aside["red"] == () and st.discards == {
        "red": ("substitution",),
        "blue": ("queen",),
        "green": (),
    }
    # the replacement lies after the cursor: it resolves when reached (G5) —
    # here at once, as the Substitution leaves: +1 elimination, +1 for
    # another player's Queen (A5), then +2 from the new Queen
    assert st.influence["red"] == 1 + 1 + 1 + 2
    assert st.pending.card == "felon" and st.pending.player == "green"


def test_A8_replacement_from_discard() -> None:
    st = xpos("blue queen", "red substitution", "green felon", discards={"red": ["felon"]})
    play(st, "bank", "reveal", "target 2")
    assert top_ids(st) == ["blue queen", "red felon"]
    assert st.discards["red"] == ("substitution",)


def test_A8_substitution_never_replaces_a_stacks_top() -> None:
    st = xpos("red substitution", ["blue felon up", "blue queen up"], aside={"red": ["queen"]})
    play(st, "reveal", "target 1")
    assert top_ids(st) == ["blue felon"]
    assert st.aside["red"] == ("queen",)


def test_A8_no_replacement_for_own_card_or_intrigue_or_none_available() -> None:
    st = xpos("red substitution", "red queen up", "blue felon")
    play(st, "reveal", "target 1")
    assert top_ids(st) == ["blue felon"] and st.discards["red"] == ("queen", "substitution")
    st = xpos("red substitution", "blue trap", aside={"red": ["trap"]})
    play(st, "reveal", "target 1")
    assert st.aside["red"] == ("trap",)
    st = xpos("red substitution", "blue queen up")
    play(st, "reveal", "target 1")
    assert top_ids(st) == []


def test_A8_prince_brought_in_does_not_bring_the_twin() -> None:
    st = xpos("red substitution", "blue prince up", aside={"red": ["prince"]}, twin=["red"])
    play(st, "reveal", "target 1")
    assert top_ids(st) == ["red prince"]
    # face up, it resolves at once: gain 1, and no Twin
    assert st.influence["red"] == 1 + 1 + 1
    assert st.extra["twin"] == ("red",) and st.finished


def test_A8_substitution_on_top_of_a_queen_rulebook_example() -> None:
    """Rulebook «Стек карт»: red reveals a Substitution on top of its own
    face-up Queen; the Substitution is discarded and the Queen resolves next."""
    st = xpos("blue felon", ["red queen up", "red substitution"], "green schemer", next=1)
    play(st, "reveal", "target 2")
    assert top_ids(st) == ["blue felon", "red queen"]
    assert st.influence["red"] == 2 + 2  # elimination, then the uncovered Queen at once
    assert st.finished


# ------------------------------------------------------------------ A9 Bribery


def test_A9_bribery_takes_control_of_a_face_up_character_alone_in_its_stack() -> None:
    st = xpos(
        "red bribery", "blue queen up", ["green felon up", "green queen up"], "green schemer up"
    )
    play(st, "reveal")
    assert st.legal_moves() == ["target 1", "target 3"]
    events = play(st, "target 1")
    assert ev.CardBribed("red", "queen", "blue", 1, None) in events
    assert st.queue[0][-1][BRIBED_BY] == "red" and st.extra["bribes_left"] == ("blue", "green")
    # G10: the bribed Queen resolves for red (at once, as the Bribery leaves)
    assert ev.AbilityApplied("red", "queen", "blue", 0, "queen") in events
    # green's Queen gains 2; green's Schemer, next to a stack, is discarded (A4)
    assert st.influence == {"red": 3, "blue": 1, "green": 1 + 2}


def test_A9_a_token_already_there_goes_back() -> None:
    st = xpos("red bribery", "blue queen up", extra={(1, 0): {"bribed_by": "green"}})
    assert st.extra["bribes_left"] == ("red", "blue")
    events = play(st, "reveal", "target 1")
    assert ev.CardBribed("red", "queen", "blue", 1, "green") in events
    assert sorted(st.extra["bribes_left"]) == ["blue", "green"]


def test_A9_bribed_card_leaving_goes_to_printed_discard_and_token_back() -> None:
    st = xpos(
        "green cutthroat up", "blue queen up", "red felon", extra={(1, 0): {"bribed_by": "red"}}
    )
    events = play(st, "target 1")
    assert ev.BribeReturned("red", "queen", "blue") in events
    assert st.discards["blue"] == ("queen",) and "red" in st.extra["bribes_left"]
    assert st.influence["green"] == 2  # +1 Queen: another player's (red's) Queen


def test_A9_without_token_no_effect() -> None:
    st = xpos("red bribery", "blue queen up", bribes_left=["blue", "green"])
    events = play(st, "reveal")
    assert of_kind(events, "NoEffect")[0].reason == "no_bribery_token"
    assert st.discards["red"] == ("bribery",)


# ------------------------------------------------------------------ A10 Combination


def test_A10_combination_is_discarded_first_then_applies_then_take_or_repeat() -> None:
    """A10 (revised 2026-11-23): «Сбрось эту карту.» comes first — the queue
    closes the gap, the influence on the Combination stays available."""
    st = xpos("red combination t2", "red queen up", "blue felon up")
    events = play(st, "reveal")
    assert ev.CardDiscarded("combination", "red", 0, "used") in events
    assert st.influence["red"] == 1  # the tokens are not taken on reveal
    assert top_ids(st) == ["red queen", "blue felon"]  # positions moved up by one
    assert st.legal_moves() == ["target 0"]
    play(st, "target 0")
    assert st.influence["red"] == 3  # the Queen's 2, applied as the Queen
    assert st.pending.decision == "combination"
    assert st.legal_moves() == ["take", "repeat"]
    events = play(st, "repeat")
    assert ev.TokensReturned("combination", "red", -1, 1, "combination", True) in events
    play(st, "target 0")
    assert st.influence["red"] == 5
    events = play(st, "take")
    assert events[0] == ev.InfluenceGained("red", 1, "combination", "tokens")
    # the Queen slid to the cursor: it resolves on its own (+2), then blue's Felon costs red 1
    assert st.influence["red"] == 6 + 2 - 1 and st.finished


def test_A10_combination_without_face_up_character_takes_the_tokens() -> None:
    """A10: no face-up character of one's own: the tokens are simply taken —
    and the log says why before it says so (the NoEffect, then the gain: a
    «nothing happens» after a gain contradicted it; review fr)."""
    st = xpos("red combination t3", "blue queen up")
    events = play(st, "reveal")
    assert st.influence["red"] == 4
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("NoEffect") < kinds.index("InfluenceGained")
    assert st.discards["red"] == ("combination",)
    from oriflamme.games.oriflamme.words import narrate

    said = narrate(next(e for e in events if type(e).__name__ == "NoEffect"), "fr")
    assert "rien ne se passe" not in said and "cible" not in said, said
    said = narrate(next(e for e in events if type(e).__name__ == "NoEffect"), "uk")
    assert "нічого не відбувається" not in said and "ціл" not in said, said


def test_A10_combination_applies_a_bribed_character_from_its_position() -> None:
    st = xpos(
        "red combination",
        "green queen",
        "blue cutthroat up",
        "green felon up",
        extra={(2, 0): {"bribed_by": "red"}},
    )
    play(st, "reveal")  # the Combination leaves first: the Cutthroat is now at 1
    assert st.legal_moves() == ["target 1"]
    play(st, "target 1")
    assert st.pending.decision == "target" and st.legal_moves() == ["target 0", "target 2"]
    play(st, "target 2")
    assert st.influence["red"] == 1  # one card only: no elimination influence (A5)


def test_A10_combination_json_round_trip_mid_ability() -> None:
    st = xpos("red combination t2", "red queen up", "blue felon up")
    play(st, "reveal", "target 0")
    assert st.to_json()["discards"]["red"] == ["combination"]  # already discarded (A10)
    again = oriflamme.load_scenario(st.to_json())
    assert again.legal_moves() == ["take", "repeat"]
    play(again, "take", "take")
    play(st, "take", "take")
    assert again.to_json() == st.to_json()
