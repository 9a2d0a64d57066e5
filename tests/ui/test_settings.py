"""The desk's remembered settings: declared once (tdesk.ui.settings), read back as their type."""

from PySide6.QtCore import QSettings

from tdesk.ui import settings
from tdesk.ui.sound import QtSoundPlayer


def test_every_key_is_declared_once() -> None:
    keys = [s.key for s in settings.ALL]
    assert len(keys) == len(set(keys))


def test_a_value_comes_back_as_its_type_and_a_bad_one_as_the_default() -> None:
    settings.SOUND_MUTED.set(True)
    settings.SOUND_VOLUME.set(0.25)
    assert settings.SOUND_MUTED.get() is True and settings.SOUND_VOLUME.get() == 0.25
    QSettings().setValue("sound/volume", "loud")  # written by hand, or by an older tdesk
    assert settings.SOUND_VOLUME.get() == 0.8
    settings.SOUND_MUTED.clear()
    assert settings.SOUND_MUTED.get() is False


def test_a_bad_remembered_volume_does_not_stop_the_sounds(qapp) -> None:  # type: ignore[no-untyped-def]
    QSettings().setValue("sound/volume", "loud")
    QSettings().setValue("sound/muted", "true")
    sounds = QtSoundPlayer()
    assert sounds.volume == 0.8 and sounds.muted
