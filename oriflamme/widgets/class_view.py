"""The teacher's class view and the class tools at the teacher's desk (issue 31).

``ClassTools`` is a row of switches at the top of the desk: **My class** (the
class view; offered only where the server allows it, ``tutor/teacher_access.py``),
**Assignment by link** (``assignment.AssignmentBuilder``) and **Handouts to
print** (``handout_panel.HandoutPanel``); one panel is open at a time, none at
first (the desk below is unchanged).

``ClassView`` asks for the teacher's password when the server wants one, then
shows every learner × every lesson of a course (or of an assignment): stars,
attempts and when each was last seen, the lessons where a learner is stuck
(``STUCK`` attempts or more, no star yet), each learner's totals, sortable;
below, the wrong moves made most often — by lesson, with what the lesson says
about them, and by rule id (RULINGS.md). It reads the learners' files on the
server read-only (``tutor/classroom.py``), refreshed by a button and every
``REFRESH`` seconds while it is open; files the teacher collected (learners on
Binder or the static site) are dropped in, several at once, and merged by
name. The table downloads as CSV (the rows shown: learners × lessons).

Stable CSS classes: ``ori-class-tools``, ``ori-class-tools__switch``,
``ori-class-tools__panel``; ``ori-class-view``, ``ori-class-gate``,
``ori-class-password``, ``ori-class-unlock``, ``ori-class-gate-message``,
``ori-class-course``, ``ori-class-filter``, ``ori-class-assignment``,
``ori-class-sort``, ``ori-class-order``, ``ori-class-refresh``,
``ori-class-auto``, ``ori-class-upload``, ``ori-class-csv``,
``ori-class-message`` (``--ok``, ``--error``), ``ori-class-summary``,
``ori-class-table`` (rows ``ori-class-row``; cells ``ori-class-cell``,
``--done``, ``--stuck``), ``ori-class-legend``, ``ori-class-mistakes``,
``ori-class-rules``.
"""

from __future__ import annotations

import asyncio
import base64
import csv
import io
import re
import time
from collections.abc import Callable
from datetime import datetime
from html import escape
from typing import Any

import ipywidgets as w

from oriflamme.tutor import course_title_key, courses, lesson, lessons
from oriflamme.tutor import texts as tx
from oriflamme.tutor.assignment import Assignment
from oriflamme.tutor.classroom import Cell, Classroom, Learner
from oriflamme.tutor.progress import MAX_BYTES, ProgressFileError
from oriflamme.tutor.teacher_access import MAX_TRIES, Access, Gate, load_access

from .assignment import AssignmentBuilder
from .classroom_style import CLASSROOM_CSS, upload_label_css
from .controls import button, label, show
from .lifecycle import close_widgets

#: Seconds between two automatic reads of the learners' files.
REFRESH = 15
#: Attempts without a star from which a lesson counts as «stuck».
STUCK = 2
#: How many of the most frequent mistakes and rules are listed.
TOP = 8
SORTS = ("name", "stuck", "stars", "done", "attempts", "mistakes", "seen")
#: The CSV separator per language (what each language's spreadsheets expect).
CSV_SEPARATOR = {"en": ","}


def when_text(iso: str, lang: str, today: str | None = None) -> str:
    """A progress file's time as the teacher reads it: «14:05» today, else the date."""
    if not iso:
        return "—"
    try:
        d = datetime.strptime(iso[:19], "%Y-%m-%dT%H:%M:%S")
    except ValueError:
        return iso[:16]
    today = today or time.strftime("%Y-%m-%d")
    if iso[:10] == today:
        return d.strftime("%H:%M")
    if lang == "en":
        return d.strftime("%Y-%m-%d %H:%M")
    return d.strftime("%d/%m/%Y %H:%M" if lang == "fr" else "%d.%m.%Y %H:%M")


def _stars(n: int) -> str:
    return (
        f'<span class="ori-class-stars" aria-hidden="true">{"★" * n}</span>'
        f'<span class="ori-class-stars--off" aria-hidden="true">{"☆" * (3 - n)}</span>'
    )


def file_stem(text: str) -> str:
    """A file name's part from a class's or course's name."""
    return re.sub(r"[^\w]+", "-", text.lower(), flags=re.UNICODE).strip("-")[:40] or "class"


