"""Oriflamme's rule puzzles (issue 30): positions of bot games, four kinds.

Positions come from whole games played by the bots of every level (``easy``
random, ``medium`` greedy, ``strong`` ISMCTS with a small budget), 2 to 5
families, at one edition's table or a mixed one (``mixed``: families of at
least two editions). At a decision of such a game a maker asks:

- ``reveal`` — «What happens when this card is revealed?»: the owner reveals
  the face-down card at the cursor (and, where its ability asks, makes the
  choices the question states); the engine plays it; the outcome (who gains or
  loses how much, which cards leave the queue) is the answer. Distractors are
  the outcomes of named misreadings (``MISREADINGS``), each computed from the
  engine's events of the true outcome with one rule read wrong, or — the wrong
  neighbour — played by the engine on the other adjacent card.
- ``leader`` — «Who leads after this resolution, and by how much?»: the same
  resolution; the standing after it, against the standings the misreadings give.
- ``best`` — «Which of your moves guarantees you the most influence this
  round?»: an exact search (minimax: you maximise your gain to the end of the
  round, the others minimise it) rates every legal move; only a unique best
  is kept; the distractors are other legal moves, each rated lower.
- ``legal`` — «Can this move be played? If not, why?»: a move near the legal
  ones; the engine's reason code (or «legal») against reasons that do not
  apply here (each checked by the rule that defines it).

The board shows a puzzle with every card face up to the learner (the
teacher's view), so every answer can be read off the position.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from oriflamme.bots import make_bot
from oriflamme.core.puzzles import Choice, Misreading, Position, Puzzle, PuzzleKinds, Rejected, Text
from oriflamme.core.puzzles import finish_choices as _finish

from ... import i18n
from . import words
from .engine import GameState, IllegalMove
from .engine import events as ev
from .engine.cards import CARD_TYPES, EDITIONS
from .engine.model import BRIBED_BY, FACE_UP, ID, OWNER, TOKENS, controller
from .engine.notation import DECISION_VERBS, parse_move
from .engine.scenario import build_state, new_game, to_scenario

GAME = "oriflamme"
KINDS = PuzzleKinds(GAME)
#: The tables the practice tab offers: each edition, and mixed tables.
KINDS.tables = {
    "base": "w-edition-base",
    "ablaze": "w-edition-ablaze",
    "alliance": "w-edition-alliance",
    "mixed": "practice-table-mixed",
}
SEATS = ("red", "blue", "green", "yellow", "purple")
LEVELS = ("easy", "medium", "strong")
#: The strong bot's searches per decision when it makes positions (small:
#: generation must stay quick on the static site; it still plays far better).
STRONG_ITERATIONS = 16
#: The ``best`` kind's search: most positions played before it gives up.
BEST_BUDGET = 5000

#: The rulings of each card (RULINGS.md): what a puzzle about it exercises.
CARD_RULES: dict[str, tuple[str, ...]] = {
    "archer": ("B1",),
    "soldier": ("B2", "G4"),
    "spy": ("B3", "G9"),
    "heir": ("B4",),
    "shapeshifter": ("B5", "G20"),
    "lord": ("B6",),
    "assassination": ("B7",),
    "royal_decree": ("B8", "G5"),
    "ambush": ("B9", "G7"),
    "conspiracy": ("B10",),
    "prince": ("A2",),
    "twin": ("A1", "A3"),
    "schemer": ("A4", "G7"),
    "queen": ("A5",),
    "cutthroat": ("A5",),
    "apothecary": ("A6",),
    "felon": ("A7", "G9"),
    "substitution": ("A8",),
    "bribery": ("A9", "G10"),
    "combination": ("A10",),
    "trap": ("A11", "G9"),
    "empress": ("L1",),
    "fanatic": ("L2",),
    "informant": ("L3", "G18"),
    "diplomat": ("L4",),
    "deserter": ("L5",),
    "judge": ("L6",),
    "insurrection": ("L7",),
    "extortion": ("L8",),
    "infiltration": ("L9", "L11"),
    "pact": ("L10", "G19"),
}
KINDS.card_rules = CARD_RULES
KINDS.story_ends = frozenset({"RoundEnded", "ResolutionStarted"})
#: The rulings behind each refusal reason (``engine.errors.REASONS``).
REASON_RULES: dict[str, tuple[str, ...]] = {
    "card_not_in_hand": ("G2",),
    "cannot_stack_round_1": ("G2",),
    "not_own_stack": ("G2", "G10"),
    "no_card_at_position": ("G1",),
    "not_a_legal_target": ("G4",),
    "not_a_legal_destination": ("B8",),
    "cannot_move_itself": ("B8",),
    "needs_influence": ("L7",),
    "twin_on_prince": ("A2",),
    "no_such_option": ("G17",),
    "wrong_decision": ("G3",),
    "not_your_turn": ("G2", "G3"),
    "game_finished": ("G11",),
    "unknown_move": (),
}
#: Abilities that choose an adjacent card: the wrong neighbour is a misreading of them.
ADJACENT_TARGET = frozenset(
    {"soldier", "spy", "shapeshifter", "cutthroat", "substitution", "deserter"}
)


# ---------------------------------------------------------------- positions


def _table(edition: str, rng: random.Random) -> tuple[list[str], str, dict[str, str]]:
    """Seats, the table's edition and the families of other editions."""
    n = rng.choice((2, 3, 3, 4, 4, 5))
    players = list(SEATS[:n])
    editions = list(EDITIONS)
    if edition != "mixed":
        return players, edition, {}
    eds = [rng.choice(editions) for _ in players]
    if len(set(eds)) == 1:  # a mixed table has two editions at least
        eds[-1] = rng.choice([e for e in editions if e != eds[0]])
    base = eds[0]
    return players, base, {p: e for p, e in zip(players, eds, strict=True) if e != base}


def positions(edition: str, seed: int) -> Iterator[Position]:
    """Every decision of one game of bots at an ``edition`` table (``mixed``:
    families of two editions or more), dealt and played from ``seed``."""
    if edition != "mixed" and edition not in EDITIONS:
        raise ValueError(f"{edition!r} is not a table ({', '.join(KINDS.tables)})")
    rng = random.Random(seed)
    players, base, families = _table(edition, rng)
    levels = {p: rng.choice(LEVELS) for p in players}
    state = new_game(players, base, seed=seed, families=families or None).copy()
    bots = {
        p: make_bot(levels[p], seed * 10 + i, iterations=STRONG_ITERATIONS)
        if levels[p] == "strong"
        else make_bot(levels[p], seed * 10 + i)
        for i, p in enumerate(players)
    }
    source = {
        "seed": seed,
        "table": edition,
        "players": len(players),
        "bots": levels,
        "families": {p: families.get(p, base) for p in players},
    }
    i = 0
    while not state.finished:
        pending = state.pending
        assert pending is not None
        move = bots[pending.player].choose(state.view(pending.player))
        if len(pending.moves) > 1 or pending.decision == "reveal":
            yield Position(state, move, edition, source, i)
        state.apply(move)
        i += 1


