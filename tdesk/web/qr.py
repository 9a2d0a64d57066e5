"""QR codes of the player screens' address (segno), for the desk's dialog and the projector."""

from __future__ import annotations

import segno


def matrix(text: str) -> list[list[bool]]:
    """Dark modules of the QR code for ``text``, quiet zone excluded; medium error correction
    so a smudged table card still scans."""
    code = segno.make(text, error="m", micro=False)
    return [[bool(cell) for cell in row] for row in code.matrix]


def svg(text: str, scale: int = 8) -> bytes:
    import io

    out = io.BytesIO()
    segno.make(text, error="m", micro=False).save(out, kind="svg", scale=scale, border=4)
    return out.getvalue()
