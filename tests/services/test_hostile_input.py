"""Fuzzing what the floor loads from outside: CSV player lists, card strings, structure files.

About 1,100 generated inputs in all. Each must end in a clear error (CardError, ValueError from
the rules, InputError / TdeskError from the services) or a correct result, never a crash;
a refused import leaves the store exactly as it was; and the work grows linearly with the
input, checked by counting the lines of our code that run (not by timing).
"""

import csv
import io
import itertools
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tdesk.rules.cards as cards
import tdesk.rules.levels as levels
import tdesk.services.csv_io as csv_io
from tdesk.errors import InputError, TdeskError
from tdesk.models.store import Store
from tdesk.rules.cards import MAX_CARD_TEXT, CardError, format_cards, parse_cards
from tdesk.rules.levels import MAX_LEVELS, structure_from_toml, structure_to_toml
from tdesk.services.clock import parse_structure
from tdesk.services.csv_io import read_players_csv
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players, list_entries
from tests.services.content import store_content

FUZZ = settings(max_examples=300, deadline=None)


def operations(module: ModuleType, action: Callable[[], Any]) -> int:
    """Lines of ``module``'s code run by ``action`` (exceptions are part of the work); a module
    split into rooms (issue 22: the ``levels`` package gathers ``toml``, ``verify``, …) counts
    the lines of its rooms too."""
    filename = str(module.__file__)
    # a package (rules/levels/__init__.py) has its rooms beside it; a module, rooms named after it
    rooms = (filename.removesuffix("__init__.py") if filename.endswith("__init__.py")
             else filename.removesuffix(".py") + "_")
    count = 0

    def local(frame: Any, event: str, arg: Any) -> Any:
        nonlocal count
        if event == "line":
            count += 1
        return local

    def tracer(frame: Any, event: str, arg: Any) -> Any:
        name = frame.f_code.co_filename
        return local if name == filename or name.startswith(rooms) else None

    old = sys.gettrace()
    sys.settrace(tracer)
    try:
        action()
    except (ValueError, TdeskError):
        pass
    finally:
        sys.settrace(old)
    return count


def assert_linear(module: ModuleType, make: Callable[[int], Callable[[], Any]], n: int) -> None:
    """Twice the input costs at most about twice the work (a quadratic step would cost 4x)."""
    small, large = operations(module, make(n)), operations(module, make(2 * n))
    assert small > 0
    assert large <= 2.2 * small, f"{n}: {small} operations, {2 * n}: {large}"


# --- cards -------------------------------------------------------------------------------------


