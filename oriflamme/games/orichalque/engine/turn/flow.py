"""What runs between the decisions: the end of an action, of a turn and of a
round, the first-player token, the refill of the boards, and the loop through
automatic steps with the immediate victory (5 points, no creature left)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .. import island
from ..model import Act, Offer, Slot

if TYPE_CHECKING:
    from ..state import GameState


def building_source(st: GameState, kind: str) -> str:
    """The status of a building kind's effect (``aid``: the player aid)."""
    return str(st.c.building_kinds.get(kind, {}).get("status", "provisional"))


def end_action(st: GameState, p: str) -> None:
    """Phase 3 (or an extra action) is over: the hospital's hoplites come back,
    the card goes to the discard, then an extra action if one can be paid and
    the forges allow it, else the end of the turn."""
    s = st.s
    act = s.acting()
    sp = s.supplies[p]
    if sp.hospital:
        sp.hoplites += sp.hospital
        st.emit(
            "hospital_returned",
            player=p,
            count=sp.hospital,
            source=building_source(st, "hospital"),
        )
        sp.hospital = 0
    if not act.extra:
        s.discard.append(s.taken().card)
        s.hand = None
    s.act = None
    if s.extras < 1 + st.count_buildings(p, "forge") and st._any_extra(p):
        s.step = "extra"
    else:
        end_turn_phases(st, p)


def after_win(st: GameState, p: str) -> None:
    """A fight won: the action ends when no creature is left to fight."""
    if not st.s.islands[p].creatures:
        end_action(st, p)


def end_turn_phases(st: GameState, p: str) -> None:
    s = st.s
    if s.hand is not None:  # phase 3 was skipped by a tile-less card: never here
        s.discard.append(s.hand.card)
        s.hand = None
    if len(s.players) == 2 and s.display:
        s.step = "discard"
    else:
        next_turn(st)


def next_turn(st: GameState) -> None:
    s = st.s
    players = s.players
    i = (players.index(s.turn) + 1) % len(players)
    if players[i] == s.first_player:
        end_round(st)
        return
    start_turn(st, players[i])


def start_turn(st: GameState, p: str) -> None:
    s = st.s
    s.turn = p
    s.extras = 0
    s.step = "card" if s.islands[p].metropolis else "metropolis"
    st.emit("turn_started", player=p, round=s.round)


def end_round(st: GameState) -> None:
    """The boards refilled; the first-player token to the player on the right
    with two players, else to whoever has the most hoplites (a tie: the holder
    chooses, step ``first``)."""
    s = st.s
    st.emit("round_ended", round=s.round)
    refill(st)
    players = s.players
    holder = s.first_player
    if len(players) == 2:
        give_first(st, players[1 - players.index(holder)])
        return
    others = [q for q in players if q != holder]
    most = max(s.supplies[q].hoplites for q in others)
    tied = [q for q in others if s.supplies[q].hoplites == most]
    if len(tied) == 1:
        give_first(st, tied[0])
    else:
        s.first_choice = tied
        s.step = "first"


def give_first(st: GameState, q: str) -> None:
    s = st.s
    s.first_choice = None
    s.first_player = q
    players = s.players
    right = players[(players.index(q) - 1) % len(players)]
    st.emit("first_player", player=q)
    # with two players the holder passes the token and takes the hoplite
    # (rulebook «При игре вдвоём…»): the same player, another reason
    st.gain(right, "hoplites", 1, "passed_first" if len(players) == 2 else "right_of_first")
    s.round += 1
    start_turn(st, q)


def refill(st: GameState) -> None:
    """Fill the action board (cards, tiles, creatures) and the building board."""
    s = st.s
    want = st.c.slots[len(s.players)]
    while len(s.display) < want:
        if not s.deck:
            if not s.discard:
                break
            s.deck = s.discard
            s.discard = []
            random.Random(s.seed * 7919 + s.draws).shuffle(s.deck)
            s.draws += 1
            st.emit("deck_reshuffled")
        s.display.append(_deal_card(st, s.deck.pop(0)))
    for slot in s.building_board:
        if slot.building is None:
            _fill_building_slot(st, slot)


def _deal_card(st: GameState, card: str) -> Offer:
    """A card on the action board with the first tile of its size and a
    creature from the bag on each of the tile's volcanoes."""
    pile = st.s.piles[str(st.c.cards[card]["size"])]
    tile = pile.pop(0) if pile else None
    creatures = []
    if tile:
        for t in st.c.tiles[tile]["terrains"]:
            if t == "volcano":
                c = st.draw("creature_bag")
                if c is not None:
                    creatures.append(c)
    return Offer(card, tile, creatures)


def _fill_building_slot(st: GameState, slot: Slot) -> None:
    """A building from the bag; a mine or a camp with its resource from the supply."""
    b = st.draw("building_bag")
    if b is None:
        return
    slot.building = b
    kind = st.c.buildings[b]
    if kind in ("mine", "camp"):
        res = "orichalcum" if kind == "mine" else "hoplites"
        if st.s.supply[res] > 0:
            st.s.supply[res] -= 1
            slot.resource = 1


def _won(st: GameState, p: str) -> bool:
    """The immediate victory (5 points, the island clear of creatures); not
    while choosing which titan goes back: the points are not settled."""
    s = st.s
    if s.step in ("finished", "release") or st.points(p) < 5 or s.islands[p].creatures:
        return False
    s.step = "finished"
    s.winner = p
    st.emit("game_won", player=p, points=st.points(p))
    return True


def _tile_step(st: GameState, p: str) -> bool:
    """Phase 2 with nothing to decide: no tile (on to the action), or a tile that
    fits nowhere (O5: back, its creatures to the bag). True: moved on."""
    s = st.s
    hand = s.taken()
    if hand.tile is not None and island.fits(st, p, hand.tile):
        return False
    if hand.tile is not None:
        t = hand.tile
        back = list(hand.creatures)  # O5: back to the bag
        s.returned.append(t)
        s.creature_bag.extend(back)
        s.creature_bag.sort()
        hand.tile, hand.creatures = None, []
        st.emit("tile_returned", player=p, tile=t, creatures=back)
    s.step = "action"
    return True


def _action_step(st: GameState, p: str) -> bool:
    """Phase 3 with nothing to decide: the card's action set up; a paid produce
    or recruit played; an action that can do nothing ended. True: moved on."""
    s = st.s
    act = s.act
    if act is None:
        a = st.c.cards[s.taken().card]["action"]
        s.act = Act(a)
        return True
    if act.started:
        return False
    if act.extra:
        moves = st._action_moves(p)
        if len(moves) == 1:
            st._act(p, moves[0].split())  # a paid produce/recruit: nothing to choose
            return True
    if not st.action_possible(p, act.action):
        end_action(st, p)
        return True
    return False


def advance(st: GameState) -> None:
    """Run forward through automatic steps; check the victory (immediate)."""
    s = st.s
    while not _won(st, s.turn):
        step = s.step
        p = s.turn
        if step == "tile" and _tile_step(st, p):
            continue
        if step == "action" and _action_step(st, p):
            continue
        if step == "minotaur" and not st.build_zones(p, None, s.minotaur_building().building):
            st._minotaur(p, None)
            continue
        return
