"""Issue 37: ``tdesk --help``, each verb's help and argparse's own refusals follow the interface
language (TDESK_LANG) like every other word of the command; before, they were English whatever
the language. Run as a person runs them: subprocesses."""

from __future__ import annotations

import argparse
import inspect
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tdesk.cli import build_parser, help_text


def _tdesk(tmp_path: Path, lang: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TDESK_LANG": lang, "QT_QPA_PLATFORM": "offscreen",
           "TDESK_DATA_DIR": str(tmp_path / "data"), "COLUMNS": "100"}
    return subprocess.run([sys.executable, "-m", "tdesk", *args], env=env, capture_output=True,
                          text=True, timeout=120)


def _verb_helps() -> list[str]:
    """The English help line of every verb, as ``tdesk --help`` lists them."""
    verbs = build_parser()._subparsers._group_actions[0]  # type: ignore[union-attr]
    return [action.help for action in verbs._choices_actions if action.help]


def test_help_in_russian(tmp_path: Path) -> None:
    done = _tdesk(tmp_path, "ru", "--help")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("использование: tdesk")
    assert "\nпозиционные аргументы:\n" in out and "\nпараметры:\n" in out
    assert "показать эту справку и выйти" in out
    assert "открыть окно (по умолчанию)" in out  # gui's line
    english = [line for line in [*_verb_helps(), "show this help message and exit",
                                 "positional arguments", "usage:", "options:"] if line in out]
    assert english == []
    assert not re.search(r"\b(the|and|of|an?)\b", out), out  # no English sentence left


def test_a_verbs_help_in_russian(tmp_path: Path) -> None:
    out = _tdesk(tmp_path, "ru", "print", "--help").stdout
    assert "использование: tdesk print" in out
    assert "--event ТУРНИР" in out and "\n  документ " in out  # the placeholders too
    assert "for the receipt" not in out and "PDF file to write" not in out


def test_argparse_refusals_in_swedish(tmp_path: Path) -> None:
    missing = _tdesk(tmp_path, "sv", "print")
    assert missing.returncode == 2
    assert missing.stderr == "tdesk: följande argument krävs: dokument (se tdesk --help)\n"
    choice = _tdesk(tmp_path, "sv", "print", "x", "--page", "z").stderr
    assert choice == ("tdesk: argument --page: ogiltigt val: 'z' (välj bland 'a4', 'letter', "
                      "'80mm') (se tdesk --help)\n")
    unknown = _tdesk(tmp_path, "sv", "--bogus").stderr
    assert unknown == "tdesk: okända argument: --bogus (se tdesk --help)\n"


def test_argparse_refusals_in_english_read_as_before(tmp_path: Path) -> None:
    done = _tdesk(tmp_path, "en", "print", "x", "--round", "y")
    assert done.stderr == "tdesk: argument --round: invalid int value: 'y' (see tdesk --help)\n"


def test_every_template_is_argparses_own() -> None:
    """The refusals are recognised by argparse's own templates: a Python whose argparse words
    a message differently fails here instead of leaving the message in English."""
    source = inspect.getsource(argparse)
    for template in [*help_text.ERRORS, *help_text.ARGPARSE]:
        general = re.sub(r"invalid (int|float) value", "invalid %(type)s value", template)
        assert repr(general)[1:-1] in source or general in source, template


@pytest.mark.parametrize("lang", ["ru", "sv", "zh_CN"])
def test_every_help_is_written_in_each_language(lang: str, qapp, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Each verb's help renders in each language (argparse refuses a placeholder it cannot
    lay out), leaves none of argparse's English headings and fits an 80-column terminal."""
    from tdesk import i18n
    from tdesk.cli import main
    from tests.cli.test_pseudo_cli_verbs import _verb_paths

    monkeypatch.setenv("COLUMNS", "80")
    i18n.install(qapp, lang)
    try:
        for path in _verb_paths(build_parser()):
            with pytest.raises(SystemExit):
                main([*path, "--help"])
            out = capsys.readouterr().out
            assert "usage:" not in out and "options:" not in out, (path, out)
            body = out.split("\n\n", 1)[1]  # after the usage lines (argparse lays those out)
            wide = [line for line in body.splitlines() if help_text.columns(line) > 80]
            assert wide == [], (path, wide)  # a line of Chinese is as wide as it looks
    finally:
        i18n.install(qapp, "")


def test_help_wraps_by_columns_and_keeps_words_whole() -> None:
    chinese = "每一行都会与选手数据库中对应的人员匹配，忽略重音和大小写"
    lines = help_text.wrap(chinese, 20)
    assert "".join(lines) == chinese and all(help_text.columns(x) <= 20 for x in lines)
    assert help_text.wrap("use --new-people or mac-roman", 12) == ["use", "--new-people",
                                                                   "or mac-roman"]


def test_the_command_line_has_one_parser() -> None:
    """``tdesk projector`` once forwarded its options to a parser of the projector's own
    (``python -m tdesk.ui.wall.projector``), English whatever the language; the command's one
    parser reads them now, so every option is said in the language."""
    package = Path(__file__).resolve().parents[2] / "tdesk"
    outside = [path.relative_to(package).as_posix() for path in package.rglob("*.py")
               if "argparse" in path.read_text(encoding="utf-8")
               and path.relative_to(package).parts[0] != "cli"]
    assert outside == []


@pytest.mark.parametrize(("lang", "summary"), [("en", "write a document as PDF"),
                                               ("ru", "записать документ в PDF")])
def test_a_verbs_help_starts_with_its_summary(tmp_path: Path, lang: str, summary: str) -> None:
    """``tdesk print --help`` says what the verb does: the line ``tdesk --help`` shows for it,
    in the language, as the description under the usage (before, only the options)."""
    listed = _tdesk(tmp_path, lang, "--help").stdout
    assert re.search(r"\n +print +" + re.escape(summary) + "\n", listed), listed
    out = _tdesk(tmp_path, lang, "print", "--help").stdout
    assert out.split("\n\n")[1] == summary, out


def test_every_verb_and_sub_verb_describes_itself(capsys) -> None:  # type: ignore[no-untyped-def]
    """Every verb's and sub-verb's ``--help`` starts (after its usage) with its own summary."""
    from tdesk.cli import main
    from tests.cli.test_pseudo_cli_verbs import _verb_paths

    parser = build_parser()
    summaries = {}
    for path in _verb_paths(parser)[1:]:
        owner = parser
        for name in path[:-1]:
            owner = owner._subparsers._group_actions[0].choices[name]  # type: ignore[union-attr]
        listed = owner._subparsers._group_actions[0]._choices_actions  # type: ignore[union-attr]
        summaries[path] = next(a.help for a in listed if a.dest == path[-1])
    missing = []
    for path, summary in summaries.items():
        with pytest.raises(SystemExit):
            main([*path, "--help"])
        description = " ".join(capsys.readouterr().out.split("\n\n")[1].split())
        if summary and description != " ".join(summary.split()):
            missing.append((path, description))
    assert missing == []
