"""Orichalque in words: names, moves, events and refusals in uk, ru, fr (+en).

The texts are the ``och-*`` messages of ``locales/<lang>/orichalque-ui.ftl``
(the Russian rulebook's terms). ``labels(lang)`` is the label function the
drawing (``oriflamme/games/orichalque/render.py``) takes, so that no English reaches a
learner of another language.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from ...i18n import has, player_name, t
from .engine import components
from .engine.components import Components, token_kind


def name(p: str, lang: str) -> str:
    """A player's name: a family's («Красный») or the id, capitalised («Vladimir»)."""
    if has(f"player-{p}", lang):
        return player_name(p, lang)
    return p[:1].upper() + p[1:]


def terrain(x: str | None, lang: str) -> str:
    return t(f"och-terrain-{x}", lang) if x else t("och-nothing", lang)


def titan(x: str, lang: str) -> str:
    return t(f"och-titan-{x}", lang)


def creature_kind(creature: str) -> str:
    """A creature token's kind, from its id (the same in a scenario's own components)."""
    return token_kind(creature)


def creature(cr: str, lang: str) -> str:
    """A creature token's name («Циклоп»)."""
    return t(f"och-creature-{creature_kind(cr)}", lang)


def strength(cr: str, c: Components | None = None) -> int:
    """A creature's strength (``c``: the position's components, ``state.c``)."""
    c = c or components()
    return int(c.creature_kinds[c.creatures[cr]]["strength"])


def building(b: str, lang: str) -> str:
    """A building token's name («шахта»)."""
    return t(f"och-building-{token_kind(b)}", lang)


def action(a: str, lang: str) -> str:
    return t(f"och-action-{a}", lang)


def hoplites(n: int, lang: str) -> str:
    return t("och-hoplites", lang, count=n)


def orichalcum(n: int, lang: str) -> str:
    return t("och-orichalcum", lang, count=n)


def points(n: int, lang: str) -> str:
    return t("och-points", lang, count=n)


def resource(kind: str, n: int, lang: str) -> str:
    if kind == "hoplites":
        return hoplites(n, lang)
    if kind == "orichalcum":
        return orichalcum(n, lang)
    return t("och-creatures", lang, count=n)


def dice_text(faces: list[Any], lang: str) -> str:
    return ", ".join(t("och-face-skull", lang) if f == "skull" else str(f) for f in faces)


def island_name(board: str, side: str, lang: str) -> str:
    number = board.removeprefix("island")
    return t("och-island", lang, number=number, side=t(f"och-side-{side}", lang))


def tile_terrains(tile: str, lang: str, terrains: Any = None) -> str:
    """A tile's terrains in words (``terrains``: given by the drawing, from the
    position's components; else the package's)."""
    if terrains is None:
        terrains = components().tiles[tile]["terrains"]
    return ", ".join(terrain(x, lang) for x in terrains)


# ---------------------------------------------------------------- the drawing


def labels(lang: str) -> Callable[..., str]:
    """The drawing's label function in ``lang``: ``label(key, **args)``.

    Keys are the drawing's (``render.english`` lists them); names come as ids
    (``terrain="forest"``) and are put in words here. Answers are remembered
    (a board is drawn again after every click)."""

    def label(key: str, **a: Any) -> str:
        items = tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in a.items()))
        return _label(lang, key, items)

    return label


@lru_cache(maxsize=20000)
def _label(lang: str, key: str, items: tuple[tuple[str, Any], ...]) -> str:
    return _words(lang)(key, **dict(items))


