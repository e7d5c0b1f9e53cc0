"""Computer players for the sandbox, the match command and the advisor.

Every bot has ``choose(state) -> move``: a legal move (docs/PROTOCOL.md §3 notation)
for the pending decision of ``state``. Bots never change the state they are
given, and never base a choice on a card they could not see (see
``oriflamme.bots.hidden``). Three levels: ``easy`` (random), ``medium``
(greedy), ``strong`` (information-set Monte Carlo tree search, ``strong.py``).

>>> import oriflamme
>>> from oriflamme.bots import GreedyBot, RandomBot, play_game
>>> state = oriflamme.new_game(["red", "blue", "green"], seed=3)
>>> bots = {"red": GreedyBot(1), "blue": RandomBot(2), "green": RandomBot(3)}
>>> play_game(state, bots).finished
True
"""

from collections.abc import Callable

from oriflamme.bots.base import Bot, RandomBot, play_game
from oriflamme.bots.greedy import GreedyBot
from oriflamme.bots.strong import StrongBot

#: The bot kinds the sandbox offers, by name.
BOTS: dict[str, Callable[[int | None], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "strong": StrongBot,
}
#: The three levels and the kind each one is.
LEVELS: dict[str, str] = {"easy": "random", "medium": "greedy", "strong": "strong"}


def make_bot(
    kind: str,
    seed: int | None = None,
    *,
    time_budget: float | None = None,
    iterations: int | None = None,
) -> Bot:
    """A bot of ``kind`` (``random``/``greedy``/``strong``, or a level:
    ``easy``/``medium``/``strong``) seeded with ``seed``.

    ``time_budget`` (seconds per decision) and ``iterations`` set the strong
    bot's thinking; without either it thinks for its default time.
    """
    kind = LEVELS.get(kind, kind)
    if kind not in BOTS:
        raise KeyError(f"{kind!r} is not a bot ({', '.join([*BOTS, *LEVELS])})")
    if kind == "strong" and (time_budget is not None or iterations is not None):
        return StrongBot(seed, time_budget=time_budget, iterations=iterations)
    return BOTS[kind](seed)


__all__ = [
    "BOTS",
    "LEVELS",
    "Bot",
    "GreedyBot",
    "RandomBot",
    "StrongBot",
    "make_bot",
    "play_game",
]
