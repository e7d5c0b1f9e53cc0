"""Orichalque's reference tab (issue 25, ``Game.reference_widget``): the
titans, creatures, buildings, actions and phases of a turn, from the component
data, each with its source (rulebook, player aid, provisional), the mark the
board draws on a building, and a button opening the lesson that teaches it."""

from __future__ import annotations

import re
from html import unescape

import pytest

from oriflamme.games import get_game
from oriflamme.games.orichalque.game import components
from oriflamme.i18n import LANGS, t
from oriflamme.tutor.course import lessons
from oriflamme.widgets.app import App
from oriflamme.widgets.orichalque.reference import OrichalqueReference

GAME = get_game("orichalque")


def text_of(ref: OrichalqueReference, entry: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", ref.entries[entry].text.value))


def test_every_component_of_the_data_has_an_entry() -> None:
    ref = OrichalqueReference("uk")
    c = components()
    ids = set(ref.entries)
    assert {f"titan-{x}" for x in c.titans} <= ids
    assert {f"creature-{x['id']}" for x in c.raw["creatures"]} <= ids
    assert {f"building-{x['id']}" for x in c.raw["buildings"]} <= ids
    assert {f"action-{x}" for x in ("produce", "recruit", "fight", "build")} <= ids
    assert {f"phase-{n}" for n in range(1, 6)} <= ids


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_a_building_shows_its_mark_on_the_board_and_its_effect(lang: str) -> None:
    ref = OrichalqueReference(lang)
    for b in components().raw["buildings"]:
        kind = b["id"]
        text = text_of(ref, f"building-{kind}")
        assert t(f"och-bcode-{kind}", lang) in text  # as the board draws it
        assert t(f"handout-och-building-{kind}", lang) in text
        assert t(f"handout-status-{b['status']}", lang) in text  # its source
        assert "och-" not in text


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_a_creature_says_its_strength_and_reward_from_the_data(lang: str) -> None:
    """The Cyclops: strength 10, 3 orichalcum (the rulebook's fight example)."""
    ref = OrichalqueReference(lang)
    text = text_of(ref, "creature-cyclops")
    assert "10" in text and t("handout-och-reward-cyclops", lang) in text
    assert t("handout-status-verified", lang) in text


def test_provisional_data_is_flagged() -> None:
    """docs/orichalque-data.md: the dice faces and slot costs 4–6 are stand-ins."""
    ref = OrichalqueReference("fr")
    fight = ref.entries["action-fight"].text.value
    assert "ori-och-ref-entry__status--provisional" in fight
    assert "indicatives" in unescape(fight)
    assert "ori-och-ref-entry__status--provisional" in ref.entries["phase-1"].text.value
    assert t("och-provisional", "fr") in unescape(ref.provisional.value)
    assert "ori-och-ref-entry__status--provisional" not in ref.entries["titan-rhea"].text.value


def test_each_entry_opens_the_lesson_that_teaches_it() -> None:
    opened: list[str] = []
    ref = OrichalqueReference("uk", open_lesson=opened.append)
    ids = {x.id for x in lessons("orichalque")}
    with_lesson = [e for e in ref.entries.values() if e.lesson_button is not None]
    assert len(with_lesson) >= 25
    assert all(e.lesson_id in ids for e in with_lesson)
    oratory = ref.entries["building-oratory"]
    assert oratory.lesson_button is not None
    assert "Ораторія" in oratory.lesson_button.description or "ораторі" in (
        oratory.lesson_button.description.lower()
    )
    oratory.lesson_button.click()
    assert opened == ["orichalque-oratory"]
    # without a lessons tab, no button
    assert all(e.lesson_button is None for e in OrichalqueReference("uk").entries.values())


def test_the_search_finds_by_name_in_the_readers_language() -> None:
    ref = OrichalqueReference("ru")
    ref.search.value = "гидр"
    assert ref.shown() == ["creature-hydra"]
    assert "1 из" in unescape(ref.count.value)
    ref.search.value = "zzz"
    assert ref.shown() == [] and ref.none.layout.display != "none"
    ref.search.value = ""
    assert len(ref.shown()) == len(ref.entries)


def test_the_app_gives_orichalque_its_reference_tab_by_the_games_name() -> None:
    app = App(lang="uk", game="orichalque")
    assert "w-tab-cards" in app.tab_keys
    index = app.tab_keys.index("w-tab-cards")
    assert app.tabs.titles[index] == t("och-ref-tab", "uk") == "Довідник"
    assert isinstance(app.cards, OrichalqueReference)
    app.set_game("oriflamme")
    assert app.tabs.titles[app.tab_keys.index("w-tab-cards")] == t("w-tab-cards", "uk")


def test_every_word_is_in_the_readers_language() -> None:
    for lang in LANGS:
        ref = OrichalqueReference(lang, open_lesson=lambda _l: None)
        for entry in ref.entries.values():
            text = text_of(ref, entry.entry_id)
            assert "och-" not in text and "handout-" not in text
            assert entry.name
            if entry.lesson_button is not None:
                assert entry.lesson_button.description
