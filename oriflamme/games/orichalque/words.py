"""Orichalque in words: names, moves, events and refusals in uk, ru, fr (+en).

The texts are the ``och-*`` messages of ``locales/<lang>/orichalque-ui.ftl``
(the Russian rulebook's terms). ``labels(lang)`` is the label function the
drawing (``oriflamme/games/orichalque/render.py``) takes, so that no English reaches a
learner of another language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from ...i18n import CASES, PLAYER_FORMS, has, join_names, player_name, t
from ...i18n.grammar import ends_with_vowel
from .engine import components
from .engine.components import Components, token_kind


def name(p: str, lang: str, case: str = "nom") -> str:
    """A player's name: a family's («Красный», ``case``: «Красного»…) or the
    id, capitalised («Vladimir»)."""
    if has(f"player-{p}", lang):
        return player_name(p, lang, case)
    return p[:1].upper() + p[1:]


def player_args(prefix: str, p: str | None, lang: str) -> dict[str, Any]:
    """A player field for a message: ``prefix`` and ``prefix_<form>`` (the
    language's cases and ``of``), like the Oriflamme events' players."""
    if p is None:
        return {prefix: "none"}
    out = {prefix: name(p, lang)}
    for form in PLAYER_FORMS[lang]:
        if form != "nom":
            out[f"{prefix}_{form}"] = name(p, lang, form)
    return out


def _forms(key: str, prefix: str, lang: str) -> dict[str, Any]:
    """A named thing (creature, titan, building, terrain: ``och-creature-gorgon``)
    as message arguments: ``prefix`` (its name), ``prefix_<case>`` for every
    form of the language (uk/ru cases, fr articles), ``prefix_gender``; in
    Ukrainian ``prefix_<case>_vowel`` for the «в/у» alternation."""
    out: dict[str, Any] = {prefix: t(key, lang)}
    for case in CASES[lang]:
        if case == "nom":
            continue
        out[f"{prefix}_{case}"] = t(f"{key}.{case}", lang)
        if lang == "uk":
            out[f"{prefix}_{case}_vowel"] = ends_with_vowel(out[f"{prefix}_{case}"])
    out[f"{prefix}_gender"] = t(f"{key}.gender", lang)
    return out


def form(key: str, lang: str, case: str = "nom") -> str:
    """One form of a name: ``form("och-creature-gorgon", "uk", "ins")`` → «Горгоною»
    (a form the language has not: the name itself)."""
    return t(key if case == "nom" or case not in CASES[lang] else f"{key}.{case}", lang)


def terrain(x: str | None, lang: str, case: str = "nom") -> str:
    return form(f"och-terrain-{x}", lang, case) if x else t("och-nothing", lang)


def titan(x: str, lang: str, case: str = "nom") -> str:
    return form(f"och-titan-{x}", lang, case)


def creature_kind(creature: str) -> str:
    """A creature token's kind, from its id (the same in a scenario's own components)."""
    return token_kind(creature)


def creature(cr: str, lang: str, case: str = "nom") -> str:
    """A creature token's name («Циклоп»; ``case="ins"``: «Циклопом»)."""
    return form(f"och-creature-{creature_kind(cr)}", lang, case)


def creature_args(prefix: str, cr: str, lang: str) -> dict[str, Any]:
    return _forms(f"och-creature-{creature_kind(cr)}", prefix, lang)


def titan_args(prefix: str, x: str, lang: str) -> dict[str, Any]:
    return _forms(f"och-titan-{x}", prefix, lang)


def building_kind(b: str) -> str:
    """A building token's kind, from its id (the same in a scenario's own components)."""
    return token_kind(b)


def building(b: str, lang: str, case: str = "nom") -> str:
    """A building token's name («шахта»; ``case="acc"``: «шахту»)."""
    return form(f"och-building-{building_kind(b)}", lang, case)


def building_args(prefix: str, b: str, lang: str) -> dict[str, Any]:
    return _forms(f"och-building-{building_kind(b)}", prefix, lang)


def building_effect(kind: str, lang: str) -> str:
    """What a building does («+1 злиток орихалку за кожне виробництво»)."""
    return t(f"och-building-effect-{kind}", lang)


def terrain_args(prefix: str, x: str, lang: str) -> dict[str, Any]:
    return _forms(f"och-terrain-{x}", prefix, lang)


def strength(cr: str, c: Components | None = None) -> int:
    """A creature's strength (``c``: the position's components, ``state.c``)."""
    c = c or components()
    return int(c.creature_kinds[c.creatures[cr]]["strength"])


def action(a: str, lang: str) -> str:
    return t(f"och-action-{a}", lang)


