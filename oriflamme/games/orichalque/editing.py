"""What the teacher's position editor may set in an Orichalque position
(issue 25, ``oriflamme.core.editor``): the round, the first-player token,
whose turn and which phase; each player's supply (hoplites, orichalcum,
medallions, the titans held, the creatures captured, by kind); on each
island, the creature on every volcano zone and the building on every zone a
tile covers.

Everything is read from and written to the scenario dict (the JSON form of
the state, docs/protocol-orichalque.md), never the engine's objects: a
component put somewhere is taken from its bag (a creature or a building of
that kind), one taken away goes back to it, a titan given to a player is
taken from whoever held it (O2). Whether the position then stands is the
scenario checker's to say.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.editor import (
    CHOICE,
    COUNT,
    PLAYER_LABEL,
    SET,
    Choice,
    EditorPiece,
    EditorValue,
    path_value,
    with_path_value,
)
from .engine import ScenarioError, new_game
from .engine.components import Components, components, components_for, token_kind
from .engine.scenario import to_scenario

#: The decisions a position may wait on that the editor offers (the others —
#: a titan to release, the Minotaur's building, a tie for first player — need
#: their own data, set by playing to them); phases 2 and 3 only once a card
#: is taken (``hand``), the metropolis only before it is placed.
STEPS = ("metropolis", "card", "tile", "action", "extra", "discard")
#: Every decision a position may wait on (each has a label).
ALL_STEPS = (*STEPS, "release", "minotaur", "first", "finished")
#: The decisions played on the card taken this turn (``hand``).
NEED_HAND = frozenset({"tile", "action"})
#: The most rounds the editor offers (a game lasts far fewer).
MAX_ROUND = 30

GAME_SECTION = "och-editor-section-game"
SUPPLY_SECTION = "och-editor-section-supply"
ISLAND_SECTION = "och-editor-section-island"


def _components(scenario: Mapping[str, Any]) -> Components:
    custom = scenario.get("components")
    return components_for(custom) if isinstance(custom, dict) else components()


def _players(scenario: Mapping[str, Any]) -> list[str]:
    players = scenario.get("players")
    return [p for p in players if isinstance(p, str)] if isinstance(players, list) else []


def _island_zones(island: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The zones a tile covers on ``island`` with their terrain, in board order."""
    covered = island.get("covered")
    if not isinstance(covered, dict):
        return []
    zones = [
        (zone, str(what[0]))
        for zone, what in covered.items()
        if isinstance(what, list) and what and what[0] != "metropolis" and what[1] != "temple"
    ]
    return sorted(zones, key=lambda z: (z[0][0], int(z[0][1:]) if z[0][1:].isdigit() else 0))


