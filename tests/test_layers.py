"""The layers (docs/architecture.md, issues 14 and 25): no import cycle in the
package, late imports included; the core imports no game and no shell; each
game imports no other game and no shell; importing an engine imports no
adapter, words or drawing; i18n imports no game; the tutor and the widgets
reach a game's rules only through the protocol (``oriflamme.games``)."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

import oriflamme

PACKAGE = Path(oriflamme.__file__).resolve().parent
#: The rules engines: nothing above the games layer imports them directly.
ENGINES = ("oriflamme.games.oriflamme.engine", "oriflamme.games.orichalque.engine")
#: The games, each a peer: none imports another.
GAMES = ("oriflamme.games.oriflamme", "oriflamme.games.orichalque")
#: The shell: it stands on the games, never the other way round.
SHELL = (
    "oriflamme.tutor",
    "oriflamme.widgets",
    "oriflamme.bots",
    "oriflamme.practice",
    "oriflamme.__main__",
)
#: The engine's names the package root re-exports (``oriflamme.new_game``…).
ROOT_ENGINE_NAMES = frozenset(
    name
    for name in getattr(oriflamme, "__all__", ())
    if hasattr(oriflamme.games.oriflamme.engine, name)
)


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    """The nodes under ``if TYPE_CHECKING:`` (never run: not an import)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            out.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return out


def _imports(
    path: Path, source: str | None = None, module: str = "", bases: bool = True
) -> list[tuple[int, str]]:
    """Every module ``path`` imports, at its top or inside a function (relative
    imports resolved; ``if TYPE_CHECKING:`` blocks left out), with its line.
    ``from a import b`` gives ``a.b``, and ``a`` too unless ``bases`` is false."""
    tree = ast.parse(path.read_text(encoding="utf-8") if source is None else source)
    name = module or _module(path)
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    skip = _type_checking_nodes(tree)
    out = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package[: len(package) - (node.level - 1)]
                base = ".".join([*parent, base] if base else parent)
            if bases:
                out.append((node.lineno, base))
            out += [(node.lineno, f"{base}.{a.name}") for a in node.names]
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "oriflamme"
            and node.attr in ROOT_ENGINE_NAMES
        ):
            out.append((node.lineno, f"{ENGINES[0]}.{node.attr}"))
    return out


def _files(*packages: str) -> list[Path]:
    return sorted(p for pkg in packages for p in (PACKAGE / pkg).rglob("*.py"))


