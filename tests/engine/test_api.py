"""The Python API (docs/PROTOCOL.md §6): pending, legal_moves == what apply accepts,
IllegalMove codes with the state untouched, undo, copy, JSON round trip
mid-ability, and hidden-card views."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from scenario_helpers import play, pos, scenario

import oriflamme
from oriflamme import GameState, IllegalMove, Pending
from oriflamme.games.oriflamme.engine import build_state
from oriflamme.games.oriflamme.engine.cards import DECKS
from oriflamme.games.oriflamme.engine.errors import REASONS
from oriflamme.games.oriflamme.engine.model import ID


def snapshot(st: GameState) -> str:
    return json.dumps(st.to_json(), sort_keys=True)


def candidate_moves(st: GameState) -> list[str]:
    """A universe of well-formed moves: every verb with every argument that
    could make sense in this position (and a few that cannot)."""
    n = len(st.queue)
    out = ["reveal", "bank", "take", "repeat", "from discard", "from aside", "option 1"]
    out += ["option 2", "option 3"]
    out += [f"{v} {i}" for v in ("target", "to") for i in range(n + 2)]
    for c in DECKS["base"]:
        out += [f"play {c} start", f"play {c} end", f"swap {c}"]
        out += [f"play {c} on {i}" for i in range(n + 1)]
    return out


def positions() -> dict[str, GameState]:
    """One position per kind of decision of the base game."""
    return {
        "place round 1": oriflamme.new_game(["red", "blue", "green"], seed=2),
        "place round 2": pos(
            "red lord up",
            "blue heir",
            ["green spy", "red soldier"],
            phase="placement",
            round=2,
            hands={"red": ["archer", "ambush"], "blue": ["spy"]},
        ),
        "reveal": pos("red heir t1", "blue soldier"),
        "target": pos("blue heir", "red soldier up", "green lord", "blue spy", next=1),
        "destination": pos("blue soldier", "red royal_decree", "green spy", next=1),
    }


def _to_destination(st: GameState) -> GameState:
    if st.pending.decision == "reveal":
        play(st, "reveal", "target 2")
    return st


# -------------------------------------------------------------------- pending


def test_pending_says_who_decides_what() -> None:
    st = pos("blue heir", "red soldier up", "green lord", next=1)
    assert st.pending == Pending("red", "target", ["target 0", "target 2"], "soldier", 1)
    st = oriflamme.new_game(["red", "blue", "green"], seed=4)
    assert st.pending.player == "red" and st.pending.decision == "place"
    assert st.pending.card is None and st.pending.position is None
    assert st.pending.to_json() == {"player": "red", "decision": "place", "moves": st.legal_moves()}


def test_pending_is_none_when_finished() -> None:
    st = pos("red heir", "blue soldier", influence={"red": 5})
    play(st, "bank", "bank")
    assert st.finished and st.pending is None and st.legal_moves() == []
    assert st.winners == ["red"]


# --------------------------------------------------- legal_moves == accepted


@pytest.mark.parametrize("name", list(positions()))
def test_legal_moves_are_exactly_the_moves_apply_accepts(name: str) -> None:
    st = positions()[name]
    if name == "destination":
        _to_destination(st)
    legal = st.legal_moves()
    assert legal, name
    before = snapshot(st)
    accepted = []
    for m in candidate_moves(st) + legal:
        c = st.copy()
        try:
            c.apply(m)
        except IllegalMove as e:
            assert e.code in REASONS
            assert e.legal == legal
            assert snapshot(c) == before, f"{m!r} changed the state"
        else:
            accepted.append(m)
    assert sorted(set(accepted)) == sorted(legal)
    assert snapshot(st) == before


# ------------------------------------------------------------ IllegalMove codes


def _illegal(st: GameState, move: str, player: str | None = None) -> IllegalMove:
    before = snapshot(st)
    legal = st.legal_moves()
    with pytest.raises(IllegalMove) as e:
        st.apply(move, player=player)
    assert snapshot(st) == before, "an illegal move changed the state"
    assert st.legal_moves() == legal
    return e.value


def test_illegal_not_your_turn() -> None:
    st = oriflamme.new_game(["red", "blue", "green"], seed=1)
    m = st.legal_moves()[0]
    e = _illegal(st, m, player="blue")
    assert e.code == "not_your_turn" and e.legal == st.legal_moves()
    st.apply(m, player="red")  # the right player may play it


def test_illegal_card_not_in_hand() -> None:
    st = pos(phase="placement", round=2, hands={"red": ["lord"]})
    assert _illegal(st, "play archer start").code == "card_not_in_hand"


def test_illegal_cannot_stack_round_1() -> None:
    st = pos("red lord", phase="placement", round=1, hands={"red": ["spy"]})
    assert _illegal(st, "play spy on 0").code == "cannot_stack_round_1"


def test_illegal_not_own_stack() -> None:
    st = pos("blue lord", phase="placement", round=2, hands={"red": ["spy"]})
    e = _illegal(st, "play spy on 0")
    assert e.code == "not_own_stack" and e.move == "play spy on 0"


def test_illegal_no_card_at_position() -> None:
    st = pos("blue heir", "red soldier up", next=1)
    e = _illegal(st, "target 5")
    assert e.code == "no_card_at_position" and e.detail == "no card at position 5"
    assert e.legal == ["target 0"]


def test_illegal_not_a_legal_target() -> None:
    st = pos("blue heir", "red soldier up", "green lord", "blue spy", next=1)
    assert _illegal(st, "target 3").code == "not_a_legal_target"
    assert _illegal(st, "target 1").code == "not_a_legal_target"  # not itself


def test_illegal_not_a_legal_destination() -> None:
    st = _to_destination(pos("blue soldier", "red royal_decree", "green spy", next=1))
    assert st.pending.decision == "destination"
    assert _illegal(st, "to 2").code == "not_a_legal_destination"  # the same place


def test_illegal_wrong_decision() -> None:
    st = pos("blue heir", "red soldier up", next=1)
    assert _illegal(st, "bank").code == "wrong_decision"
    assert _illegal(st, "play spy start").code == "wrong_decision"


def test_illegal_unknown_move() -> None:
    st = pos("red heir")
    for m in ("jump", "", "target", "target x", "target -1", "target ²", "play lord"):
        assert _illegal(st, m).code == "unknown_move", m


def test_illegal_game_finished() -> None:
    st = pos("red heir")
    play(st, "bank")
    assert st.finished
    assert _illegal(st, "reveal").code == "game_finished"


def test_apply_accepts_extra_spaces_and_move_objects() -> None:
    st = pos("blue heir", "red soldier up", next=1)
    events = st.apply("  target   0 ")
    assert events[0].kind == "CardEliminated"
    st = pos("blue heir", "red soldier up", next=1)
    assert st.apply(oriflamme.parse_move("target 0"))[0].kind == "CardEliminated"


# ------------------------------------------------------------ undo and copy


def test_undo_steps_back_move_by_move() -> None:
    st = pos("blue soldier", "red royal_decree", "green spy")
    states = [snapshot(st)]
    for m in ("bank", "reveal", "target 2", "to 0"):
        st.apply(m)
        states.append(snapshot(st))
    assert st.move_stack == ["bank", "reveal", "target 2", "to 0"]
    for expected in reversed(states[:-1]):
        st.undo()
        assert snapshot(st) == expected
    with pytest.raises(IndexError):
        st.undo()


def test_copy_is_independent() -> None:
    st = pos("blue heir t2", "red soldier up", "green lord", next=1)
    before = snapshot(st)
    c = st.copy()
    c.apply("target 0")
    assert snapshot(st) == before
    assert st.influence["red"] == 1 and c.influence["red"] == 2
    assert len(st.queue) == 3 and len(c.queue) == 2
    st.apply("target 2")
    assert [s[-1][ID] for s in c.queue] == ["soldier", "lord"]


# ------------------------------------------------------ JSON round trip


def test_round_trip_mid_royal_decree_waiting_for_destination() -> None:
    st = pos("blue lord up", "red royal_decree", "green heir t1", "blue spy", next=1)
    play(st, "reveal", "target 0")
    assert st.pending.decision == "destination"
    data = json.loads(json.dumps(st.to_json()))
    assert data["next"] == 1  # the position of the card resolving
    assert data["resolving"] == ["red", "royal_decree"]
    assert data["frames"][-1]["ability"] == "royal_decree"
    back = build_state(data)
    assert back.to_json() == st.to_json()
    assert back.legal_moves() == st.legal_moves() == ["to 1", "to 2", "to 3"]
    a, b = play(st, "to 2"), play(back, "to 2")
    assert a == b
    assert back.to_json() == st.to_json()
    assert [s[-1][ID] for s in back.queue] == ["heir", "lord", "spy"]


def test_round_trip_through_load_scenario_at_a_reveal_decision() -> None:
    st = pos("red heir t1", ["blue spy up", "blue soldier"], round=3)
    data = st.to_json()
    back = oriflamme.load_scenario(data)  # pending, finished, winners, scores accepted
    assert back.to_json() == data


# ----------------------------------------------------------------- views


def _cards(view: dict[str, Any]) -> list[Any]:
    return [c["card"] for s in view["queue"] for c in s]


def test_view_hides_other_players_hidden_cards_shows_own() -> None:
    data = scenario(
        ["red heir", "red spy up"],
        "blue lord",
        ["blue soldier up", "green archer"],
        hands={"red": ["ambush"], "blue": ["spy", "heir"]},
        aside={"blue": ["assassination"]},
        discards={"green": ["lord"]},
        phase="placement",
        round=2,
    )
    st = oriflamme.load_scenario(data)
    red = st.view("red")
    assert _cards(red) == ["heir", "spy", None, "soldier", None]
    assert red["hands"] == {"red": ["ambush"], "blue": [None, None], "green": []}
    assert red["aside"]["blue"] == [None]
    assert red["discards"]["green"] == ["lord"]  # discards are public
    assert red["pending"]["moves"] == st.legal_moves()  # red's own placement
    assert red["frames"] == []  # no ability in progress
    blue = st.view("blue")
    assert _cards(blue) == [None, "spy", "lord", "soldier", None]
    assert blue["hands"]["blue"] == ["heir", "spy"] and blue["aside"]["blue"] == ["assassination"]
    assert blue["pending"]["player"] == "red" and blue["pending"]["moves"] == []
    teacher = st.view(None)
    assert _cards(teacher) == ["heir", "spy", "lord", "soldier", "archer"]


def test_view_does_not_leak_the_face_down_card_at_the_reveal_decision() -> None:
    st = pos("blue ambush", "red soldier up")
    assert st.view("blue")["resolving"] == ["blue", "ambush"]
    red = st.view("red")
    assert red["resolving"] == ["blue", None]
    assert "ambush" not in json.dumps(red)


def test_legal_moves_returns_a_list_the_caller_may_change() -> None:
    st = oriflamme.new_game(["red", "blue", "green"], seed=1)
    c = st.copy()
    first = st.legal_moves()
    moves = st.legal_moves()
    moves.clear()  # a bot shuffling or filtering its list must not touch the state
    st.pending.moves.reverse()
    assert st.legal_moves() == first == c.legal_moves()
    st.apply(first[0])


def test_apply_reads_a_position_with_leading_zeros_as_the_position() -> None:
    st = pos("blue heir", "red soldier up", "green lord", next=1)
    events = st.apply("target 02")
    assert events[0].kind == "CardEliminated" and events[0].position == 2
    assert st.move_stack[-1] == "target 2"


def test_a_copy_has_every_field_of_the_one_declaration() -> None:
    """``copy`` names the fields one by one (it is in every bot's inner loop):
    a field added to ``StateFields`` and forgotten there fails here. ``undo``
    restores the fields of ``FIELDS``."""
    from oriflamme.games.oriflamme.engine.fields import FIELDS

    st = oriflamme.new_game(["red", "blue", "green"], "ablaze", seed=3)
    st.apply(st.legal_moves()[0])
    c = st.copy()
    assert not hasattr(c, "__dict__")  # slots: no field outside the declaration
    for name in FIELDS:
        mine, theirs = getattr(st, name), getattr(c, name)
        if name in ("_history", "opening", "_events"):
            assert not theirs  # a copy starts without a past
        else:
            assert theirs == mine, name
            if isinstance(mine, list | dict) and name not in (
                "editions",
                "_legal",
            ):  # never changed
                assert theirs is not mine, f"{name} is shared with the copy"


def test_undo_across_checkpoints_gives_back_every_earlier_state() -> None:
    """The undo history keeps a snapshot every CHECKPOINT moves and replays the
    rest: undoing a whole game move by move passes through every state it had."""
    from oriflamme.games.oriflamme.engine.state import CHECKPOINT

    state = oriflamme.new_game(["red", "blue", "green"], seed=21)
    rng = random.Random(21)
    seen = [state.to_json()]
    while not state.finished:
        state.apply(rng.choice(state.legal_moves()))
        seen.append(state.to_json())
    assert len(seen) > CHECKPOINT + 2  # a checkpoint in the middle, moves either side
    while len(seen) > 1:
        seen.pop()
        state.undo()
        assert state.to_json() == seen[-1]
    with pytest.raises(IndexError):
        state.undo()


def test_position_before_gives_every_earlier_position_and_changes_nothing() -> None:
    """``position_before(i)`` (a teacher stepping back, a presentation) is the
    game as it was before move ``i``, checkpoint or not; the game itself stays."""
    state = oriflamme.new_game(["red", "blue", "green"], seed=22)
    rng = random.Random(22)
    seen = [state.to_json()]
    while not state.finished:
        state.apply(rng.choice(state.legal_moves()))
        seen.append(state.to_json())
    now = state.to_json()
    for i, before in enumerate(seen):
        assert state.position_before(i).to_json() == before
    assert state.to_json() == now and len(state.move_stack) == len(seen) - 1
    with pytest.raises(IndexError):
        state.position_before(len(seen))


def test_a_card_is_a_plain_tuple_read_by_name_through_the_model_helpers() -> None:
    """Cards are plain tuples (CPython specialises indexing for exact tuples
    only): the helpers of ``engine.model`` build, read and change one by name,
    and a name a card does not have is refused, naming the ones it has."""
    from oriflamme.games.oriflamme.engine.model import (
        BRIBED_BY,
        OWNER,
        TOKENS,
        card_key,
        card_to_json,
        controller,
        new_card,
        replace_card,
    )

    spy = new_card("spy", "red")
    assert type(spy) is tuple and spy == ("spy", "red", False, 0, False, None, False)
    bribed = replace_card(spy, tokens=2, bribed_by="blue")
    assert (bribed[TOKENS], bribed[BRIBED_BY], bribed[OWNER]) == (2, "blue", "red")
    assert spy[TOKENS] == 0  # the card itself never changes
    assert controller(spy) == "red" and controller(bribed) == "blue"  # G10
    assert card_key(bribed) == ("red", "spy")
    assert card_to_json(bribed) == {
        "card": "spy",
        "owner": "red",
        "face_up": False,
        "tokens": 2,
        "bribed_by": "blue",
    }
    with pytest.raises(TypeError, match=r"colour.*id, owner, face_up"):
        replace_card(spy, colour="green")
