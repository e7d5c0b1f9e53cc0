"""Orichalque's rule puzzles (issue 30): positions of bot games, three kinds.

Positions come from whole games of the random and the greedy bot (2 to 4
players, easy or hard island sides). At a decision of such a game a maker asks:

- ``titan`` — «Does this tile attract a titan?»: one legal placement of the
  tile in hand; the engine places it and says which titan comes (from the
  centre, taken from another player, reactivated, or already yours) or none.
  Distractors: what misreadings of O1/O2 give (zones of one terrain that do not
  touch counted as one area, zones under a building counted, an empty volcano
  counted as the terrain, only the tile's own zones counted, a titan held by
  another player thought out of reach).
- ``fight`` — «Your chance to win this fight with N hoplites?»: the exact
  chance (``odds.fight_chance``, every roll of the dice counted) against the
  chances misreadings give (the base die forgotten, the skull ignored, the
  hoplites waiting by the creature forgotten, «more than» instead of «at
  least», the siege engine forgotten).
- ``extra`` — «Which payments allow this extra action?»: the payments the
  engine offers for one action at phase 4, against the sets misreadings of
  the payment table give (every payment buying every action, produce and
  recruit swapped, the Statues' discount forgotten, one captured creature
  thought enough).

The component data are partly provisional (docs/orichalque-data.md): the
puzzles follow the data, and the tab says so as the board does.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from fractions import Fraction
from itertools import product
from typing import Any

from oriflamme.core.puzzles import Choice, Position, Puzzle, PuzzleKinds, Rejected, Text
from oriflamme.core.puzzles import finish_choices as _finish

from ... import i18n
from ...i18n.grammar import ends_with_vowel, join_names, player_args
from . import words
from .bots import make_bot
from .engine import GameState, components
from .engine import new_game as _new_game
from .engine.model import State
from .engine.odds import SKULL, fight_chance, percent, win_chance
from .engine.scenario import build_state, to_scenario
from .engine.state import BLESSING

GAME = "orichalque"
EDITION = "orichalque"
KINDS = PuzzleKinds(GAME)
KINDS.tables = {EDITION: "och-game"}
KINDS.story_ends = frozenset({"turn_started", "round_ended", "game_won"})
SEATS = ("red", "blue", "green", "yellow")
#: The rulebook's sections (there are no ruling ids for them): tags of the puzzles.
TITANS = "och-titans"
FIGHT = "och-fight"
EXTRA = "och-extra"


# ---------------------------------------------------------------- positions


def positions(edition: str, seed: int) -> Iterator[Position]:
    """Every decision of one game of bots (random or greedy), dealt from ``seed``."""
    if edition != EDITION:
        raise ValueError(f"{edition!r} is not a table (orichalque)")
    rng = random.Random(seed)
    players = list(SEATS[: rng.choice((2, 2, 3, 4))])
    sides = {p: rng.choice(("easy", "easy", "hard")) for p in players}
    boards = sorted(components().islands)
    rng.shuffle(boards)
    islands = {p: {"board": boards[i], "side": sides[p]} for i, p in enumerate(players)}
    levels = {p: rng.choice(("random", "greedy")) for p in players}
    bots = {p: make_bot(levels[p], seed * 10 + i) for i, p in enumerate(players)}
    state = _new_game(players, seed, islands=islands).copy()
    source = {
        "seed": seed,
        "table": edition,
        "players": len(players),
        "bots": levels,
        "sides": sides,
    }
    i = 0
    while not state.finished and i < 1500:
        pending = state.pending
        assert pending is not None
        move = bots[pending.player].choose(state)
        if pending.decision in ("tile", "action", "extra"):
            yield Position(state, move, edition, source, i)
        state.apply(move)
        i += 1


KINDS.positions_from(positions)


# ---------------------------------------------------------------- words


def render(text: Text, lang: str) -> str:
    """A puzzle text in ``lang``: players in their forms (``i18n.grammar.player_args``),
    titans, creatures, buildings and actions by name, ``payments`` as a list
    («hoplites or orichalcum»), ``percent`` with the language's spacing."""
    args = dict(text.args)
    extra: dict[str, Any] = {}
    if "items" in args:  # the titans that come, grouped by where they come from
        args["items"] = _titans_coming(args.pop("items"), str(args.pop("player")), lang)
    if "titan" in args:
        titan = str(args.pop("titan"))
        extra["titan"] = words.titan(titan, lang)
        # «Téthys, prise au centre de la table»: Rhea and Tethys are goddesses
        extra["titan_gender"] = i18n.t(f"och-titan-{titan}.gender", lang)
        # uk «Кронос уже…», «Тефіда вже…» (orthography §23: «в/у» by the sound)
        extra["titan_vowel"] = ends_with_vowel(extra["titan"])
    if "creature" in args:
        cr = str(args.pop("creature"))
        extra["creature"] = words.creature(cr, lang)
        # «сражается с Минотавром», not «с существом «Минотавр»» (ru re-read D4)
        extra["creature_ins"] = words.creature(cr, lang, "ins")
        extra["strength"] = words.strength(cr)
    if "building" in args:
        extra["building"] = i18n.t(f"och-building-{args.pop('building')}", lang)
    if "action" in args:
        extra["action"] = words.action(str(args.pop("action")), lang)
    if "terrain" in args:
        extra["terrain"] = words.terrain(str(args.pop("terrain")), lang)
    if "payments" in args:
        # the hoplites' price is the engine's: one less with statues (player aid)
        hoplites = int(args.pop("hoplite_cost", 2))
        pays = [
            i18n.t(f"practice-och-pay-{p}", lang, count=hoplites)
            if p == "hoplites"
            else i18n.t(f"practice-och-pay-{p}", lang)
            for p in args.pop("payments")
        ]
        extra["payments"] = _join_or(pays, lang)
    if "hoplites" in args:
        extra["hoplites"] = int(args.pop("hoplites"))
    if "supply" in args:
        sp = args.pop("supply")
        # a list with «і / и / et / and» (style guides §11)
        extra["supply"] = join_names(
            [
                words.hoplites(int(sp["hoplites"]), lang),
                words.orichalcum(int(sp["orichalcum"]), lang),
                i18n.t("och-creatures", lang, count=int(sp["captured"])),
            ],
            lang,
        )
    if "tile" in args:
        extra["terrains"] = words.tile_terrains(str(args.pop("tile")), lang)
    if "zone" in args:
        extra["zone"] = str(args.pop("zone"))
    if "zones" in args:  # a list with commas and «and» (style guides §11): «b5, c6 и d6»
        extra["zones"] = words.zones_text(str(args.pop("zones")).split(), lang)
    out: dict[str, Any] = {}
    for key, value in args.items():
        if key == "player":  # its cases («у Червоного»)
            out.update(player_args(key, str(value), lang))
        else:
            out[key] = value
    out.update(extra)
    said = i18n.t(text.key, lang, **out)
    return said[:1].upper() + said[1:]


