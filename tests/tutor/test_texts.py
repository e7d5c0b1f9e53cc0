"""Every lesson and tutor text exists in uk, ru and fr, with the same variables."""

from __future__ import annotations

import re

import pytest

from oriflamme.i18n import TranslationError, problems
from oriflamme.tutor import all_lessons, chapter_title_key, chapters, courses, texts


def test_catalogs_parse_cleanly() -> None:
    for lang in texts.UI_LANGUAGES:
        assert problems(lang) == [], lang


def test_a_missing_argument_is_an_error_not_a_half_sentence() -> None:
    """One error policy for the whole app (issue 14): the tutor's texts raise,
    like every other message, instead of showing «stars зірок з max»."""
    with pytest.raises(TranslationError, match="max"):
        texts.text("tutor-stars-label", "uk", stars=2)


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
    for lsn in all_lessons():
        for key in lsn.text_keys():
            s = texts.text(key, lang)
            assert s and s != key and "{" not in s, (lang, key)
    keys = [chapter_title_key(e, n) for e in courses() for n in chapters(e)]
    keys += [f"tutor-course-{e}" for e in courses()]
    for key in keys:
        assert texts.has(key, lang)


def test_variables_are_filled() -> None:
    assert texts.text("tutor-stars", "uk", stars=2) == "Зірки: 2 з 3"
    assert "3" in texts.text("tutor-overview", "fr", done=1, total=2, stars=3, max=6)


def _lesson_values(lang: str) -> dict[str, str]:
    from pathlib import Path

    import oriflamme

    path = Path(oriflamme.__file__).parent / "locales" / lang / "lessons-base.ftl"
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("lesson-") and " = " in line:
            key, value = line.split(" = ", 1)
            out[key] = value
    return out


def test_french_lesson_typography() -> None:
    """No-break space before : ; ! ? and inside « », typographic apostrophe."""
    import re

    for key, value in _lesson_values("fr").items():
        assert not re.search(r"[ \t][:;!?»]", value), key
        assert "« " not in value and "'" not in value, key


#: «запас» is a player's own (style-ru §4.1, 📖 «в свой личный запас»): «в вашем
#: запасе», «из запаса игрока»; the common supply is «резерв».
_RU_COMMON_SUPPLY = re.compile(r"(?<!ваш )(?<!вашем )(?<!свой )(?<!своём )запас(?!\w* игрок)")


def test_ru_lessons_call_the_common_supply_reserve() -> None:
    """«запас» only for a player's own influence, never for the common supply."""
    for key, value in _lesson_values("ru").items():
        assert not _RU_COMMON_SUPPLY.search(value.lower()), (key, value)
    assert _RU_COMMON_SUPPLY.search("очки возвращаются в запас")  # the check can fail


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        # the glossary's rulebook terms: ability «эффект», covered «прикрыт» (supply: above)
        ("ru", ("свойств", "накрыт")),
        # covered «накрит», never «відкрит» (that is face up)
        ("uk", ("лишився відкритим", "знову відкрито")),
    ],
)
def test_lesson_terms_follow_the_glossary(lang, words) -> None:
    for key, value in _lesson_values(lang).items():
        for word in words:
            assert word not in value.lower(), (lang, key, word)
