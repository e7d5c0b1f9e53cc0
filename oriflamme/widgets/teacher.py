"""The teacher's desk: show any position to a class and play it for every family.

A position comes from the course (every lesson's starting position), from a new
deal of any edition, or from a scenario file the teacher pastes or uploads
(PROTOCOL.md §4, JSON or YAML). The board shows every card (the teacher's view)
and the teacher decides for whoever decides now, stepping back and forth through
what happened. ``export()`` writes the current position as a scenario file that
loads back to the same game — to share a combo or to start the next lesson there.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

import ipywidgets as w

import oriflamme
from oriflamme.engine import GameState, IllegalMove, ScenarioError
from oriflamme.engine.scenario import (
    MAX_BYTES,
    check_round_trip,
    load_scenario,
    parse_scenario,
    unplayable_error,
)
from oriflamme.i18n import explain, explain_scenario_error

from .advisor_panel import AdvisorPanel
from .controls import button, label, show
from .game_view import GameView
from .lifecycle import close_widgets
from .localized import Localized
from .sandbox import supported_editions
from .text import t

#: Families of a new deal at the teacher's desk.
NEW_GAME_PLAYERS = ("red", "blue", "green")
OWN = "own"


def parse_scenario_text(text: str) -> dict[str, Any]:
    """A scenario dict from pasted JSON or YAML text (``ScenarioError`` if neither,
    or over the limits of ``oriflamme.engine.scenario``: size, depth, numbers, aliases)."""
    return parse_scenario(text.strip(), None)


def load_text(text: str) -> GameState:
    """Build the position a pasted scenario describes, its moves played; only a
    position whose JSON loads back the same is accepted (it can be exported)."""
    state = load_scenario(parse_scenario_text(text))
    check_round_trip(state)
    return state


def parse_error(content: bytes, name: str) -> ScenarioError:
    """The ``ScenarioError`` an uploaded file that cannot be a scenario gives."""
    try:
        parse_scenario(content, None, name)
    except ScenarioError as e:
        return e
    raise ValueError("the file is a scenario")  # pragma: no cover - callers check first


def export_text(state: GameState) -> str:
    """The position as a scenario file (JSON) that loads back to the same game."""
    data = state.to_json()
    for derived in ("pending", "finished", "scores"):
        data.pop(derived, None)
    if not data["frames"]:
        data.pop("frames")
        data.pop("resolving")
    return json.dumps(data, ensure_ascii=False, indent=1)


class TeacherDesk(Localized, w.VBox):
    """Pick or paste a position, then play it for every family (``ori-teacher``)."""

    def __init__(self, lang: str = "uk") -> None:
        super().__init__()
        self.add_class("ori-teacher")
        self._lang = lang
        self.intro = w.HTML()
        self.intro.add_class("ori-teacher-intro")
        self.source = w.Dropdown()
        self.source.add_class("ori-teacher-source")
        self.text = w.Textarea(layout=w.Layout(width="100%", height="9em"))
        self.text.add_class("ori-scenario-text")
        self.upload = w.FileUpload(accept=".json,.yaml,.yml", multiple=False)
        self.upload.add_class("ori-scenario-upload")
        self.upload.observe(self._uploaded, names="value")
        self.load_button = button(["ori-scenario-load"], self.load)
        self.load_button.button_style = "primary"
        self.export_button = button(["ori-scenario-export"], self.export)
        self.message = w.HTML()
        self.message.add_class("ori-scenario-message")
        self.error = w.HTML()
        self.error.add_class("ori-scenario-error")
        self.error.add_class("ori-error")
        self.source.observe(lambda _change: self._source_changed(), names="value")
        tools = w.HBox([self.source, self.load_button, self.export_button])
        tools.add_class("ori-toolbar")
        self.own = w.VBox([self.text, self.upload])
        self.own.add_class("ori-teacher-own")
        self.game: GameView | None = None
        self.title = ""
        self.children = (self.intro, tools, self.own, self.error, self.message)
        # the advisor speaks for whoever decides now (the teacher plays every family)
        self.advisor = AdvisorPanel(lambda: None if self.game is None else self.game.state, lang)
        self._relabel()
        self.load()

    # ------------------------------------------------------------ public API

    def load(self) -> bool:
        """Show the chosen position (a lesson's, a new deal, or the pasted one)."""
        lang, choice = self._lang, self.source.value
        try:
            if choice == OWN:
                state = load_text(self.text.value)
                self.title = t("teacher-own", lang)
            elif choice.startswith("new:"):
                edition = choice[4:]
                state = oriflamme.new_game(list(NEW_GAME_PLAYERS), edition=edition, seed=1)
                self.title = t("teacher-new", lang, edition=t(f"w-edition-{edition}", lang))
            else:
                from oriflamme.tutor import lesson

                item = lesson(choice)
                state = item.new_state()
                self.title = t(item.title, lang)
        except ScenarioError as e:
            return self._fail(explain_scenario_error(e, lang))
        except IllegalMove as e:
            number = getattr(e, "index", 0)
            return self._fail(
                t("teacher-bad-move", lang, number=number, move=e.move, reason=explain(e, lang))
            )
        except Exception as e:  # whatever a file holds, the desk says so and stays usable
            return self._fail(explain_scenario_error(unplayable_error(e), lang))
        self.show_state(state)
        return True

    def _localized_parts(self) -> list:
        return [*super()._localized_parts(), self.advisor]

    def show_state(self, state: GameState) -> None:
        """Play ``state`` at the desk: every family's decisions are the teacher's."""
        old, self.game = (
            self.game,
            GameView(state, humans=state.players, lang=self._lang, see_all=True),
        )
        self.error.value = ""
        show(self.error, False)
        self.message.value = escape(t("teacher-loaded", self._lang, title=self.title))
        self.advisor.show_nothing()
        self.children = (*self.children[:5], self.game, self.advisor)
        close_widgets(old)

    def export(self) -> str:
        """Write the current position into the text box, as a scenario file."""
        if self.game is None:
            return ""
        text = export_text(self.game.state)
        self.source.value = OWN
        self.text.value = text
        self.message.value = escape(t("teacher-exported", self._lang))
        return text

    # ------------------------------------------------------------ inner parts

    def _fail(self, reason: str) -> bool:
        self.error.value = escape(t("teacher-error", self._lang, reason=reason))
        show(self.error, True)
        return False

    def _uploaded(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        content = bytes(item["content"])
        if len(content) > MAX_BYTES:  # never put megabytes into the text box
            err = parse_error(content, item.get("name", ""))
            self._fail(explain_scenario_error(err, self._lang))
            return
        try:
            self.text.value = content.decode("utf-8-sig")
        except UnicodeDecodeError:
            self._fail(t("teacher-not-text", self._lang, name=item.get("name", "")))
            return
        self.source.value = OWN
        self.load()

    def _source_changed(self) -> None:
        show(self.own, self.source.value == OWN)

    def _relabel(self) -> None:
        lang = self._lang
        self.intro.value = (
            f"<h3>{escape(t('teacher-title', lang))}</h3><p>{escape(t('teacher-intro', lang))}</p>"
        )
        options = [(t("teacher-own", lang), OWN)]
        options += [
            (t("teacher-new", lang, edition=t(f"w-edition-{e}", lang)), f"new:{e}")
            for e in supported_editions()
        ]
        try:
            from oriflamme.tutor import all_lessons

            options += [(t(x.title, lang), x.id) for x in all_lessons()]
        except ImportError:  # pragma: no cover - the tutor ships with the package
            pass
        value = self.source.value if self.source.options else options[1][1]
        self.source.options = options
        self.source.value = value
        self.source.description = t("teacher-source", lang)
        self.text.placeholder = t("teacher-text-placeholder", lang)
        self.text.description = ""
        self.upload.description = t("teacher-upload", lang)
        label(self.load_button, t("teacher-load", lang))
        label(self.export_button, t("teacher-export", lang), t("teacher-export-tip", lang))
        self._source_changed()
