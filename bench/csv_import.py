"""CSV import preview: seconds to read player lists of growing size, per encoding.

Run: .venv/bin/python bench/csv_import.py  (prints figures; no asserts)
"""

import time

from tdesk.services.csv_io import read_players_csv, write_players_csv
from tdesk.services.players import EntryRow

LISTS = {
    "cp1252": ("name,rating,country\n", "Björn Åberg {i},{r},SE\n"),
    "koi8-r": ("имя,рейтинг\n", "Дмитрий Соколов {i},{r}\n"),
    "gbk": ("姓名,等级分\n", "王伟{i},{r}\n"),
}


def main() -> None:
    for rows in (10_000, 100_000):
        for encoding, (header, line) in LISTS.items():
            data = (header + "".join(line.format(i=i, r=1500 + i % 100) for i in range(rows))
                    ).encode(encoding)
            start = time.perf_counter()
            preview = read_players_csv(data)
            took = time.perf_counter() - start
            assert preview.encoding == encoding and len(preview.players) == rows
            print(f"{rows:>7,} rows {encoding:<7} {len(data) / 2**20:5.1f} MB  {took:6.2f} s  "
                  f"{rows / took:>9,.0f} rows/s")
        export = [EntryRow(i, i, f'Daniel "KidPoker" Negreanu {i}', 1500, "CA", 3, "a, b",
                           "line 1\nline 2", None, "active", None, None) for i in range(rows)]
        start = time.perf_counter()
        data = write_players_csv(export)
        wrote = time.perf_counter() - start
        start = time.perf_counter()
        preview = read_players_csv(data)
        took = time.perf_counter() - start
        assert len(preview.players) == rows
        print(f"{rows:>7,} rows export {wrote:5.2f} s, read back {took:6.2f} s")
    for size in (1_000, 10_000, 100_000):
        data = b"name,rating\n" + b'"Anna,1\n' * size
        start = time.perf_counter()
        preview = read_players_csv(data)
        took = time.perf_counter() - start
        print(f"{size:>7,} lines each opening an unclosed quote: {took:6.2f} s "
              f"({len(preview.refused):,} rows refused)")


if __name__ == "__main__":
    main()