class ClassView(w.VBox):
    """The class: ``ClassView(lang, base=…)`` (``base``: the shared progress
    file whose ``learners/`` folder is read; default: the tutor's)."""

    def __init__(self, lang: str = "uk", *, base: Any = None, access: Access | None = None) -> None:
        super().__init__()
        self.add_class("ori-class-view")
        self.lang = lang
        self._base = base
        self.gate = Gate(access if access is not None else load_access())
        self.classroom: Classroom | None = None
        self._timer: asyncio.TimerHandle | None = None
        #: What came of the last files dropped in: (``ok``/``error``, text).
        self._messages: list[tuple[str, str]] = []
        self._drawing = False
        # the door
        # sent on Enter or when the box is left, never at each keystroke: a
        # half-typed password would count as a wrong try (and empty the box)
        self.password = w.Password(continuous_update=False).add_class("ori-class-password")
        self.password.style.description_width = "initial"
        self.password.observe(lambda _c: self.unlock(), names="value")
        self.unlock_button = button(["ori-class-unlock"], self.unlock)
        self.unlock_button.button_style = "primary"
        self.gate_message = w.HTML().add_class("ori-class-gate-message")
        self.gate_intro = w.HTML()
        self.gate_box = w.VBox(
            [
                self.gate_intro,
                w.HBox([self.password, self.unlock_button]).add_class("ori-row"),
                self.gate_message,
            ]
        ).add_class("ori-class-gate")
        # the view
        eds = list(courses())
        self.course = w.Dropdown(options=eds, value=eds[0]).add_class("ori-class-course")
        self.filter = w.Dropdown(options=[("", "")], value="").add_class("ori-class-filter")
        self.assignment = w.Dropdown(options=[("", "")], value="")
        self.assignment.add_class("ori-class-assignment")
        self.sort = w.Dropdown(options=list(SORTS), value="name").add_class("ori-class-sort")
        self.order = w.ToggleButton(value=False).add_class("ori-class-order")
        self.refresh_button = button(["ori-class-refresh"], self.refresh)
        self.refresh_button.icon = "refresh"
        self.auto = w.Checkbox(value=True, indent=False).add_class("ori-class-auto")
        self.upload = w.FileUpload(accept=".json,.txt", multiple=True)
        self.upload.add_class("ori-class-upload")
        self.upload.add_class(f"ori-upload-{id(self):x}")
        self.upload_css = w.HTML().add_class("ori-style")
        self.forget_button = button(["ori-class-forget"], self.forget_files)
        self.csv = w.HTML().add_class("ori-class-csv-box")
        self.message = w.HTML().add_class("ori-class-message")
        self.summary = w.HTML().add_class("ori-class-summary")
        self.table = w.HTML().add_class("ori-class-table-box")
        self.legend = w.HTML().add_class("ori-class-legend")
        self.mistakes = w.HTML().add_class("ori-class-mistakes")
        self.rules = w.HTML().add_class("ori-class-rules")
        for control in (self.course, self.filter, self.assignment, self.sort):
            control.style.description_width = "initial"
            control.observe(lambda _c: self.redraw(), names="value")
        self.order.observe(lambda _c: self.redraw(), names="value")
        self.auto.observe(lambda _c: self._schedule(), names="value")
        self.upload.observe(self._uploaded, names="value")
        self.view_box = w.VBox(
            [
                w.HBox([self.course, self.filter, self.assignment]).add_class("ori-row"),
                w.HBox([self.sort, self.order, self.refresh_button, self.auto]).add_class(
                    "ori-row"
                ),
                w.HBox([self.upload, self.forget_button, self.csv]).add_class("ori-row"),
                self.message,
                self.summary,
                self.table,
                self.legend,
                w.HBox([self.mistakes, self.rules]).add_class("ori-class-columns"),
            ]
        ).add_class("ori-class-view__body")
        self.children = (self.upload_css, self.gate_box, self.view_box)
        if self.gate.opened:
            self._open()
        self.relabel(lang)

    # ------------------------------------------------------------ the door

    @property
    def unlocked(self) -> bool:
        return self.gate.opened

    def unlock(self, password: str | None = None) -> bool:
        """Open the class view with the teacher's password (the box's by default)."""
        if self.gate.opened:
            return True
        given = self.password.value if password is None else password
        if not given:
            return False
        ok = self.gate.open(given)
        if ok:
            self._open()
        self.password.value = ""
        self.relabel(self.lang)
        return ok

    def _open(self) -> None:
        self.classroom = Classroom(self._base)
        self._schedule()

    # ------------------------------------------------------------ acting

    def refresh(self) -> bool:
        """Read the learners' files again (only those that changed); redraw if any did."""
        if self.classroom is None:
            return False
        changed = self.classroom.refresh()
        if changed:
            self.redraw()
        else:
            self._draw_summary()
        return changed

    def take_files(self, files: list[tuple[str, bytes]]) -> list[str]:
        """Merge collected progress files (name, content); the names refused."""
        if self.classroom is None:
            return [name for name, _ in files]
        merged: list[str] = []
        refused: list[tuple[str, str]] = []  # the file's name, why (the name in it)
        for name, content in files:
            try:
                if len(content) > MAX_BYTES:
                    raise ProgressFileError("too-big", str(len(content)))
                learner = self.classroom.add_file(content, name)
                merged.append(learner.name)
            except ProgressFileError as e:
                why = tx.text(f"progress-file-{e.code}", self.lang, detail=e.detail, file=name)
                refused.append((name, why))
        parts = []
        if merged:
            names = ", ".join(dict.fromkeys(merged))
            parts.append(
                ("ok", tx.text("class-files-merged", self.lang, count=len(merged), names=names))
            )
        if refused:
            parts.append(("error", "\n".join(why for _name, why in refused)))
        self._messages = parts
        self.redraw()
        return [name for name, _why in refused]

    def forget_files(self) -> None:
        """Leave out the files dropped in (the server's stay)."""
        if self.classroom is not None:
            self.classroom.forget_files()
        self._messages = []
        self.redraw()

    def close(self) -> None:
        if getattr(self, "_timer", None) is not None:
            self._cancel()
        super().close()

    def stop(self) -> None:
        """No more automatic reads (the panel is hidden)."""
        self._cancel()

    def _schedule(self) -> None:
        self._cancel()
        if self.classroom is None or not self.auto.value:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (tests, scripts): the button only
            return
        self._timer = loop.call_later(REFRESH, self._tick)

    def _tick(self) -> None:
        self._timer = None
        if self.comm is None:  # closed
            return
        self.refresh()
        self._schedule()

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _uploaded(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        self.take_files([(str(f.get("name", "")), bytes(f["content"])) for f in files])
        self.upload.value = ()

    # ------------------------------------------------------------ what is shown

    def shown_learners(self) -> list[Learner]:
        """The learners in the table, filtered and sorted as chosen."""
        if self.classroom is None:
            return []
        klass = self.filter.value or None
        people = self.classroom.of_class(klass)
        ids = self.lesson_ids()
        cells = {x.key: [Classroom.cell(x, i) for i in ids] for x in people}
        key = self.sort.value

        def measure(x: Learner) -> Any:
            cs = cells[x.key]
            return {
                "name": x.name.casefold(),
                "stuck": sum(1 for c in cs if c.attempts >= STUCK and not c.stars),
                "stars": sum(c.stars for c in cs),
                "done": sum(1 for c in cs if c.stars),
                "attempts": sum(c.attempts for c in cs),
                "mistakes": sum(c.mistakes for c in cs),
                "seen": max((c.seen for c in cs), default=""),
            }[key]

        # names A→Z by default; every number largest first (ties by name);
        # «reverse» flips the order
        descending = key != "name"
        if self.order.value:
            descending = not descending
        by_name = sorted(people, key=lambda x: (x.name.casefold(), x.key))
        return sorted(by_name, key=measure, reverse=descending)

    def current_assignment(self) -> Assignment | None:
        if self.classroom is None or not self.assignment.value:
            return None
        return self.classroom.assignments().get(self.assignment.value)

    def lesson_ids(self) -> list[str]:
        """The table's columns: the assignment's lessons, else the course's."""
        a = self.current_assignment()
        if a is not None:
            return list(a.lessons)
        return [x.id for x in lessons(self.course.value)]

    def rows(self) -> list[tuple[Learner, list[Cell]]]:
        ids = self.lesson_ids()
        return [(x, [Classroom.cell(x, i) for i in ids]) for x in self.shown_learners()]

    def csv_text(self) -> str:
        """The table as CSV: one row per learner and lesson, headers in the
        teacher's language."""
        lang = self.lang
        out = io.StringIO()
        writer = csv.writer(out, delimiter=CSV_SEPARATOR.get(lang, ";"), lineterminator="\r\n")
        writer.writerow(
            tx.text(f"class-csv-{k}", lang)
            for k in (
                "learner",
                "classes",
                "course",
                "lesson-id",
                "lesson",
                "stars",
                "attempts",
                "wins",
                "mistakes",
                "seen",
            )
        )
        ids = self.lesson_ids()
        for x, cells in self.rows():
            for lid, c in zip(ids, cells, strict=True):
                x_lesson = lesson(lid)
                writer.writerow(
                    [
                        x.name,
                        ", ".join(sorted(x.classes, key=str.casefold)),
                        tx.text(course_title_key(x_lesson.edition), lang),
                        lid,
                        tx.text(x_lesson.title, lang),
                        c.stars,
                        c.attempts,
                        c.completed,
                        c.mistakes,
                        c.seen.replace("T", " "),
                    ]
                )
        return "\ufeff" + out.getvalue()

    # ------------------------------------------------------------ drawing

    def relabel(self, lang: str) -> None:
        self.lang = lang
        self.gate_intro.value = (
            f"<h4>{escape(tx.text('class-title', lang))}</h4>"
            f"<p>{escape(tx.text('class-gate-intro', lang))}</p>"
        )
        self.password.description = tx.text("class-password", lang)
        label(self.unlock_button, tx.text("class-unlock", lang))
        gate = self.gate
        if gate.locked:
            text = tx.text("class-gate-locked", lang)
        elif gate.tries:
            text = tx.text("class-gate-wrong", lang, left=MAX_TRIES - gate.tries)
        else:
            text = ""
        self.gate_message.value = escape(text)
        show(self.gate_message, bool(text))
        self.password.disabled = self.unlock_button.disabled = gate.locked
        show(self.gate_box, not gate.opened)
        show(self.view_box, gate.opened)
        self.course.description = tx.text("class-course", lang)
        ed = self.course.value
        self.course.options = [(tx.text(course_title_key(e), lang), e) for e in courses()]
        self.course.value = ed
        self.sort.description = tx.text("class-sort", lang)
        value = self.sort.value
        self.sort.options = [(tx.text(f"class-sort-{k}", lang), k) for k in SORTS]
        self.sort.value = value
        self.order.description = tx.text("class-order", lang)
        self.order.tooltip = tx.text("class-order-tip", lang)
        label(self.refresh_button, tx.text("class-refresh", lang))
        self.auto.description = tx.text("class-auto", lang, seconds=REFRESH)
        text = tx.text("class-upload", lang)
        self.upload.description = text
        self.upload.tooltip = tx.text("class-upload-tip", lang)
        self.upload_css.value = upload_label_css(f"ori-upload-{id(self):x}", text)
        label(self.forget_button, tx.text("class-forget", lang), tx.text("class-forget-tip", lang))
        self.filter.description = tx.text("class-filter", lang)
        self.assignment.description = tx.text("class-assignment", lang)
        if gate.opened:
            self.redraw()

    def _choices(self) -> None:
        """The class and assignment pickers' options, from the files read."""
        lang = self.lang
        room = self.classroom
        if room is None:
            return
        klass = self.filter.value
        classes = room.classes()
        self.filter.options = [(tx.text("class-filter-all", lang), "")] + [(c, c) for c in classes]
        self.filter.value = klass if klass in classes else ""
        chosen = self.assignment.value
        found = room.assignments()
        options = [(tx.text("class-assignment-none", lang), "")]
        for aid, a in sorted(found.items(), key=lambda kv: (kv[1].class_name.casefold(), kv[0])):
            options.append(
                (
                    tx.text(
                        "class-assignment-option", lang, klass=a.class_name, count=len(a.items)
                    ),
                    aid,
                )
            )
        self.assignment.options = options
        self.assignment.value = chosen if chosen in found else ""

    def redraw(self) -> None:
        """Draw the table and the lists from the files read (no reading)."""
        if self.classroom is None or self._drawing:
            return
        self._drawing = True
        try:
            self._choices()
            self.course.disabled = self.current_assignment() is not None
            self._draw_messages()
            self._draw_summary()
            self._draw_table()
            self._draw_mistakes()
            self._draw_csv()
        finally:
            self._drawing = False

    def _draw_messages(self) -> None:
        parts = self._messages
        for k in ("ok", "error"):
            self.message.remove_class(f"ori-class-message--{k}")
        if parts:
            kind = "error" if any(k == "error" for k, _ in parts) else "ok"
            self.message.add_class(f"ori-class-message--{kind}")
        self.message.value = "<br>".join(escape(text).replace("\n", "<br>") for _, text in parts)
        show(self.message, bool(parts))

    def _draw_summary(self) -> None:
        room, lang = self.classroom, self.lang
        if room is None:
            return
        people = self.shown_learners()
        read = time.strftime("%H:%M:%S", time.localtime(room.read_at))
        dropped = sum(1 for x in room.learners if any(s != "server" for s in x.sources))
        self.summary.value = escape(
            tx.text("class-summary", lang, count=len(people), read=read, files=dropped)
        )
        show(self.forget_button, dropped > 0)

    def _draw_table(self) -> None:
        lang = self.lang
        ids = self.lesson_ids()
        a = self.current_assignment()
        rows = self.rows()
        if not rows:
            self.table.value = (
                f'<p class="ori-class-empty">{escape(tx.text("class-empty", lang))}</p>'
            )
            self.legend.value = ""
            return
        head = [
            f'<th class="ori-class-table__name" scope="col">'
            f"{escape(tx.text('class-col-learner', lang))}</th>"
        ]
        if a is not None:
            head.append(f'<th scope="col">{escape(tx.text("class-col-assignment", lang))}</th>')
        for k in ("stars", "done", "seen"):
            head.append(f'<th scope="col">{escape(tx.text(f"class-col-{k}", lang))}</th>')
        for n, lid in enumerate(ids, 1):
            x = lesson(lid)
            title = tx.text(x.title, lang)
            head.append(
                f'<th class="ori-class-table__lesson" scope="col" title="{escape(title)}">'
                f"<span>{n}. {escape(title)}</span></th>"
            )
        body = []
        for learner, cells in rows:
            badges = ""
            if any(s != "server" for s in learner.sources):
                files = ", ".join(s for s in learner.sources if s != "server")
                badges += (
                    f'<span class="ori-class-badge" title="{escape(files)}">'
                    f"{escape(tx.text('class-badge-file', lang))}</span>"
                )
            if learner.problem:
                why = tx.text(f"progress-file-{learner.problem}", lang, detail="", file="")
                badges += (
                    f'<span class="ori-class-badge ori-class-badge--problem" '
                    f'title="{escape(why)}">{escape(tx.text("class-badge-unreadable", lang))}'
                    "</span>"
                )
            tds = [
                f'<th class="ori-class-table__name" scope="row">{escape(learner.name)}{badges}</th>'
            ]
            if a is not None:
                done = self.classroom.completion(learner, a) if self.classroom else None
                if done is not None:
                    words = tx.text("class-assignment-done", lang, done=done.done, total=done.total)
                    opened = "" if done.opened else " ✉︎"
                    tip = tx.text("class-assignment-not-opened", lang) if opened else words
                    tds.append(f'<td title="{escape(tip)}">{escape(words)}{opened}</td>')
            stars = sum(c.stars for c in cells)
            done_n = sum(1 for c in cells if c.stars)
            seen = max((c.seen for c in cells), default="")
            tds.append(f"<td>{stars}/{3 * len(cells)}</td>")
            tds.append(f"<td>{done_n}/{len(cells)}</td>")
            tds.append(f"<td>{escape(when_text(seen, lang))}</td>")
            for lid, c in zip(ids, cells, strict=True):
                tds.append(self._cell(lid, c))
            body.append(f'<tr class="ori-class-row">{"".join(tds)}</tr>')
        caption = tx.text(
            "class-caption",
            lang,
            what=(
                tx.text("class-assignment-option", lang, klass=a.class_name, count=len(a.items))
                if a is not None
                else tx.text(course_title_key(self.course.value), lang)
            ),
        )
        self.table.value = (
            f'<div class="ori-class-scroll" tabindex="0" role="region" '
            f'aria-label="{escape(caption)}"><table class="ori-class-table">'
            f'<caption class="ori-sr">{escape(caption)}</caption>'
            f"<thead><tr>{''.join(head)}</tr></thead><tbody>{''.join(body)}</tbody>"
            "</table></div>"
        )
        self.legend.value = escape(tx.text("class-legend", lang, stuck=STUCK))

    def _cell(self, lesson_id: str, c: Cell) -> str:
        lang = self.lang
        if not c.attempts and not c.stars:
            words = tx.text("class-cell-none", lang)
            return f'<td class="ori-class-cell" title="{escape(words)}">·</td>'
        stuck = c.attempts >= STUCK and not c.stars
        words = tx.text(
            "class-cell",
            lang,
            stars=c.stars,
            attempts=c.attempts,
            mistakes=c.mistakes,
            seen=when_text(c.seen, lang),
        )
        kind = " ori-class-cell--stuck" if stuck else (" ori-class-cell--done" if c.stars else "")
        tries = escape(tx.text("class-cell-tries", lang, attempts=c.attempts))
        return (
            f'<td class="ori-class-cell{kind}" title="{escape(words)}">'
            f'<span class="ori-sr">{escape(words)}</span>{_stars(c.stars)}'
            f'<span class="ori-class-tries" aria-hidden="true">{tries}</span></td>'
        )

    def _draw_mistakes(self) -> None:
        room, lang = self.classroom, self.lang
        if room is None:
            return
        people = self.shown_learners()
        ids = self.lesson_ids()
        top = room.mistakes(people, ids, TOP)
        rules = room.rules(people, ids, TOP)
        head = f"<h5>{escape(tx.text('class-mistakes-title', lang))}</h5>"
        if not top:
            self.mistakes.value = head + f"<p>{escape(tx.text('class-mistakes-none', lang))}</p>"
        else:
            rows = []
            for m in top:
                x = lesson(m.lesson)
                move = _move_words(x.game, m.move, lang)
                said = _said(m.text, lang)
                rows.append(
                    "<tr>"
                    f"<td>{escape(tx.text(x.title, lang))}</td>"
                    f"<td><b>{escape(move)}</b>"
                    + (f"<br><small>{escape(said)}</small>" if said else "")
                    + f"</td><td>{escape(', '.join(m.rules) or '—')}</td>"
                    f'<td class="ori-num">{m.count}</td><td class="ori-num">{m.learners}</td></tr>'
                )
            cols = "".join(
                f'<th scope="col"{" class=ori-num" if k in ("times", "learners") else ""}>'
                f"{escape(tx.text(f'class-mistakes-{k}', lang))}</th>"
                for k in ("lesson", "move", "rules", "times", "learners")
            )
            self.mistakes.value = (
                head + f"<table><thead><tr>{cols}</tr></thead><tbody>{''.join(rows)}</tbody>"
                "</table>"
            )
        head = f"<h5>{escape(tx.text('class-rules-title', lang))}</h5>"
        if not rules:
            self.rules.value = head + f"<p>{escape(tx.text('class-rules-none', lang))}</p>"
            return
        rows = []
        for r in rules:
            where = ", ".join(tx.text(lesson(i).title, lang) for i in r.lessons[:4])
            if len(r.lessons) > 4:
                where += " …"
            rows.append(
                f"<tr><td><b>{escape(r.rule)}</b></td><td>{escape(where)}</td>"
                f'<td class="ori-num">{r.count}</td><td class="ori-num">{r.learners}</td></tr>'
            )
        cols = "".join(
            f'<th scope="col"{" class=ori-num" if k in ("times", "learners") else ""}>'
            f"{escape(tx.text(f'class-rules-{k}', lang))}</th>"
            for k in ("rule", "lessons", "times", "learners")
        )
        self.rules.value = (
            head + f"<table><thead><tr>{cols}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        )

    def _draw_csv(self) -> None:
        lang = self.lang
        a = self.current_assignment()
        what = (
            file_stem(a.class_name) if a is not None else file_stem(self.course.value)
        ) + time.strftime("-%Y-%m-%d")
        data = base64.b64encode(self.csv_text().encode("utf-8")).decode("ascii")
        self.csv.value = (
            f'<a class="ori-class-csv" download="class-{escape(what)}.csv" '
            f'href="data:text/csv;charset=utf-8;base64,{data}" '
            f'title="{escape(tx.text("class-csv-tip", lang))}">'
            f"⬇ {escape(tx.text('class-csv', lang))}</a>"
        )


def _move_words(game: Any, move: str, lang: str) -> str:
    try:
        return game.move_text(move, lang) or move
    except Exception:
        return move


def _said(key: str, lang: str) -> str:
    """What the lesson said about a mistake (its Fluent text), "" if none fits."""
    if not key or not tx.has(key, lang):
        return ""
    try:
        return tx.text(key, lang)
    except Exception:
        return ""


class ClassTools(w.VBox):
    """The desk's class tools: a switch per tool, one panel open at a time
    (pressing the open one's switch again closes it); see the module's doc."""

    def __init__(self, lang: str = "uk", *, base: Any = None, access: Access | None = None):
        super().__init__()
        self.add_class("ori-class-tools")
        self.lang = lang
        self._base = base
        self.access = access if access is not None else load_access()
        #: The panels' makers, by key; a panel is built when first opened.
        self._makers: dict[str, Callable[[], w.Widget]] = {}
        if self.access.offered:
            self._makers["class"] = lambda: ClassView(
                self.lang, base=self._base, access=self.access
            )
        self._makers["assignment"] = lambda: AssignmentBuilder(self.lang)
        self._makers["handouts"] = self._handouts
        self.panels: dict[str, w.Widget] = {}
        self.switches: dict[str, w.ToggleButton] = {}
        for key in self._makers:
            b = w.ToggleButton(value=False, layout=w.Layout(width="auto"))
            b.add_class(f"ori-class-tools-{key}")
            b.observe(lambda change, key=key: self._switched(key, change["new"]), names="value")
            self.switches[key] = b
        self.switch = w.HBox(list(self.switches.values())).add_class("ori-class-tools__switch")
        self.current = ""
        self.panel = w.VBox().add_class("ori-class-tools__panel")
        show(self.panel, False)
        self.children = (w.HTML(CLASSROOM_CSS).add_class("ori-style"), self.switch, self.panel)
        self.relabel(lang)

    def _handouts(self) -> w.Widget:
        from .handout_panel import HandoutPanel

        return HandoutPanel(self.lang)

    @property
    def class_view(self) -> ClassView | None:
        """The class view (built when first opened; None where it is not offered)."""
        return self.show_panel("class") if "class" in self._makers else None

    @property
    def assignment_builder(self) -> AssignmentBuilder:
        panel = self.show_panel("assignment")
        assert isinstance(panel, AssignmentBuilder)
        return panel

    @property
    def handouts(self) -> Any:
        return self.show_panel("handouts")

    def show_panel(self, key: str) -> w.Widget:
        """Show the panel ``key`` (``class``, ``assignment``, ``handouts``)."""
        self.switches[key].value = True  # calls _switched
        return self.panels[key]

    def close_panel(self) -> None:
        if self.current:
            self.switches[self.current].value = False

    def _switched(self, key: str, on: bool) -> None:
        if not on:
            if key == self.current:
                self.current = ""
                self._stop_others("")
                self.panel.children = ()
                show(self.panel, False)
            return
        self.current = key
        for k, b in self.switches.items():
            if k != key and b.value:
                b.value = False
        self._stop_others(key)
        if key not in self.panels:
            self.panels[key] = self._makers[key]()
            self.panels[key].relabel(self.lang)
        panel = self.panels[key]
        if isinstance(panel, ClassView) and panel.unlocked:
            panel.refresh()
            panel._schedule()
        self.panel.children = (panel,)
        show(self.panel, True)

    def _stop_others(self, key: str) -> None:
        for k, panel in self.panels.items():
            if k != key and isinstance(panel, ClassView):
                panel.stop()

    def relabel(self, lang: str) -> None:
        self.lang = lang
        names = {"class": "class-tab", "assignment": "assignment-tab", "handouts": "handouts-tab"}
        for key, b in self.switches.items():
            b.description = tx.text(names[key], lang)
            b.tooltip = tx.text(f"{names[key]}-tip", lang)
        for panel in self.panels.values():
            panel.relabel(lang)

    def close(self) -> None:
        close_widgets(*getattr(self, "panels", {}).values())
        super().close()
