"""Process-wide tuning shared by the bot and its benchmarks."""

import gc
import sys

# How long a thread holding the GIL runs before a waiting thread gets it (Python: 5 ms).
GIL_SWITCH_SECONDS = 0.001
# Net new container objects between two collections of the youngest generation (Python: 700).
YOUNG_THRESHOLD = 5_000


def tune_garbage_collector() -> None:
    """Collect the youngest generation less often than Python does, but in small steps.

    Every click allocates many short-lived dicts (JSON states, events); with the default
    threshold (700) the collector runs several times per click. A collection's pause grows with
    the threshold, though: at 50,000 each one held the event loop for about 100 ms of CPU, every
    20 s at 100 clicks/s (benchmarks/shard_load.py), the longest stalls of a shard's load.
    """
    gc.set_threshold(YOUNG_THRESHOLD, 20, 100)


def freeze_long_lived() -> None:
    """Leave every object alive now out of the later collections (`gc.freeze`), once the start's
    work is done: a shard's servers, channels and roles, the commands, the modules. A full
    collection would otherwise go through all of them (millions of objects, a pause of a second
    and more) to find the little garbage made since."""
    gc.freeze()


def share_the_interpreter() -> None:
    """Let the event loop get the interpreter back sooner from a busy worker thread.

    The computer players, the 💡 odds and the reviews run in worker threads, and the first of
    them builds the AI's tables: seconds of pure Python. The event loop then waits for the GIL
    each time it wakes; on a loaded machine the default 5 ms turns into late answers to clicks
    (benchmarks/loop_stalls.py). Switching only costs anything while two threads want it.
    """
    sys.setswitchinterval(GIL_SWITCH_SECONDS)
