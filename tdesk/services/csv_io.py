"""Player lists as CSV: reading with encoding detection and a per-row preview, safe writing.

Venues send UTF-8 (with or without BOM), UTF-16 from spreadsheets, Windows-1252 (Swedish,
German, French names), Mac Roman and CP850 (the same from old Macs and DOS programs),
Windows-1251, KOI8-R, CP866, ISO-8859-5 and Mac Cyrillic (Russian), GBK, Big5, Shift-JIS and
EUC-KR files. The preview says which encoding it read the file as and how sure it is, warns
when another encoding reads the names about as well (the director then checks the names or
chooses the encoding), shows every row, and refuses each row it cannot read with the line,
the field and the value; what it accepts is imported all together or not at all. A byte-order
mark (U+FEFF) at the start of a line or inside a value is removed, never stored.

Reading follows RFC 4180 as spreadsheets and our own export write it: values separated by one
delimiter (found from a sample of lines and checked against the header), a value in double
quotes may hold the delimiter, line breaks and quotes written twice (``"Daniel ""KidPoker""
Negreanu"``). Lines may end in CR LF, LF or CR alone.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from tdesk import validate
from tdesk.errors import InputError
from tdesk.services.players import EntryRow, PlayerFields

ENCODINGS = ("auto", "utf-8", "utf-8-sig", "utf-16", "cp1252", "mac-roman", "cp850", "cp1251",
             "koi8-r", "cp866", "iso-8859-5", "mac-cyrillic", "gbk", "big5", "shift-jis",
             "euc-kr")
ENCODING_LABELS = {
    "auto": "Detect",
    "utf-8": "UTF-8",
    "utf-8-sig": "UTF-8 with BOM",
    "utf-16": "UTF-16 (spreadsheet Unicode text)",
    "cp1252": "Windows-1252 / Latin-1 (Western European)",
    "mac-roman": "Mac Roman (Western European, older Macs)",
    "cp850": "CP850 (Western European, DOS)",
    "cp1251": "Windows-1251 (Cyrillic)",
    "koi8-r": "KOI8-R (Cyrillic)",
    "cp866": "CP866 (Cyrillic, DOS)",
    "iso-8859-5": "ISO-8859-5 (Cyrillic)",
    "mac-cyrillic": "Mac Cyrillic (older Macs)",
    "gbk": "GBK / GB18030 (Chinese, simplified)",
    "big5": "Big5 (Chinese, traditional)",
    "shift-jis": "Shift-JIS / Windows-932 (Japanese)",
    "euc-kr": "EUC-KR (Korean)",
}
# GB18030 reads every GBK file and the characters GBK lacks; Windows-932 every Shift-JIS one
# and the NEC and IBM characters Japanese spreadsheets write (髙, ①)
_CODECS = {"gbk": "gb18030", "shift-jis": "cp932"}
_LEGACY = ("cp1252", "cp1251", "gbk", "big5", "euc-kr", "shift-jis", "koi8-r", "cp866",
           "mac-roman", "cp850", "iso-8859-5", "mac-cyrillic")
"""The encodings detection weighs, in the order ties are broken: most often sent first."""
SURE = 0.6
"""Below this confidence the preview warns that the encoding is not sure."""
CLOSE = 0.05
"""Another encoding whose share of odd words is within this of the best one's reads the
names about as well: the preview names it and warns."""
SAMPLE_BYTES = 20_000
"""Bytes of the lines with non-ASCII characters that detection reads (where encodings differ)."""

# header aliases, case-insensitive (English, Swedish, Russian, Chinese)
COLUMNS = {
    "name": ("name", "player", "namn", "имя", "игрок", "фио", "姓名", "选手", "名字", "氏名",
             "名前"),
    "rating": ("rating", "elo", "rank", "рейтинг", "等级分", "积分", "レーティング"),
    "country": ("country", "land", "страна", "国家", "国", "国籍"),
    "site_games": ("site_games", "games", "games on site", "partier", "игры", "игр", "场次"),
    "contact": ("contact", "email", "phone", "kontakt", "контакт", "телефон", "联系方式"),
    "notes": ("notes", "note", "anteckningar", "заметки", "备注", "備考"),
    "seed": ("seed", "посев", "种子"),
}
LABELS = {"name": "Name", "rating": "Rating", "country": "Country",
          "site_games": "Games on site", "contact": "Contact", "notes": "Notes", "seed": "Seed"}
DELIMITERS = (",", ";", "\t", "|")
_DELIMITER_NAMES = {",": "','", ";": "';'", "\t": "tab", "|": "'|'"}

MAX_FILE_BYTES = 64 * 1024 * 1024
"""Largest file read: a 100,000-player list is about 5 MB."""
MAX_FIELD = 131_072
"""Longest value in a cell (the csv module's own limit); no player field comes near it."""
MAX_RECORD_LINES = 50
"""Most lines one row may span (line breaks inside quoted notes); an unclosed quote is found
within this many lines, so reading stays linear however the quotes are broken."""
SAMPLE_LINES = 50
"""Lines the delimiter is chosen from (the header alone is not enough)."""

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n", "\x00", "\ufeff",
                  "\uff1d", "\uff0b", "\uff0d", "\uff20")
