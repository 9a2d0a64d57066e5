#!/usr/bin/env bash
# Quick start: `bash run.sh demo` installs tdesk in .venv and opens it on a demo store;
# `bash run.sh test` installs it with the test tools and runs the whole test suite;
# `bash run.sh build` builds the app that needs no Python (dist/tdesk, PyInstaller).
# Needs Python 3.12, 3.13 or 3.14 with its venv module and, on a bare Linux, the system
# packages listed in README.md. `bash run.sh --find-python` prints the Python it would use.
#
# Which Python: TDESK_PYTHON when set (a name on PATH or a path); else the oldest supported
# version found (3.12 before 3.13 before 3.14: CI's main run is on 3.12), each looked for as
# pythonX.Y in every folder of TDESK_PYTHON_DIRS (default: PATH, ~/.local/bin, /usr/local/bin,
# /usr/bin, /opt/homebrew/bin), then in pyenv's versions ($PYENV_ROOT, ~/.pyenv) and uv's
# pythons; last, a plain python3 in those folders if its version is supported. Each candidate
# is run to learn its version: a pyenv shim of a version not selected fails and is passed over.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
case "${TDESK_PYTHON:-}" in  # a path from the caller's folder, before run.sh goes to its own
  */*) [ "${TDESK_PYTHON#/}" != "$TDESK_PYTHON" ] || TDESK_PYTHON="$PWD/$TDESK_PYTHON" ;;
esac
SUPPORTED="3.12 3.13 3.14"

probe() {  # probe PYTHON: prints "X.Y" (or "X.Y novenv" without venv/ensurepip); fails if it cannot run
  "$1" -c 'import sys
v = "%d.%d" % sys.version_info[:2]
try:
    import ensurepip, venv
except ImportError:
    v += " novenv"
print(v)' 2>/dev/null
}

search_dirs() {  # one folder a line, in order of preference
  local dir uv_root="${UV_PYTHON_INSTALL_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/uv/python}"
  local IFS=:
  for dir in ${TDESK_PYTHON_DIRS-$PATH:$HOME/.local/bin:/usr/local/bin:/usr/bin:/opt/homebrew/bin}; do
    [ -n "$dir" ] && echo "$dir"
  done
  unset IFS
  for dir in "${PYENV_ROOT:-$HOME/.pyenv}"/versions/*/bin "$HOME"/.pyenv/versions/*/bin \
             "$uv_root"/cpython-*/bin; do
    [ -d "$dir" ] && echo "$dir"
  done
  return 0
}

describe() {  # describe PROBED: what an unusable candidate is, for the message
  case "$1" in
    "") echo "does not run" ;;
    *novenv) echo "is Python ${1% novenv} without its venv module (Debian, Ubuntu:" \
                  "sudo apt-get install python${1% novenv}-venv)" ;;
    *) echo "is Python $1" ;;
  esac
}

find_python() {  # prints the interpreter to make .venv with, or explains and fails
  local version name dir candidate found seen=" " notes=""
  if [ -n "${TDESK_PYTHON:-}" ]; then
    found="$(probe "$TDESK_PYTHON" || true)"
    case " $SUPPORTED " in
      *" $found "*) command -v "$TDESK_PYTHON"; return 0 ;;
    esac
    echo "run.sh: TDESK_PYTHON=$TDESK_PYTHON $(describe "$found"): tdesk needs" \
         "Python 3.12, 3.13 or 3.14 with its venv module." >&2
    return 1
  fi
  local dirs
  dirs="$(search_dirs)"
  for name in $(for version in $SUPPORTED; do echo "python$version"; done) python3; do
    while IFS= read -r dir; do
      candidate="$dir/$name"
      [ -x "$candidate" ] && [ -f "$candidate" ] || continue
      case "$seen" in *" $candidate "*) continue ;; esac
      seen="$seen$candidate "
      found="$(probe "$candidate" || true)"
      case " $SUPPORTED " in
        *" $found "*) echo "$candidate"; return 0 ;;
      esac
      # one that does not run (e.g. a pyenv shim of a version not selected) is not worth a word
      [ -z "$found" ] || notes="$notes  $candidate $(describe "$found")
"
    done <<< "$dirs"
  done
  cat >&2 <<EOF
run.sh: no supported Python found. tdesk needs Python 3.12, 3.13 or 3.14 with its venv module.
Looked for python3.12, python3.13, python3.14 and python3 on PATH, in ~/.local/bin,
/usr/local/bin, /usr/bin, /opt/homebrew/bin, pyenv's versions (\$PYENV_ROOT, ~/.pyenv) and uv's.
${notes:+Found, but not usable:
$notes}How to get one:
  Debian 13      sudo apt-get install python3 python3-venv      (python3 is 3.13)
  Debian 12      no package has 3.12: use uv (https://docs.astral.sh/uv/), then
                   uv python install 3.12
                 or pyenv (https://github.com/pyenv/pyenv), then  pyenv install 3.12
  Ubuntu 24.04   sudo apt-get install python3-venv               (python3 is 3.12)
  Ubuntu 22.04   sudo add-apt-repository ppa:deadsnakes/ppa
                 sudo apt-get install python3.12 python3.12-venv
  Fedora         sudo dnf install python3.12                     (or the system python3, 3.12+)
Or name one:     TDESK_PYTHON=/path/to/python3.12 bash run.sh demo
EOF
  return 1
}

venv() {  # venv EXTRAS STAMP: make .venv once; install tdesk (with EXTRAS) only when needed
  cd "$here"
  if [ ! -x .venv/bin/python ]; then
    local python
    python="$(find_python)"  # its own line: a failure stops here under set -e
    echo "run.sh: making .venv with $python" >&2
    "$python" -m venv .venv
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
  --find-python)
    find_python
    ;;
  demo)
    # tdesk runs in the caller's folder: `--db sqlite:///demo.db` is a file there
    shift
    (venv "" "")
    exec "$here/.venv/bin/tdesk" demo "$@"
    ;;
  test)
    shift
    venv "[test]" "-test"
    # in a process per core (pytest-xdist) unless the caller says how many: -n 0 runs in one.
    # worksteal: each process takes a half of the suite in order (a module's fixtures made
    # once, not in both) and an idle one takes tests from the other's queue at the end
    case " $* " in *" -n"* | *" --numprocesses"* | *" -p no:xdist "* | *" --version "*) ;;
      *) set -- -n auto --dist worksteal "$@" ;;
    esac
    # the tests' temporary folders in memory where the machine has a tmpfs with 4 GiB free:
    # a store's every commit waits for the disk (synchronous=FULL, about 8 ms here), tens of
    # thousands of times a run; the tests do the same, SIGKILLs included (the page cache
    # outlives a killed process either way)
    if [ -z "${TMPDIR:-}" ] && [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] \
        && [ $(( $(stat -f -c '%a * %S' /dev/shm) >> 30 )) -ge 4 ]; then
      export TMPDIR=/dev/shm
    fi
    # Python's own bytecode cache, even where the environment turns it off: every tdesk
    # process a test starts would compile the package again (about 0.3 CPU s each)
    unset PYTHONDONTWRITEBYTECODE
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
    echo "usage: bash run.sh demo [--db URL] | bash run.sh test [pytest args] | bash run.sh build" \
         "| bash run.sh --find-python" >&2
    exit 2
    ;;
esac
