"""The layers (docs/architecture.md): the tutor and the widgets reach a game's
rules only through the game protocol (``oriflamme.games``), and i18n takes the
card catalogs from the games (issue 14)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import oriflamme

PACKAGE = Path(oriflamme.__file__).resolve().parent
#: The rules engines: nothing above the games layer imports them directly.
ENGINES = ("oriflamme.engine", "oriflamme.orichalque")
#: The engine's names the package root re-exports (``oriflamme.new_game``…).
ROOT_ENGINE_NAMES = frozenset(
    name for name in getattr(oriflamme, "__all__", ()) if hasattr(oriflamme.engine, name)
)


def _module(path: Path) -> str:
    return ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)


def _imports(path: Path, source: str | None = None) -> list[tuple[int, str]]:
    """Every module ``path`` imports (relative imports resolved), with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8") if source is None else source)
    here = _module(path).split(".")
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = here[: len(here) - node.level]
                base = ".".join([*parent, base] if base else parent)
            out.append((node.lineno, base))
            out += [(node.lineno, f"{base}.{a.name}") for a in node.names]
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "oriflamme"
            and node.attr in ROOT_ENGINE_NAMES
        ):
            out.append((node.lineno, f"oriflamme.engine.{node.attr}"))
    return out


def _files(*packages: str) -> list[Path]:
    return sorted(p for pkg in packages for p in (PACKAGE / pkg).rglob("*.py"))


def _engine_imports(path: Path, source: str | None = None) -> list[str]:
    return [
        f"{path.relative_to(PACKAGE.parent)}:{line}: {name}"
        for line, name in _imports(path, source)
        if any(name == e or name.startswith(e + ".") for e in ENGINES)
    ]


@pytest.mark.parametrize("package", ["tutor", "widgets", "practice"])
def test_tutor_and_widgets_reach_the_engines_only_through_the_games(package) -> None:
    files = _files(package)
    assert files, package
    bad = [hit for path in files for hit in _engine_imports(path)]
    assert bad == [], "\n".join(bad)


def test_i18n_takes_the_card_catalogs_from_the_games() -> None:
    bad = [
        f"{path.name}:{line}: {name}"
        for path in _files("i18n")
        for line, name in _imports(path)
        if name.startswith("oriflamme.engine.cards")
    ]
    assert bad == []


def test_the_shared_puzzle_shapes_import_no_game() -> None:
    """``games/puzzles.py`` (issue 30), like the protocol and the goals, imports
    no game: each game's makers live with it (``games/<name>/puzzles.py``)."""
    path = PACKAGE / "games" / "puzzles.py"
    bad = [
        name
        for _, name in _imports(path)
        if name.startswith(("oriflamme.games.oriflamme", "oriflamme.games.orichalque"))
        or any(name == e or name.startswith(e + ".") for e in ENGINES)
    ]
    assert bad == []


def test_the_check_sees_an_engine_import() -> None:
    """The checker itself: a relative, an absolute and a root-name import are all seen."""
    source = (
        "import oriflamme\nfrom ..engine.state import GameState\n"
        "from oriflamme.orichalque import GameState as G\nx = oriflamme.new_game\n"
    )
    hits = _engine_imports(PACKAGE / "tutor" / "probe.py", source)
    assert [h.split(": ")[1] for h in hits] == [
        "oriflamme.engine.state",
        "oriflamme.engine.state.GameState",
        "oriflamme.orichalque",
        "oriflamme.orichalque.GameState",
        "oriflamme.engine.new_game",
    ]
