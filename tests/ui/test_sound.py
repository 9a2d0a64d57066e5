"""The sound interface: the fake records, the QtMultimedia player keeps volume and mute."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from tdesk.paths import resource
from tdesk.rules.levels.clock import CueKind
from tdesk.ui.sound import CUE_SOUNDS, SOUNDS, FakeSoundPlayer, QtSoundPlayer, make_sound_player


def test_every_cue_has_a_bundled_sound() -> None:
    assert set(CUE_SOUNDS) == set(CueKind)
    for name, filename in SOUNDS.items():
        path = resource("sounds", filename)
        assert path.is_file(), name
        assert path.read_bytes()[:4] == b"RIFF" and path.stat().st_size > 1000


def test_fake_player_records_and_mutes() -> None:
    fake = FakeSoundPlayer()
    fake.play("level_change")
    fake.set_muted(True)
    fake.play("one_minute")
    fake.set_volume(3.0)
    assert fake.played == ["level_change"] and fake.volume == 1.0
    with pytest.raises(KeyError):
        fake.play("fanfare")


def test_qt_player_remembers_volume_and_mute(qapp) -> None:  # type: ignore[no-untyped-def]
    player = QtSoundPlayer()
    player.set_volume(0.25)
    player.set_muted(True)
    player.play("break_end")  # muted: nothing loaded
    assert player._effects == {}
    again = QtSoundPlayer()
    assert again.volume == 0.25 and again.muted
    assert QSettings().value("sound/muted") == "true"
    again.set_muted(False)
    again.play("one_minute")  # no sound server in CI: QSoundEffect only reports an error
    assert "one_minute" in again._effects


def test_sound_can_be_switched_off_by_environment(monkeypatch, qapp) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TDESK_SOUND", "off")
    assert isinstance(make_sound_player(), FakeSoundPlayer)
    monkeypatch.setenv("TDESK_SOUND", "")
    assert isinstance(make_sound_player(), QtSoundPlayer)
