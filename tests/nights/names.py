"""Players' names for the nights: Latin, Cyrillic and Chinese, with a namesake now and then."""

from __future__ import annotations

import random

FIRST = ["Anna", "Björn", "Мария", "Дмитрий", "Zoë", "Kofi", "Märta", "Oliver", "Åsa", "Ngozi",
         "Pierre", "Lena", "Алексей", "Kate", "Sören", "Emma"]
LAST = ["Petrova", "Åberg", "Иванова", "Смирнов", "Walker", "Mensah", "Ström", "Hughes", "Lind",
        "Eze", "Dubois", "Irwin", "Алексеев", "Dixon", "Öberg", "Jones"]
HAN = ["王伟", "李娜", "张敏", "刘洋", "陈静", "杨磊"]


def names(rng: random.Random, count: int) -> list[str]:
    """``count`` distinct names in a seeded order."""
    out: list[str] = []
    seen: set[str] = set()
    while len(out) < count:
        roll = rng.random()
        if roll < 0.15:
            name = rng.choice(HAN) + rng.choice("一二三四五六七八九")
        else:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name.casefold() in seen:
            name = f"{name} {len(out) + 2}"
        seen.add(name.casefold())
        out.append(name)
    return out
