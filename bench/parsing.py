"""Parsing hostile text: card strings and structure files. Prints seconds; no asserts.

Run: .venv/bin/python bench/parsing.py
"""

import contextlib
import time
from collections.abc import Callable

from tdesk.rules import cards, levels


def timed(action: Callable[[], object], repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        with contextlib.suppress(ValueError):
            action()
        best = min(best, time.perf_counter() - start)
    return best


def structure(n: int) -> str:
    rows = ",\n".join(
        "{ break = true, minutes = 10 }" if i % 6 == 5 else
        f"{{ small_blind = {100 * (i + 1)}, big_blind = {200 * (i + 1)}, minutes = 20 }}"
        for i in range(n))
    return f'name = "x"\nchips = [25, 100]\nlevel = [\n{rows}\n]\n'


def main() -> None:
    for n in (4_000, 16_000, 64_000):
        text = "Ah" * (n // 2)
        print(f"card tokenizer, {n:>6,} characters in one chunk: "
              f"{timed(lambda t=text: list(cards._tokens(t))) * 1000:8.2f} ms")
    print(f"parse_cards, 16,000 characters (refused by length): "
          f"{timed(lambda: cards.parse_cards('AhKd' * 4000)) * 1e6:8.1f} µs")
    print(f"parse_cards, 1,000 characters of one bad chunk: "
          f"{timed(lambda: cards.parse_cards('x' * 1000)) * 1e6:8.1f} µs")
    for n in (100, 250, 500):
        text = structure(n)
        print(f"structure file, {n:>4} levels, load + warnings: "
              f"{timed(lambda t=text: levels.structure_warnings(levels.structure_from_toml(t))) * 1000:8.2f} ms")
    compact = 'name = "x"\nlevel = [' + "{big_blind=2}," * 20_000 + "]\n"
    print(f"structure file, 20,000 levels (refused): {timed(lambda: levels.structure_from_toml(compact)) * 1000:8.2f} ms")
    nested = "a = " + "[" * 100_000 + "]" * 100_000
    print(f"structure file nested 100,000 deep (refused): "
          f"{timed(lambda: levels.structure_from_toml(nested)) * 1000:8.2f} ms")


if __name__ == "__main__":
    main()
