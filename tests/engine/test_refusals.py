"""Refusal reasons come from where legality is decided, and every one of them
happens in play (issue 14 item 4).

Each code of ``REASONS`` is produced here by an illegal move in a real
position — a dealt game played on, or a scenario without a hand-written
ability in progress, reached through the public API — never by building
``IllegalMove(code)`` by hand. The placement rules that refuse a placement are
those ``placement_moves`` follows: a property test checks that they agree on
every placement of every card, in random games of every edition.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from scenario_helpers import pos

import oriflamme
from oriflamme.games.oriflamme.engine import GameState, IllegalMove
from oriflamme.games.oriflamme.engine.cards import DECKS
from oriflamme.games.oriflamme.engine.errors import REASONS
from oriflamme.games.oriflamme.engine.notation import parse_move

PLAYERS = ["red", "blue", "green"]


def _dealt(seed: int = 1, edition: str = "base") -> GameState:
    return oriflamme.new_game(PLAYERS, edition, seed=seed)


def _finished() -> tuple[GameState, str]:
    st = _dealt(2)
    rng = random.Random(2)
    while not st.finished:
        st.apply(rng.choice(st.legal_moves()))
    return st, "bank"


def _unknown() -> tuple[GameState, str]:
    return _dealt(), "jump high"


def _not_your_turn() -> tuple[GameState, str]:
    st = _dealt()
    return st, st.legal_moves()[0]  # played with player= someone else, below


def _wrong_decision() -> tuple[GameState, str]:
    return _dealt(), "target 0"  # a placement is pending


def _not_in_hand() -> tuple[GameState, str]:
    st = _dealt()
    p = st.pending.player
    missing = next(c for c in DECKS["base"] if c not in st.hands[p])
    return st, f"play {missing} start"


def _swap_not_in_hand() -> tuple[GameState, str]:
    """L3: the Informant swaps with a card of its owner's hand."""
    st = pos(
        "blue judge",
        "red informant up",
        "green fanatic",
        next=1,
        round=5,
        edition="alliance",
        hands={"red": ["judge", "empress"], "blue": ["empress"], "green": ["judge"]},
    )
    st.apply("option 2")
    return st, "swap deserter"


def _round_1_stack() -> tuple[GameState, str]:
    st = _dealt()
    st.apply(st.legal_moves()[0])  # the first player's card is stack 0
    p = st.pending.player
    return st, f"play {st.hands[p][0]} on 0"


def _not_own_stack() -> tuple[GameState, str]:
    st = pos(
        "blue lord",
        "red spy",
        phase="placement",
        round=2,
        first_player="red",
        hands={"red": ["archer"], "blue": ["heir"], "green": ["soldier"]},
    )
    assert st.legal_moves() == ["play archer start", "play archer end", "play archer on 1"]
    return st, "play archer on 0"


def _no_card_at_position() -> tuple[GameState, str]:
    st, _ = _not_own_stack()
    return st, "play archer on 7"


def _no_target_there() -> tuple[GameState, str]:
    return pos("red soldier up", "blue heir up", "green lord up"), "target 5"


def _not_a_legal_target() -> tuple[GameState, str]:
    """B2: the Soldier eliminates an adjacent card, not one two places away."""
    return pos("red soldier up", "blue heir up", "green lord up"), "target 2"


def _decree(move: str) -> tuple[GameState, str]:
    st = pos("blue heir up", "red royal_decree", "green lord up", next=1)
    st.apply("reveal")
    assert st.legal_moves() == ["target 0", "target 2"]
    return st, move


def _decree_itself() -> tuple[GameState, str]:
    """B8: the Decree moves a card other than itself."""
    return _decree("target 1")


def _not_a_legal_destination() -> tuple[GameState, str]:
    """B8: a card alone in its stack never goes back to its own place."""
    st, _ = _decree("target 0")
    st.apply("target 0")
    assert "to 0" not in st.legal_moves()
    return st, "to 0"


def _needs_influence() -> tuple[GameState, str]:
    """L7: an Insurrection is revealed only with influence on it."""
    st = pos("red insurrection", "blue fanatic up", edition="alliance")
    assert st.legal_moves() == ["bank"]
    return st, "reveal"


