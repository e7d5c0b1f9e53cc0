"""The teacher's desk: any position shown to a class, played for every family."""

from __future__ import annotations

import html
import json
import re

import pytest

from oriflamme.games.oriflamme.engine.model import card_key
from oriflamme.tutor import lessons
from oriflamme.widgets.app import App
from oriflamme.widgets.teacher import OWN, TeacherDesk, export_text, load_text

BAD_CARD = json.dumps(
    {"players": ["red", "blue"], "queue": [[{"card": "archerr", "owner": "red"}]]}
)


@pytest.fixture
def desk() -> TeacherDesk:
    return TeacherDesk("uk")


def test_every_lesson_position_and_every_edition_can_be_shown(desk: TeacherDesk) -> None:
    choices = [value for _, value in desk.source.options if value != OWN]
    assert {f"new:{e}" for e in ("base", "ablaze", "alliance")} <= set(choices)
    assert {x.id for x in lessons()} <= set(choices)
    for value in choices:
        desk.source.value = value
        assert desk.load(), desk.error.value
        assert desk.game is not None and desk.game.state.pending is not None


def test_teacher_sees_every_card_and_places_for_whoever_decides(desk: TeacherDesk) -> None:
    desk.source.value = "new:base"
    desk.load()
    game = desk.game
    assert game is not None and game.session.viewer is None  # the teacher's view
    for _ in range(2):  # red, then blue place: the hand shown is the one who decides
        player = game.state.pending.player
        hand = [b.description for b in game.buttons() if "ori-hand-card" in b._dom_classes]
        assert len(hand) == 7
        card = game.state.hands[player][0]
        game.select(card)
        assert game.place("end")
        assert card_key(game.state.queue[-1][-1]) == (player, card)
    assert game.state.pending.player == "green"


def test_pasted_scenario_with_a_bad_card_names_the_field_in_the_users_language(
    desk: TeacherDesk,
) -> None:
    desk.source.value = OWN
    desk.text.value = BAD_CARD
    before = desk.game
    assert not desk.load()
    assert "queue[0][0].card" in desk.error.value
    assert desk.error.value.startswith("Не вдалося прочитати сценарій.")
    assert desk.game is before  # the board still shows the previous position


@pytest.mark.parametrize(
    "lang, sentence",
    [
        (
            "uk",
            "Не вдалося прочитати сценарій. Поле queue[0][0].card: «archerr» — "
            "не карта видання «Орифлама».",
        ),
        (
            "ru",
            "Не удалось прочитать сценарий. Поле queue[0][0].card: «archerr» — "
            "не карта издания «Орифламма».",
        ),
        (
            "fr",
            "Le scénario n’a pas pu être lu. Champ queue[0][0].card\u00a0: «\u00a0archerr\u00a0» "
            "n’est pas une carte de l’édition «\u00a0Oriflamme\u00a0».",
        ),
    ],
)
def test_pasted_bad_card_is_explained_entirely_in_the_users_language(
    desk: TeacherDesk, lang: str, sentence: str
) -> None:
    desk.source.value = OWN
    desk.lang = lang
    desk.text.value = BAD_CARD
    assert not desk.load()
    assert html.unescape(desk.error.value) == sentence
    if lang == "uk":  # no English: only the field path and the card as typed are Latin
        words = re.findall(r"[A-Za-z]{2,}", sentence.replace("queue[0][0].card", ""))
        assert words == ["archerr"]


def test_pasted_empty_or_broken_text_is_explained_in_the_users_language(
    desk: TeacherDesk,
) -> None:
    desk.source.value = OWN
    desk.text.value = "   "
    assert not desk.load()
    assert html.unescape(desk.error.value) == (
        "Не вдалося прочитати сценарій. Сценарій порожній: вставте текст у форматі JSON або YAML."
    )
    desk.text.value = "players: [red,\n  blue: }"
    assert not desk.load()
    assert html.unescape(desk.error.value) == (
        "Не вдалося прочитати сценарій. Текст — ні JSON, ні YAML: помилка в рядку 2."
    )


def test_pasted_yaml_with_an_illegal_move_names_the_move(desk: TeacherDesk) -> None:
    desk.source.value = OWN
    desk.lang = "fr"
    desk.text.value = (
        "players: [red, blue]\nhands: {red: [archer], blue: [spy]}\n"
        "moves: [play archer start, target 3]\n"
    )
    assert not desk.load()
    assert "Le coup 2" in desk.error.value and "target 3" in desk.error.value


def test_exported_position_loads_back_and_plays_on_identically(desk: TeacherDesk) -> None:
    desk.source.value = "combo-decree-twice"
    desk.load()
    game = desk.game
    assert game is not None
    # a few moves in, then export mid-game
    for _ in range(3):
        if game.state.pending is None:
            break
        game.play(game.state.legal_moves()[0])
    text = desk.export()
    assert desk.source.value == OWN and desk.text.value == text
    again = load_text(text)
    assert again.to_json() == game.state.to_json()
    while not again.finished:
        move = again.legal_moves()[-1]
        a, b = again.apply(move), game.state.apply(move)
        assert a == b
    assert export_text(again) == export_text(game.state)


def test_teacher_tab_in_the_app_follows_the_language() -> None:
    app = App("ru")
    assert "Для учителя" in app.tabs.titles
    app.lang = "fr"
    assert "Enseignants" in app.tabs.titles
    assert app.teacher.load_button.description == "Afficher"


def test_app_builds_a_tab_only_when_it_is_first_opened() -> None:
    """The first screen costs only the lessons menu (issue 4, item 8)."""
    app = App("uk")
    assert "w-tab-sandbox" not in app._pages and "teacher-tab" not in app._pages
    app.lang = "ru"
    app.tabs.selected_index = app.tab_keys.index("teacher-tab")
    desk = app._pages["teacher-tab"]
    slot = app.tabs.children[app.tab_keys.index("teacher-tab")]
    assert slot.children == (desk,)
    assert desk.lang == "ru" and "w-tab-sandbox" not in app._pages


def test_teacher_status_and_hand_name_the_family_that_decides(desk: TeacherDesk) -> None:
    desk.source.value = "new:base"
    desk.load()
    game = desk.game
    assert game is not None
    # the desk speaks to the teacher, who plays every family (issue 28): never «Ваш хід»
    assert "Хід Червоного: виберіть карту з руки" in game.status.value
    assert "Ваш хід" not in game.status.value
    assert game.hand_title.value == "Рука Червоного"
    game.select(game.state.hands["red"][0])
    game.place("start")
    assert "Хід Синього:" in game.status.value


def test_the_log_tells_what_resolved_before_the_first_move(desk: TeacherDesk) -> None:
    """A face-up Heir resolving on its own (G3) is in the log, not silently applied."""
    desk.source.value = OWN
    desk.text.value = json.dumps(
        {
            "players": ["red", "blue"],
            "round": 2,
            "queue": [
                [{"card": "heir", "owner": "red", "face_up": True}],
                [{"card": "spy", "owner": "blue"}],
            ],
            "phase": "resolution",
            "next": 0,
        }
    )
    assert desk.load()
    log = desk.game.log_view.value
    assert "Ще до першого ходу" in log and "завдяки Спадкоємцеві" in log
    assert "ori-log__opening" in log
