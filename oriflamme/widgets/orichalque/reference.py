"""Orichalque's reference tab (issue 25, ``Game.reference_widget``): the
titans, the mythical creatures, the buildings (each with the mark the board
draws on it and its effect), the actions and the phases of a turn — read from
the component data (``engine/data/``), each entry with its source (the
rulebook, the player aid, or our provisional stand-in), and a button opening
the lesson that teaches it where the course has one, as Oriflamme's card
reference does.

>>> ref = OrichalqueReference("fr")
>>> ref.search.value = "cyc"
>>> ref.shown()
['creature-cyclops']
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import ipywidgets as w

from oriflamme.games.orichalque.game import EDITION, components, words
from oriflamme.games.orichalque.render import COLOURS, badge, creature, terrain_symbol
from oriflamme.i18n import has, inner_quotes
from oriflamme.tutor.course import lessons

from ..controls import show
from ..localized import Localized
from ..text import t

#: The lesson that teaches each entry (``None``: the course has none of its own).
LESSONS: dict[str, str | None] = {
    **{f"titan-{x}": "orichalque-titan-blessing" for x in ("rhea", "tethys", "kronos", "hyperion")},
    **{
        f"creature-{x}": "orichalque-fight-odds"
        for x in ("cerberus", "minotaur", "gorgon", "cyclops", "hydra")
    },
    "building-camp": "orichalque-recruit",
    "building-mine": "orichalque-produce",
    "building-oratory": "orichalque-oratory",
    "action-produce": "orichalque-produce",
    "action-recruit": "orichalque-recruit",
    "action-fight": "orichalque-fight-chain",
    "action-build": "orichalque-build",
    "action-temple": "orichalque-temple",
    "action-medallion": "orichalque-medallion",
    "action-extra": "orichalque-extra-hoplites",
    "phase-goal": "orichalque-goal",
    "phase-first-turn": "orichalque-metropolis",
    "phase-1": "orichalque-turn-card",
    "phase-2": "orichalque-placement",
    "phase-3": None,
    "phase-4": "orichalque-extra-hoplites",
    "phase-5": "orichalque-discard",
    "phase-round-end": "orichalque-first-player",
}
#: The other buildings are taught by the lesson on building.
BUILD_LESSON = "orichalque-build"
#: The sections in order (their entries' id prefix).
SECTIONS = ("titans", "creatures", "buildings", "actions", "phases")

REFERENCE_CSS = """<style>
.ori-och-ref { max-width: 100%; box-sizing: border-box; }
.ori-och-ref .ori-och-ref__bar { flex-wrap: wrap; gap: 4px 12px; align-items: center; }
.ori-och-ref .ori-och-ref-search { max-width: 100%; flex: 0 1 24em; }
.ori-och-ref .ori-och-ref__grid { display: grid; gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 21em), 1fr)); }
.ori-och-ref .ori-och-ref-entry { border: 1px solid #c9b48a; border-radius: 8px;
  background: #fffdf7; padding: 8px 10px; gap: 10px; align-items: flex-start;
  box-sizing: border-box; min-width: 0; max-width: 100%; }
.ori-och-ref .ori-och-ref-entry__icon { flex: 0 0 3.2em; }
.ori-och-ref .ori-och-ref-entry__icon svg { width: 3.2em; height: 3.2em; }
.ori-och-ref .ori-och-ref-entry__body { flex: 1 1 auto; min-width: 0; }
.ori-och-ref .ori-och-ref-entry__text { font-size: 1rem; line-height: 1.45;
  overflow-wrap: anywhere; }
