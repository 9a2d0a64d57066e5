"""A seeded circuit: a Swiss day, a league season, an OFC night and a booster draft (a Swiss
event in pods, ``draft_night``) in one store, a series over the four, the Swiss event's ratings applied, and two person records of one human merged (and
the merge undone and redone), then the whole circuit undone and redone.

The series board is checked against the test's own SER-4 linear points (k 1: a field of n
gives place p n - p + 1 points) from each event's places as the nights themselves computed
them (the Swiss and the draft's final orders, the league's HU-K1 ranking, the OFC bust
order), person by person, before and after the merge; and against ``tdesk series board``,
which lists every event (the draft's by name) and each line's total. The ratings: every
rated match moves as many points to one player as from the other (Elo with one K), so the
ratings' changes add up to nothing, and each person is rated for the matches they played."""

from __future__ import annotations

from collections import defaultdict
from decimal import Decimal
from pathlib import Path

from sqlmodel import select

from tdesk.locale_format import number
from tdesk.models.store import Store
from tdesk.models.tables import Entry
from tdesk.services.people import ratings, series
from tdesk.services.people.people import merge_people
from tests.nights.common import Floor, picture, run_cli, undo_and_redo_all
from tests.nights.league_night import LeagueNight
from tests.nights.ofc_night import OfcNight
from tests.nights.swiss_night import SwissNight


class CircuitNight:
    def __init__(self, store: Store, seed: int, size: str, folder: Path) -> None:
        self.floor = Floor(store, "circuit", seed, size)
        self.store, self.rng, self.folder = store, self.floor.rng, folder
        self.nights = (SwissNight(store, seed, size, folder, draft=False),
                       LeagueNight(store, seed, size, folder), OfcNight(store, seed, size, folder),
                       SwissNight(store, seed, size, folder, draft=True, kind="draft"))

    def places(self) -> dict[int, tuple[dict[int, int], int]]:
        """Each event's places by entry as its night computed them, and its field."""
        swiss, league, ofc, draft = self.nights
        out = {night.event: ({p: i for i, p in enumerate(night.final, 1)}, len(night.everyone))
               for night in (swiss, draft)}
        order = league.book.ranking()
        out[league.event] = ({p: i for i, p in enumerate(order, 1)}, len(order))
        with self.store.read() as session:
            rows = session.exec(select(Entry.id, Entry.place).where(
                Entry.event_id == ofc.event)).all()
        out[ofc.event] = ({int(e): p or 1 for e, p in rows}, len(rows))  # the winner: 1st
        return out

    def owners(self) -> dict[int, int]:
        with self.store.read() as session:
            return {int(e): int(p) for e, p in session.exec(select(Entry.id, Entry.player_id))}

    def check_board(self, series_id: int, what: str) -> None:
        f = self.floor
        owners = self.owners()
        totals: dict[int, Decimal] = defaultdict(Decimal)
        cells: dict[tuple[int, int], int] = {}
        for event, (placed, field) in self.places().items():
            for entry, place in placed.items():
                totals[owners[entry]] += field - place + 1  # SER-4, k 1
                cells[(owners[entry], event)] = place
        board = series.leaderboard(self.store, series_id)
        assert {line.person_id: line.total for line in board.lines} == dict(totals), f.why(
            f"{what}: the series totals")
        events = [e.event_id for e in board.series.events]
        assert sorted(events) == sorted(n.event for n in self.nights), f.why(
            f"{what}: the board's events {events}")
        for line in board.lines:
            for event, cell in zip(events, line.cells, strict=True):
                assert (cell.place if cell else None) == cells.get((line.person_id, event)), \
                    f.why(f"{what}: {line.name}'s place in event {event}")
        shown = [line.total for line in board.lines]
        assert shown == sorted(shown, reverse=True), f.why(f"{what}: the board's order")
        code, printed = run_cli("series", "board", board.series.name, "--db",
                                str(self.store.path))
        assert code == 0, f.why(f"{what}: tdesk series board exits {code}")
        for ev in board.series.events:  # the draft among them, by its name
            assert ev.name in printed, f.why(f"{what}: {ev.name} not in tdesk series board")
        for line in board.lines:
            assert line.name in printed and number(line.total) in printed, f.why(
                f"{what}: {line.name} {line.total} not in tdesk series board:\n{printed}")
        f.did("series board")

    def check_ratings(self) -> None:
        f = self.floor
        swiss = self.nights[0]
        ratings.set_terms(self.store, swiss.event, k=20)
        plan = ratings.apply_event(self.store, swiss.event)
        moved = sum(r.after - r.before for r in plan.rows)
        assert abs(moved) < 0.01 * len(plan.rows) + 1e-9, f.why(f"ratings moved {moved} in all")
        played = sum(1 for key, (_a, b, _aw, _bw) in swiss.book.tables.items()
                     if b is not None and key not in swiss.unplayed)  # a no-show is not rated
        cut = swiss.floor.seen["bracket result"]
        assert sum(r.matches for r in plan.rows) == 2 * (played + cut), f.why(
            f"rated matches {sum(r.matches for r in plan.rows)}, played {played} + cut {cut}")
        f.refused("ratings applied twice", ratings.apply_event, self.store, swiss.event)
        f.did("ratings")

    def merge(self, series_id: int) -> None:
        """One human in two records (a Swiss player who came to the OFC night as a new
        record): merged, the merge undone and redone, the board right each time."""
        f, rng = self.floor, self.rng
        owners = self.owners()
        swiss, _league, ofc, _draft = self.nights
        keep = owners[rng.choice(swiss.everyone)]
        with self.store.read() as session:
            in_ofc = [int(p) for p in session.exec(select(Entry.player_id).where(
                Entry.event_id == ofc.event))]
        dup = rng.choice([p for p in in_ofc if p != keep])
        merge_people(self.store, keep, dup)
        f.did("merge")
        self.check_board(series_id, "after the merge")
        self.store.undo()
        self.check_board(series_id, "after the merge's undo")
        self.store.redo()
        self.check_board(series_id, "after the merge's redo")

    def play(self) -> None:
        start = picture(self.store)
        for night in self.nights:
            night.whole_undo = False
            night.play()
            self.floor.seen.update(night.floor.seen)
        f = self.floor
        series_id = series.create_series(self.store, f"Circuit {f.seed}", formula="linear",
                                          params={"k": 1})
        series.add_events(self.store, series_id, [n.event for n in self.nights])
        self.check_board(series_id, "the series")
        self.check_ratings()
        self.merge(series_id)
        undo_and_redo_all(f, start)


def play_circuit(store: Store, seed: int, size: str, folder: Path) -> CircuitNight:
    night = CircuitNight(store, seed, size, folder)
    night.play()
    return night
