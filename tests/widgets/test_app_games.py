"""The app names no game (issue 25): its tabs, heading, «About» page and
picker come from the registry and each game's adapter, so a game registered
later gets every tab the others have."""

from __future__ import annotations

from typing import Any

import pytest

from oriflamme.core import registry
from oriflamme.core.protocol import NewGame
from oriflamme.games.orichalque.game import Orichalque
from oriflamme.widgets.app import App, game_from_query, game_names
from oriflamme.widgets.text import t


class Twin(Orichalque):
    """A third game for the shell: Orichalque's rules under another name, with
    Oriflamme's heading so that the app's words show which adapter it read."""

    name = "twin"
    heading_key = "w-app-title"
    reference_widget = ""  # no reference tab: the app shows none

    def desk_new_games(self) -> tuple[NewGame, ...]:
        return (NewGame("twin", "och-desk-new", ("blue", "red"), seed=4),)


@pytest.fixture
def twin(monkeypatch: pytest.MonkeyPatch) -> Any:
    registry.games()  # the built-in games first
    game = Twin()
    monkeypatch.setitem(registry._GAMES, "twin", game)
    return game


def test_a_registered_game_gets_every_tab(twin: Any) -> None:
    assert list(game_names()) == ["oriflamme", "orichalque", "twin"]
    assert game_from_query("?game=twin") == "twin"
    app = App("fr", game="twin")
    assert app.game_picker.value == "twin"
    assert [v for _, v in app.game_picker.options] == ["oriflamme", "orichalque", "twin"]
    assert app.tab_keys == [
        "w-tab-lessons",
        "w-tab-practice",
        "w-tab-sandbox",
        "teacher-tab",
        "w-tab-about",
    ]
    assert t("w-app-title", "fr") in app.title.value
    assert app.about.value == t("och-about-html", "fr")
    desk = app.teacher
    # the desk lists every game's deals from its adapter, the picked game's first
    news = [v for _label, v in desk.positions() if v.startswith("new:")]
    assert news == ["new:twin", "new:base", "new:ablaze", "new:alliance", "new:orichalque"]
    assert desk.source.value == "new:twin"  # the game's own deal, loaded
    assert desk.game is not None and tuple(desk.game.state.players) == ("blue", "red")
    assert type(app.sandbox).__name__ == "OrichalqueSandbox"
    assert app.practice.game.name == "twin"
    # its component data is unconfirmed (the adapter says so, not its name): said
    note = app.practice.provisional
    assert note.layout.display != "none" and note.value == t("practice-provisional", "fr")
    app.set_game("oriflamme")
    assert app.practice.provisional.layout.display == "none"


def test_each_game_keeps_its_own_pages(twin: Any) -> None:
    """Switching games and back shows the same pages, not new ones: a teacher's
    position at one game's desk survives a look at another game."""
    app = App("uk")
    desk = app.teacher
    sandbox = app.sandbox
    app.set_game("twin")
    assert app.teacher is not desk and app.sandbox is not sandbox
    twin_desk = app.teacher
    app.set_game("orichalque")
    app.set_game("oriflamme")
    assert app.teacher is desk and app.sandbox is sandbox
    assert "w-tab-cards" in app.tab_keys  # Oriflamme names its card reference
    app.set_game("twin")
    assert app.teacher is twin_desk and "w-tab-cards" not in app.tab_keys
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        app.set_game("chess")
