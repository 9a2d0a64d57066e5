"""``tdesk snapshot ofc`` and ``tdesk print ofc-hands`` on the demo store (issue 5)."""

from pathlib import Path

from pypdf import PdfReader

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import find_event
from tdesk.services.ofc import ofc
from tests.cli.in_process import tdesk

OFC_EVENT = "Malta OFC Championship"


def test_demo_tutorial_hands_snapshot_and_print(tmp_path: Path, demo_copy: str) -> None:
    db = demo_copy  # what `tdesk demo` made (tests/conftest.py)
    store = Store(db)
    event_id = find_event(store, OFC_EVENT).id
    titles = [h.title for h in ofc.list_hands(store, event_id)]
    assert titles == ["Tutorial: the began-with cap (OFC-S3)",
                      "Tutorial: bust during settlement (OFC-S4)"]
    pdf = tmp_path / "hands.pdf"
    assert main(["print", "ofc-hands", "--db", db, "--event", OFC_EVENT, "-o", str(pdf)]) == 0
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(pdf).pages).split())
    assert "Tutorial: bust during settlement (OFC-S4)" in text and "is out (OFC-S4)" in text

    png = tmp_path / "ofc.png"
    result = tdesk("snapshot", "ofc", "--db", db, "--event", OFC_EVENT, "-o", str(png),
                   "--size", "1400x900")
    assert result.returncode == 0, result.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    assert (image.width(), image.height()) == (1400, 900)
