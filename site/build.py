"""Build the static site (``make site``): the tutor in the learner's browser.

JupyterLite + voici run the same notebooks as Voila, on Pyodide, from any static
host. Everything comes from PyPI and npm at pinned versions (``site/*.txt``,
``site/package-lock.json``) and lands in ``build/site/``; the pages request
nothing but the site itself:

- the Pyodide core (npm ``pyodide``) under ``static/pyodide/``, with a
  ``pyodide-lock.json`` rewritten to list exactly the wheels served next to it,
  all preloaded, and no PyPI fallback;
- every wheel the kernel and the app import: pure-Python wheels from PyPI
  (``site/wheels.txt``, hashes checked), PyYAML built pure from its sdist
  (``lib/yaml``), empty stand-ins for ``ssl``/``sqlite3`` (the kernel asks for
  them; nothing the app runs imports them), and the ``oriflamme`` wheel itself
  (its lessons inside, as package data);
- Font Awesome from the page template's own ``static/`` folder (the two
  webfonts the icons use) instead of the CDN the lab template names;
- one entry page per language for the app, the sandbox and each chapter;
  each still reads the page's query (the template hands it to the kernel as
  ``QUERY_STRING``), so ``app-uk.html?lang=fr&scenario=…`` is a share link;
- only what the pages use: no package the kernel never imports, no lexer,
  time zone or locale the app never asks for, no federated extension voici
  does not load;
- ``site-manifest.json`` (the SHA-256 of every file) and the site's own
  service worker (``site/service-worker.js``): JupyterLite's drive relay, the
  site kept for offline use, each file checked against its hash.

Run with the tools' interpreter (``build/site-tools``, ``site/requirements-build.txt``);
any failure stops the build with a message.
"""

from __future__ import annotations

import base64
import contextlib
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

