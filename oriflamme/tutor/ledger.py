"""The progress document: what a progress file holds, and how two are merged.

A progress file (``progress.json``, a learner's ``learners/<id>.json``, or a
downloaded ``oriflamme-progress-<name>.json``) is one JSON object::

    {"version": 1, "learner": "Олена", "origin": "5f0c2a9d71e3",
     "lessons": {"goal": {"stars": 3, "completed": 2, "attempts": 3,
                          "last": "2026-11-30T10:02:11", "seen": "2026-11-30T10:02:11",
                          "tally": {"5f0c2a9d71e3": [2, 3]},
                          "mistakes": {"wrong:bank": {"kind": "wrong", "move": "bank",
                                                      "code": "", "text": "lesson-goal-wrong-bank",
                                                      "rules": ["G3"], "count": 1,
                                                      "tally": {"5f0c2a9d71e3": 1}}}}},
     "assignments": {"a1b2c3d4e5": {"class": "5-Б", "items": ["lesson:goal"],
                                    "lang": "uk", "opened": "2026-11-30T09:58:40"}}}

Per lesson: ``stars`` the best (0–3), ``completed`` the times it was won,
``attempts`` the runs in which the learner made at least one move, ``last``
the last win and ``seen`` the last move (local time), ``mistakes`` the wrong
and refused moves with how often each was made, the Fluent key of what the
lesson said about it and the rule ids (RULINGS.md) it touches.

**Counts that travel** (a progress file downloaded in one place and uploaded
in another: a class's Voila server, Binder, the static site in a browser).
Each place a file is kept in has an ``origin``, a random id given at its first
save. The wins, attempts and mistakes made there are counted under that origin
in ``tally``; a merge takes, for each origin, the larger of the two counts — a
grow-only counter per place — and ``completed``, ``attempts`` and ``count``
are the sums over the origins (kept whole for older readers). So uploading the
same file twice, or a file that went home and came back, counts nothing twice,
and two places' separate work adds up. Stars keep the best, times the latest.

A file written before counts travelled (no ``origin``, no ``tally``) keeps its
counts: they become the place's own at its next save; an uploaded one is given
an origin made from its content (uploaded twice, it still counts once).

``check`` validates a document (a ``ProgressFileError`` with a reason
``code`` otherwise); ``merge`` combines two; the ``add_*`` functions apply one
change of this place. Pure functions over plain dicts: ``progress.Progress``
keeps the file, this module its content.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from typing import Any

VERSION = 1
#: The ``format`` of a downloaded progress file (the file itself is a progress file).
FORMAT = "oriflamme-progress"
#: Bounds of a document: a whole course is a few kB, these are far above it.
MAX_LESSONS = 2_000
MAX_MISTAKES = 30  # different mistakes kept per lesson (the most frequent)
MAX_ORIGINS = 100  # places counted per entry
MAX_ASSIGNMENTS = 200
MAX_ITEMS = 100  # items of one assignment
MAX_TEXT = 120  # a lesson id, a move, a key, a time, a class name
MAX_COUNT = 10**9
RULES_PER_MISTAKE = 12

#: The reason codes of a file refused (``progress-file-<code>`` in tutor's catalogs).
REASONS = (
    "too-big",  # over MAX_BYTES
    "not-text",  # not UTF-8
    "not-json",  # not JSON, or nested too deep
    "not-progress",  # JSON, but no object with "lessons"
    "newer",  # a version this tutor does not read yet
    "bad-entry",  # a lesson's entry of the wrong shape (``detail`` names it)
    "too-many",  # over the bounds above
    "other-learner",  # another learner's file, uploaded into a named learner's progress
    "empty",  # an empty file
)


class ProgressFileError(ValueError):
    """A file that is not progress: ``code`` (one of ``REASONS``) and ``detail``
    (the field or lesson at fault, for the message)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def new_origin() -> str:
    """A fresh place id: 12 hex digits."""
    return secrets.token_hex(6)


def content_origin(doc: dict[str, Any]) -> str:
    """The origin of a file that has none: made from its content, so that the
    same file always gets the same one."""
    text = json.dumps(doc.get("lessons", {}), sort_keys=True, ensure_ascii=False)
    return "f" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:11]


# ------------------------------------------------------------------ checking


