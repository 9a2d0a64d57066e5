"""``tdesk export results`` and the money documents from the command line (issue 14)."""

from pathlib import Path

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating.seating import bust_players


def test_export_results_and_print_payouts(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    store = Store(url)
    event = create_event(store, "Cup", "poker", settings={"starting_stack": 10000})
    ids = import_players(store, event, [PlayerFields(name=n) for n in ("Åsa", "Иван", "王伟")])
    money.set_terms(store, event, {"buy_in": 100})
    money.set_payout(store, event, money.load_template("top3"))
    money.take_entries(store, event, ids)
    bust_players(store, event, [ids[1]])
    store.close()
    out = tmp_path / "results.csv"
    assert main(["export", "results", "--db", url, "--event", "Cup", "-o", str(out)]) == 0
    lines = out.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0] == "place,name,country,prize,note,handed_over,receipt"
    assert lines[1] == "3,Иван,,60,,,"  # 300 paid 50/30/20: third 60
    pdf = tmp_path / "payouts.pdf"
    assert main(["print", "payouts", "--db", url, "--event", "Cup", "-o", str(pdf)]) == 0
    assert pdf.read_bytes().startswith(b"%PDF")


def test_print_a_receipt_on_the_roll_as_a_copy(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """``tdesk print receipt --receipt N --page 80mm --copy`` (issue 23)."""
    from pypdf import PdfReader

    url = f"sqlite:///{tmp_path / 'm.db'}"
    store = Store(url, staff="Desk")
    event = create_event(store, "Cup", "poker", settings={"starting_stack": 10000})
    ids = import_players(store, event, [PlayerFields(name=n) for n in ("Åsa", "Иван", "王伟")])
    money.set_terms(store, event, {"buy_in": 100})
    money.take_entries(store, event, ids)
    store.close()
    pdf = tmp_path / "receipt.pdf"
    assert main(["print", "receipt", "--db", url, "--event", "Cup", "--receipt", "2",
                 "--page", "80mm", "--copy", "-o", str(pdf)]) == 0
    page = PdfReader(pdf).pages[0]
    text = page.extract_text()
    assert "COPY" in text and "C-0002" in text and "Иван" in text
    assert round(float(page.mediabox.width)) == 227  # 80 mm
    assert main(["print", "receipt", "--db", url, "--event", "Cup", "--receipt", "9",
                 "-o", str(pdf)]) != 0
    assert "Receipt 9 is not in Cup" in capsys.readouterr().err
    assert main(["print", "payouts", "--db", url, "--event", "Cup", "--copy",
                 "-o", str(pdf)]) != 0
    assert "is for the receipt" in capsys.readouterr().err


def test_a_receipt_written_twice_from_the_command_line_says_copy_the_second_time(
        tmp_path: Path) -> None:
    """Issue 35: "COPY" depended on the path: the command line neither recorded its prints
    nor marked a reprint, so two originals of one receipt could be handed out."""
    from pypdf import PdfReader

    from tdesk.services.money import receipts

    url = f"sqlite:///{tmp_path / 'r.db'}"
    store = Store(url)
    event = create_event(store, "Cup", "poker", settings={"starting_stack": 10000})
    ids = import_players(store, event, [PlayerFields(name=n) for n in ("Åsa", "Иван")])
    money.set_terms(store, event, {"buy_in": 100})
    money.take_entries(store, event, ids)
    store.close()

    def written(name: str, *more: str) -> str:
        pdf = tmp_path / name
        assert main(["print", "receipt", "--db", url, "--event", "Cup", "--receipt", "2",
                     "-o", str(pdf), *more]) == 0
        return " ".join(page.extract_text() for page in PdfReader(str(pdf)).pages).upper()

    assert "COPY" not in written("first.pdf")
    assert "COPY" in written("second.pdf")
    store = Store(url)
    assert receipts.printed_before(store, event, 2) and not receipts.printed_before(store, event, 1)
    store.close()