def _titans_coming(items: list[Any], player: str, lang: str) -> str:
    """The titans that come, one phrase per origin («Hypérion et Cronos, pris
    au centre de la table»), the phrases joined by the language's «and» — with
    a comma before it when a phrase has commas or dashes of its own."""
    phrases = []
    for how, titans in items:
        names = [words.titan(str(x), lang) for x in titans]
        genders = {i18n.t(f"och-titan-{x}.gender", lang) for x in titans}
        who = str(how)[7:] if str(how).startswith("player:") else player
        key = (
            "practice-och-titan-from"
            if str(how).startswith("player:")
            else f"practice-och-titan-{how}"
        )
        args: dict[str, Any] = dict(player_args("player", who, lang))
        args.update(
            titan=join_names(names, lang),
            # one titan: its gender; several: a plural, feminine only if all are
            titan_gender=("f" if genders == {"f"} else "m")
            if len(names) == 1
            else ("fpl" if genders == {"f"} else "pl"),
            titan_vowel=ends_with_vowel(names[-1]),
        )
        phrases.append(i18n.t(key, lang, **args))
    if len(phrases) > 1 and any(("," in x or "—" in x) for x in phrases):
        return ", ".join(phrases[:-1]) + f", {i18n.t('list-and', lang)} " + phrases[-1]
    return join_names(phrases, lang)


def _join_or(names: list[str], lang: str) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {i18n.t('practice-list-or', lang)} " + names[-1]


KINDS.render_with(render)


