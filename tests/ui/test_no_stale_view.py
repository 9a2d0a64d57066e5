"""No view is stale (issue 38 item 2): views skip re-renders when nothing they show changed, and
a skip too many leaves a figure old. A real main window is driven through a seeded random
night of floor actions, a poker event's (busts with their eliminator, re-entries, walk-ins,
moves, the clock paused, resumed and moved on, hand-for-hand, a deal once reachable) and a
Swiss event's (results typed, changed, drops, next rounds), with undo and redo, another
station's action on the same store file in between, and the tabs switched (a hidden tab is
checked when it is shown again). After each step what the window shows (tests/ui/
screen_words.py) equals what a main window built afresh on the same store shows on the same
tab; a difference is a stale view. Then the language: after a switch to Russian and an
action, the words the views made again are Russian, as a window built in Russian says them.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSize, Qt, QThreadPool
from PySide6.QtWidgets import QApplication

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.services.money import deals, money
from tdesk.services.players import list_entries
from tdesk.services.seating import hand_for_hand as hfh
from tdesk.services.seating import seating
from tdesk.services.seating.walk_in import walk_in
from tdesk.services.swiss import pairing as swiss_pairing
from tdesk.services.swiss import swiss
from tdesk.ui.app import make_main_window
from tests.ui import screen_words
from tests.ui.night_widgets import boxes_answered, in_language

SIZE = QSize(1400, 900)
STEPS = 16
TRANSIENT = ("/envelopeNote", "/ErrorLabel", "/error#")
"""What says how the window's own last action went (a mystery envelope drawn, a typed result
refused): a window built afresh has done nothing yet."""


def settle() -> None:
    """Let queued signals, deferred refreshes and background reads finish."""
    for _ in range(3):
        QApplication.processEvents()
        assert QThreadPool.globalInstance().waitForDone(30_000)
    QApplication.processEvents()


def quiet(window) -> None:  # type: ignore[no-untyped-def]
    """The window's own timers stopped: the test polls the store by hand, as the watch would."""
    for timer in (window.ctx.timer, window.backup_timer, window.first_backup, window.prebuild):
        timer.stop()


class Desk:
    """The window under test, another station on the same file, and the night's actions."""

    def __init__(self, qtbot, window, store: Store, event_id: int, seed: int) -> None:  # type: ignore[no-untyped-def]
        self.qtbot, self.window, self.store, self.event = qtbot, window, store, event_id
        self.rng = random.Random(seed)
        self.seed = seed
        self.other = Store(store.url, staff="Station 2")
        self.done: list[str] = []
        self.varied: set[str] = set()  # what changed on screen at some step: made by a refresh
        self._last: dict[str, str] = {}
        window.resize(SIZE)
        window.reload_events(event_id)
        quiet(window)
        window.ctx.poll()  # the night set up through the services, before the window looked
        settle()

    def close(self) -> None:
        self.other.close()

    # -- acting -------------------------------------------------------------------------
    def act(self, name: str, action: Callable[[], object]) -> bool:
        """One floor action at this station (the window hears it as its own action), or at
        the other station (the window hears it at its next poll). False when refused."""
        try:
            action()
        except TdeskError:
            return False
        self.window.ctx.poll()
        settle()
        self.done.append(name)
        return True

    def undo(self) -> bool:
        if not self.window.undo_action.isEnabled():
            return False
        self.window.undo_action.trigger()
        settle()
        self.done.append("undo")
        return True

    def redo(self) -> bool:
        if not self.window.redo_action.isEnabled():
            return False
        self.window.redo_action.trigger()
        settle()
        self.done.append("redo")
        return True

    def switch_tab(self) -> None:
        key = self.rng.choice(list(self.window.tab_widgets))
        self.window.show_tab(key)
        settle()
        self.done.append(f"[{key}]")

    # -- checking -----------------------------------------------------------------------
    def check(self, why: str) -> None:
        """The shown tab and the window's own words as a window built afresh shows them."""
        key = self.window.current_tab_key()
        assert key is not None
        shown = self._shown()
        fresh = self.fresh(key)
        try:
            wrong = screen_words.differences(shown, self._kept(screen_words.shown(fresh)))
        finally:
            self.dispose(fresh)
        assert not wrong, (f"seed {self.seed}, after {why} on the {key} tab "
                           f"(steps: {' '.join(self.done)}):\n" + "\n".join(wrong[:25]))

    @staticmethod
    def _kept(shown: dict[str, str]) -> dict[str, str]:
        return {k: v for k, v in shown.items() if not any(t in k for t in TRANSIENT)}

    def _shown(self) -> dict[str, str]:
        shown = self._kept(screen_words.shown(self.window))
        self.varied |= {k for k, v in shown.items() if k in self._last and self._last[k] != v}
        self._last.update(shown)
        return shown

    def fresh(self, key: str):  # type: ignore[no-untyped-def]
        """A main window built now on the same store (the same station: the same undo)."""
        window = make_main_window(self.store)  # disposed of by ``dispose``
        quiet(window)
        window.resize(SIZE)
        window.show()
        window.reload_events(self.event)
        window.show_tab(key)
        settle()
        return window

    def dispose(self, window) -> None:  # type: ignore[no-untyped-def]
        window.ctx.watch.stop()
        quiet(window)
        if window.ctx._committed in self.store.on_commit:
            self.store.on_commit.remove(window.ctx._committed)
        window.close()
        window.deleteLater()
        settle()


