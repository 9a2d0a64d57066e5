"""The examples in tdesk/rules run as tests (pytest tdesk/rules, and with the whole suite).

They are the rules' own documentation, so a rule that changes must change its example too.
Only tdesk/rules is collected this way: it is pure and imports nothing of Qt or the store.
"""

from pathlib import Path

import pytest
from _pytest.doctest import DoctestModule

RULES = Path(__file__).parent / "tdesk" / "rules"


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if (file_path.suffix == ".py" and file_path.parent == RULES
            and not parent.config.option.doctestmodules):  # --doctest-modules collects it
        return DoctestModule.from_parent(parent, path=file_path)
    return None
