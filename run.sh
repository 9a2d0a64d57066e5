#!/usr/bin/env bash
# Quick start: `bash run.sh demo` installs tdesk in .venv and opens it on a demo store;
# `bash run.sh test` installs it with the test tools and runs the whole test suite;
# `bash run.sh build` builds the app that needs no Python (dist/tdesk, PyInstaller).
# Needs Python 3.12 (found on PATH, or in pyenv's versions) and, on a bare Linux, the system
# packages listed in README.md.
set -euo pipefail
cd "$(dirname "$0")"

find_python() {
  local candidate
  for candidate in python3.12 "$HOME"/.pyenv/versions/3.12*/bin/python3.12 \
                   /usr/local/bin/python3.12 /usr/bin/python3.12; do
    if "$candidate" -c 'import sys; assert sys.version_info[:2] == (3, 12)' 2>/dev/null; then
      echo "$candidate"
      return 0
    fi
  done
  echo "run.sh: Python 3.12 not found; install it (e.g. apt-get install python3.12 python3.12-venv)" >&2
  return 1
}

venv() {  # venv EXTRAS STAMP: make .venv once; install tdesk (with EXTRAS) only when needed
  if [ ! -x .venv/bin/python ]; then
    "$(find_python)" -m venv .venv
    .venv/bin/python -m pip install -q --upgrade pip
  fi
  # Reinstall only when pyproject.toml changed since the last install with these extras, or
  # when tdesk cannot be imported (a fresh or moved checkout): a start takes no install time.
  local stamp=".venv/.tdesk-installed$2" wanted
  wanted="$(sha256sum pyproject.toml | cut -d' ' -f1)"
  if [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ] || ! .venv/bin/python -c 'import tdesk' 2>/dev/null; then
    echo "run.sh: installing tdesk$1 into .venv" >&2
    .venv/bin/python -m pip install -q -e ".$1"
    echo "$wanted" > "$stamp"
    if [ -n "$2" ]; then echo "$wanted" > .venv/.tdesk-installed; fi  # extras include the base
  fi
}

case "${1:-}" in
  demo)
    shift
    venv "" ""
    exec .venv/bin/tdesk demo "$@"
    ;;
  test)
    shift
    venv "[test]" "-test"
    QT_QPA_PLATFORM=offscreen exec .venv/bin/python -m pytest "$@"
    ;;
  build)
    # the one-folder app in dist/tdesk and a tarball with a .desktop entry (see README)
    shift
    venv "[build]" "-build"
    .venv/bin/pyinstaller -y --log-level WARN tdesk.spec
    version="$(.venv/bin/python -c 'import tdesk; print(tdesk.__version__)')"
    cp packaging/tdesk.desktop packaging/install.sh resources/icons/tdesk.png dist/tdesk/
    tar -C dist -czf "dist/tdesk-$version-linux-$(uname -m).tar.gz" tdesk
    du -sh dist/tdesk "dist/tdesk-$version-linux-$(uname -m).tar.gz"
    ;;
  *)
    echo "usage: bash run.sh demo [--db URL] | bash run.sh test [pytest args] | bash run.sh build" >&2
    exit 2
    ;;
esac
