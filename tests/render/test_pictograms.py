"""Every card has its own pictogram; names stay legible; the ability fits on big cards."""

from __future__ import annotations

import re

import pytest

from oriflamme.games.oriflamme.engine.cards import CARD_TYPES
from oriflamme.games.oriflamme.render.card import NAME_MIN, fit_ability, fit_name, render_card
from oriflamme.games.oriflamme.render.pictograms import PICTOGRAM_CARDS, pictogram
from oriflamme.games.oriflamme.render.text import ability_text, card_name

LANGS = ("uk", "ru", "fr", "en")


def test_every_card_of_the_three_editions_has_a_pictogram() -> None:
    assert len(CARD_TYPES) == 31
    assert set(CARD_TYPES) == PICTOGRAM_CARDS


def test_no_two_cards_share_a_drawing() -> None:
    drawings = {
        card: re.sub(r'class="[^"]*"', "", pictogram(card, x=0, y=0, size=40, color="#000"))
        for card in CARD_TYPES
    }
    assert len(set(drawings.values())) == len(drawings)


@pytest.mark.parametrize("card", sorted(CARD_TYPES))
def test_a_face_up_card_shows_its_pictogram_and_family_seal(card: str) -> None:
    svg = render_card({"card": card, "owner": "red", "face_up": True}, "uk")
    assert f"ori-picto--{card.replace('_', '-')}" in svg
    assert "ori-card__seal" in svg  # the family by its emblem, not by colour alone


@pytest.mark.parametrize("lang", LANGS)
def test_names_never_shrink_below_the_legible_minimum(lang: str) -> None:
    for card in CARD_TYPES:
        _lines, size = fit_name(card_name(card, lang), 70)
        assert size >= NAME_MIN
        _lines, size = fit_name(card_name(card, lang), 62, start=14, least=11.5)
        assert size >= 11.5


def test_the_peek_of_ones_own_face_down_card_is_large() -> None:
    svg = render_card({"card": "archer", "owner": "red", "face_up": False}, "uk")
    peek = svg[svg.index("ori-card__peek") :]
    sizes = [float(s) for s in re.findall(r'font-size="([\d.]+)"', peek)]
    assert sizes and min(sizes) >= 11.5  # was 6–10 before (issue 8)
    assert "Лучник" in peek


@pytest.mark.parametrize("lang", LANGS)
def test_the_printed_ability_fits_on_a_detailed_card(lang: str) -> None:
    fitted = [card for card in CARD_TYPES if fit_ability(ability_text(card, lang), 70, 46)]
    assert len(fitted) >= 28, sorted(set(CARD_TYPES) - set(fitted))
    svg = render_card({"card": "soldier", "owner": "blue", "face_up": True}, lang, detail=True)
    assert "ori-card__ability" in svg


def test_a_card_without_detail_has_no_ability_text_on_its_face() -> None:
    svg = render_card({"card": "soldier", "owner": "blue", "face_up": True}, "fr")
    assert "ori-card__ability" not in svg
