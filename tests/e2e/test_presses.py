"""The check that the e2e suite pressed everything the bot offers (tests/e2e/presses.py): records of
several processes (xdist workers) merged through files, and the verdict on them."""

from __future__ import annotations

from pathlib import Path

from tests.e2e import presses
from tests.e2e.presses import PressRecord

BOARD = [
    {
        "type": 1,
        "components": [
            {"type": 2, "style": 1, "custom_id": "hm:7:3:roll"},
            {"type": 2, "style": 1, "custom_id": "hm:7:3:face:worm", "disabled": True},
        ],
    },
    {"type": 1, "components": [{"type": 2, "style": 3, "custom_id": "rematch:6"}]},
]
TREE = [
    {
        "name": "heckmeck",
        "type": 1,
        "options": [
            {"type": 1, "name": "start", "options": [{"type": 5, "name": "hints"}]},
            {"type": 2, "name": "settings", "options": [{"type": 1, "name": "language"}]},
        ],
    },
    {"name": "stats", "type": 1, "options": [{"type": 6, "name": "user"}]},
]


def worker_records(tmp_path: Path, *records: PressRecord) -> PressRecord:
    for number, record in enumerate(records):
        presses.save(record, tmp_path, f"gw{number}")
    return presses.merged(tmp_path)


def test_a_rendered_kind_nobody_pressed_fails_the_check_with_its_name(tmp_path):
    rendering = PressRecord()
    rendering.saw_message(BOARD)
    rendering.saw_press("hm:7:3:roll", {"components": BOARD})
    other = PressRecord()
    other.saw_press("hm:9:1:roll", {"components": BOARD})  # not on the message: not a press

    merged = worker_records(tmp_path, rendering, other)

    assert merged.rendered == {"hm:roll", "rematch"}  # the disabled face is not pressable
    assert merged.never_pressed() == ["component rematch"]
    message = presses.verdict(merged)
    assert message is not None and "component rematch" in message and "hm:roll" not in message


def test_a_press_in_another_worker_counts(tmp_path):
    rendering = PressRecord()
    rendering.saw_message(BOARD)
    rendering.saw_press("hm:7:3:roll", {"components": BOARD})
    pressing = PressRecord()
    pressing.saw_press("rematch:6", {"components": BOARD})

    assert presses.verdict(worker_records(tmp_path, rendering, pressing)) is None


def test_every_synced_subcommand_must_be_invoked(tmp_path):
    syncing = PressRecord()
    syncing.saw_sync(TREE)
    invoking = PressRecord()
    invoking.saw_command(["heckmeck", "start"])
    invoking.saw_command(["stats"])

    merged = worker_records(tmp_path, syncing, invoking)

    assert merged.synced == {"heckmeck start", "heckmeck settings language", "stats"}
    assert merged.never_pressed() == ["command /heckmeck settings language"]


def test_only_a_run_of_the_whole_e2e_directory_is_judged():
    every_file = PressRecord(collected_files=presses.test_files())
    assert presses.whole_e2e_ran(every_file, ["tests"], "", "")
    assert presses.whole_e2e_ran(every_file, ["tests/e2e"], "", "")

    some_files = PressRecord(collected_files=presses.test_files() - {"test_crawler.py"})
    assert not presses.whole_e2e_ran(some_files, ["tests/e2e/test_presses.py"], "", "")
    assert not presses.whole_e2e_ran(every_file, ["tests/e2e/test_crawler.py::test_x"], "", "")
    assert not presses.whole_e2e_ran(every_file, ["tests"], "crawler", "")
    assert not presses.whole_e2e_ran(every_file, ["tests"], "", "slow")
    deselected = PressRecord(collected_files=presses.test_files(), deselected=2)
    assert not presses.whole_e2e_ran(deselected, ["tests"], "", "")


def test_component_kinds_keep_the_operation_where_the_id_names_one():
    assert presses.component_kind("lobby:7:2:join") == "lobby:join"
    assert presses.component_kind("dw:7:12:s:3-1") == "dw:s"
    assert presses.component_kind("hm:7:3:take:25-g") == "hm:take"
    assert presses.component_kind("lb:n:heckmeck:server:rating:1:5") == "lb:n"
    assert presses.component_kind("hmo:7") == "hmo"
    assert presses.component_kind("rematch:6") == "rematch"
