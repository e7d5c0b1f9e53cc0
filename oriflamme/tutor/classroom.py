"""The class, as the teacher sees it: every learner's progress on one server.

``Classroom(base)`` reads the learners' files next to the shared progress
file (``learners/<id>.json``, ``progress.Progress.for_learner``) — read only:
no lock is taken (a learner saving is never kept waiting), nothing is written,
moved or set aside. A learner's save replaces their file in one step (a
temporary file, then a rename), so a read sees the old file or the new one; a
file that still cannot be read is tried again a moment later, then shown as
unreadable until the next refresh. ``refresh()`` re-reads only the files that
changed since the last one.

Progress files a teacher collects (learners on Binder or on the static site
download theirs) are dropped in with ``add_file``: each is merged into the
learner of the same name (counts merge as ``ledger`` says: nothing counted
twice), or becomes a learner of its own.

Everything the class view shows is computed here, in no language: per
learner and lesson the stars, attempts, wins and the time last seen
(``cell``); the wrong moves made most often, by lesson and by rule id
(``mistakes``, ``rules``); an assignment's completion (``completion``); and
the table as CSV rows (``csv_rows``).
"""

from __future__ import annotations

import contextlib
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import ledger
from .assignment import Assignment, Item
from .progress import LEARNERS, MAX_BYTES, default_path, learner_id
from .progress import ProgressFileError as ProgressFileError

#: Reading a file being replaced: how many tries, how far apart (seconds).
READ_TRIES = 3
READ_PAUSE = 0.05


@dataclass
class Learner:
    """One learner of the class: their name, their merged progress, where it
    came from (``server``: their file on this server; file names: dropped in)."""

    name: str
    key: str
    doc: dict[str, Any] = field(default_factory=ledger.empty)
    sources: list[str] = field(default_factory=list)
    #: A file of theirs on the server that could not be read: the reason code.
    problem: str = ""

    def entry(self, lesson_id: str) -> dict[str, Any]:
        entry: dict[str, Any] = self.doc["lessons"].get(lesson_id, {})
        return entry

    def stars(self, lesson_id: str) -> int:
        return int(self.entry(lesson_id).get("stars", 0))

    @property
    def last_seen(self) -> str:
        """The latest time in any lesson ("" if none)."""
        times = [
            t
            for e in self.doc["lessons"].values()
            for t in (e.get("seen", ""), e.get("last", ""))
            if isinstance(t, str)
        ]
        return max(times, default="")

    @property
    def classes(self) -> set[str]:
        """The classes of the assignments they opened."""
        return {a["class"] for a in self.doc.get("assignments", {}).values() if a.get("class")}


@dataclass(frozen=True)
class Cell:
    """A learner's work on one lesson."""

    stars: int = 0
    attempts: int = 0
    completed: int = 0
    seen: str = ""
    mistakes: int = 0


@dataclass(frozen=True)
class Mistake:
    """A wrong or refused move, over the class: in ``lesson``, how often
    (``count``), by how many learners, and what was said about it."""

    lesson: str
    kind: str
    move: str
    code: str
    text: str
    rules: tuple[str, ...]
    count: int
    learners: int


@dataclass(frozen=True)
class RuleTally:
    """The mistakes touching one rule id, over the class."""

    rule: str
    count: int
    learners: int
    lessons: tuple[str, ...]


@dataclass(frozen=True)
class Completion:
    """A learner's work on an assignment: items done (stars > 0) of those this
    tutor has, stars earned of the most, whether they opened its link."""

    done: int
    total: int
    stars: int
    max_stars: int
    opened: bool


def read_file(path: Path) -> dict[str, Any]:
    """A learner's file, read only (``ProgressFileError`` with its reason if it
    is no progress; ``OSError`` if it cannot be read), tried again when a read
    catches it mid-replacement."""
    for attempt in range(READ_TRIES):
        try:
            return ledger.parse(path.read_bytes()[: MAX_BYTES + 1], MAX_BYTES)
        except (ProgressFileError, OSError):
            if attempt == READ_TRIES - 1:
                raise
            time.sleep(READ_PAUSE)
    raise AssertionError("unreachable")  # pragma: no cover


