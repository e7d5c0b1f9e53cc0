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


#: Events whose card may be a bribed one (a log saved before ``bribed_by`` existed
#: gets it as None): their message adds ``bribed-note`` after the card.
_NAMES_A_BRIBED_CARD = frozenset({"CardEliminated", "CardMoved", "TokensPlaced", "VerdictPlaced"})


def _derived(f: Mapping[str, Any], args: dict[str, Any], lang: str) -> None:
    player, owner = f.get("player"), f.get("owner")
    args["self"] = player is not None and player == owner
    args["player_known"] = player is not None  # TokensPlaced before it named its player
    victim = f.get("victim")  # a Spy that steals nothing: its own card, or an empty supply
    args["victim_known"] = victim is not None
    args["victim_self"] = victim is not None and victim == player
    if "by_card" in f:
        # A9, G16: a bribed card acts for the briber (``player``) but stays its
        # printed owner's (``by_owner``): «Blue's Judge, bribed by Red, eliminates…»;
        # «its own card» would then be ambiguous, so the owner is always named
        by_owner = f.get("by_owner")
        if "by_owner" not in f:  # a log saved before the field existed
            args.update(player_args("by_owner", None, lang))
        args["itself"] = f.get("card") == f.get("by_card") and owner == (by_owner or player)
        if by_owner is not None:
            args["self"] = False
    else:
        args["itself"] = False
    if "bribed_by" in f or f.get("kind") in _NAMES_A_BRIBED_CARD:
        # A9: a bribed card is named by its printed owner and its briber («Blue's
        # Judge (bribed by Red)»), never «his Judge»: the player who acts with it
        # and the one it belongs to are not the same (the fr re-read's E2)
        if f.get("bribed_by") is None:
            args.update(player_args("bribed_by", None, lang))
        else:
            args["self"] = False
    args["same"] = "ability" in f and f.get("card") == f.get("ability")
    # a «no target» said by the card: the Combination and the Shapeshifter
    # choose a character to apply or copy, not a target (A10, B5)
    args["ability_id"] = f.get("ability") or ""
    if "stacked" in f:
        if f["stacked"]:
            args["where"] = "stack"
        elif f.get("alone"):  # an empty queue has one place: neither «start» nor «end»
            args["where"] = "only"
        else:
            args["where"] = "start" if f.get("position") == 0 else "end"
    if "from_position" in f and "to_position" in f:
        # B8: a card lifted off a stack may become a new stack right before it,
        # which keeps its number: not «from 2 to 2» but «off the stack, before it»
        args["lifted"] = f["from_position"] == f["to_position"]
    if "tiebreak" in f:  # G12: "" in a log saved before the field existed
        args["tiebreak_basis"] = f.get("tiebreak_basis") or ""
    scores = f.get("scores")
    if isinstance(scores, Mapping):
        winners = list(f.get("winners") or [])
        top = max((scores.get(w, 0) for w in winners), default=max(scores.values(), default=0))
        args["score"] = top
        args["score_pts"] = amount_text(top, lang)


#: What a card leaving the queue takes home (its influence, a verdict, a bribery
#: token): the engine settles them before it says the card was eliminated or
#: discarded; the log tells the cause first («the Soldier eliminates the
#: face-down card: it is the Ambush»), then what went home with the card.
_GOES_HOME = frozenset({"TokensReturned", "VerdictReturned", "BribeReturned"})
_LEAVES = frozenset({"CardEliminated", "CardDiscarded", "CardKept", "CardSwapped"})
#: The field naming the card that left the queue: the Informant's swap (L3)
#: puts ``card`` in and takes ``returned`` back to hand.
_LEFT_FIELD = {"CardSwapped": "returned"}


def _kind(event: Any) -> str:
    if isinstance(event, Mapping):
        return str(event.get("kind", ""))
    return str(getattr(event, "kind", type(event).__name__))


