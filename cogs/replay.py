"""/replay and /export: a finished game rebuilt from its event log, to step through or download.

The replay is rebuilt on every click by re-applying the logged actions and draws through the rules
engine (bot/domain/replay.py) and drawn with the game's own board renderer (cogs/table/boards.py);
only the board's embed is used, never its move buttons. It is sent privately to whoever asks, in
their language: a Drehwurm replay adds that person's own hand if they played, and never anyone
else's. Its ⏮ ◀ ▶ ⏭ and "Next turn" buttons are DynamicItems carrying the game and the position they
lead to, so they keep working after a restart.
"""

from __future__ import annotations

import io
import json
import time
from collections import OrderedDict

import discord
from discord import app_commands
from discord.ext import commands

from bot.domain.draws import LogMismatch
from bot.domain.export import export_game
from bot.domain.records import GameRecord
from bot.domain.replay import PRUNED_KEY, LogPruned, LogTooOld, Replay, replay
from bot.i18n import t
from bot.table.sessions import Refusal
from cogs.table import ids
from cogs.table.board_link import board_link
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import refuse
from cogs.table.components import FromCustomId
from cogs.table.games import table_game
from cogs.table.i18n import cmd_desc, cmd_name, opt_descs, opt_names, user_locale
from cogs.table.styles import style_of

# rp:<game>:<position>:<op>   a replay button leading to `position` (0 = the start); op: f(irst),
#                             p(revious), n(ext), l(ast), t (next turn)
REPLAY = ids.names_a_game("rp", __name__)
REPLAY_TEMPLATE = rf"{REPLAY}:(?P<game>\d{{1,20}}):(?P<position>\d{{1,6}}):(?P<op>[fpnlt])"
NEVER_STARTED = ("cancelled", "expired")
RECENT = 16  # replays kept in memory: stepping through one should not rebuild it on every click


class RecentReplays:
    """The last few replays built. An ended game changes only when its log is pruned or one of
    its players is deleted (/privacy), so a replay is reused while the game's step, log and
    players are as they were."""

    def __init__(self, size: int = RECENT) -> None:
        self.size = size
        self._kept: OrderedDict[tuple[int, int, bool, tuple[int, ...]], Replay] = OrderedDict()

    @staticmethod
    def key(record: GameRecord) -> tuple[int, int, bool, tuple[int, ...]]:
        seats = tuple(int(player["id"]) for player in record.players)
        return record.id, record.step, bool(record.meta.get(PRUNED_KEY)), seats

    def get(self, record: GameRecord) -> Replay | None:
        key = self.key(record)
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
        return found

    def keep(self, rebuilt: Replay) -> Replay:
        self._kept[self.key(rebuilt.record)] = rebuilt
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)
        return rebuilt


recent = RecentReplays()


def replay_id(game_id: int, position: int, op: str) -> str:
    return f"{REPLAY}:{game_id}:{position}:{op}"


async def load(interaction: discord.Interaction, game_id: int) -> Replay | None:
    """The game rebuilt from its log, or None after telling the user privately why not."""
    bot = table_bot(interaction)
    # A forged option may be any number (or not one): only a storable id can name a game.
    known = isinstance(game_id, int) and 0 < game_id <= ids.MAX_NUMBER
    record = await bot.services.games.game(game_id) if known else None
    refusal = None
    if record is None or record.guild_id != interaction.guild_id:
        refusal = Refusal("history-no-such-game", game=game_id)
    elif record.live:
        link = board_link(record.guild_id, record.channel_id, record.notes)
        refusal = Refusal("history-game-live", game=game_id, link=link)
    elif record.status in NEVER_STARTED or record.state is None:
        refusal = Refusal("history-never-started", game=game_id)
    else:
        try:
            found = recent.get(record)
            if found is not None:
                return found
            return recent.keep(replay(record, await bot.services.games.events_of(game_id)))
        except LogPruned:
            refusal = Refusal("history-log-pruned", game=game_id)
        except LogTooOld:
            refusal = Refusal("history-log-too-old", game=game_id)
        except LogMismatch:
            refusal = Refusal("history-log-broken", game=game_id)
    await refuse(interaction, refusal)
    return None


