"""Every remembered setting of the desk, declared once with its default (as Picard's options
registry does): a key is never typed twice, and a value read back is always of its type.

Settings live in Qt's ``QSettings`` (per user, per machine: the station's own choices, never
the store's). ``SOUND_MUTED.get()`` reads one; ``SOUND_MUTED.set(True)`` remembers it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings


@dataclass(frozen=True)
class Setting[T: (str, bool, float)]:
    key: str
    default: T
    why: str

    def get(self) -> T:
        """The remembered value, or the default when none (or an unreadable one) is stored."""
        raw = QSettings().value(self.key, None)
        if raw is None:
            return self.default
        try:
            if isinstance(self.default, bool):
                return str(raw).strip().lower() in ("true", "1", "yes")  # type: ignore[return-value]
            if isinstance(self.default, float):
                return float(str(raw))  # type: ignore[return-value]
        except ValueError:
            return self.default
        return str(raw)  # type: ignore[return-value]

    def set(self, value: T) -> None:
        stored = ("true" if value else "false") if isinstance(value, bool) else value
        QSettings().setValue(self.key, stored)

    def clear(self) -> None:
        QSettings().remove(self.key)


STAFF = Setting("staff", "", "the floor person at this station, written in each audit row")
LAST_EVENT = Setting("last_event", "", "the event shown at the next start")
PROJECTOR_SCREEN = Setting("projector/screen", "", "the screen the clock was last projected on")
PROJECTOR_THEME = Setting("projector/theme", "dark", "the projected clock's colours")
PROJECTOR_END = Setting("projector/expected_end", False,
                        "the projector shows when the event is expected to end (issue 37)")
SOUND_MUTED = Setting("sound/muted", False, "the level-change sounds are off")
SOUND_VOLUME = Setting("sound/volume", 0.8, "the level-change sounds' volume, 0 to 1")

ALL: tuple[Setting[str] | Setting[bool] | Setting[float], ...] = (
    STAFF, LAST_EVENT, PROJECTOR_SCREEN, PROJECTOR_THEME, PROJECTOR_END, SOUND_MUTED,
    SOUND_VOLUME)
