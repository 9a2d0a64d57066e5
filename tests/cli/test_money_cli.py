"""``tdesk export results`` and the money documents from the command line (issue 14)."""

from pathlib import Path

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services import money
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating import bust_players


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
