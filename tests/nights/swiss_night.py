"""A seeded Swiss day through the services the way a floor plays it: registration with
no-shows at the door and a round-1 no-show, late entries, drops, penalties that change results
(in the match and between matches), corrections to earlier rounds, phone reports (agreeing,
conflicting and the judge's decision, a stale form refused), refusals, the top cut to the
champion, the final standings on the sheet, in the CSV and through ``tdesk export results``.
Every third seed the event is a booster draft, its pods formed and checked by ``draft_night``.

After every round, correction and penalty the standings are checked against the test's own
book (``tests.services.swiss.test_swiss_day.Book``: CG-M2, CG-T1..T7 and PEN-2 written from the
rules, never the production ranking), every pairing against CG-P1/P2 and CG-B1, and each
player's phone page against the round the desk shows."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from pypdf import PdfReader

from tdesk.models.store import Store
from tdesk.print.swiss import print_standings
from tdesk.services.events import create_event
from tdesk.services.penalties import penalties as pen
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.phones import phone_reports
from tdesk.services.players import PlayerFields, add_player, import_players, remove_player
from tdesk.services.swiss import swiss
from tdesk.services.swiss.final import final_rows
from tdesk.services.swiss.final_csv import final_results_csv
from tests.nights.common import Floor, picture, run_cli, undo_and_redo_all
from tests.nights.draft_night import Draft
from tests.nights.names import names
from tests.services.swiss.test_swiss_day import SCORES, Book, check_pairing, counted, lots_of

SIZES = {"small": ((8, 13), (3, 4), 4), "nightly": ((24, 60), (5, 7), 8)}
"""Size -> (players from, to), (rounds from, to), top cut."""


class _Tables(dict[tuple[int, int], tuple[int, int | None, int, int]]):
    """The book's tables; a write forgets what the book worked out from them."""

    def __init__(self, forget: dict[object, object]) -> None:
        super().__init__()
        self.forget = forget

    def __setitem__(self, key: tuple[int, int], value: tuple[int, int | None, int, int]) -> None:
        super().__setitem__(key, value)
        self.forget.clear()


class FastBook(Book):
    """The same book, each player's matches, points and T3 worked out once between results
    (the plain book reads every table for every opponent's opponent: a 60-player night spent
    most of its time there)."""

    def __init__(self) -> None:
        super().__init__()
        self._known: dict[object, object] = {}
        self.tables = _Tables(self._known)

    def _once(self, key: tuple[str, int], work: object) -> object:
        if key not in self._known:
            self._known[key] = work()  # type: ignore[operator]
        return self._known[key]

    def matches(self, p: int) -> list[tuple[int | None, int, int]]:
        return self._once(("m", p), lambda: super(FastBook, self).matches(p))  # type: ignore

    def points(self, p: int) -> int:
        return self._once(("p", p), lambda: super(FastBook, self).points(p))  # type: ignore

    def t3(self, p: int) -> int:
        return self._once(("t3", p), lambda: super(FastBook, self).t3(p))  # type: ignore