def hoplites(n: int, lang: str, case: str = "nom") -> str:
    """«2 гопліти»; ``case``: ``acc`` («віддає 2 гоплітів»), ``ins`` («з 2 гоплітами»)."""
    return _counted("och-hoplites", n, lang, case)


def orichalcum(n: int, lang: str, case: str = "nom") -> str:
    return _counted("och-orichalcum", n, lang, case)


def creatures(n: int, lang: str, case: str = "nom") -> str:
    """«2 переможені істоти» (the captured creatures' tokens, one term)."""
    return _counted("och-creatures", n, lang, case)


def _counted(key: str, n: int, lang: str, case: str) -> str:
    if case != "nom" and has(f"{key}.{case}", lang):
        return t(f"{key}.{case}", lang, count=n)
    return t(key, lang, count=n)


def points(n: int, lang: str) -> str:
    return t("och-points", lang, count=n)


def resource(kind: str, n: int, lang: str, case: str = "nom") -> str:
    if kind == "hoplites":
        return hoplites(n, lang, case)
    if kind == "orichalcum":
        return orichalcum(n, lang, case)
    return creatures(n, lang, case)


def dice_text(faces: list[Any], lang: str) -> str:
    """«3, 2 і череп»: the faces rolled, the last after «і/и/et»."""
    return join_names([t("och-face-skull", lang) if f == "skull" else str(f) for f in faces], lang)


def zones_text(zones: list[str], lang: str) -> str:
    """«a4, a5 і a6»."""
    return join_names(list(zones), lang)


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
        if key == "building":  # its badge on the island: the name and what it does
            return _cap(
                t(
                    "och-r-building",
                    lang,
                    building=t(f"och-building-{a['kind']}", lang),
                    effect=building_effect(a["kind"], lang),
                )
            )
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
                "och-r-metropolis-building",
                lang,
                building=t(f"och-building-{a['kind']}", lang),
                effect=building_effect(a["kind"], lang),
            )
        if key == "temple":
            return t("och-r-temple", lang, zones=zones_text(a["zones"], lang))
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
                # where it lies and which side up, in a sentence of its own: never
                # «Неактивная сторона — Синий» (the Russian reader's E4)
                held="yes" if a["holder"] else "no",
                **(
                    player_args("holder", a["holder"], lang)
                    if a["holder"]
                    else {"holder": t("och-r-centre", lang)}
                ),
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
            names = join_names([creature(c, lang) for c in a["creatures"]], lang)
            if not names:  # «Переможених істот немає», not «…: нічого»
                return t("och-r-captured-none", lang)
            return t("och-r-captured", lang, creatures=names)
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
            return t("och-r-waiting", lang, count=a["count"], hoplites=hoplites(a["count"], lang))
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


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _extra_price(move: str, lang: str, state: Any, phrase: bool) -> tuple[str, str, bool]:
    """An extra action's action, its price as the engine charges it
    (``GameState.extra_cost``: the components' cost, less the statues'
    discount, never a fixed number), and whether it can do nothing there (O6)."""
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
        note = "och-pay-statues-phrase" if phrase else "och-pay-statues-note"
        payment = t(note, lang, price=payment, discount=base - cost)
    return act, payment, bool(info.get("futile"))


def extra_label(move: str, lang: str, state: Any = None) -> str:
    """An extra action as the board's button says it («Производство орихалка
    (отдать 2 гоплитов)»), with the price the engine charges and, when the
    paid action can do nothing there, a word of it (O6)."""
    act, payment, futile = _extra_price(move, lang, state, phrase=False)
    key = "och-extra-futile" if futile else "och-extra"
    return _cap(t(key, lang, action=action(act, lang), payment=payment))


def _extra_phrase(move: str, lang: str, state: Any = None) -> str:
    """An extra action as a phrase a sentence can hold («Ход: дополнительное
    производство орихалка за 2 гоплитов»): no parenthesis, no colon, where
    the button's label read as a label inside a sentence (the ru re-read's D2)."""
    act, payment, futile = _extra_price(move, lang, state, phrase=True)
    said = t("och-extra-move", lang, action=act, payment=payment)
    return t("och-extra-move-futile", lang, move=said) if futile else said


def _field(x: Any, name: str) -> Any:
    """``name`` of a typed record or of its JSON form (a player's view)."""
    return x.get(name) if isinstance(x, Mapping) else getattr(x, name, None)


def _raw(state: Any) -> Any:
    """A state's typed records, or its view as it is (one reading for both)."""
    return state if isinstance(state, Mapping) else state.s


