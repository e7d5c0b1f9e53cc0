"""Driving the sandbox by clicks, shared by the browser tests and ``benchmarks/ui.py``.

Only stable ``ori-…`` classes (docs/ui-classes.md) are used.
"""

from __future__ import annotations

from typing import Any

#: Visible when the app is ready for a first click.
READY = [".ori-board", ".ori-hand"]


def start(page: Any) -> None:
    """Bring the app to a sandbox game waiting for the learner's placement."""
    page.locator(".ori-hand").first.wait_for(state="visible")


def prepare_placement(page: Any) -> tuple[str, str] | None:
    """Select a hand card; the click to time is the placement at the end."""
    return None


def prepare_reveal(page: Any) -> tuple[str, str] | None:
    """Advance to a reveal decision; the click to time is the reveal."""
    return None
