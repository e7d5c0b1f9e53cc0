"""A third game at the teacher's desk (issue 25): the toy game of sticks,
registered with a board of a few lines on ``BoardBase`` and a session on
``SessionBase``, is stepped back through, branched («What if…?»), presented
and shared by the desk with no edit to the desk — its position drawn by its
own ``board_svg``, its steps told by its own ``narrate``."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

import ipywidgets as w
import pytest
import toy_game

from oriflamme.core import registry
from oriflamme.i18n import t
from oriflamme.widgets.board_base import BoardBase
from oriflamme.widgets.presentation import CLASS_VIEWER
from oriflamme.widgets.session import SessionBase, state_at
from oriflamme.widgets.teacher import TeacherDesk


@dataclass
class Step:
    move: str
    player: str
    events: list[Any]


@dataclass
class SticksSession(SessionBase):
    """The toy's session: the shared rules, each move logged as a step."""

    state: Any
    humans: tuple[str, ...]
    controller: Any = None
    see_all: bool = False
    steps: list[Step] = field(default_factory=list)
    undo_points: list[int] = field(default_factory=list)
    floor: int = 0

    def __post_init__(self) -> None:
        self.game = toy_game.GAME

    def is_human(self, player: str) -> bool:
        return self.see_all or player in self.humans

    def _apply(self, move: str, player: str) -> list[Any]:
        events = self.state.apply(move, player=player)
        self.steps.append(Step(move, player, events))
        return events


class SticksBoard(BoardBase):
    """The toy's board: the pile drawn by the game, the position on show."""

    def __init__(self, state: Any, humans: Any = (), *, lang: str = "uk", **kw: Any) -> None:
        super().__init__()
        self._lang = lang
        self.session = SticksSession(state, tuple(humans), see_all=kw.get("see_all", False))
        self.picture = w.HTML()
        self.children = (self.picture,)
        self.after_refresh: Any = None
        self.refresh()

    @property
    def game(self) -> Any:
        return toy_game.GAME

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._lang = value
        self.refresh()

    def refresh(self) -> None:
        self.picture.value = self.game.board_svg(self.shown_state(), None, self._lang)
        if self.after_refresh is not None:
            self.after_refresh()


class Sticks(toy_game.SticksGame):
    board_widget = f"{__name__}:SticksBoard"


@pytest.fixture
def third(monkeypatch: pytest.MonkeyPatch) -> Sticks:
    game = Sticks()
    monkeypatch.setitem(registry._GAMES, game.name, game)
    return game


def test_a_third_game_is_stepped_back_branched_presented_and_shared(third: Sticks) -> None:
    desk = TeacherDesk("uk")
    start = third.from_data({"game": "sticks", "players": ["ann", "bob"], "pile": 7})
    desk.show_state(start, ["take 2", "take 1", "take 2"])
    board = desk.game
    assert isinstance(board, SticksBoard) and board.picture.value.count("|") == 2
    # the desk's words are no game's: «you decide for every player», no undo named
    said = html.unescape(desk.message.value)
    assert said.endswith(t("teacher-loaded-any", "uk", title="").split("»")[-1])
    assert said != html.unescape(t("och-desk-loaded", "uk", title="")) and "Скасувати" not in said
    assert desk.advisor not in desk.children and desk.toggle_editor() is None
    # step back: the session kept its start, the position replayed from it
    board.step_back()
    board.step_back()
    assert board.replay_step == 1 and board.picture.value.count("|") == 5
    assert state_at(board.session, 0).pile == 7
    # the share link opens that position
    query = desk.share_query()
    assert query is not None
    other = TeacherDesk("fr")
    assert other.open_link(scenario=parse_qs(query[1:])["scenario"][0]), other.error.value
    assert isinstance(other.game, SticksBoard) and other.game.state.pile == 5
    # «What if…?» from there, and back
    assert desk.what_if()
    branch = desk.game
    assert isinstance(branch, SticksBoard) and branch.state.pile == 5
    assert branch.play("take 2") and branch.state.pile == 3
    assert desk.main_line() and desk.game is board and board.state.pile == 2
    # presentation: the game's own drawing and words, for no player in the class view
    desk.present()
    show = desk.presentation
    assert show is not None and show.step == 1
    assert show.board.value == third.board_svg(state_at(board.session, 1), CLASS_VIEWER, "uk")
    assert "ann: took 2" in html.unescape(show.narration.value)
    show.next()
    assert "bob: took 1" in html.unescape(show.narration.value)
    show.exit()
    assert desk.presentation is None and board.replay_step == 2
