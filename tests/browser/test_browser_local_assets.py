"""Every asset of the Voila app comes from its own server (issue 29): a class
whose network reaches nothing but the server still gets its pages whole.

The app, the landing page and the sandbox are opened under Voila on its own
(``make run``) and under Jupyter Server as Binder starts it (``binder/start``),
with every request to another host blocked and counted: there must be none
(the lab template takes Font Awesome from a CDN; the oriflamme template serves
its own copy). The buttons' icons are drawn with that copy's font.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from site_harness import block_off_site
from test_browser_classroom import BinderServer
from voila_harness import APP, ARTIFACTS, INDEX, VoilaServer, open_rendered

from oriflamme.i18n import t

PAGES = [
    (APP, {"lang": "uk"}, ".ori-lang-picker"),
    (APP, {"lang": "ru", "game": "orichalque"}, ".ori-game-picker"),
    (INDEX, {}, ".ori-open-ru"),
    ("notebooks/sandbox.ipynb", {"lang": "fr"}, ".ori-board"),
]


@pytest.fixture
def fenced(browser: Any) -> Iterator[tuple[Any, list[str]]]:
    """A page whose requests to any host but 127.0.0.1 are blocked and listed."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    context.set_default_timeout(60_000)
    off = block_off_site(context)
    yield context.new_page(), off
    context.close()


def _icons_drawn_locally(page: Any, lang: str) -> None:
    """The teacher's desk shows buttons with icons (``fa fa-…``): the icon
    font is the served one, loaded (not a fallback glyph)."""
    page.get_by_text(t("teacher-tab", lang), exact=True).first.click()
    page.locator(".ori-teacher:visible i.fa").first.wait_for()
    page.wait_for_function(
        "() => [...document.fonts].some(f => f.family.includes('Font Awesome') &&"
        " f.status === 'loaded')"
    )


def _open_every_page(server: VoilaServer, page: Any, off: list[str]) -> None:
    for path, query, ready in PAGES:
        open_rendered(page, server.url(path, **query), ready)
    open_rendered(page, server.url(APP, lang="fr"), ".ori-lang-picker")
    _icons_drawn_locally(page, "fr")
    assert off == [], f"requests to another host: {off}"


def test_voila_serves_every_asset_itself(voila: VoilaServer, fenced: tuple[Any, list[str]]) -> None:
    page, off = fenced
    _open_every_page(voila, page, off)


def test_binder_serves_every_asset_itself(fenced: tuple[Any, list[str]]) -> None:
    """The same through Jupyter Server started by binder/start (as on Binder,
    where the server's other extensions are loaded into the page too)."""
    page, off = fenced
    server = BinderServer(log_path=ARTIFACTS / "binder-assets.log").start()
    try:
        _open_every_page(server, page, off)
    finally:
        server.stop()
