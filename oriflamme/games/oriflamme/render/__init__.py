"""Pure drawing: state dicts (docs/PROTOCOL.md §5 JSON or a player's view) to SVG/HTML strings.

No widget imports; from the engine only the card catalogue. Words come from
``oriflamme.i18n`` (the renderer's own in ``locales/<lang>/render.ftl``).

>>> from oriflamme.games.oriflamme.render import render_board
>>> html = render_board(state, "uk", viewer="red")  # doctest: +SKIP
"""

from oriflamme.games.oriflamme.render.board import render_board, render_scoreboard, status_line
from oriflamme.games.oriflamme.render.card import CARD_H, CARD_W, card_size, render_card
from oriflamme.games.oriflamme.render.emblems import STANDARD_FAMILIES, emblem_svg, family
from oriflamme.games.oriflamme.render.queue import render_queue, visible_card
from oriflamme.games.oriflamme.render.style import BOARD_CSS
from oriflamme.games.oriflamme.render.zones import render_hand, render_zone

__all__ = [
    "BOARD_CSS",
    "CARD_H",
    "CARD_W",
    "STANDARD_FAMILIES",
    "card_size",
    "emblem_svg",
    "family",
    "render_board",
    "render_card",
    "render_hand",
    "render_queue",
    "render_scoreboard",
    "render_zone",
    "status_line",
    "visible_card",
]
