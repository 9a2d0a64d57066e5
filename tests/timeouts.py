"""The per-test limit for tests that run tdesk in several processes at once.

pyproject.toml's 180 s stops a test stuck on a modal dialog. A test that starts two or more
Python processes (each importing tdesk, SQLAlchemy and Alembic) and races them takes most of
that on a quiet two-core machine alone, and far more when the suite runs in a process per
core beside it or the machine is shared: such a test takes this limit instead
(``@pytest.mark.timeout(PROCESSES_TIMEOUT)``), still finite so a hung child fails the run.
"""

PROCESSES_TIMEOUT = 900
