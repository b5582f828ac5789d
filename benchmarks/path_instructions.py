"""Instructions per persisted action through the session layer, beside plain sqlite3's, counted by
valgrind (callgrind).

The timed benchmarks move by ±15 % between runs on the shared machine; a count of the CPU
instructions the process executes does not (the same code counts the same within about 0.2 %), so
this shows what a change to the write path saves where the times' noise hides it. It counts the
process's own instructions only: the kernel's share (SQLite's writes to its log) is not in it, and
`sessions_throughput.py`'s times, which include it, stay the headline figures.

    python benchmarks/path_instructions.py [--tables 100] [--actions 3000]

Both sides do what `sessions_throughput.py` saturates them with (its tables and its baseline,
`PlainSqlite3`), each in its own process under callgrind, counting only the measured actions.
Needs valgrind (Debian: `apt-get install valgrind`).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.sessions_throughput import (
    PlainSqlite3,
    open_tables,
    saturated,
    snapshot_of_a_real_game,
)
from bot.runtime import tune_garbage_collector
from bot.storage import group_commit

WARM_UP = 500  # actions before counting starts: tables set up, statements prepared


def count(on: bool) -> None:
    """Switch callgrind's counting on or off for this process."""
    subprocess.run(
        ["callgrind_control", "-i", "on" if on else "off", str(os.getpid())],
        check=True,
        capture_output=True,
    )


async def measure_ours(tables: int, actions: int, folder: Path) -> int:
    # Under callgrind the process runs some 50 times slower: a write then waits longer than the
    # window that keeps a click within Discord's 3 s, and would be refused unapplied, the table
    # would ask again, and so on without end (the count of 20e2a2a "did not finish"). The window
    # is the bot's answer to Discord, not a cost of the write path: here it is out of the way.
    group_commit.WRITE_WINDOW_SECONDS = 24 * 3600.0
    storage, sessions, playing = await open_tables(f"sqlite:///{folder / 'ours.sqlite3'}", tables)
    await saturated(playing, WARM_UP)
    count(True)
    tally, _ = await saturated(playing, actions)
    count(False)
    if tally.refused:
        raise SystemExit(f"{tally.refused} writes were refused: the count would include retries")
    await sessions.stop_timers()
    await sessions.results_settled()
    await storage.close()
    return tally.actions


def measure_plain(tables: int, actions: int, folder: Path) -> int:
    plain = PlainSqlite3(folder, tables, snapshot_of_a_real_game())
    plain.run(WARM_UP)
    count(True)
    plain.run(actions)
    count(False)
    plain.close()
    return actions


def counted(side: str, tables: int, actions: int) -> tuple[int, int]:
    """(instructions, actions) of one side, run under callgrind in a process of its own."""
    with tempfile.TemporaryDirectory() as folder:
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--instr-atstart=no",
             f"--callgrind-out-file={folder}/callgrind.out", sys.executable, __file__,
             "--measure", side, "--tables", str(tables), "--actions", str(actions)],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
    collected = re.search(r"Collected\s*:\s*(\d+)", run.stderr)
    if collected is None:
        raise SystemExit(f"callgrind printed no count:\n{run.stderr[-2000:]}")
    return int(collected.group(1)), json.loads(run.stdout.strip().splitlines()[-1])["actions"]


def main(args: argparse.Namespace) -> None:
    if not (shutil.which("valgrind") and shutil.which("callgrind_control")):
        raise SystemExit("valgrind is not installed (Debian: apt-get install valgrind)")
    ours, ours_actions = counted("ours", args.tables, args.actions)
    plain, plain_actions = counted("plain", args.tables, args.actions)
    per_ours, per_plain = ours / ours_actions, plain / plain_actions
    print(
        f"{args.tables} tables saturated: our session layer {per_ours:,.0f} instructions per"
        f" action ({ours_actions:,} actions); plain sqlite3 {per_plain:,.0f} ({plain_actions:,});"
        f" ratio {per_plain / per_ours:.2f} (the kernel's share, in the timed figures, is not"
        " counted)"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--measure", choices=("ours", "plain"), help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.measure is None:
        main(arguments)
    else:
        tune_garbage_collector()  # as `python -m bot` does
        with tempfile.TemporaryDirectory() as name:
            if arguments.measure == "ours":
                done = asyncio.run(measure_ours(arguments.tables, arguments.actions, Path(name)))
            else:
                done = measure_plain(arguments.tables, arguments.actions, Path(name))
        print(json.dumps({"actions": done}))