class Classroom:
    """Every learner with a file next to ``base`` (the shared progress file;
    default: where the tutor keeps progress), and the files dropped in."""

    def __init__(self, base: str | Path | None = None) -> None:
        self.base = Path(base) if base is not None else default_path()
        self.folder = self.base.parent / LEARNERS
        #: Learner key -> what the server's file gave: (mtime, size), doc or problem.
        self._server: dict[str, tuple[tuple[int, int], str, dict[str, Any] | None, str]] = {}
        #: Learner key -> (name, [(file name, doc)]) dropped in by the teacher.
        self._dropped: dict[str, tuple[str, list[tuple[str, dict[str, Any]]]]] = {}
        self.learners: list[Learner] = []
        #: When the files were last read (``time.time()``), and whether anything changed.
        self.read_at = 0.0
        self.refresh()

    # ------------------------------------------------------------ reading

    def refresh(self) -> bool:
        """Read the files that changed since the last time; True if any did
        (a new learner, a save, a file gone)."""
        found: dict[str, Path] = {}
        with contextlib.suppress(OSError):
            for f in self.folder.glob("*.json"):
                # learners/<id>.json only: not another feature's <id>.practice.json
                if learner_id(f.stem) == f.stem and f.stem:
                    found[f.stem] = f
        changed = set(self._server) != set(found)
        for key in set(self._server) - set(found):
            del self._server[key]
        for key, path in found.items():
            try:
                st = path.stat()
            except OSError:
                continue
            stamp = (st.st_mtime_ns, st.st_size)
            old = self._server.get(key)
            if old is not None and old[0] == stamp and not old[3]:
                continue
            entry: tuple[tuple[int, int], str, dict[str, Any] | None, str]
            try:
                doc = read_file(path)
                name = " ".join(str(doc.get("learner", "")).split()) or key
                entry = (stamp, name, doc, "")
            except ProgressFileError as e:
                entry = (stamp, old[1] if old else key, None, e.code)
            except OSError:
                entry = (stamp, old[1] if old else key, None, "unreadable")
            if old is None or old[1:] != entry[1:]:
                changed = True
            self._server[key] = entry
        self.read_at = time.time()
        if changed or (not self.learners and (self._server or self._dropped)):
            self._combine()
        return changed

    def add_file(self, raw: bytes, file_name: str) -> Learner:
        """A progress file a learner gave the teacher: merged into the learner
        of the same name (or the file's name when it has none). A file that is
        not progress raises ``ProgressFileError`` and changes nothing."""
        doc = ledger.parse(raw, MAX_BYTES)
        name = " ".join(str(doc.get("learner", "")).split())
        if not learner_id(name):
            stem = Path(file_name).stem.removeprefix("oriflamme-progress").strip("-_ ")
            name = stem or file_name
        key = learner_id(name) or "-"
        shown, files = self._dropped.get(key, (name, []))
        files = [(n, d) for n, d in files if n != file_name] + [(file_name, doc)]
        self._dropped[key] = (shown, files)
        self._combine()
        return next(x for x in self.learners if x.key == key)

    def forget_files(self) -> None:
        """Leave out every dropped-in file (the server's files stay)."""
        self._dropped.clear()
        self._combine()

    def _combine(self) -> None:
        out: dict[str, Learner] = {}
        for key, (_stamp, name, doc, problem) in self._server.items():
            x = out[key] = Learner(name, key, sources=["server"], problem=problem)
            if doc is not None:
                x.doc = doc
        for key, (name, files) in self._dropped.items():
            x = out.setdefault(key, Learner(name, key))
            for file_name, doc in files:
                x.doc = ledger.merge(x.doc, doc)
                x.sources.append(file_name)
        self.learners = sorted(out.values(), key=lambda x: (x.name.casefold(), x.key))

    # ------------------------------------------------------------ counting

    def of_class(self, class_name: str | None) -> list[Learner]:
        """The learners of ``class_name`` (who opened one of its assignments);
        everyone for ``None``."""
        if class_name is None:
            return list(self.learners)
        return [x for x in self.learners if class_name in x.classes]

    def classes(self) -> list[str]:
        """Every class named in an assignment a learner opened."""
        return sorted({c for x in self.learners for c in x.classes}, key=str.casefold)

    def assignments(self) -> dict[str, Assignment]:
        """Every assignment a learner opened, by id (items this tutor reads)."""
        out: dict[str, Assignment] = {}
        for x in self.learners:
            for aid, a in x.doc.get("assignments", {}).items():
                if aid in out:
                    continue
                items = []
                for text in a.get("items", []):
                    kind, _, ident = text.partition(":")
                    if kind and ident:
                        items.append(Item(kind, ident))
                out[aid] = Assignment(a.get("class", ""), tuple(items), a.get("lang", ""))
        return out

    @staticmethod
    def cell(learner: Learner, lesson_id: str) -> Cell:
        e = learner.entry(lesson_id)
        if not e:
            return Cell()
        mistakes = sum(int(m.get("count", 0)) for m in e.get("mistakes", {}).values())
        seen = max(str(e.get("seen", "")), str(e.get("last", "")))
        return Cell(
            int(e.get("stars", 0)),
            int(e.get("attempts", 0)),
            int(e.get("completed", 0)),
            seen,
            mistakes,
        )

    def mistakes(
        self, learners: Iterable[Learner], lessons: Iterable[str] | None = None, limit: int = 10
    ) -> list[Mistake]:
        """The wrong moves made most often by ``learners`` (in ``lessons``), most first."""
        wanted = set(lessons) if lessons is not None else None
        count: Counter[tuple[str, str]] = Counter()
        who: dict[tuple[str, str], set[str]] = {}
        info: dict[tuple[str, str], dict[str, Any]] = {}
        for x in learners:
            for lesson_id, e in x.doc["lessons"].items():
                if wanted is not None and lesson_id not in wanted:
                    continue
                for key, m in e.get("mistakes", {}).items():
                    k = (lesson_id, key)
                    count[k] += int(m.get("count", 0))
                    who.setdefault(k, set()).add(x.key)
                    info[k] = m
        ranked = sorted(count, key=lambda k: (-count[k], -len(who[k]), k))
        return [
            Mistake(
                k[0],
                info[k].get("kind", "wrong"),
                info[k].get("move", ""),
                info[k].get("code", ""),
                info[k].get("text", ""),
                tuple(info[k].get("rules", ())),
                count[k],
                len(who[k]),
            )
            for k in ranked[:limit]
            if count[k]
        ]

    def rules(
        self, learners: Iterable[Learner], lessons: Iterable[str] | None = None, limit: int = 10
    ) -> list[RuleTally]:
        """The rule ids the mistakes of ``learners`` touch, most mistakes first."""
        wanted = set(lessons) if lessons is not None else None
        count: Counter[str] = Counter()
        who: dict[str, set[str]] = {}
        where: dict[str, set[str]] = {}
        for x in learners:
            for lesson_id, e in x.doc["lessons"].items():
                if wanted is not None and lesson_id not in wanted:
                    continue
                for m in e.get("mistakes", {}).values():
                    n = int(m.get("count", 0))
                    for rule in m.get("rules", ()):
                        count[rule] += n
                        who.setdefault(rule, set()).add(x.key)
                        where.setdefault(rule, set()).add(lesson_id)
        ranked = sorted(count, key=lambda r: (-count[r], -len(who[r]), r))
        return [
            RuleTally(r, count[r], len(who[r]), tuple(sorted(where[r])))
            for r in ranked[:limit]
            if count[r]
        ]

    @staticmethod
    def completion(learner: Learner, assignment: Assignment) -> Completion:
        ids = assignment.lessons
        stars = [learner.stars(i) for i in ids]
        return Completion(
            sum(1 for s in stars if s),
            len(ids),
            sum(stars),
            3 * len(ids),
            assignment.id in learner.doc.get("assignments", {}),
        )
