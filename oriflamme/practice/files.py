"""Puzzles as scenario files a teacher opens at the desk (docs/practice.md).

A puzzle file is the game's own scenario file (docs/protocol.md,
docs/protocol-orichalque.md) of the puzzle's position, with the puzzle in its
``meta`` (which both games' scenario readers accept and the teacher's desk
shows): ``meta.title`` and ``meta.description`` in every language (the
question and its choices, lettered), ``meta.answer`` (the right letter and
choice, kept apart so the desk does not show it), ``meta.rules`` and the
``meta.puzzle`` section — the question kind, the choices with their values
and the misreading behind each distractor, the answer, the explanation's
text keys, the moves that play it out, the rule and card tags and where the
position comes from (``Puzzle.section``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .. import i18n
from ..core.puzzles import Puzzle, Text
from ..games import get_game

LETTERS = "ABCD"


def say(game: str, texts: Sequence[Text], lang: str) -> str:
    """Texts of a puzzle of ``game`` put into words, one after another."""
    kinds = get_game(game).puzzles
    return " ".join(kinds.render(x, lang) for x in texts)


def question_text(puzzle: Puzzle, lang: str) -> str:
    return say(puzzle.game, puzzle.question, lang)


def choice_text(puzzle: Puzzle, choice_id: str, lang: str) -> str:
    return say(puzzle.game, puzzle.choice(choice_id).texts, lang)


def puzzle_file(puzzle: Puzzle) -> dict[str, Any]:
    """The scenario file of ``puzzle`` (see the module docstring)."""
    data = dict(puzzle.scenario)
    if puzzle.game != "oriflamme":
        data["game"] = puzzle.game
    title: dict[str, str] = {}
    description: dict[str, str] = {}
    answer: dict[str, str] = {}
    letter = LETTERS[[c.id for c in puzzle.choices].index(puzzle.answer)]
    for lang in i18n.available_langs():
        kind = i18n.t(f"practice-kind-{puzzle.kind}", lang)
        title[lang] = i18n.t("practice-file-title", lang, kind=kind)
        lines = [question_text(puzzle, lang)]
        for i, c in enumerate(puzzle.choices):
            lines.append(f"{LETTERS[i]}. {say(puzzle.game, c.texts, lang)}")
        description[lang] = "\n".join(lines)
        answer[lang] = f"{letter}. {choice_text(puzzle, puzzle.answer, lang)}"
    data["meta"] = {
        "title": title,
        "description": description,
        "answer": answer,
        "rules": list(puzzle.rules),
        "puzzle": puzzle.section(),
    }
    return data


def read_puzzle(data: Any) -> Puzzle:
    """The puzzle of a puzzle file's dict (``ValueError`` naming what is wrong)."""
    if not isinstance(data, dict):
        raise ValueError("a puzzle file is an object")
    meta = data.get("meta")
    if not isinstance(meta, dict) or "puzzle" not in meta:
        raise ValueError("meta.puzzle: missing (not a puzzle file)")
    scenario = {k: v for k, v in data.items() if k != "meta"}
    section = meta["puzzle"]
    if isinstance(section, dict) and section.get("game", "oriflamme") == "oriflamme":
        scenario.pop("game", None)
    return Puzzle.from_section(scenario, section)


def file_name(puzzle: Puzzle, n: int) -> str:
    table = puzzle.source.get("table", puzzle.edition)
    return f"{puzzle.game}-{table}-{n:04d}-{puzzle.kind}.json"


def write_puzzles(puzzles: Sequence[Puzzle], out: Path) -> list[Path]:
    """Write each puzzle's file into ``out`` (created); the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for n, p in enumerate(puzzles, 1):
        path = out / file_name(p, n)
        path.write_text(json.dumps(puzzle_file(p), ensure_ascii=False, indent=1) + "\n", "utf-8")
        paths.append(path)
    return paths
