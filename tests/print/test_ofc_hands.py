"""The OFC hand history sheet: boards, pairs, settlement and stacks of every hand, in order."""

import io
from collections.abc import Callable

from pypdf import PdfReader

from tdesk.models.store import Store
from tdesk.print.ofc_hands import print_ofc_hands
from tdesk.services.ofc import ofc

A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"


def test_hand_history_pdf(store: Store, make_event: Callable[..., int]) -> None:
    event_id = make_event("ofc", players=6)
    players = ofc.ofc_players(store, event_id)
    ids = [p.entry_id for p in players]
    names = {p.entry_id: p.name for p in players}
    ofc.add_tutorial_hands(store, event_id)
    ofc.set_stack(store, event_id, ids[1], 3000)
    # A scoops B: 6 + 44 - 6 = 44 points, 4,400 at level 1; B has 3,000 and busts (6 left: 6th).
    ofc.apply_hand(store, event_id, ofc.HandDraft((ofc.SeatInput(ids[0], A),
                                                   ofc.SeatInput(ids[1], B))))
    out = io.BytesIO()
    print_ofc_hands(store, event_id, out)
    pages = PdfReader(io.BytesIO(out.getvalue())).pages
    text = " ".join(" ".join(page.extract_text() for page in pages).split())  # cells wrap
    assert text.index("Hand 1") < text.index("Hand 2") < text.index("Hand 3")
    assert "Tutorial: bust during settlement (OFC-S4)" in text
    assert "middle two pair is weaker than top trips" in text
    assert "skipped:" in text and "is out (OFC-S4)" in text
    assert f"{names[ids[0]]} – {names[ids[1]]}" in text
    assert f"{names[ids[1]]} → {names[ids[0]]}" in text and "4,400" in text and "3,000" in text
    assert "out, 6." in text
    assert "Page 1 of" in text
