"""No message left in English in Russian and Chinese (issue 37): a translation equal to its
English source passes only when what it says is not a word of either language — a file
format, an encoding, a paper size's name, the program's name, a rule ID. Swedish shares too
many words with English (Status, Position, Final) to be read this way; tests/ui/
test_translations.py fails on any message left unfinished in all three."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

TS = Path(__file__).parents[1] / "resources" / "translations"
#: Words that are names, not English: formats, the program, a paper size, a deal's model,
#: the acronyms a command line's placeholders keep in every language (PIN, URL).
NAMES = {"tdesk", "sqlite", "pdf", "csv", "txt", "utf", "letter", "icm", "malmuth", "harville", "db", "kb",
         "penalty", "pin", "url"}
_HOLES = re.compile(r"\{\w*\}|%\d|%n|<[^>]+>|&\w+;|\([A-Z]+-[A-Z]?\d+\)")


@pytest.mark.parametrize("lang", ["ru", "zh_CN"])
def test_no_message_is_left_in_english(lang: str) -> None:
    left = []
    for ctx in ET.parse(TS / f"tdesk_{lang}.ts").getroot().iter("context"):
        for m in ctx.iter("message"):
            source = m.findtext("source") or ""
            tr = m.find("translation")
            assert tr is not None
            texts = [tr.text or ""] + [f.text or "" for f in tr.iter("numerusform")]
            words = {w.casefold() for w in re.findall(r"[A-Za-z]{2,}", _HOLES.sub(" ", source))}
            if words - NAMES and source.strip() in (t.strip() for t in texts):
                left.append((ctx.findtext("name"), source))
    assert left == []
