"""Issue 8: a lesson is playable on a phone (390×844) and on a projector (1280×720),
and the card reference shows the 31 cards in every language.

In a lesson the learner must see, at one time and without scrolling sideways,
the status line, the hand and the decision: the test scrolls the status to the
top of the window (as a learner does once) and checks that the hand (placement)
and then the decision (reveal or keep face down) lie inside the window, and that
the page is never wider than the window.
"""

from __future__ import annotations

from typing import Any

import pytest
import sandbox
from test_browser_app import LANGS, assert_speaks, open_sandbox, screenshot, visible_text
from test_browser_lessons import _open_lesson
from voila_harness import APP, VoilaServer, open_rendered

from oriflamme.games.oriflamme.engine.cards import CARD_TYPES
from oriflamme.i18n import t
from oriflamme.tutor import lesson as find_lesson
from oriflamme.tutor.course import lessons as course_lessons

VIEWPORTS = {"phone": (390, 844), "projector": (1280, 720)}

_GEOMETRY = """(sel) => {
  const box = (s) => { const e = document.querySelector(s);
    if (!e || !e.offsetParent) return null;
    const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom,
      left: r.left, right: r.right}; };
  return {page: document.documentElement.scrollWidth, window: window.innerWidth,
          height: window.innerHeight, status: box(sel + ' .ori-status'),
          hand: box(sel + ' .ori-hand'), decision: box(sel + ' .ori-decision')};
}"""


def _geometry(page: Any) -> dict[str, Any]:
    page.evaluate(
        "document.querySelector('.ori-lesson-board .ori-status').scrollIntoView({block: 'start'})"
    )
    return page.evaluate(_GEOMETRY, ".ori-lesson-board")


def _inside(g: dict[str, Any], part: str) -> None:
    box = g[part]
    assert box is not None, f"no {part} on show"
    assert box["top"] >= -1 and box["bottom"] <= g["height"] + 1, (part, box, g["height"])
    assert box["left"] >= -1 and box["right"] <= g["window"] + 1, (part, box, g["window"])


@pytest.mark.parametrize("where", sorted(VIEWPORTS))
def test_a_lesson_is_played_with_hand_decision_and_status_in_view(
    voila: VoilaServer, page: Any, where: str
) -> None:
    width, height = VIEWPORTS[where]
    page.set_viewport_size({"width": width, "height": height})
    lesson = find_lesson("card-soldier")
    _open_lesson(page, voila, lesson.id, "uk")
    g = _geometry(page)
    assert g["page"] <= g["window"], f"the page scrolls sideways: {g['page']} > {g['window']}"
    _inside(g, "status")
    _inside(g, "hand")
    screenshot(page, f"layout-{where}-hand")

    first, *rest = lesson.solution  # play soldier end: then the decision is asked
    sandbox.play_move(page, first)
    page.locator(".ori-lesson-board .ori-decision:visible").wait_for()
    g = _geometry(page)
    assert g["page"] <= g["window"], f"the page scrolls sideways: {g['page']} > {g['window']}"
    _inside(g, "status")
    _inside(g, "decision")
    screenshot(page, f"layout-{where}-decision")
    for move in rest:
        sandbox.play_move(page, move)
    page.locator(".ori-feedback--success:visible").wait_for()


def _search(page: Any, query: str, lang: str, count: int) -> None:
    """Type ``query`` in the search box and wait for the kernel's answer: the count
    line says ``count`` cards (the entries are hidden before it is written)."""
    expected = t("cardref-count", lang, shown=count, total=31)
    for attempt in range(3):  # a late echo of an earlier value may overwrite the box
        page.locator(".ori-cards-search input").fill(query)
        try:
            page.wait_for_function(
                "(want) => document.querySelector('.ori-cards__count').innerText.trim() === want",
                arg=expected,
                timeout=10_000,
            )
            return
        except Exception:
            if attempt == 2:
                raise


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_reference_shows_the_31_cards(voila: VoilaServer, page: Any, lang: str) -> None:
    open_rendered(page, voila.url(APP, lang=lang), ".ori-tabs")
    tab = t("w-tab-cards", lang)
    page.locator(f".lm-TabBar-tab:has-text('{tab}')").first.click()
    page.locator(".ori-card-entry:visible").first.wait_for()
    assert page.locator(".ori-card-entry:visible").count() == len(CARD_TYPES) == 31
    assert page.locator(".ori-card-entry .ori-card__picto").count() == 31
    text = visible_text(page, ".ori-cards")
    assert t("cardref-ruling-archer", lang)[:30] in text  # B1 in plain words
    assert_speaks(text, lang)
    screenshot(page, f"cards-{lang}", publish=True)

    # searchable by name: typing the start of the Queen's name keeps the cards so named
    query = t("card-queen", lang)[:4]
    expected = [c for c in CARD_TYPES if query.lower() in t(f"card-{c}", lang).lower()]
    assert "queen" in expected
    _search(page, query, lang, len(expected))
    shown = page.locator(".ori-card-entry:visible")
    assert shown.count() == len(expected)
    assert all(query.lower() in shown.nth(i).inner_text().lower() for i in range(len(expected)))

    # the Archer's lesson opens from its entry
    _search(page, "", lang, 31)
    page.locator("button.ori-card-lesson-archer:visible").click()
    page.locator(".ori-lesson:visible").wait_for()
    assert t("lesson-card-archer-title", lang) in page.inner_text(".ori-lesson-title")


