"""The position editor of the teacher's desk: build a position by clicking.

Start from an empty table or from the position on the desk's screen; add a
card to the queue (its family and that family's edition, the card, face up or
down, the influence on it, a Verdict or a Bribery marker) as a new stack at
either end or on a stack; move a stack, take a card off; fill the hands; set
each family's influence, the round, the phase and whose decision it is; give
the scenario a title, a description and rule ids (``meta``).

After every change the engine checks the whole position (``load_scenario`` and
the desk's round trip): a ``ScenarioError`` is shown in the teacher's language,
naming the field, and the preview keeps the last good position. ``scenario()``
is the file of docs/PROTOCOL.md §4 the editor describes; «Show at the desk» plays it.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from oriflamme.core.protocol import Game
from oriflamme.games import get_game
from oriflamme.games.oriflamme.render import render_queue, render_scoreboard
from oriflamme.games.oriflamme.render.emblems import STANDARD_FAMILIES
from oriflamme.i18n import explain_scenario_error
from oriflamme.i18n.grammar import card_name, player_name

from .controls import button, label, show
from .localized import Localized
from .sandbox import supported_editions
from .text import colon, player_forms, t

#: The game whose positions the editor writes.
GAME = get_game("oriflamme")

NONE = ""
PLACEMENT, RESOLUTION = "placement", "resolution"


def empty_scenario(players: int = 2, edition: str = "base") -> dict[str, Any]:
    """An empty table of ``players`` families: no card anywhere, no influence."""
    fams = list(STANDARD_FAMILIES[:players])
    return {
        "edition": edition,
        "players": fams,
        "round": 1,
        "influence": {p: 0 for p in fams},
        "queue": [],
        "hands": {p: [] for p in fams},
        "meta": {"title": "", "description": "", "rules": []},
    }


class PositionEditor(Localized, w.VBox):
    """Build a scenario by clicking (``ori-editor``); ``on_use(data)`` shows it at the desk."""

    def __init__(
        self,
        lang: str,
        on_use: Callable[[dict[str, Any]], None],
        current: Callable[[], dict[str, Any] | None] = lambda: None,
        game: Game[Any, Any] = GAME,
    ) -> None:
        super().__init__()
        self.add_class("ori-editor")
        self._lang, self.on_use, self.current = lang, on_use, current
        #: the game it writes (the desk's ``Game.editor_widget`` names this class)
        self.scenario_game = game
        self.data: dict[str, Any] = empty_scenario()
        self.good: dict[str, Any] | None = None  # the last position the engine accepted
        self._busy = False

        def field(kind: Any, css: str, **kw: Any) -> Any:
            widget = kind(**kw)
            widget.add_class(css)
            widget.style.description_width = "initial"
            return widget

        self.heading = w.HTML()
        self.heading.add_class("ori-editor-heading")
        self.players = field(w.Dropdown, "ori-editor-players", options=[2, 3, 4, 5], value=2)
        self.empty_button = button(["ori-editor-empty"], self.start_empty)
        self.from_desk_button = button(["ori-editor-from-desk"], self.start_from_desk)
        start = w.HBox([self.players, self.empty_button, self.from_desk_button])
        # a card
        self.family = field(w.Dropdown, "ori-editor-family")
        self.edition = field(w.Dropdown, "ori-editor-edition")
        self.card = field(w.Dropdown, "ori-editor-card")
        self.face_up = field(w.Checkbox, "ori-editor-face-up", value=False, indent=False)
        self.tokens = field(w.BoundedIntText, "ori-editor-tokens", min=0, max=99, value=0)
        self.tokens.layout.width = "19em"
        self.verdict = field(w.Checkbox, "ori-editor-verdict", value=False, indent=False)
        self.bribe = field(w.Dropdown, "ori-editor-bribe")
        self.where = field(w.Dropdown, "ori-editor-where")
        self.add_button = button(["ori-editor-add"], self.add_card)
        self.add_button.button_style = "primary"
        self.hand_button = button(["ori-editor-add-hand"], self.add_to_hand)
        self.clear_hand_button = button(["ori-editor-clear-hand"], self.clear_hand)
        card_rows = [
            w.HBox([self.family, self.edition, self.card]),
            w.HBox([self.face_up, self.tokens, self.verdict, self.bribe]),
            w.HBox([self.where, self.add_button, self.hand_button, self.clear_hand_button]),
        ]
        # the queue
        self.queue = field(w.Select, "ori-editor-queue", rows=5)
        self.queue.layout.width = "100%"
        self.left_button = button(["ori-editor-move-left"], lambda: self.move_stack(-1))
        self.right_button = button(["ori-editor-move-right"], lambda: self.move_stack(1))
        self.remove_button = button(["ori-editor-remove"], self.remove_card)
        queue_row = w.HBox([self.left_button, self.right_button, self.remove_button])
        # the game's state
        self.influence = field(w.BoundedIntText, "ori-editor-influence", min=0, max=999)
        self.influence.layout.width = "20em"
        self.round = field(w.BoundedIntText, "ori-editor-round", min=1, max=6, value=1)
        self.round.layout.width = "11em"
        self.phase = field(w.Dropdown, "ori-editor-phase")
        self.next = field(w.Dropdown, "ori-editor-next")
        game_row = w.HBox([self.influence, self.round, self.phase, self.next])
        # meta
        self.title = field(w.Text, "ori-editor-title")
        self.description = field(w.Textarea, "ori-editor-description")
        self.description.layout.width = "100%"
        self.rules = field(w.Text, "ori-editor-rules")
        # the result
        self.error = w.HTML()
        self.error.add_class("ori-editor-error")
        self.error.add_class("ori-error")
        self.hands = w.HTML()
        self.hands.add_class("ori-editor-hands")
        self.preview = w.HTML()
        self.preview.add_class("ori-editor-preview")
        self.use_button = button(["ori-editor-use"], self.use)
        self.use_button.button_style = "success"
        for row in (start, *card_rows, queue_row, game_row):
            row.add_class("ori-row")
        self.children = (
            self.heading,
            start,
            *card_rows,
            self.queue,
            queue_row,
            self.hands,
            game_row,
            self.title,
            self.description,
            self.rules,
            self.error,
            self.preview,
            self.use_button,
        )
        self.family.observe(lambda _c: self._family_changed(), names="value")
        self.edition.observe(lambda _c: self._edition_changed(), names="value")
        self.influence.observe(lambda _c: self._set_influence(), names="value")
        for widget in (self.round, self.phase, self.next, self.title, self.description, self.rules):
            widget.observe(lambda _c: self._fields_changed(), names="value")
        self._sync()

    # ------------------------------------------------------------ public API

    def scenario(self) -> dict[str, Any]:
        """The scenario file (docs/PROTOCOL.md §4, with ``meta``) the editor describes."""
        return copy.deepcopy(self.data)

    def start_empty(self) -> None:
        """An empty table of the chosen number of families."""
        self.data = empty_scenario(int(self.players.value))
        self._sync()

    def start_from_desk(self) -> None:
        """Edit the position on the desk's screen."""
        data = self.current()
        if data:
            data = copy.deepcopy(data)
            data.setdefault("meta", {})
            data.setdefault("hands", {p: [] for p in data["players"]})
            self.data = data
            self._sync()

    def add_card(self) -> None:
        """Put the chosen card into the queue (a new stack, or on a stack)."""
        card: dict[str, Any] = {
            "card": self.card.value,
            "owner": self.family.value,
            "face_up": bool(self.face_up.value),
        }
        if self.tokens.value:
            card["tokens"] = int(self.tokens.value)
        if self.verdict.value:
            card["verdict"] = True
        if self.bribe.value:
            card["bribed_by"] = self.bribe.value
        queue = self.data.setdefault("queue", [])
        where = self.where.value
        if where == "start":
            queue.insert(0, [card])
            at = 0
        elif where == "end":
            queue.append([card])
            at = len(queue) - 1
        else:
            at = int(where)
            queue[at].append(card)
        self._sync(select=at)

    def add_to_hand(self) -> None:
        """Put the chosen card into its family's hand."""
        self.data.setdefault("hands", {}).setdefault(self.family.value, []).append(self.card.value)
        self._sync()

    def clear_hand(self) -> None:
        """Empty the chosen family's hand."""
        self.data.setdefault("hands", {})[self.family.value] = []
        self._sync()

    def move_stack(self, by: int) -> None:
        """Move the chosen stack ``by`` places (-1: towards the start)."""
        queue, at = self.data.get("queue", []), self.queue.value
        if at is None or not 0 <= at + by < len(queue):
            return
        queue[at], queue[at + by] = queue[at + by], queue[at]
        self._sync(select=at + by)

    def remove_card(self) -> None:
        """Take the top card off the chosen stack (the stack goes when empty)."""
        queue, at = self.data.get("queue", []), self.queue.value
        if at is None or not 0 <= at < len(queue):
            return
        queue[at].pop()
        if not queue[at]:
            queue.pop(at)
            at = min(at, len(queue) - 1)
        self._sync(select=at if queue else None)

    def use(self) -> None:
        """Show the position at the desk (only one the engine accepts)."""
        if self._check() is None:
            self.on_use(self.scenario())

    # ------------------------------------------------------------ inner parts

    def _family_edition(self, family: str) -> str:
        fams = self.data.get("families") or {}
        edition = (fams.get(family) or {}).get("edition") or self.data.get("edition", "base")
        return str(edition)

    def _family_changed(self) -> None:
        if self._busy:
            return
        self._busy = True
        try:
            family = self.family.value
            self.edition.value = self._family_edition(family)
            self.influence.value = int(self.data.get("influence", {}).get(family, 0))
            self._card_options()
        finally:
            self._busy = False

    def _edition_changed(self) -> None:
        if self._busy:
            return
        family, edition = self.family.value, self.edition.value
        fams = self.data.setdefault("families", {})
        if edition == self.data.get("edition", "base"):
            fams.pop(family, None)
        else:
            fams[family] = {"edition": edition}
        if not fams:
            self.data.pop("families")
        self._card_options()
        self._validate()

    def _set_influence(self) -> None:
        if self._busy:
            return
        self.data.setdefault("influence", {})[self.family.value] = int(self.influence.value)
        self._validate()

    def _fields_changed(self) -> None:
        if self._busy:
            return
        self.data["round"] = int(self.round.value)
        phase = self.phase.value
        if phase == PLACEMENT:
            self.data.pop("phase", None)
        else:
            self.data["phase"] = phase
        nxt = self.next.value
        if nxt in (None, NONE):
            self.data.pop("next", None)
        else:
            self.data["next"] = int(nxt) if phase == RESOLUTION else nxt
        meta = self.data.setdefault("meta", {})
        meta["title"] = self.title.value
        meta["description"] = self.description.value
        meta["rules"] = [r.strip() for r in self.rules.value.split(",") if r.strip()]
        self._next_options()
        self._validate()

    def _card_options(self) -> None:
        lang = self._lang
        edition = self.edition.value
        cards = [c for c, term in GAME.cards().items() if term.edition == edition]
        options = sorted(((card_name(c, lang), c) for c in cards), key=lambda o: o[0])
        if list(self.card.options) != options:
            value = self.card.value
            self.card.options = options
            self.card.value = value if value in cards else options[0][1]

    def _next_options(self) -> None:
        lang, data = self._lang, self.data
        if data.get("phase", PLACEMENT) == RESOLUTION:
            options = [
                (t("editor-next-pos", lang, pos=i + 1), str(i)) for i in range(len(data["queue"]))
            ]
        else:
            options = [(player_name(p, lang), p) for p in data["players"]]
        options = [(t("editor-next-auto", lang), NONE), *options]
        nxt = data.get("next")
        value = NONE if nxt is None else str(nxt)
        if list(self.next.options) != options:
            self.next.options = options
        self.next.value = value if value in [v for _, v in options] else NONE

    def _sync(self, select: int | None = None) -> None:
        """Every control from ``self.data`` (after a change of the whole scenario)."""
        lang, data = self._lang, self.data
        self._busy = True
        try:
            players = data["players"]
            names = [(player_name(p, lang), p) for p in players]
            family = self.family.value if self.family.value in players else players[0]
            self.family.options = names
            self.family.value = family
            self.bribe.options = [(t("editor-no-bribe", lang), NONE), *names]
            self.bribe.value = NONE
            eds = list(supported_editions())
            self.edition.options = [(t(f"w-edition-{e}", lang), e) for e in eds]
            self.edition.value = self._family_edition(family)
            self._card_options()
            queue = data.get("queue", [])
            self.queue.options = [(self._stack_text(i, s), i) for i, s in enumerate(queue)]
            if queue:
                self.queue.value = select if select is not None and select < len(queue) else 0
            where = [(t("editor-where-end", lang), "end"), (t("editor-where-start", lang), "start")]
            where += [(t("editor-where-on", lang, pos=i + 1), str(i)) for i in range(len(queue))]
            self.where.options = where
            self.where.value = "end"
            self.influence.value = int(data.get("influence", {}).get(family, 0))
            self.round.value = int(data.get("round", 1))
            self.phase.options = [
                (t(f"editor-phase-{p}", lang), p) for p in (PLACEMENT, RESOLUTION)
            ]
            self.phase.value = data.get("phase", PLACEMENT)
            self._next_options()
            meta: dict[str, Any] = data["meta"] if isinstance(data.get("meta"), dict) else {}
            self.title.value = meta.get("title", "") if isinstance(meta.get("title"), str) else ""
            text = meta.get("description", "")
            self.description.value = text if isinstance(text, str) else ""
            rules = meta.get("rules", [])
            self.rules.value = ", ".join(rules) if isinstance(rules, list) else str(rules or "")
            self._relabel()
        finally:
            self._busy = False
        self._validate()

    def _stack_text(self, pos: int, stack: list[dict[str, Any]]) -> str:
        lang = self._lang
        cards = []
        for c in reversed(stack):  # the top card first
            words = f"{player_name(c['owner'], lang)}{colon(lang)} {card_name(c['card'], lang)}"
            words += " · " + t("editor-face-up" if c.get("face_up") else "editor-face-down", lang)
            if c.get("tokens"):
                words += " · " + t("editor-tokens-on", lang, count=c["tokens"])
            cards.append(words)
        return f"{pos + 1}. " + " / ".join(cards)

    def _check(self) -> Exception | None:
        """The engine's verdict on the scenario: ``None`` when it is a playable position."""
        try:
            state = GAME.from_scenario(self.scenario())
            GAME.check_round_trip(state)
        except GAME.scenario_error as e:
            return e
        except GAME.illegal_move as e:  # pragma: no cover - the editor writes no moves
            return GAME.scenario_error("moves", str(e), "unplayable", error="IllegalMove")
        except Exception as e:  # whatever the engine says, the editor stays usable
            return GAME.unplayable(e)
        self.good = self.scenario()
        return None

    def _validate(self) -> None:
        lang = self._lang
        err = self._check()
        self.error.value = (
            ""
            if err is None
            else escape(t("editor-error", lang, reason=explain_scenario_error(err, lang)))
        )
        show(self.error, err is not None)
        self.use_button.disabled = err is not None
        hands = self.data.get("hands", {})
        self.hands.value = "<br>".join(
            f"<b>{escape(t('teacher-hand', lang, **player_forms('player', p, lang)))}</b>"
            + colon(lang)
            + " "
            + escape(", ".join(card_name(c, lang) for c in hands.get(p, [])))
            for p in self.data["players"]
        )
        good = self.good
        if good is not None:
            view = GAME.from_scenario(good).view(None)
            self.preview.value = render_queue(view, lang) + render_scoreboard(view, lang)

    def _relabel(self) -> None:
        lang = self._lang
        self.heading.value = (
            f"<h3>{escape(t('editor-title', lang))}</h3><p>{escape(t('editor-intro', lang))}</p>"
        )
        described = (
            (self.players, "editor-players"),
            (self.family, "editor-family"),
            (self.edition, "editor-edition"),
            (self.card, "editor-card"),
            (self.face_up, "editor-face-up-box"),
            (self.tokens, "editor-tokens"),
            (self.verdict, "editor-verdict"),
            (self.bribe, "editor-bribe"),
            (self.where, "editor-where"),
            (self.queue, "editor-queue"),
            (self.influence, "editor-influence"),
            (self.round, "editor-round"),
            (self.phase, "editor-phase"),
            (self.next, "editor-next"),
            (self.title, "editor-meta-title"),
            (self.description, "editor-meta-description"),
            (self.rules, "editor-meta-rules"),
        )
        for widget, key in described:
            widget.description = t(key, lang)
        label(self.empty_button, t("editor-empty", lang))
        label(self.from_desk_button, t("editor-from-desk", lang))
        label(self.add_button, t("editor-add", lang))
        label(self.hand_button, t("editor-add-hand", lang))
        label(self.clear_hand_button, t("editor-clear-hand", lang))
        label(self.left_button, t("editor-move-left", lang))
        label(self.right_button, t("editor-move-right", lang))
        label(self.remove_button, t("editor-remove", lang))
        label(self.use_button, t("editor-use", lang))
