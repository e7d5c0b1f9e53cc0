"""``make compiled``: a mypyc build of the engine's hot modules, beside the source.

The pure-Python package stays as it is (the static site runs it, tests run it).
This copies ``oriflamme/`` to ``build/mypyc/oriflamme/`` and compiles there, with
mypyc (as black and mypy ship themselves), the modules every playout runs
through: ``engine/state.py``, ``engine/actions.py``, ``engine/fields.py`` (the
state's fields, ``Actions``'s base) and the abilities. Python
then prefers the compiled modules to the ``.py`` files next to them, so with
``PYTHONPATH=build/mypyc`` the same code runs compiled::

    make compiled
    cd build/mypyc && PYTHONPATH=.:../.. ../../.venv/bin/python -m benchmarks.peer

``make bench`` measures the compiled build too when it exists. ``make
test-compiled`` (part of ``make test``) runs the engine and bot tests on it,
with ``ORIFLAMME_COMPILED=1``: ``tests/conftest.py`` then stops the run unless
every module below was imported from its compiled build (``not_compiled``).
A successful build ends by writing ``build/mypyc/.built``, the Makefile's
target: a failed one leaves none.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "mypyc"
STAMP = OUT / ".built"
MODULES = (
    "oriflamme/games/oriflamme/engine/state.py",
    "oriflamme/games/oriflamme/engine/actions.py",
    "oriflamme/games/oriflamme/engine/fields.py",
    "oriflamme/games/oriflamme/engine/abilities/common.py",
    "oriflamme/games/oriflamme/engine/abilities/base.py",
    "oriflamme/games/oriflamme/engine/abilities/ablaze.py",
    "oriflamme/games/oriflamme/engine/abilities/alliance.py",
)


def built() -> bool:
    """Is there a compiled build (of the current source, or an older one)?"""
    return any((OUT / "oriflamme" / "games" / "oriflamme" / "engine").glob("state.*.so"))


def stale() -> bool:
    """Is the build missing, unfinished, or older than a file of ``oriflamme/`` or this one?"""
    if not STAMP.exists():
        return True
    built_at = STAMP.stat().st_mtime
    sources = [Path(__file__), *(ROOT / "oriflamme").rglob("*")]
    return any(
        f.stat().st_mtime > built_at
        for f in sources
        if f.is_file() and "__pycache__" not in f.parts
    )


def not_compiled() -> list[str]:
    """The compiled modules this process imported from elsewhere than their build.

    Empty when every module of ``MODULES`` is the extension module in ``OUT``;
    otherwise each name with the file it came from (``.py`` when Python fell
    back on the pure-Python package).
    """
    wrong = []
    for path in MODULES:
        name = path.removesuffix(".py").replace("/", ".")
        file = Path(importlib.import_module(name).__file__ or "")
        expected = OUT / Path(path).parent
        extension = file.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
        if not (extension and file.parent.resolve() == expected.resolve()):
            wrong.append(f"{name} from {file}")
    return wrong


def main() -> int:
    mypyc = Path(sys.executable).with_name("mypyc")
    if not mypyc.exists():
        print("mypyc is not installed: make install installs it (.[compile])", file=sys.stderr)
        return 2
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    shutil.copytree(
        ROOT / "oriflamme", OUT / "oriflamme", ignore=shutil.ignore_patterns("__pycache__")
    )
    done = subprocess.run(
        [str(mypyc), "--ignore-missing-imports", *MODULES], cwd=OUT, capture_output=True, text=True
    )
    if done.returncode:
        print(done.stdout[-4000:], done.stderr[-4000:], file=sys.stderr)
        return done.returncode
    STAMP.write_text(f"{sys.version}\n", encoding="utf-8")
    print(f"compiled {len(MODULES)} modules into {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
