"""Where tdesk's bundled resources (fonts, icons, sounds, presets, translations) live.

A source checkout or editable install keeps ``resources/`` next to the ``tdesk`` package; a
PyInstaller build unpacks it under ``sys._MEIPASS``. Everything that needs a resource file asks
:func:`resource` so the two layouts stay one code path.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tdesk.errors import TdeskError

#: Environment variable that points tdesk at another resources folder (packagers, tests).
RESOURCES_ENV = "TDESK_RESOURCES"


def _candidates() -> list[Path]:
    found: list[Path] = []
    override = os.environ.get(RESOURCES_ENV)
    if override:
        found.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        found.append(Path(bundle) / "resources")
    package = Path(__file__).resolve().parent
    found.append(package.parent / "resources")  # source checkout / editable install
    found.append(package / "resources")  # resources shipped inside the package
    return found


def resources_dir() -> Path:
    """The ``resources`` folder of this installation; a clear error when it is missing."""
    candidates = _candidates()
    for path in candidates:
        if path.is_dir():
            return path
    tried = ", ".join(str(p) for p in candidates)
    raise TdeskError(f"tdesk resources folder not found (looked in: {tried}); reinstall tdesk")


def resource(*parts: str) -> Path:
    """Path of one bundled file, e.g. ``resource("fonts", "DejaVuSans.ttf")``.

    The file is not required to exist: callers that need it check, so a missing optional
    resource (a sound) can degrade gracefully while a missing font fails loudly.
    """
    return resources_dir().joinpath(*parts)


def user_data_folder() -> Path:
    """Where the default store and its backups live: TDESK_DATA_DIR, else the platform's user
    data folder (here, below the models, so the window's first frame finds the store without
    loading them)."""
    from platformdirs import user_data_dir

    override = os.environ.get("TDESK_DATA_DIR")
    return Path(override) if override else Path(user_data_dir("tdesk", appauthor=False))
