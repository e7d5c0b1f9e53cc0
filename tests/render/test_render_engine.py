"""Render every position of real games, as every player sees it."""

from __future__ import annotations

import random

import pytest
from render_helpers import cards, parse

import oriflamme
from oriflamme.games.oriflamme.render import render_board, render_queue


@pytest.mark.parametrize("edition", ["base", "ablaze", "alliance"])
def test_random_games_render_wellformed_without_leaking_hidden_cards(edition: str) -> None:
    state = oriflamme.new_game(["red", "blue", "green"], edition=edition, seed=11)
    rng = random.Random(edition)
    while not state.finished:
        for viewer in state.players:
            view = state.view(viewer)
            board = render_board(view, "fr", viewer)
            parse(f'<div xmlns="http://www.w3.org/1999/xhtml">{board}</div>')
            root = parse(render_queue(state.to_json(), "fr", viewer=viewer))
            for group, card in zip(
                cards(root),
                (c for stack in state.to_json()["queue"] for c in stack[-5:]),
                strict=True,
            ):
                hidden = not card["face_up"] and card["owner"] != viewer
                assert (group.get("data-card") is None) is hidden
        state.apply(rng.choice(state.legal_moves()))
