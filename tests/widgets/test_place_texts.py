"""The placement texts offer only the places the rules allow (G2, issue 10):
no «on your stack» in round 1, and a card put into an empty queue is not logged
as placed «at the start»."""

from __future__ import annotations

import random

import pytest
from helpers import find, play_buttons

import oriflamme
from oriflamme.bots import RandomBot
from oriflamme.games.oriflamme.words import narrate
from oriflamme.widgets import BotTable, GameView

STACK_WORD = {"uk": "стос", "ru": "стек", "fr": "pile"}


def _view(lang: str) -> GameView:
    state = oriflamme.new_game(["red", "blue", "green"], seed=5)
    table = BotTable({"blue": RandomBot(5), "green": RandomBot(6)})
    return GameView(state, humans=["red"], controller=table, lang=lang)


def _select_first_card(view: GameView) -> None:
    card = view.state.hands["red"][0]
    find(view, f"ori-hand-card--{card}").click()


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_round_one_never_offers_a_stack(lang: str) -> None:
    """G2: stacks exist from round 2; round 1 offers the start or the end only."""
    view = _view(lang)
    assert view.state.round == 1
    _select_first_card(view)
    assert STACK_WORD[lang] not in view.status.value
    places = [c for b in play_buttons(view) for c in b._dom_classes if c.startswith("ori-place-")]
    assert places and all(c in ("ori-place-start", "ori-place-end") for c in places)


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_round_two_offers_the_stack_when_one_is_yours(lang: str) -> None:
    """The stack is named in the status exactly when a placement on it is legal."""
    view = _view(lang)
    rng = random.Random(1)
    while view.state.round == 1:
        buttons = play_buttons(view)
        place = [b for b in buttons if any(c.startswith("ori-place-") for c in b._dom_classes)]
        rng.choice(place or buttons).click()
    while "play" not in {m.split()[0] for m in view.state.legal_moves()}:
        rng.choice(play_buttons(view)).click()
    _select_first_card(view)
    own = view.state.own_stacks("red")
    assert own, "red placed a card in round 1, so it has a stack it may cover"
    assert STACK_WORD[lang] in view.status.value


@pytest.mark.parametrize(
    ("lang", "only", "wrong"),
    [
        ("uk", "у порожній ряд подій", "на початок"),
        ("ru", "в пустой ряд событий", "в начало"),
        ("fr", "dans la File, jusque-là vide", "au début"),
    ],
)
def test_a_card_put_into_the_empty_queue_is_not_logged_at_the_start(
    lang: str, only: str, wrong: str
) -> None:
    state = oriflamme.new_game(["red", "blue", "green"], seed=5)
    player = state.pending.player
    card = state.hands[player][0]
    events = state.apply(f"play {card} end")
    placed = [e for e in events if type(e).__name__ == "CardPlaced"]
    assert placed and placed[0].alone
    text = narrate(placed[0], lang)
    assert only in text and wrong not in text
    # the next card has a neighbour: start and end mean something again
    nxt = state.pending.player
    later = state.apply(f"play {state.hands[nxt][0]} end")
    text = narrate(next(e for e in later if type(e).__name__ == "CardPlaced"), lang)
    assert only not in text
