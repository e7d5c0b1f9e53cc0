"""The static site's build steps that change what the app reads (issue 17):
catalogs parsed at build time, lessons as JSON, sourceless .pyc. The whole site
is tested in a browser (tests/browser/test_browser_site.py)."""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import json
import os
import pickle
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from fluent.syntax import FluentParser

from oriflamme.i18n import catalog
from oriflamme.tutor.lesson import load_lesson

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"


def _load(name: str):  # site/*.py are scripts, not a package
    spec = importlib.util.spec_from_file_location(f"site_{name}", SITE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def locales(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the French catalog in a locales folder of its own."""
    (tmp_path / "fr").mkdir()
    for f in catalog.ftl_files("fr"):
        (tmp_path / "fr" / f.name).write_bytes(f.read_bytes())
    monkeypatch.setattr(catalog, "LOCALES_DIR", tmp_path)
    catalog.reload()
    yield tmp_path
    catalog.reload()


def test_catalogs_parsed_at_build_time_are_used_when_their_text_matches(locales: Path) -> None:
    """The pickle of the site's wheel replaces parsing, file by file, only for a
    file whose text has the hash recorded with it; any other file is parsed."""
    ui = locales / "fr" / "ui.ftl"
    text = ui.read_text(encoding="utf-8")
    marked = FluentParser().parse("lang-name = Français (déjà lu)\n")
    stale = FluentParser().parse("lang-name = périmé\n")
    (locales / "fr" / catalog.PARSED).write_bytes(
        pickle.dumps(
            {
                "ui.ftl": (hashlib.sha256(text.encode()).hexdigest(), marked),
                "cards.ftl": ("0" * 64, stale),  # not this text: parsed again
            }
        )
    )
    parsed = {p.name: r for p, r in catalog.resources("fr")}
    assert parsed["ui.ftl"].equals(marked)
    assert not parsed["cards.ftl"].equals(stale)
    assert catalog.t("lang-name", "fr") == "Français (déjà lu)"
    assert catalog.t("card-archer", "fr") == "Archer"


def test_a_damaged_parsed_file_is_ignored(locales: Path) -> None:
    (locales / "fr" / catalog.PARSED).write_bytes(b"not a pickle")
    assert catalog.t("lang-name", "fr") == "Français"


def test_the_build_parses_every_catalog_of_the_wheel(tmp_path: Path) -> None:
    """site/ftl_parsed.py over a wheel holding the French catalog: one pickle per
    language, every file with the hash of its text, parsed as the app would."""
    whl = tmp_path / "oriflamme-0-py3-none-any.whl"
    with zipfile.ZipFile(whl, "w") as z:
        for f in catalog.ftl_files("fr"):
            z.write(f, f"oriflamme/locales/fr/{f.name}")
    done = subprocess.run(
        [sys.executable, SITE / "ftl_parsed.py", whl, tmp_path / "out"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    files = pickle.loads((tmp_path / "out" / "fr.pickle").read_bytes())
    assert sorted(files) == sorted(f.name for f in catalog.ftl_files("fr"))
    text = (catalog.LOCALES_DIR / "fr" / "ui.ftl").read_text(encoding="utf-8")
    digest, parsed = files["ui.ftl"]
    assert digest == hashlib.sha256(text.encode()).hexdigest()
    assert parsed.equals(FluentParser().parse(text))


def test_a_lesson_read_as_json_is_the_same_lesson(tmp_path: Path) -> None:
    """The site's wheel holds the lessons as JSON (site/build.py): the same
    lesson as its YAML file."""
    src = ROOT / "tutorials" / "base"
    yml = sorted(src.glob("*.yaml"))[0]
    as_json = tmp_path / (yml.stem + ".json")
    data = yaml.load(yml.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    as_json.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    a, b = load_lesson(yml), load_lesson(as_json)
    assert (a.id, a.solution, a.goal, a.scenario) == (b.id, b.solution, b.goal, b.scenario)


def test_precompiled_modules_import_without_their_source(tmp_path: Path) -> None:
    """site/pyc.py turns a wheel's .py into sourceless .pyc that import (run here
    with this Python's bytecode: the site's build runs it with a 3.12)."""
    pyc = _load("pyc")
    whl = tmp_path / "demo-1-py3-none-any.whl"
    with zipfile.ZipFile(whl, "w") as z:
        z.writestr("demo/__init__.py", "ANSWER = 6 * 7\n")
        z.writestr("demo-1.dist-info/RECORD", "")
    assert pyc.compile_archive(whl) == (1, 0)
    with zipfile.ZipFile(whl) as z:
        names = z.namelist()
        z.extractall(tmp_path / "site-packages")
    assert "demo/__init__.pyc" in names and "demo/__init__.py" not in names
    assert "demo/__init__.pyc" in (tmp_path / "site-packages/demo-1.dist-info/RECORD").read_text()
    done = subprocess.run(
        [sys.executable, "-c", "import demo; print(demo.ANSWER)"],
        cwd=tmp_path / "site-packages",
        capture_output=True,
        text=True,
    )
    assert done.stdout.strip() == "42", done.stderr


def test_precompiled_modules_lose_docstrings_and_asserts_but_pyodides_own_keep_them(
    tmp_path: Path,
) -> None:
    """site/pyc.py compiles as ``python -OO`` does (the Voila kernel's
    PYTHONOPTIMIZE=2), except Pyodide's own packages, whose docstrings Pyodide
    reads at start (issue 29)."""
    pyc = _load("pyc")
    source = '"""The doc."""\nassert False, "an assert left in"\n'
    whl = tmp_path / "demo-1-py3-none-any.whl"
    with zipfile.ZipFile(whl, "w") as z:
        z.writestr("demo/__init__.py", source)
        z.writestr("pyodide/__init__.py", '"""Pyodide\'s doc."""\n')
        z.writestr("demo-1.dist-info/RECORD", "")
    assert pyc.compile_archive(whl) == (2, 0)
    with zipfile.ZipFile(whl) as z:
        z.extractall(tmp_path / "site-packages")
    done = subprocess.run(
        [sys.executable, "-c", "import demo, pyodide; print(demo.__doc__, pyodide.__doc__)"],
        cwd=tmp_path / "site-packages",
        capture_output=True,
        text=True,
    )
    assert done.stdout.strip() == "None Pyodide's doc.", done.stderr


