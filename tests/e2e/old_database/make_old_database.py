"""Write a database with the code of an older revision, for tests/e2e/test_old_database.py.

Run it once against the OLD code, with that checkout first on the path, e.g.

    git worktree add --detach /tmp/old e3d6dfe
    cd /tmp/old && PYTHONPATH=/tmp/old python $REPO/tests/e2e/old_database/make_old_database.py \\
        --out $REPO/tests/e2e/old_database --name e3d6dfe

It starts that revision's own bot (`python -m bot`) against that revision's own fake Discord and
plays, as users do, through the buttons:

- a finished game of classic Heckmeck (results and ratings recorded, the ending posted),
- a game of Heckmeck stopped in the middle of a turn: dice rolled, some set aside, more rolled,
- a game of Drehwurm in the middle of its first match, every player's hand open,
- an open lobby of Heckmeck Junior with a guest,

then stops the bot (SIGTERM, as a deploy does) and writes NAME.sqlite3 (the database, one file)
and NAME.world.json: the fake Discord as it then stood (guild, channels, users, the application's
emojis, every message with its buttons, so the old boards can be shown to the new bot and their
buttons pressed), and which game is where.

Deadlines are set ten years ahead, so the live games do not time out when the file is used later.
Only helpers that the old and the new test code share are used here.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import sys
import tempfile
from pathlib import Path
from typing import Any

from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import UPDATE_MESSAGE, FakeDiscord, Message
from tests.e2e.players import (
    current_mention,
    ending_posted,
    game_id_of,
    game_row,
    lobby_button,
    lobby_click,
    moves,
    open_lobby,
    play_to_end,
    start_game,
)

TEN_YEARS = str(10 * 365 * 24 * 3600)


async def finished_heckmeck(fake: FakeDiscord, bot: BotProcess) -> dict[str, Any]:
    w = fake.world
    channel = w.other_channel
    lobby = await open_lobby(fake, w.alice, channel, short_game=True)
    board = await start_game(fake, lobby, w.alice, [w.bob])
    play = await play_to_end(fake, board, [w.alice, w.bob], random.Random(1), take_chance=0.7)
    await ending_posted(fake, channel, play.game_id)
    assert game_row(bot, play.game_id)["status"] == "finished"
    return {"game_id": play.game_id, "channel_id": channel.id, "players": [w.alice.id, w.bob.id]}


async def heckmeck_mid_turn(fake: FakeDiscord, bot: BotProcess) -> dict[str, Any]:
    """Three players; clicks until the player on turn has dice set aside and a roll to choose
    from (a turn that busts or ends just passes to the next player)."""
    w = fake.world
    players = [w.alice, w.bob, w.carol]
    lobby = await open_lobby(fake, w.alice, w.channel, hints=True, short_game=True)
    board = await start_game(fake, lobby, w.alice, players[1:])
    game_id = game_id_of(board)
    by_id = {u.id: u for u in players}
    for _ in range(300):
        turn = game_row(bot, game_id)["state"]["turn"]
        if turn["kept"] and turn["roll"]:
            break
        enabled = moves(board)
        faces = sorted(m for m in enabled if m.startswith("face:"))
        takes = sorted(m for m in enabled if m.startswith("take:"))
        if faces:
            move = faces[-1]
        elif "roll" in enabled:
            move = "roll"
        else:
            move = takes[0]
        click = await fake.click(by_id[current_mention(board)], board, enabled[move])
        assert await click.wait_response() == UPDATE_MESSAGE
        board = await click.reply()
    else:
        raise AssertionError("no turn with dice set aside and a roll came up")
    row = game_row(bot, game_id)
    mover = row["players"][row["state"]["current"]]["id"]
    return {
        "game_id": game_id,
        "channel_id": w.channel.id,
        "board_message_id": board.id,
        "players": [u.id for u in players],
        "mover": mover,
        "step": row["step"],
    }


def hand_steps(hand: Message) -> set[int]:
    """The steps the hand's enabled plays carry."""
    from tests.e2e.test_drehwurm_e2e import hand_moves

    regular, snaps = hand_moves(hand)
    return {int(custom_id.split(":")[2]) for custom_id, _ in regular + snaps}


async def drehwurm_mid_match(fake: FakeDiscord, bot: BotProcess) -> dict[str, Any]:
    """Three players, every hand open; a few plays, stopped on a step where the mover's hand
    offers its plays (the snap window of the last play long closed)."""
    from tests.e2e.test_drehwurm_e2e import Table, open_hand, play  # old and new alike

    w = fake.world
    channel = w.guild.add_text_channel("cards")
    players = [w.dave, w.erin, w.heidi]
    lobby = await (await fake.slash(w.dave, channel, "drehwurm", "start")).reply()
    game_id = game_id_of(lobby)
    for guest in players[1:]:
        assert (await lobby_click(fake, guest, lobby, "join")).response_type == UPDATE_MESSAGE
    start = await fake.click(w.dave, lobby, lobby_button(lobby, "start"))
    assert await start.wait_response() == UPDATE_MESSAGE
    table = Table(fake, bot, lobby, game_id, players)
    for user in players:
        await open_hand(table, user)
    await play(table, random.Random(4), snap_chance=0.5, until=lambda tb: tb.game()["step"] >= 9)
    row = game_row(bot, game_id)
    assert row["status"] == "running" and not row["state"]["match_scores"], row["state"]
    mover = row["players"][row["state"]["current"]]["id"]
    await asyncio.sleep(0.5)  # the snap window (0.2 s) of the last play closes
    row = game_row(bot, game_id)
    await fake.wait_until(
        lambda: row["step"] in hand_steps(table.hands[mover]), what="the mover's hand to show"
    )
    return {
        "game_id": game_id,
        "channel_id": channel.id,
        "board_message_id": lobby.id,
        "players": [u.id for u in players],
        "mover": mover,
        "step": row["step"],
        "hands": {str(user_id): hand.id for user_id, hand in table.hands.items()},
    }


