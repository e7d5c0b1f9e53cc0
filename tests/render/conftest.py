"""Shared fixtures for the renderer tests: a mid-game state and XML helpers."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from render_helpers import STATE

from oriflamme import i18n

_NEEDED = ("t", "card_name", "card_kind", "player_name")


@pytest.fixture(autouse=True)
def _words() -> None:
    """The renderer speaks through oriflamme.i18n; skip until that layer exists."""
    missing = [name for name in _NEEDED if not hasattr(i18n, name)]
    if missing:
        pytest.skip(f"oriflamme.i18n not ready (missing {', '.join(missing)})")


@pytest.fixture
def state() -> dict[str, Any]:
    """A fresh copy of a round-3 resolution state (full information)."""
    return copy.deepcopy(STATE)


@pytest.fixture
def red_view(state: dict[str, Any]) -> dict[str, Any]:
    """``state`` as red sees it: others' face-down cards, hands and aside hidden."""
    for stack in state["queue"]:
        for card in stack:
            if not card["face_up"] and card["owner"] != "red":
                card["card"] = None
    for zone in ("hands", "aside"):
        for player, held in state[zone].items():
            if player != "red":
                state[zone][player] = [None] * len(held)
    return state
