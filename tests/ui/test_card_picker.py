"""The 52-card picker: one button per card, greyed when used, clicks report the card."""

from PySide6.QtCore import Qt

from tdesk.rules.cards import DECK, Card
from tdesk.ui.widgets.card_picker import CardPicker


def test_picker_has_every_card_and_greys_used_ones(qtbot) -> None:  # type: ignore[no-untyped-def]
    picker = CardPicker()
    qtbot.addWidget(picker)
    assert set(picker.buttons) == set(DECK)
    assert picker.buttons[Card.parse("Ah")].text() == "A♥"
    assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in picker.buttons.values())
    picked: list[Card] = []
    picker.cardPicked.connect(picked.append)
    qtbot.mouseClick(picker.buttons[Card.parse("Td")], Qt.MouseButton.LeftButton)
    assert picked == [Card.parse("Td")]
    picker.set_used([Card.parse("Td"), Card.parse("2c")])
    assert picker.used() == {Card.parse("Td"), Card.parse("2c")}
    qtbot.mouseClick(picker.buttons[Card.parse("Td")], Qt.MouseButton.LeftButton)
    assert picked == [Card.parse("Td")]  # a used card cannot be picked again (CARD-2)
    picker.set_used([])
    assert picker.used() == set()
