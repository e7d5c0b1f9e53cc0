"""The whole table as HTML: status line, scoreboard, queue, each player's zones."""

from __future__ import annotations

from typing import Any

from oriflamme.games.oriflamme.render.emblems import EMBLEM_PATHS, emblem_svg, family
from oriflamme.games.oriflamme.render.queue import render_queue
from oriflamme.games.oriflamme.render.style import BOARD_CSS
from oriflamme.games.oriflamme.render.svg import css_token, esc
from oriflamme.games.oriflamme.render.text import card_name, player_name, t
from oriflamme.games.oriflamme.render.zones import ZONE_TITLES, render_hand, render_zone

_FLAG = "M4 2H6V22H4ZM6 3H20L16.5 7.5L20 12H6Z"  # the first player's banner
_TURN = "M6 3L20 12L6 21Z"


def _icon(path: str) -> str:
    return (
        '<svg class="ori-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"'
        f' xmlns="http://www.w3.org/2000/svg"><path d="{path}" fill="currentColor"/></svg>'
    )


def _badge(kind: str, label: str, icon: str | None = None) -> str:
    content = (_icon(icon) if icon else "") + esc(label)
    return f'<span class="ori-badge ori-badge--{kind}">{content}</span>'


def _players(state: dict[str, Any]) -> list[str]:
    """Seating order: ``players``, else the keys of ``influence``."""
    return list(state.get("players") or state.get("influence") or [])


def _edition(state: dict[str, Any], player: str) -> str:
    """The edition ``player``'s family plays (``families``, else the table's)."""
    own = (state.get("families") or {}).get(player) or {}
    return own.get("edition") or state.get("edition") or "base"


def render_scoreboard(state: dict[str, Any], lang: str) -> str:
    """An HTML ``<table>``: each family's emblem and name, influence (+ Pact),
    cards in hand, and badges: first player, whose turn, waiting Twin, bribery
    token still in hand, winners when the game is finished."""
    pending = state.get("pending") or {}
    winners = set(state.get("winners") or []) if state.get("finished") else set()
    bribes = set(state.get("bribes_left") or [])
    twins = set(state.get("twin") or [])
    holders = _edition_badges(state, twins, bribes)
    # a badge every Ablaze family shares tells no row apart: the legend says it once
    common = {kind: _shared(state, who) for kind, who in holders.items()}
    head = "".join(
        f'<th scope="col">{esc(t(k, lang))}</th>'
        for k in ("family", "influence", "hand", "render-status")
    )
    rows = []
    for player in _players(state):
        fam = family(player)
        name = player_name(player, lang)
        pact = sum(
            k.get("tokens", 0)
            for k in (state.get("kept") or {}).get(player, [])
            if k.get("card") == "pact"
        )
        influence = (
            f'<span class="ori-coin">{int((state.get("influence") or {}).get(player, 0))}</span>'
        )
        if pact:
            pact_name = esc(card_name("pact", lang))
            influence += f' <span class="ori-score__pact" title="{pact_name}">+{pact}</span>'
        hand = len((state.get("hands") or {}).get(player, []))
        badges = []
        if player in winners:
            badges.append(_badge("winner", t("render-winner", lang), EMBLEM_PATHS["crown"]))
        if pending.get("player") == player:
            badges.append(_badge("turn", t("render-turn", lang), _TURN))
        if state.get("first_player") == player:
            badges.append(_badge("first", t("first-player", lang), _FLAG))
        if player in holders["twin"] and not common["twin"]:
            badges.append(
                _badge("twin", t("render-twin-waiting", lang, name=card_name("twin", lang)))
            )
        if player in holders["bribe"] and not common["bribe"]:
            badges.append(_badge("bribe", t("render-bribe-token", lang)))
        row_class = " ".join(
            c
            for c in (
                "ori-score",
                f"ori-score--{fam.css}",
                "ori-score--turn" if pending.get("player") == player else "",
                "ori-score--winner" if player in winners else "",
            )
            if c
        )
        rows.append(
            f'<tr class="{row_class}" data-player="{esc(player)}">'
            f'<th scope="row"><span class="ori-score__family">{emblem_svg(player, 22)}'
            f"{esc(name)}</span></th>"
            f'<td class="ori-score__influence">{influence}</td>'
            f'<td class="ori-score__hand">{esc(t("cards", lang, count=hand))}</td>'
            f'<td><span class="ori-score__status">{"".join(badges)}</span></td></tr>'
        )
    return (
        f'<table class="ori-scoreboard"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>" + _legend(holders, common, lang)
    )


def _edition_badges(
    state: dict[str, Any], twins: set[str], bribes: set[str]
) -> dict[str, list[str]]:
    """The families with a Twin waiting (A1, A2) and with their bribery token
    still in hand (A1, A9): Ablaze families only, in seating order."""
    ablaze = [p for p in _players(state) if _edition(state, p) == "ablaze"]
    return {"twin": [p for p in ablaze if p in twins], "bribe": [p for p in ablaze if p in bribes]}


