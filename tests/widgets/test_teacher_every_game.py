"""Every feature of the teacher's desk for every game (issue 25): stepping back
through the moves, «What if…?», presentation mode and the share link on an
Orichalque position, as on Oriflamme's; the advisor shown where the board class
declares it and the editor where the game names one, never by naming a game."""

from __future__ import annotations

import base64
import html
import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest

from oriflamme.games import get_game
from oriflamme.i18n import t
from oriflamme.widgets.game_view import GameView
from oriflamme.widgets.orichalque.board import OrichalqueBoard
from oriflamme.widgets.presentation import CLASS, CLASS_VIEWER, TEACHER, Drawing
from oriflamme.widgets.session import state_at
from oriflamme.widgets.teacher import OWN, TeacherDesk

GAME = get_game("orichalque")
#: Vladimir fights the Cyclops and wins, then the Cerberus and loses (two
#: moves of the file: tests/scenarios/orichalque/, the rulebook's fight example)
CYCLOPS = Path(__file__).resolve().parents[1] / "scenarios" / "orichalque"
CYCLOPS = CYCLOPS / "vladimir_cyclops_cerberus.json"


def _new_desk(lang: str = "uk", moves: int = 8) -> tuple[TeacherDesk, OrichalqueBoard, list[Any]]:
    """The desk on a new Orichalque deal, ``moves`` played from it (each side's,
    from the desk); the JSON of the position before each move, and after the last."""
    desk = TeacherDesk(lang, game="orichalque")
    board = desk.game
    assert isinstance(board, OrichalqueBoard)
    seen = []
    for _ in range(moves):
        seen.append(board.state.to_json())
        assert board.play(board.state.legal_moves()[-1])
    seen.append(board.state.to_json())
    return desk, board, seen


def _pasted(lang: str = "uk") -> tuple[TeacherDesk, OrichalqueBoard]:
    desk = TeacherDesk(lang, game="orichalque")
    desk.source.value = OWN
    desk.text.value = CYCLOPS.read_text("utf-8")
    assert desk.load(), desk.error.value
    board = desk.game
    assert isinstance(board, OrichalqueBoard)
    return desk, board


def test_state_at_replays_an_orichalque_session_from_its_start() -> None:
    """A game without ``position_before``: every step's position, dice and
    draws included (the randomness lives in the state), from the session's start."""
    _desk, board, seen = _new_desk(moves=10)
    session = board.session
    assert not hasattr(session.state, "position_before") and session.start is not None
    for step, before in enumerate(seen):
        assert state_at(session, step).to_json() == before
    assert board.state.to_json() == seen[-1]  # the game itself is untouched


def test_the_orichalque_board_steps_back_and_forward_read_only() -> None:
    desk, board, seen = _new_desk("fr", moves=6)
    assert not board.back_button.disabled and board.forward_button.disabled
    board.step_back()
    board.step_back()
    assert board.replay_step == 4
    # the table and the titans are the position after move 4; nothing can be played
    assert board.table.value == GAME.board_svg(GAME.from_json(seen[4]), None, "fr")
    status = html.unescape(board.status.value)
    assert t("w-status-replay", "fr", step=4, total=6) in status
    assert board.buttons() == [] and board.island_panel.layout.display == "none"
    assert board.undo_button.disabled
    # the log marks the step shown and fades the moves after it
    entries = re.findall(r'<li(?: class="([^"]*)")? data-step="(\d+)">', board.log_panel.value)
    assert {int(n) for _c, n in entries} >= {5, 6}
    for css, n in entries:
        want = {4: "ori-och-log__entry--current"}.get(int(n), "")
        assert css == (want if int(n) <= 4 else "ori-och-log__entry--future")
    assert board.state.to_json() == seen[-1]
    # the desk's links are the position on screen
    assert desk.screen_state() is not None and desk.screen_state().to_json() == seen[4]
    board.step_forward()
    board.step_forward()
    assert board.replay_step is None and board.forward_button.disabled
    assert board.buttons()  # live again: the decisions are back
    assert "ori-och-log__entry--future" not in board.log_panel.value


