"""The log names who acts: the player who puts influence on a card (the
Empress, the Diplomat, the Infiltration), and why a Spy steals nothing — its
own card, or a player with no influence (review texts-uk E2, E3). The events
stay readable without the new fields (older logs)."""

from __future__ import annotations

import pytest

from oriflamme.games.oriflamme.engine.events import NoEffect, TokensPlaced
from oriflamme.games.oriflamme.engine.scenario import load_data
from oriflamme.games.oriflamme.words import narrate
from oriflamme.i18n import player_name

LANGS = ["uk", "ru", "fr", "en"]


def resolve(queue: list[list[dict[str, object]]], *moves: str, **kw: object) -> list[object]:
    state = load_data(
        {
            "edition": "alliance",
            "players": ["red", "blue"],
            "round": 2,
            "phase": "resolution",
            "next": 0,
            "queue": queue,
            **kw,
        }
    )
    events: list[object] = []
    for m in moves:
        events += state.apply(m)
    return events


@pytest.mark.parametrize("lang", LANGS)
def test_the_empress_player_is_named_when_influence_goes_on_a_card(lang: str) -> None:
    """L-rule of the Empress: her player puts 1 on an opponent's face-down card."""
    events = resolve(
        [[{"card": "empress", "owner": "red"}], [{"card": "insurrection", "owner": "blue"}]],
        "reveal",
        "target 1",
    )
    placed = [e for e in events if isinstance(e, TokensPlaced)]
    assert len(placed) == 1 and placed[0].player == "red" and placed[0].owner == "blue"
    text = narrate(placed[0], lang)
    assert text.startswith(player_name("red", lang)), text
    old = narrate(
        {k: v for k, v in placed[0]._asdict().items() if k != "player"} | {"kind": "TokensPlaced"},
        lang,
    )
    assert old and old != text  # an older log without the field still reads


@pytest.mark.parametrize("lang", LANGS)
def test_a_spy_says_why_it_steals_nothing(lang: str) -> None:
    """B3: a Spy choosing its own card steals nothing; G9: nor from an empty supply."""
    own = narrate(NoEffect("red", "spy", "spy", "nothing_to_steal", "red"), lang)
    empty = narrate(NoEffect("red", "spy", "spy", "nothing_to_steal", "blue"), lang)
    assert player_name("blue", lang) not in own
    assert player_name("blue", lang, "nom" if lang in ("fr", "en") else "gen") in empty
    assert own != empty
