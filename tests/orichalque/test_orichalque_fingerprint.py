"""The Orichalque engine's fingerprint (issue 25): what it does, hashed, before
and after a rewrite that must not change behaviour (typed state, one module
per step of the turn, speed).

``fingerprint.json`` beside this file holds the digests the engine gave before
the rewrite; each test here recomputes a part and compares:

- **random games**: 1,000 seeded games from a fresh deal (seed ``n``: 2, 3 or 4
  players as ``n % 3``), in chunks of 25, hashed by ``trace``: at every
  decision the pending decision, the legal moves, ``to_json()``'s text (keys
  in their order: the JSON byte for byte) and each move's events as every
  viewer sees them; at every 10th decision also refusals of wrong moves
  (reason code, text, legal moves) and the state untouched after them, every
  player's view and the teacher's, the JSON's round trip through
  ``from_json``, ``undo()`` and the move played again;
- **scenarios**: every golden file (``tests/scenarios/orichalque``) and every
  lesson's position (``tutorials/orichalque``), loaded (its ``to_json()``
  text, legal moves, views) and played on at random from there, 3 games each;
- **bots and words**: games of the random and greedy bots, and the words and
  the drawing along random games (``narrate``, ``move_text``, ``explain`` in
  uk, ru and fr, ``board_svg``) — what the widgets show.

After a change that is *meant* to change behaviour (a rule fixed), write the
file again and say so in the commit::

    .venv/bin/python tests/orichalque/test_orichalque_fingerprint.py --write

A test run recomputes every 5th chunk of random games (200 games) and the
rest; ``OCH_FINGERPRINT=all`` recomputes all 1,000 (run it before a commit
to ``engine/``).
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a script (--write)
    sys.path.insert(0, str(ROOT))

from benchmarks.fingerprint import (  # noqa: E402
    ORICHALQUE_WRONG,
    Hasher,
    orichalque_bots,
    play_one,
    words_game,
)
from oriflamme.games import get_game  # noqa: E402

DIGEST = Path(__file__).with_name("fingerprint.json")
GAMES = 1000
CHUNK = 25
BOTS = 20
WORDS = 10
SCENARIO_GAMES = 3
#: refusals, views, round trip and undo at every SAMPLE-th decision
SAMPLE = 10
PLAYERS = ("red", "blue", "green", "yellow")


def players_of(seed: int) -> list[str]:
    return list(PLAYERS[: 2 + seed % 3])


def trace(game: Any, st: Any, seed: int) -> str:
    """One random game from ``st``, hashed by the fingerprint's one function
    (``benchmarks.fingerprint.play_one``): at every decision the pending
    decision, the legal moves, the JSON's text and the events of the move
    played, each as every viewer sees it; at every ``SAMPLE``-th decision also
    refusals, views, the JSON's round trip and ``undo`` (at every decision
    they would cost a test of hours)."""
    return play_one(game, st, seed, ORICHALQUE_WRONG, sample=SAMPLE)


def random_chunk(first: int) -> str:
    """The digest of the random games ``first`` … ``first + CHUNK - 1``."""
    game = get_game("orichalque")
    part = []
    for seed in range(first, first + CHUNK):
        st = game.new_game(players_of(seed), seed=seed)
        part.append(trace(game, st, seed))
    return hashlib.sha256("".join(part).encode()).hexdigest()


@cache
def scenarios() -> dict[str, dict[str, Any]]:
    """Every golden file and lesson position of Orichalque, by name."""
    out: dict[str, dict[str, Any]] = {}
    for path in sorted((ROOT / "tests" / "scenarios" / "orichalque").glob("*.json")):
        out[f"golden/{path.stem}"] = json.loads(path.read_text(encoding="utf-8"))
    for path in sorted((ROOT / "tutorials" / "orichalque").glob("*.yaml")):
        lesson = yaml.safe_load(path.read_text(encoding="utf-8"))
        out[f"lesson/{path.stem}"] = lesson["scenario"]
    return out


def scenario_digest(name: str) -> str:
    game = get_game("orichalque")
    data = scenarios()[name]
    h = Hasher()
    for k in range(SCENARIO_GAMES):
        st = game.from_data(copy.deepcopy(data))
        h.add("loaded", json.dumps(st.to_json(), ensure_ascii=False))
        h.add("legal", st.legal_moves())
        h.add("views", [st.view(v) for v in [None, *st.players]])
        h.add("played", trace(game, st, k))
    return h.hexdigest()


def bots_digest() -> str:
    return hashlib.sha256("".join(orichalque_bots(s) for s in range(BOTS)).encode()).hexdigest()


def words_digest() -> str:
    part = "".join(words_game("orichalque", s) for s in range(WORDS))
    return hashlib.sha256(part.encode()).hexdigest()


@cache
def stored() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DIGEST.read_text(encoding="utf-8"))
    return data


def test_the_digest_covers_1000_games_of_2_3_and_4_players_and_every_position() -> None:
    data = stored()
    assert data["games"] >= 1000 and len(data["random"]) * data["chunk"] == data["games"]
    assert {len(players_of(s)) for s in range(data["games"])} == {2, 3, 4}
    assert sorted(data["scenarios"]) == sorted(scenarios())


#: the chunks a test run recomputes: every 5th (200 games, 2, 3 and 4
#: players); ``OCH_FINGERPRINT=all``: all 1,000 games (about 10 minutes of
#: one core with the engine of before issue 25)
CHUNKS = range(GAMES // CHUNK) if os.environ.get("OCH_FINGERPRINT") == "all" else range(0, 40, 5)


@pytest.mark.parametrize("chunk", CHUNKS)
def test_random_games_play_as_before(chunk: int) -> None:
    assert random_chunk(chunk * CHUNK) == stored()["random"][chunk], (
        f"seeds {chunk * CHUNK}–{chunk * CHUNK + CHUNK - 1}"
    )


@pytest.mark.parametrize("name", sorted(scenarios()))
def test_golden_files_and_lesson_positions_play_as_before(name: str) -> None:
    assert scenario_digest(name) == stored()["scenarios"][name]


def test_bots_play_as_before() -> None:
    assert bots_digest() == stored()["bots"]


def test_words_and_drawing_as_before() -> None:
    assert words_digest() == stored()["words"]


def main() -> None:
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(2) as pool:
        chunks = pool.map(random_chunk, range(0, GAMES, CHUNK))
        names = sorted(scenarios())
        digests = pool.map(scenario_digest, names)
        bots, words = pool.submit(bots_digest), pool.submit(words_digest)
        data = {
            "games": GAMES,
            "chunk": CHUNK,
            "random": list(chunks),
            "scenarios": dict(zip(names, digests, strict=True)),
            "bots": bots.result(),
            "words": words.result(),
        }
    DIGEST.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {DIGEST}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit(__doc__)
    main()