.ori-och-ref .ori-och-ref-entry__text .widget-html-content { white-space: normal; }
.ori-och-ref .ori-och-ref-entry__name { margin: 0 0 4px; font-size: 1.1rem; }
.ori-och-ref .ori-och-ref-entry__fact { margin: 2px 0; }
.ori-och-ref .ori-och-ref-entry__status { display: inline-block; margin-top: 4px;
  padding: 1px 8px; border-radius: 10px; font-size: 0.9em; background: #e8efe2; color: #24471c; }
.ori-och-ref .ori-och-ref-entry__status--aid { background: #e6eef8; color: #123d6a; }
.ori-och-ref .ori-och-ref-entry__status--provisional { background: #fbecc9; color: #6b4e16;
  font-style: italic; }
.ori-och-ref .ori-och-ref__provisional { border-left: 4px solid #d19a2a; padding: 4px 10px;
  background: #fff7e3; color: #4d3810; }
.ori-och-ref .ori-och-ref-lesson { max-width: 100%; height: auto; min-height: 32px;
  white-space: normal; text-align: left; }
.ori-och-ref button:focus-visible, .ori-och-ref input:focus-visible {
  outline: 3px solid #0b4f9c; outline-offset: 2px; }
.ori-och-ref .ori-och-ref__pay { margin: 4px 0 0 1.2em; padding: 0; }
@media (min-width: 1800px) { .ori-och-ref .ori-och-ref-entry__text { font-size: 1.15rem; } }
</style>"""


def _icon(inner: str, label: str = "") -> str:
    aria = f'role="img" aria-label="{escape(label)}"' if label else 'aria-hidden="true"'
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-14 -14 28 28" {aria}>{inner}</svg>'


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def lesson_titles() -> dict[str, str]:
    """The course's lessons: id -> its title's key."""
    return {x.id: x.title for x in lessons(EDITION)}


def _status(status: str, lang: str) -> str:
    source = t(f"handout-status-{status}", lang)
    return (
        f'<span class="ori-och-ref-entry__status ori-och-ref-entry__status--{status}">'
        f"{escape(t('och-ref-source', lang, source=source))}</span>"
    )


def _fact(text: str) -> str:
    return f'<p class="ori-och-ref-entry__fact">{escape(text)}</p>'


class Entry(w.HBox):
    """One entry: its picture, name, facts, source and lesson button."""

    def __init__(
        self,
        entry_id: str,
        draw: Callable[[str], tuple[str, str, str, str]],
        open_lesson: Callable[[str], None] | None,
    ) -> None:
        super().__init__()
        self.entry_id, self.draw = entry_id, draw
        self.add_class("ori-och-ref-entry")
        self.add_class(f"ori-och-ref-entry--{entry_id}")
        self.icon = w.HTML()
        self.icon.add_class("ori-och-ref-entry__icon")
        self.text = w.HTML()
        self.text.add_class("ori-och-ref-entry__text")
        kind = entry_id.split("-")[0]
        lesson = LESSONS.get(entry_id, BUILD_LESSON if kind == "building" else None)
        self.lesson_id = lesson if lesson in lesson_titles() else None
        column: list[w.Widget] = [self.text]
        self.lesson_button: w.Button | None = None
        if self.lesson_id and open_lesson is not None:
            lesson_id = self.lesson_id
            b = w.Button(layout=w.Layout(width="auto"))
            b.add_class("ori-och-ref-lesson")
            b.on_click(lambda _b: open_lesson(lesson_id))
            self.lesson_button = b
            column.append(b)
        body = w.VBox(column)
        body.add_class("ori-och-ref-entry__body")
        self.children = (self.icon, body)
        self.name = ""

    def relabel(self, lang: str) -> None:
        icon, name, facts, status = self.draw(lang)
        self.name = name
        self.icon.value = icon
        show_icon = "" if icon else "none"
        if self.icon.layout.display != show_icon:
            self.icon.layout.display = show_icon
        self.text.value = f'<h4 class="ori-och-ref-entry__name">{escape(name)}</h4>{facts}' + (
            _status(status, lang) if status else ""
        )
        if self.lesson_button is not None and self.lesson_id:
            key = lesson_titles()[self.lesson_id]
            taught = has(key, lang)  # a guest language (en) has no lessons
            show(self.lesson_button, taught)
            if not taught:
                return
            title = inner_quotes(t(key, lang), lang)
            self.lesson_button.description = t("cardref-lesson", lang, title=title)
            self.lesson_button.tooltip = t("cardref-lesson-tip", lang)

    def matches(self, query: str) -> bool:
        q = query.strip().casefold()
        return not q or q in self.name.casefold() or q in self.entry_id.replace("-", " ")


# ---------------------------------------------------------------- the entries


def _titan(titan: str) -> Callable[[str], tuple[str, str, str, str]]:
    info = components().titans[titan]

    def draw(lang: str) -> tuple[str, str, str, str]:
        terrain = info["terrain"]
        icon = _icon(
            f'<circle r="12" fill="{COLOURS[terrain]}" stroke="#333"/>'
            + terrain_symbol(terrain, 0, 0, 1.3)
        )
        facts = _fact(t("och-ref-terrain", lang, terrain=t(f"och-terrain-{terrain}", lang)))
        facts += _fact(t("och-ref-blessing", lang, blessing=t(f"och-blessing-{titan}", lang)))
        return icon, t(f"och-titan-{titan}", lang), facts, info.get("status", "verified")

    return draw


def _creature(kind: str) -> Callable[[str], tuple[str, str, str, str]]:
    info = next(c for c in components().raw["creatures"] if c["id"] == kind)
    token = next(k for k, v in components().creatures.items() if v == kind)

    def draw(lang: str) -> tuple[str, str, str, str]:
        icon = _icon(creature(0, 0, token, 12, words.labels(lang)))
        facts = _fact(t("och-ref-strength", lang, strength=info["strength"]))
        facts += _fact(t("och-ref-in-box", lang, count=info["count"]))
        facts += _fact(t("och-ref-reward", lang, reward=t(f"handout-och-reward-{kind}", lang)))
        return icon, t(f"och-creature-{kind}", lang), facts, info["status"]

    return draw


def _building(kind: str) -> Callable[[str], tuple[str, str, str, str]]:
    info = next(b for b in components().raw["buildings"] if b["id"] == kind)

    def draw(lang: str) -> tuple[str, str, str, str]:
        name, code = t(f"och-building-{kind}", lang), t(f"och-bcode-{kind}", lang)
        icon = _icon(badge(0, 0, code, name))
        facts = _fact(t("och-ref-code", lang, code=code))
        facts += _fact(t(f"handout-och-building-{kind}", lang))
        facts += _fact(t("och-ref-in-box", lang, count=info["count"]))
        return icon, _capital(name), facts, info["status"]

    return draw


def _action(action: str) -> Callable[[str], tuple[str, str, str, str]]:
    def draw(lang: str) -> tuple[str, str, str, str]:
        if action in ("produce", "recruit", "build"):
            return (
                "",
                _capital(t(f"och-action-{action}", lang)),
                _fact(t(f"och-ref-{action}-text", lang)),
                "verified",
            )
        if action == "fight":
            dice = components().raw["dice"]
            faces = ", ".join(
                t("och-face-skull", lang) if f == "skull" else str(f) for f in dice["faces"]
            )
            facts = _fact(t("handout-och-fight", lang)) + _fact(t("och-ref-fight-blessing", lang))
            facts += _fact(t("och-ref-dice", lang, faces=faces))
            return "", _capital(t("och-action-fight", lang)), facts, dice["status"]
        if action == "extra":
            payments = components().raw["extra_action"]["payments"]
            items = "".join(
                "<li>"
                + escape(
                    t(
                        "och-ref-pay",
                        lang,
                        payment=t(f"och-pay-{pay}", lang),
                        actions=", ".join(t(f"och-action-{a}", lang) for a in rule["actions"]),
                    )
                )
                + "</li>"
                for pay, rule in payments.items()
            )
            facts = _fact(t("och-ref-extra-text", lang))
            facts += f'<ul class="ori-och-ref__pay">{items}</ul>'
            return "", t("och-ref-extra", lang), facts, "verified"
        text = _fact(t(f"och-ref-{action}-text", lang))
        return "", t(f"och-ref-{action}", lang), text, "verified"

    return draw


def _phase(phase: str) -> Callable[[str], tuple[str, str, str, str]]:
    def draw(lang: str) -> tuple[str, str, str, str]:
        if phase.isdigit():
            head, _, rest = t(f"handout-och-phase-{phase}", lang).partition("\n")
            status = "provisional" if phase == "1" else "verified"  # slots 4–6: stand-ins
            return "", head.strip(), _fact(rest.strip()), status
        key = {"goal": "handout-och-goal", "first-turn": "handout-och-first-turn"}.get(
            phase, "handout-och-round-end"
        )
        return "", t(f"och-ref-{phase}", lang), _fact(t(key, lang)), "verified"

    return draw


def entries() -> dict[str, list[tuple[str, Callable[[str], tuple[str, str, str, str]]]]]:
    """Every entry of the reference by section, from the component data."""
    c = components()
    return {
        "titans": [(f"titan-{x}", _titan(x)) for x in c.titans],
        "creatures": [(f"creature-{x['id']}", _creature(x["id"])) for x in c.raw["creatures"]],
        "buildings": [(f"building-{x['id']}", _building(x["id"])) for x in c.raw["buildings"]],
        "actions": [
            (f"action-{x}", _action(x))
            for x in ("produce", "recruit", "fight", "build", "temple", "medallion", "extra")
        ],
        "phases": [
            (f"phase-{x}", _phase(x))
            for x in ("goal", "first-turn", "1", "2", "3", "4", "5", "round-end")
        ],
    }


class OrichalqueReference(Localized, w.VBox):
    """The «Довідник» / «Справочник» / «Référence» tab:
    ``OrichalqueReference("uk", open_lesson=...)``."""

    def __init__(self, lang: str = "uk", open_lesson: Callable[[str], None] | None = None):
        super().__init__()
        self.add_class("ori-och-ref")
        self._lang = lang
        self.css = w.HTML(REFERENCE_CSS)
        self.intro = w.HTML()
        self.intro.add_class("ori-och-ref__intro")
        self.search = w.Text(continuous_update=True)
        self.search.add_class("ori-och-ref-search")
        self.count = w.HTML()
        self.count.add_class("ori-och-ref__count")
        bar = w.HBox([self.search, self.count])
        bar.add_class("ori-och-ref__bar")
        self.provisional = w.HTML()
        self.provisional.add_class("ori-och-ref__provisional")
        self.none = w.HTML()
        self.none.add_class("ori-och-ref__none")
        self.entries: dict[str, Entry] = {}
        self.sections: dict[str, tuple[w.HTML, w.Box, list[str]]] = {}
        parts: list[w.Widget] = [self.css, self.intro, bar, self.provisional, self.none]
        for section, items in entries().items():
            head = w.HTML()
            head.add_class("ori-och-ref__section")
            head.add_class(f"ori-och-ref__section--{section}")
            grid = w.Box()
            grid.add_class("ori-och-ref__grid")
            made = [Entry(eid, draw, open_lesson) for eid, draw in items]
            self.entries.update({e.entry_id: e for e in made})
            grid.children = tuple(made)
            self.sections[section] = (head, grid, [e.entry_id for e in made])
            parts += [head, grid]
        self.children = tuple(parts)
        self.search.observe(lambda _change: self._filter(), names="value")
        self._relabel()

    def shown(self) -> list[str]:
        """The ids of the entries on show (after the search)."""
        return [eid for eid, e in self.entries.items() if e.layout.display != "none"]

    def _relabel(self) -> None:
        lang = self._lang
        self.intro.value = f"<p>{escape(t('och-ref-intro', lang))}</p>"
        self.provisional.value = (
            f"<p>{escape(t('och-provisional', lang))} {escape(t('handout-och-sources', lang))}</p>"
        )
        self.search.description = t("och-ref-search", lang)
        self.search.placeholder = t("och-ref-search-placeholder", lang)
        self.none.value = f'<p role="status">{escape(t("och-ref-none", lang))}</p>'
        for section, (head, _grid, _ids) in self.sections.items():
            head.value = f"<h3>{escape(t(f'och-ref-section-{section}', lang))}</h3>"
        for entry in self.entries.values():
            entry.relabel(lang)
        self._filter()

    def _filter(self) -> None:
        lang, query = self._lang, self.search.value
        for entry in self.entries.values():
            entry.layout.display = "" if entry.matches(query) else "none"
        for head, grid, ids in self.sections.values():
            any_shown = any(self.entries[i].layout.display != "none" for i in ids)
            head.layout.display = grid.layout.display = "" if any_shown else "none"
        shown = len(self.shown())
        self.count.value = (
            f'<span role="status" aria-live="polite">'
            f"{escape(t('och-ref-count', lang, shown=shown, total=len(self.entries)))}</span>"
        )
        self.none.layout.display = "" if shown == 0 else "none"
