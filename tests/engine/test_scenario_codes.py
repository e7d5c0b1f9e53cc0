"""Every ``ScenarioError`` carries a code of ``SCENARIO_ERRORS`` and the values
its sentence needs; the English ``str(err)`` (the command line's) is unchanged.

``CASES`` holds at least one bad scenario for every code; ``fuzzed_errors()``
mutates valid scenarios at random (as ``test_fuzz.py`` does, but seeded). The
i18n tests (``tests/i18n/test_scenario_errors.py``) explain all of them.
"""

from __future__ import annotations

import copy
import json
import pickle
import random
import re
from pathlib import Path
from typing import Any

import pytest
from scenario_helpers import fuzz_bases, pos, scenario

import oriflamme
from oriflamme import ScenarioError
from oriflamme.games.oriflamme.engine.errors import SCENARIO_ERRORS
from oriflamme.games.oriflamme.engine.scenario import build_state, read_scenario

BASE = scenario("red heir", "blue spy", hands={"red": ["lord"]})


def _card(cid: str, owner: str = "red", **keys: Any) -> dict[str, Any]:
    return {"card": cid, "owner": owner, **keys}


def _frame(**keys: Any) -> dict[str, Any]:
    return {"ability": "spy", "source": ["red", "spy"], "player": "red", **keys}


def _two(edition: str, **keys: Any) -> dict[str, Any]:
    return {"players": ["red", "blue"], "edition": edition, "hands": {}, **keys}


