"""Issue 8: the card reference (31 cards, rulings in plain words, lessons, search)
and the card size control of a board."""

from __future__ import annotations

import re

import pytest

import oriflamme
from oriflamme.games.oriflamme.engine.cards import CARD_TYPES
from oriflamme.i18n import t
from oriflamme.widgets import GameView
from oriflamme.widgets.card_reference import CardReference, lesson_of
from oriflamme.widgets.card_size import frame_width

LANGS = ("uk", "ru", "fr", "en")


#: A ruling's id (RULINGS.md): «B1», «A9a», «G19».
RULING_ID = re.compile(r"(?<![\w-])[BALGO]\d+[a-z]?(?![\w-])")


@pytest.mark.parametrize("lang", LANGS)
def test_the_reference_holds_the_31_cards_with_ability_and_rulings(lang: str) -> None:
    ref = CardReference(lang)
    assert sorted(ref.shown()) == sorted(CARD_TYPES) and len(ref.shown()) == 31
    for cid, entry in ref.entries.items():
        text = entry.text.value
        assert t(f"cardref-ruling-{cid}", lang).split(" ")[0] in text
        assert "ori-card__picto" in entry.face.value


@pytest.mark.parametrize("lang", LANGS)
def test_a_learner_never_sees_a_ruling_id_the_teacher_sees_them_all(lang: str) -> None:
    """Issue 27: «(B1)», «(L10, G19)» mean nothing to a learner; the teacher's
    view (the «for the teacher» box) names every ruling a card's text is about."""
    from oriflamme.widgets.card_reference import RULING_IDS

    ref = CardReference(lang)
    for cid, entry in ref.entries.items():
        assert RULING_ID.search(entry.text.value) is None, (cid, entry.text.value)
        assert RULING_ID.search(t(f"cardref-ruling-{cid}", lang)) is None
    ref.teacher_box.value = True
    for cid, entry in ref.entries.items():
        assert RULING_IDS[cid] and all(i in entry.text.value for i in RULING_IDS[cid])
    assert CardReference(lang, teacher=True).entries["pact"].text.value.count("G19") == 1


def test_the_archer_may_eliminate_itself_is_told_in_each_language() -> None:
    """B1 in plain words, as the issue asks."""
    words = {"uk": "сам себе", "ru": "сам себя", "fr": "lui-même", "en": "itself"}
    for lang, word in words.items():
        assert word in t("cardref-ruling-archer", lang)


def test_search_by_name_in_the_readers_language() -> None:
    ref = CardReference("ru")
    ref.search.value = "лучн"
    assert ref.shown() == ["archer"]
    ref.lang = "fr"
    ref.search.value = "reine"
    assert ref.shown() == ["queen"]
    ref.search.value = "zzz"
    assert ref.shown() == [] and ref.none.layout.display != "none"
    ref.search.value = ""
    assert len(ref.shown()) == 31


def test_every_card_has_its_lesson_button_and_it_opens_the_lesson() -> None:
    """The three courses teach every card (``card-<card>``): each entry has its button."""
    opened: list[str] = []
    ref = CardReference("uk", open_lesson=opened.append)
    assert all(lesson_of(cid) for cid in CARD_TYPES)
    assert all(ref.entries[cid].lesson_button is not None for cid in CARD_TYPES)
    assert lesson_of("royal_decree") == "card-royal-decree"
    assert lesson_of("no_such_card") is None
    ref.entries["royal_decree"].lesson_button.click()
    ref.entries["empress"].lesson_button.click()
    assert opened == ["card-royal-decree", "card-empress"]


def test_the_app_has_a_cards_tab_whose_button_opens_the_lesson() -> None:
    from oriflamme.widgets.app import App

    app = App("fr")
    assert "Cartes" in app.tabs.titles
    app.cards.entries["archer"].lesson_button.click()
    assert app.tabs.selected_index == app.tab_keys.index("w-tab-lessons")
    assert app.lessons.player is not None


def test_card_size_scales_the_queue_frame_and_prints_abilities_from_large() -> None:
    state = oriflamme.new_game(["red", "blue"], seed=3)
    view = GameView(state, humans=["red"], lang="uk")
    assert view.frame.layout.width.startswith("min(100%")  # auto: fits the width
    assert "ori-card__ability" not in view.queue_html.value
    view.set_card_size("xl")
    assert view.size_control.value == "xl"
    assert view.frame.layout.width.endswith("px")
    hand_svg = view.hand_cards.children[0].children[0].value
    assert "ori-card__ability" in hand_svg  # the hand's cards carry their text
    view.size_control.value = "sm"  # the control itself (a click or the keyboard)
    assert view.card_size == "sm"


def test_hit_buttons_are_placed_in_percents_so_they_follow_the_scaled_picture() -> None:
    state = oriflamme.new_game(["red", "blue"], seed=3)
    view = GameView(state, humans=["red"], lang="uk")
    card = next(m.split()[1] for m in state.legal_moves() if m.startswith("play "))
    view.select(card)
    hits = [c for c in view.frame.children if "ori-hit" in c._dom_classes]
    assert hits
    for b in hits:
        for value in (b.layout.left, b.layout.top, b.layout.width, b.layout.height):
            assert value.endswith("%")


def test_auto_fit_is_capped_by_the_screen_height() -> None:
    width, least = frame_width("auto", 800, 400)
    assert width == "min(100%, 1200px, 76.0vh)" and least == "600px"
    assert frame_width("lg", 800, 400) == ("1080px", "1080px")


def test_a_hand_card_tooltip_carries_its_ability_for_the_focus_panel() -> None:
    state = oriflamme.new_game(["red", "blue"], seed=3)
    view = GameView(state, humans=["red"], lang="fr")
    slot = view.hand_cards.children[0]
    button = slot.children[1]
    card = next(c for c in button._dom_classes if c.startswith("ori-hand-card--"))[15:]
    assert t(f"ability-{card}", "fr").split("\n")[0] in button.tooltip
