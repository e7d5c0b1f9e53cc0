"""The advisor's panel: ask, and see every legal move's chances and why the
best one is best, in the learner's language (``locales/*/advisor.ftl``).

The sandbox and the teacher's desk each add one; the search itself is the pure
``oriflamme.bots.advisor``. The panel advises whoever decides now when
``player`` is None (the teacher's desk), else only ``player``.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as w

from oriflamme.bots.advisor import ITERATIONS, Advice, Threat, advise
from oriflamme.games.oriflamme.words import move_text
from oriflamme.i18n.grammar import amount_text, card_name

from .controls import button, label
from .localized import Localized
from .text import colon, player_forms, t


def _number(x: float, lang: str) -> str:
    """One decimal, with the language's decimal sign (8.3, 8,3)."""
    text = f"{x:.1f}"
    return text if lang == "en" else text.replace(".", ",")


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def threat_names(threats: Iterable[Threat], lang: str) -> str:
    """«Солдат синього гравця або закрита карта Зеленого»: each threatening card
    (a face-down one as the player sees it), joined with «або/или/ou»."""
    names = []
    for th in threats:
        if th.by_card is None:
            names.append(
                t("advisor-hidden-card", lang, **player_forms("player", th.by_player, lang))
            )
        else:
            card = card_name(th.by_card, lang, "def" if lang == "fr" else "nom")
            names.append(
                t(
                    "advisor-threat-card",
                    lang,
                    card=card,
                    **player_forms("player", th.by_player, lang),
                )
            )
    names = list(dict.fromkeys(names))
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {t('list-or', lang)} " + names[-1]


def advice_sentence(advice: Advice, lang: str, view: Any = None) -> str:
    """Why the best move is best: its chances, what it gains now, what can
    happen to the card it concerns before the round ends. Given the player's
    ``view``, a target is named as the player sees it («вибрати Спадкоємця
    синього гравця (позиція 2)»)."""
    best = advice.best
    parts = [
        t(
            "advisor-best",
            lang,
            move=_lower_first(move_text(best.move, lang, view)),
            win=round(100 * best.win_chance),
            influence=_number(best.influence, lang),
        )
    ]
    gain = round(advice.gain)
    parts.append(t("advisor-gain", lang, amount=gain, amount_pts=amount_text(gain, lang)))
    risk = advice.risk
    if risk is not None:  # the move concerns a card of the player's: its «карту «…»»
        card = card_name(risk.card, lang)
        eliminators = [x for x in risk.threats if x.kind == "eliminate"]
        thieves = [x for x in risk.threats if x.kind == "steal"]
        if eliminators:
            parts.append(
                t("advisor-risk-eliminate", lang, card=card, by=threat_names(eliminators, lang))
            )
            if risk.tokens:
                parts.append(
                    t(
                        "advisor-risk-tokens",
                        lang,
                        tokens=risk.tokens,
                        tokens_pts=amount_text(risk.tokens, lang),
                    )
                )
        if thieves:
            parts.append(t("advisor-risk-steal", lang, card=card, by=threat_names(thieves, lang)))
        if risk.bait:
            parts.append(
                t("advisor-risk-bait", lang, card=card, gain_pts=amount_text(risk.bait, lang))
            )
        elif not risk.threats:
            parts.append(t("advisor-risk-none", lang, card=card))
    return " ".join(p[:1].upper() + p[1:] for p in parts)


def position_key(state: Any) -> str:
    """What tells one position from another (the engine's whole state as JSON):
    the advisor's answer belongs to the position it was asked about."""
    key = state.to_json()
    return key if isinstance(key, str) else json.dumps(key, sort_keys=True, default=str)


