"""The rulings settled on 2026-11-23 (RULINGS.md: A2, A3, B8, L8 revised or
labelled; G14–G21 new). The revised A10 is in ``test_audit_ablaze.py`` and
``test_ablaze_cards.py``. Where the engine already read a ruling this way, the
test proves it with a position that would show the other reading.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from scenario_helpers import disc, infl, of_kind, play, pos, scenario
from scenario_helpers import top_ids as tops

import oriflamme
from oriflamme import GameState
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.errors import ScenarioError
from oriflamme.games.oriflamme.engine.model import (
    BRIBED_BY,
    FACE_UP,
    ID,
    INACTIVE,
    OWNER,
    TOKENS,
    VERDICT,
)
from oriflamme.games.oriflamme.words import narrate
from oriflamme.i18n import explain_scenario_error


def A(*stacks: Any, **keys: Any) -> GameState:
    keys.setdefault("edition", "ablaze")
    return pos(*stacks, **keys)


def L(*stacks: Any, **keys: Any) -> GameState:
    keys.setdefault("edition", "alliance")
    return pos(*stacks, **keys)


# ------------------------------------------------------------ A10 (revised)


def test_A10_combination_on_a_stack_uncovers_a_character_it_may_then_apply() -> None:
    """Discarded first, the Combination uncovers red's Queen: a face-up character
    in the queue, so it may be applied (the old reading kept it covered)."""
    st = A(["red queen up", "red combination t1"], "blue felon")
    events = play(st, "reveal")
    assert ev.CardUncovered("queen", "red", 0, True) in events
    assert st.legal_moves() == ["target 0"]
    play(st, "target 0", "take")
    # 2 (applied), 1 (the token), then the uncovered Queen resolves at once (G5): 2
    assert infl(st)["red"] == 1 + 2 + 1 + 2
    assert st.pending.card == "felon"


# ------------------------------------------------------------ A2 / A3 (revised)


def test_A2_prince_eliminated_discards_the_twin_still_waiting_in_front_of_its_owner() -> None:
    """«сбрось близнеца этой семьи, если он не прикрыт»: the Twin need not be
    in the queue — waiting in front of red, it is discarded too (G7)."""
    st = A("blue cutthroat up", "red prince up", "green queen", twin=["red", "green"])
    events = play(st, "target 1")
    assert ev.CardDiscarded("twin", "red", None, "prince") in events
    assert st.extra["twin"] == ("green",)  # green's Twin is not linked to red's Prince
    assert disc(st)["red"] == ["prince", "twin"]
    again = oriflamme.load_scenario(st.to_json())  # the Twin is in one place only
    assert again.extra["twin"] == ("green",) and disc(again)["red"] == ["prince", "twin"]
    # a discard, not an elimination: nobody gains for the Twin (one card: nothing, A5)
    assert infl(st)["blue"] == 1
    told = narrate(ev.CardDiscarded("twin", "red", None, "prince"), "en")
    assert "Twin" in told and "Prince" in told


def test_A2_bribed_prince_eliminated_discards_the_controllers_waiting_twin() -> None:
    """Linked by controller (G10): blue's Prince that red bribed takes red's
    waiting Twin along, not blue's."""
    st = A("green cutthroat up", "blue prince up b=red", "green queen", twin=["red", "blue"])
    events = play(st, "target 1")
    assert ev.CardDiscarded("twin", "red", None, "prince") in events
    assert st.extra["twin"] == ("blue",)
    assert disc(st)["red"] == ["twin"] and disc(st)["blue"] == ["prince"]


def test_A3_twin_eliminated_discards_every_uncovered_prince_of_its_controller() -> None:
    """The rulebook's example: two Princes, one of them bribed, both go."""
    st = A(
        "blue cutthroat up",
        "red twin up",
        "red prince up",
        "green prince up b=red",
        "blue prince up",
    )
    events = play(st, "target 1")
    assert ev.CardDiscarded("prince", "red", 1, "twin") in events
    assert ev.CardDiscarded("prince", "green", 1, "twin") in events
    assert ev.BribeReturned("red", "prince", "green") in events
    # blue's own Prince is another controller's: it stays, and resolves (+1)
    assert tops(st) == ["blue cutthroat", "blue prince"]
    assert infl(st)["blue"] == 1 + 1


