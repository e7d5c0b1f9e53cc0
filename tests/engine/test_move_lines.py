"""One rule reads a move line, the same for both games (issue 32 items 3–4;
docs/protocol.md «Move lines»): at most 80 characters counted as written,
words separated by ASCII spaces only (any other whitespace or control
character is ``bad_character``), numbers in ASCII digits of at most 6 digits
checked before ``int()``. Every refusal leaves the state as it was."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

import oriflamme
from oriflamme.core.errors import IllegalMoveError
from oriflamme.games.orichalque.engine import IllegalMove as OrichalqueIllegal
from oriflamme.games.orichalque.engine import new_game as new_orichalque
from oriflamme.games.orichalque.words import explain as explain_orichalque
from oriflamme.games.oriflamme.engine import IllegalMove
from oriflamme.games.oriflamme.engine.notation import MAX_MOVE, parse_move, read_move_line
from oriflamme.games.oriflamme.words import explain as explain_oriflamme
from oriflamme.i18n.catalog import ALL_LANGS


def _oriflamme() -> tuple[Any, str]:
    """A base game at its first placement; a legal move of it."""
    st = oriflamme.new_game(["red", "blue", "green"], seed=3)
    return st, st.legal_moves()[0]


def _mixed() -> tuple[Any, str]:
    """A mixed table (Ablaze and Alliance families) in its resolution: `reveal`."""
    st = oriflamme.new_game(
        ["red", "blue"], "base", seed=4, families={"red": "ablaze", "blue": "alliance"}
    )
    while st.pending.decision == "place":
        st.apply(st.legal_moves()[0])
    return st, st.legal_moves()[0]


def _orichalque() -> tuple[Any, str]:
    """Orichalque at its first action card: `take N`."""
    st = new_orichalque(["red", "blue"], seed=1)
    st.apply(st.legal_moves()[0])  # the metropolis
    return st, st.legal_moves()[0]


GAMES: dict[str, Callable[[], tuple[Any, str]]] = {
    "oriflamme": _oriflamme,
    "mixed table": _mixed,
    "orichalque": _orichalque,
}

#: Whitespace other than the ASCII space, control and format characters.
REFUSED = [
    "\t", "\n", "\r", "\x0b", "\x0c", "\x00", "\x1f", "\x7f", "\x85",
    "\u00a0", "\u1680", "\u2009", "\u200b", "\u2028", "\u2029", "\u202f", "\u3000", "\ufeff",
]  # fmt: skip


def _state(st: Any) -> str:
    return json.dumps(st.to_json(), sort_keys=True)


def _refused(st: Any, move: str) -> IllegalMoveError:
    """The game's own ``IllegalMove`` (each game's subclasses the core's)."""
    before = _state(st)
    with pytest.raises(IllegalMoveError) as caught:
        st.apply(move)
    assert _state(st) == before, f"{move!r} changed the state"
    assert caught.value.legal == st.legal_moves()
    return caught.value


@pytest.mark.parametrize("game", GAMES)
def test_ascii_spaces_around_and_between_words_are_one_space(game: str) -> None:
    st, move = GAMES[game]()
    twin, _ = GAMES[game]()
    padded = "  " + move.replace(" ", "   ") + " "
    assert st.apply(padded) == twin.apply(move)
    assert _state(st) == _state(twin)


@pytest.mark.parametrize("char", REFUSED, ids=[f"U+{ord(c):04X}" for c in REFUSED])
@pytest.mark.parametrize("game", GAMES)
def test_any_other_whitespace_or_control_character_is_a_bad_character(game: str, char: str) -> None:
    st, move = GAMES[game]()
    head, _, tail = move.partition(" ")
    lines = [char + move, move + char, f"{head}{char}{tail}" if tail else head + char]
    for line in lines:
        error = _refused(st, line)
        assert error.code == "bad_character", (line, error)
        # quoted with the character made visible, never raw
        assert char not in error.move and repr(char)[1:-1] in error.move


@pytest.mark.parametrize("game", GAMES)
def test_the_length_bound_counts_the_line_as_written(game: str) -> None:
    """Issue 32: 147 form feeds then a move were read as the move."""
    st, move = GAMES[game]()
    for line in (" " * (MAX_MOVE + 1 - len(move)) + move, "\x0c" * 147 + move):
        assert len(line) > MAX_MOVE
        error = _refused(st, line)
        assert error.code == "unknown_move", error
        assert len(error.move) <= MAX_MOVE
    just = " " * (MAX_MOVE - len(move)) + move  # 80 characters: read
    assert read_move_line(just) == move


#: Digits ``str.isdigit`` accepts and ``int`` refuses, or reads as another number.
UNICODE_DIGITS = ["①", "²", "³", "¹", "፩", "٣", "３", "𝟙", "߁"]


@pytest.mark.parametrize("digit", UNICODE_DIGITS)
def test_numbers_are_ascii_digits_in_both_games(digit: str) -> None:
    st, _ = _oriflamme()
    assert _refused(st, f"play heir on {digit}").code == "unknown_move"
    st, _ = _mixed()
    assert _refused(st, f"target {digit}").code == "unknown_move"
    st, _ = _orichalque()
    for line in (f"take {digit}", f"fight f3 {digit}", f"build {digit} b4", f"discard {digit}"):
        assert _refused(st, line).code == "unknown_move", line


@pytest.mark.parametrize("digits", [7, 60, 4301])
def test_a_long_number_is_refused_before_int(digits: int) -> None:
    """Over 6 digits: no position or slot; 4,301 digits used to be a ValueError."""
    number = "9" * digits
    for build, line in (
        (_oriflamme, f"play heir on {number}"),
        (_mixed, f"target {number}"),
        (_orichalque, f"take {number}"),
        (_orichalque, f"fight f3 {number}"),
        (_orichalque, f"build {number} b4"),
    ):
        st, _ = build()
        assert _refused(st, line).code == "unknown_move", line[:20]


def test_leading_zeros_read_as_the_number_in_both_games() -> None:
    st, move = _orichalque()
    verb, n = move.split()
    twin, _ = _orichalque()
    assert st.apply(f"{verb} 00{n}") == twin.apply(move)
    assert parse_move("target 003").n == 3


def test_a_listed_move_is_taken_as_it_is() -> None:
    for build in GAMES.values():
        st, move = build()
        assert read_move_line(move) == move
        st.apply(move)


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_the_learner_reads_why_in_their_language(lang: str) -> None:
    st, move = _oriflamme()
    error = _refused(st, move.replace(" ", "\t", 1))
    text = explain_oriflamme(error, lang)
    assert text and "{" not in text and "bad_character" not in text
    assert text != explain_oriflamme(IllegalMove("unknown_move", "", move), lang)
    st, move = _orichalque()
    error = _refused(st, "\u3000" + move)
    assert isinstance(error, OrichalqueIllegal)
    och = explain_orichalque(error, lang)
    assert och and och != explain_orichalque(OrichalqueIllegal("not_allowed"), lang)
