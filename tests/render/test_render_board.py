"""Hands, zones, scoreboard, the whole board, and the renderer's own words."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast
from render_helpers import SVG, all_text, cards, drawn_text, parse

import oriflamme
import oriflamme.games.oriflamme.render
from oriflamme import i18n
from oriflamme.games.oriflamme.render import (
    BOARD_CSS,
    render_board,
    render_card,
    render_hand,
    render_scoreboard,
    render_zone,
)
from oriflamme.games.oriflamme.render.zones import ZONE_TITLES

RENDER = Path(oriflamme.games.oriflamme.render.__file__).parent
LOCALES = Path(oriflamme.__file__).parent / "locales"
XHTML = "{http://www.w3.org/1999/xhtml}"


def _html(markup: str):
    """Parse an HTML string of ours (it is well-formed XML) inside a <div>."""
    return parse(f'<div xmlns="http://www.w3.org/1999/xhtml">{markup}</div>')


def _rows(root) -> dict[str, Any]:
    return {tr.get("data-player"): tr for tr in root.iter(f"{XHTML}tr") if tr.get("data-player")}


def _text(node) -> str:
    return " ".join(t.strip() for t in node.itertext() if t.strip())


def test_hand_shows_own_cards_and_backs_for_hidden_ones() -> None:
    root = parse(render_hand(["archer", "spy"], "red", "uk", selectable=True, highlight={"spy"}))
    groups = cards(root)
    assert [g.get("data-card") for g in groups] == ["archer", "spy"]
    assert all("ori-selectable" in g.get("class") for g in groups)
    assert ["ori-target" in g.get("class") for g in groups] == [False, True]
    backs = cards(parse(render_hand([None, None, None], "blue", "uk")))
    assert len(backs) == 3
    assert all("ori-card--facedown" in g.get("class") and g.get("data-card") is None for g in backs)


def test_zone_of_kept_cards_shows_their_tokens() -> None:
    root = parse(render_zone([{"card": "pact", "tokens": 2}], "purple", "uk", kind="kept"))
    (card,) = cards(root)
    assert card.get("data-card") == "pact" and "ori-card--facedown" not in card.get("class")
    assert "2" in drawn_text(root)
    assert "ori-zone--kept" in root.get("class")


def test_aside_zone_peeks_and_empty_zone_says_so() -> None:
    root = parse(render_zone(["heir"], "red", "fr", kind="aside", face_up=False))
    assert "ori-card--facedown" in cards(root)[0].get("class")
    assert i18n.card_name("heir", "fr") in drawn_text(root)
    empty = parse(render_zone([], "red", "fr"))
    assert i18n.t("render-empty", "fr") in drawn_text(empty)


def test_scoreboard_lists_players_with_emblem_influence_and_badges(state: dict[str, Any]) -> None:
    root = _html(render_scoreboard(state, "uk"))
    rows = _rows(root)
    assert list(rows) == state["players"]
    for player, row in rows.items():
        assert i18n.player_name(player, "uk") in _text(row)
        assert row.find(f".//{SVG}svg") is not None  # the emblem
    assert "ori-score--turn" in rows["blue"].get("class")
    assert i18n.t("first-player", "uk") in _text(rows["blue"])
    assert i18n.t("first-player", "uk") not in _text(rows["red"])
    assert "+2" in _text(rows["purple"])  # the Pact
    assert _text(rows["yellow"]).split()[1] == "7"


def test_scoreboard_crowns_the_winners(state: dict[str, Any]) -> None:
    state.update(phase="finished", finished=True, winners=["yellow", "red"], pending=None)
    rows = _rows(_html(render_scoreboard(state, "ru")))
    won = {p for p, row in rows.items() if "ori-score--winner" in row.get("class")}
    assert won == {"yellow", "red"}
    assert i18n.t("render-winner", "ru") in _text(rows["yellow"])


@pytest.mark.parametrize("lang", ["uk", "ru", "fr", "en"])
def test_board_is_wellformed_and_has_every_part(red_view: dict[str, Any], lang: str) -> None:
    markup = render_board(red_view, lang, viewer="red")
    root = _html(markup)
    classes = " ".join(e.get("class", "") for e in root.iter())
    for part in ("ori-status", "ori-scoreboard", "ori-queue", "ori-player", "ori-board__hand"):
        assert part in classes
    assert i18n.t("round", lang, round=3) in _text(root)
    assert i18n.t("phase-resolution", lang) in _text(root)
    assert markup.count("<style>") == 1
    assert "<style>" not in render_board(red_view, lang, viewer="red", css=False)


def test_board_shows_aside_cards_only_to_their_owner(state: dict[str, Any]) -> None:
    mine = _html(render_board(state, "uk", viewer="red"))
    theirs = _html(render_board(state, "uk", viewer="blue"))

    def aside_boxes(root):
        return [f for f in root.iter(f"{XHTML}figure") if "ori-zone-box--aside" in f.get("class")]

    assert len(aside_boxes(mine)) == 1
    assert not aside_boxes(theirs)


def test_css_uses_only_ori_classes() -> None:
    selectors = re.findall(r"\.([a-zA-Z][\w-]*)", re.sub(r"\{[^}]*\}", "", BOARD_CSS))
    assert selectors and all(s.startswith("ori-") for s in selectors)


def _keys(lang: str) -> set[str]:
    resource = FluentParser().parse((LOCALES / lang / "render.ftl").read_text("utf-8"))
    assert not [e for e in resource.body if isinstance(e, ast.Junk)], f"{lang}: syntax error"
    return {e.id.name for e in resource.body if isinstance(e, ast.Message)}


def _used_keys() -> set[str]:
    """Every message key the renderer's code asks for (f-string keys expanded)."""
    source = "".join(p.read_text("utf-8") for p in RENDER.glob("*.py"))
    used = set(re.findall(r'\bt\(\s*"([a-z-]+)"', source))
    used |= set(re.findall(r'"(render-[a-z-]+)"', source))  # a key chosen by a condition
    used |= set(ZONE_TITLES.values())
    used |= {f"queue-{w}" for w in ("start", "end")}
    used |= {f"render-direction-{d}" for d in ("ltr", "rtl")}
    used |= {f"phase-{p}" for p in ("placement", "resolution", "finished")}
    used |= {"family", "influence", "hand", "render-status"}
    return used