def _within(name: str, prefixes: Iterable[str]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


# ---------------------------------------------------------------- the import graph


def import_graph(sources: Mapping[str, tuple[Path, str | None]]) -> dict[str, set[str]]:
    """Module -> the modules of ``sources`` it imports (``from a import b``:
    ``a.b`` if it is a module, else ``a``); an import of a package runs its
    ``__init__``, which is the package's module."""
    graph: dict[str, set[str]] = {}
    for name, (path, source) in sources.items():
        targets: set[str] = set()
        for _line, imported in _imports(path, source, name, bases=False):
            while imported and imported not in sources:
                imported = imported.rpartition(".")[0]
            if imported and imported != name:
                targets.add(imported)
        graph[name] = targets
    return graph


def cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _package_sources() -> dict[str, tuple[Path, str | None]]:
    return {_module(p): (p, None) for p in PACKAGE.rglob("*.py")}


def test_no_import_cycle_late_imports_included() -> None:
    """Issue 25: engine → render → i18n → games → engine (20 modules) and
    Orichalque's state ↔ notation/scenario were cycles through late imports."""
    graph = import_graph(_package_sources())
    assert len(graph) > 100
    found = cycles(graph)
    assert found == [], "\n".join(
        " ↔ ".join(c) + "\n    " + "; ".join(f"{m} → {sorted(graph[m] & set(c))}" for m in c)
        for c in found
    )


def test_the_cycle_check_sees_a_late_import_cycle(tmp_path: Path) -> None:
    """The checker itself: a cycle closed by an import inside a function is seen,
    one closed only under ``if TYPE_CHECKING:`` is not (it never runs)."""
    a, b, c = (tmp_path / f"{x}.py" for x in "abc")
    sources = {
        "pkg.a": (a, "from .b import f\n"),
        "pkg.b": (b, "def f():\n    from . import a\n    return a\n"),
        "pkg.c": (c, "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import x\n"),
    }
    graph = import_graph(sources)
    assert cycles(graph) == [["pkg.a", "pkg.b"]]
    assert graph["pkg.c"] == set()


# ---------------------------------------------------------------- who imports whom


def _bad_imports(packages: Iterable[str], forbidden: Iterable[str]) -> list[str]:
    forbidden = tuple(forbidden)
    return [
        f"{path.relative_to(PACKAGE.parent)}:{line}: {name}"
        for path in _files(*packages)
        for line, name in _imports(path)
        if _within(name, forbidden)
    ]


def test_the_core_imports_no_game_and_no_shell() -> None:
    assert _bad_imports(["core"], [*GAMES, *SHELL]) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_game_imports_no_other_game_and_no_shell(game: str) -> None:
    others = [g for g in GAMES if g != game]
    package = game.removeprefix("oriflamme.").replace(".", "/")
    forbidden = [*others, *SHELL]
    if game == "oriflamme.games.oriflamme":  # its bots still live in oriflamme/bots
        forbidden.remove("oriflamme.bots")
    assert _bad_imports([package], forbidden) == []


def test_i18n_imports_no_game() -> None:
    assert _bad_imports(["i18n"], ["oriflamme.games.oriflamme", "oriflamme.games.orichalque"]) == []


@pytest.mark.parametrize("engine", ENGINES)
def test_an_engine_imports_no_words_and_no_shell(engine: str) -> None:
    package = engine.removeprefix("oriflamme.").replace(".", "/")
    game = engine.rpartition(".")[0]
    forbidden = ["oriflamme.i18n", f"{game}.words", f"{game}.game", *SHELL]
    assert _bad_imports([package], forbidden) == []


@pytest.mark.parametrize("engine", ENGINES)
def test_importing_an_engine_imports_no_adapter_words_or_drawing(engine: str) -> None:
    """A game package's ``__init__`` stays light: the engine alone, for a script,
    or a bot, loads no adapter, no words, no drawing."""
    game = engine.rpartition(".")[0]
    probe = (
        f"import sys, {engine}\n"
        f"bad = [m for m in sys.modules if m.startswith(('{game}.game', '{game}.words', "
        f"'{game}.render', 'oriflamme.i18n', 'oriflamme.tutor', 'oriflamme.widgets'))]\n"
        "print(bad)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.strip() == "[]", done.stdout + done.stderr


@pytest.mark.parametrize("package", ["tutor", "widgets", "practice"])
def test_tutor_and_widgets_reach_the_engines_only_through_the_games(package) -> None:
    files = _files(package)
    assert files, package
    assert _bad_imports([package], ENGINES) == []


def test_the_check_sees_an_engine_import() -> None:
    """The checker itself: a relative, an absolute and a root-name import are all seen."""
    source = (
        "import oriflamme\nfrom ..games.oriflamme.engine.state import GameState\n"
        "from oriflamme.games.orichalque.engine import GameState as G\nx = oriflamme.new_game\n"
    )
    hits = [
        name
        for _line, name in _imports(PACKAGE / "tutor" / "probe.py", source)
        if _within(name, ENGINES)
    ]
    assert hits == [
        "oriflamme.games.oriflamme.engine.state",
        "oriflamme.games.oriflamme.engine.state.GameState",
        "oriflamme.games.orichalque.engine",
        "oriflamme.games.orichalque.engine.GameState",
        "oriflamme.games.oriflamme.engine.new_game",
    ]
