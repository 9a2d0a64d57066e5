"""Every verb of ``tdesk --help`` that prints, and its refusals, in the pseudo-language (issue 37,
tests/pseudo_lang.py): what the verb tells the person, error lines included, is marked ``⟦…⟧``;
names, numbers, keys and paths aside. Verbs that open a window or serve until stopped (gui,
projector, serve, host, join, standby) and demo (it makes a whole store) print nothing of their own
here; print, export and backup are read by tests/cli/test_pseudo_cli.py. ``--help`` of every
verb, and argparse's own refusals, are walked too."""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any

import pytest

from tdesk.cli import build_parser, main
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players, draw_seats
from tests import pseudo_lang
from tests.pseudo_lang import pseudo_fixture  # noqa: F401 (the pseudo fixture)
from tests.ui.test_pseudo_views import events_of_each_kind, known_words

QUIET = {"gui", "projector", "serve", "host", "join", "standby", "demo"}
#: Words of the command line that are not the interface's: its keys and values as typed.
KEYS = ["poker", "ofc", "swiss", "league", "pdf", "csv", "db", "png", "json", "tdesk", "Walk",
        "Nowhere", "Olga", "Berg", "new", "store", "credit", "cup", "first"]


def _runs(tmp: Path, busted: str) -> dict[str, list[str]]:
    """(what) → argv: each verb's reading, then a refusal of each."""
    csv = tmp / "in.csv"
    csv.write_text("name\nOlga Berg\n", encoding="utf-8")
    ev = {k: ["--event", f"Walk {k}"] for k in ("poker", "swiss", "league", "ofc")}
    return {
        "bounties": ["bounties", *ev["poker"]],
        "satellite": ["satellite", *ev["poker"]],
        "results": ["results", *ev["poker"]],
        "flights": ["flights", "status", *ev["poker"]],
        "judge": ["judge", "list", *ev["swiss"]],
        "decklist": ["decklist", "any-number", *ev["swiss"]],
        "hand-for-hand": ["hand-for-hand", "status", *ev["poker"]],
        "reinstate": ["reinstate", *ev["poker"], "--player", busted, "--preview"],
        "screens": ["screens", *ev["poker"]],
        "phones": ["phones", "status", *ev["swiss"]],
        "staff": ["staff", "list"],
        "tables": ["tables", "show", *ev["poker"]],
        "tables swiss": ["tables", "show", *ev["swiss"]],
        "ratings": ["ratings", "preview", *ev["swiss"]],
        "person": ["person", "find", "Anna"],
        "person history": ["person", "history", "Anna Petrova"],
        "series": ["series", "list"],
        "plan poker": ["plan", *ev["poker"]],
        "plan swiss": ["plan", *ev["swiss"]],
        "plan league": ["plan", *ev["league"]],
        "import": ["import", "players", str(csv), *ev["swiss"]],
        "walk-in": ["walk-in", *ev["poker"], "--name", "Olga Berg", "-o", str(tmp / "t.pdf")],
        "new-event": ["new-event", "Walk new", "--kind", "swiss"],
        "prizes": ["prizes", "show", *ev["swiss"]],
        "prizes set": ["prizes", "set", "1: 100 store credit", *ev["swiss"]],
        "late-entries": ["late-entries", *ev["swiss"]],
        "snapshot": ["snapshot", "players", *ev["poker"], "-o", str(tmp / "s.png")],
        # refusals
        "no event": ["results", "--event", "Nowhere"],
        "pods of poker": ["pods", "show", *ev["poker"]],
        "hand-for-hand next": ["hand-for-hand", "next", *ev["poker"]],
        "reinstate in play": ["reinstate", *ev["poker"], "--player", "Anna Petrova"],
        "flights day2": ["flights", "day2", *ev["poker"]],
        "ratings show nobody": ["ratings", "show", "Nowhere"],
        "series board nobody": ["series", "board", "Nowhere"],
        "walk-in swiss": ["walk-in", *ev["swiss"], "--name", "Olga Berg"],
        "new-event twice": ["new-event", "Walk poker", "--kind", "poker"],
        "plan bad start": ["plan", *ev["poker"], "--start", "25:99"],
        "staff revoke nobody": ["staff", "revoke", "--name", "Nowhere"],
        "prizes of poker": ["prizes", "show", *ev["poker"]],
        "prizes bad line": ["prizes", "set", "first: a cup", *ev["swiss"]],
    }


