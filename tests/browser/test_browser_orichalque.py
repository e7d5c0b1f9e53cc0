"""Orichalque in a real browser (issue 16, done when): a lesson with a fight —
the exact chance of winning shown before the roll — completed by clicks in
each of uk, ru and fr, and a sandbox game played to victory by clicks.

The sandbox game is the one the sandbox deals for a deal number (its computer
player is seeded too): the test works out the learner's moves with the greedy
bot on the same deal, in Python, and makes each one by clicking the board —
a card of the action board, the tile turned and put on a zone, the hoplites
and Roll of the fight panel, a building and its zone… Screenshots of the
board on a phone (390x844), a laptop (1280x720) and a projector (1920x1080)
are kept in tests/browser/artifacts/.
"""

from __future__ import annotations

import contextlib
import re
import time
from typing import Any

import pytest
import sandbox
from test_browser_app import LANGS, assert_speaks, screenshot, visible_text
from voila_harness import APP, VoilaServer, open_rendered

from oriflamme.games.orichalque.game import GAME, GreedyBot, make_bot, win_chance
from oriflamme.i18n import t
from oriflamme.tutor import lesson
from oriflamme.widgets.orichalque import OrichalqueBoard
from oriflamme.widgets.orichalque.board import _offsets

SIZES = {"phone": (390, 844), "laptop": (1280, 720), "projector": (1920, 1080)}
#: The sandbox's deal where the greedy learner beats the greedy computer in 57
#: moves. (It was deal 6 until O3's fix — a tile that extends a held titan's
#: area and wins a new titan sends the old one back by itself, with no release
#: choice — changed one of the learner's greedy placements there, and that game
#: now goes to the computer.)
SEED = 5


def open_orichalque(page: Any, voila: VoilaServer, lang: str, ready: str) -> None:
    open_rendered(page, voila.url(APP, lang=lang, game="orichalque"), ready)


#: Each visible zone button's centre and its zone's circle's centre in the picture.
ZONE_CENTRES_JS = """() => [...document.querySelectorAll('.ori-och-board button.ori-och-zone-btn')]
  .filter(b => b.checkVisibility())
  .map(b => {
    const zone = [...b.classList].find(c => /^ori-och-zone-[a-z][0-9]+$/.test(c)).slice(13);
    const frame = b.closest('.ori-och-island-frame');
    const circle = frame.querySelector(`g.ori-och-zone[data-zone="${zone}"] circle`);
    const r1 = b.getBoundingClientRect(), r2 = circle.getBoundingClientRect();
    return [zone, r1.x + r1.width / 2, r1.y + r1.height / 2, r2.x + r2.width / 2,
            r2.y + r2.height / 2, r2.width];
  })"""


def assert_zone_buttons_on_zones(page: Any) -> None:
    """Every zone button lies over its zone of the picture (at this window's size)."""
    centres = page.evaluate(ZONE_CENTRES_JS)
    assert centres, "no zone button on show"
    for zone, bx, by, cx, cy, width in centres:
        assert abs(bx - cx) < width / 4 and abs(by - cy) < width / 4, (zone, bx, by, cx, cy)


#: The narrowest visible zone button, and whether the page scrolls sideways.
ZONE_TAP_JS = """() => ({
  narrowest: Math.min(...[...document.querySelectorAll('.ori-och-board button.ori-och-zone-btn')]
    .filter(b => b.checkVisibility()).map(b => b.getBoundingClientRect().width)),
  sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
})"""


def assert_zone_buttons_tappable(page: Any) -> None:
    """On a phone a zone button is at least 40 px across (a finger's tap), and the
    island fits the window: no sideways scrolling."""
    with contextlib.suppress(Exception):  # the lumino panels settle after a resize
        page.wait_for_function(
            f"() => {{ const g = ({ZONE_TAP_JS})(); return g.narrowest >= 40 && !g.sideways; }}",
            timeout=5000,
        )
    got = page.evaluate(ZONE_TAP_JS)
    assert got["narrowest"] >= 40, f"zone buttons {got['narrowest']:.1f} px wide on a phone"
    assert not got["sideways"], "the page scrolls sideways on a phone"


