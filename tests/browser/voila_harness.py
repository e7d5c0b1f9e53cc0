"""A Voila server and a Debian chromium for the browser tests and the UI benchmark.

Plain Python, no pytest: ``tests/browser/conftest.py`` wraps it in fixtures and
``benchmarks/ui.py`` uses it directly. The server serves the whole repository in
directory mode, so pages live at the same paths as on Binder
(``/voila/render/notebooks/index.ipynb``) and the bare baseline notebook at
``/voila/render/tests/browser/fixtures/bare.ipynb``.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlencode

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests" / "browser" / "artifacts"
#: The project's Voila settings (config/voila.py), as ``make run`` and Binder use them.
JUPYTER_CONFIG = REPO / "config"
CHROMIUM = os.environ.get("ORIFLAMME_CHROMIUM", "/usr/bin/chromium")

#: A name for the loopback address that the browser does not treat as local.
SCHOOL_HOST = "oriflamme-school.test"

#: As root on a closed network chromium needs these, or it hangs on start.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--lang=en-US",
    # a school's web server by name, served here on the loopback address: an
    # http:// address that is not localhost, so not a secure context for the
    # browser (tests/browser/test_browser_site.py); it resolves to 127.0.0.1 only
    f"--host-resolver-rules=MAP {SCHOOL_HOST} 127.0.0.1",
]

APP = "notebooks/app.ipynb"
INDEX = "notebooks/index.ipynb"
BARE = "tests/browser/fixtures/bare.ipynb"

#: Voila renders a failing cell's traceback as stderr text in the page.
ERROR_SELECTOR = ".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']"

#: The first kernel start on a busy 2-core machine can take 10-20 s.
FIRST_RENDER_MS = 90_000


class HarnessError(RuntimeError):
    """The browser or the server could not be started, or a page failed."""


def require_chromium() -> str:
    """Path of Debian's chromium, or a clear error telling how to install it."""
    path = CHROMIUM if os.path.isabs(CHROMIUM) else shutil.which(CHROMIUM)
    if not path or not os.access(path, os.X_OK):
        raise HarnessError(
            f"chromium not found at {CHROMIUM!r}: the browser tests drive Debian's "
            "chromium (apt-get install chromium; .ci/run does it) and never "
            "download a browser. Set ORIFLAMME_CHROMIUM to use another binary."
        )
    return path


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class VoilaServer:
    """Voila (lab template) on 127.0.0.1, serving the repository as a tree.

    Started in its own process group so that ``stop`` ends the kernels too.
    """

    def __init__(self, root: Path = REPO, log_path: Path | None = None) -> None:
        self.root = root
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.log_path = log_path or ARTIFACTS / f"voila-{self.port}.log"
        self._proc: subprocess.Popen[bytes] | None = None
        self._log: IO[bytes] | None = None

    def command(self) -> list[str]:
        """The same options as ``make run``, in directory mode on the repository."""
        return [
            sys.executable,
            "-m",
            "voila",
            str(self.root),
            "--no-browser",
            f"--port={self.port}",
            "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0",
            "--template=oriflamme",
            "--VoilaConfiguration.file_allowlist=['.*']",
            "--show_tracebacks=True",
        ]

    def start(self, timeout: float = 60.0) -> VoilaServer:
        """Start the server and wait until it answers HTTP."""
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._log = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
        # Lesson progress goes to a file of this run, never the user's own.
        self.progress_path = self.log_path.with_suffix(".progress.json")
        self.progress_path.unlink(missing_ok=True)
        env = dict(os.environ, PYTHONUNBUFFERED="1", ORIFLAMME_PROGRESS=str(self.progress_path))
        env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(
            p for p in (str(JUPYTER_CONFIG), os.environ.get("JUPYTER_CONFIG_PATH")) if p
        )
        env.pop("QUERY_STRING", None)
        env["JUPYTER_PATH"] = os.pathsep.join(  # the oriflamme page template (share/jupyter)
            p for p in (str(REPO / "share" / "jupyter"), os.environ.get("JUPYTER_PATH")) if p
        )
        self._proc = subprocess.Popen(
            self.command(),
            cwd=self.root,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            env=env,
            start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._proc.poll() is not None:
                self.stop()
                raise HarnessError(f"voila exited early; see {self.log_path}:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(self.base_url + "/", timeout=2) as response:
                    if response.status == 200:
                        return self
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(0.2)
        self.stop()
        raise HarnessError(f"voila did not answer within {timeout:.0f} s:\n{self.log_tail()}")

    @property
    def pid(self) -> int:
        """The server's process id (its kernels are its children)."""
        if self._proc is None:
            raise HarnessError("the Voila server is not running")
        return self._proc.pid

    def url(self, path: str, **query: str) -> str:
        """The Voila render URL of a notebook path relative to the repository."""
        suffix = f"?{urlencode(query)}" if query else ""
        return f"{self.base_url}/voila/render/{path}{suffix}"

    def log_tail(self, lines: int = 40) -> str:
        """The last lines Voila wrote, for error messages."""
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])

    def stop(self) -> None:
        """End the server and its kernels (the whole process group)."""
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            for sig, wait in ((signal.SIGTERM, 10), (signal.SIGKILL, 5)):
                try:
                    os.killpg(proc.pid, sig)
                except ProcessLookupError:
                    break
                try:
                    proc.wait(timeout=wait)
                    break
                except subprocess.TimeoutExpired:
                    continue
        if proc is not None:
            # Kernels live in the same group and may outlast the server.
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
        if self._log is not None:
            self._log.close()
            self._log = None

    def __enter__(self) -> VoilaServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def launch_chromium(playwright: Any, **kwargs: Any) -> Any:
    """Headless Debian chromium through Playwright (never a downloaded browser)."""
    return playwright.chromium.launch(
        executable_path=require_chromium(), headless=True, args=CHROMIUM_ARGS, **kwargs
    )


