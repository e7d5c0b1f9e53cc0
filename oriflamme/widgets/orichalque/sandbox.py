"""The Orichalque sandbox: a whole game against 1–3 computer players — the
shared sandbox (``widgets/game_sandbox.py``) given Orichalque, with its
defaults and its CSS classes (``ori-och-…``, docs/ui-classes.md).

The computer players (random, greedy or strong, ``games/orichalque/bots.py``)
read the table, never a bag's, a pile's or the deck's order nor the dice to
come; they move one at a time, a short pause apart, as in Oriflamme's
sandbox; the advisor answers the learner's decisions under the board.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from oriflamme.games import get_game

from ..game_sandbox import CLASSES, GameSandbox

GAME = get_game("orichalque")
LEARNER = GAME.sandbox.learner
OPPONENTS = GAME.sandbox.opponents

#: Orichalque's sandbox keeps the classes its tests and pages know.
OCH_CLASSES: Mapping[str, Sequence[str]] = {
    **CLASSES,
    "sandbox": ("ori-och-sandbox", "ori-sandbox"),
    "opponents": ("ori-och-opponents",),
    "bots": ("ori-och-bot-kind",),
    "seed": ("ori-och-seed",),
    "new_game": ("ori-och-new-game", "ori-new-game"),
}


class OrichalqueSandbox(GameSandbox):
    """Choose 1–3 opponents, how they play and a deal number; play (``ori-och-sandbox``)."""

    classes = OCH_CLASSES

    def __init__(
        self, lang: str = "uk", *, opponents: int = 1, bots: str = "greedy", seed: int = 1
    ) -> None:
        super().__init__(lang, game=GAME, opponents=opponents, bots=bots, seed=seed)
