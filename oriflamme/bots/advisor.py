"""The advisor: for the decision at hand, every legal move with its estimated
win chance and expected influence, and why the best one is best.

Pure data, no language: :func:`advise` returns an :class:`Advice` that the
widgets put into words (``oriflamme.widgets.advisor_panel``). It works from the
deciding player's view (``state.view(player)``) only: it searches with the
strong bot (:class:`~oriflamme.bots.strong.StrongBot`, a fixed number of
iterations: deterministic for a given seed), then looks at the best move in a
few worlds dealt from that view:

* **gain**: the influence the player has more right after the move (the
  engine runs on until the next decision), averaged over the worlds;
* **risk**: what can happen to the player's card the move concerns (placed,
  banked or revealed) before the round ends, found by the engine, not from a
  list of cards: in each of a few worlds dealt from the view, the rest of the
  round is played out with every choice the opponents have (every target,
  every option, every face-down card revealed; a few of their placements), and
  every card that eliminates the player's card, or steals from its owner by
  choosing it, is a threat — a face-up card named, a face-down one as «a
  face-down card of Blue». A card whose elimination by an opponent pays its
  owner (an Ambush, a Trap, an Extortion: the engine's events say so) is a
  bait, not a threat; influence on any other face-down card goes back to the
  supply if it is eliminated (G6).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from oriflamme.core import advice as core
from oriflamme.core.search import MoveStats
from oriflamme.games.oriflamme.engine import GameState
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.cards import is_character
from oriflamme.games.oriflamme.engine.model import FACE_UP, ID, OWNER, TOKENS, controller
from oriflamme.games.oriflamme.engine.view import PlayerView

from .base import own_moves
from .hidden import determinize
from .strong import StrongBot

#: The search's size: enough for stable advice, small enough for a click.
ITERATIONS = 300
#: Worlds sampled to measure what the best move gains now.
WORLDS = 8


@dataclass(frozen=True)
class Threat:
    """A card of an opponent that can eliminate (or steal through) the player's card."""

    kind: str  # eliminate | steal
    by_player: str
    by_card: str | None = None  # None: a face-down card the player cannot see


@dataclass(frozen=True)
class Risk:
    """What can happen to the card the best move concerns before the round ends."""

    card: str  # the player's card
    threats: tuple[Threat, ...] = ()
    tokens: int = 0  # influence on it (face down), back to the supply if it is eliminated
    bait: int = 0  # what its elimination by an opponent pays its owner (Ambush, Trap…)


@dataclass(frozen=True)
class Advice:
    """The advice for ``player``'s pending decision."""

    player: str
    decision: str
    moves: tuple[MoveStats, ...]  # every legal move, best first
    gain: float  # influence the best move gains now (average over sampled worlds)
    risk: Risk | None

    @property
    def best(self) -> MoveStats:
        return self.moves[0]

    def general(self) -> core.Advice:
        """The same advice as every game gives it (``core.advice``): the moves'
        statistics (the influence as the score), the risk as the extra."""
        return core.Advice(
            "oriflamme", self.player, self.decision, self.moves, self.gain, self.risk
        )


def advise(view: PlayerView, seed: int = 0, iterations: int = ITERATIONS) -> Advice:
    """The advice for the pending decision of ``view``'s player (``state.view(player)``)."""
    own_moves(view)  # a player's view, and that player decides
    me = view.viewer
    assert me is not None
    stats = StrongBot(seed, time_budget=None, iterations=iterations).analyse(view)
    best = stats[0].move
    rng = random.Random(seed)
    before = view["scores"][me]
    gains = []
    found: list[tuple[Risk, GameState]] = []
    for i in range(WORLDS):
        world = determinize(view, rng)
        events = world.apply(best)
        gains.append(world.scores()[me] - before)
        if i < RISK_WORLDS:
            mine = _concerned(world, me, events)
            if mine is not None:
                found.append((mine, world))
    risk = _risk(found, me, random.Random(seed)) if found else None
    decision = view["pending"]["decision"]
    return Advice(me, decision, tuple(stats), sum(gains) / len(gains), risk)


#: Worlds in which the rest of the round is explored for threats, and the
#: positions explored in each (a click's worth of work).
RISK_WORLDS = 4
RISK_BUDGET = 600
#: Placements tried for each opponent who still places this round.
PLACEMENTS = 3


#: The intrigue that stays in the queue once revealed: the Insurrection turns
#: face down again (L7). Every other one is discarded or kept by its own effect.
STAYS_REVEALED = frozenset({"insurrection"})


