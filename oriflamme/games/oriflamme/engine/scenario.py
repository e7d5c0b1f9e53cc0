"""Scenario files (docs/PROTOCOL.md §4): read, validate, build a ``GameState``.

The whole file is validated before play; a bad file raises ``ScenarioError``
naming the field (``queue[2][0].card: 'archerr' is not a card of edition base``).
A scenario without ``queue`` and ``hands`` is a new game dealt from ``seed``.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from oriflamme.core import files

from .abilities.registry import ABILITIES
from .cards import CARD_TYPES, DECKS, EDITIONS
from .checks import as_bool, as_dict, as_int, as_list, fail
from .edition import (
    CARD_KEYS,
    CORE_CARD_KEYS,
    KEYS,
    STATE_KEYS,
    STATEFUL,
    dealing,
    new_extra,
)
from .errors import IllegalMove, ScenarioError
from .model import FACE_UP, Card, Frame, card_key, frame_from_json, new_card
from .notation import parse_move
from .state import FINISHED, PLACEMENT, RESOLUTION, REVEAL, ROUNDS, GameState

FRAME_KEYS = frozenset(["ability", "source", "player", "step", "decision", "moves", "data"])
#: The ``game`` a scenario of Oriflamme may name (none: docs/PROTOCOL.md's files).
GAME = "oriflamme"
PLAYER_ID = re.compile(r"^[a-z][a-z0-9_]{0,15}$")
HAND, ASIDE = 7, 3
#: a zone of every player: hands, aside cards, discards (each sorted by card id)
Zone = dict[str, tuple[str, ...]]


class Checker:
    """Validates one scenario dict; remembers where each card was seen.

    An edition's checks (``Edition.read_state``, ``read_card``) get it as the
    table: ``players``, ``editions`` (player -> edition), ``queue`` (once read),
    ``dealt`` (a new game dealt from a seed), ``player()`` and ``card_id()``
    (which check a value and name its field), and ``notes`` for what an edition
    remembers while the file is read.
    """

    def __init__(self, data: dict[str, Any]):
        self.data = data
        self.seen: dict[tuple[str, str], str] = {}
        self.players: tuple[str, ...] = ()
        self.editions: dict[str, str] = {}
        self.queue: list[tuple[Card, ...]] = []
        self.resolving: tuple[str, str] | None = None
        self.dealt = False
        self.notes: dict[str, dict[str, Any]] = {}

    def player(self, p: Any, field: str) -> str:
        if p not in self.players:
            raise fail(
                field,
                f"{p!r} is not a player of this scenario ({', '.join(self.players)})",
                "not_a_player",
                value=p,
                allowed=list(self.players),
            )
        name: str = p
        return name

    def per_player(self, key: str) -> dict[str, Any]:
        d = as_dict(self.data.get(key, {}), key)
        for p in d:
            self.player(p, f"{key}.{p}")
        return d

    def card_id(self, c: Any, owner: str, field: str) -> str:
        ed = self.editions[owner]
        if not isinstance(c, str) or c not in DECKS[ed]:
            raise fail(
                field, f"{c!r} is not a card of edition {ed}", "not_a_card", value=c, edition=ed
            )
        where = self.seen.get((owner, c))
        if where is not None:
            raise fail(
                field,
                f"{owner}'s {c} is already at {where} (each card is in one place)",
                "card_elsewhere",
                card=c,
                owner=owner,
                where=where,
            )
        self.seen[(owner, c)] = field
        return c

    def zone(self, key: str, owner: str, cards: Any) -> tuple[str, ...]:
        out = []
        for i, c in enumerate(as_list(cards, f"{key}.{owner}")):
            out.append(self.card_id(c, owner, f"{key}.{owner}[{i}]"))
        return tuple(sorted(out))

    def queue_card(self, d: Any, field: str) -> Card:
        d = as_dict(d, field)
        for k in d:
            if k not in CORE_CARD_KEYS and k not in CARD_KEYS:
                allowed = sorted([*CORE_CARD_KEYS, *CARD_KEYS])
                raise fail(
                    f"{field}.{k}",
                    f"unknown key (allowed: {', '.join(allowed)})",
                    "unknown_key",
                    unknown=k,
                    allowed=allowed,
                )
        if "owner" not in d:
            raise fail(f"{field}.owner", "missing", "missing")
        owner = self.player(d["owner"], f"{field}.owner")
        if "card" not in d:
            raise fail(f"{field}.card", "missing", "missing")
        cid = self.card_id(d["card"], owner, f"{field}.card")
        face_up = as_bool(d.get("face_up", False), f"{field}.face_up")
        tokens = as_int(d.get("tokens", 0), f"{field}.tokens")
        printed = CARD_TYPES[cid]
        if tokens and face_up and not printed.tokens_face_up:
            raise fail(
                f"{field}.tokens",
                "influence lies only on face-down cards (G8, L4)",
                "tokens_face_up",
                card=cid,
                value=tokens,
            )
        if face_up and printed.kind == "intrigue" and (owner, cid) != self.resolving:
            raise fail(
                f"{field}.face_up",
                f"{cid} is an intrigue: it never stays face up in the queue",
                "intrigue_face_up",
                card=cid,
            )
        card = new_card(cid, owner, face_up, tokens)
        for edition in {CARD_KEYS[k]: None for k in CARD_KEYS if k in d}:  # once each, in order
            card = edition.read_card(self, d, card, field)
        return card

    def check(self) -> GameState:
        """The state the scenario describes, before its first decision is sought."""
        data = self.data
        for k in data:
            if k not in KEYS and k not in STATE_KEYS:
                allowed = KEYS | STATE_KEYS.keys()
                raise fail(
                    k if isinstance(k, str) and k else repr(k),
                    f"unknown key (allowed: {', '.join(sorted(allowed))})",
                    "unknown_key",
                    unknown=k,
                    allowed=sorted(allowed),
                )
        game = data.get("game", GAME)
        if game != GAME:  # the registry sends another game's files to that game
            raise fail(
                "game",
                f"{game!r} is not {GAME} (this reader's game)",
                "not_a_game",
                value=game,
                allowed=[GAME],
            )
        edition = self.table(data)
        players = self.players
        round_ = as_int(data.get("round", 1), "round", 1, ROUNDS)
        first_player = self.player(data.get("first_player", players[0]), "first_player")
        first = players.index(first_player)
        direction = data.get("direction", "ltr")
        if direction not in ("ltr", "rtl"):
            raise fail(
                "direction",
                f"{direction!r} is not ltr or rtl",
                "not_a_direction",
                value=direction,
                allowed=["ltr", "rtl"],
            )
        infl = self.per_player("influence")
        influence = {p: as_int(infl.get(p, 1), f"influence.{p}") for p in players}
        extra = new_extra(players, self.editions)
        hands, aside, discards = self.zones(data, extra)
        kept = self.kept()
        for ed in STATEFUL:
            ed.read_state(self, data, extra)
        phase = data.get("phase", PLACEMENT)
        if phase not in (PLACEMENT, RESOLUTION, FINISHED):
            raise fail(
                "phase",
                f"{phase!r} is not placement, resolution or finished",
                "not_a_phase",
                value=phase,
                allowed=[PLACEMENT, RESOLUTION, FINISHED],
            )
        placer, cursor = first, 0
        nxt = data.get("next")
        if phase == PLACEMENT and nxt is not None:
            placer = self.players.index(self.player(nxt, "next"))
        elif phase == RESOLUTION and nxt is not None:
            cursor = as_int(nxt, "next", 0, len(self.queue))
        given = as_list(data.get("frames", []), "frames")
        frames = [self.frame(f, f"frames[{i}]") for i, f in enumerate(given)]
        winners = as_list(data.get("winners", []), "winners")
        for i, p in enumerate(winners):
            self.player(p, f"winners[{i}]")
        if frames and phase != RESOLUTION:
            raise fail(
                "frames",
                "abilities are only in progress during the resolution",
                "frames_outside_resolution",
            )
        return GameState(
            players=players,
            editions=self.editions,
            edition=edition,
            round=round_,
            first=first,
            direction=direction,
            phase=phase,
            placer=placer,
            cursor=cursor,
            influence=influence,
            queue=self.queue,
            hands=hands,
            aside=aside,
            discards=discards,
            kept=kept,
            extra=extra,
            frames=frames,
            resolving=self.resolving,
            winners=list(winners) if phase == FINISHED else [],
            finished=phase == FINISHED,
            _history=[],
        )

    def table(self, data: dict[str, Any]) -> str:
        """Read who sits at the table with which edition (``players``,
        ``edition``, ``families``) and the card ``resolving``; return the
        table's edition."""
        edition = data.get("edition", "base")
        if not isinstance(edition, str) or edition not in EDITIONS:
            raise fail(
                "edition",
                f"{edition!r} is not an edition ({', '.join(EDITIONS)})",
                "not_an_edition",
                value=edition,
                allowed=list(EDITIONS),
            )
        if "players" not in data:
            raise fail("players", "missing: list the families in seating order", "missing_players")
        players = as_list(data["players"], "players")
        if not 2 <= len(players) <= 5:
            raise fail(
                "players",
                f"{len(players)} players: a game has 2 to 5 (G13)",
                "player_count",
                count=len(players),
            )
        for i, p in enumerate(players):
            if not isinstance(p, str) or not PLAYER_ID.match(p):
                raise fail(
                    f"players[{i}]", f"{p!r} is not a short lowercase id", "bad_player_id", value=p
                )
        if len(set(players)) != len(players):
            twice = next(p for i, p in enumerate(players) if p in players[:i])
            raise fail("players", "a player is listed twice", "player_twice", player=twice)
        self.players = tuple(players)
        res = data.get("resolving")
        if res is not None and not (
            isinstance(res, list) and len(res) == 2 and all(isinstance(x, str) for x in res)
        ):
            raise fail(
                "resolving",
                f"{res!r} is not [owner, card] of the card resolving",
                "bad_resolving",
                value=res,
            )
        self.resolving = None if res is None else (res[0], res[1])
        self.editions = {p: edition for p in players}
        for p, fam in self.per_player("families").items():
            fam = as_dict(fam, f"families.{p}")
            for k in fam:
                if k != "edition":
                    raise fail(
                        f"families.{p}.{k}",
                        "unknown key (allowed: edition)",
                        "unknown_key",
                        unknown=k,
                        allowed=["edition"],
                    )
            ed = fam.get("edition", edition)
            if not isinstance(ed, str) or ed not in EDITIONS:
                raise fail(
                    f"families.{p}.edition",
                    f"{ed!r} is not an edition",
                    "not_an_edition",
                    value=ed,
                    allowed=list(EDITIONS),
                )
            self.editions[p] = ed
        return edition

    def zones(self, data: dict[str, Any], extra: dict[str, Any]) -> tuple[Zone, Zone, Zone]:
        """The queue (``self.queue``) and the hands, aside cards and discards:
        as the scenario gives them, or dealt from ``seed``."""
        if not ("queue" in data or "hands" in data):
            self.dealt = True
            return self._deal(data.get("seed"), extra)
        if "seed" in data:
            raise fail(
                "seed",
                "a scenario with queue or hands is not dealt from a seed",
                "seed_with_position",
            )
        for i, stack in enumerate(as_list(data.get("queue", []), "queue")):
            if not as_list(stack, f"queue[{i}]"):
                raise fail(f"queue[{i}]", "an empty stack", "empty_stack")
            self.queue.append(
                tuple(self.queue_card(c, f"queue[{i}][{j}]") for j, c in enumerate(stack))
            )
        zones = []
        for key in ("hands", "aside", "discards"):
            given = self.per_player(key)
            zones.append({p: self.zone(key, p, given.get(p, [])) for p in self.players})
        return zones[0], zones[1], zones[2]

    def kept(self) -> dict[str, tuple[tuple[str, int], ...]]:
        """The cards kept in front of their owners (L9, L10)."""
        kept: dict[str, tuple[tuple[str, int], ...]] = {}
        for p, cards in self.per_player("kept").items():
            out = []
            for i, c in enumerate(as_list(cards, f"kept.{p}")):
                field = f"kept.{p}[{i}]"
                c = as_dict(c, field)
                for k in c:
                    if k not in ("card", "tokens"):
                        raise fail(
                            f"{field}.{k}",
                            "unknown key (allowed: card, tokens)",
                            "unknown_key",
                            unknown=k,
                            allowed=["card", "tokens"],
                        )
                cid = self.card_id(c.get("card"), p, f"{field}.card")
                if not CARD_TYPES[cid].kept:
                    raise fail(
                        f"{field}.card", f"{cid} is never kept (L9, L10)", "never_kept", card=cid
                    )
                tokens = as_int(c.get("tokens", 0), f"{field}.tokens")
                if tokens and not CARD_TYPES[cid].kept_tokens:
                    raise fail(
                        f"{field}.tokens",
                        "influence lies only on a kept Pact (G8, L10)",
                        "tokens_not_pact",
                        card=cid,
                    )
                out.append((cid, tokens))
            kept[p] = tuple(out)
        return kept

    def frame(self, d: Any, field: str) -> Frame:
        """An ability in progress, as ``to_json`` writes it (docs/protocol.md)."""
        d = as_dict(d, field)
        for k in d:
            if k not in FRAME_KEYS:
                raise fail(
                    f"{field}.{k}",
                    f"unknown key (allowed: {', '.join(sorted(FRAME_KEYS))})",
                    "unknown_key",
                    unknown=k,
                    allowed=sorted(FRAME_KEYS),
                )
        ability = d.get("ability")
        if ability != REVEAL and (not isinstance(ability, str) or ability not in ABILITIES):
            raise fail(
                f"{field}.ability",
                f"{ability!r} is not a card's ability",
                "not_an_ability",
                value=ability,
            )
        src = d.get("source")
        if not isinstance(src, list) or len(src) != 2:
            raise fail(f"{field}.source", f"{src!r} is not [owner, card]", "bad_source", value=src)
        owner = self.player(src[0], f"{field}.source[0]")
        if not isinstance(src[1], str) or src[1] not in DECKS[self.editions[owner]]:
            raise fail(
                f"{field}.source[1]",
                f"{src[1]!r} is not a card of {owner}",
                "not_players_card",
                value=src[1],
                player=owner,
            )
        self.player(d.get("player"), f"{field}.player")
        for k in ("step", "decision"):
            if not isinstance(d.get(k, ""), str):
                raise fail(f"{field}.{k}", f"{d[k]!r} is not a word", "not_a_word", value=d[k])
        data = as_dict(d.get("data", {}), f"{field}.data")
        for k in ("revealed", "left"):  # influence an ability in progress still holds (G21)
            if k in data:
                as_int(data[k], f"{field}.data.{k}")
        moves = d.get("moves")
        if moves is not None:
            if not as_list(moves, f"{field}.moves"):
                raise fail(f"{field}.moves", "a decision without legal moves", "no_legal_moves")
            for j, m in enumerate(moves):
                try:
                    move = parse_move(m)
                except IllegalMove:
                    raise fail(
                        f"{field}.moves[{j}]", f"{m!r} is not a move", "not_a_move", value=m
                    ) from None
                # "to N" may name the place after the last stack; "target N", "on N" a stack
                last = len(self.queue) if move.verb == "to" else len(self.queue) - 1
                if move.verb in ("target", "to", "play") and move.n is not None and move.n > last:
                    raise fail(
                        f"{field}.moves[{j}]",
                        f"no position {move.n} in the queue",
                        "no_such_position",
                        value=m,
                        n=move.n,
                    )
        if ability == REVEAL:
            if moves is None:  # a reveal frame only ever waits for reveal/bank
                raise fail(f"{field}.moves", "missing", "missing")
            tops = [s[-1] for s in self.queue]
            at = next((c for c in tops if card_key(c) == (owner, src[1])), None)
            if at is None or at[FACE_UP]:
                raise fail(
                    f"{field}.source",
                    "the card to reveal is not a face-down top card",
                    "reveal_not_top",
                )
        return frame_from_json(d)

    def _deal(self, seed: Any, extra: dict[str, Any]) -> tuple[Zone, Zone, Zone]:
        """A new game (docs/PROTOCOL.md §4): shuffle each family, 3 aside, 7 in hand
        (after its edition's ``deal``: the Ablaze Twin waits face up, A1)."""
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | str)):
            raise fail("seed", f"{seed!r} is not a number or a word", "bad_seed", value=seed)
        return deal(self.players, self.editions, seed, extra)


