"""The Clock tab's "Projector and sound" box: which monitor and theme the projector opens on,
window or full screen, and the level-change sounds (on or off, how loud).

What the floor chooses here is the station's own (``tdesk.ui.settings``), never the store's.
Its words keep the Clock tab's translation context ("ClockTab"), where they were first written.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QPushButton, QSlider

from tdesk.engine_text import value as value_name
from tdesk.ui import settings
from tdesk.ui.sound import SoundPlayer
from tdesk.ui.wall.projector import THEMES


class ScreenPanel(QGroupBox):
    """The projector's monitor, theme and window choice, its button, and the sounds."""

    def __init__(self, sounds: Callable[[], SoundPlayer], projector_button: QPushButton) -> None:
        super().__init__()
        self.setTitle(QCoreApplication.translate("ClockTab", "Projector and sound"))
        self.sounds = sounds  # the tab's player, looked up each time (tests swap it)
        self.projector_button = projector_button
        self.screen_combo = QComboBox()
        self.screen_combo.setToolTip(
            QCoreApplication.translate("ClockTab", "Monitor for the projector"))
        self.full_screen_check = QCheckBox(QCoreApplication.translate("ClockTab", "Full screen"))
        self.full_screen_check.setObjectName("projectorFullScreen")
        self.full_screen_check.setToolTip(
            QCoreApplication.translate(
                "ClockTab",
                "Off: the projector opens as a window, handy on a laptop with one screen")
        )
        self.end_check = QCheckBox(
            QCoreApplication.translate("ClockTab", "Expected end on the projector"))
        self.end_check.setObjectName("projectorExpectedEnd")
        self.end_check.setChecked(bool(settings.PROJECTOR_END.get()))
        self.end_check.toggled.connect(settings.PROJECTOR_END.set)
        self.theme_combo = QComboBox()
        for key in THEMES:
            self.theme_combo.addItem(value_name(key).capitalize(), key)
        player = sounds()
        self.sound_check = QCheckBox(QCoreApplication.translate("ClockTab", "Sounds"))
        self.sound_check.setChecked(not player.muted)
        self.sound_check.toggled.connect(lambda on: self.sounds().set_muted(not on))
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setValue(int(player.volume * 100))
        self.volume_slider.valueChanged.connect(lambda v: self.sounds().set_volume(v / 100))
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("ClockTab", "Monitor"), self.screen_combo)
        form.addRow(QCoreApplication.translate("ClockTab", "Theme"), self.theme_combo)
        form.addRow(self.full_screen_check)
        form.addRow(self.end_check)
        form.addRow(self.projector_button)
        form.addRow(self.sound_check, self.volume_slider)
        self.fill_screens()

    def fill_screens(self) -> None:
        """The monitors there are now; the remembered one (else the last) and theme chosen."""
        self.screen_combo.clear()
        screens = QGuiApplication.screens()
        for i, screen in enumerate(screens):
            self.screen_combo.addItem(f"{i + 1}: {screen.name()}", i)
        remembered = settings.PROJECTOR_SCREEN.get()
        names = [screen.name() for screen in screens]
        index = names.index(remembered) if remembered in names else len(names) - 1
        self.screen_combo.setCurrentIndex(index)
        theme = settings.PROJECTOR_THEME.get()
        self.theme_combo.setCurrentIndex(max(0, self.theme_combo.findData(theme)))
        # One screen: the projector would cover this window, so it opens as a window.
        self.full_screen_check.setChecked(len(names) > 1)
