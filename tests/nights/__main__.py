"""``python -m tests.nights KIND --seed N [--size small|nightly]``: replay one night."""

from __future__ import annotations

import argparse
import sys
import traceback

from tests.nights.common import SIZES, NightFailed
from tests.nights.play import KINDS, play


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.nights")
    parser.add_argument("kind", choices=KINDS)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--size", choices=SIZES, default="small")
    args = parser.parse_args()
    try:
        seen = play(args.kind, args.seed, args.size)
    except NightFailed as exc:
        traceback.print_exception(exc.__cause__ or exc)
        print(exc, file=sys.stderr)
        return 1
    print(f"{args.kind} night seed {args.seed} ({args.size}): "
          + ", ".join(f"{k} {v}" for k, v in sorted(seen.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