KINDS.positions_from(positions)


# ---------------------------------------------------------------- words

#: The card reference's ruling of a card: ``cardref-ruling-<card>``. Written to
#: sit under the card's heading, it is never shown without the card's name
#: (the Russian reader's A3: an Extortion paragraph read as an Insurrection rule).
RULING_KEY = "cardref-ruling-"


#: Quotation marks inside a quotation: the printed ability, quoted in the
#: «Rule» paragraph, names cards in quotes of its own («Дипломатку»).
_INNER_QUOTES = {
    "uk": (("«", "„"), ("»", "“")),
    "ru": (("«", "„"), ("»", "“")),
    "fr": (("«\u00a0", "“"), ("\u00a0»", "”")),
    "en": (("“", "‘"), ("”", "’")),
}


def quoted_ability(card: str, lang: str) -> str:
    """The ability printed on ``card``, in one line (its options joined by
    their printed «АБО»/«ИЛИ»/«OU»/«OR»), fit to sit inside quotes: what the
    card does comes before the ruling on its edge cases (the French and
    Russian readers' E3: a learner who got a plain Archer shot wrong read only
    about the Archer eliminating itself)."""
    said = " ".join(line.strip() for line in i18n.ability_text(card, lang).split("\n"))
    for a, b in _INNER_QUOTES.get(lang, ()):
        said = said.replace(a, b)
    return said


def render(text: Text, lang: str) -> str:
    """A puzzle text in ``lang``: card and player arguments in their forms
    (``words.field_args``), ``move`` in words, ``delta`` with its sign, and
    ``@reason`` the game's own explanation of a refusal."""
    args = dict(text.args)
    if text.key.startswith(RULING_KEY):  # a card's ruling, said under its name
        card = text.key[len(RULING_KEY) :]
        return i18n.t(
            "practice-x-card-rule",
            lang,
            card=i18n.card_name(card, lang),
            ability=quoted_ability(card, lang),
            rule=i18n.t(text.key, lang),
        )
    if text.key == "@reason":
        err = IllegalMove(str(args["code"]), "", str(args.get("move", "")))
        return words.explain(err, lang)
    extra: dict[str, Any] = {}
    ability = args.pop("ability", None)
    if "move" in args:
        move = str(args.pop("move"))
        extra["move"] = words.move_text(move, lang)
        short = f"w-option-{ability}-{move.removeprefix('option ')}"
        if move.startswith("option ") and ability and i18n.has(short, lang):
            said = i18n.t(short, lang)  # «+1 очко влияния и жетон приговора», not «Вариант 1»
            extra["move"] = said[:1].lower() + said[1:]
    if "delta" in args:
        d = int(args.pop("delta"))
        extra["delta"] = abs(d)
        extra["delta_pts"] = i18n.amount_text(abs(d), lang)
        extra["sign"] = "plus" if d > 0 else "minus" if d < 0 else "zero"
    out = words.field_args(args, lang)
    out.update(extra)
    said = i18n.t(text.key, lang, **out)
    return said[:1].upper() + said[1:]


KINDS.render_with(render)


def _why_args(p: Puzzle) -> dict[str, Any]:
    """A misreading's text names the revealed card (``card``): the first card
    of a reveal or leader puzzle is the one revealed (``_cards_of``)."""
    return {"card": p.cards[0]} if p.kind in ("reveal", "leader") and p.cards else {}


KINDS.why_args_with(_why_args)


# ---------------------------------------------------------------- outcomes


def _scenario(state: GameState) -> dict[str, Any]:
    data = to_scenario(state)
    data.pop("meta", None)
    return data


def _load(scenario: dict[str, Any]) -> GameState:
    st = build_state(scenario)
    assert isinstance(st, GameState)
    return st.copy()


def outcome(events: Sequence[Any]) -> dict[str, Any]:
    """What a resolution did: each player's influence change (non-zero ones)
    and the cards that left the queue (``[owner, card, how]``, how:
    ``eliminated``, ``discarded``, ``kept``)."""
    delta: dict[str, int] = {}
    out: list[list[str]] = []
    for e in events:
        k = type(e)
        if k is ev.InfluenceGained:
            delta[e.player] = delta.get(e.player, 0) + e.amount
        elif k is ev.InfluenceLost:
            delta[e.player] = delta.get(e.player, 0) - e.amount
        elif k is ev.InfluenceStolen:
            delta[e.player] = delta.get(e.player, 0) + e.amount
            delta[e.victim] = delta.get(e.victim, 0) - e.amount
        elif k is ev.CardEliminated:
            out.append([e.owner, e.card, "eliminated"])
        elif k is ev.CardDiscarded and e.position is not None:
            out.append([e.owner, e.card, "discarded"])
        elif k is ev.CardKept:
            out.append([e.player, e.card, "kept"])
    return {
        "influence": {p: d for p, d in sorted(delta.items()) if d},
        "out": sorted(out),
    }


def outcome_texts(value: dict[str, Any], players: Sequence[str]) -> tuple[Text, ...]:
    """An outcome in sentences: gains and losses in seating order, then the cards."""
    parts: list[Text] = []
    for p in players:
        d = value["influence"].get(p, 0)
        if d > 0:
            parts.append(Text("practice-o-gain", {"player": p, "amount": d}))
        elif d < 0:
            parts.append(Text("practice-o-loss", {"player": p, "amount": -d}))
    order = {"eliminated": 0, "discarded": 1, "kept": 2}
    for owner, card, how in sorted(value["out"], key=lambda x: order[x[2]]):
        parts.append(Text(f"practice-o-{how}", {"card": card, "owner": owner}))
    return tuple(parts) or (Text("practice-o-nothing"),)


def standing(scores: dict[str, int], players: Sequence[str]) -> dict[str, Any]:
    """Who leads and by how much (``leaders`` in seating order); a shared
    lead is said with each leader's score (``margin`` 0), a single one with
    its margin only: the value holds exactly what the sentence says."""
    best = max(scores.values())
    leaders = [p for p in players if scores[p] == best]
    if len(leaders) > 1:  # a shared lead: who, and with how much each
        return {"leaders": leaders, "margin": 0, "score": best}
    second = max(v for p, v in scores.items() if p not in leaders)
    return {"leaders": leaders, "margin": best - second}


