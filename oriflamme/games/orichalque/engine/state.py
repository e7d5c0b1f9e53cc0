"""Orichalque's game state: the same public shape as Oriflamme's ``GameState``.

``pending`` says who decides what, ``legal_moves()`` lists exactly the moves
``apply`` accepts (docs/protocol-orichalque.md), ``apply`` returns the events
(plain dicts with an ``event`` code) or raises ``IllegalMove`` leaving the state
untouched, ``undo()`` steps back, ``copy()`` is independent, ``to_json()`` works
at every decision and ``view(player)`` hides what the player may not see.

The state is one plain JSON dict (``self.s``); all randomness comes from
``seed`` and the ``draws`` counter kept in it, or from ``dice`` fixed ahead.
"""

from __future__ import annotations

import random
from typing import Any

from oriflamme.core.decisions import Pending
from oriflamme.core.moves import quote_move

from .components import LAND, Components, Side, components_for, rotations
from .errors import IllegalMove
from .notation import canonical, diagnose, read_move_line

GAME = "orichalque"
STEPS = (
    "metropolis",
    "card",
    "tile",
    "action",
    "extra",
    "discard",
    "release",
    "minotaur",
    "first",
    "finished",
)
#: The decision each step asks for (``pending.decision``).
DECISION = {
    "metropolis": "metropolis",
    "card": "card",
    "tile": "tile",
    "action": "action",
    "extra": "extra",
    "discard": "discard",
    "release": "release",
    "minotaur": "minotaur",
    "first": "first_player",
}
BLESSING = {"produce": "hyperion", "recruit": "tethys", "fight": "kronos", "build": "rhea"}


def clone(x: Any) -> Any:
    """A deep copy of plain JSON data (dicts, lists, scalars)."""
    t = type(x)
    if t is dict:
        return {k: clone(v) for k, v in x.items()}
    if t is list:
        return [clone(v) for v in x]
    return x


