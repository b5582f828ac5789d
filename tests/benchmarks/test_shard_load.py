"""The shard benchmark's smoke mode: it prepares its store and servers, starts the bot and the
floor against the fake Discord, clicks both and sees every click answered, also the clicks made
while the gateway connection was down and replayed by its RESUME (no timings checked)."""

import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_the_smoke_run_answers_every_click_of_the_bot_and_of_the_floor():
    run = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "shard_load.py"), "--smoke"],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=REPO,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    for name in ("bot", "floor"):
        line = next(line for line in run.stdout.splitlines() if line.startswith(f"{name}: "))
        load = re.match(rf"{name}: (\d+) clicks, .*?, (\d+) unanswered", line)
        assert load is not None, line
        clicks, unanswered = load.groups()
        assert int(clicks) > 0 and int(unanswered) == 0, line
        # the end: the gateway dropped, clicks meanwhile, the RESUME replays them to be answered
        resumed = re.search(r"RESUME .* replayed (\d+) events, (\d+) clicks, (\d+) unan", line)
        assert resumed is not None, line
        replayed, clicks, unanswered = map(int, resumed.groups())
        assert replayed > 0 and clicks > 0 and unanswered == 0, line
    assert "smoke: every one of" in run.stdout