def _scenario(state: GameState) -> dict[str, Any]:
    data = to_scenario(state)
    data.pop("meta", None)
    return data


def _load(scenario: dict[str, Any]) -> GameState:
    st = build_state(scenario)
    assert isinstance(st, GameState)
    return st


# ---------------------------------------------------------------- titans

MIS_DISCONNECTED = KINDS.misreading("och_disconnected", "O1")
MIS_BUILDINGS = KINDS.misreading("och_buildings_count", "O1")
MIS_VOLCANO = KINDS.misreading("och_volcano_counts", "O1")
MIS_TILE_ONLY = KINDS.misreading("och_tile_only", "O1")
MIS_HELD_SAFE = KINDS.misreading("och_held_safe", "O2")
MIS_TWO = KINDS.misreading("och_two_enough", "O1")
MIS_FOUR = KINDS.misreading("och_four_needed", "O1")
MIS_NEW_ONLY = KINDS.misreading("och_new_area_only", "O2")
MIS_TILE_TERRAINS = KINDS.misreading("och_tile_terrains", "O1")


def _titan_how(st: GameState, p: str, titan: str) -> str:
    """How ``titan`` comes to ``p`` if an area calls it (O2, as the engine does)."""
    held = st.s.titans[titan]
    if held.holder == p:
        return "held" if held.active else "reactivated"
    if held.holder is None:
        return "centre"
    return f"player:{held.holder}"


def titan_value(events: Sequence[dict[str, Any]], before: GameState, p: str) -> list[list[str]]:
    """The titans a placement's events call: ``[[titan, how], ...]`` (how:
    ``centre``, ``player:<id>``, ``reactivated``, ``held``)."""
    out: dict[str, str] = {}
    titan_of = before.c.titan_of
    for e in events:
        if e["event"] == "area":
            t = titan_of[e["terrain"]]
            out.setdefault(t, _titan_how(before, p, t))
    return sorted([t, how] for t, how in out.items())


def _area(
    st: GameState, p: str, zones: list[str], terrain: str, terrain_of: Mapping[str, str | None]
) -> set[str]:
    """The zones of ``terrain`` connected to ``zones``, reading terrains from ``terrain_of``."""
    nb = st.side(p).neighbours
    seen = set(zones)
    todo = list(zones)
    while todo:
        z = todo.pop()
        for n in nb[z]:
            if n not in seen and terrain_of.get(n) == terrain:
                seen.add(n)
                todo.append(n)
    return seen


def _misread_titans(
    before: GameState, after: GameState, p: str, move: str
) -> list[tuple[str, list[list[str]]]]:
    """What each misreading says the placement calls."""
    zones = move.split()[1:]
    isl = after.s.islands[p]
    tile_terr = {z: isl.covered[z][0] for z in zones}
    land = sorted({t for t in tile_terr.values() if t in before.c.titan_of})
    taken = set(isl.buildings) | {z for t in isl.temples for z in t} | set(isl.creatures)
    covered = {z: c[0] for z, c in isl.covered.items()}
    free = {z: (t if z not in taken else None) for z, t in covered.items()}
    out: list[tuple[str, list[list[str]]]] = []

    def value(ts: list[str]) -> list[list[str]]:
        return sorted(
            [before.c.titan_of[t], _titan_how(before, p, before.c.titan_of[t])] for t in ts
        )

    # O1: every free zone of the terrain on the island, touching or not
    out.append(
        (
            MIS_DISCONNECTED.id,
            value([t for t in land if sum(1 for x in free.values() if x == t) >= 3]),
        )
    )
    # O1: zones under a building or a temple still count
    out.append(
        (
            MIS_BUILDINGS.id,
            value(
                [
                    t
                    for t in land
                    if len(_area(before, p, [z for z in zones if tile_terr[z] == t], t, covered))
                    >= 3
                ]
            ),
        )
    )

    # O1: an empty volcano counts as the terrain (it does for buildings only)
    def volc(t: str) -> dict[str, str | None]:
        return {z: (t if x == "volcano" and z not in isl.creatures else x) for z, x in free.items()}

    out.append(
        (
            MIS_VOLCANO.id,
            value(
                [
                    t
                    for t in land
                    if len(_area(before, p, [z for z in zones if tile_terr[z] == t], t, volc(t)))
                    >= 3
                ]
            ),
        )
    )
    # only the tile's own zones make an area
    out.append(
        (
            MIS_TILE_ONLY.id,
            value([t for t in land if sum(1 for x in tile_terr.values() if x == t) >= 3]),
        )
    )

    # O1 misread: 2 zones make an area; or 4 are needed
    def sizes(t: str) -> int:
        return len(_area(before, p, [z for z in zones if tile_terr[z] == t], t, free))

    out.append((MIS_TWO.id, value([t for t in land if sizes(t) >= 2])))
    out.append((MIS_TILE_TERRAINS.id, value(land)))
    out.append((MIS_FOUR.id, value([t for t in land if sizes(t) >= 4])))
    # O2 misread: only a new area calls a titan, not one's own area extended
    old = before.free_map(p)
    grown = [t for t in land if sizes(t) >= 3]
    extended = [
        t
        for t in grown
        if any(
            len(_area(before, p, [n], t, old)) >= 3
            for z in zones
            if tile_terr[z] == t
            for n in before.side(p).neighbours[z]
            if old.get(n) == t
        )
    ]
    out.append((MIS_NEW_ONLY.id, value([t for t in grown if t not in extended])))
    # O2 misread: a titan another player holds cannot be taken
    truth = titan_value(after_events(before, move), before, p)
    out.append((MIS_HELD_SAFE.id, [x for x in truth if not x[1].startswith("player:")]))
    return out


