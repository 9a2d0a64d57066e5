"""The command line's help and argparse's own messages in the interface language (issue 37).

The parser is built with English source texts, each marked for lupdate with
``QT_TRANSLATE_NOOP("cli", …)`` where it is written; nothing is translated while the parser is
built. Words are translated where argparse turns them into text, and only then:

- help, descriptions, section headings and placeholders (``--event EVENT``) by
  :class:`Formatter`, the ``formatter_class`` argparse documents for changing its output;
- argparse's own words (``usage:``, ``options``, ``show this help message and exit``) are
  English sources in context ``argparse`` (:data:`ARGPARSE`), looked up the same way;
- a mistake on the command line by :meth:`Parser.error`, argparse's documented hook for it:
  argparse has already written the message in English with its own templates, so the template
  it used is recognised (:data:`ERRORS`, each a verbatim copy of argparse's, which a test
  checks against argparse's source) and written again in the language, the values the person
  typed kept as typed.

This leaves argparse itself untouched: no module attribute is patched (argparse reads its
words through ``gettext``, process-wide, with catalogues tdesk does not ship), and the
language is the one every other word of the command follows (TDESK_LANG, else the system's;
``tdesk.i18n``).
"""

from __future__ import annotations

import argparse
import re
import sys
import unicodedata
from collections.abc import Callable
from typing import Any, NoReturn

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.i18n import translate

#: argparse's own words that reach the screen, as argparse 3.12 writes them.
ARGPARSE = frozenset({
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "show program's version number and exit"),
})

#: argparse's error templates, most specific first ("invalid int value" before "invalid …
#: value"); ``%s``, ``%r`` and ``%(name)s`` stand for what argparse put in.
ERRORS = (
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "invalid int value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "invalid float value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "unexpected option string: %s"),
)

#: The placeholders argparse makes from an option's or argument's name when the option gives
#: none (``--event EVENT``, ``file``): words of the help like any other. An option that names
#: its own (``metavar=``) marks it where it is written.
PLACEHOLDERS = (
    QT_TRANSLATE_NOOP("cli", "ADDRESS"), QT_TRANSLATE_NOOP("cli", "BANDS"),
    QT_TRANSLATE_NOOP("cli", "BEST"), QT_TRANSLATE_NOOP("cli", "BREAK_ORDER"),
    QT_TRANSLATE_NOOP("cli", "CHIPS"), QT_TRANSLATE_NOOP("cli", "CODE"),
    QT_TRANSLATE_NOOP("cli", "DATE"), QT_TRANSLATE_NOOP("cli", "DEFAULT"),
    QT_TRANSLATE_NOOP("cli", "ENCODING"), QT_TRANSLATE_NOOP("cli", "EVENT"),
    QT_TRANSLATE_NOOP("cli", "FIELD"), QT_TRANSLATE_NOOP("cli", "FOLDER"),
    QT_TRANSLATE_NOOP("cli", "GAME"), QT_TRANSLATE_NOOP("cli", "HOST"),
    QT_TRANSLATE_NOOP("cli", "INTERFACE"), QT_TRANSLATE_NOOP("cli", "JUDGE"),
    QT_TRANSLATE_NOOP("cli", "K"), QT_TRANSLATE_NOOP("cli", "KIND"),
    QT_TRANSLATE_NOOP("cli", "LABEL"), QT_TRANSLATE_NOOP("cli", "LIMIT"),
    QT_TRANSLATE_NOOP("cli", "LISTEN"), QT_TRANSLATE_NOOP("cli", "METHOD"),
    QT_TRANSLATE_NOOP("cli", "MINUTES"), QT_TRANSLATE_NOOP("cli", "NAME"),
    QT_TRANSLATE_NOOP("cli", "OUTPUT"), QT_TRANSLATE_NOOP("cli", "PIN"),
    QT_TRANSLATE_NOOP("cli", "PLAYER"), QT_TRANSLATE_NOOP("cli", "PORT"),
    QT_TRANSLATE_NOOP("cli", "REASON"), QT_TRANSLATE_NOOP("cli", "REENTRIES"),
    QT_TRANSLATE_NOOP("cli", "REQUEST"), QT_TRANSLATE_NOOP("cli", "RESULT"),
    QT_TRANSLATE_NOOP("cli", "ROUND"), QT_TRANSLATE_NOOP("cli", "RULING"),
    QT_TRANSLATE_NOOP("cli", "SCREEN"), QT_TRANSLATE_NOOP("cli", "SEAT"),
    QT_TRANSLATE_NOOP("cli", "SECONDS"), QT_TRANSLATE_NOOP("cli", "SEED"),
    QT_TRANSLATE_NOOP("cli", "SIZE"), QT_TRANSLATE_NOOP("cli", "SOURCE"),
    QT_TRANSLATE_NOOP("cli", "STACK"), QT_TRANSLATE_NOOP("cli", "STAFF"),
    QT_TRANSLATE_NOOP("cli", "START"), QT_TRANSLATE_NOOP("cli", "TABLE"),
    QT_TRANSLATE_NOOP("cli", "TABLES"), QT_TRANSLATE_NOOP("cli", "TARGET"),
    QT_TRANSLATE_NOOP("cli", "USE"), QT_TRANSLATE_NOOP("cli", "VENUE"),
    QT_TRANSLATE_NOOP("cli", "address"), QT_TRANSLATE_NOOP("cli", "document"),
    QT_TRANSLATE_NOOP("cli", "file"), QT_TRANSLATE_NOOP("cli", "name"),
    QT_TRANSLATE_NOOP("cli", "text"), QT_TRANSLATE_NOOP("cli", "view"),
)

