"""Background work kept per game: one task at a time in a registry that forgets it when done."""

from __future__ import annotations

import asyncio
from typing import Any


def tracked(
    tasks: dict[int, asyncio.Task[None]], game_id: int, work: Any, name: str | None = None
) -> asyncio.Task[None]:
    """Run `work` as the game's task in `tasks`, which forgets it once done (unless a newer one
    took its place)."""
    task = asyncio.create_task(work, name=name)
    tasks[game_id] = task

    def forget(done: asyncio.Task[None]) -> None:
        if tasks.get(game_id) is done:
            del tasks[game_id]

    task.add_done_callback(forget)
    return task
