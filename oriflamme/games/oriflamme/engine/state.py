"""The game state: one entry point for change, ``state.apply(move)``.

``GameState`` feels like ``chess.Board``: ``pending`` says who decides what,
``legal_moves()`` lists exactly the moves ``apply`` accepts (docs/PROTOCOL.md §3
notation), ``apply`` returns the events it caused or raises ``IllegalMove``
leaving the state untouched, ``undo()`` steps back, ``copy()`` is cheap, and
``to_json()`` works at every decision point, in the middle of an ability too.

The state is plain data. Cards are immutable records; the queue is a list of
stacks (tuples, bottom to top); zones are dicts of tuples. Abilities in progress
are ``Frame`` records on ``frames``. Rule primitives shared by every card
(eliminate, discard, gain, steal, move, place) live in ``actions.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from oriflamme.core.decisions import Pending

from . import events as ev
from .abilities.registry import ABILITIES, CAN_REVEAL, ON_REVEAL, ON_ROUND_START
from .actions import Actions
from .edition import extra_json, tiebreak_basis
from .errors import REASONS, IllegalMove
from .fields import FIELDS
from .model import (
    ABILITY,
    BRIBED_BY,
    DATA,
    DECISION,
    ID,
    INACTIVE,
    KEY_CARD,
    KEY_OWNER,
    MOVES,
    NO_DATA,
    OWNER,
    PLAYER,
    SOURCE,
    STEP,
    Card,
    card_to_json,
    controller,
    frame_to_json,
    replace_card,
)
from .notation import DECISION_VERBS, Move, parse_move, quote_move, read_move_line
from .view import PlayerView, player_view

PLACEMENT, RESOLUTION, FINISHED = "placement", "resolution", "finished"
ROUNDS = 6
#: With an undo history, a full snapshot is kept every CHECKPOINT moves.
CHECKPOINT = 32

_tuple_new = tuple.__new__
_AbilityApplied = ev.AbilityApplied
_CardRevealed = ev.CardRevealed
_CardBanked = ev.CardBanked
_CardPlaced = ev.CardPlaced
_ResolutionStarted = ev.ResolutionStarted
_RoundEnded = ev.RoundEnded
_RoundStarted = ev.RoundStarted
_NO_DATA = NO_DATA
_REVEAL_OR_BANK = ("reveal", "bank")
_BANK_ONLY = ("bank",)
#: a stack that matches no card (the cursor past the queue's end)
_NO_STACK = (("", "", False, 0, False, None, False),)

#: The frame that asks a face-down card's owner to reveal or bank it.
REVEAL = "reveal"
#: A reveal decision's data when the card cannot be revealed (L7): why not.
_CANNOT_REVEAL: dict[str, Any] = {"refused": {"reveal": "needs_influence"}}
#: The reason a move is refused when the ability named none of its own: the
#: rule each kind of decision follows (a placement: ``placement_refusal``).
_GENERAL = {
    "target": "not_a_legal_target",
    "destination": "not_a_legal_destination",
    "option": "no_such_option",
    "swap": "card_not_in_hand",
    "reveal": "needs_influence",
}


class GameState(Actions):
    """A game of Oriflamme (any edition, mixed tables too) at a decision point."""

    # The fields, the constructor (keywords only) and the rule primitives:
    # ``fields.StateFields`` and ``actions.Actions``.
    __slots__ = ()

    # ------------------------------------------------------------------ reading

    @property
    def first_player(self) -> str:
        return self.players[self.first]

    @property
    def next(self) -> str | int | None:
        """docs/PROTOCOL.md §4 ``next``: the player to place, or the position to resolve."""
        if self.phase == PLACEMENT:
            return self.players[self.placer]
        if self.phase == RESOLUTION:
            return self.cursor
        return None

    def controller_at(self, pos: int) -> str:
        top = self.queue[pos][-1]
        return top[BRIBED_BY] or top[OWNER]

    def top(self, pos: int) -> Card:
        return self.queue[pos][-1]

    def adjacent(self, pos: int) -> list[int]:
        """The positions next to ``pos`` (one or two, none in a queue of one)."""
        out = []
        if pos > 0:
            out.append(pos - 1)
        if pos + 1 < len(self.queue):
            out.append(pos + 1)
        return out

    def scores(self) -> dict[str, int]:
        """Final score (G12): influence in supply plus influence on kept cards (L10)."""
        return {
            p: self.influence[p] + sum(t for _, t in self.kept.get(p, ())) for p in self.players
        }

    def top_cards(self, player: str) -> int:
        """How many top cards ``player`` controls in the queue (tie-break, G12)."""
        return sum(1 for s in self.queue if controller(s[-1]) == player)

    # -------------------------------------------------------------- decisions

    @property
    def pending(self) -> Pending | None:
        """Who decides what now; None when the game is finished."""
        if self.phase == FINISHED:
            return None
        moves = self.legal_moves()
        if self.frames:
            f = self.frames[-1]
            pos = self.pos_of(f[SOURCE])
            return Pending(f[PLAYER], f[DECISION], moves, f[SOURCE][KEY_CARD], pos)
        return Pending(self.players[self.placer], "place", moves)

    def legal_moves(self) -> list[str]:
        """Exactly the moves ``apply`` accepts now, in docs/PROTOCOL.md notation."""
        legal = self._legal
        if legal is None:
            legal = self._legal_now()
        return list(legal)  # the caller's own list: changing it changes nothing here

    def _legal_now(self) -> Sequence[str]:
        """The legal moves, computed once per decision (never handed out): a
        waiting frame's own tuple, or the placements."""
        legal = self._legal
        if legal is None:
            if self.phase == FINISHED:
                legal = ()
            elif self.frames:
                legal = self.frames[-1][MOVES] or ()
            else:
                p = self.players[self.placer]
                legal = self.placement_moves(p, self.hands[p])
            self._legal = legal
        return legal

    def placement_moves(self, player: str, cards: tuple[str, ...] | list[str]) -> list[str]:
        """``play CARD start|end|on N`` for each card (G2)."""
        if self.round > 1:
            own = []
            for i, s in enumerate(self.queue):  # a loop: quicker than a comprehension here
                top = s[-1]
                if (
                    top[BRIBED_BY] or top[OWNER]
                ) == player:  # the controller: the briber, else the owner
                    own.append(i)
            stacks = tuple(own)
        else:
            stacks = ()
        pick = _PICKERS.get(stacks)
        if pick is None:
            if stacks and stacks[-1] >= _ON_CACHED:  # a queue longer than any real game
                out: list[str] = []
                for c in cards:
                    out += (
                        f"play {c} start",
                        f"play {c} end",
                        *(f"play {c} on {i}" for i in stacks),
                    )
                return out
            pick = itemgetter(0, 1, *[i + 2 for i in stacks])
            if len(_PICKERS) < 10_000:
                _PICKERS[stacks] = pick
        out = []
        play = _PLAY
        try:
            for c in cards:
                out += pick(play[c])
        except KeyError:  # a card met for the first time: its texts, then again
            for c in cards:
                if c not in play:
                    _play_texts(c)
            return self.placement_moves(player, cards)
        return out

    def own_stacks(self, player: str) -> list[int]:
        """The positions of the stacks whose top card ``player`` controls."""
        # s[-1][BRIBED_BY] or s[-1][OWNER]: the top card's controller (briber, else owner)
        return [i for i, s in enumerate(self.queue) if (s[-1][BRIBED_BY] or s[-1][OWNER]) == player]

    def apply(self, move: str | Move, player: str | None = None) -> list[Any]:
        """Play ``move`` for the pending decision; return the events it caused.

        ``player``, when given, must be the one who decides (``not_your_turn``).
        An illegal move raises ``IllegalMove`` with a reason code; nothing changes.

        The hot path of every playout: the two commonest decisions (a placement,
        a face-down card's reveal or bank) are played here without a call;
        frames and cards are plain tuples read by index (``Frame``: ability,
        source, player, step, decision, moves, data; ``Card``: id, owner,
        face_up, tokens, verdict, bribed_by, inactive) and events are built
        with ``tuple.__new__``.
        """
        legal = self._legal
        if legal is None:
            legal = self._legal_now()
        if type(move) is str and move in legal:  # a move from legal_moves()
            text = move
            if player is not None:
                self._check_player(player, text, legal)
        else:
            text = self._check(move, player, legal)
        hist = self._history
        if hist is not None:
            # A snapshot every CHECKPOINT moves; undo replays from the last one.
            hist.append((text, None) if len(hist) % CHECKPOINT else (text, self.copy()))
        events: list[Any] = []
        self._events = events
        self._legal = None
        frames = self.frames
        pos: int | None
        if not frames:  # a placement (G2): the text is legal, so looked up, not parsed
            placer = self.placer
            p = self.players[placer]
            cid, where, n = _PLACE.get(text) or _parse_place(text)
            hand = self.hands[p]
            i = hand.index(cid)
            self.hands[p] = hand[:i] + hand[i + 1 :]
            new: Card = (cid, p, False, 0, False, None, False)
            queue = self.queue
            alone = not queue
            if where == "on":
                queue[n] = (*queue[n], new)
                pos, stacked = n, True
            elif where == "start":  # no cursor to keep right: this is the placement
                queue.insert(0, (new,))
                pos, stacked = 0, False
            else:
                pos, stacked = len(queue), False
                queue.append((new,))
            events.append(
                _tuple_new(_CardPlaced, (p, cid, p, pos, stacked, False, "placement", alone))
            )
            placer = (placer + 1) % len(self.players)
            self.placer = placer
            if placer == self.first:  # the last player placed: the resolution starts
                self.phase = RESOLUTION
                self.cursor = 0
                events.append(_tuple_new(_ResolutionStarted, (self.round,)))
            elif self.hands[self.players[placer]]:  # the usual case: the next one places
                self._events = []
                return events
        else:
            f = frames[-1]
            ability = f[ABILITY]
            if ability == REVEAL:  # G3: bank or reveal the face-down top card
                queue = self.queue
                pos = self.cursor
                owner, cid = f[SOURCE]
                stack = queue[pos] if pos < len(queue) else _NO_STACK
                card = stack[-1]
                if card[ID] != cid or card[OWNER] != owner:
                    pos = self.pos_of(f[SOURCE])  # a hand-written frame: not at the cursor
                    assert pos is not None
                    stack = queue[pos]
                    card = stack[-1]
                _, _, _, tokens, verdict, bribed_by, inactive = card
                if text == "bank":
                    tokens += 1
                    new = (cid, owner, False, tokens, verdict, bribed_by, inactive)
                    queue[pos] = (*stack[:-1], new) if len(stack) > 1 else (new,)
                    events.append(
                        _tuple_new(_CardBanked, (f[PLAYER], cid, pos, tokens, owner, False))
                    )
                    frames.pop()
                else:
                    new = (cid, owner, True, 0, verdict, bribed_by, inactive)
                    queue[pos] = (*stack[:-1], new) if len(stack) > 1 else (new,)
                    events.append(_tuple_new(_CardRevealed, (f[PLAYER], cid, pos, tokens)))
                    source = (owner, cid)
                    hook = ON_REVEAL.get(cid)
                    if hook is not None:  # it may move the card: look again
                        hook(self, card, pos, f[PLAYER])
                        pos = self._position_of_source(source)
                    elif tokens:  # influence moves, never a card: still at pos
                        self.gain(f[PLAYER], tokens, cid, "tokens")
                    # the card's ability starts now, from where the card is
                    controller = bribed_by or owner
                    events.append(
                        _tuple_new(
                            _AbilityApplied,
                            (controller, cid, owner, -1 if pos is None else pos, cid),
                        )
                    )
                    f = (cid, source, controller, "start", "", None, {"revealed": tokens})
                    frames[-1] = f
                    ABILITIES[cid](self, f, None)
            else:  # the frame no longer waits: moves None
                f = (ability, f[SOURCE], f[PLAYER], f[STEP], f[DECISION], None, f[DATA])
                frames[-1] = f
                ABILITIES[ability](self, f, text)
        self._advance()
        self._events = []
        return events

    def _check_player(self, player: str, text: str, legal: Sequence[str]) -> None:
        """``not_your_turn`` unless ``player`` is the one who decides now."""
        decider = self.frames[-1][PLAYER] if self.frames else self.players[self.placer]
        if player != decider:
            raise IllegalMove("not_your_turn", f"{decider} decides now, not {player}", text, legal)

    def _check(self, move: str | Move, player: str | None, legal: Sequence[str]) -> str:
        """The canonical text of ``move`` if it is legal now, else ``IllegalMove``."""
        if isinstance(move, Move):
            move = str(move)
        quoted = quote_move(move)  # an error quotes the move: never a whole pasted file
        if self.phase == FINISHED:
            raise IllegalMove("game_finished", "the game is over", quoted)
        decider = self.frames[-1][PLAYER] if self.frames else self.players[self.placer]
        if player is not None and player != decider:
            detail = f"{decider} decides now, not {player}"
            raise IllegalMove("not_your_turn", detail, quoted, legal)
        text = read_move_line(move, legal)  # the notation's one rule (docs/protocol.md)
        if text not in legal:
            text = _canonical(text)  # "target 03" is "target 3"
            if text not in legal:
                raise self._refusal(text, legal)
        return text

    def undo(self) -> str:
        """Take back the last move (when the state keeps a history); return it."""
        hist = self._history
        if not hist:
            raise IndexError("nothing to undo")
        snap = self.position_before(len(hist) - 1)
        text, _ = hist.pop()
        for name in FIELDS:
            if name not in ("_history", "opening"):
                setattr(self, name, getattr(snap, name))
        return text

    def start_history(self) -> None:
        """Keep an undo history from now on (a copy starts without one; a
        state from ``load_scenario`` or ``new_game`` has one already)."""
        if self._history is None:
            self._history = []

    def position_before(self, index: int) -> GameState:
        """A copy of the game as it was before move ``index`` of its history
        (``move_stack[index]``); ``len(move_stack)`` gives the position now.

        The history keeps a snapshot every ``CHECKPOINT`` moves: the position is
        the last snapshot at or before ``index`` with the moves after it replayed.
        """
        hist = self._history or []
        if not 0 <= index <= len(hist):
            raise IndexError(f"no position before move {index} (history of {len(hist)})")
        if index == len(hist):
            return self.copy()
        j = index
        while hist[j][1] is None:
            j -= 1
        base = hist[j][1]
        assert base is not None  # the first move of a history is always a snapshot
        snap = base.copy()
        for m, _ in hist[j:index]:
            snap.apply(m)
        return snap

    @property
    def move_stack(self) -> list[str]:
        """The moves applied since the history began (empty without history)."""
        return [m for m, _ in self._history or ()]

    # ------------------------------------------------------------- the loop

    def _advance(self) -> None:
        """Run the game forward until someone must decide or it is finished;
        leave the legal moves of that decision in ``_legal`` (None: to compute).

        The hot path of every playout (see ``apply``): a face-up card's ability
        starts here without a second look at the frame it gets.
        """
        frames = self.frames
        events = self._events
        while True:
            if frames:
                f = frames[-1]
                moves = f[MOVES]
                if moves is not None:  # waits for a decision
                    self._legal = moves
                    return
                if f[STEP] == "start":
                    source = f[SOURCE]
                    pos = self._position_of_source(source)
                    events.append(
                        _tuple_new(
                            _AbilityApplied,
                            (
                                f[PLAYER],
                                source[KEY_CARD],
                                source[KEY_OWNER],
                                -1 if pos is None else pos,
                                f[ABILITY],
                            ),
                        )
                    )
                ABILITIES[f[ABILITY]](self, f, None)
                continue
            phase = self.phase
            if phase == RESOLUTION:
                queue = self.queue
                cursor = self.cursor
                key = self.resolving
                if key is not None:  # G5: go on right after the card that resolved
                    self.resolving = None
                    if cursor < len(queue):
                        top = queue[cursor][-1]
                        if (top[OWNER], top[ID]) == key:
                            cursor += 1
                            self.cursor = cursor
                    # else: it left the queue; what slid or was uncovered there is next.
                if cursor >= len(queue):
                    self._end_round()
                    continue
                top = queue[cursor][-1]
                cid, owner, face_up, _, _, bribed_by, inactive = top
                if inactive:
                    self.cursor = cursor + 1
                    continue
                key = (owner, cid)
                self.resolving = key
                if face_up:  # its ability starts: the card is at the cursor
                    player = bribed_by or owner
                    events.append(_tuple_new(_AbilityApplied, (player, cid, owner, cursor, cid)))
                    f = (cid, key, player, "start", "", None, _NO_DATA)
                    frames.append(f)
                    ABILITIES[cid](self, f, None)
                else:  # G3: its owner reveals or banks it
                    can = CAN_REVEAL.get(cid)
                    if can is None or can(top):
                        moves, data = _REVEAL_OR_BANK, _NO_DATA
                    else:  # L7: why "reveal" is missing is said where it is decided
                        moves, data = _BANK_ONLY, _CANNOT_REVEAL
                    frames.append((REVEAL, key, owner, "reveal", "reveal", moves, data))
                    self._legal = moves
                    return
            elif phase == PLACEMENT:
                hands = self.hands
                players = self.players
                while not hands[players[self.placer]]:
                    if not self._step_placer(len(players)):
                        break
                else:
                    self._legal = None
                    return
            else:
                self._legal = None
                return

    def _step_placer(self, n: int) -> bool:
        """Pass placement on; start the resolution after the last player."""
        self.placer = (self.placer + 1) % n
        if self.placer == self.first:
            self.phase = RESOLUTION
            self.cursor = 0
            self.emit(ev.ResolutionStarted(self.round))
            return False
        return True

    def _end_round(self) -> None:
        events = self._events
        events.append(_tuple_new(_RoundEnded, (self.round,)))
        if self.round >= ROUNDS:
            self._finish_game()
            return
        self.round = now = self.round + 1
        self.first = first = (self.first + 1) % len(self.players)
        self.phase = PLACEMENT
        self.placer = first
        self.cursor = 0
        queue = self.queue
        for i, s in enumerate(queue):
            for c in s:
                if c[INACTIVE]:  # an inactive card (L3) becomes active again
                    queue[i] = tuple(replace_card(c, inactive=False) for c in s)
                    break
        events.append(_tuple_new(_RoundStarted, (now, self.players[first])))
        for hook in ON_ROUND_START:
            hook(self)

    def tiebreak_basis(self) -> str:
        """G12: how the rulebooks at this table break a tie (``edition.tiebreak_basis``)."""
        return tiebreak_basis(self.editions.values())

    def _finish_game(self) -> None:
        scores = self.scores()
        best = max(scores.values())
        tied = [p for p in self.players if scores[p] == best]
        tiebreak = "none"
        if len(tied) > 1:
            counts = {p: self.top_cards(p) for p in tied}
            most = max(counts.values())
            tied = [p for p in tied if counts[p] == most]
            tiebreak = "queue_cards" if len(tied) == 1 else "shared"
        self.phase = FINISHED
        self.finished = True
        self.winners = tied
        self.emit(ev.GameEnded(scores, list(tied), tiebreak, self.tiebreak_basis()))

    # ------------------------------------------------------------- diagnosis

    def _refusal(self, text: str, legal: Sequence[str]) -> IllegalMove:
        """Why ``text`` is not legal now, from the rules that decide legality.

        A placement is refused by the placement rules (``placement_refusal``,
        which ``placement_moves`` follows). A waiting ability named, when it
        asked, the moves it rules out for a reason of its own (``refused`` in its
        frame's data: the Decree's own place, ``cannot_move_itself``; a Prince's
        place for the Twin, ``twin_on_prince``; a reveal without influence on an
        Insurrection, ``needs_influence``); any other move is refused for the
        decision's general reason (``_GENERAL``).
        """

        def err(code: str, detail: str) -> IllegalMove:
            return IllegalMove(code, detail, text, legal)

        try:
            m = parse_move(text)
        except IllegalMove as e:
            return err("unknown_move", e.detail)
        frames = self.frames
        decision = frames[-1][DECISION] if frames else "place"
        if m.verb not in DECISION_VERBS.get(decision, ()):
            return err("wrong_decision", f"{m.verb!r} does not answer a {decision} decision")
        if not frames:
            player = self.players[self.placer]
            why = self.placement_refusal(player, self.hands[player], m)
            return err(*(why or ("not_own_stack", f"{text!r} is not a legal placement")))
        f = frames[-1]
        code = (f[DATA].get("refused") or {}).get(text)
        if code is not None:
            return err(code, REASONS[code])
        if m.verb == "play":  # a placement an ability asks for (A2: the Prince's Twin)
            cards = tuple({x.split()[1] for x in legal})
            why = self.placement_refusal(f[PLAYER], cards, m)
            return err(*(why or ("not_own_stack", f"{text!r} is not a legal placement")))
        if m.verb == "target" and m.n is not None and m.n >= len(self.queue):
            return err("no_card_at_position", f"no card at position {m.n}")
        code = _GENERAL.get(decision, "wrong_decision")
        return err(code, f"{text!r}: {REASONS[code]}")

    def placement_refusal(
        self, player: str, cards: tuple[str, ...] | list[str], move: Move
    ) -> tuple[str, str] | None:
        """Why ``move`` (``play CARD start|end|on N``) is not a legal placement of
        one of ``cards`` by ``player`` — the rules ``placement_moves`` follows
        (G2): a card of one's hand, at either end, or on a stack whose top card
        one controls from round 2 on — or None when it is legal."""
        if move.card not in cards:
            return "card_not_in_hand", f"{move.card!r} is not in {player}'s hand"
        if move.where != "on":
            return None
        n = move.n
        if n is None or n >= len(self.queue):
            return "no_card_at_position", f"no card at position {n}"
        if self.round == 1:
            return "cannot_stack_round_1", "no stacks in round 1"
        if n not in self.own_stacks(player):
            return "not_own_stack", f"the top card at {n} is not {player}'s"
        return None

    # ------------------------------------------------------------- copying

    def copy(self) -> GameState:
        """A cheap independent copy (cards and frames are immutable records).

        The copy starts without an undo history.
        """
        # Field by field, not through the constructor: a copy is in every bot's
        # inner loop, and this is 3 times faster. test_api checks it sets every field.
        new = GameState.__new__(GameState)
        new.players = self.players
        new.editions = self.editions
        new.edition = self.edition
        new.round = self.round
        new.first = self.first
        new.direction = self.direction
        new.phase = self.phase
        new.placer = self.placer
        new.cursor = self.cursor
        new.influence = self.influence.copy()
        new.queue = self.queue.copy()
        new.hands = self.hands.copy()
        new.aside = self.aside.copy()
        new.discards = self.discards.copy()
        new.kept = self.kept.copy()
        new.extra = self.extra.copy()
        new.frames = self.frames.copy()
        new.resolving = self.resolving
        new.winners = list(self.winners)
        new.finished = self.finished
        new.opening = ()
        new._events = []
        new._history = None
        new._legal = self._legal
        return new

    def __copy__(self) -> GameState:
        return self.copy()

    # ------------------------------------------------------------- JSON

    def to_json(self) -> dict[str, Any]:
        """The docs/PROTOCOL.md §5 state JSON, plus what is needed to continue from it."""
        pending = self.pending
        default = self.edition
        return {
            "edition": default,
            "players": list(self.players),
            "families": {p: {"edition": e} for p, e in self.editions.items() if e != default},
            "round": self.round,
            "first_player": self.players[self.first],
            "direction": self.direction,
            "phase": self.phase,
            "next": self.next,
            "pending": None if pending is None else pending.to_json(),
            "influence": dict(self.influence),
            "queue": [[card_to_json(c) for c in s] for s in self.queue],
            "hands": {p: sorted(v) for p, v in self.hands.items()},
            "aside": {p: sorted(v) for p, v in self.aside.items()},
            "discards": {p: sorted(v) for p, v in self.discards.items()},
            "kept": {
                p: [{"card": c, "tokens": t} for c, t in v] for p, v in self.kept.items() if v
            },
            **extra_json(self.extra),
            "frames": [frame_to_json(f) for f in self.frames],
            "resolving": None if self.resolving is None else list(self.resolving),
            "finished": self.phase == FINISHED,
            "winners": list(self.winners),
            "scores": self.scores(),
        }

    def view(self, player: str | None) -> PlayerView:
        """What ``player`` may know, as state JSON (``engine/view.py``, fail-closed):
        hidden cards have ``card: null``, others' hands and aside cards are counts,
        the moves of another player's private decision are hidden.
        ``player=None`` is the teacher's view: everything."""
        return player_view(self, player)

    def _repr_html_(self) -> str:
        from ..render import render_board

        return render_board(self.view(None), "uk")

    def __repr__(self) -> str:
        return (
            f"<GameState round={self.round} phase={self.phase} next={self.next!r} "
            f"queue={len(self.queue)} influence={self.influence}>"
        )


