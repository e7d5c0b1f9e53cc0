"""Oriflamme (base, Ablaze, Alliance): one game of the tutor, a peer of the others.

- ``engine/``: the rules (pure: no words, no drawing; docs/PROTOCOL.md is its contract);
- ``render/``: the board drawn as SVG/HTML;
- ``words``: its events, moves and refusals in words (the Fluent catalogs);
- ``goals``: its lesson goal predicates;
- ``witnesses``: refusals in real positions (``oriflamme.core.conformance``);
  ``testing``: its invariants, checked over random games;
- ``game``: the adapter, ``GAME``, registered as ``oriflamme`` (``oriflamme.core``).

This module imports nothing: importing the engine does not import the adapter,
the words or the drawing (docs/architecture.md).
"""
