"""Player lists as CSV: reading with encoding detection and a per-row preview, safe writing.

Venues send UTF-8 (with or without BOM), Windows-1251 and GBK files; the preview shows every
bad row and why before anything is saved.
"""

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tdesk.errors import InputError
from tdesk.services.players import EntryRow, PlayerFields

ENCODINGS = ("auto", "utf-8", "utf-8-sig", "cp1251", "gbk")
ENCODING_LABELS = {"auto": "Detect", "utf-8": "UTF-8", "utf-8-sig": "UTF-8 with BOM",
                   "cp1251": "Windows-1251 (Cyrillic)", "gbk": "GBK (Chinese)"}

# header aliases, case-insensitive (English, Swedish, Russian, Chinese)
COLUMNS = {
    "name": ("name", "player", "namn", "имя", "игрок", "фио", "姓名", "选手", "名字"),
    "rating": ("rating", "elo", "rank", "рейтинг", "等级分", "积分"),
    "country": ("country", "land", "страна", "国家"),
    "site_games": ("site_games", "games", "games on site", "partier", "игры", "игр", "场次"),
    "contact": ("contact", "email", "phone", "kontakt", "контакт", "телефон", "联系方式"),
    "notes": ("notes", "note", "anteckningar", "заметки", "备注"),
    "seed": ("seed", "посев", "种子"),
}
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True)
class CsvRow:
    line: int
    values: dict[str, str]
    fields: PlayerFields | None
    error: str = ""


@dataclass(frozen=True)
class CsvPreview:
    encoding: str
    rows: tuple[CsvRow, ...]
    problems: tuple[str, ...] = field(default=())

    @property
    def errors(self) -> list[str]:
        return list(self.problems) + [f"Line {r.line}: {r.error}" for r in self.rows if r.error]

    @property
    def ok(self) -> bool:
        return not self.errors and bool(self.rows)

    @property
    def players(self) -> list[PlayerFields]:
        return [r.fields for r in self.rows if r.fields is not None]


def detect_encoding(data: bytes) -> str:
    """UTF-8 (BOM or not) when it decodes; else GBK or Windows-1251 by which reads as names.

    GBK text is mostly common (GB2312 level-1) characters; Cyrillic bytes read as GBK are
    mostly rare ones, and Chinese bytes read as Windows-1251 give words with random capitals.
    """
    if data.startswith(b"\xef\xbb\xbf"):
        return "utf-8-sig"
    try:
        data.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        pass
    try:
        as_gbk = data.decode("gbk")
    except UnicodeDecodeError:
        return "cp1251"
    han = [c for c in as_gbk if "\u4e00" <= c <= "\u9fff"]
    if not han:
        return "cp1251"
    common = sum(1 for c in han if _is_common_han(c))
    return "gbk" if common / len(han) > 0.6 else "cp1251"


def _is_common_han(char: str) -> bool:
    try:
        encoded = char.encode("gb2312")
    except UnicodeEncodeError:
        return False
    return 0xB0 <= encoded[0] <= 0xD7


def read_players_csv(data: bytes, encoding: str = "auto",
                     registered: Iterable[str] = ()) -> CsvPreview:
    """Parse a player CSV into a preview; ``registered`` holds case-folded names already in
    the event, so duplicates with them are shown before import."""
    if encoding not in ENCODINGS:
        raise InputError("Encoding", encoding, f"must be one of {', '.join(ENCODINGS)}")
    chosen = detect_encoding(data) if encoding == "auto" else encoding
    if not data.strip():
        return CsvPreview(chosen, (), ("The file is empty.",))
    try:
        text = data.decode(chosen)
    except UnicodeDecodeError as exc:
        return CsvPreview(chosen, (), (
            f"The file is not valid {ENCODING_LABELS.get(chosen, chosen)} "
            f"(byte {exc.start}); choose another encoding.",))
    text = text.lstrip("\ufeff")
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(
            text.split("\n", 1)[0], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text), dialect)
    lines = [(reader.line_num, row) for row in reader]
    lines = [(n, r) for n, r in lines if any(cell.strip() for cell in r)]
    if not lines:
        return CsvPreview(chosen, (), ("The file is empty.",))
    header_line, header = lines[0]
    columns, problems = _map_header(header)
    if problems:
        return CsvPreview(chosen, (), tuple(problems))
    known = set(registered)
    seen: dict[str, int] = {}
    rows = []
    for line, cells in lines[1:]:
        values = {key: cells[index].strip() if index < len(cells) else ""
                  for key, index in columns.items()}
        rows.append(_parse_row(line, values, seen, known))
    if not rows:
        return CsvPreview(chosen, (), ("The file has a header line but no players.",))
    return CsvPreview(chosen, tuple(rows))


def _map_header(header: Sequence[str]) -> tuple[dict[str, int], list[str]]:
    columns: dict[str, int] = {}
    for index, title in enumerate(header):
        key = title.strip().lstrip("\ufeff").casefold()
        for name, aliases in COLUMNS.items():
            if key in aliases and name not in columns:
                columns[name] = index
    if "name" not in columns:
        return {}, [
            f"No 'name' column in the header line ({', '.join(h.strip() for h in header)}); "
            "the first line must name the columns, e.g. name,rating,country."
        ]
    return columns, []


def _parse_row(line: int, values: dict[str, str], seen: dict[str, int],
               known: set[str]) -> CsvRow:
    def number(key: str, label: str) -> int | None:
        raw = values.get(key, "").replace(" ", "").replace("\u00a0", "")
        if not raw:
            return None
        try:
            return int(raw)
        except ValueError:
            raise InputError(label, values[key], "is not a whole number") from None

    try:
        name = values.get("name", "")
        fields = PlayerFields(
            name=name, rating=number("rating", "Rating"), country=values.get("country", ""),
            site_games=number("site_games", "Games on site") or 0,
            contact=values.get("contact", ""), notes=values.get("notes", ""),
            seed=number("seed", "Seed"),
        ).checked()
    except InputError as exc:
        return CsvRow(line, values, None, str(exc))
    key = _name_key(fields.name)
    if key in seen:
        return CsvRow(line, values, None,
                      f"Name {fields.name!r}: duplicate of line {seen[key]}")
    seen[key] = line
    if key in known:
        return CsvRow(line, values, None,
                      f"Name {fields.name!r}: already registered in this event")
    return CsvRow(line, values, fields)


def _name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def neutralise(value: object) -> str:
    """A cell a spreadsheet will show as text, never run as a formula."""
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def write_players_csv(rows: Sequence[EntryRow]) -> bytes:
    """UTF-8 with BOM (spreadsheets then read Cyrillic and Chinese right)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["name", "rating", "country", "site_games", "contact", "notes", "seed",
                     "status", "chips", "place", "prize_eligible"])
    for r in rows:
        writer.writerow([neutralise(v) for v in (
            r.name, r.rating, r.country, r.site_games, r.contact, r.notes, r.seed, r.status,
            r.chips, r.place, "no" if r.no_prizes else "yes")])
    return out.getvalue().encode("utf-8-sig")
