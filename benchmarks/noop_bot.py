"""The baseline for benchmarks/click_cost.py: the least a discord.py bot can do for a click.

It answers every button click by redrawing the clicked message with a fixed embed and buttons of
the same size as a real board (read from the JSON file in NOOP_BOARD), through
`interaction.response.edit_message`, exactly as the Heckmeck bot answers a move. Without
NOOP_BOARD (benchmarks/shard_load.py, a shard's worth of servers) it answers a click with a
deferred update, the least Discord accepts. It keeps no game, no database and renders nothing.
Its intents and cache settings are the bot's: `guilds` only, GUILD_READY_TIMEOUT as the bot reads
it. Run by the benchmarks against the fake Discord, never by hand.
"""

from __future__ import annotations

import asyncio
import json
import os

import discord
import discord.gateway
import discord.http
import yarl
from discord import app_commands


def board_view(components: list[dict]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for row_number, row in enumerate(components):
        for item in row["components"]:
            if item["type"] == 2 and "custom_id" in item:
                view.add_item(
                    discord.ui.Button(
                        label=item.get("label"),
                        emoji=discord.PartialEmoji.from_dict(item["emoji"])
                        if item.get("emoji")
                        else None,
                        custom_id=item["custom_id"],
                        style=discord.ButtonStyle(item.get("style", 2)),
                        disabled=item.get("disabled", False),
                        row=row_number,
                    )
                )
    return view


class NoopBot(discord.Client):
    def __init__(self, board: dict | None, guild_ready_timeout: float) -> None:
        super().__init__(
            intents=discord.Intents(guilds=True), guild_ready_timeout=guild_ready_timeout
        )
        self.tree = app_commands.CommandTree(self)
        self.board = board

        @self.tree.command(name="noop", description="Post a board-sized message")
        async def noop(interaction: discord.Interaction) -> None:
            await interaction.response.send_message(**self.message())

    def message(self) -> dict:
        if self.board is None:
            return {"content": "noop"}
        embeds = [discord.Embed.from_dict(e) for e in self.board.get("embeds", [])]
        return {
            "content": self.board.get("content") or None,
            "embeds": embeds,
            "view": board_view(self.board.get("components", [])),
        }

    async def setup_hook(self) -> None:
        await self.tree.sync()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is discord.InteractionType.component:
            if self.board is None:
                await interaction.response.defer()
            else:
                await interaction.response.edit_message(**self.message())


def main() -> None:
    discord.http.Route.BASE = os.environ["DISCORD_API_BASE_URL"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])
    board = None
    if os.environ.get("NOOP_BOARD"):
        with open(os.environ["NOOP_BOARD"]) as file:
            board = json.load(file)
    ready_timeout = float(os.environ.get("GUILD_READY_TIMEOUT") or 2.0)
    asyncio.run(NoopBot(board, ready_timeout).start(os.environ["DISCORD_TOKEN"]))


if __name__ == "__main__":
    main()
