"""Orichalque's game state: the same public shape as Oriflamme's ``GameState``.

``pending`` says who decides what, ``legal_moves()`` lists exactly the moves
``apply`` accepts (docs/protocol-orichalque.md), ``apply`` returns the events
(plain dicts with an ``event`` code) or raises ``IllegalMove`` leaving the state
untouched, ``undo()`` steps back, ``copy()`` is independent, ``to_json()`` works
at every decision and ``view(player)`` hides what the player may not see.

The position is a typed record (``self.s``, a ``model.State``: islands,
supplies, titans, boards…, named fields) whose ``to_json`` is the scenario
file's JSON; all randomness comes from ``seed`` and the ``draws`` counter kept
in it, or from ``dice`` fixed ahead. Each undo snapshot and each ``copy()`` is
``State.copy`` (the containers a move changes, nothing else).
"""

from __future__ import annotations

import random
from typing import Any

from oriflamme.core.decisions import Pending
from oriflamme.core.moves import quote_move

from . import island, turn
from .components import Components, Side, components_for
from .errors import IllegalMove
from .model import State
from .notation import canonical, diagnose, read_move_line
from .turn import action, build, extra, fight, flow, minotaur, tile, titans

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
BLESSING = titans.BLESSING


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
        s: State,
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
        self._history: list[tuple[str, State]] | None = [] if history else None
        self.opening: tuple[Any, ...] = ()

    # ------------------------------------------------------------ reading

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self.s.players)

    @property
    def finished(self) -> bool:
        step: str = self.s.step
        return step == "finished"

    @property
    def winners(self) -> list[str]:
        return [self.s.winner] if self.s.winner else []

    def side(self, p: str) -> Side:
        i = self.s.islands[p]
        return self.c.islands[i.board][i.side]

    def points(self, p: str) -> int:
        sp = self.s.supplies[p]
        points: int = len(sp.titans) + sp.temples + sp.medallions
        return points

    def scores(self) -> dict[str, int]:
        return {p: self.points(p) for p in self.s.players}

    def count_buildings(self, p: str, kind: str) -> int:
        kinds = self.c.buildings
        isl = self.s.islands[p]
        n = 0
        for b in isl.buildings.values():
            if kinds[b] == kind:
                n += 1
        if kind in ("mine", "camp") and isl.metropolis:
            n += 1  # the metropolis holds a mine and a training camp (verified)
        return n

    # ------------------------------------------------------------ decisions

    @property
    def pending(self) -> Pending | None:
        s = self.s
        if s.step == "finished":
            return None
        return Pending(self.decider(), DECISION[s.step], self.legal_moves())

    def decider(self) -> str:
        s = self.s
        if s.step == "first":
            first: str = s.first_player
            return first
        turn: str = s.turn
        return turn

    def legal_moves(self) -> list[str]:
        if self._legal is None:
            step = self.s.step
            self._legal = [] if step == "finished" else turn.STEPS[step].legal(self, self.s.turn)
        return list(self._legal)

    # ------------------------------------------------------------ the island and the
    # steps' rules, as the widgets, bots and lessons ask them (engine/island.py, turn/)

    def placements(self, p: str, tile: str) -> dict[str, frozenset[tuple[str, str]]]:
        """Legal ``place …`` moves of ``tile`` on ``p``'s island → zone/terrain sets."""
        return island.placements(self, p, tile)

    def free_terrain(self, p: str, z: str) -> str | None:
        """The terrain of a free zone (tile, no building, temple or creature), else None."""
        return island.free_map(self, p).get(z)

    def free_map(self, p: str) -> dict[str, str]:
        """Every free zone of ``p``'s island and its terrain (volcano: an empty one)."""
        return island.free_map(self, p)

    def free_terrain_or_volcano(self, p: str, z: str) -> str | None:
        return island.free_terrain_or_volcano(self, p, z)

    def area(self, p: str, start: list[str], terrain: str) -> set[str]:
        """The zones of ``terrain`` connected to ``start`` (O1)."""
        return island.area(self, p, start, terrain)

    def next_to_creature(self, p: str, z: str) -> bool:
        return island.next_to_creature(self, p, z)

    def near_creatures(self, p: str) -> set[str]:
        """The zones next to a creature on ``p``'s island."""
        return island.near_creatures(self, p)

    def build_zones(self, p: str, terrain: str | None, building: str) -> list[str]:
        """Zones where ``p`` may build ``building`` (on ``terrain``; None: any)."""
        return build.build_zones(self, p, terrain, building)

    def temples(self, p: str) -> list[str]:
        """Legal ``temple a b c d`` moves (zones sorted)."""
        return build.temples(self, p)

    def build_moves(self, p: str) -> list[str]:
        return build.legal(self, p)

    def fight_moves(self, p: str, blessing: bool) -> list[str]:
        return fight.legal(self, p, blessing)

    def blessing(self, p: str, action: str) -> bool:
        return titans.blessing(self, p, action)

    def _action_moves(self, p: str) -> list[str]:
        return action.legal(self, p)

    def action_possible(self, p: str, a: str) -> bool:
        return action.possible(self, p, a)

    def extra_cost(self, p: str, pay: str) -> int:
        """What an extra action paid with ``pay`` costs ``p`` (statues: 1 hoplite less)."""
        return extra.cost(self, p, pay)

    def _extra_moves(self, p: str) -> list[str]:
        return extra.moves(self, p)

    def _any_extra(self, p: str) -> bool:
        return extra.any_move(self, p)

    def extra_futile(self, p: str, a: str, pay: str) -> bool:
        """O6: once ``p`` has paid ``pay`` for an extra ``a``, can that action do
        nothing here? The move stays legal; the board and the log say so
        before the payment (``move_info``)."""
        return extra.futile(self, p, a, pay)

    def move_info(self, move: str) -> dict[str, Any]:
        """What the board needs to label a legal ``move`` without computing rules:
        ``verb``; for ``extra ACTION PAYMENT`` also ``action``, ``payment``,
        ``cost`` (what ``p`` gives) and ``futile`` (O6: the paid action can do
        nothing here). ``futile`` is False for every other move."""
        parts = move.split()
        info: dict[str, Any] = {"move": move, "verb": parts[0] if parts else "", "futile": False}
        if parts[:1] == ["extra"] and self.s.step == "extra" and move in self.legal_moves():
            p, a, pay = self.s.turn, parts[1], parts[2]
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
        legal = self._legal if self._legal is not None else self.legal_moves()
        if self.finished:
            raise IllegalMove("game_finished", "the game is over", quote_move(move))
        decider = self.decider()
        if player is not None and player != decider:
            detail = f"{decider} decides now, not {player}"
            raise IllegalMove("not_your_turn", detail, quote_move(move), list(legal))
        # A listed move as it is, else the notation's one rule (docs/protocol.md).
        text = move if type(move) is str and move in legal else read_move_line(move, list(legal))
        if text not in legal:
            text = canonical(text)
        if text not in legal and text.startswith("place "):
            text = tile.canonical_place(self, text) or text
        if text not in legal:
            raise diagnose(self, text, list(legal))
        if self._history is not None:
            self._history.append((text, self.s.copy()))
        events: list[dict[str, Any]] = []
        self._events = events
        self._legal = None
        turn.STEPS[self.s.step].play(self, self.s.turn, text.split())
        flow.advance(self)
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

    # -- randomness

    def rand(self, n: int) -> int:
        s = self.s
        s.draws += 1
        return random.Random(s.seed * 1_000_003 + s.draws).randrange(n)

    def draw(self, name: str) -> str | None:
        """A token drawn from the bag ``name`` (``creature_bag``, ``building_bag``):
        the next one ``next_draws`` names if it is in the bag, else at random."""
        s = self.s
        bag = s.bag(name)
        fixed = s.next_draws.get(name)
        while fixed:
            t = fixed.pop(0)
            if t in bag:
                bag.remove(t)
                return str(t)
        return str(bag.pop(self.rand(len(bag)))) if bag else None

    def roll(self) -> Any:
        fixed = self.s.dice
        if fixed:
            return fixed.pop(0)
        return self.c.dice[self.rand(len(self.c.dice))]

    # -- resources

    def gain(self, p: str, kind: str, n: int, why: str, source: str | None = None) -> None:
        """``p`` takes ``n`` of ``kind`` from the general supply (what is left of it);
        ``source``: the status of the data the gain comes from (``aid``: the log
        names the player aid)."""
        n = min(n, self.s.supply[kind])
        if n > 0:
            self.s.supply[kind] -= n
            self.s.supplies[p].add(kind, n)
            extra = {} if source is None else {"source": source}
            self.emit("gained", player=p, resource=kind, count=n, reason=why, **extra)

    def pay(self, p: str, kind: str, n: int, why: str, **extra: Any) -> None:
        """``p`` gives ``n`` of ``kind`` back to the general supply (``extra``:
        more for the event, e.g. the statues that made an extra action cheaper)."""
        self.s.supplies[p].add(kind, -n)
        self.s.supply[kind] += n
        if n:
            self.emit("paid", player=p, resource=kind, count=n, reason=why, **extra)

    def pay_to_fight(self, p: str, n: int) -> None:
        self.s.supplies[p].hoplites -= n
        # they stand by the creature; back to the supply when it is captured

    # -- the turn's flow (turn/flow.py), as the scenario reader and tests ask it

    def _act(self, p: str, parts: list[str]) -> None:
        action.act(self, p, parts)

    def _minotaur(self, p: str, z: str | None) -> None:
        minotaur.place(self, p, z)

    def _end_action(self, p: str) -> None:
        flow.end_action(self, p)

    def refill(self) -> None:
        """Fill the action board (cards, tiles, creatures) and the building board."""
        flow.refill(self)

    def _advance(self) -> None:
        """Run forward through automatic steps; check the victory (immediate)."""
        flow.advance(self)

    # ------------------------------------------------------------ copies, JSON

    def copy(self) -> GameState:
        new = GameState(self.s.copy(), history=False, custom=self.custom, c=self.c)
        new._legal = self._legal
        return new

    __copy__ = copy

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = self.s.to_json()
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
        out: dict[str, Any] = {
            "game": GAME,
            "players": list(s.players),
            "round": s.round,
            "first_player": s.first_player,
            "turn": s.turn,
            "step": s.step,
            "islands": {p: i.to_json() for p, i in s.islands.items()},
            "supplies": {p: x.to_json() for p, x in s.supplies.items()},
            "titans": {t: x.to_json() for t, x in s.titans.items()},
            "supply": dict(s.supply),
            "display": [o.to_json() for o in s.display],
            "building_board": [x.to_json() for x in s.building_board],
            "discard": list(s.discard),
            "returned": list(s.returned),
            "hand": None if s.hand is None else s.hand.to_json(),
            "act": None if s.act is None else s.act.to_json(),
            "extras": s.extras,
            "release": None if s.release is None else s.release.to_json(),
            "first_choice": None if s.first_choice is None else list(s.first_choice),
            "minotaur": None if s.minotaur is None else s.minotaur.to_json(),
        }
        out["piles"] = {k: len(v) for k, v in s.piles.items()}
        out["deck"] = len(s.deck)
        out["creature_bag"] = len(s.creature_bag)
        out["building_bag"] = len(s.building_bag)
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
        return f"<orichalque.GameState round={s.round} turn={s.turn} step={s.step}>"
