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

.PHONY: run test test-fast bench compiled lint install clean

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
test: $(STAMP)
	$(PY) -m pytest -n 2 -m "not browser"
	$(PY) -m pytest -m browser -p no:randomly
	$(PY) -m pytest --nbval-lax -p no:randomly $(NOTEBOOKS)

test-fast: $(STAMP)
	$(PY) -m pytest -n 2 -m "not browser"

bench: $(STAMP)
	$(PY) -m benchmarks

# Optional: a mypyc build of the engine in build/mypyc (the package stays pure Python).
compiled: $(STAMP)
	$(PY) -m pip install --quiet -e '.[compile]'
	$(PY) -m benchmarks.compile

# ruff, then mypy on the whole package ([tool.mypy] in pyproject.toml); CI runs it first.
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) -m mypy

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info