# ---------------------------------------------------------------- issue 29

SITE_SRC = SITE


def _pins(text: str) -> dict[str, str]:
    """name → version of each ``name==version`` requirement (names normalized)."""
    pins = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if "==" in line:
            name, _, version = line.partition("==")
            pins[re.sub(r"[-_.]+", "-", name).lower()] = version.split()[0].rstrip("\\").strip()
    return pins


def test_every_build_tool_is_pinned_with_its_hashes() -> None:
    """site/requirements-build.txt (``make site-lock``) pins exactly the tools of
    requirements-build.in, each with the hashes pip --require-hashes checks."""
    lock = (SITE_SRC / "requirements-build.txt").read_text()
    wanted = _pins((SITE_SRC / "requirements-build.in").read_text())
    assert _pins(lock) == wanted
    blocks = re.split(r"\n(?=[A-Za-z0-9])", lock.split("\n", 6)[-1])
    for block in blocks:
        if "==" in block:
            assert "--hash=sha256:" in block, f"no hash for {block.splitlines()[0]}"


def test_what_the_browser_runs_is_hash_checked() -> None:
    """Every wheel and sdist of the site with its hash; every npm package with
    the lock's integrity hash and nothing unused (Font Awesome is the template's)."""
    for name in ("wheels.txt", "sdists.txt"):
        for line in (SITE_SRC / name).read_text().splitlines():
            if line.strip():
                assert re.search(r"==\S+ --hash=sha256:[0-9a-f]{64}$", line), line
    lock = json.loads((SITE_SRC / "package-lock.json").read_text())
    packages = {k: v for k, v in lock["packages"].items() if k}
    assert packages and all(v["integrity"].startswith("sha512-") for v in packages.values())
    assert not any("fortawesome" in k for k in packages)


def test_the_build_needs_no_network_once_it_has_run() -> None:
    """Every download of site/build.py is tried from the build's cache first
    (``--no-index --find-links`` for pip, ``--offline`` for npm) and fetched
    into that cache otherwise; the Makefile's tools venv likewise, and
    ``make clean`` keeps the cache."""
    build = (SITE_SRC / "build.py").read_text()
    assert build.count('"--no-index", "--find-links", cache') == 2
    assert '*npm_ci, "--offline"' in build
    assert "shutil.rmtree(CACHE" not in build
    makefile = (SITE_SRC.parent / "Makefile").read_text()
    assert "--no-index --find-links $(SITE_CACHE)/tools -r site/requirements-build.txt" in makefile
    assert "-not -name site-cache" in makefile