def standing_texts(value: dict[str, Any]) -> tuple[Text, ...]:
    if len(value["leaders"]) == 1:
        return (
            Text("practice-o-leads", {"player": value["leaders"][0], "amount": value["margin"]}),
        )
    return (Text("practice-o-tied", {"players": value["leaders"], "score": value["score"]}),)


def _after(scores: dict[str, int], events: Sequence[Any]) -> dict[str, int]:
    out = dict(scores)
    for p, d in outcome(events)["influence"].items():
        out[p] += d
    for e in events:  # a kept Pact's tokens count for its player (G12, L10)
        if type(e) is ev.CardKept and e.tokens:
            out[e.player] += e.tokens
    return out


# ---------------------------------------------------------------- misreadings

#: A misreading of the events of a resolution: (events, context) -> the events
#: as the misreading would have them, or None where it changes nothing.
EventsMisreading = Callable[[list[Any], "Resolution"], list[Any] | None]
MISREADINGS: dict[str, tuple[Misreading, EventsMisreading]] = {}


def misreading(id: str, *rules: str) -> Callable[[EventsMisreading], EventsMisreading]:
    def deco(fn: EventsMisreading) -> EventsMisreading:
        MISREADINGS[id] = (KINDS.misreading(id, *rules), fn)
        return fn

    return deco


def _without(events: list[Any], drop: Callable[[Any], bool]) -> list[Any] | None:
    kept = [e for e in events if not drop(e)]
    return kept if len(kept) != len(events) else None


class Resolution:
    """One card's resolution played by the engine: the position before,
    the card, its controller, the moves and the events (cut at the card's end)."""

    def __init__(self, before: GameState, moves: list[str], events: list[Any]) -> None:
        self.before = before
        pending = before.pending
        assert pending is not None and pending.card is not None and pending.position is not None
        self.player = pending.player
        self.card = pending.card
        self.position = pending.position
        self.moves = moves
        self.events = events
        top = before.top(self.position)
        self.owner = top[OWNER]


def _tokens_not_taken(events: list[Any], r: Resolution) -> list[Any] | None:
    return _without(
        events,
        lambda e: type(e) is ev.InfluenceGained and e.reason == "tokens" and e.card == r.card,
    )


@misreading("tokens_kept", "G3")
def _tokens_kept(events: list[Any], r: Resolution) -> list[Any] | None:
    """The influence on the revealed card is not taken. Not the Insurrection's:
    its owner takes all but the 1 that goes back (L7), and this misreading's
    text, «the owner takes the influence on it», would say all."""
    return None if r.card == "insurrection" else _tokens_not_taken(events, r)


@misreading("insurrection_tokens_kept", "L7")
def _insurrection_tokens_kept(events: list[Any], r: Resolution) -> list[Any] | None:
    """The influence on a revealed Insurrection is not taken: its own text
    (all but 1, which goes back to the supply, L7)."""
    return _tokens_not_taken(events, r) if r.card == "insurrection" else None


@misreading("conspiracy_once", "B10")
def _conspiracy_once(events: list[Any], r: Resolution) -> list[Any] | None:
    return _without(events, lambda e: type(e) is ev.InfluenceGained and e.reason == "conspiracy")


@misreading("no_elimination_gain", "G6")
def _no_elimination_gain(events: list[Any], r: Resolution) -> list[Any] | None:
    return _without(events, lambda e: type(e) is ev.InfluenceGained and e.reason == "elimination")


@misreading("elimination_gain_to_owner", "G6")
def _gain_to_owner(events: list[Any], r: Resolution) -> list[Any] | None:
    """The eliminated card's owner, not the eliminator, gains the 1."""
    out, changed, last = [], False, None
    for e in events:
        if type(e) is ev.CardEliminated:
            last = e
        if (
            type(e) is ev.InfluenceGained
            and e.reason == "elimination"
            and last is not None
            and last.owner != e.player
        ):
            out.append(e._replace(player=last.owner))
            changed = True
        else:
            out.append(e)
    return out if changed else None


@misreading("tokens_to_eliminator", "G6")
def _tokens_to_eliminator(events: list[Any], r: Resolution) -> list[Any] | None:
    """The influence on an eliminated face-down card goes to the eliminator."""
    out, changed = [], False
    for i, e in enumerate(events):
        out.append(e)
        if type(e) is ev.TokensReturned and e.reason == "eliminated" and e.amount:
            by = next((x for x in events[i:] if type(x) is ev.CardEliminated), None)
            if by is not None:
                out.append(ev.InfluenceGained(by.player, e.amount, by.by_card, "tokens"))
                changed = True
    return out if changed else None


#: The cards that wait for an opponent to eliminate them (B9, A11, L8).
SNARES = frozenset({"ambush", "trap", "extortion"})


@misreading("snare_tokens_taken", "B9", "A11", "L8")
def _snare_tokens_taken(events: list[Any], r: Resolution) -> list[Any] | None:
    """Revealed by its owner, an Ambush (Trap, Extortion) gives its influence to the owner.
    Only those cards that wait for an opponent: the 1 an Insurrection returns to
    the supply (L7) is another rule, which this text would tell falsely."""
    if r.card not in SNARES:
        return None
    out, changed = [], False
    for e in events:
        out.append(e)
        if type(e) is ev.TokensReturned and e.reason == r.card and e.amount:
            out.append(ev.InfluenceGained(r.player, e.amount, r.card, "tokens"))
            changed = True
    return out if changed else None


@misreading("ambush_ignored", "B9")
def _ambush_ignored(events: list[Any], r: Resolution) -> list[Any] | None:
    if not any(type(e) is ev.InfluenceGained and e.reason == "ambush" for e in events):
        return None
    return _without(
        events,
        lambda e: (
            (type(e) is ev.InfluenceGained and e.reason == "ambush")
            or (type(e) is ev.CardDiscarded and e.reason == "ambush")
        ),
    )


@misreading("attacker_stays", "B9", "A11")
def _attacker_stays(events: list[Any], r: Resolution) -> list[Any] | None:
    """The Ambush (Trap) pays out, but the card that attacked it stays."""
    return _without(
        events, lambda e: type(e) is ev.CardDiscarded and e.reason in ("ambush", "trap")
    )


@misreading("trap_ignored", "A11")
def _trap_ignored(events: list[Any], r: Resolution) -> list[Any] | None:
    if not any(type(e) is ev.InfluenceStolen and e.reason == "trap" for e in events):
        return None
    return _without(
        events,
        lambda e: (
            (type(e) is ev.InfluenceStolen and e.reason == "trap")
            or (type(e) is ev.CardDiscarded and e.reason == "trap")
        ),
    )


