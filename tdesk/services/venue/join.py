"""Joining the venue server (issue 39): the join code and an address make the store URL, and
the station checks, before it opens anything, that the host answers, that the code fits, and
that host and station run the same schema. A station of another tdesk version is refused: an
older one cannot read the host's tables, and a newer one would upgrade the shared event under
every other station.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import create_engine
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError

from tdesk.errors import InputError, TdeskError
from tdesk.models.migrate import current_revision, known_revisions
from tdesk.services.venue.code import JoinCode, decode
from tdesk.services.venue.server import DATABASE, ROLE

CONNECT_TIMEOUT_S = 5


class JoinRefused(TdeskError):
    """The station cannot join: the message says why and what to do."""


@dataclass(frozen=True)
class Target:
    """Where to join: the host's address and port, and the server's secret."""

    address: str
    port: int
    secret: str

    def url(self) -> str:
        return URL.create("postgresql+psycopg", username=ROLE, password=self.secret,
                          host=self.address, port=self.port, database=DATABASE,
                          query={"connect_timeout": str(CONNECT_TIMEOUT_S)}
                          ).render_as_string(hide_password=False)

    @property
    def where(self) -> str:
        return f"[{self.address}]:{self.port}" if ":" in self.address else f"{self.address}:{self.port}"


def target(code: str, address: str | None = None) -> Target:
    """The code's host, or the typed ``address`` ('host' or 'host:port'; the code's port when
    none is typed) where the code's address is not the one this station reaches."""
    decoded: JoinCode = decode(code)
    host, port = decoded.address, decoded.port
    if address:
        host, port = split_address(address, port)
    return Target(host, port, decoded.secret)


def split_address(text: str, port: int) -> tuple[str, int]:
    """'192.168.1.5', '192.168.1.5:55432', '[fd00::5]:55432', 'laptop.local' → (host, port)."""
    typed = text.strip()
    if not typed or any(ch.isspace() for ch in typed):
        raise InputError("Address", text, "type the host's address as its screen shows it, "
                                          "e.g. 192.168.1.20 or 192.168.1.20:55432")
    if typed.startswith("["):  # [IPv6]:port
        host, _, rest = typed[1:].partition("]")
        tail = rest[1:] if rest.startswith(":") else rest
    elif typed.count(":") == 1:  # host:port
        host, _, tail = typed.partition(":")
    else:  # a name, an IPv4 or a bare IPv6 address
        host, tail = typed, ""
    if not host:
        raise InputError("Address", text, "has a port but no address before it")
    if tail:
        if not tail.isdigit() or not 0 < int(tail) < 65536:
            raise InputError("Address", text, f"the port {tail!r} must be a number 1–65535")
        port = int(tail)
    return host, port


def check(where: Target) -> str:
    """Connect, and compare the host's schema with this tdesk's; the revision, or JoinRefused."""
    engine = create_engine(where.url(), pool_pre_ping=False)
    try:
        revision = current_revision(engine)
    except DBAPIError as exc:
        raise JoinRefused(_connect_problem(where, exc)) from None
    finally:
        engine.dispose()
    known = known_revisions()
    if revision is None:
        raise JoinRefused(f"The host at {where.where} has no event yet: host the event first.")
    if revision not in known:
        raise JoinRefused(
            f"The host at {where.where} runs a newer tdesk (schema {revision}) than this "
            f"station (schema {known[-1]}): update tdesk here to the host's version, then join.")
    if revision != known[-1]:
        raise JoinRefused(
            f"The host at {where.where} runs an older tdesk (schema {revision}) than this "
            f"station (schema {known[-1]}): joining would change the shared event under the "
            "other stations. Update tdesk on the host (or use the host's version here).")
    return revision


def _connect_problem(where: Target, exc: DBAPIError) -> str:
    said = str(exc.orig or exc).lower()
    if "password authentication failed" in said or "authentication" in said:
        return (f"The join code does not fit the host at {where.where}: check the code on "
                "the host's screen (File › Host this event on the venue network).")
    if "no pg_hba.conf entry" in said:
        return (f"The host at {where.where} answers only stations on the venue's own "
                "network (private addresses): join from that network.")
    return (f"No tdesk host answers at {where.where}: check the address and that the host "
            "is still hosting (it shows its address and join code).")
