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
BRIBED = {"uk": "підкуплена", "ru": "подкупленная", "fr": "corrompu", "en": "bribed"}


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


#: «top cards» in each language (the lessons' word for G12 and L8)
TOP = {"uk": "верхні", "ru": "верхни", "fr": "du dessus", "en": "top card"}
#: how each language marks a point as our reading of the rulebook
OUR_READING = {
    "uk": "так ми читаємо",
    "ru": "так мы читаем",
    "fr": "notre lecture",
    "en": "our reading",
}
LESSON_LANGS = ("uk", "ru", "fr")


@pytest.mark.parametrize("lang", LESSON_LANGS)
def test_g12_l8_the_success_texts_count_top_cards(lang: str) -> None:
    """G12 (tie-break) and L8 (Extortion) count top cards only, which is what
    these two lessons teach; their success texts said «your cards in the
    queue» (the fr re-read's E2)."""
    for key in ("lesson-end-tiebreak-success", "lesson-card-extortion-success"):
        assert TOP[lang] in t(key, lang), (key, t(key, lang))


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_l8_the_card_reference_marks_top_cards_as_our_reading(lang: str) -> None:
    """L8 is a judgement call on the printed «each card in the queue»: the
    card reference says so, as the Extortion lesson does (the ru re-read's E2)."""
    ruling = t("cardref-ruling-extortion", lang)
    assert TOP[lang] in ruling and OUR_READING[lang] in ruling, ruling


#: «controlled by the player who controls the Twin» (the Twin's card reference: «the same player»)
SAME_CONTROLLER = {
    "uk": "яким керує той самий гравець, що й Близнюком",
    "ru": "Принца того игрока, который управляет Близнецом",
    "fr": "que contrôle le joueur qui contrôlait ce Jumeau",
}


@pytest.mark.parametrize("lang", LESSON_LANGS)
def test_a3_g16_the_twin_lesson_discards_every_prince_of_the_twins_controller(lang: str) -> None:
    """A3/G16: an eliminated Twin takes every uncovered Prince its controller
    controls (a bribed one too), not «its family's Prince» (the fr re-read's E3)."""
    intro = t("lesson-card-twin-intro", lang)
    assert SAME_CONTROLLER[lang] in intro, intro


@pytest.mark.parametrize("lang", LESSON_LANGS)
def test_the_gap_lesson_does_not_name_the_face_down_card_it_never_reveals(lang: str) -> None:
    """The blue face-down card of «a gap in the queue» is banked, never
    revealed: its success text must not give it away (the ru re-read's E1)."""
    from oriflamme.i18n import card_name

    gap = t("lesson-elimination-gap-success", lang)
    assert card_name("lord", lang) not in gap, gap


#: «by the rules» in each language
BY_THE_RULES = {"uk": "правил", "ru": "правил", "fr": "règle", "en": "rule"}


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_g17_a_forced_move_is_not_said_to_be_forced_by_the_rules(lang: str) -> None:
    """G17 (our ruling) leaves out options that do nothing, so a move the tutor
    plays as «the only one» may be the only one by our ruling, not by the
    printed rules (the uk re-read's E2): the line makes no claim about them."""
    line = t("tutor-story-forced", lang, move="X")
    assert BY_THE_RULES[lang] not in line.lower(), line
