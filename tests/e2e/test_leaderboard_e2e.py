"""/leaderboard and /stats through the fake Discord, against the real bot process.

A game of classic Heckmeck is played to the end by two players clicking the board's buttons; the
result then shows on the leaderboard and in /stats. A game won by forfeit shows as such. The page
buttons keep working after a restart.
"""

from __future__ import annotations

import json
import random
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
from tests.e2e.players import (
    current_mention,
    game_id_of,
    has_controls,
    open_lobby,
    play_turn,
    start_game,
    turn_text,
)
from tests.phone import phone_lines
from tests.phone_budgets import BUDGETS

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


async def stats_detail(fake, reader, stats: Message, game: str) -> Message:
    """All of one game's figures, behind its button under /stats (private to the reader)."""
    button = next(b for b in stats.buttons() if (b.custom_id or "").endswith(f":{game}"))
    detail = await (await fake.click(reader, stats, button.custom_id)).reply()
    assert detail.ephemeral_to is reader
    return detail


async def play_a_game(fake, host, guest) -> Message:
    """Open a classic game, let `guest` join, and click it through to the end; the final board."""
    w = fake.world
    lobby = await (await fake.slash(host, w.channel, "heckmeck", "start")).reply()
    await (await fake.click(guest, lobby, label=t("en", "lobby-button-join"))).reply()
    board = await (await fake.click(host, lobby, label=t("en", "lobby-button-start"))).reply()
    for _ in range(MAX_CLICKS):
        turn = turn_text(board)
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
    by_name = {re.sub(r"^\*\*(\d+|–)\.\*\* (\w+) .*", r"\2", row): row for row in rows}
    assert set(by_name) == {"alice", "bob"}
    winners = final.splitlines()[-1]  # the board's last line names the winner(s)
    for player in (w.alice, w.bob):
        won = player.mention in winners
        line = " · 1/1 · ⌀ " if won else " · 0/1 · ⌀ "  # wins / rated games
        assert line in by_name[player.name], text
        # One rated game is not enough for a rank.
        assert by_name[player.name].startswith("**–.** "), text
    # Carol did not play: she is told so, and is not listed.
    assert t("en", "leaderboard-rank-title", player="carol") in text
    assert t("en", "leaderboard-unranked", player="carol", game="heckmeck") in text
    assert answer.buttons() == []  # one page only

    everywhere = await (await fake.slash(w.alice, w.channel, "leaderboard", scope="global")).reply()
    assert t("en", "leaderboard-title", game="heckmeck", scope="global") in everywhere.text
    # alice is on the page: her line is highlighted there, not repeated below
    assert any(line.startswith("➡️ **") and "alice" in line for line in everywhere.text.splitlines())
    assert sum("/1 · ⌀ " in line for line in everywhere.text.splitlines()) == 2  # a row each
    # below it only what a rank still takes
    assert t("en", "leaderboard-to-rank", count=2) in everywhere.text

    stats = await (await stats_of(fake, w.carol, w.channel, w.bob)).reply()
    assert stats.ephemeral_to is w.carol
    assert t("en", "stats-title", player="bob") in stats.text
    assert " in 1 game (" in stats.text
    assert phone_lines(stats.payload(), {}) <= BUDGETS["stats"]
    # A forged details button (a game that is none, a player with no games): refused privately.
    for forged in (f"st:{w.bob.id}:nogame", "st:12345:heckmeck"):
        refusal = await (await fake.click(w.carol, stats, forged, force=True)).reply()
        assert refusal.ephemeral_to is w.carol and not refusal.embeds
    stats = await stats_detail(fake, w.carol, stats, "heckmeck")
    # /stats counts the rated games apart, as the leaderboard does.
    bob_won = w.bob.mention in winners
    assert t("en", "stats-rated-games", wins=int(bob_won), games=1, unrated=0) in stats.text
    assert "Rating: " in stats.text and "in the last rated game" in stats.text

    nobody = await (await fake.slash(w.dave, w.channel, "stats")).reply()
    assert t("en", "stats-no-games", player="dave") in nobody.text
    await fake.assert_healthy()


