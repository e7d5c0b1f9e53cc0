"""The learner's progress: best stars per lesson, saved where the platform keeps files.

The file is ``jupyter_data_dir()/oriflamme/progress.json`` on a server or a
desktop, and ``/drive/oriflamme/progress.json`` in the browser (the static site:
Pyodide, where ``/drive`` is JupyterLite's storage, kept in the browser's
IndexedDB across reloads); the environment variable ``ORIFLAMME_PROGRESS``
names another file, for tests and shared machines.

``Progress`` reads and writes through one interface, ``Storage`` (read the
file, write it whole, set it aside, hold its lock), and ``storage_for(path)``
picks the backend of the platform: ``FileStorage`` on a server or a desktop
(a lock file with ``flock``, atomic writes through a temporary file), and
``BrowserStorage`` under Pyodide (JupyterLite's drive: no locks there, a
file written in place, one request to the page's storage instead of a
create-write-rename, and kept as ``progress.txt``: the drive cannot overwrite
a ``.json`` file, see ``BROWSER_SUFFIX``). On a server shared by a
class, each learner who gives their name has a file of their own next to it:
``learners/<name>.json`` (``Progress.for_learner``), so that nobody's stars overwrite another's.

Nothing is lost (issue 19):

- a save happens under a lock (``fcntl.flock`` on ``.<file>.lock``): it reads
  what is on disk now, replays this session's changes on it (a completion adds
  one to the count on disk, stars keep the best, a reset forgets the lesson)
  and writes atomically (a temporary file, then ``os.replace``). Two tabs, or
  two processes, saving different lessons both keep theirs.
- a file that cannot be read as progress (not UTF-8, not JSON, nested too deep,
  wrong types) is moved aside to ``<file>.corrupt-<time>`` and
  ``Progress.problem`` says so, so that the UI can tell the learner where their
  old file went; if it cannot even be moved (a read-only folder), it is left
  where it is and that is reported. The tutor starts anyway.
- a save that cannot be written (read-only folder, full disk) is reported in
  ``problem``; the stars stay in memory for the session and are written by the
  next save that succeeds.

What a file holds, and how counts travel between places (a learner's file
downloaded and uploaded elsewhere: ``export_bytes``, ``merge_file``): ``ledger``.
Besides the stars, a lesson keeps its attempts, the last move's time and the
wrong moves made with the rules they touch (``attempt``, ``mistake``), for the
teacher's class view (``classroom``); the assignments a learner opened by
link are kept too (``open_assignment``).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import sys
import tempfile
import threading
import time
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from . import ledger
from .ledger import ProgressFileError as ProgressFileError  # re-exported: part of this API

#: Pyodide (the static site): one learner, one browser; no ``jupyter_core``.
IN_BROWSER = sys.platform == "emscripten"
#: Where the static site keeps files across reloads (JupyterLite's drive).
BROWSER_DRIVE = Path("/drive")

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: one process per file is assumed
    fcntl = None  # type: ignore[assignment]

ENV = "ORIFLAMME_PROGRESS"
VERSION = 1
#: The folder of per-learner files, next to the shared file.
LEARNERS = "learners"
#: The longest learner name kept (characters, after sanitizing).
MAX_NAME = 40
#: A progress file bigger than this is not progress (a few kB for the whole course).
MAX_BYTES = 1_000_000


def default_path() -> Path:
    """Where progress is kept: ``$ORIFLAMME_PROGRESS``, else the browser's drive
    under Pyodide, else the Jupyter data dir."""
    env = os.environ.get(ENV)
    if env:
        return Path(env)
    if IN_BROWSER:  # pragma: no cover - exercised by tests/browser/test_browser_site.py
        return BROWSER_DRIVE / "oriflamme" / "progress.json"
    from jupyter_core.paths import jupyter_data_dir

    return Path(jupyter_data_dir()) / "oriflamme" / "progress.json"


def learner_id(name: str) -> str:
    """A learner's name as a safe file name: «Олена Коваль» → ``олена-коваль``.

    Letters (any alphabet) and digits are kept, in lower case; runs of anything
    else become one ``-``; at most ``MAX_NAME`` characters. "" if nothing is left
    (no name: the shared file). Never a path: no ``/``, ``.``, or ``..``.
    """
    text = unicodedata.normalize("NFKC", str(name)).casefold()
    text = re.sub(r"[\W_]+", "-", text).strip("-")
    return text[:MAX_NAME].strip("-")


def learners(path: str | Path | None = None) -> list[str]:
    """The names of the learners with a file next to ``path`` (sorted)."""
    folder = (Path(path) if path is not None else default_path()).parent / LEARNERS
    # in the browser's drive a learner's file is ``<id>.txt`` (BrowserStorage),
    # or still ``<id>.json`` if an older site wrote it
    patterns = ["*.json", f"*{BROWSER_SUFFIX}"] if IN_BROWSER else ["*.json"]
    names: dict[str, str] = {}
    with contextlib.suppress(OSError):
        for f in sorted(f for pattern in patterns for f in folder.glob(pattern)):
            name = _learner_name(f)
            if name and learner_id(name) == f.stem:
                names[f.stem] = name
    return sorted(names.values(), key=str.casefold)


def _learner_name(f: Path) -> str:
    """The name a learner typed, as their file keeps it ("" if unreadable)."""
    try:
        data = json.loads(f.read_bytes()[:MAX_BYTES].decode("utf-8"))
        name = data.get("learner", "") if isinstance(data, dict) else ""
    except (OSError, ValueError, RecursionError):
        return ""
    return name if isinstance(name, str) else ""


def _read_doc(storage: Storage) -> dict[str, Any]:
    """The document of a progress file (``ledger``); ``FileNotFoundError`` if
    there is none, another ``OSError`` if it cannot be read, ``ValueError``
    (``ProgressFileError``) if it is no progress."""
    return ledger.parse(storage.read(), MAX_BYTES)


def _read(storage: Storage) -> dict[str, dict[str, Any]]:
    """The lessons of a progress file (errors as ``_read_doc``)."""
    lessons: dict[str, dict[str, Any]] = _read_doc(storage)["lessons"]
    return lessons


class Storage:
    """Where one progress file is kept: the interface ``Progress`` uses.

    ``read()`` the file's bytes (``FileNotFoundError`` if there is none),
    ``write(data)`` it whole, ``set_aside(suffix)`` move it to a backup beside
    it (returns its path), ``locked()`` hold the file's lock while inside;
    ``beside(*parts)`` the storage of another file next to it (a learner's).
    Every failure is an ``OSError``.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    def read(self) -> bytes:
        return self.path.read_bytes()

    def write(self, data: bytes) -> None:
        raise NotImplementedError

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        raise NotImplementedError
        yield  # pragma: no cover

    def set_aside(self, suffix: str) -> Path:
        backup = self.path.with_name(f"{self.path.name}.{suffix}")
        os.replace(self.path, backup)
        return backup

    def beside(self, *parts: str) -> Storage:
        return type(self)(self.path.parent.joinpath(*parts))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self.path)!r})"


