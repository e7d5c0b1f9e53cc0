"""The status line names the card a decision is about with the article its
language wants (docs/style-fr.md §11: «Articles from the catalog»): «quelle
option de la capacité de l’Informatrice», never a bare quoted name after a
preposition («de « Informatrice »», fr review B1); a copied ability names the
copied card and the Shapeshifter that copies it (B5)."""

from __future__ import annotations

import re

import pytest

from oriflamme.games.oriflamme.engine.scenario import load_data
from oriflamme.widgets import GameView

#: A quoted card name right after a preposition: «de « Informatrice »».
_BARE = re.compile(r"(?<!\w)(?:de|du|par|sur|à) «")


def informant(teacher: bool = False) -> GameView:
    """Red's face-up Informant resolving, a face-down blue card with influence
    beside it and a card in Red's hand: both options can do something (L3, G17)."""
    state = load_data(
        {
            "edition": "alliance",
            "players": ["red", "blue"],
            "round": 3,
            "phase": "resolution",
            "next": 0,
            "queue": [
                [{"card": "informant", "owner": "red", "face_up": True}],
                [{"card": "fanatic", "owner": "blue", "tokens": 2}],
            ],
            "hands": {"red": ["judge"], "blue": []},
        }
    )
    assert state.pending is not None and state.pending.decision == "option"
    if teacher:  # the teacher's desk plays every family: «À Rouge de jouer : …»
        return GameView(state, humans=["red", "blue"], lang="fr", see_all=True)
    return GameView(state, humans=["red"], lang="fr")


def shapeshifter_copying_a_diplomat() -> GameView:
    state = load_data(
        {
            "edition": "base",
            "players": ["red", "blue"],
            "round": 6,
            "phase": "resolution",
            "next": 0,
            "queue": [
                [{"card": "shapeshifter", "owner": "red", "face_up": True}],
                [{"card": "diplomat", "owner": "blue", "face_up": True}],
            ],
            "families": {"blue": {"edition": "alliance"}},
        }
    )
    state.apply("target 1")
    return GameView(state, humans=["red"], lang="fr")


def status(view: GameView) -> str:
    return re.sub(r"<[^>]+>", " ", view.status.value)


@pytest.mark.parametrize("teacher", [False, True])
def test_the_option_prompt_says_de_l_informatrice(teacher: bool) -> None:
    view = informant(teacher)
    text = status(view)
    assert "option de la capacité de l’Informatrice appliquer" in text, text
    assert ("À Rouge de jouer" in text) is teacher, text
    assert not _BARE.search(text), text


def test_the_swap_prompt_says_a_la_place_de_l_informatrice() -> None:
    view = informant()
    view.state.apply("option 2")
    view.refresh()
    text = status(view)
    assert "à la place de l’Informatrice" in text, text
    assert not _BARE.search(text), text


def test_a_copied_option_names_the_copied_card_and_the_copier() -> None:
    text = status(shapeshifter_copying_a_diplomat())
    assert "de la capacité de la Diplomate, copiée par le Changeforme" in text, text
    assert not _BARE.search(text), text