def shots(page: Any, name: str, scroll_to: str, zones: bool = False, publish: bool = False) -> None:
    """Screenshots at the three sizes, ``scroll_to`` in view; back to the laptop.
    ``zones``: check at each size that the zone buttons lie over their zones
    (and on the phone, that they are big enough to tap). ``publish``: the laptop's
    is also the README's ``docs/screenshots/<name>.png`` (with ORIFLAMME_SCREENSHOTS=1)."""
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        for attempt in range(5):  # the panel may be redrawn (detached) as it scrolls
            try:
                page.locator(f"{scroll_to}:visible").first.scroll_into_view_if_needed()
                break
            except Exception:
                if attempt == 4:
                    raise
        page.wait_for_timeout(150)  # the layout reflows; a picture, not a check
        if zones:
            assert_zone_buttons_on_zones(page)
            if size == "phone":
                assert_zone_buttons_tappable(page)
        screenshot(page, f"{name}-{size}")
        if publish and size == "laptop":
            screenshot(page, name, publish=True)
    page.set_viewport_size({"width": 1280, "height": 900})


@pytest.mark.parametrize("lang", LANGS)
def test_orichalque_fight_lesson_by_clicks(voila: VoilaServer, page: Any, lang: str) -> None:
    lsn = lesson("orichalque-fight-odds")
    open_orichalque(page, voila, lang, f"button.ori-lesson-{lsn.id}")
    page.locator(f"button.ori-lesson-{lsn.id}:visible").click()
    page.locator(".ori-lesson:visible").wait_for()
    assert t(lsn.title, lang) in page.inner_text(".ori-lesson-title")
    for _ in range(20):  # the narration, step by step, until the board appears
        if not sandbox.available(page, "button.ori-continue"):
            break
        sandbox.click_and_wait(page, "button.ori-continue")
    row = ".ori-och-fight-row-c3"
    page.locator(f"{row}:visible").wait_for()
    # the provisional data is said once, plainly, in the learner's language
    assert page.locator(".ori-och-provisional:visible").count() == 1
    assert t("och-provisional", lang)[:30] in visible_text(page, ".ori-och-provisional")

    # the chance shown before rolling: 0 hoplites, 1 die against the Cerberus (4)
    faces = GAME.new_game(["a", "b"], seed=0).c.dice

    def chance_text(hoplites: int) -> str:
        p = win_chance(4, 1 + hoplites, faces)
        total = len(faces) ** (1 + hoplites)
        percent = str(round(float(p) * 100))
        return t("och-chance", lang, percent=percent, won=int(p * total), total=total)

    chance = page.locator(f"{row} .ori-och-chance")
    assert chance.inner_text().strip() == chance_text(0)
    page.locator(f"{row} .widget-toggle-button", has_text=re.compile(r"^\s*1\s*$")).click()
    page.wait_for_function(
        "([sel, text]) => document.querySelector(sel).innerText.trim() === text",
        arg=[f"{row} .ori-och-chance", chance_text(1)],
    )
    assert "86" in chance.inner_text()
    lesson_text = visible_text(page, ".ori-lesson")
    assert_speaks(lesson_text, lang)
    shots(page, f"orichalque-fight-{lang}", ".ori-och-fight", publish=lang == "uk")

    page.locator(f"{row} button.ori-och-fight-roll").click()
    page.locator(".ori-feedback--success:visible").wait_for()
    assert t(lsn.success, lang)[:30] in visible_text(page, ".ori-feedback")
    assert "★★★" in page.locator(".ori-stars:visible").inner_text()
    assert_speaks(visible_text(page, ".ori-lesson"), lang)


# ---------------------------------------------------------------- the sandbox


def learner_moves(seed: int) -> list[tuple[Any, str]]:
    """The learner's moves of the sandbox's deal ``seed`` (greedy, against its
    greedy computer player), each with the position it is played from."""
    st = GAME.new_game(["red", "blue"], seed=seed)
    blue = make_bot("greedy", seed * 10)
    red = GreedyBot(7)
    out = []
    while st.pending is not None:
        player = st.pending.player
        if player == "red":
            move = red.choose(st)
            out.append((st.copy(), move))
        else:
            move = blue.choose(st)
        st.apply(move, player=player)
    assert st.winners == ["red"]
    return out


