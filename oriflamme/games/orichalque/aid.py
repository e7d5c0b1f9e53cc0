"""Orichalque's player aid: the goal, the turn, the titans, the buildings, the
creatures and the fight odds — each item with where its data comes from."""

from __future__ import annotations

from html import escape
from typing import Any

from ...i18n import t
from ...i18n.markup import paragraph, titled_item
from .engine import components
from .engine.odds import percent, win_chance
from .render import COLOURS, badge, creature, terrain_symbol
from .words import labels

#: The hoplites a fight may add (0–3): 1 to 4 dice.
HOPLITES = (0, 1, 2, 3)


def subtitle(edition: str, lang: str) -> str:
    return t("handout-subtitle-orichalque", lang)


def _status(status: str, lang: str) -> str:
    return (
        f'<span class="ori-ho-status ori-ho-status--{status}">'
        f"{escape(t(f'handout-status-{status}', lang))}</span>"
    )


def _icon(inner: str, box: str = "-14 -14 28 28") -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}" aria-hidden="true">{inner}</svg>'
    )


def _titans(lang: str) -> str:
    rows = []
    for titan, info in components().titans.items():
        terrain = info["terrain"]
        icon = _icon(
            f'<circle r="12" fill="{COLOURS[terrain]}" stroke="#333"/>'
            + terrain_symbol(terrain, 0, 0, 1.3)
        )
        rows.append(
            f'<tr><td class="ori-ho-icon">{icon}</td>'
            f"<td><b>{escape(t(f'och-titan-{titan}', lang))}</b></td>"
            f"<td>{escape(t(f'och-terrain-{terrain}', lang))}</td>"
            f"<td>{escape(t(f'och-blessing-{titan}', lang))}</td>"
            f"<td>{_status(info.get('status', 'verified'), lang)}</td></tr>"
        )
    return _table(("", "titan", "terrain", "blessing", "source"), rows, lang)


