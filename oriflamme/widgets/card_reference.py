"""The card reference: all 31 cards by edition, searchable by name.

Each card shows its face (pictogram, family seal, kind), its printed ability in
the reader's language, the rulings that touch it in plain words and, where the
course has one, a button opening its lesson. The ids of those rulings
(RULINGS.md: «B1», «L10, G19») mean nothing to a learner: they are shown only in
the teacher's view (``teacher=True``, or the «for the teacher» box).

>>> ref = CardReference("fr")
>>> ref.search.value = "arch"
>>> [c for c in ref.shown()]
['archer']
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import ipywidgets as w

from oriflamme.games import get_game
from oriflamme.games.oriflamme.render import CARD_H, CARD_W
from oriflamme.games.oriflamme.render.card import defs, render_card
from oriflamme.i18n import has, inner_quotes
from oriflamme.tutor.course import lessons

from .controls import show
from .localized import Localized
from .text import ability_text, card_name, t

#: The game whose cards the reference shows.
GAME = get_game("oriflamme")
#: Editions in the order of the reference, with their cards in catalogue order.
EDITIONS = GAME.editions
#: The family whose colours each edition's cards wear in the reference.
EDITION_FAMILY = {"base": "red", "ablaze": "blue", "alliance": "green"}
FACE_SCALE = 1.3
#: The rulings (RULINGS.md) each card's «rulings» text puts in plain words: the
#: teacher's view names them, a learner never sees an id.
RULING_IDS: dict[str, tuple[str, ...]] = {
    "archer": ("B1",),
    "soldier": ("B2", "G4"),
    "spy": ("B3",),
    "heir": ("B4",),
    "shapeshifter": ("B5",),
    "lord": ("B6",),
    "assassination": ("B7",),
    "royal_decree": ("B8", "G5"),
    "ambush": ("B9",),
    "conspiracy": ("B10",),
    "prince": ("A2",),
    "twin": ("A1", "A3"),
    "schemer": ("A4", "G7"),
    "queen": ("A5",),
    "cutthroat": ("A5",),
    "apothecary": ("A6",),
    "felon": ("A7",),
    "substitution": ("A8",),
    "bribery": ("A9", "A9a"),
    "combination": ("A10",),
    "trap": ("A11",),
    "empress": ("L1",),
    "fanatic": ("L2",),
    "informant": ("L3", "G18"),
    "diplomat": ("L4",),
    "deserter": ("L5",),
    "judge": ("L6",),
    "insurrection": ("L7",),
    "extortion": ("L8",),
    "infiltration": ("L9", "L11"),
    "pact": ("L10", "G19"),
}


def cards_of(edition: str) -> list[str]:
    """The card ids of ``edition`` in catalogue order."""
    return [cid for cid, term in GAME.cards().items() if term.edition == edition]


def lesson_of(card_id: str) -> str | None:
    """The id of the lesson about ``card_id`` (``card-<card>``), if the course has one."""
    wanted = f"card-{card_id.replace('_', '-')}"
    ids = {lesson.id for edition in EDITIONS for lesson in lessons(edition)}
    return wanted if wanted in ids else None


def _face(card_id: str, owner: str, lang: str) -> str:
    card = {"card": card_id, "owner": owner, "face_up": True}
    width, height = CARD_W * FACE_SCALE + 6, CARD_H * FACE_SCALE + 6
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="ori-card-entry__face" role="img"'
        f' width="{width:.0f}" height="{height:.0f}" viewBox="-3 -3 {CARD_W + 6} {CARD_H + 6}"'
        f' aria-label="{escape(card_name(card_id, lang))}">{defs()}'
        f"{render_card(card, lang)}</svg>"
    )


class CardEntry(w.HBox):
    """One card of the reference: face, name, ability, rulings, lesson button."""

    def __init__(self, card_id: str, owner: str, open_lesson: Callable[[str], None] | None):
        super().__init__()
        self.card_id = card_id
        self.owner = owner
        self.add_class("ori-card-entry")
        self.add_class(f"ori-card-entry--{card_id.replace('_', '-')}")
        self.face = w.HTML()
        self.face.add_class("ori-card-entry__picture")
        self.text = w.HTML()
        self.text.add_class("ori-card-entry__text")
        self.lesson_id = lesson_of(card_id) if open_lesson else None
        column = [self.text]
        self.lesson_button: w.Button | None = None
        if self.lesson_id and open_lesson:
            lesson_id = self.lesson_id
            b = w.Button(layout=w.Layout(width="auto"))
            b.add_class("ori-card-lesson")
            b.add_class(f"ori-card-lesson-{card_id.replace('_', '-')}")
            b.on_click(lambda _b: open_lesson(lesson_id))
            self.lesson_button = b
            column.append(b)
        body = w.VBox(column)
        body.add_class("ori-card-entry__body")
        self.children = (self.face, body)

    def relabel(self, lang: str, teacher: bool = False) -> None:
        cid = self.card_id
        self.face.value = _face(cid, self.owner, lang)
        ability = "<br>".join(escape(line) for line in ability_text(cid, lang).split("\n"))
        ruling = escape(t(f"cardref-ruling-{cid}", lang))
        if teacher:
            ids = escape("(" + ", ".join(RULING_IDS[cid]) + ")")
            ruling += f' <span class="ori-card-entry__ids">{ids}</span>'
        self.text.value = (
            f'<h4 class="ori-card-entry__name">{escape(card_name(cid, lang))}</h4>'
            f'<div class="ori-card-entry__label">{escape(t("cardref-ability", lang))}</div>'
            f'<p class="ori-card-entry__ability">{ability}</p>'
            f'<div class="ori-card-entry__label">{escape(t("cardref-rulings", lang))}</div>'
            f'<p class="ori-card-entry__rulings">{ruling}</p>'
        )
        if self.lesson_button is not None and self.lesson_id:
            # a guest language (en) has no lessons: no button to one
            taught = has(f"lesson-{self.lesson_id}-title", lang)
            show(self.lesson_button, taught)
            if not taught:
                return
            title = t(f"lesson-{self.lesson_id}-title", lang)
            title = inner_quotes(title, lang)
            self.lesson_button.description = t("cardref-lesson", lang, title=title)
            self.lesson_button.tooltip = t("cardref-lesson-tip", lang)

    def matches(self, query: str, lang: str) -> bool:
        """Whether the card's name (in ``lang``, or its id) contains ``query``."""
        q = query.strip().casefold()
        if not q:
            return True
        names = (card_name(self.card_id, lang), self.card_id.replace("_", " "))
        return any(q in name.casefold() for name in names)


