"""The practice queue: mistakes that come back (issue 30).

Each rule and each card a learner gets wrong — a puzzle's wrong answer, a
lesson's wrong or refused move — becomes an **item** of a spaced-repetition
queue (``rule:B9``, ``card:ambush``), scheduled by FSRS (the maintained
``fsrs`` package, version 6: desired retention 0.9, its default parameters,
no fuzzing so that a replay gives the same dates): a mistake is a review
rated *Again*, a right answer on an item already queued a review rated
*Good*. An item is **due** when its review date has come; the puzzles
answered wrong are kept (by reference, ``generate.PuzzleRef``) to be asked
again when one of their items is due. The **mastery** view counts, per card,
the right and wrong answers for each rule exercised with it.

Stored per learner next to the lesson progress (``tutor.progress``), through
the same ``Storage`` (a lock and atomic writes on a server, the browser's drive
under Pyodide): ``<progress stem>.practice.json`` — ``progress.practice.json``
beside the shared ``progress.json``, ``learners/<id>.practice.json`` beside a
learner's file. Nothing is lost: a save replays this session's changes on
what is on disk now (two tabs answering both keep theirs); a file that is not
practice is set aside (``.corrupt-<time>``) and reported; a save that fails is
reported and kept for the next one.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from fsrs import Card, Rating, Scheduler

from ..tutor.progress import MAX_BYTES, Progress, Storage

VERSION = 1
#: The puzzles answered wrong that are kept to be asked again (the newest).
MAX_MISSED = 40
#: FSRS with its defaults, without fuzzing (the same reviews, the same dates).
SCHEDULER = Scheduler(enable_fuzzing=False)


def now() -> datetime:
    return datetime.now(UTC)


def _iso(when: datetime) -> str:
    return when.astimezone(UTC).isoformat(timespec="seconds")


def _when(text: str) -> datetime:
    d = datetime.fromisoformat(text)
    return d if d.tzinfo else d.replace(tzinfo=UTC)


def practice_storage(progress: Progress) -> Storage:
    """The practice file beside ``progress``'s file (same storage backend)."""
    return progress.storage.beside(f"{progress.path.stem}.practice.json")


@dataclass(frozen=True)
class Due:
    """An item of the queue: its tag, when it is due, its counts."""

    tag: str
    due: datetime
    right: int
    wrong: int


def mastery_pairs(
    rules: Sequence[str], cards: Sequence[str], card_rules: Mapping[str, Sequence[str]]
) -> list[list[str]]:
    """The (card, rule) pairs a puzzle exercises: each card with its own
    rulings and the general ones (a ruling of another card is not this card's)."""
    specific = {r for rs in card_rules.values() for r in rs}
    return [[c, r] for c in cards for r in rules if r in card_rules.get(c, ()) or r not in specific]


def _empty() -> dict[str, Any]:
    return {"items": {}, "mastery": {}, "missed": [], "streams": {}, "total": 0, "right": 0}


