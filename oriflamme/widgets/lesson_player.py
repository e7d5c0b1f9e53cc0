"""``LessonPlayer``: one lesson, played on the real board (``GameView``).

The lesson's ``LessonRun`` is the referee: every move the learner makes on
the board goes through ``GameView``'s ``before_move`` hook to
``LessonRun.try_move``. The board never applies a move itself; after each
accepted move it is rebuilt on the run's new state. Illegal moves are
explained (the lesson's own text, else ``i18n.explain``), legal-but-wrong ones
are replayed to their consequence (narrated in the feedback box) and the
position is kept for another try.

Stable CSS classes: ``ori-lesson``, ``ori-lesson-title``, ``ori-narration``,
``ori-continue``, ``ori-goal``, ``ori-feedback`` (with ``ori-feedback--illegal``,
``--wrong``, ``--progressed``, ``--success``), ``ori-hint``, ``ori-retry``,
``ori-next-lesson``, ``ori-menu``, ``ori-stars``.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from oriflamme.engine.errors import IllegalMove
from oriflamme.tutor import LessonRun, Outcome, Progress, lesson, next_lesson
from oriflamme.tutor import texts as tx

from .controls import button, label, show
from .game_view import GameView

FEEDBACK_KINDS = ("illegal", "wrong", "progressed", "success")


def _narrate(event: Any, lang: str) -> str:
    try:
        from .text import narrate

        return narrate(event, lang)
    except Exception:  # narration is a nicety; never break the lesson for it
        return ""


def _explain(out: Outcome, lang: str) -> str:
    """The words for an outcome's text: the lesson's, else the i18n reason."""
    if out.kind == "illegal" and not out.lesson_text and out.code:
        try:
            from .text import explain

            return explain(IllegalMove(out.code, "", out.move, out.legal), lang)
        except Exception:
            pass
    return tx.text(out.text, lang) if out.text else ""


class LessonPlayer(w.VBox):
    """Play lesson ``lesson_id`` in ``lang`` (uk, ru, fr).

    ``play(move)`` does what a click on the board does; ``hint()``,
    ``retry()``, ``next_lesson()`` what their buttons do. ``on_menu`` (if
    given) is called by the "back to lessons" button and by the menu.
    """

    def __init__(
        self,
        lesson_id: str,
        lang: str = "uk",
        *,
        progress: Progress | None = None,
        on_menu: Callable[[], None] | None = None,
        on_open: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__()
        self.add_class("ori-lesson")
        self._lang = lang
        self.progress = progress if progress is not None else Progress()
        self.on_menu = on_menu
        self.on_open = on_open
        self.title = w.HTML().add_class("ori-lesson-title")
        self.narration = w.HTML().add_class("ori-narration")
        self.goal_box = w.HTML().add_class("ori-goal")
        self.feedback = w.HTML().add_class("ori-feedback")
        self.stars_box = w.HTML().add_class("ori-stars")
        self.continue_button = button(["ori-continue"], self.continue_)
        self.hint_button = button(["ori-hint"], self.hint)
        self.retry_button = button(["ori-retry"], self.retry)
        self.next_button = button(["ori-next-lesson"], self.next_lesson)
        self.menu_button = button(["ori-menu"], self._menu)
        self.board = w.Box().add_class("ori-lesson-board")
        self.controls = w.HBox(self.buttons()).add_class("ori-lesson-controls")
        self.last: Outcome | None = None
        self.open_lesson(lesson_id)

    # ------------------------------------------------------------ public API

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._lang = value
        if self.view is not None:
            self.view.lang = value
        self.refresh()

    def open_lesson(self, lesson_id: str) -> None:
        """Start lesson ``lesson_id`` from its first narration step."""
        self.lesson = lesson(lesson_id)
        self.run = LessonRun(self.lesson)
        self.step = 0  # narration steps shown so far (intro)
        self.last = None
        self._feedback_html = ""
        self.view: GameView | None = None
        self._rebuild_board()
        self.refresh()
        if self.on_open is not None:
            self.on_open(lesson_id)

    def continue_(self) -> None:
        """Show the next narration step (the board is live after the last)."""
        self.step = min(self.step + 1, len(self.lesson.intro))
        self.refresh()

    def play(self, move: str) -> Outcome:
        """Try ``move`` for the learner (what a click on the board does)."""
        self.step = len(self.lesson.intro)
        out = self.run.try_move(move)
        self.last = out
        lang = self.lang
        lines = [escape(_explain(out, lang))]
        if out.kind == "wrong":
            lines += [escape(s) for s in (_narrate(e, lang) for e in out.events) if s]
            lines.append(escape(tx.text("tutor-try-again", lang)))
        elif out.kind == "progressed":
            lines = [escape(tx.text("tutor-good", lang))]
        elif out.kind in ("success", "finished"):
            lines.insert(0, f"<b>{escape(tx.text('tutor-success', lang))}</b>")
            if out.kind == "success" and out.stars:
                self.progress.record(self.lesson.id, out.stars)
        self._feedback_html = "<br>".join(x for x in lines if x)
        # A fresh board after every move the lesson referees: the new position,
        # or the same one after a wrong or illegal move — the feedback above
        # explains it, so the board carries no refusal message of its own.
        self._rebuild_board()
        self.refresh()
        return out

    def hint(self) -> None:
        """Show the next graded hint (a nudge, then the exact move)."""
        h = self.run.hint()
        if h is None:
            return
        s = escape(tx.text(h.text, self.lang))
        if h.move:
            s += "<br>" + escape(tx.text("tutor-hint-move", self.lang, move=h.move))
        self._feedback_html = s
        self.last = None
        self.refresh()

    def retry(self) -> None:
        """Start the lesson over (hints and moves forgotten)."""
        self.open_lesson(self.lesson.id)

    def next_lesson(self) -> None:
        """Open the next lesson of the course (or go back to the menu)."""
        nxt = next_lesson(self.lesson.id)
        if nxt is None:
            self._menu()
        else:
            self.open_lesson(nxt.id)

    def buttons(self) -> list[w.Button]:
        """The player's own buttons (the board's are ``self.view.buttons()``)."""
        return [
            self.continue_button,
            self.hint_button,
            self.retry_button,
            self.next_button,
            self.menu_button,
        ]

    # ------------------------------------------------------------ internals

    def _menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    def _before_move(self, move: str) -> bool | str:
        """GameView's veto hook: the run decides; the board never applies."""
        self.play(move)
        return False

    def _rebuild_board(self) -> None:
        """A fresh ``GameView`` on a copy of the run's state (it never moves it);
        its log tells everything that happened so far in the lesson."""
        state = self.run.state.copy()
        state.opening = tuple(self.run.events)
        self.view = GameView(
            state,
            humans=[self.lesson.learner],
            lang=self.lang,
            before_move=self._before_move,
            opening_title="tutor-log-so-far",
        )
        self.board.children = (self.view,)

    def refresh(self) -> None:
        """Bring every text and control up to date."""
        lang = self.lang
        lsn = self.lesson
        self.title.value = f"<h3>{escape(tx.text(lsn.title, lang))}</h3>"
        steps = lsn.intro[: max(1, self.step + 1)] if lsn.intro else ()
        self.narration.value = "".join(f"<p>{escape(tx.text(k, lang))}</p>" for k in steps)
        narrating = self.step < len(lsn.intro) - 1
        colon = "\u00a0:" if lang == "fr" else ":"  # French: no-break space before the colon
        self.goal_box.value = (
            f"<b>{escape(tx.text('tutor-goal', lang))}{colon}</b> "
            f"{escape(tx.text(lsn.goal_text, lang))}"
        )
        kind = self.last.kind if self.last else "hint"
        for k in (*FEEDBACK_KINDS, "hint"):
            self.feedback.remove_class(f"ori-feedback--{k}")
        if self._feedback_html:
            self.feedback.add_class(f"ori-feedback--{kind}")
        self.feedback.value = self._feedback_html
        done = self.run.finished
        stars = self.run.result.stars if done and self.run.result else 0
        self.stars_box.value = (
            escape(tx.text("tutor-stars", lang, stars=stars)) + " " + "★" * stars
            if done
            else escape(tx.text("tutor-stars", lang, stars=self.run.stars()))
        )
        label(self.continue_button, tx.text("tutor-continue", lang))
        label(self.hint_button, tx.text("tutor-hint", lang))
        label(self.retry_button, tx.text("tutor-retry", lang))
        label(self.next_button, tx.text("tutor-next-lesson", lang))
        label(self.menu_button, tx.text("tutor-menu", lang))
        show(self.continue_button, narrating)
        show(self.board, not narrating)
        show(self.hint_button, not narrating and not done)
        show(self.next_button, done)
        show(self.menu_button, self.on_menu is not None)
        self.hint_button.disabled = done
        if not self.children:
            # The feedback sits under the goal, above the board: a refused or
            # wrong move is explained where the learner is looking, no scrolling.
            self.children = (
                self.title,
                self.narration,
                self.goal_box,
                self.feedback,
                self.stars_box,
                self.controls,
                self.board,
            )
