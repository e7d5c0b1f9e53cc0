"""Names that change with grammar: cards (cases, articles, gender) and players.

Card forms live in ``cards.ftl`` as attributes of ``card-<id>``; player forms in
``ui.ftl`` as attributes of ``player-<id>``. This module reads them and turns
event fields into Fluent arguments (the scheme is in the package docstring).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from .catalog import check_lang, has, t

if TYPE_CHECKING:
    from oriflamme.core.protocol import Term

#: The forms of a card name in each language. uk/ru: grammatical cases.
#: fr: ``nom`` (Archer), ``def`` (l’Archer, la Reine), ``indef`` (un Archer),
#: ``de`` (de l’Archer, du Soldat), ``a`` (à l’Archer, au Soldat), ``poss`` (son Archer).
CASES: dict[str, tuple[str, ...]] = {
    "uk": ("nom", "gen", "dat", "acc", "ins", "loc", "voc"),
    "ru": ("nom", "gen", "dat", "acc", "ins", "loc"),
    "fr": ("nom", "def", "indef", "de", "a", "poss"),
    "en": ("nom", "def", "indef", "poss"),
}
#: Every form name of any language. A form a language does not have gives the
#: plain name there: ``card_name("archer", "fr", "acc")`` is «Archer».
ALL_CASES: tuple[str, ...] = tuple(dict.fromkeys(c for cs in CASES.values() for c in cs))

#: The forms of a player's name: the cases of the language, plus ``of``
#: («червоного гравця», «красного игрока», «de Rouge», "Red's").
PLAYER_FORMS: dict[str, tuple[str, ...]] = {
    "uk": (*CASES["uk"], "of"),
    "ru": (*CASES["ru"], "of"),
    "fr": ("nom", "of"),
    "en": ("nom", "of"),
}
ALL_PLAYER_FORMS: tuple[str, ...] = tuple(
    dict.fromkeys(c for cs in PLAYER_FORMS.values() for c in cs)
)

#: Message id of the face-down card nobody may see (an event's ``card`` is None).
HIDDEN = "hidden"


@cache
def card_terms() -> Mapping[str, Term]:
    """Every named card of every registered game (``Game.cards()``), by id: the
    games give i18n their catalogs (the first game wins an id both use)."""
    from oriflamme.core.registry import games

    out: dict[str, Term] = {}
    for game in reversed(games()):
        out.update(game.cards())
    return out


def _card_key(card_id: str | None) -> str:
    if card_id is None:
        return f"card-{HIDDEN}"
    term = card_terms().get(card_id)
    if term is None:
        raise KeyError(f"unknown card id {card_id!r}")
    return term.text_key


def _form(base: str, form: str) -> str:
    return base if form == "nom" else f"{base}.{form}"


def card_name(card_id: str, lang: str, case: str = "nom") -> str:
    """The name of card ``card_id`` in ``lang``, in grammatical form ``case``.

    uk: nom gen dat acc ins loc voc; ru: nom gen dat acc ins loc;
    fr: nom def indef de a poss (articles, elided where needed); en: nom def indef poss.
    A form of another language gives the plain name (fr has no cases).

    >>> card_name("archer", "uk", "gen"), card_name("queen", "fr", "def")
    ('Лучника', 'la Reine')
    """
    check_lang(lang)
    if case not in ALL_CASES:
        raise ValueError(f"unknown case {case!r}; expected one of {', '.join(ALL_CASES)}")
    form = case if case in CASES[lang] else "nom"
    return t(_form(_card_key(card_id), form), lang)


def card_gender(card_id: str | None, lang: str) -> str:
    """Grammatical gender of the card name: m (animate), mi (inanimate), f, n (uk/ru); m, f (fr)."""
    return t(f"{_card_key(card_id)}.gender", lang)


def card_kind(card_id: str, lang: str) -> str:
    """«Персонаж»/«Інтрига», «Персонаж»/«Интрига», «Personnage»/«Intrigue»."""
    term = card_terms().get(card_id)
    if term is None:
        raise KeyError(f"unknown card id {card_id!r}")
    return t(f"kind-{term.kind}", lang)


def ability_text(card_id: str, lang: str) -> str:
    """The ability printed on the card; options on their own lines, «АБО»/«ИЛИ»/«OU» between."""
    _card_key(card_id)
    return t(f"ability-{card_id}", lang)


def player_name(player_id: str, lang: str, case: str = "nom") -> str:
    """A family's name: uk «Червоний» (cases as an adjective), ru «Красный», fr «Rouge».

    ``case="of"`` gives the possessive phrase: «червоного гравця», «красного игрока»,
    «de Rouge». An id without a name (``"alice"``) is returned as it is
    (``of``: «гравця alice», «de alice»).
    """
    check_lang(lang)
    if case not in ALL_PLAYER_FORMS:
        raise ValueError(f"unknown case {case!r}; expected one of {', '.join(ALL_PLAYER_FORMS)}")
    form = case if case in PLAYER_FORMS[lang] else "nom"
    key = f"player-{player_id}"
    if has(key, lang):
        return t(_form(key, form), lang)
    return t("player-other.of", lang, id=player_id) if form == "of" else str(player_id)


def join_names(names: list[str], lang: str) -> str:
    """«Синій, Червоний і Зелений»; «Bleu et Rouge»."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {t('list-and', lang)} " + names[-1]