def _shared(state: dict[str, Any], holders: list[str]) -> bool:
    """True when every family at the table (two or more) holds the badge."""
    players = _players(state)
    return len(players) > 1 and holders == players


def _legend(holders: dict[str, list[str]], common: dict[str, bool], lang: str) -> str:
    """What the edition badges mean, in words under the table (read by every
    reader, keyboard or not): one line per badge shown, or shared by all."""
    items = []
    for kind, who in holders.items():
        if not who:
            continue
        text = t(
            f"render-legend-{kind}",
            lang,
            all="yes" if common[kind] else "no",
            name=card_name("twin", lang),
        )
        items.append(
            f'<li class="ori-badge-legend__item ori-badge-legend__item--{kind}">{esc(text)}</li>'
        )
    if not items:
        return ""
    title = esc(t("render-legend-title", lang))
    return (
        f'<div class="ori-badge-legend"><span class="ori-badge-legend__title">{title}</span>'
        f"<ul>{''.join(items)}</ul></div>"
    )


def status_line(state: dict[str, Any], lang: str) -> str:
    """Round, phase and what comes next, as a short HTML line."""
    phase = state.get("phase") or "placement"
    parts = [t("round", lang, round=state.get("round", 1)), t(f"phase-{phase}", lang)]
    pending = state.get("pending") or {}
    if phase == "placement" and pending.get("player"):
        parts.append(t("render-to-place", lang, player=player_name(pending["player"], lang)))
    elif phase == "resolution" and isinstance(state.get("next"), int):
        parts.append(t("render-to-resolve", lang, n=state["next"] + 1))
    alliance = any(_edition(state, p) == "alliance" for p in _players(state))
    if alliance and "verdicts_left" in state:
        parts.append(t("render-verdicts-left", lang, n=state["verdicts_left"]))
    items = "".join(f'<span class="ori-status__item">{esc(p)}</span>' for p in parts)
    return f'<div class="ori-status ori-status--{css_token(phase)}">{items}</div>'


def _zone_box(kind: str, svg: str, lang: str) -> str:
    return (
        f'<figure class="ori-zone-box ori-zone-box--{kind}">'
        f"<figcaption>{esc(t(ZONE_TITLES[kind], lang))}</figcaption>{svg}</figure>"
    )


def _player_zones(state: dict[str, Any], player: str, lang: str, viewer: str | None) -> str:
    name = player_name(player, lang)
    boxes = [
        _zone_box(
            "discard",
            render_zone((state.get("discards") or {}).get(player, []), player, lang),
            lang,
        )
    ]
    kept = (state.get("kept") or {}).get(player, [])
    if kept:
        boxes.append(_zone_box("kept", render_zone(kept, player, lang, kind="kept"), lang))
    if player in (state.get("twin") or []):
        boxes.append(_zone_box("twin", render_zone(["twin"], player, lang, kind="twin"), lang))
    aside = (state.get("aside") or {}).get(player, [])
    if aside and (viewer is None or viewer == player):
        boxes.append(
            _zone_box("aside", render_zone(aside, player, lang, kind="aside", face_up=False), lang)
        )
    return (
        f'<section class="ori-player ori-player--{family(player).css}">'
        f'<h4 class="ori-player__name">{emblem_svg(player, 20)}{esc(name)}</h4>'
        f'<div class="ori-player__zones">{"".join(boxes)}</div></section>'
    )


def render_board(
    state: dict[str, Any],
    lang: str,
    viewer: str | None = None,
    *,
    highlight: dict[int, str] | None = None,
    cursor: int | None = None,
    slots: bool = False,
    css: bool = True,
) -> str:
    """The whole table as one HTML ``<div class="ori-board">``.

    Status line (round, phase, what is next), scoreboard, the queue (as seen by
    ``viewer``; ``highlight``, ``cursor`` and ``slots`` as in ``render_queue``),
    each player's discard, kept cards, waiting Twin and — for the viewer, or for
    everyone when ``viewer`` is None — aside cards, then the viewer's hand.
    ``css=True`` prepends a ``<style>`` with ``BOARD_CSS``.
    """
    players = _players(state)
    parts = [f"<style>{BOARD_CSS}</style>" if css else ""]
    parts.append(f'<div class="ori-board" lang="{esc(lang)}">')
    parts.append(status_line(state, lang))
    parts.append(render_scoreboard(state, lang))
    queue = render_queue(
        state, lang, viewer=viewer, highlight=highlight, cursor=cursor, slots=slots
    )
    parts.append(f'<div class="ori-board__queue">{queue}</div>')
    zones = "".join(_player_zones(state, p, lang, viewer) for p in players)
    parts.append(f'<div class="ori-board__players">{zones}</div>')
    if viewer is not None:
        hand = (state.get("hands") or {}).get(viewer, [])
        parts.append(
            f'<div class="ori-board__hand"><h4>{esc(t("render-your-hand", lang))}</h4>'
            f"{render_hand(hand, viewer, lang)}</div>"
        )
    parts.append("</div>")
    return "".join(parts)