# ------------------------------------------------------------ B8 (revised)


def test_B8_card_lifted_off_a_stack_may_become_a_new_stack_right_before_or_after() -> None:
    base = pos(["red lord up", "blue spy"], "red royal_decree", "green heir", next=1)
    play(base, "reveal", "target 0")
    assert base.legal_moves() == ["to 0", "to 1", "to 2", "to 3"]
    before, after = base.copy(), base.copy()
    play(before, "to 0")  # right before its old stack
    assert [[f"{c[OWNER]} {c[ID]}" for c in s] for s in before.queue[:2]] == [
        ["blue spy"],
        ["red lord"],
    ]
    play(after, "to 1")  # right after its old stack
    assert [[f"{c[OWNER]} {c[ID]}" for c in s] for s in after.queue[:2]] == [
        ["red lord"],
        ["blue spy"],
    ]
    # a card alone in its stack never goes back to its own place
    alone = pos("blue spy", "red royal_decree", "green heir", next=1)
    play(alone, "reveal", "target 0")
    assert "to 0" not in alone.legal_moves()


# ------------------------------------------------------------ L8 (judgement call)


def test_L8_extortion_counts_only_the_opponents_top_cards() -> None:
    """Judgement call on «кожну карту в ряді»: covered cards are out of reach,
    so only top cards count (2 each) and only top cards lose 1."""
    st = L(
        ["blue fanatic up", "blue deserter up"],
        "red extortion",
        ["blue informant t1", "blue judge t1"],
        "blue empress t2",
    )
    events = play(st, "target 1")
    # blue's top cards now: Deserter, Judge, Empress (the covered Fanatic and Informant don't count)
    assert ev.InfluenceGained("red", 6, "extortion", "extortion") in events
    assert [[c[TOKENS] for c in s] for s in st.queue][-2:] == [[1, 0], [1]]


# ------------------------------------------------------------ G14


def test_G14_insurrection_discarded_by_an_ambush_stops_before_the_card_after_it() -> None:
    st = L(
        "blue ambush", "red insurrection t2", "green fanatic up", families={"blue": "base"}, next=1
    )
    events = play(st, "reveal")
    assert ev.CardDiscarded("insurrection", "red", 0, "ambush") in events
    # no «it» any more: the card after it is not eliminated, nothing turns face down
    assert len(of_kind(events, "CardEliminated")) == 1
    assert not of_kind(events, "CardTurnedDown")
    assert tops(st) == ["green fanatic"]
    assert infl(st)["red"] == 1 + 1 + 1 and infl(st)["blue"] == 1 + 4


def test_G14_cutthroat_discarded_by_a_trap_finishes_its_place_free_part() -> None:
    """The Cutthroat discarded by the Trap still ends its ability (the sweep
    finds no face-up Trap: one card in all, so no influence for it, A5)."""
    st = A("red cutthroat up", "blue trap", "green queen up", influence={"red": 4})
    events = play(st, "target 1")
    assert ev.CardDiscarded("cutthroat", "red", 0, "trap") in events
    assert ev.InfluenceStolen("blue", "red", 3, "trap", "trap") in events
    assert not [e for e in of_kind(events, "InfluenceGained") if e.player == "red"]
    assert infl(st)["red"] == 1 and tops(st) == ["green queen"]


# ------------------------------------------------------------ G15


def test_G15_influence_and_verdict_travel_with_a_card_moved_by_a_royal_decree() -> None:
    st = pos(
        "blue judge t2 v",
        "red royal_decree",
        "green heir",
        families={"blue": "alliance"},
        verdicts_left=4,
        next=1,
    )
    play(st, "reveal", "target 0", "to 2")
    moved = st.queue[-1][-1]
    assert (moved[ID], moved[TOKENS], moved[VERDICT], moved[FACE_UP]) == ("judge", 2, True, False)