ROOT = Path(__file__).resolve().parent.parent
SITE_SRC = ROOT / "site"
WORK = ROOT / "build" / "site-work"
OUT = ROOT / "build" / "site"
#: Every download of the build, kept between builds (and by ``make clean``):
#: a build whose downloads are all there needs no network.
CACHE = Path(os.environ.get("SITE_CACHE") or ROOT / "build" / "site-cache")
PYODIDE_VERSION = "0.27.6"
LANGS = ("uk", "ru", "fr")
#: Wheels left out of the site: only IPython's terminal imports them, and
#: the kernel no longer does (``ipython_without_terminal``).
LEFT_OUT = ("prompt_toolkit-", "wcwidth-")
#: The kernel's own packages (jupyterlite-pyodide-kernel ships them).
KERNEL_WHEELS = ("piplite", "ipykernel", "pyodide_kernel")
#: The wheels Pyodide unpacks into site-packages as the kernel starts: those
#: whose package reads its files by path (oriflamme's catalogs and word lists,
#: Babel's locale data, pytz's zone list) and ``fluent``'s two halves (one
#: namespace package, which Python does not import from zip files). Every
#: other preloaded wheel is imported from the wheel itself, as a zip file on
#: ``sys.path`` (``PYODIDE_ONCE``): one file written instead of its files
#: unpacked one by one.
UNPACKED = ("oriflamme", "babel", "pytz", "fluent-runtime", "fluent-syntax")
#: Listed as preloaded (the kernel then does not install them at each start)
#: but loaded only when asked for: micropip, which only ``%pip`` uses (the
#: site's piplite loads it then, ``PIPLITE_ON_FIRST_PIP``).
DEFERRED = ("micropip",)
#: The packages the kernel installs with piplite at each start unless its
#: preload list names them, by these very names (jupyterlite-pyodide-kernel
#: 0.6.1's ``initKernel``): the lock's ``pyodide-kernel`` is listed as
#: ``pyodide_kernel`` too, else every start ran micropip's install for it.
KERNEL_ASKS = ("ssl", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython")
#: PyYAML has no pure-Python wheel on PyPI: its sdist (pinned, hash-checked in
#: site/sdists.txt) gives ``lib/yaml``, packed as one.
PYYAML_VERSION = "6.0.2"


def run(*cmd: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
    print("+", " ".join(map(str, cmd)), flush=True)
    subprocess.run([str(c) for c in cmd], cwd=cwd, check=True, env=env)


def fail(msg: str) -> NoReturn:
    sys.exit(f"make site: {msg}")


#: A fetch from a registry is tried this many times (a registry hiccup).
TRIES = 3


def fetch(what: str, *cmd: str | Path, cwd: Path | None = None) -> None:
    """Run a command that downloads from a package registry (pip, npm): tried
    again after a failure, then the build stops saying what it could not fetch."""
    code = 0
    for attempt in range(1, TRIES + 1):
        print("+", " ".join(map(str, cmd)), flush=True)
        code = subprocess.run([str(c) for c in cmd], cwd=cwd).returncode
        if code == 0:
            return
        if attempt < TRIES:
            print(f"make site: fetching {what} failed (exit {code}); try {attempt + 1} of {TRIES}")
            time.sleep(5 * attempt)
    fail(
        f"could not fetch {what}: `{' '.join(map(str, cmd))}` failed {TRIES} times "
        f"(last exit {code}). The build takes packages only from the registries pip and "
        "npm are configured with (pip config list, npm config get registry): check that "
        "they answer, then run make site again."
    )


def offline(*cmd: str | Path, cwd: Path | None = None) -> bool:
    """Run a command that takes its packages from the build's cache only:
    whether it succeeded (False: something is not in the cache yet)."""
    print("+", " ".join(map(str, cmd)), "(from the cache)", flush=True)
    done = subprocess.run([str(c) for c in cmd], cwd=cwd, capture_output=True, text=True)
    return done.returncode == 0


def pip_download(tools_py: str, dest: Path, *args: str | Path) -> None:
    """``pip download`` of ``args`` (hash-checked requirements) into ``dest``:
    from the build's cache when it has them all (no network), else from the
    configured index into the cache first (with pip's own retries too)."""
    cache = CACHE / "pypi"
    cache.mkdir(parents=True, exist_ok=True)
    common = [tools_py, "-m", "pip", "download", "--disable-pip-version-check", *args]
    if offline(*common, "--no-index", "--find-links", cache, "-d", dest):
        return
    fetch(
        "Python packages (" + " ".join(a for a in map(str, args) if a.endswith(".txt")) + ")",
        *common, "-d", cache, "--retries", "5", "--timeout", "60",
    )  # fmt: skip
    if not offline(*common, "--no-index", "--find-links", cache, "-d", dest):
        fail(f"pip downloaded {' '.join(map(str, args))} into {cache}, then could not read it")


# ---------------------------------------------------------------- wheels


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def write_wheel(
    path: Path,
    name: str,
    version: str,
    files: dict[str, bytes],
    meta: dict[str, bytes] | None = None,
) -> None:
    """A pure-Python wheel holding ``files`` (reproducible: fixed timestamps);
    ``meta``: its own METADATA and WHEEL, else minimal ones."""
    dist = f"{name.replace('-', '_')}-{version}.dist-info"
    files = dict(files)
    files[f"{dist}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    ).encode()
    files[f"{dist}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: oriflamme site/build.py\n"
        b"Root-Is-Purelib: true\nTag: py3-none-any\n"
    )
    for n, d in (meta or {}).items():
        files[f"{dist}/{n.rsplit('/', 1)[-1]}"] = d
    record = [_record_line(n, d) for n, d in sorted(files.items())]
    record.append(f"{dist}/RECORD,,")
    files[f"{dist}/RECORD"] = ("\n".join(record) + "\n").encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for n in sorted(files):
            info = zipfile.ZipInfo(n, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, files[n])


def pyyaml_wheel(dest: Path, tools_py: str) -> Path:
    sdists = WORK / "sdists"
    pip_download(
        tools_py, sdists, "--no-deps", "--no-binary=:all:", "--no-build-isolation",
        "--require-hashes", "-r", SITE_SRC / "sdists.txt",
    )  # fmt: skip
    found = sorted(sdists.glob(f"[Pp][Yy][Yy][Aa][Mm][Ll]-{PYYAML_VERSION}.tar.gz"))
    if not found:
        fail(f"pip download gave no PyYAML {PYYAML_VERSION} sdist in {sdists}")
    sdist = found[0]
    files = {}
    with tarfile.open(sdist) as tar:
        for m in tar.getmembers():
            parts = m.name.split("/")
            if m.isfile() and parts[1:3] == ["lib", "yaml"] and m.name.endswith(".py"):
                files["yaml/" + "/".join(parts[3:])] = tar.extractfile(m).read()
    if "yaml/__init__.py" not in files:
        fail("the PyYAML sdist has no lib/yaml")
    out = dest / "pyyaml-6.0.2-py3-none-any.whl"
    write_wheel(out, "pyyaml", "6.0.2", files)
    return out


def fetch_wheels(dest: Path, tools_py: str) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    pip_download(
        tools_py, dest, "--quiet", "--no-deps", "--require-hashes",
        "--only-binary=:all:", "--python-version", "3.12", "--implementation", "py",
        "--abi", "none", "--platform", "any", "-r", SITE_SRC / "wheels.txt",
    )  # fmt: skip
    for whl in dest.glob("*.whl"):
        if whl.name.startswith(LEFT_OUT):
            whl.unlink()
    trim_babel(dest)
    trim_pygments(dest)
    trim_pytz(dest)
    trim_tests(dest)
    ipython_without_terminal(dest)
    pyyaml_wheel(dest, tools_py)
    for stub in ("ssl", "sqlite3"):  # asked for by the kernel; nothing imports them
        write_wheel(dest / f"{stub}-1.0.0-py3-none-any.whl", stub, "1.0.0", {})
    # jedi (and parso) only complete code as one types: the kernel asks for it,
    # IPython imports it at each start if it is there (a second of the first
    # render). This stand-in makes IPython's ``import jedi`` fail, as when absent.
    write_wheel(
        dest / "jedi-0-py3-none-any.whl",
        "jedi",
        "0",
        {"jedi/__init__.py": b'raise ImportError("jedi is left out of the static site")\n'},
    )
    # The project's wheel, the same bytes for the same commit (file times).
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(commit_time())}
    run(
        tools_py, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
        "-w", dest, ROOT, env=env,
    )  # fmt: skip
    shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
    shutil.rmtree(ROOT / "build" / "bdist.linux-x86_64", ignore_errors=True)
    lessons_as_json(dest)
    catalogs_parsed(dest, tools_py)


def catalogs_parsed(dest: Path, tools_py: str) -> None:
    """The project's wheel with its Fluent catalogs parsed once, here
    (``oriflamme/locales/<lang>/.parsed.pickle``, ``site/ftl_parsed.py``):
    parsing them was most of the app's start in the browser."""
    (whl,) = dest.glob("oriflamme-*.whl")
    (syntax,) = dest.glob("fluent.syntax-*.whl")
    parsed = WORK / "ftl-parsed"
    unpacked = WORK / "fluent-syntax"  # a namespace package: not importable from the zip
    with zipfile.ZipFile(syntax) as z:
        z.extractall(unpacked)
    run(
        tools_py, SITE_SRC / "ftl_parsed.py", whl, parsed,
        env={**os.environ, "PYTHONPATH": str(unpacked)},
    )  # fmt: skip
    extra = {
        f"oriflamme/locales/{f.stem}/.parsed.pickle": f.read_bytes()
        for f in sorted(parsed.glob("*.pickle"))
    }
    if not extra:
        fail(f"no Fluent catalog found in {whl.name}")
    rewrite_wheel(whl, lambda n, d: (n, d), extra)


#: The lessons of a course: ``oriflamme/tutorials/<edition>/<file>.yaml``.
LESSON_YAML = re.compile(r"oriflamme/tutorials/(?!combos/)[^/]+/[^/]+\.ya?ml$")


def lessons_as_json(dest: Path) -> None:
    """The project's wheel with its lesson files as JSON (the same data: the
    course reads both): the browser parses 60 lessons at each start, and
    PyYAML there is pure Python (a second), JSON is not."""
    import yaml

    def to_json(n: str, d: bytes) -> tuple[str, bytes]:
        if not LESSON_YAML.match(n):
            return n, d
        data = yaml.load(d.decode("utf-8"), Loader=yaml.CSafeLoader)
        try:
            text = json.dumps(data, ensure_ascii=False)
        except TypeError as e:  # a date or another non-JSON value
            fail(f"{n}: not expressible as JSON ({e})")
        return re.sub(r"\.ya?ml$", ".json", n), text.encode("utf-8")

    (whl,) = dest.glob("oriflamme-*.whl")
    rewrite_wheel(whl, to_json)


#: Babel's locale data: only the tutor's languages and their parent are read
#: (``Locale("fr")``…, never a regional variant).
BABEL_KEEP = re.compile(r"babel/locale-data/(root|en|uk|ru|fr)\.dat$")
#: Pygments' lexers that IPython's imports reach (ipython_pygments_lexers asks
#: for Bash, HTML, JavaScript, Ruby, Perl, Python and TeX; those modules import
#: the rest of this list); the 300 others are never imported by the kernel.
PYGMENTS_LEXERS = {
    "__init__", "_mapping", "_css_builtins", "_lilypond_builtins", "_scheme_builtins",
    "css", "data", "html", "javascript", "jvm", "lilypond", "lisp", "markup", "perl",
    "python", "ruby", "shell", "special",
}  # fmt: skip


def rewrite_wheel(
    whl: Path,
    change: Callable[[str, bytes], tuple[str, bytes] | None],
    extra: dict[str, bytes] | None = None,
) -> None:
    """The wheel ``whl`` with each file passed through ``change(name, data)``
    (a new (name, data), or None to leave the file out), plus the files
    ``extra``. Its RECORD is rewritten."""
    with zipfile.ZipFile(whl) as z:
        files = {n: z.read(n) for n in z.namelist() if not n.endswith("/")}
    name, version = whl.name.split("-")[:2]
    dist = f"{name}-{version}.dist-info/"
    meta = {n: d for n, d in files.items() if n.startswith(dist) and not n.endswith("RECORD")}
    body = {}
    for n, d in files.items():
        if n.startswith(dist):
            continue
        new = change(n, d)
        if new is not None:
            body[new[0]] = new[1]
    body.update(extra or {})
    body.update({n: d for n, d in meta.items() if not n.endswith(("METADATA", "WHEEL"))})
    whl.unlink()
    write_wheel(whl.with_name(f"{name}-{version}-py3-none-any.whl"), name, version, body, meta)


def trim_babel(dest: Path) -> None:
    """Babel's wheel without the locale data of languages the tutor never
    formats (9 MB of the site, unpacked at every start, otherwise)."""
    (whl,) = dest.glob("babel-*.whl")
    rewrite_wheel(
        whl,
        lambda n, d: (
            None if n.startswith("babel/locale-data/") and not BABEL_KEEP.match(n) else (n, d)
        ),
    )


def trim_pygments(dest: Path) -> None:
    """Pygments' wheel with only the lexers the kernel's imports reach
    (``PYGMENTS_LEXERS``): a third of the wheel otherwise."""
    (whl,) = dest.glob("pygments-*.whl")
    lexer = re.compile(r"pygments/lexers/([^/]+)\.py$")

    def keep(n: str, d: bytes) -> tuple[str, bytes] | None:
        m = lexer.match(n)
        return None if m and m.group(1) not in PYGMENTS_LEXERS else (n, d)

    rewrite_wheel(whl, keep)


def trim_pytz(dest: Path) -> None:
    """pytz (which fluent.runtime imports) without its time-zone files: the
    app formats no date, and pytz reads a zone's file only when asked for it
    (UTC needs none)."""
    (whl,) = dest.glob("pytz-*.whl")
    zones = re.compile(r"pytz/zoneinfo/(?!zone\.tab$)")
    rewrite_wheel(whl, lambda n, d: None if zones.match(n) else (n, d))


#: A package's own tests: never imported by the app (ipywidgets', IPython's…).
TESTS = re.compile(r"(^|/)tests/")


def trim_tests(dest: Path) -> None:
    """The wheels without their packages' test suites (unpacked at each start)."""
    for whl in sorted(dest.glob("*.whl")):
        with zipfile.ZipFile(whl) as z:
            has_tests = any(TESTS.search(n) for n in z.namelist())
        if has_tests and not whl.name.startswith("oriflamme-"):
            rewrite_wheel(whl, lambda n, d: None if TESTS.search(n) else (n, d))


#: IPython's package imports its terminal (prompt_toolkit: 200 modules) only to
#: offer ``IPython.embed``; the kernel never uses it.
IPYTHON_EMBED = b"from .terminal.embed import embed\n"
IPYTHON_LAZY_EMBED = b"""

def embed(*args, **kwargs):
    \"\"\"IPython's embed, its terminal imported when called (oriflamme's static site).\"\"\"
    from .terminal.embed import embed as _embed

    return _embed(*args, **kwargs)

"""


def ipython_without_terminal(dest: Path) -> None:
    """IPython's wheel with ``IPython.embed`` imported when called: the kernel's
    start in the browser then skips the terminal and prompt_toolkit."""
    (whl,) = dest.glob("ipython-*.whl")

    def lazy(n: str, d: bytes) -> tuple[str, bytes]:
        if n == "IPython/__init__.py":
            if IPYTHON_EMBED not in d:
                fail(f"{whl.name}: IPython/__init__.py no longer has {IPYTHON_EMBED!r}")
            d = d.replace(IPYTHON_EMBED, IPYTHON_LAZY_EMBED)
        return n, d

    rewrite_wheel(whl, lazy)


#: The site's ``piplite.piplite``. The kernel imports it at each start, only to
#: set the two settings below for ``%pip``: piplite's own module imports micropip
#: (and ``unittest.mock``), 0.15–0.3 s of every start that no page uses. This
#: stand-in keeps the settings and ``install``; piplite's module (as
#: ``piplite._piplite``) and micropip (``DEFERRED``: not loaded at the start)
#: are loaded at the first ``%pip`` or ``piplite.install``.
PIPLITE_ON_FIRST_PIP = b'''"""piplite on oriflamme's static site: micropip loaded when first used.

The kernel's start sets ``_PIPLITE_URLS`` and ``_PIPLITE_DISABLE_PYPI`` here;
piplite's own module (``piplite._piplite``) gets them when it is first needed.
"""

import asyncio

#: a list of Warehouse-like API endpoints or derived multi-package all.json
_PIPLITE_URLS = []

#: don't fall back to pypi.org if a package is not found in _PIPLITE_URLS
_PIPLITE_DISABLE_PYPI = False


async def _piplite():
    """piplite's own module, micropip loaded first (the site defers it)."""
    import sys

    if "micropip" not in sys.modules:
        import pyodide_js

        await pyodide_js.loadPackage("micropip")
    from . import _piplite

    _piplite._PIPLITE_URLS = _PIPLITE_URLS
    _piplite._PIPLITE_DISABLE_PYPI = _PIPLITE_DISABLE_PYPI
    return _piplite


def install(requirements, *args, **kwargs):
    """piplite's ``install`` (``piplite._piplite.install``), loaded when called."""

    async def _install():
        return await (await _piplite()).install(requirements, *args, **kwargs)

    return asyncio.ensure_future(_install())


__all__ = ["install"]
'''


def piplite_on_first_pip(dest: Path) -> None:
    """piplite's wheel with ``PIPLITE_ON_FIRST_PIP`` as ``piplite.piplite``
    (piplite's own module kept as ``piplite._piplite``)."""
    (whl,) = dest.glob("piplite-*.whl")
    seen = []

    def move(n: str, d: bytes) -> tuple[str, bytes]:
        if n == "piplite/piplite.py":
            if b"import micropip\n" not in d or b"\n_PIPLITE_URLS = " not in d:
                fail(f"{whl.name}: piplite/piplite.py no longer is the module it replaces")
            seen.append(n)
            return "piplite/_piplite.py", d
        return n, d

    rewrite_wheel(whl, move, {"piplite/piplite.py": PIPLITE_ON_FIRST_PIP})
    if not seen:
        fail(f"{whl.name}: no piplite/piplite.py")


def python312() -> str | None:
    """A CPython 3.12 (Pyodide 0.27's Python) to precompile with: ``$SITE_PYTHON312``,
    ``python3.12`` on the PATH, or a pyenv one; None if there is none."""
    found = [os.environ.get("SITE_PYTHON312"), shutil.which("python3.12")]
    # pyenv's: under $PYENV_ROOT, else the home's (the test run moves HOME away:
    # without this, a site built by `make test` was not the one `make site` built)
    roots = [Path(os.environ["PYENV_ROOT"])] if os.environ.get("PYENV_ROOT") else []
    roots.append(Path.home() / ".pyenv")
    for root in roots:
        found += sorted(root.glob("versions/3.12*/bin/python3.12"), reverse=True)
    for py in filter(None, found):
        ok = subprocess.run(
            [str(py), "-c", "import sys; sys.exit(sys.version_info[:2] != (3, 12))"],
            capture_output=True,
        )
        if ok.returncode == 0:
            return str(py)
    return None


def precompile(archives: list[Path]) -> None:
    """``.pyc`` instead of ``.py`` in the wheels and the standard library
    (``site/pyc.py``): the browser then skips compiling them at each start."""
    py = python312()
    if py is None:
        print(
            "make site: no CPython 3.12 found (set SITE_PYTHON312): the site serves its "
            "Python as source, and its first start is slower",
            flush=True,
        )
        return
    run(py, SITE_SRC / "pyc.py", *archives)


#: Pyodide's loader (pyodide.js) fetches its WebAssembly with this call, then
#: compiles it with ``WASM_INSTANTIATE``: the site's loader fetches nothing
#: there, and compiles with ``__oriflammeWasm`` (``PYODIDE_ONCE``) instead.
WASM_FETCH = 'k(e+"pyodide.asm.wasm")'
WASM_INSTANTIATE = (
    "i?n=await WebAssembly.instantiateStreaming(i,r):n=await WebAssembly.instantiate(await t,r)"
)
WASM_GZ = "pyodide.asm.wasm.gz"


def wasm_compressed(wasm: Path, static: Path) -> None:
    """Pyodide's WebAssembly (10 MB, a third of the site and of a first load)
    as ``pyodide.asm.wasm.gz`` (3 MB, the same bytes once inflated), and
    ``static/pyodide.js`` made to compile it with ``__oriflammeWasm``
    (``PYODIDE_ONCE``: the page's compiled module, else the .gz fetched,
    inflated and compiled as it streams in): a host that compresses nothing (a
    school's server) sends 3 MB, not 10. Reproducible: no file name or time in
    the gzip header."""
    data = wasm.read_bytes()
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    if gzip.decompress(packed) != data:
        fail(f"{wasm.name}: its gzip copy does not inflate to the same bytes")
    (static / WASM_GZ).write_bytes(packed)
    loader = static / "pyodide.js"
    text = loader.read_text(encoding="utf-8")
    for found in (WASM_FETCH, WASM_INSTANTIATE):
        if text.count(found) != 1:
            fail(f"{loader.name} (Pyodide {PYODIDE_VERSION}) has no single {found!r} to replace")
    text = text.replace(WASM_FETCH, "{}").replace(
        WASM_INSTANTIATE, "n=await globalThis.__oriflammeWasm(e,r)"
    )
    loader.write_text(text, encoding="utf-8")


#: Appended to ``static/pyodide/pyodide.js``:
#:
#: - ``loadPyodide`` called again in the same worker with the same options
#:   gives the Python already started. The page starts the kernel's worker
#:   early (the page template's «early start») and asks it for its runtime at
#:   once; the kernel extension's own call later (``initialize`` →
#:   ``initRuntime``, ``importScripts`` of this file again) finds it started,
#:   or starting. Other options: a Python of their own.
#: - The wheels it preloads (``packages``) are fetched as it starts, each with
#:   the integrity (SHA-256) its lock gives (the build's own table of them:
#:   the lock is not waited for), while the WebAssembly compiles and Python
#:   starts — not after. Pyodide's own fetch of a wheel gets that
#:   response (the same address and integrity only; anything else is fetched
#:   as it asks).
#: - Of those, the wheels it mounts (``MOUNTED``: all but ``UNPACKED`` and
#:   ``DEFERRED``) are not unpacked by Pyodide: each is fetched the same way,
#:   written whole into Python's file system (``/lib/oriflamme-wheels/``) and
#:   put on ``sys.path`` once Python started, before the kernel gets it —
#:   Python imports from them as from zip files — and named in
#:   ``loadedPackages`` (a cell's imports then load nothing again). A wheel
#:   that does not arrive, or not with its hash, fails the start, named.
#:   The working folder is left off ``sys.path`` (IPython's
#:   ``InteractiveShellApp.ignore_cwd``, in the profile's config written
#:   then): the kernel's is the drive, where every look is a synchronous
#:   request to the page, and IPython put it before site-packages, so that
#:   every import in the kernel's start and in a page's cells looked there
#:   first (about 20 requests before the app's first cell, issue 29).
#:   ``DEFERRED`` ones are not loaded: Pyodide loads one when asked.
#: - ``__oriflammeWasm(indexURL, imports)``, which compiles Pyodide's
#:   WebAssembly: a worker the page started early (``?oriflamme-wasm`` in its
#:   address) asks the page for the module it compiled meanwhile (the
#:   template's early start: ``{oriflammeWasmWanted}``, answered
#:   ``{oriflammeWasm: module or null}``); otherwise, or if the page has none,
#:   ``pyodide.asm.wasm.gz`` is fetched, inflated as it arrives (unless the
#:   host sent it inflated already: no gzip magic) and compiled as it streams
#:   in (``WebAssembly.instantiateStreaming``).
PYODIDE_ONCE = """
;(function () {
  var g = globalThis;
  if (g.__oriLoadPyodide) { g.loadPyodide = g.__oriLoadPyodide; return; }
  var fromPage = /[?&]oriflamme-wasm(&|$)/.test((g.location || {}).search || "")
    ? new Promise(function (resolve) {
        var heard = function (e) {
          if (e.data && typeof e.data === "object" && "oriflammeWasm" in e.data) {
            g.removeEventListener("message", heard);
            resolve(e.data.oriflammeWasm);
          }
        };
        g.addEventListener("message", heard);
        g.postMessage({oriflammeWasmWanted: true});
      })
    : Promise.resolve(null);
  g.__oriflammeWasm = async function (index, imports) {
    var module = await fromPage;
    if (module instanceof WebAssembly.Module) {
      return {instance: await WebAssembly.instantiate(module, imports), module: module};
    }
    return WebAssembly.instantiateStreaming(g.__oriflammeWasmResponse(index + "%(gz)s"), imports);
  };
  // the module's bytes as a response, inflated as they come (the page
  // template's early start does the same in the page)
  g.__oriflammeWasmResponse = async function (url) {
    var r = await fetch(url);
    if (!r.ok) { throw new Error(url + ": HTTP " + r.status); }
    var d = r.body.getReader(), h = new Uint8Array(0), x = {done: false};
    while (h.length < 2 && !(x = await d.read()).done) {
      var j = new Uint8Array(h.length + x.value.length);
      j.set(h);
      j.set(x.value, h.length);
      h = j;
    }
    var body = new ReadableStream({
      start: function (c) { if (h.length) { c.enqueue(h); } if (x.done) { c.close(); } },
      pull: function (c) {
        return d.read().then(function (y) {
          if (y.done) { c.close(); } else { c.enqueue(y.value); }
        });
      },
      cancel: function (why) { return d.cancel(why); }
    });
    var gz = h[0] === 31 && h[1] === 139;
    return new Response(gz ? body.pipeThrough(new DecompressionStream("gzip")) : body,
                        {headers: {"Content-Type": "application/wasm"}});
  };
  var load = g.loadPyodide, started = {}, ahead = {}, fetchNow = g.fetch;
  var keyOf = function (o) {
    return JSON.stringify(o, function (k, v) {
      return v && typeof v === "object" && !Array.isArray(v)
        ? Object.keys(v).sort().reduce(function (s, n) { s[n] = v[n]; return s; }, {}) : v;
    });
  };
  var integrity = function (hex) {
    return "sha256-" + btoa(hex.match(/../g).map(function (h) {
      return String.fromCharCode(parseInt(h, 16));
    }).join(""));
  };
  // the wheels Pyodide unpacks, as the build knows them (name -> [file,
  // sha256]): fetched at once, without waiting for the lock (any other name
  // is looked up in the lock first)
  var AHEAD = __ORIFLAMME_AHEAD__;
  var fetchAhead = function (options) {
    var index = String(options.indexURL || "");
    if (!fetchNow || !index || !(options.packages || []).length) { return; }
    index = new URL(index.endsWith("/") ? index : index + "/", g.location).href;
    var one = function (file, sha) {
      var url = new URL(file, index).href, sri = integrity(sha);
      var got = fetchNow(url, {integrity: sri}).then(function (r) {
        return !r.ok ? r : r.arrayBuffer().then(function (b) {
          return new Response(b, {
            status: r.status, statusText: r.statusText, headers: r.headers
          });
        });
      });
      got.catch(function () {});  // Pyodide's fetch of it gets the error
      ahead[url] = {sri: sri, response: got};
    };
    var known = options.packages.filter(function (n) { return AHEAD.hasOwnProperty(n); });
    var rest = options.packages.filter(function (n) { return !AHEAD.hasOwnProperty(n); });
    known.forEach(function (name) { one(AHEAD[name][0], AHEAD[name][1]); });
    if (!rest.length) { return; }
    fetchNow(options.lockFileURL || index + "pyodide-lock.json").then(function (r) {
      return r.json();
    }).then(function (lock) {
      rest.forEach(function (name) {
        var p = (lock.packages || {})[name];
        if (p && p.file_name && p.sha256) { one(p.file_name, p.sha256); }
      });
    }).catch(function () {});
  };
  g.fetch = function (input, init) {
    var url = typeof input === "string" || input instanceof URL ? String(input) : "";
    var hit = url && ahead[url];
    if (hit && init && init.integrity === hit.sri) {
      delete ahead[url];
      return hit.response;
    }
    return fetchNow.apply(this, arguments);
  };
  // the wheels imported as zip files (MOUNTED: name -> [file, sha256]), each
  // fetched at once with its integrity, written whole into Python's file
  // system and put on sys.path once Python started; DEFERRED ones not loaded
  var MOUNTED = __ORIFLAMME_MOUNTED__, DEFERRED = __ORIFLAMME_DEFERRED__;
  var WHEELS = "/lib/oriflamme-wheels/";
  var fetchMounted = function (options, names) {
    var index = String(options.indexURL || "");
    index = new URL(index.endsWith("/") ? index : index + "/", g.location).href;
    return Promise.all(names.map(function (name) {
      var file = MOUNTED[name][0], url = new URL(file, index).href;
      return fetchNow(url, {integrity: integrity(MOUNTED[name][1])}).then(function (r) {
        if (!r.ok) { throw new Error(url + ": HTTP " + r.status); }
        return r.arrayBuffer();
      }).then(function (b) {
        return {name: name, file: file, bytes: new Uint8Array(b)};
      }, function (why) {
        throw new Error("static/pyodide/" + file + " could not be loaded: " + why);
      });
    }));
  };
  var mount = function (py, wheels) {
    py.FS.mkdirTree(WHEELS);
    var paths = wheels.map(function (w) {
      py.FS.writeFile(WHEELS + w.file, w.bytes);
      py.loadedPackages[w.name] = "default channel";
      return WHEELS + w.file;
    });
    // the wheels on sys.path, the working folder off it ("" or ".", which
    // Pyodide may put first), and IPython told, by its profile's config, to
    // leave that folder off (InteractiveShellApp.ignore_cwd: else it puts ""
    // back, unless it is there already)
    py.runPython([
      "import importlib, json, os, sys",
      "sys.path[:] = [p for p in sys.path if p not in ('', '.')] + " + JSON.stringify(paths),
      "importlib.invalidate_caches()",
      "d = os.environ.get('IPYTHONDIR') or os.path.expanduser('~/.ipython')",
      "d = os.path.join(d, 'profile_default')",
      "try:",
      "    os.makedirs(d, exist_ok=True)",
      "    with open(os.path.join(d, 'ipython_config.json'), 'w') as f:",
      "        json.dump({'InteractiveShellApp': {'ignore_cwd': True}}, f)",
      "except OSError:",
      "    pass  # IPython puts the folder on sys.path: imports ask the drive",
      "del d"
    ].join("\\n"));
    return py;
  };
  g.__oriLoadPyodide = g.loadPyodide = function (options) {
    options = options || {};
    var key = keyOf(options);
    if (!started[key]) {
      // the lock's names (the kernel's own list names "pyodide_kernel"), once each
      var all = (options.packages || []).map(function (n) {
        return String(n).toLowerCase().replace(/[-_.]+/g, "-");
      }).filter(function (n, i, names) { return names.indexOf(n) === i; });
      var mounted = all.filter(function (n) { return MOUNTED.hasOwnProperty(n); });
      var own = Object.assign({}, options, {packages: all.filter(function (n) {
        return !MOUNTED.hasOwnProperty(n) && DEFERRED.indexOf(n) < 0;
      })});
      var zips = fetchMounted(options, mounted);
      zips.catch(function () {});  // reported once Python started
      fetchAhead(own);
      started[key] = load(own).then(function (py) {
        return zips.then(function (wheels) { return mount(py, wheels); });
      });
    }
    return started[key];
  };
})();
""".replace("%(gz)s", WASM_GZ)


def pyodide_once(static: Path, packages: dict[str, dict[str, Any]]) -> None:
    """``PYODIDE_ONCE`` at the end of the site's ``pyodide.js``, with the wheels
    it mounts (every preloaded one but ``UNPACKED`` and ``DEFERRED``)."""
    loader = static / "pyodide.js"
    text = loader.read_text(encoding="utf-8")
    if "globalThis.loadPyodide=" not in text:
        fail(f"{loader.name} (Pyodide {PYODIDE_VERSION}) no longer sets globalThis.loadPyodide")
    for name in (*UNPACKED, *DEFERRED):
        if name not in packages:
            fail(f"site/build.py names {name!r} (UNPACKED or DEFERRED), which the site has not")
    wheels = {name: [p["file_name"], p["sha256"]] for name, p in sorted(packages.items())}
    mounted = {n: v for n, v in wheels.items() if n not in UNPACKED and n not in DEFERRED}
    for file_name, _ in mounted.values():
        namespaces = namespace_packages(static / file_name)
        if namespaces:
            fail(f"{file_name}: namespace packages {namespaces} cannot be imported from a zip")
    ahead = {n: wheels[n] for n in UNPACKED}
    loader.write_text(text + pyodide_once_js(mounted, DEFERRED, ahead), encoding="utf-8")


def pyodide_once_js(
    mounted: dict[str, list[str]],
    deferred: tuple[str, ...],
    ahead: dict[str, list[str]] | None = None,
) -> str:
    """``PYODIDE_ONCE`` with the wheels it mounts and those it has Pyodide
    unpack (each name: [file name, SHA-256]), and those it does not load at
    the start."""
    once = PYODIDE_ONCE.replace("__ORIFLAMME_MOUNTED__", json.dumps(mounted))
    once = once.replace("__ORIFLAMME_AHEAD__", json.dumps(ahead or {}))
    return once.replace("__ORIFLAMME_DEFERRED__", json.dumps(list(deferred)))


def namespace_packages(whl: Path) -> list[str]:
    """The folders of a wheel on the way to a module that have no ``__init__``:
    namespace packages, which Python does not import from a zip file."""
    with zipfile.ZipFile(whl) as z:
        names = [n for n in z.namelist() if ".dist-info/" not in n]
    folders = {n.rsplit("/", 1)[0] for n in names if "/" in n and n.endswith((".py", ".pyc"))}
    inits = {n.rsplit("/", 1)[0] for n in names if n.rsplit("/", 1)[-1].startswith("__init__.")}
    parts = [f.split("/") for f in folders]
    ways = {"/".join(p[:i]) for p in parts for i in range(1, len(p) + 1)}
    return sorted(ways - inits)


#: The kernel extension's page script makes its worker with this call: the
#: chunk of the worker without SharedArrayBuffer (a page not cross-origin
#: isolated, as on any static host), second.
KERNEL_WORKER_CALL = re.compile(
    r"crossOriginIsolated\?new Worker\(new URL\(\w+\.p\+\w+\.u\(\d+\),\w+\.b\),"
    r"\{type:void 0\}\):new Worker\(new URL\(\w+\.p\+\w+\.u\((\d+)\),\w+\.b\),"
    r"\{type:void 0\}\)"
)
KERNEL_EXTENSION = "extensions/@jupyterlite/pyodide-kernel-extension/static"


def kernel_worker(out: Path) -> str:
    """The kernel's worker script, from the site's root, as the kernel
    extension asks for it (``static/352.<hash>.js?v=<hash>``): the page
    starts it before voici's own script has loaded (the template's early start)."""
    static = out / KERNEL_EXTENSION
    ids = {m.group(1) for f in static.glob("*.js") for m in KERNEL_WORKER_CALL.finditer(
        f.read_text(encoding="utf-8", errors="replace"))}  # fmt: skip
    if len(ids) != 1:
        fail(f"{KERNEL_EXTENSION}: not one kernel worker made by the extension ({sorted(ids)})")
    (chunk,) = ids
    found = sorted(static.glob(f"{chunk}.*.js"))
    if len(found) != 1:
        fail(f"{KERNEL_EXTENSION}: not one file for the kernel worker's chunk {chunk}")
    digest = found[0].name.split(".")[1]
    return f"{KERNEL_EXTENSION}/{found[0].name}?v={digest}"


def normalized(name: str) -> str:
    """A distribution's name as the lock spells it (PEP 503: ``pyodide_kernel``
    and ``Pyodide.Kernel`` are ``pyodide-kernel``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def wheel_meta(path: Path) -> tuple[str, str, list[str]]:
    """(normalized name, version, top-level import names) of a wheel."""
    name, version = path.name.split("-")[:2]
    norm = normalized(name)
    tops = set()
    with zipfile.ZipFile(path) as z:
        for n in z.namelist():
            top = n.split("/")[0]
            if ".dist-info" in top or ".data" in top:
                continue
            tops.add(top[:-3] if top.endswith(".py") else top)
    return norm, version, sorted(t for t in tops if t.isidentifier())


# ---------------------------------------------------------------- content


#: The app notebook's call, given ``game='<name>'`` for the other games' pages.
APP_CALL = "link=link_from_query())"


def page_lang(lang: str) -> str:
    """The language call of ``lang``'s page: the query's ``?lang=`` when it
    has one (a share link), else the page's own language."""
    return f"lang_from_query(default={lang!r})"


def other_games() -> list[str]:
    """The registered games but the first (each gets its app's pages,
    ``app-<game>-<lang>``), from the registry's list of names: no game is
    imported (the build's tools have none of the app's libraries)."""
    sys.path.insert(0, str(ROOT))
    try:
        from oriflamme.core.registry import BUILTIN, DEFAULT_GAME
    finally:
        sys.path.remove(str(ROOT))
    return [name for name in BUILTIN if name != DEFAULT_GAME]


def content(dest: Path) -> None:
    """The notebooks, plus one entry page per language (``app-ru.ipynb`` …), and
    per language one for each other registered game (``app-orichalque-ru.ipynb``)."""
    shutil.copytree(ROOT / "notebooks", dest, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    for nb in sorted(dest.rglob("*.ipynb")):
        text = nb.read_text(encoding="utf-8")
        if "lang_from_query()" not in text:
            continue
        for lang in LANGS:
            page = nb.with_name(f"{nb.stem}-{lang}.ipynb")
            page.write_text(text.replace("lang_from_query()", page_lang(lang)), encoding="utf-8")
        if nb.stem != "app":
            continue
        for game in other_games():  # its app: app-orichalque-fr (no ?game= either)
            if APP_CALL not in text:
                fail(f"{nb.name}: no {APP_CALL!r} to open {game} with")
            other = text.replace(APP_CALL, APP_CALL[:-1] + f", game={game!r})")
            for lang in LANGS:
                page = nb.with_name(f"{nb.stem}-{game}-{lang}.ipynb")
                page.write_text(
                    other.replace("lang_from_query()", page_lang(lang)), encoding="utf-8"
                )


# ---------------------------------------------------------------- the site

#: An inline style block this long (JupyterLab's theme, 240 kB in every page)
#: is served once, as a file every page links.
SHARED_STYLE_BYTES = 10_000
STYLE = re.compile(r'<style type="text/css">(.*?)</style>', re.S)


def commit_time() -> int:
    """The time of the last commit (a fixed time outside a git checkout)."""
    done = subprocess.run(
        ["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True
    )
    return int(done.stdout.strip() or 315532800)


def fixed_contents_times(out: Path) -> None:
    """The notebooks' listing (``api/contents/**/all.json``) with the last
    commit's time instead of the build's: the same commit, the same files."""
    when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(commit_time()))

    def fix(node: Any) -> Any:
        if isinstance(node, dict):
            return {
                k: when if k in ("created", "last_modified") and v else fix(v)
                for k, v in node.items()
            }
        return [fix(x) for x in node] if isinstance(node, list) else node

    for listing in sorted((out / "api" / "contents").rglob("all.json")):
        data = json.loads(listing.read_text(encoding="utf-8"))
        listing.write_text(json.dumps(fix(data), indent=1, sort_keys=True), encoding="utf-8")


def shared_styles(out: Path) -> None:
    """Each large inline style of the rendered pages moved to
    ``static/css/<hash>.css`` (the same for every page: downloaded once)."""
    css = out / "static" / "css"
    css.mkdir(parents=True, exist_ok=True)
    for page in sorted((out / "voici").rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        up = "../" * (len(page.relative_to(out).parts) - 1)

        def link(m: re.Match[str], up: str = up) -> str:
            body = m.group(1)
            if len(body) < SHARED_STYLE_BYTES:
                return m.group(0)
            name = hashlib.sha256(body.encode()).hexdigest()[:16] + ".css"
            (css / name).write_text(body, encoding="utf-8")
            return f'<link rel="stylesheet" href="{up}static/css/{name}">'

        page.write_text(STYLE.sub(link, text), encoding="utf-8")


#: The page template (share/jupyter/voila/templates/oriflamme).
TEMPLATE = ROOT / "share" / "jupyter" / "voila" / "templates" / "oriflamme"
#: JupyterLite's file type for ``.json`` files of the drive, kept as text.
JSON_AS_TEXT = {"fileFormat": "text"}
#: Federated extensions voici's pages never load (voici has its own widget
#: manager; the preview is JupyterLab's), and the kernel's copy of its own
#: wheels (the site preloads them from static/pyodide).
UNUSED_EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", "@voila-dashboards/jupyterlab-preview")
KERNEL_PYPI = "extensions/@jupyterlite/pyodide-kernel-extension/static/pypi"


def unused_extensions(out: Path, data: dict[str, Any]) -> None:
    """``UNUSED_EXTENSIONS`` out of the site and of its configuration ``data``."""
    for name in UNUSED_EXTENSIONS:
        shutil.rmtree(out / "extensions" / name, ignore_errors=True)
        if "/" in name:  # its scope's folder, once empty
            with contextlib.suppress(OSError):
                (out / "extensions" / name.split("/")[0]).rmdir()
    data["federated_extensions"] = [
        e for e in data.get("federated_extensions", []) if e["name"] not in UNUSED_EXTENSIONS
    ]
    shutil.rmtree(out / KERNEL_PYPI, ignore_errors=True)


#: The files of voici's build that no page of the site asks for: chunks of
#: JupyterLab's plugins the pages never load, MathJax's and Font Awesome's other
#: fonts, the file browser's page (``make site-unused`` writes the list from a
#: browse of every page, tab and course).
UNUSED_LIST = SITE_SRC / "unused-files.txt"
#: Only what voici builds may be listed (never a page, a wheel, the kernel's files).
UNUSED_UNDER = "voici/build/"
#: The files where a reference to a left-out file would be followed for sure:
#: pages, style sheets, configuration. (voici's scripts name every chunk and
#: font they might load; what they do load is what the site's browser tests
#: check: no page, tab or lesson asks for a file the site does not have.)
REFERRING = (".html", ".css", ".json", ".webmanifest")


def unused_listed() -> list[str]:
    """The paths of ``UNUSED_LIST`` (comments and blank lines aside)."""
    lines = UNUSED_LIST.read_text(encoding="utf-8").splitlines()
    return [s for s in (x.strip() for x in lines) if s and not s.startswith("#")]


def unused_files(out: Path) -> int:
    """The files of ``UNUSED_LIST`` out of the site (the bytes left out); the
    build stops if one is not there (voici changed: the list is stale) or if
    a page, style sheet or configuration still names one. ``SITE_KEEP_UNUSED=1``
    keeps them all (``make site-unused`` browses that site)."""
    if os.environ.get("SITE_KEEP_UNUSED"):
        return 0
    listed = unused_listed()
    gone = 0
    for path in listed:
        f = out / path
        if not path.startswith(UNUSED_UNDER) or ".." in path:
            fail(f"{UNUSED_LIST.name}: {path} is not under {UNUSED_UNDER}")
        if not f.is_file():
            fail(
                f"{path}, listed in site/{UNUSED_LIST.name}, is not in voici's build (voici "
                "changed?): write the list again with `make site-unused`"
            )
        gone += f.stat().st_size
        f.unlink()
    # the file browser (voici/tree, its script left out): voici/ opens the landing page
    shutil.rmtree(out / "voici" / "tree", ignore_errors=True)
    (out / "voici" / "index.html").write_text(
        '<!doctype html><meta charset="utf-8"><title>Oriflamme</title>'
        # no icon of its own: the browser asks the site for none (/favicon.ico)
        '<link rel="icon" href="data:;base64,=">'
        '<meta http-equiv="refresh" content="0; url=render/index.html">'
        '<a href="render/index.html">Oriflamme</a>\n',
        encoding="utf-8",
    )
    names = {path.rsplit("/", 1)[-1] for path in listed}
    for f in sorted(out.rglob("*")):
        if f.is_file() and f.suffix in REFERRING:
            text = f.read_text(encoding="utf-8", errors="replace")
            named = sorted(n for n in names if n in text)
            if named:
                fail(
                    f"{f.relative_to(out)} names {', '.join(named)}, left out of the site "
                    f"(site/{UNUSED_LIST.name}): take it off the list, or the reference out"
                )
    return gone


#: Never listed in site-manifest.json: the worker itself and the list.
NOT_KEPT = {"service-worker.js", "site-manifest.json", ".nojekyll"}


def service_worker(out: Path) -> None:
    """``site-manifest.json`` (the SHA-256 of every file of the site, and the
    build's id: the hash of the whole list) and the site's service worker
    (``site/service-worker.js`` with that id) in place of JupyterLite's."""
    files = {
        f.relative_to(out).as_posix(): hashlib.sha256(f.read_bytes()).hexdigest()
        for f in sorted(out.rglob("*"))
        if f.is_file() and f.name not in NOT_KEPT
    }
    build = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    (out / "site-manifest.json").write_text(
        json.dumps({"build": build, "files": files}, indent=0, sort_keys=True) + "\n"
    )
    worker = (SITE_SRC / "service-worker.js").read_text(encoding="utf-8")
    if "__ORIFLAMME_BUILD__" not in worker:
        fail("site/service-worker.js has no __ORIFLAMME_BUILD__ to fill in")
    worker = worker.replace("__ORIFLAMME_BUILD__", build)
    for found in sorted(out.rglob("service-worker.js")):  # JupyterLite's, at the root and in voici/
        found.write_text(worker, encoding="utf-8")


def main() -> int:
    tools_py = sys.executable
    started = time.time()
    shutil.rmtree(WORK, ignore_errors=True)
    shutil.rmtree(OUT, ignore_errors=True)
    WORK.mkdir(parents=True)
    # npm: the Pyodide core and Font Awesome, exactly as package-lock.json says.
    npm = WORK / "npm"
    npm.mkdir()
    for f in ("package.json", "package-lock.json"):
        shutil.copy(SITE_SRC / f, npm / f)
    # npm checks each package against the lock's integrity hash; its cache is
    # the build's (CACHE/npm): offline when the cache has them, else fetched
    npm_ci = ["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--cache", CACHE / "npm"]
    if not offline(*npm_ci, "--offline", cwd=npm):
        fetch("npm packages (site/package-lock.json)", *npm_ci, "--prefer-offline", cwd=npm)
    pyodide_dir = npm / "node_modules" / "pyodide"
    lock = json.loads((pyodide_dir / "pyodide-lock.json").read_text())
    if lock["info"]["version"] != PYODIDE_VERSION:
        fail(f"npm gave Pyodide {lock['info']['version']}, not {PYODIDE_VERSION}")

    wheels = WORK / "wheels"
    fetch_wheels(wheels, tools_py)
    # The kernel's own wheels (from jupyterlite-pyodide-kernel), preloaded with
    # the rest: else the kernel installs them one by one with micropip at start.
    kernel_pypi = (
        Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite"
        / "pyodide-kernel-extension/static/pypi"
    )  # fmt: skip
    for name in KERNEL_WHEELS:
        found = sorted(kernel_pypi.glob(f"{name}-*.whl"))
        if not found:
            fail(f"no {name} wheel in {kernel_pypi} (jupyterlite-pyodide-kernel)")
        shutil.copy(found[-1], wheels / found[-1].name)
    piplite_on_first_pip(wheels)
    stdlib = WORK / "python_stdlib.zip"
    shutil.copy(pyodide_dir / "python_stdlib.zip", stdlib)
    precompile([*sorted(wheels.glob("*.whl")), stdlib])

    # The lite dir: the content and the configuration.
    lite = WORK / "lite"
    lite.mkdir()
    content(lite / "content")
    packages = {}
    for whl in sorted(wheels.glob("*.whl")):
        name, version, imports = wheel_meta(whl)
        packages[name] = {
            "name": name,
            "version": version,
            "file_name": whl.name,
            "install_dir": "site",
            "sha256": hashlib.sha256(whl.read_bytes()).hexdigest(),
            "package_type": "package",
            "imports": imports,
            "depends": [],
            "unvendored_tests": False,
        }
    preload = sorted(packages)
    for asked in KERNEL_ASKS:
        lock_name = normalized(asked)
        if lock_name not in packages:
            fail(f"the kernel asks for {asked}, which the site has no wheel for")
        if asked != lock_name:
            preload.append(asked)  # the site's pyodide.js loads it by its lock name
    settings = {
        "pyodideUrl": "../../static/pyodide/pyodide.js",
        "disablePyPIFallback": True,
        "loadPyodideOptions": {"packages": preload},
    }
    (lite / "jupyter-lite.json").write_text(
        json.dumps(
            {
                "jupyter-lite-schema-version": 0,
                "jupyter-config-data": {
                    "appName": "Oriflamme",
                    "litePluginSettings": {
                        "@jupyterlite/pyodide-kernel-extension:kernel": settings
                    },
                },
            },
            indent=1,
        )
    )
    run(
        Path(tools_py).parent / "voici", "build", "--contents", "content",
        "--output-dir", OUT, "--template", "oriflamme", cwd=lite,
        # the app's own page template (its loading screen in the page's language)
        env={**os.environ, "JUPYTER_PATH": str(ROOT / "share" / "jupyter")},
    )  # fmt: skip

    # Pyodide: the core, the wheels, and the lock listing exactly them.
    static = OUT / "static" / "pyodide"
    static.mkdir(parents=True, exist_ok=True)
    for f in ("pyodide.js", "pyodide.asm.js"):  # the kernel loads pyodide.js, not the .mjs
        shutil.copy(pyodide_dir / f, static / f)
    wasm_compressed(pyodide_dir / "pyodide.asm.wasm", static)
    shutil.copy(stdlib, static / stdlib.name)
    for whl in wheels.glob("*.whl"):
        shutil.copy(whl, static / whl.name)
    pyodide_once(static, packages)
    lock["packages"] = packages
    (static / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))

    # The site's configuration: the kernel's URLs resolve from voici/render/ pages.
    cfg_path = OUT / "jupyter-lite.json"
    cfg = json.loads(cfg_path.read_text())
    data = cfg["jupyter-config-data"]
    data["appName"] = "Oriflamme"
    plugins = data.setdefault("litePluginSettings", {})
    kernel = plugins.setdefault("@jupyterlite/pyodide-kernel-extension:kernel", {})
    kernel.update(settings)  # set here: the build's own merge of lite/ is not relied on
    piplite = [u.removeprefix("./") for u in kernel.get("pipliteUrls", [])]
    unused_extensions(OUT, data)
    # a .json file of the drive kept as text: overwriting one as JSON freezes
    # the kernel (jupyterlite/xeus#272); progress is kept as .txt besides
    # (oriflamme.tutor.progress.BrowserStorage), this guards any other file
    data.setdefault("fileTypes", {}).setdefault("json", {}).update(JSON_AS_TEXT)

    def kernel_for(up: str) -> dict[str, Any]:
        """The kernel's settings for a page ``up`` below the site's root: the
        extension resolves its URLs against the page's own address."""
        return {
            **kernel,
            "pyodideUrl": f"{up}static/pyodide/pyodide.js",
            "pipliteUrls": [up + u for u in piplite],
        }

    data["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"] = kernel_for(
        "../../"
    )  # the voici/render/ pages'
    cfg_path.write_text(json.dumps(cfg, indent=1))
    worker = kernel_worker(OUT)
    # voici inlines the configuration into each page it renders: the same there.
    inline = re.compile(
        r'(<script id="jupyter-config-data" type="application/json">)(.*?)(</script>)', re.S
    )
    for page in (OUT / "voici").rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        m = inline.search(text)
        if not m:
            continue
        page_cfg = json.loads(m.group(2))
        page_cfg["appName"] = "Oriflamme"
        page_cfg["federated_extensions"] = data["federated_extensions"]
        page_cfg.setdefault("fileTypes", {}).setdefault("json", {}).update(JSON_AS_TEXT)
        up = "../" * (len(page.relative_to(OUT).parts) - 1)
        page_cfg.setdefault("litePluginSettings", {})[
            "@jupyterlite/pyodide-kernel-extension:kernel"
        ] = kernel_for(up)
        page_cfg["oriflammeKernelWorker"] = up + worker  # the template's early start
        text = text[: m.start(2)] + json.dumps(page_cfg) + text[m.end(2) :]
        page.write_text(text, encoding="utf-8")

    # Font Awesome from the site, not a CDN: the page template's own copy (the
    # two webfonts the icons use), which Voila serves too.
    shutil.copytree(TEMPLATE / "static" / "fontawesome", OUT / "static" / "fontawesome")
    cdn = re.compile(r'https://[^"]+/@fortawesome/fontawesome-free@[^/"]+/css/')
    for page in (OUT / "voici").rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        depth = len(page.relative_to(OUT).parts) - 1
        text = cdn.sub("../" * depth + "static/fontawesome/css/", text)
        page.write_text(text, encoding="utf-8")

    shared_styles(OUT)
    left_out = unused_files(OUT)
    # Unused by voici: JupyterLab's own app bundle; the scripts' source maps.
    for f in OUT.rglob("*.js.map"):
        f.unlink()
    shutil.rmtree(OUT / "build", ignore_errors=True)
    for leftover in OUT.rglob(".jupyterlite.doit.db*"):
        leftover.unlink()
    for leftover in lite.glob(".jupyterlite.doit.db*"):
        leftover.unlink()
    # The site's front door: the landing page.
    (OUT / "index.html").write_text(
        '<!doctype html><meta charset="utf-8"><title>Oriflamme</title>'
        # no icon of its own: the browser asks the site for none (/favicon.ico)
        '<link rel="icon" href="data:;base64,=">'
        '<meta http-equiv="refresh" content="0; url=voici/render/index.html">'
        '<a href="voici/render/index.html">Oriflamme</a>\n',
        encoding="utf-8",
    )
    fixed_contents_times(OUT)
    (OUT / ".nojekyll").write_bytes(b"")  # GitHub Pages: serve every file as it is
    service_worker(OUT)
    # make's target dates from the build's start: a source edited during the
    # build is newer, and the next `make site` builds again.
    os.utime(OUT / "index.html", (started, started))
    size = sum(f.stat().st_size for f in OUT.rglob("*") if f.is_file())
    print(
        f"make site: {OUT} ({size / 1e6:.1f} MB, {len(packages)} wheels; "
        f"{left_out / 1e6:.1f} MB of voici's build that no page asks for left out)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
