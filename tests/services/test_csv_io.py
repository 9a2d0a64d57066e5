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
    from tdesk.services.penalties import PenaltyRequest, issue_penalty

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
