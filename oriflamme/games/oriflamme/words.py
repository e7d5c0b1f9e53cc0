"""Oriflamme in words: its events (``narrate``), moves (``move_text``) and
illegal moves (``explain``), from the Fluent catalogs (``events.ftl``,
``errors.ftl``; the keys and the grammar of the arguments are described in
``oriflamme.i18n``). A bad scenario file is said by the neutral
``oriflamme.i18n.explain_scenario_error``, for every game."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ...core.errors import IllegalMoveError
from ...i18n.catalog import check_lang, has, t
from ...i18n.grammar import amount_text, card_args, card_terms, player_args, players_args
from .engine.errors import IllegalMove
from .engine.notation import parse_move

#: Field names that hold one card id, or None for a hidden card (besides any ``*_card``).
CARD_FIELDS = frozenset({"card", "ability", "returned"})
#: Field names that hold one player id, or None (besides any ``*_player`` / ``*_owner``).
PLAYER_FIELDS = frozenset(
    {"player", "owner", "victim", "first_player", "previous", "thief", "attacker", "bribed_by"}
)
#: Field names that hold a list of player ids.
PLAYER_LIST_FIELDS = frozenset({"winners", "players", "losers"})
#: Numeric field names that count influence (they also get ``<name>_pts``).
AMOUNT_FIELDS = frozenset({"amount", "tokens", "score"})


def is_card_field(name: str) -> bool:
    return name in CARD_FIELDS or name.endswith("_card")


def is_player_field(name: str) -> bool:
    return name in PLAYER_FIELDS or name.endswith(("_player", "_owner"))


def event_key(kind: str) -> str:
    """``CardEliminated`` → ``event-card-eliminated``."""
    return "event-" + re.sub(r"(?<!^)(?=[A-Z])", "-", kind).lower()


def _as_dict(event: Any) -> dict[str, Any]:
    if isinstance(event, Mapping):
        if "kind" not in event:
            raise ValueError("an event dict needs its 'kind'")
        return dict(event)
    if hasattr(event, "to_dict"):
        return dict(event.to_dict())
    if hasattr(event, "_asdict"):
        return {"kind": type(event).__name__, **event._asdict()}
    raise TypeError(f"not an event: {event!r}")


def field_args(fields: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """Fluent arguments for the fields of an event, a move or an error (see package docs)."""
    args: dict[str, Any] = {}
    for name, value in fields.items():
        if name == "kind":
            continue
        if is_card_field(name):
            args.update(card_args(name, value, lang))
        elif is_player_field(name) and (value is None or isinstance(value, str)):
            args.update(player_args(name, value, lang))
        elif name in PLAYER_LIST_FIELDS and isinstance(value, list | tuple):
            args.update(players_args(name, list(value), lang))
        elif isinstance(value, bool) or value is None or isinstance(value, str):
            args[name] = value
        elif isinstance(value, int | float):
            args[name] = value
            if name.endswith("position"):
                args[f"{name}_num"] = value + 1
            if name in AMOUNT_FIELDS or name.endswith(("_amount", "_tokens")):
                args[f"{name}_pts"] = amount_text(value, lang)
        # dicts (scores) and other containers are summarised below, not passed as they are
        if name.endswith("position") and value is None:
            args[f"{name}_num"] = ""
    _derived(fields, args, lang)
    return args


def _derived(f: Mapping[str, Any], args: dict[str, Any], lang: str) -> None:
    player, owner = f.get("player"), f.get("owner")
    args["self"] = player is not None and player == owner
    args["itself"] = "by_card" in f and f.get("card") == f.get("by_card") and args["self"]
    args["same"] = "ability" in f and f.get("card") == f.get("ability")
    if "stacked" in f:
        if f["stacked"]:
            args["where"] = "stack"
        elif f.get("alone"):  # an empty queue has one place: neither «start» nor «end»
            args["where"] = "only"
        else:
            args["where"] = "start" if f.get("position") == 0 else "end"
    scores = f.get("scores")
    if isinstance(scores, Mapping):
        winners = list(f.get("winners") or [])
        top = max((scores.get(w, 0) for w in winners), default=max(scores.values(), default=0))
        args["score"] = top
        args["score_pts"] = amount_text(top, lang)


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


def narrate(event: Any, lang: str) -> str:
    """One sentence telling ``event`` (an engine event or its ``to_dict()``) in ``lang``.

    >>> from oriflamme.games.oriflamme.engine.events import CardEliminated
    >>> narrate(CardEliminated("blue", "archer", "red", 0, "soldier", False), "uk")
    'Солдат синього гравця вилучає Лучника червоного гравця.'
    """
    d = _as_dict(event)
    key = event_key(d["kind"])
    reason = d.get("reason")
    if isinstance(reason, str) and has(f"{key}-{reason}", lang):
        key = f"{key}-{reason}"  # a reason with a message of its own (event-no-effect-no_option)
    return _capitalize(t(key, lang, **field_args(d, lang)))


def _move_fields(move: str) -> dict[str, Any] | None:
    """The fields of a move in notation (``play archer on 2``), None if it is not a move."""
    try:
        m = parse_move(move)
    except IllegalMove:
        return None
    fields: dict[str, Any] = {"verb": m.verb}
    if m.card is not None:
        fields["card"] = m.card
    if m.verb == "play":
        fields["where"] = "stack" if m.where == "on" else m.where
        fields["position"] = m.n if m.n is not None else None
    elif m.verb == "from":
        fields["source"] = m.where
    elif m.verb == "option":
        fields["option"] = m.n
    elif m.n is not None:
        fields["position"] = m.n
    return fields


def move_text(move: str, lang: str) -> str:
    """A move in docs/PROTOCOL.md notation, said in words: ``play archer start`` →
    «Зіграти Лучника на початок ряду». ``ValueError`` if it is not a move.

    Positions are shown counted from 1 (notation counts from 0).
    """
    check_lang(lang)
    fields = _move_fields(move)
    if fields is None or (fields.get("card") is not None and not _known_card(fields["card"])):
        raise ValueError(f"not a move: {move!r}")
    args = field_args({k: v for k, v in fields.items() if k != "verb"}, lang)
    return t(f"move-{fields['verb']}", lang, **args)


def _known_card(card_id: str) -> bool:
    return card_id in card_terms()


def explain(error: IllegalMoveError, lang: str, with_legal: bool = False) -> str:
    """Why a move is illegal, in the learner's words (``illegal-<code>``).

    ``with_legal=True`` adds a second sentence listing the legal moves in words.
    A code without a text yet gets the general ``illegal-other`` sentence.
    """
    check_lang(lang)
    move = getattr(error, "move", "") or ""
    fields = _move_fields(move) or {}
    card = fields.get("card")
    card = card if card is not None and _known_card(card) else None
    args = field_args({"card": card}, lang)
    position = fields.get("position")
    args["position_known"] = position is not None
    args["position_num"] = position + 1 if position is not None else ""
    args["move"] = move
    # listed after a colon, inside a sentence: «Можливі ходи: зіграти Лучника…»
    legal = [_lower_first(_move_or_raw(m, lang)) for m in getattr(error, "legal", [])]
    args["legal"] = ", ".join(legal)
    key = f"illegal-{error.code}"
    text = _capitalize(t(key if has(key, lang) else "illegal-other", lang, **args))
    if with_legal and legal:
        text += " " + t("illegal-legal-moves", lang, **args)
    return text


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _move_or_raw(move: str, lang: str) -> str:
    try:
        return move_text(move, lang)
    except ValueError:
        return move
