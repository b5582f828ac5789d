"""A database written by the code before the redesign: the bot started on it resumes its games.

tests/e2e/old_database/ holds a database the bot of commit e3d6dfe wrote (a finished game, a
Heckmeck turn under way, a Drehwurm match with every hand open, a lobby) and the fake Discord it
played on (make_old_database.py made both; see the README there). Here the fake Discord is built
again as it stood, messages and buttons included, and today's bot starts on a copy of the
database: as after a deploy, the players press the buttons of the messages they have.
"""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import sqlite3
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.i18n import t
from bot.ops.check import check_database
from bot.storage.migrations import MIGRATIONS
from tests.e2e.bot_process import BotProcess, run_to_exit
from tests.e2e.discord_api.headroom import SUITE as SUITE_HEADROOM
from tests.e2e.fake_discord import (
    UPDATE_MESSAGE,
    Channel,
    FakeDiscord,
    Guild,
    Interaction,
    Message,
    Permissions,
    User,
    World,
)
from tests.e2e.players import (
    ending_posted,
    game_events,
    game_row,
    lobby_click,
    moves,
    play_to_end,
)
from tests.e2e.test_drehwurm_e2e import Table, click, hand_moves, play

OLD = Path(__file__).parent / "old_database"
REVISION = "e3d6dfe"
SCHEMA_VERSION_OF_THE_OLD_CODE = 7
# The boards were posted when the database was made; as after a quick deploy, they count as
# fresh (edited in place, not posted anew).
BOARDS_NEVER_TOO_OLD = str(100 * 365 * 24 * 3600)
SETTINGS = {
    "BOARD_MAX_AGE_SECONDS": BOARDS_NEVER_TOO_OLD,
    "SNAP_WINDOW_SECONDS": "0.2",
    "COMPUTER_DELAY_SECONDS": "0",
}


# ------------------------------------------------------------------------ the old Discord


def saved_world() -> dict[str, Any]:
    return json.loads((OLD / f"{REVISION}.world.json").read_text())


