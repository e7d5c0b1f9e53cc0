"""Computer players in the sandbox move one at a time, a short pause apart,
and the learner can skip the wait (issue 18); the log tells each move."""

from __future__ import annotations

import asyncio

import oriflamme
from oriflamme.bots import GreedyBot, RandomBot
from oriflamme.widgets.game_view import GameView
from oriflamme.widgets.pacing import Pacer
from oriflamme.widgets.sandbox import Sandbox
from oriflamme.widgets.session import BotTable

PLAYERS = ["red", "blue", "green"]


def _bot_first_game() -> oriflamme.GameState:
    state = oriflamme.new_game(PLAYERS, seed=4, first_player="blue")
    assert state.pending.player == "blue"
    return state


def _table() -> BotTable:
    return BotTable({"blue": GreedyBot(1), "green": RandomBot(2)})


def test_bots_wait_between_moves_and_the_wait_can_be_skipped() -> None:
    async def play() -> None:
        game = GameView(_bot_first_game(), humans=["red"], lang="uk")
        pacer = Pacer(_table(), delay=0.05)
        pacer.attach(game)
        assert pacer.waiting and not game.session.steps, "no bot moves before the pause"
        assert pacer.skip_button.layout.display != "none"
        for _ in range(100):
            await asyncio.sleep(0.02)
            if game.session.steps:
                break
        assert game.session.steps, "a bot moved after the pause"
        pacer.skip()
        assert game.state.pending.player == "red"
        assert pacer.skip_button.layout.display == "none"
        # the log shows what each computer player did
        log = game.log_view.value
        assert any(p in log for p in ("Синій", "Зелений"))

    asyncio.run(play())


def test_without_an_event_loop_the_bots_answer_at_once() -> None:
    game = GameView(_bot_first_game(), humans=["red"], lang="uk")
    Pacer(_table()).attach(game)
    assert game.state.pending.player == "red"
    card = game.state.hands["red"][0]
    assert game.play(f"play {card} end")
    assert game.state.pending is None or game.state.pending.player == "red"


def test_the_sandbox_offers_the_strong_level_and_the_advisor() -> None:
    box = Sandbox("fr", bots="strong")
    assert ("Fort", "strong") in box.bot_kind.options
    assert box.advisor in box.children
    assert box.pacer is not None and box.pacer.skip_button.description == "Ne pas attendre"
    box.lang = "ru"
    assert box.pacer.skip_button.description == "Не ждать"
    assert box.advisor.ask.description == "Спросить советчика"