def _twin_on_prince() -> tuple[GameState, str]:
    """A2: the Twin goes into the queue by the placement rules, never on a Prince."""
    st = pos(
        "red prince",
        "blue queen up",
        edition="ablaze",
        round=3,
        twin=["red"],
        bribes_left=[],
    )
    st.apply("reveal")
    assert st.pending.decision == "place_twin"
    assert "play twin start" in st.legal_moves()
    return st, "play twin on 0"


def _no_such_option() -> tuple[GameState, str]:
    """L6: without a verdict in the queue, the Judge has only option 1."""
    st = pos("red judge up", "blue fanatic up", edition="alliance")
    assert st.legal_moves() == ["option 1"]
    return st, "option 2"


#: One real position per code (several for a code that several rules produce).
CASES: dict[str, list[Callable[[], tuple[GameState, str]]]] = {
    "game_finished": [_finished],
    "unknown_move": [_unknown],
    "not_your_turn": [_not_your_turn],
    "wrong_decision": [_wrong_decision],
    "card_not_in_hand": [_not_in_hand, _swap_not_in_hand],
    "cannot_stack_round_1": [_round_1_stack],
    "not_own_stack": [_not_own_stack],
    "no_card_at_position": [_no_card_at_position, _no_target_there],
    "not_a_legal_target": [_not_a_legal_target],
    "not_a_legal_destination": [_not_a_legal_destination],
    "cannot_move_itself": [_decree_itself],
    "needs_influence": [_needs_influence],
    "twin_on_prince": [_twin_on_prince],
    "no_such_option": [_no_such_option],
}


def test_every_reason_has_a_real_position() -> None:
    assert set(CASES) == set(REASONS)


@pytest.mark.parametrize(
    ("code", "build"), [(code, b) for code, builders in CASES.items() for b in builders]
)
def test_the_illegal_move_gets_its_reason_and_changes_nothing(code, build) -> None:
    st, move = build()
    before = st.to_json()
    player = None
    if code == "not_your_turn":
        player = next(p for p in st.players if p != st.pending.player)
    with pytest.raises(IllegalMove) as caught:
        st.apply(move, player=player)
    assert caught.value.code == code, caught.value
    assert st.to_json() == before


def test_B8_a_decree_targeting_itself_is_refused_as_moving_itself() -> None:
    st, move = _decree_itself()
    with pytest.raises(IllegalMove) as caught:
        st.apply(move)
    assert caught.value.code == "cannot_move_itself"
    assert caught.value.legal == ["target 0", "target 2"]
    st.apply("target 2")  # the decision is still there and takes a legal target


def test_the_refusals_an_ability_names_are_those_of_its_question_only() -> None:
    """The Decree's refusal of its own place does not carry over to its next
    question (the destination)."""
    st, _ = _decree("target 2")
    st.apply("target 2")
    assert "refused" not in st.frames[-1][6]  # the frame's data
    with pytest.raises(IllegalMove) as caught:
        st.apply("to 2")
    assert caught.value.code == "not_a_legal_destination"


@pytest.mark.parametrize("edition", ["base", "ablaze", "alliance"])
def test_the_placement_rules_refuse_exactly_what_placement_moves_leaves_out(edition) -> None:
    """G2: for every card of the deck and every place, in random games, a
    placement is legal exactly when ``placement_refusal`` has no reason."""
    checked = 0
    for seed in range(4):
        st = oriflamme.new_game(PLAYERS, edition, seed=seed)
        rng = random.Random(seed)
        while not st.finished:
            if st.pending.decision == "place":
                p = st.pending.player
                legal = set(st.legal_moves())
                for card in DECKS[edition]:
                    wheres = ["start", "end", *(f"on {n}" for n in range(len(st.queue) + 1))]
                    for where in wheres:
                        text = f"play {card} {where}"
                        why = st.placement_refusal(p, st.hands[p], parse_move(text))
                        assert (why is None) == (text in legal), (text, why)
                        checked += 1
            st.apply(rng.choice(st.legal_moves()))
    assert checked > 1000
