"""Issue 20 item 2 (and issue 19 item 1 at the desk): whatever is pasted or
uploaded, ``TeacherDesk.load`` says what is wrong in the teacher's language and
keeps the board it had; only a position whose JSON loads back the same is shown.
Each desk reproduction of issue 20 is a test here."""

from __future__ import annotations

import datetime
import html
import json

import pytest
from scenario_helpers import kept_by_frame

from oriflamme.core.files import MAX_BYTES, MAX_DEPTH, MAX_INT_DIGITS
from oriflamme.widgets.teacher import OWN, TeacherDesk

HEADLINE = {
    "uk": "Не вдалося прочитати сценарій.",
    "ru": "Не удалось прочитать сценарий.",
    "fr": "Le scénario n’a pas pu être lu.",
}
BASE = {"players": ["red", "blue"], "seed": 1}


#: (what is pasted, a word of the uk sentence) — every desk reproduction of issue 20.
PASTED = [
    ("[" * 1000 + "]" * 1000, f"найбільша глибина — {MAX_DEPTH}"),
    ('{"players": ["red", "blue"], "seed": ' + "9" * 5000 + "}", f"{MAX_INT_DIGITS}"),
    (json.dumps({**BASE, "moves": ["x" * 5000]}), "Хід 1"),
    (json.dumps({**BASE, "moves": ["target " + "9" * 5000]}), "Хід 1"),
    (json.dumps(kept_by_frame("twin", "ablaze")), "не завантажується назад"),
    (json.dumps(kept_by_frame("fanatic", "alliance")), "не завантажується назад"),
    ("a: &a [1, 2]\nb: *a\n", "севдоніми YAML"),
    ("x" * (MAX_BYTES + 1), "авеликий"),
    ("!!python/object/apply:os.system ['true']", "JSON, ні YAML"),
]


def desk_with_a_board(lang: str = "uk") -> TeacherDesk:
    desk = TeacherDesk(lang)
    assert desk.game is not None
    desk.source.value = OWN
    return desk


@pytest.mark.parametrize("text, words", PASTED)
def test_a_bad_paste_is_explained_and_the_board_stays(text: str, words: str) -> None:
    desk = desk_with_a_board()
    before = desk.game
    desk.text.value = text
    assert desk.load() is False
    shown = html.unescape(desk.error.value)
    assert shown.startswith(HEADLINE["uk"]) and words in shown, shown
    assert desk.game is before


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_the_limit_is_named_in_the_teachers_language(lang: str) -> None:
    desk = desk_with_a_board(lang)
    desk.text.value = "[" * 1000 + "]" * 1000
    assert not desk.load()
    shown = html.unescape(desk.error.value)
    assert shown.startswith(HEADLINE[lang]) and str(MAX_DEPTH) in shown, shown


def test_a_yaml_date_in_meta_loads() -> None:
    """Issue 20: ``2024-13-45`` in ``meta`` raised ``ValueError``; a date is text."""
    desk = desk_with_a_board()
    desk.text.value = "players: [red, blue]\nseed: 1\nmeta:\n  date: 2024-13-45\n"
    assert desk.load(), desk.error.value
    assert desk.game.state.players == ("red", "blue")


def upload(desk: TeacherDesk, name: str, content: bytes) -> None:
    when = datetime.datetime(2026, 11, 24, tzinfo=datetime.UTC)
    item = {"name": name, "type": "", "size": len(content), "content": memoryview(content)}
    desk.upload.value = ({**item, "last_modified": when},)


@pytest.mark.parametrize(
    "name, content, words",
    [
        ("latin1.json", '{"players": ["é"]}'.encode("latin-1"), "latin1.json"),
        ("big.json", b'{"meta": "' + b"x" * MAX_BYTES + b'"}', "авеликий"),
        ("bomb.yaml", b"a: &a [1]\nb: *a\n", "севдоніми YAML"),
    ],
)
def test_an_uploaded_file_that_is_no_scenario_is_explained(
    name: str, content: bytes, words: str
) -> None:
    desk = desk_with_a_board()
    before = desk.game
    upload(desk, name, content)
    shown = html.unescape(desk.error.value)
    assert words in shown, shown
    assert desk.game is before
    assert len(desk.text.value) <= MAX_BYTES  # megabytes never go into the text box


def test_a_good_upload_loads() -> None:
    desk = desk_with_a_board()
    upload(desk, "ok.json", json.dumps(BASE).encode())
    assert desk.error.value == ""
    assert desk.game.state.players == ("red", "blue")