def _words(lang: str) -> Callable[..., str]:
    def label(key: str, **a: Any) -> str:
        if key == "terrain":
            return terrain(a["terrain"], lang)
        if key == "building":
            return t(f"och-building-{a['kind']}", lang)
        if key == "bcode":
            return t(f"och-bcode-{a['kind']}", lang)
        if key == "creature":
            return t(f"och-creature-{a['kind']}", lang)
        if key == "titan":
            return titan(a["titan"], lang)
        if key == "hoplites":
            return hoplites(a["count"], lang)
        if key == "orichalcum":
            return orichalcum(a["count"], lang)
        if key == "zone":
            if a["terrain"] is None:
                return t("och-r-zone-empty", lang, zone=a["zone"])
            return t("och-r-zone", lang, zone=a["zone"], terrain=terrain(a["terrain"], lang))
        if key == "port":
            pay = [hoplites(a["hoplites"], lang)] if a["hoplites"] else []
            pay += [orichalcum(a["orichalcum"], lang)] if a["orichalcum"] else []
            return t("och-r-port", lang, pay=", ".join(pay) or t("och-nothing", lang))
        if key == "metropolis-building":
            return t(
                "och-r-metropolis-building", lang, building=t(f"och-building-{a['kind']}", lang)
            )
        if key == "temple":
            return t("och-r-temple", lang, zones=" ".join(a["zones"]))
        if key == "slot":
            return t("och-r-slot", lang, slot=a["slot"], terrain=terrain(a["terrain"], lang))
        if key == "titan-state":
            tt = a["titan"]
            c = components()
            return t(
                "och-r-titan",
                lang,
                titan=titan(tt, lang),
                terrain=terrain(c.titans[tt]["terrain"], lang),
                blessing=t(f"och-blessing-{tt}", lang),
                active="yes" if a["active"] else "no",
                holder=name(a["holder"], lang) if a["holder"] else t("och-r-centre", lang),
            )
        if key == "player-detail":
            return t(
                "och-r-player-detail",
                lang,
                points=points(a["points"], lang),
                island=island_name(a["board"], a["side"], lang),
            )
        if key == "player-name":
            return name(a["player"], lang)
        if key == "captured":
            names = ", ".join(creature(c, lang) for c in a["creatures"])
            return t("och-r-captured", lang, creatures=names or t("och-nothing", lang))
        if key == "card":
            return t(
                "och-r-card",
                lang,
                action=action(a["action"], lang),
                size=t("och-size", lang, size=a["size"]),
            )
        if key == "creature-strength":
            return t(
                "och-r-creature",
                lang,
                creature=t(f"och-creature-{a['kind']}", lang),
                strength=a["strength"],
            )
        if key == "waiting":
            return t("och-r-waiting", lang, hoplites=hoplites(a["count"], lang))
        if key == "tile":
            return t("och-r-tile", lang, terrains=tile_terrains(a["tile"], lang, a.get("terrains")))
        simple = {
            "temple-token": "och-r-temple-token",
            "medallion": "och-r-medallion",
            "illustrative": "och-r-illustrative",
            "first": "och-r-first",
        }
        return t(simple[key], lang)

    return label


# ---------------------------------------------------------------- moves


def _extra_text(move: str, lang: str, state: Any = None) -> str:
    """An extra action with the price the engine charges (``GameState.extra_cost``:
    the components' cost, less the statues' discount), never a fixed number."""
    parts = move.split()
    act, pay = parts[1], parts[2]
    info = state.move_info(move) if state is not None else {}
    c = getattr(state, "c", None) or components()
    base = int(c.extra[pay]["cost"])
    cost = info.get("cost")
    if cost is None and state is not None and state.pending is not None:
        cost = state.extra_cost(state.pending.player, pay)
    cost = base if cost is None else int(cost)
    payment = t(f"och-pay-{pay}-n", lang, count=cost)
    if cost < base:  # the statues (player aid): the discount the engine gives
        payment = t("och-pay-statues-note", lang, price=payment, discount=base - cost)
    return t(
        "och-extra-futile" if info.get("futile") else "och-extra",
        lang,
        action=action(act, lang),
        payment=payment,
    )


def move_text(move: str, lang: str, state: Any = None) -> str:
    """A move in words (the button's label where the board has no better one).
    With the ``state`` it is legal in, an extra action says what it costs that
    player (statues: 1 hoplite) and, when the paid action can do nothing there,
    says so before the payment (O6: ``GameState.move_info``)."""
    parts = move.split()
    verb, args = parts[0], parts[1:]
    if verb == "metropolis" and len(args) == 2:
        return t("och-metropolis-move", lang, port=args[0], zone=args[1])
    if verb == "take":
        return t("och-take-short", lang, slot=args[0])
    if verb == "place":
        return t("och-place-here", lang, zone=" ".join(args))
    if verb in ("produce", "recruit"):
        return t(f"och-{verb}-bless" if args else f"och-{verb}", lang)
    if verb == "fight":
        if args[1] == "bless":
            return t("och-fight-bless", lang)
        return t("och-fight-move", lang, zone=args[0], hoplites=hoplites(int(args[1]), lang))
    if verb == "build":
        return t("och-build-here", lang, zone=args[1])
    if verb == "temple":
        return t("och-temple", lang) + " (" + " ".join(args) + ")"
    if verb == "medallion":
        return t("och-medallion", lang)
    if verb == "pass":
        return t("och-pass", lang)
    if verb == "extra":
        return _extra_text(move, lang, state)
    if verb == "discard":
        return t("och-discard", lang, slot=args[0])
    if verb == "release":
        return t("och-release", lang, titan=titan(args[0], lang))
    if verb == "minotaur":
        return t("och-minotaur-here", lang, zone=args[0])
    if verb == "decline":
        return t("och-minotaur-decline", lang)
    if verb == "first":
        return t("och-first", lang, player=name(args[0], lang))
    return move


