"""Start-up without the cycle collector.

Importing SQLAlchemy, pydantic, the models and Qt's bindings makes some 250,000 objects that
live as long as the app; Python's cycle collector would walk them again and again while they
are made (about 0.3 s of a 1.4 s start, measured with ``bench/store.py``). ``hold`` turns it
off for the start; ``release`` freezes what the start made (later collections skip it) and
turns it back on. Only ``tdesk.cli.main`` holds; releasing twice is harmless.
"""

import gc


def hold() -> None:
    gc.disable()


def release() -> None:
    if not gc.isenabled():
        gc.freeze()
        gc.enable()
