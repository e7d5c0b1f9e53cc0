"""The advisor's panel: ask, and see every legal move's chances and why the
best one is best, in the learner's language (``locales/*/advisor.ftl``).

The sandbox and the teacher's desk each add one, for any game: the answer is
the game's ``Game.advise`` (pure data, ``core.advice.Advice``), put into words
with the game's ``advice_keys`` and ``move_text``; Oriflamme's extra (the risk
to the card the move concerns) is said here too. The panel advises whoever
decides now when ``player`` is None (the teacher's desk), else only ``player``.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import ipywidgets as w

from oriflamme.bots.advisor import Advice as OriflammeAdvice
from oriflamme.bots.advisor import Risk, Threat
from oriflamme.core.advice import Advice, percent_kind
from oriflamme.core.protocol import JSONValue
from oriflamme.core.registry import game_of, get_game
from oriflamme.i18n.grammar import card_name

from .controls import button, label
from .localized import Localized
from .text import colon, player_forms, t


def _number(x: float, lang: str) -> str:
    """One decimal, with the language's decimal sign (8.3, 8,3)."""
    text = f"{x:.1f}"
    return text if lang == "en" else text.replace(".", ",")


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def percent_text(p: float, lang: str) -> str:
    """A chance in words: «близько 42 %», «менше ніж 1 %», «понад 99 %» — never
    «about 0 %» (``core.advice.percent_kind``)."""
    kind, n = percent_kind(p)
    return t("advisor-percent", lang, kind=kind, n=n)


def percent_cell(p: float, lang: str) -> str:
    """A chance in the table's cell: «42 %», «< 1 %», «> 99 %»."""
    kind, n = percent_kind(p)
    return t("advisor-percent-cell", lang, kind=kind, n=n)


def general(advice: Advice | OriflammeAdvice) -> Advice:
    """Any advice as every game gives it (Oriflamme's own ``bots.advisor.Advice``
    turned into ``core.advice.Advice``)."""
    return advice.general() if isinstance(advice, OriflammeAdvice) else advice


def _move_text(advice: Advice, move: str, lang: str, view: Mapping[str, JSONValue] | None) -> str:
    return get_game(advice.game).move_text(move, lang, view)


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


def advice_sentence(advice: Advice | OriflammeAdvice, lang: str, view: Any = None) -> str:
    """Why the best move is best: its chances, what it gains now (the game's
    ``advice_keys``), and the game's extra: for Oriflamme, what can happen to
    the card it concerns before the round ends. Given the player's ``view``, a
    target is named as the player sees it («вибрати Спадкоємця синього гравця
    (позиція 2)»)."""
    advice = general(advice)
    keys = get_game(advice.game).advice_keys
    best = advice.best
    parts = [
        t(
            keys["best"],
            lang,
            move=_lower_first(_move_text(advice, best.move, lang, view)),
            win=percent_text(best.win_chance, lang),
            **({"score": _number(best.score, lang)} if keys.get("score") else {}),
        )
    ]
    if keys.get("gain") and round(advice.gain) >= 0:  # a loss is in the win chance
        gain = round(advice.gain)
        amount = t(keys["amount"], lang, count=gain)
        parts.append(t(keys["gain"], lang, amount=gain, amount_pts=amount))
    if isinstance(advice.extra, Risk):
        parts += risk_sentences(advice.extra, lang)
    return " ".join(p[:1].upper() + p[1:] for p in parts)


def risk_sentences(risk: Risk, lang: str) -> list[str]:
    """Oriflamme's extra: the card the move concerns, eliminated or robbed through
    by whom before the round ends (its «карту «…»»), or a bait."""
    parts = []
    card = card_name(risk.card, lang)
    eliminators = [x for x in risk.threats if x.kind == "eliminate"]
    thieves = [x for x in risk.threats if x.kind == "steal"]
    if eliminators:
        parts.append(
            t("advisor-risk-eliminate", lang, card=card, by=threat_names(eliminators, lang))
        )
        if risk.tokens:
            tokens = t("influence-amount", lang, count=risk.tokens)
            parts.append(t("advisor-risk-tokens", lang, tokens=risk.tokens, tokens_pts=tokens))
    if thieves:
        parts.append(t("advisor-risk-steal", lang, card=card, by=threat_names(thieves, lang)))
    if risk.bait:
        bait = t("influence-amount", lang, count=risk.bait)
        parts.append(t("advisor-risk-bait", lang, card=card, gain_pts=bait))
    elif not risk.threats:
        parts.append(t("advisor-risk-none", lang, card=card))
    return parts


def position_key(state: Any) -> str:
    """What tells one position from another (the engine's whole state as JSON):
    the advisor's answer belongs to the position it was asked about."""
    key = state.to_json()
    return key if isinstance(key, str) else json.dumps(key, sort_keys=True, default=str)


def advice_html(advice: Advice | OriflammeAdvice, lang: str, view: Any = None) -> str:
    """The table of every legal move (best first, its row marked in words and
    highlighted: ``ori-advisor-best``; the win chance, and the expected score
    where the game has its column) and the sentence."""
    advice = general(advice)
    score_key = get_game(advice.game).advice_keys.get("score", "")
    mark = (
        "<span class='ori-advisor-best__mark' aria-hidden='true'>★</span>"
        f"<span class='ori-sr'>{html.escape(t('advisor-best-row', lang))}{colon(lang)} </span>"
    )
    rows = "".join(
        f"<tr class='ori-advisor-row{' ori-advisor-best' if i == 0 else ''}'>"
        f"<td>{mark if i == 0 else ''}{html.escape(_move_text(advice, m.move, lang, view))}</td>"
        f"<td>{html.escape(percent_cell(m.win_chance, lang))}</td>"
        + (f"<td>{_number(m.score, lang)}</td>" if score_key else "")
        + "</tr>"
        for i, m in enumerate(advice.moves)
    )
    head = "".join(
        f"<th>{html.escape(t(k, lang))}</th>"
        for k in ("advisor-col-move", "advisor-col-win", score_key)
        if k
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
        iterations: int | None = None,
    ) -> None:
        super().__init__()
        self.add_class("ori-advisor")
        self._lang = lang
        self.current = current
        self.player = player
        self.seed = seed
        #: the search's size (None: the game's ``advice_iterations``)
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
        # the advisor knows what that player knows (the game's advise: their view,
        # worlds drawn anew); the view names the targets as that player sees them
        self.advice = game_of(state).advise(state, seed=self.seed, iterations=self.iterations)
        self._view = state.view(state.pending.player)
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
