"""The teacher's desk: show any position to a class and play it for every family.

A position comes from the course (every lesson's starting position), from a new
deal of any edition, or from a scenario file the teacher pastes or uploads
(docs/PROTOCOL.md §4, JSON or YAML). The board shows every card (the teacher's view)
and the teacher decides for whoever decides now, stepping back and forth through
what happened. ``export()`` writes the position on screen as a scenario file that
loads back to the same game — to share a combo or to start the next lesson there.

The toolkit around the board (issue 13, docs/teacher.md): the scenario's own
title and description (``meta``) beside it; a download link of the position on
screen and a share link (the scenario in the page address, ``engine/link.py``),
both rebuilt after every change; «What if…?» plays on from a stepped-back
position in a branch, the main line kept; and a presentation mode for a class
(``presentation.py``). Every game gets them (issue 25): the board steps back
(``BoardBase``), the branch and the share link go through the game's protocol,
presentation draws with the board's ``drawing``; the advisor is shown where the
board class declares it (``desk_advisor``), the position editor where the game
names one (``Game.editor_widget``: Oriflamme's queue builder, or the shared
``piece_editor`` over the pieces a game declares).

Above the position, the class tools (``class_view.ClassTools``, issue 31): the
class view (where the server allows it), assignment links and handouts.
"""

from __future__ import annotations

import base64
import contextlib
import json
import re
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w
from traitlets import validate

from oriflamme.core.protocol import AnyState, Game, NewGame
from oriflamme.games import DEFAULT_GAME, game_of, game_of_scenario, games, get_game
from oriflamme.i18n import ALL_LANGS, explain_scenario_error, inner_quotes

from .advisor_panel import AdvisorPanel
from .board_base import BoardBase
from .boards import board_class, widget_class
from .classroom_style import copy_button
from .controls import button, label, show
from .lifecycle import close_widgets
from .localized import Localized
from .presentation import Presentation
from .session import SessionBase, state_at
from .text import has, t

#: The list's value of the teacher's own (pasted or uploaded) scenario.
OWN = "own"
#: The game whose shared reader parses pasted and uploaded files, and whose
#: errors the desk shows (a scenario's ``game`` picks its own).
GAME = get_game(DEFAULT_GAME)


def new_game_label(new: NewGame, lang: str) -> str:
    """The desk's label of a game's «new game» deal, in ``lang``."""
    args = {name: t(key, lang) for name, key in new.label_args.items()}
    return t(new.label_key, lang, **args)


def every_lang(text: Callable[[str], str]) -> dict[str, str]:
    """``text(lang)`` in every language that has it (a guest language may lack
    a course's texts): a title for a scenario's ``meta``."""
    out = {}
    for lang in ALL_LANGS:
        with contextlib.suppress(KeyError):
            out[lang] = text(lang)
    return out


def parse_scenario_text(text: str) -> dict[str, Any]:
    """A scenario dict from pasted JSON or YAML text (``ScenarioError`` if neither,
    or over the limits of the shared reader: size, depth, numbers, aliases)."""
    return GAME.parse_scenario(text.strip())


def load_text(text: str) -> AnyState:
    """Build the position a pasted scenario describes, its moves played; only a
    position whose JSON loads back the same is accepted (it can be exported)."""
    data = parse_scenario_text(text)
    game = game_of_scenario(data)
    state: AnyState = game.from_scenario(data)
    game.check_round_trip(state)
    return state


def parse_error(content: bytes, name: str) -> Exception:
    """The ``ScenarioError`` an uploaded file that cannot be a scenario gives."""
    try:
        GAME.parse_scenario(content, name)
    except GAME.scenario_error as e:
        return e
    raise ValueError("the file is a scenario")  # pragma: no cover - callers check first


