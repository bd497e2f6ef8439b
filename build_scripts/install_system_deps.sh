#!/usr/bin/env bash
# Qt's system libraries and the tools the tests and the standalone build use, on Debian/Ubuntu,
# installed if missing (as root, else through sudo). `make run` and `make test` do this
# themselves; the list is pe_desktop/system_libraries.py.
exec python3 "$(dirname "$0")/../pe_desktop/system_libraries.py" test "$@"
