"""The advisor for every game (issue 25): ``Game.advise`` gives every legal
move of the decision at hand with its win chance, from the deciding player's
knowledge — Orichalque's by its strong bot's search, Oriflamme's unchanged
(its own search and the risk to the card, as the game's extra), any other game
by the core search over ``Game.redraw``'s worlds (the toy game) — and a chance
is never said as «about 0 %»."""

from __future__ import annotations

import random
import re
import sys
from html import escape
from pathlib import Path

import pytest

from oriflamme.bots.advisor import Risk, advise
from oriflamme.core.advice import Advice, percent_kind
from oriflamme.core.search import MoveStats
from oriflamme.games.orichalque.game import GAME as ORICHALQUE
from oriflamme.games.oriflamme.game import GAME as ORIFLAMME
from oriflamme.i18n import t
from oriflamme.widgets.advisor_panel import (
    advice_html,
    advice_sentence,
    percent_cell,
    percent_text,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games"))
import toy_game

LANGS = ("uk", "ru", "fr", "en")


def orichalque_midgame(seed: int, n: int):
    st = ORICHALQUE.new_game(["red", "blue"], seed=seed)
    rng = random.Random(seed)
    for _ in range(n):
        st.apply(rng.choice(st.legal_moves()))
    while len(st.legal_moves()) < 2:
        st.apply(st.legal_moves()[0])
    return st


@pytest.mark.parametrize(("seed", "n"), [(1, 8), (4, 33)])
def test_orichalque_advice_covers_every_legal_move(seed: int, n: int) -> None:
    st = orichalque_midgame(seed, n)
    before = st.to_json()
    advice = ORICHALQUE.advise(st, seed=2, iterations=16)
    assert advice.game == "orichalque" and advice.player == st.pending.player
    assert advice.decision == st.pending.decision
    assert sorted(m.move for m in advice.moves) == sorted(st.legal_moves())
    assert all(0.0 <= m.win_chance <= 1.0 for m in advice.moves)
    assert advice.moves[0].visits == max(m.visits for m in advice.moves)
    assert st.to_json() == before  # the position is only read
    assert advice == ORICHALQUE.advise(st, seed=2, iterations=16)  # deterministic


def test_orichalque_advice_reads_no_hidden_order_nor_dice() -> None:
    st = orichalque_midgame(6, 20)
    data = st.to_json()
    data["deck"].reverse()
    for pile in data["piles"].values():
        pile.reverse()
    data["seed"] += 1
    other = ORICHALQUE.from_json(data)
    assert ORICHALQUE.advise(other, seed=3, iterations=12) == ORICHALQUE.advise(
        st, seed=3, iterations=12
    )


def test_oriflamme_advice_is_its_advisor_unchanged() -> None:
    st = ORIFLAMME.new_game(["red", "blue", "green"], seed=5)
    view = st.view(st.pending.player)
    own = advise(view, seed=1, iterations=40)
    general = ORIFLAMME.advise(st, seed=1, iterations=40)
    assert general.game == "oriflamme" and general.extra == own.risk
    assert general.moves == own.moves
    assert general.gain == own.gain
    # the panel says the same in both forms
    for lang in LANGS:
        assert advice_sentence(own, lang, view) == advice_sentence(general, lang, view)
    assert isinstance(general.extra, Risk | None)


def test_any_game_is_advised_by_the_core_search() -> None:
    # the toy game (take 1 or 2 sticks; who takes the last wins) has no advisor
    # of its own: the default searches with random playouts. From 7 sticks the
    # winning move is to leave a multiple of 3: take 1
    game = toy_game.GAME
    st = game.new_game(["a", "b"])
    advice = game.advise(st, seed=0, iterations=400)
    assert sorted(m.move for m in advice.moves) == sorted(st.legal_moves())
    assert advice.best.move == "take 1"
    assert advice.best.win_chance > advice.moves[1].win_chance


@pytest.mark.parametrize(
    ("p", "kind", "n"),
    [(0.0, "low", 1), (0.004, "low", 1), (0.006, "about", 1), (0.5, "about", 50),
     (0.994, "about", 99), (0.996, "high", 99), (1.0, "high", 99)],
)  # fmt: skip
def test_a_chance_is_never_about_0_or_100(p: float, kind: str, n: int) -> None:
    assert percent_kind(p) == (kind, n)


@pytest.mark.parametrize("lang", LANGS)
def test_the_sure_and_the_hopeless_moves_in_words(lang: str) -> None:
    low, high = percent_text(0.0, lang), percent_text(1.0, lang)
    assert "1" in low and "0" not in low.replace("10", "")
    assert "99" in high and "100" not in high
    about = {"uk": "близько", "ru": "около", "fr": "Environ", "en": "about"}[lang]
    assert about not in low and about not in high
    advice = Advice(
        "orichalque",
        "red",
        "action",
        (MoveStats("fight 1 2", 30, 1.0, 5.0, 1.0), MoveStats("pass", 2, 0.0, 3.0, 0.0)),
        1.0,
    )
    html = advice_html(advice, lang)
    cells = re.findall(r"<td>([^<]*%)</td>", html)
    assert cells == [escape(percent_cell(1.0, lang)), escape(percent_cell(0.0, lang))]
    assert "99" in cells[0] and "1" in cells[1] and "100" not in html
    sentence = advice_sentence(advice, lang)
    assert high in sentence
    assert t("och-points", lang, count=1) in sentence  # «1 победное очко»
    assert t("advisor-col-influence", lang) not in html
