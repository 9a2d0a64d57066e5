"""A non-UTF-8 locale gets a UTF-8 LC_CTYPE for Qt and keeps its language (issue 16)."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tdesk.locale_env import ensure_utf8_ctype


@pytest.mark.parametrize("env", [{}, {"LANG": "C"}, {"LANG": "POSIX"},
                                 {"LANG": "sv_SE.ISO-8859-1"}, {"LC_CTYPE": "ru_RU.KOI8-R"}])
def test_a_non_utf8_locale_gets_a_utf8_ctype(env: dict[str, str]) -> None:
    before = dict(env)
    assert ensure_utf8_ctype(env, platform="linux")
    assert env["LC_CTYPE"] == "C.UTF-8"
    assert env.get("LANG") == before.get("LANG")  # the interface language is read from LANG


def test_lc_all_moves_to_lang_so_the_language_is_kept() -> None:
    env = {"LC_ALL": "sv_SE.ISO-8859-1", "LANG": "en_US.UTF-8"}
    assert ensure_utf8_ctype(env, platform="linux")
    assert "LC_ALL" not in env
    assert env == {"LANG": "sv_SE.ISO-8859-1", "LC_CTYPE": "C.UTF-8"}


@pytest.mark.parametrize("env", [{"LANG": "ru_RU.UTF-8"}, {"LC_ALL": "zh_CN.utf8"},
                                 {"LANG": "C", "LC_CTYPE": "sv_SE.UTF-8"}])
def test_a_utf8_locale_is_left_alone(env: dict[str, str]) -> None:
    before = dict(env)
    assert not ensure_utf8_ctype(env, platform="linux")
    assert env == before


def test_windows_and_macos_are_left_alone() -> None:
    env = {"LANG": "C"}
    assert not ensure_utf8_ctype(env, platform="win32")
    assert not ensure_utf8_ctype(env, platform="darwin")
    assert env == {"LANG": "C"}


def test_the_tdesk_command_prints_no_locale_warning_under_lang_c(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Python's own C-locale coercion (PEP 538) is off, as in the frozen app."""
    store = tmp_path / "store.db"
    shutil.copy(Path(__file__).parent / "data" / "store-0.1.0.db", store)
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    env.update(LANG="C", PYTHONCOERCECLOCALE="0", PYTHONUTF8="0", QT_QPA_PLATFORM="offscreen",
               TDESK_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "tdesk", "snapshot", "main", "--db",
                           f"sqlite:///{store}", "--event", "Stockholm Spring Main Event",
                           "-o", str(tmp_path / "main.png")],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "main.png").stat().st_size > 0
    assert "locale" not in done.stderr.lower(), done.stderr