# ---------------------------------------------------------------- issue 29, item 4


@pytest.fixture
def build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """site/build.py with its list of unused files in ``tmp_path``."""
    module = _load("build")
    monkeypatch.setattr(module, "UNUSED_LIST", tmp_path / "unused-files.txt")
    monkeypatch.delenv("SITE_KEEP_UNUSED", raising=False)
    return module


def _site(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_unused_files_are_left_out_and_the_file_browser_with_them(build, tmp_path: Path) -> None:
    build.UNUSED_LIST.write_text("# comment\nvoici/build/1043.js\nvoici/build/treepage.js\n")
    out = _site(
        tmp_path / "site",
        {
            "voici/build/1043.js": "x" * 10,
            "voici/build/treepage.js": "y" * 5,
            "voici/build/voici.js": "z",
            "voici/tree/index.html": '<script src="../build/treepage.js"></script>',
            "voici/index.html": "to the tree",
            "voici/render/app-fr.html": '<script src="../build/voici.js"></script>',
        },
    )
    assert build.unused_files(out) == 15
    assert not (out / "voici/build/1043.js").exists()
    assert (out / "voici/build/voici.js").exists()
    assert not (out / "voici/tree").exists()
    assert "render/index.html" in (out / "voici/index.html").read_text()


def test_the_build_stops_when_a_page_names_a_file_left_out(build, tmp_path: Path) -> None:
    build.UNUSED_LIST.write_text("voici/build/1043.js\n")
    out = _site(
        tmp_path / "site",
        {
            "voici/build/1043.js": "x",
            "voici/render/app-fr.html": '<link rel="preload" href="../build/1043.js">',
        },
    )
    with pytest.raises(SystemExit, match=r"app-fr\.html names 1043\.js"):
        build.unused_files(out)


def test_the_build_stops_when_a_listed_file_is_not_built(build, tmp_path: Path) -> None:
    """A new voici renames its chunks: the list is stale, said with the way out."""
    build.UNUSED_LIST.write_text("voici/build/1043.js\n")
    out = _site(tmp_path / "site", {"voici/build/9999.js": "x"})
    with pytest.raises(SystemExit, match="make site-unused"):
        build.unused_files(out)
    build.UNUSED_LIST.write_text("static/pyodide/ipython-9.0.2-py3-none-any.whl\n")
    with pytest.raises(SystemExit, match="not under voici/build/"):
        build.unused_files(out)


def test_pyodide_fetches_its_webassembly_compressed(build, tmp_path: Path) -> None:
    """The loader no longer fetches pyodide.asm.wasm: it compiles with the
    site's ``__oriflammeWasm`` (the page's module, else the .gz inflated and
    compiled as it streams in); the .gz inflates to the very same bytes."""
    import gzip

    wasm = tmp_path / "pyodide.asm.wasm"
    wasm.write_bytes(b"\0asm" + bytes(range(256)) * 40)
    static = tmp_path / "static"
    static.mkdir()
    (static / "pyodide.js").write_text(
        f"let{{binary:t,response:i}}={build.WASM_FETCH};{build.WASM_INSTANTIATE};",
        encoding="utf-8",
    )
    build.wasm_compressed(wasm, static)
    assert gzip.decompress((static / "pyodide.asm.wasm.gz").read_bytes()) == wasm.read_bytes()
    loader = (static / "pyodide.js").read_text(encoding="utf-8")
    assert build.WASM_FETCH not in loader and build.WASM_INSTANTIATE not in loader
    assert "n=await globalThis.__oriflammeWasm(e,r)" in loader
    assert '"pyodide.asm.wasm.gz"' in build.PYODIDE_ONCE
    assert "DecompressionStream" in build.PYODIDE_ONCE
    assert "instantiateStreaming" in build.PYODIDE_ONCE
    # the same bytes for the same input (no time or name in the gzip header)
    first = (static / "pyodide.asm.wasm.gz").read_bytes()
    (static / "pyodide.js").write_text(build.WASM_FETCH + build.WASM_INSTANTIATE, encoding="utf-8")
    build.wasm_compressed(wasm, static)
    assert (static / "pyodide.asm.wasm.gz").read_bytes() == first
    # a Pyodide whose loader changed: the build says so
    for changed in ("fetch(wasmUrl)" + build.WASM_INSTANTIATE, build.WASM_FETCH):
        (static / "pyodide.js").write_text(changed, encoding="utf-8")
        with pytest.raises(SystemExit, match=r"pyodide\.js"):
            build.wasm_compressed(wasm, static)


def _node_json(script: str) -> Any:
    """Run ``script`` (an ES module) in node; what it printed, read as JSON."""
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


#: Run under node: a stand-in for Pyodide's loader (``loadPyodide`` counts its
#: calls) with the site's addition, read twice as ``importScripts`` does, and
#: a ``fetch`` that records what is asked of the network.
_ONCE_JS = """
const asked = [];
globalThis.fetch = async (url, init) => {
  asked.push([String(url), (init || {}).integrity || null]);
  if (String(url).endsWith("pyodide-lock.json")) {
    return new Response(JSON.stringify(LOCK));
  }
  return new Response("wheel " + url);
};
globalThis.loads = 0;
const LOADER = "globalThis.loadPyodide = async (o) => ({n: ++globalThis.loads, o, " +
  "FS: {mkdirTree: () => {}, writeFile: () => {}}, runPython: () => {}, loadedPackages: {}});" +
  ONCE;
(0, eval)(LOADER);
const opts = () => ({indexURL: "http://site/static/pyodide/",
                     packages: ["alpha"], env: {QUERY_STRING: "lang=fr"}});
const a = loadPyodide(opts());
(0, eval)(LOADER);  // the extension's importScripts of pyodide.js, again
const b = loadPyodide({env: {QUERY_STRING: "lang=fr"}, packages: ["alpha"],
                       indexURL: "http://site/static/pyodide/"});
const c = loadPyodide({...opts(), env: {QUERY_STRING: "lang=uk"}});
await new Promise((r) => setTimeout(r, 50));
const wheel = "http://site/static/pyodide/alpha-1-py3-none-any.whl";
const before = asked.length;
const got = await (await fetch(new URL(wheel), {integrity: SRI})).text();
const again = await (await fetch(new URL(wheel), {integrity: SRI})).text();
const other = await (await fetch(wheel, {integrity: "sha256-other"})).text();
console.log(JSON.stringify({
  same: a === b, other_options: a !== c, loads: globalThis.loads,
  first: (await a).n, third: (await c).n,
  asked_before: asked.slice(0, before), asked_after: asked.slice(before), got, again, other,
}));
"""


def test_pyodide_starts_once_per_options_and_fetches_wheels_ahead(build) -> None:
    """Issue 29's early start: the kernel extension's own ``loadPyodide``
    (same options, its keys in any order, pyodide.js read again) gets the
    Python the page's early call started — one start, not two; other options
    start their own. The preloaded wheels are fetched as it starts, with the
    lock's SHA-256 as their integrity, and Pyodide's fetch of one (same
    address and integrity) gets that response once; another integrity goes
    to the network."""
    sha = hashlib.sha256(b"alpha").hexdigest()
    lock = {"packages": {"alpha": {"file_name": "alpha-1-py3-none-any.whl", "sha256": sha}}}
    sri = "sha256-" + __import__("base64").b64encode(bytes.fromhex(sha)).decode()
    script = (
        f"const ONCE = {json.dumps(build.pyodide_once_js({}, ()))};\n"
        f"const LOCK = {json.dumps(lock)};\nconst SRI = {json.dumps(sri)};\n" + _ONCE_JS
    )
    out = _node_json(script)
    assert out["same"] and out["other_options"]
    assert (out["loads"], out["first"], out["third"]) == (2, 1, 2)
    wheel = "http://site/static/pyodide/alpha-1-py3-none-any.whl"
    # the lock and the wheel fetched ahead (once: the second start's lock too),
    # the wheel with the lock's integrity
    assert [wheel, sri] in out["asked_before"]
    assert out["asked_before"].count([wheel, sri]) == 2  # one per start (two starts)
    assert out["got"] == f"wheel {wheel}"
    # Pyodide's first fetch was answered ahead; later ones go to the network
    assert out["asked_after"][0] == [wheel, sri] and out["again"] == f"wheel {wheel}"
    assert [wheel, "sha256-other"] in out["asked_after"]


#: Under node: a stand-in for Pyodide's loader that records the packages it is
#: asked to unpack and gives a Python whose file system, ``runPython`` and
#: ``loadedPackages`` record what the site's addition does with the wheels it
#: mounts; ``fetch`` serves the wheels (``BAD``: one with the wrong bytes).
_MOUNT_JS = """
const fetched = [];
globalThis.fetch = async (url, init) => {
  const name = String(url).split("/").pop();
  fetched.push(name);
  if (!(name in WHEELS)) { return new Response("", {status: 404}); }
  if (init.integrity !== SRI[name]) { throw new TypeError("integrity mismatch"); }
  return new Response(WHEELS[name]);
};
const made = [];
const LOADER = `globalThis.loadPyodide = async (o) => {
  const py = {asked: o.packages, files: {}, ran: [], loadedPackages: {}};
  py.FS = {mkdirTree: () => {},
           writeFile: (p, b) => { py.files[p] = new TextDecoder().decode(b); }};
  py.runPython = (code) => { py.ran.push(code); };
  globalThis.made.push(py);
  return py;
};` + ONCE;
globalThis.made = made;
(0, eval)(LOADER);
const py = await loadPyodide({indexURL: "http://site/static/pyodide/",
                              packages: ["alpha", "Beta_Two", "beta-two", "gamma"]});
const alpha = await fetch("http://site/static/pyodide/alpha-1-py3-none-any.whl",
                          {integrity: SRI["alpha-1-py3-none-any.whl"]});
let failed = null;
try {
  await loadPyodide({indexURL: "http://site/static/pyodide/", packages: ["beta-two", "delta"]});
} catch (e) { failed = String(e); }
console.log(JSON.stringify({asked: py.asked, files: py.files, ran: py.ran,
                            loaded: py.loadedPackages, failed, fetched,
                            alpha: await alpha.text()}));
"""


def test_pyodide_mounts_wheels_as_zips_and_defers_some(build, tmp_path: Path) -> None:
    """Issue 29: the wheels the site mounts are not unpacked by Pyodide — each
    is fetched with its hash, written whole into Python's file system, put on
    ``sys.path`` and named loaded before the kernel gets its Python; a deferred
    one is not loaded at all; the kernel's own spelling of a name (``Beta_Two``)
    is the lock's (``beta-two``), once. A wheel that does not arrive fails the
    start, naming its file. The wheels Pyodide unpacks are fetched ahead from
    the build's table, without waiting for the lock."""
    wheels = {
        "alpha-1-py3-none-any.whl": "alpha",
        "beta_two-1-py3-none-any.whl": "beta's zip",
        "delta-1-py3-none-any.whl": "delta",
    }
    b64 = __import__("base64").b64encode
    sri = {
        n: "sha256-" + b64(hashlib.sha256(d.encode()).digest()).decode() for n, d in wheels.items()
    }
    mounted = {
        "beta-two": ["beta_two-1-py3-none-any.whl", hashlib.sha256(b"beta's zip").hexdigest()],
        "delta": ["delta-1-py3-none-any.whl", hashlib.sha256(b"not delta").hexdigest()],
    }
    ahead = {"alpha": ["alpha-1-py3-none-any.whl", hashlib.sha256(b"alpha").hexdigest()]}
    script = (
        f"const ONCE = {json.dumps(build.pyodide_once_js(mounted, ('gamma',), ahead))};\n"
        f"const WHEELS = {json.dumps(wheels)};\nconst SRI = {json.dumps(sri)};\n" + _MOUNT_JS
    )
    out = _node_json(script)
    assert out["asked"] == ["alpha"]  # beta-two mounted, gamma deferred
    path = "/lib/oriflamme-wheels/beta_two-1-py3-none-any.whl"
    assert out["files"] == {path: "beta's zip"}
    assert len(out["ran"]) == 1
    # what it runs in Python, run here (HOME a temporary folder): the wheel on
    # sys.path, the working folder off it, and IPython's profile told to keep
    # it off — the kernel's working folder is the drive, where every import
    # would ask the page
    probe = "import sys\nsys.path[:0] = ['', '.']\n" + out["ran"][0] + "\nprint(repr(sys.path))"
    env = {k: v for k, v in os.environ.items() if k != "IPYTHONDIR"} | {"HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, check=True
    )
    paths = ast.literal_eval(done.stdout.strip())
    assert paths[-1] == path and "" not in paths and "." not in paths
    config = tmp_path / ".ipython" / "profile_default" / "ipython_config.json"
    assert json.loads(config.read_text()) == {"InteractiveShellApp": {"ignore_cwd": True}}
    assert out["loaded"] == {"beta-two": "default channel"}
    assert out["failed"] and "static/pyodide/delta-1-py3-none-any.whl" in out["failed"]
    # the unpacked one fetched ahead from the build's table, the lock not asked
    # for; Pyodide's fetch of it answered from that (not fetched twice)
    assert out["alpha"] == "alpha" and out["fetched"].count("alpha-1-py3-none-any.whl") == 1
    assert "pyodide-lock.json" not in out["fetched"]


def test_piplite_is_loaded_at_the_first_pip(build, tmp_path: Path) -> None:
    """The kernel's start imports only the site's ``piplite.piplite`` (the two
    settings and ``install``), not micropip: piplite's own module is kept as
    ``piplite._piplite``; a piplite that changed stops the build."""
    whl = tmp_path / "piplite-0.6.1-py3-none-any.whl"
    real = b"import micropip\n\n_PIPLITE_URLS = []\n"
    files = {"piplite/piplite.py": real, "piplite/__init__.py": b""}
    build.write_wheel(whl, "piplite", "0.6.1", files)
    build.piplite_on_first_pip(tmp_path)
    with zipfile.ZipFile(whl) as z:
        assert z.read("piplite/_piplite.py") == real
        stand_in = z.read("piplite/piplite.py").decode()
    assert "import micropip" not in stand_in and "_PIPLITE_URLS = []" in stand_in
    assert "_PIPLITE_DISABLE_PYPI = False" in stand_in and "def install(" in stand_in
    whl.unlink()
    build.write_wheel(whl, "piplite", "0.7.0", {"piplite/piplite.py": b"from x import y\n"})
    with pytest.raises(SystemExit, match="piplite"):
        build.piplite_on_first_pip(tmp_path)


def test_namespace_packages_are_found(build, tmp_path: Path) -> None:
    """A wheel with a namespace package (``fluent``) cannot be mounted as a zip."""
    whl = tmp_path / "fluent_x-1-py3-none-any.whl"
    build.write_wheel(whl, "fluent-x", "1", {"fluent/x/__init__.py": b"", "fluent/x/a.py": b""})
    assert build.namespace_packages(whl) == ["fluent"]
    files = {"fluent/__init__.py": b"", "fluent/x/__init__.pyc": b"", "top.py": b""}
    build.write_wheel(whl, "fluent-x", "1", {**files, "fluent/x/data/t.txt": b""})
    assert build.namespace_packages(whl) == []


def test_kernel_worker_is_found_in_the_kernel_extension(build, tmp_path: Path) -> None:
    """The page's early start makes the very worker the kernel extension
    would (the chunk it names when the page is not cross-origin isolated);
    an extension that makes it otherwise stops the build."""
    static = tmp_path / build.KERNEL_EXTENSION
    static.mkdir(parents=True)
    (static / "352.abc123.js").write_text("worker", encoding="utf-8")
    (static / "620.def456.js").write_text("worker with atomics", encoding="utf-8")
    page = static / "592.aaa.js"
    page.write_text(
        "initWorker(e){return crossOriginIsolated?new Worker(new URL(n.p+n.u(620),n.b),"
        "{type:void 0}):new Worker(new URL(n.p+n.u(352),n.b),{type:void 0})}",
        encoding="utf-8",
    )
    assert build.kernel_worker(tmp_path) == f"{build.KERNEL_EXTENSION}/352.abc123.js?v=abc123"
    page.write_text("initWorker(e){return new Worker(u)}", encoding="utf-8")
    with pytest.raises(SystemExit, match="kernel worker"):
        build.kernel_worker(tmp_path)
