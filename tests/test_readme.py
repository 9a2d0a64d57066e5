"""Issue 21: the README as a newcomer follows it. The venue install lines run on a fresh home
(``tar -C ~/.local/opt`` failed: the folder did not exist), and the Development section says
what the browser tests need. Issue 40: every venue line runs as written, `tdesk demo` too
(~/.local/bin is not on PATH until the next login); the quick start's commands are run.sh's;
CI installs exactly the README's system packages plus the optional ones it names."""

from __future__ import annotations

import os
import re
import subprocess
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _venue_lines() -> list[str]:
    """The commands of the built app's install block, every one (starting tdesk included)."""
    block = re.search(r"## The built app.*?```sh\n(.*?)```", README, re.S)
    assert block is not None
    lines = [line.split("  #")[0].strip() for line in block.group(1).splitlines()]
    return [line for line in lines if line]


def test_venue_install_works_on_a_fresh_home(tmp_path: Path) -> None:
    built = tmp_path / "dist" / "tdesk"
    built.mkdir(parents=True)
    (built / "tdesk").write_text('#!/bin/sh\necho "the built tdesk: $*"\n')
    (built / "tdesk").chmod(0o755)
    for name in ("install.sh", "tdesk.desktop"):
        (built / name).write_bytes((ROOT / "packaging" / name).read_bytes())
    lines = _venue_lines()
    tarball = re.search(r"tdesk-\S+\.tar\.gz", " ".join(lines))
    assert tarball is not None
    with tarfile.open(tmp_path / tarball.group(0), "w:gz") as tar:
        tar.add(built, arcname="tdesk")
    home = tmp_path / "home"
    home.mkdir()  # a fresh user: no ~/.local at all, so none on PATH since the login
    path = ":".join(p for p in os.environ["PATH"].split(":") if not p.endswith("/.local/bin"))
    done = subprocess.run(["sh", "-ec", "\n".join(lines)], cwd=tmp_path, capture_output=True,
                          text=True, env={**os.environ, "HOME": str(home), "PATH": path},
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert "the built tdesk: demo" in done.stdout  # the README's `tdesk demo`, right away
    assert "not on your PATH until your next login" in done.stdout  # install.sh said why
    assert f"run: {home}/.local/bin/tdesk" in done.stdout
    command = home / ".local" / "bin" / "tdesk"
    assert command.is_symlink() and command.resolve() == home / ".local/opt/tdesk/tdesk"
    entry = (home / ".local/share/applications/tdesk.desktop").read_text()
    assert str(home / ".local/opt/tdesk") in entry and "TDESK_DIR" not in entry


def test_install_sh_says_nothing_of_path_when_the_folder_is_on_it(tmp_path: Path) -> None:
    built = tmp_path / "tdesk"
    built.mkdir()
    for name in ("install.sh", "tdesk.desktop"):
        (built / name).write_bytes((ROOT / "packaging" / name).read_bytes())
    home = tmp_path / "home"
    path = f"{home}/.local/bin:{os.environ['PATH']}"
    done = subprocess.run(["sh", str(built / "install.sh")], capture_output=True, text=True,
                          env={**os.environ, "HOME": str(home), "PATH": path}, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "start it from the menu, or run: tdesk"


def _blocks(section: str) -> str:
    """The ```sh blocks of a README section, joined, with line continuations undone."""
    body = README.split(f"## {section}", 1)[1].split("\n## ", 1)[0]
    return "\n".join(re.findall(r"```sh\n(.*?)```", body, re.S)).replace("\\\n", " ")


def _apt_packages(commands: str) -> set[str]:
    found: set[str] = set()
    for line in commands.splitlines():
        line = line.split("#")[0].split(">")[0]
        if "apt-get install" in line:
            found |= {w for w in line.split("apt-get install", 1)[1].split()
                      if not w.startswith("-") and w != "\\"}
    return found


def test_ci_installs_the_readme_packages_and_the_optional_ones_it_names() -> None:
    """.ci/run installed PostgreSQL, xvfb and fonts the README never asked a user for; now it
    installs the System packages and the optional ones the Development section names."""
    required = _apt_packages(_blocks("System packages"))
    optional = _apt_packages(_blocks("Development"))
    assert {"libasound2", "poppler-utils", "libxcb-cursor0"} <= required
    assert optional == {"chromium", "chromium-driver", "postgresql"}
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").replace("\\\n", " ")
    assert _apt_packages(ci) == required | optional


def test_ci_runs_the_quick_start_test_command_and_run_sh_knows_both() -> None:
    commands = [line for line in _blocks("Quick start").splitlines()
                if line and not line.startswith("#")]
    assert commands == ["bash run.sh demo", "bash run.sh test"]
    run_sh = (ROOT / "run.sh").read_text(encoding="utf-8")
    assert "\n  demo)\n" in run_sh and "\n  test)\n" in run_sh
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert "bash run.sh test" in ci_lines  # exactly, with no pytest arguments of its own


def test_quick_start_counts_the_demo_events_and_names_the_pythons() -> None:
    start = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    assert "3.12, 3.13 or 3.14" in start and "bash run.sh --find-python" in start
    for system in ("Debian 13", "Debian 12", "Ubuntu 24.04", "Ubuntu 22.04", "Fedora"):
        assert system in start
    assert "apt-get install python3.12 python3.12-venv" not in start.split("Ubuntu 22.04")[0]
    assert re.search(r"\(17 events of all four kinds\)", start)  # tests/cli: the demo has 17


def test_development_section_names_what_the_optional_tests_need() -> None:
    section = README.split("## Development", 1)[1]
    assert "Chromium" in section and "chromedriver" in section
    for path in ("tests/web/chromium.py", "tests/models/test_postgres.py"):
        assert path in section and (ROOT / path).is_file()
    assert "needs_chromium" in section and "TDESK_TEST_PG_URL" in section