def build_state(data: dict[str, Any]) -> GameState:
    """Validate ``data`` (docs/PROTOCOL.md §4 keys) and build the state, before its moves."""
    if not isinstance(data, dict):
        raise ScenarioError("", "a scenario is a JSON object", "not_an_object")
    st = Checker(data).check()
    if st.phase != FINISHED:
        st._advance()
    st.opening = tuple(st._events)
    st._events = []
    return st


#: The bounds of what is read (the shared reader's, ``oriflamme.core.files``).
MAX_BYTES = files.MAX_BYTES


def parse_scenario(raw: bytes | str, fmt: str | None = None, name: str = "") -> dict[str, Any]:
    """The scenario dict from a file's bytes or text (``core.files.parse_scenario``:
    ``fmt`` "JSON", "YAML" or None to try both), or a ``ScenarioError``."""
    return files.parse_scenario(raw, fmt, name, error=ScenarioError)


def read_scenario(source: str | Path | dict[str, Any]) -> dict[str, Any]:
    """The scenario dict from a path (JSON, or YAML for .yaml/.yml) or a dict,
    within the shared bounds (``core.files.read_scenario``), or a ``ScenarioError``."""
    return files.read_scenario(source, error=ScenarioError)


def unplayable_error(e: BaseException) -> ScenarioError:
    """The ``ScenarioError`` for a position the engine failed on with ``e``
    (not a rule's error)."""
    return files.unplayable_error(e, ScenarioError)


