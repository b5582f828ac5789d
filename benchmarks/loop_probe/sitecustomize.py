"""The event loop's stalls in a benchmarked process (benchmarks/shard_load.py puts this folder on
its PYTHONPATH, so Python imports this module at start-up).

With LOOP_PROBE_FILE set, the process's event loop runs a probe that sleeps TICK over and over
and appends each wake-up's lateness, with the wall-clock time, to that file once a second: the
benchmark reads the stalls over its load from it. Without it, nothing changes.
"""

import asyncio
import os
import time

TICK = 0.01
PATH = os.environ.get("LOOP_PROBE_FILE")


async def _probe(path: str) -> None:
    loop = asyncio.get_running_loop()
    lines: list[str] = []
    flushed = time.monotonic()
    while True:
        before = loop.time()
        await asyncio.sleep(TICK)
        lines.append(f"{time.time():.3f} {loop.time() - before - TICK:.4f}\n")
        if time.monotonic() - flushed >= 1.0:
            with open(path, "a") as out:
                out.writelines(lines)
            lines.clear()
            flushed = time.monotonic()


def _probed(run_forever):
    def run(self):
        if not getattr(self, "_probed", False):
            self._probed = True
            self.call_soon(lambda: self.create_task(_probe(PATH)))
        return run_forever(self)

    return run


if PATH:
    asyncio.BaseEventLoop.run_forever = _probed(asyncio.BaseEventLoop.run_forever)
