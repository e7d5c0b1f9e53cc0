"""One card: names, families and emblems, backs, markers, escaping."""

from __future__ import annotations

import pytest
from render_helpers import SVG, all_text, cards, drawn_text, parse

from oriflamme import i18n
from oriflamme.games.oriflamme.engine.cards import CARD_TYPES
from oriflamme.games.oriflamme.render import STANDARD_FAMILIES, family, render_card
from oriflamme.games.oriflamme.render.emblems import EMBLEM_PATHS
from oriflamme.games.oriflamme.render.svg import attrs, esc

LANGS = ("uk", "ru", "fr")


def _groups(root, css_class: str):
    return [g for g in root.iter(f"{SVG}g") if css_class in g.get("class", "").split()]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", sorted(CARD_TYPES))
def test_face_up_card_shows_its_localized_name_and_kind(card_id: str, lang: str) -> None:
    root = parse(render_card({"card": card_id, "owner": "red", "face_up": True}, lang))
    text = drawn_text(root)
    name = i18n.card_name(card_id, lang)
    # A long name may be broken over two lines: compare without spaces.
    assert name.replace(" ", "") in text.replace(" ", "")
    assert i18n.card_kind(card_id, lang) in text
    (card,) = cards(root)
    assert card.get("data-card") == card_id
    assert "ori-card--facedown" not in card.get("class")


def test_five_families_have_five_distinct_emblems() -> None:
    emblems = {family(f).emblem for f in STANDARD_FAMILIES}
    assert len(emblems) == len(STANDARD_FAMILIES)
    assert len({family(f).color for f in STANDARD_FAMILIES}) == len(STANDARD_FAMILIES)


@pytest.mark.parametrize("player", STANDARD_FAMILIES)
@pytest.mark.parametrize("face_up", [True, False])
def test_every_card_carries_its_family_emblem_not_colour_alone(player: str, face_up: bool) -> None:
    markup = render_card({"card": "spy", "owner": player, "face_up": face_up}, "uk")
    parse(markup)
    assert EMBLEM_PATHS[family(player).emblem] in markup
    others = {family(f).emblem for f in STANDARD_FAMILIES} - {family(player).emblem}
    assert not any(EMBLEM_PATHS[e] in markup for e in others)
    assert f"ori-card--{player}" in markup


def test_unknown_family_ids_get_a_stable_look() -> None:
    assert family("Teal") == family("teal")
    assert family("teal").emblem in EMBLEM_PATHS
    parse(render_card({"card": None, "owner": "teal"}, "uk"))


@pytest.mark.parametrize("lang", LANGS)
def test_hidden_card_shows_no_name(lang: str) -> None:
    root = parse(render_card({"card": None, "owner": "blue", "face_up": False, "tokens": 1}, lang))
    text = all_text(root)
    for card_id in CARD_TYPES:
        assert i18n.card_name(card_id, lang) not in drawn_text(root)
    assert i18n.player_name("blue", lang) in text  # the title still says whose card it is
    (card,) = cards(root)
    assert card.get("data-card") is None
    assert "ori-card--facedown" in card.get("class").split()


def test_own_face_down_card_shows_back_with_a_peek_of_its_name() -> None:
    card = {"card": "ambush", "owner": "red", "face_up": False}
    root = parse(render_card(card, "uk"))
    (peek,) = _groups(root, "ori-card__peek")
    assert i18n.card_name("ambush", "uk") in drawn_text(peek)
    assert "ori-card--facedown" in cards(root)[0].get("class").split()
    hidden = parse(render_card(card, "uk", peek=False))
    assert not _groups(hidden, "ori-card__peek")
    assert i18n.card_name("ambush", "uk") not in all_text(hidden)


@pytest.mark.parametrize("tokens", [1, 3, 12])
def test_influence_tokens_are_a_coin_with_the_number(tokens: int) -> None:
    root = parse(render_card({"card": None, "owner": "green", "tokens": tokens}, "uk"))
    (coin,) = _groups(root, "ori-card__tokens")
    assert drawn_text(coin) == str(tokens)
    assert i18n.amount_text(tokens, "uk") in all_text(root)


