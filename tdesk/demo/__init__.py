"""The demo store: events of all four kinds with realistic players from four languages.

Features add themselves to the demo through ``DEMO_HOOKS``: functions ``(store, events)`` that
seat players, start a clock, score a tutorial hand and so on, called after the players exist.
``events`` maps each kind to the id of its event made in this run (a kind whose event already
existed is left out, so hooks must check for the kinds they need).
"""

import datetime as dt
import importlib
import random
from collections.abc import Callable

from tdesk.models.store import Store
from tdesk.services.events import create_event, delete_event, list_events
from tdesk.services.players import PlayerFields, import_players

DEMO_SEED = 20261129

FIRST = {
    "en": ["James", "Olivia", "Liam", "Emma", "Noah", "Ava", "Oliver", "Mia", "Harry", "Grace",
           "Jack", "Chloe", "Thomas", "Lucy", "George", "Ella"],
    "sv": ["Åsa", "Björn", "Märta", "Göran", "Linnéa", "Sören", "Elsa", "Anders", "Kerstin",
           "Örjan", "Maja", "Nils", "Ingrid", "Pär", "Sigrid", "Jöns"],
    "ru": ["Алексей", "Мария", "Дмитрий", "Анна", "Сергей", "Ольга", "Иван", "Наталья",
           "Михаил", "Екатерина", "Андрей", "Татьяна", "Никита", "Юлия", "Павел", "Ирина"],
}
LAST = {
    "en": ["Smith", "Jones", "Taylor", "Brown", "Wilson", "Evans", "Walker", "Wright",
           "Robinson", "Hughes", "Clarke", "Turner", "Hill", "Moore", "Cooper", "Ward"],
    "sv": ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson",
           "Persson", "Svensson", "Gustafsson", "Lindqvist", "Åberg", "Björk", "Ström",
           "Hägglund", "Öberg"],
    "ru": ["Иванов", "Смирнов", "Кузнецов", "Попов", "Васильев", "Петров", "Соколов",
           "Михайлов", "Новиков", "Фёдоров", "Морозов", "Волков", "Алексеев", "Лебедев",
           "Семёнов", "Егоров"],
}
CHINESE_SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹"
CHINESE_GIVEN = ["伟", "芳", "娜", "秀英", "敏", "静", "丽", "强", "磊", "军", "洋", "勇",
                 "艳", "杰", "娟", "涛", "明", "超", "秀兰", "霞", "平", "刚", "桂英", "晨"]
COUNTRY = {"en": "GB", "sv": "SE", "ru": "RU", "zh": "CN"}
FEMININE_RU = {"Мария", "Анна", "Ольга", "Наталья", "Екатерина", "Татьяна", "Юлия", "Ирина"}

DEMO_EVENTS = (
    ("Stockholm Spring Main Event", "poker", "Casino Cosmopol, Stockholm", 180),
    ("Malta OFC Championship", "ofc", "Portomaso Casino, Malta", 24),
    ("HUSC Season 3", "league", "Online — host site", 16),
    ("Berserk Regional Swiss", "swiss", "Moscow Games Club", 32),
)

# "module:function" names of feature hooks, called in order after the events exist.
DEMO_HOOKS: tuple[str, ...] = (
    "tdesk.demo.seating:demo_seating",
    "tdesk.services.ofc.ofc:demo_hook",
    "tdesk.demo.penalties:demo_penalties",
    "tdesk.services.clock:demo_clocks",
    "tdesk.demo.money:demo_money",
    "tdesk.demo.satellites:demo_satellite",
    "tdesk.demo.flights:demo_flights",  # two flights and a Day 2 (issue 23)
    "tdesk.demo.bounties:demo_bounties",
    "tdesk.demo.people:demo_people",  # regulars in 3 kinds, before they start (issue 26)
    "tdesk.demo.league:demo_league",
    "tdesk.demo.decklists:demo_decklists",  # before round 1 locks them (issue 24)
    "tdesk.demo.swiss:demo_swiss",
    "tdesk.demo.judge_calls:demo_judge_calls",  # a judge call, +4 min (issue 24)
    "tdesk.demo.decklists:demo_deck_check",
    "tdesk.demo.swiss_draft:demo_draft",
    "tdesk.demo.swiss_final:demo_championship",  # a finished top 8 (issue 24)
    "tdesk.demo.ratings:demo_ratings",  # the championship's Berserk ratings (issue 26)
    "tdesk.demo.series:demo_series",  # six Tuesdays and their series (issue 26)
)


def demo_names(count: int, seed: int = DEMO_SEED) -> list[tuple[str, str]]:
    """``count`` distinct (name, country) pairs mixing English, Swedish, Russian and Chinese."""
    rng = random.Random(seed)
    names: list[tuple[str, str]] = []
    seen: set[str] = set()
    langs = ["en", "sv", "ru", "zh"]
    while len(names) < count:
        lang = langs[len(names) % 4]
        if lang == "zh":
            name = rng.choice(CHINESE_SURNAMES) + rng.choice(CHINESE_GIVEN)
        else:
            first, last = rng.choice(FIRST[lang]), rng.choice(LAST[lang])
            if lang == "ru" and first in FEMININE_RU:
                last = last + "а" if last.endswith(("в", "н")) else last
            name = f"{first} {last}"
        if name not in seen:
            seen.add(name)
            names.append((name, COUNTRY[lang]))
    return names


def create_demo(store: Store, *, replace: bool = False, seed: int = DEMO_SEED) -> dict[str, int]:
    """Create the demo events (deleting same-named ones first when ``replace``)."""
    existing = {e.name: e.id for e in list_events(store)}
    rng = random.Random(seed)
    events: dict[str, int] = {}
    created: dict[str, int] = {}
    today = dt.date.today()
    for offset, (name, kind, venue, count) in enumerate(DEMO_EVENTS):
        if name in existing:
            if not replace:
                events[kind] = existing[name]
                continue
            delete_event(store, existing[name])
        event_id = create_event(store, name, kind, venue=venue,
                                date=today + dt.timedelta(days=offset))
        players = []
        for index, (player, country) in enumerate(demo_names(count, seed + offset)):
            rating = rng.randrange(1200, 2400, 5) if kind in ("league", "swiss") else None
            players.append(PlayerFields(
                name=player, country=country, rating=rating,
                site_games=rng.randrange(0, 400) if kind == "league" else 0,
                contact=f"player{index + 1}@example.org" if index % 3 == 0 else "",
            ))
        import_players(store, event_id, players)
        events[kind] = event_id
        created[kind] = event_id
    if created:  # features decorate only the events made now, never existing results
        for hook in demo_hooks():
            hook(store, created)
    return events


def demo_hooks() -> list[Callable[[Store, dict[str, int]], None]]:
    hooks = []
    for target in DEMO_HOOKS:
        module, _, name = target.partition(":")
        hooks.append(getattr(importlib.import_module(module), name))
    return hooks
