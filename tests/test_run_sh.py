"""run.sh finds a supported Python as a newcomer's machine has it (issue 40): `bash run.sh demo`
stopped with "Python 3.12 not found" and "line 25: : command not found" (exit 127) where only
3.13 was installed, or 3.12 only under $PYENV_ROOT. The interpreters here are small shell
scripts answering run.sh's probe with a version; the folders searched are TDESK_PYTHON_DIRS,
pyenv's and uv's under a fake HOME, so the machine's own Pythons never interfere."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="run.sh needs bash")


def fake(folder: Path, name: str, answer: str | None) -> Path:
    """An interpreter that prints ``answer`` to any probe ("3.13", "3.13 novenv"), or one that
    cannot run (None: a pyenv shim of a version not selected exits 127)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    body = f"echo '{answer}'" if answer is not None else "echo 'pyenv: not selected' >&2; exit 127"
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(0o755)
    return path


def run_sh(tmp_path: Path, *args: str, dirs: list[Path] | None = None, script: Path | None = None,
           cwd: Path | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    clean = {k: v for k, v in os.environ.items()
             if k not in ("TDESK_PYTHON", "PYENV_ROOT", "XDG_DATA_HOME", "UV_PYTHON_INSTALL_DIR")}
    clean.update(HOME=str(home), TDESK_PYTHON_DIRS=":".join(str(d) for d in dirs or []), **env)
    return subprocess.run(["bash", str(script or ROOT / "run.sh"), *args], capture_output=True,
                          text=True, env=clean, cwd=cwd or tmp_path, timeout=60)


def test_the_oldest_supported_version_wins_wherever_it_is(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    fake(first, "python3.13", "3.13")
    fake(first, "python3", "3.13")
    chosen = fake(second, "python3.12", "3.12")
    done = run_sh(tmp_path, "--find-python", dirs=[first, second])
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(chosen)


def test_debian_13_the_system_python3_is_enough(tmp_path: Path) -> None:
    system = tmp_path / "usr-bin"
    fake(system, "python3.11", "3.11")
    fake(system, "python3.15", "3.15")  # newer than any version tdesk's wheels are known for
    chosen = fake(system, "python3", "3.13")
    done = run_sh(tmp_path, "--find-python", dirs=[system])
    assert done.stdout.strip() == str(chosen), done.stderr


def test_pyenv_versions_under_pyenv_root_and_home_pass_over_shims(tmp_path: Path) -> None:
    shims = tmp_path / "shims"
    fake(shims, "python3.12", None)
    fake(shims, "python3", "3.11")
    root = tmp_path / "elsewhere" / "pyenv"
    chosen = fake(root / "versions" / "3.12.1" / "bin", "python3.12", "3.12")
    done = run_sh(tmp_path, "--find-python", dirs=[shims], PYENV_ROOT=str(root))
    assert done.stdout.strip() == str(chosen), done.stderr
    # without PYENV_ROOT: ~/.pyenv, as on the CI machines
    chosen = fake(tmp_path / "home" / ".pyenv" / "versions" / "3.13.0" / "bin", "python3.13",
                  "3.13")
    done = run_sh(tmp_path, "--find-python", dirs=[shims])
    assert done.stdout.strip() == str(chosen), done.stderr


def test_uv_pythons_are_found(tmp_path: Path) -> None:
    uv = tmp_path / "home" / ".local" / "share" / "uv" / "python"
    chosen = fake(uv / "cpython-3.12.8-linux-x86_64-gnu" / "bin", "python3.12", "3.12")
    done = run_sh(tmp_path, "--find-python")
    assert done.stdout.strip() == str(chosen), done.stderr


def test_tdesk_python_names_the_interpreter(tmp_path: Path) -> None:
    folder = tmp_path / "bin"
    fake(folder, "python3.12", "3.12")
    mine = fake(tmp_path / "mine", "python3.13", "3.13")
    done = run_sh(tmp_path, "--find-python", dirs=[folder], TDESK_PYTHON=str(mine))
    assert done.stdout.strip() == str(mine), done.stderr
    old = fake(tmp_path / "old", "python3.11", "3.11")
    done = run_sh(tmp_path, "--find-python", dirs=[folder], TDESK_PYTHON=str(old))
    assert done.returncode == 1 and done.stdout == ""
    assert f"TDESK_PYTHON={old} is Python 3.11" in done.stderr
    assert "3.12, 3.13 or 3.14" in done.stderr


def test_none_found_says_which_versions_work_and_how_to_get_one(tmp_path: Path) -> None:
    system = tmp_path / "usr-bin"
    fake(system, "python3", "3.11")
    fake(system, "python3.13", "3.13 novenv")
    done = run_sh(tmp_path, "--find-python", dirs=[system])
    assert done.returncode == 1 and done.stdout == ""
    err = done.stderr
    assert "tdesk needs Python 3.12, 3.13 or 3.14 with its venv module" in err
    assert f"{system / 'python3'} is Python 3.11" in err
    assert f"{system / 'python3.13'} is Python 3.13 without its venv module" in err
    assert "apt-get install python3.13-venv" in err
    for system_name in ("Debian 13", "Debian 12", "Ubuntu 24.04", "Ubuntu 22.04", "Fedora"):
        assert system_name in err
    assert "uv python install 3.12" in err and "ppa:deadsnakes/ppa" in err
    assert "apt-get install python3.12" not in err.split("Ubuntu 22.04")[0]  # no Debian has it


def test_a_fresh_checkout_without_python_stops_with_the_reason(tmp_path: Path) -> None:
    """The README's first command on a machine without a supported Python: the reason and exit
    1, not "line 25: : command not found" (exit 127) after an empty interpreter name."""
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    shutil.copy(ROOT / "run.sh", checkout / "run.sh")
    shutil.copy(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    fake(tmp_path / "usr-bin", "python3", "3.11")
    done = run_sh(tmp_path, "demo", dirs=[tmp_path / "usr-bin"], script=checkout / "run.sh")
    assert done.returncode == 1, done.stderr
    assert "no supported Python found" in done.stderr
    assert "command not found" not in done.stderr
    assert not (checkout / ".venv").exists()


FAKE_BASE_PYTHON = """#!/bin/sh
# a Python 3.13 that makes a venv whose tdesk says where it runs and with what
case "$1 $2" in
  "-m venv") mkdir -p "$3/bin"
             printf '#!/bin/sh\\nexit 0\\n' > "$3/bin/python"
             printf '#!/bin/sh\\necho "tdesk $* in $(pwd)"\\n' > "$3/bin/tdesk"
             chmod +x "$3/bin/python" "$3/bin/tdesk" ;;
  "-c "*) echo 3.13 ;;
esac
"""


def test_a_fresh_checkout_makes_its_venv_with_the_python_named_relative_to_the_caller(
        tmp_path: Path) -> None:
    """TDESK_PYTHON=py/bin/python3.13 is a path from where the user is, not from the checkout
    run.sh works in; the demo then starts in the user's folder."""
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    shutil.copy(ROOT / "run.sh", checkout / "run.sh")
    shutil.copy(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    user = tmp_path / "user"
    (user / "py" / "bin").mkdir(parents=True)
    (user / "py" / "bin" / "python3.13").write_text(FAKE_BASE_PYTHON)
    (user / "py" / "bin" / "python3.13").chmod(0o755)
    done = run_sh(tmp_path, "demo", "--no-gui", script=checkout / "run.sh", cwd=user,
                  TDESK_PYTHON="py/bin/python3.13")
    assert done.returncode == 0, done.stderr
    assert f"making .venv with {user}/py/bin/python3.13" in done.stderr
    assert done.stdout.strip() == f"tdesk demo --no-gui in {user}"
    assert (checkout / ".venv" / "bin" / "tdesk").is_file()


def test_this_interpreter_is_found_by_its_probe(tmp_path: Path) -> None:
    """A real Python answers the probe (the fakes above only echo): the one running the tests,
    found in its own bin folder."""
    base = Path(sys.base_prefix) / "bin"
    name = f"python{sys.version_info.major}.{sys.version_info.minor}"
    if not (base / name).is_file():
        pytest.skip(f"no {name} in {base}")
    done = run_sh(tmp_path, "--find-python", dirs=[base])
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(base / name)


FAKE_VENV_PYTHON = "#!/bin/sh\nexit 0\n"  # 'import tdesk' works, nothing to install
FAKE_TDESK = '#!/bin/sh\necho "cwd=$(pwd)"\necho "args=$*"\n'


def test_demo_runs_in_the_callers_folder(tmp_path: Path) -> None:
    """`bash run.sh demo --db sqlite:///demo.db` writes demo.db where the user is, not into the
    checkout (run.sh went into its own folder before starting tdesk)."""
    checkout = tmp_path / "checkout"
    bin_dir = checkout / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    shutil.copy(ROOT / "run.sh", checkout / "run.sh")
    shutil.copy(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    for name, body in (("python", FAKE_VENV_PYTHON), ("tdesk", FAKE_TDESK)):
        (bin_dir / name).write_text(body)
        (bin_dir / name).chmod(0o755)
    digest = subprocess.run(["sha256sum", "pyproject.toml"], cwd=checkout, capture_output=True,
                            text=True, check=True).stdout.split()[0]
    (checkout / ".venv" / ".tdesk-installed").write_text(digest + "\n")
    elsewhere = tmp_path / "my events"
    elsewhere.mkdir()
    done = run_sh(tmp_path, "demo", "--db", "sqlite:///demo.db", script=checkout / "run.sh",
                  cwd=elsewhere)
    assert done.returncode == 0, done.stderr
    assert f"cwd={elsewhere}\n" in done.stdout
    assert "args=demo --db sqlite:///demo.db" in done.stdout


FAKE_PYTEST = '#!/bin/sh\ncase "$*" in *"import tdesk"*) exit 0 ;; esac\necho "args=$*"\n'


@pytest.mark.parametrize(("given", "passed"), [
    ((), "-m pytest -n auto --dist worksteal"),
    (("-q", "tests/ui"), "-m pytest -n auto --dist worksteal -q tests/ui"),
    (("-n", "0", "-x"), "-m pytest -n 0 -x"),  # the caller's count wins: -n 0 is one process
    (("-n2",), "-m pytest -n2"),
    (("--version",), "-m pytest --version"),
])
def test_the_suite_runs_in_a_process_per_core_unless_told(tmp_path: Path, given: tuple[str, ...],
                                                          passed: str) -> None:
    """`bash run.sh test` (README, CI) runs pytest-xdist's `-n auto` (issue 38), each process
    a half of the suite in order, an idle one taking tests from the other (`worksteal`)."""
    checkout = tmp_path / "checkout"
    bin_dir = checkout / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    shutil.copy(ROOT / "run.sh", checkout / "run.sh")
    shutil.copy(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    (bin_dir / "python").write_text(FAKE_PYTEST)
    (bin_dir / "python").chmod(0o755)
    digest = subprocess.run(["sha256sum", "pyproject.toml"], cwd=checkout, capture_output=True,
                            text=True, check=True).stdout.split()[0]
    (checkout / ".venv" / ".tdesk-installed-test").write_text(digest + "\n")
    done = run_sh(tmp_path, "test", *given, script=checkout / "run.sh")
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"args={passed}\n"


def test_every_run_prints_its_30_slowest_tests() -> None:
    """CI (`bash run.sh test`, in parallel since issue 38) still ends with the 30 slowest tests
    and the total time: the option lives in pyproject.toml, which every way of running reads."""
    import tomllib

    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    addopts = options["tool"]["pytest"]["ini_options"]["addopts"].split()
    assert "--durations=30" in addopts
    assert not [o for o in addopts if o.startswith(("-n", "--numprocesses", "-p"))], (
        "the process count belongs to run.sh: plain `python -m pytest` runs in one")
