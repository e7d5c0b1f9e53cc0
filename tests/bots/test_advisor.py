"""The advisor: exactly the legal moves, deterministic, explained in uk/ru/fr."""

from __future__ import annotations

import dataclasses

import pytest

import oriflamme
from oriflamme.bots import RandomBot
from oriflamme.bots.advisor import Risk, advise
from oriflamme.games.oriflamme.engine import build_state
from oriflamme.i18n.catalog import has
from oriflamme.widgets.advisor_panel import AdvisorPanel, advice_html, advice_sentence

PLAYERS = ["red", "blue", "green"]
ADVICE_KEYS = [
    "advisor-title",
    "advisor-ask",
    "advisor-col-move",
    "advisor-col-win",
    "advisor-col-influence",
    "advisor-not-yours",
    "advisor-finished",
    "advisor-best",
    "advisor-gain",
    "advisor-risk-soldier",
    "advisor-risk-archer",
    "advisor-risk-tokens",
    "advisor-risk-none",
    "w-bot-strong",
]


def _midgame(seed: int, moves: int, edition: str = "base") -> oriflamme.GameState:
    state = oriflamme.new_game(PLAYERS, edition, seed=seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        state.apply(bot.choose(state.view(state.pending.player)))
    return state


@pytest.mark.parametrize(
    ("seed", "moves", "edition"),
    [(1, 0, "base"), (2, 11, "base"), (3, 13, "ablaze"), (4, 16, "alliance")],
)
def test_advice_lists_exactly_the_legal_moves(seed, moves, edition) -> None:
    state = _midgame(seed, moves, edition)
    before = state.to_json()
    advice = advise(state.view(state.pending.player), seed=0, iterations=30)
    assert state.to_json() == before, "advising changes nothing"
    assert sorted(m.move for m in advice.moves) == sorted(state.legal_moves())
    assert len(advice.moves) == len(state.legal_moves())
    assert advice.player == state.pending.player
    for m in advice.moves:
        assert 0.0 <= m.win_chance <= 1.0


def test_advice_is_deterministic_for_a_seed() -> None:
    state = _midgame(5, 9)
    assert advise(state.view(state.pending.player), seed=7, iterations=40) == advise(
        state.view(state.pending.player), seed=7, iterations=40
    )


def test_advice_names_the_soldier_next_to_the_card() -> None:
    """B2: blue's face-up Soldier next to red's face-down Lord can eliminate it;
    banking puts influence on the Lord, so the advisor names that threat."""
    state = build_state(
        {
            "players": PLAYERS,
            "round": 5,
            "phase": "resolution",
            "next": 0,
            "influence": {"red": 3, "blue": 3, "green": 3},
            "queue": [
                [{"card": "lord", "owner": "red", "tokens": 1}],
                [{"card": "soldier", "owner": "blue", "face_up": True}],
            ],
            "hands": {
                "red": ["heir", "spy"],
                "blue": ["archer", "spy"],
                "green": ["archer", "spy"],
            },
        }
    )
    advice = advise(state.view(state.pending.player), seed=0, iterations=40)
    best = advice.best.move
    if best == "bank":
        assert advice.risk == Risk("soldier", "lord", "blue", "soldier")
    else:  # revealed: a Lord alone gains 1 now
        assert advice.gain >= 1


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_advice_text_exists_in_the_learners_language(lang) -> None:
    for key in ADVICE_KEYS:
        assert has(key, lang), (key, lang)
    state = _midgame(2, 11)
    advice = advise(state.view(state.pending.player), seed=0, iterations=20)
    risks = [
        None,
        *(Risk(k, "lord", "blue", "soldier", 2) for k in ("soldier", "archer", "tokens")),
    ]
    english = [advice_sentence(dataclasses.replace(advice, risk=r), "en") for r in risks]
    for r, en in zip(risks, english, strict=True):
        text = advice_sentence(dataclasses.replace(advice, risk=r), lang)
        assert text and text != en
        assert "{" not in text and "Best move" not in text
        if r is not None and r.kind != "tokens":
            assert {"uk": "синього гравця", "ru": "синего игрока", "fr": "de Bleu"}[lang] in text
    if lang == "fr":
        assert "\u00a0:" in text and "«\u00a0" in text
    if lang == "uk":
        assert "Найкращий хід" in advice_sentence(advice, lang)
    assert "ori-advisor-table" in advice_html(advice, lang)


def test_panel_advises_only_the_learner_and_follows_the_language() -> None:
    state = _midgame(3, 0)
    learner = state.pending.player
    panel = AdvisorPanel(lambda: state, "uk", player=learner, seed=1, iterations=20)
    advice = panel.show()
    assert advice is not None and "ori-advisor-table" in panel.answer.value
    panel.lang = "fr"
    assert "Meilleur coup" in panel.answer.value
    other = AdvisorPanel(lambda: state, "ru", player="nobody")
    assert other.show() is None and "дождитесь" in other.answer.value