@misreading("trap_from_supply", "A11")
def _trap_from_supply(events: list[Any], r: Resolution) -> list[Any] | None:
    """The Trap's owner takes 3 from the supply, not from the eliminator."""
    out, changed = [], False
    for e in events:
        if type(e) is ev.InfluenceStolen and e.reason == "trap":
            out.append(ev.InfluenceGained(e.player, 3, e.card, "trap"))
            changed = True
        else:
            out.append(e)
    return out if changed else None


@misreading("debt_allowed", "G9")
def _debt_allowed(events: list[Any], r: Resolution) -> list[Any] | None:
    """A player pays the Trap's 3 in full even without them (no debt forgotten)."""
    out, changed = [], False
    for e in events:
        if type(e) is ev.InfluenceStolen and e.reason == "trap" and e.amount < 3:
            out.append(e._replace(amount=3))
            changed = True
        else:
            out.append(e)
    return out if changed else None


@misreading("cutthroat_single_gain", "A5")
def _cutthroat_single_gain(events: list[Any], r: Resolution) -> list[Any] | None:
    """A Cutthroat that eliminated a single card gains 1 for it, as any other
    card would (A5: «nothing if only one fell»)."""
    if r.card != "cutthroat":
        return None
    fell = [e for e in events if type(e) is ev.CardEliminated and e.by_card == "cutthroat"]
    gained = any(type(e) is ev.InfluenceGained and e.reason == "elimination" for e in events)
    if len(fell) != 1 or gained:
        return None
    i = events.index(fell[0]) + 1
    return [
        *events[:i],
        ev.InfluenceGained(fell[0].player, 1, "cutthroat", "elimination"),
        *events[i:],
    ]


#: Misreadings a card's own rule explains: when one gives the same outcome as
#: a general misreading, its text is the one shown (ru re-read F-A2: «+1» for
#: a Cutthroat's lone elimination is its own rule forgotten, not the tokens').
OWN_RULE_FIRST = ("cutthroat_single_gain",)


@misreading("queen_bonus_forgotten", "A5")
def _queen_bonus(events: list[Any], r: Resolution) -> list[Any] | None:
    return _without(events, lambda e: type(e) is ev.InfluenceGained and e.reason == "queen")


@misreading("intrigue_stays", "G7")
def _intrigue_stays(events: list[Any], r: Resolution) -> list[Any] | None:
    """An intrigue that says «discard this card» stays in the queue."""
    if CARD_TYPES[r.card].kind != "intrigue":
        return None
    return _without(
        events,
        lambda e: type(e) is ev.CardDiscarded and e.reason == "used" and e.card == r.card,
    )


@misreading("heir_same_name_ignored", "B4")
def _heir_same_name(events: list[Any], r: Resolution) -> list[Any] | None:
    out, changed = [], False
    for e in events:
        if type(e) is ev.NoEffect and e.reason == "same_name":
            out.append(ev.InfluenceGained(e.player, 2, e.card))
            changed = True
        else:
            out.append(e)
    return out if changed else None


def _hidden_heirs(st: GameState, pos: int) -> bool:
    """Another Heir in the queue that is face down or covered (B4: it does not count)."""
    for i, stack in enumerate(st.queue):
        for depth, c in enumerate(stack):
            if i == pos and depth == len(stack) - 1:
                continue
            if c[ID] == "heir" and (not c[FACE_UP] or depth < len(stack) - 1):
                return True
    return False


@misreading("heir_blocked_by_hidden", "B4")
def _heir_blocked(events: list[Any], r: Resolution) -> list[Any] | None:
    if r.card != "heir" or not _hidden_heirs(r.before, r.position):
        return None
    return _without(
        events,
        lambda e: type(e) is ev.InfluenceGained and e.card == "heir" and e.reason == "ability",
    )


def _lord_neighbours(r: Resolution) -> tuple[int, int]:
    """(own face-down adjacent tops, other players' adjacent tops) next to the Lord."""
    st = r.before
    down = others = 0
    for p in st.adjacent(r.position):
        top = st.top(p)
        if controller(top) == r.player:
            down += not top[FACE_UP]
        else:
            others += 1
    return down, others


@misreading("lord_face_up_only", "B6")
def _lord_face_up_only(events: list[Any], r: Resolution) -> list[Any] | None:
    down, _ = _lord_neighbours(r) if r.card == "lord" else (0, 0)
    return _lord_change(events, -down) if down else None


@misreading("lord_counts_all", "B6")
def _lord_counts_all(events: list[Any], r: Resolution) -> list[Any] | None:
    _, others = _lord_neighbours(r) if r.card == "lord" else (0, 0)
    return _lord_change(events, others) if others else None


def _lord_change(events: list[Any], by: int) -> list[Any] | None:
    out, changed = [], False
    for e in events:
        if type(e) is ev.InfluenceGained and e.card == "lord" and e.reason == "ability":
            out.append(e._replace(amount=e.amount + by))
            changed = True
        else:
            out.append(e)
    return out if changed else None


@misreading("felon_owner_spared", "A7")
def _felon_spared(events: list[Any], r: Resolution) -> list[Any] | None:
    if r.card != "felon":
        return None
    return _without(events, lambda e: type(e) is ev.InfluenceLost and e.player == r.player)


@misreading("schemer_ignores_stacks", "A4")
def _schemer(events: list[Any], r: Resolution) -> list[Any] | None:
    out, changed = [], False
    for e in events:
        if type(e) is ev.CardDiscarded and e.reason == "schemer":
            out.append(ev.InfluenceGained(r.player, 1, "schemer"))
            changed = True
        else:
            out.append(e)
    return out if changed else None


@misreading("covered_eliminated_too", "G6", "G5")
def _covered_too(events: list[Any], r: Resolution) -> list[Any] | None:
    """Eliminating a stack's top card takes the cards under it too."""
    out: list[Any] = []
    changed, last = False, None
    for e in events:
        if type(e) is ev.CardEliminated:
            last = e
        if type(e) is ev.CardUncovered and last is not None and e.card is not None:
            out.append(
                ev.CardEliminated(last.player, e.card, e.owner, e.position, last.by_card, False)
            )
            out.append(ev.InfluenceGained(last.player, 1, last.by_card, "elimination"))
            changed = True
        else:
            out.append(e)
    return out if changed else None


# ---------------------------------------------------------------- playing a resolution


def _in_resolution(st: GameState, key: tuple[str, str]) -> bool:
    return bool(st.frames) and st.frames[0][1] == key


