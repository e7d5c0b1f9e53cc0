"""A card's tooltip says what it does: a learner hovering a card reads its ability."""

from __future__ import annotations

import re
from html import unescape

import pytest

from oriflamme.games.oriflamme.render import render_card, render_queue
from oriflamme.i18n import ability_text


def title(svg: str) -> str:
    return unescape(re.search(r"<title>(.*?)</title>", svg, re.S).group(1))


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_a_face_up_card_shows_its_ability_in_the_tooltip(lang: str) -> None:
    svg = render_card({"card": "soldier", "owner": "red", "face_up": True}, lang)
    assert title(svg).endswith(ability_text("soldier", lang))


def test_the_owner_peeking_at_a_face_down_card_reads_its_ability() -> None:
    svg = render_card({"card": "ambush", "owner": "red", "face_up": False}, "fr")
    assert ability_text("ambush", "fr") in title(svg)


def test_a_hidden_card_says_nothing_of_what_it_does() -> None:
    state = {
        "players": ["red", "blue"],
        "queue": [[{"card": "ambush", "owner": "blue", "face_up": False, "tokens": 0}]],
        "direction": "ltr",
    }
    svg = render_queue(state, "uk", viewer="red")
    assert ability_text("ambush", "uk") not in unescape(svg)
    assert "ambush" not in svg
