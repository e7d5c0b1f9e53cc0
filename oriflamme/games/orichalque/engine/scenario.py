"""Orichalque scenario files (docs/protocol-orichalque.md): read, check, build.

A scenario is a fresh deal from ``seed`` overlaid with the keys the file gives:
a component the file names is taken from wherever the deal had put it; one it
does not name stays where the deal put it (or goes back to its pile, bag or
deck). The general supply is always recomputed from the totals. ``to_json``
writes every key, so a state JSON is a scenario that continues identically.
Its optional ``components`` section replaces parts of the package data for
this position (``check_components``), before anything is dealt.
"""

from __future__ import annotations

import json
import random
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from oriflamme.core.files import read_scenario

from .components import (
    ACTIONS,
    LAND,
    PARTS,
    SHAPES,
    STATUSES,
    TERRAINS,
    Components,
    Side,
    build_side,
    components_for,
    package_data,
)
from .errors import IllegalMove, ScenarioError
from .model import State
from .state import GAME, STEPS, GameState, clone

KEYS = frozenset(
    [
        "game",
        "players",
        "seed",
        "draws",
        "round",
        "first_player",
        "turn",
        "step",
        "islands",
        "supplies",
        "titans",
        "supply",
        "piles",
        "returned",
        "display",
        "deck",
        "discard",
        "creature_bag",
        "building_bag",
        "building_board",
        "hand",
        "act",
        "extras",
        "release",
        "minotaur",
        "first_choice",
        "dice",
        "next_draws",
        "extra_creatures",
        "winner",
        "components",
        "moves",
        "meta",
        "pending",
        "finished",
        "winners",
        "scores",
    ]
)
ISLAND_KEYS = frozenset(
    [
        "board",
        "side",
        "metropolis",
        "tiles",
        "buildings",
        "temples",
        "creatures",
        "waiting",
        "covered",
    ]
)
SUPPLY_KEYS = frozenset(
    ["hoplites", "orichalcum", "captured", "temples", "medallions", "hospital", "titans"]
)
#: The keys that are not places the file overlays on the deal.
NOT_PLACED = frozenset(
    [
        "moves",
        "meta",
        "pending",
        "finished",
        "winners",
        "scores",
        "game",
        "players",
        "seed",
        "supply",
        "components",
    ]
)
#: A player id checked against the game's players (``player(value, field)``).
_Player = Callable[[Any, str], str]


#: The most tiles a ``components`` section may list (the box has 65).
MOST_TILES = 200
#: «Первые две карты слева можно взять бесплатно» (the rulebook): slots 1 and 2 cost 0.
FREE_SLOTS = 2
#: The code of a component id that is not one (``put`` in ``_check``).
NOT_A = {
    "tile": "not_a_tile",
    "building": "not_a_building",
    "creature": "not_a_creature",
    "card": "not_an_action_card",
    "titan": "not_a_titan",
}


def _err(field: str, message: str, code: str, **params: Any) -> ScenarioError:
    return ScenarioError(field, message, code, **params)


def _int(d: Any, field: str, lo: int = 0, hi: int | None = None) -> int:
    if isinstance(d, bool) or not isinstance(d, int):
        raise _err(field, f"{d!r} is not a whole number", "not_whole_number", value=d)
    if d < lo or (hi is not None and d > hi):
        raise _err(field, f"{d} is out of range", "out_of_range", value=d, lo=lo, hi=hi)
    return d


def _count(items: list[Any], n: int, field: str, message: str) -> None:
    """``items`` must hold exactly ``n`` (``out_of_range`` with ``lo = hi = n``)."""
    if len(items) != n:
        raise _err(field, message, "out_of_range", value=len(items), lo=n, hi=n)


def _list(d: Any, field: str) -> list[Any]:
    if not isinstance(d, list):
        raise _err(
            field, f"expected a list, got {type(d).__name__}", "expected_list", got=type(d).__name__
        )
    return d


def _dict(d: Any, field: str, keys: frozenset[str] | None = None) -> dict[str, Any]:
    if not isinstance(d, dict):
        raise _err(
            field,
            f"expected an object, got {type(d).__name__}",
            "expected_object",
            got=type(d).__name__,
        )
    if keys is not None:
        for k in d:
            if k not in keys:
                raise _err(
                    f"{field}.{k}" if field else str(k),
                    f"unknown key (allowed: {', '.join(sorted(keys))})",
                    "unknown_key",
                    unknown=k,
                    allowed=sorted(keys),
                )
    return d


def _one_of(d: Any, allowed: Any, field: str, code: str) -> Any:
    if not isinstance(d, str) or d not in allowed:
        raise _err(
            field,
            f"{d!r} is not one of {', '.join(sorted(allowed))}",
            code,
            value=d,
            allowed=sorted(allowed),
        )
    return d


