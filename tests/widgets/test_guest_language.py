"""English, the guest language (docs/architecture.md «Words»): the app and the
teacher's desk open in it (they raised a TraitError: the language picker
offered uk, ru and fr only), without the lessons, whose texts exist in the
tutor languages alone — never an English fallback in them, never a lesson
title missing. Switching to a tutor language brings the lessons back."""

from __future__ import annotations

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
