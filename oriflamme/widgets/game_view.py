"""``GameView``: the board, the hand, the decisions, the log — one game, playable.

>>> import oriflamme
>>> from oriflamme.bots import GreedyBot
>>> from oriflamme.widgets import BotTable, GameView
>>> state = oriflamme.new_game(["red", "blue", "green"], seed=1)
>>> view = GameView(state, humans=["red"], lang="uk",
...                 controller=BotTable({"blue": GreedyBot(1), "green": GreedyBot(2)}))
>>> view.play(state.legal_moves()[0])  # as if the learner clicked it
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape
from typing import Any

import ipywidgets as w

from oriflamme.core.protocol import AnyState
from oriflamme.games.oriflamme.render import render_card, render_queue, render_scoreboard
from oriflamme.games.oriflamme.render.card import defs
from oriflamme.games.oriflamme.render.text import describe_card
from oriflamme.i18n.grammar import card_args, card_terms

from .board_base import BoardBase
from .card_size import DETAILED, HAND_SCALE, CardSizeControl, frame_width
from .controls import ButtonPool, button, label, set_children, set_class, show
from .geometry import Box, hit_boxes
from .log import _entry, final_html, log_html, step_html
from .presentation import Drawing
from .session import BeforeMove, Controller, GameSession, Referee, SessionBase
from .style import PAGE_CSS
from .text import (
    ability_options,
    ability_text,
    card_name,
    has,
    player_forms,
    player_name,
    t,
)

_VERB_STATUS = {
    "play": "w-status-place",
    "reveal": "w-status-reveal",
    "bank": "w-status-reveal",
    "target": "w-status-target",
    "option": "w-status-option",
    "to": "w-status-destination",
    "swap": "w-status-swap",
    "take": "w-status-token",
    "repeat": "w-status-token",
    "from": "w-status-from",
}


#: Cards whose own «target» is a character to copy or to apply (B5, A10): the
#: status says so (``w-status-copy``, ``w-status-apply``), not «the target».
CHOOSES_CHARACTER = {"shapeshifter": "copy", "combination": "apply"}


def _where(move: Any) -> str:
    """Where a parsed placement puts its card: ``start``, ``end`` or ``on N``
    (the key of its button and of its spot on the picture)."""
    return f"on {move.n}" if move.where == "on" else str(move.where)


def _card_svg(card_id: str, owner: str, lang: str, size: str = "auto") -> str:
    """One face-up card as a small stand-alone ``<svg>`` (``size``: the board's card size)."""
    from oriflamme.games.oriflamme.render import CARD_H, CARD_W

    card = {"card": card_id, "owner": owner, "face_up": True}
    scale = HAND_SCALE[size]
    width, height = CARD_W * scale + 4, CARD_H * scale + 4
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="-2 -2 {CARD_W + 4} {CARD_H + 4}" role="img" '
        f'aria-label="{escape(card_name(card_id, lang))}">{defs()}'
        f"{render_card(card, lang, detail=size in DETAILED)}</svg>"
    )


class OriflammeDrawing(Drawing):
    """Presentation mode's Oriflamme: the queue drawn with the cards' abilities
    printed, the scoreboard beside it, each event with its influence chips."""

    def position(self, game: Any, state: Any, viewer: str | None, lang: str) -> tuple[str, str]:
        view = state.view(viewer)
        queue = render_queue(view, lang, viewer=viewer, detail=True)
        scores = render_scoreboard(view, lang).replace(
            'class="ori-scoreboard"', 'class="ori-scoreboard-table"', 1
        )
        return queue, scores

    def entries(self, game: Any, events: list[Any], viewer: str | None, lang: str) -> str:
        return "".join(_entry(game.event_for(e, viewer), lang) for e in game.telling_order(events))

    def silent_step(self, session: SessionBase, index: int, lang: str) -> str:
        assert isinstance(session, GameSession)
        return step_html(session, index, session.steps[index - 1], lang)


