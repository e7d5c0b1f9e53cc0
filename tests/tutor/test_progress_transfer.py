"""Issue 31: progress that travels. A learner downloads their progress and
uploads it anywhere (a class's Voila, Binder, the static site): it merges —
best stars kept, counts combined so that nothing is counted twice — and a file
that is not progress is refused with a reason in the learner's language, the
progress left exactly as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oriflamme.tutor import Progress
from oriflamme.tutor.ledger import ProgressFileError
from oriflamme.tutor.progress import BrowserStorage, FileStorage
from oriflamme.widgets.lessons import LessonsMenu


def play(p: Progress, lesson: str, stars: int, *, tries: int = 1, wrong: int = 0) -> None:
    """``tries`` runs of ``lesson`` (the last one won with ``stars``), ``wrong``
    wrong moves in it."""
    for _ in range(tries):
        p.attempt(lesson)
    for _ in range(wrong):
        p.mistake(lesson, "wrong", "bank", text=f"lesson-{lesson}-wrong-bank", rules=["G3"])
    p.record(lesson, stars)


def test_school_home_and_back_counts_each_win_once(tmp_path: Path) -> None:
    """The round trip: school (Voila, a file on the server) → home (the static
    site: the browser's drive) → school again. Stars keep the best; wins,
    attempts and mistakes made in each place are counted once, however many
    times the files go back and forth."""
    school = Progress(storage=FileStorage(tmp_path / "server" / "progress.json"))
    play(school, "goal", 2, tries=3, wrong=2)
    play(school, "card-spy", 3)
    home = Progress(storage=BrowserStorage(tmp_path / "drive" / "progress.json"))
    home.merge_file(school.export_bytes())
    assert home.stars("goal") == 2 and home.lessons["goal"]["completed"] == 1
    assert home.lessons["goal"]["attempts"] == 3
    play(home, "goal", 3, tries=1, wrong=1)  # better at home
    play(home, "placement-ends", 1)
    back = home.export_bytes()
    school.merge_file(back)
    school.merge_file(back)  # uploaded twice by mistake
    again = Progress(tmp_path / "server" / "progress.json")  # what the disk holds
    goal = again.lessons["goal"]
    assert again.stars("goal") == 3  # the best of the two places
    assert (goal["completed"], goal["attempts"]) == (2, 4)  # 1 at school + 1 at home
    assert goal["mistakes"]["wrong:bank"]["count"] == 3  # 2 + 1, never 2 + 2 + 1
    assert again.stars("card-spy") == 3 and again.stars("placement-ends") == 1
    # and home again, after more work at school: still nothing counted twice
    play(school, "goal", 1)
    home.merge_file(school.export_bytes())
    assert home.lessons["goal"]["completed"] == 3 and home.stars("goal") == 3


def test_a_file_from_before_counts_travelled_merges_once(tmp_path: Path) -> None:
    """A progress file written by the tutor before this change (no origin, no
    tally): its counts are read as they are, and uploading it twice adds them once."""
    old = {"version": 1, "lessons": {"goal": {"stars": 2, "completed": 4, "last": "2026-01-02"}}}
    raw = json.dumps(old).encode()
    p = Progress(tmp_path / "p.json")
    play(p, "goal", 1)
    p.merge_file(raw)
    p.merge_file(raw)
    assert p.stars("goal") == 2 and p.lessons["goal"]["completed"] == 5
    # an old file on disk keeps its counts when this version first saves it
    legacy = tmp_path / "legacy.json"
    legacy.write_text(json.dumps(old))
    q = Progress(legacy)
    q.record("goal", 1)
    assert Progress(legacy).lessons["goal"]["completed"] == 5
    assert Progress(legacy).stars("goal") == 2


BAD = {
    "not-json": b'{"lessons": {"goal": ',
    "not-text": b"\xff\xfe\x00binary\x00",
    "empty": b"   \n",
    "not-progress": json.dumps({"players": ["red", "blue"], "queue": []}).encode(),
    "newer": json.dumps({"version": 99, "lessons": {}}).encode(),
    "bad-entry": json.dumps({"lessons": {"goal": {"stars": 7}}}).encode(),
    "too-big": b'{"lessons": {}, "x": "' + b"a" * 1_100_000 + b'"}',
    "other-learner": json.dumps({"learner": "Pierre", "lessons": {"goal": {"stars": 3}}}).encode(),
}


@pytest.mark.parametrize("code", sorted(BAD))
def test_a_bad_file_is_refused_with_its_reason_and_changes_nothing(
    tmp_path: Path, code: str
) -> None:
    path = tmp_path / "learners" / "olena.json"
    p = Progress.for_learner("Olena", tmp_path / "progress.json")
    play(p, "goal", 2)
    before = path.read_bytes()
    with pytest.raises(ProgressFileError) as e:
        p.merge_file(BAD[code])
    assert e.value.code == code
    assert path.read_bytes() == before and p.stars("goal") == 2


#: The reason a refused file is given, as the learner reads it.
REFUSED = {
    "uk": ("не файл прогресу", "Ваш прогрес не змінився"),
    "ru": ("не файл прогресса", "Ваш прогресс не изменился"),
    "fr": ("n’est pas un fichier de progression", "Votre progression n’a pas changé"),
}


@pytest.mark.parametrize("lang", sorted(REFUSED))
def test_the_lessons_menu_downloads_and_uploads_in_the_learners_language(
    tmp_path: Path, lang: str
) -> None:
    menu = LessonsMenu(lang, progress=Progress(tmp_path / "a" / "progress.json"))
    transfer = menu.transfer
    assert "<a " not in transfer.download.value  # nothing to download yet
    play(menu.progress, "goal", 3, tries=2)
    menu.refresh()
    link = transfer.download.value
    assert 'download="oriflamme-progress.json"' in link and "ori-progress-download" in link
    raw = menu.progress.export_bytes()
    other = LessonsMenu(lang, progress=Progress(tmp_path / "b" / "progress.json"))
    assert other.transfer.take(raw, "oriflamme-progress.json")
    assert other.progress.stars("goal") == 3
    assert "ori-progress-transfer-message--ok" in other.transfer.message._dom_classes
    assert "3" in other.overview.value  # the menu shows the stars merged
    scenario = json.dumps({"players": ["red", "blue"]}).encode()
    assert not other.transfer.take(scenario, "position.json")
    words = other.transfer.message.value
    assert all(w.replace("’", "&#x27;") in words or w in words for w in REFUSED[lang])
    assert "position.json" in words
    assert "ori-progress-transfer-message--error" in other.transfer.message._dom_classes
    assert other.progress.stars("goal") == 3