class FileStorage(Storage):
    """A file on a server's or a desktop's disk, shared by processes and tabs:
    a lock (``flock`` on ``.<file>.lock``) and atomic writes (a temporary
    file, ``fsync``, then ``os.replace``)."""

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = self.path.with_name(f".{self.path.name}.lock")
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)  # closing releases the lock

    def write(self, data: bytes) -> None:
        fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=self.path.parent)
        try:
            # as an ordinary new file (mkstemp's is private): a teacher's class
            # view may read the learners' files where the folder is shared
            os.fchmod(fd, 0o666 & ~_umask())
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


#: The suffix of a progress file in JupyterLite's drive instead of ``.json``.
#: The drive keeps a ``.json`` file as a parsed JSON model, and overwriting one
#: from the kernel sends an empty body first, which the page fails to parse: the
#: kernel then waits forever for the write (jupyterlite/xeus#272, every
#: JupyterLite kernel). A ``.txt`` file is kept as text and written as sent, and
#: a file's kind is fixed when it is created, so a new name is what protects
#: the drives of learners who already have a ``progress.json`` (read once, then
#: never written again).
BROWSER_SUFFIX = ".txt"


def _umask() -> int:
    """The process's umask, read without changing it (Linux), else 0o022."""
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    return 0o022


class BrowserStorage(Storage):
    """A file in JupyterLite's drive (``/drive``, the static site under
    Pyodide), which the page keeps in the browser's IndexedDB. Two tabs of
    one browser share it; each runs its own kernel, so:

    - ``locked()`` takes the site's lock (``_site_lock``: the site's service
      worker, ``site/service-worker.js``, holds one lock for every tab),
      around each save's read-merge-write and each ``read()``: without it two
      tabs saving at once both read the file before either wrote, and the
      second write lost the first tab's stars;
    - ``write()`` replaces the file's bytes in one request to the page's
      storage, never passing through an empty file: the drive carries out a
      truncating open (``write_bytes``) as a write of an empty file, then the
      content; a tab reading in between (or a page closed in between) found
      an empty file, took it for a damaged one and set it aside. The file is
      opened for update instead and written whole, padded with spaces when the
      new text is shorter (JSON allows them at the end);
    - an empty file is no progress yet (``FileNotFoundError``): the drive makes
      a new file empty, then writes it, two requests.

    No rename on a save (a rename there is a copy and a delete). ``path``
    names the progress (``….json``); the bytes live in ``file``, the same
    name with ``BROWSER_SUFFIX`` (``progress.txt``); an older site's
    ``progress.json`` is read when there is no ``file`` yet."""

    def __init__(self, path: str | Path) -> None:
        super().__init__(path)
        self.file = self.path.with_suffix(BROWSER_SUFFIX)

    def read(self) -> bytes:
        with _site_locked():
            try:
                data = self.file.read_bytes()
            except FileNotFoundError:
                if self.file == self.path:
                    raise
                data = self.path.read_bytes()  # written by an older site: taken over
        if not data:
            raise FileNotFoundError(self.file)
        return data

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with _site_locked():
            yield

    def write(self, data: bytes) -> None:
        try:
            f = open(self.file, "r+b")  # noqa: SIM115 - closed below, in both branches
        except FileNotFoundError:
            self.file.write_bytes(data)
            return
        with f:
            size = f.seek(0, os.SEEK_END)
            f.seek(0)
            f.write(data.ljust(size, b" "))

    def set_aside(self, suffix: str) -> Path:
        damaged = self.file if self.file.exists() else self.path
        backup = damaged.with_name(f"{damaged.name}.{suffix}")
        os.replace(damaged, backup)
        return backup


