"""League sheets (issue 13): round pairings with their slots, the ranking with all 13 HU-K1
criteria; names in Latin, Swedish, Cyrillic and Chinese print."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from tdesk.errors import ConflictError
from tdesk.print import registry
from tdesk.services.league import league


def _text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


@pytest.fixture
def season(store, make_event):  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=9, lives=2)
    ids = [r.entry_id for r in league.registrations(store, event_id)]
    league.set_registration(store, event_id, ids, league.ACCEPTED)
    league.start_season(store, event_id)
    return event_id


def test_pairings_sheet_lists_games_slots_and_bye(store, season) -> None:  # type: ignore[no-untyped-def]
    doc = registry.find("league-pairings")
    out = io.BytesIO()
    with pytest.raises(ConflictError, match="No round"):
        doc.renderer()(store, season, out)
    round_id = league.pair_next_round(store, season)
    view = league.round_view(store, round_id)
    out = io.BytesIO()
    doc.renderer()(store, season, out)
    text = _text(out.getvalue())
    assert "Round 1 pairings" in text and "Cut-off" in text
    for game in view.games:
        assert game.a_name.split()[0] in text and game.b_name.split()[0] in text
    assert view.bye_name.split()[0] in text
    assert "Page 1 of 1" in text
    names = [g.a_name for g in view.games] + [g.b_name for g in view.games] + [view.bye_name]
    assert any(any("\u4e00" <= c <= "\u9fff" for c in n) for n in names)  # Chinese printed too
    assert all(n.split()[0] in text for n in names)


def test_ranking_sheet_has_13_criteria_and_marks(store, season) -> None:  # type: ignore[no-untyped-def]
    round_id = league.pair_next_round(store, season)
    for game in league.round_view(store, round_id).games:
        league.set_report(store, game.id, game.a_entry_id, "1")
        league.set_report(store, game.id, game.b_entry_id, "0")
    out = io.BytesIO()
    registry.find("league-ranking").renderer()(store, season, out)
    reader = PdfReader(io.BytesIO(out.getvalue()))
    first = reader.pages[0]
    assert first.mediabox.width > first.mediabox.height  # landscape: 15 columns
    text = _text(out.getvalue())
    assert "Ranking" in text and "After 1 round" in text
    for head in ("Lives", "Forfeit", "Seed", "12."):
        assert head in text
    top = league.ranking(store, season).rows
    assert top[0].name.split()[0] in text
    assert "*" in text  # a deciding criterion is marked
    fonts = {str(f.get_object()["/BaseFont"]) for page in reader.pages
             for f in page["/Resources"]["/Font"].values()}  # type: ignore[index]
    assert any("DejaVu" in f for f in fonts)  # the project's fonts, not Helvetica


def test_pairings_sheet_keeps_names_and_heads_whole_next_to_a_stop(store, season) -> None:  # type: ignore[no-untyped-def]
    """A game in the stop queue prints "stop: admins decide"; that long result wraps, while
    every player's full name and the Opponent head stay in one piece (was "Oppone/nt",
    "Анна Вас/ильева")."""
    round_id = league.pair_next_round(store, season)
    view = league.round_view(store, round_id)
    first = view.games[0]
    league.set_report(store, first.id, first.a_entry_id, "1")
    league.set_report(store, first.id, first.b_entry_id, "1")  # both claim the win: stop
    import dataclasses

    from tdesk.print.league import render_pairings

    long_names = ["Наталья Смирнова", "Анна Васильева", "Alexandra Lindqvist", "Дмитрий Волков",
                  "Märta Karlsson", "Иван Васильев", "Christopher Robinson", "王丽"]
    view = league.round_view(store, round_id)
    games = tuple(dataclasses.replace(g, a_name=long_names[2 * i % 8],
                                      b_name=long_names[(2 * i + 1) % 8])
                  for i, g in enumerate(view.games))
    view = dataclasses.replace(view, games=games)
    assert view.games[0].state == "stop"
    out = io.BytesIO()
    render_pairings(out, event_name="HUSC", view=view, printed_at="now")
    words = _text(out.getvalue()).split()
    assert "Opponent" in words and "stop:" in words
    for game in view.games:
        for name in (game.a_name, game.b_name):
            assert all(part in words for part in name.split()), name


@pytest.mark.parametrize("language", ["en", "ru", "sv", "zh_CN"])
def test_ranking_keeps_a_two_word_name_on_one_line(qapp, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    """16 players of the demo season: every name on one line of the ranking in each language
    (in Swedish the one-word head "Walkoverförluster" took the room and the names broke in
    two, so the table grew and was shrunk to fit its page)."""
    from tdesk import i18n
    from tdesk.print.fonts import FONT_SANS, text_width
    from tdesk.print.league import _ranking_widths, ranking_header
    from tdesk.print.style import CELL, CELL_PADDING, frame_width

    monkeypatch.setenv("TDESK_LANG", language)
    i18n.install(qapp)
    try:
        names = ["Наталья Смирнова", "Алексей Алексеев", "Anders Åberg", "Harry Brown"]
        rows = [(str(n), name, *["10*"] * 13) for n, name in enumerate(names * 4, start=1)]
        widths = _ranking_widths(ranking_header(), rows, frame_width(True))
        widest = max(text_width(name, FONT_SANS, CELL.fontSize) for name in names)
        assert widths[1] >= widest + CELL_PADDING, (language, widths)
    finally:
        monkeypatch.delenv("TDESK_LANG")
        i18n.install(qapp)
