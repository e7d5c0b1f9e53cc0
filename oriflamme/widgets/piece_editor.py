"""The position editor for a game that declares its pieces (issue 25).

The teacher's desk opens it for a game whose ``editor_widget`` names it
(Orichalque; Oriflamme has its own queue builder, ``editor.py``). What can be
set comes from the game (``Game.editor_pieces``, ``oriflamme.core.editor``):
this widget names no game and reads no scenario key. Each piece is a control —
a number box for a count, a dropdown for a choice, a row of checkboxes for a
set — under its section's heading (the game's, or one player's); a piece whose
component data is not confirmed says so beside its label.

Every change is one edit: the game writes it (``Game.editor_set``) and its
scenario checker judges the whole position (``from_scenario`` and the round
trip). An edit the checker refuses is **not made**: the control goes back to
its value, the position stays as it was, and the refusal names the piece in
the teacher's language with the checker's reason (``ori-editor-error``).
«Show at the desk» plays the position (``on_use(scenario)``).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from oriflamme.core.editor import CHOICE, COUNT, PLAYER_LABEL, Choice, EditorPiece, EditorValue
from oriflamme.core.protocol import Game, Scenario
from oriflamme.i18n import explain_scenario_error
from oriflamme.i18n.grammar import player_name

from .controls import button, label, show
from .localized import Localized
from .text import player_forms, t

#: The editor's own styles: sections as cards, their controls wrapping on a phone.
PIECES_CSS = """<style>
.ori-editor--pieces .ori-editor-section { border: 1px solid #c9b48a; border-radius: 6px;
  padding: 4px 10px 8px; margin: 6px 0; background: #fffdf7; max-width: 100%;
  box-sizing: border-box; }
.ori-editor--pieces .ori-editor-section__head h4 { margin: 4px 0; }
.ori-editor--pieces .ori-editor-section__body { display: flex; flex-wrap: wrap; gap: 4px 18px;
  align-items: center; max-width: 100%; }
.ori-editor--pieces .ori-editor-piece { max-width: 100%; width: auto; flex-wrap: wrap;
  row-gap: 2px; height: auto; min-height: var(--jp-widgets-inline-height, 28px); }
.ori-editor--pieces .ori-editor-piece .widget-label { min-width: 0; max-width: 100%;
  white-space: normal; overflow: visible; height: auto; line-height: 1.35;
  text-align: left; flex: 0 1 auto; }
.ori-editor--pieces .ori-editor-piece select { flex: 0 1 auto; min-width: 10em; max-width: 100%;
  height: var(--jp-widgets-inline-height, 28px); }
.ori-editor--pieces .ori-editor-piece input[type=number] { width: 5em; flex: 0 0 auto; }
.ori-editor--pieces .ori-editor-piece--provisional .widget-label,
.ori-editor--pieces .ori-editor-piece--provisional .widget-label-basic { font-style: italic; }
.ori-editor--pieces .ori-editor-set { display: flex; flex-wrap: wrap; gap: 2px 10px;
  align-items: center; }
