# make run   : create .venv if needed, install, open the window
# make test  : the same with the test extras, then the whole suite
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test bench soak dist dist-check dist-windows dist-windows-check deb deb-check release clean translations

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

soak: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/soak.py
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -m slow -s tests/test_soak.py

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
	$(PYTHON) build_scripts/make_deb.py

# Build it, install it with apt-get, run the installed self-test, remove it (needs root/sudo).
deb-check: deb
	bash build_scripts/check_deb.sh

# Every release file, built afresh, in dist/release/ with SHA256SUMS.
release: dist dist-windows
	$(PYTHON) build_scripts/make_deb.py
	$(PYTHON) build_scripts/release.py

clean:
	rm -rf build dist .pytest_cache