def test_playing_from_a_stepped_back_orichalque_board_plays_the_position_now() -> None:
    _desk, board, _seen = _new_desk(moves=3)
    board.step_back()
    assert board.play(board.state.legal_moves()[0])
    assert board.replay_step is None and len(board.session.steps) == 4


def test_a_scenarios_moves_are_steps_the_teacher_steps_back_through() -> None:
    _desk, board = _pasted("ru")
    assert [s.move for s in board.session.steps] == ["fight b3 2", "fight c4 1"]
    assert not board.session.can_undo  # the file's moves are not the teacher's to undo
    board.step_back()
    board.step_back()
    before = board.shown_state()
    # before the Cyclops: its fight is the pending decision, the creature still there
    assert before.pending.moves and any(m.startswith("fight b3") for m in before.pending.moves)
    assert "b3" in before.s.islands["vladimir"].creatures


def test_what_if_from_a_stepped_back_orichalque_position_and_back_to_the_main_line() -> None:
    desk, main, seen = _new_desk("uk", moves=6)
    assert not desk.what_if()  # live: nothing to branch from
    assert desk.whatif_button.layout.display == "none"
    main.step_back()
    main.step_back()
    assert desk.whatif_button.layout.display != "none"
    assert desk.what_if()
    branch = desk.game
    assert isinstance(branch, OrichalqueBoard) and branch is not main
    # the branch keeps the main line's moves up to the branch point (as Oriflamme's)
    assert [s.move for s in branch.session.steps] == [s.move for s in main.session.steps[:4]]
    assert branch.state.to_json() == seen[4]
    assert t("teacher-branch", "uk", step=4, next=5) in html.unescape(desk.branch_note.value)
    other = [m for m in branch.state.legal_moves() if m != main.session.steps[4].move]
    assert branch.play(other[0])  # another line…
    assert len(branch.session.steps) == 5 and branch.session.steps[4].move == other[0]
    assert desk.mainline_button.layout.display != "none"
    assert desk.main_line()
    # …and the main line is as it was, at the step it left from
    assert desk.game is main and main.replay_step == 4
    assert main.state.to_json() == seen[-1] and len(main.session.steps) == 6


@pytest.mark.parametrize("lang", ["uk", "fr"])
def test_presentation_of_an_orichalque_position_step_by_step(lang: str) -> None:
    desk, board = _pasted(lang)
    board.step_back()
    board.step_back()
    assert desk.present_button.layout.display != "none"
    desk.present()
    show = desk.presentation
    assert show is not None and desk.children == (show,)  # the teacher's controls hidden
    assert show.step == 0 and show.prev_button.disabled
    start = state_at(board.session, 0)
    # the game's own drawing of the position, as no player sees it (fail-closed)
    assert show.board.value == GAME.board_svg(start, CLASS_VIEWER, lang)
    assert show.scores.layout.display == "none"
    assert t("teacher-present-start", lang) in html.unescape(show.counter.value)
    show.next()
    narration = html.unescape(show.narration.value)
    assert t("teacher-present-step", lang, step=1, total=2) in narration
    for event in board.session.steps[0].events:  # the Cyclops's fight, told in big type
        assert GAME.narrate(event, lang) in narration
    assert show.board.value == GAME.board_svg(state_at(board.session, 1), CLASS_VIEWER, lang)
    show.next()
    show.next()  # nothing past the last step
    assert show.step == 2 and show.next_button.disabled
    # Orichalque hides nothing from its players: both views the same, said so
    assert show.same_note.layout.display != "none"
    assert t("teacher-present-same-view", lang) in html.unescape(show.same_note.value)
    show.set_view(TEACHER)
    assert show.board.value == GAME.board_svg(state_at(board.session, 2), None, lang)
    show.set_view(CLASS)
    show.previous()
    desk.lang = "ru"  # the presentation follows the language picker
    assert t("teacher-present-step", "ru", step=1, total=2) in html.unescape(show.counter.value)
    show.exit()
    assert desk.presentation is None and desk.game is board and board.replay_step == 1
    assert desk.links in desk.children


