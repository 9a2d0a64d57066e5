"""Clock sounds: level change, one-minute warning, break end, called clock expired.

Views talk to a small ``SoundPlayer`` interface. ``QtSoundPlayer`` plays the bundled WAV files
with QtMultimedia's ``QSoundEffect``; ``FakeSoundPlayer`` records what would have played, for
tests and for machines without a sound server (where QSoundEffect only reports an error).
Set ``TDESK_SOUND=off`` to get the silent player everywhere.
"""

from __future__ import annotations

import os
from typing import Protocol

from PySide6.QtCore import QObject, QUrl

from tdesk.paths import resource
from tdesk.rules.levels.clock import CueKind
from tdesk.ui import settings

SOUNDS = {
    "level_change": "level_change.wav",
    "one_minute": "one_minute.wav",
    "break_end": "break_end.wav",
    "clock_expired": "clock_expired.wav",
}
"""Sound name -> file in resources/sounds."""

CUE_SOUNDS = {
    CueKind.LEVEL_START: "level_change",
    CueKind.BREAK_START: "level_change",
    CueKind.BREAK_END: "break_end",
    CueKind.ONE_MINUTE: "one_minute",
    CueKind.FINISHED: "level_change",
}
"""Which sound each clock cue plays."""


class SoundPlayer(Protocol):
    """What the clock views need from a sound backend."""

    @property
    def muted(self) -> bool: ...

    @property
    def volume(self) -> float: ...

    def set_muted(self, muted: bool) -> None: ...

    def set_volume(self, volume: float) -> None: ...

    def play(self, name: str) -> None: ...


class FakeSoundPlayer:
    """Plays nothing; remembers what was asked (``played``) so tests can check it."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self._muted = False
        self._volume = 0.8

    @property
    def muted(self) -> bool:
        return self._muted

    @property
    def volume(self) -> float:
        return self._volume

    def set_muted(self, muted: bool) -> None:
        self._muted = muted

    def set_volume(self, volume: float) -> None:
        self._volume = min(1.0, max(0.0, volume))

    def play(self, name: str) -> None:
        if name not in SOUNDS:
            raise KeyError(name)
        if not self._muted:
            self.played.append(name)


class QtSoundPlayer(QObject):
    """QSoundEffect per sound, loaded on first use; volume and mute remembered
    (``tdesk.ui.settings``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._effects: dict[str, object] = {}
        self._muted = settings.SOUND_MUTED.get()
        self._volume = min(1.0, max(0.0, settings.SOUND_VOLUME.get()))

    @property
    def muted(self) -> bool:
        return self._muted

    @property
    def volume(self) -> float:
        return self._volume

    def set_muted(self, muted: bool) -> None:
        self._muted = muted
        settings.SOUND_MUTED.set(muted)

    def set_volume(self, volume: float) -> None:
        self._volume = min(1.0, max(0.0, volume))
        settings.SOUND_VOLUME.set(self._volume)
        for effect in self._effects.values():
            effect.setVolume(self._volume)  # type: ignore[attr-defined]

    def _effect(self, name: str) -> object | None:
        if name not in self._effects:
            try:
                from PySide6.QtMultimedia import QSoundEffect
            except ImportError:  # a build without QtMultimedia: stay silent
                return None
            path = resource("sounds", SOUNDS[name])
            if not path.is_file():
                return None
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(self._volume)
            self._effects[name] = effect
        return self._effects[name]

    def play(self, name: str) -> None:
        if name not in SOUNDS:
            raise KeyError(name)
        if self._muted:
            return
        effect = self._effect(name)
        if effect is not None:
            effect.play()  # type: ignore[attr-defined]


def make_sound_player(parent: QObject | None = None) -> SoundPlayer:
    """The real player, or the silent one when ``TDESK_SOUND=off``."""
    if os.environ.get("TDESK_SOUND", "").lower() in ("off", "0", "no"):
        return FakeSoundPlayer()
    return QtSoundPlayer(parent)
