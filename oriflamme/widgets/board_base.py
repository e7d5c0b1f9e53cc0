"""``BoardBase``: what every game's board widget does the same way (issue 28).

Oriflamme's ``GameView`` and Orichalque's ``OrichalqueBoard`` are both
``BoardBase``s, and so is every new game's board:

- **Try anything.** A click sends the move it means to the referee (a
  lesson: ``session.Referee``) or to the engine — a legal move or not. A move
  refused is answered with its reason (the lesson's own text where it has one,
  shown by the lesson player; else the game's ``explain``) and the board snaps
  back: the position is unchanged and the choices made between two clicks are
  dropped (``_clear_selection``). ``play(move)`` is what a click does.
- **Frozen.** ``freeze(text)`` stops the board once there is nothing more to
  play here (a lesson won): every button and choice under it is disabled, the
  status line reads ``text`` and the board carries ``ori-board--frozen``;
  ``unfreeze()`` gives it back.

- **Step back.** ``step_back()`` / ``step_forward()`` show the position one
  move earlier or later, read only (``replay_step``: the step shown, None
  while live; ``shown_state()`` is that position, for any game through
  ``session.state_at``); stepping past the last move, or playing, goes live.
  The teacher's desk branches «What if…?» from there and presents the moves.
- **What the desk may add** (capabilities a board class declares, never a
  game named): ``desk_advisor`` (the advisor's panel beside the board),
  ``desk_loaded_key`` (the desk's line
  once a position is loaded) and ``drawing`` (how presentation mode draws a
  position and tells a step: by default the game's ``board_svg``,
  ``narrate`` and ``event_for``). The position editor is the game's
  (``Game.editor_widget``), not the board's.

A subclass gives ``game`` (the ``Game`` its positions belong to), the session
(``session.play(move)``), ``refresh()`` (drawing ``shown_state()`` while
``replay_step`` is set), ``show_position(state, history, refresh)`` and
``_clear_selection()``.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, TypeVar

import ipywidgets as w

from oriflamme.core.protocol import AnyGame

from .presentation import Drawing
from .session import Referee, Ruling, SessionBase, state_at
from .text import t

#: The control widgets a frozen board disables.
_CONTROLS = (w.Button, w.ToggleButtons)


#: The session a board plays on (``GameSession``, ``OrichalqueSession``…);
#: ``BoardBase[SessionBase]`` is any game's board.
SessionT = TypeVar("SessionT", bound=SessionBase, covariant=True)


class BoardBase(w.VBox, Generic[SessionT]):
    """The shared behaviour of every game's board (see the module's docstring),
    over its game's session ``SessionT``."""

    referee: Referee | None = None
    message: str = ""
    #: the status line while the board is frozen ("" : the board is live)
    frozen_text: str = ""
    _lang: str = "uk"
    session: SessionT
    #: the step shown while stepping back through the moves (None: live)
    replay_step: int | None = None

    # ------------------------------------------------------------ declared

    #: the teacher's desk puts the advisor's panel beside this board
    desk_advisor: ClassVar[bool] = False
    #: the desk's line once a position is loaded (``{ $title }``)
    desk_loaded_key: ClassVar[str] = "teacher-loaded-any"
    #: how presentation mode draws this board's positions and tells a step
    drawing: ClassVar[Drawing] = Drawing()

    # ------------------------------------------------------------ to give

    @property
    def game(self) -> AnyGame:
        """The game whose positions this board shows."""
        raise NotImplementedError

    def refresh(self) -> None:  # pragma: no cover - every board has its own
        raise NotImplementedError

    def show_position(self, state: Any, history: Any = (), refresh: bool = True) -> None:
        raise NotImplementedError  # pragma: no cover

    def _clear_selection(self) -> None:
        """Drop the choices made between two clicks (a hand card, a port…)."""

    def _veto(self, move: str) -> str | None:
        """``before_move``'s verdict: a reason (``""``: none given) or None."""
        return None

    # ------------------------------------------------------------ stepping back

    def shown_state(self) -> Any:
        """The position on show: the live state, or a copy of the one at
        ``replay_step`` (read only)."""
        if self.replay_step is None:
            return self.session.state
        return state_at(self.session, self.replay_step)

    def step_back(self) -> None:
        """Show the position one move earlier (read only)."""
        current = len(self.session.steps) if self.replay_step is None else self.replay_step
        if current > 0:
            self.replay_step = current - 1
            self.refresh()

    def step_forward(self) -> None:
        """Show the position one move later; past the last one, play on."""
        if self.replay_step is None:
            return
        self.replay_step += 1
        if self.replay_step >= len(self.session.steps):
            self.replay_step = None
        self.refresh()

    # ------------------------------------------------------------ playing

    def play(self, move: str) -> bool:
        """Play ``move`` for the learner, as a click would: the referee rules
        (a lesson) or the engine plays it; refused, the reason is shown (the
        board's ``ori-error``, or the lesson's feedback) and nothing changes.
        A board stepped back goes live first (it plays the position now)."""
        self.replay_step = None
        if self.frozen_text:
            return self._refuse(self.frozen_text)
        veto = self._veto(move)
        if veto is not None:
            return self._refuse(veto or t("w-vetoed", self._lang))
        if self.referee is not None:
            return self._refereed(self.referee(move))
        try:
            self.session.play(move)
        except self.game.illegal_move as err:
            return self._refuse(self.game.explain(err, self._lang))
        self._accepted()
        return True

    def _refereed(self, ruling: Ruling) -> bool:
        """Show the position ``ruling`` gives; a refusal snaps back with its reason."""
        if ruling.state is not None:
            self.show_position(ruling.state, ruling.history, refresh=False)
        if not ruling.accepted:
            # "": the referee explains it elsewhere (the lesson's feedback box)
            return self._refuse(ruling.reason)
        self._accepted()
        return True

    def _accepted(self) -> None:
        self.message = ""
        self._clear_selection()
        self.refresh()

    def _refuse(self, reason: str) -> bool:
        """Show why a move was refused; the learner is back where they were
        before it (no choice pending), so the next click starts afresh."""
        self.message = reason
        self._clear_selection()
        self.refresh()
        return False

    # ------------------------------------------------------------ frozen

    @property
    def frozen(self) -> bool:
        return bool(self.frozen_text)

    def freeze(self, text: str) -> None:
        """Stop the board: nothing under it can be pressed; the status line says ``text``."""
        if text == self.frozen_text:
            return
        self.frozen_text = text
        self.message = ""
        self._clear_selection()
        self.add_class("ori-board--frozen")
        self.refresh()

    def unfreeze(self) -> None:
        """Give the board back (its own refresh decides again what is enabled)."""
        if not self.frozen_text:
            return
        self.frozen_text = ""
        self.remove_class("ori-board--frozen")
        for c in self._controls():
            c.disabled = False
        self.refresh()

    def _controls(self) -> list[w.Widget]:
        out: list[w.Widget] = []

        def walk(widget: w.Widget) -> None:
            if getattr(widget, "view_setting", False):
                return  # how the board is shown (card size), not a move: never frozen
            if isinstance(widget, _CONTROLS):
                out.append(widget)
            for child in getattr(widget, "children", ()):
                walk(child)

        walk(self)
        return out

    def _apply_freeze(self) -> None:
        """At the end of a refresh: a frozen board's controls all disabled."""
        if self.frozen_text:
            for c in self._controls():
                if not c.disabled:
                    c.disabled = True
