"""The tutor's kernel (issue 32, ``oriflamme/kernel.py``): lighter to start (no
debugger backend, no history database) and taking a seat, so that a whole
class arriving at once is served in turn instead of all at the end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from oriflamme import kernel

REPO = Path(__file__).resolve().parents[1]
SPEC = REPO / "share" / "jupyter" / "kernels" / "python3" / "kernel.json"


def test_the_served_pages_kernel_spec_starts_the_tutors_kernel() -> None:
    spec = json.loads(SPEC.read_text(encoding="utf-8"))
    assert spec["argv"][:3] == ["python", "-m", "oriflamme.kernel"]
    assert "{connection_file}" in spec["argv"] and spec["language"] == "python"


def test_seats_number_the_cores_unless_told(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(kernel.SEATS_ENV, raising=False)
    assert kernel.seat_count() == max(1, os.cpu_count() or 1)
    monkeypatch.setenv(kernel.SEATS_ENV, "3")
    assert kernel.seat_count() == 3
    monkeypatch.setenv(kernel.SEATS_ENV, "0")
    assert kernel.seat_count() == 0 and kernel.take_seat() is None
    monkeypatch.setenv(kernel.SEATS_ENV, "²")  # not a number: the default
    assert kernel.seat_count() == max(1, os.cpu_count() or 1)


def test_a_kernel_beyond_the_seats_waits_until_one_is_freed(tmp_path: Path) -> None:
    first = kernel.take_seat(2, tmp_path)
    second = kernel.take_seat(2, tmp_path)
    assert first is not None and second is not None and first.number != second.number
    got: list[kernel.Seat | None] = []
    waiting = threading.Thread(target=lambda: got.append(kernel.take_seat(2, tmp_path)))
    waiting.start()
    waiting.join(timeout=1.0)
    assert waiting.is_alive() and not got  # both seats taken: it waits
    second.release()
    waiting.join(timeout=10)
    assert got and got[0] is not None and got[0].number == second.number
    second.release()  # twice: nothing happens
    first.release()
    got[0].release()


def test_a_seat_is_freed_when_its_kernel_ends(tmp_path: Path) -> None:
    code = (
        "import sys; from pathlib import Path; from oriflamme import kernel; "
        "seat = kernel.take_seat(1, Path(sys.argv[1])); print(seat.number, flush=True)"
    )
    run = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60
    )
    assert run.stdout.strip() == "0", run.stderr
    again = kernel.take_seat(1, tmp_path)  # the process ended without releasing: free
    assert again is not None
    again.release()


def test_a_kernel_started_from_the_spec_has_no_debugger_nor_history_and_frees_its_seat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from jupyter_client.manager import start_new_kernel

    # the spec is looked up here, as Voila looks it up (make run's JUPYTER_PATH)
    monkeypatch.setenv("JUPYTER_PATH", str(REPO / "share" / "jupyter"))
    monkeypatch.setenv(kernel.SEATS_ENV, "1")
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
            "print(sys.modules.get('debugpy', 'absent'), ip.history_manager.enabled)\n"
        )
        reply = kc.execute_interactive(code, timeout=60, output_hook=keep)
        assert reply["content"]["status"] == "ok"
        assert "".join(outputs).split() == ["None", "False"]
        # its first cell has run: its seat is free for the next kernel
        deadline = time.monotonic() + 10
        seat = None
        while seat is None and time.monotonic() < deadline:
            seat = _try_seat(kernel.seats_folder())
        assert seat is not None, "the kernel still holds its seat"
        seat.release()
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def _try_seat(folder: Path) -> kernel.Seat | None:
    import fcntl

    handle = open(folder / "seat-0.lock", "ab")  # noqa: SIM115 - the seat keeps it
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        time.sleep(0.1)
        return None
    return kernel.Seat(handle, 0)
