"""Help › Rules reference: the project's own reading of the rulebooks (docs/rules.md)."""

from PySide6.QtWidgets import QDialog, QLineEdit, QTextBrowser, QVBoxLayout, QWidget

from tdesk.paths import resource


def rules_text() -> str:
    path = resource("rules.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return "# Rules reference\n\nThe rules text was not found in this installation."


class RulesReference(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules reference"))
        self.resize(820, 900)
        self.find = QLineEdit()
        self.find.setPlaceholderText(self.tr("Find a rule ID or word (Enter for next)"))
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesBrowser")
        self.browser.setMarkdown(rules_text())
        self.find.returnPressed.connect(lambda: self.browser.find(self.find.text()))
        layout = QVBoxLayout(self)
        layout.addWidget(self.find)
        layout.addWidget(self.browser)
