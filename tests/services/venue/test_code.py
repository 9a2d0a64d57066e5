"""The join code (issue 39): carries address, port and secret; readable; typos refused."""

import pytest

from tdesk.errors import InputError
from tdesk.services.venue.code import JoinCode, decode
from tdesk.services.venue.server import ALPHABET

CODES = [JoinCode(a, 55432, "K7MZ2QHXWB") for a in
         ("192.168.1.20", "10.20.30.40", "172.31.255.254", "127.0.0.1", "fd00:abcd::5", "::1")]


@pytest.mark.parametrize("code", CODES, ids=lambda c: c.address)
def test_a_code_carries_address_port_and_secret(code: JoinCode) -> None:
    text = code.text()
    assert decode(text) == code
    assert decode(text.lower().replace("-", " ")) == code  # case and separators blind
    assert not set(text) & set("0O1Il")


def test_the_home_router_address_makes_a_short_code() -> None:
    assert len(CODES[0].text().replace("-", "")) <= 20


@pytest.mark.parametrize("code", CODES[:4], ids=lambda c: c.address)
def test_every_single_mistyped_character_and_swap_is_refused(code: JoinCode) -> None:
    text = code.text().replace("-", "")
    for i, ch in enumerate(text):
        for other in ALPHABET:
            if other != ch:
                with pytest.raises(InputError):
                    decode(text[:i] + other + text[i + 1:])
        if i + 1 < len(text) and text[i + 1] != ch:
            with pytest.raises(InputError):
                decode(text[:i] + text[i + 1] + ch + text[i + 2:])


@pytest.mark.parametrize("bad", ["0", "O", "1", "I", "L"])
def test_characters_codes_never_use_are_named(bad: str) -> None:
    with pytest.raises(InputError, match=f"has '{bad}'"):
        decode("ABCD-" + bad + "BCD-EFGH-JKMN-PQRS")


def test_a_public_address_never_goes_into_a_code() -> None:
    with pytest.raises(InputError, match="private"):
        JoinCode("8.8.8.8", 55432, "K7MZ2QHXWB").text()