#: Ukrainian vowels: after one, «в» (not «у») comes before a consonant
#: («Солдата в кінець», «Королівський указ у кінець»).
UK_VOWELS = frozenset("аеєиіїоуюяАЕЄИІЇОУЮЯ")


def ends_with_vowel(text: str) -> bool:
    """Whether ``text`` ends with a Ukrainian vowel (for the «в/у» alternation)."""
    return bool(text) and text[-1] in UK_VOWELS


def card_args(name: str, card_id: str | None, lang: str) -> dict[str, Any]:
    """Arguments for a card field ``name``: ``name``, ``name_<case>``, ``_gender``, ``_known``;
    in Ukrainian also ``name_<case>_vowel`` (``yes`` when that form ends with a vowel,
    so that the message writes «в», else «у»: «Зіграти Солдата в кінець ряду»)."""
    key = _card_key(card_id)
    args: dict[str, Any] = {name: t(key, lang)}
    for case in CASES[lang]:
        args[f"{name}_{case}"] = t(_form(key, case), lang)
        if lang == "uk":
            args[f"{name}_{case}_vowel"] = ends_with_vowel(args[f"{name}_{case}"])
    args[f"{name}_gender"] = t(f"{key}.gender", lang)
    args[f"{name}_known"] = card_id is not None
    return args


def player_args(name: str, player_id: str | None, lang: str) -> dict[str, Any]:
    """Arguments for a player field ``name``: ``name``, ``name_<case>``, ``name_of``,
    ``name_known`` (``no`` when the field is None: every form is then empty)."""
    args: dict[str, Any] = {f"{name}_known": player_id is not None}
    for form in PLAYER_FORMS[lang]:
        key = name if form == "nom" else f"{name}_{form}"
        args[key] = "" if player_id is None else player_name(player_id, lang, form)
    return args


def players_args(name: str, player_ids: list[str], lang: str) -> dict[str, Any]:
    """Arguments for a list of players: each form joined («Синій і Червоний»), ``name_count``."""
    args: dict[str, Any] = {f"{name}_count": len(player_ids)}
    for form in PLAYER_FORMS[lang]:
        key = name if form == "nom" else f"{name}_{form}"
        args[key] = join_names([player_name(p, lang, form) for p in player_ids], lang)
    return args


#: Quotes inside quotes: «Урок «Що нового в «Полум’ї війни»»» reads as a typo;
#: the inner pair becomes „…“ (uk, ru: the style guides' inner quotes), “…” (fr).
_INNER_QUOTES = {"uk": ("„", "“"), "ru": ("„", "“"), "fr": ("“", "”"), "en": ("‘", "’")}


def inner_quotes(text: str, lang: str) -> str:
    """``text`` ready to be quoted in «…»: its own «…» become the language's
    inner quotes («Що нового в „Полум’ї війни“»)."""
    opening, closing = _INNER_QUOTES.get(lang, ("“", "”"))
    out = text.replace("«\u00a0", "«").replace("\u00a0»", "»")
    return out.replace("«", opening).replace("»", closing)


def amount_text(count: float, lang: str) -> str:
    """«1 очко впливу», «2 очки впливу», «5 очок впливу»; «0 point d’influence»."""
    return t("influence-amount", lang, count=count)
