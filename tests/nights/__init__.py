"""Seeded nights played through the services (issue 37): a Swiss day, a league season, an OFC
night and the people, series and ratings across them, each random but replayable from its
seed. The engine lives here so that the test suite (``tests/nights/test_nights.py``, small
nights) and ``bench/nights.py`` (hundreds at nightly size) play the same nights; how to replay
one is in docs/testing-nights.md."""
