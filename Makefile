# oriflamme — the two set-up commands are `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
HOST   ?= 127.0.0.1
PORT   ?= 8866
# The classroom settings (timeouts, kernel shutdown and culling): config/voila.py.
JUPYTER_CONFIG := $(CURDIR)/config
# Every notebook in the repository (any depth), for `pytest --nbval-lax`.
NOTEBOOKS = $(shell find . -name '*.ipynb' -not -path './.venv/*' \
              -not -path '*/.ipynb_checkpoints/*' -not -path './build/*' \
              -not -path './tests/browser/artifacts/*' | sort)

.PHONY: run test test-fast test-compiled bench compiled lint install clean site handouts

# The static site (JupyterLite + voici on Pyodide): build/site/, from PyPI and npm
# at the versions pinned in site/. Its tools live in their own venv.
SITE_TOOLS := build/site-tools
SITE_STAMP := $(SITE_TOOLS)/.installed
SITE_INPUTS := $(shell find site oriflamme tutorials notebooks share -type f -not -name '*.pyc' \
                 -not -path '*/__pycache__/*' 2>/dev/null) pyproject.toml setup.py

$(SITE_STAMP): site/requirements-build.txt
	$(PYTHON) -m venv $(SITE_TOOLS)
	$(SITE_TOOLS)/bin/python -m pip install --quiet -r site/requirements-build.txt
	touch $(SITE_STAMP)

build/site/index.html: $(SITE_STAMP) $(SITE_INPUTS)
	$(SITE_TOOLS)/bin/python site/build.py

# The project's own venv too: the browser test and the benchmark run from it.
site: $(STAMP) build/site/index.html

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	$(PY) -m ipykernel install --sys-prefix --name python3 >/dev/null
	touch $(STAMP)

install: $(STAMP)

# Serves the notebooks/ folder: the landing page, the app and one notebook per chapter.
run: $(STAMP)
	@echo "oriflamme tutor: http://$(HOST):$(PORT)/voila/render/index.ipynb"
	@echo "  the app directly: http://$(HOST):$(PORT)/voila/render/app.ipynb?lang=uk (or ru, fr)"
	@echo "  Ctrl+C stops it"
	JUPYTER_CONFIG_PATH=$(JUPYTER_CONFIG)$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH} \
	JUPYTER_PATH=$(CURDIR)/share/jupyter$${JUPYTER_PATH:+:$$JUPYTER_PATH} \
	    $(VENV)/bin/voila notebooks --no-browser --Voila.ip=$(HOST) --port=$(PORT) \
	    --Voila.port_retries=0

# The browser tests run in a pytest of their own: Playwright's sync API leaves an
# asyncio loop running in its process, which would make the sandbox's paced bots
# (widgets/pacing.py) wait for a loop that never turns in the other tests.
# `site` first: the static site's browser test serves build/site (built when
# missing or older than its sources; a failed build fails `make test`).
test: $(STAMP) site
	$(PY) -m pytest -n 2 -m "not browser"
	$(MAKE) test-compiled
	$(PY) -m pytest -m browser -p no:randomly
	$(PY) -m pytest --nbval-lax -p no:randomly $(NOTEBOOKS)

test-fast: $(STAMP)
	$(PY) -m pytest -n 2 -m "not browser"

bench: $(STAMP)
	$(PY) -m benchmarks

# The printable player aids (oriflamme/handouts): every game or edition in every
# language, as HTML and as PDF printed by the system's Chromium, in build/handouts/.
handouts: $(STAMP)
	$(PY) -m oriflamme.handouts --out build/handouts

# A mypyc build of the engine in build/mypyc (the package stays pure Python), rebuilt
# when missing or older than any file of oriflamme/ (all of it is copied there),
# benchmarks/compile.py or the venv. mypyc and setuptools come with the dev extra.
COMPILED_STAMP := build/mypyc/.built
PACKAGE_FILES := $(shell find oriflamme -type f -not -name '*.pyc' -not -path '*/__pycache__/*')

$(COMPILED_STAMP): $(STAMP) $(PACKAGE_FILES) benchmarks/compile.py
	$(PY) -m benchmarks.compile

compiled: $(COMPILED_STAMP)

# The engine and bot tests on the compiled build: its oriflamme first on the path,
# no current directory prepended (PYTHONSAFEPATH, children too), and
# ORIFLAMME_COMPILED=1, so tests/conftest.py fails the run if the modules come
# from anywhere else.
test-compiled: $(COMPILED_STAMP)
	ORIFLAMME_COMPILED=1 PYTHONSAFEPATH=1 PYTHONPATH=$(CURDIR)/build/mypyc:$(CURDIR) \
	    $(PY) -m pytest -n 2 -p no:cacheprovider tests/engine tests/bots

# ruff, then mypy on the whole package ([tool.mypy] in pyproject.toml); CI runs it first.
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) -m mypy

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info
