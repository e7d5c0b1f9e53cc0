"""Precompile the static site's Python: every ``.py`` in the wheels and in
Pyodide's standard library zip becomes a sourceless ``.pyc`` (as Pyodide's own
packages ship), so that the learner's browser does not compile them at each start.

Run by ``site/build.py`` with a CPython 3.12 (Pyodide 0.27's Python: the
bytecode of every 3.12.x is the same format). The ``.pyc`` are "unchecked hash"
ones (PEP 552): no file time inside, the same bytes for the same sources.

    python3.12 site/pyc.py WHEEL_OR_ZIP...

A wheel keeps its name and gets a RECORD listing its new files; the standard
library zip is rewritten in place. A file that does not compile under 3.12 (a
Python 2 example in a package's tests) stays a ``.py``.
"""

from __future__ import annotations

import base64
import hashlib
import importlib._bootstrap_external as bootstrap
import importlib.util
import sys
import zipfile
from pathlib import Path

#: Where Pyodide puts them, as tracebacks name them.
SITE_PACKAGES = "/lib/python3.12/site-packages/"
STDLIB = "/lib/python312.zip/"
FIXED_TIME = (2020, 1, 1, 0, 0, 0)
#: Compiled as ``python -OO`` compiles (no docstrings, no asserts), as the
#: Voila kernel runs the same packages (``PYTHONOPTIMIZE=2`` in its kernel.json):
#: less to unmarshal at each import. Pyodide's own packages keep theirs (they
#: build the JavaScript proxies' docstrings from them at start).
OPTIMIZE = 2
KEEP_DOCSTRINGS = ("_pyodide/", "pyodide/")


def pyc(source: bytes, filename: str, optimize: int = OPTIMIZE) -> bytes | None:
    """The ``.pyc`` bytes of ``source`` (None if it is not Python 3.12)."""
    try:
        code = compile(source, filename, "exec", dont_inherit=True, optimize=optimize)
    except (SyntaxError, ValueError):
        return None
    return bytes(
        bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
    )


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_archive(path: Path) -> tuple[int, int]:
    """Rewrite the wheel or zip at ``path`` with ``.pyc`` for ``.py``; (compiled, kept)."""
    wheel = path.suffix == ".whl"
    prefix = SITE_PACKAGES if wheel else STDLIB
    with zipfile.ZipFile(path) as z:
        members = {i.filename: z.read(i) for i in z.infolist() if not i.is_dir()}
    out: dict[str, bytes] = {}
    done = kept = 0
    for name, data in members.items():
        if name.endswith(".py") and ".dist-info/" not in name:
            code = pyc(data, prefix + name, 0 if name.startswith(KEEP_DOCSTRINGS) else OPTIMIZE)
            if code is not None:
                out[name[:-3] + ".pyc"] = code
                done += 1
                continue
            kept += 1
        out[name] = data
    if wheel:
        (record,) = [n for n in out if n.endswith(".dist-info/RECORD")]
        lines = [_record_line(n, d) for n, d in sorted(out.items()) if n != record]
        out[record] = ("\n".join([*lines, f"{record},,"]) + "\n").encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name in sorted(out):
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, out[name])
    return done, kept


def main(argv: list[str]) -> int:
    if sys.version_info[:2] != (3, 12):
        sys.exit(f"site/pyc.py needs CPython 3.12 (Pyodide 0.27's), not {sys.version.split()[0]}")
    for arg in argv:
        done, kept = compile_archive(Path(arg))
        print(f"  {Path(arg).name}: {done} compiled" + (f", {kept} kept as source" if kept else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
