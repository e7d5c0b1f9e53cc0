"""Every lesson and tutor text exists in uk, ru and fr, with the same variables."""

from __future__ import annotations

import pytest

from oriflamme.tutor import lessons, texts


def test_catalogs_parse_cleanly() -> None:
    for lang in texts.UI_LANGUAGES:
        assert texts.junk(lang) == [], lang


def test_same_keys_and_variables_in_every_language() -> None:
    ref = texts.catalog("fr")
    for lang in ("uk", "ru"):
        cat = texts.catalog(lang)
        assert set(cat) == set(ref), (lang, set(cat) ^ set(ref))
        for key, variables in ref.items():
            assert cat[key] == variables, (lang, key)
    en = texts.catalog("en")
    tutor_keys = {k for k in ref if k.startswith("tutor-")}
    assert tutor_keys <= set(en)


@pytest.mark.parametrize("lang", texts.LANGUAGES)
def test_every_lesson_text_formats(lang) -> None:
    for lsn in lessons():
        for key in lsn.text_keys():
            s = texts.text(key, lang)
            assert s and s != key and "{" not in s, (lang, key)
    keys = [f"tutor-chapter-{n}" for n in range(1, 9)]
    for key in keys:
        assert texts.has(key, lang)


def test_variables_are_filled() -> None:
    assert texts.text("tutor-stars", "uk", stars=2) == "Зірки: 2 з 3"
    assert "3" in texts.text("tutor-overview", "fr", done=1, total=2, stars=3, max=6)