def _waiting(state: Any, zone: str) -> int:
    """The hoplites waiting by the creature on ``zone`` of the player whose
    turn it is (a lost fight leaves them there), in a state or its view."""
    if state is None:
        return 0
    s = _raw(state)
    island = (_field(s, "islands") or {}).get(_field(s, "turn"), {})
    return int((_field(island, "waiting") or {}).get(zone, 0))


def _to_build(state: Any, slot: str) -> str:
    """The building on the building board's ``slot`` (a build move's first
    argument), from a state or its view; "" when not known."""
    if state is None or not slot.isdigit():
        return ""
    board = _field(_raw(state), "building_board")
    i = int(slot) - 1  # the notation counts the slots from 1
    if not board or not 0 <= i < len(board):
        return ""
    return str(_field(board[i], "building") or "")


def _minotaur_building(state: Any) -> str:
    """The Minotaur's building waiting for its zone (step ``minotaur``), from a
    state or its view; "" when not known."""
    if state is None:
        return ""
    m = _field(_raw(state), "minotaur")
    return "" if m is None else str(_field(m, "building") or "")


def move_text(move: str, lang: str, state: Any = None, view: Any = None) -> str:
    """A move in words (the button's label where the board has no better one).
    With the ``state`` it is legal in, an extra action says what it costs that
    player (statues: 1 hoplite) and, when the paid action can do nothing there,
    says so before the payment (O6: ``GameState.move_info``). A fight by a
    creature where hoplites already wait counts them too, as the log will
    (from the ``state`` or its ``view``)."""
    parts = move.split()
    verb, args = parts[0], parts[1:]
    if verb == "metropolis" and len(args) == 2:
        return t("och-metropolis-move", lang, port=args[0], zone=args[1])
    if verb == "take":
        return t("och-take-short", lang, slot=args[0])
    if verb == "place":
        return t("och-place-here", lang, count=len(args), zones=zones_text(args, lang))
    if verb in ("produce", "recruit"):
        return t(f"och-{verb}-bless" if args else f"och-{verb}", lang)
    if verb == "fight":
        if args[1] == "bless":  # a sentence form: the board's button has its own label
            return t("och-fight-bless-move", lang, zone=args[0])
        n = int(args[1])
        waiting = _waiting(state if state is not None else view, args[0])
        if waiting:  # the hoplites already by the creature fight too (the log counts them)
            return t(
                "och-fight-move-more",
                lang,
                zone=args[0],
                count=n,
                hoplites=hoplites(n, lang, "ins"),
                total=hoplites(n + waiting, lang),
            )
        return t("och-fight-move", lang, zone=args[0], count=n, hoplites=hoplites(n, lang, "ins"))
    if verb == "build":
        kind = _to_build(state if state is not None else view, args[0])
        if kind:  # a sentence (the advisor, a hint, a story) names the building
            return t("och-build-move", lang, zone=args[1], **building_args("building", kind, lang))
        return t("och-build-zone", lang, zone=args[1])  # the building not known
    if verb == "temple":
        return t("och-temple-here", lang, zones=zones_text(args, lang))
    if verb == "medallion":
        return t("och-medallion", lang)
    if verb == "pass":
        return t("och-pass", lang)
    if verb == "extra":
        return _cap(_extra_phrase(move, lang, state))
    if verb == "discard":
        return t("och-discard", lang, slot=args[0])
    if verb == "release":
        return t("och-release", lang, **titan_args("titan", args[0], lang))
    if verb == "minotaur":
        kind = _minotaur_building(state if state is not None else view)
        if kind:  # the reward names its building («Збудувати статуї в зоні a3»)
            return t("och-build-move", lang, zone=args[0], **building_args("building", kind, lang))
        return t("och-minotaur-here", lang, zone=args[0])
    if verb == "decline":
        return t("och-minotaur-decline", lang)
    if verb == "first":
        return t("och-first", lang, **player_args("player", args[0], lang))
    return move


# ---------------------------------------------------------------- events


def _siege_won(e: dict[str, Any]) -> bool:
    """A fight won by a 3 that a siege engine makes a skull: no skull rolled
    and a sum below the creature's strength."""
    dice = e.get("dice") or []
    ints = [f for f in dice if isinstance(f, int)]
    return bool(e.get("won")) and "skull" not in dice and sum(ints) < e["strength"] and 3 in ints


