"""English, the guest language (docs/architecture.md «Words»): the app and the
teacher's desk open in it (they raised a TraitError: the language picker
offered uk, ru and fr only), without the lessons, whose texts exist in the
tutor languages alone — never an English fallback in them, never a lesson
title missing. Switching to a tutor language brings the lessons back."""

from __future__ import annotations

import re
from pathlib import Path

import ipywidgets as w
import pytest
from helpers import visible_texts

from oriflamme.i18n import LANGS, t
from oriflamme.widgets.app import App
from oriflamme.widgets.teacher import TeacherDesk


def test_the_app_opens_in_english_without_the_lessons_then_gets_them_in_ukrainian() -> None:
    app = App("en")
    assert "en" not in LANGS  # a guest language: no lesson texts
    assert app.picker.value == "en"
    assert [v for _label, v in app.picker.options] == [*LANGS, "en"]
    assert "w-tab-lessons" not in app.tab_keys
    assert app.tabs.titles[app.tab_keys.index("w-tab-sandbox")] == t("w-tab-sandbox", "en")
    assert app.sandbox is not None and app.teacher.game is not None
    app.picker.value = "uk"
    assert app.tab_keys[0] == "w-tab-lessons"
    assert app.lessons is not None and app.lessons.lang == "uk"
    assert app.tabs.titles[0] == t("w-tab-lessons", "uk")
    assert app.tab_keys[app.tabs.selected_index or 0] == "w-tab-practice"  # the tab kept


def test_the_desk_opens_in_english_with_new_deals_and_combos_but_no_course() -> None:
    desk = TeacherDesk("en")
    assert desk.game is not None
    groups = [key for _label, key in desk.groups()]
    assert "combos" in groups
    assert not [g for g in groups if g.startswith("course:")]
    uk = [key for _label, key in TeacherDesk("uk").groups()]
    assert [g for g in uk if g.startswith("course:")]


def test_both_references_open_in_english_without_buttons_to_lessons() -> None:
    """The card reference and Orichalque's reference in the guest language: every
    entry is there, and no button leads to a lesson (none exists in English; the
    tab raised a KeyError on the first lesson title); back in a tutor language
    the buttons come back, each naming its lesson."""
    from oriflamme.widgets.card_reference import CardReference
    from oriflamme.widgets.orichalque.reference import OrichalqueReference

    for ref in (
        CardReference("en", open_lesson=lambda _id: None),
        OrichalqueReference("en", open_lesson=lambda _id: None),
    ):
        buttons = [e.lesson_button for e in ref.entries.values() if e.lesson_button is not None]
        assert buttons, type(ref).__name__  # the entries that teach a lesson have one
        assert all(b.layout.display == "none" for b in buttons)
        ref.lang = "fr"
        assert all(b.layout.display != "none" and "«" in b.description for b in buttons)


#: Letters an English page never shows: Cyrillic (uk, ru) and French accents,
#: ligatures and guillemets. One of them on the practice tab in English is a
#: tutor language's text leaking into the guest's.
_NOT_ENGLISH = re.compile(r"[А-Яа-яЁёІіЇїЄєҐґ]|[éèàçùâêîôûœ«»]", re.IGNORECASE)
#: A message id shown instead of its text (``practice-kind-best``).
_MESSAGE_ID = re.compile(r"\b[a-z]+(?:-[a-z0-9]+){2,}\b")


def _english_texts(root: w.Widget, where: str) -> None:
    texts = visible_texts(root)
    assert texts, where
    for text in texts:
        assert not _NOT_ENGLISH.search(text), f"{where}: not English: {text[:200]!r}"
        assert not _MESSAGE_ID.search(text), f"{where}: a message id: {text[:200]!r}"


@pytest.mark.parametrize("game", ["oriflamme", "orichalque"])
def test_the_practice_tab_in_english_asks_every_kind_of_puzzle_in_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    """The app in the guest language: its Practice tab opens (no lesson course
    needed), and every kind of puzzle of both games — asked, answered wrong,
    then the next — is told in English: the kind's name, the question, the
    choices, the verdict with its reason, the board's status and log, the
    review queue. No KeyError, no message id, no uk/ru/fr word."""
    monkeypatch.setenv("ORIFLAMME_PROGRESS", str(tmp_path / "progress.json"))
    app = App("en", game=game)
    app.tabs.selected_index = app.tab_keys.index("w-tab-practice")
    tab = app.practice
    assert tab.lang == "en" and tab.game.name == game
    assert app.tabs.titles[app.tabs.selected_index] == t("w-tab-practice", "en")
    kinds = set(tab.kinds.kinds)
    seen: dict[str, int] = {}
    for table in tab.kinds.tables:
        tab.set_table(table)
        for _ in range(40):
            p = tab.puzzle
            assert p is not None, (game, table)
            where = f"{game}/{table}/{p.kind}"
            assert tab.kind.value == t(f"practice-kind-{p.kind}", "en"), where
            _english_texts(tab, f"{where} asked")
            wrong = next(i for i, c in enumerate(p.choices) if c.id != p.answer)
            assert tab.answer(wrong) is False
            assert t("practice-wrong", "en") in tab.feedback.value
            _english_texts(tab, f"{where} answered")
            seen[p.kind] = seen.get(p.kind, 0) + 1
            if kinds <= set(seen) and table != next(iter(tab.kinds.tables)):
                break
            assert tab.next_puzzle()
    assert kinds <= set(seen), f"{game}: kinds never drawn: {kinds - set(seen)}"
