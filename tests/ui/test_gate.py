"""A button gated by its rule: enabled when the rule allows, else disabled with the reason."""

from PySide6.QtWidgets import QPushButton

from tdesk.errors import InputError
from tdesk.ui.widgets.gate import gate


def _refuse(message: str):  # type: ignore[no-untyped-def]
    def verify() -> None:
        raise ValueError(message)
    return verify


def test_a_refused_action_disables_the_button_and_says_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = QPushButton("Pair round")
    qtbot.addWidget(button)
    button.setToolTip("Pair the next round (Ctrl+P)")
    assert not gate(button, _refuse("round 3 still has 2 matches without a result"))
    assert not button.isEnabled()
    assert button.toolTip() == "round 3 still has 2 matches without a result"
    assert gate(button, lambda: None)
    assert button.isEnabled() and button.toolTip() == "Pair the next round (Ctrl+P)"


def test_a_floor_error_counts_as_a_refusal(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = QPushButton("Save")
    qtbot.addWidget(button)

    def verify() -> None:
        raise InputError("Stack", "-5", "must be at least 0")

    assert not gate(button, verify)
    assert "Stack" in button.toolTip() and "-5" in button.toolTip()
