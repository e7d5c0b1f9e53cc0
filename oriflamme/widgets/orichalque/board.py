"""``OrichalqueBoard``: one game of Orichalque, playable by click and keyboard.

The board shows the whole table (``render_state``, in the learner's words) and,
for the player who decides, the parts that take a decision:

- the **action board**: one button per card, its action, tile and cost
  (phase 1; phase 5 discards from it);
- the **island**, drawn alone with a transparent button over each zone a
  decision may use (highlighted): the metropolis (a port, then a zone next to
  it), the tile (turned with **Turn the tile**, put down by its first cell), a
  building (chosen on the **building board**, then its zone), a temple (4
  zones), the Minotaur's free building;
- the **fight panel**: one row per creature — how many hoplites (0–3), the
  exact chance of winning shown before the roll (``fight_chance``: every
  outcome of the dice counted from the data's faces), **Roll**, and Kronos's
  blessing when it is there;
- the phase 3 and 4 buttons (produce, recruit, a blessing, a medallion, the
  extra action with each payment, pass), the titans with their blessings, the
  titan to give back, the first player in a tie;
- the narrated log, newest first, **Undo**, and **Step back** / **Step
  forward** through the moves (read only: the table and the log show the
  position at that step; ``BoardBase``), as on Oriflamme's board.

Every decision's moves are exactly ``legal_moves()`` (tests/widgets/
test_orichalque_every_decision.py). ``play(move)`` does what a click does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from oriflamme.games.orichalque.game import (
    GAME,
    fight_chance,
    percent,
    provisional_data,
    render_island,
    render_state,
    render_tile,
    rotations,
    words,
)

from ..board_base import BoardBase
from ..controls import ButtonPool, button, label, set_children, set_class, show
from ..session import Controller
from ..text import colon, t
from .session import OrichalqueSession
from .style import BOARD_CSS

if TYPE_CHECKING:
    from oriflamme.games.orichalque.engine.model import Island, State

# A zone button's label depends on the words alone (key, language, zone,
# terrain): dozens of buttons are relabelled on every click, so they are kept.
_zone_text = lru_cache(maxsize=8192)(t)
_terrain_word = lru_cache(maxsize=512)(words.terrain)

#: Selection modes between two clicks of one decision.
METROPOLIS, BUILD, TEMPLE, PICK = "metropolis", "build", "temple", "pick"
#: The decision at which each card of the action board may be clicked.
_BOARD_DECISION = {"take": "card", "discard": "discard"}
#: A zone's radius in the island's drawing (``oriflamme.games.orichalque.render.R``).
ZONE_R = 16.0


def _set_state_classes(box: w.Box, classes: list[str]) -> None:
    """Give ``box`` these ``ori-och-turn-…``/``-picked-…``/``-mode-…`` classes, dropping
    its earlier ones with the same prefixes."""
    prefixes = tuple(c.rsplit("-", 1)[0] + "-" for c in classes)
    for old in list(box._dom_classes):
        if old.startswith(prefixes) and old not in classes:
            box.remove_class(old)
    for c in classes:
        if c not in box._dom_classes:
            box.add_class(c)


def _colon(lang: str) -> str:
    """A colon after a word: French puts a no-break space before it."""
    return "\u00a0:" if lang == "fr" else ":"


def _zone_name(side: Any, q: int, r: int) -> str:
    """The zone at axial ``(q, r)``; off the island, the name the island's grid
    would give it (rows a, b…; columns from 1), which is no zone of the island."""
    zone = side.at.get((q, r))
    if zone is not None:
        return str(zone)
    row = min(max(r, 0), 25)
    col = q + (r - (r & 1)) // 2
    return f"{chr(97 + row)}{max(col + 1, 0)}"


def _offsets(side: Any, zones: list[str]) -> tuple[tuple[int, int], ...]:
    q0, r0 = side.axial[zones[0]]
    return tuple((side.axial[z][0] - q0, side.axial[z][1] - r0) for z in zones)


class OrichalqueBoard(BoardBase[OrichalqueSession]):
    """A playable Orichalque game for ``humans`` (the first is the learner).

    ``controller`` decides for the others (bots, a lesson script); ``see_all``
    lets one person decide for everyone (the teacher's desk). ``before_move``
    may veto a move (``False`` or a reason); ``on_move(player, move, events)``
    follows every move. With a ``referee`` (a lesson, ``widgets.session.Referee``)
    the board never plays a move itself: the referee rules and the board shows
    the position it gets back (``show_position``), as every board widget does
    (docs/architecture.md).
    """

    desk_loaded_key = "och-desk-loaded"
    #: the teacher's desk puts the advisor beside it (``Game.advise``, issue 25)
    desk_advisor = True

    def __init__(
        self,
        state: Any,
        humans: Iterable[str] = (),
        *,
        controller: Controller | None = None,
        lang: str = "uk",
        see_all: bool = False,
        before_move: Callable[[str], bool | str | None] | None = None,
        on_move: Callable[[str, str, list[Any]], None] | None = None,
        referee: Callable[[str], Any] | None = None,
        opening_title: str = "och-log-opening",
        notice: bool = True,
    ) -> None:
        super().__init__()
        self.add_class("ori-game")
        self.add_class("ori-och-board")
        self._lang = lang
        self.session = OrichalqueSession(
            state, tuple(humans), controller, see_all=see_all, on_move=on_move
        )
        self.before_move = before_move
        self.referee = referee
        self.opening_title = opening_title
        self.message = ""
        #: the selection between two clicks: (mode, zones picked, slot) and the tile's turn
        self.mode: str | None = None
        self.picked: list[str] = []
        self.slot: int | None = None
        self.turn = 0
        self.after_refresh: Callable[[], None] | None = None
        self._drawn: tuple[int, str, int | None] | None = None
        self._logged: tuple[int, int, str, int | None] | None = None
        #: the position at ``replay_step`` (version, step, state), kept between refreshes
        self._replayed: tuple[int, int, Any] | None = None
        self._legend_for: tuple[int, str, str] | None = None
        self._build(notice)
        self.session.run_controller()
        self.refresh()

    # ------------------------------------------------------------ public API

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        if value != self._lang:
            self._lang = value
            self.refresh()

    @property
    def game(self) -> Any:
        return GAME

    def _veto(self, move: str) -> str | None:
        if self.before_move is not None:
            veto = self.before_move(move)
            if veto is False or isinstance(veto, str):
                return veto or ""
        return None

    def _clear_selection(self) -> None:
        self._clear()

    def show_position(self, state: Any, history: Iterable[Any] = (), refresh: bool = True) -> None:
        """Show ``state`` from now on, in place (the same widgets): a new session
        on it, ``history`` told as the log's opening, no undo point."""
        old = self.session
        state.opening = tuple(history)
        self.session = OrichalqueSession(
            state, old.humans, old.controller, see_all=old.see_all, on_move=old.on_move
        )
        self.session.version = old.version + 1
        self.message = ""
        self.replay_step = None
        self._clear()
        self.session.run_controller()
        if refresh:
            self.refresh()

    def undo(self) -> bool:
        done = self.session.undo()
        self.replay_step = None
        self.message = ""
        self._clear()
        self.refresh()
        return done

    @property
    def selection(self) -> tuple[Any, ...]:
        """The choices made between two clicks (to explore and restore them)."""
        return (self.mode, tuple(self.picked), self.slot, self.turn)

    def restore(self, sel: tuple[Any, ...]) -> None:
        self.mode, picked, self.slot, self.turn = sel
        self.picked = list(picked)
        self.refresh()

    def buttons(self) -> list[w.Button]:
        """Every button on show that takes part in a decision."""
        out: list[w.Button] = []
        for box in self._decision_boxes():
            if box.layout.display == "none":
                continue
            for child in box.children:
                if isinstance(child, w.Button) and child.layout.display != "none":
                    out.append(child)
        return out

    def fight_rows(self) -> list[tuple[w.ToggleButtons, w.Button]]:
        """Each creature's hoplite choice and its Roll button (the fight panel)."""
        return [
            (row.children[1], row.children[3])
            for row in self.fight_box.children
            if isinstance(row, w.HBox) and len(row.children) == 4
        ]

    # ------------------------------------------------------------ building

    def _build(self, notice: bool) -> None:
        self.style_html = w.HTML(BOARD_CSS).add_class("ori-game__style")
        self.notice = w.HTML()
        self.notice.add_class("ori-och-provisional")
        show(self.notice, notice)
        self.status = w.HTML()
        self.status.add_class("ori-och-status")
        self.status.add_class("ori-status")
        self.error = w.HTML()
        self.error.add_class("ori-och-error")
        self.error.add_class("ori-error")
        # the action board
        self.action_title = w.HTML()
        self.action_title.add_class("ori-panel__title")
        self.take_pool = ButtonPool(self._take_button)
        self.slots_box = w.HBox()
        self.slots_box.add_class("ori-och-slots")
        self.slots_box.add_class("ori-row")
        self.action_board = w.VBox([self.action_title, self.slots_box])
        self.action_board.add_class("ori-och-action-panel")
        self.action_board.add_class("ori-panel")
        # the building board
        self.building_title = w.HTML()
        self.building_title.add_class("ori-panel__title")
        self.build_pool = ButtonPool(self._build_slot_button)
        self.building_box = w.HBox()
        self.building_box.add_class("ori-och-building-slots")
        self.building_box.add_class("ori-row")
        self.building_board = w.VBox([self.building_title, self.building_box])
        self.building_board.add_class("ori-och-building-panel")
        self.building_board.add_class("ori-panel")
        # titans
        self.titans = w.HTML()
        self.titans.add_class("ori-och-titans")
        self.titans.add_class("ori-panel")
        # the island of the player who decides, with its zone buttons
        self.island_head = w.HTML()
        self.island_head.add_class("ori-och-island-head")
        self.island_picture = w.HTML()
        self.island_picture.add_class("ori-och-island-picture")
        self.zone_pool = ButtonPool(self._zone_button)
        self.zone_box = w.Box()
        self.zone_box.add_class("ori-och-zones")
        self.island_frame = w.Box([self.island_picture, self.zone_box])
        self.island_frame.add_class("ori-och-island-frame")
        self.hand_tile = w.HTML()
        self.hand_tile.add_class("ori-och-hand")
        self.rotate_button = button(["ori-och-rotate"], self.rotate)
        self.rotate_button.icon = "rotate-right"
        # try anything: the tile's zones chosen one by one (any zones: the
        # engine says when they are not the tile's shape, not_a_shape)
        self.pick_button = button(["ori-och-pick-zones"], self.start_pick)
        self.tile_box = w.HBox([self.hand_tile, self.rotate_button, self.pick_button])
        self.tile_box.add_class("ori-och-tile-panel")
        self.tile_box.add_class("ori-row")
        #: the building codes drawn on the island, spelled out (a touch screen has no hover)
        self.island_legend = w.HTML()
        self.island_legend.add_class("ori-och-legend")
        self.island_panel = w.VBox(
            [self.island_head, self.tile_box, self.island_frame, self.island_legend]
        )
        self.island_panel.add_class("ori-och-island-panel")
        self.island_panel.add_class("ori-panel")
        # the fight panel
        self.fight_title = w.HTML()
        self.fight_title.add_class("ori-panel__title")
        self.fight_rows_cache: dict[str, w.HBox] = {}
        self.bless_pool = ButtonPool(self._bless_button)
        self.fight_box = w.VBox()
        self.fight_box.add_class("ori-och-fight-rows")
        self.fight_panel = w.VBox([self.fight_title, self.fight_box])
        self.fight_panel.add_class("ori-och-fight")
        self.fight_panel.add_class("ori-panel")
        # the other decisions
        self.decision_title = w.HTML()
        self.decision_title.add_class("ori-panel__title")
        self.move_pool = ButtonPool(self._move_button)
        self.moves_box = w.HBox()
        self.moves_box.add_class("ori-och-moves")
        self.moves_box.add_class("ori-row")
        self.cancel_button = button(["ori-och-cancel"], self.cancel)
        self.temple_button = button(["ori-och-temple"], self.start_temple)
        self.decision_panel = w.VBox([self.decision_title, self.moves_box])
        self.decision_panel.add_class("ori-och-decision")
        self.decision_panel.add_class("ori-panel")
        # the whole table, the log, undo
        self.table = w.HTML()
        self.table.add_class("ori-och-table-picture")
        self.table_box = w.Box([self.table])
        self.table_box.add_class("ori-och-table-scroll")
        #: every building code drawn on the table, spelled out with its effect
        #: and where the effect comes from (issue 28)
        self.table_legend = w.HTML()
        self.table_legend.add_class("ori-och-legend")
        self.table_legend.add_class("ori-och-table-legend")
        self.log_panel = w.HTML()
        self.log_panel.add_class("ori-och-log")
        self.log_panel.add_class("ori-log")
        self.undo_button = button(["ori-och-undo", "ori-undo"], self.undo)
        self.undo_button.icon = "undo"
        self.back_button = button(["ori-step-back"], self.step_back)
        self.back_button.icon = "step-backward"
        self.forward_button = button(["ori-step-forward"], self.step_forward)
        self.forward_button.icon = "step-forward"
        undo_row = w.HBox([self.undo_button, self.back_button, self.forward_button])
        undo_row.add_class("ori-history")
        undo_row.add_class("ori-row")
        boards = w.HBox([self.action_board, self.building_board, self.titans])
        boards.add_class("ori-och-boards")
        boards.add_class("ori-row")
        self.children = (
            self.style_html,
            self.notice,
            self.status,
            self.error,
            boards,
            self.decision_panel,
            self.fight_panel,
            self.island_panel,
            undo_row,
            self.table_box,
            self.table_legend,
            self.log_panel,
        )

    def _decision_boxes(self) -> list[w.Box]:
        return [
            self.slots_box,
            self.building_box,
            self.zone_box,
            self.tile_box,
            self.moves_box,
            self.fight_box,
        ] + [r for r in self.fight_box.children if isinstance(r, w.HBox)]

    def _take_button(self, key: str) -> w.Button:
        verb, slot = key.split()
        b = button(
            ["ori-och-take" if verb == "take" else "ori-och-discard"], lambda: self.play(key)
        )
        b.add_class(f"ori-och-slot-{slot}")
        return b

    def _build_slot_button(self, slot: str) -> w.Button:
        b = button(
            ["ori-och-build-slot", f"ori-och-build-slot-{slot}"], lambda: self.pick_slot(int(slot))
        )
        return b

    def _zone_button(self, zone: str) -> w.Button:
        b = button(["ori-och-zone-btn", f"ori-och-zone-{zone}"], lambda: self.click_zone(zone))
        return b

    def _bless_button(self, zone: str) -> w.Button:
        b = button(
            ["ori-och-fight-bless", f"ori-och-fight-bless-{zone}"],
            lambda: self.play(f"fight {zone} bless"),
        )
        b.icon = "star"
        return b

    def _move_button(self, move: str) -> w.Button:
        verb = move.split()[0]
        key = "ori-och-m-" + move.replace(" ", "-")
        b = button([f"ori-och-{verb}", "ori-och-move", key], lambda: self.play(move))
        if verb in ("pass", "decline"):
            b.add_class("ori-och-pass")
        return b

    def _fight_row(self, zone: str) -> w.HBox:
        row = self.fight_rows_cache.get(zone)
        if row is None:
            head = w.HTML()
            head.add_class("ori-och-fight-creature")
            count = w.ToggleButtons(options=[0], value=0)
            count.add_class("ori-och-fight-hoplites")
            chance = w.HTML()
            chance.add_class("ori-och-chance")
            roll = button(["ori-och-fight-roll"], lambda: self.play(f"fight {zone} {count.value}"))
            roll.icon = "cube"
            roll.button_style = "primary"
            count.observe(lambda _c: self._update_chance(zone), names="value")
            row = w.HBox([head, count, chance, roll])
            row.add_class("ori-och-fight-row")
            row.add_class(f"ori-och-fight-row-{zone}")
            row.add_class("ori-row")
            self.fight_rows_cache[zone] = row
        return row

    # ------------------------------------------------------------ clicks

    def _clear(self) -> None:
        self.mode, self.picked, self.slot, self.turn = None, [], None, 0

    def cancel(self) -> None:
        """Drop the choices made so far in this decision."""
        self._clear()
        self.message = ""
        self.refresh()

    def rotate(self) -> None:
        """Turn the tile in hand to its next orientation that fits somewhere."""
        n = len(self._orientations())
        if n:
            self.turn = (self.turn + 1) % n
        self.refresh()

    def pick_slot(self, slot: int) -> None:
        """Choose the building of ``slot`` on the building board (or drop it)."""
        if self.mode == BUILD and self.slot == slot:
            self._clear()
        else:
            self.mode, self.slot, self.picked = BUILD, slot, []
        self.refresh()

    def start_pick(self) -> None:
        """Choose the tile's zones one by one, in the tile's order (or stop)."""
        if self.mode == PICK:
            self._clear()
        else:
            self.mode, self.slot, self.picked = PICK, None, []
        self.refresh()

    def _tile_size(self) -> int:
        hand = self.state.s.hand
        tile = None if hand is None else hand.tile
        return 0 if tile is None else int(self.state.c.tiles[tile]["size"])

    def start_temple(self) -> None:
        self.mode, self.slot, self.picked = TEMPLE, None, []
        self.refresh()

    def click_zone(self, zone: str) -> None:
        """A click on a zone of the island: what it does depends on the decision."""
        pending = self.state.pending
        if pending is None:
            return
        if pending.decision == "metropolis":
            if not self.picked:
                self.mode, self.picked = METROPOLIS, [zone]
                self.refresh()
            elif zone == self.picked[0]:  # the port again: chosen no more
                self._clear()
                self.refresh()
            else:
                self.play(f"metropolis {self.picked[0]} {zone}")
        elif pending.decision == "tile" and self.mode == PICK:
            if zone in self.picked:
                self.picked.remove(zone)
            else:
                self.picked.append(zone)
            if len(self.picked) >= self._tile_size():
                self.play("place " + " ".join(self.picked))
            else:
                self.refresh()
        elif pending.decision == "tile":
            move = self._placements().get(zone)
            if move:
                self.play(move)
        elif pending.decision == "minotaur":
            self.play(f"minotaur {zone}")
        elif self.mode == BUILD:
            self.play(f"build {self.slot} {zone}")
        elif self.mode == TEMPLE:
            if zone in self.picked:
                self.picked.remove(zone)
            else:
                self.picked = sorted([*self.picked, zone])
            if len(self.picked) == 4:
                self.play("temple " + " ".join(sorted(self.picked)))
            else:
                self.refresh()

    # ------------------------------------------------------------ what a decision offers

    def _acting(self, action: str) -> bool:
        """Is the player who decides now in the middle of this action (phase 3)?"""
        pending = self.state.pending
        act = self.state.s.act
        return (
            pending is not None
            and pending.decision == "action"
            and act is not None
            and act.action == action
            and not self.frozen
            and self.replay_step is None
        )

    def _extra_moves(self) -> list[str]:
        """Every extra action with every payment (component data), in that order."""
        pays = self.state.c.extra
        actions: list[str] = []
        for rule in pays.values():
            actions += [a for a in rule["actions"] if a not in actions]
        return [f"extra {a} {pay}" for a in actions for pay in pays]

    def _legal(self) -> list[str]:
        pending = self.state.pending
        if pending is None or not self.session.human_turn or self.replay_step is not None:
            return []
        return list(pending.moves)

    def _side(self) -> Any:
        return self.state.side(self.state.s.turn)

    def _orientations(self) -> list[tuple[tuple[int, int], ...]]:
        """Every orientation of the tile in hand (try anything, issue 28): those
        that fit somewhere first, in the rotation order, then the others."""
        pending = self.state.pending
        hand = self.state.s.hand
        if pending is None or pending.decision != "tile" or not self._legal() or not hand:
            return []
        if not hand.tile:
            return []
        side = self._side()
        found = {_offsets(side, m.split()[1:]) for m in self._legal() if m.startswith("place ")}
        tile = self.state.c.tiles[hand.tile]
        every: list[tuple[tuple[int, int], ...]] = []
        for cells in rotations(tile["shape"]):
            sig = tuple((q - cells[0][0], r - cells[0][1]) for q, r in cells)
            if sig not in every:
                every.append(sig)
        out, looks = [], set()
        for sig in [o for o in every if o in found] + [o for o in every if o not in found]:
            # one turn per look: a turn giving the same terrains on the same
            # cells as another is the same placement (the engine's own key)
            low = min(sig)
            look = frozenset(
                (q - low[0], r - low[1], terrain)
                for (q, r), terrain in zip(sig, tile["terrains"], strict=True)
            )
            if look not in looks:
                looks.add(look)
                out.append(sig)
        return out

    def _placements(self) -> dict[str, str]:
        """Zone of the tile's first cell -> ``place`` move, for the current turn:
        every zone of the island (a tile hanging over the edge names the zones
        it would cover beyond it, which the engine refuses: ``not_on_island``)."""
        orients = self._orientations()
        if not orients:
            return {}
        sig = orients[self.turn % len(orients)]
        side = self._side()
        out = {}
        for z in side.zones:
            q0, r0 = side.axial[z]
            cells = [_zone_name(side, q0 + dq, r0 + dr) for dq, dr in sig]
            out[z] = "place " + " ".join(cells)
        return out

    def _legal_zones(self) -> set[str]:
        """The zones whose click plays a legal move or leads to one (highlighted)."""
        legal = self._legal()
        pending = self.state.pending
        if not legal or pending is None:
            return set()
        d = pending.decision
        if d == "metropolis":
            if not self.picked:
                return {m.split()[1] for m in legal}
            return {m.split()[2] for m in legal if m.split()[1] == self.picked[0]}
        if d == "tile" and self.mode == PICK:
            n = len(self.picked)
            return {
                m.split()[1:][n]
                for m in legal
                if m.startswith("place ")
                and m.split()[1:][:n] == self.picked
                and len(m.split()) > n + 1
            }
        if self.mode == TEMPLE:
            picked = set(self.picked)
            out: set[str] = set()
            for m in legal:
                zones = set(m.split()[1:]) if m.startswith("temple ") else set()
                if picked <= zones:
                    out |= zones - picked
            return out
        return {z for z, m in self.zone_moves().items() if m is not None and m in legal}

    def zone_moves(self) -> dict[str, str | None]:
        """The zones a click may use now -> the move it plays (None: it only
        chooses). Try anything (issue 28): every zone of the island, the move
        it means sent to the engine, which says why when it is refused."""
        legal = self._legal()
        pending = self.state.pending
        if not legal or pending is None or self.frozen:
            return {}
        zones = self._side().zones
        d = pending.decision
        if d == "metropolis":
            if not self.picked:
                return {z: None for z in zones}
            port = self.picked[0]
            return {z: None if z == port else f"metropolis {port} {z}" for z in zones}
        if d == "tile" and self.mode == PICK:
            last = len(self.picked) == self._tile_size() - 1
            return {
                z: "place " + " ".join([*self.picked, z]) if last and z not in self.picked else None
                for z in zones
            }
        if d == "tile":
            return dict(self._placements())
        if d == "minotaur":
            return {z: f"minotaur {z}" for z in zones}
        if self.mode == BUILD:
            return {z: f"build {self.slot} {z}" for z in zones}
        if self.mode == TEMPLE:
            out: dict[str, str | None] = {}
            for z in zones:
                if z in self.picked or len(self.picked) < 3:
                    out[z] = None  # chosen (or dropped, when chosen already)
                else:
                    out[z] = "temple " + " ".join(sorted([*self.picked, z]))
            return out
        return {}

    # ------------------------------------------------------------ drawing

    def shown_state(self) -> Any:
        """The position on show (a copy at ``replay_step``, kept until the game changes)."""
        step = self.replay_step
        if step is None:
            return self.state
        kept = self._replayed
        if kept is None or kept[:2] != (self.session.version, step):
            kept = (self.session.version, step, super().shown_state())
            self._replayed = kept
        return kept[2]

    def refresh(self) -> None:
        lang = self._lang
        st = self.state
        pending = st.pending
        live = self.replay_step is None
        shown = self.shown_state()
        legal = self._legal() if live else []
        self.notice.value = f"<p>{escape(t('och-provisional', lang))}</p>"
        if not provisional_data(st):
            show(self.notice, False)
        self.error.value = f"<p>{escape(self.message)}</p>" if self.message else ""
        show(self.error, bool(self.message))
        status = self.frozen_text or self._status_text()
        if not live:
            total = len(self.session.steps)
            status = t("w-status-replay", lang, step=self.replay_step, total=total)
        self.status.value = f"<p>{escape(status)}</p>"
        if pending is None and live:
            self.status.add_class("ori-och-status--won")
        else:
            self.status.remove_class("ori-och-status--won")
        labeller = words.labels(lang)
        drawn = (self.session.version, lang, self.replay_step)
        if self._drawn != drawn:  # the table changes only with a move (or a step shown)
            self._drawn = drawn
            self.table.value = render_state(shown.view(None), labeller)
            self.table_legend.value = self._legend_html(
                self._table_buildings(shown), "och-legend-table"
            )
        self._refresh_titans(shown)
        # stepped back, read only: no decision is offered on a position of the past
        self._refresh_action_board(legal)
        self._refresh_building_board(legal)
        if live:
            self._refresh_island(legal, labeller)
        else:
            set_children(self.zone_box, [])
            show(self.island_panel, False)
        self._refresh_fight(legal)
        self._refresh_moves(legal)
        self._refresh_history(live)
        logged = (self.session.version, len(self.session.steps), lang, self.replay_step)
        if self._logged != logged:  # the log, like the table, changes only with a move
            self._logged = logged
            self.log_panel.value = self._log_html()
        _set_state_classes(self, [f"ori-och-v-{self.session.version}"])
        self._apply_freeze()
        if self.after_refresh is not None:
            self.after_refresh()
        del pending

    def _status_text(self) -> str:
        lang = self._lang
        st = self.state
        pending = st.pending
        if pending is None:
            (winner,) = st.winners or ("?",)
            return t(
                "och-status-won",
                lang,
                player=words.name(winner, lang),
                points=words.points(st.points(winner), lang) if winner != "?" else "",
            )
        if not self.session.human_turn:
            return t("och-status-waiting", lang, player=words.name(pending.player, lang))
        d = pending.decision
        s: State = st.s
        who = (  # several humans at one board: say whose turn it is, as its own sentence
            ""
            if len(self.session.humans) == 1 and not self.session.see_all
            else t("och-status-who", lang, **words.player_args("player", pending.player, lang))
            + " "
        )
        if d == "metropolis":
            if self.picked:
                return who + t("och-status-metropolis-second", lang, zone=self.picked[0])
            return who + t("och-status-metropolis", lang)
        if d == "action":
            if self.mode == TEMPLE:
                return who + t("och-status-temple", lang, count=len(self.picked))
            b = None if self.slot is None else s.building_board[self.slot - 1].building
            if self.mode == BUILD and b is not None:
                return who + t(
                    "och-status-building", lang, **words.building_args("building", b, lang)
                )
            return who + t(f"och-status-{s.acting().action}", lang)
        if d == "minotaur":
            b = s.minotaur_building().building
            return who + t("och-status-minotaur", lang, **words.building_args("building", b, lang))
        if d == "tile" and self.mode == PICK:
            tile = s.taken_tile()
            terrains = st.c.tiles[tile]["terrains"]
            nxt = terrains[min(len(self.picked), len(terrains) - 1)]
            return who + t("och-status-tile-pick", lang, terrain=words.terrain(nxt, lang))
        key = {"first_player": "och-status-first"}.get(d, f"och-status-{d}")
        return who + t(key, lang)

    def _refresh_action_board(self, legal: list[str]) -> None:
        lang = self._lang
        s: State = self.state.s
        c = self.state.c
        self.action_title.value = f"<h4>{escape(t('och-action-board', lang))}</h4>"
        pending = self.state.pending
        decision = pending.decision if pending is not None and not self.frozen else ""
        buttons = []
        for k, item in enumerate(s.display):
            card = c.cards[item.card]
            for verb in ("take", "discard"):
                move = f"{verb} {k + 1}"
                # try anything: every card of the board at its decision (one
                # the player cannot pay is refused: cannot_afford)
                if move in legal or (bool(legal) and decision == _BOARD_DECISION[verb]):
                    b = self.take_pool.get(move)
                    if verb == "take":
                        cost = c.costs[k]
                        text = t(
                            "och-take",
                            lang,
                            slot=k + 1,
                            action=words.action(card["action"], lang),
                            size=t("och-size", lang, size=card["size"]),
                            creatures=len(item.creatures),
                            cost=cost,
                            cost_count=words.hoplites(cost, lang, "acc"),
                        )
                    else:
                        text = t("och-discard", lang, slot=k + 1)
                    label(b, text)
                    buttons.append(b)
        set_children(self.slots_box, buttons)
        show(self.action_board, bool(buttons))

    def _refresh_building_board(self, legal: list[str]) -> None:
        lang = self._lang
        s: State = self.state.s
        c = self.state.c
        self.building_title.value = (
            f"<h4>{escape(t('och-building-board', lang))}</h4>"
            f'<p class="ori-och-building-note">{escape(t("och-building-effects-note", lang))}</p>'
        )
        building = bool(legal) and self._acting("build")
        buttons = []
        for k, slot in enumerate(s.building_board):
            pre = f"build {k + 1} "
            if slot.building and (any(m.startswith(pre) for m in legal) or building):
                b = self.build_pool.get(str(k + 1))
                label(
                    b,
                    t(
                        "och-build-slot",
                        lang,
                        **words.building_args("building", slot.building, lang),
                        slot=k + 1,
                        terrain=words.terrain(c.building_slots[k], lang),
                    ),
                    # what the building does, on hover and for screen readers
                    words.labels(lang)("building", kind=words.building_kind(slot.building)),
                )
                b.button_style = "info" if (self.mode == BUILD and self.slot == k + 1) else ""
                buttons.append(b)
        set_children(self.building_box, buttons)
        show(self.building_board, bool(buttons))

    def _refresh_history(self, live: bool) -> None:
        """Undo, and the steps back and forward through the moves (``ori-history``)."""
        lang = self._lang
        label(self.undo_button, t("och-undo", lang))
        show(self.undo_button, self.session.can_undo)
        self.undo_button.disabled = not live
        label(self.back_button, t("w-step-back", lang), t("w-step-tip", lang))
        current = len(self.session.steps) if live else self.replay_step
        self.back_button.disabled = current == 0
        label(self.forward_button, t("w-step-forward", lang), t("w-live", lang))
        self.forward_button.disabled = live
        # a board with no move to step through (a lesson's) shows neither
        for b in (self.back_button, self.forward_button):
            show(b, bool(self.session.steps))

    def _refresh_titans(self, state: Any) -> None:
        lang = self._lang
        s: State = state.s
        items = []
        for tt, d in s.titans.items():
            state = t("och-titan-active" if d.active else "och-titan-inactive", lang)
            holder = words.name(d.holder, lang) if d.holder else t("och-r-centre", lang)
            text = t(
                "och-titan-card",
                lang,
                titan=words.titan(tt, lang),
                blessing=t(f"och-blessing-{tt}", lang),
                state=state,
            )
            cls = "ori-och-titan-item" + ("" if d.active else " ori-och-titan--inactive")
            items.append(
                f'<li class="{cls}" data-titan="{tt}"><b>{escape(text)}</b> — {escape(holder)}</li>'
            )
        self.titans.value = (
            f'<h4 class="ori-panel__title">{escape(t("och-titans", lang))}</h4>'
            f"<ul>{''.join(items)}</ul>"
        )

    def _refresh_island(self, legal: list[str], labeller: Callable[..., str]) -> None:
        lang = self._lang
        st = self.state
        s: State = st.s
        pending = st.pending
        # the island shown: the deciding player's (the learner's when nobody decides)
        p = s.turn if pending is not None else (st.winners or [s.turn])[0]
        if not self.session.see_all and self.session.humans and not self.session.human_turn:
            p = self.session.humans[0]
        zones = self.zone_moves()
        preview: dict[str, str] = {}
        tile_on = pending is not None and pending.decision == "tile" and bool(zones)
        if tile_on:
            orients = self._orientations()
            sig = orients[self.turn % len(orients)]
            tile = s.taken_tile()
            terrains = st.c.tiles[tile]["terrains"]
            text = t("och-tile-preview", lang, terrains=words.tile_terrains(tile, lang, terrains))
            self.hand_tile.value = (
                f"<span>{escape(text)}</span>"
                f"{render_tile(tile, s.taken().creatures, sig, labeller, st.c)}"
            )
            label(self.rotate_button, t("och-rotate", lang))
            self.rotate_button.disabled = len(orients) < 2 or self.mode == PICK
            label(self.pick_button, t("och-tile-pick", lang))
            self.pick_button.button_style = "info" if self.mode == PICK else ""
            show(self.pick_button, self._tile_size() > 1)
        show(self.tile_box, tile_on)
        # the tile's controls take rows above the island: on a laptop's lesson grid
        # its legend makes room for them (lesson_style.py)
        set_class(self.island_panel, "ori-och-island-panel--tile", tile_on)
        svg, centres, (width, _height) = render_island(
            {"islands": {p: s.islands[p].to_json()}, "components": st.custom},
            p,
            labeller,
            highlight=self._legal_zones(),
            selected=self.picked,
            preview=preview,
        )
        self.island_picture.value = svg
        legend_for = (self.session.version, p, lang)
        if self._legend_for != legend_for:  # the buildings change only with a move
            self._legend_for = legend_for
            buildings = self._island_buildings(self.state.s.islands[p])
            self.island_legend.value = self._legend_html(buildings, "och-legend-buildings")
        self.island_head.value = f"<h4 class='ori-panel__title'>{escape(self._supply_text(p))}</h4>"
        buttons = []
        side = st.side(p)
        size = 100 * 2 * ZONE_R / width  # the zones touch: a button as wide as its zone
        lit = self._legal_zones()
        for z in side.zones:
            if z not in zones:
                continue
            b = self.zone_pool.get(z)
            x, y = centres[z]
            b.layout.left = f"{100 * x - size / 2:.2f}%"
            b.layout.top = f"{100 * y:.2f}%"
            b.layout.width = f"{size:.2f}%"
            cov = s.islands[p].covered.get(z)
            terrain = _terrain_word(cov[0], lang) if cov else "—"
            text = self._zone_label(z, zones[z], terrain)
            label(b, text)
            b.button_style = "info" if z in self.picked else ""
            hinted = z in lit
            set_class(b, "ori-och-zone-btn--legal", hinted)
            buttons.append(b)
        set_children(self.zone_box, buttons)
        # the choices made so far, as classes (tests and styles wait on them)
        _set_state_classes(
            self.island_frame,
            [
                f"ori-och-turn-{self.turn}",
                f"ori-och-picked-{len(self.picked)}",
                f"ori-och-mode-{self.mode or 'none'}",
            ],
        )
        show(self.island_panel, True)

    @staticmethod
    def _island_buildings(isl: Island) -> list[str]:
        """The buildings drawn on an island: its metropolis's mine and camp
        (once it is placed), then its own."""
        return (["mine", "camp"] if isl.metropolis else []) + list(isl.buildings.values())

    @classmethod
    def _table_buildings(cls, state: Any) -> list[str]:
        """Every building drawn on the table: the islands', then the building
        board's."""
        s: State = state.s
        out = [b for isl in s.islands.values() for b in cls._island_buildings(isl)]
        return out + [slot.building for slot in s.building_board if slot.building]

    def _legend_html(self, buildings: Iterable[str], title_key: str) -> str:
        """The codes of ``buildings`` (tokens), each kind once in their order,
        with its name, what it does (``och-bcode-*``: «Шх — шахта: …») and,
        where the effect is not the rulebook's, its source from the component
        data (``status``: the player aid, or provisional)."""
        lang = self._lang
        kinds: list[str] = []
        for b in buildings:
            kind = words.building_kind(b)
            if kind not in kinds:
                kinds.append(kind)
        if not kinds:
            return ""
        known = self.state.c.building_kinds
        items = []
        for k in kinds:
            status = str(known.get(k, {}).get("status", "provisional"))
            source = (
                ""
                if status == "verified"
                else f' <span class="ori-och-legend__source ori-och-legend__source--{status}">('
                f"{escape(t('och-legend-source', lang, status=status))})</span>"
            )
            items.append(
                f"<li><b>{escape(_zone_text(f'och-bcode-{k}', lang))}</b> — "
                f"{escape(words.building(k, lang))}{colon(lang)} "
                f"{escape(words.building_effect(k, lang))}{source}</li>"
            )
        return (
            f'<p class="ori-och-legend__title">{escape(t(title_key, lang))}</p>'
            f'<ul class="ori-och-legend__items">{"".join(items)}</ul>'
        )

    def _zone_label(self, z: str, move: str | None, terrain: str) -> str:
        lang = self._lang
        pending = self.state.pending
        d = pending.decision if pending else ""
        if d == "metropolis":
            key = "och-metropolis-zone" if self.picked else "och-metropolis-port"
            return _zone_text(key, lang, zone=z)
        if d == "tile" and self.mode == PICK and z in self.picked:
            return _zone_text("och-cancel", lang) + f" ({z})"
        if d == "tile":
            return _zone_text("och-place-here", lang, count=1, zones=z)
        if d == "minotaur":  # the reward names its building («Збудувати статуї в зоні a3»)
            return words.move_text(f"minotaur {z}", lang, self.state)
        if self.mode == BUILD:  # names the picked slot's building («Збудувати шахту в зоні c3»)
            return words.move_text(f"build {self.slot} {z}", lang, self.state)
        if self.mode == TEMPLE:
            return _zone_text("och-temple-zone", lang, zone=z) + f" ({terrain})"
        return _zone_text("och-zone-button", lang, zone=z, terrain=terrain)

    def _supply_text(self, p: str) -> str:
        lang = self._lang
        s: State = self.state.s
        sp = s.supplies[p]
        return t(
            "och-supply",
            lang,
            player=words.name(p, lang),
            hoplites=words.hoplites(sp.hoplites, lang),
            orichalcum=words.orichalcum(sp.orichalcum, lang),
            creatures=t("och-creatures", lang, count=len(sp.captured)),
            points=words.points(self.state.points(p), lang),
        )

    def _refresh_fight(self, legal: list[str]) -> None:
        lang = self._lang
        st = self.state
        fights: dict[str, list[str]] = {}
        for m in legal:
            if m.startswith("fight "):
                _, z, n = m.split()
                fights.setdefault(z, []).append(n)
        if legal and self._acting("fight"):
            # try anything: every creature of the island, 0 to 4 hoplites (more
            # than the player has, or than a fight takes, refused with why)
            creatures = st.s.islands[st.s.turn].creatures
            for z in creatures:
                counts = fights.setdefault(z, [])
                for n in ("0", "1", "2", "3", "4"):
                    if n not in counts:
                        counts.append(n)
                counts.sort(key=lambda n: (n == "bless", n))
        self.fight_title.value = f"<h4>{escape(t('och-action-fight', lang).capitalize())}</h4>"
        rows: list[w.Widget] = []
        isl = st.s.islands[st.s.turn]
        for z, counts in sorted(fights.items()):
            numbers = [int(n) for n in counts if n != "bless"]
            cr = isl.creatures[z]
            row = self._fight_row(z)
            head, count, _chance, roll = row.children
            waiting = isl.waiting.get(z, 0)
            text = t(
                "och-fight-with",
                lang,
                **words.creature_args("creature", cr, lang),
                strength=words.strength(cr, st.c),
                zone=z,
            )
            if waiting:
                text += " · " + t(
                    "och-fight-waiting",
                    lang,
                    count=waiting,
                    hoplites=words.hoplites(waiting, lang),
                )
            head.value = f"<b>{escape(text)}</b>"
            count.description = t("och-fight-hoplites", lang)
            count.style.description_width = "initial"
            old = count.value
            if list(count.options) != numbers:
                count.options = numbers
            count.value = old if old in numbers else numbers[0]
            count.tooltips = [
                t("och-fight-hoplites", lang) + f"{_colon(lang)} {n}" for n in numbers
            ]
            self._update_chance(z)
            rows.append(row)
            if "bless" in counts:
                b = self.bless_pool.get(z)
                label(b, t("och-fight-bless", lang) + f" — {words.creature(cr, lang)} ({z})")
                rows.append(b)
            del roll
        set_children(self.fight_box, rows)
        show(self.fight_panel, bool(rows))

    def _update_chance(self, zone: str) -> None:
        row = self.fight_rows_cache[zone]
        _head, count, chance, roll = row.children
        lang = self._lang
        st = self.state
        if zone not in st.s.islands[st.s.turn].creatures or count.value is None:
            return
        n = int(count.value)
        if n + st.s.islands[st.s.turn].waiting.get(zone, 0) > 3:
            chance.value = ""  # more than a fight takes: the Roll is refused, with why
            label(roll, t("och-fight-roll", lang, dice=t("och-dice", lang, count=1 + n)))
            return
        p = fight_chance(st, zone, n)
        waiting = st.s.islands[st.s.turn].waiting.get(zone, 0)
        dice = 1 + n + waiting
        total = len(st.c.dice) ** dice
        won = p * total
        chance.value = (
            f"<span class='ori-och-chance__text'>"
            f"{escape(t('och-chance', lang, percent=percent(p), won=int(won), total=total))}"
            f"</span>"
        )
        label(roll, t("och-fight-roll", lang, dice=t("och-dice", lang, count=dice)))

    def _refresh_moves(self, legal: list[str]) -> None:
        lang = self._lang
        st = self.state
        pending = st.pending
        buttons: list[w.Button] = []
        d = pending.decision if pending else ""
        self.decision_title.value = f"<h4>{escape(t('och-decision', lang))}</h4>"
        if d == "action" and (any(m.startswith("temple ") for m in legal) or self._acting("build")):
            label(self.temple_button, t("och-temple", lang))
            self.temple_button.button_style = "info" if self.mode == TEMPLE else ""
            buttons.append(self.temple_button)
        for m in legal:
            verb = m.split()[0]
            if verb in ("take", "discard", "place", "fight", "build", "temple", "minotaur"):
                continue
            if verb == "metropolis":
                continue
            b = self.move_pool.get(m)
            # an extra action's button keeps its label; move_text is its sentence form
            label_of = words.extra_label if verb == "extra" else words.move_text
            text = label_of(m, lang, st)
            if verb == "pass" and d == "extra":
                text = t("och-end-turn", lang)
            label(b, text)
            # O6: a paid action that can do nothing stands out, not by its words alone
            futile = verb == "extra" and st.move_info(m)["futile"]
            set_class(b, "ori-och-move--futile", futile)
            buttons.append(b)
        if d == "extra" and legal:  # try anything: every action with every payment
            pays = st.c.extra
            for m in self._extra_moves():
                if m in legal:
                    continue
                b = self.move_pool.get(m)
                text = words.extra_label(m, lang, st)  # the price the engine would charge
                # a payment the rulebook never allows for this action (hoplites for
                # recruiting, orichalcum for producing) says so: offered to try, it
                # must not read as a normal choice (review fr E6)
                _, act, pay = m.split()
                forbidden = act not in pays[pay]["actions"]
                if forbidden:
                    text = t("och-extra-forbidden", lang, move=text)
                label(b, text)
                set_class(b, "ori-och-move--futile", False)
                set_class(b, "ori-och-move--forbidden", forbidden)
                buttons.append(b)
        if (self.mode is not None or self.picked) and self.replay_step is None:
            label(self.cancel_button, t("och-cancel", lang))
            buttons.append(self.cancel_button)
        set_children(self.moves_box, buttons)
        show(self.decision_panel, bool(buttons))

    def _log_html(self) -> str:
        lang = self._lang
        items = []
        steps, current = self.session.steps, self.replay_step
        for i in range(len(steps), max(len(steps) - 60, 0), -1):
            css = ""
            if current is not None and i == current:
                css = ' class="ori-och-log__entry--current"'
            elif current is not None and i > current:
                css = ' class="ori-och-log__entry--future"'
            for e in reversed(steps[i - 1].events):
                items.append(f'<li{css} data-step="{i}">{escape(GAME.narrate(e, lang))}</li>')
        opening = list(getattr(self.state, "opening", ()) or ())[-60:]
        before = ""
        if opening:
            told = "".join(f"<li>{escape(GAME.narrate(e, lang))}</li>" for e in reversed(opening))
            before = (
                f'<h5 class="ori-och-log__opening">{escape(t(self.opening_title, lang))}</h5>'
                f"<ol class='ori-och-log__items'>{told}</ol>"
            )
        return (
            f'<h4 class="ori-panel__title">{escape(t("och-log", lang))}</h4>'
            f"<ol class='ori-och-log__items'>{''.join(items)}</ol>{before}"
        )