def open_rendered(page: Any, url: str, ready: str, timeout_ms: int = FIRST_RENDER_MS) -> None:
    """Load a Voila page and wait until ``ready`` is visible.

    Fails at once, with the traceback, if a cell of the notebook raised.
    """
    page.goto(url, wait_until="commit", timeout=timeout_ms)
    wait_rendered(page, ready, timeout_ms)


def wait_rendered(page: Any, ready: str, timeout_ms: int = FIRST_RENDER_MS) -> None:
    """Wait for ``ready`` to be visible, failing early on a notebook error."""
    found = page.locator(f"{ready}, {ERROR_SELECTOR}").first
    found.wait_for(state="visible", timeout=timeout_ms)
    errors = page.locator(ERROR_SELECTOR)
    if errors.count():
        raise HarnessError(f"the notebook at {page.url} raised:\n{errors.first.inner_text()}")
    page.locator(ready).first.wait_for(state="visible", timeout=timeout_ms)


#: In-page: click the first visible, enabled match of ``click``, then wait until the
#: DOM under the first visible match of ``watch`` has settled (no change for
#: ``quiet`` ms). Returns the time from the click to the last change, in ms.
_CLICK_SETTLE_JS = """
async ([click, watch, timeout, quiet]) => {
  const shown = (sel) => [...document.querySelectorAll(sel)].find(
      e => e.checkVisibility({visibilityProperty: true}) && !e.disabled);
  const target = shown(click);
  const watched = watch === 'body' ? document.body : shown(watch);
  if (!target) throw new Error(`no visible, enabled ${click}`);
  if (!watched) throw new Error(`no visible ${watch}`);
  return await new Promise((resolve, reject) => {
    let t0 = 0;
    let last = 0;
    let settle = null;
    const observer = new MutationObserver(() => {
      last = performance.now();
      clearTimeout(settle);
      settle = setTimeout(() => {
        observer.disconnect();
        clearTimeout(give_up);
        resolve(last - t0);
      }, quiet);
    });
    observer.observe(watched, {subtree: true, childList: true, characterData: true,
                               attributes: true});
    const give_up = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${watch} did not change within ${timeout} ms of clicking ${click}`));
    }, timeout);
    t0 = performance.now();
    target.click();
  });
}
"""


def click_settled_ms(
    page: Any, click: str, watch: str = "body", timeout_ms: int = 30_000, quiet_ms: int = 300
) -> float:
    """Click ``click`` and wait until the DOM under ``watch`` has settled.

    Returns the milliseconds from the click to the last change, measured inside
    the page (``performance.now``): the user's wait for the widget message to
    reach the kernel, the Python handler, the reply and the redraw.
    """
    return float(page.evaluate(_CLICK_SETTLE_JS, [click, watch, timeout_ms, quiet_ms]))