def after_events(before: GameState, move: str) -> list[dict[str, Any]]:
    st = before.copy()
    return st.apply(move)


def titan_texts(value: list[list[str]], player: str) -> tuple[Text, ...]:
    """«No titan»; or «Yes:» and each titan that comes (from where), then
    each one already held and active (nothing changes for it); only titans
    already held and active: «Yes, but» and each of them. ``player``
    places the tile: a titan already held is named as that player's (the
    question is in the third person: «Blue already holds Kronos», never «you»)."""
    if not value:
        return (Text("practice-och-no-titan"),)
    groups: dict[str, list[str]] = {}
    for t, how in value:
        if how != "held":
            groups.setdefault(how, []).append(t)
    # one sentence: «Oui : Hypérion et Cronos, pris au centre de la table.»
    # (the fr re-read's D4: a second titan made a second, verbless sentence)
    out: list[Text] = (
        [
            Text(
                "practice-och-yes",
                {"items": [[how, ts] for how, ts in groups.items()], "player": player},
            )
        ]
        if groups
        else []
    )
    held = [
        Text("practice-och-titan-held", {"titan": t, "player": player})
        for t, how in value
        if how == "held"
    ]
    # the question asks «does it attract a titan?»: a titan already held is
    # called too, so the answer still opens with «yes» («Да, но Кронос уже у
    # Синего…»), never with the titan alone (the ru verification)
    return tuple(out + held) if out else (Text("practice-och-yes-but"), *held)


def _solve_titan(puzzle: Puzzle) -> Any:
    st = _load(puzzle.scenario)
    return titan_value(after_events(st, puzzle.ask["move"]), st, puzzle.player)


def _step(step: str) -> Callable[[Position], bool]:
    return lambda pos: pos.state.s.step == step


