"""Presentation mode of the teacher's desk: the board full-window for a class.

The board of the position at one step of the desk's game, drawn large, the
narration of that step in big type, and «previous step» / «next step» buttons
(in the Voila app the keys ←, → and Space press them, Esc leaves: the page
template's script). The teacher's controls are hidden. «Class view» shows only
what the players see (Oriflamme: the face-down cards of the queue and the
hands as backs), «teacher view» everything; where a position hides nothing
from the players, a line says both views are the same.

Every game is presented (issue 25): its board class's ``drawing`` (a
``Drawing``) draws the position and tells a step. The default is the game's
protocol — ``board_svg(state, viewer, lang)``, ``narrate`` of the events as
``event_for`` gives them to the viewer — and the class view's viewer is no
player's (``CLASS_VIEWER``), so a game's fail-closed views and events hide
from the class whatever no player may see. Oriflamme's board draws the queue
with the abilities printed, its scoreboard beside it (``game_view.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from oriflamme.core.protocol import AnyGame

from .controls import button, label, show
from .localized import Localized
from .session import SessionBase, state_at
from .style import PAGE_CSS
from .text import player_name, t

#: The viewer of the class view: no player's, so whatever a game hides from
#: its players stays hidden (fail-closed views and events); None: the teacher.
CLASS_VIEWER = "_class"
TEACHER_VIEWER: str | None = None
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
.ori-present-board svg { width: 100%; height: auto; max-height: calc(100vh - 130px);
  display: block; }
.ori-present__side { flex: 0 0 clamp(340px, 34vw, 680px); min-width: 0; gap: 10px; }
.ori-present__main .ori-scoreboard { flex: none; min-width: 0; max-width: 100%;
  font-size: 16px; }
@media (max-width: 900px) {
  .ori-present__main { flex-direction: column; }
  .ori-present-board, .ori-present__side { flex: none; width: 100%; }
  .ori-present-board svg { max-height: 70vh; }
}
.ori-present-narration { font-size: 30px; line-height: 1.3; flex: none; }
.ori-present-narration ol { margin: 4px 0; }
.ori-present-narration li, .ori-present-narration .ori-log__head { font-size: 28px; }
.ori-present-narration .ori-log__head { font-variant: normal; color: #8c1c13; }
.ori-present-narration .ori-present-description { font-size: 28px; margin: 4px 0; }
.ori-present__main .ori-scoreboard { overflow-x: auto; }
.ori-present-keys { font-size: 14px; color: #555; flex: none; }
.ori-present-same { font-size: 16px; color: #4a3b22; font-style: italic; flex: none; }
</style>"""

__all__ = ["CLASS", "CLASS_VIEWER", "TEACHER", "Drawing", "Presentation", "state_at"]


class Drawing:
    """How presentation mode draws a game's position and tells one step: by
    the game's protocol alone (any game). A board class may give its own
    (``BoardBase.drawing``: Oriflamme's queue with the abilities printed)."""

    def position(self, game: AnyGame, state: Any, viewer: str | None, lang: str) -> tuple[str, str]:
        """The position as ``viewer`` may see it: the large board (HTML/SVG)
        and what goes beside it (``""``: nothing)."""
        return game.board_svg(state, viewer, lang), ""

    def entries(self, game: AnyGame, events: list[Any], viewer: str | None, lang: str) -> str:
        """The ``<li>`` of each event, as ``viewer`` may see it, in telling order."""
        told = (game.narrate(game.event_for(e, viewer), lang) for e in game.telling_order(events))
        return "".join(f'<li class="ori-log-entry">{escape(text)}</li>' for text in told)

    def silent_step(self, session: SessionBase, index: int, lang: str) -> str:
        """A step that caused no event: who played what, in words."""
        step = session.steps[index - 1]
        head = t("teacher-present-step", lang, step=index, total=len(session.steps))
        text = t(
            "teacher-present-move",
            lang,
            player=player_name(step.player, lang),
            move=_lower_first(session.game.move_text(step.move, lang)),
        )
        return (
            f'<div class="ori-log__head">{escape(head)}</div>'
            f'<ol><li class="ori-log-entry">{escape(text)}</li></ol>'
        )


