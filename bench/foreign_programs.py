"""Other programs on a store tdesk has open (issue 34): acknowledged writes lost, per case.

Each case: the window (a Store here) writes; something in its process opens and closes the
store outside SQLite, dropping SQLite's POSIX locks; another program reads and closes; the
window writes, a second tdesk process writes, the window writes; the same again; the window
closes last. Counted: writes tdesk acknowledged that another process cannot read afterwards.
Prints figures only (record them in docs/store-safety.md).

Run: python bench/foreign_programs.py             (with the guard, then as on macOS: no guard)
     python bench/foreign_programs.py --no-guard  (as on macOS only: the file check alone)
"""

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests.models.foreign

from tests.models import foreign  # noqa: E402


def dialog_like(path: Path) -> None:
    """What a file dialog's type sniffing does: the store, its -wal and -shm opened, closed."""
    for suffix in ("", "-wal", "-shm"):
        name = Path(f"{path}{suffix}")
        if name.exists():
            foreign.open_and_close(name)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-guard", action="store_true")
    args = parser.parse_args()
    try:
        from tdesk.models import store_guard
    except ImportError:  # tdesk before issue 34
        store_guard = None  # type: ignore[assignment]
    second = foreign.SecondTdesk()
    try:
        if store_guard is not None and not args.no_guard and store_guard.OFD_SETLK is not None:
            print("guard: OFD locks")
            run_cases(second)
        if store_guard is not None:
            store_guard.OFD_SETLK = None
        print("guard: none" + (" (the file check alone)" if store_guard is not None else ""))
        run_cases(second)
    finally:
        second.close()


def run_cases(second: foreign.SecondTdesk) -> None:
    cases = lost = acknowledged = refused = invisible = 0
    started = time.perf_counter()
    for drop_name, drop in (("open/close", foreign.open_and_close),
                            ("dialog-like", dialog_like)):
        for program in sorted(foreign.FOREIGN):
            with tempfile.TemporaryDirectory() as folder:
                out = foreign.scenario(Path(folder) / "event.db", drop, program, second)
            cases += 1
            lost += len(out.lost)
            acknowledged += len(out.acknowledged)
            refused += len(out.refused)
            invisible += len(out.invisible)
            print(f"{drop_name:<12} {program:<10} acknowledged {len(out.acknowledged)}  "
                  f"lost {len(out.lost)}  invisible while open {len(out.invisible)}  "
                  f"refused {len(out.refused)}  told {out.interference}  "
                  f"integrity {out.integrity}")
    print(f"{cases} cases, {acknowledged} acknowledged, {lost} lost, {invisible} invisible "
          f"while open, {refused} refused, {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
