"""The lesson player talks to the board through a referee (issue 14): the
board never plays a lesson's move itself, shows the run's position in place
after each accepted move, and nothing in between swallows an error."""

from __future__ import annotations

import pytest

from oriflamme.games import get_game
from oriflamme.games.oriflamme.engine.events import CardPlaced
from oriflamme.tutor import lesson
from oriflamme.widgets import GameView
from oriflamme.widgets.lesson_player import LessonPlayer
from oriflamme.widgets.session import Ruling


def _player(lesson_id: str = "card-soldier", lang: str = "uk") -> LessonPlayer:
    player = LessonPlayer(lesson_id, lang)
    while player.continue_button.layout.display != "none":
        player.continue_button.click()
    return player


def test_a_good_move_updates_the_same_board_in_place() -> None:
    player = _player()
    board, log = player.view, player.view.log_view
    first = lesson("card-soldier").solution[0]
    assert board.play(first) is True  # the referee accepted it
    assert player.view is board and board.log_view is log  # no new GameView
    assert player.last is not None and player.last.ok
    # the board shows the run's position, on a copy: the board never moves the run
    assert board.state is not player.run.state
    assert board.state.to_json() == player.run.state.to_json()
    assert "ori-feedback--progressed" in player.feedback._dom_classes or player.run.finished


def test_a_wrong_move_leaves_the_board_where_it_was() -> None:
    player = _player()
    board = player.view
    before = board.state.to_json()
    assert board.play("play soldier start") is False  # a known wrong move (lesson text)
    assert player.view is board and board.state.to_json() == before
    assert player.last.kind == "wrong" and board.message == ""


def test_the_board_asks_its_referee_and_shows_the_ruled_position() -> None:
    game = get_game("oriflamme")
    state = game.new_game(["red", "blue"], seed=1)
    asked: list[str] = []
    after = state.copy()
    move = state.legal_moves()[0]
    events = after.apply(move)

    def referee(m: str) -> Ruling:
        asked.append(m)
        if m == move:
            return Ruling(True, after.copy(), tuple(events))
        return Ruling(False, reason="Не в цьому уроці")

    view = GameView(
        state, humans=["red"], lang="uk", referee=referee, opening_title="tutor-log-so-far"
    )
    other = state.legal_moves()[1]
    assert view.play(other) is False and view.message == "Не в цьому уроці"
    assert state.to_json()["pending"]["player"] == "red"  # the board applied nothing
    assert view.play(move) is True
    assert asked == [other, move]
    assert view.state.to_json() == after.to_json() and view.message == ""
    assert view.state.pending.player == "blue"


def test_a_wrong_moves_story_hides_what_the_learner_may_not_see() -> None:
    """Fail-closed: the story of a wrong move is told as the learner sees it —
    an opponent's face-down placement names no card."""
    player = _player(lang="fr")
    hidden = CardPlaced("blue", "lord", "blue", 0, False)
    mine = CardPlaced("red", "soldier", "red", 1, False)
    story = player._story([hidden, mine])
    assert "Seigneur" not in story[0] and "Soldat" in story[1]


def test_narration_errors_are_not_swallowed(monkeypatch) -> None:
    player = _player()
    game = player.run.game

    def broken(event, lang):
        raise RuntimeError("narration broke")

    monkeypatch.setattr(game, "narrate", broken)
    with pytest.raises(RuntimeError, match="narration broke"):
        player.play("play soldier start")  # a wrong move: its story is narrated


def test_a_lesson_is_played_on_its_games_board_widget() -> None:
    from oriflamme.widgets.boards import board_class

    game = get_game("oriflamme")
    assert board_class(game) is GameView
    assert isinstance(_player().view, board_class(game))


def test_a_board_widget_is_named_module_and_class(monkeypatch) -> None:
    from oriflamme.widgets.boards import board_class

    game = get_game("oriflamme")
    monkeypatch.setattr(game, "board_widget", "oriflamme.widgets.game_view")
    with pytest.raises(ValueError, match="module:Class"):
        board_class(game)
