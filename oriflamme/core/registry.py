"""The registry of games: every game the tutor can teach, by name.

The built-in games register themselves when first asked for (their adapters
are imported lazily, by name: the registry imports no game, so i18n may ask it
for card catalogs). A third game is a package ``oriflamme/games/<name>/`` whose
``game`` module calls :func:`register`, and a line in ``BUILTIN``
(docs/architecture.md, «Adding a game»).
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .files import read_scenario

if TYPE_CHECKING:
    from .protocol import Game, Scenario, State

#: The built-in games and the module that registers each (in menu order).
BUILTIN: dict[str, str] = {
    "oriflamme": "oriflamme.games.oriflamme.game",
    "orichalque": "oriflamme.games.orichalque.game",
}

_GAMES: dict[str, Game[Any, Any]] = {}


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    """Add ``game`` to the registry under ``game.name`` (twice: an error)."""
    if not game.name:
        raise ValueError("a game needs its name")
    old = _GAMES.get(game.name)
    if old is not None and old is not game:
        raise ValueError(f"game {game.name!r} is already registered")
    _GAMES[game.name] = game
    return game


def _load_builtins() -> None:
    for name, module in BUILTIN.items():
        if name not in _GAMES:
            try:
                import_module(module)
            except ModuleNotFoundError as e:
                if e.name != module:  # a broken adapter, not a missing one
                    raise


def games() -> tuple[Game[Any, Any], ...]:
    """Every registered game, built-in ones first in ``BUILTIN`` order."""
    _load_builtins()
    rank = {name: i for i, name in enumerate(BUILTIN)}
    return tuple(sorted(_GAMES.values(), key=lambda g: rank.get(g.name, len(rank))))


def get_game(name: str) -> Game[Any, Any]:
    """The game called ``name`` (``KeyError`` naming the known ones)."""
    if name not in _GAMES:
        _load_builtins()
    try:
        return _GAMES[name]
    except KeyError:
        raise KeyError(f"no game {name!r} (known: {', '.join(_GAMES)})") from None


def game_of_edition(edition: str) -> Game[Any, Any]:
    """The game whose course ``edition`` is (``base`` → Oriflamme)."""
    for g in games():
        if edition in g.editions:
            return g
    raise KeyError(f"no game has an edition {edition!r}")


#: The game of a scenario file without a ``game`` key (docs/PROTOCOL.md's scenarios).
DEFAULT_GAME = "oriflamme"


def game_of_scenario(data: object) -> Game[Any, Any]:
    """The game a scenario dict is a position of (its ``game``, default
    Oriflamme); a ``game`` no registered game has: the default game's
    ``scenario_error`` naming the ``game`` field."""
    name = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else DEFAULT_GAME
    try:
        return get_game(name) if isinstance(name, str) else get_game(DEFAULT_GAME)
    except KeyError:
        default = get_game(DEFAULT_GAME)
        raise default.scenario_error(
            "game",
            f"{name!r} is not a game of the tutor",
            "not_a_game",
            value=name,
            allowed=[g.name for g in games()],
        ) from None


def load_scenario(source: Scenario | str | Path) -> State[Any]:
    """The position of a scenario file (or dict) of any registered game: read
    once within the shared bounds (``core.files``; a file that cannot be read:
    the default game's ``scenario_error``), its game found by its ``game`` key
    (``game_of_scenario``), built by that game (``Game.from_data``: its own
    errors). The command line and the teacher's desk load files this way."""
    default = get_game(DEFAULT_GAME)
    data = read_scenario(source, error=default.scenario_error)
    state: State[Any] = game_of_scenario(data).from_data(data)
    return state


def game_of(state: object) -> Game[Any, Any]:
    """The game ``state`` is a position of."""
    for g in games():
        if g.owns(state):
            return g
    raise TypeError(f"not a position of a registered game: {type(state).__name__}")


def editions() -> tuple[str, ...]:
    """Every edition of every game, game after game."""
    return tuple(e for g in games() for e in g.editions)


__all__ = [
    "BUILTIN",
    "DEFAULT_GAME",
    "editions",
    "game_of",
    "game_of_edition",
    "game_of_scenario",
    "games",
    "get_game",
    "load_scenario",
    "register",
]
