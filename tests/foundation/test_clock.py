"""The table's clock: the system's time, or that plus the seconds of a file a test replaces."""

import os
import time

from bot.clock import clock_from


def test_without_a_file_it_is_the_systems_time():
    assert clock_from(None) is time.time


def test_an_offset_file_moves_the_clock_each_time_it_is_replaced(tmp_path):
    path = tmp_path / "offset"
    clock = clock_from(path)
    assert abs(clock() - time.time()) < 5  # no file yet: no offset
    for offset in (86400.0, 200000.0, 300000.0):  # replaced quickly, in the same clock tick
        (tmp_path / "next").write_text(str(offset))
        os.replace(tmp_path / "next", path)
        assert abs(clock() - time.time() - offset) < 5
    (tmp_path / "next").write_text("not a number")
    os.replace(tmp_path / "next", path)
    assert abs(clock() - time.time()) < 5
