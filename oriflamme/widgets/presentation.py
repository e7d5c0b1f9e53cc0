"""Presentation mode of the teacher's desk: the board full-window for a class.

The board of the position at one step of the desk's game, drawn large (with
the cards' abilities printed), the narration of that step in big type, and
«previous step» / «next step» buttons (in the Voila app the keys ←, → and Space
press them, Esc leaves: the page template's script). The teacher's controls
are hidden. «Class view» shows the families' hidden cards as backs — the
face-down cards of the queue, the hands — as the players see them; «teacher
view» shows every card.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from oriflamme.games import State
from oriflamme.games.oriflamme.render import render_queue, render_scoreboard

from .controls import button, label
from .localized import Localized
from .log import _entry as entry_html
from .session import GameSession
from .style import PAGE_CSS
from .text import t

#: The viewer of the class view: no family's, so every hidden card stays hidden.
CLASS_VIEWER = "_class"
CLASS, TEACHER = "class", "teacher"

PRESENT_CSS = """<style>
.ori-present { position: fixed; inset: 0; z-index: 10000; overflow: auto;
  background: #fbf6ea; padding: 8px 18px; box-sizing: border-box; }
.ori-present__bar { flex-wrap: wrap; gap: 8px; align-items: center; flex: none; }
.ori-present__bar .jupyter-button { font-size: 18px; height: 40px; }
.ori-present-title { flex: none; }
.ori-present-title h2 { margin: 0 0 4px; font-size: 28px; color: #8c1c13; }
.ori-present-step { font-size: 20px; font-weight: bold; }
.ori-present__main { align-items: flex-start; gap: 12px; flex: none; }
.ori-present-board { flex: 3 1 0; min-width: 0; }
.ori-present-board svg { width: 100%; height: auto; max-height: 52vh; display: block; }
.ori-present__main .ori-scoreboard { flex: 0 1 auto; min-width: 320px; max-width: 45%;
  font-size: 16px; }
.ori-present-narration { font-size: 30px; line-height: 1.3; flex: none; }
.ori-present-narration ol { margin: 4px 0; }
.ori-present-narration li, .ori-present-narration .ori-log__head { font-size: 28px; }
.ori-present-narration .ori-log__head { font-variant: normal; color: #8c1c13; }
.ori-present-narration .ori-present-description { font-size: 28px; margin: 4px 0; }
.ori-present__main .ori-scoreboard { overflow-x: auto; }
.ori-present-keys { font-size: 14px; color: #555; flex: none; }
</style>"""


def state_at(session: GameSession, step: int) -> State:
    """A copy of the game's state after ``step`` moves of ``session`` (0: the start)."""
    state: Any = session.state
    done = len(state.move_stack)
    if step >= len(session.steps):
        return state.copy()
    return state.position_before(done - len(session.steps) + step)


class Presentation(Localized, w.VBox):
    """The presentation of ``session`` from ``step`` (``ori-present``);
    ``on_exit(step)`` is called when the teacher leaves it."""

    def __init__(
        self,
        session: GameSession,
        lang: str,
        title: str,
        step: int,
        on_exit: Callable[[int], None],
        describe: Callable[[str], str] = lambda _lang: "",
    ) -> None:
        super().__init__()
        self.add_class("ori-present")
        self.session, self._lang, self.title, self.on_exit = session, lang, title, on_exit
        self.describe = describe  # the scenario's description in a language, shown at the start
        self.step = max(0, min(step, len(session.steps)))
        self.view_mode = CLASS
        self.heading = _html("ori-present-title")
        self.counter = _html("ori-present-step")
        self.prev_button = button(["ori-present-prev"], self.previous)
        self.prev_button.icon = "arrow-left"
        self.next_button = button(["ori-present-next"], self.next)
        self.next_button.icon = "arrow-right"
        self.view_toggle = w.ToggleButtons(
            options=[CLASS, TEACHER], value=CLASS, style={"button_width": "auto"}
        )
        self.view_toggle.add_class("ori-present-view")
        self.view_toggle.observe(lambda c: self.set_view(c["new"]), names="value")
        self.exit_button = button(["ori-present-exit"], self.exit)
        self.exit_button.icon = "times"
        bar = w.HBox(
            [self.prev_button, self.next_button, self.counter, self.view_toggle, self.exit_button]
        )
        bar.add_class("ori-present__bar")
        self.keys_hint = _html("ori-present-keys")
        self.board = _html("ori-present-board")
        self.scores = _html("ori-scoreboard")
        main = w.HBox([self.board, self.scores])
        main.add_class("ori-present__main")
        self.narration = _html("ori-present-narration")
        self.narration.add_class("ori-narration")
        self.children = (
            w.HTML(PAGE_CSS + PRESENT_CSS),
            self.heading,
            bar,
            main,
            self.narration,
            self.keys_hint,
        )
        self.refresh()

    def _relabel(self) -> None:
        self.refresh()

    def next(self) -> None:
        """Show the next step (nothing past the last one)."""
        if self.step < len(self.session.steps):
            self.step += 1
            self.refresh()

    def previous(self) -> None:
        """Show the previous step (nothing before the start)."""
        if self.step > 0:
            self.step -= 1
            self.refresh()

    def set_view(self, mode: str) -> None:
        """``class``: hidden cards as backs; ``teacher``: every card."""
        if self.view_toggle.value != mode:
            self.view_toggle.value = mode  # calls back here
            return
        self.view_mode = mode
        self.refresh()

    def exit(self) -> None:
        self.on_exit(self.step)

    def view(self) -> dict[str, Any]:
        """The position shown, as the chosen view sees it."""
        viewer = CLASS_VIEWER if self.view_mode == CLASS else None
        return state_at(self.session, self.step).view(viewer)

    def refresh(self) -> None:
        lang, total = self._lang, len(self.session.steps)
        self.heading.value = f"<h2>{escape(self.title)}</h2>"
        self.counter.value = escape(
            t("teacher-present-step", lang, step=self.step, total=total)
            if self.step
            else t("teacher-present-start", lang)
        )
        view = self.view()
        viewer = CLASS_VIEWER if self.view_mode == CLASS else None
        queue = render_queue(view, lang, viewer=viewer, detail=True)
        self.board.value = queue
        self.scores.value = render_scoreboard(view, lang).replace(
            'class="ori-scoreboard"', 'class="ori-scoreboard-table"', 1
        )
        self.narration.value = self._narration(lang)
        self.keys_hint.value = escape(t("teacher-present-keys", lang))
        prev, nxt = t("teacher-present-prev", lang), t("teacher-present-next", lang)
        label(self.prev_button, prev, f"{prev} (←)")
        label(self.next_button, nxt, f"{nxt} (→)")
        self.prev_button.disabled = self.step == 0
        self.next_button.disabled = self.step >= total
        leave = t("teacher-present-exit", lang)
        label(self.exit_button, leave, f"{leave} (Esc)")
        options = [(t(f"teacher-present-{m}", lang), m) for m in (CLASS, TEACHER)]
        if list(self.view_toggle.options) != options:
            with self.view_toggle.hold_trait_notifications():
                self.view_toggle.options = options
                self.view_toggle.value = self.view_mode
        tip = t("teacher-present-view-tip", lang)
        self.view_toggle.tooltips = [tip, tip]

    def _narration(self, lang: str) -> str:
        viewer = CLASS_VIEWER if self.view_mode == CLASS else None
        if self.step == 0:
            events = list(self.session.opening)
            head = t(self.session.opening_title, lang)
        else:
            step = self.session.steps[self.step - 1]
            events = list(step.events)
            head = t("teacher-present-step", lang, step=self.step, total=len(self.session.steps))
        game = self.session.game
        told = game.telling_order(events)
        items = "".join(entry_html(game.event_for(e, viewer), lang) for e in told)
        if self.step == 0 and self.describe(lang):
            said = f'<p class="ori-present-description">{escape(self.describe(lang))}</p>'
            return said + (
                f'<div class="ori-log__head">{escape(head)}</div><ol>{items}</ol>' if items else ""
            )
        if not items and self.step:
            from .log import step_html

            return step_html(self.session, self.step, self.session.steps[self.step - 1], lang)
        return f'<div class="ori-log__head">{escape(head)}</div><ol>{items}</ol>'


def _html(css: str) -> w.HTML:
    widget = w.HTML()
    widget.add_class(css)
    return widget
