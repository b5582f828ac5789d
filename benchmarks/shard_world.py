"""The servers and boards of benchmarks/shard_load.py, built in the fake Discord.

Each server has a few dozen text channels and roles and a handful of members (no member lists are
sent: the bot has no GUILD_MEMBERS intent). Each live game's board is a message of the bot in its
own channel, drawn by the bot's own board code (cogs/<game>/board.py) from the stored state, as
the bot left it at its last step.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from benchmarks.shard_store import LiveGame, deal
from bot.domain.drehwurm.state import state_from_json as drehwurm_state
from bot.domain.heckmeck.engine import rules as hm
from cogs.drehwurm import board as drehwurm_board
from cogs.heckmeck import board as heckmeck_board
from tests.e2e.fake_discord import Channel, FakeDiscord, Guild, Message, User

CHANNELS = 30
ROLES = 12
MEMBERS = 8


@dataclass
class Server:
    guild: Guild
    channels: list[Channel]
    members: list[User]


@dataclass
class World:
    servers: list[Server]
    games: list[LiveGame] = field(default_factory=list)
    boards: dict[int, Message] = field(default_factory=dict)  # game id -> its board
    users: dict[int, User] = field(default_factory=dict)


def build_servers(fake: FakeDiscord, count: int, rng: random.Random, shards: int = 1) -> World:
    """`count` servers; with several `shards`, dealt over them in turn (Discord's routing by id)."""
    servers = []
    users: dict[int, User] = {}
    for number in range(count):
        locale = rng.choice(("en-US", "de", "es-ES"))
        shard = (number % shards, shards) if shards > 1 else None
        guild = fake.add_guild(f"Server {number}", locale=locale, shard=shard)
        for role in range(ROLES):
            guild.add_role(f"role {role}")
        channels = [guild.add_text_channel(f"channel-{c}") for c in range(CHANNELS)]
        members = []
        for m in range(MEMBERS):
            user = fake.add_user(f"u{number}-{m}")
            guild.add_member(user)
            members.append(user)
            users[user.id] = user
        servers.append(Server(guild, channels, members))
    return World(servers, users=users)


def board_message(fake: FakeDiscord, channel: Channel, game: LiveGame) -> Message:
    record = game.record
    if record.kind == "drehwurm":
        embed = drehwurm_board.board_embed(record, "en", [], drehwurm_state(record.state))
        view = drehwurm_board.board_view(record, "en")
    else:
        hstate = hm.state_from_json(record.state)
        embed = heckmeck_board.board_embed(record, "en", [], hstate)
        view = heckmeck_board.board_view(record, "en", hstate)
    components = view.to_components() if view is not None else []
    body = {"embeds": [embed.to_dict()], "components": components}
    return fake._new_message(channel, body)


def add_live_games(
    fake: FakeDiscord,
    world: World,
    count: int,
    played_now: int,
    first_id: int,
    now: float,
    rng: random.Random,
) -> None:
    """`count` running games, `played_now` of them short-turn games being played now, spread
    over the servers (a channel each), with their boards posted."""
    servers = world.servers
    for number in range(count):
        server = servers[number % len(servers)]
        channel = server.channels[(number // len(servers)) % CHANNELS]
        humans = [u.id for u in server.members]
        record = deal(
            first_id + number, server.guild.id, channel.id, humans, rng, now, number < played_now
        )
        game = LiveGame(record, number % len(servers), number < played_now)
        world.games.append(game)
        world.boards[record.id] = board_message(fake, channel, game)