_TOKEN = re.compile(r"%(?:\((\w+)\))?[sr]")
_SEE_HELP = QT_TRANSLATE_NOOP("cli", "tdesk: {0} (see tdesk --help)")


def say(text: str) -> str:
    """``text`` of the help in the interface language (argparse's own words from their
    context, tdesk's from ``cli``); a text neither knows comes back as it is."""
    return translate("argparse" if text in ARGPARSE else "cli", text)


def columns(text: str) -> int:
    """How many terminal columns ``text`` takes: a Chinese character two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` columns, broken at spaces and between Chinese
    characters (a line of Chinese text is as wide on screen as a line of English); a word, an
    option such as ``--new-people`` included, is never cut (argparse's ``textwrap`` counted
    characters and broke at hyphens)."""
    units: list[str] = []
    for word in text.split():
        piece = ""
        for char in word:
            if unicodedata.east_asian_width(char) in "WF":
                if piece:
                    units.append(piece)
                units.append(char)  # a wide character is a place to break at
                piece = ""
            else:
                piece += char
        units.append(piece + " ")  # the space after the word (dropped at a line's end)
    lines, line = [], ""
    for unit in units:
        if line.strip() and columns((line + unit).rstrip()) > width:
            lines.append(line.rstrip())
            line = unit.lstrip()
        else:
            line += unit
    if line.strip():
        lines.append(line.rstrip())
    return lines