async def open_junior_lobby(fake: FakeDiscord, bot: BotProcess) -> dict[str, Any]:
    w = fake.world
    lobby = await open_lobby(fake, w.frank, w.other_channel, edition="junior")
    assert (await lobby_click(fake, w.grace, lobby, "join")).response_type == UPDATE_MESSAGE
    game_id = game_id_of(lobby)
    assert game_row(bot, game_id)["status"] == "lobby"
    return {
        "game_id": game_id,
        "channel_id": w.other_channel.id,
        "message_id": lobby.id,
        "host": w.frank.id,
        "players": [w.frank.id, w.grace.id],
    }


def world_of(fake: FakeDiscord) -> dict[str, Any]:
    """The fake Discord as it stands: enough to build the same one again for a new bot."""
    w = fake.world
    guild = w.guild
    named = {name: getattr(w, name).id for name in (
        "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "mod")}  # fmt: skip
    return {
        "application_id": fake.application_id,
        "owner_id": fake.owner.id,
        "users": [
            {
                "id": u.id,
                "name": u.name,
                "locale": u.locale,
                "global_name": getattr(u, "global_name", None),  # newer fakes only
            }
            for u in fake.users.values()
            if u is not fake.bot_user
        ],
        "cast": named,
        "guild": {
            "id": guild.id,
            "name": guild.name,
            "locale": guild.locale,
            "owner_id": guild.owner_id,
            "default_permissions": guild.default_permissions,
            "members": [
                {"user_id": m.user.id, "permissions": m.permissions, "nick": m.nick}
                for m in guild.members.values()
                if m.user is not fake.bot_user
            ],
            "channels": [
                {"id": c.id, "name": c.name, "type": c.type, "position": c.position}
                for c in guild.channels.values()
            ],
            "channel": w.channel.id,
            "other_channel": w.other_channel.id,
        },
        "app_emojis": list(fake.app_emojis.values()),
        "messages": [
            {
                "id": m.id,
                "channel_id": m.channel.id,
                "content": m.content,
                "embeds": m.embeds,
                "components": m.components,
                "flags": m.flags,
                "ephemeral_to": m.ephemeral_to.id if m.ephemeral_to else None,
                "type": m.type,
                "created_at": m.created_at,
                "interaction_id": m.interaction.id if m.interaction else None,
            }
            for m in fake.messages
            if not m.deleted and m.channel.guild is guild
        ],
        "interactions": interactions_of(fake),
    }


def interactions_of(fake: FakeDiscord) -> list[dict[str, Any]]:
    """The interactions that made a message still there, or last showed a private one: a message
    shows who made it by which interaction (Discord's interaction_metadata: a hand tells its owner
    by it), and the bot edits a hand through the token of the last interaction that showed it."""
    kept = {m.id: m for m in fake.messages if not m.deleted}
    return [
        {
            "id": ix.id,
            "token": ix.token,
            "type": ix.type,
            "user_id": ix.user.id,
            "channel_id": ix.channel.id,
            "message_id": ix.message.id if ix.message is not None else None,
            "original_id": ix.original.id,
            "response_type": ix.response_type,
        }
        for ix in fake.interactions.values()
        if ix.original is not None
        and ix.original.id in kept
        and (ix.original.interaction is ix or ix.original.ephemeral_to is not None)
    ]


def copy_database(source: Path, target: Path) -> None:
    """One self-contained file (no -wal beside it), compacted."""
    target.unlink(missing_ok=True)
    with sqlite3.connect(source) as src, sqlite3.connect(target) as dst:
        src.backup(dst)
    db = sqlite3.connect(target)
    db.execute("PRAGMA journal_mode=DELETE")
    db.execute("VACUUM")
    db.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="folder to write the files to")
    parser.add_argument("--name", required=True, help="file names: NAME.sqlite3, NAME.world.json")
    args = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="old-database-"))
    fake = FakeDiscord()
    fake.add_default_world()
    await fake.start()
    bot = BotProcess(
        fake,
        workdir,
        TURN_TIMEOUT_SECONDS=TEN_YEARS,
        LOBBY_TIMEOUT_SECONDS=TEN_YEARS,
        SNAP_WINDOW_SECONDS="0.2",
        COMPUTER_DELAY_SECONDS="0",
    )
    await bot.start()
    try:
        games = {"finished": await finished_heckmeck(fake, bot)}
        games["heckmeck"] = await heckmeck_mid_turn(fake, bot)
        games["drehwurm"] = await drehwurm_mid_match(fake, bot)
        games["lobby"] = await open_junior_lobby(fake, bot)
        await fake.assert_healthy()
        code = await bot.stop(timeout=30)
        assert code == 0, f"the old bot exited with {code}:\n{bot.log()}"
    finally:
        await bot.kill()
        await fake.close()
    args.out.mkdir(parents=True, exist_ok=True)
    copy_database(bot.database_path, args.out / f"{args.name}.sqlite3")
    world = world_of(fake) | {"games": games}
    (args.out / f"{args.name}.world.json").write_text(json.dumps(world, indent=1) + "\n")
    print(f"wrote {args.out / args.name}.sqlite3 and .world.json from {workdir}", file=sys.stderr)


if __name__ == "__main__":
    asyncio.run(main())