_ENDS = """() => {
  const box = document.querySelector('.ori-sandbox .ori-queue-scroll');
  const within = (sel) => { const e = document.querySelector('.ori-sandbox ' + sel);
    const r = e.getBoundingClientRect(), b = box.getBoundingClientRect();
    return r.left >= b.left - 1 && r.right <= b.right + 1; };
  box.scrollLeft = 0; const start = within('.ori-hit-place-start');
  box.scrollLeft = box.scrollWidth; const end = within('.ori-hit-place-end');
  return {start, end, page: document.documentElement.scrollWidth, window: innerWidth,
          scrolls: box.scrollWidth > box.clientWidth};
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_a_long_queue_on_a_phone_scrolls_with_both_ends_reachable(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    """From 5 stacks on, the start and end places stay reachable (the issue: the
    end slot was out of sight) and the page itself never scrolls sideways."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_rendered(page, voila.url(APP, lang=lang), ".ori-tabs")
    page.locator(f".lm-TabBar-tab:has-text('{t('w-tab-sandbox', lang)}')").first.click()
    page.locator(".ori-sandbox .ori-hand:visible").wait_for()
    for _ in range(40):
        stacks = page.locator(".ori-sandbox .ori-queue .ori-stack").count()
        if stacks >= 5 and sandbox.available(page, sandbox.PLACING_CARDS):
            break
        sandbox.advance(page, reveal=False)  # cards stay: the queue grows
    else:
        raise AssertionError("the queue never reached 5 stacks")
    sandbox.select_hand_card(page)
    page.locator(".ori-sandbox .ori-hit-place-end").wait_for(state="attached")
    ends = page.evaluate(_ENDS)
    screenshot(page, f"layout-phone-long-queue-{lang}")
    assert ends["scrolls"], "5 stacks and 2 places should not fit 390 px at a legible size"
    assert ends["start"] and ends["end"], ends
    assert ends["page"] <= ends["window"], ends
    sandbox.click_and_wait(page, sandbox.PLACE_END)


#: Every card name of the hand as drawn: [name, its font size in screen pixels]
#: (the SVG's font size in card units times the picture's scale on screen).
HAND_NAMES_JS = """() => [...document.querySelectorAll('.ori-sandbox .ori-hand-slot svg')]
  .filter(svg => svg.checkVisibility())
  .flatMap(svg => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll('.ori-card__name')].map(
      e => [e.textContent, parseFloat(e.getAttribute('font-size')) * scale]);
  })"""


