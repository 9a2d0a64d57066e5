"""Player CSV: encodings venues send, per-row problems, nothing saved on any problem."""

import pytest

from tdesk.errors import ConflictError, InputError
from tdesk.services.csv_io import detect_encoding, neutralise, read_players_csv, write_players_csv
from tdesk.services.players import import_players, list_entries

ROWS = "name,rating,country\nСергей Попов,1710,RU\n王秀英,1650,CN\nÅsa Öberg,1500,SE\n"


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig"])
def test_utf8_with_and_without_bom(encoding: str) -> None:
    preview = read_players_csv(ROWS.encode(encoding))
    assert preview.ok
    assert preview.encoding == encoding
    assert [p.name for p in preview.players] == ["Сергей Попов", "王秀英", "Åsa Öberg"]
    assert [p.rating for p in preview.players] == [1710, 1650, 1500]


def test_windows_1251_detected() -> None:
    data = "имя;рейтинг\nДмитрий Соколов;1800\nЕкатерина Лебедева;1750\n".encode("cp1251")
    assert detect_encoding(data) == "cp1251"
    preview = read_players_csv(data)
    assert [p.name for p in preview.players] == ["Дмитрий Соколов", "Екатерина Лебедева"]


def test_gbk_detected() -> None:
    data = "姓名,等级分\n王伟,1800\n李秀英,1750\n张敏,1600\n".encode("gbk")
    assert detect_encoding(data) == "gbk"
    assert [p.name for p in read_players_csv(data).players] == ["王伟", "李秀英", "张敏"]


def test_wrong_encoding_chosen_by_hand_is_reported() -> None:
    data = "name\n王伟\n".encode("gbk")
    preview = read_players_csv(data, "utf-8")
    assert not preview.ok
    assert "not valid UTF-8" in preview.errors[0]


def test_every_bad_row_named() -> None:
    data = b"name,rating,games\n,1500,3\nBo,fast,1\nEva,1400,many\nEva,1300,2\neva ,1250,2\nOk,1200,1\n"
    preview = read_players_csv(data)
    assert not preview.ok
    assert preview.errors == [
        "Line 2: Name '': cannot be empty",
        "Line 3: Rating 'fast': is not a whole number",
        "Line 4: Games on site 'many': is not a whole number",
        "Line 6: Name 'eva': duplicate of line 5",
    ]
    assert [p.name for p in preview.players] == ["Eva", "Ok"]


def test_empty_file_and_header_only() -> None:
    assert read_players_csv(b"").errors == ["The file is empty."]
    assert read_players_csv(b"   \n\n").errors == ["The file is empty."]
    assert read_players_csv(b"name,rating\n").errors == ["The file has a header line but no players."]


def test_missing_name_column() -> None:
    errors = read_players_csv(b"rating,country\n1500,SE\n").errors
    assert len(errors) == 1 and "No 'name' column" in errors[0]


def test_import_is_all_or_nothing(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=1)  # Anna Petrova
    from tdesk.services.players import PlayerFields

    with pytest.raises(ConflictError, match="already registered"):
        import_players(store, event_id, [PlayerFields("New One"), PlayerFields("anna petrova")])
    with pytest.raises(InputError, match="Row 2: Rating"):
        import_players(store, event_id, [PlayerFields("X"), PlayerFields("Y", rating=-5)])
    assert [r.name for r in list_entries(store, event_id)] == ["Anna Petrova"]


