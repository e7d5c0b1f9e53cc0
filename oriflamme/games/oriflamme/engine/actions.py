"""Rule primitives shared by every card: each changes the state and reports it.

Abilities are written against these and against generic notions (name,
character or intrigue, controller, adjacency), so no pair of cards needs
special code. Every queue change keeps the resolution cursor right (G5):
removing a stack before the cursor shifts it back; inserting one at or
before it shifts it on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import events as ev
from .abilities.registry import AFTER_ANY_ELIMINATION, ON_ELIMINATED, ON_LEAVE_QUEUE
from .fields import StateFields
from .model import (
    ABILITY,
    BRIBED_BY,
    DATA,
    FACE_UP,
    ID,
    KEY_CARD,
    KEY_OWNER,
    OWNER,
    PLAYER,
    SOURCE,
    TOKENS,
    Card,
    Frame,
    Key,
)

if TYPE_CHECKING:
    from .state import GameState

# Records are built with tuple.__new__ on the hot paths (no keyword parsing).
_new = tuple.__new__
_InfluenceGained = ev.InfluenceGained
_CardPlaced = ev.CardPlaced
_CardEliminated = ev.CardEliminated
_CardDiscarded = ev.CardDiscarded
_CardUncovered = ev.CardUncovered
_TokensReturned = ev.TokensReturned
_NoEffect = ev.NoEffect


class Actions(StateFields):
    """The state's fields and the primitives abilities use (``GameState``'s base)."""

    __slots__ = ()

    # ------------------------------------------------------------ finding

    def pos_of(self, key: Key) -> int | None:
        """The position of the stack whose top card is ``key``, or None."""
        owner, cid = key
        for i, stack in enumerate(self.queue):
            c = stack[-1]
            if c[ID] == cid and c[OWNER] == owner:
                return i
        return None

    def _position_of_source(self, key: Key) -> int | None:
        """``pos_of(key)``, looking first at the cursor, where the card usually is."""
        queue, cursor = self.queue, self.cursor
        if cursor < len(queue):
            top = queue[cursor][-1]
            if top[ID] == key[KEY_CARD] and top[OWNER] == key[KEY_OWNER]:
                return cursor
        owner, cid = key
        for i, stack in enumerate(queue):
            top = stack[-1]
            if top[ID] == cid and top[OWNER] == owner:
                return i
        return None

    # -------------------------------------------------------------- events

    def emit(self, event: Any) -> None:
        self._events.append(event)

    # ----------------------------------------------------------- influence

    def gain(self, player: str, amount: int, card: str | None, reason: str = "ability") -> None:
        """``player`` takes ``amount`` from the supply (which never runs out, G8)."""
        if amount > 0:
            self.influence[player] += amount
            self._events.append(_new(_InfluenceGained, (player, amount, card, reason)))

    def lose(self, player: str, amount: int, card: str | None, reason: str = "ability") -> int:
        """``player`` gives back up to ``amount`` to the supply (no debt, G9)."""
        amount = min(amount, self.influence[player])
        if amount > 0:
            self.influence[player] -= amount
            self.emit(ev.InfluenceLost(player, amount, card, reason))
        return amount

    def steal(
        self,
        thief: str,
        victim: str,
        amount: int,
        card: str | None,
        reason: str = "ability",
    ) -> int:
        """``thief`` takes up to ``amount`` from ``victim``'s supply (G9)."""
        if thief == victim:
            return 0
        amount = min(amount, self.influence[victim])
        if amount > 0:
            self.influence[victim] -= amount
            self.influence[thief] += amount
            self.emit(ev.InfluenceStolen(thief, victim, amount, card, reason))
        return amount

    def put_tokens(self, pos: int, amount: int, reason: str, player: str | None = None) -> None:
        """``player`` puts ``amount`` from the supply on the top card at ``pos``."""
        card = self.queue[pos][-1]
        # the card with ``amount`` more tokens (literal slices: the type checker
        # follows a tuple's places through them, not through names)
        self.set_top(pos, (*card[:3], card[TOKENS] + amount, *card[4:]))
        self.emit(
            ev.TokensPlaced(
                card[ID],
                card[OWNER],
                pos,
                amount,
                reason,
                card[FACE_UP],
                player,
                card[BRIBED_BY] or None,
            )
        )

    # ---------------------------------------------------------- the queue

    def set_top(self, pos: int, card: Card) -> None:
        """Replace the top card of the stack at ``pos``."""
        stack = self.queue[pos]
        self.queue[pos] = (*stack[:-1], card)

    def insert_stack(self, pos: int, card: Card) -> None:
        """Put ``card`` as a new stack at ``pos`` (0..len) — the cursor follows."""
        self.queue.insert(pos, (card,))
        if pos <= self.cursor and self.phase == "resolution":
            self.cursor += 1

    def remove_top(self, pos: int) -> tuple[Card, ev.CardUncovered | None]:
        """Take the top card off the stack at ``pos``; uncover or close the gap.

        Returns the card and, when a card under it is uncovered, the event that
        says so: the caller emits it *after* its own event (the elimination,
        the discard, the move…), so that the log tells the cause first."""
        queue = self.queue
        stack = queue[pos]
        card = stack[-1]
        if len(stack) == 1:
            del queue[pos]
            if pos < self.cursor and self.phase == "resolution":
                self.cursor -= 1
            return card, None
        queue[pos] = stack[:-1]
        under = stack[-2]
        return card, _new(_CardUncovered, (under[ID], under[OWNER], pos, under[FACE_UP]))

    def _emit_uncovered(self, uncovered: ev.CardUncovered | None) -> None:
        if uncovered is not None:
            self.emit(uncovered)

    def place(
        self,
        player: str,
        card: Card,
        where: str,
        n: int | None,
        reason: str = "placement",
    ) -> int:
        """Put ``card`` into the queue: ``start``, ``end`` or ``on`` stack ``n`` (G2)."""
        queue = self.queue
        alone = not queue  # the queue was empty: start and end are one place
        if where == "on":
            assert n is not None
            queue[n] = (*queue[n], card)
            pos, stacked = n, True
        else:
            pos = 0 if where == "start" else len(queue)
            self.insert_stack(pos, card)
            pos, stacked = (0 if where == "start" else len(queue) - 1), False
        self._events.append(
            _new(
                _CardPlaced,
                (player, card[ID], card[OWNER], pos, stacked, card[FACE_UP], reason, alone),
            )
        )
        return pos

    def move_top(self, player: str, src: int, dest: int) -> None:
        """Royal Decree (B8): move the top card at ``src`` to become position ``dest``."""
        card, uncovered = self.remove_top(src)
        self.insert_stack(dest, card)
        self.emit(
            ev.CardMoved(
                player, card[ID], card[OWNER], src, dest, card[FACE_UP], card[BRIBED_BY] or None
            )
        )
        self._emit_uncovered(uncovered)

    def _leave_queue(self, card: Card) -> None:
        """A card leaves the queue: tokens, verdicts and bribes go home; card to its
        printed family's discard, face up (G6, L6, A9)."""
        self.discards[card[OWNER]] = (*self.discards[card[OWNER]], card[ID])
        self._tokens_home(card)

    def _tokens_home(self, card: Card) -> None:
        """A card leaves the queue: the editions' tokens on it go home (a verdict
        to the pool, L6; a bribery token to the briber, A9: ``Edition.card_left_queue``)."""
        st: GameState = self  # type: ignore[assignment]  # the only subclass
        for hook in ON_LEAVE_QUEUE:
            hook(st, card)

    def keep(self, pos: int, tokens: int = 0) -> Card:
        """L9, L10: the top card at ``pos`` leaves the queue and is kept in front
        of its owner with ``tokens`` on it (out of reach of every ability, L11)."""
        card, uncovered = self.remove_top(pos)
        self._tokens_home(card)
        self.kept[card[OWNER]] = (*self.kept.get(card[OWNER], ()), (card[ID], tokens))
        self.emit(ev.CardKept(card[OWNER], card[ID], pos, tokens))
        self._emit_uncovered(uncovered)
        return card

    # ------------------------------------------------------ elimination

    def eliminate(self, pos: int, f: Frame, reward: bool = True) -> Card:
        """G6: ``f``'s player eliminates the top card at ``pos``.

        A face-down card is turned face up and the influence on it goes back to
        the supply; the card goes to its owner's discard; the eliminator gains 1
        (unless ``reward`` is False: the Cutthroat counts its own) and what kept
        powers add for an elimination; then the card's own
        elimination power (Ambush, Trap, Queen…), after every gain for it (A11).
        """
        card, uncovered = self.remove_top(pos)
        cid, owner, face_up, tokens, verdict, bribed_by, _ = card
        events = self._events
        if tokens:
            events.append(_new(_TokensReturned, (cid, owner, pos, tokens, "eliminated", True)))
        self.discards[owner] = (*self.discards[owner], cid)  # G6: face up, to its family
        if verdict or bribed_by:
            self._tokens_home(card)
        player, (source_owner, by) = f[PLAYER], f[SOURCE]
        # G16: the acting card is named by its printed owner only when a bribe moved it
        by_owner = None if source_owner == player else source_owner
        events.append(
            _new(
                _CardEliminated,
                (player, cid, owner, pos, by, not face_up, by_owner, bribed_by or None),
            )
        )
        if uncovered is not None:
            events.append(uncovered)
        if reward:
            self.influence[player] += 1
            events.append(_new(_InfluenceGained, (player, 1, by, "elimination")))
        st: GameState = self  # type: ignore[assignment]  # the only subclass
        for after in AFTER_ANY_ELIMINATION:
            after(st, card, pos, f)
        hook = ON_ELIMINATED.get(cid)
        if hook is not None:
            hook(st, card, pos, f)
        return card

    def discard_at(self, pos: int, reason: str) -> Card:
        """G7: discard the top card at ``pos`` — no influence, no elimination power."""
        card, uncovered = self.remove_top(pos)
        cid, owner, _, tokens, verdict, bribed_by, _ = card
        events = self._events
        if tokens:
            events.append(_new(_TokensReturned, (cid, owner, pos, tokens, "discarded", True)))
        self.discards[owner] = (*self.discards[owner], cid)
        if verdict or bribed_by:
            self._tokens_home(card)
        events.append(_new(_CardDiscarded, (cid, owner, pos, reason)))
        if uncovered is not None:
            events.append(uncovered)
        return card

    def discard_card(self, key: Key, reason: str) -> Card | None:
        """Discard the card ``key`` if it is still a top card in the queue."""
        pos = self._position_of_source(key)
        return None if pos is None else self.discard_at(pos, reason)

    # --------------------------------------------------------- frames

    def ask(
        self,
        f: Frame,
        step: str,
        decision: str,
        moves: list[str] | tuple[str, ...],
        **data: Any,
    ) -> None:
        """Make ``f`` (the top frame) wait for ``f[PLAYER]`` to choose among ``moves``.

        ``refused`` (in ``data``), when given, maps a move the ability rules out
        for a reason of its own to that reason's code (``twin_on_prince``): the
        refusal comes from where legality is decided (``GameState._refusal``).
        """
        old = f[DATA]
        new = _asked_data(old, data) if data or "refused" in old else old
        self.frames[-1] = (f[ABILITY], f[SOURCE], f[PLAYER], step, decision, tuple(moves), new)

    def ask_target(
        self,
        f: Frame,
        step: str,
        positions: list[int],
        refused: dict[int, str] | None = None,
        **data: Any,
    ) -> None:
        """Make ``f`` wait for a target among ``positions``. ``refused`` names the
        positions the ability rules out for a reason of its own (the Decree's own
        place: ``cannot_move_itself``); any other is ``not_a_legal_target``."""
        if refused:
            data["refused"] = {f"target {p}": code for p, code in refused.items()}
        targets = _TARGETS
        moves = tuple([targets[i] if i < 48 else f"target {i}" for i in positions])
        old = f[DATA]
        new = _asked_data(old, data) if data or "refused" in old else old
        self.frames[-1] = (f[ABILITY], f[SOURCE], f[PLAYER], step, "target", moves, new)

    def done(self, f: Frame) -> None:
        """``f``'s ability is over."""
        self.frames.pop()

    def no_effect(self, f: Frame, reason: str = "no_target", victim: str | None = None) -> None:
        """G4: the ability has nothing to act on; the log says so (``victim``:
        the player a theft would have robbed, when there is one)."""
        self._events.append(
            _new(_NoEffect, (f[PLAYER], f[SOURCE][KEY_CARD], f[ABILITY], reason, victim))
        )
        self.frames.pop()

    def source_pos(self, f: Frame) -> int | None:
        return self._position_of_source(f[SOURCE])


#: "target 0" ... "target 47", built once
_TARGETS = tuple(f"target {i}" for i in range(48))


def _asked_data(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """A waiting frame's data: what it held and what the question adds; the
    refusals of an earlier question of the same ability do not carry over."""
    if "refused" in old and "refused" not in new:
        old = {k: v for k, v in old.items() if k != "refused"}
    return {**old, **new} if new else old
