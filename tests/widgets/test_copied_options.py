"""A Shapeshifter that copies a card with two options (a Diplomat, a Judge)
decides with the copied card's options: its prompt, text, short labels and
tooltips — never blind «Option 1 / 2» buttons (B5: the Shapeshifter copies the
ability; review texts-uk E1)."""

from __future__ import annotations

import pytest

from oriflamme.games.oriflamme.engine.scenario import load_data
from oriflamme.i18n import t
from oriflamme.widgets import GameView
from oriflamme.widgets.text import ability_options, card_name


def copying(card: str) -> GameView:
    """Red's face-up Shapeshifter next to Blue's face-up ``card`` (Alliance),
    the Shapeshifter resolving: it copies ``card`` and waits for an option."""
    state = load_data(
        {
            "edition": "base",
            "players": ["red", "blue"],
            "round": 6,
            "phase": "resolution",
            "next": 0,
            "queue": [
                [{"card": "shapeshifter", "owner": "red", "face_up": True}],
                [{"card": card, "owner": "blue", "face_up": True}],
            ],
            "families": {"blue": {"edition": "alliance"}},
        }
    )
    state.apply("target 1")
    assert state.pending is not None and state.pending.decision == "option"
    return GameView(state, humans=["red"], lang="uk")


@pytest.mark.parametrize("card", ["diplomat", "judge"])
@pytest.mark.parametrize("lang", ["uk", "ru", "fr", "en"])
def test_a_shapeshifter_chooses_among_the_copied_cards_options(card: str, lang: str) -> None:
    view = copying(card)
    view.lang = lang
    view.refresh()
    options = ability_options(card, lang)
    assert len(options) == 2
    buttons = list(view.decision_buttons.children)
    legal = [int(m.split()[1]) for m in view.state.legal_moves()]  # the Judge: 1 (no verdict yet)
    assert [b.description for b in buttons] == [t(f"w-option-{card}-{n}", lang) for n in legal]
    for n, b in zip(legal, buttons, strict=True):
        assert b.tooltip == t("w-option-text", lang, n=n, text=options[n - 1])
        assert options[n - 1] in b.tooltip  # never an empty «Option 2:»
    status = view.status.value
    assert card_name(card, lang) in status and card_name("shapeshifter", lang) in status
    assert card_name(card, lang) in view.decision_text.value