#: (a change to ``BASE``, or a whole scenario under ``"="``) -> field, code.
CASES: list[tuple[dict[str, Any], str, str]] = [
    ({"round": True}, "round", "not_whole_number"),
    ({"influence": {"red": "3"}}, "influence.red", "not_whole_number"),
    ({"round": 7}, "round", "out_of_range"),
    ({"next": -1}, "next", "out_of_range"),
    ({"queue": [[_card("heir", tokens=-1)]]}, "queue[0][0].tokens", "out_of_range"),
    ({"queue": [[_card("heir", face_up="yes")]]}, "queue[0][0].face_up", "not_bool"),
    ({"queue": [[_card("heir", verdict=None)]]}, "queue[0][0].verdict", "not_bool"),
    ({"hands": {"red": "heir"}}, "hands.red", "expected_list"),
    ({"moves": "reveal"}, "moves", "expected_list"),
    ({"winners": 5}, "winners", "expected_list"),
    ({"queue": {"a": 1}}, "queue", "expected_list"),
    ({"hands": 3}, "hands", "expected_object"),
    ({"queue": [[5]]}, "queue[0][0]", "expected_object"),
    ({"families": {"red": None}}, "families.red", "expected_object"),
    ({"frames": [_frame(step=3)]}, "frames[0].step", "not_a_word"),
    ({"colour": 1}, "colour", "unknown_key"),
    ({"": 1}, "''", "unknown_key"),
    ({"queue": [[_card("heir", colour=1)]]}, "queue[0][0].colour", "unknown_key"),
    ({"families": {"red": {"x": 1}}}, "families.red.x", "unknown_key"),
    ({"frames": [_frame(x=1)]}, "frames[0].x", "unknown_key"),
    ({"queue": [[{"card": "heir"}]]}, "queue[0][0].owner", "missing"),
    ({"queue": [[{"owner": "red"}]]}, "queue[0][0].card", "missing"),
    ({"=": {"queue": []}}, "players", "missing_players"),
    ({"first_player": "pink"}, "first_player", "not_a_player"),
    ({"influence": {"pink": 3}}, "influence.pink", "not_a_player"),
    ({"winners": ["pink"]}, "winners[0]", "not_a_player"),
    ({"players": ["red"]}, "players", "player_count"),
    ({"players": ["a", "b", "c", "d", "e", "f"]}, "players", "player_count"),
    ({"players": ["Red", "blue"]}, "players[0]", "bad_player_id"),
    ({"players": ["red", "blue", "red"]}, "players", "player_twice"),
    ({"edition": "deluxe"}, "edition", "not_an_edition"),
    ({"families": {"red": {"edition": "x"}}}, "families.red.edition", "not_an_edition"),
    ({"queue": [[_card("judge")]]}, "queue[0][0].card", "not_a_card"),
    ({"kept": {"red": [{}]}}, "kept.red[0].card", "not_a_card"),
    ({"discards": {"red": ["archer", "archer"]}}, "discards.red[1]", "card_elsewhere"),
    ({"aside": {"red": ["heir"]}}, "aside.red[0]", "card_elsewhere"),
    ({"queue": [[]]}, "queue[0]", "empty_stack"),
    ({"queue": [[_card("heir", face_up=True, tokens=2)]]}, "queue[0][0].tokens", "tokens_face_up"),
    ({"queue": [[_card("ambush", face_up=True)]]}, "queue[0][0].face_up", "intrigue_face_up"),
    (
        {"queue": [[_card("heir", face_up=True, inactive=True)]]},
        "queue[0][0].inactive",
        "inactive_face_up",
    ),
    ({"kept": {"red": [{"card": "archer"}]}}, "kept.red[0].card", "never_kept"),
    (
        {"=": _two("alliance", kept={"red": [{"card": "infiltration", "tokens": 1}]})},
        "kept.red[0].tokens",
        "tokens_not_pact",
    ),
    (
        {"=": _two("ablaze", queue=[[_card("prince", "blue", bribed_by="red")]])},
        "queue[0][0].bribed_by",
        "bad_bribe",
    ),
    (
        {"queue": [[_card("heir", "blue", face_up=True, bribed_by="red")]]},
        "queue[0][0].bribed_by",
        "bribe_not_ablaze",
    ),
    (
        {
            "=": _two(
                "ablaze",
                queue=[
                    [_card("prince", "blue", face_up=True, bribed_by="red")],
                    [_card("queen", "blue", face_up=True, bribed_by="red")],
                ],
            )
        },
        "queue[1][0].bribed_by",
        "bribe_elsewhere",
    ),
    ({"bribes_left": ["red"]}, "bribes_left[0]", "no_bribe_in_hand"),
    ({"twin": ["red"]}, "twin[0]", "twin_not_ablaze"),
    ({"queue": [[_card("heir", verdict=True)]]}, "queue[0][0].verdict", "verdict_no_alliance"),
    (
        {"=": _two("alliance", queue=[[_card("judge", verdict=True)]], verdicts_left=5)},
        "verdicts_left",
        "too_many_verdicts",
    ),
    ({"direction": "up"}, "direction", "not_a_direction"),
    # another game's file sent to Oriflamme's reader (the registry sends it to its game)
    ({"game": "orichalque"}, "game", "not_a_game"),
    ({"phase": "bidding"}, "phase", "not_a_phase"),
    ({"seed": 3}, "seed", "seed_with_position"),
    ({"=": {"players": ["red", "blue"], "seed": 1.5}}, "seed", "bad_seed"),
    ({"resolving": 5}, "resolving", "bad_resolving"),
    (
        {"phase": "placement", "next": "red", "frames": [_frame(source=["blue", "spy"])]},
        "frames",
        "frames_outside_resolution",
    ),
    ({"frames": [{}]}, "frames[0].ability", "not_an_ability"),
    ({"frames": [{"ability": "zzz"}]}, "frames[0].ability", "not_an_ability"),
    ({"frames": [{"ability": "spy", "source": "spy"}]}, "frames[0].source", "bad_source"),
    ({"frames": [_frame(source=["red", "x"])]}, "frames[0].source[1]", "not_players_card"),
    ({"frames": [_frame(source=["pink", "spy"])]}, "frames[0].source[0]", "not_a_player"),
    ({"frames": [_frame(moves=[])]}, "frames[0].moves", "no_legal_moves"),
    ({"frames": [_frame(moves=["jump"])]}, "frames[0].moves[0]", "not_a_move"),
    ({"frames": [_frame(moves=["target 9"])]}, "frames[0].moves[0]", "no_such_position"),
    (
        {"frames": [_frame(ability="reveal", source=["red", "lord"], moves=["reveal", "bank"])]},
        "frames[0].source",
        "reveal_not_top",
    ),
    ({"moves": [5]}, "moves[0]", "not_a_move_line"),
]