def _text(value: Any, where: str, *, empty: bool = True) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT or (not empty and not value):
        raise ProgressFileError("bad-entry", where)
    return value


def _count(value: Any, where: str) -> int:
    if type(value) is not int or not 0 <= value < MAX_COUNT:
        raise ProgressFileError("bad-entry", where)
    return value


def _tally(value: Any, where: str, width: int) -> dict[str, Any]:
    """``{origin: n}`` (width 1) or ``{origin: [completed, attempts]}`` (width 2)."""
    if not isinstance(value, dict) or len(value) > MAX_ORIGINS:
        raise ProgressFileError("bad-entry", where)
    out: dict[str, Any] = {}
    for origin, n in value.items():
        _text(origin, where, empty=False)
        if width == 1:
            out[origin] = _count(n, where)
        elif isinstance(n, list) and len(n) == 2:
            out[origin] = [_count(x, where) for x in n]
        else:
            raise ProgressFileError("bad-entry", where)
    return out


def _mistake(key: str, m: Any, where: str) -> dict[str, Any]:
    if not isinstance(m, dict):
        raise ProgressFileError("bad-entry", where)
    kind = m.get("kind", "wrong")
    if kind not in ("wrong", "illegal"):
        raise ProgressFileError("bad-entry", where)
    rules = m.get("rules", [])
    if not isinstance(rules, list) or len(rules) > RULES_PER_MISTAKE:
        raise ProgressFileError("bad-entry", where)
    out: dict[str, Any] = {
        "kind": kind,
        "move": _text(m.get("move", ""), where),
        "code": _text(m.get("code", ""), where),
        "text": _text(m.get("text", ""), where),
        "rules": [_text(r, where, empty=False) for r in rules],
        "count": _count(m.get("count", 0), where),
    }
    if "tally" in m:
        out["tally"] = _tally(m["tally"], where, 1)
    return out


def _entry(lesson_id: str, entry: Any) -> dict[str, Any]:
    where = lesson_id[:40]
    if not isinstance(entry, dict):
        raise ProgressFileError("bad-entry", where)
    out = dict(entry)  # unknown keys of a newer tutor are kept as they are
    for k in ("stars", "completed", "attempts"):
        if k in entry:
            out[k] = _count(entry[k], where)
    if out.get("stars", 0) > 3:
        raise ProgressFileError("bad-entry", where)
    for k in ("last", "seen"):
        if k in entry:
            _text(entry[k], where)
    if "tally" in entry:
        out["tally"] = _tally(entry["tally"], where, 2)
    if "mistakes" in entry:
        mistakes = entry["mistakes"]
        if not isinstance(mistakes, dict) or len(mistakes) > 4 * MAX_MISTAKES:
            raise ProgressFileError("bad-entry", where)
        out["mistakes"] = {
            _text(k, where, empty=False): _mistake(k, m, where) for k, m in mistakes.items()
        }
    return out


def _assignment(aid: str, a: Any) -> dict[str, Any]:
    where = f"assignments.{aid[:40]}"
    if not isinstance(a, dict):
        raise ProgressFileError("bad-entry", where)
    items = a.get("items", [])
    if not isinstance(items, list) or len(items) > MAX_ITEMS:
        raise ProgressFileError("bad-entry", where)
    return {
        "class": _text(a.get("class", ""), where),
        "items": [_text(x, where, empty=False) for x in items],
        "lang": _text(a.get("lang", ""), where),
        "opened": _text(a.get("opened", ""), where),
    }


def check(data: Any) -> dict[str, Any]:
    """``data`` (parsed JSON) as a progress document, or ``ProgressFileError``."""
    if not isinstance(data, dict) or not isinstance(data.get("lessons"), dict):
        raise ProgressFileError("not-progress")
    version = data.get("version", VERSION)
    if type(version) is not int:
        raise ProgressFileError("not-progress", "version")
    if version > VERSION:
        raise ProgressFileError("newer", str(version))
    lessons = data["lessons"]
    if len(lessons) > MAX_LESSONS:
        raise ProgressFileError("too-many", "lessons")
    doc = dict(data)
    doc["lessons"] = {_text(k, "lessons", empty=False): _entry(k, v) for k, v in lessons.items()}
    if "learner" in data:
        doc["learner"] = _text(data["learner"], "learner")
    if "origin" in data:
        doc["origin"] = _text(data["origin"], "origin", empty=False)
    assignments = data.get("assignments", {})
    if not isinstance(assignments, dict):
        raise ProgressFileError("bad-entry", "assignments")
    if len(assignments) > MAX_ASSIGNMENTS:
        raise ProgressFileError("too-many", "assignments")
    doc["assignments"] = {
        _text(k, "assignments", empty=False): _assignment(k, v) for k, v in assignments.items()
    }
    return doc