"""Cell starts a spreadsheet may run as a formula or hide: the ASCII ones, their full-width
forms (＝＋－＠), tab, line breaks, NUL and a byte-order mark."""


@dataclass(frozen=True)
class EncodingGuess:
    """What the file was read as: ``confidence`` 0..1, ``alternatives`` other encodings that
    read it as plausibly (a list of two short names can be both Russian in KOI8-R and
    Chinese in GBK; the preview names them), ``detected`` False when chosen by hand."""

    encoding: str
    confidence: float = 1.0
    alternatives: tuple[str, ...] = ()
    detected: bool = True

    @property
    def uncertain(self) -> bool:
        """Detected, and another encoding reads the names about as well or none reads them
        well: the names may be garbled, so the director checks them before importing."""
        return self.detected and (bool(self.alternatives) or self.confidence < SURE)


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
    """Problems with the whole file (nothing can be imported)."""
    guess: EncodingGuess | None = None
    delimiter: str = ","

    @property
    def errors(self) -> list[str]:
        return list(self.problems) + [f"Line {r.line}: {r.error}" for r in self.rows if r.error]

    @property
    def ok(self) -> bool:
        """Every row reads: nothing refused."""
        return not self.errors and bool(self.rows)

    @property
    def players(self) -> list[PlayerFields]:
        """The accepted rows, in file order: what an import writes (all of them or none)."""
        return [r.fields for r in self.rows if r.fields is not None]

    @property
    def doubt(self) -> str:
        """A warning when the encoding was detected without certainty ('' when sure)."""
        guess = self.guess
        if guess is None or not guess.uncertain:
            return ""
        text = (f"Not sure the file is {ENCODING_LABELS[guess.encoding]} "
                f"({round(guess.confidence * 100)} % sure): ")
        if guess.alternatives:
            others = " or ".join(ENCODING_LABELS[k] for k in guess.alternatives[:4])
            return text + (f"it also reads as {others}. Check the names; if they look wrong, "
                           "choose the encoding.")
        return text + ("its names read clearly in no encoding tdesk knows. Check them; if "
                       "they look wrong, choose the encoding.")

    @property
    def refused(self) -> list[CsvRow]:
        return [r for r in self.rows if r.error]

    @property
    def importable(self) -> bool:
        """The file reads and at least one row is accepted (refused rows are left out)."""
        return not self.problems and bool(self.players)


# --- encodings -------------------------------------------------------------------------------


def codec(encoding: str) -> str:
    """The Python codec that reads ``encoding`` (one of :data:`ENCODINGS`)."""
    return _CODECS.get(encoding, encoding)


def detect_encoding(data: bytes) -> str:
    """The encoding :func:`guess_encoding` settles on."""
    return guess_encoding(data).encoding


FEW_LETTERS = 6
"""Up to this many non-ASCII letters, a file that reads as UTF-8 may still be legacy bytes."""


