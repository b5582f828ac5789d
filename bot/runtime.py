"""Process-wide tuning shared by the bot and its benchmarks."""

import gc
import sys

# How long a thread holding the GIL runs before a waiting thread gets it (Python: 5 ms).
GIL_SWITCH_SECONDS = 0.001


def tune_garbage_collector() -> None:
    """Collect the youngest generation less often.

    Every click allocates many short-lived dicts (JSON states, events); with the default
    threshold (700) the collector runs several times per click and dominates the tail latency
    when many games are active. Cyclic garbage is rare here, so collecting later costs little.
    """
    gc.set_threshold(50_000, 20, 100)


def share_the_interpreter() -> None:
    """Let the event loop get the interpreter back sooner from a busy worker thread.

    The computer players, the 💡 odds and the reviews run in worker threads, and the first of
    them builds the AI's tables: seconds of pure Python. The event loop then waits for the GIL
    each time it wakes; on a loaded machine the default 5 ms turns into late answers to clicks
    (benchmarks/loop_stalls.py). Switching only costs anything while two threads want it.
    """
    sys.setswitchinterval(GIL_SWITCH_SECONDS)
