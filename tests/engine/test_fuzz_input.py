"""Issues 19 and 32, fuzzing at a size CI affords (the long run is ``make bench``:
``python -m benchmarks.fuzz``). Move strings — for every game: Oriflamme's
editions, mixed tables and Orichalque, with Unicode digits, numbers of
thousands of digits and odd whitespace —, scenario files of any bytes (as files
and as pasted text, both games'), and progress files end in the documented
error or in success — nothing escapes, and no line the notation refuses is
accepted. Generators: ``oriflamme.fuzzing``."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oriflamme.fuzzing import (
    ODD_SPACES,
    UNICODE_DIGITS,
    base_files,
    fuzz_move,
    mutate_file,
    progress_content,
    random_any_state,
    random_orichalque_state,
    random_state,
    try_file,
    try_move,
)
from oriflamme.tutor import Progress

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
BASES = base_files(random.Random(19))


@SETTINGS
@given(st.randoms(use_true_random=False))
def test_fuzzed_moves_end_in_illegal_move_with_the_state_untouched(rnd: random.Random) -> None:
    state = random_any_state(rnd)
    for _ in range(40):
        assert try_move(state, fuzz_move(rnd, state.legal_moves())) is None
        if state.finished:
            break


#: A number word of either game: ASCII, Unicode digits, or thousands of digits.
NUMBER = (
    st.from_regex(r"[0-9]{1,6000}", fullmatch=True)
    | st.text(st.sampled_from(UNICODE_DIGITS + list("0123456789")), min_size=1, max_size=8)
    | st.integers(0, 10**7).map(str)
)
#: Separators: mostly the ASCII space, sometimes what the notation refuses.
SEPARATOR = st.sampled_from([" ", " ", " ", "  ", *ODD_SPACES])
VERBS = ["target", "to", "option", "play heir on", "take", "discard", "build", "fight f3"]


@st.composite
def move_lines(draw: st.DrawFn) -> str:
    verb, number, sep = draw(st.sampled_from(VERBS)), draw(NUMBER), draw(SEPARATOR)
    line = f"{verb}{sep}{number}" + (" b4" if verb == "build" else "")
    return draw(st.sampled_from(["", " ", *ODD_SPACES])) * draw(st.integers(0, 90)) + line


ORICHALQUE = random_orichalque_state(random.Random(32))  # a mid-game position
ORIFLAMME = random_state(random.Random(32))


@SETTINGS
@given(st.text(max_size=30) | move_lines(), st.booleans())
def test_any_text_as_a_move_ends_in_illegal_move_or_a_move(text: str, orichalque: bool) -> None:
    state = (ORICHALQUE if orichalque else ORIFLAMME).copy()
    assert try_move(state, text) is None


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.sampled_from(range(len(BASES))), st.booleans())
def test_mutated_scenario_files_end_in_a_scenario_error_or_a_game(
    rnd: random.Random, which: int, pasted: bool
) -> None:
    raw, fmt = BASES[which]
    kind, why = try_file(mutate_file(rnd, raw), None if pasted else fmt)
    assert kind != "escaped", why


@SETTINGS
@given(st.binary(max_size=300), st.sampled_from(["JSON", "YAML", None]))
def test_any_bytes_as_a_scenario_end_in_a_scenario_error_or_a_game(
    raw: bytes, fmt: str | None
) -> None:
    kind, why = try_file(raw, fmt)
    assert kind != "escaped", why


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False) | st.just(random.Random(0)), st.binary(max_size=60))
def test_any_progress_file_lets_the_tutor_start(
    tmp_path_factory, rnd: random.Random, noise: bytes
) -> None:
    path: Path = tmp_path_factory.mktemp("p") / "progress.json"
    path.write_bytes(progress_content(rnd) if rnd.random() < 0.7 else noise)
    p = Progress(path)  # never raises
    assert p.problem is None or p.problem["key"].startswith("tutor-progress-")
    p.record("goal", 2)
    assert Progress(path).stars("goal") >= 2
