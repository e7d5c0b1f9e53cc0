"""Switching the language changes every visible string; no English for uk/ru/fr users."""

from __future__ import annotations

import random
import re

import pytest
from helpers import play_buttons, visible_texts

from oriflamme.i18n import t as i18n_t
from oriflamme.widgets import App, Landing, LanguagePicker, Sandbox, lang_from_query

#: English words that never belong in a French sentence.
ENGLISH = {
    "the", "your", "you", "and", "card", "cards", "turn", "undo", "step", "back", "play",
    "choose", "target", "hand", "queue", "move", "round", "game", "score", "with", "new",
    "reveal", "leave", "down", "deal", "random", "greedy", "opponents", "lessons",
}  # fmt: skip
LATIN_WORD = re.compile(r"\b[A-Za-z]{2,}\b")


def foreign_words(texts: list[str], lang: str) -> set[str]:
    """Words that do not belong in ``lang``: any Latin word for uk/ru, English for fr."""
    words = {w for text in texts for w in LATIN_WORD.findall(text)}
    if lang == "fr":
        return {w for w in words if w.lower() in ENGLISH}
    return words


def played_sandbox(lang: str, seed: int = 2) -> Sandbox:
    """A sandbox some moves into its game (placements, reveals, a log)."""
    sandbox = Sandbox(lang, seed=seed)
    rng = random.Random(seed)
    view = sandbox.game
    assert view is not None
    for _ in range(12):
        buttons = play_buttons(view)
        place = [b for b in buttons if any(c.startswith("ori-place-") for c in b._dom_classes)]
        rng.choice(place or buttons).click()
    return sandbox


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_no_english_is_shown(lang: str) -> None:
    app = App(lang)
    texts = visible_texts(app)
    assert foreign_words(texts, lang) == set()
    sandbox = played_sandbox(lang)
    texts = visible_texts(sandbox)
    assert any("ori-log-entry" in (sandbox.game.log_view.value or "") for _ in [0])
    assert foreign_words(texts, lang) == set(), texts
    view = sandbox.game
    view.step_back()
    assert foreign_words(visible_texts(sandbox), lang) == set()


def test_switching_language_rerenders_everything_live() -> None:
    app = App("uk")
    app.tabs.selected_index = app.tab_keys.index("w-tab-sandbox")
    sandbox = app.sandbox
    rng = random.Random(1)
    for _ in range(6):
        buttons = play_buttons(sandbox.game)
        place = [b for b in buttons if any(c.startswith("ori-place-") for c in b._dom_classes)]
        rng.choice(place or buttons).click()
    seen = {}
    for lang in ("uk", "ru", "fr", "uk"):
        app.picker.value = lang
        seen.setdefault(lang, set(visible_texts(app)))
        assert app.lang == lang and sandbox.game.lang == lang
        assert app.tabs.titles[app.tab_keys.index("w-tab-sandbox")] == i18n_t("w-tab-sandbox", lang)
    assert set(visible_texts(app)) == seen["uk"]
    uk, ru, fr = seen["uk"], seen["ru"], seen["fr"]
    shared = {x for x in uk & fr if not x.strip().isdigit()}
    assert shared <= set(picker_names := app.picker._options_labels), shared - set(picker_names)
    assert len(uk - ru) > 20 and len(ru - fr) > 20


def test_language_picker_uses_endonyms() -> None:
    picker = LanguagePicker("ru")
    assert picker._options_labels == ("Українська", "Русский", "Français")
    assert picker.value == "ru" and "ori-lang-picker" in picker._dom_classes
    heard = []
    picker.on_change(heard.append)
    picker.value = "fr"
    assert heard == ["fr"]


@pytest.mark.parametrize(
    ("query", "lang"),
    [("lang=fr", "fr"), ("?lang=ru&x=1", "ru"), ("", "uk"), ("lang=en", "uk"), ("lang=UK", "uk")],
)
def test_lang_from_query(query: str, lang: str) -> None:
    assert lang_from_query(query) == lang


def test_lang_from_voila_query_string(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "lang=fr")
    assert lang_from_query() == "fr"
    monkeypatch.delenv("QUERY_STRING")
    assert lang_from_query() == "uk"


def test_landing_links_each_language_relatively() -> None:
    page = Landing().value
    for lang in ("uk", "ru", "fr"):
        assert f'href="app.ipynb?lang={lang}"' in page
        assert i18n_t("w-landing-title", lang) in page
