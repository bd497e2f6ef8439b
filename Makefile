# make run   : create .venv if needed, install, open the window
# make test  : the same with the test extras, then the whole suite
# make mutation: every mutant of pe_desktop/core against the core tests, with its floor
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test bench soak mutation dist dist-check clean translations

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install -q -e ".[test,bench]"
	touch $(STAMP)

# The translations, compiled from resources/translations/*.ts with pyside6-lrelease.
TS := $(wildcard resources/translations/*.ts)
QM := $(TS:.ts=.qm)

$(QM): $(TS) $(STAMP)
	$(PY) build_scripts/translations.py compile

translations: $(QM)

run: $(STAMP) $(QM)
	$(VENV)/bin/pe-desktop

test: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/bench_update.py

soak: $(STAMP) mutation
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/soak.py

MUTMUT := $(VENV)/.mutmut-installed

$(MUTMUT): $(STAMP) pyproject.toml
	$(PY) -m pip install -q -e ".[mutation]"
	touch $(MUTMUT)

# Every mutant of the core (tests/mutation/run.py): fails on a surviving mutant that is not
# listed as equivalent in tests/mutation/equivalents.txt, or a module below its floor.
mutation: $(STAMP) $(QM) $(MUTMUT)
	$(PY) tests/mutation/run.py

# The standalone app, built in its own clean venv (build/dist-venv): dist/pe-desktop/
dist:
	bash build_scripts/make_dist.sh

# Build it, then run the frozen --self-test in an empty environment elsewhere.
dist-check: dist
	bash build_scripts/check_frozen.sh

clean:
	rm -rf build dist .pytest_cache mutants
