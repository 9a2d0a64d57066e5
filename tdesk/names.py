"""Player names as the floor looks them up: by surname, in a real alphabet order, and found
whatever the accents or the case typed.

- :func:`surname` reads the surname from a name: the last word of a Latin or Cyrillic name
  ("Björn Öberg" -> "Öberg", "Vincent van Gogh" -> "van Gogh", "Smith, James" -> "Smith"),
  the first character of a Chinese one ("王伟" -> "王").
- :func:`sort_key` orders by surname, then the rest of the name, with the Unicode Collation
  Algorithm (pyuca): Öberg sorts with the O's, not after Z; Cyrillic and Chinese names follow
  Latin ones as the UCA orders the scripts. Screen and paper use this one key.
- :func:`fold` and :func:`matches` make every search accent- and case-blind: "oberg" finds
  Öberg, "ivanova" finds "Иванова" only by its own letters (no transliteration).
"""

from __future__ import annotations

import unicodedata
from functools import cache, lru_cache
from typing import Any

#: Lower-case words that belong to the surname but are not sorted by (van Gogh under G).
PARTICLES = frozenset({
    "af", "av", "al", "bin", "ben", "da", "das", "de", "del", "della", "der", "des", "di", "do",
    "dos", "du", "el", "la", "le", "ter", "ten", "van", "von", "zu", "zum", "zur", "y",
})
#: Last words that are not the surname ("James Smith Jr." sorts under Smith).
SUFFIXES = frozenset({"jr", "jr.", "sr", "sr.", "ii", "iii", "iv", "junior", "senior"})
#: Letters with no accent to strip that people type plainly anyway.
_PLAIN = str.maketrans({"ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
                        "đ": "d", "Đ": "d", "ł": "l", "Ł": "l", "þ": "th", "Þ": "th",
                        "ı": "i", "ß": "ss"})


def _is_han(char: str) -> bool:
    return unicodedata.name(char, "").startswith(("CJK UNIFIED", "CJK COMPATIBILITY IDEOGRAPH"))


def _split(name: str) -> tuple[str, str, str]:
    """(particles, sorted-by surname, given names) of one name."""
    text = " ".join(name.split())
    if not text:
        return "", "", ""
    if "," in text:  # "Smith, James": the surname is written first
        family, _, given = text.partition(",")
        return "", family.strip(), given.strip()
    if _is_han(text[0]) and " " not in text:
        return "", text[0], text[1:]
    words = text.split(" ")
    while len(words) > 1 and words[-1].casefold() in SUFFIXES:
        words = words[:-1]
    if len(words) == 1:
        return "", words[0], ""
    last = len(words) - 1
    first_particle = last
    while first_particle > 1 and words[first_particle - 1].casefold() in PARTICLES:
        first_particle -= 1
    particles = " ".join(words[first_particle:last])
    return particles, words[last], " ".join(words[:first_particle])


def surname(name: str) -> str:
    """The surname as written, particles included: "Vincent van Gogh" -> "van Gogh"."""
    particles, family, _ = _split(name)
    return f"{particles} {family}".strip()


def given_names(name: str) -> str:
    """Everything but the surname: "Björn Öberg" -> "Björn"."""
    return _split(name)[2]


@cache
def _collator() -> Any:
    from pyuca import Collator  # 0.2 s to load its table: only when a list is sorted

    return Collator()


@lru_cache(maxsize=65536)
def sort_key(name: str) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], str]:
    """Order of a roster: surname, then given names, then particles, by the UCA; ties by the
    exact text so the order is total and stable."""
    particles, family, given = _split(name)
    key = _collator().sort_key
    return key(family), key(given), key(particles), name


def text_sort_key(text: str) -> tuple[tuple[int, ...], str]:
    """UCA order for any other text (countries, judges, reasons)."""
    return _collator().sort_key(text), text


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Case- and accent-blind form for searching: "Öberg" -> "oberg", "Ёлкин" -> "елкин"."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_PLAIN))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(plain.casefold().translate(_PLAIN).split())


def matches(query: str, name: str) -> bool:
    """True when every word typed is found in the name, ignoring case and accents
    ("oberg" and "öBERG sö" both find "Sören Öberg")."""
    target = fold(name)
    return all(word in target for word in fold(query).split())
