# make run   : Qt's system libraries if missing, .venv with the app's own dependencies, the window
# make test  : the same with the test tools and the test and benchmark extras, then the layers
#              (lint-imports), the lint (ruff check) and the suite
#
# Each first checks Qt's system libraries (pe_desktop/system_libraries.py, with the system's
# python3, a few milliseconds when they are there) and installs what is missing (apt-get as
# root, else through sudo) before anything else; it stops with one line when it cannot.
# make test-reference: the model readings against transformers' own model code (its own venv)
# make mutation: every mutant of pe_desktop/core against the core tests, with its floor, and
#                the record of what each module's verdict depended on (tests/mutation/verified.json)
# make mutation-changed: only the modules whose sources, tests, equivalents or floor changed
#                since the record (CI); the record's entries of those it ran are renewed
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
APP    := $(VENV)/.installed-app
STAMP  := $(VENV)/.installed
SYSTEM_LIBRARIES := $(PYTHON) pe_desktop/system_libraries.py
# The build's own venv (build_scripts/make_dist.sh): PyInstaller and pyelftools
DIST_PY := build/dist-venv/bin/python
PYTEST_ARGS ?=
# make test on both cores (pytest-xdist); 0 runs it in one process
PYTEST_JOBS ?= 2
# The suite starts Python some hundred times (its workers, the command line in processes of its
# own): with bytecode written once, each start reads it instead of compiling the app again.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: qm run test test-reference test-slow bench bench-check bench-instructions soak mutation mutation-changed dist dist-check dist-windows dist-windows-check deb deb-check release clean translations system-libraries system-libraries-test system-libraries-slow

system-libraries:
	@$(SYSTEM_LIBRARIES) app

system-libraries-test:
	@$(SYSTEM_LIBRARIES) test

# and Inkscape and Chromium, which only the slow tests use (large: not for make test)
system-libraries-slow:
	@$(SYSTEM_LIBRARIES) test-slow

$(PY):
	@echo "Creating the virtual environment $(VENV) ..."
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

# The app's own dependencies (PySide6, pyqtgraph, NumPy): pip shows each download.
$(APP): $(PY) pyproject.toml
	@echo "Installing pe-desktop and its dependencies into $(VENV) (about 100 MB to download the first time) ..."
	$(PY) -m pip install -e .
	touch $@

# and the test and benchmark extras (pytest, pytest-qt, hypothesis, matplotlib, psutil)
$(STAMP): $(APP)
	@echo "Installing the test and benchmark extras into $(VENV) ..."
	$(PY) -m pip install -e ".[test,bench]"
	touch $@

