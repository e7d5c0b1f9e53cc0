"""Issue 31: the teacher's class view on the desk, and who may open it.

Without the server's setting the desk offers no class view; with a teacher's
password, nothing of the class reaches the page before the password is given
(every string of every widget of the desk is searched for the learners' names).
Open, it shows every learner × lesson (stars, attempts, last seen), sorts,
follows the learners' saves on refresh, merges collected files and downloads
as CSV; the wrong moves are listed by lesson and by rule id."""

from __future__ import annotations

import base64
import csv
import io
from pathlib import Path
from typing import Any

import ipywidgets as w
import pytest

from oriflamme.tutor import Progress, lessons
from oriflamme.tutor.teacher_access import (
    FILE,
    MAX_TRIES,
    Access,
    hash_password,
    load_access,
    verify,
    write_config,
)
from oriflamme.widgets.class_view import ClassTools, ClassView
from oriflamme.widgets.teacher import TeacherDesk

NAMES = ("Олена Коваль", "Петро", "Pierre")
PASSWORD = "вчитель-2026"


def seed(base: Path) -> None:
    olena = Progress.for_learner("Олена Коваль", base)
    olena.attempt("goal")
    olena.record("goal", 3)
    petro = Progress.for_learner("Петро", base)
    for _ in range(3):
        petro.attempt("goal")
        petro.mistake(
            "goal", "wrong", "play lord start", text="lesson-goal-wrong-lord", rules=["G3"]
        )
    Progress.for_learner("Pierre", base).record("card-spy", 2)


def strings(widget: Any) -> str:
    """Every string value, description, tooltip and option of ``widget`` and its children."""
    out: list[str] = []
    seen: set[int] = set()
    todo = [widget]
    while todo:
        x = todo.pop()
        if id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, w.Widget):
            for name in x.keys:
                value = getattr(x, name, None)
                if isinstance(value, str):
                    out.append(value)
                elif isinstance(value, (list, tuple)):
                    for v in value:
                        if isinstance(v, w.Widget):
                            todo.append(v)
                        else:
                            out.append(str(v))
                elif isinstance(value, w.Widget):
                    todo.append(value)
    return "\n".join(out)


def test_the_password_is_stored_as_a_salted_hash_and_checked(tmp_path: Path, monkeypatch) -> None:
    hashed = hash_password(PASSWORD)
    assert PASSWORD not in hashed and hashed != hash_password(PASSWORD)  # salted
    assert verify(PASSWORD, hashed) and not verify("вчитель-2025", hashed)
    assert not verify(PASSWORD, "scrypt$damaged")
    folder = tmp_path / "config"
    path = write_config(folder, "password", PASSWORD)
    assert oct(path.stat().st_mode & 0o777) == "0o600"
    assert PASSWORD not in path.read_text()
    # found where Jupyter finds its configuration (make run: JUPYTER_CONFIG_PATH=config)
    monkeypatch.delenv("ORIFLAMME_TEACHER_CONFIG", raising=False)
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(folder))
    access = load_access()
    assert access.mode == "password" and access.offered and access.check(PASSWORD)
    with pytest.raises(ValueError):
        write_config(folder, "password", "short")


