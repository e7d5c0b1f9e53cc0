"""Driving a game by clicks, shared by the browser tests and ``benchmarks/ui.py``.

Only the stable ``ori-…`` classes of docs/ui-classes.md are used. Every helper
waits for the page to answer a click (the log, the hand or the decision panel
changes) instead of sleeping.
"""

from __future__ import annotations

from typing import Any

from voila_harness import click_settled_ms

#: Visible when a game is ready for the learner's first click.
READY = [".ori-board", ".ori-hand"]

BOARD = ".ori-board"
BOARD_CARDS = ".ori-board:visible .ori-card"
LOG = ".ori-log"
LOG_ENTRIES = ".ori-log:visible .ori-log-entry"
HAND_CARDS = ".ori-hand button.ori-hand-card"
#: The hand's cards while the learner's decision is a placement (the hand is
#: enabled at other decisions too: try anything, issue 28).
PLACING_CARDS = ".ori-hand--placing button.ori-hand-card"
PLACE_END = "button.ori-place-end"
REVEAL = "button.ori-reveal"
BANK = "button.ori-bank"
TARGETS = ".ori-targets button[class*='ori-target-']"
DECISIONS = ".ori-decision-buttons button"
NEW_GAME = "button.ori-new-game"
#: Shown while the computer players are about to move, a pause apart (pacing.py).
SKIP = "button.ori-bot-skip"
FINAL = ".ori-final"

#: Anything the learner can act on now, or the final score.
OFFERS = ", ".join(
    [f"{s}:visible:enabled" for s in (TARGETS, REVEAL, DECISIONS, PLACING_CARDS)]
    + [f"{FINAL}:visible"]
)

#: Cards whose ability asks for a target: placed first, so that a round soon
#: brings the learner a target to choose.
TARGETING = ("archer", "soldier", "spy", "assassination", "royal_decree")


def available(page: Any, selector: str) -> bool:
    """Whether a control matching ``selector`` is on screen and enabled now."""
    return page.locator(f"{selector}:visible:enabled").count() > 0


def click_and_wait(page: Any, selector: str) -> float:
    """Click the first visible ``selector``; wait until the page has settled.

    Returns the click-to-last-change time in ms.
    """
    return click_settled_ms(page, selector)


def open_lesson_board(
    page: Any, lesson_id: str, ready: str = ".ori-lesson-board .ori-hand"
) -> None:
    """Open lesson ``lesson_id`` from the lessons menu on screen and click through
    its narration, step by step, until its board and hand appear (``ready``:
    what shows the board is there; Orichalque's board has no hand)."""
    page.locator(f"button.ori-lesson-{lesson_id}:visible").click()
    page.locator(".ori-lesson:visible").wait_for()
    for _ in range(20):
        if not available(page, "button.ori-continue"):
            break
        click_and_wait(page, "button.ori-continue")
    page.locator(f"{ready}:visible").first.wait_for()


def board_cards(page: Any) -> int:
    """How many cards the board shows (face up or down, covered ones included)."""
    return page.locator(BOARD_CARDS).count()


def log_entries(page: Any) -> int:
    """How many entries the narrated log shows."""
    return page.locator(LOG_ENTRIES).count()


def hand_choices(page: Any) -> list[str]:
    """The card ids of the hand cards the learner may choose now."""
    return page.eval_on_selector_all(
        HAND_CARDS,
        """els => els.filter(e => e.checkVisibility({visibilityProperty: true}) && !e.disabled)
                   .map(e =>
             [...e.classList].find(c => c.startsWith('ori-hand-card--') &&
                                        c !== 'ori-hand-card--selected').slice(15))""",
    )


def select_hand_card(page: Any, prefer: tuple[str, ...] = TARGETING) -> str:
    """Select a hand card (a targeting one if there is one); returns its card id."""
    page.locator(f"{HAND_CARDS}:visible").first.wait_for()
    ids = hand_choices(page)
    assert ids, "no card to choose in the hand"
    card = next((c for c in prefer if c in ids), ids[0])
    click_and_wait(page, f"{HAND_CARDS}.ori-hand-card--{card}")
    page.locator(f"{PLACE_END}:visible").wait_for()
    return card


