"""Computer players for the sandbox (and, later, the advisor).

Every bot has ``choose(state) -> move``: a legal move (PROTOCOL.md §3 notation)
for the pending decision of ``state``. Bots never change the state they are
given, and never base a choice on a card they could not see (see
``oriflamme.bots.hidden``).

>>> import oriflamme
>>> from oriflamme.bots import GreedyBot, RandomBot, play_game
>>> state = oriflamme.new_game(["red", "blue", "green"], seed=3)
>>> bots = {"red": GreedyBot(1), "blue": RandomBot(2), "green": RandomBot(3)}
>>> play_game(state, bots).finished
True
"""

from oriflamme.bots.base import Bot, RandomBot, play_game
from oriflamme.bots.greedy import GreedyBot

#: The bot kinds the sandbox offers, by name.
BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(kind: str, seed: int | None = None) -> Bot:
    """A bot of ``kind`` (``random`` or ``greedy``) seeded with ``seed``."""
    return BOTS[kind](seed)


__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "make_bot", "play_game"]
