"""The few CLDR facts Fluent needs per language, without Babel's whole locale data.

Fluent (``fluent.runtime``) asks Babel for a language's plural rules (to pick
``[one]``/``[few]``/``[many]`` variants) and for its number format (every
number in a message: «Раунд 3 з 6», «1 000»). Babel answers from the
language's whole CLDR data — calendars, currencies, time zones, units… —
merged with the root locale: about 1.5–2 MB of Python objects per language,
four languages loaded at the app's start (the language picker names each),
about 7 MB of a kernel's memory for a page that uses none of it (issue 32).

``CLDR`` holds what Fluent reads, copied from Babel's data by ``from_babel``
(``python -m oriflamme.i18n.cldr`` prints it), and ``locale(lang)`` is a
``babel.Locale`` that answers from it. Anything else asked of it (a currency
format, a date) loads Babel's full data for that language, as Babel would:
the answers are Babel's either way. ``tests/i18n/test_i18n_cldr.py`` checks
that ``CLDR`` still equals Babel's data, that every plural category and
formatted number over 0..1000 (and beyond) is the same, and that formatting
every catalog message needs nothing more.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import babel
from babel import localedata
from babel.numbers import parse_pattern
from babel.plural import PluralRule

#: Per language: plural rules (CLDR syntax), the number symbols of the ``latn``
#: numbering system, the decimal and percent patterns; from Babel 2.19 (CLDR 47).
CLDR: dict[str, dict[str, Any]] = {
    "uk": {
        "plural": {
            "few": "v in 0 and i mod 10 in 2..4 and i mod 100 not in 12..14",
            "many": "v in 0 and i mod 10 in 0 or v in 0 and i mod 10 in 5..9 "
            "or v in 0 and i mod 100 in 11..14",
            "one": "v in 0 and i mod 10 in 1 and i mod 100 not in 11",
        },
        "numbering": "latn",
        "symbols": {
            "decimal": ",",
            "group": "\xa0",
            "list": ";",
            "percentSign": "%",
            "plusSign": "+",
            "minusSign": "-",
            "approximatelySign": "~",
            "exponential": "Е",
            "superscriptingExponent": "×",
            "perMille": "‰",
            "infinity": "∞",
            "nan": "NaN",
            "timeSeparator": ":",
        },
        "decimal": "#,##0.###",
        "percent": "#,##0%",
    },
    "ru": {
        "plural": {
            "few": "v in 0 and i mod 10 in 2..4 and i mod 100 not in 12..14",
            "many": "v in 0 and i mod 10 in 0 or v in 0 and i mod 10 in 5..9 "
            "or v in 0 and i mod 100 in 11..14",
            "one": "v in 0 and i mod 10 in 1 and i mod 100 not in 11",
        },
        "numbering": "latn",
        "symbols": {
            "decimal": ",",
            "group": "\xa0",
            "list": ";",
            "percentSign": "%",
            "plusSign": "+",
            "minusSign": "-",
            "approximatelySign": "≈",
            "exponential": "E",
            "superscriptingExponent": "×",
            "perMille": "‰",
            "infinity": "∞",
            "nan": "не\xa0число",
            "timeSeparator": ":",
        },
        "decimal": "#,##0.###",
        "percent": "#,##0\xa0%",
    },
    "fr": {
        "plural": {
            "many": "e in 0 and i not in 0 and i mod 1000000 in 0 and v in 0 or e not in 0..5",
            "one": "i in 0..1",
        },
        "numbering": "latn",
        "symbols": {
            "decimal": ",",
            "group": "\u202f",
            "list": ";",
            "percentSign": "%",
            "plusSign": "+",
            "minusSign": "-",
            "approximatelySign": "≃",
            "exponential": "E",
            "superscriptingExponent": "×",
            "perMille": "‰",
            "infinity": "∞",
            "nan": "NaN",
            "timeSeparator": ":",
        },
        "decimal": "#,##0.###",
        "percent": "#,##0\xa0%",
    },
    "en": {
        "plural": {"one": "i in 1 and v in 0"},
        "numbering": "latn",
        "symbols": {
            "decimal": ".",
            "group": ",",
            "list": ";",
            "percentSign": "%",
            "plusSign": "+",
            "minusSign": "-",
            "approximatelySign": "~",
            "exponential": "E",
            "superscriptingExponent": "×",
            "perMille": "‰",
            "infinity": "∞",
            "nan": "NaN",
            "timeSeparator": ":",
        },
        "decimal": "#,##0.###",
        "percent": "#,##0%",
    },
}


def from_babel(lang: str) -> dict[str, Any]:
    """``CLDR[lang]`` as Babel's full data gives it (loads that data)."""
    full = babel.Locale.parse(lang)
    return {
        "plural": dict(full.plural_form.rules),
        "numbering": full.default_numbering_system,
        "symbols": dict(full.number_symbols["latn"]),
        "decimal": full.decimal_formats[None].pattern,
        "percent": full.percent_formats[None].pattern,
    }


class _Data(dict[str, Any]):
    """The keys of Babel's locale data Fluent reads; any other key loads Babel's."""

    def __init__(self, lang: str, facts: dict[str, Any]) -> None:
        super().__init__(
            plural_form=PluralRule(facts["plural"]),
            default_numbering_system=facts["numbering"],
            number_symbols={"latn": dict(facts["symbols"])},
            decimal_formats={None: parse_pattern(facts["decimal"])},
            percent_formats={None: parse_pattern(facts["percent"])},
        )
        self.lang = lang
        #: Whether Babel's full data had to be loaded (a key not kept here).
        self.full_loaded = False

    def __missing__(self, key: str) -> Any:
        self.full_loaded = True
        return localedata.get_locale_data(self.lang)[key]


class LightLocale(babel.Locale):
    """A ``babel.Locale`` answering Fluent from ``CLDR``, Babel's data for the rest."""

    def __init__(self, lang: str) -> None:
        super().__init__(lang)
        self.light = _Data(lang, CLDR[lang])

    @property
    def _data(self) -> Any:  # babel.Locale reads every fact through this mapping
        return self.light


@cache
def locale(lang: str) -> babel.Locale:
    """The locale Fluent formats ``lang``'s messages with: light where ``CLDR``
    knows the language, Babel's own otherwise."""
    return LightLocale(lang) if lang in CLDR else babel.Locale.parse(lang)


if __name__ == "__main__":  # pragma: no cover - a maintainer's tool
    import pprint
    import sys

    pprint.pprint({lang: from_babel(lang) for lang in sys.argv[1:] or CLDR}, sort_dicts=False)
