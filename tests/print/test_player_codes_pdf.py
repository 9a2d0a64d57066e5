"""Issue 25: the player codes sheet issues a new code per player and prints it with its QR;
the printed codes open their holders' pages, the old ones stop working."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from tdesk.errors import NotFoundError
from tdesk.print.registry import find
from tdesk.services.phones import phone_reports as pr
from tdesk.services.players import list_entries


def test_the_sheet_prints_a_working_code_per_player(store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TDESK_SCREENS_URL", "http://10.0.0.5:8080")
    event = make_event("swiss", players=9)
    old = pr.issue_codes(store, event)
    doc = find("player-codes")
    assert "swiss" in doc.kinds
    buf = io.BytesIO()
    doc.renderer()(store, event, buf)
    reader = PdfReader(io.BytesIO(buf.getvalue()))
    text = "\n".join(p.extract_text() for p in reader.pages)
    assert len(reader.pages) == 2  # eight cards a page
    names = [e.name for e in list_entries(store, event)]
    assert all(name in text for name in names)
    printed = {c for c in re.findall(r"[0-9A-Z]{4}(?:-[0-9A-Z]{4}){4}", text)
               if c not in old.values()}
    holders = set()
    for code in printed:
        try:
            holders.add(pr.my_match(store, code).name)
        except NotFoundError:
            continue
    assert holders == set(names)
    with pytest.raises(NotFoundError):
        pr.my_match(store, next(iter(old.values())))
