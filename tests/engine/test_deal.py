"""``new_game`` deals a well-formed table directly (``scenario._deal_new``): the
very state the scenario checks build from the same arguments, every field;
anything else still goes through the checks, which name what is wrong. Both
deal with the one ``scenario.deal``, whose shuffle is CPython's, draw for draw
(a seed in a scenario file deals the same cards as it always did)."""

from __future__ import annotations

import random

import pytest

from oriflamme.games.oriflamme.engine import ScenarioError, new_game
from oriflamme.games.oriflamme.engine.fields import FIELDS
from oriflamme.games.oriflamme.engine.scenario import _deal_new, _shuffle, build_state

NAMES = ("red", "blue", "green", "yellow", "purple")
TABLES = [
    ("base", None),
    ("ablaze", None),
    ("alliance", None),
    ("base", {"blue": "ablaze", "green": "alliance"}),
    ("alliance", {"red": "ablaze"}),
]


@pytest.mark.parametrize(("edition", "families"), TABLES)
@pytest.mark.parametrize("count", [2, 3, 5])
def test_the_direct_deal_is_the_checked_deal(edition, families, count) -> None:
    players = list(NAMES[:count])
    fams = {p: e for p, e in (families or {}).items() if p in players} or None
    for seed in [*range(12), "a word"]:
        first = players[-1] if seed in (3, 7) else None
        direction = "rtl" if seed in (1, 7) else "ltr"
        fast = _deal_new(players, edition, seed, fams, first, direction)
        data = {"edition": edition, "players": players, "seed": seed, "direction": direction}
        if fams:
            data["families"] = {p: {"edition": e} for p, e in fams.items()}
        if first:
            data["first_player"] = first
        checked = build_state(data)
        assert fast is not None
        for name in FIELDS:
            assert getattr(fast, name) == getattr(checked, name), name
            assert type(getattr(fast, name)) is type(getattr(checked, name)), name
        assert fast.to_json() == checked.to_json()
        assert fast.legal_moves() == checked.legal_moves()


@pytest.mark.parametrize(
    ("args", "field"),
    [
        ((["red"], "base"), "players"),
        ((["red", "Blue"], "base"), "players[1]"),
        ((["red", "red"], "base"), "players"),
        ((["red", "blue"], "classic"), "edition"),
        ((["red", "blue"], "base", 1.5), "seed"),
        ((["red", "blue"], "base", True), "seed"),
    ],
)
def test_a_bad_table_is_still_named_by_the_checks(args, field) -> None:
    with pytest.raises(ScenarioError) as caught:
        new_game(*args)
    assert caught.value.field == field


def test_bad_keywords_are_still_named_by_the_checks() -> None:
    with pytest.raises(ScenarioError) as caught:
        new_game(["red", "blue"], seed=1, first_player="green")
    assert caught.value.field == "first_player"
    with pytest.raises(ScenarioError) as caught:
        new_game(["red", "blue"], seed=1, direction="up")
    assert caught.value.field == "direction"
    with pytest.raises(ScenarioError) as caught:
        new_game(["red", "blue"], seed=1, families={"blue": "classic"})
    assert caught.value.field == "families.blue.edition"


@pytest.mark.parametrize("size", [1, 2, 3, 7, 10, 12, 13, 64])
def test_the_deal_shuffles_as_python_does(size: int) -> None:
    """``_shuffle`` is ``random.Random.shuffle`` without its two calls per card:
    the same order, and the generator left in the same state, for any seed."""
    for seed in [*range(40), "a word", 2**40]:
        ours, python = random.Random(seed), random.Random(seed)
        a, b = list(range(size)), list(range(size))
        _shuffle(ours, a)
        python.shuffle(b)
        assert a == b
        assert ours.getstate() == python.getstate()
