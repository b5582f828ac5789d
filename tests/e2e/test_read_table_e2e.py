"""End to end: the Read table button under a running board answers whoever presses it, privately
and in their language, with the whole position in sentences; it changes nothing. Heckmeck from a
player and from someone watching, Drehwurm with the reader's own hand and only counts of others'."""

from __future__ import annotations

from typing import Any

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.reading import read_table as read_drehwurm
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.reading import read_table as read_heckmeck
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.table.reading import read_id
from tests.e2e.fake_discord import CHANNEL_MESSAGE, Message, User
from tests.e2e.players import (
    current_mention,
    game_id_of,
    game_row,
    moves,
    open_lobby,
    start_game,
)
from tests.e2e.test_drehwurm_e2e import open_table


def record_of(row: dict[str, Any]) -> GameRecord:
    fields = ("id", "kind", "guild_id", "channel_id", "host_id", "status", "options", "players")
    return GameRecord(**{k: row[k] for k in fields}, state=row["state"], step=row["step"])


async def read(fake, user: User, board: Message, game_id: int) -> Message:
    ix = await fake.click(user, board, read_id(game_id))
    assert await ix.wait_response() == CHANNEL_MESSAGE
    answer = ix.messages[0]
    assert answer.ephemeral_to is user
    return answer


async def test_heckmeck_is_read_to_a_player_and_to_a_watcher_each_in_their_language(fake, bot):
    w = fake.world
    hans = fake.add_user("hans", locale="de")
    w.guild.add_member(hans)
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    mover = w.alice if current_mention(board) == w.alice.id else w.bob
    ix = await fake.click(mover, board, moves(board)["roll"])
    await ix.wait_response()
    before = game_row(bot, game_id)

    answer = await read(fake, mover, board, game_id)
    record = record_of(before)
    state = hm.state_from_json(before["state"])
    assert answer.content == "\n".join(read_heckmeck("en", record, state, mover.id))
    assert t("en", "read-turn", you="yes", name="") in answer.content
    assert t("en", "read-hm-roll", dice="").rstrip(".") in answer.content

    watched = await read(fake, hans, board, game_id)
    assert watched.content == "\n".join(read_heckmeck("de", record, state, hans.id))
    assert t("de", "read-turn", you="no", name=mover.name) in watched.content
    after = game_row(bot, game_id)
    assert (after["step"], after["state"]) == (before["step"], before["state"])


async def test_drehwurm_is_read_with_the_readers_own_hand_only(fake, bot):
    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob, w.carol])
    before = table.game()
    answer = await read(fake, w.bob, table.board, table.game_id)
    state = dw.state_from_json(before["state"])
    expected = read_drehwurm("en", record_of(before), state, w.bob.id)
    assert answer.content == "\n".join(expected)
    assert sum(line.startswith(t("en", "read-dw-hand", cards="")[:-1]) for line in expected) == 1
    assert table.game()["step"] == before["step"]
