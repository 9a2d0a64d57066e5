"""A laptop is one station across runs: after a restart (or a crash) Ctrl+Z still reaches what
this laptop did before, while a store opened by another program stays a station of its own."""

from __future__ import annotations

import argparse
from pathlib import Path

from tdesk.cli import _open, main
from tdesk.models.store import Store, machine_station_id
from tdesk.services.events import create_event


def test_a_restart_keeps_this_laptops_undo(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'event.db'}"
    first = Store(url, station=machine_station_id())
    create_event(first, "Restart Open", "poker")
    first.close()
    csv = tmp_path / "players.csv"
    csv.write_text("name\nAnna Petrova\nBjörn Öberg\n", encoding="utf-8")
    assert main(["import", "players", str(csv), "--event", "Restart Open", "--db", url]) == 0

    again = _open(argparse.Namespace(db=url, staff=None))  # the next run of tdesk
    step = again.undo_step()
    assert step is not None and step.action == "import players"
    assert Store(url).undo_step() is None  # another program's store object: nothing of its own
    again.close()


def test_the_station_is_kept_in_the_data_folder(tmp_path: Path) -> None:
    station = machine_station_id()
    assert machine_station_id() == station
    assert (Path(tmp_path / "data") / "station").read_text(encoding="utf-8") == station
