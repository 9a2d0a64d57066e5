"""The venue network's refusals (issue 39), catalogued for :mod:`tdesk.engine_text`: raised in
English by the services, shown in the interface language by the host's dialog and by the
command line's error line."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# -- the old host after its standby was promoted (services/venue/guard.py) --------------------
VENUE = (
    QT_TRANSLATE_NOOP("engine", "This laptop's venue server was replaced: its standby copy at "
                                "{host} was promoted and is the venue server now, so starting "
                                "the old one here would make two servers of one night. Join it "
                                "instead (File › Join an event on the venue network, or tdesk "
                                "join --code {code}), or keep a standby copy of it on this "
                                "laptop (tdesk standby --code {code2}). To host anew here, move "
                                "{folder} aside first."),
)