def guess_encoding(data: bytes) -> EncodingGuess:
    """UTF-8 or UTF-16 by their byte-order mark, UTF-8 when it decodes; otherwise each legacy
    encoding that reads the whole file, ranked by how much the lines with non-ASCII
    characters look like names (one script per word, names capitalised), then by
    charset-normalizer's measure of how messy the text reads. Encodings that read the names
    about as well are named as alternatives."""
    if data.startswith(b"\xef\xbb\xbf"):
        return EncodingGuess("utf-8-sig")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return EncodingGuess("utf-16")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return _legacy_guess(data)
    if not any(ord(c) > 0xFFFF for c in text):
        if 0 < sum(not c.isascii() for c in text) <= FEW_LETTERS:
            # a few legacy bytes can spell valid UTF-8 by chance (EUC-KR "馬芳" is D8 A9 DB BB,
            # Arabic "ةۻ" in UTF-8): when a legacy encoding reads them as clean names, the
            # preview names it and the director checks before importing
            other = _legacy_guess(data)
            if other.confidence > 0 and _oddness(_sample(data).decode(
                    codec(other.encoding), errors="replace")) == 0:
                return EncodingGuess("utf-8", 0.5, (other.encoding, *other.alternatives))
        return EncodingGuess("utf-8")
    # Characters past the first 65,536 (rare ideographs, emoji) in a list of names: legacy
    # bytes can spell valid UTF-8 by chance (cp866 "Ёааа" is F0 A0 A0 A0, one such character).
    # Still read as UTF-8, but not for sure: the preview names the other reading.
    other = _legacy_guess(data)
    return EncodingGuess("utf-8", 0.5, (other.encoding,) if other.confidence > 0 else ())


def _legacy_guess(data: bytes) -> EncodingGuess:
    """Each legacy encoding that reads the whole file, ranked (see ``guess_encoding``)."""
    sample = _sample(data)
    from charset_normalizer.md import mess_ratio  # here: only a file to guess loads it

    ranked: list[tuple[str, float, float]] = []
    texts: dict[str, str] = {}
    readings: set[int] = set()
    for key in _LEGACY:
        try:
            reading = hash(data.decode(codec(key)))
        except UnicodeDecodeError:
            continue
        if reading in readings:  # reads exactly as a more common encoding: the same import
            continue
        readings.add(reading)
        text = texts[key] = sample.decode(codec(key), errors="replace")
        ranked.append((key, _oddness(text), mess_ratio(text, maximum_threshold=1.0)))
    if not ranked:
        return EncodingGuess("cp1252", 0.0)
    ranked.sort(key=lambda r: (r[1], r[2], _LEGACY.index(r[0])))
    best, oddness, chaos = ranked[0]
    close = tuple(k for k, odd, _ in ranked[1:] if odd - oddness < CLOSE)
    if "euc-kr" in (best, *close):
        best, oddness, chaos, close = _korean_or_chinese(ranked, best, close, texts)
    confidence = max(0.0, 1.0 - chaos - oddness) * (0.5 if close else 1.0)
    return EncodingGuess(best, round(confidence, 2), close)


_SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶"
    "程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾"
    "毛郝龚邵万钱严覃武戴莫孔向汤欧"
    "張劉陳楊黃趙吳孫馬鄭謝許韓馮鄧蕭葉蘇呂盧鍾譚陸賈鄒閻龍賀顧龔萬錢嚴湯歐")
"""The commonest Chinese surnames (simplified and traditional): nine Chinese in ten have one."""


