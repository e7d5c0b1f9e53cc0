"""The queue as one SVG picture: stacks as offset piles, numbers, direction, cursor."""

from __future__ import annotations

from typing import Any

from oriflamme.games.oriflamme.render.card import CARD_H, CARD_W, GOLD, INK, defs, render_card
from oriflamme.games.oriflamme.render.svg import (
    SANS,
    SERIF,
    attrs,
    classes,
    css_token,
    el,
    esc,
    num,
    svg_doc,
)
from oriflamme.games.oriflamme.render.text import t

MARGIN = 26
GAP = 30
PILE_DX, PILE_DY = 5, 8  # how far each covered card peeks out (right, up)
MAX_LAYERS = 5  # covered cards drawn per stack (deeper ones only count in the badge)
CURSOR_H = 34  # room above the cards for the cursor mark
FOOT_H = 92  # room below the cards for numbers, arrow and direction label
SLOT = CARD_W + GAP + PILE_DX * (MAX_LAYERS - 1)


def visible_card(card: dict[str, Any], viewer: str | None) -> dict[str, Any]:
    """``card`` as ``viewer`` sees it: another family's face-down card loses its id."""
    if viewer is None or card.get("face_up") or card.get("owner") == viewer:
        return card
    return {**card, "card": None}


def _label(content: str, x: float, y: float, size: float, **style: object) -> str:
    """Centred text."""
    return el("text", esc(content), x=x, y=y, font_size=size, text_anchor="middle", **style)


def _cursor_mark(cx: float, top: float, lang: str) -> str:
    word = t("render-next", lang).upper()
    arrow = f"M{num(cx - 10)} {num(top - 12)}H{num(cx + 10)}L{num(cx)} {num(top - 1)}Z"
    return el(
        "g",
        _label(word, cx, top - 17, 12, font_family=SANS, font_weight="bold", fill="#8a5a00")
        + el("path", d=arrow, fill="#ffc928", stroke="#8a5a00", stroke_width=1.2),
        class_="ori-cursor-mark",
    )


def _number(cx: float, cy: float, pos: int, current: bool) -> str:
    fill, ink = ("#ffc928", INK) if current else (INK, "#f5ecd6")
    return el(
        "g",
        el("circle", cx=cx, cy=cy, r=12.5, fill=fill, stroke=GOLD, stroke_width=1.5)
        + _label(str(pos + 1), cx, cy + 4.6, 13, font_family=SANS, font_weight="bold", fill=ink),
        class_=classes("ori-pos-label", "ori-pos-label--current" if current else None),
    )


def _arrow(x_from: float, x_to: float, y: float, label: str, mid: float) -> str:
    sign = 1 if x_to >= x_from else -1
    back = x_to - sign * 14
    line = f"M{num(x_from)} {num(y)}H{num(x_to - sign * 10)}"
    head = f"M{num(x_to)} {num(y)}L{num(back)} {num(y - 7)}L{num(back)} {num(y + 7)}Z"
    return el(
        "g",
        el("path", d=line, stroke=INK, stroke_width=2.5, stroke_linecap="round", opacity=0.8)
        + el("path", d=head, fill=INK, opacity=0.8)
        + _label(label, mid, y + 22, 13, font_family=SERIF, font_style="italic", fill=INK),
        class_="ori-direction",
    )


def _placeholder(x: float, y: float, w: float, label: str, size: float) -> str:
    """A dashed outline with a caption (empty queue, start/end slots)."""
    box = el(
        "rect",
        x=x,
        y=y,
        width=w,
        height=CARD_H,
        rx=8,
        fill="#fff8e6",
        fill_opacity=0.45,
        stroke=INK,
        stroke_opacity=0.5,
        stroke_width=2,
        stroke_dasharray="7 5",
    )
    style = {"font_family": SERIF, "font_style": "italic", "fill": INK, "opacity": 0.8}
    return box + _label(label, x + w / 2, y + CARD_H / 2 + 6, size, **style)


def _slot(x: float, y: float, which: str, lang: str) -> str:
    label = t(f"queue-{which}", lang)
    plus = _label("+", x + CARD_W / 2, y + CARD_H / 2 - 14, 34, font_family=SANS, fill=INK)
    return el(
        "g",
        el("title", esc(label)) + _placeholder(x, y, CARD_W, label, 13) + plus,
        class_=f"ori-slot ori-slot--{which}",
        data_slot=which,
        role="button",
        tabindex="0",
    )


