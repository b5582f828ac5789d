"""Driving a tournament through the fake Discord as its players do: the sign-up's buttons, the
tables' threads, each table's game played by scripted players (tests/e2e/players.py)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import Channel, FakeDiscord, Message, User
from tests.e2e.players import MOVE, Play, button_by_op, play_turns

SIGNUP = re.compile(r"^tn:(?P<tournament>\d+):(?P<op>[a-z]+)$")
MENTION = re.compile(r"<@!?(\d+)>")
THREAD_LINK = re.compile(r"<#(\d+)>")


@contextlib.contextmanager
def _connect(path: Path) -> Iterator[sqlite3.Connection]:
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    db.row_factory = sqlite3.Row
    try:
        yield db
    finally:
        db.close()


def tournament_row(bot: BotProcess, tournament_id: int) -> dict[str, Any]:
    with _connect(bot.database_path) as db:
        row = db.execute("SELECT * FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
    assert row is not None, f"no tournament {tournament_id}"
    return dict(row)


def tournament_tables(bot: BotProcess, tournament_id: int) -> list[dict[str, Any]]:
    with _connect(bot.database_path) as db:
        rows = db.execute(
            "SELECT * FROM tournament_tables WHERE tournament_id = ? ORDER BY round_no, table_no",
            (tournament_id,),
        ).fetchall()
    tables = [dict(r) for r in rows]
    for table in tables:
        table["seats"] = json.loads(table["seats"])
    return tables


def signup_button(message: Message, op: str) -> str:
    return button_by_op(message, SIGNUP, op)


def tournament_id_of(message: Message) -> int:
    for button in message.buttons():
        match = SIGNUP.match(button.custom_id or "")
        if match:
            return int(match["tournament"])
    raise AssertionError(f"not a sign-up message: {message!r}")


async def press(fake: FakeDiscord, user: User, message: Message, op: str):
    ix = await fake.click(user, message, signup_button(message, op))
    await ix.wait_response()
    return ix


def is_board(message: Message) -> bool:
    return any(MOVE.match(b.custom_id or "") for b in message.buttons())


async def table_boards(fake: FakeDiscord, threads: list[Channel]) -> list[Message]:
    """The game board in each thread, once posted."""
    return [await fake.wait_for(is_board, channel=thread, timeout=60) for thread in threads]


async def play_tables(
    fake: FakeDiscord,
    boards: list[Message],
    players: list[User],
    seed: int,
    *,
    stop_after: int | None = None,
) -> list[Play]:
    """Every board played at once by whoever it names (to the end, or `stop_after` clicks)."""
    return await asyncio.gather(
        *(
            play_turns(
                fake,
                board,
                players,
                random.Random(seed + i),
                take_chance=0.9,
                greed=0.8,
                stop_after=stop_after,
            )
            for i, board in enumerate(boards)
        )
    )


def mentioned(text: str) -> list[int]:
    return [int(user) for user in MENTION.findall(text)]
