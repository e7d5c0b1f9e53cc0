"""The corpus of what learners read: every distinct sentence the tutor can show,
with where it came from — for native reviewers, who read this, not the catalogs.

    python -m oriflamme.corpus --lang uk --out corpus-uk.md

What it gathers (deterministic: every game is dealt and played from fixed seeds):

1. **Lessons**, each as the learner meets it, on the real lesson player: the
   title, the narration steps, the goal, both hints (the nudge, then the exact
   move of each step of the solution), the solution played move by move (the
   log of what each move caused), the success text; every scripted wrong move
   (its feedback and the story of what it caused) and every illegal move the
   lesson explains. A lesson's own texts and stories are kept whole, in order:
   a claim is read beside the replay it is about.
2. **Combinations** of the teacher's desk: title, description, the log of their moves.
3. **Games**: random games of every Oriflamme edition, of mixed tables and of
   Orichalque, on the real boards (the log, the move buttons, the decisions,
   the status lines, the pictures' labels), for a player and for the teacher.
4. **Refusals**: every reason an illegal move gets, in the positions of those games.
5. **The advisor**'s sentences and tables over many positions.
6. **The card reference**, **the app** (tabs, menus, the sandbox, the teacher's
   desk, the position editor, the landing page) and bad scenario files' errors.
7. **Practice** puzzles of every table of both games (``--practice`` per
   table): the question, each choice, why a wrong choice is wrong (its
   misreading's text) and the «Rule» paragraphs, as the practice tab says them.

Outside the lessons, sentences are de-duplicated by *shape*: card, creature,
titan, building and family names (with their gender), numbers and zones are
replaced by placeholders, and at most two sentences of each shape are kept,
so that a template met a thousand times with different names is read twice,
with real names. :func:`build` returns the :class:`Corpus`;
``tests/i18n/test_corpus.py`` and the spell check read it.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from .i18n.catalog import LANGS, TranslationError, check_lang, t

#: How many sentences of one shape are kept (outside the lessons).
PER_SHAPE = 2

# ------------------------------------------------------------------ texts of widgets

#: Breakable white space: a no-break space (U+00A0, U+202F, U+2007) is part of
#: the text a reader meets (French typography), and kept as it is.
_BREAKABLE = re.compile(r"[^\S\u00a0\u202f\u2007]+")


def squash(text: str) -> str:
    """``text`` with its runs of breakable white space made one space; no-break
    spaces kept (``str.split`` would turn «Objectif\u00a0:» into «Objectif :»)."""
    return _BREAKABLE.sub(" ", text).strip(" ")


#: Tags that end a piece of text on screen (a line, a cell, a button, a label).
_BLOCK = frozenset(
    {
        "p", "div", "li", "br", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "tr", "ul",
        "ol", "section", "table", "option", "button", "title", "desc", "text", "summary",
        "details", "dt", "dd", "figcaption", "label", "caption", "span",
    }
)  # fmt: skip
#: Attributes read aloud or shown on hover.
_SPOKEN = ("aria-label", "title", "alt", "placeholder")


class _Texts(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.cur: list[str] = []
        self.skip = 0

    def flush(self) -> None:
        text = squash("".join(self.cur))
        if text:
            self.out.append(text)
        self.cur = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script", "defs"):
            self.skip += 1
        if tag in _BLOCK:
            self.flush()
        for k, v in attrs:
            if k in _SPOKEN and v:
                self.out.append(squash(v))

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script", "defs"):
            self.skip = max(0, self.skip - 1)
        if tag in _BLOCK:
            self.flush()

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.cur.append(data)


def html_texts(html: str) -> list[str]:
    """The pieces of text of an HTML or SVG fragment, as a reader meets them."""
    p = _Texts()
    p.feed(html)
    p.close()
    p.flush()
    return p.out


_LETTER = re.compile(r"[^\W\d_]")


def widget_texts(widget: Any) -> list[str]:
    """Every text a widget tree shows now (hidden parts left out): labels,
    buttons and their tooltips, options, HTML (its aria-labels and titles too)."""
    import ipywidgets as w

    out: list[str] = []
    seen: set[int] = set()

    def walk(x: Any) -> None:
        if id(x) in seen:
            return
        seen.add(id(x))
        layout = getattr(x, "layout", None)
        if layout is not None and getattr(layout, "display", None) == "none":
            return
        for attr in ("description", "tooltip", "placeholder"):
            v = getattr(x, attr, None)
            if isinstance(v, str) and v.strip():
                out.append(squash(v))
        if isinstance(x, w.HTML | w.HTMLMath):
            out.extend(html_texts(x.value))
        elif isinstance(x, w.Label) and x.value:
            out.append(x.value)
        labels = getattr(x, "_options_labels", None)
        if labels:
            out.extend(str(v) for v in labels)
        tips = getattr(x, "tooltips", None)
        if tips:
            out.extend(str(v) for v in tips)
        for c in getattr(x, "children", ()) or ():
            walk(c)

    walk(widget)
    return [x for x in out if _LETTER.search(x)]


# ------------------------------------------------------------------ shapes


@cache
def _names(lang: str) -> list[tuple[str, str]]:
    """Every name that varies in a template, with its placeholder, longest first:
    cards (every form; the placeholder keeps the gender), families, Orichalque's
    creatures, titans, buildings and terrains."""
    from .i18n.grammar import CASES, PLAYER_FORMS, card_terms, player_name

    out: dict[str, str] = {}
    for cid, term in card_terms().items():
        gender = t(f"{term.text_key}.gender", lang)
        for case in CASES[lang]:
            key = term.text_key if case == "nom" else f"{term.text_key}.{case}"
            out.setdefault(t(key, lang), f"⟨card-{gender}⟩")
        del cid
    for case in CASES[lang]:
        key = "card-hidden" if case == "nom" else f"card-hidden.{case}"
        if _has(key, lang):
            out.setdefault(t(key, lang), "⟨hidden⟩")
    for p in ("red", "blue", "green", "yellow", "purple"):
        for form in PLAYER_FORMS[lang]:
            name = player_name(p, lang, form)
            out.setdefault(name, f"⟨player-{form}⟩")
            out.setdefault(name[:1].upper() + name[1:], f"⟨player-{form}⟩")
    for key in _och_name_keys(lang):
        try:
            text = t(key, lang)
        except TranslationError:  # a sentence about a name, not a name
            continue
        kind = key.split("-")[1]
        out.setdefault(text, f"⟨{kind}⟩")
        out.setdefault(text[:1].upper() + text[1:], f"⟨{kind}⟩")
    for cid in card_terms():  # a card's printed ability, quoted whole in labels
        for line in t(f"ability-{cid}", lang).split("\n"):
            if len(line) > 12:
                out.setdefault(line.strip(), "⟨ability⟩")
    out.pop("", None)
    return sorted(out.items(), key=lambda kv: -len(kv[0]))


def _has(key: str, lang: str) -> bool:
    from .i18n.catalog import has

    return has(key, lang)


def _och_name_keys(lang: str) -> list[str]:
    """The Orichalque names (``och-creature-*``, ``och-titan-*``, …) with their forms."""
    from .i18n.catalog import bundle

    b = bundle(lang)
    out = []
    for prefix in ("och-creature-", "och-titan-", "och-building-", "och-terrain-"):
        for msg_id in sorted(b._messages):  # the bundle's own table of messages
            if msg_id.startswith(prefix) and msg_id.count("-") == 2:
                out.append(msg_id)
                msg = b.get_message(msg_id)
                out.extend(f"{msg_id}.{a}" for a in msg.attributes if a != "gender")
    return out


@cache
def _shape_re(lang: str) -> tuple[re.Pattern[str], dict[str, str]]:
    names = _names(lang)
    table = dict(names)
    alt = "|".join(re.escape(n) for n, _ in names)
    return re.compile(rf"(?<!\w)(?:{alt})(?!\w)"), table


_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_ZONE = re.compile(r"(?<!\w)[a-h]\d(?!\w)")


def shape(text: str, lang: str) -> str:
    """``text`` with its varying names, numbers and zones replaced by placeholders."""
    pattern, table = _shape_re(lang)
    text = pattern.sub(lambda m: table[m.group(0)], text)
    text = _ZONE.sub("⟨zone⟩", text)
    return _NUMBER.sub("⟨n⟩", text)


def _fragments(shaped: str) -> set[str]:
    """The parts of a list-like label («⟨card-m⟩ (⟨player-nom⟩), персонаж,
    долілиць, 1 очко впливу …»), empty for a sentence."""
    parts = [p.strip() for p in re.split(r", |: | — ", shaped)]
    if len(parts) < 3 or any(len(p.split()) > 6 and p != "⟨ability⟩" for p in parts):
        return set()
    return {p for p in parts if p}


# ------------------------------------------------------------------ the corpus


@dataclass
class Entry:
    section: str
    text: str
    source: str
    group: str = ""  # a lesson's id: its entries are printed together


@dataclass
class Corpus:
    """The sentences of one language, in the order they were met."""

    lang: str
    entries: list[Entry] = field(default_factory=list)
    shapes: Counter[str] = field(default_factory=Counter)
    texts: set[str] = field(default_factory=set)
    fragments: Counter[str] = field(default_factory=Counter)
    notes: list[str] = field(default_factory=list)  # what could not be reached

    def add(
        self,
        section: str,
        text: str,
        source: str,
        *,
        whole: str = "",
        group: str = "",
        at: int | None = None,
    ) -> bool:
        """Keep ``text`` (met at ``source``) unless two of its shape are kept
        already; ``whole``: a lesson's id — its own texts are kept whole;
        ``group``: printed under that lesson's heading; ``at``: the text's
        place in its story — a sentence said twice in one story (an
        Insurrection's two «+1 for the elimination») is kept twice, so that a
        reviewer can add up the story's points (the ru re-read's T1)."""
        text = squash(str(text))
        if not text or not _LETTER.search(text):
            return False
        if whole:  # a lesson's text: once per place it is met (a story is kept whole)
            key = (whole, source, text, at)
            if key in self._whole:
                return False
            self._whole.add(key)
            self.shapes[shape(text, self.lang)] += 1
            self.texts.add(text)
            self.entries.append(Entry(section, text, source, whole))
            return True
        if text in self.texts:
            return False
        s = shape(text, self.lang)
        if self.shapes[s] >= PER_SHAPE:
            return False
        parts = _fragments(s)
        if parts:  # a picture's label: a list of states, each read twice is enough
            if all(self.fragments[p] >= PER_SHAPE for p in parts):
                return False
            self.fragments.update(parts)
        self.shapes[s] += 1
        self.texts.add(text)
        self.entries.append(Entry(section, text, source, group))
        return True

    def __post_init__(self) -> None:
        self._whole: set[tuple[str, str, str, int | None]] = set()

    def add_all(self, section: str, texts: Iterable[str], source: str, group: str = "") -> None:
        for text in texts:
            self.add(section, text, source, group=group)

    def sentences(self) -> list[str]:
        """Every text of the corpus (one per entry)."""
        return [e.text for e in self.entries]

    def __len__(self) -> int:
        return len(self.entries)

    def markdown(self) -> str:
        """The corpus as a document for reviewers, by section and lesson."""
        lines = [
            f"# {t('lang-name', self.lang)} — {len(self)} texts",
            "",
            "Every text a learner can meet, with where it was met ([…]). Lessons "
            "are whole and in order; elsewhere at most two texts of each shape "
            "(the same sentence with other names or numbers) are kept.",
        ]
        section = group = None
        order = list(SECTION_TITLES)
        for e in sorted(self.entries, key=lambda e: order.index(e.section)):
            if e.section != section:
                section, group = e.section, None
                lines += ["", f"## {SECTION_TITLES.get(section, section)}", ""]
            if e.group != group:
                group = e.group
                if group:
                    lines += ["", f"### {group}", ""]
            lines.append(f"- [{e.source}] {e.text}")
        if self.notes:
            lines += ["", "## Not reached", ""] + [f"- {n}" for n in self.notes]
        return "\n".join(lines) + "\n"


SECTION_TITLES = {
    "lessons": "1. Lessons (solution, hints, wrong and illegal moves)",
    "combos": "2. Combinations (teacher's desk)",
    "games": "3. Games of Oriflamme (every edition, mixed tables)",
    "orichalque": "4. Games of Orichalque",
    "refusals": "5. Refused moves",
    "advisor": "6. The advisor",
    "cards": "7. The card reference",
    "app": "8. The app: menus, sandbox, teacher's desk, editor",
    "scenario": "9. Errors in scenario files (teacher's desk)",
    "practice": "10. Practice: questions, answers, why an answer is wrong, the rule",
}


# ------------------------------------------------------------------ lessons


def _events_text(game: Any, events: Iterable[Any], viewer: str | None, lang: str) -> list[str]:
    """What the learner's log says of ``events`` (the game's bookkeeping left out)."""
    out = []
    for e in game.telling_order(list(events)):
        seen = game.event_for(e, viewer)
        if seen is None or game.event_kind(seen) in game.bookkeeping:
            continue
        out.append(game.narrate(seen, lang))
    return out


def _open(lesson_id: str, lang: str) -> Any:
    from oriflamme.widgets.lesson_player import LessonPlayer

    player = LessonPlayer(lesson_id, lang)
    while player.continue_button.layout.display != "none":
        player.continue_button.click()
    return player


def _road(player: Any, moves: Iterable[str]) -> None:
    for m in moves:
        out = player.play(m)
        assert out.ok, (player.lesson.id, m, out.kind)


def lesson_texts(c: Corpus, lesson: Any) -> None:
    """One lesson as the learner meets it (see the module's docstring)."""
    from oriflamme.tutor import LessonRun
    from oriflamme.tutor import texts as tx

    lang, lid = c.lang, lesson.id
    where = f"{lesson.edition}/{lid}"

    def own(text: str, source: str, at: int | None = None) -> None:
        c.add("lessons", text, source, whole=where, at=at)

    def chrome(player: Any, source: str) -> None:
        c.add_all("lessons", widget_texts(player), f"board {source}", group=where)

    own(tx.text(lesson.title, lang), "title")
    for i, key in enumerate(lesson.intro, 1):
        own(tx.text(key, lang), f"intro {i}")
    own(tx.text(lesson.goal_text, lang), "goal")
    # the solution, with both hints at each step
    player = _open(lid, lang)
    game = player.run.game
    chrome(player, "start")
    own(tx.text(lesson.hints[0], lang), "hint 1")
    for n, move in enumerate(lesson.solution, 1):
        player.hint()
        player.hint()
        for i, text in enumerate(html_texts(player.feedback.value)):
            own(text, f"hint 2 at move {n}", i)
        # the move in the words the learner sees: an option in its card's words
        said = game.move_text(move, lang, player.run.state.view(lesson.learner))
        out = player.play(move)
        for i, text in enumerate(_events_text(game, out.events, lesson.learner, lang)):
            own(text, f"solution move {n} ({said}): log", i)
        chrome(player, f"after move {n}")
    own(tx.text(lesson.success, lang), "success")
    if lesson.fail:
        own(tx.text(lesson.fail, lang), "fail (any other miss)")
    # every scripted wrong move: its text, then what it caused
    for w in lesson.wrong:
        player = _open(lid, lang)
        steps = w.after if isinstance(w.after, tuple) else lesson.solution[: w.after or 0]
        _road(player, steps)
        k = 0
        while w.after is None and w.move not in player.run.legal_moves:
            _road(player, [lesson.solution[k]])
            k += 1
        said = game.move_text(w.move, lang, player.run.state.view(lesson.learner))
        at = len(player.run.moves) + 1
        out = player.play(w.move)
        # the step in the source: the same move tried at two steps tells two stories,
        # and each is kept whole (its lines are not dropped as already met)
        for i, text in enumerate(html_texts(player.feedback.value)):
            own(text, f"wrong move «{said}» at move {at}", i)
        del out
    # every illegal move the lesson explains, and the game's own reasons met on the way
    for code, key in lesson.illegal.items():
        own(tx.text(key, lang), f"illegal move ({code})")
    run = LessonRun(lesson)
    for n, move in enumerate([*lesson.solution, None]):
        _refusals(c, run.state, game, f"{where} · before move {n + 1}")
        if move is None or run.finished:
            break
        run.try_move(move)


# ------------------------------------------------------------------ refusals


#: Moves tried in every position to meet the refusals (Oriflamme's notation).
def _oriflamme_tries(state: Any) -> list[str]:
    from .i18n.grammar import card_terms

    n = len(state.queue) if hasattr(state, "queue") else 3
    tries = ["reveal", "bank", "keep", "discard 0", "repeat", "skip"]
    for k in (0, 1, n - 1, n, n + 3):
        tries += [f"target {k}", f"option {k}", f"swap {k}", f"to {k}", f"take {k}"]
    cards = sorted(card_terms())
    for cid in cards:
        tries += [f"play {cid} start", f"play {cid} end", f"play {cid} on 0", f"play {cid} on {n}"]
    tries += ["from hand", "from aside", "from discard", "play twin start", "aside heir"]
    return tries


def _orichalque_tries(state: Any) -> list[str]:
    zones = [f"{r}{c}" for r in "abcdefg" for c in range(1, 8)]
    rng = random.Random(len(state.legal_moves()))
    tries = ["take 1", "take 5", "take 9", "pass", "produce", "recruit", "medallion"]
    tries += [f"place {z}" for z in zones[::5]]
    tries += [f"place {a} {b}" for a, b in zip(zones[::4], zones[1::4], strict=False)]
    tries += [f"fight {z} {n}" for z in zones[::6] for n in (0, 2, 9)]
    tries += [f"build 1 {z}" for z in zones[::6]] + ["build 4 c3"]
    tries += [f"temple {' '.join(rng.sample(zones, 4))}" for _ in range(4)]
    tries += ["temple c2 c3 d2 d3", "temple b3 b4 c3 c4"]
    tries += [f"extra {a} {p}" for a in ("produce", "recruit", "fight", "build")
              for p in ("hoplites", "orichalcum", "creatures")]  # fmt: skip
    tries += ["discard 1", "release kronos", "minotaur c3", "decline", "first blue"]
    tries += [f"metropolis {a} {b}" for a, b in (("a1", "a2"), ("c3", "c4"), ("z9", "a2"))]
    return tries


def _refusals(
    c: Corpus, state: Any, game: Any, source: str, section: str = "refusals", group: str = ""
) -> None:
    """Every refusal met by trying the usual moves in ``state``."""
    if state.pending is None:
        return
    legal = set(state.legal_moves())
    tries = _orichalque_tries(state) if game.name == "orichalque" else _oriflamme_tries(state)
    for move in tries:
        if move in legal:
            continue
        try:
            state.copy().apply(move)
        except game.illegal_move as e:
            code = getattr(e, "code", "?")
            said = f"{source} · «{move}» ({code})"
            if c.add(section, game.explain(e, c.lang), said, group=group):
                _CODES.setdefault(c.lang, set()).add(f"{game.name}:{code}")
        except (ValueError, KeyError, IndexError):
            continue


_CODES: dict[str, set[str]] = {}


# ------------------------------------------------------------------ games


def _oriflamme_games(c: Corpus, games: int, seed: int) -> Iterator[tuple[Any, str]]:
    """Random games of every edition and of mixed tables, played on the board;
    yields (state, source) at each of the learner's decisions (for the advisor)."""
    from oriflamme.bots import RandomBot
    from oriflamme.games import get_game
    from oriflamme.games.oriflamme.engine import new_game
    from oriflamme.widgets import BotTable, GameView

    game = get_game("oriflamme")
    names = ("red", "blue", "green", "yellow", "purple")
    tables: list[tuple[str, dict[str, str] | None]] = [
        ("base", None),
        ("ablaze", None),
        ("alliance", None),
        ("base", {"blue": "ablaze", "green": "alliance"}),
        ("ablaze", {"red": "alliance", "yellow": "base"}),
        ("alliance", {"blue": "base", "green": "ablaze"}),
    ]
    rng = random.Random(seed)
    for g in range(games):
        edition, fams = tables[g % len(tables)]
        count = 2 + g % 4 if fams is None else max(3, 2 + g % 4)
        players = list(names[:count])
        families = {p: (fams or {}).get(p, edition) for p in players} if fams else None
        deal = rng.randrange(10**6)
        state = new_game(players, edition, seed=deal, families=families)
        table = "+".join(sorted({edition, *(fams or {}).values()}))
        teacher = g % 3 == 2
        learner = players[0]
        bots = BotTable({p: RandomBot(deal + i) for i, p in enumerate(players) if p != learner})
        view = GameView(state, humans=[learner], controller=bots, lang=c.lang, see_all=teacher)
        who = "teacher's view" if teacher else "player's view"
        label = f"game {table}, {count} players, deal {deal}, {who}"
        move_rng = random.Random(deal)
        n = 0
        while not view.state.finished and n < 400:
            n += 1
            st = view.state
            if st.pending is None or st.pending.player != learner:
                break
            if n % 3 == 1:
                _refusals(c, st, game, f"{label} · move {n}")
            yield st, f"{label} · move {n}"
            move = move_rng.choice(st.legal_moves())
            c.add_all("games", widget_texts(view), f"{label} · before move {n}")
            view.play(move)
        c.add_all("games", widget_texts(view), f"{label} · the end")


def _orichalque_games(c: Corpus, games: int, seed: int) -> None:
    from oriflamme.games.orichalque.bots import make_bot
    from oriflamme.games.orichalque.game import GAME
    from oriflamme.widgets.game_sandbox import Seats
    from oriflamme.widgets.orichalque.board import OrichalqueBoard

    rng = random.Random(seed)
    names = ("red", "blue", "green", "yellow")
    for g in range(games):
        count = 2 + g % 3
        players = list(names[:count])
        deal = rng.randrange(10**6)
        state = GAME.new_game(players, seed=deal)
        learner = players[0]
        kind = ("random", "greedy")[g % 2]
        bots = Seats({p: make_bot(kind, deal + i) for i, p in enumerate(players) if p != learner})
        teacher = g % 3 == 2
        view = OrichalqueBoard(
            state, humans=[learner], controller=bots, lang=c.lang, see_all=teacher
        )
        label = f"Orichalque, {count} players, deal {deal}"
        move_rng = random.Random(deal)
        n = 0
        while not view.state.finished and n < 300:
            n += 1
            st = view.state
            if st.pending is None or st.pending.player != learner:
                break
            if n % 4 == 1:
                _refusals(c, st, GAME, f"{label} · move {n}")
            c.add_all("orichalque", widget_texts(view), f"{label} · before move {n}")
            legal = st.legal_moves()
            move = move_rng.choice(legal)
            # a multi-click move: pick its first zone, to see the board's prompt
            if n % 5 == 0 and hasattr(view, "click_zone"):
                zones = [z for z in move.split()[1:] if _ZONE.fullmatch(z)]
                if zones and move.split()[0] in ("place", "temple", "metropolis"):
                    try:
                        view.click_zone(zones[0])
                        c.add_all("orichalque", widget_texts(view), f"{label} · choosing {move}")
                        view.cancel()
                    except Exception:  # a zone the board does not offer by click
                        pass
            view.play(move)
        c.add_all("orichalque", widget_texts(view), f"{label} · the end")


def _advisor(c: Corpus, positions: list[tuple[Any, str]], count: int) -> None:
    from oriflamme.bots.advisor import advise
    from oriflamme.widgets.advisor_panel import advice_html

    rng = random.Random(7)
    picked = rng.sample(positions, min(count, len(positions)))
    for st, source in picked:
        view = st.view(st.pending.player)
        advice = advise(view, seed=1, iterations=40)
        c.add_all("advisor", html_texts(advice_html(advice, c.lang, view)), source)
    _orichalque_advisor(c, max(2, count // 8))


def _orichalque_advisor(c: Corpus, count: int) -> None:
    """The advisor's words on Orichalque positions (random play from a few deals)."""
    from oriflamme.games.orichalque.game import GAME
    from oriflamme.widgets.advisor_panel import advice_html

    for k in range(count):
        rng = random.Random(100 + k)
        st = GAME.new_game(["red", "blue"], seed=100 + k)
        for _ in range(rng.randrange(5, 60)):
            if st.finished:
                break
            st.apply(rng.choice(st.legal_moves()))
        if st.pending is None or len(st.legal_moves()) < 2:
            continue
        advice = GAME.advise(st, seed=1, iterations=8)
        view = st.view(st.pending.player)
        source = f"Orichalque advisor, deal {100 + k}"
        c.add_all("advisor", html_texts(advice_html(advice, c.lang, view)), source)


# ------------------------------------------------------------------ combos, cards, app


def _combos(c: Corpus) -> None:
    from oriflamme.games import get_game
    from oriflamme.tutor.combos import combos

    for combo in combos():
        source = f"combo {combo.id}"
        c.add("combos", t(combo.title, c.lang), source, whole=source)
        c.add("combos", t(combo.text, c.lang), source, whole=source)
        game = get_game("oriflamme")
        state = game.from_scenario(dict(combo.scenario))
        for e in _events_text(game, state.opening, None, c.lang):
            c.add("combos", e, f"{source} · before the moves", whole=source)
        for n, move in enumerate(combo.moves, 1):
            view = state.view(state.pending.player) if state.pending is not None else None
            said = game.move_text(move, c.lang, view)
            for i, e in enumerate(_events_text(game, state.apply(move), None, c.lang)):
                c.add("combos", e, f"{source} · move {n} ({said})", whole=source, at=i)


def _cards(c: Corpus) -> None:
    from oriflamme.widgets.card_reference import CardReference

    c.add_all("cards", widget_texts(CardReference(c.lang, open_lesson=lambda _x: None)), "cards")
    teacher = CardReference(c.lang, teacher=True)
    c.add_all("cards", widget_texts(teacher), "cards, teacher's view")


def _app(c: Corpus) -> None:
    from oriflamme.games import games
    from oriflamme.tutor import courses
    from oriflamme.tutor.course import lessons
    from oriflamme.widgets import App, Sandbox
    from oriflamme.widgets.editor import PositionEditor
    from oriflamme.widgets.landing import landing_html
    from oriflamme.widgets.lessons import LessonsMenu
    from oriflamme.widgets.teacher import TeacherDesk

    lang = c.lang
    for game in ("oriflamme", "orichalque"):
        app = App(lang, game=game)
        for i in range(len(app.tab_keys)):
            app.tabs.selected_index = i
            app._page(app.tab_keys[i])
            c.add_all("app", widget_texts(app), f"app ({game}), tab {app.tab_keys[i]}")
    for edition in courses():
        c.add_all("app", widget_texts(LessonsMenu(lang, edition=edition)), f"lessons {edition}")
    for edition in ("base", "ablaze", "alliance"):
        for bots in ("random", "greedy", "strong"):
            try:
                box = Sandbox(lang, edition=edition, bots=bots)
            except Exception:  # a bot kind the sandbox does not offer
                continue
            c.add_all("app", widget_texts(box), f"sandbox {edition} {bots}")
            box.advisor.show()
            c.add_all("advisor", widget_texts(box.advisor), f"sandbox {edition}, advisor")
    desk = TeacherDesk(lang)
    c.add_all("app", widget_texts(desk), "teacher's desk")
    for _text, value in desk.positions():
        desk.source.value = value
        try:
            desk.load()
        except Exception as e:  # pragma: no cover - reported, not hidden
            c.notes.append(f"the desk could not load {value!r}: {e}")
            continue
        c.add_all("app", widget_texts(desk), f"teacher's desk, {value}")
    editor = PositionEditor(lang, on_use=lambda _d: None)
    c.add_all("app", widget_texts(editor), "position editor")
    # the editor of a game that declares its pieces, on each lesson's position
    # (islands with tiles, creatures, buildings: every piece's label)
    for rules in games():
        desk = TeacherDesk(lang, game=rules.name)
        pieces = desk.toggle_editor()
        if pieces is None or not hasattr(pieces, "pieces"):
            continue
        c.add_all("app", widget_texts(pieces), f"position editor ({rules.name})")
        for lesson in lessons(rules.editions[0]):
            desk.source.value = lesson.id
            if desk.load():
                pieces = desk.editor
                pieces.start_from_desk()
                c.add_all("app", widget_texts(pieces), f"position editor, {lesson.id}")
    # the landing page has a block per language: this language's block
    for block in re.split(r'(?=<section class="ori-landing__lang")', landing_html()):
        if f'lang="{lang}"' in block[:80]:
            for text in html_texts(block):
                c.add("app", text, "landing page")


def _practice(c: Corpus, per_table: int, seed: int) -> None:
    """The practice tab's puzzles of every table of both games: the question,
    each choice, the misreading a wrong choice is told («Почему ваш ответ
    неверен») and the «Rule» paragraphs, as the tab says them."""
    from oriflamme.games import get_game
    from oriflamme.practice.generate import generate

    for game in ("oriflamme", "orichalque"):
        kinds = get_game(game).puzzles
        for table in kinds.tables:
            for ref, p in generate(game, table, per_table, seed):
                source = f"practice {game}/{table}, {p.kind} ({ref})"
                say = [kinds.render(x, c.lang) for x in p.question]
                c.add("practice", " ".join(say), source)
                for ch in p.choices:
                    c.add("practice", " ".join(kinds.render(x, c.lang) for x in ch.texts), source)
                    why = kinds.why(p, ch)
                    if why is not None:
                        said = kinds.render(why, c.lang)
                        c.add("practice", said, f"{source}, why «{ch.id}» is wrong")
                for x in p.explanation:
                    c.add("practice", kinds.render(x, c.lang), f"{source}, the rule")


def _scenario_errors(c: Corpus, seed: int) -> None:
    from oriflamme.fuzzing import base_files, mutate_file, try_file
    from oriflamme.games.oriflamme.engine import ScenarioError
    from oriflamme.games.oriflamme.engine.scenario import load_scenario, parse_scenario
    from oriflamme.i18n import explain_scenario_error

    rng = random.Random(seed)
    files = base_files(rng)
    for k in range(600):
        raw, fmt = files[k % len(files)]
        bad = mutate_file(rng, raw)
        try:
            load_scenario(parse_scenario(bad, fmt))
        except ScenarioError as e:
            c.add("scenario", explain_scenario_error(e, c.lang), f"a damaged file ({e.code})")
        except Exception:
            continue
    del try_file


# ------------------------------------------------------------------ all of it


def build(
    lang: str,
    *,
    games: int = 12,
    orichalque_games: int = 6,
    advice: int = 30,
    seed: int = 2027,
    lessons: Iterable[str] | None = None,
    parts: Iterable[str] = (
        "lessons",
        "combos",
        "games",
        "orichalque",
        "advisor",
        "cards",
        "app",
        "scenario",
        "practice",
    ),
    practice: int = 10,
    progress: Callable[[str], None] | None = None,
) -> Corpus:
    """The corpus of ``lang`` (deterministic for given arguments)."""
    import os
    import tempfile

    from oriflamme.tutor import all_lessons

    check_lang(lang)
    parts = set(parts)
    say = progress or (lambda _m: None)
    c = Corpus(lang)
    # lessons record stars: in a folder of our own, never the user's progress
    tmp = tempfile.mkdtemp(prefix="oriflamme-corpus-")
    old = os.environ.get("ORIFLAMME_PROGRESS")
    os.environ["ORIFLAMME_PROGRESS"] = str(Path(tmp) / "progress.json")
    try:
        if "lessons" in parts:
            wanted = set(lessons) if lessons is not None else None
            for lesson in all_lessons():
                if wanted is None or lesson.id in wanted:
                    say(f"lesson {lesson.id}")
                    lesson_texts(c, lesson)
        if "combos" in parts:
            say("combos")
            _combos(c)
        positions: list[tuple[Any, str]] = []
        if "games" in parts or "advisor" in parts:
            say("games")
            for st, source in _oriflamme_games(c, games, seed):
                positions.append((st.copy(), source))
        if "orichalque" in parts:
            say("Orichalque")
            _orichalque_games(c, orichalque_games, seed)
        if "advisor" in parts:
            say("advisor")
            _advisor(c, positions, advice)
        if "cards" in parts:
            _cards(c)
        if "app" in parts:
            say("app")
            _app(c)
        if "scenario" in parts:
            _scenario_errors(c, seed)
        if "practice" in parts:
            say("practice")
            _practice(c, practice, seed)
    finally:
        if old is None:
            os.environ.pop("ORIFLAMME_PROGRESS", None)
        else:
            os.environ["ORIFLAMME_PROGRESS"] = old
    return c


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m oriflamme.corpus", description=__doc__)
    ap.add_argument("--lang", required=True, choices=[*LANGS, "en"])
    ap.add_argument("--out", help="write the corpus here (default: standard output)")
    ap.add_argument("--games", type=int, default=12, help="random Oriflamme games (12)")
    ap.add_argument("--orichalque-games", type=int, default=6, help="random Orichalque games (6)")
    ap.add_argument("--advice", type=int, default=30, help="positions the advisor reads (30)")
    ap.add_argument("--practice", type=int, default=10, help="practice puzzles per table (10)")
    ap.add_argument("--seed", type=int, default=2027)
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    say = None if a.quiet else (lambda m: print(m, file=sys.stderr))
    c = build(
        a.lang,
        games=a.games,
        orichalque_games=a.orichalque_games,
        advice=a.advice,
        practice=a.practice,
        seed=a.seed,
        progress=say,
    )
    text = c.markdown()
    if a.out:
        Path(a.out).write_text(text, encoding="utf-8")
        print(f"{a.out}: {len(c)} texts", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