def test_without_the_setting_no_class_view_is_offered(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("ORIFLAMME_TEACHER_CONFIG", str(tmp_path / "none" / FILE))
    monkeypatch.setenv("ORIFLAMME_PROGRESS", str(tmp_path / "progress.json"))
    seed(tmp_path / "progress.json")
    assert not load_access().offered
    (tmp_path / "bad.json").write_text('{"class_view": "password"}')  # no hash: off
    assert not load_access(tmp_path / "bad.json").offered
    (tmp_path / "broken.json").write_text("{")
    assert not load_access(tmp_path / "broken.json").offered
    desk = TeacherDesk("uk")
    tools = desk.classroom
    assert list(tools.switches) == ["assignment", "handouts"]
    assert tools.class_view is None
    for key in tools.switches:
        tools.show_panel(key)
    assert not any(name in strings(desk) for name in NAMES)


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_nothing_of_the_class_before_the_password(tmp_path: Path, lang: str) -> None:
    base = tmp_path / "progress.json"
    seed(base)
    access = Access("password", hash_password(PASSWORD))
    tools = ClassTools(lang, base=base, access=access)
    view = tools.class_view
    assert view is not None and not view.unlocked
    assert not any(name in strings(tools) for name in NAMES)
    view.gate.pause = 0
    assert not view.unlock("wrong password")
    assert view.gate_message.value and not any(name in strings(tools) for name in NAMES)
    for _ in range(MAX_TRIES - 1):
        view.unlock("wrong again")
    assert view.gate.locked and view.password.disabled
    assert not view.unlock(PASSWORD)  # locked: even the right one, until the page reloads
    assert not any(name in strings(tools) for name in NAMES)
    fresh = ClassView(lang, base=base, access=access)
    fresh.gate.pause = 0
    # the box sends its text on Enter (or when left), never at each keystroke:
    # a half-typed password would count as a wrong try and empty the box
    assert fresh.password.continuous_update is False
    fresh.password.value = PASSWORD  # Enter in the password box
    assert fresh.unlocked and fresh.password.value == ""
    assert all(name in fresh.table.value for name in NAMES)


def test_the_class_table_sorts_refreshes_and_downloads(tmp_path: Path) -> None:
    base = tmp_path / "progress.json"
    seed(base)
    view = ClassView("uk", base=base, access=Access("open"))
    assert view.unlocked
    table = view.table.value
    assert all(name in table for name in NAMES)
    assert "ori-class-cell--stuck" in table  # Petro: 3 attempts, no star on «goal»
    view.sort.value = "stuck"
    assert view.shown_learners()[0].name == "Петро"
    view.sort.value = "stars"
    assert view.shown_learners()[0].name == "Олена Коваль"
    view.order.value = True
    assert view.shown_learners()[-1].name == "Олена Коваль"
    # Petro wins while the teacher looks: the next refresh shows it
    Progress.for_learner("Петро", base).record("goal", 2)
    assert view.refresh()
    petro = next(x for x in view.classroom.learners if x.name == "Петро")
    assert petro.stars("goal") == 2
    # the wrong moves, by lesson (with what the lesson says) and by rule
    assert "Зіграти Лорда на початок ряду" in view.mistakes.value
    assert "G3" in view.rules.value
    # CSV: a row per learner and lesson of the course, headers in the teacher's language
    href = view.csv.value.split('href="', 1)[1].split('"', 1)[0]
    text = base64.b64decode(href.split(",", 1)[1]).decode("utf-8").lstrip("\ufeff")
    rows = list(csv.reader(io.StringIO(text), delimiter=";"))
    assert rows[0][:3] == ["Учень", "Клас", "Курс"]
    goal = {r[0]: r for r in rows[1:] if r[3] == "goal"}
    assert goal["Петро"][5:8] == ["2", "3", "1"]  # stars, attempts, wins
    assert len(rows) == 1 + 3 * len(lessons("base"))  # three learners × the course's lessons


def test_collected_files_are_dropped_in_several_at_once(tmp_path: Path) -> None:
    base = tmp_path / "progress.json"
    seed(base)
    view = ClassView("fr", base=base, access=Access("open"))
    home = Progress.for_learner("Марта", tmp_path / "home" / "progress.json")
    home.record("orichalque-goal", 3)
    refused = view.take_files(
        [("marta.json", home.export_bytes()), ("notes.txt", b"hello"), ("scenario.json", b"{}")]
    )
    assert refused == ["notes.txt", "scenario.json"]
    message = view.message.value
    assert "Марта" in message and "notes.txt" in message and "1 fichier ajouté" in message
    view.course.value = "orichalque"
    assert "Марта" in view.table.value and "ori-class-badge" in view.table.value
    view.forget_files()
    assert "Марта" not in view.table.value


def test_the_desk_builds_an_assignment_link(tmp_path: Path) -> None:
    tools = ClassTools("uk", base=tmp_path / "progress.json", access=Access())
    b = tools.assignment_builder
    assert "ori-assignment-link" not in b.link.value and b.message.value  # no class yet
    b.class_name.value = "7-Б"
    b.add("goal")
    b.course.value = "orichalque"
    b.add(b.lesson.value)
    b.add("goal")  # once only
    b.move(1, -1)
    assert b.chosen == ["lesson:orichalque-goal", "lesson:goal"]
    link = b.link.value
    assert (
        'href="?lang=uk&amp;class=7-%D0%91&amp;assign=lesson:orichalque-goal,lesson:goal"' in link
    )
    assert "ori-assignment-copy" in link and "navigator.clipboard" in link
    b.remove(0)
    b.clear()
    assert b.chosen == [] and "ori-assignment-link" not in b.link.value


def test_an_assignment_link_heads_the_lessons_and_its_next_follows_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from oriflamme.tutor.assignment import make
    from oriflamme.widgets import App

    monkeypatch.setenv("ORIFLAMME_PROGRESS", str(tmp_path / "progress.json"))
    a = make("7-Б", ["lesson:card-spy", "lesson:goal", "practice:base"], "uk")
    app = App("uk", assignment=a)
    menu = app.lessons
    panel = menu.assignment_panel
    assert panel is not None and "7-Б" in panel.head.value and "0 з 2" in panel.head.value
    assert menu.edition == "base"
    assert "Вкажіть своє ім’я" in panel.note.value  # no name yet: the teacher would not see
    menu.learner.name.value = "Олена"
    assert a.id in menu.progress.assignments and not panel.note.value
    panel.open_buttons["card-spy"].click()
    player = menu.player
    assert player is not None and player.following is not None
    assert player.following("card-spy") == "goal" and player.following("goal") is None
    unavailable = [
        row
        for row, _text in panel.rows.values()
        if "ori-assignment-item--unavailable" in row._dom_classes
    ]
    assert len(unavailable) == 1


def test_a_damaged_assignment_link_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from oriflamme.tutor.assignment import AssignmentError
    from oriflamme.widgets import App

    monkeypatch.setenv("ORIFLAMME_PROGRESS", str(tmp_path / "progress.json"))
    app = App("ru", assignment=AssignmentError("bad-item", "goal"))
    text = app.lessons.assignment_box.children[0].value
    assert "Ссылка на задание повреждена" in text and "записан неправильно" in text
