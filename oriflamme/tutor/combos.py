"""The library of card combinations (issue 13): «Поєднання карт» / «Связки
карт» / «Les enchaînements» at the teacher's desk.

A combo file in ``tutorials/combos/`` gives a position (its own ``scenario``,
or a base-course ``lesson``'s starting position), the ``moves`` that show the
combination, the rule ids it shows (``rules``), and what it brings
(``expect: {influence: {...}}`` after the moves — checked by
tests/tutor/test_combos.py). Its title and description are the catalog
messages ``combo-<id>-title`` and ``combo-<id>-text`` (``combos.ftl``);
``Combo.data()`` is the scenario file with every language's words in ``meta``,
so a downloaded or shared combo keeps them.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from oriflamme.games import get_game
from oriflamme.i18n import ALL_LANGS, t

from .course import TUTORIALS, lesson

COMBOS = TUTORIALS / "combos"


@dataclass(frozen=True)
class Combo:
    """One combination of cards: a position and the moves that show it."""

    id: str
    path: Path
    scenario: dict[str, Any]
    moves: tuple[str, ...]
    rules: tuple[str, ...]
    expect: dict[str, Any]
    lesson: str | None = None

    @property
    def title(self) -> str:
        """The catalog key of its title."""
        return f"combo-{self.id}-title"

    @property
    def text(self) -> str:
        """The catalog key of its description (who gains what)."""
        return f"combo-{self.id}-text"

    @property
    def editions(self) -> frozenset[str]:
        """The editions at its table (more than one: a mixed table)."""
        main = self.scenario.get("edition", "base")
        fams = self.scenario.get("families") or {}
        return frozenset((fams.get(p) or {}).get("edition", main) for p in self.scenario["players"])

    def data(self) -> dict[str, Any]:
        """The scenario file of the combo: its position, moves and ``meta``."""
        data = copy.deepcopy(self.scenario)
        data["moves"] = list(self.moves)
        data["meta"] = {
            "title": {lang: t(self.title, lang) for lang in ALL_LANGS},
            "description": {lang: t(self.text, lang) for lang in ALL_LANGS},
            "rules": list(self.rules),
            "combo": self.id,
        }
        return data


def load_combo(path: Path) -> Combo:
    """Read one combo file (its position is checked by the engine)."""
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    lesson_id = raw.get("lesson")
    scenario = dict(lesson(lesson_id).scenario) if lesson_id else raw["scenario"]
    get_game("oriflamme").from_scenario(scenario)  # a ScenarioError names the bad field
    return Combo(
        id=raw["id"],
        path=path,
        scenario=scenario,
        moves=tuple(raw["moves"]),
        rules=tuple(raw.get("rules") or ()),
        expect=raw.get("expect") or {},
        lesson=lesson_id,
    )


@cache
def combos() -> tuple[Combo, ...]:
    """Every combo of the library, in the order of their files."""
    files = sorted([*COMBOS.glob("*.yaml"), *COMBOS.glob("*.yml")])
    return tuple(load_combo(p) for p in files)


def combo(combo_id: str) -> Combo:
    """The combo with this id (``KeyError`` if there is none)."""
    for c in combos():
        if c.id == combo_id:
            return c
    raise KeyError(combo_id)
