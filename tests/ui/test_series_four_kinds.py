"""A series over events of all four kinds (issue 36): a poker MTT, an OFC game, a heads-up
league round, a constructed Swiss and a Swiss draft, the same people in them. The board, on
screen (File › Series…), on paper (the leaderboard sheet, pypdf text) and from the command
line (``tdesk series board``), gives each person the by-place points of their place in each
event's own final order. (A league in a series made the board fail with an AttributeError;
a draft gave its places pod after pod.)"""

from __future__ import annotations

from decimal import Decimal as D

from pypdf import PdfReader
from PySide6.QtGui import QAction
from sqlmodel import select

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.models.tables import Entry
from tdesk.print import series as sheet
from tdesk.services.events import create_event
from tdesk.services.league import league
from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import HandDraft, SeatInput
from tdesk.services.people import series
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.seating.busts import bust_players
from tdesk.services.swiss import swiss

PEOPLE = ("Anna Petrova", "Björn Åberg", "王伟", "James Smith", "Мария Иванова", "李娜",
          "Sören Öberg", "Oliver Hughes")
TABLE = (10, 7, 5, 4, 3, 2, 1, 1)
"""The series' by-place points: 1st 10, 2nd 7, … 8th 1."""

# the worked OFC hand (tests/rules/test_ofc.py): A +144, B -20, C -68 (fouled), D -56
OFC_A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
OFC_B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"
OFC_C = "Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac"
OFC_D = "Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc"


def enter(store: Store, event: int, people: dict[str, int], names: tuple[str, ...]
          ) -> dict[int, str]:
    """The named people entered in ``event`` as the same persons; entry id -> name."""
    for i, name in enumerate(names):
        if name in people:
            add_player(store, event, PlayerFields(name=name, rating=1500 + 10 * i),
                       person_id=people[name])
        else:
            add_player(store, event, PlayerFields(name=name, rating=1500 + 10 * i))
    rows = list_entries(store, event)
    for r in rows:
        people.setdefault(r.name, r.player_id)
    return {r.entry_id: r.name for r in rows}


def places_of(store: Store, event: int) -> dict[str, int]:
    """Poker and OFC: each person's place as the event recorded it (PL-1), the last one in
    1st once everybody else is out."""
    with store.read() as session:
        rows = session.exec(select(Entry.id, Entry.place).where(Entry.event_id == event)).all()
    names = {r.entry_id: r.name for r in list_entries(store, event)}
    out = {names[e]: p for e, p in rows if p is not None}
    left = [names[e] for e, p in rows if p is None]
    assert len(left) == 1
    return {**out, left[0]: 1}


def play_swiss_round(store: Store, event: int) -> None:
    info = swiss.pair_next_round(store, event, seed=7)
    for i, t in enumerate(info.tables):
        if not t.done:
            swiss.record_result(store, event, 1, t.table, "2-0" if i % 2 else "0-2")


