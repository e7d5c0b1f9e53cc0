"""Issue 27: rules as assembled texts state them, each checked against the
ruling it states (the re-graders' false-about-a-rule and class-E findings)."""

from __future__ import annotations

import pytest

from oriflamme.i18n import ALL_LANGS, t

#: How each language says a card «covered in a stack».
COVERED = {"uk": "накритий у стосі", "ru": "не прикрыт в стеке", "fr": "recouvert", "en": "covered"}


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_a2_the_twin_legend_keeps_the_covered_exception(lang: str) -> None:
    """A2 (ablaze.ru.txt, Принц: «сбрось близнеца этой семьи, если он не
    прикрыт другой картой в стеке»): the board's legend of the waiting Twin
    says a covered Twin stays (fr re-read A6)."""
    for every in ("yes", "no"):
        legend = t("render-legend-twin", lang, all=every, name="X")
        assert COVERED[lang] in legend, legend


#: «…placed on a stack whose top card they own or have bribed».
BRIBED = {"uk": "підкуплена", "ru": "подкупленная", "fr": "corrompue", "en": "bribed"}


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_g2_g16_the_placement_rule_names_a_bribed_top_card_where_bribery_is_played(
    lang: str,
) -> None:
    """G2 with G16: a player may place on a stack whose top card they bribed;
    the practice tab's placement rule says so on tables with Ablaze families
    (ru re-read F-A1), and not on tables without bribery."""
    assert BRIBED[lang] in t("practice-x-rule-g2", lang, bribery="yes")
    assert BRIBED[lang] not in t("practice-x-rule-g2", lang, bribery="no")


@pytest.mark.parametrize(
    ("lang", "subject"), [("uk", "і Повстання вилучило"), ("ru", "и Восстание устранило")]
)
def test_the_insurrection_not_the_infiltration_eliminated_the_two_cards(lang, subject) -> None:
    """L7/L9: the Infiltration gave the Insurrection its point and the
    Insurrection eliminated; «і воно вилучило» pointed to the nearest neuter
    noun, the Infiltration (uk re-read #11)."""
    assert subject in t("lesson-combo-infiltration-insurrection-success", lang)
