"""What a bot may know: worlds dealt from its player's view, never the real game.

A bot receives a :class:`~oriflamme.games.oriflamme.engine.view.PlayerView` (``state.view(player)``:
its own cards, every face-up card, counts of the others' hands, discards,
influence…), not the state. To simulate moves it needs a whole game, so
:func:`determinize` deals the cards the view hides: for each opponent, the cards
of their family's deck that the view does not show anywhere (face up in the
queue, discarded, kept, the Twin waiting in front of them) are dealt, with the
bot's own random generator, to that opponent's hidden places (their hand,
their aside cards, their face-down cards in the queue). After a full deal they
are exactly as many as the places; in a hand-written position (a lesson, the
teacher's desk) some cards may be out of the game, and the places get a random
choice of them. What the bot then simulates depends only on its view.

:class:`Knowledge` works out the hidden places and cards once per view and
loads one world from it (``build_state``); each :meth:`Knowledge.sample`
is a copy of that world with the hidden cards dealt anew.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from oriflamme.games.oriflamme.engine import GameState, build_state
from oriflamme.games.oriflamme.engine.cards import DECKS
from oriflamme.games.oriflamme.engine.model import ID, card_key, replace_card
from oriflamme.games.oriflamme.engine.view import PlayerView

#: A hidden place: ("hands" | "aside", index) or ("queue", (position, depth)).
Place = tuple[str, Any]


class Knowledge:
    """What ``view.viewer`` knows, ready to deal worlds consistent with it."""

    def __init__(self, view: PlayerView) -> None:
        if not isinstance(view, PlayerView) or view.viewer is None:
            raise TypeError("a bot takes a player's view: state.view(player)")
        me = view.viewer
        pending = view.get("pending")
        if pending is not None and pending["player"] != me:
            raise ValueError(f"the pending decision is {pending['player']}'s, not {me}'s")
        self.viewer = me
        default = view["edition"]
        editions = {p: view["families"].get(p, {}).get("edition", default) for p in view["players"]}
        #: per opponent: their hidden places and the cards to deal to them
        self.hidden: dict[str, tuple[list[Place], list[str]]] = {}
        for owner in view["players"]:
            if owner == me:
                continue
            places: list[Place] = [("hands", i) for i in range(len(view["hands"][owner]))]
            places += [("aside", i) for i in range(len(view["aside"][owner]))]
            shown: list[str] = []
            for pos, stack in enumerate(view["queue"]):
                for depth, card in enumerate(stack):
                    if card["owner"] != owner:
                        continue
                    if card["card"] is None:
                        places.append(("queue", (pos, depth)))
                    else:
                        shown.append(card["card"])
            shown += view["discards"].get(owner, [])
            shown += [k["card"] for k in view["kept"].get(owner, [])]
            shown += ["twin"] if owner in view.get("twin", []) else []
            pool = Counter(DECKS[editions[owner]])
            pool.subtract(shown)
            cards = sorted(pool.elements())
            if len(cards) < len(places) or any(n < 0 for n in pool.values()):
                raise ValueError(f"the view does not add up for {owner}'s family")
            self.hidden[owner] = (places, cards)
        self.base = build_state(self._dealt(view))

    def _dealt(self, view: PlayerView) -> dict[str, Any]:
        """The view as a scenario, each opponent's hidden cards dealt in order."""
        data: dict[str, Any] = {k: v for k, v in view.items() if k != "pending"}
        data["queue"] = [[dict(c) for c in stack] for stack in view["queue"]]
        data["hands"] = {p: list(v) for p, v in view["hands"].items()}
        data["aside"] = {p: list(v) for p, v in view["aside"].items()}
        for owner, (places, cards) in self.hidden.items():
            for zone in ("hands", "aside"):
                data[zone][owner] = []
            for (zone, where), card in zip(places, cards, strict=False):  # the first cards
                if zone == "queue":
                    pos, depth = where
                    data["queue"][pos][depth]["card"] = card
                else:
                    data[zone][owner].append(card)
        data["frames"] = [self._frame(f, data) for f in view.get("frames", [])]
        res = view.get("resolving")
        if res is not None and res[1] is None:
            data["resolving"] = [res[0], _face_down_at_cursor(data, res[0])]
        return data

    @staticmethod
    def _frame(frame: dict[str, Any], data: dict[str, Any]) -> dict[str, Any]:
        owner, cid = frame["source"]
        if cid is not None:
            return frame
        if frame["ability"] != "reveal":
            raise ValueError("an ability in progress of a card the view hides")
        return {**frame, "source": [owner, _face_down_at_cursor(data, owner)]}

    def sample(self, rng: random.Random) -> GameState:
        """A world: the loaded one with each opponent's hidden cards dealt anew."""
        world = self.base.copy()
        pinned = {f[1] for f in world.frames}  # a frame's source
        if world.resolving is not None:
            pinned.add(world.resolving)
        for owner, (places, cards) in self.hidden.items():
            spots, pool = [], list(cards)
            for p in places:
                if p[0] == "queue" and card_key(world.queue[p[1][0]][p[1][1]]) in pinned:
                    pool.remove(_card_at(world, owner, p))  # it stays where it is
                else:
                    spots.append(p)
            pool = rng.sample(pool, len(spots))
            hand = [c for p, c in zip(spots, pool, strict=True) if p[0] == "hands"]
            aside = [c for p, c in zip(spots, pool, strict=True) if p[0] == "aside"]
            world.hands[owner] = tuple(sorted(hand))
            world.aside[owner] = tuple(sorted(aside))
            for p, c in zip(spots, pool, strict=True):
                if p[0] == "queue":
                    pos, depth = p[1]
                    stack = list(world.queue[pos])
                    stack[depth] = replace_card(stack[depth], id=c)
                    world.queue[pos] = tuple(stack)
        return world


def _card_at(world: GameState, owner: str, place: Place) -> str:
    zone, where = place
    card: str
    if zone == "queue":
        card = world.queue[where[0]][where[1]][ID]
    else:
        card = (world.hands if zone == "hands" else world.aside)[owner][where]
    return card


def _face_down_at_cursor(data: dict[str, Any], owner: str) -> str:
    """The card dealt to the place of ``owner``'s face-down card being resolved."""
    pos = data.get("next")
    queue = data["queue"]
    if isinstance(pos, int) and pos < len(queue) and queue[pos][-1]["owner"] == owner:
        return str(queue[pos][-1]["card"])
    raise ValueError(f"no face-down card of {owner} at the resolution's position")


def knowledge(view: PlayerView) -> Knowledge:
    """The :class:`Knowledge` of ``view``, worked out once per view object."""
    known = getattr(view, "_knowledge", None)
    if known is None:
        known = Knowledge(view)
        view._knowledge = known  # type: ignore[attr-defined]
    return known


def determinize(view: PlayerView, rng: random.Random) -> GameState:
    """A world consistent with ``view``: its hidden cards dealt at random."""
    return knowledge(view).sample(rng)