#: card id -> its placement moves' texts: start, end, then on 0, on 1... (built once)
_PLAY: dict[str, tuple[str, ...]] = {}
_ON_CACHED = 48
#: own stacks' positions -> the picker of their placement texts in a card's ``_PLAY``
_PICKERS: dict[tuple[int, ...], itemgetter[Any]] = {}


#: a placement's text -> (card, where, n): what ``apply`` plays (built with ``_PLAY``)
_PLACE: dict[str, tuple[str, str, int]] = {}


def _play_texts(card: str) -> tuple[str, ...]:
    ons = (f"play {card} on {i}" for i in range(_ON_CACHED))
    texts = (f"play {card} start", f"play {card} end", *ons)
    _PLAY[card] = texts
    _PLACE[texts[0]] = (card, "start", -1)
    _PLACE[texts[1]] = (card, "end", -1)
    for i in range(_ON_CACHED):
        _PLACE[texts[2 + i]] = (card, "on", i)
    return texts


def _parse_place(text: str) -> tuple[str, str, int]:
    """A legal placement's text not in ``_PLACE`` (a queue of more than 48 stacks)."""
    _, card, where, *n = text.split(" ")
    return card, where, int(n[0]) if n else -1


def _canonical(text: str) -> str:
    """The move's notation as ``legal_moves`` writes it (the text itself if it
    is not a move)."""
    try:
        return str(parse_move(text))
    except IllegalMove:
        return text
