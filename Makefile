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

.PHONY: run test test-fast bench lint install clean site site-lock site-unused binder-lock handouts
# A recipe that fails leaves no target behind: a site build that stopped half way
# (its index.html already written) is built again by the next `make`, not taken as done.
.DELETE_ON_ERROR:

# The static site (JupyterLite + voici on Pyodide): build/site/, from PyPI and npm
# at the versions pinned in site/, every file checked against its hash. Its tools
# live in their own venv. Everything downloaded is kept in build/site-cache/
# (SITE_CACHE): once `make site` has run, it builds again without a network.
SITE_TOOLS := build/site-tools
SITE_STAMP := $(SITE_TOOLS)/.installed
SITE_CACHE ?= $(CURDIR)/build/site-cache
export SITE_CACHE
SITE_INPUTS := $(shell find site oriflamme tutorials notebooks share -type f -not -name '*.pyc' \
                 -not -path '*/__pycache__/*' 2>/dev/null) pyproject.toml setup.py

# The tools' wheels from the cache when they are all there (no network), else
# downloaded into it first; installed only with the hashes of the lock.
$(SITE_STAMP): site/requirements-build.txt
	$(PYTHON) -m venv $(SITE_TOOLS)
	$(SITE_TOOLS)/bin/python -m pip download --quiet --disable-pip-version-check --require-hashes \
	    --no-index --find-links $(SITE_CACHE)/tools -d $(SITE_CACHE)/tools \
	    -r site/requirements-build.txt 2>/dev/null \
	  || $(SITE_TOOLS)/bin/python -m pip download --quiet --disable-pip-version-check \
	    --require-hashes -d $(SITE_CACHE)/tools -r site/requirements-build.txt
	$(SITE_TOOLS)/bin/python -m pip install --quiet --disable-pip-version-check --require-hashes \
	    --no-index --find-links $(SITE_CACHE)/tools -r site/requirements-build.txt
	touch $(SITE_STAMP)

# site/requirements-build.txt from site/requirements-build.in: the same pins with
# the hashes of every file PyPI has for them (pip-tools, in a venv of its own).
site-lock:
	$(PYTHON) -m venv build/lock-tools
	build/lock-tools/bin/python -m pip install --quiet pip-tools
	build/lock-tools/bin/pip-compile --quiet --generate-hashes --allow-unsafe --strip-extras \
	    --no-emit-index-url --no-emit-find-links \
	    --output-file=site/requirements-build.txt site/requirements-build.in

build/site/index.html: $(SITE_STAMP) $(SITE_INPUTS)
	$(SITE_TOOLS)/bin/python site/build.py

# site/unused-files.txt (voici's files no page asks for, left out of the site):
# the site built with them all, browsed in chromium (every page, tab and course),
# then built again without them. Run it after a change of voici's version.
site-unused: $(STAMP) $(SITE_STAMP)
	SITE_KEEP_UNUSED=1 $(SITE_TOOLS)/bin/python site/build.py
	$(PY) tools/site_unused.py
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

# ruff, then mypy on the whole package ([tool.mypy] in pyproject.toml); CI runs it first.
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) -m mypy

# binder/requirements.txt: Binder's environment, every package pinned, resolved
# against repo2docker's base environment (tools/binder_lock.py).
binder-lock: $(STAMP)
	$(PY) tools/binder_lock.py --python "$$(command -v python3.11 || echo $(PYTHON))"

# build/site-cache stays: the static site builds again from it without a network.
clean:
	rm -rf $(VENV) .pytest_cache *.egg-info
	find build -mindepth 1 -maxdepth 1 -not -name site-cache -exec rm -rf {} + 2>/dev/null || true