def _cut(events: list[Any], key: tuple[str, str], strict: bool = True) -> list[Any] | None:
    """The events of the card ``key``'s resolution, cut at the round's end;
    when another card resolved on its own after it: None if ``strict`` (the
    board would show more than the question is about), else cut there."""
    out: list[Any] = []
    for e in events:
        k = type(e)
        if k in (ev.RoundEnded, ev.ResolutionStarted):
            return out
        if (k is ev.AbilityApplied and (e.owner, e.card) != key) or (
            k in (ev.CardRevealed, ev.CardBanked) and e.card != key[1]
        ):
            return None if strict else out
        out.append(e)
    return out


def _resolve(
    before: GameState,
    first: str,
    rng: random.Random,
    chosen: list[str] | None = None,
    strict: bool = True,
) -> Resolution:
    """Play ``first`` then the card's own choices (``chosen``, else picked
    with ``rng``) until its resolution ends; ``Rejected('unfit')`` when
    another player decides inside it, it asks more than two choices, or other
    cards resolve on their own right after it."""
    pending = before.pending
    assert pending is not None and pending.position is not None
    top = before.top(pending.position)
    key = (top[OWNER], top[ID])
    st = before.copy()
    moves = [first]
    events = list(st.apply(first))
    follow = list(chosen or [])
    while _in_resolution(st, key) and not st.finished:
        p = st.pending
        assert p is not None
        if p.player != pending.player or len(moves) > 2:
            raise Rejected("unfit", "others decide inside it")
        move = follow.pop(0) if follow else rng.choice(p.moves)
        moves.append(move)
        events += st.apply(move)
    cut = _cut(events, key, strict)
    if cut is None:
        raise Rejected("unfit", "other cards resolve right after it")
    return Resolution(before, moves, cut)


def _abilities(r: Resolution) -> list[str | None]:
    """The card whose ability each of ``r.moves`` decides (a Shapeshifter
    copying a Judge decides the Judge's options, B5); None where unknown."""
    st = r.before.copy()
    out: list[str | None] = []
    for m in r.moves:
        p = st.pending
        ability = st.frames[-1][0] if st.frames else None
        if ability not in CARD_TYPES:
            ability = p.card if p is not None else None
        out.append(ability)
        st.apply(m)
    return out


def _question_texts(r: Resolution, ask: str) -> tuple[Text, ...]:
    parts = [
        Text(
            "practice-q-reveal",
            {
                "player": r.player,
                "card": r.card,
                "owner": r.owner,
                "position": r.position,
                # G3: the influence on the card is part of the answer (ru E1)
                "tokens": r.before.top(r.position)[TOKENS],
            },
        )
    ]
    abilities = _abilities(r)
    for m, ability in zip(r.moves[1:], abilities[1:], strict=True):
        mv = parse_move(m)
        if mv.verb == "target":
            parts.append(Text("practice-q-target", {"player": r.player, "position": mv.n}))
        elif ability is not None:  # the option said in its own words (w-option-<card>-<n>)
            parts.append(
                Text("practice-q-choice", {"player": r.player, "move": m, "ability": ability})
            )
        else:
            parts.append(Text("practice-q-choice", {"player": r.player, "move": m}))
    parts += _table_notes(r)
    parts.append(Text(ask))
    return tuple(parts)


#: Abilities that read cards anywhere in the queue by who controls them (the
#: Fanatic's other face-up cards, the Heir's and the Cutthroat's same names):
#: every bribe on the table bears on them.
_READS_THE_QUEUE = frozenset({"fanatic", "heir", "cutthroat"})


def _table_notes(r: Resolution) -> list[Text]:
    """What the question must say for its answer to be read off it — and only
    what bears on it (the Russian reader's E3: a «Rule» paragraph about a
    bribe or a kept card the question never named; a note about a bribe far
    from the action would be noise too):

    - each bribed top card next to the card, at a target, or leaving the
      queue (its briber controls it, A9/G10: «Фанатик червоного гравця на
      позиції 4 підкуплений Синім»); every bribe when the ability reads the
      whole queue or an Extortion counts the eliminator's cards (L8);
    - each Infiltration kept in front of a player whose 2 more for a
      face-down card eliminated are part of the answer (L9)."""
    st = r.before
    reasons = {getattr(e, "reason", None) for e in r.events}
    near = {r.position, *st.adjacent(r.position)}
    for m in r.moves:
        mv = parse_move(m)
        if mv.verb == "target" and mv.n is not None:
            near.add(mv.n)
    for e in r.events:
        if type(e) in (ev.CardEliminated, ev.CardDiscarded) and e.position is not None:
            near.add(e.position)
    everywhere = r.card in _READS_THE_QUEUE or "extortion" in reasons
    notes = [
        Text(
            "practice-q-bribed",
            {"card": top[ID], "owner": top[OWNER], "player": controller(top), "position": i},
        )
        for i, stack in enumerate(st.queue)
        if (top := stack[-1])[BRIBED_BY] and (everywhere or i in near)
    ]
    keepers = sorted(
        {
            e.player
            for e in r.events
            if type(e) is ev.InfluenceGained and e.reason == "infiltration"
        },
        key=st.players.index,
    )
    if keepers:
        notes.append(Text("practice-q-kept", {"players": keepers, "card": "infiltration"}))
    return notes


def _reveal_position(pos: Position) -> GameState:
    st: GameState = pos.state
    p = st.pending
    if p is None or p.decision != "reveal" or "reveal" not in p.moves or p.card is None:
        raise Rejected("unfit", "not a card to reveal")
    if p.card == "combination":  # A10: a resolution of many choices, asked elsewhere
        raise Rejected("unfit", "the Combination")
    return st


def _misread(r: Resolution) -> list[tuple[Misreading, list[Any]]]:
    """Every misreading that changes this resolution's events, with its events."""
    out = []
    for m, fn in MISREADINGS.values():
        changed = fn(list(r.events), r)
        if changed is not None:
            out.append((m, changed))
    return out


def _neighbour(r: Resolution, rng: random.Random) -> Resolution | None:
    """The same resolution with the other adjacent card chosen (the wrong neighbour)."""
    if r.card not in ADJACENT_TARGET or len(r.moves) < 2:
        return None
    mv = parse_move(r.moves[1])
    if mv.verb != "target":
        return None
    adj = r.before.adjacent(r.position)
    other = [a for a in adj if a != mv.n]
    if len(adj) != 2 or not other:
        return None
    try:
        return _resolve(
            r.before, r.moves[0], rng, [f"target {other[0]}", *r.moves[2:]], strict=False
        )
    except (Rejected, IllegalMove):
        return None


WRONG_NEIGHBOUR = KINDS.misreading("wrong_neighbour", "B2", "G1")