class CardReference(Localized, w.VBox):
    """The «Карти» / «Карты» / «Cartes» tab: ``CardReference("uk", open_lesson=...)``.

    ``teacher=True`` (or ticking ``teacher_box``) adds each ruling's id."""

    def __init__(
        self,
        lang: str = "uk",
        open_lesson: Callable[[str], None] | None = None,
        *,
        teacher: bool = False,
    ):
        super().__init__()
        self.add_class("ori-cards")
        self._lang = lang
        self.intro = w.HTML()
        self.intro.add_class("ori-cards__intro")
        self.search = w.Text(continuous_update=True)
        self.search.add_class("ori-cards-search")
        self.count = w.HTML()
        self.count.add_class("ori-cards__count")
        self.teacher_box = w.Checkbox(value=teacher, indent=False, layout=w.Layout(width="auto"))
        self.teacher_box.style.description_width = "initial"  # its whole label, not «…»
        self.teacher_box.add_class("ori-cards-teacher")
        bar = w.HBox([self.search, self.count, self.teacher_box])
        bar.add_class("ori-cards__bar")
        self.none = w.HTML()
        self.none.add_class("ori-cards__none")
        self.entries: dict[str, CardEntry] = {}
        self.sections: dict[str, tuple[w.HTML, w.Box]] = {}
        parts: list[w.Widget] = [self.intro, bar, self.none]
        for edition in EDITIONS:
            head = w.HTML()
            head.add_class("ori-cards__edition")
            grid = w.Box()
            grid.add_class("ori-cards__grid")
            grid.add_class(f"ori-cards__grid--{edition}")
            entries = []
            for cid in cards_of(edition):
                entry = CardEntry(cid, EDITION_FAMILY[edition], open_lesson)
                self.entries[cid] = entry
                entries.append(entry)
            grid.children = tuple(entries)
            self.sections[edition] = (head, grid)
            parts += [head, grid]
        self.children = tuple(parts)
        self.search.observe(lambda _change: self._filter(), names="value")
        self.teacher_box.observe(lambda _change: self._relabel(), names="value")
        self._relabel()

    @property
    def teacher(self) -> bool:
        """Whether the rulings' ids are shown (the teacher's view)."""
        return bool(self.teacher_box.value)

    def shown(self) -> list[str]:
        """The ids of the cards on show (after the search)."""
        return [cid for cid, e in self.entries.items() if e.layout.display != "none"]

    def _relabel(self) -> None:
        lang = self._lang
        self.intro.value = f"<p>{escape(t('cardref-intro', lang))}</p>"
        self.search.description = t("cardref-search", lang)
        self.search.placeholder = t("cardref-search-placeholder", lang)
        self.none.value = escape(t("cardref-none", lang))
        self.teacher_box.description = t("cardref-teacher", lang)
        for edition, (head, _grid) in self.sections.items():
            head.value = f"<h3>{escape(t(f'w-edition-{edition}', lang))}</h3>"
        for entry in self.entries.values():
            entry.relabel(lang, self.teacher)
        self._filter()

    def _filter(self) -> None:
        lang, query = self._lang, self.search.value
        for entry in self.entries.values():
            entry.layout.display = "" if entry.matches(query, lang) else "none"
        for edition, (head, grid) in self.sections.items():
            any_shown = any(self.entries[c].layout.display != "none" for c in cards_of(edition))
            head.layout.display = grid.layout.display = "" if any_shown else "none"
        shown = len(self.shown())
        self.count.value = escape(t("cardref-count", lang, shown=shown, total=len(self.entries)))
        self.none.layout.display = "" if shown == 0 else "none"
