"""Where tdesk keeps its own files: the user data folder (the default store, the station
file, crash logs) and one backup folder per store file.

Both the store (backups before an upgrade or a restore) and the rotating backups need the
backup folder; it lives here, below both, so neither imports the other.
"""

import hashlib
from pathlib import Path


def default_data_dir() -> Path:
    """Where the default store and its backups live (platformdirs user data dir)."""
    from tdesk.paths import user_data_folder

    return user_data_folder()


def backup_dir(store_path: Path) -> Path:
    """One folder per store file, named after it (a hash keeps two 'tdesk.db' apart)."""
    digest = hashlib.sha1(str(store_path.resolve()).encode()).hexdigest()[:8]
    return default_data_dir() / "backups" / f"{store_path.stem}-{digest}"