def _cards_of(r: Resolution) -> tuple[str, ...]:
    cards = [r.card]
    for e in r.events:
        if type(e) in (ev.CardEliminated, ev.CardDiscarded, ev.CardKept) and e.card not in cards:
            cards.append(e.card)
    return tuple(cards)


#: Events whose ``reason`` names the card whose own rule caused them (the
#: Ambush's 4, the Queen's extra 1, the Twin discarded with its Prince…).
_REASONED = (
    ev.InfluenceGained,
    ev.InfluenceLost,
    ev.InfluenceStolen,
    ev.CardDiscarded,
    ev.TokensReturned,
)


def _explained(r: Resolution) -> tuple[str, ...]:
    """The cards whose rule the resolution's outcome shows: the revealed card,
    and another card only where its own rule changed what happened — a card
    that was merely eliminated is not explained (the Russian reader's E2: an
    Archer's self-elimination ruling under a Soldier that eliminated it)."""
    cards = [r.card]
    for e in r.events:
        k = type(e)
        c: str | None = None
        if k in _REASONED and e.reason in CARD_TYPES:
            c = e.reason
        # a verdict or a bribery token going back (L6, A9) changes no influence
        # and no card: its ruling would not bear on the answer (ru E3)
        elif k is ev.TokensReturned and e.card == "diplomat" and e.reason == "eliminated":
            c = "diplomat"  # L4: influence on an eliminated Diplomat goes back
        if c is not None and c not in cards:
            cards.append(c)
    return tuple(cards)


def _tokens_taken(r: Resolution) -> tuple[Text, ...]:
    """G3: the influence that lay on the revealed card, taken by the player
    who reveals it — said when it was taken, or the answer's «+1» would sit
    above a card rule that gives nothing (the Russian reader's E1: a Royal
    Decree, a discarded Schemer, a Cutthroat's lone elimination)."""
    for e, after in zip(r.events, r.events[1:], strict=False):
        if (
            type(e) is ev.CardRevealed
            and e.card == r.card
            and type(after) is ev.InfluenceGained
            and after.reason == "tokens"
            and after.card == r.card
        ):
            return (
                Text("practice-x-rule-g3-tokens", {"player": after.player, "amount": after.amount}),
            )
    return ()


def _explanation(cards: Sequence[str]) -> tuple[Text, ...]:
    """The card reference's ruling texts (the lessons' words) of ``cards``,
    each said under its card's name (``render``)."""
    return tuple(Text(f"{RULING_KEY}{c}") for c in cards)


def _rules(
    cards: Sequence[str], misreadings: Sequence[str], base: Sequence[str]
) -> tuple[str, ...]:
    out: list[str] = list(base)
    for c in cards:
        out += CARD_RULES.get(c, ())
    for m in misreadings:
        out += KINDS.misreadings[m].rules
    return tuple(dict.fromkeys(out))


def _resolution_for(puzzle: Puzzle) -> Resolution:
    st = _load(puzzle.scenario)
    moves = list(puzzle.ask["moves"])
    return _resolve(st, moves[0], random.Random(0), moves[1:])


def _solve_reveal(puzzle: Puzzle) -> Any:
    return outcome(_resolution_for(puzzle).events)


def _solve_leader(puzzle: Puzzle) -> Any:
    r = _resolution_for(puzzle)
    return standing(_after(r.before.scores(), r.events), r.before.players)


def _revealing(pos: Position) -> bool:
    p = pos.state.pending
    return p is not None and p.decision == "reveal" and "reveal" in p.moves


def _choosing(pos: Position) -> bool:
    p = pos.state.pending
    return (
        p is not None
        and pos.state.phase == "resolution"
        and p.decision != "place"
        and len(p.moves) >= 3
    )


def _asking(pos: Position) -> bool:
    p = pos.state.pending
    return p is not None and p.decision in ("place", "target")


@KINDS.kind("reveal", solve=_solve_reveal, rules=("G3",), fits=_revealing)
def make_reveal(pos: Position, rng: random.Random) -> Puzzle:
    st = _reveal_position(pos)
    r = _resolve(st, "reveal", rng)
    truth = outcome(r.events)
    players = st.players
    distractors = []
    for m, events in _misread(r):
        value = outcome(events)
        distractors.append(Choice(m.id, value, outcome_texts(value, players), m.id))
    other = _neighbour(r, rng)
    if other is not None:
        value = outcome(other.events)
        distractors.append(
            Choice(WRONG_NEIGHBOUR.id, value, outcome_texts(value, players), WRONG_NEIGHBOUR.id)
        )
    rng.shuffle(distractors)
    distractors.sort(key=lambda d: d.misreading not in OWN_RULE_FIRST)  # stable
    right = Choice("engine", truth, outcome_texts(truth, players))
    choices, answer = _finish(rng, right, distractors)
    used = [c.misreading for c in choices if c.misreading]
    cards = _cards_of(r)
    return Puzzle(
        game=GAME,
        edition=pos.edition,
        kind="reveal",
        scenario=_scenario(st),
        player=r.player,
        ask={"moves": r.moves},
        question=_question_texts(r, "practice-q-reveal-ask"),
        choices=choices,
        answer=answer,
        explanation=(*_tokens_taken(r), *_explanation(_explained(r))),
        playout=tuple(r.moves),
        rules=_rules(cards, used, ("G3",)),
        cards=cards,
        source={**pos.source, "move": pos.index},
    )


NO_CHANGE = KINDS.misreading("no_change", "G3", "G4")


@KINDS.kind("leader", solve=_solve_leader, rules=("G12",), fits=_revealing)
def make_leader(pos: Position, rng: random.Random) -> Puzzle:
    st = _reveal_position(pos)
    r = _resolve(st, "reveal", rng)
    before = st.scores()
    truth = standing(_after(before, r.events), st.players)
    distractors = [
        Choice(NO_CHANGE.id, standing(before, st.players), (), NO_CHANGE.id),
    ]
    for m, events in _misread(r):
        distractors.append(Choice(m.id, standing(_after(before, events), st.players), (), m.id))
    other = _neighbour(r, rng)
    if other is not None:
        value = standing(_after(before, other.events), st.players)
        distractors.append(Choice(WRONG_NEIGHBOUR.id, value, (), WRONG_NEIGHBOUR.id))
    rng.shuffle(distractors)
    distractors.sort(key=lambda d: d.misreading not in OWN_RULE_FIRST)  # stable
    distractors = [
        Choice(c.id, c.value, standing_texts(c.value), c.misreading) for c in distractors
    ]
    right = Choice("engine", truth, standing_texts(truth))
    choices, answer = _finish(rng, right, distractors)
    used = [c.misreading for c in choices if c.misreading]
    cards = _cards_of(r)
    return Puzzle(
        game=GAME,
        edition=pos.edition,
        kind="leader",
        scenario=_scenario(st),
        player=r.player,
        ask={"moves": r.moves},
        question=_question_texts(r, "practice-q-leader-ask"),
        choices=choices,
        answer=answer,
        explanation=(*_tokens_taken(r), *_explanation(_explained(r))),
        playout=tuple(r.moves),
        rules=_rules(cards, used, ("G12",)),
        cards=cards,
        source={**pos.source, "move": pos.index},
    )


