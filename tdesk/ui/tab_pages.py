"""The main window's tab pages, each building its tab the first time it is shown.

A cold start builds only the tab on screen and the clock (which ticks and sounds whatever tab
is shown); the rest cost nothing until the floor opens them (issue 11). ``TabPages`` is the
window's ``tab_widgets``: asking it for a tab builds that tab, so callers never see a page.
"""

from collections.abc import Callable, Iterator, Mapping

from PySide6.QtWidgets import QVBoxLayout, QWidget

from tdesk.ui.tabs import TabSpec


class TabPage(QWidget):
    """The place of one tab in the tab bar; holds the tab once built."""

    def __init__(self, spec: TabSpec, build: Callable[[TabSpec, QWidget], QWidget],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"page_{spec.key}")
        self.spec = spec
        self._build = build
        self.tab: QWidget | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    def ensure(self) -> QWidget:
        """The tab, built now if it was not yet."""
        if self.tab is None:
            self.tab = self._build(self.spec, self)
            self.tab.setObjectName(f"tab_{self.spec.key}")
            self._layout.addWidget(self.tab)
            self.tab.show()  # at once: a layout would show it only at the next event loop turn
        return self.tab


class TabPages(Mapping[str, QWidget]):
    """Tab key -> tab widget, building a tab when it is asked for."""

    def __init__(self) -> None:
        self.pages: dict[str, TabPage] = {}

    def __getitem__(self, key: str) -> QWidget:
        return self.pages[key].ensure()

    def __iter__(self) -> Iterator[str]:
        return iter(self.pages)

    def __len__(self) -> int:
        return len(self.pages)

    def __contains__(self, key: object) -> bool:
        return key in self.pages

    def built(self) -> dict[str, QWidget]:
        """The tabs built so far (what a refresh or a test of the start may look at)."""
        return {k: p.tab for k, p in self.pages.items() if p.tab is not None}

    def clear(self) -> None:
        self.pages.clear()
