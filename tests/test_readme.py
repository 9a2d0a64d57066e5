"""Issue 21: the README as a newcomer follows it. The venue install lines run on a fresh home
(``tar -C ~/.local/opt`` failed: the folder did not exist), and the Development section says
what the browser tests need."""

from __future__ import annotations

import os
import re
import subprocess
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _venue_lines() -> list[str]:
    """The commands of the built app's install block, up to (not including) starting tdesk."""
    block = re.search(r"## The built app.*?```sh\n(.*?)```", README, re.S)
    assert block is not None
    lines = [line.split("#")[0].strip() for line in block.group(1).splitlines()]
    return [line for line in lines if line and not line.startswith("tdesk ")]


def test_venue_install_works_on_a_fresh_home(tmp_path: Path) -> None:
    built = tmp_path / "dist" / "tdesk"
    built.mkdir(parents=True)
    (built / "tdesk").write_text("#!/bin/sh\necho tdesk\n")
    (built / "tdesk").chmod(0o755)
    for name in ("install.sh", "tdesk.desktop"):
        (built / name).write_bytes((ROOT / "packaging" / name).read_bytes())
    lines = _venue_lines()
    tarball = re.search(r"tdesk-\S+\.tar\.gz", " ".join(lines))
    assert tarball is not None
    with tarfile.open(tmp_path / tarball.group(0), "w:gz") as tar:
        tar.add(built, arcname="tdesk")
    home = tmp_path / "home"
    home.mkdir()  # a fresh user: no ~/.local at all
    done = subprocess.run(["sh", "-ec", "\n".join(lines)], cwd=tmp_path, capture_output=True,
                          text=True, env={**os.environ, "HOME": str(home)}, timeout=60)
    assert done.returncode == 0, done.stderr
    command = home / ".local" / "bin" / "tdesk"
    assert command.is_symlink() and command.resolve() == home / ".local/opt/tdesk/tdesk"
    entry = (home / ".local/share/applications/tdesk.desktop").read_text()
    assert str(home / ".local/opt/tdesk") in entry and "TDESK_DIR" not in entry


def test_development_section_names_what_the_browser_tests_need() -> None:
    section = README.split("## Development", 1)[1]
    assert "Chromium" in section and "chromedriver" in section
    for test in ("tests/web/test_browser.py", "tests/web/test_paging.py"):
        assert test in section and (ROOT / test).is_file()
