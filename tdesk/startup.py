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


def light_qt_imports() -> None:
    """After every later import PySide6 checks whether the module mentions "PySide6" (for its
    opt-in ``__feature__`` switches) with ``inspect.getsource``, which reads each file into
    ``linecache`` and keeps it there: some 2,000 files, 15 MiB for good, at every start.
    The same check on the file's bytes, not kept (issue 27). Without that hook (another
    PySide6), nothing changes."""
    import sys

    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and hasattr(feature, "_mod_uses_pyside"):
        feature._mod_uses_pyside = _mentions_pyside


def _mentions_pyside(module: object) -> bool:
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False  # a built-in or compiled module: no source, as inspect says
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False
