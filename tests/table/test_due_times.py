"""The due-times map of the reminders: the earliest entries first, replaced and removed ones
never fired."""

import random

from bot.table.due_times import DueTimes


def test_entries_fall_due_in_order_and_only_once() -> None:
    due: DueTimes[tuple[float, str]] = DueTimes()
    due[1] = (30.0, "a")
    due[2] = (10.0, "b")
    due[3] = (20.0, "c")
    assert due.earliest() == 10.0
    assert list(due.pop_due(20.0)) == [(2, (10.0, "b")), (3, (20.0, "c"))]
    assert list(due.pop_due(20.0)) == []
    assert due.earliest() == 30.0 and 1 in due and 2 not in due


def test_a_replaced_or_removed_entry_falls_due_at_its_new_time_or_never() -> None:
    due: DueTimes[tuple[float, str]] = DueTimes()
    due[1] = (10.0, "first")
    due[1] = (50.0, "later")  # moved on: the old time is no longer due
    due[2] = (5.0, "gone")
    assert due.pop(2) == (5.0, "gone")
    assert due.earliest() == 50.0
    assert list(due.pop_due(40.0)) == []
    due[1] = (10.0, "back")  # and back to a time it once had: due once
    assert list(due.pop_due(40.0)) == [(1, (10.0, "back"))]
    assert due.earliest() is None and len(due) == 0


def test_many_changes_fire_as_a_scan_would() -> None:
    rng = random.Random(3)
    due: DueTimes[tuple[float, int]] = DueTimes()
    plain: dict[int, tuple[float, int]] = {}
    now = 0.0
    for number in range(5000):
        key = rng.randrange(200)
        if rng.random() < 0.2:
            assert due.pop(key) == plain.pop(key, None)
        else:
            entry = (now + rng.uniform(0, 50), number)
            due[key] = entry
            plain[key] = entry
        if number % 50 == 0:
            now += 5
            fired = dict(due.pop_due(now))
            expected = {k: e for k, e in plain.items() if e[0] <= now}
            assert fired == expected
            for key in expected:
                del plain[key]
            assert due.earliest() == min((e[0] for e in plain.values()), default=None)
    assert len(due._heap) <= 4 * len(plain) + 65  # outdated items do not pile up
