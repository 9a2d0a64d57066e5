"""The F1 rules reference is a floor document: rule IDs and what tdesk does, no code."""

import re

from tdesk.paths import resource


def _text() -> str:
    path = resource("..", "docs", "rules.md")
    if not path.is_file():  # installed package: the app reads its own copy
        from pathlib import Path

        path = Path(__file__).resolve().parents[1] / "docs" / "rules.md"
    return path.read_text(encoding="utf-8")


def test_no_source_paths_exceptions_or_test_tools() -> None:
    text = _text()
    assert "tdesk/" not in text and "tests/" not in text and ".py" not in text
    assert not re.search(r"`[A-Za-z]*Error`", text)
    assert not re.search(r"`[A-Za-z_.]+\(", text), "function calls belong in docs/developing.md"
    for tool in ("eval7", "hypothesis", "pytest"):
        assert tool not in text
    assert "TDA-B2" in text and "OFC-S3" in text  # still the rules, by their IDs
