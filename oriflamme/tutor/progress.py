"""The learner's progress: best stars per lesson, saved in the Jupyter data dir.

The file is ``jupyter_data_dir()/oriflamme/progress.json`` (the environment
variable ``ORIFLAMME_PROGRESS`` names another file, for tests and shared
machines). It is written atomically (a temporary file, then ``os.replace``).
A file that cannot be read is never silently dropped: it is moved aside to
``progress.json.corrupt-<time>`` and ``Progress.problem`` says so, so that the
UI can tell the learner where their old file went.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

ENV = "ORIFLAMME_PROGRESS"
VERSION = 1


def default_path() -> Path:
    """Where progress is kept: ``$ORIFLAMME_PROGRESS``, else the Jupyter data dir."""
    env = os.environ.get(ENV)
    if env:
        return Path(env)
    from jupyter_core.paths import jupyter_data_dir

    return Path(jupyter_data_dir()) / "oriflamme" / "progress.json"


class Progress:
    """Best stars and attempts per lesson id; ``save()`` after each change."""

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else default_path()
        self.lessons: dict[str, dict[str, Any]] = {}
        #: None, or a report of a file that could not be read:
        #: ``{"key": "tutor-progress-corrupt", "backup": "<path>", "error": "..."}``.
        self.problem: dict[str, str] | None = None
        self.load()

    def load(self) -> None:
        """Read the file (a missing file is an empty progress)."""
        self.lessons = {}
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except OSError as e:
            self.problem = {"key": "tutor-progress-unreadable", "backup": "", "error": str(e)}
            return
        try:
            data = json.loads(raw)
            lessons = data["lessons"]
            if not isinstance(lessons, dict) or not all(
                isinstance(v, dict) and isinstance(v.get("stars", 0), int) for v in lessons.values()
            ):
                raise ValueError("bad 'lessons' entry")
        except (ValueError, KeyError, TypeError) as e:
            backup = self.path.with_name(
                f"{self.path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}"
            )
            os.replace(self.path, backup)
            self.problem = {"key": "tutor-progress-corrupt", "backup": str(backup), "error": str(e)}
            return
        self.lessons = lessons

    def save(self) -> None:
        """Write the file atomically (temporary file in the same folder, then replace)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = {"version": VERSION, "lessons": self.lessons}
        fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f, ensure_ascii=False, indent=1, sort_keys=True)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def stars(self, lesson_id: str) -> int:
        """Best stars for the lesson (0: not done)."""
        return int(self.lessons.get(lesson_id, {}).get("stars", 0))

    def record(self, lesson_id: str, stars: int) -> None:
        """Note a completed lesson (keeps the best stars) and save."""
        entry = self.lessons.setdefault(lesson_id, {"stars": 0, "completed": 0})
        entry["stars"] = max(int(entry.get("stars", 0)), int(stars))
        entry["completed"] = int(entry.get("completed", 0)) + 1
        entry["last"] = time.strftime("%Y-%m-%dT%H:%M:%S")
        self.save()

    def reset(self, lesson_id: str) -> None:
        """Forget one lesson's progress and save."""
        if self.lessons.pop(lesson_id, None) is not None:
            self.save()

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
