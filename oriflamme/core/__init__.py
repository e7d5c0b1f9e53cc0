"""The neutral core every game stands on (docs/architecture.md): the game
protocol (``protocol``), the registry of games (``registry``), the shape of
lesson goals (``goals``) and share links (``link``). It imports no game."""