#: The site's lock (``site/service-worker.js``), asked for relative to the
#: kernel's own address: any address of the site ending so is the lock.
SITE_LOCK = "api/oriflamme-lock"
#: How deep this thread is in ``_site_locked`` (the lock is held once).
_held = threading.local()


def _site_lock(op: str, token: str) -> bool:
    """Ask the site's service worker to ``acquire`` its lock for ``token`` (the
    answer comes once it is held) or to ``release`` it: a synchronous request
    from the kernel's worker. False when there is no answer (no service worker:
    the site cannot start without one, so only in a broken page)."""
    try:
        import js  # type: ignore[import-not-found]  # Pyodide's view of the page
    except ImportError:
        return False
    # looked up, not tried: outside a browser's worker (Pyodide under node)
    # there is neither, and an AttributeError raised through the page's
    # objects there came back as «SystemError: error return without exception
    # set» once ipywidgets was imported
    where = getattr(js, "location", None)
    kind = getattr(js, "XMLHttpRequest", None)
    if where is None or kind is None:
        return False
    try:
        url = js.URL.new(f"{SITE_LOCK}?op={op}&token={token}", where.href).href
        request = kind.new()
        request.open("POST", url, False)
        request.send()
        return int(request.status) == 200
    except Exception:  # no answer (a network error): saved as before, unlocked
        return False


@contextlib.contextmanager
def _site_locked() -> Iterator[None]:
    """Hold the site's lock while inside (reentrant within this kernel)."""
    depth = getattr(_held, "depth", 0)
    if depth:
        _held.depth = depth + 1
        try:
            yield
        finally:
            _held.depth = depth
        return
    token = secrets.token_hex(8)
    held = _site_lock("acquire", token)
    _held.depth = 1
    try:
        yield
    finally:
        _held.depth = 0
        if held:
            _site_lock("release", token)


def storage_for(path: str | Path) -> Storage:
    """The storage of the platform for the file ``path``: the browser's drive
    under Pyodide, the file system elsewhere."""
    return BrowserStorage(path) if IN_BROWSER else FileStorage(path)


