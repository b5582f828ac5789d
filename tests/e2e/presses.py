"""What users can press, and whether the suite pressed it: every kind of enabled component the bot
rendered (by custom_id prefix, and by operation where the custom_id names one: `lobby:join`,
`dw:s`, `rp:t` …) and every slash command (and subcommand) it synced, against those some test
pressed or invoked as a user does (on the message that showed it, through the synced definition).

The fake Discord records into `RECORD` while a real bot process is attached to it (see
tests/e2e/bot_process.py). Each pytest process writes its record to a file in a directory shared
by the run (xdist workers included); at the end of the run the controlling process merges them,
and when the whole tests/e2e directory ran, the run fails with the list of what was rendered or
synced and never pressed or invoked (hooks in tests/conftest.py).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

E2E_DIR = Path(__file__).resolve().parent
SHARED_DIR_VARIABLE = "E2E_PRESSES_DIR"
FILE_PATTERN = "presses-*.json"

# Where the custom_id of a prefix names the operation (field index after splitting on ":").
OPERATION_FIELD = {
    "hm": 3,
    "hmd": 3,
    "hmp": 2,
    "hmh": 2,
    "lobby": 3,
    "dw": 3,
    "rp": 3,
    "lb": 1,
    "hist": 1,
    "tn": 2,
    "privacy": 1,
}


def component_kind(custom_id: str) -> str:
    """`lobby:7:2:join` -> "lobby:join", `hmo:7` -> "hmo"."""
    parts = custom_id.split(":")
    index = OPERATION_FIELD.get(parts[0])
    if index is not None and len(parts) > index:
        return f"{parts[0]}:{parts[index]}"
    return parts[0]


def enabled_custom_ids(components: Iterable[dict[str, Any]] | None) -> Iterable[str]:
    for component in components or ():
        pressable = component.get("type") in (2, 3, 5, 6, 7, 8) and not component.get("disabled")
        if pressable and component.get("custom_id"):
            yield component["custom_id"]
        yield from enabled_custom_ids(component.get("components"))
        for key in ("accessory", "component"):
            if isinstance(component.get(key), dict):
                yield from enabled_custom_ids([component[key]])


def command_paths(commands: Iterable[dict[str, Any]]) -> Iterable[str]:
    """ "heckmeck start", "heckmeck settings language", "stats" …: every slash command leaf."""

    def walk(node: dict[str, Any], path: list[str]) -> Iterable[str]:
        subs = [o for o in node.get("options") or [] if o.get("type") in (1, 2)]
        if not subs:
            yield " ".join(path)
        for sub in subs:
            yield from walk(sub, [*path, sub["name"]])

    for command in commands:
        if command.get("type", 1) == 1:
            yield from walk(command, [command["name"]])


@dataclass
class PressRecord:
    rendered: set[str] = field(default_factory=set)
    pressed: set[str] = field(default_factory=set)
    synced: set[str] = field(default_factory=set)
    invoked: set[str] = field(default_factory=set)
    # What this process ran: the tests/e2e files it collected, and e2e tests deselected.
    collected_files: set[str] = field(default_factory=set)
    deselected: int = 0

    def saw_message(self, components: list[dict[str, Any]] | None) -> None:
        self.rendered.update(component_kind(c) for c in enabled_custom_ids(components))

    def saw_press(self, custom_id: str, message: dict[str, Any] | None) -> None:
        """A click on `message` as the user's client showed it; counted if it showed the
        component enabled (a forged custom_id is not a user's press)."""
        if message is not None and custom_id in set(enabled_custom_ids(message.get("components"))):
            self.pressed.add(component_kind(custom_id))

    def saw_sync(self, commands: list[dict[str, Any]]) -> None:
        self.synced.update(command_paths(commands))

    def saw_command(self, path: Iterable[str]) -> None:
        self.invoked.add(" ".join(path))

    def merge(self, other: PressRecord) -> None:
        self.rendered |= other.rendered
        self.pressed |= other.pressed
        self.synced |= other.synced
        self.invoked |= other.invoked
        self.collected_files |= other.collected_files
        self.deselected += other.deselected

    def never_pressed(self) -> list[str]:
        """What users could press or run and no test did, readable, sorted."""
        components = [f"component {kind}" for kind in sorted(self.rendered - self.pressed)]
        commands = [f"command /{path}" for path in sorted(self.synced - self.invoked)]
        return components + commands

    def to_json(self) -> str:
        return json.dumps(
            {
                "rendered": sorted(self.rendered),
                "pressed": sorted(self.pressed),
                "synced": sorted(self.synced),
                "invoked": sorted(self.invoked),
                "collected_files": sorted(self.collected_files),
                "deselected": self.deselected,
            }
        )

    @classmethod
    def from_json(cls, text: str) -> PressRecord:
        data = json.loads(text)
        return cls(
            set(data["rendered"]),
            set(data["pressed"]),
            set(data["synced"]),
            set(data["invoked"]),
            set(data["collected_files"]),
            int(data["deselected"]),
        )


RECORD = PressRecord()  # this process's


# ------------------------------------------------------------------------- across processes


def shared_dir() -> Path | None:
    value = os.environ.get(SHARED_DIR_VARIABLE)
    return Path(value) if value else None


def open_shared_dir() -> Path:
    """In the controlling process, before any worker starts: the run's directory (workers
    inherit it through the environment)."""
    path = Path(tempfile.mkdtemp(prefix="e2e-presses-"))
    os.environ[SHARED_DIR_VARIABLE] = str(path)
    return path


def close_shared_dir(path: Path) -> None:
    shutil.rmtree(path, ignore_errors=True)
    os.environ.pop(SHARED_DIR_VARIABLE, None)


def save(record: PressRecord, directory: Path, name: str) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"presses-{name}.json").write_text(record.to_json())


def merged(directory: Path) -> PressRecord:
    total = PressRecord()
    for path in sorted(directory.glob(FILE_PATTERN)):
        total.merge(PressRecord.from_json(path.read_text()))
    return total


def test_files() -> set[str]:
    return {path.name for path in E2E_DIR.glob("test_*.py")}


def whole_e2e_ran(record: PressRecord, args: list[str], keyword: str, markexpr: str) -> bool:
    """Whether every e2e test was selected: every tests/e2e test file collected, none of their
    tests deselected, and no argument naming single tests (path::test) or filtering by -k / -m."""
    if keyword or markexpr or record.deselected:
        return False
    if any("::" in arg for arg in args):
        return False
    return record.collected_files >= test_files()


def verdict(record: PressRecord) -> str | None:
    """The failure message, or None when everything rendered was pressed."""
    missing = record.never_pressed()
    if not missing:
        return None
    lines = "\n".join(f"  - {item}" for item in missing)
    return (
        "The e2e suite never pressed or invoked, as a user, these things the bot offers:\n"
        f"{lines}\n(add a test that presses them, or let the crawler reach them: "
        "tests/e2e/crawler.py)"
    )
