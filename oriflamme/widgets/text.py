"""Words for the widgets: a thin adapter over ``oriflamme.i18n``.

The widgets' own messages are the ``w-*`` keys of ``locales/<lang>/widgets.ftl``;
card names, event narration and illegal-move explanations come from the i18n
layer. Everything here takes the language explicitly, like ``i18n.t``.
"""

from __future__ import annotations

import re
from typing import Any

from oriflamme import i18n

#: The languages a learner can choose, in the order of the picker.
LANGS: tuple[str, ...] = ("uk", "ru", "fr")

#: Each language's name in itself (the picker shows these).
ENDONYMS: dict[str, str] = {"uk": "Українська", "ru": "Русский", "fr": "Français"}


def t(key: str, lang: str, **args: Any) -> str:
    """The message ``key`` in ``lang``."""
    return i18n.t(key, lang, **args)


def card_name(card_id: str | None, lang: str) -> str:
    """The printed name of ``card_id`` (nominative); a hidden card has no name."""
    return i18n.card_name(card_id, lang) if card_id else "?"


def player_name(player: str, lang: str) -> str:
    """The display name of the family ``player``."""
    return i18n.player_name(player, lang)


def narrate(event: Any, lang: str) -> str:
    """One sentence telling ``event`` (already masked for the learner)."""
    return i18n.narrate(event, lang)


def explain(error: Any, lang: str) -> str:
    """Why an ``IllegalMove`` is illegal, in words for the learner."""
    return i18n.explain(error, lang)


def ability_text(card_id: str, lang: str) -> str:
    """The printed text of ``card_id``."""
    return i18n.ability_text(card_id, lang)


_OR_LINE = re.compile(r"^\s*[^\W\d_a-z]+\s*$")  # a line of one upper-case word: «АБО», «OU»


def ability_options(card_id: str, lang: str) -> list[str]:
    """The texts of the two abilities of an "A OR B" card (one item for other cards)."""
    lines = ability_text(card_id, lang).splitlines()
    cut = [i for i, line in enumerate(lines) if _OR_LINE.match(line) and line.strip().isupper()]
    if not cut:
        return [" ".join(x.strip() for x in lines if x.strip())]
    i = cut[0]
    first = " ".join(x.strip() for x in lines[:i] if x.strip())
    second = " ".join(x.strip() for x in lines[i + 1 :] if x.strip())
    return [first, second]