@KINDS.kind("titan", solve=_solve_titan, rules=("O1", "O2"), fits=_step("tile"))
def make_titan(pos: Position, rng: random.Random) -> Puzzle:
    st = pos.state
    s: State = st.s
    if s.step != "tile" or not s.hand or not s.hand.tile:
        raise Rejected("unfit", "no tile to place")
    p = s.turn
    moves = st.legal_moves()
    rng.shuffle(moves)
    moves = moves[:16]
    calling = [m for m in moves if any(e["event"] == "area" for e in after_events(st, m))]
    if calling and rng.random() < 0.5:  # as many «yes» as «no» where the tile allows
        moves = calling + [m for m in moves if m not in calling]
    last = Rejected("unfit", "no placement")
    for move in moves[:8]:  # the first placement the misreadings disagree about
        after = st.copy()
        events = after.apply(move)
        truth = titan_value(events, st, p)
        if after.s.step == "release":
            last = Rejected("ambiguous", "the player chooses which titan goes back (O3)")
            continue
        distractors = [
            Choice(mid, v, titan_texts(v, p), mid) for mid, v in _misread_titans(st, after, p, move)
        ]
        rng.shuffle(distractors)
        try:
            choices, answer = _finish(
                rng, Choice("engine", truth, titan_texts(truth, p)), distractors
            )
        except Rejected as e:
            last = e
            continue
        break
    else:
        raise last
    tile = s.hand.tile
    cards = tuple(dict.fromkeys(t for t, _ in [*truth, *(x for c in choices for x in c.value)]))
    used = [c.misreading for c in choices if c.misreading]
    rules = ["O1", "O2", TITANS, *(r for m in used for r in KINDS.misreadings[m].rules)]
    return Puzzle(
        game=GAME,
        edition=EDITION,
        kind="titan",
        scenario=_scenario(st),
        player=p,
        ask={"move": move},
        question=(
            Text(
                "practice-och-q-titan",
                {"player": p, "zones": " ".join(move.split()[1:]), "tile": tile},
            ),
        ),
        choices=choices,
        answer=answer,
        explanation=(Text("practice-och-x-titan"), Text("practice-och-x-titan-take")),
        playout=(move,),
        rules=tuple(dict.fromkeys(rules)),
        cards=cards,
        source={**pos.source, "move": pos.index},
    )


# ---------------------------------------------------------------- fights

MIS_BASE_DIE = KINDS.misreading("och_no_base_die", FIGHT)
MIS_SKULL = KINDS.misreading("och_skull_ignored", FIGHT)
MIS_WAITING = KINDS.misreading("och_waiting_forgotten", FIGHT)
MIS_EXCEED = KINDS.misreading("och_must_exceed", FIGHT)
MIS_SIEGE = KINDS.misreading("och_siege_forgotten", FIGHT)


def _chance(
    strength: int,
    dice: int,
    faces: Sequence[Any],
    *,
    siege: bool,
    skull: bool = True,
    exceed: bool = False,
) -> Fraction:
    if dice < 1:
        return Fraction(0)
    skulls = ({SKULL} if skull else set()) | ({3} if siege else set())
    won = 0
    for roll in product(faces, repeat=dice):
        total = sum(f for f in roll if f != SKULL)
        if any(f in skulls for f in roll) or (total > strength if exceed else total >= strength):
            won += 1
    return Fraction(won, len(faces) ** dice)


def _fight_setup(st: GameState, zone: str, n: int) -> tuple[int, int, bool]:
    p = st.s.turn
    isl = st.s.islands[p]
    c = st.c
    strength = c.creature_kinds[c.creatures[isl.creatures[zone]]]["strength"]
    return strength, isl.waiting.get(zone, 0), st.count_buildings(p, "siege") > 0


def _solve_fight(puzzle: Puzzle) -> Any:
    st = _load(puzzle.scenario)
    return percent(fight_chance(st, puzzle.ask["zone"], int(puzzle.ask["hoplites"])))


def _pct(value: str) -> tuple[Text, ...]:
    return (Text("practice-och-percent", {"percent": value}),)


def _fighting(pos: Position) -> bool:
    act = pos.state.s.act
    return pos.state.s.step == "action" and bool(act) and act.action == "fight"


