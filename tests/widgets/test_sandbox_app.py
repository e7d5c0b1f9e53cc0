"""The sandbox's settings and the app's tabs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import find

from oriflamme.games.oriflamme.engine.cards import EDITIONS
from oriflamme.widgets import App, Sandbox
from oriflamme.widgets.sandbox import supported_editions

NOTEBOOKS = Path(__file__).parents[2] / "notebooks"


@pytest.mark.parametrize("opponents", [2, 3, 4])
def test_sandbox_deals_for_2_to_4_opponents(opponents: int) -> None:
    sandbox = Sandbox("ru", opponents=opponents)
    assert sandbox.game is not None
    assert len(sandbox.game.state.players) == opponents + 1
    assert sandbox.game.session.humans == ("red",)


def test_new_game_uses_the_settings() -> None:
    sandbox = Sandbox("fr")
    sandbox.opponents.value = 4
    sandbox.bot_kind.value = "random"
    sandbox.seed.value = 42
    old = sandbox.game
    find(sandbox.game, "ori-undo")  # the game is on show
    sandbox.new_game_button.click()
    assert sandbox.game is not old and len(sandbox.game.state.players) == 5
    assert "ori-new-game" in sandbox.new_game_button._dom_classes


def test_every_edition_the_engine_deals_is_offered() -> None:
    editions = supported_editions()
    assert "base" in editions and set(editions) <= set(EDITIONS)
    for edition in editions:
        sandbox = Sandbox("uk", edition=edition)
        assert sandbox.game is not None and sandbox.game.state.edition == edition


def test_app_has_the_sandbox_and_about_tabs() -> None:
    app = App("fr")
    assert "w-tab-sandbox" in app.tab_keys and "w-tab-about" in app.tab_keys
    assert "File d" in app.about.value
    assert "ori-app" in app._dom_classes


@pytest.mark.parametrize("name", ["index", "app", "sandbox"])
def test_notebooks_are_thin(name: str) -> None:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text())
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1
    lines = [x for x in "".join(code[0]["source"]).splitlines() if x.strip()]
    assert all(x.startswith("from oriflamme") for x in lines[:-1]) and len(lines) <= 3