def board_rows(answer: Message) -> dict[str, str]:
    """A leaderboard's player lines by the player's name."""
    rows = [line for line in answer.text.splitlines() if re.match(r"(➡️ )?\*\*(\d+|–)\.\*\* ", line)]
    return {re.sub(r"^(➡️ )?\*\*(\d+|–)\.\*\* (\w+) .*", r"\3", row): row for row in rows}


# Long enough for alice to click through a turn on a loaded machine (every click gives a fresh
# deadline); bob's three missed turns take three of them.
@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="3")
async def test_a_game_won_by_forfeit_shows_as_such_on_the_leaderboard(fake, bot):
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    rng = random.Random(5)
    # Bob never clicks: his third missed turn removes him, and alice, the last one left, wins.
    while has_controls(board):
        if current_mention(board) == w.alice.id:
            board = await play_turn(fake, board, w.alice, rng, take_chance=1.0)
        else:
            await fake.wait_until(
                lambda shown=board: not has_controls(shown) or current_mention(shown) == w.alice.id,
                what="bob's turn to time out",
                channel=w.channel,
            )
    forfeit = t("en", "ending-forfeit", name=w.alice.mention)
    await fake.wait_for(lambda m: forfeit in m.text, channel=w.channel, after=board)
    with sqlite3.connect(bot.database_path, timeout=10) as db:
        stored = db.execute(
            "SELECT user_id, removed, forfeit FROM results WHERE game_id = ?", (game_id,)
        ).fetchall()
    assert sorted(stored) == sorted([(w.alice.id, 0, 1), (w.bob.id, 1, 0)])

    expected = {
        "en": "1/1 (1 by forfeit)",
        "de": "1/1 (1 kampflos)",
        "es": "1/1 (1 por abandono)",
    }
    for language, line in expected.items():
        if language != "en":
            ix = await fake.slash(
                fake.owner, w.channel, "heckmeck settings language", language=language
            )
            chosen = await ix.reply()
            assert chosen.content == t("en", "settings-language-set", language=language)
        answer = await (await fake.slash(w.alice, w.channel, "leaderboard")).reply()
        rows = board_rows(answer)
        assert set(rows) == {"alice", "bob"}, answer.text
        assert line in rows["alice"] and rows["alice"].startswith("➡️ "), answer.text
        assert "(" not in rows["bob"], answer.text  # removed: never a win by forfeit

    answer = await (await fake.slash(w.alice, w.channel, "export", game=game_id)).reply()
    document = json.loads(answer.files[f"game-{game_id}.json"])
    seats = [player["user_id"] for player in document["players"]]
    assert document["result"]["forfeit"] == seats.index(str(w.alice.id))
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
                " wins, score_sum, updated_at, human_games)"
                " VALUES ('heckmeck', ?, ?, 25, 5, ?, 5, 1, 10, 0, 5)",
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


@pytest.mark.made_up_data
async def test_previous_leads_back_a_page_of_a_board_just_posted(fake, bot):
    """A page button of a leaderboard posted in this run is answered once (a sent View of
    DynamicItems would be called by discord.py as well as by the click router)."""
    w = fake.world
    with sqlite3.connect(bot.database_path, timeout=10) as db:
        for n in range(12):
            db.execute(
                "INSERT INTO ratings (rating_game, scope, user_id, mu, sigma, ordinal, games,"
                " wins, score_sum, updated_at, human_games)"
                " VALUES ('heckmeck', ?, ?, 25, 5, ?, 5, 1, 10, 0, 5)",
                (w.guild.id, 20_000 + n, 40.0 - n),
            )
    first = await (await fake.slash(w.alice, w.channel, "leaderboard")).reply()
    forward = await fake.click(w.alice, first, label=t("en", "leaderboard-next"))
    assert await forward.wait_response() == UPDATE_MESSAGE
    assert "Page 2 of 2" in (await forward.reply()).text
    back = await fake.click(w.alice, first, label=t("en", "leaderboard-previous"))
    assert await back.wait_response() == UPDATE_MESSAGE
    assert "Page 1 of 2" in (await back.reply()).text
    await fake.assert_healthy()