def _korean_or_chinese(ranked: list[tuple[str, float, float]], best: str,
                       close: tuple[str, ...], texts: dict[str, str]
                       ) -> tuple[str, float, float, tuple[str, ...]]:
    """EUC-KR's Hangul are GB2312's everyday characters in GBK (and Big5's): a Korean list
    reads as Chinese just as cleanly. Chinese names start with a common surname; Hangul
    bytes read as Chinese almost never do. With three names or more the surnames decide;
    otherwise both stay named."""
    chinese = [k for k in (best, *close) if k in ("gbk", "big5")]
    if not chinese:
        return best, *_scores(ranked, best), close
    words = [w for w in re.findall(r"[^\W\d_]+", texts[chinese[0]])
             if 2 <= len(w) <= 4 and all(_script(c) == "CJK" for c in w)]
    if len(words) < 3:
        return best, *_scores(ranked, best), close
    share = sum(w[0] in _SURNAMES for w in words) / len(words)
    if share < 0.25:
        winner, losers = "euc-kr", set(chinese)
    elif share > 0.6:
        winner, losers = chinese[0], {"euc-kr"}
    else:
        return best, *_scores(ranked, best), close
    rest = tuple(k for k in (best, *close) if k != winner and k not in losers)
    return winner, *_scores(ranked, winner), rest


def _scores(ranked: list[tuple[str, float, float]], key: str) -> tuple[float, float]:
    return next((odd, chaos) for k, odd, chaos in ranked if k == key)


_HIGH = re.compile(rb"[\x80-\xff]")


def _sample(data: bytes) -> bytes:
    """The lines holding non-ASCII bytes, up to :data:`SAMPLE_BYTES` (each cut at 1,000): a
    long list whose first lines are plain ASCII is judged by its names all the same."""
    parts: list[bytes] = []
    size = pos = 0
    while size < SAMPLE_BYTES and (found := _HIGH.search(data, pos)) is not None:
        at = found.start()
        start = max(data.rfind(b"\n", pos, at), data.rfind(b"\r", pos, at), pos - 1) + 1
        ends = [e for e in (data.find(b"\n", at), data.find(b"\r", at)) if e >= 0]
        end = min(ends, default=len(data))
        parts.append(data[start:min(end, start + 1000)])
        size += min(end - start, 1000)
        pos = end
    return b"\n".join(parts)


_KANA = ("HIRAGANA", "KATAKANA")
_UNLIKELY_LATIN = frozenset("ƒﬁﬂı")
"""Latin letters no Western European name holds: other bytes read as Mac Roman or CP850."""


def _script(ch: str) -> str:
    """A coarse script of a letter: enough to tell a real name from mojibake. Japanese
    writes one name in Han and kana (田中みゆき, 佐々木): they count as one script."""
    name = unicodedata.name(ch, "")
    for script in ("LATIN", "CYRILLIC", "GREEK", "HANGUL"):
        if name.startswith(script):
            return script
    if name.startswith(("CJK", "IDEOGRAPHIC", *_KANA)):
        return "CJK"
    return name.split(" ", 1)[0]


def _is_common_han(char: str) -> bool:
    """A Han character of everyday use: GB2312 level 1, Big5's common characters or JIS
    level 1 (Japanese). Bytes of another encoding read as Chinese give mostly rare ones; kana
    and marks (々) are never rare."""
    if not unicodedata.name(char, "").startswith("CJK"):
        return True
    try:
        if 0xB0 <= char.encode("gb2312")[0] <= 0xD7:
            return True
    except UnicodeEncodeError:
        pass
    try:
        if 0x889F <= int.from_bytes(char.encode("cp932"), "big") <= 0x9872:
            return True
    except UnicodeEncodeError:
        pass
    try:
        code = int.from_bytes(char.encode("big5"), "big")
    except UnicodeEncodeError:
        return False
    return 0xA440 <= code <= 0xC67E