class Progress:
    """Best stars and attempts per lesson id; every change is saved at once."""

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        learner: str = "",
        storage: Storage | None = None,
    ):
        if storage is None:
            storage = storage_for(path if path is not None else default_path())
        #: Where the file is kept (``storage_for``: the platform's backend).
        self.storage = storage
        self.path = storage.path
        #: The learner's name as they typed it ("" for the shared file).
        self.learner = learner
        #: The file's content (``ledger``): lessons, origin, assignments.
        self.doc: dict[str, Any] = ledger.empty()
        #: None, or a report for the learner: ``{"key": "tutor-progress-…",
        #: "backup": "<path>", "error": "…", "path": "<file>"}``.
        self.problem: dict[str, str] | None = None
        #: Changes not yet written: ("record", id, stars, time), ("reset", id),
        #: ("attempt", id, time), ("mistake", id, info, time), ("merge", doc),
        #: ("assignment", id, info), ("origin",).
        self._changes: list[tuple[Any, ...]] = []
        self.load()

    @property
    def lessons(self) -> dict[str, dict[str, Any]]:
        """Per lesson id: ``stars``, ``completed``, ``attempts``, ``last``,
        ``seen``, ``mistakes`` (``ledger``)."""
        lessons: dict[str, dict[str, Any]] = self.doc["lessons"]
        return lessons

    @property
    def assignments(self) -> dict[str, dict[str, Any]]:
        """The assignments opened by link: id -> class, items, lang, opened."""
        opened: dict[str, dict[str, Any]] = self.doc.setdefault("assignments", {})
        return opened

    @classmethod
    def for_learner(cls, name: str, path: str | Path | None = None) -> Progress:
        """The progress of the learner ``name`` (their own file next to ``path``);
        the shared file when the name has no letter or digit."""
        base = storage_for(path if path is not None else default_path())
        lid = learner_id(name)
        if not lid:
            return cls(storage=base)
        own = base.beside(LEARNERS, f"{lid}.json")
        return cls(storage=own, learner=" ".join(name.split()))

    # ------------------------------------------------------------ reading

    def load(self) -> None:
        """Read the file (a missing file is an empty progress). A file that is
        not progress is moved aside and reported; reading never raises."""
        self.doc = ledger.empty()
        try:
            self.doc = _read_doc(self.storage)
        except FileNotFoundError:
            return
        except OSError as e:
            self._report("tutor-progress-unreadable", e)
        except (ValueError, UnicodeDecodeError) as e:
            self._set_aside(e)

    def _set_aside(self, error: Exception) -> None:
        try:
            backup = self.storage.set_aside(f"corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
        except OSError:  # a read-only folder: the file stays, the tutor starts anyway
            self._report("tutor-progress-corrupt-kept", error)
            return
        self._report("tutor-progress-corrupt", error, backup=str(backup))

    def _report(self, key: str, error: BaseException, backup: str = "") -> None:
        why = getattr(error, "strerror", None) or str(error)
        self.problem = {"key": key, "backup": backup, "error": why, "path": str(self.path)}

    # ------------------------------------------------------------ writing

    def save(self) -> bool:
        """Merge this session's changes into the file on disk, under the lock,
        and write it atomically. False (and ``problem`` set) if it could not be
        written: the changes are kept and go with the next save."""
        try:
            with self.storage.locked():
                try:
                    disk = _read_doc(self.storage)
                except FileNotFoundError:
                    disk = ledger.empty()
                except (ValueError, UnicodeDecodeError) as e:  # damaged since it was read
                    self._set_aside(e)
                    disk = ledger.empty()
                merged = _replay(disk, self._changes)
                self._write(merged)
        except OSError as e:
            self._report("tutor-progress-not-saved", e)
            return False
        self.doc = merged
        self._changes = []
        if self.problem is not None and self.problem["key"] == "tutor-progress-not-saved":
            self.problem = None
        return True

    def _write(self, doc: dict[str, Any]) -> None:
        data: dict[str, Any] = {**doc, "version": VERSION}
        if self.learner:
            data["learner"] = self.learner
        if not data.get("assignments"):
            data.pop("assignments", None)
        text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)
        self.storage.write(text.encode("utf-8"))

    # ------------------------------------------------------------ the API

    def stars(self, lesson_id: str) -> int:
        """Best stars for the lesson (0: not done)."""
        return int(self.lessons.get(lesson_id, {}).get("stars", 0))

    def record(self, lesson_id: str, stars: int) -> None:
        """Note a completed lesson (keeps the best stars) and save."""
        self._change(("record", lesson_id, int(stars), now()))

    def attempt(self, lesson_id: str) -> None:
        """Note a run of the lesson in which the learner made a first move, and save."""
        self._change(("attempt", lesson_id, now()))

    def mistake(
        self,
        lesson_id: str,
        kind: str,
        move: str,
        *,
        code: str = "",
        text: str = "",
        rules: tuple[str, ...] | list[str] = (),
    ) -> None:
        """Note a wrong (``kind`` ``wrong``) or refused (``illegal``) move in the
        lesson — the reason ``code``, the Fluent key of what the lesson said
        about it, the rule ids it touches — and save."""
        info = {"kind": kind, "move": move, "code": code, "text": text, "rules": list(rules)}
        self._change(("mistake", lesson_id, info, now()))

    def reset(self, lesson_id: str) -> None:
        """Forget one lesson's progress and save."""
        if lesson_id in self.lessons:
            self._change(("reset", lesson_id))

    def open_assignment(self, assignment_id: str, info: dict[str, Any]) -> None:
        """Note that the learner opened an assignment (``class``, ``items``,
        ``lang``) by its link, and save (once per assignment)."""
        if assignment_id not in self.assignments:
            info = {**info, "opened": now()}
            self._change(("assignment", assignment_id, info))

    def _change(self, change: tuple[Any, ...]) -> None:
        self._changes.append(change)
        self.doc = _replay(self.doc, [change])
        self.save()

    # ------------------------------------------------------------ travelling

    def export_bytes(self) -> bytes:
        """The learner's progress as a file to download (a progress file with
        its ``format`` and the time of export): uploaded anywhere, it merges."""
        if self.lessons and not self.doc.get("origin"):
            # this place's id, kept: the file may come back here (nothing counted twice)
            self._change(("origin",))
        data: dict[str, Any] = {**ledger.copy(self.doc), "version": VERSION}
        data["format"] = ledger.FORMAT
        data["exported"] = now()
        if self.learner:
            data["learner"] = self.learner
        return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True).encode("utf-8")

    def export_name(self) -> str:
        """The downloaded file's name: ``oriflamme-progress-<learner>.json``."""
        lid = learner_id(self.learner)
        return f"oriflamme-progress-{lid}.json" if lid else "oriflamme-progress.json"

    def merge_file(self, raw: bytes) -> dict[str, Any]:
        """Merge an uploaded progress file into this progress and save; the
        file's document is returned. A file that is not progress, or is another
        named learner's (this one named), raises ``ProgressFileError`` and
        changes nothing."""
        doc = ledger.parse(raw, MAX_BYTES)
        theirs = " ".join(str(doc.get("learner", "")).split())
        if self.learner and theirs and learner_id(theirs) != learner_id(self.learner):
            raise ProgressFileError("other-learner", theirs)
        ledger.merge(self.doc, doc)  # every check before anything changes
        self._change(("merge", doc))
        return doc

    def overview(self, lesson_ids: list[str]) -> dict[str, Any]:
        """Stars per lesson, lessons done, stars earned and possible."""
        per = {i: self.stars(i) for i in lesson_ids}
        return {
            "lessons": per,
            "done": sum(1 for s in per.values() if s),
            "total": len(lesson_ids),
            "stars": sum(per.values()),
            "max_stars": 3 * len(lesson_ids),
        }


def now() -> str:
    """The time written in progress files (local time, to the second)."""
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def _replay(doc: dict[str, Any], changes: list[tuple[Any, ...]]) -> dict[str, Any]:
    """``doc`` with ``changes`` applied in order (a new document)."""
    out = ledger.copy(doc)
    for change in changes:
        kind = change[0]
        if kind == "reset":
            out["lessons"].pop(change[1], None)
        elif kind == "record":
            _, lesson_id, stars, when = change
            ledger.add_win(out, lesson_id, stars, when)
        elif kind == "attempt":
            ledger.add_attempt(out, change[1], change[2])
        elif kind == "mistake":
            ledger.add_mistake(out, change[1], change[2], change[3])
        elif kind == "assignment":
            ledger.add_assignment(out, change[1], change[2])
        elif kind == "merge":
            out = ledger.merge(out, change[1])
        elif kind == "origin":
            ledger.own_origin(out)
        else:  # pragma: no cover - a change this module never makes
            raise ValueError(f"unknown change {kind!r}")
    return out