def _field(event: Any, name: str) -> Any:
    return event.get(name) if isinstance(event, Mapping) else getattr(event, name, None)


def telling_order(events: list[Any]) -> list[Any]:
    """``events`` in the order a reader needs them: what went home with a card
    that left the queue (its influence, verdict, bribery token) told right
    after the card's elimination or discard, not before it — else the log names
    a face-down card before it is revealed. Everything else keeps its order."""
    out: list[Any] = []
    held: list[Any] = []
    for e in events:
        kind = _kind(e)
        if kind in _GOES_HOME and (
            kind != "TokensReturned" or _field(e, "reason") in ("eliminated", "discarded")
        ):
            held.append(e)
            continue
        if held and kind in _LEAVES:
            mine = [
                h
                for h in held
                if _field(h, "card") == _field(e, _LEFT_FIELD.get(kind, "card"))
                and _field(h, "owner") == _field(e, "owner")
            ]
            out.append(e)
            out.extend(mine)
            held = [h for h in held if all(h is not m for m in mine)]
            continue
        out.extend(held)
        held = []
        out.append(e)
    out.extend(held)
    return out


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


def move_text(move: str, lang: str, view: Mapping[str, Any] | None = None) -> str:
    """A move in docs/PROTOCOL.md notation, said in words: ``play archer start`` →
    «Зіграти Лучника на початок ряду». ``ValueError`` if it is not a move.

    Positions are shown counted from 1 (notation counts from 0). Given the
    deciding player's ``view`` (``state.view(player)``), a target is named as
    that player sees it: «Вибрати Спадкоємця синього гравця (позиція 2)», «…
    закриту карту синього гравця…» — never more than the view shows.
    """
    check_lang(lang)
    fields = _move_fields(move)
    if fields is None or (fields.get("card") is not None and not _known_card(fields["card"])):
        raise ValueError(f"not a move: {move!r}")
    verb = fields["verb"]
    if verb == "target" and view is not None:
        top = _top_in(view, fields.get("position"))
        if top is not None:
            card = top.get("card")
            target = {
                "card": card if card is not None and _known_card(card) else None,
                "owner": top.get("owner"),
                "position": fields["position"],
            }
            return t(_target_key(view), lang, **field_args(target, lang))
    if verb == "option" and view is not None:
        # the option in the card's own words («Забрати очки з карти й скинути її»),
        # as its button says it, not a bare «Варіант 1» (the uk re-read's D2)
        frames = view.get("frames") or []
        ability = frames[-1].get("ability") if frames else None
        short = f"w-option-{ability}-{fields.get('option')}"
        if ability and has(short, lang):
            return t(short, lang)
    args = field_args({k: v for k, v in fields.items() if k != "verb"}, lang)
    return t(f"move-{verb}", lang, **args)


#: Choices of a card whose ability is then used, not aimed at (the uk re-read's
#: D1: the Shapeshifter's copy read «Вибрати Солдата…» like the target after it):
#: the ability of the frame that asks → the label's key (the frame's ability
#: becomes the copied card's once the Shapeshifter has chosen).
_ABILITY_CHOICES = {
    "shapeshifter": "move-copy-card",  # B5
    "combination": "move-apply-card",  # A10: the player's character to apply
}


def _target_key(view: Mapping[str, Any]) -> str:
    """The label of a card chosen in ``view``'s pending decision."""
    frames = view.get("frames") or []
    frame = frames[-1] if frames else {}
    return _ABILITY_CHOICES.get(str(frame.get("ability")), "move-target-card")


def _top_in(view: Mapping[str, Any], position: Any) -> Mapping[str, Any] | None:
    """The top card at ``position`` of the view's queue (None: no such card)."""
    queue = view.get("queue") or []
    if not isinstance(position, int) or not 0 <= position < len(queue) or not queue[position]:
        return None
    top = queue[position][-1]
    return top if isinstance(top, Mapping) and top.get("owner") else None


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
