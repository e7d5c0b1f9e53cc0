"""XML helpers and a sample state for the renderer tests."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

SVG = "{http://www.w3.org/2000/svg}"


def parse(markup: str) -> ET.Element:
    """Parse SVG/HTML markup (a fragment is wrapped in an <svg>) as XML."""
    if not markup.lstrip().startswith("<svg"):
        markup = f'<svg xmlns="http://www.w3.org/2000/svg">{markup}</svg>'
    return ET.fromstring(markup)


def all_text(root: ET.Element) -> str:
    """Every piece of text in the tree, titles included."""
    return " ".join(t.strip() for t in root.itertext() if t.strip())


def drawn_text(root: ET.Element) -> str:
    """Text that is drawn (``<text>`` elements), without titles."""
    return " ".join("".join(e.itertext()) for e in root.iter(f"{SVG}text"))


def cards(root: ET.Element) -> list[ET.Element]:
    """Every card group (class ``ori-card``), in document order."""
    return [g for g in root.iter(f"{SVG}g") if "ori-card" in g.get("class", "").split()]


STATE: dict[str, Any] = {
    "round": 3,
    "phase": "resolution",
    "next": 1,
    "players": ["red", "blue", "green", "yellow", "purple"],
    "families": {},
    "edition": "base",
    "first_player": "blue",
    "direction": "ltr",
    "pending": {"player": "blue", "decision": "target", "moves": ["target 0", "target 2"]},
    "influence": {"red": 4, "blue": 1, "green": 2, "yellow": 7, "purple": 0},
    "queue": [
        [{"card": "soldier", "owner": "red", "face_up": True, "tokens": 0}],
        [{"card": "heir", "owner": "blue", "face_up": True, "tokens": 0, "bribed_by": "yellow"}],
        [
            {"card": "lord", "owner": "red", "face_up": True, "tokens": 0},
            {"card": "assassination", "owner": "red", "face_up": False, "tokens": 2},
        ],
        [{"card": "royal_decree", "owner": "green", "face_up": False, "tokens": 3}],
        [
            {"card": "spy", "owner": "yellow", "face_up": False, "tokens": 0},
            {"card": "shapeshifter", "owner": "yellow", "face_up": True, "tokens": 0},
            {"card": "archer", "owner": "yellow", "face_up": True, "tokens": 0},
        ],
        [{"card": "conspiracy", "owner": "purple", "face_up": False, "tokens": 1}],
    ],
    "hands": {
        "red": ["archer", "spy"],
        "blue": ["ambush", "lord", "spy"],
        "green": ["heir"],
        "yellow": [],
        "purple": ["lord"],
    },
    "aside": {"red": ["ambush", "conspiracy", "heir"]},
    "discards": {"blue": ["shapeshifter", "soldier"], "green": ["archer"]},
    "kept": {"purple": [{"card": "pact", "tokens": 2}]},
    "twin": ["green"],
    "bribes_left": ["red", "blue"],
    "verdicts_left": 4,
    "finished": False,
    "winners": [],
}