def test_G15_bribery_token_travels_with_a_card_moved_by_a_royal_decree() -> None:
    st = pos(
        "blue queen up b=red",
        "green royal_decree",
        "red felon",
        families={"red": "ablaze", "blue": "ablaze"},
        next=1,
    )
    play(st, "reveal", "target 0", "to 2")
    assert st.queue[-1][-1][ID] == "queen" and st.queue[-1][-1][BRIBED_BY] == "red"
    assert "red" not in st.extra["bribes_left"]


def test_G15_markers_stay_on_a_covered_card() -> None:
    st = L(
        "red judge t2 v",
        phase="placement",
        round=2,
        first_player="red",
        verdicts_left=4,
        hands={"red": ["fanatic"], "blue": ["fanatic"], "green": ["fanatic"]},
    )
    play(st, "play fanatic on 0")
    under = st.queue[0][0]
    assert (under[ID], under[TOKENS], under[VERDICT]) == ("judge", 2, True)


# ------------------------------------------------------------ G16


def test_G16_spy_next_to_a_bribed_card_steals_from_the_briber() -> None:
    st = pos(
        "red spy up",
        "blue queen up b=green",
        families={"blue": "ablaze", "green": "ablaze"},
        influence={"red": 1, "blue": 3, "green": 2},
    )
    events = play(st, "target 1")
    assert ev.InfluenceStolen("red", "green", 1, "spy", "ability") in events
    # (then the Queen resolves for green, who controls it: +2)
    assert infl(st) == {"red": 2, "blue": 3, "green": 2 - 1 + 2}


def test_G16_eliminating_ones_own_printed_queen_bribed_by_another_gains_the_queen_bonus() -> None:
    st = A("red apothecary up", "red queen up b=blue", "red felon")
    assert st.legal_moves() == ["target 1"]
    events = play(st, "target 1")
    assert ev.InfluenceGained("red", 1, "queen", "queen") in events
    assert ev.BribeReturned("blue", "queen", "red") in events
    assert disc(st)["red"] == ["queen"] and infl(st)["red"] == 1 + 1 + 1


def test_G16_a_player_may_place_on_a_character_they_bribed() -> None:
    st = A(
        "blue queen up b=red",
        "green felon up",
        phase="placement",
        round=2,
        first_player="red",
        hands={"red": ["felon"], "blue": ["felon"], "green": ["queen"]},
    )
    assert "play felon on 0" in st.legal_moves()
    assert "play felon on 1" not in st.legal_moves()


# ------------------------------------------------------------ G17


def test_G17_informant_with_neither_option_does_nothing_and_the_log_says_so() -> None:
    st = L("red informant up", "blue judge", hands={"red": []})
    effect = of_kind(st.opening, "NoEffect")
    assert effect == [ev.NoEffect("red", "informant", "informant", "no_option")]
    for lang in ("uk", "ru", "fr", "en"):
        text = narrate(effect[0], lang)
        assert text != narrate(ev.NoEffect("red", "informant", "informant", "other"), lang)
    assert st.pending.card == "judge"


def test_G17_only_the_options_that_can_do_something_are_offered() -> None:
    # nothing to gain next to it: only the swap
    st = L("red informant up", "blue judge", hands={"red": ["pact"]})
    assert st.legal_moves() == ["option 2"]
    # influence on a face-down opponent's card next to it, nothing in hand: only option 1
    st = L("red informant up", "blue judge t1", hands={"red": []})
    assert st.legal_moves() == ["option 1"]
    # a Judge without any verdict in the queue: only option 1 (gain 1)
    st = L("red judge up", "blue fanatic")
    assert st.legal_moves() == ["option 1"]


# ------------------------------------------------------------ G18


def test_G18_informants_replacement_moved_stays_inactive_but_is_a_face_down_card() -> None:
    st = pos(
        "blue judge i",
        "red royal_decree",
        "green fanatic",
        families={"blue": "alliance", "green": "alliance"},
        next=1,
    )
    play(st, "reveal", "target 0", "to 2")  # after the cursor
    assert st.queue[-1][-1][INACTIVE]
    play(st, "bank")  # green's Fanatic; the inactive Judge is passed over
    assert st.finished and st.queue[-1][-1] == oriflamme.new_card("judge", "blue", inactive=True)
    # still a face-down card of blue for other abilities: an Empress may put 1 on it
    st = L("red empress up", "blue judge i")
    assert st.legal_moves() == ["target 1"]


