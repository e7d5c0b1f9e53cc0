"""The neutral core every game stands on (docs/architecture.md); it imports no
game and no shell:

- ``errors``: ``IllegalMoveError`` and ``ScenarioFileError``, the bases of each
  game's own errors; ``decisions``: ``Pending``;
- ``files``: the bounded reader of scenario files; ``link``: share links;
- ``protocol``: ``Game[S, E]`` and ``State[E]``; ``registry``: the games by
  name, and ``load_scenario`` for a file of any game;
- ``goals``: the shape of lesson goals; ``conformance``: what every game keeps.
"""
