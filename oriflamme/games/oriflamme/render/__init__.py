"""Pure drawing: state dicts (docs/PROTOCOL.md §5 JSON or a player's view) to SVG/HTML strings.

No widget imports; from the engine only the card catalogue. Words come from
``oriflamme.i18n`` (the renderer's own in ``locales/<lang>/render.ftl``).

>>> from oriflamme.games.oriflamme.render import render_board
>>> html = render_board(state, "uk", viewer="red")  # doctest: +SKIP
"""

from typing import TYPE_CHECKING

from oriflamme.core.lazy import later

if TYPE_CHECKING:
    from oriflamme.games.oriflamme.render.board import render_board, render_scoreboard, status_line
    from oriflamme.games.oriflamme.render.card import CARD_H, CARD_W, card_size, render_card
    from oriflamme.games.oriflamme.render.emblems import STANDARD_FAMILIES, emblem_svg, family
    from oriflamme.games.oriflamme.render.queue import render_queue, visible_card
    from oriflamme.games.oriflamme.render.style import BOARD_CSS
    from oriflamme.games.oriflamme.render.zones import render_hand, render_zone

#: Where each name lives: a name is imported when first used (issue 32: the
#: stylesheet is wanted by the app's first screen, the drawing and the engine
#: it reads are not).
_WHERE = {
    "BOARD_CSS": "style",
    "CARD_H": "card",
    "CARD_W": "card",
    "STANDARD_FAMILIES": "emblems",
    "card_size": "card",
    "emblem_svg": "emblems",
    "family": "emblems",
    "render_board": "board",
    "render_card": "card",
    "render_hand": "zones",
    "render_queue": "queue",
    "render_scoreboard": "board",
    "render_zone": "zones",
    "status_line": "board",
    "visible_card": "queue",
}

__getattr__ = later(__name__, __package__, {k: f".{v}" for k, v in _WHERE.items()})


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
