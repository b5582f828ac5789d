"""Play a Heckmeck game across several days through the fake Discord, on a fast clock, and print
what the players saw: a server with 8-hour turns and a thread per game; bob plays at once, alice
only after her reminder, carol never (her direct messages are closed); /heckmeck games now and
then. Read the transcript as the players would.

    python scripts/play_days.py [--language en|de|es] [--seed N]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import FakeDiscord, Message
from tests.e2e.movable_clock import MovableClock
from tests.e2e.players import (
    current_mention,
    game_row,
    lobby_button,
    lobby_click,
    open_lobby,
    play_turn,
    step_of,
    table_notes,
)

HOUR = 3600.0


def readable(fake: FakeDiscord, clock: MovableClock, text: str) -> str:
    """Mentions, channels and Discord timestamps as a player's client shows them."""
    users = {u.id: u.name for u in fake.users.values()}
    text = re.sub(r"<@!?(\d+)>", lambda m: "@" + users.get(int(m[1]), m[1]), text)
    text = re.sub(
        r"<#(\d+)>", lambda m: "#" + getattr(fake.channels.get(int(m[1])), "name", m[1]), text
    )

    def when(match: re.Match[str]) -> str:
        at, style = int(match[1]), match[2]
        if style == "R":
            hours = (at - clock.now()) / HOUR
            return f"⟨in {hours:.1f} h⟩" if hours >= 0 else f"⟨{-hours:.1f} h ago⟩"
        return time.strftime("⟨%a %d %b %H:%M UTC⟩", time.gmtime(at))

    return re.sub(r"<t:(\d+):(\w)>", when, text)


async def shown_board(fake: FakeDiscord, bot: BotProcess, game_id: int) -> Message:
    """The game's board as the bot noted it, once it shows the game as it stands (a board older
    than BOARD_MAX_AGE_SECONDS by the moved clock is posted afresh, so it changes message)."""

    def ready() -> Message | None:
        noted = (table_notes(bot, game_id)["board"] or {}).get("message_id")
        board = next((m for m in fake.messages if m.id == noted), None)
        if board is None or game_row(bot, game_id)["status"] != "running":
            return board
        return (
            board if board.buttons() and step_of(board) == game_row(bot, game_id)["step"] else None
        )

    return await fake.wait_until(ready, what="the game's board")


async def play_whole_turn(
    fake: FakeDiscord, bot: BotProcess, game_id: int, board: Message, mover, rng: random.Random
) -> Message:
    """The mover plays their turn to its end, on whichever message is the board meanwhile."""
    while board.buttons(enabled=True) and current_mention(board) == mover.id:
        await play_turn(fake, board, mover, rng)
        board = await shown_board(fake, bot, game_id)
    return board


def reminded(fake: FakeDiscord, channel) -> list[Message]:
    return [m for m in fake.messages if m.channel is channel and m.content.startswith("⏰")]


def transcript(fake: FakeDiscord, clock: MovableClock, seen: set[int]) -> list[str]:
    lines = []
    for message in fake.messages:
        if message.id in seen:
            continue
        seen.add(message.id)
        where = message.channel.name
        who = f" (only {message.ephemeral_to.name} sees it)" if message.ephemeral_to else ""
        gone = " [deleted later]" if message.deleted else ""
        lines.append(f"--- #{where}{who}{gone}")
        lines += ["    " + line for line in readable(fake, clock, message.text).splitlines()]
    return lines


async def play(language: str, seed: int) -> None:
    async with FakeDiscord() as fake:
        w = fake.add_default_world()
        for user in (w.alice, w.bob, w.carol, fake.owner):
            user.locale = language
        workdir = Path(tempfile.mkdtemp(prefix="days-"))
        clock = MovableClock(workdir)
        bot = BotProcess(fake, workdir, THREAD_ARCHIVE_SECONDS="1", **clock.setting)
        await bot.start()
        seen: set[int] = set()
        out: list[str] = []

        def chapter(title: str) -> None:
            out.append(f"\n===== {title} (day {clock.offset / 86400:.2f}) =====")
            out.extend(transcript(fake, clock, seen))

        try:
            for command, option in (
                ("language", {"language": language}),
                ("turn_time", {"turn_time": "8h"}),
                ("threads", {"threads": True}),
            ):
                path = f"heckmeck settings {command}"
                await (await fake.slash(fake.owner, w.channel, path, **option)).reply()
            lobby = await open_lobby(fake, w.alice, w.channel)
            for guest in (w.bob, w.carol):
                await lobby_click(fake, guest, lobby, "join")
            w.carol.refuses_dms = True
            for user in (w.bob, w.carol):
                await (await fake.slash(user, w.channel, "heckmeck remind", dm=True)).reply()
            await fake.click(w.alice, lobby, lobby_button(lobby, "start"))
            await fake.wait_until(lambda: bool(fake.threads_of(w.channel)), what="the thread")
            thread = fake.threads_of(w.channel)[0]
            board: Message = await fake.wait_for(lambda m: bool(m.buttons()), channel=thread)
            game_id = int(board.buttons()[0].custom_id.split(":")[1])
            chapter("the game starts")
            rng = random.Random(seed)
            players = (w.alice, w.bob, w.carol)
            turns = 0
            while board.buttons(enabled=True) and turns < 60:
                turns += 1
                mover = next(u for u in players if u.id == current_mention(board))
                step = game_row(bot, game_id)["step"]
                if mover is w.bob:
                    clock.advance(HOUR)
                    board = await play_whole_turn(fake, bot, game_id, board, mover, rng)
                    continue
                reminders = len(reminded(fake, thread))
                clock.advance(6 * HOUR + 60)  # 75 %: the reminder
                await fake.wait_until(
                    lambda n=reminders: len(reminded(fake, thread)) > n, what="the reminder"
                )
                if mover is w.alice:
                    board = await play_whole_turn(fake, bot, game_id, board, mover, rng)
                else:
                    clock.advance(2 * HOUR)
                    await fake.wait_until(
                        lambda s=step: game_row(bot, game_id)["step"] > s, what="carol's timeout"
                    )
                    board = await shown_board(fake, bot, game_id)
                if turns in (2, 6):
                    await (await fake.slash(w.alice, w.channel, "heckmeck games")).reply()
                chapter(f"after turn {turns} ({mover.name})")
            await fake.wait_until(lambda: thread.archived, what="the thread archived", timeout=30)
            chapter("the end")
        finally:
            await bot.stop()
        print("\n".join(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--language", default="en", choices=("en", "de", "es"))
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    asyncio.run(play(args.language, args.seed))


if __name__ == "__main__":
    main()