def test_render_catalogs_have_the_same_keys() -> None:
    keys = {lang: _keys(lang) for lang in ("uk", "ru", "fr", "en")}
    assert keys["uk"] == keys["ru"] == keys["fr"] == keys["en"]
    assert all(k.startswith("render-") for k in keys["uk"])


@pytest.mark.parametrize("lang", ["uk", "ru", "fr", "en"])
def test_every_key_the_renderer_uses_exists(lang: str) -> None:
    used = _used_keys()
    assert {"render-peek", "queue-empty", "discard", "render-twin"} <= used
    assert not {k for k in used if not i18n.has(k, lang)}
    assert not i18n.problems(lang)


@pytest.mark.parametrize(
    ("lang", "n", "words"),
    [("uk", 3, "у стосі 3 карти"), ("ru", 5, "в стеке 5 карт"), ("fr", 2, "2 cartes dans la pile")],
)
def test_stack_depth_is_described(lang: str, n: int, words: str) -> None:
    card = {"card": "lord", "owner": "red", "face_up": True}
    assert words in all_text(parse(render_card(card, lang, depth=n)))


def test_edition_tokens_only_for_families_that_have_them(state: dict[str, Any]) -> None:
    base = _text(_html(render_board(state, "uk")))
    assert i18n.t("render-bribe-token", "uk") not in base
    assert i18n.t("render-verdicts-left", "uk", n=4) not in base
    state["families"] = {"red": {"edition": "ablaze"}, "green": {"edition": "alliance"}}
    mixed = _html(render_board(state, "uk"))
    rows = _rows(mixed)
    assert i18n.t("render-bribe-token", "uk") in _text(rows["red"])
    assert i18n.t("render-bribe-token", "uk") not in _text(rows["blue"])
    assert i18n.t("render-verdicts-left", "uk", n=4) in _text(mixed)


def _legend(root) -> dict[str, str]:
    return {
        li.get("class").rsplit("--", 1)[1]: _text(li)
        for li in root.iter(f"{XHTML}li")
        if "ori-badge-legend__item" in (li.get("class") or "")
    }


def _badged(root, kind: str) -> set[str]:
    return {
        p
        for p, row in _rows(root).items()
        if any(f"ori-badge--{kind}" in (e.get("class") or "") for e in row.iter())
    }


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_A1_badges_every_family_shares_are_said_once_in_the_legend(lang: str) -> None:
    """A new Ablaze deal: every family has its Twin waiting and its bribery
    token (A1). No row carries the badges (they tell no family apart); the
    legend under the table says so once and explains each (A2, A9)."""
    view = oriflamme.new_game(["red", "blue", "green"], "ablaze", seed=1).view("red")
    root = _html(render_scoreboard(view, lang))
    assert not _badged(root, "twin") and not _badged(root, "bribe")
    legend = _legend(root)
    assert set(legend) == {"twin", "bribe"}
    assert i18n.card_name("prince", lang) in legend["twin"]  # who brings the Twin in
    assert i18n.card_name("bribery", lang) in legend["bribe"]
    assert legend["twin"] == _text(
        _html(f"<p>{i18n.t('render-legend-twin', lang, all='yes', name='')}</p>")
    )


def test_A2_the_badge_marks_the_families_it_tells_apart() -> None:
    """Red's Prince brought its Twin in (A2): the other families keep the
    «Twin waiting» badge on their rows, and the legend explains the badge."""
    view = oriflamme.new_game(["red", "blue", "green"], "ablaze", seed=1).view("red")
    view["twin"] = ["blue", "green"]
    root = _html(render_scoreboard(view, "uk"))
    assert _badged(root, "twin") == {"blue", "green"}
    assert not _badged(root, "bribe")
    name = i18n.t("render-twin-waiting", "uk", name=i18n.card_name("twin", "uk"))
    assert _legend(root)["twin"].startswith(f"«{name}»")


def test_mixed_table_badges_only_on_ablaze_families_no_legend_without_them() -> None:
    view = oriflamme.new_game(
        ["red", "blue", "green"], "base", seed=1, families={"blue": "ablaze"}
    ).view("red")
    root = _html(render_scoreboard(view, "fr"))
    assert _badged(root, "twin") == _badged(root, "bribe") == {"blue"}
    assert set(_legend(root)) == {"twin", "bribe"}
    base = oriflamme.new_game(["red", "blue", "green"], "base", seed=1).view("red")
    assert "ori-badge-legend" not in render_scoreboard(base, "fr")