#: The words of the page (not the cards' drawings) in the window whose type is
#: under ``min`` px: [their part's ori- class and tag, size, the words].
SMALL_TEXT_JS = """(min) => {
  const out = [], walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let n;
  while ((n = walker.nextNode())) {
    const words = n.textContent.trim(), e = n.parentElement;
    if (!words || !e || e.closest('svg, style, script, .ori-sr') || !e.checkVisibility()) continue;
    const r = e.getBoundingClientRect();
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.width === 0) continue;
    const px = parseFloat(getComputedStyle(e).fontSize);
    const part = e.closest('[class*="ori-"]');
    const cls = part ? [...part.classList].filter(c => c.startsWith('ori-')).join('.') : '';
    if (px < min) out.push([cls + ' ' + e.tagName, px, words.slice(0, 40)]);
  }
  for (const e of document.querySelectorAll('select, input, textarea')) {
    const r = e.getBoundingClientRect(), px = parseFloat(getComputedStyle(e).fontSize);
    if (!e.checkVisibility() || e.type === 'hidden' || r.width === 0 || r.right <= 0 ||
        r.bottom <= 0 || r.top >= innerHeight || px >= min) continue;
    const part = e.closest('[class*="ori-"]');
    const cls = part ? [...part.classList].filter(c => c.startsWith('ori-')).join('.') : '';
    out.push([cls + ' ' + e.tagName, px, e.value.slice(0, 40)]);
  }
  return out;
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_on_a_projector_the_hand_card_names_are_16_px(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    """Issue 28, sizes: at 1920×1080 with the card size «Auto», every card name
    of the hand (seven cards, the longest names drawn smallest) measures at
    least 16 px, and on a laptop the hand keeps its size (one row, on screen)."""
    page.set_viewport_size({"width": 1920, "height": 1080})
    open_rendered(page, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    open_sandbox(page, lang)
    names = page.evaluate(HAND_NAMES_JS)
    assert len(names) >= 7, names
    small = [(n, round(px, 1)) for n, px in names if px < 16]
    assert not small, f"hand card names under 16 px at 1920×1080: {small}"
    # read from the back of the room: no words on the screen under 15 px (the
    # log's «nothing yet», the panels' titles and the card size were 13–14)
    tiny = page.evaluate(SMALL_TEXT_JS, 15)
    assert not tiny, f"words under 15 px at 1920×1080: {tiny}"
    screenshot(page, f"projector-sandbox-{lang}")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.wait_for_timeout(300)
    laptop = page.evaluate(HAND_NAMES_JS)
    assert min(px for _n, px in laptop) >= 8.5, laptop  # the drawn size (0.85)


@pytest.mark.parametrize("lang", LANGS)
def test_on_a_phone_the_first_lesson_is_on_the_first_screen(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    """Issue 28, the answer in view: at 390×844 the header, the name box and the
    course row take less than one screen, so the first lesson's button is on
    the first screen; the course row scrolls sideways, and its last course is
    reached and opened (its first lesson then shows)."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_rendered(page, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    page.locator(".ori-lessons:visible").wait_for()
    first = course_lessons("base")[0].id
    box = page.locator(f"button.ori-lesson-{first}:visible").bounding_box()
    assert box is not None and box["y"] + box["height"] <= 844, box
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    last = page.locator(".ori-courses .ori-course").last
    last.scroll_into_view_if_needed()
    last.click()
    other = course_lessons("orichalque")[0].id
    page.locator(f"button.ori-lesson-{other}:visible").wait_for()


#: The three sizes a learner and a teacher use: (name, width, height, language).
README_SIZES = [
    ("phone", 390, 844, "uk"),
    ("laptop", 1366, 768, "ru"),
    ("projector", 1920, 1080, "fr"),
]


@pytest.mark.parametrize(("name", "width", "height", "lang"), README_SIZES)
def test_a_lesson_at_each_size_for_the_readme(
    voila: VoilaServer, page: Any, name: str, width: int, height: int, lang: str
) -> None:
    """The README's screenshots at a phone's, a laptop's and a projector's size
    (``ORIFLAMME_SCREENSHOTS=1`` refreshes docs/screenshots/size-*.png): the
    Soldier lesson after a wrong move, its explanation and the board on the
    first screen once the goal is at its top; never wider than the window."""
    page.set_viewport_size({"width": width, "height": height})
    lesson = find_lesson("card-soldier")
    _open_lesson(page, voila, lesson.id, lang)
    wrong = next(w for w in lesson.wrong if w.after in (None, 0))
    sandbox.play_move(page, wrong.move)
    page.locator(".ori-feedback:visible").first.wait_for()
    # as the page shows a lesson's board (a11y.js): its goal at the top of the window
    page.evaluate("document.querySelector('.ori-goal').scrollIntoView({block: 'start'})")
    g = page.evaluate(_GEOMETRY, ".ori-lesson-board")
    assert g["page"] <= g["window"], f"the page scrolls sideways: {g['page']} > {g['window']}"
    feedback = page.locator(".ori-feedback:visible").first.bounding_box()
    assert feedback is not None and feedback["y"] < height, feedback
    if name == "projector":  # read from the back of the room
        tiny = page.evaluate(SMALL_TEXT_JS, 15)
        assert not tiny, f"words under 15 px at {width}×{height}: {tiny}"
    screenshot(page, f"size-{name}-{lang}", publish=True)