def clicks(state: Any, move: str) -> list[tuple[str, str | None]]:
    """The clicks that play ``move``: (what to click, what to wait for after)."""
    parts = move.split()
    verb = parts[0]
    zone = "button.ori-och-zone-{}"
    if verb in ("take", "discard"):
        return [(f"button.ori-och-{verb}.ori-och-slot-{parts[1]}", None)]
    if verb == "metropolis":
        return [(zone.format(parts[1]), ".ori-och-picked-1"), (zone.format(parts[2]), None)]
    if verb == "place":
        board = OrichalqueBoard(state, humans=["red"])
        turns = board._orientations().index(_offsets(state.side("red"), parts[1:]))
        out: list[tuple[str, str | None]] = [
            ("button.ori-och-rotate", f".ori-och-turn-{k + 1}") for k in range(turns)
        ]
        return [*out, (zone.format(parts[1]), None)]
    if verb == "fight":
        row = f".ori-och-fight-row-{parts[1]}"
        if parts[2] == "bless":
            return [(f"button.ori-och-fight-bless-{parts[1]}", None)]
        return [
            (f"{row} .widget-toggle-button >> text=/^\\s*{parts[2]}\\s*$/", None),
            (f"{row} button.ori-och-fight-roll", None),
        ]
    if verb == "build":
        return [
            (f"button.ori-och-build-slot-{parts[1]}", ".ori-och-mode-build"),
            (zone.format(parts[2]), None),
        ]
    if verb == "temple":
        out = [("button.ori-och-temple", ".ori-och-mode-temple")]
        for i, z in enumerate(parts[1:]):
            out.append((zone.format(z), f".ori-och-picked-{i + 1}" if i < 3 else None))
        return out
    if verb == "minotaur":
        return [(zone.format(parts[1]), None)]
    return [("button.ori-och-m-" + move.replace(" ", "-"), None)]


def board_version(page: Any) -> str:
    return page.evaluate(
        """() => [...document.querySelector('.ori-och-board').classList]
                 .find(c => c.startsWith('ori-och-v-'))"""
    )


def wait_for_learner(page: Any, selector: str, timeout_s: float = 120) -> None:
    """Wait until ``selector`` is on show, skipping the computer's pauses."""
    end = time.monotonic() + timeout_s
    target = (
        page.locator(f"{selector}:visible").first
        if ">>" not in selector
        else (page.locator(selector).first)
    )
    while time.monotonic() < end:
        if target.count() and target.is_visible():
            return
        skip = page.locator(f"{sandbox.SKIP}:visible")
        if skip.count():
            # it may go away by itself: the computer has played
            with contextlib.suppress(Exception):
                skip.first.click(timeout=2000)
        page.wait_for_timeout(100)
    raise AssertionError(f"{selector} never appeared")