def restore_world(fake: FakeDiscord, saved: dict[str, Any]) -> World:
    """Build the fake's guild, channels, users, application emojis and messages with the ids
    they had (what Discord still holds when a new version of the bot starts)."""
    del fake.users[fake.owner.id]
    for user in saved["users"]:
        fake.users[user["id"]] = User(
            user["id"], user["name"], user["locale"], global_name=user["global_name"]
        )
    fake.owner = fake.users[saved["owner_id"]]
    g = saved["guild"]
    guild = Guild(fake, g["id"], g["name"], g["locale"], g["owner_id"], g["default_permissions"])
    fake.guilds[guild.id] = guild
    for member in g["members"]:
        guild.add_member(fake.users[member["user_id"]], permissions=member["permissions"])
        guild.members[member["user_id"]].nick = member["nick"]
    guild.add_member(fake.bot_user, permissions=Permissions.BOT_DEFAULT)
    for c in g["channels"]:
        channel = Channel(fake, c["id"], guild, c["name"], c["type"], None, c["position"])
        guild.channels[channel.id] = fake.channels[channel.id] = channel
    for emoji in saved["app_emojis"]:
        fake.app_emojis[int(emoji["id"])] = emoji
    for m in saved["messages"]:
        message = Message(
            fake,
            m["id"],
            fake.channels[m["channel_id"]],
            fake.bot_user,
            content=m["content"],
            embeds=m["embeds"],
            components=m["components"],
            flags=m["flags"],
            ephemeral_to=fake.users[m["ephemeral_to"]] if m["ephemeral_to"] else None,
            type=m["type"],
            created_at=m["created_at"],
        )
        fake.messages.append(message)
        fake._messages_by_id[message.id] = message
    interactions = {ix["id"]: restore_interaction(fake, ix) for ix in saved["interactions"]}
    for m in saved["messages"]:
        if m["interaction_id"] is not None:
            fake._messages_by_id[m["id"]].interaction = interactions[m["interaction_id"]]
    cast = [fake.users[saved["cast"][name]] for name in (
        "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "mod")]  # fmt: skip
    fake.world = World(guild, fake.channels[g["channel"]], fake.channels[g["other_channel"]], *cast)
    return fake.world


def restore_interaction(fake: FakeDiscord, saved: dict[str, Any]) -> Interaction:
    """An interaction answered with a message still there. Its token is known to the fake:
    whether the bot still edits a hand through it depends on the hand's age (Discord takes a
    token for 15 minutes), so both ways pass, as after a quick or a slow deploy."""
    original = fake._messages_by_id[saved["original_id"]]
    ix = Interaction(
        fake,
        saved["id"],
        token=saved["token"],
        type=saved["type"],
        user=fake.users[saved["user_id"]],
        channel=fake.channels[saved["channel_id"]],
        data={},
        message=fake._messages_by_id.get(saved["message_id"]),
        response_type=saved["response_type"],
        responded_at=0.0,
        original=original,
        messages=[original],
    )
    fake.interactions[ix.id] = ix
    fake._interactions_by_token[ix.token] = ix
    return ix


@pytest.fixture
async def fake(request: pytest.FixtureRequest) -> AsyncIterator[FakeDiscord]:
    """The fake Discord as the old bot left it (the conftest's `fake`, with the saved world)."""
    SUITE_HEADROOM.test = request.node.nodeid
    discord = FakeDiscord()
    restore_world(discord, saved_world())
    await discord.start()
    try:
        yield discord
    finally:
        await discord.close()
    refused = "\n".join(f"  {v}" for v in discord.contract_violations)
    assert not refused, f"requests Discord would refuse:\n{refused}"


def old_database(tmp_path: Path) -> Path:
    copy = tmp_path / "old.sqlite3"
    shutil.copyfile(OLD / f"{REVISION}.sqlite3", copy)
    return copy


def schema_version(path: Path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("PRAGMA user_version").fetchone()[0]


def message(fake: FakeDiscord, message_id: int) -> Message:
    return next(m for m in fake.messages if m.id == message_id)


# -------------------------------------------------------------------------- the database


class Stored:
    """The test's look at the bot's database: the SQLite file, or a PostgreSQL schema."""

    def __init__(self, bot: BotProcess, postgres_url: str | None = None) -> None:
        self.bot, self.postgres_url = bot, postgres_url

    def game(self, game_id: int) -> dict[str, Any]:
        """The game's row, JSON columns decoded."""
        if self.postgres_url is None:
            return game_row(self.bot, game_id)
        row = dict(self._fetch("SELECT * FROM games WHERE id = $1", game_id)[0])
        for column in ("options", "players", "state", "meta"):
            if row[column] is not None:
                row[column] = json.loads(row[column])
        return row

    def last_actor(self, game_id: int) -> int | None:
        if self.postgres_url is None:
            return game_events(self.bot, game_id)[-1]["actor_id"]
        rows = self._fetch(
            "SELECT actor_id FROM events WHERE game_id = $1 ORDER BY step DESC LIMIT 1", game_id
        )
        return rows[0]["actor_id"]

    def _fetch(self, query: str, *args: Any) -> list[asyncpg.Record]:
        async def fetch() -> list[asyncpg.Record]:
            connection = await asyncpg.connect(self.postgres_url)
            try:
                return await connection.fetch(query, *args)
            finally:
                await connection.close()

        with ThreadPoolExecutor(1) as thread:  # its own loop: callers are synchronous
            return thread.submit(asyncio.run, fetch()).result()


@dataclass(eq=False)
class StoredTable(Table):
    """A Drehwurm table that reads its game from either store."""

    stored: Stored | None = None

    def game(self) -> dict[str, Any]:
        assert self.stored is not None
        return self.stored.game(self.game_id)


# ------------------------------------------------------------------------------ the games


async def the_heckmeck_turn_goes_on(fake: FakeDiscord, stored: Stored, game: dict[str, Any]):
    """The mover sets dice aside from the board of the old bot, then the game is played out."""
    board = message(fake, game["board_message_id"])
    before = stored.game(game["game_id"])
    assert before["step"] == game["step"] and before["status"] == "running"
    kept = list(before["state"]["turn"]["kept"])
    faces = sorted(move for move in moves(board) if move.startswith("face:"))
    assert faces, board.describe_buttons()
    mover = fake.users[game["mover"]]
    pick = await fake.click(mover, board, moves(board)[faces[0]])
    assert await pick.wait_response() == UPDATE_MESSAGE, (await pick.reply()).text
    after = stored.game(game["game_id"])
    assert after["step"] == game["step"] + 1
    face = faces[0].removeprefix("face:")
    assert after["state"]["turn"]["kept"] == kept + [face] * before["state"]["turn"]["roll"].count(
        face
    )
    assert stored.last_actor(game["game_id"]) == mover.id
    players = [fake.users[user_id] for user_id in game["players"]]
    await play_to_end(fake, board, players, random.Random(2), take_chance=0.7)
    await ending_posted(fake, board.channel, game["game_id"])
    assert stored.game(game["game_id"])["status"] == "finished"


async def the_drehwurm_match_goes_on(fake: FakeDiscord, stored: Stored, game: dict[str, Any]):
    """The mover plays from the hand the old bot showed; the others' old hands still refresh;
    then the game is played out from the hands."""
    board = message(fake, game["board_message_id"])
    players = [fake.users[user_id] for user_id in game["players"]]
    hands = {int(user_id): message(fake, m) for user_id, m in game["hands"].items()}
    table = StoredTable(fake, stored.bot, board, game["game_id"], players, hands, stored=stored)
    assert table.game()["step"] == game["step"]
    mover = fake.users[game["mover"]]
    regular, _ = hand_moves(hands[mover.id])
    assert regular, hands[mover.id].describe_buttons()
    played = await click(table, mover, *regular[0])
    assert played.response_type == UPDATE_MESSAGE, (await played.reply()).text
    assert table.game()["step"] == game["step"] + 1
    assert stored.last_actor(game["game_id"]) == mover.id
    for user in players:
        if user is not mover:
            hand = hands[user.id]
            refresh = next(b.custom_id for b in hand.buttons() if b.custom_id.endswith(":r"))
            assert (await click(table, user, refresh)).response_type == UPDATE_MESSAGE
    await play(table, random.Random(3), snap_chance=0.3)
    await ending_posted(fake, board.channel, game["game_id"])
    assert table.game()["status"] == "finished"


async def the_lobby_starts(fake: FakeDiscord, stored: Stored, game: dict[str, Any]):
    """A third player joins the old lobby, the host starts it, and the game is played out."""
    lobby = message(fake, game["message_id"])
    w = fake.world
    assert (await lobby_click(fake, w.heidi, lobby, "join")).response_type == UPDATE_MESSAGE
    host = fake.users[game["host"]]
    assert (await lobby_click(fake, host, lobby, "start")).response_type == UPDATE_MESSAGE
    row = stored.game(game["game_id"])
    assert row["status"] == "running" and row["options"]["edition"] == "junior"
    assert sorted(p["id"] for p in row["players"]) == sorted([*game["players"], w.heidi.id])
    players = [fake.users[p["id"]] for p in row["players"]]
    await play_to_end(fake, lobby, players, random.Random(4), take_chance=0.7)
    await ending_posted(fake, lobby.channel, game["game_id"])


async def the_old_results_show(fake: FakeDiscord, game: dict[str, Any]):
    """The finished game's results on the leaderboard, its log in /export."""
    w = fake.world
    answer = await (await fake.slash(w.heidi, w.channel, "leaderboard")).reply()
    assert t("en", "leaderboard-title", game="heckmeck", scope="server") in answer.text
    lines = {line.split(" ")[1]: line for line in answer.text.splitlines() if line.startswith("**")}
    assert set(lines) == {"alice", "bob"}, answer.text
    for user_id, placement in old_results(game["game_id"]).items():
        won = " · 1/1 · " if placement == 1 else " · 0/1 · "  # wins / rated games
        assert won in lines[fake.users[user_id].name], answer.text
    export = await (await fake.slash(w.alice, w.channel, "export", game=game["game_id"])).reply()
    document = json.loads(export.files[f"game-{game['game_id']}.json"])
    assert sorted(p["user_id"] for p in document["players"]) == sorted(map(str, game["players"]))


def old_results(game_id: int) -> dict[int, int]:
    """Each player's placement in the finished game, as the old code recorded it."""
    with sqlite3.connect(OLD / f"{REVISION}.sqlite3") as db:
        rows = db.execute("SELECT user_id, placement FROM results WHERE game_id = ?", (game_id,))
        return dict(rows.fetchall())


async def resume_every_game(fake: FakeDiscord, stored: Stored, games: dict[str, Any]):
    await the_old_results_show(fake, games["finished"])
    await the_heckmeck_turn_goes_on(fake, stored, games["heckmeck"])
    await the_drehwurm_match_goes_on(fake, stored, games["drehwurm"])
    await the_lobby_starts(fake, stored, games["lobby"])
    await fake.assert_healthy()


# ------------------------------------------------------------------------------ the tests


async def test_the_bot_resumes_the_games_of_a_database_the_old_code_wrote(
    fake, start_bot, tmp_path
):
    path = old_database(tmp_path)
    assert schema_version(path) == SCHEMA_VERSION_OF_THE_OLD_CODE
    code, stdout, stderr = await run_to_exit(tmp_path, "check", DATABASE_PATH=str(path))
    assert code == 0, stdout + stderr

    bot = await start_bot(DATABASE_PATH=str(path), **SETTINGS)
    assert schema_version(path) == len(MIGRATIONS)
    await resume_every_game(fake, Stored(bot), saved_world()["games"])
    # (the start_bot fixture runs `python -m bot check` on the database at the end, too)


async def test_the_old_database_moved_to_postgresql_resumes_its_games(
    fake, start_bot, tmp_path, postgres_url
):
    path = old_database(tmp_path)
    code, stdout, stderr = await run_to_exit(
        tmp_path, "migrate", "--from", f"sqlite:///{path}", "--to", postgres_url
    )
    assert code == 0, stdout + stderr
    assert (await check_database(postgres_url)).ok

    bot = await start_bot(DATABASE_URL=postgres_url, **SETTINGS)
    await resume_every_game(fake, Stored(bot, postgres_url), saved_world()["games"])
    report = await check_database(postgres_url)
    assert report.ok, report.summary()
