"""``LessonPlayer``: one lesson, played on the real board (``GameView``).

The lesson's ``LessonRun`` is the referee: every move the learner makes on
the board goes to the board's ``referee`` (``session.Referee``), which asks
``LessonRun.try_move``. The board never applies a move itself; after each
accepted move it shows, in place, the run's new position (the scripted
answers played). Illegal moves are explained (the lesson's own text, else the
game's ``explain``), legal-but-wrong ones are replayed to their consequence
(narrated in the feedback box, as the learner may see it) and the position is
kept for another try.

Stable CSS classes: ``ori-lesson``, ``ori-lesson-title``, ``ori-narration``,
``ori-continue``, ``ori-goal``, ``ori-feedback`` (with ``ori-feedback--illegal``,
``--wrong``, ``--progressed``, ``--success``), ``ori-hint``, ``ori-retry``,
``ori-next-lesson``, ``ori-menu``, ``ori-stars``, ``ori-lesson-tools`` (hint,
restart), ``ori-lesson-controls`` («Next lesson»), ``ori-lesson-board``. Once
the lesson is won its board is frozen (``BoardBase.freeze``:
``ori-board--frozen``, every control of a move disabled, the status line
«lesson complete») and «Next lesson» takes the focus.

Layout (styled by ``lesson_style.LESSON_CSS``): a head (back to lessons, the
title, the hint and restart buttons); the narration panel (one step at a
time, earlier steps greyed, the "next" button under it); the goal box; once
the lesson is won, the stars; the feedback, its look and icon by kind (a wrong
move: the reason in bold, what happened as a list, "try again"); «Next
lesson» once won; the board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from itertools import pairwise
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from oriflamme.tutor import LessonRun, Outcome, Progress, lesson, next_lesson
from oriflamme.tutor import texts as tx
from oriflamme.tutor.rule_tags import note_move

from .board_base import BoardBase
from .boards import board_class
from .controls import button, label, show
from .lifecycle import close_widgets
from .localized import Localized
from .session import SessionBase

if TYPE_CHECKING:  # the board and its session are imported when a lesson opens
    from .session import Ruling

FEEDBACK_KINDS = ("illegal", "wrong", "progressed", "success")

#: The icon of each kind of feedback (the colour is never the only sign).
_ICONS = {"illegal": "✕", "wrong": "!", "progressed": "✓", "success": "✓", "hint": "?"}

#: A target: the goal box's icon.
_GOAL_ICON = (
    '<svg class="ori-goal__icon" viewBox="0 0 32 32" aria-hidden="true">'
    '<circle cx="16" cy="16" r="14" fill="#b3261e"/><circle cx="16" cy="16" r="10" fill="#fff4d6"/>'
    '<circle cx="16" cy="16" r="6" fill="#b3261e"/><circle cx="16" cy="16" r="2.4" fill="#fff4d6"/>'
    "</svg>"
)


def stars_html(stars: int, lang: str, total: int = 3, *, untried: bool = False) -> str:
    """★★☆: earned stars gold, missing ones hollow and grey; read out as "2 stars of 3"
    (``untried``: "not done yet · 0 stars of 3")."""
    words = tx.text("tutor-stars-label", lang, stars=stars, max=total)
    if untried:
        words = f"{tx.text('tutor-not-done', lang)} · {words}"
    words = escape(words)
    return (
        f'<span class="ori-starline" role="img" aria-label="{words}" title="{words}">'
        f'<span class="ori-star--on" aria-hidden="true">{"★" * stars}</span>'
        f'<span class="ori-star--off" aria-hidden="true">{"☆" * (total - stars)}</span></span>'
    )


def _lines(text: str) -> str:
    """``text`` escaped, its line breaks kept."""
    return "<br>".join(escape(x) for x in text.split("\n"))


def _lower_first(text: str) -> str:
    """«Зіграти…» → «зіграти…»: the move after «Хід:»."""
    return text[:1].lower() + text[1:]


def _head(kind: str, html: str) -> str:
    """The feedback's first line: the kind's icon, then ``html``."""
    icon = f'<span class="ori-fb-icon" aria-hidden="true">{_ICONS[kind]}</span>'
    return f'<div class="ori-feedback__head">{icon}<span>{html}</span></div>'


class LessonPlayer(Localized, w.VBox):
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
        following: Callable[[str], str | None] | None = None,
    ) -> None:
        super().__init__()
        self.add_class("ori-lesson")
        self._lang = lang
        self.progress = progress if progress is not None else Progress()
        self.on_menu = on_menu
        self.on_open = on_open
        #: The lesson after a given one, when the learner follows a list of
        #: their own (an assignment); None: the course's order.
        self.following = following
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
        self.continue_button.button_style = "primary"
        self.next_button.button_style = "primary"
        self.hint_button.icon = "lightbulb-o"
        self.retry_button.icon = "refresh"
        self.menu_button.icon = "arrow-left"
        self.board = w.Box().add_class("ori-lesson-board")
        #: the hint and the restart beside the title (issue 28: one row less
        #: between the goal and the board); «Next lesson» under the feedback
        self.tools = w.HBox([self.hint_button, self.retry_button]).add_class("ori-lesson-tools")
        self.head = w.HBox([self.menu_button, self.title, self.tools]).add_class("ori-lesson-head")
        self.narration_panel = w.VBox([self.narration, self.continue_button]).add_class(
            "ori-narration-panel"
        )
        self.controls = w.HBox([self.next_button]).add_class("ori-lesson-controls")
        self.last: Outcome | None = None
        self.open_lesson(lesson_id)

    # ------------------------------------------------------------ public API

    def _relabel(self) -> None:
        self.refresh()

    def _localized_parts(self) -> list[Any]:
        return [] if self.view is None else [self.view]

    def open_lesson(self, lesson_id: str) -> None:
        """Start lesson ``lesson_id`` from its first narration step."""
        self.lesson = lesson(lesson_id)
        self.run = LessonRun(self.lesson)
        self.step = 0  # narration steps shown so far (intro)
        self._tried = False  # a move made in this run: the attempt is counted
        self.last = None
        self._feedback_html = ""
        self._focused_next = False  # the next lesson's button took the focus once won
        self.view: BoardBase[SessionBase] | None = getattr(
            self, "view", None
        )  # closed by the rebuild
        self._new_board()
        self.refresh()
        if self.on_open is not None:
            self.on_open(lesson_id)

    def continue_(self) -> None:
        """Show the next narration step (the board is live after the last)."""
        self.step = min(self.step + 1, len(self.lesson.intro))
        self.refresh()

    def play(self, move: str) -> Outcome:
        """Try ``move`` for the learner (what a click on the board does: the
        board asks its referee, ``_referee``)."""
        if self.view is None:  # pragma: no cover - a lesson always has its board
            raise RuntimeError("the lesson has no board")
        self.last = None
        self.view.play(move)
        assert self.last is not None  # the referee was asked
        return self.last

    def _referee(self, move: str) -> Ruling:
        """The board's referee: the run judges ``move``; the feedback says why;
        an accepted move gives the board the run's new position."""
        from .session import Ruling

        self.step = len(self.lesson.intro)
        before = self.run.state
        out = self.run.try_move(move)
        self.last = out
        if out.kind in ("wrong", "illegal"):  # the mistake comes back in practice (issue 30)
            # imported at the first mistake, not with the lessons menu (issue 32:
            # the app's first screen loads no practice queue)
            from oriflamme.practice.mistakes import record_lesson_mistake

            record_lesson_mistake(
                self.progress, self.lesson, before, out.move, out.code, out.events
            )
        # attempts and wrong moves, with their rules, for the teacher's class view
        note_move(self.progress, self.lesson, before, out, first=not self._tried)
        self._tried = True
        self._feedback_html = self._feedback(out)
        if out.kind == "success" and out.stars:
            self.progress.record(self.lesson.id, out.stars)
        self.refresh()
        # The board carries no refusal message of its own: the feedback above
        # explains a wrong or illegal move.
        return Ruling(out.ok, *self._position()) if out.ok else Ruling(False)

    def _explain(self, out: Outcome) -> str:
        """The words for an outcome's text: the lesson's, else the game's reason."""
        if out.kind == "illegal" and not out.lesson_text and out.error is not None:
            return self.run.game.explain(out.error, self.lang)
        return tx.text(out.text, self.lang) if out.text else ""

    def _story(self, events: list[Any], played_for: Sequence[tuple[Any, ...]] = ()) -> list[str]:
        """What a wrong move led to, as the learner may see it, in sentences
        (the game's bookkeeping events left out). Where the replay goes on past
        a decision the learner has not made, a line says so before the move
        played for them: the only legal one («then, by the rules…») or one
        played to show what follows (``Outcome.played_for``), so that no move
        reads as the learner's choice."""
        game, lang, learner = self.run.game, self.lang, self.lesson.learner
        out: list[str] = []
        cuts = [(0, None), *((p[0], p) for p in played_for), (len(events), None)]
        again = False
        for (lo, mark), (hi, _) in pairwise(cuts):
            if mark is not None:
                _, kind, move, view = mark
                label = game.move_text(move, lang, view)
                if kind == "forced":
                    out.append(tx.text("tutor-story-forced", lang, move=label))
                else:
                    yes = "yes" if again else "no"
                    out.append(tx.text("tutor-story-for-you", lang, move=label, again=yes))
                    again = True
            seen = [game.event_for(e, learner) for e in game.telling_order(events[lo:hi])]
            told = [e for e in seen if game.event_kind(e) not in game.bookkeeping]
            out += [game.narrate(e, lang) for e in told]
        return out

    def _feedback(self, out: Outcome) -> str:
        """The feedback box for ``out``."""
        lang = self.lang
        why = self._explain(out)
        if out.kind == "wrong":
            # The reason first, then what the move led to, then "try again".
            events = self._story(out.events, out.played_for)
            html = _head("wrong", f"<b>{_lines(why)}</b>")
            if events:
                html += (
                    f'<div class="ori-feedback__label">{escape(tx.text("tutor-feedback", lang))}'
                    '</div><ul class="ori-feedback__events" tabindex="0">'
                    + "".join(f"<li>{escape(s)}</li>" for s in events)
                    + "</ul>"
                )
            html += (
                f'<p class="ori-feedback__again">↻ {escape(tx.text("tutor-try-again", lang))}</p>'
            )
        elif out.kind == "progressed":
            html = _head("progressed", escape(tx.text("tutor-good", lang)))
        elif out.kind in ("success", "finished"):
            html = _head("success", f"<b>{escape(tx.text('tutor-success', lang))}</b>")
            if why:
                html += f'<p class="ori-feedback__more">{_lines(why)}</p>'
        else:  # illegal
            html = _head("illegal", f"<b>{_lines(why)}</b>")
        return html

    def hint(self) -> None:
        """Show the next graded hint (a nudge, then the exact move)."""
        h = self.run.hint()
        if h is None:
            return
        lang = self.lang
        # the label stands above the hint, not before a colon: the hint is a
        # sentence of its own, with its capital (style-ru.md, «Цель: Закончите»)
        s = (
            f'<b class="ori-hint__label">{escape(tx.text("tutor-hint", lang))}</b> '
            f"{_lines(tx.text(h.text, lang))}"
        )
        if h.move:
            # the move as the board says it, its target named as the learner sees it
            learner = self.lesson.learner
            said = self.run.game.move_text(h.move, lang, self.run.state.view(learner))
            s += "<br>" + escape(tx.text("tutor-hint-move", lang, move=_lower_first(said)))
        self._feedback_html = _head("hint", s)
        self.last = None
        self.refresh()

    def retry(self) -> None:
        """Start the lesson over (hints and moves forgotten)."""
        self.open_lesson(self.lesson.id)

    def next_lesson(self) -> None:
        """Open the next lesson of the course, or of the assignment the learner
        follows (after the last one: back to the menu)."""
        if self.following is not None:
            nxt_id = self.following(self.lesson.id)
        else:
            nxt = next_lesson(self.lesson.id)
            nxt_id = nxt.id if nxt is not None else None
        if nxt_id is None:
            self._menu()
        else:
            self.open_lesson(nxt_id)

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

    def _position(self) -> tuple[Any, tuple[Any, ...]]:
        """What the board shows: a copy of the run's state (the board never
        moves the run's own) and everything that happened so far in the lesson."""
        return self.run.state.copy(), (*self.run.opening, *self.run.events)

    def _new_board(self) -> None:
        """The lesson's board, built once per lesson on the run's position; the
        moves of the lesson then update it in place (``GameView.show_position``)."""
        state, history = self._position()
        state.opening = history
        board = board_class(self.run.game)  # the game's board widget (Oriflamme: GameView)
        old, self.view = (
            self.view,
            board(
                state,
                humans=[self.lesson.learner],
                lang=self.lang,
                referee=self._referee,
                opening_title="tutor-log-so-far",
            ),
        )
        self.board.children = (self.view,)
        # the lesson's layout follows its game's board (lesson_style.LESSON_GRID_CSS)
        mine = f"ori-lesson--game-{self.run.game.name}"
        for old_class in [c for c in self._dom_classes if c.startswith("ori-lesson--game-")]:
            if old_class != mine:
                self.remove_class(old_class)
        self.add_class(mine)
        close_widgets(old)  # never the live board: a replaced one

    def _stars_rule(self) -> str:
        """What earns 3, 2 or 1 stars, and what this run's stars come from
        (``LessonRun.stars``: 3, less one per hint and per move beyond the
        par; wrong and refused moves are taken back and cost nothing)."""
        lang = self.lang
        extra = max(0, len(self.run.moves) - self.lesson.par)
        rule = escape(tx.text("tutor-stars-rule", lang))
        why = escape(tx.text("tutor-stars-why", lang, hints=self.run.hints_used, extra=extra))
        return (
            f'<p class="ori-stars__rule" title="{rule}">{rule}</p>'
            f'<p class="ori-stars__why">{why}</p>'
        )

    def refresh(self) -> None:
        """Bring every text and control up to date."""
        lang = self.lang
        lsn = self.lesson
        self.title.value = f"<h3>{escape(tx.text(lsn.title, lang))}</h3>"
        total = len(lsn.intro)
        shown = max(1, self.step + 1)
        steps = lsn.intro[:shown] if lsn.intro else ()
        narrating = self.step < total - 1
        count = (
            f'<p class="ori-narration__count">'
            f"{escape(tx.text('tutor-step', lang, n=shown, total=total))}</p>"
            if narrating and total > 1
            else ""
        )
        text = count + "".join(
            f'<p class="ori-narration__step--{"current" if i == len(steps) - 1 else "past"}">'
            f"{_lines(tx.text(k, lang))}</p>"
            for i, k in enumerate(steps)
        )
        if not narrating and steps:
            # the board is on show: the introduction folds into one line the
            # learner may open again (issue 28, the answer in view: the goal,
            # the board, the hand and the feedback on one laptop screen)
            recap = escape(tx.text("tutor-intro-again", lang))
            text = (
                f'<details class="ori-narration__recap"><summary>{recap}</summary>{text}</details>'
            )
        self.narration.value = text
        if narrating:
            self.narration_panel.remove_class("ori-narration-panel--done")
        else:
            self.narration_panel.add_class("ori-narration-panel--done")
        show(self.narration_panel, bool(steps))
        # «Цель» as a label above the goal, which is a sentence of its own
        # (no «Цель: Закончите…»: a capital after a colon, style-ru.md)
        self.goal_box.value = (
            f'<div class="ori-goal__box">{_GOAL_ICON}<span>'
            f'<b class="ori-goal__label">{escape(tx.text("tutor-goal", lang))}</b> '
            f"{escape(tx.text(lsn.goal_text, lang))}</span></div>"
        )
        kind = self.last.kind if self.last else "hint"
        kind = "success" if kind == "finished" else kind
        for k in (*FEEDBACK_KINDS, "hint"):
            self.feedback.remove_class(f"ori-feedback--{k}")
        if self._feedback_html:
            self.feedback.add_class(f"ori-feedback--{kind}")
        self.feedback.value = self._feedback_html
        show(self.feedback, bool(self._feedback_html))
        done = self.run.finished
        stars = (self.run.result.stars or 0) if done and self.run.result else 0
        # The stars only once they are earned (before, "3 of 3" read as a gift).
        words = escape(tx.text("tutor-stars", lang, stars=stars))
        self.stars_box.value = (
            f'<div class="ori-stars__box"><span class="ori-stars__big">{stars_html(stars, lang)}'
            f'</span><span class="ori-stars__label">{words}</span></div>{self._stars_rule()}'
            if done
            else ""
        )
        show(self.stars_box, done)
        label(self.continue_button, tx.text("tutor-continue", lang))
        label(self.hint_button, tx.text("tutor-hint", lang))
        label(self.retry_button, tx.text("tutor-retry", lang))
        label(self.next_button, tx.text("tutor-next-lesson", lang))
        label(self.menu_button, tx.text("tutor-menu", lang))
        show(self.continue_button, narrating)
        show(self.board, not narrating)
        show(self.goal_box, not narrating)
        show(self.controls, not narrating and done)
        show(self.tools, not narrating)
        show(self.hint_button, not narrating and not done)
        show(self.next_button, done)
        show(self.menu_button, self.on_menu is not None)
        self.hint_button.disabled = done
        # A won lesson's board is frozen and says so (issue 28): the next
        # lesson is the one thing left to press.
        if self.view is not None:
            if done:
                self.view.freeze(tx.text("tutor-board-done", lang))
            else:
                self.view.unfreeze()
        if done and not self._focused_next:
            self._focused_next = True
            self.next_button.focus()
        if not self.children:  # type: ignore[has-type]
            # The feedback sits under the goal, above the board: a refused or
            # wrong move is explained where the learner is looking, no scrolling.
            self.children = (
                self.head,
                self.narration_panel,
                self.goal_box,
                self.stars_box,
                self.feedback,
                self.controls,
                self.board,
            )