#: Issue 28, the answer in view: what must be on screen at once in a lesson,
#: per game — the decision (the status line and the decision's panel), the
#: hand (Orichalque: the island panel, which holds the tile in hand and the
#: zones) and the feedback.
IN_VIEW = {
    "oriflamme": [".ori-lesson-board .ori-status", ".ori-decision", ".ori-hand", ".ori-feedback"],
    "orichalque": [
        ".ori-lesson-board .ori-status",
        ".ori-och-decision",
        ".ori-och-fight",
        ".ori-och-island-panel",
        ".ori-feedback",
    ],
}

#: Each part on show and its box: [selector, top, bottom, left, right].
_BOXES_JS = """(sels) => sels.flatMap(s => [...document.querySelectorAll(s)]
  .filter(e => e.checkVisibility() && e.getClientRects().length)
  .map(e => { const r = e.getBoundingClientRect();
              return [s, r.top, r.bottom, r.left, r.right]; }))"""

#: Lessons of every course, each with a wrong move the lesson explains before
#: any other move (the longest feedback there is: the reason, what it led to,
#: «try again»), at a placement and at a decision (reveal, a card's option).
ANSWER_LESSONS = {
    "oriflamme": [
        ("base", "card-soldier"),
        ("base", "resolution-reveal-bank"),
        ("ablaze", "card-queen"),
        ("alliance", "alliance-verdicts"),
        ("alliance", "card-informant"),
    ],
    "orichalque": [
        ("orichalque", "orichalque-goal"),
        ("orichalque", "orichalque-metropolis"),
        ("orichalque", "orichalque-placement"),
    ],
}

#: (size, game, language): each laptop size, each game, the three languages among them.
ANSWER_CASES = [
    ((1366, 768), "oriflamme", "uk"),
    ((1366, 768), "oriflamme", "ru"),
    ((1366, 768), "oriflamme", "fr"),
    ((1366, 768), "orichalque", "fr"),
    ((1280, 720), "oriflamme", "fr"),
    ((1280, 720), "orichalque", "ru"),
]


def _assert_in_view(page: Any, game: str, what: str, need: tuple[str, ...]) -> None:
    """Every part of ``IN_VIEW[game]`` on show lies inside the window, and the
    parts ``need`` are on show."""
    height, width = page.evaluate("[innerHeight, innerWidth]")
    boxes = page.evaluate(_BOXES_JS, IN_VIEW[game])
    shown = {b[0] for b in boxes}
    assert set(need) <= shown, f"{what}: {set(need) - shown} not on show"
    out = [
        (s, round(top), round(bottom))
        for s, top, bottom, left, right in boxes
        if top < -1 or bottom > height + 1 or left < -1 or right > width + 1
    ]
    assert not out, f"{what}: outside the {width}×{height} window: {out}"


def _play_clicks(page: Any, game: str, state: Any, move: str) -> None:
    """The learner's clicks for ``move`` (in-page clicks: they scroll nothing)."""
    if game == "oriflamme":
        sandbox.play_move(page, move)
        return
    from test_browser_orichalque import clicks

    for selector, after in clicks(state, move):
        page.locator(f"{selector}:visible").first.wait_for()
        sandbox.click_and_wait(page, selector)
        if after:
            page.locator(after).first.wait_for(state="attached")


@pytest.mark.parametrize(("size", "game", "lang"), ANSWER_CASES)
def test_the_answer_in_view_on_a_laptop(
    voila: VoilaServer, page: Any, size: tuple[int, int], game: str, lang: str
) -> None:
    """Issue 28, done when: at 1366×768 and 1280×720 a lesson's decision, hand
    and feedback are inside the window, with no scrolling by the learner —
    the board is brought into view once, when it appears; then a wrong move's
    explanation, the status, the decision and the hand are all on the screen
    (Oriflamme's courses and Orichalque's)."""
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    query = {"lang": lang} if game == "oriflamme" else {"lang": lang, "game": game}
    course, first = ANSWER_LESSONS[game][0]
    open_rendered(page, voila.url(APP, **query), f"button.ori-lesson-{first}")
    hand = ".ori-hand" if game == "oriflamme" else ".ori-och-island-panel"
    for course, lesson_id in ANSWER_LESSONS[game]:
        lsn = find_lesson(lesson_id)
        if page.locator(f"button.ori-course-{course}:visible").count():
            page.locator(f"button.ori-course-{course}:visible").click()
        sandbox.open_lesson_board(page, lesson_id, ready=f".ori-lesson-board {hand}")
        page.wait_for_timeout(300)  # the page brings the board into view (a11y.js)
        _assert_in_view(page, game, f"{lesson_id} opened", (".ori-lesson-board .ori-status", hand))
        wrong = next(w for w in lsn.wrong if w.after in (None, 0))
        _play_clicks(page, game, lsn.new_state(), wrong.move)
        page.locator(".ori-feedback--wrong:visible, .ori-feedback--illegal:visible").wait_for()
        page.wait_for_timeout(300)
        _assert_in_view(
            page,
            game,
            f"{lesson_id}: {wrong.move}",
            (".ori-lesson-board .ori-status", hand, ".ori-feedback"),
        )
        screenshot(page, f"answer-in-view-{lesson_id}-{lang}-{width}x{height}")
        sandbox.click_and_wait(page, "button.ori-menu")
        page.locator(".ori-lessons:visible").wait_for()