def _stack(
    stack: list[dict[str, Any]],
    pos: int,
    x: float,
    top: float,
    lang: str,
    viewer: str | None,
    mark: str | None,
    is_cursor: bool,
    detail: bool = False,
) -> str:
    depth = len(stack)
    shown = stack[-MAX_LAYERS:]
    group = attrs(
        class_=classes(
            "ori-stack",
            f"ori-pos-{pos}",
            f"ori-{css_token(mark)}" if mark else None,
            "ori-cursor" if is_cursor else None,
        ),
        data_pos=pos,
        data_depth=depth,
    )
    out = [f"<g {group}>"]
    for layer, card in enumerate(shown):
        lift = len(shown) - 1 - layer  # 0 for the top card
        is_top = lift == 0
        out.append(
            render_card(
                visible_card(card, viewer),
                lang,
                x=x + lift * PILE_DX,
                y=top - lift * PILE_DY,
                label_pos=pos,
                highlight=(mark or False) if is_top else False,
                selectable=bool(mark) and is_top,
                depth=depth if is_top else 1,
                covered=not is_top,
                detail=detail and is_top,
                teacher=viewer is None,
                in_queue=True,
            )
        )
    out.append("</g>")
    return "".join(out)


def render_queue(
    state: dict[str, Any],
    lang: str,
    *,
    viewer: str | None = None,
    highlight: dict[int, str] | None = None,
    cursor: int | None = None,
    slots: bool = False,
    detail: bool = False,
) -> str:
    """The queue of ``state`` (docs/PROTOCOL.md §5 state JSON, or a view) as an ``<svg>``.

    Stacks are drawn in resolution order (position 0 on the left for ``ltr``, on
    the right for ``rtl``), numbered from 1 under the cards (``data-pos`` and the
    ``ori-pos-<N>`` classes keep the 0-based protocol positions). ``viewer`` hides
    other families' face-down cards (a view already has them hidden).
    ``highlight`` maps positions to a kind (``{2: "target"}``): halo and class
    ``ori-target`` on that stack and its top card. ``cursor`` marks the next
    position to resolve (default: ``state["next"]`` during resolution).
    ``slots=True`` adds the *start*/*end* places of the placement phase
    (``ori-slot`` groups with ``data-slot``; on an empty queue the placeholder
    itself is the one ``start`` slot). ``detail=True`` prints the ability on
    the face-up top cards (for large card sizes).
    """
    queue: list[list[dict[str, Any]]] = state.get("queue") or []
    wants_slots = slots
    rtl = state.get("direction") == "rtl"
    marks = {int(k): v for k, v in (highlight or {}).items()}
    if cursor is None and state.get("phase") == "resolution" and isinstance(state.get("next"), int):
        cursor = state["next"]
    layers = max((min(len(s), MAX_LAYERS) for s in queue), default=1)
    top = CURSOR_H + 10 + PILE_DY * (layers - 1)
    slots = slots and bool(queue)
    n_slots = len(queue) + (2 if slots else 0)
    width = max(2 * MARGIN + max(n_slots, 1) * SLOT - GAP, 360)
    height = top + CARD_H + FOOT_H
    direction = "rtl" if rtl else "ltr"

    def slot_x(index: int) -> float:
        """Left x of the ``index``-th place in resolution order (slots included)."""
        col = (n_slots - 1 - index) if rtl else index
        used = n_slots * SLOT - GAP
        return (width - used) / 2 + col * SLOT

    body: list[str] = []
    offset = 1 if slots else 0
    if not queue:
        body.append(_empty(width, top, lang, slot=wants_slots))
    for pos, stack in enumerate(queue):
        x = slot_x(pos + offset)
        body.append(_stack(stack, pos, x, top, lang, viewer, marks.get(pos), cursor == pos, detail))
    if slots:
        body.append(_slot(slot_x(0), top, "start", lang))
        body.append(_slot(slot_x(n_slots - 1), top, "end", lang))
    if queue:
        if cursor is not None and 0 <= cursor < len(queue):
            lift = min(len(queue[cursor]), MAX_LAYERS) - 1
            cx = slot_x(cursor + offset) + CARD_W / 2 + lift * PILE_DX / 2
            body.append(_cursor_mark(cx, top - lift * PILE_DY - 4, lang))
        for pos in range(len(queue)):
            body.append(
                _number(slot_x(pos + offset) + CARD_W / 2, top + CARD_H + 24, pos, pos == cursor)
            )
        first = slot_x(offset) + CARD_W / 2
        last = slot_x(offset + len(queue) - 1) + CARD_W / 2
        if first == last:
            first, last = first - 40 * (-1 if rtl else 1), last + 40 * (-1 if rtl else 1)
        label = t(f"render-direction-{direction}", lang)
        body.append(_arrow(first, last, top + CARD_H + 52, label, width / 2))
    css = f"ori-queue ori-queue--{direction}"
    body_svg = defs() + "".join(body)
    return svg_doc(body_svg, width=width, height=height, css=css, title=t("queue", lang))


def _empty(width: float, top: float, lang: str, *, slot: bool) -> str:
    label = t("queue-empty", lang)
    box = _placeholder((width - 300) / 2, top, 300, label, 17)
    if not slot:
        return el("g", box, class_="ori-queue-empty")
    return el(
        "g",
        el("title", esc(label)) + box,
        class_="ori-queue-empty ori-slot ori-slot--start",
        data_slot="start",
        role="button",
        tabindex="0",
    )