def parse(raw: bytes, max_bytes: int) -> dict[str, Any]:
    """The document of a file's bytes, or ``ProgressFileError`` saying why not."""
    if len(raw) > max_bytes:
        raise ProgressFileError("too-big", str(len(raw)))
    if not raw.strip():
        raise ProgressFileError("empty")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ProgressFileError("not-text") from None
    try:
        data = json.loads(text)
    except RecursionError:
        raise ProgressFileError("not-json", "nested too deep") from None
    except ValueError as e:
        raise ProgressFileError("not-json", str(e)[:80]) from None
    return check(data)


# ------------------------------------------------------------------ counting


def empty() -> dict[str, Any]:
    return {"version": VERSION, "lessons": {}, "assignments": {}}


def copy(doc: dict[str, Any]) -> dict[str, Any]:
    """A deep copy (the documents are plain JSON)."""
    out: dict[str, Any] = json.loads(json.dumps(doc))
    return out


def own_origin(doc: dict[str, Any]) -> str:
    """The document's origin, given now if it has none: its counts so far
    (a file from before counts travelled) become this origin's."""
    origin = doc.get("origin")
    if isinstance(origin, str) and origin:
        return origin
    origin = doc["origin"] = new_origin()
    _adopt(doc, origin)
    return origin


def _adopt(doc: dict[str, Any], origin: str) -> None:
    """Counts without a tally (an older file) are put under ``origin``."""
    for entry in doc["lessons"].values():
        _adopt_entry(entry, origin)


def _adopt_entry(entry: dict[str, Any], origin: str) -> None:
    """The counts of ``entry`` that no tally holds (written by an older tutor,
    which counted without tallies) become ``origin``'s."""
    tally = entry.setdefault("tally", {})
    done = entry.get("completed", 0) - sum(v[0] for v in tally.values())
    tried = entry.get("attempts", 0) - sum(v[1] for v in tally.values())
    if done > 0 or tried > 0:
        old = tally.get(origin, [0, 0])
        tally[origin] = [old[0] + max(done, 0), old[1] + max(tried, done, 0)]
    for m in entry.get("mistakes", {}).values():
        m_tally = m.setdefault("tally", {})
        extra = m.get("count", 0) - sum(m_tally.values())
        if extra > 0:
            m_tally[origin] = m_tally.get(origin, 0) + extra
    _sum(entry)


def _sum(entry: dict[str, Any]) -> None:
    """``completed``, ``attempts`` and each mistake's ``count`` from the tallies."""
    tally = entry.get("tally", {})
    entry["completed"] = sum(v[0] for v in tally.values())
    entry["attempts"] = sum(v[1] for v in tally.values())
    for m in entry.get("mistakes", {}).values():
        m["count"] = sum(m.get("tally", {}).values())


def _lesson(doc: dict[str, Any], lesson_id: str) -> dict[str, Any]:
    lesson: dict[str, Any] = doc["lessons"].setdefault(
        lesson_id, {"stars": 0, "completed": 0, "tally": {}}
    )
    return lesson


def _bump(entry: dict[str, Any], origin: str, index: int) -> None:
    _adopt_entry(entry, origin)
    tally = entry["tally"]
    counts = tally.setdefault(origin, [0, 0])
    counts[index] += 1
    counts[1] = max(counts[1], counts[0])  # every win was an attempt
    _sum(entry)


def add_win(doc: dict[str, Any], lesson_id: str, stars: int, when: str) -> None:
    """A lesson won here with ``stars``: the best stars kept, one more win."""
    origin = own_origin(doc)
    entry = _lesson(doc, lesson_id)
    entry["stars"] = max(int(entry.get("stars", 0)), int(stars))
    entry["last"] = when
    entry["seen"] = max(entry.get("seen", ""), when)
    _bump(entry, origin, 0)


