"""The kernel the tutor's pages run in (issue 32): IPython's kernel, lighter to
start, taking its turn when a whole class arrives at once.

``share/jupyter/kernels/python3/kernel.json`` starts it as
``python -m oriflamme.kernel -f CONNECTION_FILE`` wherever the tutor is
served with that folder on ``JUPYTER_PATH`` (``make run``, the browser tests,
``make bench``, Binder's ``binder/start``); anywhere else Python's own kernel
spec is used. It is ipykernel's kernel, with three differences:

- **No debugger backend**: ``debugpy`` is not imported (ipykernel imports it at
  every start when it is installed: about 8 MB of memory and a third of a
  second per kernel). A learner's page is never debugged; JupyterLab opened
  without this kernel spec still can be.
- **No history database**: IPython's ``HistoryManager`` is off. Voila runs
  cells without storing history, and no SQLite file is written in the home.
- **Seats** (``ORIFLAMME_KERNEL_SEATS``, default: the number of cores): at most
  that many kernels do their start — importing ipykernel, then the notebook's
  first cell (the app's first screen) — at the same time on one machine. A
  kernel beyond them waits for a seat *before* it imports anything, using no
  CPU; its page shows the loading screen and, after 15 s, that the server is
  preparing its seat (``page-loading-wait``), and Voila waits for it
  (``config/voila.py``). Thirty kernels sharing two cores all finish late; in
  turn, the first pages come in seconds and the rest one after another. A seat
  is a lock (``flock``) on one of N files in Jupyter's runtime folder, freed
  when the notebook's first cell has run, after ``SEAT_MAX_S`` at the latest,
  or when the kernel ends. ``0`` turns the queue off.
"""

from __future__ import annotations

import contextlib
import os
import random
import sys
import threading
import time
from pathlib import Path
from typing import IO, Any

#: How many kernels may start at once (a number; 0: no queue).
SEATS_ENV = "ORIFLAMME_KERNEL_SEATS"
#: A seat is freed this long after it was taken, whatever the kernel does.
SEAT_MAX_S = 60.0
#: How often a waiting kernel looks for a free seat.
POLL_S = 0.2


def seat_count() -> int:
    """``ORIFLAMME_KERNEL_SEATS``, else the machine's cores (at least 1)."""
    text = os.environ.get(SEATS_ENV, "").strip()
    if text.isascii() and text.isdigit():
        return int(text)
    return max(1, os.cpu_count() or 1)


def seats_folder() -> Path:
    """Where the seats' lock files are: Jupyter's runtime folder, which every
    kernel of the machine's servers shares."""
    from jupyter_core.paths import jupyter_runtime_dir

    return Path(jupyter_runtime_dir()) / "oriflamme-seats"


class Seat:
    """One taken seat: ``release()`` frees it (once; closing the file frees the lock)."""

    def __init__(self, handle: IO[bytes], number: int) -> None:
        self._handle: IO[bytes] | None = handle
        self.number = number
        self._lock = threading.Lock()

    def release(self) -> None:
        with self._lock:
            handle, self._handle = self._handle, None
        if handle is not None:
            handle.close()

    @property
    def held(self) -> bool:
        return self._handle is not None


def take_seat(count: int | None = None, folder: Path | None = None) -> Seat | None:
    """Wait for one of ``count`` seats and take it; None when the queue is off
    (or locks cannot be taken here: then nobody waits)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        return None
    count = seat_count() if count is None else count
    if count <= 0:
        return None
    folder = seats_folder() if folder is None else folder
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    order = list(range(count))
    while True:
        random.shuffle(order)  # waiting kernels do not all knock on seat 0 first
        for number in order:
            try:
                handle = open(folder / f"seat-{number}.lock", "ab")  # noqa: SIM115 - kept open
            except OSError:
                return None
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                handle.close()
                continue
            except OSError:
                handle.close()
                return None
            return Seat(handle, number)
        time.sleep(POLL_S)


def _free_after_first_cell(shell: Any, seat: Seat) -> None:
    """Free ``seat`` once the notebook's first cell has run (Voila's own cell,
    which only sets ``VOILA_KERNEL_ID``, does not count)."""

    def after(result: Any) -> None:
        code = getattr(getattr(result, "info", None), "raw_cell", "") or ""
        if "VOILA_KERNEL_ID" in code and len(code) < 200:
            return
        seat.release()
        with contextlib.suppress(ValueError):
            shell.events.unregister("post_run_cell", after)

    shell.events.register("post_run_cell", after)


def main(argv: list[str] | None = None) -> None:
    """Start the kernel (``argv``: ipykernel's own options, ``-f FILE``…)."""
    sys.modules.setdefault("debugpy", None)  # type: ignore[arg-type]  # no debugger
    seat = take_seat()
    if seat is not None:
        timer = threading.Timer(SEAT_MAX_S, seat.release)
        timer.daemon = True
        timer.start()
    from ipykernel.kernelapp import IPKernelApp

    args = list(sys.argv[1:] if argv is None else argv)
    app = IPKernelApp.instance()
    app.initialize([*args, "--HistoryManager.enabled=False"])
    if seat is not None:
        _free_after_first_cell(app.shell, seat)
    app.start()


if __name__ == "__main__":
    main()