def narrate(e: dict[str, Any], lang: str) -> str:
    """One sentence telling an Orichalque event in ``lang``: names in the case
    the sentence needs, lists with commas and «і/и/et», never a bare name
    after a colon."""
    kind = e["event"]
    a: dict[str, Any] = {}
    if "player" in e:
        a.update(player_args("player", e["player"], lang))
    key = "och-ev-" + kind.replace("_", "-")
    if kind in ("turn_started", "round_ended"):
        a["round"] = e["round"]
    elif kind == "metropolis_placed":
        a["zones"] = zones_text(e["zones"], lang)
    elif kind == "port_reached":
        a["zone"] = e["zone"]
    elif kind in ("gained", "paid", "hospital_returned"):
        res = e.get("resource", "hoplites")
        a["what"] = resource(res, e["count"], lang)
        a["what_acc"] = resource(res, e["count"], lang, "acc")
        if kind == "paid" and res == "creatures":
            # one pays with the tokens of defeated creatures (rulebook: «Отдав 2
            # жетона побеждённых мифических существ»), as the buttons say
            a["what"] = a["what_acc"] = t("och-pay-creatures-n", lang, count=e["count"])
        reason = e.get("reason", "")
        if kind != "hospital_returned":
            a["reason"] = reason if reason in REASON_WORDS[kind] else "other"
        a["aid"] = e.get("source") == "aid"  # loot, an effect or a discount from the player aid
        a["statues"] = bool(e.get("statues"))  # an extra action 1 hoplite cheaper
    elif kind == "tile_returned":
        back = e.get("creatures") or []  # O5: the creatures on it go back to the bag
        a["count"] = len(back)
        a["creatures"] = join_names([creature(c, lang) for c in back], lang) if back else "none"
    elif kind == "card_taken":
        a["slot"] = e["slot"]
        # the event says the card's action (a scenario's own cards too)
        act = e.get("action") or components().cards[e["card"]]["action"]
        a["action"] = action(act, lang)
    elif kind == "tile_placed":
        a["where"] = join_names(
            [
                t("och-zone-terrain", lang, zone=z, terrain=terrain(x, lang))
                for z, x in zip(e["zones"], e["terrains"], strict=True)
            ],
            lang,
        )
    elif kind == "creature_placed":
        a["zone"] = e["zone"]
        a.update(creature_args("creature", e["creature"], lang))
    elif kind == "area":
        a.update(terrain_args("terrain", e["terrain"], lang))
        a["count"] = len(e["zones"])
    elif kind in ("titan_taken", "titan_reactivated", "titan_returned", "blessing_used"):
        a.update(titan_args("titan", e["titan"], lang))
        if kind == "titan_taken":
            a.update(player_args("previous", e.get("previous"), lang))
    elif kind == "fight":
        a.update(creature_args("creature", e["creature"], lang))
        n = int(e.get("hoplites") or 0)
        a["hoplites"] = n
        a["hoplites_text"] = hoplites(n, lang)
        if e.get("blessing"):
            key = "och-ev-fight-blessed"
        else:
            key = "och-ev-fight-won" if e["won"] else "och-ev-fight-lost"
            a["strength"] = e["strength"]
            a["dice"] = dice_text(e["dice"], lang)
            a["siege"] = _siege_won(e)
    elif kind == "creature_captured":
        a.update(creature_args("creature", e["creature"], lang))
    elif kind in ("building_drawn", "building_declined", "building_built"):
        a.update(building_args("building", e["building"], lang))
        # «збудувати архітектора» would build a person: the log says «будівлю «архітектор»»
        a["building_kind"] = building_kind(e["building"])
        if kind == "building_drawn":
            a["aid"] = e.get("source") == "aid"  # the Minotaur's reward (player aid)
        if kind == "building_built":
            a["zone"] = e["zone"]
    elif kind == "temple_built":
        a["zones"] = zones_text(e["zones"], lang)
    elif kind == "extra_action":
        a["action"] = action(e["action"], lang)
        a["futile"] = bool(e.get("futile"))  # O6: the paid action can do nothing here
    elif kind == "card_discarded":
        a["slot"] = e["slot"]
    elif kind == "game_won":
        a["points"] = points(e["points"], lang)
    return _cap(t(key, lang, **a))  # «Шпиталь повертає…»: a sentence may open on a thing


#: The ``reason`` of ``gained`` / ``paid`` events the log names; others are a reward.
REASON_WORDS = {
    "gained": (
        "port",
        "produce",
        "recruit",
        "right_of_first",
        "passed_first",
        "arch",
        "mine",
        "camp",
    ),
    "paid": ("card", "extra", "medallion"),
}


def explain(error: Exception, lang: str, with_legal: bool = False) -> str:
    """Why a move was refused, from its reason code."""
    code = getattr(error, "code", "not_allowed")
    key = f"och-illegal-{code}"
    if not has(key, lang):
        key = "och-illegal-not_allowed"
    return t(key, lang)