@KINDS.kind("fight", solve=_solve_fight, rules=(FIGHT,), fits=_fighting)
def make_fight(pos: Position, rng: random.Random) -> Puzzle:
    st = pos.state
    s: State = st.s
    if s.step != "action" or not s.act or s.act.action != "fight":
        raise Rejected("unfit", "no fight")
    p = s.turn
    fights = [m for m in st.legal_moves() if m.startswith("fight ") and not m.endswith("bless")]
    if not fights:
        raise Rejected("unfit", "no creature to fight")
    played = pos.played if pos.played in fights else rng.choice(fights)
    _, zone, n_text = played.split()
    n = int(n_text)
    strength, waiting, siege = _fight_setup(st, zone, n)
    faces = st.c.dice
    truth = percent(fight_chance(st, zone, n))
    alts = [
        (MIS_BASE_DIE.id, _chance(strength, waiting + n, faces, siege=siege)),
        (MIS_SKULL.id, _chance(strength, 1 + waiting + n, faces, siege=False, skull=False)),
        (MIS_EXCEED.id, _chance(strength, 1 + waiting + n, faces, siege=siege, exceed=True)),
    ]
    if waiting:
        alts.append((MIS_WAITING.id, win_chance(strength, 1 + n, faces, siege=siege)))
    if siege:
        alts.append((MIS_SIEGE.id, win_chance(strength, 1 + waiting + n, faces, siege=False)))
    distractors = [Choice(mid, percent(ch), _pct(percent(ch)), mid) for mid, ch in alts]
    rng.shuffle(distractors)
    choices, answer = _finish(rng, Choice("engine", truth, _pct(truth)), distractors)
    creature = s.islands[p].creatures[zone]
    kind = st.c.creatures[creature]
    cards = (kind, "siege") if siege else (kind,)
    return Puzzle(
        game=GAME,
        edition=EDITION,
        kind="fight",
        scenario=_scenario(st),
        player=p,
        ask={"zone": zone, "hoplites": n},
        question=(
            Text(
                "practice-och-q-fight",
                {
                    "player": p,
                    "creature": creature,
                    "zone": zone,
                    "hoplites": n,
                    "waiting": waiting,
                    # a 3 wins too with it: the question says so, as it says
                    # the statues in the «extra action» kind (uk re-read E1)
                    "siege": "yes" if siege else "no",
                },
            ),
        ),
        choices=choices,
        answer=answer,
        explanation=(
            Text("practice-och-x-fight", {"dice": 1 + waiting + n, "creature": creature}),
            *((Text("practice-och-x-siege"),) if siege else ()),
        ),
        playout=(played,),
        rules=(FIGHT,),
        cards=cards,
        source={**pos.source, "move": pos.index},
    )


# ---------------------------------------------------------------- extra actions

MIS_ANY_PAYMENT = KINDS.misreading("och_any_payment", EXTRA)
MIS_SWAPPED = KINDS.misreading("och_produce_recruit_swapped", EXTRA)
MIS_STATUES = KINDS.misreading("och_statues_forgotten", EXTRA)
MIS_ONE_CREATURE = KINDS.misreading("och_one_creature", EXTRA)
PAYMENTS = ("hoplites", "orichalcum", "creatures")


def extra_value(st: GameState, action: str) -> list[str]:
    """The payments the engine offers for an extra ``action`` now."""
    legal = set(st.legal_moves())
    return [pay for pay in PAYMENTS if f"extra {action} {pay}" in legal]


def _misread_extra(st: GameState, action: str) -> list[tuple[str, list[str]]]:
    p = st.s.turn
    sp = st.s.supplies[p]
    statues = st.count_buildings(p, "statues") > 0
    table = st.c.extra
    possible = st.action_possible(p, action)

    def have(pay: str, cost: int) -> bool:
        return (len(sp.captured) if pay == "creatures" else sp.count(pay)) >= cost

    def cost(pay: str) -> int:
        return int(table[pay]["cost"]) - (1 if pay == "hoplites" and statues else 0)

    swap = {"produce": "recruit", "recruit": "produce"}
    out = [
        (MIS_ANY_PAYMENT.id, [x for x in PAYMENTS if possible and have(x, cost(x))]),
        (
            MIS_SWAPPED.id,
            [
                x
                for x in PAYMENTS
                if possible and have(x, cost(x)) and swap.get(action, action) in table[x]["actions"]
            ],
        ),
        (
            MIS_ONE_CREATURE.id,
            [
                x
                for x in PAYMENTS
                if possible
                and action in table[x]["actions"]
                and have(x, 1 if x == "creatures" else cost(x))
            ],
        ),
    ]
    if statues:
        out.append(
            (
                MIS_STATUES.id,
                [
                    x
                    for x in PAYMENTS
                    if possible and action in table[x]["actions"] and have(x, table[x]["cost"])
                ],
            )
        )
    return out


def _pay_texts(value: list[str], hoplite_cost: int = 2) -> tuple[Text, ...]:
    """The payments in words, the hoplites at ``hoplite_cost`` each time (the
    statues make it 1; a misreading that forgets them says 2)."""
    if not value:
        return (Text("practice-och-pay-nothing"),)
    return (Text("practice-och-payments", {"payments": value, "hoplite_cost": hoplite_cost}),)


def _solve_extra(puzzle: Puzzle) -> Any:
    return extra_value(_load(puzzle.scenario), puzzle.ask["action"])