def _check(data: Any) -> dict[str, Any]:
    """The practice data of a file (``ValueError`` when it is not practice)."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    out = _empty()
    items = data.get("items", {})
    if not isinstance(items, dict):
        raise ValueError("'items' is not an object")
    for tag, it in items.items():
        if (
            not isinstance(tag, str)
            or not isinstance(it, dict)
            or not isinstance(it.get("fsrs"), dict)
        ):
            raise ValueError(f"bad item {str(tag)[:40]!r}")
        Card.from_dict(it["fsrs"])  # raises on a damaged card
        for k in ("right", "wrong"):
            if type(it.get(k, 0)) is not int or it.get(k, 0) < 0:
                raise ValueError(f"bad count in {tag[:40]!r}")
    out["items"] = items
    mastery = data.get("mastery", {})
    if not isinstance(mastery, dict) or not all(
        isinstance(v, dict)
        and all(
            isinstance(x, list) and len(x) == 2 and all(type(n) is int and n >= 0 for n in x)
            for x in v.values()
        )
        for v in mastery.values()
    ):
        raise ValueError("bad 'mastery'")
    out["mastery"] = mastery
    missed = data.get("missed", [])
    if not isinstance(missed, list) or not all(
        isinstance(m, dict) and isinstance(m.get("ref"), dict) for m in missed
    ):
        raise ValueError("bad 'missed'")
    out["missed"] = missed
    streams = data.get("streams", {})
    if not isinstance(streams, dict) or not all(type(v) is int for v in streams.values()):
        raise ValueError("bad 'streams'")
    out["streams"] = streams
    for k in ("total", "right"):
        if type(data.get(k, 0)) is not int:
            raise ValueError(f"bad {k!r}")
        out[k] = data.get(k, 0)
    return out


def _read(storage: Storage) -> dict[str, Any]:
    raw = storage.read()
    if len(raw) > MAX_BYTES:
        raise ValueError(f"{len(raw)} bytes: not a practice file")
    try:
        data = json.loads(raw.decode("utf-8"))
    except RecursionError:
        raise ValueError("nested too deep") from None
    return _check(data)


def _review(item: dict[str, Any], rating: Rating, when: datetime) -> None:
    card = Card.from_dict(item["fsrs"])
    card, _log = SCHEDULER.review_card(card, rating, when)
    item["fsrs"] = card.to_dict()


def _new_item(when: datetime) -> dict[str, Any]:
    card = Card(card_id=0, due=when)
    return {"fsrs": card.to_dict(), "right": 0, "wrong": 0}


def _replay(data: dict[str, Any], changes: Iterable[tuple[Any, ...]]) -> dict[str, Any]:
    """``data`` with ``changes`` applied in order (a new dict)."""
    out: dict[str, Any] = json.loads(json.dumps(data))
    for change in changes:
        kind = change[0]
        if kind == "stream":
            _, key, g = change
            out["streams"][key] = max(int(out["streams"].get(key, 0)), g)
            continue
        _, tags, pairs, correct, stamp, extra = change
        when = _when(stamp)
        if kind == "answer":
            out["total"] += 1
            out["right"] += int(correct)
        for tag in tags:
            item = out["items"].get(tag)
            if not correct:
                if item is None:
                    item = out["items"][tag] = _new_item(when)
                _review(item, Rating.Again, when)
                item["wrong"] += 1
                item["last"] = stamp
            elif item is not None:
                _review(item, Rating.Good, when)
                item["right"] += 1
                item["last"] = stamp
        for c, r in pairs:
            counts = out["mastery"].setdefault(c, {}).setdefault(r, [0, 0])
            counts[0 if correct else 1] += 1
        ref = extra.get("ref") if extra else None
        if kind == "answer" and ref is not None:
            out["missed"] = [m for m in out["missed"] if m["ref"] != ref]
            if not correct:
                out["missed"].append({"ref": ref, "tags": list(tags), "when": stamp})
                out["missed"] = out["missed"][-MAX_MISSED:]
        if kind == "mistake":
            source = extra.get("source") if extra else None
            if source is not None:
                for tag in tags:
                    out["items"][tag].setdefault("sources", [])
                    out["items"][tag]["sources"] = [*out["items"][tag]["sources"], source][-5:]
    return out


class PracticeStore:
    """One learner's practice: the queue, the mastery counts, the puzzles
    missed and how far each table's stream has gone. Every change is saved
    at once (see the module docstring)."""

    def __init__(self, storage: Storage, learner: str = "") -> None:
        self.storage = storage
        self.path = storage.path
        self.learner = learner
        self.data: dict[str, Any] = _empty()
        #: None, or a report for the learner (``tutor-progress-…`` keys, as lessons).
        self.problem: dict[str, str] | None = None
        self._changes: list[tuple[Any, ...]] = []
        self.load()

    @classmethod
    def beside(cls, progress: Progress) -> PracticeStore:
        """The practice of the learner whose lesson ``progress`` this is."""
        return cls(practice_storage(progress), progress.learner)

    # ------------------------------------------------------------ file

    def load(self) -> None:
        self.data = _empty()
        try:
            self.data = _read(self.storage)
        except FileNotFoundError:
            return
        except OSError as e:
            self._report("tutor-progress-unreadable", e)
        except (ValueError, KeyError, TypeError, UnicodeDecodeError) as e:
            self._set_aside(e)

    def _set_aside(self, error: Exception) -> None:
        try:
            backup = self.storage.set_aside(f"corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
        except OSError:
            self._report("tutor-progress-corrupt-kept", error)
            return
        self._report("tutor-progress-corrupt", error, backup=str(backup))

    def _report(self, key: str, error: BaseException, backup: str = "") -> None:
        why = getattr(error, "strerror", None) or str(error)
        self.problem = {"key": key, "backup": backup, "error": why, "path": str(self.path)}

    def save(self) -> bool:
        """Replay this session's changes on the file as it is now, under the lock."""
        try:
            with self.storage.locked():
                try:
                    disk = _read(self.storage)
                except FileNotFoundError:
                    disk = _empty()
                except (ValueError, KeyError, TypeError, UnicodeDecodeError) as e:
                    self._set_aside(e)
                    disk = _empty()
                merged = _replay(disk, self._changes)
                out = {"version": VERSION, **merged}
                if self.learner:
                    out["learner"] = self.learner
                text = json.dumps(out, ensure_ascii=False, indent=1, sort_keys=True)
                self.storage.write(text.encode("utf-8"))
        except OSError as e:
            self._report("tutor-progress-not-saved", e)
            return False
        self.data = merged
        self._changes = []
        if self.problem is not None and self.problem["key"] == "tutor-progress-not-saved":
            self.problem = None
        return True

    def _change(self, change: tuple[Any, ...]) -> None:
        self._changes.append(change)
        self.data = _replay(self.data, [change])
        self.save()

    # ------------------------------------------------------------ recording

    def answer(
        self,
        rules: Iterable[str],
        cards: Iterable[str],
        correct: bool,
        ref: dict[str, Any] | None = None,
        when: datetime | None = None,
        card_rules: Mapping[str, Sequence[str]] | None = None,
    ) -> None:
        """A puzzle answered (its rules and cards; ``ref``: to ask it again;
        ``card_rules``: each card's own rulings, for the mastery view)."""
        rules, cards = list(rules), list(cards)
        tags = [*(f"rule:{r}" for r in rules), *(f"card:{c}" for c in cards)]
        stamp = _iso(when or now())
        pairs = mastery_pairs(rules, cards, card_rules or {})
        self._change(("answer", tags, pairs, bool(correct), stamp, {"ref": ref}))

    def mistake(
        self,
        rules: Iterable[str],
        cards: Iterable[str],
        source: dict[str, Any] | None = None,
        when: datetime | None = None,
        card_rules: Mapping[str, Sequence[str]] | None = None,
    ) -> None:
        """A lesson's wrong or refused move (``source``: the lesson and the move)."""
        rules, cards = list(rules), list(cards)
        tags = [*(f"rule:{r}" for r in rules), *(f"card:{c}" for c in cards)]
        if not tags:
            return
        stamp = _iso(when or now())
        pairs = mastery_pairs(rules, cards, card_rules or {})
        self._change(("mistake", tags, pairs, False, stamp, {"source": source}))

    def advance(self, key: str, g: int) -> None:
        """The stream ``key`` (``game/table``) has been drawn up to game ``g``."""
        if g > self.stream(key):
            self._change(("stream", key, g))

    # ------------------------------------------------------------ reading

    def stream(self, key: str) -> int:
        return int(self.data["streams"].get(key, 0))

    @property
    def total(self) -> int:
        return int(self.data["total"])

    @property
    def right(self) -> int:
        return int(self.data["right"])

    def queue(self) -> list[Due]:
        """Every item, soonest due first."""
        out = []
        for tag, it in self.data["items"].items():
            card = Card.from_dict(it["fsrs"])
            out.append(Due(tag, card.due, int(it.get("right", 0)), int(it.get("wrong", 0))))
        return sorted(out, key=lambda d: (d.due, d.tag))

    def due(self, when: datetime | None = None) -> list[Due]:
        """The items due now (or at ``when``)."""
        t = when or now()
        return [d for d in self.queue() if d.due <= t]

    def missed(self, tags: Iterable[str] | None = None) -> list[dict[str, Any]]:
        """The puzzles answered wrong (newest last), those with one of ``tags`` if given."""
        wanted = set(tags) if tags is not None else None
        return [m for m in self.data["missed"] if wanted is None or wanted & set(m.get("tags", []))]

    def mastery(self) -> dict[str, dict[str, tuple[int, int]]]:
        """Per card: per rule, (right, wrong)."""
        return {
            c: {r: (int(v[0]), int(v[1])) for r, v in rules.items()}
            for c, rules in sorted(self.data["mastery"].items())
        }
