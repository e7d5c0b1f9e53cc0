"""Write binder/requirements.txt (``make binder-lock``): Binder's environment,
every package pinned, so that it builds the same every year.

Binder (repo2docker) starts from its own base environment (conda: Python
3.11, jupyter_server, jupyterlab, notebook, ipywidgets… at versions its
release froze) and then runs ``pip install -r binder/requirements.txt``. A
requirement that moves a package of that base (jupyterlab 4.6 over a base
whose notebook wants jupyterlab<4.5) leaves pip reporting a conflict, and an
unpinned one floats from year to year. So the lock is resolved here:

- what the project needs: ``pyproject.toml``'s dependencies and its ``app``
  extra, plus the base's Jupyter front ends (``BASE_FRONT_ENDS``), so that
  they move together if they ever must;
- constrained to the versions of repo2docker's base environment for Python
  3.11 (read from the installed repo2docker's conda lock): every package the
  base already has keeps its version, and pip installs only what is new;
- by pip itself (``pip install --dry-run --report``) on a CPython 3.11.

The file lists ``-e .`` and every package of that resolution with ``==``.
``tests/test_binder.py`` checks it against ``pyproject.toml``'s ranges and
against the base environment.

    python tools/binder_lock.py [--python PYTHON3.11]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "binder" / "requirements.txt"
#: The base environment's Jupyter front ends, resolved with the project's needs.
BASE_FRONT_ENDS = ("notebook", "jupyterlab", "jupyter_server", "ipywidgets", "ipykernel")


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def base_environment() -> dict[str, str]:
    """The Python packages of repo2docker's base environment for Python 3.11
    (name → version), from the installed repo2docker's conda lock."""
    import repo2docker

    lock = (
        Path(repo2docker.__file__).parent
        / "buildpacks" / "conda" / "environment.py-3.11-linux-64.lock"
    )  # fmt: skip
    packages = {}
    for line in lock.read_text().splitlines():
        if line.startswith(("#", "@")) or not line.strip():
            continue
        file = line.rsplit("/", 1)[-1].split("#")[0]
        stem = re.sub(r"\.(conda|tar\.bz2)$", "", file)
        name, version, build = stem.rsplit("-", 2)
        if build.startswith("py") and name not in ("python", "pip"):
            packages[norm(name)] = version
    return packages


def project_requirements() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return [*project["dependencies"], *project["optional-dependencies"]["app"]]


def resolve(python: str, requirements: list[str], constraints: dict[str, str]) -> dict[str, str]:
    """What pip on ``python`` installs for ``requirements`` under ``constraints``."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "req.txt").write_text("\n".join(requirements) + "\n")
        (work / "con.txt").write_text(
            "".join(f"{name}=={version}\n" for name, version in sorted(constraints.items()))
        )
        subprocess.run([python, "-m", "venv", work / "venv"], check=True)
        pip = work / "venv" / "bin" / "python"
        subprocess.run(
            [
                pip, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                "--dry-run", "--ignore-installed", "--report", work / "report.json",
                "-r", work / "req.txt", "-c", work / "con.txt",
            ],
            check=True,
        )  # fmt: skip
        report = json.loads((work / "report.json").read_text())
    return {
        norm(item["metadata"]["name"]): item["metadata"]["version"] for item in report["install"]
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", default=shutil.which("python3.11") or sys.executable)
    args = parser.parse_args()
    check = subprocess.run(
        [args.python, "-c", "import sys; print(sys.version_info[:2] == (3, 11))"],
        capture_output=True,
        text=True,
    )
    if check.stdout.strip() != "True":
        sys.exit(f"binder-lock: {args.python} is not a CPython 3.11 (binder/runtime.txt)")
    base = base_environment()
    wanted = [*project_requirements(), *BASE_FRONT_ENDS]
    pins = resolve(args.python, wanted, base)
    lines = [
        "# Binder's environment (repo2docker), every package pinned: written by",
        "# `make binder-lock` (tools/binder_lock.py) from pyproject.toml's dependencies",
        "# and its `app` extra, constrained to repo2docker's base environment for",
        "# Python 3.11, so that pip changes nothing the base has. Do not edit by hand.",
        "# repo2docker runs `pip install -r binder/requirements.txt` from the",
        "# repository root (its WORKDIR): `-e .` installs the project itself.",
        "-e .",
        *(f"{name}=={version}" for name, version in sorted(pins.items())),
    ]
    OUT.write_text("\n".join(lines) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(pins)} packages pinned")
    return 0


if __name__ == "__main__":
    sys.exit(main())