def advice_html(advice: Advice, lang: str, view: Any = None) -> str:
    """The table of every legal move (best first, its row marked in words and
    highlighted: ``ori-advisor-best``) and the sentence."""
    mark = (
        "<span class='ori-advisor-best__mark' aria-hidden='true'>★</span>"
        f"<span class='ori-sr'>{html.escape(t('advisor-best-row', lang))}{colon(lang)} </span>"
    )
    rows = "".join(
        f"<tr class='ori-advisor-row{' ori-advisor-best' if i == 0 else ''}'>"
        f"<td>{mark if i == 0 else ''}{html.escape(move_text(m.move, lang, view))}</td>"
        f"<td>{round(100 * m.win_chance)}\u00a0%</td><td>{_number(m.influence, lang)}</td></tr>"
        for i, m in enumerate(advice.moves)
    )
    head = "".join(
        f"<th>{html.escape(t(k, lang))}</th>"
        for k in ("advisor-col-move", "advisor-col-win", "advisor-col-influence")
    )
    return (
        f"<p class='ori-advisor-why'>{html.escape(advice_sentence(advice, lang, view))}</p>"
        f"<table class='ori-advisor-table'><thead><tr>{head}</tr></thead>"
        f"<tbody>{rows}</tbody></table>"
    )


class AdvisorPanel(Localized, w.VBox):
    """A button that asks the advisor about the current decision, and its answer."""

    def __init__(
        self,
        current: Callable[[], Any],
        lang: str = "uk",
        *,
        player: str | None = None,
        seed: int = 0,
        iterations: int = ITERATIONS,
    ) -> None:
        super().__init__()
        self.add_class("ori-advisor")
        self._lang = lang
        self.current = current
        self.player = player
        self.seed = seed
        self.iterations = iterations
        self.title = w.HTML()
        self.ask = button(["ori-advisor-ask"], self.show)
        self.ask.icon = "lightbulb-o"
        self.answer = w.HTML()
        self.answer.add_class("ori-advisor-answer")
        self.advice: Advice | None = None
        self._view: Any = None  # the view the advice was given from (names its targets)
        #: the position the answer is about (``position_key``); None: no answer
        self._asked_at: str | None = None
        self.stale = False
        self.children = (self.title, self.ask, self.answer)
        self._relabel()

    def show(self) -> Advice | None:
        """Advise on the current decision (or say why not); return the advice."""
        state = self.current()
        lang = self._lang
        self.advice = None
        self._asked_at = None if state is None else position_key(state)
        self._set_stale(False)
        if state is None or state.pending is None:
            self.answer.value = f"<p>{html.escape(t('advisor-finished', lang))}</p>"
            return None
        if self.player is not None and state.pending.player != self.player:
            self.answer.value = f"<p>{html.escape(t('advisor-not-yours', lang))}</p>"
            return None
        view = state.view(state.pending.player)  # the advisor knows what that player knows
        self.advice = advise(view, seed=self.seed, iterations=self.iterations)
        self._view = view
        self._render()
        return self.advice

    def show_nothing(self) -> None:
        """Forget the last advice (a new game was dealt)."""
        self.advice = None
        self._asked_at = None
        self._set_stale(False)
        self.answer.value = ""

    def position_changed(self) -> None:
        """The board was redrawn: an answer about another position than the
        one on screen is marked stale (greyed, a notice above it); back on its
        position (undo, stepping back), it is current again."""
        if self._asked_at is None:
            return
        state = self.current()
        try:
            now = None if state is None else position_key(state)
        except Exception:  # another game's position (the desk switched): not the answer's
            now = None
        self._set_stale(now != self._asked_at)

    def _set_stale(self, stale: bool) -> None:
        if stale == self.stale:
            return
        self.stale = stale
        (self.answer.add_class if stale else self.answer.remove_class)("ori-advisor-answer--stale")
        self._render()

    def _render(self) -> None:
        """The answer's HTML: the advice (or nothing), under the stale notice."""
        lang = self._lang
        body = advice_html(self.advice, lang, self._view) if self.advice is not None else ""
        if self.stale and self._asked_at is not None:
            notice = html.escape(t("advisor-stale", lang))
            body = f"<p class='ori-advisor-stale'>{notice}</p>{body}"
        self.answer.value = body

    def _relabel(self) -> None:
        lang = self._lang
        self.title.value = f"<h4>{html.escape(t('advisor-title', lang))}</h4>"
        label(self.ask, t("advisor-ask", lang))
        self._render()