# -- the poker night ----------------------------------------------------------------------
def poker_event(store: Store, make_event) -> int:  # type: ignore[no-untyped-def]
    """Eleven paid at two tables of six, two places paid: busts balance the tables (moves come
    and go), and the bubble (hand-for-hand) and a deal come within a night of a few busts."""
    event = make_event("poker", 11, starting_stack=10000, seats_per_table=6,
                       final_table_size=6)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "reentry_limit": 2})
    money.set_payout(store, event, money.parse_percents("65 35"))
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    seating.draw_seats(store, event, seed=5)
    return event


class PokerNight(Desk):
    def seated(self, store: Store | None = None) -> list[seating.SeatInfo]:
        room = seating.room(store or self.store, self.event)
        return [p for t in room.tables for p in t.players]

    def bust(self, store: Store | None = None) -> bool:
        store = store or self.store
        players = self.seated(store)
        if len(players) < 3:
            return False
        out, by = self.rng.sample(players, 2)
        return self.act("bust" if store is self.store else "other station's bust",
                        lambda: seating.bust_players(store, self.event, [out.entry_id],
                                                     eliminators={out.entry_id: [by.entry_id]}))

    def bust_key(self) -> bool:
        """Ctrl+B on a seat clicked in the Seating tab."""
        if self.window.current_tab_key() != "seating" or len(self.seated()) < 3:
            return self.bust()
        tab = self.window.tab_widgets["seating"]
        victim = self.rng.choice(self.seated())
        tab.click_seat(victim.table, victim.seat)
        before = self.window.ctx.revision
        self.qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
        settle()
        self.done.append("bust key")
        return self.window.ctx.revision != before

    def reentry(self) -> bool:
        out = [r for r in list_entries(self.store, self.event) if r.status == "busted"]
        if not out:
            return False
        name = self.rng.choice(out).name
        return self.act("re-entry", lambda: walk_in(self.store, self.event, name=name,
                                                    kind="reentry", seed=self.rng.randrange(99)))

    def walk_in(self) -> bool:
        name = f"Walker {len(self.done)}"
        return self.act("walk-in", lambda: walk_in(self.store, self.event, name=name,
                                                   seed=self.rng.randrange(99)))

    def moves(self) -> bool:
        if not seating.room(self.store, self.event).moves:
            return False
        return self.act("moves applied", lambda: seating.apply_all(self.store, self.event))

    def clock(self, which: str) -> bool:
        tab = self.window.tab_widgets["clock"]
        before = self.window.ctx.revision
        (tab.toggle if which == "toggle" else tab.next_level)()
        settle()
        self.done.append(f"clock {which}")
        return self.window.ctx.revision != before

    def other_clock(self) -> bool:
        from tdesk.rules.levels import clock as rc
        from tdesk.services import clock

        info = clock.get_clock(self.other, self.event)
        action = rc.toggle_action(info.at(self.window.tab_widgets["clock"].now()).status)
        if action is None:
            return False
        return self.act("other station's clock",
                        lambda: clock.clock_action(self.other, self.event, rc.Op(action)))

    def hand_for_hand(self) -> bool:
        info = hfh.status(self.store, self.event)
        if info.active and info.playing:
            table = self.rng.choice(info.playing)
            return self.act("hand done", lambda: hfh.hand_done(self.store, self.event, table))
        if info.active:
            return self.act("next hand", lambda: hfh.next_hand(self.store, self.event))
        if info.offer:
            return self.act("hand-for-hand", lambda: hfh.start(self.store, self.event))
        return False

    def deal(self) -> bool:
        players, prizes = deals.deal_candidates(self.store, self.event)
        if not 2 <= len(players) <= 3 or deals.list_deals(self.store, self.event):
            return False
        amounts = deals.work_out_deal("chipchop", [p.chips for p in players], prizes[:len(players)])
        return self.act("deal", lambda: deals.record_deal(
            self.store, self.event, "chipchop",
            {p.entry_id: a for p, a in zip(players, amounts, strict=True)}))

    def step(self) -> bool:
        actions: list[tuple[int, Callable[[], bool]]] = [
            (4, self.bust), (3, self.bust_key), (2, self.reentry), (2, self.walk_in),
            (2, self.moves), (2, lambda: self.clock("toggle")), (1, lambda: self.clock("next")),
            (2, self.undo), (1, self.redo), (2, lambda: self.bust(self.other)),
            (1, self.other_clock), (4, self.hand_for_hand), (3, self.deal)]
        weights, choices = zip(*actions, strict=True)
        return self.rng.choices(choices, weights)[0]()


