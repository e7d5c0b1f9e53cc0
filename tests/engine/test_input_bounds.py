"""Issue 19: whatever a move string or a scenario file holds, the engine and the
command line end in ``IllegalMove`` / ``ScenarioError`` (exit 2 or 3, one line)
or success — never a traceback, never a hang. Each reproduction of the issue
is a test here; the limits are named in the error (``MAX_BYTES``, ``MAX_DEPTH``,
``MAX_INT_DIGITS``)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from scenario_helpers import ROOT, kept_by_frame

import oriflamme
from oriflamme import IllegalMove, ScenarioError
from oriflamme.core.files import MAX_BYTES, MAX_DEPTH, MAX_INT_DIGITS
from oriflamme.games.oriflamme.engine.scenario import (
    check_round_trip,
    load_scenario,
    parse_scenario,
    read_scenario,
)

HUGE = "9" * 5000  # over CPython's 4,300-digit limit of int(str)
#: A «billion laughs»: 9 levels of 9 aliases, 9⁹ strings once expanded.
BOMB = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{','.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)
)
#: A hand-written Royal Decree (B8) frame whose saved ``data.src`` points past the queue.
FRAME_PAST_ITS_LIST: dict[str, Any] = {
    "players": ["red", "blue"],
    "phase": "resolution",
    "round": 2,
    "next": 0,
    "queue": [
        [{"card": "royal_decree", "owner": "red", "face_up": True}],
        [{"card": "soldier", "owner": "blue", "face_up": True}],
    ],
    "frames": [
        {
            "ability": "royal_decree",
            "source": ["red", "royal_decree"],
            "player": "red",
            "step": "destination",
            "decision": "destination",
            "moves": ["to 0"],
            "data": {"src": 7},
        }
    ],
    "resolving": ["red", "royal_decree"],
}


def error_of(source: Any) -> ScenarioError:
    with pytest.raises(ScenarioError) as e:
        load_scenario(source)
    return e.value


# --- move strings -------------------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [f"target {HUGE}", f"to {HUGE}", f"option {HUGE}", f"play heir on {HUGE}", "x" * 5000],
)
def test_a_move_with_thousands_of_digits_is_an_illegal_move_not_a_value_error(move: str) -> None:
    """Issue 19: 622 of 10⁶ fuzzed moves escaped as ``ValueError`` (int of ≥ 4,300 digits)."""
    st = oriflamme.new_game(["red", "blue", "green"], seed=3)
    before = st.to_json()
    with pytest.raises(IllegalMove) as e:
        st.apply(move)
    assert e.value.code == "unknown_move"
    assert len(e.value.move) <= 80  # the error quotes the move, not a whole file
    assert st.to_json() == before  # the state is untouched
    with pytest.raises(IllegalMove):
        oriflamme.parse_move(move)


def test_a_position_of_seven_digits_is_no_position_but_a_short_one_is_read() -> None:
    assert oriflamme.parse_move("target 0003").n == 3
    with pytest.raises(IllegalMove):
        oriflamme.parse_move("target 1234567")


# --- scenario files: every reproduction of the issue ------------------------------


def test_a_latin1_file_is_a_scenario_error_with_a_code(tmp_path: Path) -> None:
    """Issue 19: 1,222 mutated files escaped as ``UnicodeDecodeError``."""
    f = tmp_path / "latin1.json"
    f.write_bytes('{"players": ["red", "blue"], "meta": {"title": "Trésor"}}'.encode("latin-1"))
    err = error_of(f)
    assert (err.code, err.params["name"]) == ("not_utf8", "latin1.json")
    assert err.params["offset"] == 51  # the byte of «é», counted from 1


def test_a_utf8_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    f = tmp_path / "bom.json"
    f.write_bytes(b"\xef\xbb\xbf" + b'{"players": ["red", "blue"], "seed": 1}')
    assert load_scenario(f).players == ("red", "blue")


@pytest.mark.parametrize("suffix", [".json", ".yaml"])
def test_an_integer_of_thousands_of_digits_names_its_field_and_the_limit(
    tmp_path: Path, suffix: str
) -> None:
    """Issue 19: 10 files escaped as ``ValueError`` (a ≥ 4,300-digit integer)."""
    f = tmp_path / f"big{suffix}"
    f.write_text(f'{{"players": ["red", "blue"], "seed": 1, "influence": {{"red": {HUGE}}}}}')
    err = error_of(f)
    assert (err.code, err.field, err.params["limit"]) == (
        "number_too_long",
        "influence.red",
        MAX_INT_DIGITS,
    )


def test_a_saved_frame_pointing_past_its_list_is_a_scenario_error() -> None:
    """Issue 19: 1 file escaped as ``IndexError`` (a frame pointing past its list)."""
    with_move = {**FRAME_PAST_ITS_LIST, "moves": ["to 0"]}
    assert error_of(with_move).code == "unplayable"
    # without moves: found by trying the moves the frame offers, before play
    assert error_of(FRAME_PAST_ITS_LIST).code == "unplayable"


@pytest.mark.parametrize("fmt", ["JSON", "YAML"])
def test_deep_nesting_is_refused_without_recursion_error(fmt: str) -> None:
    """Issue 20: ``[``×1000 ``]``×1000 raised ``RecursionError`` at the desk."""
    for depth in (1000, 100_000):
        with pytest.raises(ScenarioError) as e:
            parse_scenario("[" * depth + "]" * depth, fmt)
        assert (e.value.code, e.value.params["limit"]) == ("too_deep", MAX_DEPTH)
    nested = {"players": ["red", "blue"], "seed": 1, "meta": {}}
    node = nested["meta"]
    for _ in range(MAX_DEPTH + 5):
        node["x"] = {}
        node = node["x"]
    assert error_of(nested).code == "too_deep"  # a dict built in Python too
    with pytest.raises(ScenarioError) as e:
        parse_scenario(json.dumps(nested), fmt)
    assert e.value.code == "too_deep"


def test_a_billion_laughs_yaml_is_refused_at_once(tmp_path: Path) -> None:
    """Issue 19: an alias bomb ran > 38 s at 1.1 GB before it was stopped."""
    f = tmp_path / "bomb.yaml"
    f.write_text(BOMB)
    start = time.perf_counter()
    err = error_of(f)
    assert (err.code, err.params["line"]) == ("yaml_alias", 2)
    assert time.perf_counter() - start < 5  # refused before any expansion
    with pytest.raises(ScenarioError) as e:
        parse_scenario(BOMB)  # pasted text: JSON first, then YAML
    assert e.value.code == "yaml_alias"


def test_python_tags_in_yaml_stay_refused(tmp_path: Path) -> None:
    f = tmp_path / "tag.yaml"
    f.write_text("!!python/object/apply:os.system ['echo owned > owned.txt']\n")
    assert error_of(f).code == "bad_syntax"
    assert not (tmp_path / "owned.txt").exists() and not (ROOT / "owned.txt").exists()


def test_a_yaml_date_in_meta_stays_text() -> None:
    """Issue 20: ``2024-13-45`` in ``meta`` raised ``ValueError`` at the desk."""
    data = parse_scenario("players: [red, blue]\nseed: 1\nmeta: {date: 2024-13-45}\n", "YAML")
    assert data["meta"] == {"date": "2024-13-45"}
    assert parse_scenario("players: [a, b]\nmeta: {d: 2024-01-02}\n")["meta"] == {"d": "2024-01-02"}


def test_a_file_over_the_size_limit_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    f = tmp_path / "big.json"
    f.write_text('{"players": ["red", "blue"], "meta": "' + "x" * (3 * MAX_BYTES) + '"}')
    err = error_of(f)
    assert err.code == "too_big"
    assert (err.params["size"], err.params["limit"]) == (f.stat().st_size, MAX_BYTES)
    with pytest.raises(ScenarioError) as e:
        parse_scenario("x" * (MAX_BYTES + 1))
    assert e.value.code == "too_big" and e.value.params["name"] is None


def test_a_scenario_just_under_the_limits_loads() -> None:
    data = {"players": ["red", "blue"], "seed": 10**MAX_INT_DIGITS - 1, "meta": {}}
    node = data["meta"]
    for _ in range(MAX_DEPTH - 3):
        node["x"] = {}
        node = node["x"]
    text = json.dumps(data)
    assert read_scenario(data) is data
    assert load_scenario(parse_scenario(text, "JSON")).players == ("red", "blue")


@pytest.mark.parametrize("card, edition", [("twin", "ablaze"), ("fanatic", "alliance")])
def test_a_kept_twin_or_fanatic_from_a_hand_written_frame_does_not_round_trip(
    card: str, edition: str
) -> None:
    """Issue 20: a hand-written Pact frame (L10) on a Twin or a Fanatic keeps that
    card; its ``to_json()`` does not load back (only Pact and Infiltration are kept)."""
    data = kept_by_frame(card, edition)
    st = load_scenario(data)
    assert st.kept["red"] == ((card, 0),)
    with pytest.raises(ScenarioError) as e:
        check_round_trip(st)
    assert e.value.code == "no_round_trip"


def test_a_normal_state_round_trips() -> None:
    st = oriflamme.new_game(["red", "blue", "green"], "alliance", seed=4)
    for _ in range(12):
        st.apply(st.legal_moves()[0])
    check_round_trip(st)


# --- the command line: exit 2, one line, for every bad file ------------------------


def test_the_command_line_exits_2_with_one_line_for_every_bad_file(tmp_path: Path) -> None:
    files = {
        "latin1.json": '{"players": ["é"]}'.encode("latin-1"),
        "binary.json": bytes(range(256)),
        "digits.json": f'{{"players": ["red", "blue"], "round": {HUGE}}}'.encode(),
        "digits.yaml": f"players: [red, blue]\nround: {HUGE}\n".encode(),
        "frame.json": json.dumps({**FRAME_PAST_ITS_LIST, "moves": ["to 0"]}).encode(),
        "deep.json": b"[" * 100_000 + b"]" * 100_000,
        "deep.yaml": b"[" * 100_000 + b"]" * 100_000,
        "bomb.yaml": BOMB.encode(),
        "tag.yaml": b"!!python/object/apply:os.system ['true']\n",
        "date.yaml": b"players: [red, blue]\nround: 2024-13-45\n",
        "big.json": b'{"meta": "' + b"x" * (MAX_BYTES + 10) + b'"}',
        "empty.json": b"",
    }
    procs = {}
    for name, content in files.items():
        (tmp_path / name).write_bytes(content)
        procs[name] = subprocess.Popen(
            [sys.executable, "-m", "oriflamme", "replay", str(tmp_path / name)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
    for name, p in procs.items():
        out, err = p.communicate(timeout=120)
        assert p.returncode == 2, (name, err)
        assert out == "" and err.count("\n") == 1 and "Traceback" not in err, (name, err)
        assert err.startswith(str(tmp_path / name) + ": "), (name, err)