# ---------------------------------------------------------------- the best move


class _Budget(Exception):
    pass


def _gain(events: Sequence[Any], player: str) -> tuple[int, bool]:
    """``player``'s influence change in ``events`` up to the round's end, and
    whether the round ended in them."""
    total = 0
    for e in events:
        k = type(e)
        if k is ev.RoundEnded:
            return total, True
        if k is ev.InfluenceGained and e.player == player:
            total += e.amount
        elif k is ev.InfluenceLost and e.player == player:
            total -= e.amount
        elif k is ev.InfluenceStolen:
            if e.player == player:
                total += e.amount
            if e.victim == player:
                total -= e.amount
    return total, False


def round_values(state: GameState, player: str, budget: int = BEST_BUDGET) -> dict[str, int]:
    """Each legal move of ``player``'s decision, with the influence it guarantees
    ``player`` to the end of the round: ``player`` chooses best at every later
    decision of theirs, every other player worst for them (minimax with
    alpha-beta). ``Rejected('too_deep')`` past ``budget`` positions."""
    left = [budget]

    def value(st: GameState, alpha: float, beta: float) -> float:
        p = st.pending
        if p is None:
            return 0
        maximize = p.player == player
        best = float("-inf") if maximize else float("inf")
        for m in p.moves:
            left[0] -= 1
            if left[0] < 0:
                raise _Budget
            nxt = st.copy()
            g, ended = _gain(nxt.apply(m), player)
            v = g + (0 if ended or nxt.finished else value(nxt, alpha - g, beta - g))
            if maximize:
                best = max(best, v)
                alpha = max(alpha, best)
            else:
                best = min(best, v)
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best

    pending = state.pending
    assert pending is not None
    out: dict[str, int] = {}
    try:
        for m in pending.moves:
            st = state.copy()
            g, ended = _gain(st.apply(m), player)
            rest = 0 if ended or st.finished else value(st, float("-inf"), float("inf"))
            out[m] = int(g + rest)
    except _Budget:
        raise Rejected("too_deep", f"more than {budget} positions") from None
    return out


def _best_of(values: dict[str, int]) -> str:
    top = max(values.values())
    best = [m for m, v in values.items() if v == top]
    if len(best) != 1:
        raise Rejected("ambiguous", f"{len(best)} moves tie for the best")
    return best[0]


def _solve_best(puzzle: Puzzle) -> Any:
    st = _load(puzzle.scenario)
    return _best_of(round_values(st, puzzle.player))


@KINDS.kind("best", solve=_solve_best, rules=("G3", "G4"), fits=_choosing)
def make_best(pos: Position, rng: random.Random) -> Puzzle:
    st = pos.state
    p = st.pending
    if p is None or st.phase != "resolution" or len(p.moves) < 2 or p.decision == "place":
        raise Rejected("unfit", "not a choice of the resolution")
    values = round_values(st, p.player)
    best = _best_of(values)
    others = [m for m in p.moves if m != best]
    rng.shuffle(others)
    right = Choice("engine", best, (Text("practice-o-move", {"move": best}),))
    distractors = [
        Choice(f"m{i}", m, (Text("practice-o-move", {"move": m}),)) for i, m in enumerate(others)
    ]
    choices, answer = _finish(rng, right, distractors)
    card = p.card
    cards = (card,) if card else ()
    explanation = [
        Text("practice-x-value", {"move": c.value, "delta": values[c.value]})
        for c in sorted(choices, key=lambda c: -values[c.value])
    ]
    return Puzzle(
        game=GAME,
        edition=pos.edition,
        kind="best",
        scenario=_scenario(st),
        player=p.player,
        ask={"decision": p.decision},
        question=(
            Text("practice-q-best", {"player": p.player, "card": card, "position": p.position}),
        ),
        choices=choices,
        answer=answer,
        explanation=(*explanation, *_explanation(cards)),
        playout=(best,),
        rules=_rules(cards, (), ("G3", "G4")),
        cards=cards,
        source={**pos.source, "move": pos.index},
    )


# ---------------------------------------------------------------- is it legal?

#: The reasons a placement is refused (G2), and a target (G4).
PLACE_REASONS = ("card_not_in_hand", "cannot_stack_round_1", "not_own_stack", "no_card_at_position")
TARGET_REASONS = ("not_a_legal_target", "no_card_at_position", "wrong_decision")
LEGAL = "legal"


def reason_applies(code: str, st: GameState, move: str, player: str) -> bool:
    """Does the rule behind ``code`` forbid ``move`` here? (Each reason read
    from its own rule, independently of the engine's first refusal: a
    distractor is kept only when its rule does not apply.)"""
    p = st.pending
    assert p is not None
    m = parse_move(move)
    if code == LEGAL:
        return move in p.moves
    if code == "wrong_decision":
        return m.verb not in DECISION_VERBS.get(p.decision, ())
    if code == "card_not_in_hand":
        return m.verb == "play" and m.card not in st.hands[player]
    if code == "cannot_stack_round_1":
        return m.verb == "play" and m.where == "on" and st.round == 1
    if code == "not_own_stack":
        return (
            m.verb == "play"
            and m.where == "on"
            and m.n is not None
            and m.n < len(st.queue)
            and controller(st.top(m.n)) != player
        )
    if code == "no_card_at_position":
        return m.n is not None and m.n >= len(st.queue)
    if code == "not_a_legal_target":
        return (
            m.verb == "target" and m.n is not None and m.n < len(st.queue) and move not in p.moves
        )
    raise ValueError(f"no rule read for {code!r}")


def _could_concern(code: str, move: str) -> bool:
    """Could the rule behind ``code`` be a reader's worry about ``move`` at all?
    A start or end placement names no position, so «there is no card there»
    would give the answer away (the ru re-reads' F-E2); a stack's rules
    concern a play on a stack; the hand's, a play."""
    m = parse_move(move)
    if code == "no_card_at_position":
        return m.n is not None
    if code in ("cannot_stack_round_1", "not_own_stack"):
        return m.verb == "play" and m.where == "on"
    if code == "card_not_in_hand":
        return m.verb == "play"
    return True


