"""The kernel a served page starts (issue 32): ``python -m benchmarks kernel``.

Side by side in one run, ``--rounds`` times in turn: ipykernel's own kernel
(``python -m ipykernel_launcher``, what Voila would start without the
project's kernel spec) and the tutor's (``share/jupyter/kernels/python3``:
``python -m oriflamme.kernel``, no debugger backend, no history database).
For each: the time until the kernel answers, its memory bare (RSS, and USS:
the memory it alone holds), then after ``import ipywidgets``, then at the
app's first screen (``from oriflamme.widgets import App; App("uk")``, what
``notebooks/app.ipynb`` runs), and the modules the first screen loaded.
Medians printed, with the ratio tutor / ipykernel. One kernel at a time: the
memory does not depend on what else the machine does, the times do.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import psutil
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager

REPO = Path(__file__).resolve().parents[1]
TUTOR_SPEC = REPO / "share" / "jupyter" / "kernels" / "python3" / "kernel.json"
#: What each step runs in the kernel, in order (each after the one before).
STEPS = {
    "ipywidgets": "import ipywidgets",
    "first screen": "from oriflamme.widgets import App\n_app = App('uk')",
}
#: Counts the modules loaded so far, and those of the project.
_MODULES = (
    "import sys\n"
    "print(len(sys.modules), sum(m.startswith('oriflamme') for m in sys.modules),"
    " sys.modules.get('debugpy') is not None)"
)


def _specs(folder: Path) -> dict[str, str]:
    """Two kernel specs in ``folder``: ipykernel's own and the tutor's."""
    tutor = json.loads(TUTOR_SPEC.read_text(encoding="utf-8"))
    plain = {**tutor, "argv": ["python", "-m", "ipykernel_launcher", "-f", "{connection_file}"]}
    for name, spec in (("ipykernel", plain), ("tutor", tutor)):
        (folder / name).mkdir()
        (folder / name / "kernel.json").write_text(json.dumps(spec), encoding="utf-8")
    return {"ipykernel": "ipykernel", "tutor": "tutor"}


def _memory(pid: int) -> tuple[float, float]:
    info = psutil.Process(pid).memory_full_info()
    return round(info.rss / 2**20, 1), round(info.uss / 2**20, 1)


def _run(code: str, client: Any) -> str:
    out: list[str] = []

    def keep(msg: dict[str, Any]) -> None:
        if msg["msg_type"] == "stream":
            out.append(msg["content"]["text"])

    reply = client.execute_interactive(code, timeout=300, output_hook=keep)
    if reply["content"]["status"] != "ok":
        raise RuntimeError(f"{code!r}: {reply['content'].get('evalue')}")
    return "".join(out)


def measure(name: str, specs: KernelSpecManager, cwd: str) -> dict[str, Any]:
    """One kernel of spec ``name``: start, memory at each step, modules."""
    km = KernelManager(kernel_name=name, kernel_spec_manager=specs)
    start = time.perf_counter()
    km.start_kernel(cwd=cwd)
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=300)
        out: dict[str, Any] = {"start_s": round(time.perf_counter() - start, 2)}
        pid = km.provisioner.process.pid  # type: ignore[union-attr]
        out["bare"] = _memory(pid)
        for step, code in STEPS.items():
            began = time.perf_counter()
            _run(code, kc)
            out[f"{step} s"] = round(time.perf_counter() - began, 2)
            out[step] = _memory(pid)
        modules, ours, debugpy = _run(_MODULES, kc).split()
        out["modules"], out["oriflamme_modules"] = int(modules), int(ours)
        out["debugpy"] = debugpy == "True"
        return out
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def main(report: dict[str, Any], rounds: int = 3) -> None:
    """Measure both kernels ``rounds`` times in turn; add the medians to ``report``."""
    results: dict[str, list[dict[str, Any]]] = {"ipykernel": [], "tutor": []}
    with tempfile.TemporaryDirectory(prefix="oriflamme-kernels-") as tmp:
        folder = Path(tmp) / "kernels"
        folder.mkdir()
        _specs(folder)
        specs = KernelSpecManager(kernel_dirs=[str(folder)])
        os.environ.setdefault("ORIFLAMME_PROGRESS", str(Path(tmp) / "progress.json"))
        for _ in range(rounds):
            for name in results:
                results[name].append(measure(name, specs, tmp))
    summary: dict[str, dict[str, Any]] = {}
    for name, runs in results.items():
        row: dict[str, Any] = {
            "start_s": statistics.median(r["start_s"] for r in runs),
            "first_screen_s": statistics.median(r["first screen s"] for r in runs),
        }
        for step in ("bare", *STEPS):
            row[step] = tuple(statistics.median(r[step][i] for r in runs) for i in (0, 1))
        row["modules"] = runs[-1]["modules"]
        row["oriflamme_modules"] = runs[-1]["oriflamme_modules"]
        row["debugpy"] = runs[-1]["debugpy"]
        summary[name] = row
    print(f"kernel: {rounds} of each, in turn (medians; memory RSS / USS in MB)")
    for name, row in summary.items():
        print(
            f"  {name:9s}  answers after {row['start_s']:.2f} s  bare {row['bare'][0]} / "
            f"{row['bare'][1]}  +ipywidgets {row['ipywidgets'][0]} / {row['ipywidgets'][1]}  "
            f"first screen {row['first screen'][0]} / {row['first screen'][1]} "
            f"in {row['first_screen_s']:.2f} s  "
            f"({row['modules']} modules, {row['oriflamme_modules']} of oriflamme; "
            f"debugpy {'loaded' if row['debugpy'] else 'not loaded'})"
        )
    tutor, plain = summary["tutor"], summary["ipykernel"]
    print(
        f"  tutor / ipykernel: start {tutor['start_s'] / plain['start_s']:.2f}×, "
        f"first screen {tutor['first_screen_s'] / plain['first_screen_s']:.2f}× the time, "
        f"RSS {tutor['first screen'][0] / plain['first screen'][0]:.2f}×, "
        f"USS {tutor['first screen'][1] / plain['first screen'][1]:.2f}×"
    )
    floor = {name: _plain_python(code) for name, code in FLOOR.items()}
    print(
        "  floor (a plain python, no kernel): "
        + ", ".join(f"{name} {rss} / {uss}" for name, (rss, uss) in floor.items())
    )
    summary["floor"] = floor
    report["kernel"] = summary


#: What a Python costs before any kernel runs: bare, then with the kernel's and
#: the widgets' modules imported (the floor under any page's kernel).
FLOOR = {
    "python": "pass",
    "+ import ipykernel": "import ipykernel.kernelapp",
    "+ import ipywidgets": "import ipykernel.kernelapp, ipywidgets",
}


def _plain_python(code: str) -> tuple[float, float]:
    """RSS / USS (MB) of a python that ran ``code`` (the median of three)."""
    import subprocess

    probe = (
        f"{code}\nimport psutil\ni = psutil.Process().memory_full_info()\n"
        "print(round(i.rss / 2**20, 1), round(i.uss / 2**20, 1))"
    )
    runs = []
    for _ in range(3):
        out = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, check=True
        ).stdout.split()
        runs.append((float(out[0]), float(out[1])))
    return (statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs))


if __name__ == "__main__":
    main({}, int(sys.argv[1]) if len(sys.argv) > 1 else 3)
