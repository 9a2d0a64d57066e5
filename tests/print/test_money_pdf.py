"""Payout wall sheet, results sheet and chip count sheet (issue 14), read back with pypdf."""

import io

from pypdf import PdfReader

from tdesk.print.money import print_chip_counts, print_payouts, print_results
from tdesk.print.registry import find
from tdesk.services.money import deals
from tdesk.services.money import money as svc
from tdesk.services.players import list_entries
from tdesk.services.seating import chip_counts
from tdesk.services.seating.seating import bust_players, draw_seats


def _text(reader: PdfReader) -> str:
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


def _fonts(reader: PdfReader) -> set[str]:
    seen = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            seen.add(str(font["/BaseFont"]))
            descendants = font.get("/DescendantFonts")
            target = descendants[0].get_object() if descendants else font
            descriptor = target.get("/FontDescriptor")
            assert descriptor is not None and "/FontFile2" in descriptor.get_object(), font
    return seen


def _event(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", 12, starting_stack=20000)
    svc.set_terms(store, event, {"buy_in": 100, "fee": 10})
    svc.set_payout(store, event, svc.load_template("top3"))
    ids = {r.name: r.entry_id for r in list_entries(store, event)}
    svc.take_entries(store, event, list(ids.values()))  # pool 1,200: 600/360/240
    return event, ids


def test_payout_sheet_lists_every_paid_place_in_large_type(store, make_event):
    event, _ = _event(store, make_event)
    out = io.BytesIO()
    print_payouts(store, event, out)
    reader = PdfReader(out)
    text = _text(reader)
    assert "Prize pool 1,200" in text and "3 places paid" in text
    assert text.index("600") < text.index("360") < text.index("240")
    assert not any("Helvetica" in f for f in _fonts(reader))
    # the document is the satellite-aware one, which prints this sheet for any other event
    from tdesk.print import satellite

    assert find("payouts").renderer() is satellite.print_payouts
    other = io.BytesIO()
    satellite.print_payouts(store, event, other)
    assert "3 places paid" in _text(PdfReader(other)) and "Seat" not in _text(PdfReader(other))


def test_results_sheet_has_places_names_countries_prizes_and_deal(store, make_event):
    event, ids = _event(store, make_event)
    order = ["Anna Petrova", "Björn Åberg", "James Smith", "Oliver Hughes", "Sören Öberg",
             "Märta Ström", "Emma Jones", "Дмитрий Смирнов", "张敏"]
    for name in order:
        bust_players(store, event, [ids[name]])
    left = [ids["王伟"], ids["Мария Иванова"], ids["李娜"]]
    chip_counts.record_counts(store, event, dict(zip(left, [120000, 80000, 40000], strict=True)))
    bust_players(store, event, [ids["李娜"]])
    players, prizes = deals.deal_candidates(store, event)
    amounts = deals.work_out_deal("chipchop", [p.chips for p in players], prizes)
    deals.record_deal(store, event, "chipchop", dict(zip([p.entry_id for p in players], amounts,
                                                       strict=True)), note="heads-up")
    out = io.BytesIO()
    print_results(store, event, out)
    reader = PdfReader(out)
    text = _text(reader)
    assert "张敏" in text and "Дмитрий Смирнов" in text and "Märta Ström" in text
    assert "240" in text  # 李娜, 3rd
    assert "Chip-chop deal: heads-up" in text
    assert any("WenQuanYi" in f for f in _fonts(reader))


def test_chip_count_sheet_by_table_with_totals(store, make_event):
    event, ids = _event(store, make_event)
    draw_seats(store, event, tables=2, seed=3)
    chip_counts.record_counts(store, event, {ids["Anna Petrova"]: 33000}, "Table 1")
    out = io.BytesIO()
    print_chip_counts(store, event, out)
    text = _text(PdfReader(out))
    assert "Table 1" in text and "Table 2" in text
    assert "33,000" in text and "chips in play 240,000" in text
    assert "Counts recorded" in text


def test_payout_sheet_for_a_big_field_runs_over_pages_in_two_columns(store, make_event):
    event = make_event("poker", 200, starting_stack=20000)
    svc.set_terms(store, event, {"buy_in": 100, "payout_unit": 10})
    svc.set_payout(store, event, svc.load_template("curve-15"))
    svc.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    out = io.BytesIO()
    print_payouts(store, event, out)
    reader = PdfReader(out)
    text = _text(reader)
    assert "30 places paid" in text and "30." in text and "1." in text
    assert len(reader.pages) >= 2  # 30 places: a page of 28, then 2


def _runs(reader: PdfReader) -> list[tuple[str, float]]:
    """(text, x) of every text run of the first page."""
    runs: list[tuple[str, float]] = []

    def visit(text, cm, tm, _font, _size):  # type: ignore[no-untyped-def]
        if text.strip():
            runs.append((text.strip(), cm[4] + tm[4] * cm[0]))

    reader.pages[0].extract_text(visitor_text=visit)
    return runs


def test_long_translated_labels_break_between_words_and_totals_stay_in_their_column(
        store, make_event, monkeypatch):  # type: ignore[no-untyped-def]
    """Russian prints "Место в турнире" for Place: on every sheet it wraps between words, never
    "Мест/о в ту/рнире"; the results total sits under Prize, the table total under Chips."""
    import tdesk.print.money as sheet

    long = {"Place": "Место в турнире", "Seat": "Местонахождение"}
    real = sheet.translate
    monkeypatch.setattr(sheet, "translate", lambda ctx, text, *a: long.get(text) or real(ctx, text, *a))
    event, ids = _event(store, make_event)
    draw_seats(store, event, tables=2, seed=1)
    bust_players(store, event, [ids["Anna Petrova"]])
    for render in (print_payouts, print_results, print_chip_counts):
        out = io.BytesIO()
        render(store, event, out)
        words = " ".join(text for text, _ in _runs(PdfReader(out))).split()
        label = long["Seat"] if render is print_chip_counts else long["Place"]
        assert set(label.split()) <= set(words), (render.__name__, words[:30])
    out = io.BytesIO()
    print_results(store, event, out)
    runs = _runs(PdfReader(out))
    prize_x = next(x for text, x in runs if text == "Prize")
    note_x = next(x for text, x in runs if text == "Note")
    texts = [text for text, _ in runs]
    total_x = runs[texts.index("Total") + 1][1]  # the sum printed after the word Total
    assert prize_x - 60 < total_x < note_x, (prize_x, total_x, note_x)


def test_results_with_nobody_out_say_so(store, make_event):  # type: ignore[no-untyped-def]
    """The OFC demo's results sheet was a bare head and "Total 0": the floor reads that nobody
    has finished yet, and no table of nothing."""
    event = make_event("ofc", players=4)
    out = io.BytesIO()
    print_results(store, event, out)
    text = _text(PdfReader(io.BytesIO(out.getvalue())))
    assert "Nobody has finished yet." in text
    assert "Total" not in text and "Country" not in text
