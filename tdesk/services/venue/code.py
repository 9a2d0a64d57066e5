"""The join code (issue 39): what a station needs to join the venue server, typed once.

It carries the host's address, its port and the server's secret, in 31 letters and digits that
cannot be mixed up (no 0/O, no 1/I/l), case-blind, in groups of four, with a last check
character that catches any one mistyped character and any two neighbours swapped. Only
loopback and private addresses fit in a code (the server answers nobody else), which keeps a
code for a 192.168.x.y host at 18 characters.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

from tdesk.errors import InputError
from tdesk.services.venue.server import ALPHABET, SECRET_CHARS

BASE = len(ALPHABET)
# (network, host bits kept): the address kinds a code can carry, in code order
_KINDS: tuple[tuple[str, int], ...] = (
    ("192.168.0.0/16", 16), ("10.0.0.0/8", 24), ("172.16.0.0/12", 20), ("127.0.0.0/8", 24),
    ("fc00::/7", 121), ("::1/128", 0))
_NETS = tuple((ipaddress.ip_network(net), bits) for net, bits in _KINDS)
FIELD = "Join code"


@dataclass(frozen=True)
class JoinCode:
    """A decoded join code: the host's address and port, and the server's secret."""

    address: str
    port: int
    secret: str

    def text(self) -> str:
        """The code as shown and typed: 'ABCD-EFGH-…'."""
        return _groups(encode(self))


def encode(code: JoinCode) -> str:
    """The code's characters, check character last (no dashes)."""
    address = ipaddress.ip_address(code.address)
    kind = next((i for i, (net, _bits) in enumerate(_NETS)
                 if address.version == net.version and address in net), None)
    if kind is None:
        raise InputError("Address", code.address, "is not a loopback or private address; the "
                                                  "venue server answers only those")
    if not 0 < code.port < 65536:
        raise InputError("Port", code.port, "must be between 1 and 65535")
    net, bits = _NETS[kind]
    host = int(address) - int(net.network_address)
    value = BASE ** SECRET_CHARS + _secret_value(code.secret)  # a leading 1: fixed length
    value = (value << 16) | code.port
    value = (value << bits) | host
    value = value * len(_NETS) + kind
    digits = _digits(value)
    return digits + _check(digits)


def decode(text: str) -> JoinCode:
    """The code a person typed (dashes, spaces and case ignored); InputError naming what is
    wrong: a character codes never use, a length, a mistyped character."""
    typed = "".join(ch for ch in text.upper() if ch not in " -\t")
    if not typed:
        raise InputError(FIELD, text, "is empty; type the code the host shows")
    for ch in typed:
        if ch not in ALPHABET:
            hint = {"0": "O", "O": "0", "1": "I", "I": "1", "L": "1"}.get(ch)
            why = (" (codes use neither 0 nor O, 1 nor I or L)" if hint else "")
            raise InputError(FIELD, text, f"has '{ch}', which no join code uses{why}")
    body, check = typed[:-1], typed[-1]
    if len(body) < SECRET_CHARS + 4 or _check(body) != check:
        raise InputError(FIELD, text, "is not a whole join code (a character is wrong or "
                                      "missing); check it against the host's screen")
    value = 0
    for ch in body:
        value = value * BASE + ALPHABET.index(ch)
    value, kind = divmod(value, len(_NETS))
    net, bits = _NETS[kind]
    host, value = value & ((1 << bits) - 1), value >> bits
    port, value = value & 0xFFFF, value >> 16
    value -= BASE ** SECRET_CHARS
    if not 0 <= value < BASE ** SECRET_CHARS or not 0 < port < 65536 or host >= net.num_addresses:
        raise InputError(FIELD, text, "is not a join code of this tdesk")
    address = type(net.network_address)(int(net.network_address) + host)
    return JoinCode(str(address), port, _secret_text(value))


def _secret_value(secret: str) -> int:
    if len(secret) != SECRET_CHARS or any(ch not in ALPHABET for ch in secret):
        raise InputError("Secret", "…", f"must be {SECRET_CHARS} join-code characters")
    value = 0
    for ch in secret:
        value = value * BASE + ALPHABET.index(ch)
    return value


def _secret_text(value: int) -> str:
    chars = []
    for _ in range(SECRET_CHARS):
        value, digit = divmod(value, BASE)
        chars.append(ALPHABET[digit])
    return "".join(reversed(chars))


def _digits(value: int) -> str:
    chars = []
    while value:
        value, digit = divmod(value, BASE)
        chars.append(ALPHABET[digit])
    return "".join(reversed(chars)) or ALPHABET[0]


def _check(body: str) -> str:
    """Weighted sum modulo 31 (a prime): weights 1…30 cycle, so one wrong character and two
    swapped neighbours always change it."""
    total = sum((i % (BASE - 1) + 1) * ALPHABET.index(ch) for i, ch in enumerate(body))
    return ALPHABET[total % BASE]


def _groups(code: str) -> str:
    return "-".join(code[i:i + 4] for i in range(0, len(code), 4))
