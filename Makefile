# make run   : create .venv if needed, install, open the window
# make test  : the same with the test extras, then the whole suite
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test bench dist clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install -q -e ".[test,bench]"
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/pe-desktop

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/bench_update.py

clean:
	rm -rf build dist .pytest_cache
