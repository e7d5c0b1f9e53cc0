"""The narrated log (newest first, every influence change marked), the final panel."""

from __future__ import annotations

from html import escape
from typing import Any

from .session import GameSession, Step
from .text import field_args, has, join_names, move_text, narrate, player_name, t

#: Events that change a family's influence in supply: (player field, sign).
_DELTAS: dict[str, list[tuple[str, int]]] = {
    "InfluenceGained": [("player", 1)],
    "InfluenceLost": [("player", -1)],
    "InfluenceStolen": [("player", 1), ("victim", -1)],
}


def influence_deltas(event: Any) -> list[tuple[str, int]]:
    """``[(player, ±amount)]``: how ``event`` changes influence in supply."""
    return [(getattr(event, f), s * event.amount) for f, s in _DELTAS.get(event.kind, [])]


def _entry(event: Any, lang: str) -> str:
    chips = ""
    for player, delta in influence_deltas(event):
        kind = "up" if delta > 0 else "down"
        text = t(
            "w-influence-delta",
            lang,
            player=player_name(player, lang),
            sign="+" if delta > 0 else "−",
            amount=abs(delta),
        )
        chips += f'<span class="ori-delta ori-delta--{kind}">{escape(text)}</span>'
    css = "ori-log-entry" + (" ori-log-entry--influence" if chips else "")
    return f'<li class="{css}">{escape(narrate(event, lang))}{chips}</li>'


def _choice_entry(session: GameSession, index: int, step: Step, lang: str) -> str:
    """A move that caused no event yet (a target chosen for a Royal Decree, an
    option that asks a further choice…), told in words: the chosen target is
    named as the learner saw it before the move."""
    move: Any = session.game.parse_move(step.move)  # Oriflamme's ``Move``
    css = "ori-log-entry ori-log-entry--choice"
    if move.verb == "target":
        pos = move.n
        queue = session.view_at(index - 1).get("queue") or []
        top = queue[pos][-1] if 0 <= pos < len(queue) else {}
        fields = {
            "player": step.player,
            "card": top.get("card"),
            "owner": top.get("owner"),
            "position": pos,
            "by_card": step.card,
        }
        text = t("w-log-target", lang, **field_args(fields, lang))
    else:
        short = f"w-option-{step.card}-{move.n}"
        if move.verb == "option" and has(short, lang):
            choice = t(short, lang)
        else:
            choice = move_text(step.move, lang)
        # after the colon, in lower case: «Синій вибирає: вилучити карту з вироком»
        choice = choice[:1].lower() + choice[1:]
        text = t("w-log-choice", lang, player=player_name(step.player, lang), choice=choice)
    return f'<li class="{css}">{escape(text)}</li>'


def step_html(session: GameSession, index: int, step: Step, lang: str) -> str:
    """The entries of move ``index`` (1-based), cached on the step per language."""
    if lang not in step.narrated:
        head = t("w-log-move", lang, n=index) + " · " + player_name(step.player, lang)
        items = "".join(_entry(e, lang) for e in session.visible_events(step))
        if not items:
            items = _choice_entry(session, index, step, lang)
        step.narrated[lang] = f'<div class="ori-log__head">{escape(head)}</div><ol>{items}</ol>'
    return step.narrated[lang]


def opening_html(session: GameSession, lang: str) -> str:
    """What happened before the first move (cards that resolved on their own)."""
    game = session.game
    seen = [game.event_for(e, session.viewer) for e in game.telling_order(session.opening)]
    items = "".join(_entry(e, lang) for e in seen)
    head = escape(t(session.opening_title, lang))
    return (
        f'<section class="ori-log__step ori-log__opening" data-step="0">'
        f'<div class="ori-log__head">{head}</div><ol>{items}</ol></section>'
    )


def log_html(session: GameSession, lang: str, current: int | None = None) -> str:
    """The whole log, newest first; ``current`` marks the replayed step."""
    if not session.steps and not session.opening:
        return f'<p class="ori-log__empty">{escape(t("w-log-empty", lang))}</p>'
    parts = [f'<h4 class="ori-panel__title">{escape(t("w-log-title", lang))}</h4>']
    for i in range(len(session.steps), 0, -1):
        css = "ori-log__step"
        if current is not None:
            css += " ori-log__step--current" if i == current else ""
            css += " ori-log__step--future" if i > current else ""
        body = step_html(session, i, session.steps[i - 1], lang)
        parts.append(f'<section class="{css}" data-step="{i}">{body}</section>')
    if session.opening:
        parts.append(opening_html(session, lang))
    return "".join(parts)


def tiebreak(state: Any) -> tuple[str, int, int]:
    """How the game was decided: (``none|queue_cards|shared``, best score, cards)."""
    scores = state.scores()
    best = max(scores.values())
    tied = [p for p in state.players if scores[p] == best]
    cards = max(state.top_cards(p) for p in state.winners or tied)
    if len(tied) == 1:
        return "none", best, cards
    return ("queue_cards" if len(state.winners) == 1 else "shared"), best, cards


def _tiebreak_basis(state: Any) -> str:
    """G12: ``rulebook``, or ``reading`` at an all-base Oriflamme table (the
    state says); "" for a state that does not say."""
    basis = getattr(state, "tiebreak_basis", None)
    return basis() if callable(basis) else ""


def final_html(state: Any, lang: str, humans: tuple[str, ...]) -> str:
    """The final score panel with the tie-break explained."""
    scores = state.scores()
    order = sorted(state.players, key=lambda p: (-scores[p], -state.top_cards(p)))
    names = join_names([player_name(p, lang) for p in state.winners], lang)
    kind, best, cards = tiebreak(state)
    first = state.winners[0] if state.winners else order[0]
    why = t(
        f"w-tiebreak-{kind}",
        lang,
        player=player_name(first, lang),
        players=names,
        score=best,
        cards=cards,
        basis=_tiebreak_basis(state),
    )
    rows = "".join(
        "<li>"
        + escape(
            t(
                "w-final-row",
                lang,
                player=player_name(p, lang),
                score=scores[p],
                cards=state.top_cards(p),
            )
        )
        + "</li>"
        for p in order
    )
    verdict = ""
    if humans:
        won = any(h in state.winners for h in humans)
        key = "w-final-you-won" if won else "w-final-you-lost"
        verdict = f"<p><b>{escape(t(key, lang))}</b></p>"
    winner = t("w-final-winner", lang, players=names, count=len(state.winners))
    return (
        f"<h3>{escape(t('w-final-title', lang))}</h3>"
        f"<p><b>{escape(winner)}</b></p>"
        f"<p>{escape(why)}</p><ul>{rows}</ul>{verdict}"
    )
