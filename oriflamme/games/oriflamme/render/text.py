"""Words for the pictures, through the i18n layer (``oriflamme.i18n``).

The renderer uses the shared interface words of ``ui.ftl`` (``queue``,
``face-up``, ``discard``…) and its own in ``oriflamme/locales/<lang>/render.ftl``
(keys ``render-*``). This module also composes the text descriptions of cards
used in SVG ``<title>`` elements, e.g. «Лучник (Червоні), персонаж, горілиць,
2 очки впливу».
"""

from __future__ import annotations

from typing import Any

from oriflamme.i18n import ability_text, card_kind, card_name, player_name, t
from oriflamme.i18n import amount_text as amount  # «2 очки впливу», «1 point d’influence»

__all__ = ["amount", "card_kind", "card_name", "describe_card", "player_name", "t"]


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def describe_card(
    card: dict[str, Any] | None,
    lang: str,
    *,
    depth: int = 1,
    covered: bool = False,
    peek: bool = True,
    ability: bool = False,
    teacher: bool = False,
    in_queue: bool = True,
) -> str:
    """A one-line description of a card for screen readers and tooltips.

    ``card`` is a queue card dict (``card`` may be ``None`` when hidden);
    ``None`` describes an unknown card of no family. With ``ability``, a card
    the reader may identify is followed, on the next lines, by its printed
    ability — a learner hovering a card reads what it does. A face-down card
    the reader may see is «seen only by you»; in the ``teacher``'s view, who
    sees every card, it is «seen only by its owner». Face up or down is said of
    a card in the queue only (``in_queue``): a card in hand is neither (the ru
    re-read's D2).
    """
    card = card or {}
    owner = card.get("owner")
    family = player_name(owner, lang) if owner else "?"
    card_id = card.get("card")
    face_up = bool(card.get("face_up"))
    if card_id and (face_up or peek):
        parts = [
            t("render-card-named", lang, name=card_name(card_id, lang), family=family),
            _lower_first(card_kind(card_id, lang)),
        ]
    else:
        parts = [t("render-card-hidden", lang, family=family)]
    if in_queue:
        parts.append(_lower_first(t("face-up" if face_up else "face-down", lang)))
    if card_id and not face_up and peek:
        parts.append(t("render-peek-owner" if teacher else "render-peek", lang))
    if covered:
        parts.append(t("render-covered", lang))
    if card.get("tokens"):
        parts.append(amount(card["tokens"], lang))
    if depth > 1:
        parts.append(_lower_first(t("on-stack", lang, count=depth)))
    if card.get("verdict"):
        parts.append(t("render-verdict", lang))
    if card.get("bribed_by"):
        parts.append(t("render-bribed", lang, player=player_name(card["bribed_by"], lang)))
    if card.get("inactive"):
        parts.append(t("render-inactive", lang))
    line = ", ".join(parts)
    if ability and card_id and (face_up or peek):
        return f"{line}\n{ability_text(card_id, lang)}"
    return line