def _engine_verdict(st: GameState, move: str, player: str) -> str:
    try:
        st.copy().apply(move, player=player)
    except IllegalMove as e:
        return e.code
    return LEGAL


def _candidate_move(st: GameState, rng: random.Random) -> str:
    """A move to ask about: legal, or near the legal ones (one rule broken)."""
    p = st.pending
    assert p is not None
    player = p.player
    n = len(st.queue)
    if p.decision == "place":
        hand = list(st.hands[player])
        pool: list[str] = [rng.choice(p.moves)]
        foreign = [i for i in range(n) if controller(st.top(i)) != player]
        if foreign:
            pool.append(f"play {rng.choice(hand)} on {rng.choice(foreign)}")
        if st.round == 1 and n:
            pool.append(f"play {rng.choice(hand)} on {rng.randrange(n)}")
        gone = [c for c in (*st.discards[player], *st.aside[player]) if c not in hand]
        if gone:
            pool.append(f"play {rng.choice(gone)} {rng.choice(('start', 'end'))}")
        pool.append(f"play {rng.choice(hand)} on {n + rng.randrange(2)}")
        return rng.choice(pool)
    if p.decision == "target":
        wrong = [i for i in range(n) if f"target {i}" not in p.moves]
        pool = [rng.choice(p.moves), f"target {n + rng.randrange(2)}"]
        if wrong:
            pool += [f"target {rng.choice(wrong)}"] * 2
        return rng.choice(pool)
    raise Rejected("unfit", "no question of legality here")


def _reason_choice(code: str, move: str) -> Choice:
    if code == LEGAL:
        return Choice(LEGAL, LEGAL, (Text("practice-o-legal"),))
    return Choice(
        code, code, (Text("practice-o-illegal"), Text("@reason", {"code": code, "move": move}))
    )


def _solve_legal(puzzle: Puzzle) -> Any:
    st = _load(puzzle.scenario)
    return _engine_verdict(st, puzzle.ask["move"], puzzle.player)


@KINDS.kind("legal", solve=_solve_legal, rules=("G2",), fits=_asking)
def make_legal(pos: Position, rng: random.Random) -> Puzzle:
    st = pos.state
    p = st.pending
    if p is None or p.decision not in ("place", "target"):
        raise Rejected("unfit", "no placement or target to ask about")
    if p.decision == "place" and not st.hands.get(p.player):
        raise Rejected("unfit", "an empty hand")
    move = _candidate_move(st, rng)
    player = p.player
    truth = _engine_verdict(st, move, player)
    pool = [LEGAL, *(PLACE_REASONS if p.decision == "place" else TARGET_REASONS)]
    if truth not in pool:
        raise Rejected("unfit", f"the reason {truth} is asked about elsewhere")
    if not reason_applies(truth, st, move, player):
        raise Rejected("ambiguous", f"the engine's {truth} is not read from its rule")
    distractors = []
    for code in pool:
        if code == truth:
            continue
        if reason_applies(code, st, move, player):  # a second reason holds too
            raise Rejected("ambiguous", f"{truth} and {code} both forbid {move!r}")
        if _could_concern(code, move):
            distractors.append(_reason_choice(code, move))
    rng.shuffle(distractors)
    choices, answer = _finish(rng, _reason_choice(truth, move), distractors)
    m = parse_move(move)
    card = m.card or p.card
    cards = (card,) if card and card in CARD_TYPES else ()
    rules: list[str] = ["G2"] if p.decision == "place" else ["G4"]
    for c in choices:
        rules += REASON_RULES.get(str(c.value), ())
    explanation = [
        Text("practice-x-legal" if truth == LEGAL else "practice-x-illegal", {"move": move})
    ]
    if truth != LEGAL:
        explanation.append(Text("@reason", {"code": truth, "move": move}))
    if p.decision == "place":
        # G16: where bribery is played, a stack topped by a character one has
        # bribed is one's own to play on (ru re-read F-A1)
        bribery = "yes" if "ablaze" in set(st.editions.values()) else "no"
        explanation.append(Text("practice-x-rule-g2", {"bribery": bribery}))
    elif truth == LEGAL and cards:
        # a target it may choose: the card's own rule says why it reaches it;
        # G4 («a card it cannot reach cannot be chosen») explains only a «no»
        explanation += _explanation(cards)
    else:
        explanation.append(Text("practice-x-rule-g4"))
    return Puzzle(
        game=GAME,
        edition=pos.edition,
        kind="legal",
        scenario=_scenario(st),
        player=player,
        ask={"move": move},
        question=(
            Text("practice-q-legal", {"player": player, "move": move})
            if p.decision == "place"
            else Text(
                "practice-q-legal-target",
                {"player": player, "move": move, "card": p.card, "position": p.position},
            ),
        ),
        choices=choices,
        answer=answer,
        explanation=tuple(explanation),
        playout=(move,) if truth == LEGAL else (),
        rules=tuple(dict.fromkeys([*rules, *(r for c in cards for r in CARD_RULES.get(c, ()))])),
        cards=cards,
        source={**pos.source, "move": pos.index},
    )


# ---------------------------------------------------------------- a lesson's mistakes


def mistake_tags(
    state: Any, move: str, code: str | None, events: Sequence[Any]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The rules and cards a learner's wrong (or refused) move in a lesson
    touches: the card deciding or played, the cards the move's consequence
    names, their rulings, and the ruling behind a refusal's reason."""
    cards: list[str] = []
    p = getattr(state, "pending", None)
    if p is not None and p.card:
        cards.append(p.card)
    try:
        m = parse_move(move)
        if m.card:
            cards.append(m.card)
    except IllegalMove:
        pass
    for e in events:
        c = getattr(e, "card", None)
        if type(e) in (ev.CardEliminated, ev.CardDiscarded, ev.CardRevealed) and c:
            cards.append(c)
    cards = [c for c in dict.fromkeys(cards) if c in CARD_TYPES]
    rules: list[str] = list(REASON_RULES.get(code, ())) if code else []
    if p is not None and p.decision == "place" and not code:
        rules.append("G2")
    for c in cards:
        rules += CARD_RULES.get(c, ())
    if any(type(e) is ev.CardEliminated for e in events):
        rules.append("G6")
    return tuple(dict.fromkeys(rules)), tuple(cards)


KINDS.tag_mistakes_with(mistake_tags)

#: Oriflamme's rulings: G (general), B (base), A (Ablaze), L (Alliance).
RULING = re.compile(r"^[GBAL]\d+a?$")


def owns(tag: str) -> bool:
    kind, _, value = tag.partition(":")
    return bool(RULING.match(value)) if kind == "rule" else value in CARD_TYPES


KINDS.owns_tags_with(owns)
