"""A handout's page printed to PDF by headless Chromium (``--print-to-pdf``).

Chromium is the system's (``/usr/bin/chromium``, or ``$ORIFLAMME_CHROMIUM``);
nothing is downloaded. It prints the page at A4 as its stylesheet says
(``@page``), without the browser's own header and footer.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

CHROMIUM = os.environ.get("ORIFLAMME_CHROMIUM", "/usr/bin/chromium")
#: As root on a closed network chromium needs these (tests/browser/voila_harness.py).
ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-pdf-header-footer",
    "--virtual-time-budget=5000",
)
TIMEOUT = 120


class PdfError(RuntimeError):
    """Chromium is missing or did not print the page."""


def chromium() -> str | None:
    """The Chromium to print with (None if this machine has none)."""
    path = CHROMIUM if os.path.isabs(CHROMIUM) else shutil.which(CHROMIUM)
    return path if path and os.access(path, os.X_OK) else None


def available() -> bool:
    return chromium() is not None


def print_pdf(html_file: Path, pdf_file: Path) -> Path:
    """Print ``html_file`` to ``pdf_file`` (``PdfError`` if it cannot be done)."""
    exe = chromium()
    if exe is None:
        raise PdfError(f"no chromium at {CHROMIUM!r} (set ORIFLAMME_CHROMIUM)")
    pdf_file.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="ori-handout-") as profile:
        cmd = [
            exe,
            *ARGS,
            f"--user-data-dir={profile}",
            f"--print-to-pdf={pdf_file}",
            html_file.resolve().as_uri(),
        ]
        try:
            run = subprocess.run(
                cmd, capture_output=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL, check=False
            )
        except (OSError, subprocess.TimeoutExpired) as e:
            raise PdfError(f"chromium did not print {html_file.name}: {e}") from None
    if run.returncode != 0 or not pdf_file.is_file() or pdf_file.stat().st_size < 1000:
        tail = run.stderr.decode("utf-8", "replace").strip().splitlines()[-3:]
        raise PdfError(f"chromium did not print {html_file.name}: {' | '.join(tail)}")
    return pdf_file


def pdf_bytes(html: str, name: str = "handout") -> bytes:
    """The PDF of an HTML page given as text (a temporary folder, then removed)."""
    with tempfile.TemporaryDirectory(prefix="ori-handout-") as tmp:
        page = Path(tmp) / f"{name}.html"
        page.write_text(html, encoding="utf-8")
        return print_pdf(page, Path(tmp) / f"{name}.pdf").read_bytes()