def export_data(state: AnyState, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The position as a scenario dict that loads back to the same game
    (``meta``: the scenario's title, description and rule ids, kept as they are)."""
    data = game_of(state).to_scenario(state)
    if meta:
        data["meta"] = meta
    return data


def export_text(state: AnyState, meta: dict[str, Any] | None = None) -> str:
    """The position as a scenario file (JSON) that loads back to the same game."""
    return json.dumps(export_data(state, meta), ensure_ascii=False, indent=1)


def file_name(title: str) -> str:
    """A download's file name from a title: ``«Archer and Spy» -> archer-and-spy.json``."""
    stem = re.sub(r"[^\w]+", "-", title.lower(), flags=re.UNICODE).strip("-")[:60]
    return f"{stem or 'position'}.json"


def meta_text(meta: Any, key: str, lang: str) -> str:
    """A ``meta`` field: a string, or ``{lang: text}`` (the teacher's language, else none)."""
    value = meta.get(key) if isinstance(meta, dict) else None
    if isinstance(value, dict):
        value = value.get(lang)
    return value if isinstance(value, str) else ""


#: The first group of the position list: your own scenario and the new deals.
START = "start"
#: The combos of the library (``oriflamme.tutor.combos``), a group of their own.
COMBOS = "combos"


def search_key(text: str) -> str:
    """``text`` as the search compares it: case, «ё» and the apostrophe's
    spellings (’ ' ʼ) do not matter."""
    text = text.casefold().replace("ё", "е")
    return re.sub("[\u2019\u02bc`\u2018]", "'", text)


class PositionList(w.Dropdown):
    """The dropdown of positions (``ori-teacher-source``): it shows the first
    group and one other (a course's lessons or the combos), or what a search
    found. A value set from code that is not on show opens its group first
    (``reveal``), so ``source.value = "combo:…"`` always works."""

    def __init__(self, reveal: Any, **kwargs: Any) -> None:
        self._reveal = reveal
        super().__init__(**kwargs)

    @validate("value")
    def _validate_value(self, proposal: Any) -> Any:
        value = proposal.value
        reveal = getattr(self, "_reveal", None)
        if value is not None and value not in self._options_values and reveal is not None:
            reveal(value)
        return super()._validate_value(proposal)


#: In-page: the address field shows the whole address (the link is relative to
#: the page) and selects it, for copying by hand where the clipboard is refused.
_ADDRESS_JS = "this.value=new window.URL(this.dataset.href,window.location.href).href;this.select()"

#: The links row: the share link looks like a link (underlined, link blue, 🔗),
#: its copy button and address field beside it; a visible focus ring on each.
LINKS_CSS = """<style>
.ori-teacher .ori-teacher-links { max-width: calc(100% - 4px); min-width: 0;
  box-sizing: border-box; }
.ori-teacher-links .widget-html-content { display: flex; flex-wrap: wrap; gap: 8px 14px;
  align-items: center; height: auto; line-height: 1.5; min-width: 0; max-width: 100%; }
.ori-teacher-links .ori-share { display: inline-flex; flex-wrap: wrap; gap: 6px 10px;
  align-items: center; max-width: 100%; min-width: 0; }
.ori-teacher-links a.ori-share-link { color: #0b4f9c; text-decoration: underline;
  text-underline-offset: 3px; font-weight: 600; }
.ori-teacher-links a.ori-share-link:hover { color: #06386f; }
.ori-teacher-links a.ori-share-link .fa { margin-right: 0.35em; text-decoration: none; }
.ori-teacher-links .ori-share-address { display: inline-flex; flex-wrap: wrap; gap: 4px 6px;
  align-items: center; max-width: 100%; }
.ori-teacher-links .ori-share-address__field { width: 26em; max-width: 100%; min-width: 0;
  box-sizing: border-box; font: inherit;
  padding: 2px 6px; border: 1px solid #8a7354; border-radius: 3px; background: #fffdf7;
  color: #2b1d0e; }
.ori-teacher-links a:focus-visible, .ori-teacher-links button:focus-visible,
.ori-teacher-links input:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
.ori-teacher-found__text { font-style: italic; }
.ori-teacher-found--none { color: #8b1a1a; font-style: normal; font-weight: 600; }
.ori-teacher-finder .widget-text { flex: 0 1 30em; max-width: 100%; }
.ori-teacher .ori-teacher-group, .ori-teacher .ori-teacher-source,
.ori-teacher .ori-teacher-search { max-width: calc(100% - 4px); box-sizing: border-box; }
.ori-teacher-group select, .ori-teacher-source select { max-width: 100%; min-width: 0; }
</style>"""


def share_html(query: str, lang: str) -> str:
    """The share link of a position (``ori-share``): the link itself, a copy
    button (the browser's clipboard; «Скопійовано» once done) and the address
    in a text field, selected on focus, to copy by hand."""
    link = (
        f'<a class="ori-share-link" href="{escape(query)}" target="_blank" '
        f'rel="noopener" title="{escape(t("teacher-share-tip", lang))}">'
        f'<i class="fa fa-link" aria-hidden="true"></i>{escape(t("teacher-share", lang))}</a>'
    )
    copy = copy_button(
        "ori-share-copy",
        query,
        t("teacher-share-copy", lang),
        t("teacher-share-copied", lang),
        t("teacher-share-copy-failed", lang),
    )
    field = (
        f'<label class="ori-share-address"><span>{escape(t("teacher-share-address", lang))}'
        f'</span><input type="text" readonly class="ori-share-address__field" '
        f'value="{escape(query)}" data-href="{escape(query)}" '
        f'onfocus="{escape(_ADDRESS_JS)}" onclick="this.select()"></label>'
    )
    return f'<span class="ori-share">{link}{copy}{field}</span>'


UPLOAD_CSS = (
    "<style>.ori-scenario-upload.{cls}{{font-size:0}}"
    ".ori-scenario-upload.{cls}::after{{content:{text};font-size:var(--jp-widgets-font-size,13px)}}"
    "</style>"
)


class TeacherDesk(Localized, w.VBox):
    """Pick or paste a position, then play it for every family (``ori-teacher``)."""

    def __init__(self, lang: str = "uk", game: str = DEFAULT_GAME) -> None:
        super().__init__()
        self.add_class("ori-teacher")
        self._lang = lang
        #: the game picked in the app: its courses and new deals come first
        self.game_name = game
        #: the position list's groups: key -> (label, [(label, value)…]), in order
        self._groups: dict[str, tuple[str, list[tuple[str, str]]]] = {}
        #: every position's group (its value -> the group's key)
        self._group_of: dict[str, str] = {}
        #: the new deals on the list: ``new:<id>`` -> (its game, the deal)
        self._new_games: dict[str, tuple[Game[Any, Any], NewGame]] = {}
        self._listing = False
        self.intro = w.HTML()
        self.intro.add_class("ori-teacher-intro")
        from .class_view import ClassTools  # when the desk opens, not with the app

        #: the class view, assignment links and handouts (``class_view.py``)
        self.classroom = ClassTools(lang)
        self.source = PositionList(self._reveal)
        self.source.add_class("ori-teacher-source")
        #: which part of the list shows under the first group: a course, the combos
        self.group = w.Dropdown()
        self.group.add_class("ori-teacher-group")
        #: a filter narrowing the list as one types (every group)
        self.search = w.Text(continuous_update=True)
        self.search.add_class("ori-teacher-search")
        #: what the search found: how many positions, or that nothing matches
        self.found = w.HTML()
        self.found.add_class("ori-teacher-found")
        self.group.observe(lambda _change: self._list(), names="value")
        self.search.observe(lambda _change: self._list(), names="value")
        self.text = w.Textarea(layout=w.Layout(width="100%", height="9em"))
        self.text.add_class("ori-scenario-text")
        self.upload = w.FileUpload(accept=".json,.yaml,.yml", multiple=False)
        self.upload.add_class("ori-scenario-upload")
        # ipywidgets writes «<description> (<count>)» on the button: the count is
        # hidden and the label drawn by CSS (per language, ``_relabel``)
        self.upload.add_class(f"ori-upload-{id(self):x}")
        self.upload_css = w.HTML()
        self.upload.observe(self._uploaded, names="value")
        self.load_button = button(["ori-scenario-load"], self.load)
        self.load_button.button_style = "primary"
        self.export_button = button(["ori-scenario-export"], self.export)
        self.present_button = button(["ori-present-toggle"], self.present)
        self.present_button.icon = "television"
        self.editor_button = button(["ori-editor-toggle"], self.toggle_editor)
        self.editor_button.icon = "pencil"
        self.editor: Any = None
        self.message = w.HTML()
        self.message.add_class("ori-scenario-message")
        self.error = w.HTML()
        self.error.add_class("ori-scenario-error")
        self.error.add_class("ori-error")
        self.source.observe(lambda _change: self._source_changed(), names="value")
        finder = w.HBox([self.group, self.search, self.found])
        finder.add_class("ori-teacher-finder")
        finder.add_class("ori-row")
        tools = w.HBox(
            [
                self.source,
                self.load_button,
                self.export_button,
                self.editor_button,
                self.present_button,
            ]
        )
        tools.add_class("ori-toolbar")
        self.own = w.VBox([self.text, self.upload, self.upload_css])
        self.own.add_class("ori-teacher-own")
        self.meta_html = w.HTML()
        self.meta_html.add_class("ori-scenario-meta")
        self.links = w.HTML()
        self.links.add_class("ori-teacher-links")
        self.links_css = w.HTML(LINKS_CSS)
        self.links_css.add_class("ori-teacher-links-css")
        self.whatif_button = button(["ori-whatif"], self.what_if)
        self.whatif_button.icon = "code-fork"
        self.mainline_button = button(["ori-mainline"], self.main_line)
        self.branch_note = w.HTML()
        self.branch_note.add_class("ori-branch-note")
        branch = w.HBox([self.whatif_button, self.mainline_button, self.branch_note])
        branch.add_class("ori-teacher-branch")
        branch.add_class("ori-row")
        self.game: BoardBase[SessionBase] | None = None
        #: the main line's game while a «What if…?» branch is played, and its step
        self.main_game: BoardBase[SessionBase] | None = None
        self.branch_step = 0
        self.presentation: Presentation | None = None
        self.title = ""
        self.meta: dict[str, Any] = {}
        #: the title of a lesson, a combo or a new deal in every language: the
        #: position's title in its file and share link when its meta has none
        self._titles: dict[str, str] = {}
        self._head = (
            self.intro,
            self.classroom,
            finder,
            tools,
            self.own,
            self.error,
            self.message,
            self.meta_html,
        )
        self._tail = (self.links_css, self.links, branch)
        # the advisor speaks for whoever decides now (the teacher plays every family)
        # the position on screen (a stepped-back one too: «what was best here?»)
        self.advisor = AdvisorPanel(self.screen_state, lang)
        self.children: tuple[Any, ...] = (*self._head, *self._tail)
        self._relabel()
        self.load()

    # ------------------------------------------------------------ public API

    def load(self) -> bool:
        """Show the chosen position (a lesson's, a new deal, or the pasted one)."""
        lang, choice = self._lang, self.source.value
        try:
            if choice == OWN:
                data = parse_scenario_text(self.text.value)
                return self.load_data(data, t("teacher-own", lang))
            if choice in self._new_games:  # ``new:<id>``: a deal a game offers the desk
                game, new = self._new_games[choice]
                state = game.new_game(new.players, seed=new.seed, edition=new.edition)
                titles = every_lang(lambda x: new_game_label(new, x))
            elif choice.startswith("combo:"):
                from oriflamme.tutor.combos import combo

                item = combo(choice[6:])
                titles = every_lang(lambda x: t(item.title, x))
                return self.load_data(item.data(), titles.get(lang, ""), titles)
            else:
                from oriflamme.tutor import lesson

                lsn = lesson(choice)
                state = lsn.new_state()
                titles = every_lang(lambda x: t(lsn.title, x))
        except GAME.scenario_error as e:
            return self._fail(explain_scenario_error(e, lang))
        except Exception as e:  # whatever a file holds, the desk says so and stays usable
            return self._fail(explain_scenario_error(GAME.unplayable(e), lang))
        self.title, self.meta, self._titles = titles.get(lang, ""), {}, titles
        self._show(state)
        return True

    def load_data(
        self, data: dict[str, Any], title: str, titles: dict[str, str] | None = None
    ) -> bool:
        """Show a scenario dict: its ``moves`` become steps the teacher can step
        through (and present); ``meta`` gives the title and description shown
        (``titles``: the position's title in every language, where the file's
        meta has none)."""
        lang = self._lang
        game = GAME
        try:
            game = game_of_scenario(data)
            game.from_scenario(data)  # every check first: a bad file changes nothing
            game.check_round_trip(game.from_scenario(data))
            moves = list(data.get("moves") or [])
            start = game.from_scenario({k: v for k, v in data.items() if k != "moves"})
        except game.scenario_error as e:
            return self._fail(explain_scenario_error(e, lang))
        except game.illegal_move as e:
            number = getattr(e, "index", 0)
            reason = game.explain(e, lang)
            return self._fail(
                t("teacher-bad-move", lang, number=number, move=e.move, reason=reason)
            )
        except Exception as e:  # whatever a file holds, the desk says so and stays usable
            return self._fail(explain_scenario_error(game.unplayable(e), lang))
        meta = data.get("meta")
        self.meta = meta if isinstance(meta, dict) else {}
        self._titles = titles or {}
        self.title = meta_text(self.meta, "title", lang) or title
        self._show(start, moves)
        return True

    def open_link(self, scenario: str | None = None, lesson: str | None = None) -> bool:
        """Open the position of a share link: ``scenario`` (``encode_link``) or a
        lesson id. A damaged or too long link is an error in the teacher's language."""
        if lesson:  # a lesson's id, or a combo's: ``combo:<id>``
            ids = self._group_of
            if lesson not in ids or lesson == OWN or lesson.startswith("new:"):
                err = GAME.scenario_error("lesson", "no such lesson", "bad_link")
                return self._fail(explain_scenario_error(err, self._lang))
            self.source.value = lesson
            return self.load()
        try:
            data = GAME.decode_link(scenario or "")
        except GAME.scenario_error as e:
            return self._fail(explain_scenario_error(e, self._lang))
        self.source.value = OWN
        self.text.value = json.dumps(data, ensure_ascii=False, indent=1)
        return self.load_data(data, t("teacher-link-title", self._lang))

    def show_state(self, state: AnyState, moves: list[str] | tuple[str, ...] = ()) -> None:
        """Play ``state`` at the desk: every family's decisions are the teacher's;
        ``moves`` are played first, as steps of the log. Each game on its own
        board widget (``Game.board_widget``), every one stepping back, branching
        and presented; the advisor and the editor where the board declares them.
        A position of no file: no title, no meta (the one before's are not its)."""
        self.title, self.meta, self._titles = "", {}, {}
        self._show(state, moves)

    def _show(self, state: AnyState, moves: list[str] | tuple[str, ...] = ()) -> None:
        """``show_state`` for a position whose title and meta are set."""
        board = board_class(game_of(state))  # the game's own board widget
        game = board(state, humans=state.players, lang=self._lang, see_all=True)
        for move in moves:
            game.session.record(move)
        if moves:
            game.refresh()
        self._close_branch()
        old, self.game = self.game, game
        self.error.value = ""
        show(self.error, False)
        title = inner_quotes(self.title, self._lang)
        self.message.value = escape(t(game.desk_loaded_key, self._lang, title=title))
        self.advisor.show_nothing()
        self._put_game()
        close_widgets(old)

    def positions(self) -> list[tuple[str, str]]:
        """Every position the desk offers, group after group: (label, value)."""
        return [entry for _label, entries in self._groups.values() for entry in entries]

    def groups(self) -> list[tuple[str, str]]:
        """The list's groups in order (label, key); the first (your own scenario,
        the new deals) is always on show, the others one at a time."""
        return [(label, key) for key, (label, _entries) in self._groups.items() if key != START]

    def screen_state(self) -> AnyState | None:
        """The position on screen (the stepped-back one when replaying)."""
        if self.game is None:
            return None
        step = self.game.replay_step
        state: AnyState = self.game.state if step is None else state_at(self.game.session, step)
        return state

    def export(self) -> str:
        """Write the position on screen into the text box, as a scenario file."""
        state = self.screen_state()
        if state is None:
            return ""
        text = export_text(state, self._shared_meta())
        self.source.value = OWN
        self.text.value = text
        self.message.value = escape(t("teacher-exported", self._lang))
        return text

    def share_query(self) -> str | None:
        """The page address query opening the tutor on the position on screen
        (``?lang=…&scenario=…``); ``None`` when it would be too long for a link."""
        state = self.screen_state()
        if state is None:
            return None
        game = game_of(state)
        code = game.encode_link(export_data(state, self._shared_meta()))
        if len(code) > game.max_link:
            return None
        return f"?lang={self._lang}&scenario={code}"

    def what_if(self) -> bool:
        """Play on from the stepped-back position in a branch; the main line waits."""
        game = self.game
        if game is None or game.replay_step is None or self.main_game is not None:
            return False
        step = game.replay_step
        state = state_at(game.session, 0)
        board = board_class(game_of(state))
        branch = board(state, humans=state.players, lang=self._lang, see_all=True)
        # the branch's log keeps the main line's moves up to the branch point
        # (no undo point among them): its own moves are numbered from there
        for played in game.session.steps[:step]:
            branch.session.record(played.move)
        branch.refresh()
        self.main_game, self.branch_step, self.game = game, step, branch
        self._put_game()
        return True

    def main_line(self) -> bool:
        """Leave the branch: back to the main line, at the step it left from."""
        if self.main_game is None:
            return False
        branch, self.game, self.main_game = self.game, self.main_game, None
        self._put_game()
        close_widgets(branch)
        return True

    def present(self) -> None:
        """Presentation mode: the board full-window for a class (``ori-present``)."""
        game = self.game
        if game is None or self.presentation is not None:
            return
        step = len(game.session.steps) if game.replay_step is None else game.replay_step
        meta = self.meta
        self.presentation = Presentation(
            game.session,
            self._lang,
            self.title,
            step,
            self._end_presentation,
            lambda lang: meta_text(meta, "description", lang) or meta_text(meta, "text", lang),
            drawing=game.drawing,
            opening_title=getattr(game, "opening_title", "teacher-present-start"),
        )
        self.children = (self.presentation,)

    def editor_game(self) -> Game[Any, Any]:
        """The game whose positions the editor writes: the one on screen (before
        any position, the picked game)."""
        return get_game(self.game_name) if self.game is None else game_of(self.game.state)

    def toggle_editor(self) -> Any:
        """Open (or close) the position editor above the board (``ori-editor``):
        the one the game on screen names (``Game.editor_widget``). None once
        closed, or where the game has no editor."""
        rules = self.editor_game()
        if self.editor is None and not rules.editor_widget:
            return None
        if self.editor is None:
            editor = widget_class(rules, "editor_widget")
            self.editor = editor(self._lang, self._use_edited, self._screen_data, rules)
        else:
            close_widgets(self.editor)
            self.editor = None
        self._put_game()
        return self.editor

    # ------------------------------------------------------------ inner parts

    def _shared_meta(self) -> dict[str, Any]:
        """The ``meta`` written into the position's file and share link: the
        scenario's own, with the title of the lesson, combo or deal shown (in
        every language) where it has none — so that a link opens under the
        position's real title, not «a position from a link»."""
        if meta_text(self.meta, "title", self._lang) or not self._titles:
            return self.meta
        return {**self.meta, "title": dict(self._titles)}

    def _screen_data(self) -> dict[str, Any] | None:
        state = self.screen_state()
        return None if state is None else export_data(state, self.meta)

    def _use_edited(self, data: dict[str, Any]) -> None:
        self.source.value = OWN
        self.text.value = json.dumps(data, ensure_ascii=False, indent=1)
        self.load_data(data, t("teacher-own", self._lang))

    def _localized_parts(self) -> list[Any]:
        parts = (self.game, self.main_game, self.editor, self.advisor)
        return [p for p in parts if p is not None]

    def _end_presentation(self, step: int) -> None:
        old, self.presentation = self.presentation, None
        game = self.game
        if game is not None:
            game.replay_step = None if step >= len(game.session.steps) else step
            game.refresh()
        self._put_game()
        close_widgets(old)

    def _close_branch(self) -> None:
        if self.main_game is not None:
            close_widgets(self.main_game)
            self.main_game = None

    def _put_game(self) -> None:
        game = self.game
        if game is not None:
            game.after_refresh = self._after_refresh
        if self.editor is not None and self.editor.scenario_game is not self.editor_game():
            close_widgets(self.editor)  # another game on screen: its own editor, if any
            self.editor = None
            if self.editor_game().editor_widget:
                self.toggle_editor()  # shows it (and comes back here)
                return
        editor = (self.editor,) if self.editor is not None else ()
        advised = game is not None and game.desk_advisor
        shown = ((game, self.advisor) if advised else (game,)) if game else ()
        show(self.present_button, True)  # every game is presented
        show(self.editor_button, bool(self.editor_game().editor_widget))
        self.children = (*self._head, *editor, *self._tail, *shown)
        self._refresh_meta()
        self._refresh_links()

    def _refresh_meta(self) -> None:
        lang, meta = self._lang, self.meta
        parts = []
        title = meta_text(meta, "title", lang)
        if title:
            parts.append(f"<h4>{escape(title)}</h4>")
        text = meta_text(meta, "description", lang) or meta_text(meta, "text", lang)
        if text:  # its lines kept (a puzzle file's question, then its choices A–D)
            parts.append("<p>" + escape(text).replace("\n", "<br>") + "</p>")
        rules = meta.get("rules", meta.get("rule")) if meta else None
        if isinstance(rules, str):
            rules = [rules]
        if isinstance(rules, list) and rules and all(isinstance(r, str) for r in rules):
            parts.append(
                f'<p class="ori-scenario-meta__rules">'
                f"{escape(t('teacher-meta-rules', lang, rules=', '.join(rules)))}</p>"
            )
        self.meta_html.value = "".join(parts)
        show(self.meta_html, bool(parts))

    def _after_refresh(self) -> None:
        """After every redraw of the board: the links of the position, and the
        advisor's answer marked stale once the position is no longer its own."""
        self._refresh_links()
        self.advisor.position_changed()

    def _refresh_links(self) -> None:
        """The download and share links of the position on screen."""
        lang, game = self._lang, self.game
        parts = []
        state = self.screen_state()
        if state is not None:
            text = export_text(state, self._shared_meta())
            href = "data:application/json;base64," + base64.b64encode(text.encode("utf-8")).decode(
                "ascii"
            )
            parts.append(
                f'<a class="ori-scenario-download jupyter-button" download="'
                f'{escape(file_name(self.title))}" href="{href}" '
                f'title="{escape(t("teacher-download-tip", lang))}">'
                f"{escape(t('teacher-download', lang))}</a>"
            )
            query = self.share_query()
            if query is None:
                parts.append(
                    f'<span class="ori-share-too-long">'
                    f"{escape(t('teacher-share-too-long', lang))}</span>"
                )
            else:
                parts.append(share_html(query, lang))
        self.links.value = " ".join(parts)
        branch = self.main_game is not None
        stepped_back = game is not None and game.replay_step is not None
        show(self.whatif_button, stepped_back and not branch)
        show(self.mainline_button, branch)
        show(self.branch_note, branch)
        label(self.whatif_button, t("teacher-whatif", lang), t("teacher-whatif-tip", lang))
        label(self.mainline_button, t("teacher-mainline", lang))
        self.branch_note.value = (
            escape(t("teacher-branch", lang, step=self.branch_step, next=self.branch_step + 1))
            if branch
            else ""
        )

    def _build_groups(self) -> None:
        """The position list of the teacher's language, group by group: your own
        scenario and the new deals (the picked game's first), then each course
        (the picked game's first), then the combos of the library."""
        from oriflamme.games import game_of_edition
        from oriflamme.tutor.combos import combos
        from oriflamme.tutor.course import course_title_key, courses, lessons

        lang, mine = self._lang, self.game_name
        # every game's «new game» deals (``Game.desk_new_games``), the picked game's
        # first; each game's own order kept
        ordered_games = sorted(games(), key=lambda g: g.name != mine)
        self._new_games = {
            f"new:{new.id}": (g, new) for g in ordered_games for new in g.desk_new_games()
        }
        new = [(new_game_label(n, lang), value) for value, (_g, n) in self._new_games.items()]
        groups = {START: ("", [(t("teacher-own", lang), OWN), *new])}
        ordered = sorted(courses(), key=lambda e: game_of_edition(e).name != mine)
        for edition in ordered:
            if not all(has(x.title, lang) for x in lessons(edition)):
                continue  # a guest language (English) has no lesson texts
            course = t(course_title_key(edition), lang)
            groups[f"course:{edition}"] = (
                t("teacher-group-course", lang, course=course),
                [(t(x.title, lang), x.id) for x in lessons(edition)],
            )
        groups[COMBOS] = (
            t("combos-library", lang),
            [(t(c.title, lang), f"combo:{c.id}") for c in combos()],
        )
        self._groups = groups
        self._group_of = {v: key for key, (_l, entries) in groups.items() for _t, v in entries}

    def _first_value(self) -> str:
        """The position the desk opens on: a new deal of the picked game."""
        return self._groups[START][1][1][1]

    def _group_of_value(self, value: str) -> str:
        """The group shown for ``value``: its own, or the picked game's first course."""
        key = self._group_of.get(value, START)
        if key == START:
            return next(k for k in self._groups if k != START)
        return key

    def _reveal(self, value: Any) -> None:
        """A value set from code that is not on show: clear the search and open
        its group, so that it is in the list (an unknown value stays an error)."""
        if value not in self._group_of or self._listing:
            return
        self._listing = True
        try:
            self.search.value = ""
            self.group.value = self._group_of_value(value)
        finally:
            self._listing = False
        self._list(value)

    def _list(self, keep: Any = None) -> None:
        """Fill the dropdown: the first group and the chosen one, or every
        position the search matches (with its group's name); the choice is
        kept where it is still on show."""
        if self._listing or not self._groups:
            return
        lang = self._lang
        keep = self.source.value if keep is None else keep
        query = search_key(self.search.value.strip())
        start = self._groups[START][1]
        if query:
            options = [
                (label if key == START else f"{label} · {group}", value)
                for key, (group, entries) in self._groups.items()
                for label, value in entries
                if query in search_key(f"{label} {group}")
            ]
        else:
            options = start + self._groups.get(self.group.value, ("", []))[1]
        words, none = "", False
        if query and not options:  # nothing matches: the choice stays, alone
            labels = {v: label for label, v in self.positions()}
            options = [(labels.get(keep, ""), keep)] if keep in labels else start[:1]
            words, none = t("teacher-search-nothing", lang, query=self.search.value.strip()), True
        elif query:
            words = t("teacher-search-found", lang, count=len(options))
        self.found.value = (
            f'<span role="status" aria-live="polite" class="ori-teacher-found__text'
            f'{" ori-teacher-found--none" if none else ""}">{escape(words)}</span>'
        )
        self._listing = True
        try:
            if list(self.source.options) != options:
                self.source.options = options
            values = [v for _l, v in options]
            if keep in values and self.source.value != keep:
                self.source.value = keep
        finally:
            self._listing = False
        self._source_changed()

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
        if len(content) > GAME.max_bytes:  # never put megabytes into the text box
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
        self.classroom.relabel(lang)
        self.intro.value = (
            f"<h3>{escape(t('teacher-title', lang))}</h3><p>{escape(t('teacher-intro', lang))}</p>"
        )
        self._build_groups()
        value = self.source.value if self.source.options else self._first_value()
        self._listing = True  # one listing below, once the group and value are set
        self.group.options = self.groups()
        self.group.value = self._group_of_value(value)
        self._listing = False
        self._list(value)
        self.group.description = t("teacher-group", lang)
        self.search.description = t("teacher-search", lang)
        self.search.placeholder = t("teacher-search-placeholder", lang)
        self.source.description = t("teacher-source", lang)
        self.text.placeholder = t("teacher-paste-placeholder", lang)
        self.text.description = ""
        upload = t("teacher-upload", lang)
        self.upload.description = upload
        self.upload.tooltip = upload
        self.upload_css.value = UPLOAD_CSS.format(
            cls=f"ori-upload-{id(self):x}", text=json.dumps(upload, ensure_ascii=False)
        )
        label(self.load_button, t("teacher-load", lang))
        label(self.export_button, t("teacher-export", lang), t("teacher-export-tip", lang))
        label(self.present_button, t("teacher-present", lang), t("teacher-present-tip", lang))
        label(self.editor_button, t("teacher-editor", lang), t("teacher-editor-tip", lang))
        self._source_changed()
        if self.game is not None:
            self._refresh_meta()
            self._refresh_links()
        self.title = meta_text(self.meta, "title", lang) or self._titles.get(lang) or self.title
        if self.presentation is not None:
            self.presentation.title = self.title
            self.presentation.lang = lang