def replay(st: GameState, moves: Iterable[Any]) -> GameState:
    """Apply ``moves`` in order; an illegal one raises ``IllegalMove`` with
    ``index`` (1-based) set."""
    for i, m in enumerate(moves, 1):
        if not isinstance(m, str):
            raise ScenarioError(
                f"moves[{i - 1}]", f"{m!r} is not a move line", "not_a_move_line", value=m
            )
        try:
            st.opening += tuple(st.apply(m))
        except IllegalMove as e:
            e.index = i  # type: ignore[attr-defined]
            raise
    return st


def load_scenario(source: str | Path | dict[str, Any]) -> GameState:
    """Read, validate and build a scenario, then play its ``moves``.

    Whatever the file holds, this returns a state or raises ``ScenarioError``
    or ``IllegalMove`` (issue 19). A hand-written ability frame the checks let
    through but the engine cannot play (its ``data`` pointing past a list…) is
    found by playing each move it offers on a copy: ``ScenarioError('unplayable')``.
    """
    return load_data(read_scenario(source))


def load_data(data: dict[str, Any]) -> GameState:
    """``load_scenario`` of a dict already read within the shared bounds
    (``core.files.read_scenario``: the command line reads a file once)."""
    try:
        st = build_state(data)
        if data.get("frames"):
            _probe(st)
        return replay(st, as_list(data.get("moves", []), "moves"))
    except (ScenarioError, IllegalMove):
        raise
    except (LookupError, TypeError, ValueError, AttributeError, RecursionError) as e:
        raise unplayable_error(e) from None