def test_the_class_view_asks_the_game_as_no_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail-closed: in the class view every drawing and every event goes
    through the game's view and ``event_for`` for a viewer who is no player."""
    desk, board = _pasted("uk")
    asked: list[Any] = []
    board_svg, event_for = GAME.board_svg, GAME.event_for

    def drawn(state: Any, viewer: str | None, lang: str) -> str:
        asked.append(("board", viewer))
        return board_svg(state, viewer, lang)

    def told(event: Any, viewer: str | None) -> Any:
        asked.append(("event", viewer))
        return event_for(event, viewer)

    monkeypatch.setattr(GAME, "board_svg", drawn)
    monkeypatch.setattr(GAME, "event_for", told)
    board.step_back()
    desk.present()
    show = desk.presentation
    assert show is not None and show.view_mode == CLASS
    asked.clear()
    show.refresh()
    assert ("board", CLASS_VIEWER) in asked and ("event", CLASS_VIEWER) in asked
    assert CLASS_VIEWER not in board.state.players
    # the teacher's view is the only other one drawn (to say whether they differ)
    assert {v for _k, v in asked} == {CLASS_VIEWER, None}
    assert all(v == CLASS_VIEWER for k, v in asked if k == "event")


def test_a_step_with_no_event_is_told_by_its_move() -> None:
    """A move that causes no event (a player passing) still says who did what."""
    desk, board, _seen = _new_desk("uk", moves=6)
    silent = [i for i, s in enumerate(board.session.steps, 1) if not s.events]
    assert silent, [s.move for s in board.session.steps]
    desk.present()
    show = desk.presentation
    assert show is not None
    show.step = silent[0]
    show.refresh()
    step = board.session.steps[silent[0] - 1]
    move = GAME.move_text(step.move, "uk")
    said = html.unescape(show.narration.value)
    assert f"{t('player-' + step.player, 'uk')}: {move[:1].lower()}{move[1:]}" in said


def test_the_share_link_of_a_stepped_back_orichalque_position_opens_it() -> None:
    desk, board, seen = _new_desk("fr", moves=7)
    board.step_back()
    board.step_back()
    board.step_back()
    query = desk.share_query()
    assert query is not None and "&scenario=" in query
    params = parse_qs(query[1:])
    assert params["lang"] == ["fr"]
    other = TeacherDesk("uk")  # opened anywhere, the picked game is not the link's
    assert other.open_link(scenario=params["scenario"][0]), other.error.value
    assert isinstance(other.game, OrichalqueBoard)
    assert other.game.state.to_json() == seen[4]
    # and the download is that position too
    href = re.search(r'href="data:application/json;base64,([^"]+)"', desk.links.value)
    assert href is not None
    data = json.loads(base64.b64decode(href.group(1)))
    assert GAME.from_scenario(data).to_json() == seen[4]


def test_the_desk_shows_the_advisor_and_the_editor_where_the_board_declares_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    desk = TeacherDesk("uk", game="orichalque")
    assert isinstance(desk.game, OrichalqueBoard)
    assert desk.advisor in desk.children  # the advisor for every game (issue 25)
    # the editor is the game's (``Game.editor_widget``): Orichalque's pieces
    assert desk.editor_button.layout.display != "none"
    editor = desk.toggle_editor()
    assert editor is not None and editor.scenario_game is GAME
    assert desk.toggle_editor() is None  # closed again
    assert desk.present_button.layout.display != "none"
    desk.source.value = "new:base"
    assert desk.load() and isinstance(desk.game, GameView)
    assert desk.advisor in desk.children and desk.editor_button.layout.display != "none"
    # a capability, not a game's name: a board that does not declare the advisor lacks it
    monkeypatch.setattr(OrichalqueBoard, "desk_advisor", False)
    desk.source.value = "new:orichalque"
    assert desk.load()
    assert desk.advisor not in desk.children


def test_the_desk_names_no_game_and_no_board_class() -> None:
    source = Path(__file__).resolve().parents[2] / "oriflamme" / "widgets" / "teacher.py"
    text = source.read_text("utf-8")
    assert "GameView" not in text and "OrichalqueBoard" not in text
    assert "och-" not in text  # no other game's words either


def test_the_default_drawing_is_the_games_protocol() -> None:
    state = GAME.new_game(["red", "blue"], seed=2)
    drawing = Drawing()
    assert drawing.position(GAME, state, CLASS_VIEWER, "uk") == (
        GAME.board_svg(state, CLASS_VIEWER, "uk"),
        "",
    )
