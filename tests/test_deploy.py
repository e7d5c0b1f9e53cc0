"""The classroom settings in config/ (docs/deploy.md): read by `make run`, Binder and the tests.

What each setting is for is checked in a real browser by tests/browser/test_browser_classroom.py
(five pages at once, a closed page's kernel gone); here: the files say it, every way
of serving reads them, and the prelaunch hook gives a page its `_xsrf` cookie.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from unittest import mock

import pytest
from tornado import httputil, web
from traitlets.config import Config, PyFileConfigLoader

REPO = Path(__file__).resolve().parents[1]
CONFIG = REPO / "config"


def _load(name: str) -> Config:
    return PyFileConfigLoader(name, path=str(CONFIG)).load_config()


@pytest.fixture(params=["voila.py", "jupyter_server_config.py"])
def config(request: pytest.FixtureRequest) -> Config:
    """Voila's own file (make run, tests) and the server's (Binder) give the same settings."""
    return _load(request.param)


def test_outputs_are_awaited_long_enough_for_a_busy_machine(config: Config) -> None:
    # Voila's 4 s left 4 of 5 pages blank when five learners opened at once (issue 20).
    assert config.VoilaExecutor.iopub_timeout >= 30
    assert config.VoilaExecutor.startup_timeout >= 120


def test_kernels_without_a_page_are_culled_and_open_pages_never(config: Config) -> None:
    manager = config.MappingKernelManager
    assert 0 < manager.cull_idle_timeout <= 3600
    assert 0 < manager.cull_interval <= manager.cull_idle_timeout
    assert manager.cull_connected is False
    assert manager.cull_busy is False


def test_the_xsrf_hook_is_installed(config: Config) -> None:
    hook = config.VoilaConfiguration.prelaunch_hook
    assert callable(hook) and hook.__name__ == "set_xsrf_cookie"


def _handler() -> web.RequestHandler:
    app = web.Application(xsrf_cookies=True, cookie_secret="test")
    start = httputil.RequestStartLine("GET", "/voila/render/x.ipynb", "HTTP/1.1")
    headers = httputil.HTTPHeaders({"Host": "127.0.0.1:8866"})
    request = httputil.HTTPServerRequest(start_line=start, headers=headers)
    request.connection = mock.Mock()
    return web.RequestHandler(app, request)


def test_the_hook_sets_the_xsrf_cookie_and_leaves_the_notebook() -> None:
    hook = _load("voila.py").VoilaConfiguration.prelaunch_hook
    handler = _handler()
    assert "_xsrf" not in str(getattr(handler, "_new_cookie", ""))
    notebook = object()
    assert hook(handler, notebook=notebook, cwd="notebooks") is None
    cookie = handler._new_cookie["_xsrf"]
    # The page's shutdown post sends this very value back as the `_xsrf` field.
    assert cookie.value == handler.xsrf_token.decode()


def test_make_run_serves_with_the_config() -> None:
    out = subprocess.run(
        ["make", "-n", "run"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout
    assert f"JUPYTER_CONFIG_PATH={CONFIG}" in out
    assert "voila notebooks" in out


def test_binder_start_puts_the_config_first() -> None:
    env = dict(os.environ, REPO_DIR=str(REPO), JUPYTER_CONFIG_PATH="/elsewhere")
    out = subprocess.run(
        [str(REPO / "binder" / "start"), "sh", "-c", "echo $JUPYTER_CONFIG_PATH"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert out == f"{CONFIG}:/elsewhere"
    assert (CONFIG / "jupyter_server_config.py").is_file()


def test_the_pages_workflow_builds_the_site_and_deploys_it() -> None:
    """Issue 29: the deploy workflow the README and docs/deploy.md name exists:
    it builds build/site with make, uploads it as the Pages artifact and deploys
    it; every workflow the README names is a file of the repository."""
    import re

    import yaml

    flow = yaml.safe_load((REPO / ".github" / "workflows" / "pages.yml").read_text())
    build = flow["jobs"]["build"]["steps"]
    assert any("make build/site/index.html" in step.get("run", "") for step in build)
    upload = [s for s in build if s.get("uses", "").startswith("actions/upload-pages-artifact@")]
    assert upload and upload[0]["with"]["path"] == "build/site"
    deploy = flow["jobs"]["deploy"]
    assert deploy["needs"] == "build"
    assert deploy["steps"][0]["uses"].startswith("actions/deploy-pages@")
    assert flow["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}
    for doc in ("README.md", "docs/deploy.md"):
        named = re.findall(r"\.github/workflows/[\w.-]+", (REPO / doc).read_text())
        assert named, doc
        for path in named:
            assert (REPO / path).is_file(), f"{doc} names {path}, which does not exist"


def test_the_binder_lock_is_checked_on_every_push() -> None:
    """Issue 29: the Binder lock is checked in CI against pyproject.toml and
    repo2docker's build plan: a workflow on every push and pull request runs
    tests/test_binder.py (the lock's ranges, the base environment kept,
    ``repo2docker --no-build``) on Binder's Python."""
    import yaml

    flow = yaml.safe_load((REPO / ".github" / "workflows" / "binder.yml").read_text())
    triggers = flow[True]  # YAML 1.1 reads the key «on» as true
    assert "push" in triggers and "pull_request" in triggers
    steps = flow["jobs"]["check"]["steps"]
    python = [s for s in steps if s.get("uses", "").startswith("actions/setup-python@")]
    assert python and python[0]["with"]["python-version"] == "3.11"
    runs = " ".join(s.get("run", "") for s in steps)
    assert "pip install -e '.[dev]'" in runs and "pytest tests/test_binder.py" in runs


def test_the_settings_table_of_deploy_md_is_what_config_sets(config: Config) -> None:
    """docs/deploy.md's table gives each setting's value as config/ sets it
    (issue 29: it said `template = lab` while config/voila.py set oriflamme)."""
    import re

    text = (REPO / "docs" / "deploy.md").read_text()
    rows = re.findall(r"^\| `(\w+)\.(\w+)` \| `?([^|`]+?)`? \|", text, re.M)
    assert len(rows) >= 8
    for section, name, value in rows:
        actual = config[section][name]
        if callable(actual):
            assert value == actual.__name__, (section, name)
        elif isinstance(actual, bool):
            assert value == str(actual), (section, name)
        elif isinstance(actual, int | float):
            assert value.split()[0] == str(actual), (section, name, value)
        else:
            assert value == str(actual), (section, name, value)
