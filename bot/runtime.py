"""Process-wide tuning shared by the bot and its benchmarks."""

import gc


def tune_garbage_collector() -> None:
    """Collect the youngest generation less often.

    Every click allocates many short-lived dicts (JSON states, events); with the default
    threshold (700) the collector runs several times per click and dominates the tail latency
    when many games are active. Cyclic garbage is rare here, so collecting later costs little.
    """
    gc.set_threshold(50_000, 20, 100)