#: How many moves ``_probe`` plays, at most, from a state with hand-written frames.
PROBE_MOVES = 200


def _probe(st: GameState) -> None:
    """Play, on copies, the moves reachable while a frame read from the file
    runs (breadth first, at most ``PROBE_MOVES``): the engine must answer each
    with a state or an ``IllegalMove``, never another exception."""
    todo, played = [st.copy()], 0
    while todo and played < PROBE_MOVES:
        here = todo.pop(0)
        for m in here.legal_moves():
            nxt = here.copy()
            try:
                nxt.apply(m)
            except IllegalMove:
                continue
            played += 1
            if nxt.frames and len(nxt.frames) >= len(st.frames) and played < PROBE_MOVES:
                todo.append(nxt)


def check_round_trip(st: GameState) -> None:
    """Refuse a state whose ``to_json()`` does not load back to the same state
    (``ScenarioError('no_round_trip')``): what the teacher's desk shows can always
    be exported and loaded again (issue 20)."""
    first = st.to_json()
    try:
        back = build_state(json.loads(json.dumps(first))).to_json()
    except ScenarioError as e:
        raise ScenarioError(
            "",
            f"the position does not load back from its own JSON ({e})",
            "no_round_trip",
            fields=e.field or None,
        ) from None
    except (LookupError, TypeError, ValueError, AttributeError, RecursionError) as e:
        raise unplayable_error(e) from None
    if back != first:
        diff = sorted(k for k in first if first.get(k) != back.get(k))
        raise ScenarioError(
            "",
            f"the position does not load back the same from its own JSON ({', '.join(diff)})",
            "no_round_trip",
            fields=", ".join(diff),
        )