def scenario_of(change: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(change["="]) if "=" in change else {**copy.deepcopy(BASE), **change}


def raised(source: Any) -> ScenarioError:
    with pytest.raises(ScenarioError) as e:
        oriflamme.load_scenario(source)
    return e.value


def file_errors(tmp: Path) -> list[tuple[ScenarioError, str]]:
    """Errors about the file itself (read_scenario, build_state), with their code."""
    (tmp / "list.json").write_text("[1, 2]")
    (tmp / "bad.json").write_text('{"players": ["red",, "blue"]}')
    (tmp / "bad.yaml").write_text("players: [red,\n  blue: }\n")
    out = [
        (raised(tmp / "list.json"), "not_an_object"),
        (raised(tmp / "bad.json"), "bad_syntax"),
        (raised(tmp / "bad.yaml"), "bad_syntax"),
        (raised(tmp / "missing.json"), "cannot_read"),
        (raised(str(tmp)), "cannot_read"),
        (raised(None), "not_object_or_path"),
        (raised([1, 2]), "not_object_or_path"),
    ]
    with pytest.raises(ScenarioError) as e:
        build_state([1])  # type: ignore[arg-type]
    out.append((e.value, "not_an_object"))
    return out


def bounds_errors() -> list[tuple[ScenarioError, str]]:
    """Errors of the bounds on what is read (issue 19; tests/engine/test_input_bounds.py)."""
    from oriflamme.games.oriflamme.engine.scenario import check_round_trip, parse_scenario

    out = []
    for raw, fmt, code in [
        (b"x" * 1_000_001, None, "too_big"),
        (b'{"players": ["\xe9"]}', "JSON", "not_utf8"),
        ("[" * 100 + "]" * 100, "JSON", "too_deep"),
        ('{"round": ' + "9" * 40 + "}", "JSON", "number_too_long"),
        ("a: &a [1]\nb: *a\n", "YAML", "yaml_alias"),
    ]:
        with pytest.raises(ScenarioError) as e:
            parse_scenario(raw, fmt)
        out.append((e.value, code))
    decree = scenario("red royal_decree", "blue soldier up", round=2)
    decree["queue"][0][0]["face_up"] = True
    decree["resolving"] = ["red", "royal_decree"]
    decree["frames"] = [
        {
            "ability": "royal_decree",
            "source": ["red", "royal_decree"],
            "player": "red",
            "step": "destination",
            "decision": "destination",
            "moves": ["to 0"],
            "data": {"src": 7},  # past the queue
        }
    ]
    with pytest.raises(ScenarioError) as e:
        oriflamme.load_scenario(decree)
    out.append((e.value, "unplayable"))
    st = pos("red lord up", "blue soldier")
    st.kept["red"] = (("heir", 0),)  # as a hand-written frame could leave it (issue 20)
    with pytest.raises(ScenarioError) as e:
        check_round_trip(st)
    out.append((e.value, "no_round_trip"))
    return out


def teacher_errors() -> list[tuple[ScenarioError, str]]:
    """Errors of a pasted scenario at the teacher's desk (``oriflamme.widgets.teacher``)."""
    teacher = pytest.importorskip("oriflamme.widgets.teacher")
    out = []
    for text, code in [
        ("   ", "empty"),
        ("players: [red,\n  blue: }", "not_json_or_yaml"),
        ("- 1\n- 2", "not_an_object"),
        ('{"players": ["red", "blue"], "seed": 1, "moves": "reveal"}', "expected_list"),
    ]:
        with pytest.raises(ScenarioError) as e:
            teacher.load_text(text)
        out.append((e.value, code))
    return out


def link_errors() -> list[tuple[ScenarioError, str]]:
    """Errors of a share link (``oriflamme.core.link``, issue 13)."""
    from oriflamme.core.link import MAX_LINK, decode_link

    out = []
    for text, code in [("A" * (MAX_LINK + 1), "link_too_long"), ("not a link", "bad_link")]:
        with pytest.raises(ScenarioError) as e:
            decode_link(text, ScenarioError)
        out.append((e.value, code))
    return out


def case_errors() -> list[ScenarioError]:
    out = []
    for change, _field, _code in CASES:
        with pytest.raises(ScenarioError) as e:
            oriflamme.load_scenario(scenario_of(change))
        out.append(e.value)
    return out


# --- fuzzing, after test_fuzz.py: mutate valid scenarios, keep what is raised

FUZZ_VALUES: list[Any] = [
    None, True, False, -1, 0, 3, 7, 12, 1.5, "", "red", "pink", "heir", "archerr", "judge",
    "reveal", "target 9", "placement", "up", "base", "deluxe", "Red", [], [1], ["red"],
    [[]], {}, {"x": 1}, {"card": "heir"}, {"card": "heir", "owner": "red", "face_up": True},
]  # fmt: skip


def _bases() -> list[dict[str, Any]]:
    """The fuzz bases of test_fuzz.py, plus an Ablaze and an Alliance table."""
    return [
        *fuzz_bases(),
        _two("ablaze", queue=[[_card("prince", "blue", face_up=True, bribed_by="red")]]),
        _two("alliance", queue=[[_card("judge", verdict=True)]], kept={"red": [{"card": "pact"}]}),
    ]


def _paths(d: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(d, dict):
        for k, v in d.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(d, list):
        for i, v in enumerate(d):
            out += _paths(v, (*prefix, i))
    return out


def fuzzed_errors(n: int = 600, seed: int = 2024) -> list[ScenarioError]:
    """The ``ScenarioError`` of each of ``n`` seeded random mutations that raise one."""
    rnd = random.Random(seed)
    bases = _bases()
    out = []
    for _ in range(n):
        data = copy.deepcopy(rnd.choice(bases))
        where = rnd.choice(_paths(data))
        parent = data
        for k in where[:-1]:
            parent = parent[k]
        value = copy.deepcopy(rnd.choice(FUZZ_VALUES))
        how = rnd.randrange(3)
        if how == 0:
            parent[where[-1]] = value
        elif how == 1:
            del parent[where[-1]]
        elif isinstance(parent, dict):
            parent[rnd.choice(["colour", "tokens", "face_up", "pink", "bribed_by", "x"])] = value
        else:
            parent.append(value)
        try:
            oriflamme.load_scenario(data)
        except ScenarioError as e:
            out.append(e)
        except oriflamme.IllegalMove:
            pass
    return out


# --- the tests ------------------------------------------------------------------


def test_codes_are_snake_case_with_a_gloss() -> None:
    for code, gloss in SCENARIO_ERRORS.items():
        assert re.fullmatch(r"[a-z]+(_[a-z0-9]+)*", code), code
        assert gloss and gloss == gloss.strip(), code


@pytest.mark.parametrize("change, field, code", CASES)
def test_a_bad_scenario_names_the_field_and_the_code(
    change: dict[str, Any], field: str, code: str
) -> None:
    err = raised(scenario_of(change))
    assert (err.field, err.code) == (field, code), str(err)
    assert code in SCENARIO_ERRORS
    assert str(err) == f"{field}: {err.message}"  # the command line's line, in English


def test_every_code_has_an_example(tmp_path: Path) -> None:
    seen = {code for _, _, code in CASES}
    seen |= {code for _, code in file_errors(tmp_path)}
    seen |= {code for _, code in teacher_errors()}
    seen |= {err.code for err, code in link_errors() if err.code == code}
    bounds = bounds_errors()
    assert [e.code for e, _ in bounds] == [code for _, code in bounds]
    seen |= {code for _, code in bounds}
    assert seen == set(SCENARIO_ERRORS)


def test_file_and_pasted_text_errors_have_their_code(tmp_path: Path) -> None:
    for err, code in file_errors(tmp_path) + teacher_errors():
        assert err.code == code, str(err)
        assert err.field in ("", "moves")


def test_fuzzed_scenarios_raise_only_known_codes() -> None:
    errors = fuzzed_errors()
    assert len(errors) > 100
    codes = {e.code for e in errors}
    assert codes <= set(SCENARIO_ERRORS), codes - set(SCENARIO_ERRORS)
    assert len(codes) >= 15, codes


def test_english_messages_are_unchanged() -> None:
    """The command line prints ``str(err)`` (docs/PROTOCOL.md §5): the same words as
    before codes."""
    expected = {
        "not_a_card": "queue[0][0].card: 'judge' is not a card of edition base",
        "card_elsewhere": "discards.red[1]: red's archer is already at discards.red[0] "
        "(each card is in one place)",
        "not_whole_number": "round: True is not a whole number",
        "expected_object": "hands: expected an object, got int",
        "player_count": "players: 1 players: a game has 2 to 5 (G13)",
        "not_a_player": "first_player: 'pink' is not a player of this scenario (red, blue, green)",
        # ``game`` joined the keys with issue 25 (a file may name its game: the registry's pick)
        "unknown_key": "colour: unknown key (allowed: aside, bribes_left, direction, discards, "
        "edition, families, finished, first_player, frames, game, hands, influence, kept, meta, "
        "moves, "
        "next, pending, phase, players, queue, resolving, round, scores, seed, twin, "
        "verdicts_left, winners)",
        "missing": "queue[0][0].owner: missing",
        "player_twice": "players: a player is listed twice",
        "bribe_elsewhere": "queue[1][0].bribed_by: red's only bribery token is already at "
        "queue[0][0] (A1)",
        "no_such_position": "frames[0].moves[0]: no position 9 in the queue",
    }
    got = {}
    for change, _field, code in CASES:
        if code in expected and code not in got:
            got[code] = str(raised(scenario_of(change)))
    assert got == expected


def test_params_hold_the_values_of_the_sentence() -> None:
    err = raised(scenario_of({"queue": [[_card("archerr")]]}))
    assert (err.code, err.params) == ("not_a_card", {"value": "archerr", "edition": "base"})
    err = raised(scenario_of({"discards": {"red": ["archer", "archer"]}}))
    assert err.params == {"card": "archer", "owner": "red", "where": "discards.red[0]"}
    err = raised(scenario_of({"round": 9}))
    assert err.params == {"value": 9, "lo": 1, "hi": 6}


def test_a_scenario_error_pickles_with_its_code() -> None:
    err = raised(scenario_of({"queue": [[_card("archerr")]]}))
    back = pickle.loads(pickle.dumps(err))
    assert (str(back), back.field, back.code, back.params) == (
        str(err),
        err.field,
        err.code,
        err.params,
    )


def test_read_scenario_of_a_dict_is_the_dict() -> None:
    data = json.loads(json.dumps(BASE))
    assert read_scenario(data) is data


def test_a_saved_reveal_frame_without_moves_names_the_field() -> None:
    """A hand-edited state whose reveal frame lost its moves is a bad file, not a crash."""
    import oriflamme
    from oriflamme.games.oriflamme.engine import ScenarioError

    state = oriflamme.load_scenario(
        {
            "players": ["red", "blue"],
            "round": 2,
            "queue": [[{"card": "soldier", "owner": "red"}]],
            "phase": "resolution",
            "next": 0,
        }
    )
    data = state.to_json()
    assert data["frames"][0]["ability"] == "reveal"
    data["frames"][0]["moves"] = None
    try:
        oriflamme.load_scenario(data)
    except ScenarioError as err:
        assert err.field == "frames[0].moves" and err.code == "missing"
    else:  # pragma: no cover - a failure
        raise AssertionError("loaded a reveal frame without moves")
