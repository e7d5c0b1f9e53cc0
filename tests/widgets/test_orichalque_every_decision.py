"""Every Orichalque decision is playable on the board (issue 16): the moves the
board offers — by click and by keyboard — are exactly ``legal_moves()``, over
random games of 2, 3 and 4 players and at every position of every golden
scenario of tests/scenarios/orichalque (the rulebook's worked examples); every other move a
click sends (try anything, issue 28) is refused by the engine with a reason.

Reachable means: press a button on show (a card of the action board, a zone
of the island, a building of the building board, Turn the tile, Temple, a
blessing…); a button that only chooses (a port, a building, a temple's zone,
a turn of the tile) opens the next choices, pressed in turn; a fight row's
hoplite count is set to each of its values and Roll pressed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from oriflamme.games.orichalque.game import GAME, GreedyBot, RandomBot
from oriflamme.widgets.orichalque import OrichalqueBoard

GOLDEN = Path(__file__).resolve().parents[1] / "scenarios" / "orichalque"


def offered(board: OrichalqueBoard) -> tuple[set[str], set[str]]:
    """(the moves any click reaches, those the keyboard's Tab stops reach)."""
    clicked: set[str] = set()
    keyed: set[str] = set()
    played: list[str] = []
    board.play = lambda move: played.append(move) or True  # type: ignore[method-assign]
    start = board.selection
    seen = {_key(start)}

    def go(sel: tuple[Any, ...], by_key: bool) -> None:
        if board.selection != sel:
            board.restore(sel)
        for b in list(board.buttons()):
            if b.disabled:
                continue
            if board.selection != sel:
                board.restore(sel)
            played.clear()
            lead = _leads_on(b)  # before the click redraws the highlights
            b.click()
            key_ok = by_key and b.tabbable is not False
            if played:
                clicked.add(played[-1])
                if key_ok:
                    keyed.add(played[-1])
            elif _key(board.selection) not in seen and lead:
                new = board.selection
                seen.add(_key(new))
                go(new, key_ok)
        if board.selection != sel:
            board.restore(sel)
        for toggle, roll in board.fight_rows():
            for n in toggle.options:
                toggle.value = n
                played.clear()
                roll.click()
                clicked.update(played)
                if by_key and toggle.tabbable is not False and roll.tabbable is not False:
                    keyed.update(played)

    try:
        go(start, True)
    finally:
        del board.play
        board.restore(start)
    return clicked, keyed


def _key(sel: tuple[Any, ...]) -> tuple[Any, ...]:
    """A selection as the board reads it: the tile's turn does not count while
    its zones are chosen one by one (the zones say the shape), so those choices
    are explored once, not once per turn the tile had before."""
    mode, picked, slot, turn = sel
    return (mode, picked, slot, None if mode == "pick" else turn)


def _leads_on(b: Any) -> bool:
    """A choice worth following: any button but a zone off every legal road
    (try anything lets every zone be chosen; the roads from those end in a
    refusal, checked one click deep)."""
    classes = b._dom_classes
    return "ori-och-zone-btn" not in classes or "ori-och-zone-btn--legal" in classes


def check(board: OrichalqueBoard) -> None:
    legal = set(board.state.legal_moves())
    clicked, keyed = offered(board)
    decision = board.state.pending.decision
    assert legal <= clicked, (decision, sorted(legal - clicked))
    assert legal <= keyed, (decision, sorted(legal - keyed))
    tried = {m for m in clicked - legal if not _spelled_otherwise(board.state, m, legal)}
    refused_with_a_reason(board, tried)


def _spelled_otherwise(state: Any, move: str, legal: set[str]) -> bool:
    """A legal placement written in another order: a tile of one terrain
    («desert desert») placed as «place b4 a5» is «place a5 b4», which the
    engine lists once and accepts either way — the same position after it
    as one of the legal spellings over the same zones."""
    if not move.startswith("place "):
        return False
    zones = sorted(move.split()[1:])
    twins = [t for t in legal if t.startswith("place ") and sorted(t.split()[1:]) == zones]
    if not twins:
        return False
    player = state.pending.player
    after = state.copy()
    try:
        after.apply(move, player=player)
    except GAME.illegal_move:
        return False
    # A tile of three zones has several legal spellings over the same zones
    # (terrains turned differently): the click's spelling is one of them.
    for twin in twins:
        other = state.copy()
        other.apply(twin, player=player)
        if after.to_json() == other.to_json():
            return True
    return False


def refused_with_a_reason(board: OrichalqueBoard, tried: set[str]) -> None:
    """Try anything (issue 28): a click beyond the legal moves (a card one
    cannot pay, a zone not highlighted, a payment that does not buy that
    action, more hoplites than a fight takes) is a move the learner could
    mean: the engine refuses it with one of its reason codes (never «not a
    move»), and the position is unchanged."""
    before = board.state.to_json()
    player = board.state.pending.player
    for move in sorted(tried):
        with pytest.raises(GAME.illegal_move) as err:
            board.state.copy().apply(move, player=player)
        assert err.value.code in GAME.reasons and err.value.code != "unknown_move", move
    assert board.state.to_json() == before


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_random_games_every_decision_offered(players: int, seed: int) -> None:
    names = ["red", "blue", "green", "yellow"][:players]
    st = GAME.new_game(names, seed=seed)
    board = OrichalqueBoard(st, humans=names, see_all=True, lang="uk")
    bot = RandomBot(seed)
    kinds: set[str] = set()
    for _ in range(120):
        pending = board.state.pending
        if pending is None:
            break
        kinds.add(pending.decision)
        check(board)
        assert board.play(bot.choose(board.state))
    assert {"metropolis", "card", "tile", "action", "extra"} <= kinds


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.json")), ids=lambda p: p.stem)
def test_golden_positions_every_decision_offered(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    moves = data.pop("moves", [])
    st = GAME.from_scenario(data)
    board = OrichalqueBoard(st, humans=list(st.players), see_all=True, lang="fr")
    for move in moves:
        check(board)
        assert board.play(move), board.message
    if board.state.pending is not None:
        check(board)


def test_a_whole_game_by_clicks_reaches_a_winner() -> None:
    """A whole game where every move is one the board's buttons offer (chosen
    by the greedy bot among them) ends with a winner, said in the status."""
    st = GAME.new_game(["red", "blue"], seed=13)
    board = OrichalqueBoard(st, humans=["red", "blue"], see_all=True, lang="ru")
    bot = GreedyBot(7)
    for _ in range(600):
        if board.state.pending is None:
            break
        clicked, _ = offered(board)
        move = bot.choose(board.state)
        assert move in clicked
        assert board.play(move)
    assert board.state.winners
    assert "побеждает" in board.status.value