def _oddness(text: str) -> float:
    """Share of words that do not look like names: scripts mixed within a word (``彎a``,
    ``Bjцrn``), capitals after small letters (``ЕкАТ``), symbols among letters, letters no
    name holds (``Mƒller``)."""
    words = re.findall(r"[^\W\d_]+|[^\w\s,;|\"'.\-()/@+·・･’]+", text)
    words = [w for w in words if not w.isascii()]
    if not words:
        return 0.0
    odd = 0.0
    korean = any(_script(c) == "HANGUL" for w in words for c in w)
    for word in words:
        letters = [c for c in word if c.isalpha()]
        scripts = {_script(c) for c in letters}
        if len(letters) < len(word) or len(scripts) > 1:
            odd += 1
        elif scripts == {"LATIN"} and (_UNLIKELY_LATIN.intersection(word) or len(word) >= 3
                                       and sum(not c.isascii() for c in word) * 4
                                       > len(word) * 3):
            odd += 1  # "Ñîêîëîâ": Cyrillic read as Windows-1252
        elif scripts == {"CJK"}:
            # a Korean list writes names in Hangul: Han words among Hangul ones are bytes of
            # a Chinese file read as EUC-KR
            if korean and any(unicodedata.name(c, "").startswith("CJK") for c in word):
                odd += 1
            else:
                odd += sum(not _is_common_han(c) for c in word) / len(word)
        elif any(a.islower() and b.isupper() for a, b in zip(word, word[1:], strict=False)):
            odd += 1
    return odd / len(words)


# --- reading ---------------------------------------------------------------------------------


def read_players_csv(data: bytes, encoding: str = "auto",
                     registered: Iterable[str] = (),
                     progress: Callable[[int, int], None] | None = None) -> CsvPreview:
    """Parse a player CSV into a preview; ``registered`` holds case-folded names already in
    the event, so duplicates with them are shown before import. Never raises for bad content:
    every problem is a line of the preview. ``progress(line, lines)`` is called every 1,000
    rows (the window reads big lists in the background and may stop there)."""
    if encoding not in ENCODINGS:
        raise InputError("Encoding", encoding, f"must be one of {', '.join(ENCODINGS)}")
    if len(data) > MAX_FILE_BYTES:
        return CsvPreview(encoding, (), (
            f"The file is {len(data) / 2**20:.0f} MB; a player list may be at most "
            f"{MAX_FILE_BYTES // 2**20} MB.",))
    guess = guess_encoding(data) if encoding == "auto" else EncodingGuess(encoding, detected=False)
    chosen = guess.encoding
    if not data.strip():
        return CsvPreview(chosen, (), ("The file is empty.",), guess)
    try:
        text = data.decode(codec(chosen))
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        return CsvPreview(chosen, (), (
            f"The file is not valid {ENCODING_LABELS.get(chosen, chosen)} "
            f"(byte {exc.start}, line {line}); choose another encoding.",), guess)
    # a byte-order mark opens every line of lists pasted together from several exports
    lines = [line.lstrip("\ufeff") for line in _LINE.findall(text)]
    delimiter = choose_delimiter(lines)
    titles: list[str] = []  # the header's, once read: messages then name the column
    records = (r for r in _records(lines, delimiter, titles) if r[1] is None or any(
        cell.strip() for cell in r[1]))
    first = next(records, None)
    if first is None:
        return CsvPreview(chosen, (), ("The file is empty.",), guess, delimiter)
    header_line, header, problem = first
    if header is None:
        return CsvPreview(chosen, (), (f"Line {header_line} (the header): {problem}",), guess,
                          delimiter)
    columns, problems = _map_header(header)
    if problems:
        return CsvPreview(chosen, (), tuple(problems), guess, delimiter)
    by_index = {index: LABELS[key] for key, index in columns.items()}
    titles.extend(by_index.get(i, h.strip()) for i, h in enumerate(header))
    known = set(registered)
    seen: dict[str, int] = {}
    rows: list[CsvRow] = []
    for line, cells, problem in records:
        if progress is not None and len(rows) % 1000 == 999:
            progress(line, len(lines))
        if cells is None:
            rows.append(CsvRow(line, {}, None, problem))
            continue
        shape = _shape_problem(cells, len(header), delimiter, columns)
        values = {key: _cell(cells[index]) if index < len(cells) else ""
                  for key, index in columns.items()}
        if shape:
            rows.append(CsvRow(line, values, None, shape))
        else:
            rows.append(_parse_row(line, values, seen, known))
    if not rows:
        return CsvPreview(chosen, (), ("The file has a header line but no players.",), guess,
                          delimiter)
    return CsvPreview(chosen, tuple(rows), (), guess, delimiter)