def seed_int(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise _err("seed", f"{seed!r} is not a number or a word", "bad_seed", value=seed)
    return seed if isinstance(seed, int) else zlib.crc32(seed.encode())


def deal(
    players: list[str],
    seed: int,
    boards: dict[str, dict[str, str]] | None = None,
    first: str | None = None,
    c: Components | None = None,
) -> dict[str, Any]:
    """A fresh game (setup, verified): islands, 1 orichalcum and 1 hoplite each, the
    shuffled piles, the action board and building board filled, the first player
    and 1 hoplite to the player on their right (``c``: the position's components)."""
    c = c or components_for(None)
    rng = random.Random(seed)
    names = sorted(c.islands)
    rng.shuffle(names)
    boards = boards or {}
    islands: dict[str, dict[str, Any]] = {}
    for i, p in enumerate(players):
        b = boards.get(p, {})
        islands[p] = {
            "board": b.get("board", names[i % len(names)]),
            "side": b.get("side", "easy"),
            "metropolis": None,
            "tiles": [],
            "buildings": {},
            "temples": [],
            "creatures": {},
            "waiting": {},
            "covered": {},
        }
    piles: dict[str, list[str]] = {"1": [], "2": [], "3": []}
    for t in sorted(c.tiles):
        piles[str(c.tiles[t]["size"])].append(t)
    for v in piles.values():
        rng.shuffle(v)
    deck = sorted(c.cards)
    rng.shuffle(deck)
    start = c.supply["start"]
    s: dict[str, Any] = {
        "game": GAME,
        "players": list(players),
        "seed": seed,
        "draws": 0,
        "round": 1,
        "first_player": first or players[0],
        "turn": first or players[0],
        "step": "metropolis",
        "islands": islands,
        "supplies": {
            p: {
                "hoplites": start["hoplites"],
                "orichalcum": start["orichalcum"],
                "captured": [],
                "temples": 0,
                "medallions": 0,
                "hospital": 0,
                "titans": [],
            }
            for p in players
        },
        "titans": {t: {"holder": None, "active": True} for t in c.titans},
        "supply": {},
        "piles": piles,
        "returned": [],
        "display": [],
        "deck": deck,
        "discard": [],
        "creature_bag": sorted(c.creatures),
        "building_bag": sorted(c.buildings),
        "building_board": [{"building": None, "resource": 0} for _ in c.building_slots],
        "hand": None,
        "act": None,
        "extras": 0,
        "release": None,
        "minotaur": None,
        "first_choice": None,
        "dice": [],
        "next_draws": {"creature_bag": [], "building_bag": []},
        "extra_creatures": None,
        "winner": None,
    }
    fp = s["first_player"]
    s["supplies"][players[(players.index(fp) - 1) % len(players)]]["hoplites"] += 1
    _resupply(s, c)
    dealt = GameState(State.from_json(s), c=c)
    dealt.refill()
    return dealt.s.to_json()


def _resupply(s: dict[str, Any], c: Components) -> None:
    """The general supply: totals less what lies anywhere else."""
    sp = s["supplies"].values()
    isl = s["islands"].values()
    board = s["building_board"]
    res = {
        k: sum(b["resource"] for b in board if b["building"] and c.buildings[b["building"]] == kind)
        for k, kind in (("hoplites", "camp"), ("orichalcum", "mine"))
    }
    used_h = (
        sum(x["hoplites"] + x["hospital"] for x in sp)
        + res["hoplites"]
        + sum(n for i in isl for n in i["waiting"].values())
    )
    used_o = sum(x["orichalcum"] for x in sp) + res["orichalcum"]
    temples = sum(x["temples"] for x in sp)
    tokens = temples + sum(x["medallions"] for x in sp)
    tot = c.supply
    s["supply"] = {
        "hoplites": tot["hoplites"] - used_h,
        "orichalcum": tot["orichalcum"] - used_o,
        "victory_tokens": tot["victory_tokens"] - tokens,
        "temples": tot["temples"] - temples,
    }
    for k, v in s["supply"].items():
        if v < 0:
            raise _err(f"supply.{k}", f"more {k} placed than the box holds", "too_many", value=-v)


def build_state(data: dict[str, Any]) -> GameState:
    """Check a scenario dict and build its state (no moves played)."""
    data = _dict(data, "", KEYS)
    custom = check_components(data["components"]) if "components" in data else None
    c = components_for(custom)
    _check_game(data)
    players = _check_players(data)
    seed = seed_int(data.get("seed", 0))
    _check_card_count(custom, c, players)

    def player(p: Any, field: str) -> str:
        name: str = _one_of(p, players, field, "not_a_player")
        return name

    first = _first_player(data, player)
    given_islands = _dict(data.get("islands", {}), "islands")
    s = deal(players, seed, _boards(given_islands, player, c), first, c)
    given = set(data) & (KEYS - NOT_PLACED)
    _overlay(s, data, given, given_islands, player)
    _shapes(s, players, player, c)
    if "step" not in data:  # the turn's first decision
        s["step"] = "card" if s["islands"][s["turn"]]["metropolis"] else "metropolis"
    _check(s, data, given, players, player, c)
    _draws(s, c)
    _steps(s, players)
    _display_lasts(s, players)
    _resupply(s, c)
    return _playable(GameState(State.from_json(s), custom=custom, c=c))


def _check_game(data: dict[str, Any]) -> None:
    if data.get("game", GAME) != GAME:
        raise _err(
            "game",
            f"{data.get('game')!r} is not orichalque",
            "not_a_game",
            value=data.get("game"),
            allowed=[GAME],
        )


def _check_players(data: dict[str, Any]) -> list[str]:
    """``players``: 2 to 4 short lowercase ids, none twice."""
    if "players" not in data:
        raise _err("players", "missing", "missing_players")
    players = _list(data["players"], "players")
    if not 2 <= len(players) <= 4:
        raise _err("players", "a game has 2 to 4 players", "och_player_count", count=len(players))
    for i, p in enumerate(players):
        if not isinstance(p, str) or not p.isidentifier() or not p.islower() or len(p) > 16:
            raise _err(
                f"players[{i}]", f"{p!r} is not a short lowercase id", "bad_player_id", value=p
            )
        if players.index(p) != i:
            raise _err(f"players[{i}]", f"{p} is listed twice", "player_twice", player=p)
    return players


def _check_card_count(custom: dict[str, Any] | None, c: Components, players: list[str]) -> None:
    """A ``components.cards`` section fills the action board for this many players."""
    if custom is None or "cards" not in custom:
        return
    need = c.slots[len(players)]
    if len(custom["cards"]) < need:  # fewer: a turn with no card to take, a dead game
        raise _err(
            "components.cards",
            f"{len(custom['cards'])} cards; the action board holds {need} "
            f"for {len(players)} players: at least {need} are needed",
            "too_few_cards",
            count=len(custom["cards"]),
            need=need,
            players=len(players),
        )


def _first_player(data: dict[str, Any], player: _Player) -> str | None:
    """The first player the deal starts from (``first_player``, else ``turn``)."""
    first = player(data["first_player"], "first_player") if "first_player" in data else None
    if "turn" in data and first is None:
        first = player(data["turn"], "turn")
    return first


def _boards(
    given_islands: dict[str, Any], player: _Player, c: Components
) -> dict[str, dict[str, str]]:
    """Each island the file names: its board and side (the deal's choice otherwise)."""
    boards = {}
    for p, d in given_islands.items():
        player(p, f"islands.{p}")
        d = _dict(d, f"islands.{p}", ISLAND_KEYS)
        b = _one_of(
            d.get("board", sorted(c.islands)[0]), c.islands, f"islands.{p}.board", "not_an_island"
        )
        sd = _one_of(d.get("side", "easy"), c.islands[b], f"islands.{p}.side", "not_a_side")
        boards[p] = {"board": b, "side": sd}
    return boards


def _overlay(
    s: dict[str, Any],
    data: dict[str, Any],
    given: set[str],
    given_islands: dict[str, Any],
    player: _Player,
) -> None:
    """The file's keys over the fresh deal (what the deal holds where the file does not say)."""
    for k in given - {"islands", "supplies"}:
        s[k] = clone(data[k])
    for p, d in given_islands.items():
        for k, v in d.items():
            s["islands"][p][k] = clone(v)
    for p, d in _dict(data.get("supplies", {}), "supplies").items():
        player(p, f"supplies.{p}")
        for k, v in _dict(d, f"supplies.{p}", SUPPLY_KEYS).items():
            s["supplies"][p][k] = clone(v)


def _playable(st: GameState) -> GameState:
    """The built position can be played: a decision with legal moves, or the end."""
    try:
        st._advance()  # e.g. a tile that cannot be placed goes back at once
        moves = st.legal_moves()
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        # fail closed: a combination the checks above did not foresee
        raise _err(
            "step",
            f"the position cannot be played ({type(e).__name__}: {e})",
            "not_playable",
            value=str(e),
        ) from None
    if not st.finished and not moves:
        raise _err("step", "a decision without legal moves", "no_legal_moves")
    return st


# ------------------------------------------------------------ components


def _status(item: dict[str, Any], field: str) -> None:
    if "status" in item:
        _one_of(item["status"], STATUSES, f"{field}.status", "not_a_status")
    if "note" in item and not isinstance(item["note"], str):
        raise _err(f"{field}.note", "a note is text", "not_a_word", value=item["note"])


def _ids(items: list[Any], field: str, keys: frozenset[str], need: tuple[str, ...]) -> None:
    """Each item an object with ``keys`` (those in ``need`` required), ``id`` a short
    word, no id twice, ``status`` and ``note`` well formed."""
    seen: dict[str, int] = {}
    for i, item in enumerate(items):
        f = f"{field}[{i}]"
        item = _dict(item, f, keys)
        for k in need:
            if k not in item:
                raise _err(f"{f}.{k}", "missing", "missing")
        ident = item["id"]
        if (
            not isinstance(ident, str)
            or not 1 <= len(ident) <= 24
            or not ident.replace("_", "").isalnum()
            or not ident.isascii()
            or ident != ident.lower()
        ):
            raise _err(f"{f}.id", f"{ident!r} is not a short lowercase id", "bad_id", value=ident)
        if ident in seen:
            raise _err(
                f"{f}.id",
                f"{ident} is listed twice",
                "listed_twice",
                value=ident,
                where=seen[ident],
            )
        seen[ident] = i
        _status(item, f)


def _nonempty(d: Any, field: str, most: int, least: int = 1) -> list[Any]:
    items = _list(d, field)
    if not least <= len(items) <= most:
        raise _err(
            field,
            f"{least} to {most} items",
            "out_of_range",
            value=len(items),
            lo=least,
            hi=most,
        )
    return items


def _check_side(d: Any, field: str, board: str, name: str) -> None:
    d = _dict(d, field, frozenset(["rows", "ports", "status", "note"]))
    for k in ("rows", "ports"):
        if k not in d:
            raise _err(f"{field}.{k}", "missing", "missing")
    _status(d, field)
    rows = _check_rows(d["rows"], f"{field}.rows")
    ports = _list(d["ports"], f"{field}.ports")
    _count(ports, 3, f"{field}.ports", "an island has 3 ports")
    geometry = build_side(board, name, {"rows": rows, "ports": []}, ports_needed=0)
    seen: set[str] = set()
    for i, port in enumerate(ports):
        _check_port(port, f"{field}.ports[{i}]", geometry, seen)


def _check_rows(d: Any, field: str) -> list[Any]:
    """An island side's rows: texts of o (a zone) and . (none), some zone in all."""
    rows = _nonempty(d, field, 26)
    for r, row in enumerate(rows):
        if not isinstance(row, str) or not 1 <= len(row) <= 30 or set(row) - {"o", "."}:
            raise _err(
                f"{field}[{r}]",
                "a row is a text of o (a zone) and . (none), at most 30 long",
                "bad_row",
                value=row,
            )
    if not any("o" in row for row in rows):
        raise _err(field, "an island needs zones", "missing")
    return rows


def _check_port(port: Any, f: str, geometry: Side, seen: set[str]) -> None:
    """A port: a name, a zone of the island (one port each) next to another zone."""
    port = _dict(port, f, frozenset(["name", "zone", "hoplites", "orichalcum"]))
    for k in ("name", "zone"):
        if k not in port:
            raise _err(f"{f}.{k}", "missing", "missing")
    if not isinstance(port["name"], str) or not port["name"]:
        raise _err(f"{f}.name", "a port's name is a word", "not_a_word", value=port["name"])
    z = port["zone"]
    if not isinstance(z, str) or z not in geometry.axial:
        raise _err(f"{f}.zone", f"{z!r} is not a zone of the island", "not_on_island", value=z)
    if z in seen:
        raise _err(f"{f}.zone", f"{z} has two ports", "listed_twice", value=z)
    if not geometry.neighbours[z]:
        raise _err(
            f"{f}.zone", "the metropolis needs a zone next to the port", "port_alone", value=z
        )
    seen.add(z)
    for k in ("hoplites", "orichalcum"):
        _int(port.get(k, 0), f"{f}.{k}", 0, 30)


def check_components(d: Any) -> dict[str, Any]:
    """Check a scenario's ``components`` section (docs/protocol-orichalque.md):
    each part given (``islands``, ``tiles``, ``cards``, ``costs``,
    ``building_board``, ``buildings``, ``creatures``, ``dice``) in the package
    data's own format, replacing the package's part whole. Every error names
    its field (``components.tiles[3].terrains[1]``). Returns a copy."""
    f0 = "components"
    d = _dict(d, f0, frozenset(PARTS))
    pkg = package_data()["components.json"]
    for part, check in _PART_CHECKS:  # in this order, whatever the file's
        if part in d:
            check(d[part], f"{f0}.{part}", pkg)
    out: dict[str, Any] = clone(d)
    return out


def _part_islands(d: Any, field: str, pkg: dict[str, Any]) -> None:
    items = _nonempty(d, field, 8)
    _ids(items, field, frozenset(["id", "sides", "status", "note"]), ("id", "sides"))
    for i, isl in enumerate(items):
        f = f"{field}[{i}].sides"
        sides = _dict(isl["sides"], f, frozenset(["easy", "hard"]))
        for name in ("easy", "hard"):  # both sides of the board
            if name not in sides:
                raise _err(f"{f}.{name}", "missing: an island board has two sides", "missing")
            _check_side(sides[name], f"{f}.{name}", isl["id"], name)


def _part_tiles(d: Any, field: str, pkg: dict[str, Any]) -> None:
    items = _nonempty(d, field, MOST_TILES, least=0)
    keys = frozenset(["id", "shape", "terrains", "status", "note"])
    _ids(items, field, keys, ("id", "shape", "terrains"))
    for i, t in enumerate(items):
        f = f"{field}[{i}]"
        _one_of(t["shape"], SHAPES, f"{f}.shape", "not_a_shape")
        terrains = _list(t["terrains"], f"{f}.terrains")
        if len(terrains) != len(SHAPES[t["shape"]]):
            raise _err(
                f"{f}.terrains",
                f"a {t['shape']} tile has {len(SHAPES[t['shape']])} terrains",
                "terrains_for_shape",
                count=len(terrains),
                need=len(SHAPES[t["shape"]]),
            )
        for j, x in enumerate(terrains):
            _one_of(x, TERRAINS, f"{f}.terrains[{j}]", "not_a_terrain")


def _part_cards(d: Any, field: str, pkg: dict[str, Any]) -> None:
    items = _nonempty(d, field, 60)
    keys = frozenset(["id", "action", "size", "status", "note"])
    _ids(items, field, keys, ("id", "action", "size"))
    for i, card in enumerate(items):
        _one_of(card["action"], ACTIONS, f"{field}[{i}].action", "not_an_action")
        _int(card["size"], f"{field}[{i}].size", 1, 3)


def _part_costs(d: Any, field: str, pkg: dict[str, Any]) -> None:
    items = _list(d, field)
    want = pkg["action_board"]["slots"]["players_4"]
    _count(items, want, field, f"one cost per slot ({want})")
    for i, x in enumerate(items):
        _check_cost(x, f"{field}[{i}]", i)


def _check_cost(x: Any, f: str, i: int) -> None:
    """The price of slot ``i + 1`` of the action board, in hoplites."""
    x = _dict(x, f, frozenset(["slot", "hoplites", "status", "note"]))
    if "hoplites" not in x:
        raise _err(f"{f}.hoplites", "missing", "missing")
    _int(x["hoplites"], f"{f}.hoplites", 0, 30)
    if i < FREE_SLOTS and x["hoplites"] != 0:
        # «Первые две карты слева можно взять бесплатно» (the rulebook)
        raise _err(
            f"{f}.hoplites",
            f"the first {FREE_SLOTS} cards on the left are free (the rulebook)",
            "slot_not_free",
            value=x["hoplites"],
            slot=i + 1,
        )
    if "slot" in x:
        _int(x["slot"], f"{f}.slot", i + 1, i + 1)
    _status(x, f)


def _part_building_board(d: Any, field: str, pkg: dict[str, Any]) -> None:
    bb = _dict(d, field, frozenset(["slots", "status", "note"]))
    if "slots" not in bb:
        raise _err(f"{field}.slots", "missing", "missing")
    for i, x in enumerate(_nonempty(bb["slots"], f"{field}.slots", 8)):
        _one_of(x, LAND, f"{field}.slots[{i}]", "not_a_terrain")
    _status(bb, field)


def _part_buildings(d: Any, field: str, pkg: dict[str, Any]) -> None:
    kinds = {b["id"]: b for b in pkg["buildings"]}
    items = _list(d, field)
    keys = frozenset(["id", "count", "effect", "status", "note"])
    _ids(items, field, keys, ("id", "count"))
    for i, b in enumerate(items):
        f = f"{field}[{i}]"
        _one_of(b["id"], kinds, f"{f}.id", "not_a_building_kind")  # effects: the engine's
        _int(b["count"], f"{f}.count", 0, 12)
        if "effect" in b and b["effect"] != kinds[b["id"]]["effect"]:
            raise _err(
                f"{f}.effect",
                f"a {b['id']}'s effect is {kinds[b['id']]['effect']}",
                "not_an_effect",
                value=b["effect"],
                effect=kinds[b["id"]]["effect"],
            )


def _part_creatures(d: Any, field: str, pkg: dict[str, Any]) -> None:
    kinds = {c["id"]: c for c in pkg["creatures"]}
    titans = len(pkg["titans"])
    items = _list(d, field)
    keys = frozenset(["id", "strength", "count", "reward", "status", "note"])
    _ids(items, field, keys, ("id", "strength", "count"))
    for i, cr in enumerate(items):
        f = f"{field}[{i}]"
        _one_of(cr["id"], kinds, f"{f}.id", "not_a_creature_kind")  # names: translated
        _int(cr["strength"], f"{f}.strength", 1, 99)
        hydra = cr["id"] == "hydra"
        if hydra:  # one Hydra per titan: its token names the titan it gives
            _int(cr["count"], f"{f}.count", titans, titans)
        else:
            _int(cr["count"], f"{f}.count", 0, 12)
        _check_reward(cr.get("reward", {}), f"{f}.reward", hydra)


def _check_reward(d: Any, field: str, hydra: bool) -> None:
    """What beating a creature gives: orichalcum, a free building, a Hydra's titan."""
    reward = _dict(d, field, frozenset(["orichalcum", "building", "titan"]))
    if "orichalcum" in reward:
        _int(reward["orichalcum"], f"{field}.orichalcum", 0, 30)
    if "building" in reward and reward["building"] not in (True, 1):
        raise _err(
            f"{field}.building",
            "true: a free building",
            "not_bool",
            value=reward["building"],
        )
    if "titan" in reward and (reward["titan"] is not True or not hydra):
        raise _err(
            f"{field}.titan",
            "only a Hydra gives its titan (true)",
            "not_bool",
            value=reward["titan"],
        )


def _part_dice(d: Any, field: str, pkg: dict[str, Any]) -> None:
    dice = _dict(d, field, frozenset(["faces", "status", "note"]))
    if "faces" not in dice:
        raise _err(f"{field}.faces", "missing", "missing")
    for i, face in enumerate(_nonempty(dice["faces"], f"{field}.faces", 12)):
        if face != "skull":
            _int(face, f"{field}.faces[{i}]", 0, 12)
    _status(dice, field)


#: The parts of a ``components`` section, checked in this order.
_PART_CHECKS: tuple[tuple[str, Callable[[Any, str, dict[str, Any]], None]], ...] = (
    ("islands", _part_islands),
    ("tiles", _part_tiles),
    ("cards", _part_cards),
    ("costs", _part_costs),
    ("building_board", _part_building_board),
    ("buildings", _part_buildings),
    ("creatures", _part_creatures),
    ("dice", _part_dice),
)


def _draws(s: dict[str, Any], c: Components) -> None:
    """``next_draws`` names tokens in their bag, in the order drawn; ``extra_creatures``
    the creatures one player captured that this player's next payment with creatures gives."""
    nd = _dict(s["next_draws"], "next_draws", frozenset(["creature_bag", "building_bag"]))
    for bag in ("creature_bag", "building_bag"):
        items = _list(nd.setdefault(bag, []), f"next_draws.{bag}")
        for i, x in enumerate(items):
            if not isinstance(x, str) or x not in s[bag]:
                raise _err(
                    f"next_draws.{bag}[{i}]", f"{x!r} is not in the bag", "not_in_bag", value=x
                )
            if x in items[:i]:
                raise _err(
                    f"next_draws.{bag}[{i}]", f"{x} is listed twice", "listed_twice", value=x
                )
    ec = s["extra_creatures"]
    if ec is not None:
        ec = _list(ec, "extra_creatures")
        n = int(c.extra["creatures"]["cost"])
        _count(ec, n, "extra_creatures", f"{n} creatures")
        owners = [
            next((p for p in s["players"] if x in s["supplies"][p]["captured"]), None) for x in ec
        ]
        for i, x in enumerate(ec):
            if owners[i] is None or owners[i] != owners[0] or x in ec[:i]:
                raise _err(
                    f"extra_creatures[{i}]",
                    f"{x!r} is not another creature the same player captured",
                    "not_captured",
                    value=x,
                )


def _opt_dict(d: Any, field: str, keys: frozenset[str]) -> dict[str, Any] | None:
    return None if d is None else _dict(d, field, keys)


def _shapes(s: dict[str, Any], players: list[str], player: _Player, c: Components) -> None:
    """The type of every top-level value (before anything reads it)."""
    _shape_turn(s, player)
    _shape_lists(s)
    _shape_display(s, players, c)
    _shape_hand(s)
    _shape_titans(s, c)
    _shape_pending(s)
    _shape_act(s)
    for p in players:
        _shape_player(s, p)


def _shape_turn(s: dict[str, Any], player: _Player) -> None:
    """The counters, whose turn, the first player, the step, the winner."""
    for k in ("round", "draws", "extras"):
        _int(s[k], k, 1 if k == "round" else 0, 2 if k == "extras" else None)
    player(s["turn"], "turn")
    player(s["first_player"], "first_player")
    _one_of(s["step"], STEPS, "step", "not_a_step")
    if s["winner"] is not None:
        player(s["winner"], "winner")


def _shape_lists(s: dict[str, Any]) -> None:
    """The tile piles, the decks and the bags are lists."""
    piles = _dict(s["piles"], "piles", frozenset(["1", "2", "3"]))
    for k in ("1", "2", "3"):
        _list(piles.setdefault(k, []), f"piles.{k}")
    for k in ("deck", "discard", "returned", "creature_bag", "building_bag", "display", "dice"):
        _list(s[k], k)


def _shape_display(s: dict[str, Any], players: list[str], c: Components) -> None:
    """The action board: a card (with its tile and creatures) per slot, at most."""
    for i, d in enumerate(s["display"]):
        d = _dict(d, f"display[{i}]", frozenset(["card", "tile", "creatures"]))
        if "card" not in d:
            raise _err(f"display[{i}].card", "missing", "missing")
        d.setdefault("tile", None)
        _list(d.setdefault("creatures", []), f"display[{i}].creatures")
    if len(s["display"]) > c.slots[len(players)]:
        raise _err(
            "display",
            "more cards than slots",
            "out_of_range",
            value=len(s["display"]),
            lo=0,
            hi=c.slots[len(players)],
        )


def _shape_hand(s: dict[str, Any]) -> None:
    h = _opt_dict(s["hand"], "hand", frozenset(["card", "tile", "creatures"]))
    if h is not None:
        if "card" not in h:
            raise _err("hand.card", "missing", "missing")
        h.setdefault("tile", None)
        _list(h.setdefault("creatures", []), "hand.creatures")


def _shape_titans(s: dict[str, Any], c: Components) -> None:
    titans = _dict(s["titans"], "titans", frozenset(c.titans))
    for t, d in titans.items():
        d = _dict(d, f"titans.{t}", frozenset(["holder", "active"]))
        if not isinstance(d.get("active", True), bool):
            raise _err(f"titans.{t}.active", "not true or false", "not_bool", value=d["active"])


def _shape_pending(s: dict[str, Any]) -> None:
    """The choices a step waits on: the Minotaur's, a release, the first player's."""
    m = _opt_dict(s["minotaur"], "minotaur", frozenset(["building", "resume"]))
    if m is not None and "building" not in m:
        raise _err("minotaur.building", "missing", "missing")
    r = _opt_dict(s["release"], "release", frozenset(["choices", "count", "resume"]))
    if r is not None:
        _list(r.setdefault("choices", []), "release.choices")
    if s["first_choice"] is not None:
        _list(s["first_choice"], "first_choice")


def _shape_act(s: dict[str, Any]) -> None:
    act = _opt_dict(s["act"], "act", frozenset(["action", "extra", "started", "blessed", "builds"]))
    if act is None:
        return
    _one_of(
        act.get("action"),
        ("produce", "recruit", "fight", "build"),
        "act.action",
        "not_an_action",
    )
    for k in ("extra", "started", "blessed"):
        if not isinstance(act.setdefault(k, False), bool):
            raise _err(f"act.{k}", "not true or false", "not_bool", value=act[k])
    _int(act.setdefault("builds", 0), "act.builds", 0, 2)


def _shape_player(s: dict[str, Any], p: str) -> None:
    """A player's island and supply: objects, lists and counts."""
    isl = s["islands"][p]
    f0 = f"islands.{p}"
    for k in ("buildings", "creatures", "waiting"):
        _dict(isl[k], f"{f0}.{k}")
    for k in ("tiles", "temples"):
        _list(isl[k], f"{f0}.{k}")
    sp = s["supplies"][p]
    for k in ("hoplites", "orichalcum", "temples", "medallions", "hospital"):
        _int(sp[k], f"supplies.{p}.{k}")
    for k in ("captured", "titans"):
        _list(sp[k], f"supplies.{p}.{k}")


def _display_lasts(s: dict[str, Any], players: list[str]) -> None:
    """The action board is refilled only when the round ends: it must hold a
    card for every player still to take one this round (else a turn with no
    card to take: a dead game)."""
    step = s["step"]
    if step == "finished":
        return
    n = len(players)
    if step == "first":
        need = n  # the next round starts after the choice, on this board
    else:
        k = (players.index(s["turn"]) - players.index(s["first_player"])) % n
        need = n - 1 - k + (1 if step in ("metropolis", "card") else 0)
    if len(s["display"]) < need:
        raise _err(
            "display",
            f"{len(s['display'])} cards on the action board, {need} players still take one "
            "this round (it is refilled when the round ends)",
            "display_short",
            count=len(s["display"]),
            need=need,
        )


def _steps(s: dict[str, Any], players: list[str]) -> None:
    """What each step needs (the card taken, a choice to make…)."""
    step, p = s["step"], s["turn"]
    has_metro = s["islands"][p]["metropolis"] is not None
    if step == "metropolis" and has_metro:
        raise _err("step", f"{p}'s metropolis is already placed", "metropolis_placed", player=p)
    if step != "metropolis" and step != "finished" and not has_metro and step != "first":
        raise _err(f"islands.{p}.metropolis", "missing: placed before the first turn", "missing")
    if step == "tile" and (s["hand"] is None or s["hand"]["tile"] is None):
        raise _err("hand.tile", "step tile needs the tile taken", "missing")
    if step == "discard" and len(players) != 2:
        raise _err("step", "only two players discard a card", "discard_two_players", value=step)
    if step == "release":
        _step_release(s, p)
    if step == "minotaur":
        m = _dict(s["minotaur"], "minotaur", frozenset(["building", "resume"]))
        m.setdefault("resume", "action")
        _one_of(m["resume"], ("action",), "minotaur.resume", "not_a_step")
    if step == "first":
        _step_first(s, players)
    if (
        step in ("action", "extra")
        and s["act"] is not None
        and s["act"].get("extra") is False
        and s["hand"] is None
    ):
        raise _err("hand", "phase 3 needs the card taken", "missing")


def _step_release(s: dict[str, Any], p: str) -> None:
    """A release: titans ``p`` holds to choose from, how many, the step after."""
    r = _dict(s["release"], "release", frozenset(["choices", "count", "resume"]))
    held = s["supplies"][p]["titans"]
    for i, t in enumerate(_list(r.get("choices"), "release.choices")):
        if t not in held:
            raise _err(
                f"release.choices[{i}]",
                f"{p} does not hold {t}",
                "not_held",
                value=t,
                player=p,
            )
    _int(r.get("count"), "release.count", 1, len(r["choices"]))
    _one_of(r.get("resume"), ("action", "tile"), "release.resume", "not_a_step")


def _step_first(s: dict[str, Any], players: list[str]) -> None:
    """The first player token's holder chooses among the other players."""
    for i, q in enumerate(_list(s["first_choice"], "first_choice")):
        if q == s["first_player"]:  # the holder passes it to another player
            raise _err(f"first_choice[{i}]", f"{q} holds the token", "holds_first", player=q)
        _one_of(q, players, f"first_choice[{i}]", "not_a_player")
    if not s["first_choice"]:
        raise _err("first_choice", "nobody to choose", "missing")


def _check(
    s: dict[str, Any],
    data: dict[str, Any],
    given: set[str],
    players: list[str],
    player: _Player,
    c: Components,
) -> None:
    """Types, known ids, each component in exactly one place (the file's places win)."""
    if s["step"] == "finished":
        player(s.get("winner"), "winner")
    for i, f in enumerate(_list(s["dice"], "dice")):
        if f not in c.dice:
            raise _err(f"dice[{i}]", f"{f!r} is not a die face", "not_a_face", value=f)
    places = _Places()
    # 1. what the file gives
    for p in players:
        _check_island(s, p, p in _dict(data.get("islands", {}), "islands"), places, c)
        _check_supply(s, p, p in _dict(data.get("supplies", {}), "supplies"), places, c)
    _titan_holders(s, players, c)
    # 2. the zones the file gives first, then those the deal filled
    for from_file in (True, False):
        for key, items in _ZONES.items():
            if (key in given) == from_file:
                items(s, key, places, c, from_file)
    # drop from the dealt places what the file put elsewhere; put back what is nowhere
    drop = set(places.dealt_drop)
    if drop:
        _drop(s, drop, given, c)
    _home_the_rest(s, places, c)
    _check_taken(s)


def _check_taken(s: dict[str, Any]) -> None:
    """Steps tile and action play the card taken (an extra action needs none)."""
    if (
        s["step"] in ("tile", "action")
        and s["hand"] is None
        and not (s["act"] and s["act"].get("extra"))
    ):
        raise _err("hand", f"step {s['step']} needs the card taken", "missing")
    if s["step"] == "action" and s["act"] is not None:
        _dict(s["act"], "act", frozenset(["action", "extra", "started", "blessed", "builds"]))


class _Places:
    """Where each component lies: (kind, id) -> field. The file's places come
    first; a dealt place of a component the file names is dropped."""

    def __init__(self) -> None:
        self.at: dict[tuple[str, str], str] = {}
        self.dealt_drop: list[tuple[str, str]] = []

    def put(self, kind: str, ident: Any, field: str, known: Any, from_file: bool) -> None:
        if not isinstance(ident, str) or ident not in known:
            raise _err(field, f"{ident!r} is not a {kind}", NOT_A[kind], value=ident)
        key = (kind, ident)
        if key in self.at:
            if from_file:
                raise _err(
                    field,
                    f"{ident} is already at {self.at[key]}",
                    "elsewhere",
                    value=ident,
                    where=self.at[key],
                )
            self.dealt_drop.append(key)
            return
        self.at[key] = field


def _check_island(s: dict[str, Any], p: str, src: bool, places: _Places, c: Components) -> None:
    """``p``'s island: the metropolis, the tiles on free zones, what stands on them."""
    isl = s["islands"][p]
    f0 = f"islands.{p}"
    side = c.islands[isl["board"]][isl["side"]]
    covered = _check_metropolis(isl["metropolis"], f0, side)
    for i, t in enumerate(_list(isl["tiles"], f"{f0}.tiles")):
        _check_tile(t, f"{f0}.tiles[{i}]", side, covered, places, c, src)
    isl["covered"] = covered
    for z, b in _dict(isl["buildings"], f"{f0}.buildings").items():
        if z not in covered:
            raise _err(f"{f0}.buildings.{z}", "not a covered zone", "not_free", value=z)
        places.put("building", b, f"{f0}.buildings.{z}", c.buildings, src)
    for i, t in enumerate(_list(isl["temples"], f"{f0}.temples")):
        if len(_list(t, f"{f0}.temples[{i}]")) != 4 or any(z not in covered for z in t):
            raise _err(f"{f0}.temples[{i}]", "4 covered zones", "not_a_diamond", value=t)
    _check_creatures(isl, f0, covered, places, c, src)


def _check_metropolis(met: Any, f0: str, side: Side) -> dict[str, list[str]]:
    """The zones the metropolis covers: a port zone and a zone next to it."""
    covered: dict[str, list[str]] = {}
    if met is None:
        return covered
    met = _list(met, f"{f0}.metropolis")
    if (
        len(met) != 2
        or not all(isinstance(z, str) for z in met)
        or met[0] not in side.ports
        or met[1] not in side.neighbours[met[0]]
    ):
        raise _err(f"{f0}.metropolis", "a port zone and a zone next to it", "not_a_port", value=met)
    for z in met:
        covered[z] = ["metropolis", "metropolis"]
    return covered


def _check_tile(
    t: Any,
    f: str,
    side: Side,
    covered: dict[str, list[str]],
    places: _Places,
    c: Components,
    src: bool,
) -> None:
    """A placed tile: ``[tile, [zones]]``, one free zone of the island per cell."""
    t = _list(t, f)
    if len(t) != 2:
        raise _err(f, "[tile, [zones]]", "bad_tile", value=t)
    places.put("tile", t[0], f"{f}[0]", c.tiles, src)
    terr = c.tiles[t[0]]["terrains"]
    zones = _list(t[1], f"{f}[1]")
    if len(zones) != len(terr):
        raise _err(
            f"{f}[1]",
            "one zone per cell",
            "zones_for_tile",
            count=len(zones),
            need=len(terr),
        )
    for j, z in enumerate(zones):
        if not isinstance(z, str) or z not in side.axial or z in covered:
            raise _err(f"{f}[1][{j}]", f"{z!r} is not a free zone", "zone_taken", value=z)
        covered[z] = [terr[j], t[0]]


def _check_creatures(
    isl: dict[str, Any],
    f0: str,
    covered: dict[str, list[str]],
    places: _Places,
    c: Components,
    src: bool,
) -> None:
    """Creatures on the island's volcanoes, and the hoplites waiting by them."""
    for z, cr in _dict(isl["creatures"], f"{f0}.creatures").items():
        if covered.get(z, [None])[0] != "volcano":
            raise _err(f"{f0}.creatures.{z}", "creatures live on volcanoes", "not_volcano", value=z)
        places.put("creature", cr, f"{f0}.creatures.{z}", c.creatures, src)
    for z, n in _dict(isl["waiting"], f"{f0}.waiting").items():
        _int(n, f"{f0}.waiting.{z}", 1, 3)
        if z not in isl["creatures"]:
            raise _err(f"{f0}.waiting.{z}", "hoplites wait by a creature", "no_creature", value=z)


def _check_supply(s: dict[str, Any], p: str, src: bool, places: _Places, c: Components) -> None:
    """``p``'s counts, captured creatures and titans."""
    sp = s["supplies"][p]
    fs = f"supplies.{p}"
    for k in ("hoplites", "orichalcum", "temples", "medallions", "hospital"):
        _int(sp[k], f"{fs}.{k}")
    for i, cr in enumerate(_list(sp["captured"], f"{fs}.captured")):
        places.put("creature", cr, f"{fs}.captured[{i}]", c.creatures, src)
    for i, t in enumerate(_list(sp["titans"], f"{fs}.titans")):
        places.put("titan", t, f"{fs}.titans[{i}]", c.titans, True)


def _titan_holders(s: dict[str, Any], players: list[str], c: Components) -> None:
    """Each titan's holder: the player whose supply holds it (or nobody)."""
    titans = _dict(s["titans"], "titans")
    for t in c.titans:
        holder = next((p for p in players if t in s["supplies"][p]["titans"]), None)
        d = titans.get(t) or {}
        titans[t] = {"holder": holder, "active": bool(d.get("active", True))}


def _home_the_rest(s: dict[str, Any], places: _Places, c: Components) -> None:
    """What lies nowhere goes home: a tile to its pile, a creature or a building
    to its bag, a card to the deck (the bags sorted)."""
    for kind, known, home in (
        ("tile", c.tiles, None),
        ("creature", c.creatures, "creature_bag"),
        ("building", c.buildings, "building_bag"),
        ("card", c.cards, "deck"),
    ):
        for ident in sorted(known):
            if (kind, ident) in places.at:
                continue
            if home is None:
                s["piles"][str(c.tiles[ident]["size"])].append(ident)
            else:
                s[home].append(ident)
    s["creature_bag"].sort()
    s["building_bag"].sort()


# ------------------------------------------------------------ zones: where components lie

#: What a card on the action board or in hand carries.
CARD_KEYS = frozenset(["card", "tile", "creatures"])


def _card_items(d: dict[str, Any], f: str, places: _Places, c: Components, from_file: bool) -> None:
    """A card, the tile on it (if any) and the creatures on the tile."""
    places.put("card", d["card"], f"{f}.card", c.cards, from_file)
    if d.get("tile") is not None:
        places.put("tile", d["tile"], f"{f}.tile", c.tiles, from_file)
    for i, cr in enumerate(_list(d.get("creatures", []), f"{f}.creatures")):
        places.put("creature", cr, f"{f}.creatures[{i}]", c.creatures, from_file)


def _zone_hand(s: dict[str, Any], key: str, places: _Places, c: Components, ff: bool) -> None:
    if s["hand"] is not None:
        _card_items(_dict(s["hand"], "hand", CARD_KEYS), "hand", places, c, ff)


def _zone_display(s: dict[str, Any], key: str, places: _Places, c: Components, ff: bool) -> None:
    for i, d in enumerate(_list(s["display"], "display")):
        _card_items(_dict(d, f"display[{i}]", CARD_KEYS), f"display[{i}]", places, c, ff)


def _zone_building_board(
    s: dict[str, Any], key: str, places: _Places, c: Components, ff: bool
) -> None:
    bb = _list(s["building_board"], "building_board")
    n = len(c.building_slots)
    _count(bb, n, "building_board", f"{n} slot{'' if n == 1 else 's'}")
    for i, d in enumerate(bb):
        d = _dict(d, f"building_board[{i}]", frozenset(["building", "resource"]))
        b = d.setdefault("building", None)
        if b is not None:
            places.put("building", b, f"building_board[{i}].building", c.buildings, ff)
        kind = c.buildings.get(b) if isinstance(b, str) else None
        hi = 1 if kind in ("mine", "camp") else 0
        _int(d.setdefault("resource", 0), f"building_board[{i}].resource", 0, hi)


def _zone_minotaur(s: dict[str, Any], key: str, places: _Places, c: Components, ff: bool) -> None:
    if s["minotaur"] is not None:
        places.put("building", s["minotaur"]["building"], "minotaur.building", c.buildings, ff)


def _zone_piles(s: dict[str, Any], key: str, places: _Places, c: Components, ff: bool) -> None:
    piles = _dict(s["piles"], "piles", frozenset(["1", "2", "3"]))
    for size, v in piles.items():
        for i, t in enumerate(_list(v, f"piles.{size}")):
            places.put("tile", t, f"piles.{size}[{i}]", c.tiles, ff)


def _zone_list(s: dict[str, Any], key: str, places: _Places, c: Components, ff: bool) -> None:
    """A plain list of one kind: returned tiles, a deck, a bag."""
    kind, known = {
        "returned": ("tile", c.tiles),
        "deck": ("card", c.cards),
        "discard": ("card", c.cards),
        "creature_bag": ("creature", c.creatures),
        "building_bag": ("building", c.buildings),
    }[key]
    for i, x in enumerate(_list(s[key], key)):
        places.put(kind, x, f"{key}[{i}]", known, ff)


#: The zones whose components ``_check`` places, in this order.
_ZONES: dict[str, Callable[[dict[str, Any], str, _Places, Components, bool], None]] = {
    "hand": _zone_hand,
    "display": _zone_display,
    "building_board": _zone_building_board,
    "minotaur": _zone_minotaur,
    "returned": _zone_list,
    "discard": _zone_list,
    "piles": _zone_piles,
    "deck": _zone_list,
    "creature_bag": _zone_list,
    "building_bag": _zone_list,
}


def _drop(s: dict[str, Any], drop: set[tuple[str, str]], given: set[str], c: Components) -> None:
    """Take out of the dealt places what the file put elsewhere. What lay on a
    dealt card or tile taken out goes home (a tile under its pile, a creature
    to the bag), never lost: each component stays in exactly one place."""
    if "display" not in given:
        s["display"] = _drop_display(s, drop, c)
    if "building_board" not in given:
        for d in s["building_board"]:
            if d["building"] and ("building", d["building"]) in drop:
                d["building"], d["resource"] = None, 0
    for key, kind in (
        ("deck", "card"),
        ("discard", "card"),
        ("returned", "tile"),
        ("creature_bag", "creature"),
        ("building_bag", "building"),
    ):
        if key not in given:
            s[key] = [x for x in s[key] if (kind, x) not in drop]
    if "piles" not in given:
        for k in s["piles"]:
            s["piles"][k] = [x for x in s["piles"][k] if ("tile", x) not in drop]


def _drop_display(
    s: dict[str, Any], drop: set[tuple[str, str]], c: Components
) -> list[dict[str, Any]]:
    """The dealt action board less what the file put elsewhere (what lay on it goes home)."""

    def home(tile: str | None, creatures: list[str]) -> None:
        if tile and ("tile", tile) not in drop:
            s["piles"][str(c.tiles[tile]["size"])].append(tile)
        s["creature_bag"].extend(x for x in creatures if ("creature", x) not in drop)

    keep = []
    for d in s["display"]:
        if ("card", d["card"]) in drop:
            home(d["tile"], d["creatures"])
            continue
        if d["tile"] and ("tile", d["tile"]) in drop:
            home(None, d["creatures"])  # no tile left for them to stand on
            d["tile"], d["creatures"] = None, []
        d["creatures"] = [x for x in d["creatures"] if ("creature", x) not in drop]
        keep.append(d)
    return keep


def replay(st: GameState, moves: list[Any]) -> GameState:
    """Apply ``moves`` in order; an illegal one raises ``IllegalMove`` with
    ``index`` (from 1, as Oriflamme's: the command line's «move 1»)."""
    for i, m in enumerate(moves, 1):
        if not isinstance(m, str):
            raise _err(f"moves[{i - 1}]", f"{m!r} is not a move line", "not_a_move_line", value=m)
        try:
            st.apply(m)
        except IllegalMove as e:
            e.index = i  # type: ignore[attr-defined]  # 1-based, as Oriflamme's (docs/protocol.md)
            raise
    return st


def load_scenario(source: str | Path | dict[str, Any]) -> GameState:
    """Read, check and build a scenario, then play its ``moves``."""
    data = read_scenario(source, error=ScenarioError) if not isinstance(source, dict) else source
    st = build_state(data)
    return replay(st, _list(data.get("moves", []), "moves"))


def new_game(
    players: list[str] | tuple[str, ...],
    seed: int | str | None = None,
    *,
    islands: dict[str, dict[str, str]] | None = None,
    first_player: str | None = None,
) -> GameState:
    """Deal a new game of 2 to 4 players (``islands``: ``{p: {board, side}}``)."""
    data: dict[str, Any] = {"game": GAME, "players": list(players)}
    data["seed"] = random.randrange(2**32) if seed is None else seed
    if islands:
        data["islands"] = islands
    if first_player:
        data["first_player"] = first_player
    return build_state(data)


def dumps(st: GameState) -> str:
    return json.dumps(st.to_json(), ensure_ascii=False, indent=1)


def to_scenario(state: GameState) -> dict[str, Any]:
    """The position as a scenario (``to_json`` without the derived keys)."""
    data: dict[str, Any] = dict(state.to_json())
    for derived in ("pending", "finished", "winners", "scores"):
        data.pop(derived, None)
    return data