@pytest.mark.parametrize("value", ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx"])
def test_neutralise_formulas(value: str) -> None:
    assert neutralise(value) == "'" + value
    assert neutralise("Anna") == "Anna"


def test_export_round_trips_through_import(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("swiss", players=6)
    data = write_players_csv(list_entries(store, event_id))
    assert data.startswith(b"\xef\xbb\xbf")
    preview = read_players_csv(data)
    assert preview.ok
    assert sorted(p.name for p in preview.players) == sorted(r.name for r in list_entries(store, event_id))


def test_export_flags_disqualification_without_prizes_PEN_6(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.penalties.penalties import PenaltyRequest, issue_penalty

    event_id = make_event("swiss", players=3)
    entries = {r.name: r.entry_id for r in list_entries(store, event_id)}
    issue_penalty(store, event_id, PenaltyRequest(
        entry_id=entries["Anna Petrova"], penalty="disqualification_no_prizes",
        reason="Cheating", judge="Head Judge"))
    rows = {r.name: r for r in list_entries(store, event_id)}
    assert rows["Anna Petrova"].no_prizes and rows["Anna Petrova"].status == "disqualified"
    assert not rows["王伟"].no_prizes
    lines = write_players_csv(list(rows.values())).decode("utf-8-sig").splitlines()
    assert lines[0].endswith(",prize_eligible")
    anna = next(line for line in lines if line.startswith("Anna Petrova"))
    assert anna.split(",")[7] == "disqualified" and anna.endswith(",no")
    assert all(line.endswith(",yes") for line in lines[1:] if not line.startswith("Anna"))


# --- hostile and unlucky files (issue 9) -------------------------------------------------------

LISTS = {
    "cp1252": "name,rating,country\nBjörn Åberg,1500,SE\nSören Öberg,1400,SE\nMärta Ström,1300,SE\n"
              "Jürgen Müller,1250,DE\nFrançois Lefèvre,1200,FR\n",
    "cp1251": "имя,рейтинг\nДмитрий Соколов,1800\nЕкатерина Лебедева,1750\nСергей Попов,1710\n",
    "koi8-r": "имя,рейтинг\nДмитрий Соколов,1800\nЕкатерина Лебедева,1750\nСергей Попов,1710\n",
    "cp866": "имя,рейтинг\nДмитрий Соколов,1800\nЕкатерина Лебедева,1750\nСергей Попов,1710\n",
    "gbk": "姓名,等级分\n王伟,1800\n李秀英,1750\n张敏,1600\n刘洋,1550\n",
    "big5": "姓名,等級分\n王偉,1800\n李秀英,1750\n張敏,1600\n劉洋,1550\n",
    "euc-kr": "name,rating\n김민준,1800\n이서연,1750\n박지훈,1600\n최하은,1550\n",
    "utf-16": "name\tcountry\r\nBjörn Åberg\tSE\r\n王伟\tCN\r\nДмитрий Соколов\tRU\r\n",
}


@pytest.mark.parametrize("encoding", sorted(LISTS))
def test_every_supported_encoding_detected_and_read_exactly(encoding: str) -> None:
    text = LISTS[encoding]
    preview = read_players_csv(text.encode(encoding))
    assert preview.ok, preview.errors
    assert preview.encoding == encoding
    assert preview.guess is not None and preview.guess.detected and preview.guess.confidence >= 0.5
    names = [line.replace("\t", ",").split(",")[0] for line in text.splitlines()[1:]]
    assert [p.name for p in preview.players] == names


def test_swedish_names_in_windows_1252_never_come_out_cyrillic() -> None:
    data = "name,rating\nBjörn Åberg,1500\n".encode("cp1252")
    preview = read_players_csv(data)
    assert preview.encoding == "cp1252" and preview.encoding != "cp1251"
    assert [p.name for p in preview.players] == ["Björn Åberg"]  # not "Bjцrn Еberg"


def test_encoding_chosen_by_hand_is_used_and_said() -> None:
    data = LISTS["koi8-r"].encode("koi8-r")
    preview = read_players_csv(data, "koi8-r")
    assert preview.guess is not None and not preview.guess.detected
    assert preview.players[0].name == "Дмитрий Соколов"


def test_doubled_quotes_inside_a_quoted_name() -> None:
    preview = read_players_csv(b'name,rating\n"Daniel ""KidPoker"" Negreanu",1500\n')
    assert preview.ok and [p.name for p in preview.players] == ['Daniel "KidPoker" Negreanu']


def test_delimiter_from_several_lines_not_the_header_alone() -> None:
    # commas inside the names would fool a guess from one line; the sample and the header agree
    preview = read_players_csv(b"name;rating\nAnna, Petrova;1500\nBo Ek;1400\nEva, Lind;1300\n")
    assert preview.delimiter == ";"
    assert [p.name for p in preview.players] == ["Anna, Petrova", "Bo Ek", "Eva, Lind"]


@pytest.mark.parametrize("ending", [b"\r", b"\n", b"\r\n"])
def test_cr_only_lf_and_crlf_line_endings(ending: bytes) -> None:
    data = ending.join([b"name,rating,notes", b'Anna,1500,"two' + ending + b'lines"', b"Bo,1400,",
                        b""])
    preview = read_players_csv(data)
    assert preview.ok, preview.errors
    assert [(p.name, p.rating) for p in preview.players] == [("Anna", 1500), ("Bo", 1400)]
    assert preview.players[0].notes == "two\nlines"


def test_field_over_131072_characters_refused_by_row() -> None:
    data = b"name,notes\nAnna,ok\nBo," + b"x" * 131_073 + b"\nEva,fine\n"
    preview = read_players_csv(data)
    assert [p.name for p in preview.players] == ["Anna", "Eva"]
    (bad,) = preview.refused
    assert bad.line == 3
    assert bad.error.startswith("Notes 'xxxxxxxxxx") and "(value 2 of the row)" in bad.error
    assert "longer than 131,072 characters" in bad.error
    assert "unexpected" not in bad.error


def test_long_notes_within_the_field_limit_are_refused_by_the_notes_limit() -> None:
    preview = read_players_csv(b"name,notes\nBo," + b"n" * 5000 + b"\n")
    assert preview.errors == ["Line 2: Notes '" + "n" * 30 + "…': is 5,000 characters long; "
                              "at most 2,000"]


@pytest.mark.parametrize(("cell", "field"), [
    ("18446744073709551616", "Seed"),
    ("-9223372036854775809", "Seed"),
    ("1" + "0" * 30, "Seed"),
    ("9" * 5000, "Seed"),
])
def test_numbers_beyond_64_bits_refused_naming_field_and_value(cell: str, field: str) -> None:
    preview = read_players_csv(f"name,seed\nAnna,{cell}\nBo,3\n".encode())
    (bad,) = preview.refused
    assert bad.error.startswith(f"{field} '{cell[:12]}")
    assert [p.seed for p in preview.players] == [3]


def test_games_and_rating_beyond_64_bits_refused() -> None:
    preview = read_players_csv(b"name,rating,games\nAnna,1500,18446744073709551616\n"
                               b"Bo,100000000000000000000000000000,1\n")
    assert preview.errors == [
        "Line 2: Games on site '18446744073709551616': must be between 0 and 1,000,000",
        "Line 3: Rating '100000000000000000000000000000': must be between 0 and 100,000",
    ]


def test_semicolon_rows_under_a_comma_header_never_become_names() -> None:
    preview = read_players_csv(b"name,rating\nAnna;1500\nBo,1400\nEva;1300\nDan,1200\n")
    assert [p.name for p in preview.players] == ["Bo", "Dan"]
    assert all("Anna;1500" not in p.name for p in preview.players)
    assert preview.errors[0] == ("Line 2: Name 'Anna;1500' holds ';', but this file separates "
                                 "values with ',': the row fills only 1 of the header's 2 columns")
    assert preview.errors[1].startswith("Line 4: Name 'Eva;1300' holds ';'")


def test_more_values_than_the_header_refused() -> None:
    preview = read_players_csv(b"name,rating\nSmith, John,1500\nBo,1400,\n")
    assert [p.name for p in preview.players] == ["Bo"]  # a trailing empty cell is fine
    assert preview.errors == ["Line 2: 3 values where the header has 2 (this file separates "
                              "values with ','; a value holding ',' must be in quotes)"]


def test_unterminated_quote_refuses_its_row_and_reading_goes_on() -> None:
    preview = read_players_csv(b'name,rating\nAnna,"1500\nBo,1400\nEva,1300\n')
    assert [p.name for p in preview.players] == ["Bo", "Eva"]
    (bad,) = preview.refused
    assert bad.line == 2 and "never closes" in bad.error and 'Anna,"1500' in bad.error
    assert bad.error.startswith("Rating '\"1500': a quote opens")
    assert not any("Anna" in p.name for p in preview.players)


def test_text_after_a_closing_quote_refused() -> None:
    preview = read_players_csv(b'name,rating\n"Anna" Petrova,1500\nBo,1400\n')
    assert [p.name for p in preview.players] == ["Bo"]
    assert "text after a closing quote" in preview.refused[0].error


def test_nul_and_invisible_names_refused_by_row() -> None:
    preview = read_players_csv("name\nAn\x00na\n\u200b\u200b\nBo\n".encode())
    assert [p.name for p in preview.players] == ["Bo"]
    assert preview.errors == ["Line 2: Name 'An\\x00na': contains the control character U+0000 "
                              "at position 3",
                              "Line 3: Name '\\u200b\\u200b': has no visible characters"]


def test_a_broken_header_is_one_clear_problem() -> None:
    preview = read_players_csv(b'"name,rating\nAnna,1\n')
    assert not preview.importable
    assert "never closes" in preview.errors[0] or "No 'name' column" in preview.errors[0]


def test_preview_accepts_the_good_rows_and_import_writes_exactly_them(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tests.services.content import store_content

    event_id = make_event("poker", players=0)
    preview = read_players_csv(b'name,rating\nAnna,1500\nBo;1400\nEva,"13\nDan,1200\n')
    assert not preview.ok and preview.importable
    assert [p.name for p in preview.players] == ["Anna", "Dan"]
    import_players(store, event_id, preview.players)
    assert sorted(r.name for r in list_entries(store, event_id)) == ["Anna", "Dan"]
    # a second station registered "Dan" since: the whole import is refused, nothing written
    again = read_players_csv(b"name\nZoe\nYan\n")
    from tdesk.services.players import PlayerFields, add_player

    other = make_event("poker", players=0)
    add_player(store, other, PlayerFields("Yan"))
    before = store_content(store)
    with pytest.raises(ConflictError):
        import_players(store, other, again.players)
    assert store_content(store) == before


ROUND_TRIP = [
    ("Daniel \"KidPoker\" Negreanu", "CA", "kid@example.com, +1 555", "notes, with \"quotes\""),
    ("Smith, John", "GB", "", "line one\nline two\nline three"),
    ("Ek; Bo", "SE", "bo;ek", ""),
    ("Björn Åberg", "SE", "", "Ångström; Öberg"),
    ("Дмитрий Соколов", "RU", "+7 (495) 000-00-00", "Москва,\nстол 3"),
    ("王伟", "CN", "微信: wangwei", "备注；中文"),
    ("=HYPERLINK(\"http://x\")", "", "@me", "-5 chips"),
    ("＝Full width", "JP", "＋81", "＠note"),
    ("'Quoted' O'Brien", "IE", "\tTabbed", ""),
    ("Tab\tin name", "", "", "trailing tab\t"),
]


def test_own_export_round_trips_every_script_and_every_awkward_character(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.players import PlayerFields

    source = make_event("poker", players=0)
    rows = [PlayerFields(name, rating=1500 + i, country=country, site_games=i, contact=contact,
                         notes=notes, seed=i + 1)
            for i, (name, country, contact, notes) in enumerate(ROUND_TRIP)]
    import_players(store, source, rows)
    data = write_players_csv(list_entries(store, source))
    preview = read_players_csv(data)
    assert preview.ok, preview.errors
    assert preview.encoding == "utf-8-sig"
    expected = sorted((r.fields for r in list_entries(store, source)), key=repr)
    assert sorted(preview.players, key=repr) == expected
    target = make_event("poker", players=0)
    import_players(store, target, preview.players)
    assert sorted((r.fields for r in list_entries(store, target)), key=repr) == expected


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r", "\n", "\x00", "\ufeff",
                                   "＝", "＋", "－", "＠"])
def test_export_neutralises_ascii_and_full_width_formula_starts(start: str) -> None:
    assert neutralise(start + "SUM(A1)") == "'" + start + "SUM(A1)"


@pytest.mark.parametrize("value", ["Anna", "1500", "O'Brien", "'quoted'", " =x", "a=b", ""])
def test_export_leaves_ordinary_cells_alone(value: str) -> None:
    assert neutralise(value) == value


def test_progress_is_reported_and_can_stop_the_reading() -> None:
    data = ("name\n" + "".join(f"P{i}\n" for i in range(3500))).encode()
    seen: list[tuple[int, int]] = []
    assert len(read_players_csv(data, progress=lambda done, total: seen.append((done, total)))
               .players) == 3500
    assert [d for d, _ in seen] == sorted(d for d, _ in seen) and len(seen) == 3
    assert all(total == 3501 for _, total in seen)

    class Stop(Exception):
        pass

    def stop(_done: int, _total: int) -> None:
        raise Stop

    with pytest.raises(Stop):
        read_players_csv(data, progress=stop)


# --- more encodings, a warning where detection is not sure, BOMs (issue 19) ------------------

REALISTIC = {
    "mac-roman": "name,rating,country\nJürgen Müller,1500,DE\nCarlos Gómez,1400,ES\n"
                 "Lucía Ñúñez,1300,ES\nFrançois Lefèvre,1200,FR\nBjörn Åberg,1100,SE\n"
                 "João Gonçalves,1000,PT\n",
    "cp850": "name,rating,country\nJürgen Müller,1500,DE\nCarlos Gómez,1400,ES\n"
             "Lucía Ñúñez,1300,ES\nFrançois Lefèvre,1200,FR\nSøren Nørgaard,1100,DK\n"
             "Zoë Brandão,1000,PT\n",
    "shift-jis": "氏名,レーティング,国\n佐藤健,1800,JP\n鈴木花子,1750,JP\n高橋大輔,1600,JP\n"
                 "田中みゆき,1550,JP\n佐々木ゆうと,1500,JP\nヤマダ タロウ,1450,JP\n",
    "iso-8859-5": "имя,рейтинг,страна\nДмитрий Соколов,1800,RU\nЕкатерина Лебедева,1750,RU\n"
                  "Сергей Попов,1710,RU\nНаталья Кузнецова,1650,RU\nЮрий Яковлев,1600,RU\n",
    "mac-cyrillic": "имя,рейтинг,страна\nДмитрий Соколов,1800,RU\nЕкатерина Лебедева,1750,RU\n"
                    "Сергей Попов,1710,RU\nНаталья Кузнецова,1650,RU\nЮрий Яковлев,1600,RU\n",
}
"""Player lists as venues keep them, per encoding; written with Python's own codecs."""

PYTHON_CODECS = {"mac-roman": "mac_roman", "cp850": "cp850", "shift-jis": "shift_jis",
                 "iso-8859-5": "iso8859_5", "mac-cyrillic": "mac_cyrillic"}


def _names(text: str) -> list[str]:
    return [line.split(",")[0] for line in text.splitlines()[1:]]


@pytest.mark.parametrize("encoding", sorted(REALISTIC))
def test_mac_dos_japanese_and_iso_cyrillic_lists_detected_and_read_exactly(encoding: str) -> None:
    text = REALISTIC[encoding]
    preview = read_players_csv(text.encode(PYTHON_CODECS[encoding]))
    assert preview.encoding == encoding
    assert preview.ok, preview.errors
    assert [p.name for p in preview.players] == _names(text)
    assert preview.guess is not None and not preview.guess.uncertain
    assert preview.doubt == ""


@pytest.mark.parametrize("encoding", sorted(REALISTIC))
def test_the_new_encodings_can_be_chosen_by_hand(encoding: str) -> None:
    from tdesk.services.csv_io import ENCODING_LABELS, ENCODINGS

    assert encoding in ENCODINGS and encoding in ENCODING_LABELS
    text = REALISTIC[encoding]
    preview = read_players_csv(text.encode(PYTHON_CODECS[encoding]), encoding)
    assert preview.guess is not None and not preview.guess.detected
    assert [p.name for p in preview.players] == _names(text)


@pytest.mark.parametrize("encoding", sorted(LISTS))
def test_the_earlier_encodings_are_still_detected_surely(encoding: str) -> None:
    preview = read_players_csv(LISTS[encoding].encode(encoding))
    assert preview.encoding == encoding and preview.doubt == ""


def test_a_list_that_reads_two_ways_is_flagged_in_the_preview() -> None:
    # "Gómez" in Mac Roman reads as "Gùmez" in CP850: both look like names
    data = "name\nCarlos Gómez\nAna Gómez\n".encode("mac_roman")
    preview = read_players_csv(data)
    assert preview.guess is not None and preview.guess.uncertain
    assert "Not sure" in preview.doubt and "also reads as" in preview.doubt
    others = {preview.encoding, *preview.guess.alternatives}
    assert {"mac-roman", "cp850"} <= others


def test_bytes_that_read_as_no_names_are_flagged() -> None:
    preview = read_players_csv(b"name\n" + bytes(range(0x80, 0x100)) + b"\n")
    assert preview.guess is not None and preview.guess.uncertain and preview.doubt


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16-le"])
def test_a_bom_at_the_start_of_every_line_is_removed(encoding: str) -> None:
    lines = ["name,rating,country", "Anna Petrova,1500,RU", '"Smith, John",1400,GB',
             "王伟,1300,CN", "Åsa Öberg,1200,SE"]
    data = "".join("\ufeff" + line + "\r\n" for line in lines).encode(encoding)
    preview = read_players_csv(data)
    assert preview.ok, preview.errors
    assert [p.name for p in preview.players] == ["Anna Petrova", "Smith, John", "王伟",
                                                 "Åsa Öberg"]
    assert [p.country for p in preview.players] == ["RU", "GB", "CN", "SE"]
    assert not any("\ufeff" in repr(p) for p in preview.players)


def test_a_bom_inside_a_field_is_removed_never_stored(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    data = 'name,notes\nAnna\ufeff Petrova,"\ufeffnote"\n\ufeffBo\ufeff,\n'.encode()
    preview = read_players_csv(data)
    assert [(p.name, p.notes) for p in preview.players] == [("Anna Petrova", "note"),
                                                            ("Bo", "")]
    import_players(store, event_id, preview.players)
    assert all("\ufeff" not in r.name + r.notes for r in list_entries(store, event_id))


def test_a_bom_alone_in_a_name_is_an_empty_name() -> None:
    preview = read_players_csv('name,rating\n"\ufeff\ufeff",1500\nBo,1400\n\ufeff\n'.encode())
    assert [p.name for p in preview.players] == ["Bo"]  # a line of only a BOM is a blank line
    assert preview.errors == ["Line 2: Name '': cannot be empty"]


# --- never silently garbled: a property over every supported encoding ------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tdesk.services.csv_io import ENCODINGS, codec, guess_encoding  # noqa: E402

LATIN_SMALL = "abcdefghijklmnopqrstuvwxyz"
LATIN_ACCENTED = "áàâäãåæçéèêëíìîïñóòôöõøœúùûüýÿßš"
LATIN_CAPITALS = "ABCDEFGHIJKLMNOPRSTUVWZÁÅÄÆÇÉÍÑÓÖØÚÜŠ"


@st.composite
def latin_words(draw: st.DrawFn) -> str:
    """A Western European name word: a capital, then small letters, at most half accented."""
    plain = draw(st.lists(st.sampled_from(LATIN_SMALL), min_size=2, max_size=8))
    accents = draw(st.lists(st.sampled_from(LATIN_ACCENTED), max_size=len(plain) // 2))
    letters = draw(st.permutations(plain + accents))
    return draw(st.sampled_from(LATIN_CAPITALS)) + "".join(letters)


CYRILLIC_SMALL = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
CYRILLIC_CAPITALS = "АБВГДЕЁЖЗИКЛМНОПРСТУФХЦЧШЭЮЯ"
cyrillic_words = st.builds(lambda c, rest: c + "".join(rest), st.sampled_from(CYRILLIC_CAPITALS),
                           st.lists(st.sampled_from(CYRILLIC_SMALL), min_size=2, max_size=10))
JAPANESE_KANJI = "佐藤鈴木高橋田中伊渡辺山本小林加吉松井上斎木村清水森池田健大輔美咲花子太郎一郎"
KANA = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわん" \
       "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
japanese_words = st.builds(lambda kanji, kana: "".join(kanji) + "".join(kana),
                           st.lists(st.sampled_from(JAPANESE_KANJI), min_size=1, max_size=3),
                           st.lists(st.sampled_from(KANA), max_size=3))
SIMPLIFIED = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭", "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华")
TRADITIONAL = ("王李張劉陳楊黃趙吳周徐孫馬朱胡郭", "偉芳娜敏靜麗強磊軍洋勇艷傑娟濤明超秀霞平剛桂英華")
KOREAN = ("김이박최정강조윤장임한오서신권황", "민준서연지훈하은우진현수영호성예린도윤재")


def _han_words(chars: tuple[str, str]) -> st.SearchStrategy[str]:
    return st.builds(lambda surname, given: surname + "".join(given), st.sampled_from(chars[0]),
                     st.lists(st.sampled_from(chars[1]), min_size=1, max_size=2))


NAME_WORDS = {"latin": latin_words(), "cyrillic": cyrillic_words, "japanese": japanese_words,
              "simplified": _han_words(SIMPLIFIED), "traditional": _han_words(TRADITIONAL),
              "korean": _han_words(KOREAN)}


@st.composite
def name_lists(draw: st.DrawFn) -> list[str]:
    words = NAME_WORDS[draw(st.sampled_from(sorted(NAME_WORDS)))]
    names = draw(st.lists(st.lists(words, min_size=1, max_size=3).map(" ".join), min_size=1,
                          max_size=12, unique_by=str.casefold))
    return names


@settings(max_examples=400, deadline=None)
@given(name_lists(), st.sampled_from([e for e in ENCODINGS if e != "auto"]))
def test_any_list_in_any_encoding_imports_exactly_or_is_flagged(names: list[str],
                                                               encoding: str) -> None:
    text = "name,rating\n" + "".join(f"{n},{1500 + i}\n" for i, n in enumerate(names))
    try:
        data = text.encode(codec(encoding))
    except UnicodeEncodeError:
        data = text.encode("utf-8")  # this encoding cannot write these names
    preview = read_players_csv(data)
    if preview.doubt:
        assert preview.guess is not None and preview.guess.uncertain
        return
    assert preview.ok, preview.errors
    assert [p.name for p in preview.players] == names


def test_legacy_bytes_that_happen_to_be_utf8_are_not_read_for_sure() -> None:
    """cp866 "Ёааа" is F0 A0 A0 A0: valid UTF-8 for one rare ideograph (hypothesis found it).
    The preview must not call that reading sure: it names the other encoding to check."""
    data = "name,rating\nЁааа,1500\n".encode("cp866")
    preview = read_players_csv(data)
    assert preview.doubt and preview.guess is not None and preview.guess.uncertain
    assert preview.guess.alternatives  # the legacy reading is offered
    plain = read_players_csv("name,rating\nЁлена Öberg 李娜,1500\n".encode())
    assert plain.doubt == "" and [p.name for p in plain.players] == ["Ёлена Öberg 李娜"]


def test_a_few_legacy_bytes_that_spell_utf8_by_chance_are_flagged() -> None:
    """EUC-KR "馬芳" is D8 A9 DB BB, also valid UTF-8 (Arabic "ةۻ"): read as UTF-8 but not for
    sure, EUC-KR named, so the preview asks the director instead of importing "ةۻ" (found by
    the property below)."""
    data = "name,rating\n馬芳,1500\n".encode("euc-kr")
    guess = guess_encoding(data)
    assert guess.uncertain and "euc-kr" in guess.alternatives
    assert read_players_csv(data).doubt
    plain = "name,rating\nBjörn Öberg,1500\nАнна Петрова,1600\n".encode()
    assert not guess_encoding(plain).uncertain  # real UTF-8 names stay sure
    for few in ("Björn Öberg", "Иван", "王伟"):  # a few letters, as real UTF-8 writes them
        assert not guess_encoding(f"name\n{few}\n".encode()).uncertain, few
    assert not guess_encoding(b"name\nAnna\n").uncertain  # no letters to doubt
