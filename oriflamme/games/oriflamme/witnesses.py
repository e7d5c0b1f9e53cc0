"""Refusals in real positions, for the reason codes a random game seldom or
never reaches (``Game.witnesses``, played by ``oriflamme.core.conformance``).

Each is a scenario (docs/PROTOCOL.md §4; its ``moves`` lead to the position) and a
move the engine refuses there with the code named; tests/engine/test_refusals.py
reaches every code of ``REASONS`` the same way, with the rule each one cites.
"""

from __future__ import annotations

from typing import Any

from ...core.protocol import Witness

PLAYERS = ["red", "blue", "green"]


def _card(spec: str) -> dict[str, Any]:
    """``"red soldier up"``: a queue card (face up with ``up``)."""
    owner, card, *flags = spec.split()
    out: dict[str, Any] = {"card": card, "owner": owner}
    if "up" in flags:
        out["face_up"] = True
    return out


def _resolution(*stacks: str, **keys: Any) -> dict[str, Any]:
    """A resolution at position 0 of round 6, one card per stack."""
    data: dict[str, Any] = {"players": list(PLAYERS), "phase": "resolution", "round": 6}
    data["next"] = 0
    data["queue"] = [[_card(s)] for s in stacks]
    data.update(keys)
    return data


#: B8: the Royal Decree moves a card other than itself; a card alone in its
#: stack never goes back to its own place. L7: an Insurrection is revealed only
#: with influence on it. A2: the Twin is never placed on a Prince. L6: without
#: a verdict in the queue the Judge has only option 1. G5: a card goes on a
#: stack whose top card its owner owns, never on a stack in round 1. B2: the
#: Soldier eliminates an adjacent card.
WITNESSES: tuple[Witness, ...] = (
    Witness(
        "cannot_move_itself",
        _resolution("blue heir up", "red royal_decree", "green lord up", next=1, moves=["reveal"]),
        "target 1",
    ),
    Witness(
        "not_a_legal_destination",
        _resolution(
            "blue heir up",
            "red royal_decree",
            "green lord up",
            next=1,
            moves=["reveal", "target 0"],
        ),
        "to 0",
    ),
    Witness(
        "needs_influence",
        _resolution("red insurrection", "blue fanatic up", edition="alliance"),
        "reveal",
    ),
    Witness(
        "twin_on_prince",
        _resolution(
            "red prince",
            "blue queen up",
            edition="ablaze",
            round=3,
            twin=["red"],
            bribes_left=[],
            moves=["reveal"],
        ),
        "play twin on 0",
    ),
    Witness(
        "no_such_option",
        _resolution("red judge up", "blue fanatic up", edition="alliance"),
        "option 2",
    ),
    Witness(
        "not_own_stack",
        {
            "players": list(PLAYERS),
            "phase": "placement",
            "round": 2,
            "first_player": "red",
            "queue": [[_card("blue lord")], [_card("red spy")]],
            "hands": {"red": ["archer"], "blue": ["heir"], "green": ["soldier"]},
        },
        "play archer on 0",
    ),
    Witness(
        "cannot_stack_round_1",
        {
            "players": list(PLAYERS),
            "phase": "placement",
            "round": 1,
            "first_player": "red",
            "next": "blue",
            "queue": [[_card("red lord")]],
            "hands": {"red": ["heir"], "blue": ["archer"], "green": ["soldier"]},
        },
        "play archer on 0",
    ),
    Witness(
        "not_a_legal_target",
        _resolution("red soldier up", "blue heir up", "green lord up"),
        "target 2",
    ),
    Witness(
        "no_card_at_position",
        _resolution("red soldier up", "blue heir up", "green lord up"),
        "target 5",
    ),
)