def test_card_tokens_are_linear_in_the_text() -> None:
    assert_linear(cards, lambda n: lambda: list(cards._tokens("Ah" * (n // 2))), 4000)
    assert_linear(cards, lambda n: lambda: list(cards._tokens("A" * n)), 4000)
    assert_linear(cards, lambda n: lambda: list(cards._tokens("10h," * (n // 4))), 4000)


def test_16000_character_card_string_is_refused_at_once() -> None:
    text = "AhKd7c" * 2667
    assert len(text) > 16_000
    with pytest.raises(CardError, match="too long; at most 1,000"):
        parse_cards(text)
    assert operations(cards, lambda: parse_cards(text)) < 20


def test_card_parsing_up_to_the_cap_is_linear() -> None:
    # the worst text under the cap: one long chunk that is not a card at the end
    assert_linear(cards, lambda n: lambda: parse_cards("x" * n), MAX_CARD_TEXT // 2)


CARD_CHARS = "23456789TJQKAtjqka10cdhsCDHS♣♦♥♠♧♢♡♤ ,;\t\n\rxZ1"


@FUZZ
@given(st.one_of(st.text(alphabet=CARD_CHARS, max_size=1200), st.text(max_size=200)))
def test_fuzz_card_strings_give_cards_or_a_card_error(text: str) -> None:
    try:
        got = parse_cards(text)
    except CardError as exc:
        assert str(exc)
        return
    assert len(text) <= MAX_CARD_TEXT
    assert len(set(got)) == len(got) <= 52
    assert parse_cards(format_cards(got)) == got


# --- structure files ---------------------------------------------------------------------------


def _structure_toml(n: int) -> str:
    rows = []
    for i in range(n):
        if i % 6 == 5:
            rows.append("  { break = true, minutes = 10 },")
        else:
            rows.append(f"  {{ small_blind = {100 * (i + 1)}, big_blind = {200 * (i + 1)}, "
                        f"ante = {200 * (i + 1)}, minutes = 20 }},")
    return ('name = "Deep"\ngame = "poker"\nstarting_stack = 20000\nchips = [25, 100, 500]\n'
            "level = [\n" + "\n".join(rows) + "\n]\n")


def test_structure_loading_and_warnings_are_linear_in_the_levels() -> None:
    assert_linear(levels, lambda n: lambda: structure_from_toml(_structure_toml(n)), 200)
    structure = structure_from_toml(_structure_toml(MAX_LEVELS))
    assert len(structure.levels) == MAX_LEVELS
    assert_linear(levels, lambda n: lambda: levels.structure_warnings(
        levels.Structure("x", structure.levels[:n], chips=(25, 100))), 200)


def _compact(n: int) -> str:
    return 'name = "x"\nlevel = [' + "{big_blind=2}," * n + "]\n"


def test_20000_level_structure_refused_with_a_clear_error() -> None:
    with pytest.raises(ValueError, match="20,000 levels and breaks; at most 500"):
        structure_from_toml(_compact(20_000))
    assert operations(levels, lambda: structure_from_toml(_compact(20_000))) < 50
    with pytest.raises(ValueError, match="too long"):
        structure_from_toml(_structure_toml(20_000))  # over a megabyte: not even parsed
    with pytest.raises(InputError, match="^Structure"):
        parse_structure(_compact(20_000))


@pytest.mark.parametrize("text", [
    "a = " + "[" * 5000 + "]" * 5000,
    "a = " + "{b = " * 3000 + "1" + "}" * 3000,
    "level = [" + "[" * 2000 + "]" * 2000 + "]",
])
def test_deeply_nested_toml_is_a_clear_error_not_recursion(text: str) -> None:
    with pytest.raises(ValueError, match="nests arrays or tables too deeply"):
        structure_from_toml(text)


LEVEL_KEYS = ["small_blind", "big_blind", "ante", "minutes", "point_value", "colour_up", "note",
              "break", "ante_kind", "bogus"]
VALUES = st.one_of(st.integers(-5, 5000), st.integers(), st.sampled_from(
    ["true", "false", '"classic"', '"big_blind"', '"x"', "1.5", "[]", "{}", '"\\u0000"',
     "9" * 30, "[[[[1]]]]"]))


@st.composite
def structure_texts(draw: st.DrawFn) -> str:
    head = draw(st.lists(st.sampled_from([
        'name = "Fuzz"', 'name = ""', "name = 5", 'game = "poker"', 'game = "ofc"',
        'game = "rounds"', 'game = "chess"', "starting_stack = 10000", "starting_stack = -1",
        "chips = [25, 100]", "chips = [100, 25]", "chips = [true]", "minutes = 15",
        "minutes = 0"]), max_size=5, unique=True))
    rows = []
    for _ in range(draw(st.integers(0, 30))):
        keys = draw(st.lists(st.sampled_from(LEVEL_KEYS), max_size=4, unique=True))
        parts = [f"{k} = {draw(VALUES)}" for k in keys]
        rows.append("{ " + ", ".join(parts) + " }")
    text = "\n".join(head) + "\nlevel = [\n" + ",\n".join(rows) + "\n]\n"
    if draw(st.booleans()):  # a stray edit somewhere
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.text(max_size=5)) + text[at:]
    return text


@settings(max_examples=200, deadline=None)
@given(structure_texts())
def test_fuzz_structure_files_give_a_structure_or_a_value_error(text: str) -> None:
    try:
        structure = structure_from_toml(text)
    except ValueError as exc:
        assert str(exc)
        with pytest.raises(InputError):
            parse_structure(text)
        return
    levels.verify_structure(structure)
    assert structure_from_toml(structure_to_toml(structure)) == structure


# --- CSV files ---------------------------------------------------------------------------------


def test_csv_reading_is_linear_in_the_rows() -> None:
    def good(n: int) -> Callable[[], Any]:
        data = ("name,rating,notes\n" + "".join(
            f'"Daniel ""KidPoker"" {i}",{1500 + i % 100},"two\nlines"\n' for i in range(n)
        )).encode()
        return lambda: read_players_csv(data)

    def broken(n: int) -> Callable[[], Any]:
        data = b"name,rating\n" + b'"Anna,1\n' * n  # every line opens a quote
        return lambda: read_players_csv(data)

    assert_linear(csv_io, good, 300)
    assert_linear(csv_io, broken, 300)


NAMES = st.sampled_from(["Björn Åberg", "Дмитрий Соколов", "王伟", "김민준", "Daniel \"KidPoker\" "
                         "Negreanu", "Smith, John", "Ek; Bo", "O'Brien", "=cmd", "＝x", "A|B"])
HOSTILE = st.sampled_from(["", " ", "\x00", "\u200b", '"', '""', '"open', 'a"b', "x" * 131_073,
                           "9" * 25, "-1", "1e3", "١٢٣", "\r", "\n", "\t", ";", ",", "\ufeff",
                           "\ud800", "A" * 201])
CELLS = st.one_of(NAMES, HOSTILE, st.integers(-10, 10**25).map(str), st.text(max_size=12))
HEADERS = st.sampled_from([["name", "rating", "country"], ["Name", "games", "seed", "notes"],
                           ["имя", "рейтинг"], ["姓名"], ["rating", "country"], ["name"]])


def _csv_bytes(header: list[str], rows: list[list[str]], delimiter: str, ending: str,
               quote_all: bool, encoding: str) -> bytes:
    # Python 3.12's writer quotes a line break only when it is part of the line terminator:
    # quote every cell when one holds a break the terminator does not, as spreadsheets do
    breaks = any(ch in cell and ch not in ending for row in rows for cell in row
                 for ch in "\r\n")
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator=ending,
                        quoting=csv.QUOTE_ALL if quote_all or breaks else csv.QUOTE_MINIMAL)
    writer.writerow(header)
    for row in rows:
        writer.writerow(row)
    return out.getvalue().encode(csv_io.codec(encoding),
                                 errors="surrogatepass" if "utf" in encoding
                                 else "replace")


@st.composite
def csv_files(draw: st.DrawFn) -> bytes:
    header = draw(HEADERS)
    rows = draw(st.lists(st.lists(CELLS, min_size=0, max_size=len(header) + 1), max_size=12))
    data = _csv_bytes(header, rows, draw(st.sampled_from(csv_io.DELIMITERS)),
                      draw(st.sampled_from(["\n", "\r\n", "\r"])), draw(st.booleans()),
                      draw(st.sampled_from(["utf-8", "utf-8-sig", "cp1251", "gbk", "utf-16"])))
    if draw(st.booleans()):  # raw damage: a cut, a stray quote or byte
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.sampled_from([b'"', b"\x00", b"\xff", b"\r", b""])) + \
            data[at + draw(st.integers(0, 3)):]
    return data


@pytest.fixture(scope="module")
def fuzz_store(tmp_path_factory: pytest.TempPathFactory) -> Any:
    store = Store(f"sqlite:///{tmp_path_factory.mktemp('fuzz') / 'store.db'}", staff="Fuzz")
    yield store
    store.close()


def check_preview(preview: csv_io.CsvPreview) -> None:
    """Every row is accepted with checked fields or refused with a message naming its line."""
    for row in preview.rows:
        assert (row.fields is None) == bool(row.error)
        if row.error:
            assert "unexpected" not in row.error.casefold()
    for line in preview.errors:
        assert line.startswith("Line ") or line.startswith(("The file", "No 'name' column"))
    for player in preview.players:
        assert player.checked() == player  # what is accepted passes every check unchanged
    names = [" ".join(p.name.split()).casefold() for p in preview.players]
    assert len(set(names)) == len(names)


@FUZZ
@given(data=csv_files())
def test_fuzz_csv_files_read_into_a_preview_never_a_crash(data: bytes) -> None:
    check_preview(read_players_csv(data))


@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=csv_files())
def test_fuzz_csv_imports_write_all_accepted_rows_or_nothing(fuzz_store: Store,
                                                            data: bytes) -> None:
    preview = read_players_csv(data)
    check_preview(preview)
    event_id = create_event(fuzz_store, f"Fuzz {next(EVENTS)}", "poker")
    before = store_content(fuzz_store)
    try:
        import_players(fuzz_store, event_id, preview.players)
    except TdeskError:
        assert store_content(fuzz_store) == before
        return
    assert sorted(r.name for r in list_entries(fuzz_store, event_id)) == sorted(
        p.name for p in preview.players)


EVENTS = itertools.count(1)

PLAIN = st.text(alphabet=st.sampled_from(
    list("abcåäöABCÅÄÖ абвгдАБВГД王伟张敏李秀英 ,;\"'-=+@|\t") + ["\n"]), max_size=30)


@st.composite
def players(draw: st.DrawFn) -> list[PlayerFields]:
    out = []
    for i in range(draw(st.integers(1, 8))):
        name = " ".join(draw(PLAIN).split()) or f"Player {i}"
        if not csv_io.validate.is_visible(name):
            name = f"Player {i}"
        out.append(PlayerFields(
            name=f"{name} {i}", rating=draw(st.none() | st.integers(0, 100_000)),
            country=" ".join(draw(PLAIN).split())[:64],
            site_games=draw(st.integers(0, 1_000_000)),
            contact=" ".join(draw(PLAIN).split()),
            notes=draw(PLAIN).strip(), seed=draw(st.none() | st.integers(1, 1_000_000))).checked())
    return out


@settings(max_examples=250, deadline=None)
@given(players(), st.sampled_from(csv_io.DELIMITERS), st.sampled_from(["\n", "\r\n", "\r"]),
       st.booleans(), st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "gbk", "cp1251"]))
def test_fuzz_written_lists_read_back_exactly(rows: list[PlayerFields], delimiter: str,
                                              ending: str, quote_all: bool,
                                              encoding: str) -> None:
    header = ["name", "rating", "country", "games", "contact", "notes", "seed"]
    cells = [[p.name, "" if p.rating is None else str(p.rating), p.country, str(p.site_games),
              p.contact, p.notes, "" if p.seed is None else str(p.seed)] for p in rows]
    text_rows = [[csv_io.neutralise(c) for c in row] for row in cells]
    try:
        "".join(map("".join, text_rows)).encode(csv_io.codec(encoding))
    except UnicodeEncodeError:
        encoding = "utf-8"
    data = _csv_bytes(header, text_rows, delimiter, ending, quote_all, encoding)
    told = encoding if encoding in ("gbk", "cp1251") else "auto"  # short lists: say it
    preview = read_players_csv(data, told)
    assert preview.ok, preview.errors
    assert preview.players == rows