def add_attempt(doc: dict[str, Any], lesson_id: str, when: str) -> None:
    """A run of the lesson in which the learner made their first move here."""
    origin = own_origin(doc)
    entry = _lesson(doc, lesson_id)
    entry["seen"] = max(entry.get("seen", ""), when)
    _bump(entry, origin, 1)


def mistake_key(kind: str, move: str) -> str:
    return f"{kind}:{move}"[:MAX_TEXT]


def add_mistake(doc: dict[str, Any], lesson_id: str, info: dict[str, Any], when: str) -> None:
    """A wrong (``kind`` ``wrong``) or refused (``illegal``) move made here:
    ``info`` has ``kind``, ``move``, ``code``, ``text`` and ``rules``."""
    origin = own_origin(doc)
    entry = _lesson(doc, lesson_id)
    _adopt_entry(entry, origin)
    entry["seen"] = max(entry.get("seen", ""), when)
    mistakes = entry.setdefault("mistakes", {})
    key = mistake_key(info["kind"], info["move"])
    if key not in mistakes and len(mistakes) >= MAX_MISTAKES:
        rarest = min(mistakes, key=lambda k: (mistakes[k]["count"], k))
        del mistakes[rarest]
    m = mistakes.setdefault(key, {"count": 0, "tally": {}})
    m.update(
        kind=info["kind"],
        move=str(info["move"])[:MAX_TEXT],
        code=str(info.get("code") or "")[:MAX_TEXT],
        text=str(info.get("text") or "")[:MAX_TEXT],
        rules=[str(r)[:MAX_TEXT] for r in info.get("rules", ())][:RULES_PER_MISTAKE],
    )
    tally = m.setdefault("tally", {})
    tally[origin] = tally.get(origin, 0) + 1
    _sum(entry)


def add_assignment(doc: dict[str, Any], aid: str, info: dict[str, Any]) -> None:
    """The learner opened the assignment ``aid`` (the first opening is kept)."""
    assignments = doc.setdefault("assignments", {})
    if aid in assignments:
        return
    if len(assignments) >= MAX_ASSIGNMENTS:
        oldest = min(assignments, key=lambda k: (assignments[k].get("opened", ""), k))
        del assignments[oldest]
    assignments[aid] = {k: info[k] for k in ("class", "items", "lang", "opened")}


def merge(ours: dict[str, Any], theirs: dict[str, Any]) -> dict[str, Any]:
    """``ours`` with ``theirs`` merged in (a new document; ``ours`` keeps its
    origin and learner). Stars: the best; times: the latest; counts: per
    origin the larger (see the module's doc); assignments: both."""
    out = copy(ours)
    _adopt(out, own_origin(out))
    theirs = copy(theirs)
    if not theirs.get("origin"):
        theirs["origin"] = content_origin(theirs)
    _adopt(theirs, theirs["origin"])
    for lesson_id, entry in theirs["lessons"].items():
        mine = _lesson(out, lesson_id)
        mine["stars"] = max(int(mine.get("stars", 0)), int(entry.get("stars", 0)))
        for k in ("last", "seen"):
            latest = max(mine.get(k, ""), entry.get(k, ""))
            if latest:
                mine[k] = latest
        tally = mine.setdefault("tally", {})
        for origin, (done, tried) in entry.get("tally", {}).items():
            old = tally.get(origin, [0, 0])
            tally[origin] = [max(old[0], done), max(old[1], tried)]
        mistakes = mine.setdefault("mistakes", {})
        for key, m in entry.get("mistakes", {}).items():
            have = mistakes.setdefault(key, {k: m[k] for k in m if k != "tally"} | {"tally": {}})
            for origin, n in m.get("tally", {}).items():
                have["tally"][origin] = max(have["tally"].get(origin, 0), n)
        _sum(mine)
        if len(mistakes) > MAX_MISTAKES:
            keep = sorted(mistakes, key=lambda k: (-mistakes[k]["count"], k))[:MAX_MISTAKES]
            mine["mistakes"] = {k: mistakes[k] for k in sorted(keep)}
        if not mine["mistakes"]:
            del mine["mistakes"]
    for aid, a in theirs.get("assignments", {}).items():
        add_assignment(out, aid, a)
    if len(out["lessons"]) > MAX_LESSONS:
        raise ProgressFileError("too-many", "lessons")
    return out