def _concerned(world: GameState, me: str, events: list[ev.Event]) -> Risk | None:
    """The player's card the move placed, banked or revealed (None: no such
    card, or a revealed intrigue that leaves the queue by its own effect: no
    opponent can eliminate it, and saying so would suggest it stays — the
    Russian reader's E2 on a revealed Royal Decree)."""
    pos = None
    gone = False
    for e in events:
        if isinstance(e, ev.CardPlaced | ev.CardBanked | ev.CardRevealed) and e.player == me:
            pos = e.position
            gone = (
                isinstance(e, ev.CardRevealed)
                and not is_character(e.card)
                and e.card not in STAYS_REVEALED
            )
    if pos is None or gone or pos >= len(world.queue):
        return None
    card = world.top(pos)
    if controller(card) != me:
        return None
    return Risk(card[ID], tokens=0 if card[FACE_UP] else card[TOKENS])


def _where(state: GameState, key: tuple[str, str]) -> int | None:
    """The position of the top card ``key`` (id, printed owner), if it is a top card."""
    for pos, stack in enumerate(state.queue):
        if (stack[-1][ID], stack[-1][OWNER]) == key:
            return pos
    return None


def _risk(found: list[tuple[Risk, GameState]], me: str, rng: random.Random) -> Risk:
    """Play out the rest of the round in each world, every opponent's choice tried."""
    first = found[0][0]
    threats: dict[tuple[str, str, str | None], Threat] = {}
    bait = 0
    for concern, world in found:
        pos = next(
            (p for p, s in enumerate(world.queue) if s[-1][ID] == concern.card and
             controller(s[-1]) == me),
            None,
        )  # fmt: skip
        if pos is None:
            continue
        key = (world.top(pos)[ID], world.top(pos)[OWNER])
        known = {
            (top[ID], controller(top))
            for top in (s[-1] for s in world.queue)
            if top[FACE_UP] and controller(top) != me
        }
        for t, paid in _explore(world, me, key, rng):
            named = t.by_card if (t.by_card, t.by_player) in known else None
            t = Threat(t.kind, t.by_player, named)
            threats.setdefault((t.kind, t.by_player, t.by_card), t)
            bait = max(bait, paid)
    ordered = sorted(threats.values(), key=lambda t: (t.kind, t.by_card is None, t.by_player))
    if bait > 0:  # eliminating it pays: opponents who do are no threat to it
        return Risk(first.card, tuple(t for t in ordered if t.kind != "eliminate"), 0, bait)
    return Risk(first.card, tuple(ordered), first.tokens if ordered else 0)


def _explore(
    world: GameState, me: str, key: tuple[str, str], rng: random.Random
) -> list[tuple[Threat, int]]:
    """Every way the player's card ``key`` is eliminated, or its owner robbed through
    it, by an opponent before the round ends: (threat, what the elimination paid
    the player — positive for a bait)."""
    out: list[tuple[Threat, int]] = []
    start_round = world.round
    todo = [world]
    budget = RISK_BUDGET
    while todo and budget > 0:
        state = todo.pop()
        pending = state.pending
        if pending is None or state.round != start_round:
            continue
        moves = list(pending.moves)
        if pending.player == me:  # the player's own later choices: the quiet one
            choices = ["bank"] if "bank" in moves else moves[:1]
        elif pending.decision in ("place", "place_twin"):
            choices = rng.sample(moves, min(PLACEMENTS, len(moves)))
        elif pending.decision == "reveal":
            choices = ["reveal"] if "reveal" in moves else moves[:1]
        else:  # every target, option, destination the opponent may choose
            choices = moves
        here = _where(state, key)
        for move in choices:
            budget -= 1
            after = state.copy()
            events = after.apply(move)
            hit = _hit(events, me, key, pending.player, move, here)
            if hit is not None:
                out.append((hit, _paid(events, me, key[0]) if hit.kind == "eliminate" else 0))
                if hit.kind == "eliminate":
                    continue  # the card is gone: nothing more to find on this road
            todo.append(after)
    return out


def _paid(events: list[ev.Event], me: str, card: str) -> int:
    """What the card's own elimination power paid the player (an Ambush's 4, a
    Trap's 3, an Extortion's 2 per card): the gains the engine credits to it."""
    paid = 0
    for e in events:
        if (
            isinstance(e, ev.InfluenceGained | ev.InfluenceStolen)
            and e.player == me
            and e.card == card
            and e.reason not in ("tokens", "elimination")
        ):
            paid += e.amount
    return paid


def _hit(
    events: list[ev.Event], me: str, key: tuple[str, str], player: str, move: str, here: int | None
) -> Threat | None:
    """The threat ``events`` show: an opponent's card eliminating ``key``, or an
    opponent stealing from the player by choosing it."""
    for e in events:
        if isinstance(e, ev.CardEliminated) and (e.card, e.owner) == key and e.player != me:
            return Threat("eliminate", e.player, e.by_card)
    if here is not None and player != me and move == f"target {here}":
        for e in events:
            if isinstance(e, ev.InfluenceStolen) and e.victim == me:
                return Threat("steal", e.player, e.card)
    return None
