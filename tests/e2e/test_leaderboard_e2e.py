"""/leaderboard and /stats through the fake Discord, against the real bot process.

A game of classic Heckmeck is played to the end by two players clicking the board's buttons; the
result then shows on the leaderboard and in /stats. The page buttons keep working after a restart.
"""

from __future__ import annotations

import re
import sqlite3

import pytest

from bot.i18n import t
from tests.e2e.fake_discord import (
    APPLICATION_COMMAND,
    CHANNEL_MESSAGE,
    UPDATE_MESSAGE,
    Interaction,
    Message,
)

MOVE = re.compile(r"hm:\d+:\d+:(?P<op>[a-z]+)(?::(?P<arg>[\w:-]+))?$")
MAX_CLICKS = 600


def _field(message: Message, name: str) -> str:
    for embed in message.embeds:
        for field in embed.get("fields") or ():
            if field.get("name") == name:
                return field.get("value", "")
    return ""


def _next_move(board: Message) -> str:
    """A simple player: take a tile when offered, else set aside worms (or the highest face),
    else roll."""
    enabled = {
        m["op"] + (":" + m["arg"] if m["arg"] else ""): b.custom_id
        for b in board.enabled_buttons()
        if b.custom_id and (m := MOVE.match(b.custom_id))
    }
    for move, custom_id in enabled.items():
        if move.startswith("take:"):
            return custom_id
    faces = [move for move in enabled if move.startswith("face:")]
    if faces:
        best = "face:worm" if "face:worm" in faces else max(faces)
        return enabled[best]
    assert "roll" in enabled, f"no move on the board: {board.describe_buttons()}"
    return enabled["roll"]


async def stats_of(fake, asker, channel, whom) -> Interaction:
    """/stats user:<whom>. `fake.slash` cannot take it: its own first parameter is named `user`."""
    definition, guild_id = fake._find_command(channel.guild, "stats")
    options, resolved = fake._build_options(definition, [], {"user": whom}, channel.guild)
    data = {"id": str(definition["id"]), "name": "stats", "type": 1, "options": options}
    data.update({"resolved": resolved} if resolved else {})
    data.update({"guild_id": str(guild_id)} if guild_id is not None else {})
    return await fake.send_interaction(asker, channel, APPLICATION_COMMAND, data)


async def play_a_game(fake, host, guest) -> Message:
    """Open a classic game, let `guest` join, and click it through to the end; the final board."""
    w = fake.world
    lobby = await (await fake.slash(host, w.channel, "heckmeck", "start")).reply()
    await (await fake.click(guest, lobby, label=t("en", "lobby-button-join"))).reply()
    board = await (await fake.click(host, lobby, label=t("en", "lobby-button-start"))).reply()
    turn_title = t("en", "board-turn-title")
    for _ in range(MAX_CLICKS):
        turn = _field(board, turn_title)
        if not turn:
            return board  # no turn: the game is over
        mover = host if host.mention in turn else guest
        assert mover.mention in turn, turn
        click = await fake.click(mover, board, _next_move(board))
        assert await click.wait_response() == UPDATE_MESSAGE, fake.describe(w.channel)
        board = await click.reply()
    raise AssertionError(f"the game did not end within {MAX_CLICKS} clicks")


async def test_a_finished_game_appears_on_the_leaderboard_and_in_stats(fake, bot):
    w = fake.world
    board = await play_a_game(fake, w.alice, w.bob)
    final = _field(board, t("en", "board-final"))
    assert final, fake.describe(w.channel)

    ask = await fake.slash(w.carol, w.channel, "leaderboard")
    answer = await ask.reply()
    assert ask.response_type == CHANNEL_MESSAGE
    assert answer.ephemeral_to is None  # public, in the channel
    text = answer.text
    assert t("en", "leaderboard-title", game="heckmeck", scope="server") in text
    rows = [line for line in text.splitlines() if line.startswith("**")]
    assert len(rows) == 2, text
    by_name = {re.sub(r"^\*\*\d\.\*\* (\w+) .*", r"\1", row): row for row in rows}
    assert set(by_name) == {"alice", "bob"}
    winners = final.splitlines()[-1]  # the board's last line names the winner(s)
    for player in (w.alice, w.bob):
        won = player.mention in winners
        assert ("1 win in 1 game" if won else "0 wins in 1 game") in by_name[player.name], text
    # Carol did not play: she is told so, and is not listed.
    assert t("en", "leaderboard-rank-title", player="carol") in text
    assert t("en", "leaderboard-unranked", player="carol", game="heckmeck") in text
    assert answer.buttons() == []  # one page only

    everywhere = await (await fake.slash(w.alice, w.channel, "leaderboard", scope="global")).reply()
    assert t("en", "leaderboard-title", game="heckmeck", scope="global") in everywhere.text
    # alice is on the page: her line is highlighted there, not repeated below
    assert any(line.startswith("➡️ **") and "alice" in line for line in everywhere.text.splitlines())
    assert t("en", "leaderboard-rank-title", player="alice") not in everywhere.text

    stats = await (await stats_of(fake, w.carol, w.channel, w.bob)).reply()
    assert stats.ephemeral_to is w.carol
    assert t("en", "stats-title", player="bob") in stats.text
    assert " in 1 game (" in stats.text
    assert "Rating: " in stats.text and "in the last rated game" in stats.text

    nobody = await (await fake.slash(w.dave, w.channel, "stats")).reply()
    assert t("en", "stats-no-games", player="dave") in nobody.text
    await fake.assert_healthy()


@pytest.mark.made_up_data  # ratings without games
async def test_page_buttons_work_for_anyone_and_after_a_restart(fake, bot):
    w = fake.world
    # 25 rated players in this server, written straight into the bot's database.
    with sqlite3.connect(bot.database_path, timeout=10) as db:
        for n in range(25):
            user = 10_000 + n
            db.execute(
                "INSERT INTO ratings (rating_game, scope, user_id, mu, sigma, ordinal, games,"
                " wins, score_sum, updated_at) VALUES ('heckmeck', ?, ?, 25, 5, ?, 5, 1, 10, 0)",
                (w.guild.id, user, 50.0 - n),
            )
            db.execute(
                "INSERT INTO players (user_id, name, updated_at) VALUES (?, ?, 0)",
                (user, f"player{n + 1}"),
            )

    first = await (await fake.slash(w.alice, w.channel, "leaderboard", sort="rating")).reply()
    assert "**1.** player1 " in first.text and "**10.** player10 " in first.text
    assert "player11" not in first.text
    assert "Page 1 of 3" in first.text
    previous = first.button(t("en", "leaderboard-previous"))
    assert previous.disabled

    await bot.restart()

    click = await fake.click(w.bob, first, label=t("en", "leaderboard-next"))
    assert await click.wait_response() == UPDATE_MESSAGE
    second = await click.reply()
    assert second.id == first.id  # the same message, edited
    assert "**11.** player11 " in second.text and "**20.** player20 " in second.text
    assert "Page 2 of 3" in second.text
    assert t("en", "leaderboard-rank-title", player="bob") in second.text  # whoever clicked
    assert not second.button(t("en", "leaderboard-previous")).disabled

    third = await (await fake.click(w.alice, second, label=t("en", "leaderboard-next"))).reply()
    assert "**25.** player25 " in third.text and "Page 3 of 3" in third.text
    assert third.button(t("en", "leaderboard-next")).disabled
    await fake.assert_healthy()
