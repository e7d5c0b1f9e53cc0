"""The harness itself, proven on a bare ipywidgets notebook (no oriflamme code).

If these fail, the problem is the machine (chromium, Voila, the kernel), not the app.
"""

from __future__ import annotations

from typing import Any

from voila_harness import BARE, VoilaServer, click_settled_ms, open_rendered


def test_bare_notebook_renders_and_answers_a_click(voila: VoilaServer, page: Any) -> None:
    open_rendered(page, voila.url(BARE), ".bare-button")
    label = page.locator(".bare-label")
    assert "clicks: 0" in label.inner_text()
    page.locator(".bare-button").click()
    page.locator(".bare-label", has_text="clicks: 1").wait_for()
    page.locator(".bare-button").click()
    page.locator(".bare-label", has_text="clicks: 2").wait_for()


def test_click_latency_is_measured_in_the_page(voila: VoilaServer, page: Any) -> None:
    open_rendered(page, voila.url(BARE), ".bare-button")
    latency = click_settled_ms(page, ".bare-button", ".bare-label")
    assert 0 < latency < 10_000
    page.locator(".bare-label", has_text="clicks: 1").wait_for()
