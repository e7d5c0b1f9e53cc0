"""The advisor: exactly the legal moves, deterministic, explained in uk/ru/fr."""

from __future__ import annotations

import dataclasses

import pytest

import oriflamme
from oriflamme.bots import RandomBot
from oriflamme.bots.advisor import Risk, Threat, advise
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
    "advisor-risk-eliminate",
    "advisor-risk-steal",
    "advisor-risk-tokens",
    "advisor-risk-bait",
    "advisor-risk-none",
    "advisor-threat-card",
    "advisor-hidden-card",
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


def _position(queue: list, edition: str = "base", hands: dict | None = None):
    return build_state(
        {
            "players": PLAYERS,
            "edition": edition,
            "round": 5,
            "phase": "resolution",
            "next": 0,
            "influence": {"red": 3, "blue": 3, "green": 3},
            "queue": queue,
            "hands": hands
            or {"red": ["heir", "spy"], "blue": ["archer", "spy"], "green": ["archer", "spy"]},
        }
    )


def test_advice_names_the_soldier_next_to_the_card() -> None:
    """B2: blue's face-up Soldier next to red's Lord can eliminate it, whether
    the Lord is revealed or banked: the engine finds it and the advice names it."""
    state = _position(
        [
            [{"card": "lord", "owner": "red", "tokens": 1}],
            [{"card": "soldier", "owner": "blue", "face_up": True}],
        ]
    )
    advice = advise(state.view(state.pending.player), seed=0, iterations=40)
    assert advice.risk is not None and advice.risk.card == "lord"
    assert Threat("eliminate", "blue", "soldier") in advice.risk.threats


def test_the_threats_come_from_the_rules_not_a_list_of_cards() -> None:
    """Issue 27: a face-up Deserter next to the card (L5) threatens it as a
    Soldier would; no list of two cards in the advisor knows that, the engine does."""
    state = _position(
        [
            [{"card": "fanatic", "owner": "red", "tokens": 1}],
            [{"card": "deserter", "owner": "blue", "face_up": True}],
            [{"card": "judge", "owner": "green", "face_up": True}],
        ],
        edition="alliance",
        hands={"red": ["empress", "pact"], "blue": ["pact", "diplomat"], "green": ["pact"]},
    )
    advice = advise(state.view("red"), seed=0, iterations=30)
    assert advice.risk is not None and advice.risk.card == "fanatic"
    assert Threat("eliminate", "blue", "deserter") in advice.risk.threats
    for lang, name in {"uk": "Дезертир", "ru": "Дезертир", "fr": "le Déserteur"}.items():
        assert name in advice_sentence(advice, lang)


def test_a_face_down_threat_is_not_named() -> None:
    """The advisor knows what its player knows: a face-down card of Blue that
    may eliminate the card is «a face-down card of Blue», never its name."""
    state = _position(
        [
            [{"card": "lord", "owner": "red", "tokens": 1}],
            [{"card": "assassination", "owner": "blue"}],
        ]
    )
    advice = advise(state.view("red"), seed=0, iterations=30)
    hidden = [x for x in advice.risk.threats if x.by_player == "blue"]
    assert hidden and all(x.by_card is None for x in hidden)
    text = advice_sentence(advice, "uk")
    assert "закрита карта синього гравця" in text and "Вбивство" not in text


def test_an_ambush_eliminated_by_an_opponent_is_a_bait_not_a_loss() -> None:
    """B9: an opponent who eliminates the Ambush pays its owner 4: the advice
    says so, and never that the influence on it is lost."""
    state = _position(
        [
            [{"card": "ambush", "owner": "red", "tokens": 1}],
            [{"card": "soldier", "owner": "blue", "face_up": True}],
        ]
    )
    advice = advise(state.view("red"), seed=0, iterations=40)
    banked = advice.risk
    assert banked is not None and banked.card == "ambush"
    assert banked.bait == 4 and banked.tokens == 0
    for lang, lost in {"uk": "повернуться", "ru": "вернутся", "fr": "retourneraient"}.items():
        text = advice_sentence(dataclasses.replace(advice, risk=banked), lang)
        assert lost not in text and "4" in text


@pytest.mark.parametrize("card", ["lord", "queen", "assassination", "extortion"])
def test_the_risk_sentence_has_its_card_for_antecedent(card: str) -> None:
    """Any card, any gender: the sentence names «вашу карту «…»» before «її»."""
    state = _position(
        [
            [{"card": "lord", "owner": "red", "tokens": 1}],
            [{"card": "soldier", "owner": "blue", "face_up": True}],
        ]
    )
    advice = advise(state.view("red"), seed=0, iterations=20)
    for risk in (Risk(card), Risk(card, (Threat("eliminate", "blue", "soldier"),), 2)):
        for lang, word in {
            "uk": "вашу карту «",
            "ru": "вашу карту «",
            "fr": "votre carte «",
        }.items():
            assert word in advice_sentence(dataclasses.replace(advice, risk=risk), lang)


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_advice_text_exists_in_the_learners_language(lang) -> None:
    for key in ADVICE_KEYS:
        assert has(key, lang), (key, lang)
    state = _midgame(2, 11)
    advice = advise(state.view(state.pending.player), seed=0, iterations=20)
    risks = [
        None,
        Risk("lord"),
        Risk("lord", (Threat("eliminate", "blue", "soldier"),), 2),
        Risk("lord", (Threat("eliminate", "blue", None), Threat("steal", "green", "spy"))),
        Risk("ambush", bait=4),
    ]
    english = [advice_sentence(dataclasses.replace(advice, risk=r), "en") for r in risks]
    for r, en in zip(risks, english, strict=True):
        text = advice_sentence(dataclasses.replace(advice, risk=r), lang)
        assert text and text != en
        assert "{" not in text and "Best move" not in text
        if r is not None and r.threats:
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


@pytest.mark.parametrize("card", ["royal_decree", "assassination"])
def test_b7_b8_a_revealed_intrigue_that_discards_itself_gets_no_risk_sentence(card: str) -> None:
    """B7/B8: revealed, the Assassination and the Royal Decree are discarded by
    their own effect: «the advisor does not see how an opponent could eliminate
    your card» would suggest they stay (the Russian reader's E2)."""
    state = _position(
        [
            [{"card": card, "owner": "red", "tokens": 1}],
            [{"card": "lord", "owner": "blue", "face_up": True}],
            [{"card": "soldier", "owner": "green", "face_up": True}],
        ]
    )
    advice = advise(state.view("red"), seed=0, iterations=30)
    assert advice.best.move == "reveal", advice.best
    assert advice.risk is None, advice.risk
