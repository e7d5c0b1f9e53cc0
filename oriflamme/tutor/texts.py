"""The tutor's words: lesson texts and tutor UI strings, from the one Fluent stack.

Lessons keep their texts in ``oriflamme/locales/<lang>/lessons-<edition>.ftl``
and the tutor's buttons and messages in ``oriflamme/locales/<lang>/tutor.ftl``.
They are formatted by ``oriflamme.i18n`` like every other message of the app,
with its error policy: a text missing in a language is a ``KeyError``, a text
given too few arguments a ``TranslationError`` (never a half-formatted sentence).
"""

from __future__ import annotations

from ..i18n import ALL_LANGS, LANGS, has, t
from ..i18n.catalog import variables

#: The languages every lesson text must exist in (the tutor languages).
LANGUAGES: tuple[str, ...] = LANGS
#: Languages the tutor UI speaks (en is for developers and teachers).
UI_LANGUAGES: tuple[str, ...] = ALL_LANGS

#: The prefixes of the tutor's own messages and of the lessons' texts.
PREFIXES = ("tutor-", "lesson-", "lessons-")

__all__ = ["LANGUAGES", "UI_LANGUAGES", "catalog", "has", "text"]


def text(key: str, lang: str, **args: object) -> str:
    """Format ``key`` in ``lang`` (``oriflamme.i18n.t``)."""
    return t(key, lang, **args)


def catalog(lang: str) -> dict[str, frozenset[str]]:
    """Every tutor and lesson message id of ``lang``, with its variables."""
    return {k: v for k, v in variables(lang).items() if k.startswith(PREFIXES)}