def build(store: Store) -> tuple[int, list[dict[str, int]]]:
    """The five events played, the series over them; (series id, each event's places)."""
    people: dict[str, int] = {}
    finals: list[dict[str, int]] = []

    poker = create_event(store, "Hold'em Night", "poker")
    entries = enter(store, poker, people, PEOPLE)
    for entry in sorted(entries)[:-1]:  # one bust at a time, down to the winner
        bust_players(store, poker, [entry])
    finals.append(places_of(store, poker))
    assert sorted(finals[-1].values()) == list(range(1, 9))

    game = create_event(store, "OFC Night", "ofc")
    entries = enter(store, game, people, PEOPLE[:4])
    ids = sorted(entries)
    for entry, chips in zip(ids, (50_000, 2_000, 6_000, 4_000), strict=True):
        ofc.set_stack(store, game, entry, chips)
    for _ in range(4):  # the first player takes the winning board every hand until alone
        left = [p.entry_id for p in ofc.ofc_players(store, game) if p.chips > 0]
        left.sort(key=ids.index)
        if len(left) == 1:
            break
        ofc.apply_hand(store, game, HandDraft(tuple(
            SeatInput(e, b) for e, b in zip(left, (OFC_A, OFC_B, OFC_C, OFC_D)[:len(left)],
                                            strict=True))))
    finals.append(places_of(store, game))
    assert sorted(finals[-1].values()) == [1, 2, 3, 4]

    hu = create_event(store, "HU League", "league", settings={"lives": 1})
    entries = enter(store, hu, people, PEOPLE[2:7])
    league.set_registration(store, hu, list(entries), league.ACCEPTED)
    league.start_season(store, hu)
    first = league.pair_next_round(store, hu)
    for g in league.round_view(store, first).games:  # the lower seed wins every game
        winner_a = (g.a_seed or 0) < (g.b_seed or 0)
        league.set_report(store, g.id, g.a_entry_id, "1" if winner_a else "0")
        league.set_report(store, g.id, g.b_entry_id, "0" if winner_a else "1")
    finals.append({r.name: r.place for r in league.ranking(store, hu).rows})
    assert len(finals[-1]) == 5

    constructed = create_event(store, "Constructed", "swiss", settings={"rounds": 3})
    enter(store, constructed, people, PEOPLE[:6])
    play_swiss_round(store, constructed)
    finals.append({n: i for i, n in enumerate(swiss.final_standings(store, constructed), 1)})

    draft = create_event(store, "Draft", "swiss", settings={"rounds": 3, "draft": True,
                                                            "pod_size": 4})
    enter(store, draft, people, PEOPLE)
    swiss.draw_pods(store, draft, seed=36)
    play_swiss_round(store, draft)
    finals.append({n: i for i, n in enumerate(swiss.final_standings(store, draft), 1)})
    # one order by points: no 0-point player above a 3-point player of another pod
    points = {r.name: r.standing.points for r in swiss.standings(store, draft)}
    order = sorted(finals[-1], key=finals[-1].__getitem__)
    assert [points[n] for n in order] == sorted(points.values(), reverse=True)

    sid = series.create_series(store, "Card Room Circuit", formula="by_place",
                               params={"table": list(TABLE)})
    series.add_events(store, sid, [poker, game, hu, constructed, draft])
    return sid, finals


def expected(finals: list[dict[str, int]]) -> dict[str, tuple[D, list[D | None]]]:
    """Each person's total and points per event, from each event's own final order."""
    out = {}
    for name in PEOPLE:
        cells = [D(TABLE[f[name] - 1]) if name in f else None for f in finals]
        out[name] = (sum((c for c in cells if c is not None), D(0)), cells)
    return out


def test_a_series_over_all_four_kinds_on_screen_paper_and_command_line(
        window, store, qtbot, capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    sid, finals = build(store)
    want = expected(finals)
    board = series.leaderboard(store, sid)
    assert board.fields == (8, 4, 5, 6, 8)
    got = {ln.name: (ln.total, [c.points if c else None for c in ln.cells])
           for ln in board.lines}
    assert got == want
    assert [ln.total for ln in board.lines] == sorted(got[n][0] for n in got)[::-1]
    # the places on the board are each event's own
    for ln in board.lines:
        assert [c.place if c else None for c in ln.cells] == [f.get(ln.name) for f in finals]

    # on screen: File › Series…
    action = next(a for a in window.findChildren(QAction) if a.objectName() == "series")
    action.trigger()
    dialog = window.series_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.series_list.setCurrentRow(0)
    table = dialog.board_table
    assert table.rowCount() == 8 and table.columnCount() == 8
    for r in range(8):
        name = table.item(r, 1).text()
        total, cells = want[name]
        assert table.item(r, 2).text() == sheet.points_text(total)
        assert [table.item(r, c).text() for c in range(3, 8)] == [
            "" if v is None else sheet.points_text(v) for v in cells]
    dialog.reject()

    # on paper: the leaderboard sheet
    pdf = tmp_path / "circuit.pdf"
    sheet.print_board(store, sid, pdf)
    text = " ".join("\n".join(p.extract_text() for p in PdfReader(pdf).pages).split())
    assert "3: HU League (5 players)" in text and "5: Draft (8 players)" in text
    for ln in board.lines:
        row = " ".join([str(ln.rank), ln.name, sheet.points_text(ln.total),
                        *(sheet.points_text(c.points) for c in ln.cells if c)])
        assert row in text, row

    # from the command line
    assert main(["series", "board", "Card Room Circuit", "--db", store.url]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:5] == ["1: Hold'em Night", "2: OFC Night", "3: HU League", "4: Constructed",
                       "5: Draft"]
    for line, ln in zip(out[5:], board.lines, strict=True):
        words = line.split()
        assert words[-6] == sheet.points_text(ln.total)
        assert words[-5:] == ["—" if v is None else sheet.points_text(v)
                              for v in want[ln.name][1]]
