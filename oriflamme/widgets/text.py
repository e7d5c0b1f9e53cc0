"""Words for the widgets: a thin adapter over ``oriflamme.i18n``.

The widgets' own messages are the ``w-*`` keys of ``locales/<lang>/widgets.ftl``;
card names, event narration and illegal-move explanations come from the i18n
layer. Everything here takes the language explicitly, like ``i18n.t``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from oriflamme import i18n
from oriflamme.core.lazy import later
from oriflamme.i18n import LANGS, ability_text, has, player_name, t
from oriflamme.i18n.grammar import join_names, player_args

if TYPE_CHECKING:
    from oriflamme.games.oriflamme.words import explain, field_args, move_text, narrate

#: Oriflamme's words, imported when first used: the app's first screen needs
#: none, and they bring the Oriflamme engine with them (issue 32).
_OURS = ("explain", "field_args", "move_text", "narrate")

__getattr__ = later(__name__, __package__, dict.fromkeys(_OURS, "oriflamme.games.oriflamme.words"))


def player_forms(name: str, player: str | None, lang: str) -> dict[str, object]:
    """A player's name in every form of the language, as message arguments
    (``name``, ``name_gen``… ``name_of``): «Рука { $player_gen }»."""
    return dict(player_args(name, player, lang))


def colon(lang: str) -> str:
    """A colon after a word in Python-built text: French puts a no-break space
    (U+00A0) before it, as its typography wants (style-fr.md §3)."""
    return "\u00a0:" if lang == "fr" else ":"


#: Each language's name in itself (the picker shows these), in the picker's order.
ENDONYMS: dict[str, str] = {lang: i18n.lang_name(lang) for lang in LANGS}

__all__ = [
    "ENDONYMS",
    "LANGS",
    "ability_options",
    "ability_text",
    "card_name",
    "colon",
    "explain",
    "field_args",
    "has",
    "join_names",
    "move_text",
    "narrate",
    "player_forms",
    "player_name",
    "t",
]


def card_name(card_id: str | None, lang: str) -> str:
    """The printed name of ``card_id`` (nominative); a hidden card has no name."""
    return i18n.card_name(card_id, lang) if card_id else "?"


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
