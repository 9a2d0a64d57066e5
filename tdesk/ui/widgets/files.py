"""File choosers in one place (tests replace these instead of driving the native dialog)."""

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget


def open_file(parent: QWidget | None, title: str, filters: str) -> Path | None:
    path, _ = QFileDialog.getOpenFileName(parent, title, "", filters)
    return Path(path) if path else None


def save_file(parent: QWidget | None, title: str, filters: str, suggested: str = "") -> Path | None:
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    return Path(path) if path else None
