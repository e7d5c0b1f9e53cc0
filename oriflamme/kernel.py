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

(A queue of kernel starts — at most one kernel per core importing and
building its first screen at a time — was tried and measured, and left out:
docs/deploy.md says why.)
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> None:
    """Start the kernel (``argv``: ipykernel's own options, ``-f FILE``…)."""
    sys.modules.setdefault("debugpy", None)  # type: ignore[arg-type]  # no debugger
    from ipykernel.kernelapp import IPKernelApp

    args = list(sys.argv[1:] if argv is None else argv)
    app = IPKernelApp.instance()
    app.initialize([*args, "--HistoryManager.enabled=False"])
    app.start()


if __name__ == "__main__":
    main()
