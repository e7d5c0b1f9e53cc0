"""Words for the tutor: Fluent catalogs in Ukrainian, Russian and French (and English).

The engines speak in ids and codes; this package is the neutral Fluent stack
that turns them into sentences (``t``, the grammar of names, bad scenario files):
it imports no game, and asks the registry for the games' card catalogs.

>>> from oriflamme.i18n import t, card_name
>>> t("round", "fr", round=2)
'Tour 2 sur 6'
>>> card_name("archer", "uk", "gen"), card_name("archer", "fr", "def")
('Лучника', 'l’Archer')

Catalogs
--------
``oriflamme/locales/<lang>/*.ftl``: every ``.ftl`` file of a language folder is
loaded, in name order. ``cards.ftl`` (card names and abilities), ``events.ftl``
(narration), ``errors.ftl`` (illegal moves), ``scenario.ftl`` (bad scenario
files) and ``ui.ftl`` (interface words and players' names) are ours; other parts
of the project add their own files (``lessons-base.ftl``, ``widgets.ftl``…) with
their own prefix. An id must be defined once per language. A missing key raises
``KeyError`` — the tutor never shows a learner a sentence in another language.
Bidi isolation marks are off.

Keys
----
- ``card-<id>`` (id as in ``engine.cards``, e.g. ``card-royal_decree``): the name,
  attributes = the forms below and ``.gender``; ``ability-<id>``; ``kind-character``,
  ``kind-intrigue``; ``card-hidden``: a face-down card nobody may see.
- ``player-<id>``: a family's name with its forms; ``player-other`` for other ids.
- ``event-<kebab-kind>`` (``CardEliminated`` → ``event-card-eliminated``).
- ``illegal-<code>`` with the code exactly as in ``errors.REASONS``
  (``illegal-not_your_turn``); ``illegal-other``.
- ``scenario-error-<code>`` with the code exactly as in ``errors.SCENARIO_ERRORS``
  (``scenario-error-not_a_card``), the text after «Поле <field>: » (``scenario-field``);
  ``scenario-unknown`` for a code without a text. Arguments: the error's ``params``
  (values from the file quoted as written, ``card``/``player``/``owner`` with their
  forms, ``edition`` by name, ``allowed`` glossed; see ``scenario.ftl``).
- ``decision-<kind>`` (``Pending.decision``), ``move-<verb>`` (move notation).

Grammatical forms (the case scheme)
-----------------------------------
Card names: uk ``nom gen dat acc ins loc voc``; ru ``nom gen dat acc ins loc``;
fr ``nom`` (Archer), ``def`` (l’Archer, la Reine), ``indef`` (un Archer),
``de`` (de l’Archer, du Soldat), ``a`` (à l’Archer, au Soldat), ``poss`` (son
Archer, sa Reine, son Embuscade); en ``nom def indef poss``. ``.gender`` is
``m`` (masculine, animate), ``mi`` (masculine, inanimate), ``f`` or ``n``.
Players: the cases of the language plus ``of`` («червоного гравця», «красного
игрока», «de Rouge»). French uses the typographic apostrophe ’ and non-breaking
spaces before ``: ; ! ?``, as its rulebook does.

Arguments of Oriflamme's event, move and error messages are built from the
fields by ``field_args`` of ``oriflamme.games.oriflamme.words`` (which also
narrates events, says moves and explains refusals: each game says its own
words, ``Game.narrate``, ``move_text``, ``explain``; this package is neutral):

- a card field ``X`` (``card``, ``ability``, ``*_card``): ``$X`` (nominative / bare
  name), ``$X_<form>`` for each form of the language (``$card_acc``,
  ``$by_card_ins``, ``$card_def``…), ``$X_gender`` and ``$X_known`` (``no``: the
  card is hidden, ``None`` in the event; its forms are then «карта/карту»,
  «une carte»…);
- a player field ``P`` (``player``, ``owner``, ``victim``, ``first_player``,
  ``*_player``, ``*_owner``): ``$P``, ``$P_<case>``, ``$P_of``; a list of players
  (``winners``): every form joined with «і/и/et», and ``$P_count``;
- influence amounts (``amount``, ``tokens``, ``score``, ``*_amount``): the number
  and ``$A_pts`` («2 очки впливу», «5 очков влияния», «0 point d’influence»);
- positions (``*position``): the 0-based number and ``$N_num``, counted from 1;
- booleans become ``yes``/``no``; other strings (``reason``) pass as they are;
- derived: ``$self`` (player is owner), ``$itself`` (a card eliminating itself),
  ``$same`` (card applies its own ability), ``$where`` (start/end/only/stack, placing;
  only: the queue was empty),
  ``$score``/``$score_pts`` (the winners' score).

Adding an event kind or a reason code is adding a message in each language; a
new ``reason`` of an existing event falls back on the message's default variant.
"""

from __future__ import annotations

from functools import cache

from .catalog import (
    ALL_LANGS,
    DEFAULT_LANG,
    LANGS,
    TranslationError,
    check_lang,
    has,
    problems,
    reload,
    t,
)
from .grammar import (
    CASES,
    PLAYER_FORMS,
    ability_text,
    amount_text,
    card_gender,
    card_kind,
    card_name,
    inner_quotes,
    join_names,
    player_name,
)
from .scenario import explain_scenario_error


def available_langs() -> tuple[str, ...]:
    """Every language with a catalog: ``("uk", "ru", "fr", "en")``.

    The first three are the tutor's (``LANGS``); English is for guests and developers.
    """
    from .catalog import ftl_files

    return tuple(lang for lang in ALL_LANGS if ftl_files(lang))


@cache
def lang_name(lang: str) -> str:
    """The language's own name: «Українська», «Русский», «Français», "English".

    Read from that language's ``ui.ftl`` alone: the language picker names every
    language, and starting the app in one of them must not parse the others'
    whole catalogs (over a second in the browser, on the static site), nor load
    Babel's locale data (``cldr``); only its ``lang-name`` entry is parsed."""
    from fluent.syntax import ast as FTL

    from .catalog import LOCALES_DIR, Bundle, check_lang, lang_name_entry

    entry = lang_name_entry(LOCALES_DIR / check_lang(lang))
    bundle = Bundle(lang)
    if entry is not None:
        bundle.add_resource(FTL.Resource([entry]))
    pattern = bundle.get_message("lang-name").value if bundle.has_message("lang-name") else None
    if pattern is None:
        raise KeyError(f"'lang-name' is missing in {lang}/ui.ftl")
    text, errors = bundle.format_pattern(pattern, {})
    if errors:
        raise TranslationError(f"lang-name in {lang}: {errors[0]}")
    return str(text)


__all__ = [
    "ALL_LANGS",
    "CASES",
    "DEFAULT_LANG",
    "LANGS",
    "PLAYER_FORMS",
    "TranslationError",
    "ability_text",
    "amount_text",
    "available_langs",
    "card_gender",
    "card_kind",
    "card_name",
    "check_lang",
    "explain_scenario_error",
    "has",
    "inner_quotes",
    "join_names",
    "lang_name",
    "player_name",
    "problems",
    "reload",
    "t",
    "telling_order",
]
