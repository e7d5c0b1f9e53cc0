"""The position editor for every game (issue 25): the teacher's desk offers the
editor the game names (``Game.editor_widget``); Orichalque declares its pieces
(``Game.editor_pieces``: the round, whose turn and the phase, each player's
supply, each island's creatures and buildings) and the shared
``PieceEditor`` shows them. Every edit is judged by the game's scenario
checker: a refused one leaves the position and the controls as they were and
says why, naming the piece in the teacher's language."""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from oriflamme.core.editor import COUNT, EditorPiece
from oriflamme.core.protocol import Scenario
from oriflamme.games import get_game
from oriflamme.i18n import t
from oriflamme.widgets.editor import PositionEditor
from oriflamme.widgets.piece_editor import PieceEditor
from oriflamme.widgets.teacher import TeacherDesk

GAME = get_game("orichalque")
#: Vladimir's island after the rulebook's fight example: the Cerberus on c4
#: with 1 hoplite waiting by it, the Cyclops captured (tests/scenarios/orichalque)
FIGHT = Path(__file__).resolve().parents[1] / "scenarios" / "orichalque"
FIGHT = FIGHT / "vladimir_cyclops_cerberus.json"


def fought() -> dict[str, Any]:
    """The position after the file's two fights, as the desk exports it."""
    data = json.loads(FIGHT.read_text("utf-8"))
    return dict(GAME.to_scenario(GAME.from_scenario(data)))


def editor(data: dict[str, Any] | None = None, lang: str = "uk") -> tuple[PieceEditor, list[Any]]:
    used: list[Any] = []
    ed = PieceEditor(lang, used.append, lambda: data, GAME)
    return ed, used


def test_the_pieces_come_from_the_game() -> None:
    ed, _ = editor(fought())
    ids = set(ed.pieces)
    assert {"round", "first_player", "turn", "step"} <= ids
    for p in ("vladimir", "igor"):
        assert {f"supplies.{p}.hoplites", f"supplies.{p}.orichalcum", f"supplies.{p}.titans"} <= ids
        assert f"supplies.{p}.captured.hydra" in ids
    # a creature only on a volcano zone (b3 of d01, c4 of s01), a building on every tile zone
    assert {i for i in ids if ".creatures." in i} == {
        "islands.vladimir.creatures.b3",
        "islands.vladimir.creatures.c4",
    }
    assert {"islands.vladimir.buildings.c3", "islands.vladimir.buildings.c4"} <= ids
    assert ed.value("islands.vladimir.creatures.c4") == "cerberus"
    assert ed.value("supplies.vladimir.captured.cyclops") == 1
    # the shared editor names no game: what it shows is the game's
    source = Path(__file__).resolve().parents[2] / "oriflamme" / "widgets" / "piece_editor.py"
    text = source.read_text("utf-8").lower()
    assert "orichalque" not in text.replace("(orichalque;", "") and "och-" not in text


def test_an_accepted_edit_is_the_checkers_position_and_shows_at_the_desk() -> None:
    ed, used = editor(fought())
    assert ed.set("supplies.vladimir.orichalcum", 7)
    assert ed.controls["supplies.vladimir.orichalcum"].value == 7
    assert GAME.from_scenario(ed.scenario()).to_json()["supplies"]["vladimir"]["orichalcum"] == 7
    assert ed.error.layout.display == "none"
    ed.use()
    assert used and used[0]["supplies"]["vladimir"]["orichalcum"] == 7


@pytest.mark.parametrize(
    ("lang", "piece", "section"),
    [
        ("uk", "Гопліти", "Запас"),
        ("ru", "Гоплиты", "Запас"),
        ("fr", "Hoplites", "Réserve personnelle"),
        ("en", "Hoplites", "supply"),
    ],
)
def test_a_refused_edit_changes_nothing_and_names_the_piece(
    lang: str, piece: str, section: str
) -> None:
    """30 hoplites in the box (rulebook, «Состав игры»): Vladimir cannot hold
    31 with the hoplite waiting by the Cerberus."""
    ed, _ = editor(fought(), lang)
    before = ed.scenario()
    control = ed.controls["supplies.vladimir.hoplites"]
    control.value = 30  # as the teacher types it
    assert ed.refusal is not None and ed.refusal.field == "supply.hoplites"  # type: ignore[attr-defined]
    assert ed.scenario() == before  # the position untouched
    assert control.value == 0  # the box shows the position's value again
    text = ed.error.value
    assert ed.error.layout.display != "none" and 'role="alert"' in text
    assert piece in text and section in text
    assert t("scenario-error-too_many", lang, value=1).split(":")[0] in text


def test_a_creature_comes_from_the_bag_and_goes_back_with_its_waiting_hoplites() -> None:
    data = fought()
    ed, _ = editor(data)
    bag = len(data["creature_bag"])
    assert ed.set("islands.vladimir.creatures.b3", "hydra")
    assert len(ed.data["creature_bag"]) == bag - 1
    assert str(ed.data["islands"]["vladimir"]["creatures"]["b3"]).startswith("hydra_")
    # the Cerberus taken away: to the bag, its waiting hoplite back to Vladimir's supply
    assert ed.set("islands.vladimir.creatures.c4", "")
    assert "cerberus1" in ed.data["creature_bag"]
    assert ed.data["islands"]["vladimir"]["waiting"] == {}
    assert ed.value("supplies.vladimir.hoplites") == 1


