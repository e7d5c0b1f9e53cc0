"""Mixed tables (families of different editions) and the protocol's edition
extras: dealing, generic abilities across editions, scenario validation of the
new keys, property tests over random games, and fuzzing of scenario files."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs
from scenario_helpers import of_kind, play, scenario, top_ids

import oriflamme
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.model import TOKENS
from oriflamme.games.oriflamme.testing import check_engine, check_invariants

MIXED = {"red": "ablaze", "blue": "alliance"}


def mpos(*stacks: Any, families: dict[str, str], extra: dict | None = None, **keys: Any):
    """A base-game position where ``families`` play other editions."""
    d = scenario(*stacks, **keys)
    d["families"] = {p: {"edition": e} for p, e in families.items()}
    for (i, j), fields in (extra or {}).items():
        d["queue"][i][j].update(fields)
    return oriflamme.load_scenario(d)


# ------------------------------------------------------------------ dealing


def test_new_game_deals_each_family_its_own_edition() -> None:
    st = oriflamme.new_game(["red", "blue", "green"], seed=1, families=MIXED)
    assert st.editions == {"red": "ablaze", "blue": "alliance", "green": "base"}
    assert st.extra == {"twin": ("red",), "verdicts_left": 5, "bribes_left": ("red",)}
    assert set(st.hands["blue"] + st.aside["blue"]) <= set(
        oriflamme.games.oriflamme.engine.cards.DECKS["alliance"]
    )
    js = st.to_json()
    assert js["families"] == {"red": {"edition": "ablaze"}, "blue": {"edition": "alliance"}}
    assert oriflamme.load_scenario(js).to_json() == js
    check_invariants(st)


def test_a_card_of_another_edition_is_rejected_naming_the_field() -> None:
    with pytest.raises(oriflamme.ScenarioError) as e:
        mpos("red queen", "blue queen", families={"red": "ablaze"})
    assert e.value.field == "queue[1][0].card"


# ------------------------------------------------------- generic abilities


def test_B5_A5_shapeshifter_copies_a_queen_keeping_its_name() -> None:
    st = mpos("green lord", "red shapeshifter up", "blue queen up", families={"blue": "ablaze"})
    play(st, "bank")
    events = play(st, "target 2")
    assert ev.AbilityApplied("red", "shapeshifter", "red", 1, "queen") in events
    assert st.influence["red"] == 3


def test_A5_a_shapeshifter_copying_a_queen_is_no_queen_when_eliminated() -> None:
    st = mpos("red cutthroat up", "blue shapeshifter up", "green lord", families={"red": "ablaze"})
    events = play(st, "target 1")
    assert not [e for e in events if getattr(e, "reason", "") == "queen"]


def test_A5_cutthroat_against_base_cards() -> None:
    st = mpos(
        "red cutthroat up",
        "blue soldier up",
        "green lord",
        "green soldier up",
        families={"red": "ablaze"},
    )
    play(st, "target 1")
    assert st.influence["red"] == 3 and top_ids(st) == ["red cutthroat", "green lord"]


def test_A5_B9_cutthroat_on_an_ambush_gets_nothing_and_is_discarded() -> None:
    st = mpos("red cutthroat up", "blue ambush", "green lord", families={"red": "ablaze"})
    play(st, "target 1")
    assert st.influence == {"red": 1, "blue": 5, "green": 1}
    assert st.discards["red"] == ("cutthroat",)


def test_A10_combination_applies_a_bribed_shapeshifter() -> None:
    st = mpos(
        "red combination",
        "blue shapeshifter up",
        "green lord up",
        families={"red": "ablaze"},
        extra={(1, 0): {"bribed_by": "red"}},
    )
    play(st, "reveal", "target 0")  # the Combination is discarded first (A10)
    assert st.pending.decision == "target" and st.legal_moves() == ["target 1"]
    play(st, "target 1")  # the Shapeshifter copies the Lord for red, from its position:
    # 1, and nothing for its only neighbour, green's Lord: the Combination is gone
    assert st.influence["red"] == 1 + 1


def test_L3_a_bribed_informant_cannot_swap_into_another_familys_hand() -> None:
    st = mpos(
        "green lord",
        "blue informant up",
        families={"red": "ablaze", "blue": "alliance"},
        extra={(1, 0): {"bribed_by": "red"}},
        hands={"red": ["queen"]},
    )
    play(st, "bank")
    assert st.pending.player == "red" and st.legal_moves() == ["option 1"]


def test_L6_L9_alliance_cards_act_on_base_cards() -> None:
    st = mpos(
        "green judge",
        "red deserter up",
        "blue soldier t2",
        families={"red": "alliance", "green": "alliance"},
        kept={"red": [{"card": "infiltration"}]},
    )
    events = play(st, "bank", "target 2")
    assert ev.InfluenceGained("red", 2, "infiltration", "infiltration") in events
    assert st.influence["red"] == 5


def test_L1_empress_tokens_on_an_ablaze_trap_then_g8() -> None:
    st = mpos("red empress up", "blue trap", families={"red": "alliance", "blue": "ablaze"})
    events = play(st, "target 1")
    assert of_kind(events, "TokensPlaced")[0].amount == 1 and st.queue[1][-1][TOKENS] == 1


# ------------------------------------------------------- scenario validation


GOOD: dict[str, Any] = scenario("red queen up", "blue judge", "green lord", round=3) | {
    "families": {"red": {"edition": "ablaze"}, "blue": {"edition": "alliance"}}
}


@pytest.mark.parametrize(
    "path, value, field",
    [
        (("queue", 0, 0, "bribed_by"), "green", "queue[0][0].bribed_by"),  # green: base
        (("queue", 1, 0, "bribed_by"), "red", "queue[1][0].bribed_by"),  # face down
        (("queue", 1, 0, "inactive"), "yes", "queue[1][0].inactive"),
        (("queue", 0, 0, "inactive"), True, "queue[0][0].inactive"),  # face up
        (("queue", 2, 0, "verdict"), 1, "queue[2][0].verdict"),
        (("verdicts_left",), 6, "verdicts_left"),
        (("bribes_left",), ["red", "red"], "bribes_left[1]"),
        (("bribes_left",), ["blue"], "bribes_left[0]"),
        (("twin",), ["blue"], "twin[0]"),
        (("twin",), ["red", "red"], "twin[1]"),
        (("kept",), {"blue": [{"card": "judge"}]}, "kept.blue[0].card"),
        (("kept",), {"blue": [{"card": "infiltration", "tokens": 2}]}, "kept.blue[0].tokens"),
        (("kept",), {"blue": [{"card": "pact", "token": 2}]}, "kept.blue[0].token"),
        (("kept",), {"red": [{"card": "pact"}]}, "kept.red[0].card"),
        (("kept",), {"purple": []}, "kept.purple"),
    ],
)
def test_edition_keys_are_validated_naming_the_field(
    path: tuple[Any, ...], value: Any, field: str
) -> None:
    d = copy.deepcopy(GOOD)
    target = d
    for k in path[:-1]:
        target = target[k]
    target[path[-1]] = value
    with pytest.raises(oriflamme.ScenarioError) as e:
        oriflamme.load_scenario(d)
    assert e.value.field == field, str(e.value)


def test_one_bribery_token_per_family_A1() -> None:
    d = scenario("red queen up", "blue felon up", edition="ablaze")
    d["queue"][0][0]["bribed_by"] = "green"
    d["queue"][1][0]["bribed_by"] = "green"
    with pytest.raises(oriflamme.ScenarioError) as e:
        oriflamme.load_scenario(d)
    assert e.value.field == "queue[1][0].bribed_by"


def test_verdict_needs_an_alliance_family_L6() -> None:
    d = scenario("red queen up", edition="ablaze")
    d["queue"][0][0]["verdict"] = True
    with pytest.raises(oriflamme.ScenarioError) as e:
        oriflamme.load_scenario(d)
    assert e.value.field == "queue[0][0].verdict"


# ------------------------------------------------------- property tests


@pytest.mark.parametrize("edition", ["ablaze", "alliance"])
def test_random_games_keep_every_invariant(edition: str) -> None:
    result = check_engine(games=6, players=(2, 3, 5), editions=(edition,), seed=7)
    assert result["games"] == 18 and result["decisions"] > 0


def test_random_mixed_games_keep_every_invariant() -> None:
    check_engine(games=6, players=(3, 4), editions=("base",), families=MIXED, seed=8)
    check_engine(games=4, players=(3,), editions=("ablaze",), families={"green": "alliance"})


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=hs.integers(0, 2**32 - 1),
    n=hs.integers(2, 5),
    editions=hs.lists(hs.sampled_from(["base", "ablaze", "alliance"]), min_size=5, max_size=5),
)
def test_property_any_mix_of_editions_plays_to_the_end(
    seed: int, n: int, editions: list[str]
) -> None:
    import random

    names = ("red", "blue", "green", "yellow", "purple")[:n]
    st = oriflamme.new_game(names, seed=seed, families=dict(zip(names, editions, strict=False)))
    rng = random.Random(seed)
    while not st.finished:
        check_invariants(st)
        st.apply(rng.choice(st.legal_moves()))
    check_invariants(st)
    assert st.winners and all(len(h) == 1 for h in st.hands.values())
    scores = st.scores()
    assert set(st.winners) <= {p for p in names if scores[p] == max(scores.values())}


# ------------------------------------------------------- fuzzing


def _mutations() -> hs.SearchStrategy[Any]:
    junk = hs.one_of(
        hs.none(),
        hs.booleans(),
        hs.integers(-3, 9),
        hs.text(max_size=6),
        hs.sampled_from(["red", "blue", "green", "purple", "pact", "twin", "judge"]),
        hs.lists(hs.sampled_from(["red", "blue", "green", "x"]), max_size=3),
        hs.dictionaries(
            hs.sampled_from(["red", "blue", "x"]),
            hs.lists(
                hs.dictionaries(
                    hs.sampled_from(["card", "tokens", "x"]),
                    hs.one_of(
                        hs.sampled_from(["pact", "infiltration", "judge"]), hs.integers(-1, 3)
                    ),
                ),
                max_size=2,
            ),
            max_size=2,
        ),
    )
    return junk


TOP_KEYS = ["twin", "kept", "verdicts_left", "bribes_left", "resolving", "families"]
CARD_EXTRAS = ["verdict", "bribed_by", "inactive", "tokens", "face_up"]


@settings(max_examples=300, deadline=None)
@given(
    top=hs.dictionaries(hs.sampled_from(TOP_KEYS), _mutations(), max_size=3),
    cards=hs.lists(
        hs.tuples(hs.integers(0, 2), hs.sampled_from(CARD_EXTRAS), _mutations()), max_size=3
    ),
    moves=hs.lists(
        hs.sampled_from(["reveal", "bank", "target 1", "option 2", "take", "swap judge"]),
        max_size=3,
    ),
)
def test_fuzz_edition_keys_only_scenario_errors_or_illegal_moves(
    top: dict[str, Any], cards: list[tuple[int, str, Any]], moves: list[str]
) -> None:
    d = copy.deepcopy(GOOD)
    d.update(top)
    for i, key, value in cards:
        d["queue"][i][0][key] = value
    d["moves"] = moves
    try:
        st = oriflamme.load_scenario(json.loads(json.dumps(d)))
    except (oriflamme.ScenarioError, oriflamme.IllegalMove):
        return
    st.to_json()
    st.legal_moves()
