"""Issue 19: a long session in one kernel. The widgets of a board that is
replaced are closed (a new sandbox game, a lesson opened or played, a position
loaded at the teacher's desk), so the live widget count stays flat; before,
10 sandbox games took it from 555 to 2,585."""

from __future__ import annotations

import random

from ipywidgets.widgets.widget import _instances

from oriflamme.tutor import Progress, lessons
from oriflamme.widgets.lessons import LessonsMenu
from oriflamme.widgets.lifecycle import close_widgets
from oriflamme.widgets.sandbox import Sandbox
from oriflamme.widgets.teacher import TeacherDesk


def live() -> int:
    """The widgets the kernel holds (``ipywidgets.Widget.widgets``)."""
    return len(_instances)


def test_fifty_sandbox_games_in_one_kernel_keep_the_widget_count_flat() -> None:
    sandbox = Sandbox("uk", bots="random", opponents=2)
    rng = random.Random(19)
    counts = []
    for game_no in range(50):
        sandbox.seed.value = game_no
        game = sandbox.new_game()
        while not game.state.finished:  # the learner clicks, the bots answer
            assert game.play(rng.choice(game.state.legal_moves()))
        counts.append(live())
    first = max(counts[:5])
    assert max(counts) <= first + 60, counts  # a leak adds hundreds per game
    assert counts[-1] <= first + 60, counts
    closed = close_widgets(sandbox)
    assert closed > 50 and live() <= counts[-1] - closed + 5


def test_lessons_opened_and_played_keep_the_widget_count_flat(tmp_path) -> None:
    menu = LessonsMenu("uk", progress=Progress(tmp_path / "p.json"))
    ids = [x.id for x in lessons()]
    counts = []
    for i in range(30):
        player = menu.open_lesson(ids[i % len(ids)])
        for _ in range(len(player.lesson.intro)):
            player.continue_()
        player.play(player.run.state.legal_moves()[0])  # a move rebuilds the board
        menu.back()
        counts.append(live())
    assert max(counts) - min(counts) <= 60, counts  # back at the menu: no player left


def test_positions_loaded_at_the_desk_keep_the_widget_count_flat() -> None:
    desk = TeacherDesk("uk")
    choices = [value for _, value in desk.source.options if value != "own"]
    counts = []
    for i in range(40):
        desk.source.value = choices[i % len(choices)]
        assert desk.load(), desk.error.value
        counts.append(live())
    assert counts[-1] <= max(counts[: len(choices)]) + 60, counts
