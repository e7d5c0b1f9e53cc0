"""A bad scenario file, share link or pasted text, said in the teacher's
language: ``explain_scenario_error`` (every game's ``ScenarioError``: its
``field``, ``code`` and ``params``, ``core.errors.ScenarioFileError``).

The sentence is ``scenario-error-<code>`` (``locales/*/scenario.ftl``), after
«Поле <field>: » (``scenario-field``); values from the file are quoted as
written; ``card``/``player``/``owner`` get their grammatical forms (the games'
card catalogs, ``grammar.card_terms``), ``edition`` its name.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from .catalog import TranslationError, check_lang, has, t
from .grammar import card_args, card_terms, player_args


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


def _known_card(card_id: str) -> bool:
    return card_id in card_terms()


#: Scenario error parameters quoted from the file as they are written.
LITERAL_PARAMS = frozenset({"value", "unknown"})
#: For an ``allowed`` list: the message that glosses each value, per code.
ALLOWED_GLOSS = {
    "not_an_edition": "edition",
    "not_a_direction": "direction",
    "not_a_phase": "phase",
    # Orichalque's components (orichalque-ui.ftl)
    "not_a_terrain": "och-terrain",
    "not_an_action": "och-action",
    "not_a_building_kind": "och-building",
    "not_a_creature_kind": "och-creature",
    "not_a_side": "och-side",
}
#: Glosses that begin a sentence in the catalog and are lowered in a list
#: («Фаза викладання» → «фаза викладання»); the others are written as the
#: catalog writes them (edition names, Orichalque's words and names).
GLOSS_LOWERED = frozenset({"direction", "phase"})
#: The longest value quoted in a sentence (the rest becomes «…»).
LITERAL_MAX = 40
#: The longest field path named (a damaged file's key may be thousands of characters).
FIELD_MAX = 60


def literal(value: Any) -> str:
    """A value from a scenario file, written as in the file: a string as it is,
    anything else as JSON (``null``, ``true``, ``[1, 2]``); one line, at most
    ``LITERAL_MAX`` characters."""
    if isinstance(value, str):
        text = value
    else:
        try:
            text = json.dumps(value, ensure_ascii=False, default=str)
        except (TypeError, ValueError):
            text = repr(value)
    text = text.replace("\r", "\\r").replace("\n", "\\n")
    return text if len(text) <= LITERAL_MAX else text[: LITERAL_MAX - 1] + "…"


def field_text(field: str) -> str:
    """A field path as named to the teacher: one line, at most ``FIELD_MAX``
    characters, its start kept (where in the file), the rest «…» — shortened as
    the values are, so a damaged file never fills the screen."""
    text = field.replace("\r", "\\r").replace("\n", "\\n")
    # each key of the path is cut as a quoted value is, so that the path and the
    # sentence's «unknown key «resolving-9999…»» name it alike (the ru re-read's F2)
    text = "".join(
        part if _PATH_SEPARATOR.fullmatch(part) or len(part) <= LITERAL_MAX
        else part[: LITERAL_MAX - 1] + "…"
        for part in _PATH_SEPARATOR.split(text)
    )  # fmt: skip
    return text if len(text) <= FIELD_MAX else text[: FIELD_MAX - 1] + "…"


#: What joins the keys of a field path: ``.`` and ``[n]``.
_PATH_SEPARATOR = re.compile(r"(\.|\[\d+\])")


def _allowed(code: str, values: Any, lang: str) -> str:
    """``base (Орифлама), ablaze (…)``: each value as written, glossed where we can."""
    gloss = ALLOWED_GLOSS.get(code)
    out = []
    for v in values if isinstance(values, list | tuple) else [values]:
        text = literal(v)
        key = f"{gloss}-{v}"
        if gloss and isinstance(v, str) and has(key, lang):
            words = t(key, lang)
            if gloss in GLOSS_LOWERED:
                words = words[:1].lower() + words[1:]
            if words.lower() != text.lower():  # never «desert (desert)» in English
                text += f" ({words})"
        out.append(text)
    return ", ".join(out)


def scenario_args(code: str, params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """Fluent arguments for a ``ScenarioError``'s ``params`` (see scenario.ftl)."""
    args: dict[str, Any] = {}
    for name, value in params.items():
        if name == "card" and isinstance(value, str) and _known_card(value):
            args.update(card_args(name, value, lang))
        elif name in ("player", "owner") and isinstance(value, str):
            args.update(player_args(name, value, lang))
        elif name == "edition" and isinstance(value, str) and has(f"edition-{value}", lang):
            args[name] = t(f"edition-{value}", lang)
        elif name == "allowed":
            args[name] = _allowed(code, value, lang)
        elif (
            name in LITERAL_PARAMS
            or isinstance(value, bool)
            or not isinstance(value, int | str | None)
        ):
            args[name] = literal(value)
        else:  # numbers, words (name, format, errno, got, where); None: unknown
            args[name] = "" if value is None else value
            args[f"{name}_known"] = value is not None
    if "lo" in params:  # «exactly 3» rather than «from 3 to 3»
        args["exact"] = params["lo"] is not None and params["lo"] == params.get("hi")
    return args


def explain_scenario_error(err: Any, lang: str) -> str:
    """A bad scenario file, for the teacher who wrote it, in ``lang``:
    «Поле queue[2][0].card: «archerr» — не карта видання «Орифлама».»

    The field path is named as it is (cut to ``FIELD_MAX``); the sentence is
    ``scenario-error-<code>``
    built from the error's ``params`` (values from the file are quoted as
    written). A code without a text yet, or an error without a code, gets the
    general ``scenario-unknown`` sentence — never the English message.
    """
    check_lang(lang)
    field = field_text(str(getattr(err, "field", "") or ""))
    code = getattr(err, "code", "") or ""
    params = getattr(err, "params", None) or {}
    base = {"field": field, "field_known": bool(field)}
    key = f"scenario-error-{code}"
    reason = None
    if code and has(key, lang):
        try:
            reason = t(key, lang, **base, **scenario_args(code, params, lang))
        except (TranslationError, KeyError, TypeError):
            reason = None  # a param the sentence needs is missing: say it in general
    if reason is None:
        reason = t("scenario-unknown", lang, **base)
    if field:
        return t("scenario-field", lang, field=field, reason=reason)
    return _capitalize(reason)