def test_no_coin_without_tokens() -> None:
    root = parse(render_card({"card": "lord", "owner": "green", "face_up": True}, "uk"))
    assert not _groups(root, "ori-card__tokens")


def test_stack_depth_badge() -> None:
    root = parse(render_card({"card": "lord", "owner": "red", "face_up": True}, "fr", depth=3))
    (badge,) = _groups(root, "ori-card__depth")
    assert drawn_text(badge) == "3"
    assert "3 cartes dans la pile" in all_text(root)
    single = parse(render_card({"card": "lord", "owner": "red", "face_up": True}, "fr"))
    assert not _groups(single, "ori-card__depth")


def test_verdict_bribery_and_inactive_markers() -> None:
    card = {
        "card": "heir",
        "owner": "blue",
        "face_up": True,
        "verdict": True,
        "bribed_by": "yellow",
        "inactive": True,
    }
    markup = render_card(card, "uk")
    root = parse(markup)
    assert _groups(root, "ori-card__verdict")
    (seal,) = _groups(root, "ori-card__bribe")
    assert "ori-card__bribe--yellow" in seal.get("class")
    assert EMBLEM_PATHS["sun"] in markup  # the briber's emblem on the seal
    assert _groups(root, "ori-card__inactive")
    assert "ori-card--inactive" in cards(root)[0].get("class").split()
    title = all_text(root)
    for key in ("render-verdict", "render-inactive"):
        assert i18n.t(key, "uk") in title


def test_highlight_selectable_and_position_classes() -> None:
    card = {"card": "spy", "owner": "purple", "face_up": True}
    (group,) = cards(parse(render_card(card, "uk", highlight=True, selectable=True, label_pos=4)))
    names = group.get("class").split()
    assert {"ori-card", "ori-card--purple", "ori-pos-4", "ori-target", "ori-selectable"} <= set(
        names
    )
    assert group.get("data-pos") == "4"
    assert group.get("tabindex") == "0"
    (plain,) = cards(parse(render_card(card, "uk")))
    assert "ori-target" not in plain.get("class") and plain.get("data-pos") is None


@pytest.mark.parametrize("size", ["sm", "md", "lg"])
def test_sizes_scale_the_card(size: str) -> None:
    (group,) = cards(parse(render_card({"card": "spy", "owner": "red"}, "uk", size=size)))
    assert ("scale(" in group.get("transform")) is (size != "md")


def test_title_describes_the_card_for_screen_readers() -> None:
    card = {"card": "archer", "owner": "red", "face_up": True, "tokens": 2}
    title = parse(render_card(card, "uk", in_queue=True)).find(f".//{SVG}title").text
    assert title.startswith(i18n.card_name("archer", "uk"))
    assert i18n.player_name("red", "uk") in title
    assert i18n.t("face-up", "uk").lower() in title
    assert "2 очки впливу" in title


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_a_card_in_hand_is_neither_face_up_nor_face_down(lang: str) -> None:
    """Face up or down is a queue card's state: a hand card's label says neither
    (the ru re-read's D2: «Наследник (Красный), персонаж, лицом вверх» in hand)."""
    card = {"card": "heir", "owner": "red", "face_up": True}
    title = parse(render_card(card, lang)).find(f".//{SVG}title").text
    assert i18n.t("face-up", lang).lower() not in title.lower()
    assert title.startswith(i18n.card_name("heir", lang))


def test_text_is_escaped() -> None:
    assert esc("a<b&c>") == "a&lt;b&amp;c&gt;"
    assert attrs(title='say "hi" & <go>') == 'title="say &quot;hi&quot; &amp; &lt;go&gt;"'
    assert attrs(class_="x", data_pos=0, hidden=None, off=False) == 'class="x" data-pos="0"'
