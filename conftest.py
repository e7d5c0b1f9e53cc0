"""Tests never touch a user's data (issue 32 item 5): every pytest run of the
repository — the unit tests, the browser tests, the notebooks (``--nbval-lax``,
which ``tests/conftest.py`` does not reach: this file sits at the root for that) —
leaves the user's files alone.

1. **Redirected at start**, before any test is collected: ``HOME``, the XDG
   folders, Jupyter's data, runtime and config folders (``JUPYTER_DATA_DIR``,
   ``JUPYTER_RUNTIME_DIR``, ``JUPYTER_CONFIG_DIR``), ``IPYTHONDIR`` and
   ``ORIFLAMME_PROGRESS`` point into one temporary folder of the run (removed at
   the end). Every process the tests start — a Voila server and its kernels, the
   notebooks' kernels, the command line, xdist's workers — inherits them.
2. **Per test** (an autouse fixture): ``ORIFLAMME_PROGRESS`` names a file of that
   test alone, so no test sees another's stars.
3. **Guarded**: in every test process an audit hook refuses (``PermissionError``)
   and records any write, rename, removal or new folder under the real home
   (outside the repository and the Python installation) or the real Jupyter data
   folder; the test that did it fails, named. At the end of the run, the real
   Jupyter data folder's ``oriflamme/`` (progress files) and the new entries of
   the real home and data folder are compared with a snapshot taken at the start
   (this catches a process started by a test, which the hook cannot see): any
   difference fails the run, listing what changed.

The real home is ``$HOME`` as the run found it (``ORIFLAMME_TEST_REAL_HOME``
names another one, for the test of this guard). docs/testing.md says more.
"""

from __future__ import annotations

import atexit
import itertools
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent


#: Set by the first process of a run, inherited by its workers.
ROOT_ENV = "ORIFLAMME_TEST_ROOT"
REAL_HOME_ENV = "ORIFLAMME_TEST_REAL_HOME"
REAL_DATA_ENV = "ORIFLAMME_TEST_REAL_JUPYTER_DATA"


def _real_jupyter_data() -> str:
    """The Jupyter data folder as the user's environment names it (before the
    redirection: ``JUPYTER_DATA_DIR``, else the platform's default)."""
    from jupyter_core.paths import jupyter_data_dir

    return jupyter_data_dir()


def _isolate() -> tuple[Path, Path, Path, bool]:
    """Redirect the user's folders into a temporary root (once per run; a
    worker reuses its controller's). Returns the root, the real home, the real
    Jupyter data folder, and whether this process made the root."""
    real_home = Path(os.environ.get(REAL_HOME_ENV) or os.path.expanduser("~")).resolve()
    real_data = Path(os.environ.get(REAL_DATA_ENV) or _real_jupyter_data()).resolve()
    existing = os.environ.get(ROOT_ENV)
    if existing and Path(existing).is_dir():
        return Path(existing), real_home, real_data, False
    root = Path(tempfile.mkdtemp(prefix="oriflamme-tests-")).resolve()
    home = root / "home"
    folders = {
        "HOME": home,
        "XDG_DATA_HOME": home / ".local" / "share",
        "XDG_CONFIG_HOME": home / ".config",
        "XDG_CACHE_HOME": home / ".cache",
        "XDG_STATE_HOME": home / ".local" / "state",
        "JUPYTER_DATA_DIR": root / "jupyter" / "data",
        "JUPYTER_RUNTIME_DIR": root / "jupyter" / "runtime",
        "JUPYTER_CONFIG_DIR": root / "jupyter" / "config",
        "IPYTHONDIR": root / "ipython",
    }
    for name, folder in folders.items():
        folder.mkdir(parents=True, exist_ok=True)
        os.environ[name] = str(folder)
    os.environ["ORIFLAMME_PROGRESS"] = str(root / "progress" / "session" / "progress.json")
    os.environ[ROOT_ENV] = str(root)
    os.environ[REAL_HOME_ENV] = str(real_home)
    os.environ[REAL_DATA_ENV] = str(real_data)
    return root, real_home, real_data, True


ROOT, REAL_HOME, REAL_DATA, OWNER = _isolate()
if OWNER:
    atexit.register(shutil.rmtree, ROOT, ignore_errors=True)


# --- the audit hook: writes under the real home, refused and recorded ---------------

#: Where a test may write although it is under the real home: the repository
#: (artifacts, caches, bytecode) and the Python installation (bytecode).
_ALLOWED = tuple(
    str(p) + os.sep for p in {REPO, Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve()}
)
_WATCHED = tuple(str(p) + os.sep for p in (REAL_HOME, REAL_DATA))
#: Writes seen: (test id, event, path).
WRITES: list[tuple[str, str, str]] = []
_current_test = ["(collection)"]
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
_PATH_EVENTS = {
    "os.mkdir": (0,),
    "os.remove": (0,),
    "os.rmdir": (0,),
    "os.rename": (0, 1),
    "os.symlink": (1,),
    "os.link": (1,),
    "os.truncate": (0,),
    "os.utime": (0,),
    "os.chmod": (0,),
    "shutil.copyfile": (1,),
    "shutil.rmtree": (0,),
    "sqlite3.connect": (0,),
}


