"""The position editor (issue 13): a position built by clicking, checked by the
engine at every change, written as a scenario file with ``meta``."""

from __future__ import annotations

import html

from oriflamme.games.oriflamme.engine.scenario import load_scenario
from oriflamme.widgets.editor import PositionEditor
from oriflamme.widgets.teacher import TeacherDesk


def _editor(lang: str = "uk") -> tuple[TeacherDesk, PositionEditor]:
    desk = TeacherDesk(lang)
    return desk, desk.toggle_editor()


def _add(ed: PositionEditor, family: str, card: str, **kw: object) -> None:
    ed.family.value = family
    ed.card.value = card
    ed.face_up.value = bool(kw.get("face_up", False))
    ed.tokens.value = int(kw.get("tokens", 0))  # type: ignore[arg-type]
    ed.where.value = str(kw.get("where", "end"))
    ed.add_card()


def test_a_position_built_by_clicking_is_the_scenario_file_and_plays_at_the_desk() -> None:
    desk, ed = _editor()
    ed.start_empty()
    _add(ed, "red", "conspiracy", tokens=3)
    _add(ed, "blue", "soldier", face_up=True, where="start")
    ed.family.value = "red"
    for card in ("ambush", "spy"):
        ed.card.value = card
        ed.add_to_hand()
    ed.influence.value = 1
    ed.family.value = "blue"
    ed.influence.value = 1
    ed.round.value = 4
    ed.title.value = "Пастка"
    ed.rules.value = "B9, G8"
    data = ed.scenario()
    assert [[c["card"] for c in s] for s in data["queue"]] == [["soldier"], ["conspiracy"]]
    assert data["meta"] == {"title": "Пастка", "description": "", "rules": ["B9", "G8"]}
    assert not ed.use_button.disabled and ed.error.layout.display == "none"
    ed.use()
    assert desk.title == "Пастка" and desk.game is not None
    assert desk.game.state.to_json() == load_scenario(data).to_json()
    pending = desk.game.state.pending  # red places first, on its own Conspiracy if it likes
    assert pending.player == "red" and "play ambush on 1" in pending.moves


def test_an_impossible_position_is_refused_naming_the_field_in_the_teachers_language() -> None:
    _desk, ed = _editor("fr")
    ed.start_empty()
    _add(ed, "blue", "soldier", face_up=True, tokens=2)  # influence only on face-down cards
    reason = html.unescape(ed.error.value)
    assert "queue[0][0].tokens" in reason and "Cette position est impossible" in reason
    assert ed.use_button.disabled
    ed.remove_card()
    assert ed.scenario()["queue"] == [] and ed.error.layout.display == "none"


def test_stacks_move_and_cards_stack_and_come_off() -> None:
    _desk, ed = _editor()
    ed.start_empty()
    _add(ed, "red", "archer")
    _add(ed, "blue", "spy")
    _add(ed, "red", "lord", where="0")  # on stack 1
    assert [[c["card"] for c in s] for s in ed.scenario()["queue"]] == [["archer", "lord"], ["spy"]]
    ed.queue.value = 0
    ed.move_stack(1)
    assert [s[0]["card"] for s in ed.scenario()["queue"]] == ["spy", "archer"]
    ed.remove_card()  # the Lord, on top of the archer's stack
    assert ed.scenario()["queue"][1] == [{"card": "archer", "owner": "red", "face_up": False}]


def test_a_family_of_another_edition_and_whose_decision_it_is() -> None:
    _desk, ed = _editor("ru")
    ed.players.value = 3
    ed.start_empty()
    ed.family.value = "green"
    ed.edition.value = "alliance"
    assert ed.scenario()["families"] == {"green": {"edition": "alliance"}}
    assert "judge" in [v for _, v in ed.card.options]
    _add(ed, "green", "judge")
    _add(ed, "red", "archer")
    for family in ("red", "blue", "green"):
        ed.family.value = family
        ed.card.value = "lord" if family != "green" else "fanatic"
        ed.add_to_hand()
    ed.next.value = "blue"  # blue places next
    assert ed.scenario()["next"] == "blue" and ed.error.layout.display == "none"
    state = load_scenario(ed.scenario())
    assert state.pending.player == "blue"


def test_the_editor_starts_from_the_position_on_screen() -> None:
    desk, ed = _editor()
    desk.source.value = "combo-ambush-trap"
    desk.load()
    ed.start_from_desk()
    assert load_scenario(ed.scenario()).to_json() == desk.game.state.to_json()


def test_verdict_and_bribery_markers_are_checked_by_the_rules() -> None:
    """L6: a Verdict token on any card; A9: a bribery token is an Ablaze family's."""
    _desk, ed = _editor("fr")
    ed.players.value = 3
    ed.start_empty()
    ed.family.value = "blue"
    ed.edition.value = "alliance"
    ed.card.value = "fanatic"
    ed.face_up.value = True
    ed.verdict.value = True
    ed.add_card()
    assert ed.scenario()["queue"][0][0]["verdict"] is True
    assert ed.error.layout.display == "none", html.unescape(ed.error.value)
    ed.family.value = "red"
    ed.card.value = "heir"
    ed.verdict.value = False
    ed.bribe.value = "green"  # green plays the base game: it has no bribery token
    ed.add_card()
    reason = html.unescape(ed.error.value)
    assert "queue[1][0].bribed_by" in reason and "corruption" in reason
    ed.family.value = "green"
    ed.edition.value = "ablaze"  # now green has one
    assert ed.error.layout.display == "none", html.unescape(ed.error.value)
    assert ed.scenario()["queue"][1][0]["bribed_by"] == "green"
