"""Issue 32: the catalogs are read entry by entry and formatted without Babel's
whole locale data (``oriflamme.i18n.cldr``) — and every text is the same as
with Fluent's own bundle over Babel's data: plural categories (uk «1 очко,
2 очки, 5 очок», ru, fr «0 point», en), numbers («1 000»), every message."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import babel
import pytest
from babel.numbers import format_decimal, format_percent
from fluent.runtime import FluentBundle
from fluent.syntax import ast as FTL

from oriflamme.i18n import ALL_LANGS, catalog, cldr

#: Whole numbers 0..1000 and past the thousands (grouping), and decimals, whose
#: plural operands (v, f, e) differ from whole numbers'.
NUMBERS: list[int | float | Decimal] = [
    *range(1001),
    1_001,
    1_234,
    10_000,
    21_011,
    1_000_000,
    2_000_000,
    -1,
    -2,
    -5,
    -21,
    0.5,
    1.5,
    2.25,
    1.0,
    Decimal("1.0"),
    Decimal("0.1"),
    Decimal("11.25"),
]


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_the_kept_facts_are_babels(lang: str) -> None:
    """``CLDR`` is a copy of Babel's data: a Babel upgrade that changes a plural
    rule or a number symbol fails here (``python -m oriflamme.i18n.cldr`` prints
    the new facts)."""
    assert cldr.CLDR[lang] == cldr.from_babel(lang)


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_plural_categories_and_numbers_are_babels(lang: str) -> None:
    full, light = babel.Locale.parse(lang), cldr.locale(lang)
    assert isinstance(light, cldr.LightLocale)
    for n in NUMBERS:
        assert light.plural_form(n) == full.plural_form(n), (lang, n)
        assert format_decimal(n, locale=light) == format_decimal(n, locale=full), (lang, n)
        assert format_percent(n, locale=light) == format_percent(n, locale=full), (lang, n)
    assert not light.light.full_loaded


def test_the_plural_categories_the_catalogs_rely_on() -> None:
    """The forms the texts choose between (style-uk, style-ru, style-fr)."""
    cats = {
        lang: [cldr.locale(lang).plural_form(n) for n in (0, 1, 2, 5, 11, 21, 22)]
        for lang in ALL_LANGS
    }
    assert cats["uk"] == ["many", "one", "few", "many", "many", "one", "few"]
    assert cats["ru"] == ["many", "one", "few", "many", "many", "one", "few"]
    assert cats["fr"] == ["one", "one", "other", "other", "other", "other", "other"]
    assert cats["en"] == ["other", "one", "other", "other", "other", "other", "other"]


def test_anything_else_asked_comes_from_babels_full_data() -> None:
    light = cldr.LightLocale("fr")
    assert light.currency_formats["standard"].pattern == (
        babel.Locale.parse("fr").currency_formats["standard"].pattern
    )
    assert light.light.full_loaded


COMMENTS = (FTL.Comment, FTL.GroupComment, FTL.ResourceComment)


def _args(names: frozenset[str], n: int) -> dict[str, object]:
    return {name: n for name in names}


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_every_message_reads_the_same_as_with_fluents_own_bundle(lang: str) -> None:
    """Each message and attribute of the language, its variables given 0, 1, 2,
    5, 21 and 1000: the same text (and the same errors) through ``t``'s bundle,
    which reads entries as asked, as through Fluent's bundle of every file over
    Babel's locale — and Babel's full data never loaded."""
    catalog.reload()
    cldr.locale.cache_clear()
    reference = FluentBundle([lang], use_isolating=False)
    for _path, res in catalog.resources(lang):
        reference.add_resource(res)
    lazy = catalog.Bundle(lang)
    compared = 0
    for msg_id, names in catalog.variables(lang).items():
        assert lazy.has_message(msg_id)
        ref, got = reference.get_message(msg_id), lazy.get_message(msg_id)
        patterns = [(ref.value, got.value)] + [
            (ref.attributes[a], got.attributes[a]) for a in ref.attributes
        ]
        assert set(got.attributes) == set(ref.attributes)
        for want_p, got_p in patterns:
            if want_p is None or got_p is None:
                assert want_p is got_p is None
                continue
            for n in (0, 1, 2, 5, 21, 1000):
                want, want_errors = reference.format_pattern(want_p, _args(names, n))
                text, errors = lazy.format_pattern(got_p, _args(names, n))
                assert (text, [str(e) for e in errors]) == (want, [str(e) for e in want_errors])
                compared += 1
    assert compared > 1000
    assert not lazy.has_message("no-such-message")
    assert not cldr.locale(lang).light.full_loaded  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_the_index_finds_every_entry_and_its_lines_parse_alone(lang: str) -> None:
    """The entry index (found without parsing) names every message and term of
    the files, in the file that defines it, and each entry's own lines parse to
    the same entry as the whole file does."""
    catalog.reload()
    index = catalog.index(lang)
    expected: dict[str, tuple[Path, FTL.Message | FTL.Term]] = {}
    for path, res in catalog.resources(lang):
        for entry in res.body:
            if isinstance(entry, FTL.Message | FTL.Term):
                ident = ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name
                expected.setdefault(ident, (path, entry))
    assert set(index) == set(expected)
    for ident, (path, entry) in expected.items():
        where = index[ident]
        assert where.path == path, ident
        text = path.read_bytes()[where.start : where.end].decode("utf-8")
        alone = [e for e in catalog.FluentResource(text).body if not isinstance(e, COMMENTS)]
        # the comment above an entry is not among its lines (nor needed to format it)
        assert len(alone) == 1, ident
        assert alone[0].equals(entry, ignored_fields=["span", "comment"]), ident


def test_the_first_screen_reads_a_part_of_the_catalog(tmp_path: Path) -> None:
    """A served page's first screen (``App("uk")``) parses only the entries it
    shows — not the thousands of lesson texts of the four courses."""
    catalog.reload()
    from oriflamme.widgets import App

    App("uk")
    read = len(catalog._lazy("uk")._messages)
    assert 0 < read < len(catalog.variables("uk")) / 2