def new_game(
    players: list[str] | tuple[str, ...],
    edition: str = "base",
    seed: int | str | None = None,
    *,
    families: dict[str, str] | None = None,
    first_player: str | None = None,
    direction: str = "ltr",
) -> GameState:
    """Deal a new game: ``families`` maps a player to another edition (mixed tables).

    A well-formed table is dealt directly (``_deal_new``, with ``deal`` as a
    scenario dealt from a seed); anything else goes through the scenario
    checks, which name what is wrong."""
    if seed is None:
        seed = random.randrange(2**32)
    st = _deal_new(players, edition, seed, families, first_player, direction)
    if st is not None:
        return st
    data: dict[str, Any] = {"edition": edition, "players": list(players), "direction": direction}
    data["seed"] = seed
    if families:
        data["families"] = {p: {"edition": e} for p, e in families.items()}
    if first_player:
        data["first_player"] = first_player
    return build_state(data)


def deal(
    players: tuple[str, ...], editions: dict[str, str], seed: Any, extra: dict[str, Any]
) -> tuple[Zone, Zone, Zone]:
    """The deal of a new game (docs/PROTOCOL.md §4), from ``seed``: each family's
    deck, after its edition's ``deal`` (A1: the Ablaze Twin waits face up),
    shuffled by one generator in seating order; 3 cards aside, 7 in hand.
    ``new_game`` and a scenario dealt from a seed both deal here."""
    rng = random.Random(seed)
    hands: Zone = {}
    aside: Zone = {}
    discards: Zone = {}
    for p in players:
        deck = list(DECKS[editions[p]])
        dealer = dealing(editions[p])
        if dealer is not None:
            dealer.deal(p, deck, extra)
        _shuffle(rng, deck)
        aside[p] = tuple(sorted(deck[:ASIDE]))
        hands[p] = tuple(sorted(deck[ASIDE : ASIDE + HAND]))
        discards[p] = ()
    return hands, aside, discards


