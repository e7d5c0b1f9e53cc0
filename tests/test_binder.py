"""Binder: repo2docker's generated build installs this project and the pinned app stack.

``repo2docker --no-build --debug`` prints the Dockerfile it would build without
needing a Docker engine, so the build plan is checked here on every run.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

REPO = Path(__file__).resolve().parents[1]
BINDER = REPO / "binder"


def _pins() -> dict[str, str]:
    """Package name -> pinned version from binder/requirements.txt."""
    pins = {}
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not line.startswith("-"):
            name, _, version = line.partition("==")
            assert version, f"binder/requirements.txt: {line!r} is not pinned with =="
            pins[_norm(name)] = version.strip()
    return pins


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name.strip()).lower()


@pytest.fixture(scope="module")
def dockerfile(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The Dockerfile repo2docker would build for this repository."""
    result = subprocess.run(
        [sys.executable, "-m", "repo2docker", "--no-build", "--debug", str(REPO)],
        cwd=tmp_path_factory.mktemp("r2d"),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr + result.stdout
    return result.stdout + result.stderr


def test_runtime_is_python_311() -> None:
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"


def test_repo2docker_uses_python_311(dockerfile: str) -> None:
    assert "python=3.11" in dockerfile


def test_requirements_install_the_project_editable() -> None:
    lines = [line.strip() for line in (BINDER / "requirements.txt").read_text().splitlines()]
    # pip resolves `-e .` against its working directory, which repo2docker sets to
    # the repository root (WORKDIR ${REPO_DIR}), not against binder/.
    assert "-e ." in lines


def test_build_installs_requirements_from_the_repository_root(dockerfile: str) -> None:
    workdir = dockerfile.index("WORKDIR ${REPO_DIR}")
    copy_all = re.search(r"COPY --chown=\S+ src/ \$\{REPO_DIR\}/", dockerfile)
    assert copy_all, "the repository is never copied into the image"
    install = re.search(
        r'RUN \S*/pip install --no-cache-dir -r "binder/requirements.txt"', dockerfile
    )
    assert install, "binder/requirements.txt is never installed"
    # `-e .` needs the whole repository, so the install must come after the copy
    # of src/ and must run in ${REPO_DIR} (no later WORKDIR change).
    assert workdir < copy_all.start() < install.start()
    assert "WORKDIR" not in dockerfile[workdir + 1 : install.start()]


def test_binder_pins_the_app_stack_within_the_project_ranges() -> None:
    pins = _pins()
    for name in ("voila", "ipywidgets", "jupyterlab", "ipykernel"):
        assert name in pins, f"{name} is not pinned in binder/requirements.txt"
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    wanted = project["dependencies"] + project["optional-dependencies"]["app"]
    for spec in wanted:
        requirement = Requirement(spec)
        name = _norm(requirement.name)
        if name in pins:
            assert requirement.specifier.contains(pins[name], prereleases=True), (
                f"binder pins {name}=={pins[name]}, outside pyproject's {spec!r}"
            )
        elif name != "oriflamme":
            # Runtime dependencies come with `-e .`; app ones must be pinned here.
            assert spec in project["dependencies"], f"{spec!r} missing from binder"


def test_binder_starts_through_binder_start(dockerfile: str) -> None:
    # binder/start sets JUPYTER_CONFIG_PATH to config/ (the classroom settings).
    assert 'ENV R2D_ENTRYPOINT="${REPO_DIR}/binder/start"' in dockerfile


def test_binder_locks_every_package_within_pyprojects_ranges() -> None:
    """Issue 29: Binder builds the same every year: binder/requirements.txt
    (``make binder-lock``) pins every dependency of the project and of its
    ``app`` extra, each inside pyproject.toml's range, and their own
    dependencies too (no package left to float: over 50 pins)."""
    pins = _pins()
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    for spec in project["dependencies"] + project["optional-dependencies"]["app"]:
        requirement = Requirement(spec)
        name = _norm(requirement.name)
        assert name in pins, f"{spec!r} is not pinned in binder/requirements.txt"
        assert requirement.specifier.contains(pins[name], prereleases=True), (name, pins[name])
    for transitive in ("jupyter-server", "tornado", "nbconvert", "nbclient", "traitlets"):
        assert transitive in pins, f"{transitive} floats"
    assert len(pins) > 50


def test_binder_lock_keeps_repo2docker_base_environment_as_it_is() -> None:
    """No pip conflict on Binder: every package that repo2docker's base
    environment (Python 3.11) already has is pinned at the base's version, so
    pip moves none of them (it had put jupyterlab 4.6.6 under the base's
    notebook 7.4.7, which wants jupyterlab<4.5). Fails when repo2docker's base
    changes: run ``make binder-lock`` again."""
    sys.path.insert(0, str(REPO / "tools"))
    try:
        import binder_lock
    finally:
        sys.path.remove(str(REPO / "tools"))
    base = binder_lock.base_environment()
    assert base["notebook"] and base["jupyterlab"]
    pins = _pins()
    moved = {
        name: (base[name], pins[name]) for name in pins if name in base and base[name] != pins[name]
    }
    assert moved == {}, f"the lock moves base packages (base, lock): {moved}"
    for name in binder_lock.BASE_FRONT_ENDS:
        assert _norm(name) in pins
