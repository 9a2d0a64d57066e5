"""Fill unfinished messages of the .ts files from resources/translations/pending/*.json.

Work in parallel adds its translations to its own JSON file instead of editing the shared .ts
files. Each file maps context -> source text -> {"ru": ..., "sv": ..., "zh_CN": ...} (or, by
language, {"ru": {"context|source text": ...}, ...}); a value is a
string, or a list of plural forms for a message with %n (ru: 3 forms, sv: 2, zh_CN: 1).
Run after update.sh has added the new messages: `python resources/translations/fill.py`, then
update.sh again, which puts the file back in lupdate's layout and compiles the .qm. Filled JSON entries may then be deleted.
"""

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).parent
LANGS = ("ru", "sv", "zh_CN")


def load_pending() -> dict[str, dict[str, dict[str, str | list[str]]]]:
    merged: dict[str, dict[str, dict[str, str | list[str]]]] = {}
    for path in sorted((HERE / "pending").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if set(data) <= set(LANGS):  # {"ru": {"context|source": text}, "sv": …}: by language
            for lang, entries in data.items():
                for key, text in entries.items():
                    context, _, source = key.partition("|")
                    merged.setdefault(context, {}).setdefault(source, {})[lang] = text
            continue
        for context, messages in data.items():
            merged.setdefault(context, {}).update(messages)
    return merged


def fill(lang: str, pending: dict[str, dict[str, dict[str, str | list[str]]]]) -> tuple[int, int]:
    path = HERE / f"tdesk_{lang}.ts"
    tree = ET.parse(path)
    filled = missing = 0
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for message in ctx.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            entry = pending.get(name, {}).get(message.findtext("source") or "", {}).get(lang)
            if entry is None:
                missing += 1
                print(f"{lang}: no translation for {name}: {message.findtext('source')!r}",
                      file=sys.stderr)
                continue
            if message.get("numerus") == "yes":
                forms = [entry] if isinstance(entry, str) else list(entry)
                for child in list(translation):
                    translation.remove(child)
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = entry if isinstance(entry, str) else entry[0]
            del translation.attrib["type"]
            filled += 1
    if not filled:
        return filled, missing
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")
    return filled, missing


if __name__ == "__main__":
    pending = load_pending()
    for lang in LANGS:
        done, left = fill(lang, pending)
        print(f"{lang}: {done} filled, {left} still unfinished")