.ori-editor--pieces .ori-editor-preview { overflow-x: auto; max-width: 100%; }
.ori-editor--pieces .ori-editor-preview svg { max-width: 100%; height: auto; }
.ori-editor--pieces .ori-editor-note { font-style: italic; color: #6b4e16; }
.ori-editor--pieces :focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
</style>"""


def piece_class(piece: EditorPiece) -> str:
    """The piece's stable CSS class: ``ori-editor-piece--supplies-red-hoplites``."""
    return "ori-editor-piece--" + piece.id.replace(".", "-").replace("_", "-")


def choice_label(choice: Choice, lang: str) -> str:
    """A choice in ``lang``: a player's name, or its Fluent message."""
    if choice.label_key == PLAYER_LABEL:
        return player_name(choice.value, lang)
    return t(choice.label_key, lang)


def piece_label(piece: EditorPiece, lang: str) -> str:
    """A piece's label in ``lang`` (``label_args`` said in ``lang``: a
    creature's name; ``label_values`` as written: a zone)."""
    args: dict[str, object] = {name: t(key, lang) for name, key in piece.label_args.items()}
    args.update(piece.label_values)
    text = t(piece.label_key, lang, **args)
    if piece.provisional:
        text += " " + t("editor-provisional-mark", lang)
    return text


def section_title(piece: EditorPiece, lang: str) -> str:
    """The heading of a piece's section (said of its player where it has one)."""
    return t(piece.section, lang, **player_forms("player", piece.player, lang))


class PieceEditor(Localized, w.VBox):
    """Set a game's pieces one edit at a time (``ori-editor ori-editor--pieces``)."""

    def __init__(
        self,
        lang: str,
        on_use: Callable[[dict[str, Any]], None],
        current: Callable[[], dict[str, Any] | None],
        game: Game[Any, Any],
    ) -> None:
        super().__init__()
        self.add_class("ori-editor")
        self.add_class("ori-editor--pieces")
        self._lang, self.on_use, self.current, self.scenario_game = lang, on_use, current, game
        self.data: Scenario = {}
        #: the position the editor describes (the checker's), drawn as the preview
        self.state: Any = None
        #: the pieces of the position on show, by id, and each one's control
        self.pieces: dict[str, EditorPiece] = {}
        self.controls: dict[str, Any] = {}
        #: the last refusal (the checker's error), None after an accepted edit
        self.refusal: Exception | None = None
        self._refused_piece: EditorPiece | None = None
        self._busy = False
        self.css = w.HTML(PIECES_CSS)
        self.heading = w.HTML()
        self.heading.add_class("ori-editor-heading")
        counts = list(game.editor_player_counts)
        self.players = w.Dropdown(options=counts or [0], value=counts[0] if counts else 0)
        self.players.add_class("ori-editor-players")
        self.players.style.description_width = "initial"
        self.new_button = button(["ori-editor-empty"], self.start_new)
        self.from_desk_button = button(["ori-editor-from-desk"], self.start_from_desk)
        start = w.HBox([self.players, self.new_button, self.from_desk_button])
        start.add_class("ori-row")
        show(self.players, bool(counts))
        show(self.new_button, bool(counts))
        self.note = w.HTML()
        self.note.add_class("ori-editor-note")
        self.sections = w.VBox()
        self.sections.add_class("ori-editor-sections")
        self.title = w.Text()
        self.title.add_class("ori-editor-title")
        self.description = w.Textarea(layout=w.Layout(width="100%"))
        self.description.add_class("ori-editor-description")
        for box in (self.title, self.description):
            box.style.description_width = "initial"
            box.observe(lambda _c: self._meta_changed(), names="value")
        self.error = w.HTML()
        self.error.add_class("ori-editor-error")
        self.error.add_class("ori-error")
        self.preview = w.HTML()
        self.preview.add_class("ori-editor-preview")
        self.use_button = button(["ori-editor-use"], self.use)
        self.use_button.button_style = "success"
        self.children = (
            self.css,
            self.heading,
            start,
            self.note,
            self.sections,
            self.error,
            self.title,
            self.description,
            self.use_button,
            self.preview,
        )
        first = current()
        if first and game.name == first.get("game", game.name):
            self._set_data(copy.deepcopy(first))
        else:
            self.start_new()

    # ------------------------------------------------------------ public API

    def scenario(self) -> dict[str, Any]:
        """The scenario file the editor describes (the game's format; ``meta``
        where the teacher gave a title or a description)."""
        data = copy.deepcopy(self.data)
        meta = data.get("meta")
        if not (isinstance(meta, dict) and any(meta.values())):
            data.pop("meta", None)
        return data

    def start_new(self) -> None:
        """A new table of the chosen number of players (the game's deal)."""
        data = self.scenario_game.editor_start(int(self.players.value))
        if data is not None:
            self._set_data(data)

    def start_from_desk(self) -> None:
        """Edit the position on the desk's screen."""
        data = self.current()
        if data and data.get("game", self.scenario_game.name) == self.scenario_game.name:
            self._set_data(copy.deepcopy(data))

    def value(self, piece_id: str) -> EditorValue:
        """The value of a piece in the position."""
        return self.scenario_game.editor_value(self.data, self.pieces[piece_id])

    def set(self, piece_id: str, value: EditorValue) -> bool:
        """Make one edit: the game writes it, its checker judges the position.
        Refused (False): the position and every control stay as they were and
        ``ori-editor-error`` says why, naming the piece."""
        piece = self.pieces[piece_id]
        rules = self.scenario_game
        try:
            data = rules.editor_set(self.data, piece, value)
            state = rules.from_scenario({k: v for k, v in data.items() if k != "meta"})
            rules.check_round_trip(state)
        except rules.scenario_error as e:
            return self._refuse(piece, e)
        except rules.illegal_move as e:  # pragma: no cover - the editor writes no moves
            return self._refuse(piece, rules.scenario_error("moves", str(e), "unplayable"))
        except Exception as e:  # whatever the engine says, the editor stays usable
            return self._refuse(piece, rules.unplayable(e))
        meta = self.data.get("meta")
        self.state = state
        self.data = dict(rules.to_scenario(state))  # the checker's own form
        if meta is not None:
            self.data["meta"] = meta
        self.refusal, self._refused_piece = None, None
        structure = [p.id for p in rules.editor_pieces(self.data)]
        if structure != list(self.pieces):
            self._build()
        else:
            self._show_values()
        self._show_result()
        return True

    def use(self) -> None:
        """Show the position at the desk."""
        self.on_use(self.scenario())

    # ------------------------------------------------------------ inner parts

    def _localized_parts(self) -> list[Any]:
        return []

    def _set_data(self, data: Scenario) -> None:
        rules = self.scenario_game
        meta = data.get("meta")
        try:  # the checker's own form (``covered`` and the general supply written)
            self.state = rules.from_scenario({k: v for k, v in data.items() if k != "meta"})
            data = dict(rules.to_scenario(self.state))
        except Exception:  # pragma: no cover - the desk's positions load
            self.state = None
        data["meta"] = meta if isinstance(meta, dict) else {"title": "", "description": ""}
        self.data = data
        self.refusal, self._refused_piece = None, None
        self._build()
        self._show_result()

    def _refuse(self, piece: EditorPiece, error: Exception) -> bool:
        self.refusal, self._refused_piece = error, piece
        self._show_values()  # the control back to the position's value
        self._show_result()
        return False

    def _build(self) -> None:
        """A control for every piece, grouped by section (after a change of structure)."""
        self.pieces = {p.id: p for p in self.scenario_game.editor_pieces(self.data)}
        self.controls = {}
        sections: dict[tuple[str, str | None], list[Any]] = {}
        for piece in self.pieces.values():
            control = self._control(piece)
            self.controls[piece.id] = control
            sections.setdefault((piece.section, piece.player), []).append(control)
        boxes = []
        for (_key, _player), controls in sections.items():
            head = w.HTML()
            head.add_class("ori-editor-section__head")
            body = w.Box(controls)
            body.add_class("ori-editor-section__body")
            box = w.VBox([head, body])
            box.add_class("ori-editor-section")
            boxes.append(box)
        self.sections.children = tuple(boxes)
        self._relabel()

    def _control(self, piece: EditorPiece) -> Any:
        if piece.kind == COUNT:
            control: Any = w.BoundedIntText(min=piece.minimum, max=piece.maximum)
            control.layout.width = "auto"
            control.observe(lambda c, p=piece: self._changed(p, int(c["new"])), names="value")
        elif piece.kind == CHOICE:
            control = w.Dropdown(layout=w.Layout(width="auto"))
            control.observe(lambda c, p=piece: self._changed(p, str(c["new"])), names="value")
        else:
            boxes = []
            for choice in piece.choices:
                box = w.Checkbox(indent=False, layout=w.Layout(width="auto"))
                box.add_class("ori-editor-set__choice")
                box.add_class(f"ori-editor-set__choice--{choice.value}")
                box.observe(lambda _c, p=piece: self._set_changed(p), names="value")
                boxes.append(box)
            head = w.HTML()
            head.add_class("ori-editor-set__label")
            control = w.HBox([head, *boxes])
            control.add_class("ori-editor-set")
        control.add_class("ori-editor-piece")
        control.add_class(piece_class(piece))
        if piece.provisional:
            control.add_class("ori-editor-piece--provisional")
        if hasattr(control, "style") and piece.kind != "set":
            control.style.description_width = "initial"
        return control

    def _set_changed(self, piece: EditorPiece) -> None:
        control = self.controls[piece.id]
        boxes = control.children[1:]
        chosen = tuple(c.value for c, box in zip(piece.choices, boxes, strict=True) if box.value)
        self._changed(piece, chosen)

    def _changed(self, piece: EditorPiece, value: EditorValue) -> None:
        if self._busy or piece.id not in self.pieces:
            return
        old = self.scenario_game.editor_value(self.data, piece)
        if isinstance(old, tuple) and isinstance(value, tuple):
            same = set(old) == set(value)
        else:
            same = old == value
        if not same:
            self.set(piece.id, value)

    def _show_values(self) -> None:
        """Every control from the position (no edit made while setting them)."""
        self._busy = True
        try:
            for pid, piece in self.pieces.items():
                control = self.controls[pid]
                value = self.scenario_game.editor_value(self.data, piece)
                if piece.kind == COUNT:
                    number = value if isinstance(value, int) else piece.minimum
                    control.value = max(piece.minimum, min(piece.maximum, number))
                elif piece.kind == CHOICE:
                    values = [v for _l, v in control.options]
                    control.value = value if value in values else values[0]
                else:
                    held = set(value) if isinstance(value, tuple) else set()
                    for choice, box in zip(piece.choices, control.children[1:], strict=True):
                        box.value = choice.value in held
        finally:
            self._busy = False

    def _meta_changed(self) -> None:
        if self._busy:
            return
        meta = self.data.setdefault("meta", {})
        if isinstance(meta, dict):
            meta["title"] = self.title.value
            meta["description"] = self.description.value

    def _show_result(self) -> None:
        lang, err = self._lang, self.refusal
        if err is None or self._refused_piece is None:
            self.error.value = ""
        else:
            piece = self._refused_piece
            self.error.value = (
                '<span role="alert">'
                + escape(
                    t(
                        "editor-refused",
                        lang,
                        piece=piece_label(piece, lang),
                        section=section_title(piece, lang),
                        reason=explain_scenario_error(err, lang),
                    )
                )
                + "</span>"
            )
        show(self.error, err is not None)
        state, rules = self.state, self.scenario_game
        self.preview.value = "" if state is None else rules.board_svg(state, None, lang)

    def _relabel(self) -> None:
        lang = self._lang
        self.heading.value = (
            f"<h3>{escape(t('editor-title', lang))}</h3>"
            f"<p>{escape(t('editor-pieces-intro', lang))}</p>"
        )
        self.players.description = t("editor-players", lang)
        label(self.new_button, t("editor-new-deal", lang))
        label(self.from_desk_button, t("editor-from-desk", lang))
        label(self.use_button, t("editor-use", lang))
        self.title.description = t("editor-meta-title", lang)
        self.description.description = t("editor-meta-description", lang)
        provisional = any(p.provisional for p in self.pieces.values())
        self.note.value = escape(t("editor-provisional-note", lang)) if provisional else ""
        show(self.note, provisional)
        seen: dict[tuple[str, str | None], int] = {}
        for piece in self.pieces.values():
            seen.setdefault((piece.section, piece.player), len(seen))
        firsts = {
            key: next(p for p in self.pieces.values() if (p.section, p.player) == key)
            for key in seen
        }
        heads = {index: section_title(firsts[key], lang) for key, index in seen.items()}
        for index, box in enumerate(self.sections.children):
            box.children[0].value = f"<h4>{escape(heads[index])}</h4>"
        for pid, piece in self.pieces.items():
            control, text = self.controls[pid], piece_label(piece, lang)
            if piece.kind == "set":
                control.children[0].value = f"<b>{escape(text)}</b>"
                for choice, box in zip(piece.choices, control.children[1:], strict=True):
                    box.description = choice_label(choice, lang)
                continue
            control.description = text
            if piece.kind == CHOICE:
                self._busy = True
                try:
                    value = control.value
                    options = [(choice_label(c, lang), c.value) for c in piece.choices]
                    control.options = options
                    if value in [v for _l, v in options]:
                        control.value = value
                finally:
                    self._busy = False
        self._busy = True
        try:
            found = self.data.get("meta")
            meta: dict[str, Any] = found if isinstance(found, dict) else {}
            title, text = meta.get("title", ""), meta.get("description", "")
            self.title.value = title if isinstance(title, str) else ""
            self.description.value = text if isinstance(text, str) else ""
        finally:
            self._busy = False
        self._show_values()
        self._show_result()
