"""Without Chromium every browser test is skipped with its reason (issue 40): the Series screen's
test failed with "Unable to obtain driver for chrome" on a laptop without Chromium, where the
other browser tests skipped, because it used the browser fixture without the skip check."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def browser_test_files() -> list[Path]:
    """Every test file under tests/web that drives a browser (selenium, the shared start, or
    the mark a test with a shared browser carries)."""
    return sorted(path for path in (ROOT / "tests" / "web").glob("test_*.py")
                  if path.name != Path(__file__).name
                  and ("selenium" in (text := path.read_text(encoding="utf-8"))
                       or "chromium(" in text or "needs_chromium" in text))


def test_a_machine_without_chromium_skips_every_browser_test_with_the_reason(
        tmp_path: Path) -> None:
    files = browser_test_files()
    assert len(files) >= 7  # the series, paging, phones and hand-for-hand ones among them
    empty = tmp_path / "bin"  # a PATH with neither chromium nor chromedriver
    empty.mkdir()
    env = {**os.environ, "PATH": str(empty), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider",
         *map(str, files)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    summary = done.stdout.strip().splitlines()[-1]
    assert done.returncode == 0, done.stdout[-3000:]
    assert "error" not in summary and "failed" not in summary, summary
    skips = [line for line in done.stdout.splitlines() if line.startswith("SKIPPED")]
    assert len(skips) >= len(files) - 1, done.stdout[-3000:]  # hand-for-hand: one test of its file
    assert all("Chromium and chromedriver are not installed" in line for line in skips), skips