class GameView(BoardBase[GameSession]):
    """A playable game for a set of human players (the learner is the first one).

    ``controller`` decides for every other player (``BotTable`` of bots, a
    lesson's script: anything with ``choose(state) -> move``). ``before_move``
    may veto a learner's move (``False``, or a string shown as the reason);
    ``on_move(player, move, events)`` and ``on_event(event)`` are called after
    every move (the controller's too). ``play(move)`` does what a click does.
    A ``referee`` (``session.Referee``) decides the learner's moves instead of
    the board: the board shows the position its ``Ruling`` gives, in place.
    """

    desk_advisor = True
    desk_loaded_key = "teacher-loaded"
    drawing = OriflammeDrawing()

    def __init__(
        self,
        state: AnyState,
        humans: Iterable[str] = (),
        *,
        controller: Controller | None = None,
        lang: str = "uk",
        before_move: BeforeMove | None = None,
        on_move: Callable[[str, str, list[Any]], None] | None = None,
        on_event: Callable[[Any], None] | None = None,
        see_all: bool = False,
        opening_title: str = "w-log-opening",
        referee: Referee | None = None,
    ) -> None:
        super().__init__()
        self.add_class("ori-game")
        self._lang = lang
        self.referee = referee
        self.session = GameSession(
            state,
            tuple(humans),
            controller,
            before_move=before_move,
            on_move=on_move,
            on_event=on_event,
            see_all=see_all,
            opening_title=opening_title,
        )
        self.selected: str | None = None  # the hand card chosen for placement
        self.replay_step: int | None = None  # None: live; else the step shown
        self.message = ""  # the explanation of the last refused move
        self.card_size = "auto"  # the card size control's value (see card_size.py)
        #: called after every refresh (the teacher's desk rebuilds its links)
        self.after_refresh: Callable[[], None] | None = None
        self._build()
        self.session.run_controller()
        self.refresh()

    # ------------------------------------------------------------ public API

    @property
    def state(self) -> Any:
        """The engine state being played."""
        return self.session.state

    def _parsed(self, moves: Iterable[str]) -> list[Any]:
        """The engine's parsed move objects (``verb``, ``card``, ``where``, ``n``)
        of moves in notation: the view reads them, never the text."""
        parse = self.session.game.parse_move
        return [parse(m) for m in moves]

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        if value != self._lang:
            self._lang = value
            self.refresh()

    @property
    def game(self) -> Any:
        """The game whose positions this board shows (its errors, its words)."""
        return self.session.game

    def _veto(self, move: str) -> str | None:
        return self.session.check(move)

    def _clear_selection(self) -> None:
        self.selected = None

    def show_position(
        self, state: AnyState, history: Iterable[Any] = (), refresh: bool = True
    ) -> None:
        """Show ``state`` from now on, in place (the same widgets): a new
        session on it, with ``history`` as its log's opening and no undo
        point; the board's settings (players, controller, hooks) are kept."""
        old = self.session
        state.opening = tuple(history)
        self.session = GameSession(
            state,
            old.humans,
            old.controller,
            viewer=None if old.see_all else old.viewer,
            before_move=old.before_move,
            on_move=old.on_move,
            on_event=old.on_event,
            see_all=old.see_all,
            opening_title=old.opening_title,
        )
        self.replay_step = None
        self.selected = None
        self.message = ""
        self.session.run_controller()
        if refresh:
            self.refresh()

    def undo(self) -> bool:
        """Take back the learner's latest move (never across hidden information)."""
        done = self.session.undo()
        self.replay_step = None
        self.selected = None
        self.message = ""
        self.refresh()
        return done

    def set_card_size(self, size: str) -> None:
        """Draw the cards at ``size`` (``auto``, ``sm``, ``md``, ``lg``, ``xl``)."""
        if self.size_control.value != size:
            self.size_control.value = size  # calls back here
            return
        if size != self.card_size:
            self.card_size = size
            self.refresh()

    def select(self, card: str | None) -> None:
        """Choose (or, chosen again, drop) the hand card to place. A card that
        is the only one to place and comes from outside the hand (the Twin a
        Prince brings in, A2) stays chosen."""
        keep = card is not None and card == self._waiting_card()
        self.selected = None if card == self.selected and not keep else card
        self.message = ""
        self.refresh()

    def _waiting_card(self) -> str | None:
        """The card the decision asks to place from outside the hand: the Twin
        when its Prince brings it in (``place_twin``, A2); else None."""
        pending = self.state.pending
        if pending is None or pending.decision != "place_twin" or not self.session.human_turn:
            return None
        cards = {m.card for m in self._parsed(pending.moves) if m.verb == "play"}
        return next(iter(cards)) if len(cards) == 1 else None

    def place(self, where: str) -> bool:
        """Place the chosen hand card at ``start``, ``end`` or ``on N``."""
        if self.selected is None:
            self.message = t("w-place-hint", self.lang)
            self.refresh()
            return False
        return self.play(f"play {self.selected} {where}")

    def buttons(self) -> list[w.Button]:
        """Every button on show (tests and lessons look at them)."""
        out: list[w.Button] = []

        def walk(widget: w.Widget) -> None:
            if isinstance(widget, w.Button):
                out.append(widget)
            if widget.layout.display == "none":
                return
            for child in getattr(widget, "children", ()):
                walk(child)

        walk(self)
        return [b for b in out if b.layout.display != "none"]

    # ------------------------------------------------------------ building

    def _build(self) -> None:
        def html(css: str) -> w.HTML:
            widget = w.HTML()
            widget.add_class(css)
            return widget

        def box(kind: type[w.Box], *classes: str) -> w.Box:
            b = kind()
            for c in classes:
                b.add_class(c)
            return b

        self.css = w.HTML(PAGE_CSS).add_class("ori-game__style")
        self.status = html("ori-status")
        self.error = html("ori-error")
        self.final = html("ori-final")
        self.queue_html = html("ori-queue-html")
        self.frame = box(w.Box, "ori-queue-frame")
        self.board = box(w.VBox, "ori-board")
        scroll = box(w.Box, "ori-queue-scroll")
        scroll.children = (self.frame,)
        self.targets_title = html("ori-panel__title")
        self.targets = box(w.HBox, "ori-targets", "ori-row")
        self.targets_box = box(w.VBox, "ori-targets-box")
        self.targets_box.children = (self.targets_title, self.targets)
        self.size_control = CardSizeControl(self.lang, self.set_card_size)
        self.board.children = (self.size_control, scroll, self.targets_box)

        self.decision_title = html("ori-panel__title")
        self.decision_text = html("ori-card-text")
        self.decision_buttons = box(w.HBox, "ori-decision-buttons", "ori-row")
        self.decision = box(w.VBox, "ori-decision", "ori-panel")
        self.decision.children = (self.decision_title, self.decision_text, self.decision_buttons)

        self.hand_title = html("ori-panel__title")
        self.hand_cards = box(w.HBox, "ori-hand-cards")
        self.place_title = html("ori-panel__title")
        self.place_row = box(w.HBox, "ori-place", "ori-row")
        self.hand = box(w.VBox, "ori-hand", "ori-panel")
        self.hand.children = (self.hand_title, self.hand_cards, self.place_title, self.place_row)

        self.scoreboard = html("ori-scoreboard")
        self.undo_button = button(["ori-undo"], self.undo)
        self.undo_button.icon = "undo"
        self.back_button = button(["ori-step-back"], self.step_back)
        self.back_button.icon = "step-backward"
        self.forward_button = button(["ori-step-forward"], self.step_forward)
        self.forward_button.icon = "step-forward"
        self.undo_why = html("ori-undo-why")  # why undo is refused, in words
        history = box(w.HBox, "ori-history", "ori-row")
        history.children = (
            self.undo_button,
            self.back_button,
            self.forward_button,
            self.undo_why,
        )
        self.log_view = html("ori-log")
        side = box(w.VBox, "ori-game__side")
        side.children = (self.scoreboard, history, self.log_view)
        left = box(w.VBox, "ori-game__left")
        left.children = (self.board, self.decision, self.hand)
        main = box(w.HBox, "ori-game__main")
        main.children = (left, side)
        self.children = (self.css, self.status, self.error, self.final, main)

        self._decide = ButtonPool(self._make_decision_button)
        self._target_pool = ButtonPool(
            lambda key: button([f"ori-target-{key}"], lambda: self.play(f"target {key}"))
        )
        self._hits = ButtonPool(self._make_hit)
        self._hand_pool = ButtonPool(self._make_hand_slot)
        self._place_pool = ButtonPool(self._make_place_button)

    def _make_decision_button(self, move: str) -> w.Button:
        (parsed,) = self._parsed([move])
        verb = parsed.verb
        arg = parsed.card if verb == "swap" else parsed.where if verb == "from" else parsed.n
        css = {
            "reveal": ["ori-reveal"],
            "bank": ["ori-bank"],
            "option": [f"ori-option-{arg}"],
            "to": [f"ori-dest-{arg}"],
            "take": ["ori-take"],
            "repeat": ["ori-repeat"],
            "from": [f"ori-from-{arg}"],
            "swap": [f"ori-swap-{arg}"],
        }.get(verb, ["ori-move"])
        b = button(css, lambda: self.play(move))
        if verb == "reveal":
            b.button_style = "primary"
        return b

    def _make_hit(self, key: str) -> w.Button:
        """A transparent button over a card or slot of the picture (not a Tab stop:
        the labelled buttons under the board do the same for the keyboard)."""
        kind, _, arg = key.partition(" ")

        def action() -> None:
            if kind == "target":
                self.play(f"target {arg}")
            else:
                self.place(arg)

        css = ["ori-hit", f"ori-hit-{kind}-{arg.replace(' ', '-')}"]
        return button(css, action, tabbable=False)

    def _make_hand_slot(self, card: str) -> w.VBox:
        picture = w.HTML()
        b = button(["ori-hand-card", f"ori-hand-card--{card}"], lambda: self.select(card))
        slot = w.VBox([picture, b])
        slot.add_class("ori-hand-slot")
        return slot

    def _make_place_button(self, where: str) -> w.Button:
        if where.startswith("on "):
            css = ["ori-place-on", f"ori-place-on-{where[3:]}"]
        else:
            css = [f"ori-place-{where}"]
        return button(css, lambda: self.place(where))

    # ------------------------------------------------------------ refreshing

    def refresh(self) -> None:
        """Bring every part up to date with the session (one render per change)."""
        lang, session = self.lang, self.session
        live = self.replay_step is None
        view = session.view() if self.replay_step is None else session.view_at(self.replay_step)
        pending = self.state.pending
        mine = live and session.human_turn
        moves = self._parsed(pending.moves) if mine and pending else []
        verbs = {m.verb for m in moves}
        waiting = self._waiting_card() if live else None
        if waiting is not None:  # the Twin: the only card to place, chosen at once
            self.selected = waiting

        self._refresh_status(view, moves, verbs, live)
        self.error.value = escape(self.message)
        show(self.error, bool(self.message))
        self.scoreboard.value = render_scoreboard(view, lang).replace(
            'class="ori-scoreboard"', 'class="ori-scoreboard-table"', 1
        )
        self.log_view.value = log_html(session, lang, self.replay_step)
        finished = live and self.state.finished
        # the teacher's desk plays every family: no «you won / you lost» for the teacher
        players = () if session.see_all else session.humans
        self.final.value = final_html(self.state, lang, players) if finished else ""
        show(self.final, finished)

        targets = [m.n for m in moves if m.verb == "target"]
        placing = "play" in verbs and self.selected is not None
        # Try anything (issue 28): a hand card chosen may be put anywhere, a
        # target decision lets every card be clicked; the engine says why not.
        choosing = bool(mine) and self.selected is not None and not self.frozen
        highlight = {p: "target" for p in targets}
        if placing:
            highlight.update({m.n: "target" for m in self._place_moves(moves) if m.where == "on"})
        self.size_control.relabel(lang)
        svg = render_queue(
            view,
            lang,
            viewer=session.viewer,
            highlight=highlight,
            slots=choosing,
            detail=self.card_size in DETAILED,
        )
        self.queue_html.value = svg.replace(' tabindex="0"', "")
        self._refresh_hits(svg, view, targets, choosing, mine and "play" in verbs)
        self._refresh_targets(view, targets)
        self._refresh_decision(pending, moves, verbs)
        self._refresh_hand(view, moves, "play" in verbs, waiting, bool(mine))
        self._refresh_history(live)
        self._apply_freeze()
        if self.after_refresh is not None:
            self.after_refresh()

    def _place_moves(self, moves: list[Any]) -> list[Any]:
        """The placements of the chosen hand card among the parsed ``moves``."""
        return [m for m in moves if m.verb == "play" and m.card == self.selected]

    def _refresh_status(
        self, view: dict[str, Any], moves: list[Any], verbs: set[str], live: bool
    ) -> None:
        lang, pending = self.lang, self.state.pending
        phase = view.get("phase", "placement")
        head = t("w-status-round", lang, round=view.get("round", 1))
        head += " · " + t(f"w-status-{phase}", lang)
        if not live:
            text = t("w-status-replay", lang, step=self.replay_step, total=len(self.session.steps))
        elif pending is None:
            text = t("w-status-over", lang)
        elif not moves:
            text = t("w-status-waiting", lang, player=player_name(pending.player, lang))
        else:
            # the teacher's desk plays every family: «Хід Червоного: …», not «Ваш хід: …»
            teacher = self.session.see_all
            forms = player_forms("player", pending.player, lang) if teacher else {}

            def status(key: str, **args: Any) -> str:
                key = key.replace("w-status-", "teacher-status-") if teacher else key
                return t(key, lang, **args, **forms)

            def named(card: str | None, field: str = "card") -> dict[str, Any]:
                # the name with its forms: «de l’Informatrice», not «de « Informatrice »»
                return card_args(field, card, lang)

            if pending.decision == "place_twin":
                text = status("w-status-twin", **named(pending.card))
            elif "play" in verbs and self.selected:
                # «or on your stack» only when a stack of yours may take it (round 2 on, G2)
                stacks = any(m.where == "on" for m in self._place_moves(moves))
                key = "w-status-place-card" if stacks else "w-status-place-card-ends"
                text = status(key, **named(self.selected))
            else:
                verb = next(iter(sorted(verbs)))
                key = _VERB_STATUS.get(verb, "w-status-other")
                pos = (pending.position or 0) + 1
                copied = self._copied_ability(pending)
                if verb == "option" and copied:
                    # a Shapeshifter copying a Diplomat: the options are the Diplomat's (B5)
                    text = status(
                        "w-status-option-copied",
                        **named(copied),
                        **named(pending.card, "copier"),
                        pos=pos,
                    )
                elif verb == "target" and self._choosing_character(pending):
                    # B5, A10: the Shapeshifter copies and the Combination applies a
                    # character: they choose one, they do not target it
                    key = f"w-status-{CHOOSES_CHARACTER[pending.card]}"
                    text = status(key, **named(pending.card), pos=pos)
                else:
                    text = status(key, **named(pending.card), pos=pos)
        if self.frozen:
            text = self.frozen_text
        who = ""
        if self.session.viewer:
            who = t("w-you-play", lang, player=player_name(self.session.viewer, lang))
        elif self.session.see_all and pending is not None and (self.frozen or not live):
            who = t("teacher-turn", lang, **player_forms("player", pending.player, lang))
        self.status.value = (
            f'<span class="ori-status__phase">{escape(head)}</span>'
            + (f'<span class="ori-status__who">{escape(who)}</span>' if who else "")
            + f"<br><b>{escape(text)}</b>"
        )

    def _refresh_hits(
        self,
        svg: str,
        view: dict[str, Any],
        targets: list[int],
        choosing: bool,
        placement: bool,
    ) -> None:
        """The transparent buttons over the picture. Try anything (issue 28):
        with a hand card chosen, every stack and both ends take a click (the
        engine refuses an opponent's stack, ``not_own_stack``); at a placement
        with no card chosen, a stack says to choose one first; at a target
        decision, every card of the queue is a click (not a target: refused
        with its reason). Legal ones are highlighted on the picture."""
        boxes = hit_boxes(svg)
        # The picture scales with the frame (card size control); the buttons over
        # its cards are placed in percents of it, so they stay on their cards.
        width, min_width = frame_width(self.card_size, boxes.width, boxes.height)
        self.frame.layout.width, self.frame.layout.min_width = width, min_width
        self.frame.layout.height = None
        hits: list[w.Widget] = [self.queue_html]

        def pct(value: float, whole: float) -> str:
            return f"{100 * value / whole:.3f}%" if whole else "0%"

        def put(key: str, box: Box | None, tip: str) -> None:
            if box is None:
                return
            b = self._hits.get(key)
            label(b, "", tip)
            b.layout.left = pct(box.x - 4, boxes.width)
            b.layout.top = pct(box.y - 4, boxes.height)
            b.layout.width = pct(box.w + 8, boxes.width)
            b.layout.height = pct(box.h + 8, boxes.height)
            hits.append(b)

        stacks = sorted(boxes.cards)
        if self.frozen:
            pass
        elif targets:
            for pos in stacks:
                put(f"target {pos}", boxes.cards.get(pos), self._target_text(view, pos))
        elif choosing:
            for where in ("start", "end"):
                box = boxes.slots.get(where) or (boxes.cards.get(0) if where == "start" else None)
                put(f"place {where}", box, t(f"w-place-{where}", self.lang))
            for pos in stacks:
                put(f"place on {pos}", boxes.cards.get(pos), self._place_text_at(pos))
        elif placement:
            for pos in stacks:
                put(f"place on {pos}", boxes.cards.get(pos), t("w-place-hint", self.lang))
        set_children(self.frame, hits)

    def _place_text_at(self, pos: int) -> str:
        return t("w-place-on", self.lang, pos=pos + 1)

    def _target_text(self, view: dict[str, Any], pos: int) -> str:
        key = "w-choose-label" if self._choosing_character(self.state.pending) else "w-target-label"
        queue = view.get("queue") or []
        card = queue[pos][-1] if 0 <= pos < len(queue) else None
        desc = describe_card(
            card,
            self.lang,
            depth=len(queue[pos]) if card else 1,
            ability=True,
            teacher=self.session.viewer is None,
        )
        return t(key, self.lang, pos=pos + 1, desc=desc)

    def _refresh_targets(self, view: dict[str, Any], targets: list[int]) -> None:
        choosing = self._choosing_character(self.state.pending)
        title = "w-characters-title" if choosing else "w-targets-title"
        self.targets_title.value = escape(t(title, self.lang))
        buttons = []
        queue = view.get("queue") or []
        for pos in targets:
            b = self._target_pool.get(str(pos))
            top = queue[pos][-1] if 0 <= pos < len(queue) else {}
            name = card_name(top.get("card"), self.lang) if top.get("card") else ""
            text = t("w-target", self.lang, pos=pos + 1)
            label(b, f"{text} — {name}" if name else text, self._target_text(view, pos))
            b.button_style = "warning"
            buttons.append(b)
        set_children(self.targets, buttons)
        show(self.targets_box, bool(buttons))

    def _choosing_character(self, pending: Any) -> bool:
        """Whether the pending choice is the character a Shapeshifter copies (B5)
        or a Combination applies (A10): its own ability, not a copied one."""
        frames = getattr(self.state, "frames", None)
        if pending is None or not frames or pending.card not in CHOOSES_CHARACTER:
            return False
        return bool(frames[-1][0] == pending.card)

    def _copied_ability(self, pending: Any) -> str | None:
        """The card whose ability the pending card runs when it is not its own
        (a Shapeshifter copying a Diplomat: ``diplomat``, B5); None otherwise."""
        frames = getattr(self.state, "frames", None)
        if pending is None or not frames or pending.card is None:
            return None
        ability: str = frames[-1][0]  # a card id, or a step such as ``reveal``
        if ability == pending.card or ability not in card_terms():
            return None
        return ability

    def _refresh_decision(self, pending: Any, moves: list[Any], verbs: set[str]) -> None:
        lang = self.lang
        shown = [m for m in moves if m.verb not in ("play", "target")]
        if moves and pending is not None and pending.decision == "reveal" and "reveal" not in verbs:
            # try anything: a card that may not be revealed now (an Insurrection
            # with no influence on it) is still offered; the engine says why
            shown.insert(0, self._parsed(["reveal"])[0])
        self.decision_title.value = escape(t("w-decision-title", lang))
        card = pending.card if pending else None
        # the ability that decides: the copied one for a Shapeshifter (B5), whose
        # options, texts and short labels are the copied character's
        ability = self._copied_ability(pending) or card
        text = ""
        if card and ability and (verbs - {"play"}):
            text = t(
                "w-card-text",
                lang,
                card=card_name(ability, lang),
                text=" ".join(ability_text(ability, lang).split()),
            )
        self.decision_text.value = escape(text)
        options = ability_options(ability, lang) if ability and "option" in verbs else []
        buttons = []
        for m in shown:
            b = self._decide.get(str(m))
            verb = m.verb
            if verb == "option":
                n = m.n
                tip = options[n - 1] if n <= len(options) else ""
                short = f"w-option-{ability}-{n}"  # the option's own words, when it has some
                words = t(short, lang) if has(short, lang) else t("w-option", lang, n=n)
                label(b, words, t("w-option-text", lang, n=n, text=tip))
            elif verb == "reveal":
                label(b, t("w-reveal", lang, card=card_name(card, lang)))
            elif verb == "to":
                label(b, t("w-dest", lang, pos=m.n + 1))
            elif verb == "swap":
                label(b, t("w-swap", lang, card=card_name(m.card, lang)))
            elif verb in ("bank", "take", "repeat"):
                label(b, t(f"w-{verb}", lang))
            elif verb == "from":
                label(b, t(f"w-from-{m.where}", lang))
            else:
                label(b, t("w-move-other", lang, move=str(m)))
            buttons.append(b)
        set_children(self.decision_buttons, buttons)
        show(self.decision, bool(buttons) or bool(text))

    def _refresh_hand(
        self,
        view: dict[str, Any],
        moves: list[Any],
        placing: bool,
        waiting: str | None,
        mine: bool = False,
    ) -> None:
        lang = self.lang
        viewer: Any = self.session.viewer
        if self.session.see_all:  # the teacher places for whoever decides now
            pending = self.state.pending
            viewer = pending.player if pending is not None and placing else None
        hand = (view.get("hands") or {}).get(viewer, []) if viewer else []
        if waiting is not None:  # the Twin waiting in front of its owner (A2)
            viewer = self.state.pending.player if self.state.pending else viewer
            hand = [waiting]
            title = t("w-twin-title", lang, card=card_name(waiting, lang))
            if self.session.see_all:
                title = t("teacher-twin-title", lang, player=player_name(viewer, lang))
        elif hand and self.session.see_all:  # the teacher places for this family
            title = t("teacher-hand", lang, **player_forms("player", viewer, lang))
        else:
            title = t("w-hand-title", lang) if hand else t("w-hand-empty", lang)
        self.hand_title.value = escape(title)
        slots = []
        for card in hand:
            if card is None:
                continue
            slot = self._hand_pool.get(card)
            picture, b = slot.children
            key = (card, lang, self.card_size)
            if getattr(picture, "_ori_key", None) != key:
                picture.value = _card_svg(card, viewer, lang, self.card_size)
                picture._ori_key = key
            tip = t("w-hand-card", lang, card=card_name(card, lang))
            label(b, card_name(card, lang), f"{tip}\n{ability_text(card, lang)}")
            # try anything: a card may be chosen whenever the learner decides
            # (placed out of turn, the engine says why: not a placement now)
            b.disabled = not (placing or (mine and not self.session.see_all))
            selected = card == self.selected
            set_class(b, "ori-hand-card--selected", selected)
            slots.append(slot)
        set_children(self.hand_cards, slots)
        place = []
        if placing and self.selected:
            # try anything by keyboard too (issue 28): every spot a click on the
            # picture takes — both ends and every stack, in the queue's order —
            # the legal ones highlighted; the engine says why another is refused
            legal = {_where(m) for m in self._place_moves(moves)}
            stacks = [f"on {i}" for i in range(len(view.get("queue") or []))]
            spots = ["start", *stacks, "end"]
            for where in [*spots, *sorted(legal - set(spots))]:
                b = self._place_pool.get(where)
                label(b, self._where_text(where))
                b.button_style = "primary" if where in legal else ""
                place.append(b)
        self.place_title.value = escape(
            t("w-place-title", lang) if place else (t("w-place-hint", lang) if placing else "")
        )
        set_children(self.place_row, place)
        show(self.hand, bool(slots))
        # the hand's cards are chosen to be placed now (not only tried, issue 28)
        set_class(self.hand, "ori-hand--placing", placing)
        # «Auto»: the hand's cards grow with a wide window (layout_style.py)
        auto = self.card_size == "auto"
        set_class(self.hand, "ori-hand--auto", auto)

    def _where_text(self, where: str) -> str:
        """The words of a spot (``start``, ``end``, ``on N``): «at the start», «on stack 2»…"""
        if where.startswith("on "):
            return self._place_text_at(int(where[3:]))
        return t(f"w-place-{where}", self.lang)

    def _refresh_history(self, live: bool) -> None:
        lang = self.lang
        can = self.session.can_undo and live
        tip = t("w-undo-tip", lang)
        refused = bool(self.session.undo_points) and not self.session.can_undo
        if refused:
            tip = t("w-undo-blocked", lang)
        label(self.undo_button, t("w-undo", lang), tip)
        self.undo_button.disabled = not can
        # why undo is refused, as text (a tooltip is never seen on a touch screen)
        blocked = tip if refused and live else ""
        if self.undo_why.value != blocked:
            self.undo_why.value = blocked
        show(self.undo_why, bool(blocked))
        label(self.back_button, t("w-step-back", lang), t("w-step-tip", lang))
        current = len(self.session.steps) if live else self.replay_step
        self.back_button.disabled = current == 0
        label(self.forward_button, t("w-step-forward", lang), t("w-live", lang))
        self.forward_button.disabled = live
