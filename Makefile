# envstudio: the two commands.
#   make demo   - set up .venv, migrate, create the demo user + workspace, run broker + workers + web on :8000
#   make test   - install the test extras into .venv and run the whole suite (lint, quick benchmarks, pytest)
# PYTHON=python3.12 make demo  picks the interpreter; otherwise python3.11 when it works, else the newest 3.13/3.12:
# 3.11 is the Python a CPU-only torch wheel exists for here, which TRL's adapter test needs (see the `adapters`
# extra in pyproject.toml); everything else runs on 3.11 to 3.13.

SHELL := /bin/bash
VENV ?= .venv
VENV_PYTHON := $(VENV)/bin/python
PYTHON ?= $(shell for candidate in python3.11 python3.13 python3.12 python3; do \
	if command -v $$candidate >/dev/null 2>&1 && \
	   $$candidate -c 'import sys, venv; sys.exit(0 if sys.version_info >= (3, 11) else 1)' >/dev/null 2>&1; then \
	  echo $$candidate; break; fi; done)
# Two cores are typical: two pytest processes for the main suite; browser tests run on their own, serially.
TEST_PROCESSES ?= 2
PYTEST_ARGS ?=

# Installing the test extras is skipped while this stamp is newer than the files pip builds from (pip has nothing to
# do then, but would still ask the index about ~200 packages, which takes a minute or more here).
TEST_DEPS := $(VENV)/.test-deps-installed

.PHONY: demo test venv lint bench-quick

$(VENV_PYTHON):
	@if [ -z "$(PYTHON)" ]; then echo "No Python 3.11+ found; run e.g. PYTHON=/path/to/python3.12 make demo" >&2; exit 1; fi
	@echo "Creating $(VENV) with $$($(PYTHON) --version)"
	$(PYTHON) -m venv $(VENV)
	$(VENV_PYTHON) -m pip install --quiet --upgrade pip

venv: $(VENV_PYTHON)

demo: venv
	$(VENV_PYTHON) -m pip install --quiet -e .
	$(VENV_PYTHON) manage.py migrate --noinput
	$(VENV_PYTHON) manage.py demo_setup
	@# envstudio.demo starts an offline synthesis job on a sample spec the first time (see start_demo_jobs).
	$(VENV_PYTHON) -m envstudio.demo

$(TEST_DEPS): pyproject.toml setup.py synthesis/sandbox/_rowcheck.c | $(VENV_PYTHON)
	$(VENV_PYTHON) -m pip install --quiet -e '.[test,adapters]'
	@# A second step: TRL needs datasets >= 4.7, which verifiers 0.1 caps (pyproject.toml says why this is safe).
	@# pip then warns that verifiers 0.1 wants datasets < 4.7; it is not an error.
	$(VENV_PYTHON) -m pip install --quiet -e '.[trl]'
	@$(VENV_PYTHON) -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' || \
	  echo "note: $(VENV) is not Python 3.11: the trl extra installs nothing, so TRL's test skips" \
	       "(and fails when CI is set); PYTHON=python3.11 with a new $(VENV) runs it (pyproject.toml says why)" >&2
	touch $@

test: venv $(TEST_DEPS)
	$(MAKE) --no-print-directory lint
	$(MAKE) --no-print-directory bench-quick
	$(VENV_PYTHON) -m pytest -p no:cacheprovider -n $(TEST_PROCESSES) -m "not browser" $(PYTEST_ARGS)
	$(VENV_PYTHON) -m pytest -p no:cacheprovider -m browser $(PYTEST_ARGS)

# Every benchmark in its quick mode (seconds each), so a change that breaks one fails here; helper modules
# (bench/_*.py) are not benchmarks.
bench-quick: venv
	@set -e; for script in bench/[!_]*.py; do \
	  echo "== $$script --quick"; $(VENV_PYTHON) $$script --quick; done

lint: venv
	$(VENV_PYTHON) -m ruff check .
	$(VENV_PYTHON) -m ruff format --check .
	$(VENV_PYTHON) -m mypy envstudio synthesis review
	$(VENV)/bin/lint-imports