def _shuffle(rng: random.Random, x: list[str]) -> None:
    """``rng.shuffle(x)`` without its two calls per card: the same draws of the
    generator in the same order, so the same deal (``random.Random.shuffle``
    and ``_randbelow_with_getrandbits`` of CPython, inlined)."""
    getrandbits = rng.getrandbits
    steps = _SHUFFLE_STEPS.get(len(x)) or _shuffle_steps(len(x))
    for i, k in steps:  # k: the bits of i + 1, as _randbelow(i + 1) draws them
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


#: deck size -> the (i, bits of i + 1) of each step of a shuffle, last card first
_SHUFFLE_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}


def _shuffle_steps(n: int) -> tuple[tuple[int, int], ...]:
    steps = tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))
    _SHUFFLE_STEPS[n] = steps
    return steps


#: tables of players whose names ``_deal_new`` has checked (bounded)
_GOOD_TABLES: set[tuple[str, ...]] = set()


def _deal_new(
    players: Any,
    edition: Any,
    seed: Any,
    families: Any,
    first_player: Any,
    direction: Any,
) -> GameState | None:
    """The new game ``new_game`` asks for, dealt without reading a scenario —
    the same state as ``build_state`` builds from it (tests/engine/test_deal.py)
    — or None when an argument is not plainly valid (the checks then say why)."""
    if not (
        type(players) in (list, tuple)
        and 2 <= len(players) <= 5
        and (
            (type(players) is tuple and players in _GOOD_TABLES)
            or all(type(p) is str and PLAYER_ID.match(p) for p in players)
        )
        and len(set(players)) == len(players)
        and type(edition) is str
        and edition in EDITIONS
        and (type(seed) is int or type(seed) is str)
        and direction in ("ltr", "rtl")
        and (first_player is None or first_player in players)
        and (
            families is None
            or (
                type(families) is dict
                and all(
                    p in players and type(e) is str and e in EDITIONS for p, e in families.items()
                )
            )
        )
    ):
        return None
    order = tuple(players)
    if len(_GOOD_TABLES) < 1000:
        _GOOD_TABLES.add(order)  # its names are well-formed: not checked again
    editions = {p: edition for p in order}
    if families:
        editions.update(families)
    extra = new_extra(order, editions)
    hands, aside, discards = deal(order, editions, seed, extra)
    first = order.index(first_player) if first_player else 0
    st = GameState(
        players=order,
        editions=editions,
        edition=edition,
        round=1,
        first=first,
        direction=direction,
        phase=PLACEMENT,
        placer=first,
        cursor=0,
        influence=dict.fromkeys(order, 1),
        queue=[],
        hands=hands,
        aside=aside,
        discards=discards,
        kept={},
        extra=extra,
        _history=[],
    )
    st._advance()
    st.opening = tuple(st._events)
    st._events = []
    return st


def to_scenario(state: GameState) -> dict[str, Any]:
    """The position as a scenario file's dict that loads back to the same
    game: the state's JSON without what is derived from it (``pending``,
    ``finished``, ``scores``) and without an empty stack of frames."""
    data: dict[str, Any] = dict(state.to_json())
    for derived in ("pending", "finished", "scores"):
        data.pop(derived, None)
    if not data.get("frames"):
        data.pop("frames", None)
        data.pop("resolving", None)
    return data