# The translations, compiled from resources/translations/*.ts with pyside6-lrelease.
TS := $(wildcard resources/translations/*.ts)
QM := $(TS:.ts=.qm)

$(QM) &: $(TS) $(APP)
	$(PY) build_scripts/translations.py compile

# Each step waits for the one before, even under make -j: the libraries, the venv, the window.
translations: system-libraries
	@$(MAKE) --no-print-directory qm

qm: $(QM)
	@:

run: system-libraries
	@$(MAKE) --no-print-directory $(APP) qm
	$(VENV)/bin/pe-desktop

# First the layers (import-linter's contracts in pyproject.toml), the lint (ruff) and the
# core's types (mypy): seconds.
test: system-libraries-test
	@$(MAKE) --no-print-directory $(STAMP) qm
	$(VENV)/bin/lint-imports
	$(VENV)/bin/ruff check
	$(VENV)/bin/mypy
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n $(PYTEST_JOBS) $(PYTEST_ARGS)

# The model readings held against transformers' own model code (tests/library_reference), in a
# venv of their own: transformers and a CPU torch are about 1 GB, so not part of make test.
REF_VENV := build/reference-venv
REF_PY   := $(REF_VENV)/bin/python
REF_STAMP := $(REF_VENV)/.installed

$(REF_STAMP): pyproject.toml
	@echo "Creating $(REF_VENV) with transformers and a CPU torch (about 1 GB the first time) ..."
	$(PYTHON) -m venv $(REF_VENV)
	$(REF_PY) -m pip install -q --upgrade pip
	$(REF_PY) -m pip install "torch==2.13.0" "transformers==5.24.0" "x-transformers==2.31.10" -e ".[test]"
	touch $@

test-reference: system-libraries-test
	@$(MAKE) --no-print-directory $(REF_STAMP)
	QT_QPA_PLATFORM=offscreen $(REF_PY) -m pytest -p no:cacheprovider tests/library_reference

bench: system-libraries
	@$(MAKE) --no-print-directory $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/bench_update.py

# The guard on update latency (~15 s): the app against the naive both-plots script at the three
# small sizes, in one process; fails when a naive/app ratio or the paints per change fall past
# their floors (benchmarks/bench_check.py).
bench-check: system-libraries
	@$(MAKE) --no-print-directory $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/bench_check.py

# Instructions per change under valgrind's callgrind (~2–3 min; needs valgrind): the work of a
# change in a number a busy machine does not move, to compare two commits' code
# (benchmarks/instructions.py).
bench-instructions: system-libraries
	@$(MAKE) --no-print-directory $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/instructions.py

# The tests marked slow (the long random session, the self-test, memory budgets, the fuzz,
# every figure through Inkscape and Chromium too, the tabs the sampled sweeps of make test left),
# on both cores as make test.
test-slow: system-libraries-slow
	@$(MAKE) --no-print-directory $(STAMP) qm
	@$(PY) -m tests.ui.sample
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -m slow -n $(PYTEST_JOBS) $(PYTEST_ARGS)

# make soak: the core's mutation run, the soak, every slow test and figure, then the UI
# mutation run (tests/ui/ui_mutations.py: breakages of the window and exports that must fail).
soak: system-libraries-slow
	@$(MAKE) --no-print-directory $(STAMP) qm mutation
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/soak.py
	PE_FULL_MATRIX=1 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -m slow -s
	$(PY) -m tests.ui.sample --record
	$(PY) -m tests.ui.ui_mutations

MUTMUT := $(VENV)/.mutmut-installed

$(MUTMUT): $(STAMP) pyproject.toml
	$(PY) -m pip install -q -e ".[mutation]"
	touch $(MUTMUT)

# Every mutant of the core (tests/mutation/run.py): fails on a surviving mutant that is not
# listed as equivalent in tests/mutation/equivalents.txt, or a module below its floor.
mutation: system-libraries-test
	@$(MAKE) --no-print-directory $(STAMP) qm $(MUTMUT)
	$(PY) tests/mutation/run.py

mutation-changed: system-libraries-test
	@$(MAKE) --no-print-directory $(STAMP) qm $(MUTMUT)
	$(PY) tests/mutation/run.py --changed

# The standalone app, built in its own clean venv (build/dist-venv): dist/pe-desktop/
dist:
	bash build_scripts/make_dist.sh

# Build it, then run the frozen --self-test in an empty environment elsewhere.
dist-check: dist
	bash build_scripts/check_frozen.sh

# The Windows app, built here under Wine from a wheel of the app (build_scripts/windows_wine.sh):
# dist/windows/pe-desktop/pe-desktop.exe and dist/pe-desktop-<version>-windows-x86_64.zip.
# Its Wine prefix, Windows Python and wheels are cached in ~/.cache/pe-desktop/windows.
dist-windows:
	bash build_scripts/windows_wine.sh build

# Build it, then its frozen --self-test, a headless export and its real window, under Wine.
dist-windows-check: dist-windows
	bash build_scripts/windows_wine.sh check

# The Linux app as dist/pe-desktop_<version>_amd64.deb (installs into /opt/pe-desktop).
deb: dist
	$(DIST_PY) build_scripts/make_deb.py

# Build it, install it with apt-get, run the installed self-test, remove it (needs root/sudo).
deb-check: deb
	bash build_scripts/check_deb.sh

# Every release file, built afresh, in dist/release/ with SHA256SUMS.
release: dist dist-windows
	$(DIST_PY) build_scripts/make_deb.py
	$(PYTHON) build_scripts/release.py

clean:
	rm -rf build dist .pytest_cache mutants
