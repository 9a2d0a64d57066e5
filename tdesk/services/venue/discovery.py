"""Finding the host on the venue network (issue 39): the host announces itself by multicast DNS
(DNS-SD, python-zeroconf), and a joining station lists what it hears. Where multicast is
blocked (guest Wi-Fi, some Windows laptops) the address is typed instead; nothing depends on
the announcement.

``interfaces``: the addresses to announce and listen on; None for every interface of this
computer. The tests pass loopback only.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

SERVICE = "_tdesk-venue._tcp.local."


@dataclass(frozen=True)
class FoundHost:
    """One host heard on the network."""

    name: str
    addresses: tuple[str, ...]
    port: int
    version: str
    schema: str

    @property
    def address(self) -> str:
        """The address to join: the first private IPv4 one heard (else the first)."""
        for address in self.addresses:
            parsed = ipaddress.ip_address(address)
            if parsed.version == 4 and (parsed.is_private or parsed.is_loopback):
                return address
        return self.addresses[0] if self.addresses else ""


def _zeroconf(interfaces: Sequence[str] | None) -> Any:
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    if interfaces is None:
        return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    v6 = any(":" in a for a in interfaces)
    return Zeroconf(interfaces=list(interfaces),
                    ip_version=IPVersion.All if v6 else IPVersion.V4Only)


class Announcement:
    """The host's announcement while it hosts: ``close()`` withdraws it."""

    def __init__(self, name: str, addresses: Sequence[str], port: int, *, version: str,
                 schema: str, interfaces: Sequence[str] | None = None) -> None:
        from zeroconf import ServiceInfo

        self.zeroconf = _zeroconf(interfaces)
        label = "".join(ch for ch in name if ch.isprintable())[:50] or "tdesk"
        self.info = ServiceInfo(
            SERVICE, f"{label}.{SERVICE}",
            addresses=[ipaddress.ip_address(a).packed for a in addresses], port=port,
            properties={"version": version, "schema": schema},
            server=f"{_server_label(label)}.local.")
        self.zeroconf.register_service(self.info, allow_name_change=True)

    def close(self) -> None:
        try:
            self.zeroconf.unregister_service(self.info)
        finally:
            self.zeroconf.close()


def _server_label(label: str) -> str:
    clean = "".join(ch if ch.isalnum() else "-" for ch in label.lower()).strip("-")
    return (clean or "tdesk")[:40] + "-tdesk"


class Browser:
    """Listens for hosts until ``close()``; ``hosts()`` is what it has heard so far."""

    def __init__(self, interfaces: Sequence[str] | None = None) -> None:
        from zeroconf import ServiceBrowser

        self._lock = threading.Condition()  # notified at every host heard or gone
        self._found: dict[str, FoundHost] = {}
        self.zeroconf = _zeroconf(interfaces)
        self.browser = ServiceBrowser(self.zeroconf, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
                self._lock.notify_all()
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        if info is None:
            return
        props = {k.decode(errors="replace"): (v or b"").decode(errors="replace")
                 for k, v in info.properties.items()}
        label = name[: -len(SERVICE) - 1] if name.endswith("." + SERVICE) else name
        host = FoundHost(label, tuple(info.parsed_addresses()), int(info.port or 0),
                         props.get("version", ""), props.get("schema", ""))
        with self._lock:
            self._found[name] = host
            self._lock.notify_all()

    def hosts(self) -> list[FoundHost]:
        with self._lock:
            return self._sorted()

    def _sorted(self) -> list[FoundHost]:
        return sorted(self._found.values(), key=lambda h: h.name.lower())

    def wait_for(self, wanted: Callable[[list[FoundHost]], bool],
                 seconds: float) -> list[FoundHost]:
        """The hosts heard once ``wanted(hosts)`` holds, or when ``seconds`` have passed."""
        with self._lock:
            self._lock.wait_for(lambda: wanted(self._sorted()), timeout=seconds)
            return self._sorted()

    def close(self) -> None:
        self.browser.cancel()
        self.zeroconf.close()


def discover(seconds: float = 3.0, interfaces: Sequence[str] | None = None,
             *, until_one: bool = False) -> list[FoundHost]:
    """Hosts heard within ``seconds`` (sooner with ``until_one``, once one is heard)."""
    browser = Browser(interfaces)
    try:
        return browser.wait_for(lambda hosts: until_one and bool(hosts), seconds)
    finally:
        browser.close()


def lan_addresses() -> list[str]:
    """This computer's private IPv4 addresses (the venue network), loopback aside."""
    import ifaddr

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str):
                parsed = ipaddress.ip_address(ip.ip)
                if parsed.is_private and not parsed.is_loopback and not parsed.is_link_local:
                    found.append(ip.ip)
    return found


def host_name() -> str:
    return socket.gethostname().split(".")[0][:40] or "tdesk"