def game_over(page: Any) -> bool:
    """Whether the final score is shown."""
    return bool(page.evaluate("s => (document.querySelector(s)?.innerText || '').trim()", FINAL))


def advance(page: Any, reveal: bool = True) -> str:
    """Make the learner's next decision by one click; returns what was done.

    A placement (select a card, then "at the end"), a reveal (or a bank if
    ``reveal`` is false), a target (the first one), or any other decision (its
    first button). A finished game is started anew if the page offers it.
    """
    # The computer players move a pause apart: skip the wait, as a learner may.
    if available(page, SKIP):
        click_and_wait(page, SKIP)
        return "skip"
    # The page may still be redrawing after the computer players' replies:
    # wait until it offers the learner something (or shows the final score).
    page.locator(OFFERS).first.wait_for(timeout=30_000)
    if available(page, TARGETS):
        click_and_wait(page, TARGETS)
        return "target"
    if available(page, REVEAL):
        click_and_wait(page, REVEAL if reveal else BANK)
        return "reveal" if reveal else "bank"
    if available(page, DECISIONS):
        click_and_wait(page, DECISIONS)
        return "decision"
    if available(page, PLACING_CARDS):
        if not hand_choices(page):
            # Caught between two redraws (a busy machine sends a move's updates
            # more than the settle time apart): look again once it has moved on.
            page.wait_for_timeout(300)
            return "redraw"
        select_hand_card(page)
        click_and_wait(page, PLACE_END)
        return "place"
    if game_over(page) and available(page, NEW_GAME):
        click_and_wait(page, NEW_GAME)
        return "new-game"
    raise AssertionError("the learner has nothing to do:\n" + page.inner_text(".ori-status"))


def start(page: Any) -> None:
    """Bring the page to a game waiting for the learner's click."""
    page.locator(f"{HAND_CARDS}:visible").first.wait_for()


def prepare_placement(page: Any) -> tuple[str, str] | None:
    """Play on until a placement; select a hand card. Times the "at the end" click."""
    for _ in range(40):
        if available(page, PLACING_CARDS):
            select_hand_card(page)
            return PLACE_END, BOARD
        if game_over(page) and not available(page, NEW_GAME):
            return None
        advance(page, reveal=False)
    return None


def prepare_reveal(page: Any) -> tuple[str, str] | None:
    """Play on until the learner may reveal a card. Times the "reveal" click."""
    for _ in range(40):
        if available(page, REVEAL):
            return REVEAL, BOARD
        if game_over(page) and not available(page, NEW_GAME):
            return None
        advance(page)
    return None


def move_clicks(move: str) -> list[str]:
    """The controls to click, in order, for an engine move (docs/PROTOCOL.md notation)."""
    verb, _, arg = move.partition(" ")
    if verb == "play":
        card, where = arg.split(" ", 1)
        place = f"ori-place-on-{where[3:]}" if where.startswith("on ") else f"ori-place-{where}"
        return [f"{HAND_CARDS}.ori-hand-card--{card}", f"button.{place}"]
    simple = {"reveal": REVEAL, "bank": BANK, "take": "button.ori-take"}
    simple["repeat"] = "button.ori-repeat"
    if verb in simple:
        return [simple[verb]]
    css = {"target": "ori-target", "option": "ori-option", "to": "ori-dest", "from": "ori-from"}
    css["swap"] = "ori-swap"
    return [f"button.{css[verb]}-{arg}"]


def play_move(page: Any, move: str) -> None:
    """Play ``move`` for the learner by clicking its controls."""
    for selector in move_clicks(move):
        page.locator(f"{selector}:visible").first.wait_for()
        click_and_wait(page, selector)
