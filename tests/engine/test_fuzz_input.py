"""Issue 19, fuzzing at a size CI affords (the long run is ``make bench``:
``python -m benchmarks.fuzz``). Move strings, scenario files of any bytes (as
files and as pasted text), and progress files end in the documented error or
in success — nothing escapes. Generators: ``oriflamme.fuzzing``."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oriflamme.fuzzing import (
    base_files,
    fuzz_move,
    mutate_file,
    progress_content,
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
    state = random_state(rnd)
    for _ in range(40):
        assert try_move(state, fuzz_move(rnd, state.legal_moves())) is None
        if state.finished:
            break


@SETTINGS
@given(st.text(max_size=30) | st.from_regex(r"(target|to|option) [0-9]{1,6000}", fullmatch=True))
def test_any_text_as_a_move_ends_in_illegal_move_or_a_move(text: str) -> None:
    state = random_state(random.Random(len(text)))
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
