"""``tdesk staff`` (issue 39): a PIN set (shown once), listed without it, revoked; a missing
name or a bad PIN names the flag and writes nothing."""

import re

from tdesk.cli import main
from tdesk.services.venue import staff_pins


def staff(store, *args: str) -> int:  # type: ignore[no-untyped-def]
    return main(["staff", *args, "--db", store.url, "--staff", "Desk"])


def test_set_list_and_revoke(store, capsys) -> None:  # type: ignore[no-untyped-def]
    assert staff(store, "set", "--name", "Anna Floor") == 0
    out = capsys.readouterr().out
    pin = re.search(r"PIN for Anna Floor: (\d{6}) ", out)
    assert pin is not None and staff_pins.sign_in(store, pin.group(1)) is not None
    assert staff(store, "set", "--name", "Björn", "--pin", "24681012") == 0
    capsys.readouterr()
    assert staff(store, "list") == 0
    listed = capsys.readouterr().out
    assert "Anna Floor: PIN set" in listed and "Björn: PIN set" in listed
    assert pin.group(1) not in listed and "24681012" not in listed
    assert staff(store, "revoke", "--name", "Björn") == 0
    assert staff_pins.sign_in(store, "24681012") is None
    capsys.readouterr()
    assert staff(store, "list") == 0
    assert "Björn: revoked" in capsys.readouterr().out


def test_refusals_name_the_flag(store, capsys) -> None:  # type: ignore[no-untyped-def]
    assert staff(store, "set") == 2
    assert "--name" in capsys.readouterr().err
    assert staff(store, "set", "--name", "Anna", "--pin", "12") == 2
    assert "PIN" in capsys.readouterr().err
    assert staff_pins.staff(store) == []
