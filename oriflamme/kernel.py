"""The kernel the tutor's pages run in (issue 32): IPython's kernel, lighter to start.

``share/jupyter/kernels/python3/kernel.json`` starts it as
``python -m oriflamme.kernel -f CONNECTION_FILE`` wherever the tutor is
served with that folder on ``JUPYTER_PATH`` (``make run``, the browser tests,
``make bench``, Binder's ``binder/start``); anywhere else Python's own kernel
spec is used. It is ipykernel's kernel, with two differences:

- **No debugger backend**: ``debugpy`` is not imported (ipykernel imports it at
  every start when it is installed: about 10 MB of memory and a third of a
  second per kernel). A learner's page is never debugged; JupyterLab opened
  without this kernel spec still can be.
- **No history database**: IPython's ``HistoryManager`` is off. Voila runs
  cells without storing history, and no SQLite file is written in the home.
- **Memory given back after each cell**: building the app's first screen
  leaves freed memory in the C heap that glibc keeps for later; after each
  cell the kernel collects garbage and asks glibc to return its free pages to
  the system (``malloc_trim``): about 3–4 MB less for each learner's kernel
  (issue 32). Nothing changes where glibc is not the C library.

(A queue of kernel starts — at most one kernel per core importing and
building its first screen at a time — was tried and measured, and left out:
docs/deploy.md says why.)
"""

from __future__ import annotations

import ctypes
import gc
import sys
from collections.abc import Callable


def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or None where the C library has none."""
    try:
        return ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None


def give_memory_back() -> None:
    """Collect garbage and return the C heap's free pages to the system."""
    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


def main(argv: list[str] | None = None) -> None:
    """Start the kernel (``argv``: ipykernel's own options, ``-f FILE``…)."""
    sys.modules.setdefault("debugpy", None)  # type: ignore[arg-type]  # no debugger
    from ipykernel.kernelapp import IPKernelApp

    args = list(sys.argv[1:] if argv is None else argv)
    app = IPKernelApp.instance()
    app.initialize([*args, "--HistoryManager.enabled=False"])
    assert app.shell is not None
    app.shell.events.register("post_execute", give_memory_back)
    app.start()


if __name__ == "__main__":
    main()