def pieces(scenario: Mapping[str, Any]) -> list[EditorPiece]:
    """The pieces of ``scenario`` (the desk's position or a new deal)."""
    c = _components(scenario)
    players = _players(scenario)
    # the phases played on the card taken this turn only where one is taken
    has_hand = isinstance(scenario.get("hand"), dict)
    turn = scenario.get("turn")
    islands = scenario.get("islands")
    island = islands.get(turn) if isinstance(islands, dict) and isinstance(turn, str) else None
    placed = isinstance(island, dict) and bool(island.get("metropolis"))
    steps = [
        s for s in STEPS if (has_hand or s not in NEED_HAND) and not (placed and s == "metropolis")
    ]
    now = scenario.get("step")
    if isinstance(now, str) and now in ALL_STEPS and now not in steps:
        steps.append(now)  # the position's own decision stays on show
    seats = tuple(Choice(p, PLAYER_LABEL) for p in players)
    out = [
        EditorPiece("round", GAME_SECTION, "och-editor-round", COUNT, minimum=1, maximum=MAX_ROUND),
        EditorPiece("first_player", GAME_SECTION, "och-editor-first-player", CHOICE, choices=seats),
        EditorPiece("turn", GAME_SECTION, "och-editor-turn", CHOICE, choices=seats),
        EditorPiece(
            "step",
            GAME_SECTION,
            "och-editor-step",
            CHOICE,
            choices=tuple(Choice(s, f"och-editor-step-{s}") for s in steps),
        ),
    ]
    supply = c.supply
    creature_kinds = list(c.creature_kinds)
    islands_provisional = c.provisional
    for p in players:
        out += [
            EditorPiece(
                f"supplies.{p}.hoplites",
                SUPPLY_SECTION,
                "och-editor-hoplites",
                COUNT,
                player=p,
                maximum=int(supply["hoplites"]),
            ),
            EditorPiece(
                f"supplies.{p}.orichalcum",
                SUPPLY_SECTION,
                "och-editor-orichalcum",
                COUNT,
                player=p,
                maximum=int(supply["orichalcum"]),
            ),
            EditorPiece(
                f"supplies.{p}.medallions",
                SUPPLY_SECTION,
                "och-editor-medallions",
                COUNT,
                player=p,
                maximum=int(supply["victory_tokens"]),
            ),
            EditorPiece(
                f"supplies.{p}.titans",
                SUPPLY_SECTION,
                "och-editor-titans",
                SET,
                player=p,
                choices=tuple(Choice(t, f"och-titan-{t}") for t in c.titans),
            ),
        ]
        for kind in creature_kinds:
            count = sum(1 for k in c.creatures.values() if k == kind)
            out.append(
                EditorPiece(
                    f"supplies.{p}.captured.{kind}",
                    SUPPLY_SECTION,
                    "och-editor-captured",
                    COUNT,
                    player=p,
                    label_args={"creature": f"och-creature-{kind}"},
                    maximum=count,
                    provisional=c.creature_kinds[kind].get("status") == "provisional",
                )
            )
        islands = scenario.get("islands")
        island = islands.get(p) if isinstance(islands, dict) else None
        if not isinstance(island, dict):
            continue
        none = Choice("", "och-editor-none")
        creatures = (none, *(Choice(k, f"och-creature-{k}") for k in creature_kinds))
        buildings = (none, *(Choice(k, f"och-building-{k}") for k in c.building_kinds))
        for zone, terrain in _island_zones(island):
            if terrain == "volcano":
                out.append(
                    EditorPiece(
                        f"islands.{p}.creatures.{zone}",
                        ISLAND_SECTION,
                        "och-editor-creature-at",
                        CHOICE,
                        player=p,
                        label_args={"terrain": f"och-terrain-{terrain}"},
                        label_values={"zone": zone},
                        choices=creatures,
                        provisional=islands_provisional,
                    )
                )
            out.append(
                EditorPiece(
                    f"islands.{p}.buildings.{zone}",
                    ISLAND_SECTION,
                    "och-editor-building-at",
                    CHOICE,
                    player=p,
                    label_args={"terrain": f"och-terrain-{terrain}"},
                    label_values={"zone": zone},
                    choices=buildings,
                    provisional=islands_provisional,
                )
            )
    return out


def _token_piece(piece: EditorPiece) -> tuple[str, str, str] | None:
    """(bag, player, zone-or-kind) of a piece that moves tokens, else None."""
    parts = piece.id.split(".")
    if len(parts) == 4 and parts[0] == "islands" and parts[2] in ("creatures", "buildings"):
        bag = "creature_bag" if parts[2] == "creatures" else "building_bag"
        return bag, parts[1], parts[3]
    if len(parts) == 4 and parts[0] == "supplies" and parts[2] == "captured":
        return "creature_bag", parts[1], parts[3]
    return None