# ---------------------------------------------------------------- events


def narrate(e: dict[str, Any], lang: str) -> str:
    """One sentence telling an Orichalque event in ``lang``."""
    kind = e["event"]
    a: dict[str, Any] = {}
    if "player" in e:
        a["player"] = name(e["player"], lang)
    key = "och-ev-" + kind.replace("_", "-")
    if kind in ("turn_started", "round_ended"):
        a["round"] = e["round"]
    elif kind == "metropolis_placed":
        a["zones"] = " ".join(e["zones"])
    elif kind == "port_reached":
        a["zone"] = e["zone"]
    elif kind in ("gained", "paid"):
        a["what"] = resource(e["resource"], e["count"], lang)
        reason = e.get("reason", "")
        a["reason"] = reason if reason in REASON_WORDS[kind] else "other"
        a["aid"] = e.get("source") == "aid"  # loot or an effect from the player aid
    elif kind == "card_taken":
        a["slot"] = e["slot"]
        # the event says the card's action (a scenario's own cards too)
        act = e.get("action") or components().cards[e["card"]]["action"]
        a["action"] = action(act, lang)
    elif kind == "tile_placed":
        a["where"] = ", ".join(
            f"{z} ({terrain(x, lang)})" for z, x in zip(e["zones"], e["terrains"], strict=True)
        )
    elif kind == "creature_placed":
        a["zone"] = e["zone"]
        a["creature"] = creature(e["creature"], lang)
    elif kind == "area":
        a["terrain"] = terrain(e["terrain"], lang)
        a["count"] = len(e["zones"])
    elif kind in ("titan_taken", "titan_reactivated", "titan_returned", "blessing_used"):
        a["titan"] = titan(e["titan"], lang)
        if kind == "titan_taken":
            prev = e.get("previous")
            a["previous"] = name(prev, lang) if prev else "none"
    elif kind == "fight":
        a["creature"] = creature(e["creature"], lang)
        if e.get("blessing"):
            key = "och-ev-fight-blessed"
        else:
            key = "och-ev-fight-won" if e["won"] else "och-ev-fight-lost"
            a["strength"] = e["strength"]
            a["hoplites"] = e["hoplites"]
            a["dice"] = dice_text(e["dice"], lang)
    elif kind == "creature_captured":
        a["creature"] = creature(e["creature"], lang)
    elif kind in ("building_drawn", "building_declined"):
        a["building"] = building(e["building"], lang)
        a["aid"] = e.get("source") == "aid"
    elif kind == "building_built":
        a["building"] = building(e["building"], lang)
        a["zone"] = e["zone"]
    elif kind == "temple_built":
        a["zones"] = " ".join(e["zones"])
    elif kind == "hospital_returned":
        a["what"] = hoplites(e["count"], lang)
        a["aid"] = e.get("source") == "aid"
    elif kind == "extra_action":
        a["action"] = action(e["action"], lang)
        a["futile"] = bool(e.get("futile"))  # O6: the paid action can do nothing here
    elif kind == "card_discarded":
        a["slot"] = e["slot"]
    elif kind == "first_player":
        pass
    elif kind == "game_won":
        a["points"] = points(e["points"], lang)
    return t(key, lang, **a)


#: The ``reason`` of ``gained`` / ``paid`` events the log names; others are a reward.
REASON_WORDS = {
    "gained": ("port", "produce", "recruit", "right_of_first", "arch", "mine", "camp"),
    "paid": ("card", "extra", "medallion"),
}


def explain(error: Exception, lang: str, with_legal: bool = False) -> str:
    """Why a move was refused, from its reason code."""
    code = getattr(error, "code", "not_allowed")
    key = f"och-illegal-{code}"
    if not has(key, lang):
        key = "och-illegal-not_allowed"
    return t(key, lang)
