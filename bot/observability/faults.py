"""Named fault points: places in a background flow where a crash would fall between two effects
(a Discord call and a store write, two Discord calls, two writes).

    await channel.send(...)
    fault_point("tournament.round.post")
    await store.record(...)

In production a point does nothing (one comparison). When the environment names it
(`HECKMECK_FAULT=tournament.round.posted`), the process says so on stderr and SIGKILLs itself
the first time it gets there (`HECKMECK_FAULT_SKIP=n`: the (n+1)-th time), with no cleanup of
any kind, as a crash or an OOM kill would. The end-to-end harness
(tests/e2e/test_fault_points.py) kills the bot at every point, starts it again on the same store
and checks that the flow still ends with every post, thread, role and result exactly once; it
fails on a point in the code without a case of its own.

A point's name is a string literal, `area.flow.step`, unique in the code.
"""

from __future__ import annotations

import os
import signal

FAULT_VARIABLE = "HECKMECK_FAULT"
SKIP_VARIABLE = "HECKMECK_FAULT_SKIP"

_armed = os.environ.get(FAULT_VARIABLE) or None
_skip = int(os.environ.get(SKIP_VARIABLE) or 0)


def fault_point(name: str) -> None:
    """Kill this process here if the environment names this point (see the module's doc)."""
    global _skip
    if name != _armed:
        return
    if _skip > 0:
        _skip -= 1
        return
    os.write(2, f"Fault point {name}: killed here\n".encode())
    os.kill(os.getpid(), signal.SIGKILL)