# -- the Swiss night ----------------------------------------------------------------------
class SwissNight(Desk):
    SCORES = ("2-0", "2-1", "1-1", "1-2", "0-2", "1-0-1")

    def round(self, store: Store | None = None) -> swiss.RoundInfo | None:
        return swiss.get_round(store or self.store, self.event)

    def result(self, store: Store | None = None) -> bool:
        store = store or self.store
        info = self.round(store)
        open_ = [t for t in info.tables if not t.done and not t.is_bye] if info else []
        if not open_:
            return False
        table, score = self.rng.choice(open_).table, self.rng.choice(self.SCORES)
        if store is self.store and self.window.current_tab_key() == "rounds":
            return self.typed(table, score)
        return self.act("result" if store is self.store else "other station's result",
                        lambda: swiss.record_result(store, self.event, info.number, table, score))

    def typed(self, table: int, score: str) -> bool:
        """The judge's keys: the table, the score, Enter."""
        tab = self.window.tab_widgets["rounds"]
        before = self.window.ctx.revision
        tab.table_input.clear()
        self.qtbot.keyClicks(tab.table_input, f"{table} {score}")
        self.qtbot.keyClick(tab.table_input, Qt.Key.Key_Return)
        settle()
        self.done.append("result typed")
        return self.window.ctx.revision != before

    def change(self) -> bool:
        info = self.round()
        done = [t for t in info.tables if t.done and not t.is_bye] if info else []
        if not done:
            return False
        t = self.rng.choice(done)
        score = self.rng.choice([s for s in self.SCORES if s != t.result])
        return self.act("result changed", lambda: swiss.correct_result(
            self.store, self.event, info.number, t.table, score, "slip misread"))

    def drop(self) -> bool:
        active = [r for r in list_entries(self.store, self.event) if r.status == "active"]
        if len(active) < 5:
            return False
        who = self.rng.choice(active).entry_id
        return self.act("drop", lambda: swiss.drop_player(self.store, self.event, who))

    def next_round(self) -> bool:
        info = self.round()
        if info is not None and info.missing:
            return False
        return self.act("next round", lambda: swiss.pair_next_round(self.store, self.event))

    def step(self) -> bool:
        actions: list[tuple[int, Callable[[], bool]]] = [
            (5, self.result), (2, self.change), (1, self.drop), (3, self.next_round),
            (2, self.undo), (1, self.redo), (2, lambda: self.result(self.other))]
        weights, choices = zip(*actions, strict=True)
        return self.rng.choices(choices, weights)[0]()