class SwissNight:
    """The floor, the event and the test's own record of it."""

    def __init__(self, store: Store, seed: int, size: str, folder: Path, *,
                 draft: bool | None = None, kind: str = "swiss") -> None:
        self.floor = Floor(store, kind, seed, size)
        self.store, self.rng, self.folder = store, self.floor.rng, folder
        (lo, hi), (r_lo, r_hi), self.cut = SIZES[size]
        self.players = self.rng.randint(lo, hi)
        self.rounds = self.rng.randint(r_lo, r_hi)
        self.book = FastBook()
        self.everyone: list[int] = []
        self.dropped: set[int] = set()
        self.had_bye: set[int] = set()
        self.penalised: set[int] = set()
        self.joins: dict[int, int] = {}  # late entry -> the round they join (CG-P3)
        self.pending: dict[int, int] = {}  # entry -> the round its between-matches ML counts in
        self.codes: dict[int, str] = {}
        self.stale: tuple[int, int, int] | None = None  # (entry, round, table) of an old page
        self.fixed: set[tuple[int, int]] = set()  # tables whose result a penalty changed
        self.unplayed: set[tuple[int, int]] = set()  # no-shows: no match was played
        self.event = 0
        drafting = seed % 3 == 0 if draft is None else draft  # a draft every third seed
        self.draft = Draft(self) if drafting else None
        self.name = f"{'Draft' if drafting else 'Swiss'} night {seed}"
        self.whole_undo = True  # False: a circuit night undoes it with the others

    # -- the checks ---------------------------------------------------------------------------
    def check(self, what: str) -> list[int]:
        """The standings as the desk gives them equal the book's, value for value."""
        f = self.floor
        f.did(what)
        rows = swiss.standings(self.store, self.event)
        expected = self.ranking()
        assert [r.entry_id for r in rows] == expected, f.why(f"{what}: the order")
        for place, r in enumerate(rows, start=1):
            s = r.standing
            assert s.rank == place, f.why(what)
            assert (s.points, s.wins_quality, s.losses_quality, s.games_quality,
                    s.second_order) == self.book.key(r.entry_id), f.why(f"{what}: {r.name}")
            assert r.dropped == (r.entry_id in self.dropped), f.why(f"{what}: {r.name} drop")
            assert (tuple(s.penalties) or (0, 0, 0, 0)) == \
                self.book.penalty_key(r.entry_id), f.why(f"{what}: {r.name} penalties")
        if self.draft is not None:
            self.draft.check_rows(rows, what)
        return expected

    def ranking(self) -> list[int]:
        """The book's order of the field; a draft's pods merged (CG-D6, CG-D7)."""
        lots = lots_of(self.store, self.event)
        if self.draft is not None:
            return self.draft.ranking(lots)
        return self.book.ranking(self.everyone, lots)

    def rematch_free(self, active: set[int], byes: list[int] | None = None) -> bool:
        """Whether the active players can be paired with no rematch (one bye for an odd
        field, to a player without one, or one of ``byes``), by the test's own search."""
        met = {p: {o for o, _, _ in self.book.matches(p) if o is not None} for p in active}

        def pairable(left: list[int]) -> bool:
            if not left:
                return True
            first, rest = left[0], left[1:]
            return any(pairable([p for p in rest if p != o])
                       for o in rest if o not in met[first])

        players = sorted(active, key=lambda p: len(met[p]), reverse=True)
        if len(players) % 2 == 0:
            return pairable(players)
        return any(pairable([p for p in players if p != bye])
                   for bye in players if (bye in byes if byes is not None
                                          else bye not in self.had_bye))

    def check_pairing(self, rnd: swiss.RoundInfo, active: set[int]) -> None:
        """CG-P1, CG-B1, CG-P3 over ``active`` (the field, or a draft's pod)."""
        joining = {p for p, r in self.joins.items() if r == rnd.number} & active
        check_pairing(self.book, rnd, active, self.had_bye, joining,
                      lambda passed: not self.rematch_free(active, passed))

    def check_phones(self, rnd: swiss.RoundInfo) -> None:
        """Each holder's phone page names the round, table and opponent the desk shows."""
        for t in rnd.tables:
            for me, other in ((t.a_id, t.b_name), (t.b_id, t.a_name)):
                if me is None or me not in self.codes:
                    continue
                page = phone_reports.my_match(self.store, self.codes[me], self.event)
                assert (page.round, page.table, page.opponent) == (
                    rnd.number, t.table, other if t.b_id is not None else ""), \
                    self.floor.why(f"phone page of {me} in round {rnd.number}: {page}")

    # -- the night ----------------------------------------------------------------------------
    def play(self) -> None:
        """The night: every seed the desk draws from is the night's, the late entries' lots
        included (the event's own draw, CG-T7-A), so the seed replays it all."""
        f, rng = self.floor, self.rng
        start = picture(self.store)
        self.event = create_event(self.store, self.name, "swiss", settings={
            "rounds": self.rounds, "top_cut": self.cut,
            **(self.draft.settings() if self.draft is not None else {})})
        pool = names(rng, self.players + 6)
        registered = import_players(self.store, self.event, [
            PlayerFields(name=n, rating=1200 + rng.randrange(800)) for n in pool[:self.players]])
        late_names = pool[self.players:]
        for no_show in rng.sample(registered, rng.randint(0, 2)):  # removed at the door
            remove_player(self.store, no_show)
            registered.remove(no_show)
            f.did("no-show removed")
        self.everyone = list(registered)
        self.refuse_before_pairing()
        if self.draft is not None:
            self.draft.form(late_names)
        for number in range(1, self.rounds + 1):
            self.play_round(number)
            order = self.check(f"round {number}")
            if number < self.rounds:
                self.between_rounds(number, order, late_names)
        self.top_cut()
        self.check_outputs()
        if self.whole_undo:
            undo_and_redo_all(f, start)

    def refuse_before_pairing(self) -> None:
        f = self.floor
        f.refused("a result before any pairing", swiss.record_result, self.store, self.event,
                  1, 1, "2-0")
        f.refused("an unreadable score", swiss.record_result, self.store, self.event, 1, 1,
                  "3-3-3-3")

    def play_round(self, number: int) -> None:
        f, rng, book = self.floor, self.rng, self.book
        seed = rng.randrange(1 << 30)
        active = set(self.everyone) - self.dropped
        if self.draft is not None:
            rnd = self.draft.pair(number, seed)
        elif not self.rematch_free(active):  # only rematches are left: the floor allows them
            f.refused("a round with only rematches left", swiss.pair_next_round, self.store,
                      self.event, seed=seed)
            rnd = swiss.pair_next_round(self.store, self.event, seed=seed, allow_rematch=True)
            f.did("rematches allowed")
        else:  # CG-P1: a pairing without a rematch exists, so the desk finds one
            rnd = swiss.pair_next_round(self.store, self.event, seed=seed)
            self.check_pairing(rnd, active)
        f.did("pair round")
        self.had_bye |= {t.a_id for t in rnd.tables if t.is_bye}
        self.check_phones(rnd)
        losses = {p: "ML" for p, r in self.pending.items() if r == number}
        played = [t for t in rnd.tables if not t.is_bye]
        for t in played:  # penalties in the match (PEN-2), each player penalised once a night
            if rng.random() < 0.12 and not {t.a_id, t.b_id} & (self.penalised | set(losses)):
                who = rng.choice([t.a_id, t.b_id])
                kind = rng.choice(["match_loss", "game_loss", "warning"])
                infraction = {"match_loss": "", "game_loss": "drawing-extra-cards",
                              "warning": "slow-play"}[kind]
                pen.issue_penalty(self.store, self.event, PenaltyRequest(
                    who, kind, "Outside assistance" if kind == "match_loss" else "",
                    infraction=infraction, judge="Kim", round=number))
                mark = {"match_loss": "ML", "game_loss": "GL", "warning": "W"}[kind]
                book.penalties[who].append(mark)
                self.penalised.add(who)
                if mark != "W":
                    losses[who] = mark
                f.did(f"penalty {mark}")
        phoned = self.phone_reports(number, rnd, played, losses)
        if any(t.is_bye for t in rnd.tables):
            bye = next(t for t in rnd.tables if t.is_bye)
            f.refused("a result for the bye", swiss.record_result, self.store, self.event,
                      number, bye.table, "2-0")
        if played and number > 1:
            f.refused("the next round with results missing", swiss.pair_next_round,
                      self.store, self.event)
        absent: list[int] = []
        for t in rnd.tables:
            if t.is_bye:
                book.tables[(number, t.table)] = (t.a_id, None, 2, 0)
                continue
            if t.table in phoned:
                continue
            typed = rng.choice(list(SCORES))
            aw, bw = SCORES[typed]
            code = typed
            if number == 1 and rng.random() < 0.1 and not {t.a_id, t.b_id} & set(losses):
                code, aw, bw = "noshow-b", 2, 0  # b never came: a wins 2-0, b is dropped
                absent.append(t.b_id)  # type: ignore[arg-type]
                self.unplayed.add((number, t.table))
            row = swiss.record_result(self.store, self.event, number, t.table, code)
            typed_games = (aw, bw)
            aw, bw = counted(aw, bw, losses.get(t.a_id, ""), losses.get(t.b_id, ""))
            assert row.score.startswith(f"{aw}-{bw}"), f.why(
                f"round {number} table {t.table}: typed {code}, counted {row.score}")
            changed = (aw, bw) != typed_games  # a penalty turned the slip (marked, issue 36)
            ml = "ML" in (losses.get(t.a_id), losses.get(t.b_id))  # a match loss: always
            assert bool(row.a_mark or row.b_mark) == (changed or ml), f.why(
                f"round {number} table {t.table}: typed {code}, counted {row.score}, marks "
                f"{row.a_mark!r} {row.b_mark!r}")
            if t.a_id in losses or t.b_id in losses:
                self.fixed.add((number, t.table))
            book.tables[(number, t.table)] = (t.a_id, t.b_id, aw, bw)
            f.did("result")
        for p in absent:
            swiss.drop_player(self.store, self.event, p)
            self.dropped.add(p)
            f.did("no-show dropped")

    def phone_reports(self, number: int, rnd: swiss.RoundInfo, played: list[swiss.TableRow],
                      losses: dict[int, str]) -> set[int]:
        """From round 2, now and then: two tables reported from phones (one agreeing, one
        conflicting that the judge decides), and an old form sent again (refused)."""
        f, rng = self.floor, self.rng
        if number < 2 or rng.random() < 0.4:
            return set()
        if not self.codes:
            phone_reports.set_reporting(self.store, self.event, True)
        missing = [p for p in self.everyone if p not in self.codes and p not in self.dropped]
        if missing:
            self.codes.update(phone_reports.issue_codes(self.store, self.event, missing))
        self.check_phones(rnd)
        if self.stale is not None and self.stale[0] in self.codes:
            holder, old_round, old_table = self.stale
            f.refused("a form loaded a round ago", phone_reports.report, self.store,
                      self.codes[holder], "2-0", self.event, round_number=old_round,
                      table=old_table)
        free = [t for t in played if not {t.a_id, t.b_id} & set(losses)
                and t.a_id in self.codes and t.b_id in self.codes]
        done: set[int] = set()
        for t in rng.sample(free, min(2, len(free))):
            mine, theirs = rng.choice([("2-1", "1-2"), ("2-0", "0-2"), ("0-2", "2-0")])
            agree = rng.random() < 0.6
            assert t.b_id is not None
            first = phone_reports.report(self.store, self.codes[t.a_id], mine, self.event,
                                         round_number=number, table=t.table)
            assert first == "waiting", f.why(f"first phone report: {first}")
            second = theirs if agree else mine  # both claim the win: a conflict
            said = phone_reports.report(self.store, self.codes[t.b_id], second, self.event,
                                        round_number=number, table=t.table)
            if agree:
                assert said == "recorded", f.why(f"agreeing reports: {said}")
                aw, bw = SCORES[mine]
            else:
                assert said == "conflict", f.why(f"conflicting reports: {said}")
                ruled = rng.choice(list(SCORES))
                phone_reports.decide(self.store, self.event, number, t.table, ruled)
                aw, bw = SCORES[ruled]
            self.book.tables[(number, t.table)] = (t.a_id, t.b_id, aw, bw)
            done.add(t.table)
            f.did("phone report")
        assert phone_reports.queue(self.store, self.event) == [], f.why("queue left")
        keep = next((t for t in played if t.table not in done), None)
        if keep is not None:  # a page loaded now, sent again next round
            self.stale = (keep.a_id, number, keep.table)
        return done

    def between_rounds(self, number: int, order: list[int], late_names: list[str]) -> None:
        rng, book = self.rng, self.book
        if number <= 2 and late_names and rng.random() < 0.5:  # a late entry (CG-P2)
            if self.draft is None:
                late = add_player(self.store, self.event, PlayerFields(
                    name=late_names.pop(), rating=1500))
                self.everyone.append(late)
                self.joins[late] = number + 1
                self.check("late entry")
            elif self.draft.has_room():  # placed in a pod (a draft full: turned away)
                self.draft.late_entry(late_names.pop())
                self.check("late entry")
        if rng.random() < 0.5:  # a correction to an earlier round (CG-M4)
            earlier = rng.randint(1, number)
            tables = [t for t in swiss.get_round(self.store, self.event, earlier).tables
                      if not t.is_bye and (earlier, t.table) not in self.fixed]
            if tables:
                t = rng.choice(tables)
                now = rng.choice([s for s in SCORES if s != t.score.split(" ")[0]])
                swiss.correct_result(self.store, self.event, earlier, t.table, now,
                                     "slip signed the wrong way", staff="Kim")
                self.book.tables[(earlier, t.table)] = (t.a_id, t.b_id, *SCORES[now])
                self.unplayed.discard((earlier, t.table))  # a no-show corrected to a score
                self.check(f"correction of round {earlier}")
        if rng.random() < 0.35:  # a Match loss between matches counts in the next round
            victims = [p for p in order if p not in self.dropped | self.penalised
                       and p in self.had_bye]
            if victims:
                victim = rng.choice(victims)
                pen.issue_penalty(self.store, self.event, PenaltyRequest(
                    victim, "match_loss", "Tardiness (more than 10 minutes)", judge="Lee",
                    round=number, moment="between_matches"))
                book.penalties[victim].append("ML")
                self.penalised.add(victim)
                self.pending[victim] = number + 1
                self.check("match loss between matches")
        active = [p for p in self.everyone if p not in self.dropped]
        if rng.random() < 0.4 and len(active) > self.cut + 3:  # a drop (CG-P2)
            leaving = rng.choice([p for p in active if p not in self.pending])
            swiss.drop_player(self.store, self.event, leaving)
            self.dropped.add(leaving)
            self.check("drop")
            self.floor.refused("a drop twice", swiss.drop_player, self.store, self.event,
                               leaving)

    def top_cut(self) -> None:
        """CG-M3: the seeds 1-8, 4-5, 2-7, 3-6 (1-4, 2-3 in a top 4), neighbours' winners meet,
        the final standings: champion, finalist, by the round lost, then the Swiss order."""
        f, rng = self.floor, self.rng
        order = self.ranking()
        seeds = [p for p in order if p not in self.dropped][:self.cut]
        stage = swiss.start_top_cut(self.store, self.event, self.cut)
        standard = {4: [(1, 4), (2, 3)], 8: [(1, 8), (4, 5), (2, 7), (3, 6)]}[self.cut]
        assert {frozenset((t.a_id, t.b_id)) for t in stage.tables} == {
            frozenset((seeds[a - 1], seeds[b - 1])) for a, b in standard}, f.why("the seeds")
        f.did("top cut")
        lost_in: dict[int, int] = {}
        while True:
            winners = []
            for t in sorted(stage.tables, key=lambda t: t.table):
                a_wins = rng.random() < 0.55
                swiss.record_result(self.store, self.event, stage.number, t.table,
                                    "2-1" if a_wins else "0-2")
                assert t.b_id is not None
                winner, loser = (t.a_id, t.b_id) if a_wins else (t.b_id, t.a_id)
                winners.append(winner)
                lost_in[loser] = len(stage.tables)
                f.did("bracket result")
            if len(stage.tables) == 1:
                champion = winners[0]
                break
            stage = swiss.pair_next_bracket_round(self.store, self.event)
            assert {frozenset((t.a_id, t.b_id)) for t in stage.tables} == {
                frozenset(winners[i:i + 2]) for i in range(0, len(winners), 2)}, f.why("bracket")
        f.refused("a round after the final", swiss.pair_next_bracket_round, self.store,
                  self.event)
        self.check("after the top cut")  # the Swiss standings do not move with the cut
        self.final = [champion] + sorted(lost_in, key=lambda p: (lost_in[p], order.index(p)))
        self.final += [p for p in order if p not in self.final]

    def check_outputs(self) -> None:
        """The final order the same on the desk, the CSV, the command line and the sheet."""
        f = self.floor
        names = {r.entry_id: r.name for r in swiss.standings(self.store, self.event)}
        assert [r.row.entry_id for r in final_rows(self.store, self.event)] == self.final, \
            f.why("final standings")
        data = final_results_csv(self.store, self.event).decode("utf-8-sig")
        lines = list(csv.DictReader(io.StringIO(data)))
        assert [(int(r["place"]), r["name"]) for r in lines] == [
            (i, names[p]) for i, p in enumerate(self.final, start=1)], f.why("the CSV")
        assert [int(r["points"]) for r in lines] == [self.book.points(p) for p in self.final]
        assert {r["name"] for r in lines if r["dropped"] == "1"} == {
            names[p] for p in self.dropped}, f.why("the CSV's drops")
        out = self.folder / f"swiss-{f.seed}.csv"
        db = self.store.path
        assert db is not None
        code, _ = run_cli("export", "results", "--db", str(db), "--event",
                          self.name, "-o", str(out))
        assert code == 0 and out.read_bytes() == final_results_csv(self.store, self.event), \
            f.why("tdesk export results differs from the CSV")
        buf = io.BytesIO()
        print_standings(self.store, self.event, buf)
        sheet = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(buf.getvalue())).pages)
        lines = [line.strip() for line in sheet.splitlines()]
        placed = {name: int(place) for place, name in zip(lines, lines[1:], strict=False)
                  if place.isdigit() and name in set(names.values())}  # a row: place, name
        wrong = [(names[p], i, placed[names[p]]) for i, p in enumerate(self.final, start=1)
                 if placed.get(names[p], i) != i]  # (a row a page break splits is not read)
        assert len(placed) > len(self.final) // 2 and not wrong, f.why(
            f"the sheet's places (name, expected, printed): {wrong}")
        f.did("outputs")


def play_swiss(store: Store, seed: int, size: str, folder: Path) -> SwissNight:
    night = SwissNight(store, seed, size, folder)
    night.play()
    return night