def _table(cols: tuple[str, ...], rows: list[str], lang: str, num: tuple[str, ...] = ()) -> str:
    head = "".join(
        f"<th{' class=ori-ho-num' if c in num else ''}>"
        f"{escape(t(f'handout-col-{c}', lang)) if c else ''}</th>"
        for c in cols
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _buildings(lang: str) -> str:
    rows = []
    for b in components().raw["buildings"]:
        kind = b["id"]
        icon = _icon(badge(0, 0, t(f"och-bcode-{kind}", lang), t(f"och-building-{kind}", lang)))
        rows.append(
            f'<tr><td class="ori-ho-icon">{icon}</td>'
            f"<td><b>{escape(t(f'och-building-{kind}', lang))}</b></td>"
            f'<td class="ori-ho-num">{b["count"]}</td>'
            f"<td>{escape(t(f'handout-och-building-{kind}', lang))}</td>"
            f"<td>{_status(b['status'], lang)}</td></tr>"
        )
    return _table(("", "building", "count", "effect", "source"), rows, lang, ("count",))


def _creatures(lang: str) -> str:
    rows = []
    label = labels(lang)
    for c in components().raw["creatures"]:
        kind = c["id"]
        token = next(k for k, v in components().creatures.items() if v == kind)
        icon = _icon(creature(0, 0, token, 12, label))
        rows.append(
            f'<tr><td class="ori-ho-icon">{icon}</td>'
            f"<td><b>{escape(t(f'och-creature-{kind}', lang))}</b></td>"
            f'<td class="ori-ho-num">{c["strength"]}</td>'
            f'<td class="ori-ho-num">{c["count"]}</td>'
            f"<td>{escape(t(f'handout-och-reward-{kind}', lang))}</td>"
            f"<td>{_status(c['status'], lang)}</td></tr>"
        )
    return _table(
        ("", "creature", "strength", "count", "reward", "source"),
        rows,
        lang,
        ("strength", "count"),
    )


def odds_rows(siege: bool = False) -> list[tuple[int, list[str]]]:
    """Per creature strength, the chance (whole %) to win with 0–3 hoplites."""
    strengths = sorted({c["strength"] for c in components().raw["creatures"]})
    return [(s, [percent(win_chance(s, 1 + h, siege=siege)) for h in HOPLITES]) for s in strengths]


def _odds(lang: str, siege: bool) -> str:
    names: dict[int, list[str]] = {}
    for c in components().raw["creatures"]:
        names.setdefault(c["strength"], []).append(t(f"och-creature-{c['id']}", lang))
    head = (
        f'<tr><th rowspan="2">{escape(t("handout-col-strength", lang))}</th>'
        f'<th colspan="{len(HOPLITES)}">{escape(t("handout-odds-head", lang))}</th></tr><tr>'
        + "".join(f"<th>{h} ({1 + h})</th>" for h in HOPLITES)
        + "</tr>"
    )
    rows = "".join(
        f"<tr><td><b>{s}</b> · {escape(', '.join(names[s]))}</td>"
        + "".join(f"<td>{v}\u00a0%</td>" for v in values)
        + "</tr>"
        for s, values in odds_rows(siege)
    )
    title = "handout-odds-siege" if siege else "handout-odds-plain"
    return (
        f"<h3>{escape(t(title, lang))}</h3>"
        f'<table class="ori-ho-odds"><thead>{head}</thead><tbody>{rows}</tbody></table>'
    )


def _extra(lang: str) -> str:
    extra: dict[str, Any] = components().raw["extra_action"]["payments"]
    items = []
    for pay, rule in extra.items():
        actions = ", ".join(t(f"och-action-{a}", lang) for a in rule["actions"])
        items.append(f"<li><b>{escape(t(f'och-pay-{pay}', lang))}</b> → {escape(actions)}</li>")
    return f'<ul class="ori-ho-list">{"".join(items)}</ul>'


def body(edition: str, lang: str) -> str:
    """The handout's content for Orichalque in ``lang``."""

    def p(key: str, **args: object) -> str:
        return paragraph(key, lang, **args)

    def li(key: str) -> str:
        return titled_item(key, lang)

    dice = components().raw["dice"]
    faces = ", ".join(t("och-face-skull", lang) if f == "skull" else str(f) for f in dice["faces"])
    return (
        f'<div class="ori-ho-box">{p("handout-och-goal")}{p("handout-och-first-turn")}</div>'
        f'<div class="ori-ho-box ori-ho-warn ori-ho-note">{escape(t("och-provisional", lang))} '
        f"{escape(t('handout-och-sources', lang))}</div>"
        f"<h2>{escape(t('handout-och-turn-title', lang))}</h2>"
        f'<ol class="ori-ho-phases">'
        + "".join(li(f"handout-och-phase-{n}") for n in range(1, 6))
        + "</ol>"
        f"{p('handout-och-round-end')}"
        f"<h2>{escape(t('handout-och-titans-title', lang))}</h2>"
        f"{p('handout-och-titans')}{_titans(lang)}"
        f"<h2>{escape(t('handout-och-buildings-title', lang))}</h2>"
        f"{p('handout-och-buildings')}{_buildings(lang)}"
        f"<h2>{escape(t('handout-och-creatures-title', lang))}</h2>"
        f"{p('handout-och-creatures')}{_creatures(lang)}"
        f"<h2>{escape(t('handout-och-fight-title', lang))}</h2>"
        f"{p('handout-och-fight')}"
        f'<div class="ori-ho-box ori-ho-warn ori-ho-note">'
        f"{escape(t('handout-och-dice', lang, faces=faces))}</div>"
        f'<div class="ori-ho-pair"><div>{_odds(lang, False)}</div>'
        f"<div>{_odds(lang, True)}</div></div>"
        f"<h2>{escape(t('handout-och-extra-title', lang))}</h2>{_extra(lang)}"
    )
