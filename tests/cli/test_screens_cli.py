"""``tdesk screens`` (issue 35): the announcement and the venue logo from the command line."""

from pathlib import Path

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.seating import room_screen
from tests.ui.wall.test_projector_notice import logo_png


def test_the_line_and_the_logo_from_the_command_line(tmp_path: Path, capsys, qapp) -> None:  # type: ignore[no-untyped-def]
    url = f"sqlite:///{tmp_path / 's.db'}"
    store = Store(url)
    event = create_event(store, "Cup", "poker")
    store.close()
    badge = tmp_path / "casino.png"
    badge.write_bytes(logo_png())
    run = ["screens", "--db", url, "--event", "Cup"]
    assert main([*run, "--announce", "Dinner break at 20:00 — bar open", "--logo",
                 str(badge)]) == 0
    out = capsys.readouterr().out
    assert "Announcement: Dinner break at 20:00 — bar open" in out
    assert f"Venue logo: {badge.stat().st_size:,} bytes" in out
    text = tmp_path / "menu.txt"
    text.write_text("menu", encoding="utf-8")
    assert main([*run, "--logo", str(text)]) == 2
    assert "is not a PNG or JPEG picture" in capsys.readouterr().err
    assert main([*run, "--clear", "--no-logo"]) == 0
    assert "Announcement: none" in capsys.readouterr().out
    store = Store(url)
    try:
        assert room_screen.announcement(store, event) == "" and room_screen.logo(store) is None
    finally:
        store.close()