# ------------------------------------------------------------ G19


def test_G19_a_covered_card_counts_as_in_the_queue_for_the_pact() -> None:
    st = L(
        ["red fanatic", "blue empress up"],
        round=5,
        kept={"red": [{"card": "pact", "tokens": 2}]},
    )
    # the Empress resolves, the round ends; red's only card is covered
    assert st.round == 6 and st.top_cards("red") == 0
    assert ev.InfluenceGained("red", 2, "pact", "pact") in st.opening
    assert infl(st)["red"] == 1 + 2


# ------------------------------------------------------------ G20


def test_G20_a_shapeshifter_reads_adjacent_from_itself() -> None:
    st = pos("blue spy", "red shapeshifter up", "red lord up", "red heir", next=1)
    events = play(st, "target 2")
    # from the Shapeshifter: one own neighbour (the Lord); from the Lord it would be two
    assert ev.InfluenceGained("red", 2, "shapeshifter", "ability") in events


def test_G20_a_combination_reads_this_card_from_the_applied_character() -> None:
    """A combined Apothecary: «a top card you own other than this card» excludes
    the Apothecary itself, and the discarded Combination is no longer there."""
    st = A("red combination", "red apothecary up", "blue queen", "green felon")
    events = play(st, "reveal", "target 0")
    assert ev.NoEffect("red", "apothecary", "apothecary", "no_target") in events
    assert tops(st)[:1] == ["red apothecary"]


# ------------------------------------------------------------ G21


def _error(**changes: Any) -> ScenarioError:
    d = scenario("red lord up", "blue heir")
    d.update(changes)
    with pytest.raises(ScenarioError) as info:
        oriflamme.load_scenario(d)
    return info.value


@pytest.mark.parametrize(
    ("changes", "field", "code"),
    [
        ({"players": ["red"]}, "players", "player_count"),
        (
            {"players": ["red", "blue", "green", "white", "black", "pink"]},
            "players",
            "player_count",
        ),
        ({"round": 0}, "round", "out_of_range"),
        ({"round": 7}, "round", "out_of_range"),
        ({"influence": {"red": -1}}, "influence.red", "out_of_range"),
        ({"influence": {"red": 1.5}}, "influence.red", "not_whole_number"),
        ({"influence": {"red": "2"}}, "influence.red", "not_whole_number"),
        (
            {"queue": [[{"card": "lord", "owner": "red", "tokens": -1}]]},
            "queue[0][0].tokens",
            "out_of_range",
        ),
        (
            {"queue": [[{"card": "lord", "owner": "red", "tokens": 0.5}]]},
            "queue[0][0].tokens",
            "not_whole_number",
        ),
    ],
)
def test_G21_scenario_bounds_name_the_field(changes: dict[str, Any], field: str, code: str) -> None:
    err = _error(**changes)
    assert (err.field, err.code) == (field, code)
    for lang in ("uk", "ru", "fr", "en"):
        text = explain_scenario_error(err, lang)
        assert field in text
        assert text != explain_scenario_error(ScenarioError(field, "", "no_such_code"), lang)


def test_G21_kept_pact_tokens_and_an_abilitys_tokens_are_whole_numbers_from_0() -> None:
    d = scenario("red judge", edition="alliance", kept={"red": [{"card": "pact", "tokens": -2}]})
    with pytest.raises(ScenarioError) as info:
        oriflamme.load_scenario(d)
    assert (info.value.field, info.value.code) == ("kept.red[0].tokens", "out_of_range")
    st = A("red combination t2", "red queen up", "blue felon up")
    play(st, "reveal")
    data = st.to_json()
    data["frames"][-1]["data"]["left"] = -1
    with pytest.raises(ScenarioError) as info:
        oriflamme.load_scenario(data)
    assert (info.value.field, info.value.code) == ("frames[0].data.left", "out_of_range")


def test_G21_the_command_line_exits_2_naming_the_field(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(scenario("red lord up", "blue heir", round=7)))
    r = subprocess.run(
        [sys.executable, "-m", "oriflamme", "replay", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 2 and r.stdout == ""
    assert " round: " in r.stderr
