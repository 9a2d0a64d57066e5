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

import marshal
import os
import sys
import unicodedata
from collections.abc import Callable, Iterable
from functools import cache, lru_cache
from pathlib import Path
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
    """pyuca's collator; its table is parsed from the Unicode text file once per machine
    (0.14 s) and then read back from a marshal copy in the cache folder (0.04 s): most of
    what sorting the first player list cost at start (issue 11)."""
    from pyuca import Collator  # type: ignore[import-untyped]

    collator = Collator.__new__(Collator)
    cached = _read_table(_table_cache())
    if cached is None:
        collator = Collator()
        cached = (_frozen(collator.table.root), collator.implicit_weights)
        _write_table(_table_cache(), cached)
    collator.table, collator.implicit_weights = _FrozenTrie(cached[0]), cached[1]
    return collator


_Node = tuple[Any, "dict[int, _Node] | None"]  # (collation elements, children) of a trie node


class _FrozenTrie:
    """pyuca's trie as nested tuples and dicts, which marshal reads back fast."""

    def __init__(self, root: _Node) -> None:
        self.root = root

    def find_prefix(self, key: list[int]) -> tuple[list[int], Any, list[int]]:
        """The longest prefix of ``key`` with a value: pyuca's ``Trie.find_prefix``."""
        node, found, value = self.root, 0, None
        for i, part in enumerate(key):
            children = node[1]
            if children is None or part not in children:
                break
            node = children[part]
            if node[0]:
                found, value = i + 1, node[0]
        return key[:found], value, key[found:]


def _frozen(node: Any) -> _Node:
    children = node.children
    return node.value, None if children is None else {k: _frozen(v) for k, v in children.items()}


def _table_cache() -> Path:
    from importlib.metadata import version

    from platformdirs import user_cache_dir

    tag = f"{version('pyuca')}-py{sys.version_info[0]}{sys.version_info[1]}"
    folder = os.environ.get("TDESK_CACHE_DIR") or user_cache_dir("tdesk", appauthor=False)
    return Path(folder) / f"collation-{tag}.marshal"


def _read_table(path: Path) -> tuple[_Node, list[list[int]]] | None:
    try:
        root, weights = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None  # none yet, or damaged: parse the text file again
    return (root, weights) if isinstance(root, tuple) and isinstance(weights, list) else None


def _write_table(path: Path, table: tuple[_Node, list[list[int]]]) -> None:
    """Written whole or not at all (a temporary file renamed); a read-only cache is fine."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_bytes(marshal.dumps(table))
        os.replace(temporary, path)
    except OSError:
        pass


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


def lookup[T](name: str, candidates: Iterable[T], key: Callable[[T], str]) -> list[T]:
    """The candidates called ``name`` as typed on a command line or in a filter: the exact
    spelling wins; otherwise every one whose name folds the same ("кубок москвы" finds
    "Кубок Москвы", "orebro" finds "Örebro"; SQL's lower() folds only ASCII). More than one
    back means the name is ambiguous: the caller names them all."""
    wanted = " ".join(name.split())
    items = list(candidates)
    exact = [c for c in items if " ".join(key(c).split()) == wanted]
    if exact:
        return exact
    folded = fold(wanted)
    return [c for c in items if fold(key(c)) == folded]