def test_a_titan_given_is_taken_from_its_holder_o2() -> None:
    """O2: a titan goes to whoever takes it, from whoever held it."""
    ed, _ = editor(fought())
    assert ed.set("supplies.igor.titans", ("rhea",))
    box = ed.controls["supplies.vladimir.titans"].children[1]  # Rhea's checkbox
    box.value = True
    assert ed.value("supplies.vladimir.titans") == ("rhea",)
    assert ed.value("supplies.igor.titans") == ()
    assert GAME.from_scenario(ed.scenario()).to_json()["titans"]["rhea"]["holder"] == "vladimir"


def test_captured_creatures_by_kind_and_no_more_than_the_box() -> None:
    ed, _ = editor(fought())
    assert ed.set("supplies.igor.captured.gorgon", 2)
    assert sorted(ed.data["supplies"]["igor"]["captured"]) == ["gorgon1", "gorgon2"]
    before = ed.scenario()
    assert not ed.set("supplies.igor.captured.cyclops", 4)  # one is Vladimir's
    assert ed.scenario() == before
    assert ed.refusal is not None and ed.refusal.code == "too_many"  # type: ignore[attr-defined]


def test_phases_are_offered_where_the_position_allows_them() -> None:
    """Phases 2 and 3 are played on the card taken (none after the fights:
    phase 4); the metropolis only before it is placed (rulebook, «Первый ход»)."""
    data = json.loads(FIGHT.read_text("utf-8"))
    del data["moves"]
    ed, _ = editor(dict(GAME.to_scenario(GAME.from_scenario(data))))  # the fight card in hand
    steps = [v for _l, v in ed.controls["step"].options]
    assert {"card", "tile", "action", "extra"} <= set(steps) and "metropolis" not in steps
    after, _ = editor(fought())
    steps = [v for _l, v in after.controls["step"].options]
    assert "action" not in steps and "tile" not in steps and "extra" in steps
    assert after.set("step", "card") and after.set("step", "discard")
    fresh, _ = editor(dict(GAME.to_scenario(GAME.new_game(["red", "blue"], seed=1))))
    steps = [v for _l, v in fresh.controls["step"].options]
    assert "action" not in steps and {"metropolis", "card"} <= set(steps)


def test_island_pieces_say_their_data_is_provisional() -> None:
    """docs/orichalque-data.md: the islands and tiles are our stand-ins."""
    for lang in ("uk", "ru", "fr", "en"):
        ed, _ = editor(fought(), lang)
        mark = t("editor-provisional-mark", lang)
        assert mark in ed.controls["islands.vladimir.buildings.c3"].description
        assert mark not in ed.controls["supplies.vladimir.hoplites"].description
        assert ed.note.layout.display != "none"
        classes = ed.controls["islands.vladimir.buildings.c3"]._dom_classes
        assert "ori-editor-piece--provisional" in classes


def test_every_label_is_in_the_teachers_language() -> None:
    for lang in ("uk", "ru", "fr"):
        ed, _ = editor(fought(), lang)
        labels = [c.description for c in ed.controls.values() if hasattr(c, "description")]
        labels += [o for c in ed.controls.values() for o, _v in getattr(c, "options", ())]
        assert all(label and "och-" not in label for label in labels)
    ed.lang = "uk"
    assert ed.controls["supplies.vladimir.hoplites"].description == "Гопліти"


def test_the_desk_opens_each_games_own_editor() -> None:
    desk = TeacherDesk("uk", game="orichalque")
    ed = desk.toggle_editor()
    assert isinstance(ed, PieceEditor) and ed.scenario_game is GAME
    assert ed.set("supplies.red.orichalcum", 4)
    ed.use()
    assert desk.game is not None and desk.game.state.to_json()["supplies"]["red"]["orichalcum"] == 4
    # another game on screen: its own editor replaces the open one
    desk.source.value = "new:base"
    assert desk.load()
    assert isinstance(desk.editor, PositionEditor) and desk.editor in desk.children


def test_a_third_game_supplies_its_own_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game of the protocol only (the toy game of sticks) gets the editor by
    declaring its pieces: the default reading writes each at its id's path."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games"))
    import toy_game

    game = toy_game.GAME
    pile = EditorPiece("pile", "editor-title", "editor-round", COUNT, minimum=0, maximum=99)

    def pieces(scenario: Scenario) -> Sequence[EditorPiece]:
        return (pile,)

    monkeypatch.setattr(game, "editor_pieces", pieces)
    start = {"game": game.name, "players": ["ann", "bob"], "pile": 7}
    ed = PieceEditor("uk", lambda _d: None, lambda: copy.deepcopy(start), game)
    assert ed.value("pile") == 7 and ed.set("pile", 12)
    assert game.from_scenario(ed.scenario()).pile == 12
    assert not ed.set("pile", 0) and ed.value("pile") == 12  # the game's checker refuses
    assert ed.refusal is not None and ed.refusal.field == "pile"  # type: ignore[attr-defined]