#: The whole Orichalque table on screen: its width, the lesson's, and the
#: smallest building code drawn on it in screen pixels.
_TABLE_JS = """() => {
  const svg = document.querySelector('.ori-lesson-board svg.ori-och-table');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const codes = [...svg.querySelectorAll('.ori-och-building text')]
    .map(e => parseFloat(e.getAttribute('font-size')) * scale);
  return {table: svg.getBoundingClientRect().width,
          lesson: document.querySelector('.ori-lesson').getBoundingClientRect().width,
          codes: codes};
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_orichalque_table_fills_a_laptop_with_a_legend(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    """Issue 28, sizes: at 1366×768 Orichalque's whole table is as wide as the
    lesson (it was drawn at 1000 px, building codes about 7–9 px): its building
    codes measure at least 11 px; under it a legend spells every code out with
    the building's effect (the source flags: tests/widgets/test_orichalque_widgets.py)."""
    page.set_viewport_size({"width": 1366, "height": 768})
    lsn = find_lesson("orichalque-goal")
    open_rendered(page, voila.url(APP, lang=lang, game="orichalque"), f".ori-lesson-{lsn.id}")
    sandbox.open_lesson_board(page, lsn.id, ready=".ori-och-table-scroll")
    got = page.evaluate(_TABLE_JS)
    assert got["table"] >= 0.95 * got["lesson"], got
    assert got["codes"] and min(got["codes"]) >= 11, got
    legend = visible_text(page, ".ori-och-table-legend")
    assert t("och-legend-table", lang) in legend
    assert t("och-building-effect-mine", lang)[:25] in legend
    assert t("och-building-effect-camp", lang)[:25] in legend
    page.locator(".ori-och-table-scroll").evaluate("e => e.scrollIntoView({block: 'start'})")
    screenshot(page, f"orichalque-table-laptop-{lang}")


@pytest.mark.parametrize(
    ("lang", "width", "height"), [("uk", 1024, 768), ("fr", 1366, 768), ("ru", 1280, 720)]
)
def test_orichalque_island_codes_are_spelled_out_beside_it_on_a_tablet(
    voila: VoilaServer, page: Any, lang: str, width: int, height: int
) -> None:
    """Issue 28: on the wide lesson grid (901 px and more: a tablet held
    sideways, a laptop) the island's building codes («Шх», «Тб») are spelled
    out under the island, in the window with it — a tablet has no hover, and
    the whole table's legend is a screen below; the island keeps the window's
    height (it gives up the legend's)."""
    page.set_viewport_size({"width": width, "height": height})
    lsn = find_lesson("orichalque-goal")
    open_rendered(page, voila.url(APP, lang=lang, game="orichalque"), f".ori-lesson-{lsn.id}")
    sandbox.open_lesson_board(page, lsn.id, ready=".ori-lesson-board .ori-och-island-panel")
    page.wait_for_timeout(300)  # the page brings the board into view (a11y.js)
    legend = ".ori-lesson-board .ori-och-island-panel .ori-och-legend"
    text = visible_text(page, legend)
    assert t("och-legend-buildings", lang) in text
    assert t("och-building-effect-mine", lang)[:25] in text
    assert t("och-building-effect-camp", lang)[:25] in text
    _assert_in_view(page, "orichalque", f"{lsn.id} {width}×{height}", (".ori-och-island-panel",))
    box = page.locator(legend).bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height + 1, box
    screenshot(page, f"orichalque-island-legend-{lang}-{width}x{height}")
