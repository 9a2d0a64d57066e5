"""The desk's colours live in tdesk/ui/palette.py (and the projector's themes in
projector_theme.py): a colour typed anywhere else in tdesk/ui fails here, so a refusal stays
the one red in every tab."""

import re
from pathlib import Path

from tdesk.ui import palette

UI = Path(__file__).resolve().parents[2] / "tdesk" / "ui"
OWNERS = {"palette.py", "wall/projector_theme.py"}  # the palette, and the projector's themes
NAMED = "white|black|red|green|blue|gray|grey|yellow|orange|darkred|darkgreen|darkgray"
LITERAL = re.compile(
    r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b"            # #rrggbb, #rgb
    r"|QColor\(\s*\d"                                 # QColor(r, g, b)
    r"|QColor\(\s*[\"']"                              # QColor("white"), QColor("#…")
    r"|Qt\.GlobalColor\.\w+"                          # Qt.GlobalColor.red
    rf"|(?:color|background)\s*:\s*(?:{NAMED})\b",    # a named colour in a style sheet
    re.IGNORECASE)


def test_no_colour_is_typed_outside_the_palette() -> None:
    found = [f"{p.relative_to(UI)}:{n}: {m.group(0)}"
             for p in sorted(UI.glob("**/*.py")) if p.relative_to(UI).as_posix() not in OWNERS
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1)
             for m in LITERAL.finditer(line)]
    assert found == []


def test_one_red_for_the_refusals() -> None:
    reds = {"#b00020", "#c0392b", "#b71c1c", "#c00000"}
    words = {name: value for name, value in vars(palette).items()
             if name.isupper() and isinstance(value, str)}
    assert words["REFUSAL"] == "#c62828"
    assert not reds & {v.lower() for k, v in words.items() if k not in ("BIG_BLIND_TEXT",
                                                                         "CALL_BG")}
