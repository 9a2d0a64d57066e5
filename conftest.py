"""The examples in tdesk/rules run as tests (pytest tdesk/rules, and with the whole suite).

They are the rules' own documentation, so a rule that changes must change its example too.
Only tdesk/rules is collected this way: it is pure and imports nothing of Qt or the store.
"""

from pathlib import Path

import pytest
from _pytest.doctest import DoctestModule
from hypothesis import HealthCheck, settings

RULES = Path(__file__).parent / "tdesk" / "rules"

# Hypothesis's per-example deadline and its too-slow health check are timing asserts: on a
# shared or loaded machine they fail tests whose behaviour is right. The properties are
# checked on every example all the same; how long they take is measured in bench/.
settings.register_profile("tdesk", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("tdesk")


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if (file_path.suffix == ".py" and file_path.is_relative_to(RULES)  # its domain folders too
            and not parent.config.option.doctestmodules):  # --doctest-modules collects it
        return DoctestModule.from_parent(parent, path=file_path)
    return None