class GameState:
    """A game of Orichalque at a decision point (or finished)."""

    __slots__ = ("_events", "_history", "_legal", "c", "custom", "opening", "s")

    def __init__(
        self,
        s: dict[str, Any],
        history: bool = True,
        custom: dict[str, Any] | None = None,
        c: Components | None = None,
    ):
        self.s = s
        #: the scenario's own ``components`` section (None: the package data);
        #: it never changes during a game, so it lives outside ``s`` (no copy per move)
        self.custom = custom
        self.c: Components = c if c is not None else components_for(custom)
        self._legal: list[str] | None = None
        self._events: list[dict[str, Any]] = []
        self._history: list[tuple[str, dict[str, Any]]] | None = [] if history else None
        self.opening: tuple[Any, ...] = ()

    # ------------------------------------------------------------ reading

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self.s["players"])

    @property
    def finished(self) -> bool:
        step: str = self.s["step"]
        return step == "finished"

    @property
    def winners(self) -> list[str]:
        return [self.s["winner"]] if self.s.get("winner") else []

    def side(self, p: str) -> Side:
        i = self.s["islands"][p]
        return self.c.islands[i["board"]][i["side"]]

    def points(self, p: str) -> int:
        sp = self.s["supplies"][p]
        points: int = len(sp["titans"]) + sp["temples"] + sp["medallions"]
        return points

    def scores(self) -> dict[str, int]:
        return {p: self.points(p) for p in self.s["players"]}

    def count_buildings(self, p: str, kind: str) -> int:
        kinds = self.c.buildings
        isl = self.s["islands"][p]
        n = sum(1 for b in isl["buildings"].values() if kinds[b] == kind)
        if kind in ("mine", "camp") and isl["metropolis"]:
            n += 1  # the metropolis holds a mine and a training camp (verified)
        return n

    # ------------------------------------------------------------ decisions

    @property
    def pending(self) -> Pending | None:
        s = self.s
        if s["step"] == "finished":
            return None
        return Pending(self.decider(), DECISION[s["step"]], self.legal_moves())

    def decider(self) -> str:
        s = self.s
        if s["step"] == "first":
            first: str = s["first_player"]
            return first
        turn: str = s["turn"]
        return turn

    def legal_moves(self) -> list[str]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[str]:
        s = self.s
        step, p = s["step"], s["turn"]
        if step == "finished":
            return []
        if step == "metropolis":
            side = self.side(p)
            return [f"metropolis {z} {n}" for z in side.ports for n in sorted(side.neighbours[z])]
        if step == "card":
            have = s["supplies"][p]["hoplites"]
            return [f"take {k + 1}" for k in range(len(s["display"])) if self.c.costs[k] <= have]
        if step == "tile":
            return sorted(self.placements(p, s["hand"]["tile"]))
        if step == "action":
            return self._action_moves(p)
        if step == "extra":
            return [*self._extra_moves(p), "pass"]
        if step == "discard":
            return [f"discard {k + 1}" for k in range(len(s["display"]))]
        if step == "release":
            return [f"release {t}" for t in s["release"]["choices"]]
        if step == "minotaur":
            b = s["minotaur"]["building"]
            return [f"minotaur {z}" for z in self.build_zones(p, None, b)] + ["decline"]
        if step == "first":
            return [f"first {q}" for q in s["first_choice"]]
        raise AssertionError(step)

    # ------------------------------------------------------------ geometry

    def placements(self, p: str, tile: str) -> dict[str, frozenset[tuple[str, str]]]:
        """Legal ``place …`` moves of ``tile`` on ``p``'s island → zone/terrain sets."""
        side = self.side(p)
        covered = self.s["islands"][p]["covered"]
        t = self.c.tiles[tile]
        terrains = t["terrains"]
        seen: dict[frozenset[tuple[str, str]], str] = {}
        at, nb = side.at, side.neighbours
        for cells in rotations(t["shape"]):
            for q0, r0 in side.axial.values():
                zones = []
                for dq, dr in cells:
                    z = at.get((q0 + dq, r0 + dr))
                    if z is None or z in covered:
                        break
                    zones.append(z)
                else:
                    if not any(n in covered for z in zones for n in nb[z]):
                        continue
                    key = frozenset(zip(zones, terrains, strict=True))
                    if key not in seen:
                        seen[key] = "place " + " ".join(zones)
        return {m: k for k, m in seen.items()}

    def free_terrain(self, p: str, z: str) -> str | None:
        """The terrain of a free zone (tile, no building, temple or creature), else None."""
        return self.free_map(p).get(z)

    def free_map(self, p: str) -> dict[str, str]:
        """Every free zone of ``p``'s island and its terrain (volcano: an empty one)."""
        isl = self.s["islands"][p]
        taken = set(isl["buildings"]) | set(isl["creatures"])
        for t in isl["temples"]:
            taken.update(t)
        return {
            z: cov[0]
            for z, cov in isl["covered"].items()
            if cov[0] != "metropolis" and z not in taken
        }

    def next_to_creature(self, p: str, z: str) -> bool:
        cr = self.s["islands"][p]["creatures"]
        return any(n in cr for n in self.side(p).neighbours[z])

    def near_creatures(self, p: str) -> set[str]:
        """The zones next to a creature on ``p``'s island."""
        nb = self.side(p).neighbours
        out: set[str] = set()
        for z in self.s["islands"][p]["creatures"]:
            out |= nb[z]
        return out

    def build_zones(self, p: str, terrain: str | None, building: str) -> list[str]:
        """Zones where ``p`` may build ``building`` (on ``terrain``; None: any)."""
        crystal = self.count_buildings(p, "crystal") > 0 and self.c.buildings[building] != "crystal"
        out = []
        free = self.free_map(p)
        near = set() if crystal else self.near_creatures(p)
        for z in self.side(p).zones:
            t = free.get(z)
            if t is None or (terrain is not None and t != terrain and t != "volcano"):
                continue
            if z in near:
                continue
            out.append(z)
        return out

    def temples(self, p: str) -> list[str]:
        """Legal ``temple a b c d`` moves (zones sorted)."""
        s = self.s
        if s["supply"]["temples"] <= 0 or s["supply"]["victory_tokens"] <= 0:
            return []
        side = self.side(p)
        crystal = self.count_buildings(p, "crystal") > 0
        pairs = 1 if self.count_buildings(p, "architect") > 0 else 0
        free = self.free_map(p)
        near = set() if crystal else self.near_creatures(p)
        ok = {z for z, t in free.items() if t is not None and z not in near}
        out = set()
        nb = side.neighbours
        for a in ok:
            for b in nb[a] & ok:
                if b < a:
                    continue
                common = sorted(nb[a] & nb[b] & ok)
                if len(common) != 2:
                    continue
                zones = sorted([a, b, *common])
                land = [free[z] for z in zones if free[z] != "volcano"]
                if len(land) - len(set(land)) <= pairs and all(land.count(t) <= 2 for t in land):
                    out.add("temple " + " ".join(zones))
        return sorted(out)

    def build_moves(self, p: str) -> list[str]:
        s = self.s
        out = []
        for k, slot in enumerate(s["building_board"]):
            b = slot["building"]
            if b is not None:
                out += [
                    f"build {k + 1} {z}" for z in self.build_zones(p, self.c.building_slots[k], b)
                ]
        out += self.temples(p)
        if s["supplies"][p]["orichalcum"] >= self.c.medallion and s["supply"]["victory_tokens"] > 0:
            out.append("medallion")
        return out

    def fight_moves(self, p: str, blessing: bool) -> list[str]:
        isl = self.s["islands"][p]
        have = self.s["supplies"][p]["hoplites"]
        out = []
        for z in sorted(isl["creatures"]):
            w = isl["waiting"].get(z, 0)
            out += [f"fight {z} {n}" for n in range(min(3 - w, have) + 1)]
            if blessing:
                out.append(f"fight {z} bless")
        return out

    def blessing(self, p: str, action: str) -> bool:
        t = BLESSING[action]
        return t in self.s["supplies"][p]["titans"] and self.s["titans"][t]["active"]

    def _action_moves(self, p: str) -> list[str]:
        act = self.s["act"]
        a = act["action"]
        bless = self.blessing(p, a) and not act["blessed"]
        if a in ("produce", "recruit"):
            out = [a] + ([f"{a} bless"] if bless else [])
        elif a == "fight":
            out = self.fight_moves(p, bless)
        elif a == "build":
            out = self.build_moves(p)
        else:  # pragma: no cover
            raise AssertionError(a)
        if not act["extra"] or act["started"]:
            out.append("pass")
        return out

    def action_possible(self, p: str, a: str) -> bool:
        if a == "fight":
            return bool(self.s["islands"][p]["creatures"])
        if a == "build":
            return bool(self.build_moves(p))
        return True

    def extra_cost(self, p: str, pay: str) -> int:
        """What an extra action paid with ``pay`` costs ``p`` (statues: 1 hoplite less)."""
        statues = pay == "hoplites" and self.count_buildings(p, "statues") > 0
        return int(self.c.extra[pay]["cost"]) - (1 if statues else 0)

    def _extra_moves(self, p: str) -> list[str]:
        sp = self.s["supplies"][p]
        out = []
        possible: dict[str, bool] = {}
        statues = self.count_buildings(p, "statues") > 0  # as extra_cost, counted once
        for pay, rule in self.c.extra.items():
            cost = rule["cost"] - (1 if pay == "hoplites" and statues else 0)
            have = len(sp["captured"]) if pay == "creatures" else sp[pay]
            if have < cost:
                continue
            for a in rule["actions"]:
                if a not in possible:
                    possible[a] = self.action_possible(p, a)
                if possible[a]:
                    out.append(f"extra {a} {pay}")
        return out

    def extra_futile(self, p: str, a: str, pay: str) -> bool:
        """O6: once ``p`` has paid ``pay`` for an extra ``a``, can that action do
        nothing here? (6 orichalcum and a medallion the only build: paying 2
        leaves 4.) The move stays legal; the board and the log say so before
        the payment (``move_info``)."""
        sim = self.copy()
        sim._events = []
        sim._pay_extra(p, pay)
        return sim._nothing_to_do(p, a)

    def _nothing_to_do(self, p: str, a: str) -> bool:
        """Can the action ``a`` do nothing for ``p`` now (O6)?"""
        if a == "build":
            return not self.build_moves(p)
        if a == "fight":
            return not self.s["islands"][p]["creatures"]
        return bool(self.s["supply"]["orichalcum" if a == "produce" else "hoplites"] <= 0)

    def move_info(self, move: str) -> dict[str, Any]:
        """What the board needs to label a legal ``move`` without computing rules:
        ``verb``; for ``extra ACTION PAYMENT`` also ``action``, ``payment``,
        ``cost`` (what ``p`` gives) and ``futile`` (O6: the paid action can do
        nothing here). ``futile`` is False for every other move."""
        parts = move.split()
        info: dict[str, Any] = {"move": move, "verb": parts[0] if parts else "", "futile": False}
        if parts[:1] == ["extra"] and self.s["step"] == "extra" and move in self.legal_moves():
            p, a, pay = self.s["turn"], parts[1], parts[2]
            info.update(
                action=a,
                payment=pay,
                cost=self.extra_cost(p, pay),
                futile=self.extra_futile(p, a, pay),
            )
        return info

    # ------------------------------------------------------------ applying

    def apply(self, move: str, player: str | None = None) -> list[dict[str, Any]]:
        """Play ``move`` for the pending decision; return the events it caused."""
        legal = self.legal_moves()
        if self.finished:
            raise IllegalMove("game_finished", "the game is over", quote_move(move))
        decider = self.decider()
        if player is not None and player != decider:
            detail = f"{decider} decides now, not {player}"
            raise IllegalMove("not_your_turn", detail, quote_move(move), legal)
        # A listed move as it is, else the notation's one rule (docs/protocol.md).
        text = move if type(move) is str and move in legal else read_move_line(move, legal)
        if text not in legal:
            text = canonical(text)
        if text not in legal and text.startswith("place "):
            text = self._canonical_place(text) or text
        if text not in legal:
            raise self._diagnose(text, legal)
        if self._history is not None:
            self._history.append((text, clone(self.s)))
        events: list[dict[str, Any]] = []
        self._events = events
        self._legal = None
        self._do(text)
        self._advance()
        self._legal = None
        self._events = []
        return events

    def undo(self) -> str:
        if not self._history:
            raise IndexError("nothing to undo")
        text, snap = self._history.pop()
        self.s = snap
        self._legal = None
        return text

    @property
    def move_stack(self) -> list[str]:
        return [m for m, _ in self._history or ()]

    def emit(self, event: str, **data: Any) -> None:
        self._events.append({"event": event, **data})

    def _canonical_place(self, text: str) -> str | None:
        """``place`` with the zones in another order of the same tile cells."""
        p = self.s["turn"]
        if self.s["step"] != "tile":
            return None
        zones = text.split()[1:]
        terr = self.c.tiles[self.s["hand"]["tile"]]["terrains"]
        if len(zones) != len(terr):
            return None
        key = frozenset(zip(zones, terr, strict=True))
        for m, k in self.placements(p, self.s["hand"]["tile"]).items():
            if k == key:
                return m
        return None

    # -- randomness

    def rand(self, n: int) -> int:
        s = self.s
        s["draws"] += 1
        return random.Random(s["seed"] * 1_000_003 + s["draws"]).randrange(n)

    def draw(self, name: str) -> str | None:
        """A token drawn from the bag ``name`` (``creature_bag``, ``building_bag``):
        the next one ``next_draws`` names if it is in the bag, else at random."""
        s = self.s
        bag = s[name]
        fixed = s["next_draws"].get(name)
        while fixed:
            t = fixed.pop(0)
            if t in bag:
                bag.remove(t)
                return str(t)
        return str(bag.pop(self.rand(len(bag)))) if bag else None

    def roll(self) -> Any:
        fixed = self.s["dice"]
        if fixed:
            return fixed.pop(0)
        return self.c.dice[self.rand(len(self.c.dice))]

    # -- resources

    def gain(self, p: str, kind: str, n: int, why: str, source: str | None = None) -> None:
        """``p`` takes ``n`` of ``kind`` from the general supply (what is left of it);
        ``source``: the status of the data the gain comes from (``aid``: the log
        names the player aid)."""
        n = min(n, self.s["supply"][kind])
        if n > 0:
            self.s["supply"][kind] -= n
            self.s["supplies"][p][kind] += n
            extra = {} if source is None else {"source": source}
            self.emit("gained", player=p, resource=kind, count=n, reason=why, **extra)

    def pay(self, p: str, kind: str, n: int, why: str, **extra: Any) -> None:
        """``p`` gives ``n`` of ``kind`` back to the general supply (``extra``:
        more for the event, e.g. the statues that made an extra action cheaper)."""
        self.s["supplies"][p][kind] -= n
        self.s["supply"][kind] += n
        if n:
            self.emit("paid", player=p, resource=kind, count=n, reason=why, **extra)

    # -- the moves

    def _do(self, text: str) -> None:
        s = self.s
        p = s["turn"]
        parts = text.split()
        verb = parts[0]
        step = s["step"]
        if step == "metropolis":
            self._metropolis(p, parts[1], parts[2])
            s["step"] = "card"
        elif step == "card":
            self._take(p, int(parts[1]) - 1)
        elif step == "tile":
            self._place_tile(p, parts[1:])
        elif step == "action":
            if verb == "pass":
                self._end_action(p)
            else:
                self._act(p, parts)
        elif step == "extra":
            if verb == "pass":
                self._end_turn_phases(p)
            else:
                self._start_extra(p, parts[1], parts[2])
        elif step == "discard":
            self._discard(p, int(parts[1]) - 1)
        elif step == "release":
            self._release(p, parts[1])
        elif step == "minotaur":
            self._minotaur(p, None if verb == "decline" else parts[1])
        elif step == "first":
            self._give_first(parts[1])

    def _metropolis(self, p: str, port: str, other: str) -> None:
        isl = self.s["islands"][p]
        isl["metropolis"] = [port, other]
        isl["covered"][port] = ["metropolis", "metropolis"]
        isl["covered"][other] = ["metropolis", "metropolis"]
        self.emit("metropolis_placed", player=p, zones=[port, other])
        self._ports(p, [port, other])

    def _ports(self, p: str, zones: list[str]) -> None:
        side = self.side(p)
        for z in zones:
            port = side.ports.get(z)
            if port:
                self.emit("port_reached", player=p, zone=z, port=port["name"])
                self.gain(p, "hoplites", port["hoplites"], "port")
                self.gain(p, "orichalcum", port["orichalcum"], "port")

    def _take(self, p: str, k: int) -> None:
        s = self.s
        cost = self.c.costs[k]
        self.pay(p, "hoplites", cost, "card")
        item = s["display"].pop(k)
        s["hand"] = item
        self.emit(
            "card_taken",
            player=p,
            slot=k + 1,
            card=item["card"],
            action=self.c.cards[item["card"]]["action"],
            tile=item["tile"],
            creatures=list(item["creatures"]),
            cost=cost,
        )
        s["step"] = "tile"

    def _place_tile(self, p: str, zones: list[str]) -> None:
        s = self.s
        hand = s["hand"]
        tile = hand["tile"]
        terr = self.c.tiles[tile]["terrains"]
        isl = s["islands"][p]
        for z, t in zip(zones, terr, strict=True):
            isl["covered"][z] = [t, tile]
        isl["tiles"].append([tile, list(zones)])
        hand["tile"] = None
        self.emit("tile_placed", player=p, tile=tile, zones=list(zones), terrains=list(terr))
        creatures = hand["creatures"]
        hand["creatures"] = []
        for z, t in zip(zones, terr, strict=True):
            if t == "volcano" and creatures:
                c = creatures.pop(0)
                isl["creatures"][z] = c
                self.emit("creature_placed", player=p, creature=c, zone=z)
        for c in creatures:  # pragma: no cover - one creature per volcano
            s["creature_bag"].append(c)
        self._ports(p, zones)
        new = []
        for t in sorted({t for t in terr if t in LAND}):
            # O1: each zone's own connected area; two zones of the tile that do
            # not meet through that terrain are two areas, never added together
            counted: set[str] = set()
            for z in [z for z, x in zip(zones, terr, strict=True) if x == t]:
                if z in counted:
                    continue
                area = self.area(p, [z], t)
                counted |= area
                if len(area) >= 3:
                    if self.c.titan_of[t] not in new:
                        new.append(self.c.titan_of[t])
                    self.emit("area", player=p, terrain=t, zones=sorted(area))
        s["step"] = "action"
        self._titans(p, new)

    def area(self, p: str, start: list[str], terrain: str) -> set[str]:
        """The zones of ``terrain`` connected to ``start`` through neighbouring zones
        of that terrain (O1); a zone under a building or a temple is not terrain
        and cuts the area."""
        nb = self.side(p).neighbours
        seen = set(start)
        todo = list(start)
        while todo:
            z = todo.pop()
            for n in nb[z]:
                if n not in seen and self.free_terrain_or_volcano(p, n) == terrain:
                    seen.add(n)
                    todo.append(n)
        return seen

    def free_terrain_or_volcano(self, p: str, z: str) -> str | None:
        isl = self.s["islands"][p]
        cov = isl["covered"].get(z)
        if cov is None or z in isl["buildings"] or any(z in t for t in isl["temples"]):
            return None
        terrain: str = cov[0]
        return terrain

    def _titans(self, p: str, new: list[str]) -> None:
        """Take the titans of new or extended areas (or a Hydra's), active side up.

        O3: beyond the limit (1 + 1 per oratory) the titans ``p`` held before
        go back first — a titan reactivated or kept by this tile is one of them,
        never a new one («получает нового титана… вместо старого»); the player
        chooses among the old ones if not all must go, or among the newly taken
        ones if even they are too many."""
        s = self.s
        if not new:
            return
        held = s["supplies"][p]["titans"]
        old = list(held)
        for t in new:
            tt = s["titans"][t]
            if tt["holder"] == p:
                if not tt["active"]:
                    tt["active"] = True
                    self.emit("titan_reactivated", player=p, titan=t)
                continue
            if tt["holder"] is not None:
                s["supplies"][tt["holder"]]["titans"].remove(t)
            self.emit("titan_taken", player=p, titan=t, previous=tt["holder"])
            tt["holder"], tt["active"] = p, True
            held.append(t)
        cap = 1 + self.count_buildings(p, "oratory")
        excess = len(held) - cap
        if excess <= 0:
            return
        if len(old) <= excess:
            for t in old:
                self._return_titan(p, t)
            excess -= len(old)
            choices = [t for t in held if t not in old]  # the ones taken now
        else:
            choices = old
        if excess > 0:
            s["release"] = {"choices": sorted(choices), "count": excess, "resume": s["step"]}
            s["step"] = "release"

    def _return_titan(self, p: str, t: str) -> None:
        self.s["supplies"][p]["titans"].remove(t)
        self.s["titans"][t] = {"holder": None, "active": True}
        self.emit("titan_returned", player=p, titan=t)

    def _release(self, p: str, t: str) -> None:
        s = self.s
        self._return_titan(p, t)
        r = s["release"]
        r["count"] -= 1
        r["choices"].remove(t)
        if r["count"] <= 0:
            s["step"] = r["resume"]
            s["release"] = None

    def _act(self, p: str, parts: list[str]) -> None:
        s = self.s
        act = s["act"]
        verb = parts[0]
        act["started"] = True
        bless = parts[-1] == "bless"
        if bless or (verb in ("build", "temple", "medallion") and act["builds"] >= 1):
            titan = BLESSING[act["action"]]
            s["titans"][titan]["active"] = False
            act["blessed"] = True
            self.emit("blessing_used", player=p, titan=titan)
        if verb in ("produce", "recruit"):
            kind, res = ("mine", "orichalcum") if verb == "produce" else ("camp", "hoplites")
            n = self.count_buildings(p, kind) * (2 if bless else 1)
            self.gain(p, res, n, verb)
            self._end_action(p)
        elif verb == "fight":
            self._fight(p, parts[1], None if bless else int(parts[2]))
        else:
            self._build(p, parts)
            act["builds"] += 1
            if act["blessed"] or not self.blessing(p, "build") or not self.build_moves(p):
                self._end_action(p)

    def _fight(self, p: str, z: str, add: int | None) -> None:
        s = self.s
        isl = s["islands"][p]
        c = isl["creatures"][z]
        kind = self.c.creatures[c]
        strength = self.c.creature_kinds[kind]["strength"]
        waiting = isl["waiting"].pop(z, 0)
        if add is None:
            total, faces, won = waiting, [], True
            self.emit(
                "fight",
                player=p,
                creature=c,
                zone=z,
                hoplites=waiting,
                dice=[],
                strength=strength,
                won=True,
                blessing="kronos",
            )
        else:
            self.pay_to_fight(p, add)
            total = waiting + add
            faces = [self.roll() for _ in range(1 + total)]
            skull = {"skull", 3} if self.count_buildings(p, "siege") else {"skull"}
            won = (
                any(f in skull for f in faces)
                or sum(f for f in faces if isinstance(f, int)) >= strength
            )
            self.emit(
                "fight",
                player=p,
                creature=c,
                zone=z,
                hoplites=total,
                dice=faces,
                strength=strength,
                won=won,
            )
        if not won:
            if total:
                isl["waiting"][z] = total
            self._end_action(p)
            return
        del isl["creatures"][z]
        sp = s["supplies"][p]
        sp["captured"].append(c)
        keep = min(total, self.count_buildings(p, "hospital") - sp["hospital"])
        keep = max(keep, 0)
        sp["hospital"] += keep
        s["supply"]["hoplites"] += total - keep
        self.emit("creature_captured", player=p, creature=c, zone=z, hospital=keep)
        reward = self.c.creature_kinds[kind]["reward"]
        loot = self.c.creature_kinds[kind].get("status", "provisional")
        if reward.get("orichalcum"):
            self.gain(p, "orichalcum", reward["orichalcum"], kind, loot)
        arches = self.count_buildings(p, "arch")
        if arches:
            self.gain(p, "orichalcum", arches, "arch", self._building_source("arch"))
        if reward.get("titan"):
            self._titans(p, [c.split("_", 1)[1]])
        if reward.get("building"):
            b = self.draw("building_bag")
            if b is not None:
                self.emit("building_drawn", player=p, building=b, source=loot)
                s["minotaur"] = {"building": b, "resume": s["step"]}
                s["step"] = "minotaur"
        if s["step"] == "action":
            self._after_win(p)

    def _building_source(self, kind: str) -> str:
        """The status of a building kind's effect (``aid``: the player aid)."""
        return str(self.c.building_kinds.get(kind, {}).get("status", "provisional"))

    def pay_to_fight(self, p: str, n: int) -> None:
        self.s["supplies"][p]["hoplites"] -= n
        # they stand by the creature; back to the supply when it is captured

    def _after_win(self, p: str) -> None:
        if not self.s["islands"][p]["creatures"]:
            self._end_action(p)

    def _minotaur(self, p: str, z: str | None) -> None:
        s = self.s
        b = s["minotaur"]["building"]
        resume = s["minotaur"]["resume"]
        s["minotaur"] = None
        if z is None:
            s["building_bag"].append(b)
            s["building_bag"].sort()
            self.emit("building_declined", player=p, building=b)
        else:
            self._put_building(p, b, z, 0, "minotaur")
        s["step"] = resume
        if resume == "release":  # pragma: no cover - a Minotaur gives no titan
            return
        if s["step"] == "action":
            self._after_win(p)

    def _put_building(self, p: str, b: str, z: str, resource: int, why: str) -> None:
        self.s["islands"][p]["buildings"][z] = b
        self.emit("building_built", player=p, building=b, zone=z, reason=why)
        kind = self.c.buildings[b]
        if kind in ("mine", "camp"):
            res = "orichalcum" if kind == "mine" else "hoplites"
            if why == "minotaur":  # at once, from the supply: the player aid's rule
                self.gain(p, res, 1, kind, "aid")
            elif resource:
                self.s["supplies"][p][res] += resource
                self.emit("gained", player=p, resource=res, count=resource, reason=kind)

    def _build(self, p: str, parts: list[str]) -> None:
        s = self.s
        verb = parts[0]
        if verb == "build":
            k = int(parts[1]) - 1
            slot = s["building_board"][k]
            b, res = slot["building"], slot["resource"]
            s["building_board"][k] = {"building": None, "resource": 0}
            self._put_building(p, b, parts[2], res, "build")
        elif verb == "temple":
            s["islands"][p]["temples"].append(parts[1:])
            s["supply"]["temples"] -= 1
            s["supply"]["victory_tokens"] -= 1
            s["supplies"][p]["temples"] += 1
            self.emit("temple_built", player=p, zones=parts[1:])
        else:
            self.pay(p, "orichalcum", self.c.medallion, "medallion")
            s["supply"]["victory_tokens"] -= 1
            s["supplies"][p]["medallions"] += 1
            self.emit("medallion_forged", player=p)

    def _end_action(self, p: str) -> None:
        s = self.s
        act = s["act"]
        sp = s["supplies"][p]
        if sp["hospital"]:
            sp["hoplites"] += sp["hospital"]
            self.emit(
                "hospital_returned",
                player=p,
                count=sp["hospital"],
                source=self._building_source("hospital"),
            )
            sp["hospital"] = 0
        if not act["extra"]:
            s["discard"].append(s["hand"]["card"])
            s["hand"] = None
        s["act"] = None
        if self._extra_moves(p) and s["extras"] < 1 + self.count_buildings(p, "forge"):
            s["step"] = "extra"
        else:
            self._end_turn_phases(p)

    def _start_extra(self, p: str, a: str, pay: str) -> None:
        s = self.s
        s["extras"] += 1
        # O6: whether the paid action can do nothing is known once paid, and said
        # before the payment: its event goes in front of the payment's
        start = len(self._events)
        self._pay_extra(p, pay)
        futile = self._nothing_to_do(p, a)
        event = {"event": "extra_action", "player": p, "action": a, "payment": pay}
        self._events.insert(start, {**event, "futile": futile})
        s["act"] = {"action": a, "extra": True, "started": False, "blessed": False, "builds": 0}
        s["step"] = "action"

    def _pay_extra(self, p: str, pay: str) -> None:
        """Pay for an extra action. With creatures: the two ``extra_creatures``
        names if ``p`` holds both (a scenario sets them; they are used then,
        and kept for their owner while another player pays), else the two
        weakest captured ones (our choice, docs); they go back to the bag."""
        s = self.s
        if pay != "creatures":
            cost = self.extra_cost(p, pay)
            # the statues (the player aid): 1 hoplite less, and the log says why
            statues = cost < int(self.c.extra[pay]["cost"])
            why = {"statues": True, "source": self._building_source("statues")} if statues else {}
            self.pay(p, pay, cost, "extra", **why)
            return
        sp = s["supplies"][p]
        n = self.extra_cost(p, pay)
        chosen = s["extra_creatures"]
        if chosen and len(set(chosen)) == n and all(c in sp["captured"] for c in chosen):
            s["extra_creatures"] = None
        else:
            chosen = sorted(
                sp["captured"],
                key=lambda c: (self.c.creature_kinds[self.c.creatures[c]]["strength"], c),
            )[:n]
        for c in chosen:
            sp["captured"].remove(c)
            s["creature_bag"].append(c)
        s["creature_bag"].sort()
        self.emit(
            "paid", player=p, resource="creatures", count=n, reason="extra", creatures=list(chosen)
        )

    def _end_turn_phases(self, p: str) -> None:
        s = self.s
        if s["hand"] is not None:  # phase 3 was skipped by a tile-less card: never here
            s["discard"].append(s["hand"]["card"])
            s["hand"] = None
        if len(s["players"]) == 2 and s["display"]:
            s["step"] = "discard"
        else:
            self._next_turn()

    def _discard(self, p: str, k: int) -> None:
        s = self.s
        item = s["display"].pop(k)
        s["discard"].append(item["card"])
        if item["tile"]:
            s["piles"][str(self.c.tiles[item["tile"]]["size"])].append(item["tile"])
        s["creature_bag"].extend(item["creatures"])
        s["creature_bag"].sort()
        self.emit(
            "card_discarded",
            player=p,
            slot=k + 1,
            card=item["card"],
            tile=item["tile"],
            creatures=list(item["creatures"]),
        )
        self._next_turn()

    def _next_turn(self) -> None:
        s = self.s
        players = s["players"]
        i = (players.index(s["turn"]) + 1) % len(players)
        if players[i] == s["first_player"]:
            self._end_round()
            return
        self._start_turn(players[i])

    def _start_turn(self, p: str) -> None:
        s = self.s
        s["turn"] = p
        s["extras"] = 0
        s["step"] = "card" if s["islands"][p]["metropolis"] else "metropolis"
        self.emit("turn_started", player=p, round=s["round"])

    def _end_round(self) -> None:
        s = self.s
        self.emit("round_ended", round=s["round"])
        self.refill()
        players = s["players"]
        holder = s["first_player"]
        if len(players) == 2:
            self._give_first(players[1 - players.index(holder)])
            return
        others = [q for q in players if q != holder]
        most = max(s["supplies"][q]["hoplites"] for q in others)
        tied = [q for q in others if s["supplies"][q]["hoplites"] == most]
        if len(tied) == 1:
            self._give_first(tied[0])
        else:
            s["first_choice"] = tied
            s["step"] = "first"

    def _give_first(self, q: str) -> None:
        s = self.s
        s["first_choice"] = None
        s["first_player"] = q
        players = s["players"]
        right = players[(players.index(q) - 1) % len(players)]
        self.emit("first_player", player=q)
        # with two players the holder passes the token and takes the hoplite
        # (rulebook «При игре вдвоём…»): the same player, another reason
        self.gain(right, "hoplites", 1, "passed_first" if len(players) == 2 else "right_of_first")
        s["round"] += 1
        self._start_turn(q)

    def refill(self) -> None:
        """Fill the action board (cards, tiles, creatures) and the building board."""
        s = self.s
        want = self.c.slots[len(s["players"])]
        while len(s["display"]) < want:
            if not s["deck"]:
                if not s["discard"]:
                    break
                s["deck"] = s["discard"]
                s["discard"] = []
                random.Random(s["seed"] * 7919 + s["draws"]).shuffle(s["deck"])
                s["draws"] += 1
                self.emit("deck_reshuffled")
            card = s["deck"].pop(0)
            pile = s["piles"][str(self.c.cards[card]["size"])]
            tile = pile.pop(0) if pile else None
            creatures = []
            if tile:
                for t in self.c.tiles[tile]["terrains"]:
                    if t == "volcano":
                        c = self.draw("creature_bag")
                        if c is not None:
                            creatures.append(c)
            s["display"].append({"card": card, "tile": tile, "creatures": creatures})
        for slot in s["building_board"]:
            if slot["building"] is None:
                b = self.draw("building_bag")
                if b is None:
                    continue
                slot["building"] = b
                kind = self.c.buildings[b]
                if kind in ("mine", "camp"):
                    res = "orichalcum" if kind == "mine" else "hoplites"
                    if s["supply"][res] > 0:
                        s["supply"][res] -= 1
                        slot["resource"] = 1

    # ------------------------------------------------------------ the loop

    def _advance(self) -> None:
        """Run forward through automatic steps; check the victory (immediate)."""
        s = self.s
        while True:
            p = s["turn"]
            # not while choosing which titan goes back: the points are not settled
            if (
                s["step"] not in ("finished", "release")
                and self.points(p) >= 5
                and not s["islands"][p]["creatures"]
            ):
                s["step"] = "finished"
                s["winner"] = p
                self.emit("game_won", player=p, points=self.points(p))
                return
            step = s["step"]
            if step == "tile":
                if s["hand"]["tile"] is None:
                    s["step"] = "action"
                    continue
                if not self.placements(p, s["hand"]["tile"]):
                    t = s["hand"]["tile"]
                    back = list(s["hand"]["creatures"])  # O5: back to the bag
                    s["returned"].append(t)
                    s["creature_bag"].extend(back)
                    s["creature_bag"].sort()
                    s["hand"]["tile"], s["hand"]["creatures"] = None, []
                    self.emit("tile_returned", player=p, tile=t, creatures=back)
                    s["step"] = "action"
                    continue
            if step == "action" and s["act"] is None:
                a = self.c.cards[s["hand"]["card"]]["action"]
                s["act"] = {
                    "action": a,
                    "extra": False,
                    "started": False,
                    "blessed": False,
                    "builds": 0,
                }
                continue
            if step == "action":
                act = s["act"]
                moves = self._action_moves(p)
                if act["extra"] and not act["started"] and len(moves) == 1:
                    self._act(p, moves[0].split())  # a paid produce/recruit: nothing to choose
                    continue
                if not self.action_possible(p, act["action"]) and not act["started"]:
                    self._end_action(p)
                    continue
            if step == "minotaur" and not self.build_zones(p, None, s["minotaur"]["building"]):
                self._minotaur(p, None)
                continue
            return

    # ------------------------------------------------------------ diagnosis

    def _diagnose(self, text: str, legal: list[str]) -> IllegalMove:
        return diagnose(self, text, legal)

    # ------------------------------------------------------------ copies, JSON

    def copy(self) -> GameState:
        new = GameState(clone(self.s), history=False, custom=self.custom, c=self.c)
        new._legal = self._legal
        return new

    __copy__ = copy

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = clone(self.s)
        if self.custom is not None:
            d["components"] = clone(self.custom)
        pend = self.pending
        d["pending"] = None if pend is None else pend.to_json()
        d["finished"] = self.finished
        d["winners"] = self.winners
        d["scores"] = self.scores()
        return d

    def view(self, player: str | None) -> dict[str, Any]:
        """What ``player`` may see (None: the teacher, everything but the future).

        Built by listing what is public (fail-closed): tile piles, the card
        deck and both bags as counts, never their order or contents; no seed,
        draws, fixed dice, ``next_draws`` or ``extra_creatures``. A scenario's own
        ``components`` section is public (it is the box on the table).
        """
        s = self.s
        out: dict[str, Any] = {"game": GAME}
        for k in (
            "players",
            "round",
            "first_player",
            "turn",
            "step",
            "islands",
            "supplies",
            "titans",
            "supply",
            "display",
            "building_board",
            "discard",
            "returned",
            "hand",
            "act",
            "extras",
            "release",
            "first_choice",
        ):
            out[k] = clone(s[k])
        out["minotaur"] = clone(s["minotaur"])
        out["piles"] = {k: len(v) for k, v in s["piles"].items()}
        out["deck"] = len(s["deck"])
        out["creature_bag"] = len(s["creature_bag"])
        out["building_bag"] = len(s["building_bag"])
        pend = self.pending
        out["pending"] = None if pend is None else pend.to_json()
        out["finished"] = self.finished
        out["winners"] = self.winners
        out["scores"] = self.scores()
        out["provisional"] = self.c.provisional
        if self.custom is not None:
            out["components"] = clone(self.custom)
        return out

    def _repr_html_(self) -> str:
        from ..render import render_state

        return render_state(self.view(None))

    def __repr__(self) -> str:
        s = self.s
        return f"<orichalque.GameState round={s['round']} turn={s['turn']} step={s['step']}>"
