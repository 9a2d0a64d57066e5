"""One station of the merge race (issue 36): station A merges each duplicate into its person,
station B saves an edit of the same duplicate, both from versions read before either acts (as
a merge question and an edit dialog show them), at the same moment (a file barrier). Prints
one JSON line: per pair, "done" or the refusal's class."""

import json
import sys
import time
from pathlib import Path

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.services.people import people


def barrier(folder: Path, role: str) -> None:
    (folder / f"merge.{role}").touch()
    other = folder / f"merge.{'b' if role == 'a' else 'a'}"
    deadline = time.monotonic() + 120
    while not other.exists():
        if time.monotonic() > deadline:
            raise TimeoutError("the other station never came")
        time.sleep(0.002)


def main() -> None:
    url, role, setup_path = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    pairs = json.loads(setup_path.read_text())["pairs"]
    store = Store(url, staff=f"Station {role.upper()}")
    seen = [(people.get_person(store, keep), people.get_person(store, dup))
            for keep, dup in pairs]
    order = list(range(len(pairs))) if role == "a" else list(range(len(pairs)))[::-1]
    barrier(setup_path.parent, role)
    outcome: dict[int, str] = {}
    for i in order:
        kept, dup = seen[i]
        try:
            if role == "a":
                people.merge_people(store, kept.person_id, dup.person_id,
                                    versions=(kept.version, dup.version))
            else:
                people.update_person(store, dup.person_id, people.PersonFields(
                    dup.name, contact=f"edited by B {i}"), version=dup.version)
        except TdeskError as exc:
            outcome[i] = type(exc).__name__
        else:
            outcome[i] = "done"
    store.close()
    print(json.dumps(outcome))


if __name__ == "__main__":
    main()
