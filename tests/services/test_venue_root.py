"""PostgreSQL does not run as root (issue 39): as root, the venue server runs as the account
TDESK_HOST_USER (or SUDO_USER) names, and with none hosting is refused saying what to do."""

import sys

import pytest

from tdesk.services.venue import server as venue_server

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="no root on Windows")


def test_root_with_no_account_named_is_refused_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(venue_server.os, "geteuid", lambda: 0)
    monkeypatch.delenv(venue_server.HOST_USER_ENV, raising=False)
    monkeypatch.delenv("SUDO_USER", raising=False)
    with pytest.raises(venue_server.HostError, match="does not run as root.*TDESK_HOST_USER"):
        venue_server.server_account()


def test_an_account_that_does_not_exist_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(venue_server.os, "geteuid", lambda: 0)
    monkeypatch.setenv(venue_server.HOST_USER_ENV, "no-such-account-here")
    with pytest.raises(venue_server.HostError, match="'no-such-account-here': no such account"):
        venue_server.server_account()


def test_sudo_user_runs_the_server(monkeypatch: pytest.MonkeyPatch) -> None:
    import pwd

    plain = next((p for p in pwd.getpwall() if p.pw_uid >= 1000 and p.pw_name != "nobody"
                  and p.pw_uid < 65534), None)
    if plain is None:
        pytest.skip("no unprivileged account on this computer")
    monkeypatch.setattr(venue_server.os, "geteuid", lambda: 0)
    monkeypatch.delenv(venue_server.HOST_USER_ENV, raising=False)
    monkeypatch.setenv("SUDO_USER", plain.pw_name)
    assert venue_server.server_account().pw_name == plain.pw_name


def test_a_plain_account_runs_the_server_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(venue_server.os, "geteuid", lambda: 1000)
    assert venue_server.server_account() is None
