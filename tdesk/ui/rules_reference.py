"""Help › Rules reference: the project's own reading of the rulebooks (docs/rules.md).

The reading itself is a document, written (like the rule books it reads) in English and shown
as it is in every language; the dialog around it speaks the interface language."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QLineEdit, QTextBrowser, QVBoxLayout, QWidget

from tdesk.paths import resource, resources_dir


def rules_text() -> str:
    """docs/rules.md: beside the resources in a checkout, inside them in a PyInstaller build."""
    for path in (resources_dir().parent / "docs" / "rules.md", resource("docs", "rules.md")):
        if path.is_file():
            return path.read_text(encoding="utf-8")
    title = QCoreApplication.translate("RulesReference", "Rules reference")
    missing = QCoreApplication.translate("RulesReference",
                                         "The rules text was not found in this installation.")
    return f"# {title}\n\n{missing}"


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
