"""Fixtures for the real-browser tests: one Voila server and one chromium per worker.

Every test here is marked ``browser`` and put in the xdist group "browser", so
``make test`` (``-n 2 --dist loadgroup``) runs them all on one worker, sharing
one server. A test that cannot run fails: a missing chromium is an error, not a
skip.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from voila_harness import ARTIFACTS, VoilaServer, launch_chromium, require_chromium

BROWSER_DIR = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test under tests/browser as ``browser`` in the group "browser"."""
    for item in items:
        if BROWSER_DIR in Path(item.fspath).parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.xdist_group("browser"))


@pytest.fixture(scope="session")
def voila() -> Iterator[VoilaServer]:
    """A Voila server on 127.0.0.1 serving the repository (stopped at the end)."""
    server = VoilaServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's headless chromium, driven by Playwright's sync API."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A fresh page; on failure its screenshot and text are kept in artifacts/."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    context.set_default_timeout(30_000)
    page = context.new_page()
    console: list[str] = []
    page.on("console", lambda msg: console.append(f"{msg.type}: {msg.text}"))
    page.on("pageerror", lambda exc: console.append(f"pageerror: {exc}"))
    yield page
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        name = re.sub(r"[^\w.-]+", "_", request.node.nodeid.split("::", 1)[-1])
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        try:
            page.screenshot(path=str(ARTIFACTS / f"FAILED-{name}.png"), full_page=True)
            (ARTIFACTS / f"FAILED-{name}.txt").write_text(
                f"{page.url}\n\n{page.inner_text('body')}\n\n--- console\n" + "\n".join(console)
            )
        except Exception as exc:  # the page may be the thing that broke
            print(f"could not save the failure artifacts: {exc}")
    context.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Keep each phase's report on the item, so ``page`` knows the test failed."""
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report