def watched(path: object) -> str | None:
    """The absolute path if ``path`` is under the real home or Jupyter data
    folder (and not in the repository or the Python installation), else None."""
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    if not isinstance(path, str | os.PathLike):
        return None
    full = os.path.abspath(os.fspath(path))
    probe = full + os.sep
    if probe.startswith(_WATCHED) and not probe.startswith(_ALLOWED):
        return full
    return None


def _audit(event: str, args: tuple[object, ...]) -> None:
    if event == "open":
        path, mode, flags = args
        writing = (
            any(c in mode for c in "wax+")
            if isinstance(mode, str)
            else isinstance(flags, int) and bool(flags & _WRITE_FLAGS)
        )
        places = (path,) if writing else ()
    elif event in _PATH_EVENTS:
        places = tuple(args[i] for i in _PATH_EVENTS[event] if i < len(args))
    else:
        return
    for place in places:
        full = watched(place)
        if full is not None and not (event == "sqlite3.connect" and full.endswith(":memory:")):
            WRITES.append((_current_test[0], event, full))
            raise PermissionError(f"a test wrote to the user's own data: {event} {full}")


sys.addaudithook(_audit)


@pytest.fixture(autouse=True)
def _no_user_data(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """This test's own progress file; an error if its fixtures wrote the user's data."""
    _current_test[0] = request.node.nodeid
    own = ROOT / "progress" / f"{os.getpid()}-{next(_COUNTER)}" / "progress.json"
    monkeypatch.setenv("ORIFLAMME_PROGRESS", str(own))
    seen = len(WRITES)
    yield
    _current_test[0] = "(between tests)"
    _fail_for(seen)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """The test fails if its body wrote to the user's data (even when the
    refused write was caught, as ``Progress.save`` catches an ``OSError``)."""
    seen = len(WRITES)
    result = yield
    _fail_for(seen)
    return result


#: How many of ``WRITES`` a failure has already named.
_reported = [0]


def _fail_for(since: int) -> None:
    """Fail the test for the writes recorded since ``since`` not yet reported."""
    writes = WRITES[max(since, _reported[0]) :]
    _reported[0] = len(WRITES)
    if writes:
        listed = "; ".join(f"{event} {path}" for _, event, path in writes)
        pytest.fail(f"this test wrote to the user's own data (refused): {listed}", pytrace=False)


_COUNTER = itertools.count()


# --- the snapshot: what other processes may have written ------------------------------


def _snapshot() -> dict[str, tuple[int, int] | None]:
    """Files of the real data folder's ``oriflamme/`` (mtime, size), and the
    names in the real home and the real data folder (``None``)."""
    out: dict[str, tuple[int, int] | None] = {}
    for folder in (REAL_HOME, REAL_DATA):
        try:
            for entry in os.scandir(folder):
                out[entry.path] = None
        except OSError:
            pass
    progress = REAL_DATA / "oriflamme"
    for dirpath, dirnames, filenames in os.walk(progress):
        dirnames.sort()
        for name in filenames:
            path = os.path.join(dirpath, name)
            try:
                st = os.stat(path)
            except OSError:
                continue
            out[path] = (st.st_mtime_ns, st.st_size)
    return out


def changes(
    before: dict[str, tuple[int, int] | None], after: dict[str, tuple[int, int] | None]
) -> list[str]:
    """What differs between two snapshots: new, gone or rewritten entries."""
    out = [f"new: {p}" for p in sorted(after.keys() - before.keys())]
    out += [f"gone: {p}" for p in sorted(before.keys() - after.keys())]
    out += [f"written: {p}" for p in sorted(before.keys() & after.keys()) if before[p] != after[p]]
    return out


def _is_controller(config: pytest.Config) -> bool:
    return not hasattr(config, "workerinput")


def pytest_configure(config: pytest.Config) -> None:
    if _is_controller(config):
        config.stash[_BEFORE] = _snapshot()


_BEFORE = pytest.StashKey[dict[str, tuple[int, int] | None]]()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    if not _is_controller(config) or _BEFORE not in config.stash:
        return
    found = changes(config.stash[_BEFORE], _snapshot())
    if not found:
        return
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    lines = [
        "the test run wrote to the user's own data (the real home or Jupyter data folder);",
        "a process the tests started did it, or another program on this machine:",
        *found,
    ]
    if reporter is not None:
        reporter.write_sep("=", "user data touched", red=True)
        for line in lines:
            reporter.write_line(line)
    else:  # pragma: no cover - pytest always has one
        print("\n".join(lines), file=sys.stderr)
    session.exitstatus = pytest.ExitCode.TESTS_FAILED
