"""The queue: positions, piles, direction, cursor, highlights, hidden cards."""

from __future__ import annotations

import re
from typing import Any

import pytest
from render_helpers import SVG, all_text, cards, drawn_text, parse

from oriflamme import i18n
from oriflamme.games.oriflamme.engine.cards import CARD_TYPES
from oriflamme.games.oriflamme.render import render_queue


def _stacks(root):
    return [g for g in root.iter(f"{SVG}g") if "ori-stack" in g.get("class", "").split()]


def _x(group) -> float:
    return float(re.match(r"translate\(([-\d.]+)", group.get("transform")).group(1))


def _top_cards(root) -> dict[int, Any]:
    """The top card group of each position."""
    return {int(s.get("data-pos")): cards(s)[-1] for s in _stacks(root)}


def test_queue_is_wellformed_with_one_group_per_position(state: dict[str, Any]) -> None:
    markup = render_queue(state, "uk")
    root = parse(markup)
    assert root.tag == f"{SVG}svg"
    stacks = _stacks(root)
    assert [int(s.get("data-pos")) for s in stacks] == list(range(len(state["queue"])))
    for pos, stack in enumerate(stacks):
        assert f"ori-pos-{pos}" in stack.get("class").split()
        assert all(c.get("data-pos") == str(pos) for c in cards(stack))
    # positions are numbered for people from 1
    labels = [g for g in root.iter(f"{SVG}g") if "ori-pos-label" in g.get("class", "")]
    assert [drawn_text(g) for g in labels] == [str(i + 1) for i in range(len(state["queue"]))]


def test_stacks_are_piles_with_their_depth(state: dict[str, Any]) -> None:
    root = parse(render_queue(state, "uk"))
    stacks = _stacks(root)
    assert [int(s.get("data-depth")) for s in stacks] == [len(s) for s in state["queue"]]
    pile = cards(stacks[4])
    assert len(pile) == 3
    assert ["ori-card--covered" in c.get("class") for c in pile] == [True, True, False]
    assert _x(pile[0]) > _x(pile[2])  # covered cards peek out, offset
    depth = [g for g in stacks[4].iter(f"{SVG}g") if "ori-card__depth" in g.get("class", "")]
    assert drawn_text(depth[0]) == "3"


def test_rtl_draws_position_zero_on_the_right(state: dict[str, Any]) -> None:
    ltr = _top_cards(parse(render_queue(state, "fr")))
    state["direction"] = "rtl"
    rtl_root = parse(render_queue(state, "fr"))
    rtl = _top_cards(rtl_root)
    assert _x(ltr[0]) < _x(ltr[1]) < _x(ltr[5])
    assert _x(rtl[0]) > _x(rtl[1]) > _x(rtl[5])
    assert "ori-queue--rtl" in rtl_root.get("class")
    assert i18n.t("render-direction-rtl", "fr") in drawn_text(rtl_root)


def test_highlights_mark_exactly_the_given_positions(state: dict[str, Any]) -> None:
    root = parse(render_queue(state, "uk", highlight={0: "target", 2: "target"}))
    marked = {int(c.get("data-pos")) for c in cards(root) if "ori-target" in c.get("class").split()}
    assert marked == {0, 2}
    top = _top_cards(root)
    assert "ori-selectable" in top[2].get("class")
    # only the top card of a stack is a target, never a covered one
    covered = [c for c in cards(root) if "ori-card--covered" in c.get("class")]
    assert not any("ori-target" in c.get("class") for c in covered)
    stacks = {int(s.get("data-pos")): s.get("class").split() for s in _stacks(root)}
    assert [p for p, cls in stacks.items() if "ori-target" in cls] == [0, 2]


def test_cursor_marks_the_next_position(state: dict[str, Any]) -> None:
    root = parse(render_queue(state, "uk"))
    cursor = [s for s in _stacks(root) if "ori-cursor" in s.get("class").split()]
    assert [s.get("data-pos") for s in cursor] == ["1"]
    assert i18n.t("render-next", "uk").upper() in drawn_text(root)
    moved = parse(render_queue(state, "uk", cursor=3))
    assert [s.get("data-pos") for s in _stacks(moved) if "ori-cursor" in s.get("class")] == ["3"]
    state["phase"] = "placement"
    assert not [
        s for s in _stacks(parse(render_queue(state, "uk"))) if "ori-cursor" in s.get("class")
    ]


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_other_families_face_down_cards_stay_hidden(red_view: dict[str, Any], lang: str) -> None:
    root = parse(render_queue(red_view, lang, viewer="red"))
    top = _top_cards(root)
    for pos in (3, 5):  # green and purple face-down cards
        assert top[pos].get("data-card") is None
        assert "ori-card--facedown" in top[pos].get("class")
    hidden = {"royal_decree", "conspiracy", "spy"}
    shown = drawn_text(root)
    for card_id in hidden:
        assert i18n.card_name(card_id, lang) not in shown
    # red's own face-down Assassination is peeked at
    assert i18n.card_name("assassination", lang) in shown


def test_viewer_hides_cards_of_a_full_state(state: dict[str, Any]) -> None:
    root = parse(render_queue(state, "uk", viewer="blue"))
    assert i18n.card_name("royal_decree", "uk") not in all_text(root)
    assert 'data-card="royal_decree"' not in render_queue(state, "uk", viewer="blue")
    assert "royal_decree" in render_queue(state, "uk")  # no viewer: the teacher sees all


def test_tokens_are_shown_on_queue_cards(state: dict[str, Any]) -> None:
    root = parse(render_queue(state, "uk"))
    coins = [g for g in root.iter(f"{SVG}g") if "ori-card__tokens" in g.get("class", "")]
    assert sorted(drawn_text(c) for c in coins) == ["1", "2", "3"]


def test_empty_queue_has_a_placeholder() -> None:
    root = parse(render_queue({"queue": [], "phase": "placement"}, "ru"))
    assert not cards(root)
    assert i18n.t("queue-empty", "ru") in drawn_text(root)


def test_placement_slots_at_both_ends(state: dict[str, Any]) -> None:
    root = parse(render_queue(state, "uk", slots=True))
    slots = {g.get("data-slot"): g for g in root.iter(f"{SVG}g") if g.get("data-slot")}
    assert set(slots) == {"start", "end"}
    start_x = float(slots["start"].find(f"{SVG}rect").get("x"))
    end_x = float(slots["end"].find(f"{SVG}rect").get("x"))
    top = _top_cards(root)
    assert start_x < _x(top[0]) and end_x > _x(top[5])


def test_every_card_of_the_catalogue_draws_in_a_queue() -> None:
    queue = [[{"card": c, "owner": "yellow", "face_up": True}] for c in CARD_TYPES]
    root = parse(render_queue({"queue": queue}, "uk"))
    assert len(cards(root)) == len(CARD_TYPES)


def test_empty_queue_is_one_start_slot_in_placement() -> None:
    root = parse(render_queue({"queue": [], "phase": "placement"}, "uk", slots=True))
    slots = [g.get("data-slot") for g in root.iter(f"{SVG}g") if g.get("data-slot")]
    assert slots == ["start"]
