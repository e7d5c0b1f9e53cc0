"""``GameState.opening``: what happened while a position was set up (G3, G5).

A scenario resolving at a face-up character resolves it before anyone decides
(a face-up card must apply its ability, G3); its replayed ``moves`` also happen
before the user gets the position. The tutor's log tells both.
"""

from __future__ import annotations

import oriflamme
from oriflamme.games.oriflamme.engine import events as ev

POSITION = {
    "players": ["red", "blue"],
    "round": 2,
    "queue": [
        [{"card": "heir", "owner": "red", "face_up": True}],
        [{"card": "lord", "owner": "blue", "face_up": True}],
        [{"card": "spy", "owner": "blue"}],
    ],
    "phase": "resolution",
    "next": 0,
}


def test_face_up_cards_resolved_before_the_first_decision_are_in_the_opening() -> None:
    state = oriflamme.load_scenario(POSITION)
    gains = [e for e in state.opening if isinstance(e, ev.InfluenceGained)]
    assert [(e.player, e.amount, e.card) for e in gains] == [
        ("red", 2, "heir"),
        ("blue", 2, "lord"),
    ]
    assert state.influence == {"red": 3, "blue": 3}  # the Lord counts the own Spy beside it (B6)
    assert state.pending.decision == "reveal" and state.pending.card == "spy"


def test_replayed_moves_add_their_events_and_a_copy_has_no_past() -> None:
    state = oriflamme.load_scenario({**POSITION, "moves": ["bank"]})
    banked = [e for e in state.opening if isinstance(e, ev.CardBanked)]
    assert len(banked) == 1 and banked[0].card == "spy"
    assert state.copy().opening == ()


def test_undo_keeps_the_opening() -> None:
    state = oriflamme.load_scenario(POSITION)
    before = state.opening
    state.apply("bank")
    state.undo()
    assert state.opening == before