def choose_delimiter(lines: Sequence[str]) -> str:
    """The delimiter of the file, from its first :data:`SAMPLE_LINES` lines.

    ``csv.Sniffer`` proposes one from the whole sample; each candidate is then checked
    against the header: it must split the header into known columns (a ``name`` among them)
    and the rows into as many values as the header has. The best fit wins, the sniffer's
    choice breaking ties.
    """
    sample = lines[:SAMPLE_LINES]
    try:
        sniffed = csv.Sniffer().sniff("".join(sample), delimiters="".join(DELIMITERS)).delimiter
    except csv.Error:
        sniffed = ","
    return max(DELIMITERS, key=lambda d: (*_fit(sample, d), d == sniffed, d == ","))


def _fit(sample: Sequence[str], delimiter: str) -> tuple[bool, int, int]:
    """(header has a name column, rows with the header's width, known columns)."""
    records = [cells for _, cells, _ in _records(sample, delimiter)
               if cells is not None and any(c.strip() for c in cells)]
    if not records:
        return False, 0, 0
    header, rows = records[0], records[1:]
    columns, problems = _map_header(header)
    width = len(header)
    fitting = sum(1 for r in rows if len(_trim(r)) <= width and len(r) >= min(width, 2))
    return not problems, fitting, len(columns)


def _trim(cells: Sequence[str]) -> Sequence[str]:
    """Cells without the empty ones a spreadsheet leaves at the end of a row."""
    end = len(cells)
    while end > 1 and not cells[end - 1].strip():
        end -= 1
    return cells[:end]


class _Feed:
    """Physical lines for one csv record, at most :data:`MAX_RECORD_LINES` of them."""

    def __init__(self, lines: Sequence[str], start: int) -> None:
        self.lines = lines
        self.pos = start
        self.stop = min(len(lines), start + MAX_RECORD_LINES)

    def __iter__(self) -> _Feed:
        return self

    def __next__(self) -> str:
        if self.pos >= self.stop:
            raise StopIteration
        self.pos += 1
        return self.lines[self.pos - 1]


def _records(lines: Sequence[str], delimiter: str, titles: Sequence[str] = ()
             ) -> Iterator[tuple[int, list[str] | None, str]]:
    """(first line number, cells, "") per record, or (line, None, problem) for a line that
    cannot be read; reading goes on at the next line, so one broken quote refuses one row."""
    i = 0
    while i < len(lines):
        feed = _Feed(lines, i)
        reader = csv.reader(feed, delimiter=delimiter, quotechar='"', doublequote=True,
                            strict=True)
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            yield i + 1, None, _csv_problem(str(exc), lines[i], delimiter, titles)
            i += 1
            continue
        yield i + 1, cells, ""
        i = feed.pos


def _csv_problem(message: str, line: str, delimiter: str, titles: Sequence[str] = ()) -> str:
    text = line.rstrip("\r\n")
    if "field larger than field limit" in message:
        cells = text.split(delimiter)
        long = next((n for n, c in enumerate(cells) if len(c) > MAX_FIELD), None)
        if long is None:
            return (f"a value ({validate.shown(text)}) is longer than {MAX_FIELD:,} "
                    "characters; not a player list value")
        title = titles[long] if long < len(titles) else "Value"
        return (f"{title} {validate.shown(cells[long])!r}: is longer than {MAX_FIELD:,} "
                f"characters (value {long + 1} of the row); not a player list value")
    if "unexpected end of data" in message:
        cells = text.split(delimiter)
        opened = next((n for n, c in enumerate(cells)
                       if c.lstrip().startswith('"') and c.count('"') % 2), None)
        where = ""
        if opened is not None and opened < len(titles):
            where = f"{titles[opened]} {validate.shown(cells[opened])!r}: "
        return (f"{where}a quote opens a value that never closes ({validate.shown(text)}); "
                "close it, or write a quote inside a value as two quotes (\"\")")
    if "expected after" in message:
        return (f"text after a closing quote ({validate.shown(text)}); write a quote inside "
                "a value as two quotes (\"\") and put the whole value in quotes")
    return f"cannot be read as CSV ({message}): {validate.shown(text)}"


