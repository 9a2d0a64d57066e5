"""Headless Chromium for the browser tests: one check of what the machine has, one way to start it.

A browser test is marked ``needs_chromium`` and gets its browser from :func:`chromium`; both skip
with the same reason when Chromium or its chromedriver is not on PATH, so a laptop without them
passes with those tests skipped and named, never an error ("Unable to obtain driver for chrome"
from a test that forgot the check, issue 40).
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
MISSING = "" if CHROMIUM and DRIVER else (
    "Chromium and chromedriver are not installed (Debian: apt-get install chromium "
    "chromium-driver)")
needs_chromium = pytest.mark.skipif(bool(MISSING), reason=MISSING or "-")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage")


def chromium(profile: Path | None, *, size: tuple[int, int] | None = None,
             env: Mapping[str, str] | None = None) -> Any:
    """A headless Chromium with its own profile folder (None: a throwaway one), its window
    ``size``, and ``env`` for the browser's process; skips the test when there is none."""
    if MISSING:
        pytest.skip(MISSING)
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    for flag in (*FLAGS, *([f"--user-data-dir={profile}"] if profile is not None else [])):
        options.add_argument(flag)
    options.binary_location = str(CHROMIUM)
    service = Service(str(DRIVER), env=dict(env) if env is not None else None)
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(20)
    if size is not None:
        driver.set_window_size(*size)
    return driver