class Formatter(argparse.HelpFormatter):
    """argparse's help, each text translated as it is written out and wrapped to the
    terminal's columns (:func:`wrap`)."""

    def add_usage(self, usage: str | None, actions: Any, groups: Any,
                  prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, say("usage: ") if prefix is None else prefix)

    def start_section(self, heading: str | None) -> None:
        super().start_section(say(heading) if heading else heading)

    def add_text(self, text: str | None) -> None:
        super().add_text(say(text) if text and text is not argparse.SUPPRESS else text)

    def _format_action(self, action: argparse.Action) -> str:
        text = super()._format_action(action)
        header = self._format_action_invocation(action)
        wider = columns(header) - len(header)  # argparse padded it by characters, not columns
        padded = re.search(re.escape(header) + "( +)", text) if wider else None
        if padded and len(padded.group(1)) - 2 >= wider:  # as many spaces fewer
            text = text[:padded.end() - wider] + text[padded.end():]
        elif padded:  # too wide to share its line: the help starts on the next, as argparse's
            column = min(self._action_max_length + 2, self._max_help_position)
            text = text[:padded.start(1)] + "\n" + " " * column + text[padded.end():]
        return text

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return say(action.help) if action.help else action.help

    def _metavar_formatter(self, action: argparse.Action,
                           default_metavar: str) -> Callable[[int], tuple[str, ...]]:
        written = super()._metavar_formatter(action, default_metavar)
        return lambda size: tuple(say(part) if part else part for part in written(size))


def _names(listed: str) -> str:
    """"-o/--output, document": the options as typed, the placeholders in the language."""
    return ", ".join(name if name.startswith("-") else say(name) for name in listed.split(", "))


def _pattern(template: str) -> re.Pattern[str]:
    pieces = _TOKEN.split(template)[::2]  # the literal text between the placeholders
    return re.compile("(.+?)".join(re.escape(piece) for piece in pieces) + "$", re.DOTALL)


_PATTERNS = tuple((template, _pattern(template)) for template in ERRORS)


def message(text: str) -> str:
    """argparse's English error ``text`` in the interface language (unknown text as is)."""
    for template, pattern in _PATTERNS:
        found = pattern.match(text)
        if found is None:
            continue
        tokens = [m.group(0) for m in _TOKEN.finditer(template)]
        values = dict(zip(tokens, found.groups(), strict=True))
        for token, value in values.items():
            if token == "%(message)s":
                values[token] = message(value)
            elif token == "%(argument_name)s" or template.endswith("required: %s"):
                # an argument's name, as the help writes it; all else argparse put in (values,
                # choices, options) is what the person typed or may type, kept as it is
                values[token] = _names(value)
        said = translate("argparse", template)
        return _TOKEN.sub(lambda m, put=values: put.get(m.group(0), m.group(0)), said)
    return text


class Verbs(argparse._SubParsersAction):  # type: ignore[type-arg]
    """A parser's verbs: each verb's own ``--help`` starts with the summary ``tdesk --help``
    lists for it (its ``help=``), so a verb's help says what the verb does; the summary is the
    same English source, said in the language by :class:`Formatter` like the rest."""

    def add_parser(self, name: str, **kwargs: Any) -> argparse.ArgumentParser:
        summary = kwargs.get("help")
        if summary is argparse.SUPPRESS:
            summary = None
        if summary:
            kwargs.setdefault("description", summary)
        parser = super().add_parser(name, **kwargs)
        if isinstance(parser, Parser):
            parser.summary = summary
        return parser


class Parser(argparse.ArgumentParser):
    """argparse that speaks the interface language and reports a mistake in one line with a
    hint, not the whole usage block. Its verbs' parsers are of this class too (argparse makes
    a subparser of its parent's class), and so are their verbs (:class:`Verbs`)."""

    #: A verb's one-line summary (the line ``tdesk --help`` lists for it), set by :class:`Verbs`.
    summary: str | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", Formatter)
        super().__init__(*args, **kwargs)
        self.register("action", "parsers", Verbs)  # argparse's registry of action classes

    def format_help(self) -> str:
        """argparse's help, the verb's summary first when the verb also has a longer
        description of its own (``tdesk import`` explains its matching)."""
        if not self.summary or self.description in (None, self.summary):
            return super().format_help()
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.summary)
        formatter.add_text(self.description)
        for group in self._action_groups:
            formatter.start_section(group.title)
            formatter.add_text(group.description)
            formatter.add_arguments(group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def error(self, message_text: str) -> NoReturn:
        print(translate("cli", _SEE_HELP).format(message(message_text)), file=sys.stderr)
        raise SystemExit(2)