def test_orichalque_sandbox_game_to_victory_by_clicks(voila: VoilaServer, page: Any) -> None:
    lang = "uk"
    plan = learner_moves(SEED)
    open_orichalque(page, voila, lang, ".ori-tabs")
    page.locator(".ori-tabs .lm-TabBar-tab", has_text=t("w-tab-sandbox", lang)).click()
    page.locator(".ori-och-sandbox:visible").wait_for()
    seed = page.locator(".ori-och-seed input")
    seed.fill(str(SEED))
    seed.press("Enter")
    page.wait_for_timeout(300)  # the value reaches the kernel before the click
    page.locator("button.ori-och-new-game").click()
    page.locator(".ori-och-board:visible button.ori-och-zone-btn").first.wait_for()
    shots(page, f"orichalque-sandbox-start-{lang}", ".ori-och-island-panel", zones=True)
    assert_speaks(visible_text(page, ".ori-och-status"), lang)
    shown_fight = shown_tile = False
    for number, (state, move) in enumerate(plan):
        steps = clicks(state, move)
        wait_for_learner(page, steps[0][0])
        if move.startswith("fight") and not shown_fight:
            shown_fight = True
            assert "%" in page.locator(".ori-och-chance:visible").first.inner_text()
            shots(page, f"orichalque-sandbox-fight-{lang}", ".ori-och-fight")
        if move.startswith("place") and number > 20 and not shown_tile:
            shown_tile = True  # a tile to place, the zones where it fits highlighted
            shots(page, f"orichalque-sandbox-tile-{lang}", ".ori-och-island-panel", zones=True)
        before = board_version(page)
        for selector, after in steps:
            loc = (
                page.locator(selector).first
                if ">>" in selector
                else (page.locator(f"{selector}:visible").first)
            )
            loc.click()
            if after:
                page.locator(f".ori-och-island-frame{after}").wait_for()
        page.wait_for_function(
            "(v) => !document.querySelector('.ori-och-board').classList.contains(v)",
            arg=before,
        )
    page.locator(".ori-och-status--won:visible").wait_for()
    status = visible_text(page, ".ori-och-status")
    assert t("player-red", lang) in status, status
    assert_speaks(status, lang)
    shots(page, f"orichalque-sandbox-won-{lang}", ".ori-och-status")


#: In-page: WCAG 2 contrast ratio of the first visible element matching the
#: selector: its text colour against its own background (or the nearest
#: ancestor's that is not transparent), with the border-left colour too.
CONTRAST_JS = """sel => {
  const el = [...document.querySelectorAll(sel)].find(e => e.checkVisibility());
  if (!el) return null;
  const rgb = s => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = c => {
    const [r, g, b] = c.slice(0, 3).map(v => v / 255)
      .map(v => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  let bg = null;
  for (let e = el; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] > 0.99)) { bg = c; break; }
  }
  bg = bg || [255, 255, 255];
  const style = getComputedStyle(el);
  return {text: ratio(rgb(style.color), bg), border: ratio(rgb(style.borderLeftColor), bg),
          color: style.color, background: `rgb(${bg.join(', ')})`,
          borderLeft: style.borderLeftWidth};
}"""


def test_O6_the_futile_extra_action_button_is_readable_wcag_aa(
    voila: VoilaServer, page: Any
) -> None:
    """The review of issue 26 (item 13): the button of a paid extra action that
    can do nothing here (O6, ``ori-och-move--futile``) has its own background;
    its words must keep WCAG AA contrast (4.5:1), at rest, hovered and focused,
    and its marking border stay visible (3:1, a non-text mark), at every size."""
    from test_browser_decisions import open_teacher

    scenario = {
        "game": "orichalque",
        "players": ["a", "b", "c"],
        "islands": {"a": {"board": "island1", "side": "easy", "metropolis": ["a2", "b2"]}},
        "supplies": {"a": {"orichalcum": 6, "hoplites": 2}},
        "step": "action",
        "hand": {"card": "fight1", "tile": None, "creatures": []},
    }
    futile = ".ori-och-moves button.ori-och-move--futile"
    for lang in ("uk", "fr"):
        open_teacher(page, voila, lang, scenario)
        page.locator(f"{futile}:visible").first.wait_for()
        button = page.locator(f"{futile}:visible").first
        assert t("och-extra-futile", lang, action="", payment="").split()[-1] in (
            button.inner_text()
        )
        for width, height in ((390, 844), (1366, 768), (1920, 1080)):
            page.set_viewport_size({"width": width, "height": height})
            button.scroll_into_view_if_needed()
            for state in ("rest", "hover", "focus"):
                if state == "hover":
                    button.hover()
                elif state == "focus":
                    page.mouse.move(0, 0)
                    button.focus()
                c = page.evaluate(CONTRAST_JS, futile)
                assert c is not None
                assert c["text"] >= 4.5, (lang, width, state, c)
                assert c["border"] >= 3, (lang, width, state, c)
            page.mouse.move(0, 0)
            screenshot(page, f"orichalque-o6-futile-{lang}-{width}")