def test_every_printing_verb_is_run(tmp_path: Path) -> None:
    verbs = set(build_parser()._subparsers._group_actions[0].choices)  # type: ignore[union-attr]
    run = {argv[0] for argv in _runs(tmp_path, "").values()}
    assert verbs - QUIET - {"print", "export", "backup"} <= run


def test_every_verb_speaks_only_in_marks(store: Any, make_event: Any, tmp_path: Path,
                                          pseudo: None, capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    events = events_of_each_kind(store, make_event)
    draw_seats(store, events["poker"], seed=3)
    busted = list_entries(store, events["poker"])[-1]
    bust_players(store, events["poker"], [busted.entry_id])
    monkeypatch.setenv("TDESK_STAFF", "Floor")
    known = [*known_words(store), *KEYS]
    found, refused = {}, 0
    for what, argv in _runs(tmp_path, busted.name).items():
        code = main([argv[0], "--db", store.url, *argv[1:]])
        out = capsys.readouterr()
        refused += code != 0
        text = (out.out + "\n" + out.err).replace(str(tmp_path), " ")
        if not text.strip():
            found[what] = "(nothing printed)"
        elif words := pseudo_lang.unmarked_words(text, known):
            found[what] = " ".join(dict.fromkeys(words))
    assert refused >= 10
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())


def _verb_paths(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command the parser knows (``()``, ``("print",)``, ``("decklist", "import")``)."""
    out = [path]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out += _verb_paths(sub, (*path, name))
    return out


def _verb_names(parser: argparse.ArgumentParser) -> set[str]:
    """The verbs' names, as typed (the usage lines and the list of verbs show them)."""
    return {name for path in _verb_paths(parser) for name in path}


_TYPED = re.compile(r"(?<![\w-])--?[A-Za-z][\w-]*|\{[^{}\s]*\}")


def test_every_verbs_help_speaks_only_in_marks(pseudo: None,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """``tdesk --help`` and each verb's: argparse's own words (usage, the headings, -h's line)
    and tdesk's (each option's help, the placeholders such as EVENT) are marked; what is typed
    (options, {choices}, verb names) aside."""
    parser = build_parser()
    keys = [word for key in _verb_names(parser) for word in re.findall(r"[^\W\d_]{2,}", key)]
    found, seen = {}, 0
    for path in _verb_paths(parser):
        with pytest.raises(SystemExit):
            main([*path, "--help"])
        text = _TYPED.sub(" ", capsys.readouterr().out)
        seen += 1
        assert pseudo_lang.OPEN in text, path
        if words := pseudo_lang.unmarked_words(text, keys):
            found[" ".join(path) or "tdesk"] = " ".join(dict.fromkeys(words))
    assert seen > 30
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())


@pytest.mark.parametrize("argv", [["print"], ["print", "x", "--page", "z"], ["--bogus"],
                                  ["print", "x", "--round", "y"], ["nowhere"]])
def test_argparse_refusals_speak_only_in_marks(argv: list[str], pseudo: None,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """argparse's own refusals (a missing argument, a wrong choice, an unknown option)."""
    with pytest.raises(SystemExit):
        main(argv)
    err = capsys.readouterr().err
    assert pseudo_lang.OPEN in err
    keys = [*argv, "tdesk", "a4", "letter", "mm", "help"]
    verbs = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert pseudo_lang.unmarked_words(_TYPED.sub(" ", err), [*keys, *verbs]) == []
