"""The one HTML page of the player screens, in the language the phone or TV asks for.

The words come from tdesk's own translations (context ``DisplayPage``), looked up for each
language with its own QTranslator so one server answers a Russian phone and a Swedish TV at
once. Data never goes into the HTML: the page fetches it as JSON and sets it as text.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTranslator

from tdesk.paths import resource

LANGUAGES = ("en", "ru", "sv", "zh_CN")
LOCALES = {"en": "en-GB", "ru": "ru-RU", "sv": "sv-SE", "zh_CN": "zh-CN"}
VIEWS = ("clock", "find", "list", "standings", "series")
PLACEHOLDER = re.compile(r"\{(lang|view|title|boot)\}")

LABELS: dict[str, str] = {
    "clock": QT_TRANSLATE_NOOP("DisplayPage", "Clock"),
    "find": QT_TRANSLATE_NOOP("DisplayPage", "Find me"),
    "standings": QT_TRANSLATE_NOOP("DisplayPage", "Standings"),
    "series": QT_TRANSLATE_NOOP("DisplayPage", "Series"),  # issue 26
    "total": QT_TRANSLATE_NOOP("DisplayPage", "Total"),
    "level": QT_TRANSLATE_NOOP("DisplayPage", "Level {0}"),
    "round": QT_TRANSLATE_NOOP("DisplayPage", "Round {0}"),
    "round_of": QT_TRANSLATE_NOOP("DisplayPage", "Round {0} of {1}"),
    "break": QT_TRANSLATE_NOOP("DisplayPage", "Break"),
    "ante": QT_TRANSLATE_NOOP("DisplayPage", "ante {0}"),
    "per_point": QT_TRANSLATE_NOOP("DisplayPage", "{0} per point"),
    "not_started": QT_TRANSLATE_NOOP("DisplayPage", "Not started"),
    "paused": QT_TRANSLATE_NOOP("DisplayPage", "Paused"),
    "finished": QT_TRANSLATE_NOOP("DisplayPage", "Finished"),
    "next_level": QT_TRANSLATE_NOOP("DisplayPage", "Next level"),
    "next_break": QT_TRANSLATE_NOOP("DisplayPage", "Next break"),
    "players": QT_TRANSLATE_NOOP("DisplayPage", "Players"),
    "of": QT_TRANSLATE_NOOP("DisplayPage", "{0} of {1}"),
    "average": QT_TRANSLATE_NOOP("DisplayPage", "Average stack"),
    "pool": QT_TRANSLATE_NOOP("DisplayPage", "Prize pool"),
    "paid": QT_TRANSLATE_NOOP("DisplayPage", "Places paid"),
    "cutoff": QT_TRANSLATE_NOOP("DisplayPage", "Round ends"),
    "winner": QT_TRANSLATE_NOOP("DisplayPage", "Season winner"),
    "no_clock": QT_TRANSLATE_NOOP("DisplayPage", "The clock has not been set up yet."),
    "type_name": QT_TRANSLATE_NOOP("DisplayPage", "Type part of your name"),
    "find_hint": QT_TRANSLATE_NOOP("DisplayPage", "Type a few letters of your name; accents are not needed."),
    "nobody": QT_TRANSLATE_NOOP("DisplayPage", "Nobody by that name is playing. Ask at the desk."),
    "table_seat": QT_TRANSLATE_NOOP("DisplayPage", "Table {0}, seat {1}"),
    "table_vs": QT_TRANSLATE_NOOP("DisplayPage", "Table {0} against {1}"),
    "vs_at": QT_TRANSLATE_NOOP("DisplayPage", "Against {0}, {1}"),
    "waiting": QT_TRANSLATE_NOOP("DisplayPage", "Waiting for table {0}"),
    "out_place": QT_TRANSLATE_NOOP("DisplayPage", "Finished in place {0}"),
    "bye": QT_TRANSLATE_NOOP("DisplayPage", "Bye this round"),
    "nothing_yet": QT_TRANSLATE_NOOP("DisplayPage", "Nothing to show yet."),
    "table": QT_TRANSLATE_NOOP("DisplayPage", "Table"),
    "seat": QT_TRANSLATE_NOOP("DisplayPage", "Seat"),
    "player": QT_TRANSLATE_NOOP("DisplayPage", "Player"),
    "opponent": QT_TRANSLATE_NOOP("DisplayPage", "Opponent"),
    "points": QT_TRANSLATE_NOOP("DisplayPage", "Points"),
    "record": QT_TRANSLATE_NOOP("DisplayPage", "W–L–D"),  # won–lost–drawn, as the desk
    "lives": QT_TRANSLATE_NOOP("DisplayPage", "Lives"),
    "when": QT_TRANSLATE_NOOP("DisplayPage", "When"),
    "place": QT_TRANSLATE_NOOP("DisplayPage", "Place"),
    "prize": QT_TRANSLATE_NOOP("DisplayPage", "Prize"),
    "offline": QT_TRANSLATE_NOOP("DisplayPage", "Connection lost: reconnecting…"),
    "page_of": QT_TRANSLATE_NOOP("DisplayPage", "Page {0} of {1}"),
    "quarter_final": QT_TRANSLATE_NOOP("DisplayPage", "Quarter-final"),
    "semi_final": QT_TRANSLATE_NOOP("DisplayPage", "Semi-final"),
    "final": QT_TRANSLATE_NOOP("DisplayPage", "Final"),
    "top_n": QT_TRANSLATE_NOOP("DisplayPage", "Top {0}"),
    "champion": QT_TRANSLATE_NOOP("DisplayPage", "Winner"),
    "table_n": QT_TRANSLATE_NOOP("DisplayPage", "Table {0}"),
    "hand_for_hand": QT_TRANSLATE_NOOP("DisplayPage", "HAND FOR HAND"),  # HFH-2, issue 23
    "still_playing": QT_TRANSLATE_NOOP("DisplayPage", "Still playing: tables {0}"),
    "between_hands": QT_TRANSLATE_NOOP("DisplayPage", "Between hands"),
    "footer": QT_TRANSLATE_NOOP("DisplayPage", "Live from the tournament desk. Ask a floor person if anything looks wrong."),
}
LIST_TITLES = {
    "poker": QT_TRANSLATE_NOOP("DisplayPage", "Seating"),
    "ofc": QT_TRANSLATE_NOOP("DisplayPage", "Seating"),
    "swiss": QT_TRANSLATE_NOOP("DisplayPage", "Pairings"),
    "league": QT_TRANSLATE_NOOP("DisplayPage", "Games"),
}


@dataclass(frozen=True)
class Wording:
    """Every label of the page in every language, looked up once on the Qt thread."""

    labels: dict[str, dict[str, str]]  # language -> key -> text

    @classmethod
    def load(cls) -> Wording:
        labels: dict[str, dict[str, str]] = {}
        for lang in LANGUAGES:
            translator = QTranslator()
            if lang != "en":
                translator.load(str(resource("translations", f"tdesk_{lang}.qm")))
            words = {**LABELS, **{f"list_{kind}": text for kind, text in LIST_TITLES.items()}}
            labels[lang] = {key: translator.translate("DisplayPage", text) or text
                            for key, text in words.items()}
        return cls(labels)

    def for_page(self, lang: str, kind: str) -> dict[str, str]:
        words = dict(self.labels[lang])
        words["list_title"] = words.get(f"list_{kind}", words["list_poker"])
        return words


def shipped(tag: str | None) -> str | None:
    """The shipped language a tag names, as browsers write it (``zh``, ``zh-Hans-CN``,
    ``zh_CN``, ``sv-SE``, ``ru-RU``), or None. Every Chinese tag gets the simplified Chinese
    tdesk ships (better than English for a reader of traditional characters)."""
    primary = (tag or "").strip().replace("_", "-").split("-")[0].lower()
    if primary == "zh":
        return "zh_CN"
    return primary if primary in LANGUAGES else None


def pick_language(asked: str | None, accept_language: str | None, default: str) -> str:
    """``?lang=`` if it names a shipped language, else the browser's most wanted shipped one
    (Accept-Language q-values; ``*`` or no header: the desk's language), else English."""
    if (lang := shipped(asked)) is not None:
        return lang
    wanted: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept_language or "")[:500].split(",")[:32]):
        tag, _, params = part.partition(";")
        quality = 1.0
        if params.strip().lower().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                continue  # a malformed entry is ignored (RFC 9110, 12.4.2)
        if not 0.0 <= quality <= 1.0:
            continue
        if tag.strip() and quality > 0:
            wanted.append((-quality, index, tag.strip()))
    if not wanted:
        return shipped(default) or "en"
    for _, _, tag in sorted(wanted):
        lang = shipped(default) if tag == "*" else shipped(tag)
        if lang is not None:
            return lang
    return "en"


def render(view: str, lang: str, kind: str, event: str, wording: Wording) -> bytes:
    """The page for ``view``; the event name is escaped, everything else is ours."""
    boot = {"lang": lang, "locale": LOCALES[lang], "labels": wording.for_page(lang, kind)}
    boot_json = json.dumps(boot, ensure_ascii=False).replace("<", "\\u003c")
    fills = {"lang": LOCALES[lang], "view": view, "title": html.escape(event), "boot": boot_json}
    template = resource("web", "page.html").read_text(encoding="utf-8")
    page = PLACEHOLDER.sub(lambda m: fills[m.group(1)], template)  # one pass: no re-filling
    return page.encode("utf-8")
