"""A UTF-8 character set for Qt whatever locale the machine runs in.

Qt on Linux needs a UTF-8 ``LC_CTYPE``; under a ``C``/POSIX or Latin-1 locale it prints a
four-line warning on every start (and switches to C.UTF-8 itself). Setting ``LC_CTYPE`` alone
before Qt starts silences that and keeps ``LANG``/``LC_MESSAGES``, from which tdesk reads the
interface language.
"""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping

UTF8_CTYPE = "C.UTF-8"


def _is_utf8(value: str) -> bool:
    codeset = value.partition(".")[2].partition("@")[0]
    return codeset.replace("-", "").lower() == "utf8"


def ensure_utf8_ctype(environ: MutableMapping[str, str] | None = None,
                      platform: str = sys.platform) -> bool:
    """Make the character-type locale UTF-8 (Linux and other Unix); True when it changed.

    ``LC_ALL`` overrides every category, so a non-UTF-8 ``LC_ALL`` is moved to ``LANG`` (the
    language is kept) before ``LC_CTYPE`` is set.
    """
    env = os.environ if environ is None else environ
    if platform.startswith(("win", "darwin")):
        return False
    effective = env.get("LC_ALL") or env.get("LC_CTYPE") or env.get("LANG") or "C"
    if _is_utf8(effective):
        return False
    if env.get("LC_ALL"):
        env["LANG"] = env.pop("LC_ALL")
    env["LC_CTYPE"] = UTF8_CTYPE
    return True
