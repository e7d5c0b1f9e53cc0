"""One Fluent stack (issue 14): the languages come from the folders of
``locales/``, and i18n takes the card catalogs from the games."""

from __future__ import annotations

import pytest

from oriflamme import i18n
from oriflamme.games import get_game
from oriflamme.i18n.catalog import discover_langs
from oriflamme.i18n.grammar import card_terms
from oriflamme.tutor import texts
from oriflamme.widgets.language import lang_from_query
from oriflamme.widgets.text import LANGS as WIDGET_LANGS


def test_the_languages_are_the_locale_folders() -> None:
    assert i18n.LANGS == ("uk", "ru", "fr")  # the tutor's: every lesson exists in each
    assert i18n.ALL_LANGS == ("uk", "ru", "fr", "en")
    # the tutor, the widgets and the page read the same lists
    assert texts.LANGUAGES == i18n.LANGS and texts.UI_LANGUAGES == i18n.ALL_LANGS
    assert WIDGET_LANGS == i18n.LANGS
    assert lang_from_query("?lang=ru") == "ru" and lang_from_query("?lang=de") == "uk"


def _locale(root, lang: str, order: int | None, lessons: bool) -> None:
    d = root / lang
    d.mkdir()
    attr = f"\n    .order = {order}" if order is not None else ""
    (d / "ui.ftl").write_text(f"lang-name = {lang}{attr}\n", encoding="utf-8")
    if lessons:
        (d / "lessons-base.ftl").write_text("lesson-x-title = x\n", encoding="utf-8")


def test_a_new_language_folder_is_a_new_language(tmp_path) -> None:
    """Adding a language is adding its folder: with lesson texts it is a tutor
    language, placed by its ``lang-name.order``; without, a guest language."""
    _locale(tmp_path, "uk", 1, True)
    _locale(tmp_path, "fr", 3, True)
    _locale(tmp_path, "pl", 2, True)
    _locale(tmp_path, "en", 4, False)
    _locale(tmp_path, "de", None, False)  # no order: after the ordered ones
    (tmp_path / "empty").mkdir()  # no catalog: not a language
    assert discover_langs(tmp_path) == (("uk", "pl", "fr"), ("en", "de"))


def test_i18n_takes_the_card_catalog_from_the_games() -> None:
    cards = get_game("oriflamme").cards()
    assert set(card_terms()) >= set(cards)
    assert card_terms()["twin"].edition == "ablaze" and card_terms()["pact"].kind == "intrigue"
    assert i18n.card_name("twin", "uk") and i18n.card_kind("pact", "fr") == "Intrigue"
    with pytest.raises(KeyError, match="unknown card id"):
        i18n.card_name("hoplite_of_chess", "uk")


def test_a_language_is_placed_by_its_lang_name_entry_alone(tmp_path) -> None:
    """Only ``lang-name`` of ``ui.ftl`` is read to order the languages (the
    rest of the file is not parsed at each start, issue 29): its ``.order``
    counts wherever it stands in the file, and what follows it does not."""
    for lang, order in (("uk", 2), ("fr", 1)):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "lessons-a.ftl").write_text("x = y\n", encoding="utf-8")
        (tmp_path / lang / "ui.ftl").write_text(
            f"# {lang}\nlanguage = L\n\nlang-name = {lang.upper()}\n"
            f"    .hint = a name\n\n    .order = {order}\n"
            "app-title = { $a ->\n    [one] T\n   *[other] T\n}\n",
            encoding="utf-8",
        )
    assert discover_langs(tmp_path) == (("fr", "uk"), ())
