"""The tutor's kernel (issue 32, ``oriflamme/kernel.py``): lighter to start —
no debugger backend, no history database — for every page a class opens."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SPEC = REPO / "share" / "jupyter" / "kernels" / "python3" / "kernel.json"


def test_the_served_pages_kernel_spec_starts_the_tutors_kernel() -> None:
    spec = json.loads(SPEC.read_text(encoding="utf-8"))
    assert spec["argv"][:3] == ["python", "-m", "oriflamme.kernel"]
    assert "{connection_file}" in spec["argv"] and spec["language"] == "python"


def test_a_kernel_started_from_the_spec_has_no_debugger_nor_history(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from jupyter_client.manager import start_new_kernel

    # the spec is looked up here, as Voila looks it up (make run's JUPYTER_PATH)
    monkeypatch.setenv("JUPYTER_PATH", str(REPO / "share" / "jupyter"))
    km, kc = start_new_kernel(kernel_name="python3", cwd=str(tmp_path))
    try:
        assert km.kernel_spec is not None and km.kernel_spec.argv[2] == "oriflamme.kernel"
        outputs: list[str] = []

        def keep(msg: dict) -> None:
            if msg["msg_type"] == "stream":
                outputs.append(msg["content"]["text"])

        code = (
            "import sys\n"
            "ip = get_ipython()\n"
            "print(sys.modules.get('debugpy', 'absent'), ip.history_manager.enabled,"
            " sys.flags.optimize)\n"
            "from oriflamme.widgets import App\n"
            "App('uk')\n"
            "print(sorted(m for m in ('oriflamme.bots', 'oriflamme.widgets.teacher',"
            " 'oriflamme.widgets.sandbox', 'oriflamme.widgets.game_view',"
            " 'oriflamme.widgets.practice', 'oriflamme.widgets.class_view',"
            " 'oriflamme.practice', 'fsrs', 'xml.sax') if m in sys.modules))\n"
            "import babel.localedata\n"
            "print(sorted(babel.localedata._cache),"
            " [f.__name__ for f in ip.events.callbacks['post_execute']])\n"
        )
        reply = kc.execute_interactive(code, timeout=120, output_hook=keep)
        assert reply["content"]["status"] == "ok"
        lines = "".join(outputs).splitlines()
        # no debugger, no history; docstrings left out (-OO: about 2.5 MB)
        assert lines[0].split() == ["None", "False", "2"]
        # the app's first screen imports neither the bots nor the other tabs
        # (the practice tab and its queue, the teacher's class view included)
        assert lines[1] == "[]", lines[1]
        # no language's whole CLDR data from Babel (oriflamme.i18n.cldr), and the
        # memory the first screen freed is given back after the cell
        cldr_loaded, after_cell = lines[2].split(" ", 1)
        assert cldr_loaded == "[]" and "'give_memory_back'" in after_cell, lines[2]
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