@pytest.fixture
def seeded_lots(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The pairing's lots drawn from a seeded generator: a failure replays."""
    lots = random.Random(38)
    monkeypatch.setattr(swiss_pairing, "secrets", SimpleNamespace(randbits=lots.getrandbits))
    yield


def night(desk: Desk, steps: int = STEPS) -> None:
    """``steps`` actions, a tab shown before most; a refusal's message box is answered."""
    desk.check("opening")
    with boxes_answered() as said:
        for n in range(steps):
            if desk.rng.random() < 0.6:
                desk.switch_tab()
                desk.check(f"step {n}: tab shown")
            if desk.step():
                desk.check(f"step {n}: {desk.done[-1]}")
    desk.done.extend(f"(said {text!r})" for text in said.texts)


@pytest.mark.parametrize(("seed", "gone"), [(1, 0), (2, 0), (2, 7)])
def test_no_view_is_stale_through_a_poker_night(qtbot, window, store, make_event, seed,  # type: ignore[no-untyped-def]
                                                gone) -> None:
    """``gone``: players busted before the window looks (the night starts at the bubble:
    hand-for-hand and a deal within reach)."""
    event = poker_event(store, make_event)
    for _ in range(gone):
        room = seating.room(store, event)
        if room.moves:
            seating.apply_all(store, event)
        out = max(room.tables, key=lambda t: t.count).players[-1]
        seating.bust_players(store, event, [out.entry_id])
    desk = PokerNight(qtbot, window, store, event, seed)
    try:
        night(desk)
    finally:
        desk.close()


@pytest.mark.parametrize("seed", [1, 2])
def test_no_view_is_stale_through_a_swiss_night(qtbot, window, store, make_event, seeded_lots,  # type: ignore[no-untyped-def]
                                               seed) -> None:
    event = make_event("swiss", players=9, rounds=3)
    swiss.pair_next_round(store, event)
    desk = SwissNight(qtbot, window, store, event, seed)
    try:
        night(desk)
    finally:
        desk.close()


CELL = re.compile(r"\[\d+,\d+,\d+\]$")


def made_by_refresh(key: str, varied: set[str]) -> bool:
    """Words a view makes when it shows the store: every cell, the window's own lines, and any
    text the night saw change. A label set once when its tab was built stays in the language
    of that moment (the desk switches languages at start); it is not asked to follow."""
    return key.startswith("window/") or bool(CELL.search(key)) or key in varied


def test_an_action_after_a_language_switch_says_everything_it_shows_in_the_new_language(  # type: ignore[no-untyped-def]
        qtbot, qapp, window, store, make_event, monkeypatch) -> None:
    desk = PokerNight(qtbot, window, store, poker_event(store, make_event), 7)
    try:
        for key in ("seating", "clock", "money", "players"):  # each tab built and seen
            window.show_tab(key)
            settle()
            desk.check(f"{key} shown")
        for _ in range(3):
            assert desk.bust()
            desk.check("bust")
        assert desk.clock("toggle")
        desk.check("clock started")
        with in_language(qapp, monkeypatch, "ru"):
            assert desk.bust()
            assert desk.clock("toggle")
            for key in ("money", "players", "seating", "clock"):
                window.show_tab(key)
                settle()
                shown = desk._shown()
                fresh = desk.fresh(key)
                try:
                    afresh = desk._kept(screen_words.shown(fresh))
                finally:
                    desk.dispose(fresh)
                wrong = [line for line in screen_words.differences(shown, afresh)
                         if made_by_refresh(line.split(": ")[0], desk.varied)]
                assert not wrong, f"in Russian on the {key} tab:\n" + "\n".join(wrong[:25])
    finally:
        desk.close()