def _shape_problem(cells: Sequence[str], width: int, delimiter: str,
                   columns: dict[str, int]) -> str:
    """A row whose values do not line up with the header: more values than columns, or fewer
    with another delimiter inside (``Anna;1500`` under a ``name,rating`` header)."""
    trimmed = _trim(cells)
    used = f"this file separates values with {_DELIMITER_NAMES[delimiter]}"
    if len(trimmed) > width:
        return (f"{len(trimmed)} values where the header has {width} ({used}; a value "
                f"holding {_DELIMITER_NAMES[delimiter]} must be in quotes)")
    if len(cells) < width:
        for key, index in columns.items():
            value = cells[index] if index < len(cells) else ""
            other = next((d for d in DELIMITERS if d != delimiter and d in value), None)
            if other is not None:
                return (f"{LABELS[key]} {validate.shown(value.strip())!r} holds "
                        f"{_DELIMITER_NAMES[other]}, but {used}: the row fills only "
                        f"{len(cells)} of the header's {width} columns")
    return ""


def _map_header(header: Sequence[str]) -> tuple[dict[str, int], list[str]]:
    columns: dict[str, int] = {}
    for index, title in enumerate(header):
        key = " ".join(title.replace("\ufeff", "").casefold().split())
        for name, aliases in COLUMNS.items():
            if key in aliases and name not in columns:
                columns[name] = index
    if "name" not in columns:
        shown = ", ".join(validate.shown(h.strip()) for h in header[:10])
        return {}, [
            f"No 'name' column in the header line ({shown}); "
            "the first line must name the columns, e.g. name,rating,country."
        ]
    return columns, []


_NUMBER_SPACES = str.maketrans("", "", " \u00a0\u202f\u2009")
_NUMBER = re.compile(r"[+-]?\d{1,30}")


def _parse_row(line: int, values: dict[str, str], seen: dict[str, int],
               known: set[str]) -> CsvRow:
    def number(key: str) -> int | None:
        raw = values.get(key, "").translate(_NUMBER_SPACES)
        if not raw:
            return None
        if not _NUMBER.fullmatch(raw):
            raise InputError(LABELS[key], validate.shown(values[key]), "is not a whole number")
        return int(raw)

    try:
        fields = PlayerFields(
            name=values.get("name", ""), rating=number("rating"),
            country=values.get("country", ""), site_games=number("site_games") or 0,
            contact=values.get("contact", ""), notes=values.get("notes", ""),
            seed=number("seed"),
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


def _cell(raw: str) -> str:
    """A value as read: trimmed, our export's apostrophe undone, byte-order marks removed."""
    return _unneutralise(raw.strip()).replace("\ufeff", "").strip()


def _unneutralise(value: str) -> str:
    """Undo :func:`neutralise`, so our own export reads back exactly."""
    return value[1:] if value.startswith("'") and value.lstrip("'").startswith(FORMULA_STARTS) \
        else value


def _name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


# --- writing ---------------------------------------------------------------------------------


def neutralise(value: object) -> str:
    """A cell a spreadsheet will show as text, never run as a formula (CSV injection): a
    leading apostrophe before ``= + - @``, their full-width forms, tab, line breaks, NUL or
    a byte-order mark."""
    text = "" if value is None else str(value)
    return "'" + text if text.lstrip("'").startswith(FORMULA_STARTS) else text


def write_players_csv(rows: Sequence[EntryRow]) -> bytes:
    """UTF-8 with BOM (spreadsheets then read Cyrillic and Chinese right); reads back through
    :func:`read_players_csv` to the same players."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["name", "rating", "country", "site_games", "contact", "notes", "seed",
                     "status", "chips", "place", "prize_eligible"])
    for r in rows:
        writer.writerow([neutralise(v) for v in (
            r.name, r.rating, r.country, r.site_games, r.contact, r.notes, r.seed, r.status,
            r.chips, r.place, "no" if r.no_prizes else "yes")])
    return out.getvalue().encode("utf-8-sig")