def replay_view(rebuilt: Replay, index: int, loc: str) -> discord.ui.View:
    last = len(rebuilt.positions) - 1
    game_id = rebuilt.record.id
    view = discord.ui.View(timeout=None)
    for op, emoji, words, target, disabled in (
        ("f", "⏮️", "replay-first", 0, index == 0),
        ("p", "◀️", "replay-previous", index - 1, index == 0),
        ("n", "▶️", "replay-next", index + 1, index == last),
        ("l", "⏭️", "replay-last", last, index == last),
    ):
        view.add_item(
            discord.ui.Button(
                label=t(loc, words),
                emoji=emoji,
                style=style_of("control"),
                custom_id=replay_id(game_id, max(0, min(target, last)), op),
                disabled=disabled,
            )
        )
    view.add_item(
        discord.ui.Button(
            label=t(loc, "replay-next-turn"),
            emoji="⏩",
            style=style_of("next"),
            custom_id=replay_id(game_id, rebuilt.next_turn(index), "t"),
            disabled=index == last,
        )
    )
    return view


def replay_message(
    rebuilt: Replay, index: int, loc: str, viewer_id: int
) -> tuple[str, list[discord.Embed], discord.ui.View]:
    """(content, embeds, view) of position `index` as `viewer_id` may see it."""
    index = max(0, min(index, len(rebuilt.positions) - 1))
    record = rebuilt.position_record(index)
    position = rebuilt.positions[index]
    game = table_game(record.kind)
    board, _ = game.render(record, loc, position.events)  # never the move buttons
    embeds = [board]
    content = t(
        loc,
        "replay-heading",
        game=record.id,
        position=index + 1,
        positions=len(rebuilt.positions),
    )
    note, extra = game.replay_extras(record, rebuilt.seat_of(viewer_id), loc)
    if note:
        content += "\n" + note
    embeds += extra
    return content, embeds, replay_view(rebuilt, index, loc)


class ReplayButton(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=REPLAY_TEMPLATE
):
    """⏮ ◀ ▶ ⏭ or Next turn under a replay."""

    async def callback(self, interaction: discord.Interaction) -> None:
        game, position = self.game_id, self.number("position")
        if game is None or position is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        rebuilt = await load(interaction, game)
        if rebuilt is None:
            return
        content, embeds, view = replay_message(
            rebuilt, position, user_locale(interaction), interaction.user.id
        )
        await interaction.response.edit_message(content=content, embeds=embeds, view=view)


class Replays(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd_name("replay"), description=cmd_desc("replay"))
    @app_commands.guild_only()
    @app_commands.rename(**opt_names("replay", "game"))
    @app_commands.describe(**opt_descs("replay", "game"))
    async def replay(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1]
    ) -> None:
        rebuilt = await load(interaction, game)
        if rebuilt is None:
            return
        content, embeds, view = replay_message(
            rebuilt, 0, user_locale(interaction), interaction.user.id
        )
        await interaction.response.send_message(content, embeds=embeds, view=view, ephemeral=True)

    @app_commands.command(name=cmd_name("export"), description=cmd_desc("export"))
    @app_commands.guild_only()
    @app_commands.rename(**opt_names("export", "game"))
    @app_commands.describe(**opt_descs("export", "game"))
    async def export(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1]
    ) -> None:
        rebuilt = await load(interaction, game)
        if rebuilt is None:
            return
        log = await self.bot.services.games.events_of(game)
        document = export_game(rebuilt, log, time.time())
        data = json.dumps(document, ensure_ascii=False, indent=1).encode()
        loc = user_locale(interaction)
        attachment = discord.File(
            io.BytesIO(data),
            filename=f"game-{game}.json",
            description=t(loc, "export-file-description", game=game),
        )
        await interaction.response.send_message(
            t(loc, "export-ready", game=game),
            file=attachment,
            ephemeral=True,
        )


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(ReplayButton)
    await bot.add_cog(Replays(bot))


async def teardown(bot: TableBot) -> None:
    bot.remove_dynamic_items(ReplayButton)