class Presentation(Localized, w.VBox):
    """The presentation of ``session`` from ``step`` (``ori-present``), drawn
    by ``drawing`` (the board class's); ``on_exit(step)`` is called when the
    teacher leaves it."""

    def __init__(
        self,
        session: SessionBase,
        lang: str,
        title: str,
        step: int,
        on_exit: Callable[[int], None],
        describe: Callable[[str], str] = lambda _lang: "",
        drawing: Drawing | None = None,
        opening_title: str = "teacher-present-start",
    ) -> None:
        super().__init__()
        self.add_class("ori-present")
        self.session, self._lang, self.title, self.on_exit = session, lang, title, on_exit
        self.drawing = drawing or Drawing()
        #: the heading of what happened while the position was set up
        self.opening_title = getattr(session, "opening_title", opening_title)
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
        self.narration = _html("ori-present-narration")
        self.narration.add_class("ori-narration")
        # beside the board: the scores, then the step's narration (the board
        # takes the window's height; below 900 px the column goes under it)
        side = w.VBox([self.scores, self.narration])
        side.add_class("ori-present__side")
        main = w.HBox([self.board, side])
        main.add_class("ori-present__main")
        #: «nothing is hidden here: both views are the same» (where it is so)
        self.same_note = _html("ori-present-same")
        self.children = (
            w.HTML(PAGE_CSS + PRESENT_CSS),
            self.heading,
            bar,
            self.same_note,
            main,
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

    @property
    def viewer(self) -> str | None:
        """Whose view is drawn: no player's in the class view, the teacher's (None)."""
        return CLASS_VIEWER if self.view_mode == CLASS else None

    def view(self) -> dict[str, Any]:
        """The position shown, as the chosen view sees it."""
        return dict(self.state().view(self.viewer))

    def state(self) -> Any:
        """A copy of the position at the step shown."""
        return state_at(self.session, self.step)

    def refresh(self) -> None:
        lang, total = self._lang, len(self.session.steps)
        self.heading.value = f"<h2>{escape(self.title)}</h2>"
        self.counter.value = escape(
            t("teacher-present-step", lang, step=self.step, total=total)
            if self.step
            else t("teacher-present-start", lang)
        )
        state, game = self.state(), self.session.game
        board, side = self.drawing.position(game, state, self.viewer, lang)
        self.board.value = board
        self.scores.value = side
        show(self.scores, bool(side))
        # a game (or a position) that hides nothing from the players: say so,
        # so that the teacher does not look for a difference between the views
        other_viewer = TEACHER_VIEWER if self.viewer == CLASS_VIEWER else CLASS_VIEWER
        other = self.drawing.position(game, state, other_viewer, lang)
        same = other == (board, side)
        self.same_note.value = escape(t("teacher-present-same-view", lang)) if same else ""
        show(self.same_note, same)
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
        session = self.session
        if self.step == 0:
            opening = getattr(session, "opening", None)
            events = list(opening if opening is not None else self._start_opening())
            head = t(self.opening_title, lang)
        else:
            step = session.steps[self.step - 1]
            events = list(step.events)
            head = t("teacher-present-step", lang, step=self.step, total=len(session.steps))
        items = self.drawing.entries(session.game, events, self.viewer, lang)
        if self.step == 0 and self.describe(lang):
            said = f'<p class="ori-present-description">{escape(self.describe(lang))}</p>'
            return said + (
                f'<div class="ori-log__head">{escape(head)}</div><ol>{items}</ol>' if items else ""
            )
        if not items and self.step:
            return self.drawing.silent_step(session, self.step, lang)
        if not items:  # nothing happened before the first move: the counter says it all
            return ""
        return f'<div class="ori-log__head">{escape(head)}</div><ol>{items}</ol>'

    def _start_opening(self) -> tuple[Any, ...]:
        """What happened while the position was set up (the state's ``opening``)."""
        return tuple(getattr(self.session.state, "opening", ()) or ())


def _lower_first(text: str) -> str:
    """After a colon, in lower case: «Червоний: взяти карту 1»."""
    return text[:1].lower() + text[1:]


def _html(css: str) -> w.HTML:
    widget = w.HTML()
    widget.add_class(css)
    return widget
