"""The teacher's desk in a real browser (issue 28 item 5): the position list
narrowed by typing in the search box (keyboard only), «nothing found» said,
and the share link copied through the browser's clipboard, at 1366×768; the
desk looked at on a phone and a projector in uk and fr."""

from __future__ import annotations

from typing import Any

import pytest
from voila_harness import APP, ARTIFACTS, VoilaServer, open_rendered

from oriflamme.i18n import t

READY = ".ori-teacher .ori-game .ori-queue-html svg"


def shoot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path))
    assert path.stat().st_size > 10_000, "the screenshot is empty"


def options(page: Any) -> list[str]:
    return page.eval_on_selector_all(
        ".ori-teacher-source select option",
        "els => els.map(e => e.textContent.replace(/\\u00a0/g, ' '))",
    )


#: Every option of the list holds the typed words (the kernel has caught up).
ALL_MATCH = (
    "q => { const o = [...document.querySelectorAll('.ori-teacher-source select option')];"
    " return o.length > 0 && o.every(e => e.textContent.toLowerCase().includes(q)); }"
)


@pytest.mark.parametrize("lang", ["uk", "fr"])
def test_search_narrows_the_list_and_the_link_is_copied(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    open_rendered(page, voila.url(APP, lang=lang, lesson="card-spy"), READY)
    search = page.locator(".ori-teacher-search input")
    # the search box has a visible label (the widget's description)
    assert page.inner_text(".ori-teacher-search label") == t("teacher-search", lang)
    before = len(page.locator(".ori-teacher-source select option").all())
    search.focus()
    typed = t("card-spy", lang)[:5]
    page.keyboard.type(typed)
    page.wait_for_function(ALL_MATCH, arg=typed.lower())
    found = options(page)
    spy = t("card-spy", lang)
    assert any(spy in o and " · " in o for o in found) and len(found) < before, (spy, found)
    assert page.inner_text(".ori-teacher-found").replace("\xa0", " ") == t(
        "teacher-search-found", lang, count=len(found)
    )
    shoot(page, f"teacher-search-{lang}-1366")
    # nothing matches: said in the teacher's language, the choice kept
    page.keyboard.type("zzqx")
    page.locator(".ori-teacher-found--none").wait_for()
    words = {"uk": "Нічого не знайдено", "fr": "Aucun résultat"}[lang]
    assert words in page.inner_text(".ori-teacher-found")
    for _ in range(4):
        page.keyboard.press("Backspace")
    page.locator(".ori-teacher-found--none").wait_for(state="detached")
    # keyboard: Tab from the search box reaches the list, then the load button
    page.locator(".ori-teacher-source select").focus()
    index = next(i for i, o in enumerate(options(page)) if spy in o)
    page.locator(".ori-teacher-source select").select_option(index=index)
    page.locator(".ori-scenario-load").focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "t => document.querySelector('.ori-scenario-message').textContent.includes(t)",
        arg=t("card-spy", lang),
    )
    # the share link looks like a link (underlined) and copies by a labelled button
    link = page.locator(".ori-teacher a.ori-share-link")
    assert "underline" in link.evaluate("e => getComputedStyle(e).textDecorationLine")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    copy = page.locator(".ori-teacher button.ori-share-copy")
    assert copy.inner_text() == t("teacher-share-copy", lang)
    copy.focus()
    page.keyboard.press("Enter")
    page.locator(".ori-teacher button.ori-share-copy[data-copied]").wait_for()
    assert copy.inner_text() == t("teacher-share-copied", lang)
    # a screen reader hears it: the polite status beside the button says it too
    status = page.locator(".ori-teacher button.ori-share-copy + .ori-copy-status[role=status]")
    status.wait_for(state="attached")
    page.wait_for_function(
        "(want) => document.querySelector('.ori-teacher .ori-copy-status').textContent === want",
        arg=t("teacher-share-copied", lang),
    )
    copied = page.evaluate("() => navigator.clipboard.readText()")
    href = link.get_attribute("href")
    assert copied.startswith(voila.base_url) and copied.endswith(href.lstrip("?"))
    # the fallback: a field with the whole address, selected on focus
    field = page.locator(".ori-teacher .ori-share-address__field")
    field.focus()
    assert field.input_value() == copied
    assert (
        page.evaluate(
            "() => window.getSelection().toString() || "
            "document.activeElement.value.substring("
            "document.activeElement.selectionStart,"
            "document.activeElement.selectionEnd)"
        )
        == copied
    )
    shoot(page, f"teacher-share-{lang}-1366")
    # the copied address opens the same position
    other = page.context.new_page()
    open_rendered(other, copied, READY)
    board = ".ori-teacher .ori-scoreboard"
    assert other.inner_text(board) == page.inner_text(board)
    # under the lesson's own title (issue 28), not «a position from a link»
    said = other.inner_text(".ori-scenario-message").replace("\xa0", " ")
    assert t("lesson-card-spy-title", lang) in said and t("teacher-link-title", lang) not in said
    other.close()


@pytest.mark.parametrize("lang", ["uk", "fr"])
@pytest.mark.parametrize("size", [(390, 844), (1920, 1080)])
def test_the_desks_finder_fits_a_phone_and_a_projector(
    voila: VoilaServer, page: Any, lang: str, size: tuple[int, int]
) -> None:
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_rendered(page, voila.url(APP, lang=lang, lesson="card-spy"), READY)
    typed = t("card-spy", lang)[:4]
    page.locator(".ori-teacher-search input").fill(typed)
    page.wait_for_function(ALL_MATCH, arg=typed.lower())
    right = page.locator(".ori-teacher").bounding_box()
    assert right is not None
    edge = min(width, right["x"] + right["width"])
    for selector in (
        ".ori-teacher-group select",
        ".ori-teacher-search input",
        ".ori-teacher-source select",
        ".ori-teacher button.ori-share-copy",
        ".ori-teacher .ori-share-address__field",
    ):
        box = page.locator(selector).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= edge + 1, (
            selector,
            box,
        )
    page.locator(".ori-teacher-finder").scroll_into_view_if_needed()
    shoot(page, f"teacher-finder-{lang}-{width}")
    page.locator(".ori-teacher-links").scroll_into_view_if_needed()
    shoot(page, f"teacher-links-{lang}-{width}")