@KINDS.kind("extra", solve=_solve_extra, rules=(EXTRA,), fits=_step("extra"))
def make_extra(pos: Position, rng: random.Random) -> Puzzle:
    st = pos.state
    s: State = st.s
    if s.step != "extra":
        raise Rejected("unfit", "not phase 4")
    p = s.turn
    actions = list(BLESSING)
    rng.shuffle(actions)
    offered = [a for a in actions if extra_value(st, a)]
    action = offered[0] if offered and rng.random() < 0.75 else actions[0]
    truth = extra_value(st, action)
    statues = st.count_buildings(p, "statues") > 0
    price = int(st.c.extra["hoplites"]["cost"])
    paid = price - 1 if statues else price  # what the engine asks (the player aid's statues)
    distractors = []
    for mid, v in _misread_extra(st, action):
        value: Any = v
        if mid == MIS_STATUES.id and "hoplites" in v:
            # the same payments at the full price («2 гоплітами») are another
            # answer: its value says the price, or it would be dropped as the
            # engine's own (uk re-read E1)
            value = {"payments": v, "hoplite_cost": price}
        cost = price if mid == MIS_STATUES.id else paid
        distractors.append(Choice(mid, value, _pay_texts(v, cost), mid))
    rng.shuffle(distractors)
    # forgetting the statues is the misreading this island is about: offered first
    distractors.sort(key=lambda d: d.misreading != MIS_STATUES.id)
    choices, answer = _finish(rng, Choice("engine", truth, _pay_texts(truth, paid)), distractors)
    sp = s.supplies[p]
    cards = ("statues",) if statues else ()
    return Puzzle(
        game=GAME,
        edition=EDITION,
        kind="extra",
        scenario=_scenario(st),
        player=p,
        ask={"action": action},
        question=(
            Text(
                "practice-och-q-extra",
                {
                    "player": p,
                    "action": action,
                    # the price depends on them: the question says so (uk re-read E1)
                    "statues": "yes" if statues else "no",
                    "supply": {
                        "hoplites": sp.hoplites,
                        "orichalcum": sp.orichalcum,
                        "captured": len(sp.captured),
                    },
                },
            ),
        ),
        choices=choices,
        answer=answer,
        explanation=(
            Text("practice-och-x-extra"),
            *((Text("practice-och-x-statues"),) if statues else ()),
        ),
        playout=(f"extra {action} {truth[0]}",) if truth else (),
        rules=(EXTRA,),
        cards=cards,
        source={**pos.source, "move": pos.index},
    )


# ---------------------------------------------------------------- a lesson's mistakes


def mistake_tags(
    state: Any, move: str, code: str | None, events: Sequence[Any]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The rulebook sections (and rulings) a wrong or refused move touches."""
    verb = move.split()[0] if move.split() else ""
    rules: list[str] = []
    cards: list[str] = []
    if verb == "place" or any(e.get("event") in ("area", "titan_taken") for e in events):
        rules += ["O1", "O2", TITANS]
    if verb == "fight":
        rules.append(FIGHT)
        parts = move.split()
        try:
            cr = state.s.islands[state.s.turn].creatures.get(parts[1])
            if cr:
                cards.append(state.c.creatures[cr])
        except (AttributeError, KeyError, IndexError):
            pass
    if verb == "extra":
        rules.append(EXTRA)
    if verb in ("build", "temple", "medallion", "minotaur"):
        rules.append("och-build")
    if verb in ("produce", "recruit"):
        rules.append("och-produce-recruit")
    if verb == "take":
        rules.append("och-card")
    if verb == "release":
        rules.append("O3")
    return tuple(dict.fromkeys(rules)), tuple(dict.fromkeys(cards))


KINDS.tag_mistakes_with(mistake_tags)


def owns(tag: str) -> bool:
    """Orichalque's rulings (O1…) and rulebook sections (``och-…``); its
    pieces: titans, creatures, buildings."""
    kind, _, value = tag.partition(":")
    if kind == "rule":
        return value.startswith("och-") or (value[:1] == "O" and value[1:].isdigit())
    c = components()
    return (
        value in c.titan_of.values()
        or value in c.creature_kinds
        or value in set(c.buildings.values())
    )


KINDS.owns_tags_with(owns)
