"""Play a whole tournament through the fake Discord and write what the players saw, to read it.

    python scripts/tournament_transcript.py --locale de --out /tmp/tournament-de

Starts the fake Discord and the real bot with the server's language and every player's client in
`--locale`; an admin creates a tournament (tables of three, two rounds, a final table of four),
nine players join (one presses Join twice, one presses Start), the admin starts it, and scripted
players play every table in its thread to the winner's post. Written as scripts/transcript.py
writes: `transcript.txt`, `phone.txt` and the pictures (the winner's card among them).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from scripts.transcript import write
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.tournament_players import (
    THREAD_LINK,
    is_board,
    play_tables,
    press,
    tournament_id_of,
)

ROUNDS, TABLE_SIZE, FINAL_SIZE = 2, 3, 4


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--locale", default="en", choices=["en", "de", "es"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path)
    return parser.parse_args()


async def play(fake: FakeDiscord, seed: int) -> None:
    w = fake.world
    players = [*w.players, fake.add_user("ivan", locale=w.alice.locale)]
    w.guild.add_member(players[-1])
    ix = await fake.slash(
        fake.owner,
        w.channel,
        "tournament create",
        game="heckmeck",
        rounds=ROUNDS,
        table_size=TABLE_SIZE,
        final_size=FINAL_SIZE,
        short_game=True,
    )
    signup = await ix.reply()
    tid = tournament_id_of(signup)
    await press(fake, w.alice, signup, "join")
    await press(fake, w.alice, signup, "join")  # a second join: refused, privately
    await press(fake, w.bob, signup, "start")  # not the organiser: refused, privately
    for player in players[1:]:
        await press(fake, player, signup, "join")
    await fake.slash(fake.owner, w.channel, "tournament help")
    await press(fake, fake.owner, signup, "start")
    seen: set[int] = set()
    for round_no in range(1, ROUNDS + 2):
        post = await fake.wait_until(
            lambda: next(
                (
                    m
                    for m in fake.channel_messages(w.channel)
                    if m.embeds and m.id not in seen and THREAD_LINK.search(str(m.embeds))
                ),
                None,
            ),
            timeout=120,
            what=f"round {round_no}'s post",
        )
        seen.add(post.id)
        threads = [fake.channels[int(i)] for i in THREAD_LINK.findall(str(post.embeds))]
        boards = [await fake.wait_for(is_board, channel=thread, timeout=60) for thread in threads]
        await play_tables(fake, boards, players, seed + round_no)
        if round_no == 1:
            await fake.slash(w.carol, w.channel, "tournament standings", number=tid)
    await fake.wait_until(
        lambda: any(m.files for m in fake.channel_messages(w.channel)),
        timeout=120,
        what="the winner's post",
    )


async def transcript(args: argparse.Namespace) -> None:
    client_locale = {"en": "en-US", "de": "de", "es": "es-ES"}[args.locale]
    out = args.out or Path(tempfile.mkdtemp(prefix=f"tournament-{args.locale}-"))
    async with FakeDiscord() as fake:
        world = fake.add_default_world()
        world.guild.locale = client_locale
        for user in fake.users.values():
            user.locale = client_locale
        workdir = Path(tempfile.mkdtemp(prefix="tournament-bot-"))
        bot = BotProcess(
            fake,
            workdir,
            COMPUTER_DELAY_SECONDS="0",
            RANDOM_SEED=str(args.seed),
            TURN_TIMEOUT_SECONDS="900",
        )
        await bot.start()
        try:
            await play(fake, args.seed)
        finally:
            await bot.stop()
            write(fake, out)


def main() -> None:
    asyncio.run(transcript(arguments()))


if __name__ == "__main__":
    main()
