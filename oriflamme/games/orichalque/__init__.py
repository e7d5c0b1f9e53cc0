"""Orichalque (Cathala & Goupy, 2022): one game of the tutor, a peer of the others.

- ``engine/``: the rules (pure; docs/protocol-orichalque.md) and its component
  data (``engine/data/``, docs/orichalque-data.md);
- ``render``: the board drawn as SVG;
- ``words``: its names, events, moves and refusals in words;
- ``goals``: its lesson goal predicates; ``bots``: its computer players;
- ``witnesses``: refusals in real positions (``oriflamme.core.conformance``);
  ``testing``: its invariants, checked over random games;
- ``game``: the adapter, ``GAME``, registered as ``orichalque`` (``oriflamme.core``).

This module imports nothing: importing the engine does not import the adapter,
the words or the drawing (docs/architecture.md).
"""