def value(scenario: Mapping[str, Any], piece: EditorPiece) -> EditorValue:
    """A piece's value: a creature or a building by its kind, the captured
    creatures counted by kind, the rest at the path of its id."""
    token = _token_piece(piece)
    if token is None:
        return path_value(scenario, piece)
    _bag, player, where = token
    parts = piece.id.split(".")
    if parts[0] == "supplies":
        captured = (scenario.get("supplies") or {}).get(player, {}).get("captured") or []
        return sum(1 for t in captured if token_kind(t) == where)
    held = ((scenario.get("islands") or {}).get(player) or {}).get(parts[2]) or {}
    on = held.get(where)
    return token_kind(on) if isinstance(on, str) else ""


def _take(data: dict[str, Any], bag: str, kind: str, field: str) -> str:
    """A token of ``kind`` out of ``bag`` (the box has no other: ``too_many``)."""
    tokens = data.get(bag)
    if isinstance(tokens, list):
        for i, token in enumerate(tokens):
            if isinstance(token, str) and token_kind(token) == kind:
                return str(tokens.pop(i))
    raise ScenarioError(field, f"no {kind} left in {bag}", "too_many", value=1)


def _put_back(data: dict[str, Any], bag: str, token: str) -> None:
    data.setdefault(bag, []).append(token)
    data[bag].sort()


def with_value(scenario: Mapping[str, Any], piece: EditorPiece, new: EditorValue) -> dict[str, Any]:
    """A copy of ``scenario`` with ``piece`` set to ``new`` (``ScenarioError``
    when the box has no component left for it)."""
    token = _token_piece(piece)
    if piece.id.endswith(".titans") and piece.id.startswith("supplies."):
        return _with_titans(scenario, piece, new)
    if token is None:
        return with_path_value(scenario, piece, new)
    data: dict[str, Any] = copy.deepcopy(dict(scenario))
    bag, player, where = token
    parts = piece.id.split(".")
    if parts[0] == "supplies":
        supply = data.setdefault("supplies", {}).setdefault(player, {})
        captured = list(supply.get("captured") or [])
        mine = [t for t in captured if token_kind(t) == where]
        want = new if isinstance(new, int) else 0
        while len(mine) > want:
            gone = mine.pop()
            captured.remove(gone)
            _put_back(data, bag, gone)
        while len(mine) < want:
            got = _take(data, bag, where, f"supplies.{player}.captured")
            mine.append(got)
            captured.append(got)
        supply["captured"] = captured
        return data
    island = data.setdefault("islands", {}).setdefault(player, {})
    held = island.setdefault(parts[2], {})
    old = held.pop(where, None)
    if isinstance(old, str):
        _put_back(data, bag, old)
    waiting = island.get("waiting")
    if parts[2] == "creatures" and isinstance(waiting, dict) and where in waiting and not new:
        # the hoplites that waited by a creature taken away go back to their supply
        supply = data.setdefault("supplies", {}).setdefault(player, {})
        supply["hoplites"] = int(supply.get("hoplites") or 0) + int(waiting.pop(where) or 0)
    if new:
        held[where] = _take(data, bag, str(new), piece.id)
    return data


def _with_titans(
    scenario: Mapping[str, Any], piece: EditorPiece, new: EditorValue
) -> dict[str, Any]:
    """The titans ``new`` held by the piece's player, in the order given; a
    titan another player held is taken from them (O2)."""
    data: dict[str, Any] = copy.deepcopy(dict(scenario))
    player = str(piece.player)
    wanted = list(new) if isinstance(new, tuple) else []
    supplies = data.setdefault("supplies", {})
    for other, supply in supplies.items():
        if other != player and isinstance(supply, dict):
            supply["titans"] = [t for t in supply.get("titans") or [] if t not in wanted]
    own = supplies.setdefault(player, {})
    kept = [t for t in own.get("titans") or [] if t in wanted]
    own["titans"] = kept + [t for t in wanted if t not in kept]
    return data


def start(players: Sequence[str], seed: int = 1) -> dict[str, Any]:
    """A new deal for ``players``: the editor's starting table."""
    return dict(to_scenario(new_game(list(players), seed)))
