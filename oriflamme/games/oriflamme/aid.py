"""Oriflamme's player aid: a round, the end of the game, and every card of an edition."""

from __future__ import annotations

from html import escape

from ...i18n import ability_text, card_name, t
from ...i18n.markup import paragraph, titled_item
from .engine.cards import CARD_TYPES  # the engine package: every edition registered
from .engine.edition import tiebreak_basis
from .render import CARD_H, CARD_W
from .render.card import render_card

#: The family whose colours each edition's cards wear (as in the card reference).
EDITION_FAMILY = {"base": "red", "ablaze": "blue", "alliance": "green"}


def cards_of(edition: str) -> list[str]:
    """The card ids of ``edition``, in catalogue order."""
    return [cid for cid, card in CARD_TYPES.items() if card.edition == edition]


def subtitle(edition: str, lang: str) -> str:
    return t("handout-subtitle-oriflamme", lang, count=len(cards_of(edition)))


def _lines(text: str) -> str:
    return "<br>".join(escape(x) for x in text.split("\n") if x.strip())


def _face(card_id: str, owner: str, lang: str) -> str:
    card = {"card": card_id, "owner": owner, "face_up": True}
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 {CARD_W + 4} {CARD_H + 4}" '
        f'role="img" aria-label="{escape(card_name(card_id, lang))}">'
        f"{render_card(card, lang)}</svg>"
    )


def card_html(card_id: str, edition: str, lang: str) -> str:
    """One card: its face, name, kind, ability and rulings."""
    kind = CARD_TYPES[card_id].kind
    return (
        f'<article class="ori-ho-card" data-card="{card_id}">'
        f"{_face(card_id, EDITION_FAMILY[edition], lang)}"
        f'<div class="ori-ho-card__body"><h3>{escape(card_name(card_id, lang))}</h3>'
        f'<div class="ori-ho-card__kind">{escape(t(f"kind-{kind}", lang))}</div>'
        f'<div class="ori-ho-card__ability">{_lines(ability_text(card_id, lang))}</div>'
        f'<p class="ori-ho-card__ruling"><b>{escape(t("cardref-rulings", lang))}.</b> '
        f"{escape(t(f'cardref-ruling-{card_id}', lang))}</p></div></article>"
    )


def body(edition: str, lang: str) -> str:
    """The handout's content for an Oriflamme ``edition`` in ``lang``."""
    from .render.card import defs

    def p(key: str, **args: object) -> str:
        return paragraph(key, lang, **args)

    def li(key: str) -> str:
        return titled_item(key, lang)

    changes = ""
    if edition != "base":
        items = "".join(
            f"<li>{escape(x.strip())}</li>"
            for x in t(f"handout-changes-{edition}", lang).split("\n")
            if x.strip()
        )
        changes = (
            f'<div class="ori-ho-box"><h3>{escape(t(f"handout-changes-{edition}-title", lang))}'
            f'</h3><ul class="ori-ho-list">{items}</ul></div>'
        )
    cards = cards_of(edition)
    return (
        f'<svg width="0" height="0" style="position:absolute" aria-hidden="true">{defs()}</svg>'
        f'<div class="ori-ho-box">{p("handout-goal")}{p(f"handout-setup-{edition}")}</div>'
        f"<h2>{escape(t('handout-round-title', lang))}</h2>"
        f'<div class="ori-ho-cols"><ol class="ori-ho-phases">'
        f"{li('handout-placement')}{li('handout-resolution')}</ol>"
        f"{p('handout-elimination')}{p('handout-kinds')}{p('handout-next-round')}"
        f"{p('handout-end', basis=tiebreak_basis([edition]))}</div>"
        f"{changes}"
        f"<h2>{escape(t('handout-cards-title', lang, count=len(cards)))}</h2>"
        f'<div class="ori-ho-cards">'
        + "".join(card_html(c, edition, lang) for c in cards)
        + "</div>"
    )
