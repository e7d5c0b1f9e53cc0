"""The «Практика» / «Практика» / «Entraînement» tab: rule puzzles and the
mistakes that come back (issue 30).

One tab per game (the app's game picker swaps them): a table picker (the
game's ``puzzles.tables``: Oriflamme's editions and mixed tables,
Orichalque), a puzzle — its question, 3 or 4 choices (buttons, each with its
whole text), then the verdict, the right answer, why the chosen answer is
wrong (the misreading behind it), what happens on the table (the game's
narration of the answer played out) and the rule (the card reference's
texts) — and the game's own board showing the position, then the position
played out. Beside it: what is due for review, per rule and card, and the
mastery per card.

Puzzles are drawn lazily from a seeded stream (``practice.generate``), one
game of bots at a time, in the click's handler (no thread: it works the same
on Voila and on the static site). Answers and a lesson's mistakes are kept
per learner next to the lesson progress (``practice.store``): the learner is
the lessons tab's (``progress``: a callable giving the current ``Progress``).

Stable CSS classes: ``ori-practice``, ``ori-practice__intro``,
``ori-practice-learner``, ``ori-practice-bar``, ``ori-practice-table``,
``ori-practice-next``, ``ori-practice-due``, ``ori-practice-provisional``,
``ori-practice-puzzle``, ``ori-practice-kind``, ``ori-practice-question``,
``ori-practice-tags``, ``ori-practice-choices``, ``ori-practice-choice``
(``ori-practice-choice-N`` from 0; after the answer ``--right``, ``--wrong``,
``--chosen``), ``ori-practice-feedback`` (``--right``, ``--wrong``),
``ori-practice-board``, ``ori-practice-board-note``, ``ori-practice-side``,
``ori-practice-queue``, ``ori-practice-mastery``.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from html import escape
from typing import Any

import ipywidgets as w

from oriflamme.core.puzzles import Puzzle, Text
from oriflamme.games import get_game
from oriflamme.practice.generate import PuzzleRef, PuzzleStream, make_one
from oriflamme.practice.store import PracticeStore, now
from oriflamme.tutor.progress import Progress

from .boards import board_class
from .controls import button, label, show
from .lifecycle import close_widgets
from .localized import Localized
from .session import Ruling
from .text import card_name, t

#: The stream every learner draws from (the same puzzles in the same order;
#: each learner's place in it is kept in their store).
STREAM_SEED = 1
#: Games played, when a rule is due, looking for a fresh puzzle that exercises it.
DUE_GAMES = 4
LETTERS = "ABCD"

PRACTICE_CSS = """
<style>
.ori-practice { gap: 12px; max-width: 1600px;
  font-family: 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif;
  color: #2b1d0e; }
.ori-practice .widget-html { margin: 0; height: auto; line-height: 1.4; }
.ori-practice .widget-html > .widget-html-content {
  margin: 0; height: auto; line-height: 1.4; font-size: inherit; align-self: auto; }
.ori-practice .ori-practice__intro { font-size: 18px; }
.ori-practice .ori-practice-learner { font-size: 16px; color: #6b5533; }
.ori-practice-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.ori-practice-bar .widget-toggle-buttons .widget-label { font-size: 16px; width: auto;
  margin-right: 6px; }
.ori-practice-table .jupyter-button { width: auto; min-width: 96px; height: auto;
  min-height: 40px; font-size: 16px; }
.ori-practice-bar > .jupyter-button { height: auto; min-height: 42px; font-size: 17px;
  padding: 6px 16px; white-space: normal; }
.ori-practice .jupyter-button:focus-visible { outline: 3px solid #1f6fd1; outline-offset: 2px; }
.ori-practice .ori-practice-provisional { font-size: 15px; color: #7a4b00; }
.ori-practice__main { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start;
  width: 100%; }
.ori-practice__left { flex: 1 1 640px; min-width: 0; gap: 12px; }
.ori-practice-side { flex: 0 1 380px; min-width: 0; gap: 12px; }
.ori-practice-puzzle { background: #fffaf0; border: 1px solid #e0d0aa; border-radius: 14px;
  padding: 12px 18px 16px; gap: 10px; box-shadow: 0 2px 6px rgba(60, 40, 10, 0.12); }
.ori-practice .ori-practice-kind { font-size: 15px; text-transform: uppercase;
  letter-spacing: 0.06em; color: #8a6a2a; }
.ori-practice .ori-practice-question { font-size: 21px; font-weight: bold; }
.ori-practice .ori-practice-tags { font-size: 14px; color: #6b5533; }
.ori-practice-choices { gap: 8px; }
.ori-practice-choices .ori-practice-choice.jupyter-button {
  width: 100%; height: auto; min-height: 48px; margin: 0; padding: 10px 14px;
  white-space: normal; text-align: left; justify-content: flex-start; line-height: 1.35;
  font-size: 17px; font-family: inherit; background: #f6ecd2; color: #2b1d0e;
  border: 2px solid #c9ad72; border-radius: 10px; }
.ori-practice-choices .ori-practice-choice.jupyter-button:hover:enabled { background: #ffeeb8; }
.ori-practice-choices .ori-practice-choice--right.jupyter-button {
  background: #e3f4dd; border-color: #2e7d32; color: #173d18; opacity: 1; }
.ori-practice-choices .ori-practice-choice--wrong.jupyter-button {
  background: #fde8e6; border-color: #b3261e; color: #5c0f0b; opacity: 1; }
.ori-practice-choices .ori-practice-choice.jupyter-button:disabled { opacity: 1; cursor: default; }
.ori-practice-choice--right::before { content: "✓ "; font-weight: bold; }
.ori-practice-choice--wrong::before { content: "✕ "; font-weight: bold; }
.ori-practice .ori-practice-feedback { font-size: 17px; border-radius: 12px; padding: 10px 16px; }
.ori-practice-feedback--right { background: #e3f4dd; border: 2px solid #2e7d32; }
.ori-practice-feedback--wrong { background: #fde8e6; border: 2px solid #b3261e; }
.ori-practice-feedback h4 { margin: 10px 0 4px; font-size: 17px; }
.ori-practice-feedback p, .ori-practice-feedback ul { margin: 4px 0; }
.ori-practice-verdict { font-size: 20px; font-weight: bold; }
.ori-practice-board { min-width: 0; width: 100%; gap: 6px; }
.ori-practice .ori-practice-board-note { font-size: 15px; color: #6b5533; }
.ori-practice .ori-practice-queue, .ori-practice .ori-practice-mastery { background: #fffaf0;
  border: 1px solid #e0d0aa; border-radius: 12px; padding: 8px 14px 10px; font-size: 16px; }
.ori-practice-side h3 { margin: 4px 0 6px; font-size: 19px; }
.ori-practice-side ul { margin: 0; padding-left: 20px; }
.ori-practice-side li { margin: 2px 0; }
.ori-practice-mastery__card { margin: 6px 0 2px; font-weight: bold; }
.ori-practice .ori-practice-mastery { max-height: 460px; overflow-y: auto; }
.ori-practice-side ul.ori-practice-mastery__rules { list-style: none; padding-left: 4px; }
.ori-practice-mastery__ok { color: #1e6b23; }
.ori-practice-mastery__learning { color: #8a4b00; }
@media (max-width: 700px) {
  .ori-practice .ori-practice-question { font-size: 19px; }
  .ori-practice__left, .ori-practice-side { flex-basis: 100%; }
}
</style>
"""


def _html_lines(text: str) -> str:
    return "<br>".join(escape(x) for x in text.split("\n"))


class PracticeTab(Localized, w.VBox):
    """The practice tab of ``game`` in ``lang``: ``PracticeTab("uk", game="oriflamme")``.

    ``next_puzzle()``, ``review()`` and ``answer(i)`` do what their buttons do;
    ``puzzle`` is the puzzle on show, ``chosen`` the choice answered (None before).
    """

    def __init__(
        self,
        lang: str = "uk",
        *,
        game: str = "oriflamme",
        progress: Callable[[], Progress] | Progress | None = None,
        table: str | None = None,
    ) -> None:
        super().__init__()
        self.add_class("ori-practice")
        self._lang = lang
        self.game = get_game(game)
        self.kinds = self.game.puzzles
        self._progress = progress
        self._store: PracticeStore | None = None
        tables = list(self.kinds.tables)
        self.table = table if table in tables else tables[0]
        self.intro = w.HTML().add_class("ori-practice__intro")
        self.learner = w.HTML().add_class("ori-practice-learner")
        self.table_picker = w.ToggleButtons(options=tables, value=self.table)
        self.table_picker.add_class("ori-practice-table")
        self.table_picker.observe(self._table_picked, names="value")
        self.next_button = button(["ori-practice-next"], self.next_puzzle)
        self.next_button.button_style = "primary"
        self.next_button.icon = "arrow-right"
        self.due_button = button(["ori-practice-due"], self.review)
        self.due_button.icon = "refresh"
        bar = w.HBox([self.table_picker, self.next_button, self.due_button])
        bar.add_class("ori-practice-bar")
        self.provisional = w.HTML().add_class("ori-practice-provisional")
        self.kind = w.HTML().add_class("ori-practice-kind")
        self.question = w.HTML().add_class("ori-practice-question")
        self.tags = w.HTML().add_class("ori-practice-tags")
        self.choices = w.VBox().add_class("ori-practice-choices")
        self.feedback = w.HTML().add_class("ori-practice-feedback")
        self.panel = w.VBox(
            [self.kind, self.question, self.choices, self.feedback, self.tags]
        ).add_class("ori-practice-puzzle")
        self.board_note = w.HTML().add_class("ori-practice-board-note")
        self.board = w.VBox([self.board_note]).add_class("ori-practice-board")
        self.view: Any = None
        self.queue_box = w.HTML().add_class("ori-practice-queue")
        self.mastery_box = w.HTML().add_class("ori-practice-mastery")
        side = w.VBox([self.queue_box, self.mastery_box]).add_class("ori-practice-side")
        left = w.VBox([self.panel, self.board]).add_class("ori-practice__left")
        main = w.HBox([left, side]).add_class("ori-practice__main")
        self.children = (
            w.HTML(PRACTICE_CSS),
            self.intro,
            self.learner,
            bar,
            self.provisional,
            main,
        )
        self.puzzle: Puzzle | None = None
        self.ref: PuzzleRef | None = None
        self.chosen: str | None = None
        self._buttons: list[w.Button] = []
        self._streams: dict[str, PuzzleStream] = {}
        self._events: list[Any] = []
        self.next_puzzle()

    # ------------------------------------------------------------ the learner

    @property
    def progress(self) -> Progress:
        p = self._progress
        if callable(p):
            return p()
        if p is None:
            self._progress = p = Progress()
        return p

    @property
    def store(self) -> PracticeStore:
        """The practice of the learner whose lesson progress is in use now."""
        progress = self.progress
        if (
            self._store is None
            or self._store.path
            != progress.storage.beside(f"{progress.path.stem}.practice.json").path
        ):
            self._store = PracticeStore.beside(progress)
            self._streams = {}
        return self._store

    # ------------------------------------------------------------ drawing puzzles

    def _stream(self) -> PuzzleStream:
        key = f"{self.game.name}/{self.table}"
        stream = self._streams.get(key)
        if stream is None:
            start = self.store.stream(key)
            stream = self._streams[key] = PuzzleStream(self.game, self.table, STREAM_SEED, start)
        return stream

    def next_puzzle(self) -> bool:
        """Show the next puzzle of the table's stream (False: the stream is dry)."""
        stream = self._stream()
        try:
            ref, puzzle = next(stream)
        except StopIteration:
            self.puzzle = None
            self.refresh()
            return False
        self.store.advance(f"{self.game.name}/{self.table}", ref.g)
        self.show(puzzle, ref)
        return True

    def review(self) -> bool:
        """Show a puzzle on a rule or card due for review: one answered wrong
        before if there is one, else a fresh one that exercises it."""
        due = {d.tag for d in self._due()}
        if not due:
            return self.next_puzzle()
        for m in reversed(self.store.missed(due)):
            try:
                ref = PuzzleRef.from_json(m["ref"])
            except (KeyError, TypeError, ValueError):
                continue
            if ref.game != self.game.name:
                continue
            puzzle = make_one(ref)
            if puzzle is not None:
                self.show(puzzle, ref)
                return True
        stream = self._stream()
        stop = stream.g + DUE_GAMES
        while stream.g < stop:
            try:
                ref, puzzle = next(stream)
            except StopIteration:
                break
            self.store.advance(f"{self.game.name}/{self.table}", ref.g)
            if due & set(puzzle.tags):
                self.show(puzzle, ref)
                return True
        return self.next_puzzle()

    def show(self, puzzle: Puzzle, ref: PuzzleRef | None = None) -> None:
        """Show ``puzzle`` (unanswered) and its position on the board."""
        self.puzzle, self.ref, self.chosen = puzzle, ref, None
        self._events = []
        self._buttons = []
        for i, c in enumerate(puzzle.choices):
            b = button(["ori-practice-choice", f"ori-practice-choice-{i}"], self._chooser(c.id))
            text = f"{LETTERS[i]}. {self._say(c.texts)}"
            label(b, text, text)  # labelled before it is shown: never an empty button
            self._buttons.append(b)
        self.choices.children = tuple(self._buttons)
        state = self.game.from_json(dict(puzzle.scenario))
        self._put_board(state, ())
        self.refresh()

    def _chooser(self, choice_id: str) -> Callable[[], object]:
        return lambda: self.answer(choice_id)

    # ------------------------------------------------------------ answering

    def answer(self, choice: str | int) -> bool:
        """Answer with the choice ``choice`` (its id, or its index); True if right.
        The position is played out on the board and the rule explained."""
        p = self.puzzle
        if p is None or self.chosen is not None:
            return False
        cid = p.choices[choice].id if isinstance(choice, int) else p.choice(choice).id
        self.chosen = cid
        right = cid == p.answer
        self.store.answer(
            p.rules,
            p.cards,
            right,
            ref=None if self.ref is None else self.ref.to_json(),
            card_rules=self.kinds.card_rules,
        )
        state = self.game.from_json(dict(p.scenario))
        events: list[Any] = []
        for move in p.playout:
            events += state.apply(move)
        self._events = events
        self._put_board(state, tuple(events))
        self.refresh()
        return right

    def _due(self) -> list[Any]:
        """The items due now that are this game's (the queue holds both games')."""
        return [d for d in self.store.due() if self.kinds.owns(d.tag)]

    def _told(self) -> list[Any]:
        """The events of the answer played out that the feedback tells: up to
        the end of the turn or the round (``puzzles.story_ends``), without the
        game's bookkeeping."""
        out: list[Any] = []
        for e in getattr(self, "_events", []):
            kind = self.game.event_kind(e)
            if kind in self.kinds.story_ends and out:
                break
            if kind not in self.game.bookkeeping:
                out.append(e)
        return out

    def _put_board(self, state: Any, history: tuple[Any, ...]) -> None:
        if self.view is not None and hasattr(self.view, "show_position"):
            self.view.show_position(state, history)
            return
        board = board_class(self.game)
        old, self.view = (
            self.view,
            board(
                state,
                humans=[],
                lang=self._lang,
                see_all=True,
                referee=self._referee,
                opening_title="practice-log",
            ),
        )
        self.board.children = (self.board_note, self.view)
        close_widgets(old)

    def _referee(self, move: str) -> Ruling:
        """The board is not played on: a click says where to answer."""
        return Ruling(False, reason=t("practice-board-readonly", self._lang))

    # ------------------------------------------------------------ words

    def _say(self, texts: tuple[Text, ...] | list[Text]) -> str:
        return " ".join(self.kinds.render(x, self._lang) for x in texts)

    def tag_label(self, tag: str) -> str:
        """A queue item in words: a rule by its title («Засідка»), a card by its name."""
        kind, _, value = tag.partition(":")
        if kind == "rule":
            return self.rule_name(value)
        return self.piece_name(value)

    def rule_name(self, rule: str) -> str:
        """A ruling or a rulebook section by its title alone («Засідка», never
        «Засідка (B9)»): learners never see ruling ids (docs/style-*.md §12)."""
        return t(f"practice-rule-{rule}", self._lang)

    def piece_name(self, piece: str) -> str:
        lang = self._lang
        try:
            return card_name(piece, lang)
        except KeyError:
            return t(f"practice-piece-{piece}", lang)

    def _relabel(self) -> None:
        self.refresh()

    def _localized_parts(self) -> list[Any]:
        return [] if self.view is None else [self.view]

    def refresh(self) -> None:
        """Bring every text and control up to date."""
        lang = self._lang
        self.intro.value = f"<p>{escape(t('practice-intro', lang))}</p>"
        name = self.progress.learner
        self.learner.value = escape(
            t("practice-learner", lang, name=name) if name else t("practice-learner-shared", lang)
        )
        self.table_picker.description = t("practice-table", lang)
        self._relabelling = True
        try:
            self.table_picker.options = [(t(k, lang), tb) for tb, k in self.kinds.tables.items()]
            self.table_picker.value = self.table
        finally:
            self._relabelling = False
        self.table_picker.tooltips = [t(k, lang) for k in self.kinds.tables.values()]
        label(self.next_button, t("practice-next", lang), t("practice-next-tip", lang))
        due = self._due()
        label(
            self.due_button,
            t("practice-due-button", lang, count=len(due)),
            t("practice-due-tip", lang),
        )
        self.due_button.disabled = not due
        provisional = self.game.provisional_data()  # unconfirmed components, said so
        self.provisional.value = escape(t("practice-provisional", lang)) if provisional else ""
        show(self.provisional, provisional)
        self.board_note.value = escape(t("practice-board-note", lang))
        self._refresh_puzzle()
        self._refresh_side(due)

    def _refresh_puzzle(self) -> None:
        lang = self._lang
        p = self.puzzle
        show(self.panel, True)
        if p is None:
            self.kind.value = ""
            self.question.value = escape(t("practice-none", lang))
            self.tags.value = ""
            self.feedback.value = ""
            show(self.feedback, False)
            show(self.board, False)
            return
        show(self.board, True)
        self.kind.value = escape(t(f"practice-kind-{p.kind}", lang))
        self.question.value = (
            f'<span role="heading" aria-level="3">{_html_lines(self._say(p.question))}</span>'
        )
        rules = ", ".join(self.rule_name(r) for r in p.rules)
        cards = ", ".join(self.piece_name(c) for c in p.cards)
        self.tags.value = escape(
            t("practice-tags", lang, rules=rules, cards=cards)
            if cards
            else t("practice-tags-rules", lang, rules=rules)
        )
        for i, (c, b) in enumerate(zip(p.choices, self._buttons, strict=True)):
            text = f"{LETTERS[i]}. {self._say(c.texts)}"
            label(b, text, text)
            for cls in ("--right", "--wrong", "--chosen"):
                b.remove_class(f"ori-practice-choice{cls}")
            if self.chosen is not None:
                if c.id == p.answer:
                    b.add_class("ori-practice-choice--right")
                elif c.id == self.chosen:
                    b.add_class("ori-practice-choice--wrong")
                if c.id == self.chosen:
                    b.add_class("ori-practice-choice--chosen")
            b.disabled = self.chosen is not None
        self.feedback.remove_class("ori-practice-feedback--right")
        self.feedback.remove_class("ori-practice-feedback--wrong")
        if self.chosen is None:
            self.feedback.value = ""
            show(self.feedback, False)
            return
        right = self.chosen == p.answer
        self.feedback.add_class(f"ori-practice-feedback--{'right' if right else 'wrong'}")
        self.feedback.value = self._feedback_html(p, right)
        show(self.feedback, True)

    def _feedback_html(self, p: Puzzle, right: bool) -> str:
        lang = self._lang
        icon = "✓" if right else "✕"
        verdict = t("practice-right" if right else "practice-wrong", lang)
        html = (
            f'<div class="ori-practice-verdict" role="status">'
            f'<span aria-hidden="true">{icon}</span> {escape(verdict)}</div>'
        )
        if not right:
            letter = LETTERS[[c.id for c in p.choices].index(p.answer)]
            answer = f"{letter}. {self._say(p.right.texts)}"
            html += f"<p>{escape(t('practice-answer-was', lang, answer=answer))}</p>"
            chosen = p.choice(self.chosen or "")
            said = self.kinds.why(p, chosen)
            if said is not None:
                why = self.kinds.render(said, lang)
                html += f"<h4>{escape(t('practice-why-wrong', lang))}</h4><p>{escape(why)}</p>"
        story = [self.game.narrate(e, lang) for e in self._told()]
        if story:
            html += (
                f"<h4>{escape(t('practice-what-happened', lang))}</h4><ul>"
                + "".join(f"<li>{escape(s)}</li>" for s in story)
                + "</ul>"
            )
        rule = [self._rule_html(x) for x in p.explanation]
        if rule:
            html += f"<h4>{escape(t('practice-rule', lang))}</h4>" + "".join(
                f"<p>{x}</p>" for x in rule
            )
        return html

    def _rule_html(self, text: Text) -> str:
        """One paragraph of the «Rule» section: a card's ruling starts with
        the card's name in bold (``practice-x-card-rule``), so a paragraph
        about one card never reads as a rule of the card above it."""
        said = self.kinds.render(text, self._lang)
        if text.key.startswith("cardref-ruling-"):
            name = card_name(text.key.removeprefix("cardref-ruling-"), self._lang)
            if said.startswith(name):
                return f"<strong>{escape(name)}</strong>{_html_lines(said[len(name) :])}"
        return _html_lines(said)

    def _refresh_side(self, due: list[Any]) -> None:
        lang = self._lang
        store = self.store
        html = f"<h3>{escape(t('practice-queue-title', lang))}</h3>"
        if due:
            html += (
                "<ul>"
                + "".join(
                    "<li>"
                    + escape(
                        t(
                            "practice-queue-item",
                            lang,
                            tag=self.tag_label(d.tag),
                            wrong=d.wrong,
                            right=d.right,
                        )
                    )
                    + "</li>"
                    for d in due[:12]
                )
                + "</ul>"
            )
        else:
            html += f"<p>{escape(t('practice-queue-empty', lang))}</p>"
        later = [d for d in store.queue() if d not in due and self.kinds.owns(d.tag)]
        if later:
            when = self._when(later[0].due)
            text = t("practice-queue-later", lang, count=len(later), when=when)
            html += f"<p>{escape(text)}</p>"
        score = t("practice-score", lang, total=store.total, right=store.right)
        html += f"<p>{escape(score)}</p>"
        self.queue_box.value = html
        mastery = {c: r for c, r in store.mastery().items() if self.kinds.owns(f"card:{c}")}
        html = f"<h3>{escape(t('practice-mastery-title', lang))}</h3>"
        if not mastery:
            html += f"<p>{escape(t('practice-mastery-empty', lang))}</p>"
        for card, rules in mastery.items():
            html += (
                f'<div class="ori-practice-mastery__card">{escape(self.piece_name(card))}</div>'
                '<ul class="ori-practice-mastery__rules">'
            )
            for rule, (ok, bad) in sorted(rules.items()):
                done = ok >= 2 and ok >= 2 * bad
                cls = "ok" if done else "learning"
                word = t("practice-mastered" if done else "practice-learning", lang)
                line = t(
                    "practice-mastery-rule",
                    lang,
                    rule=self.tag_label(f"rule:{rule}"),
                    right=ok,
                    total=ok + bad,
                )
                html += (
                    f'<li class="ori-practice-mastery__{cls}">'
                    f'<span aria-hidden="true">{"✓" if done else "○"}</span> '
                    f"{escape(line)} ({escape(word)})</li>"
                )
            html += "</ul>"
        self.mastery_box.value = html

    def _when(self, due: datetime) -> str:
        """How long until ``due``, in words (minutes, hours or days)."""
        seconds = max(0, int((due - now()).total_seconds()))
        if seconds < 3600:
            return t("practice-in-minutes", self._lang, count=max(1, seconds // 60))
        if seconds < 86400:
            return t("practice-in-hours", self._lang, count=seconds // 3600)
        return t("practice-in-days", self._lang, count=seconds // 86400)

    # ------------------------------------------------------------ the table

    def _table_picked(self, change: dict[str, Any]) -> None:
        value = change["new"]
        if (
            not getattr(self, "_relabelling", False)
            and value != self.table
            and value in self.kinds.tables
        ):
            self.table = value
            self.next_puzzle()

    def set_table(self, table: str) -> None:
        """Practise at ``table`` (an edition, ``mixed``, ``orichalque``)."""
        if table not in self.kinds.tables:
            raise ValueError(f"{table!r} is not a table ({', '.join(self.kinds.tables)})")
        self.table_picker.value = table  # calls back: a puzzle of that table

    def buttons(self) -> list[w.Button]:
        """The tab's buttons (tests look at them)."""
        return [self.next_button, self.due_button, *self._buttons]
