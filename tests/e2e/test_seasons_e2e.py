"""Seasons through the fake Discord, against the real bot process whose clock the test moves
(the CLOCK_OFFSET_FILE setting): a month ends, the final standings are posted, the champion's
role moves, the new season's table starts empty and the old one shows as the last season; a
season that ended while the bot was down is closed once when it comes back, and never again."""

from __future__ import annotations

import re
import sqlite3
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.i18n import t
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import FakeDiscord, Message, Permissions, Role, User
from tests.e2e.test_leaderboard_e2e import play_a_game, stats_of

MENTION = re.compile(r"<@(\d+)>")
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def at(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


def set_clock(path: Path, moment: float) -> None:
    """From now on the bot's clock reads `moment` (and runs on from there)."""
    path.write_text(repr(moment - time.time()))


def season_title(game: str, season: str) -> str:
    return t("en", "leaderboard-season-title", game=game, season=season)


def rows_of(message: Message) -> list[str]:
    return [line for line in message.text.splitlines() if line.startswith("**")]


async def final_post(fake: FakeDiscord, bot: BotProcess, season: str) -> Message:
    """The season's final post, once the bot has noted the season closed."""
    title = t("en", "season-final-title", season=season)
    post = await fake.wait_for(lambda m: title in m.text, channel=fake.world.other_channel)
    await fake.wait_until(lambda: closed_in_log(bot, season), what=f"{season} noted closed")
    return post


def closed_in_log(bot: BotProcess, season: str) -> bool:
    """The bot's log (of its latest start) says it closed the season and looked on."""
    latest = bot.log_paths[-1].read_text(errors="replace")
    year, month = season.split()[1], MONTHS.index(season.split()[0]) + 1
    closing = latest.find(f"Closing the season {year}-{month:02d} ")
    return closing >= 0 and "1 closed now" in latest[closing:]


def posts_of(fake: FakeDiscord, season: str) -> list[Message]:
    title = t("en", "season-final-title", season=season)
    return [m for m in fake.channel_messages(fake.world.other_channel) if title in m.text]


def setup_roles(fake: FakeDiscord) -> tuple[Role, User]:
    """A champion role below the bot's own role, which may manage roles; an admin."""
    guild = fake.world.guild
    champion = guild.add_role("Champion")
    guild.give_role(fake.bot_user, guild.add_role("Heckmeck", permissions=Permissions.MANAGE_ROLES))
    admin = fake.add_user("admin")
    guild.add_member(admin, permissions=Permissions.MEMBER_DEFAULT | Permissions.ADMINISTRATOR)
    return champion, admin


async def test_a_month_ends_a_season_and_a_restart_closes_one_that_ended_meanwhile(
    fake, start_bot, tmp_path
):
    w = fake.world
    champion_role, admin = setup_roles(fake)
    clock = tmp_path / "clock"
    set_clock(clock, at(2026, 10, 31, 22, 0))
    bot = await start_bot(CLOCK_OFFSET_FILE=str(clock))

    ask = await fake.slash(
        admin,
        w.channel,
        "heckmeck",
        "settings",
        "season",
        length="monthly",
        champion_role=champion_role,
        channel=w.other_channel,
    )
    answer = await ask.reply()
    assert answer.ephemeral_to == admin
    assert "This season is October 2026" in answer.text and champion_role.mention in answer.text
    assert "⚠️" not in answer.text  # the bot can give this role

    await play_a_game(fake, w.alice, w.bob)
    october = await (await fake.slash(w.carol, w.channel, "leaderboard")).reply()
    assert season_title("heckmeck", "October 2026") in october.text
    assert len(rows_of(october)) == 2, october.text

    # Midnight UTC: October is over.
    set_clock(clock, at(2026, 11, 1, 0, 0, 1))
    post = await final_post(fake, bot, "October 2026")
    first = int(MENTION.search(post.content).group(1))
    assert t("en", "season-final-champion", player=f"<@{first}>", season="October 2026") in (
        post.content
    )
    assert first in (w.alice.id, w.bob.id)
    assert rows_of(post)[0].startswith(f"**1.** {fake.users[first].name} ")
    assert t("en", "season-final-next", season="November 2026") in post.text
    await fake.wait_until(lambda: w.guild.holders(champion_role) == [fake.users[first]])

    november = await (await fake.slash(w.carol, w.channel, "leaderboard")).reply()
    assert season_title("heckmeck", "November 2026") in november.text
    assert t("en", "leaderboard-empty") in november.text
    last = await (await fake.slash(w.carol, w.channel, "leaderboard", period="last")).reply()
    assert season_title("heckmeck", "October 2026") in last.text and len(rows_of(last)) == 2
    ever = await (await fake.slash(w.carol, w.channel, "leaderboard", period="all")).reply()
    assert t("en", "leaderboard-title", game="heckmeck", scope="server") in ever.text
    assert len(rows_of(ever)) == 2
    stats = await (await stats_of(fake, w.alice, w.channel, w.alice)).reply()
    assert t("en", "stats-season-none", season="November 2026") in stats.text

    # Carol and Dave play November; at its end the role moves to its champion.
    await play_a_game(fake, w.carol, w.dave)
    set_clock(clock, at(2026, 12, 1, 0, 0, 1))
    post = await final_post(fake, bot, "November 2026")
    second = int(MENTION.search(post.content).group(1))
    assert second in (w.carol.id, w.dave.id)
    await fake.wait_until(lambda: w.guild.holders(champion_role) == [fake.users[second]])

    # December ends while the bot is down: it closes it when it comes back, once.
    await bot.kill()
    set_clock(clock, at(2027, 1, 1, 0, 5))
    await bot.start()
    post = await final_post(fake, bot, "December 2026")
    assert t("en", "season-final-nobody", season="December 2026") in post.content
    await fake.wait_until(lambda: w.guild.holders(champion_role) == [])
    await bot.restart()
    await fake.wait_until(
        lambda: "Seasons looked at" in bot.log_paths[-1].read_text(), what="a look at seasons"
    )
    assert "Seasons looked at: 0 closed now" in bot.log_paths[-1].read_text()
    assert len(posts_of(fake, "December 2026")) == 1
    assert [len(posts_of(fake, s)) for s in ("October 2026", "November 2026")] == [1, 1]
    await fake.assert_healthy()


async def test_a_role_the_bot_cannot_give_and_seasons_off(fake, start_bot, tmp_path):
    w = fake.world
    _, admin = setup_roles(fake)
    above = w.guild.add_role("Above the bot")
    clock = tmp_path / "clock"
    set_clock(clock, at(2026, 11, 20, 12, 0))
    await start_bot(CLOCK_OFFSET_FILE=str(clock))

    refused = await fake.slash(w.carol, w.channel, "leaderboard", period="season")
    assert (await refused.reply()).text == t("en", "season-refused-off")
    ask = await fake.slash(
        admin, w.channel, "heckmeck", "settings", "season", length="quarterly", champion_role=above
    )
    answer = await ask.reply()
    assert "This season is Q4 2026" in answer.text
    assert t("en", "season-problem-role-too-high", role=above.mention) in answer.text
    refused = await fake.slash(w.carol, w.channel, "leaderboard", scope="global", period="last")
    assert (await refused.reply()).text == t("en", "season-refused-global")
    quarter = await (await fake.slash(w.carol, w.channel, "leaderboard")).reply()
    assert season_title("heckmeck", "Q4 2026") in quarter.text

    off = await fake.slash(admin, w.channel, "heckmeck", "settings", "season", length="off")
    assert (await off.reply()).text == t("en", "settings-season-off")
    ever = await (await fake.slash(w.carol, w.channel, "leaderboard")).reply()
    assert t("en", "leaderboard-title", game="heckmeck", scope="server") in ever.text
    await fake.assert_healthy()


@pytest.mark.made_up_data  # ratings without games
async def test_a_season_table_keeps_its_season_on_its_page_buttons(fake, bot):
    w = fake.world
    _, admin = setup_roles(fake)
    ask = await fake.slash(admin, w.channel, "heckmeck", "settings", "season", length="monthly")
    assert t("en", "settings-season-off") not in (await ask.reply()).text
    now = time.time()
    month = datetime.fromtimestamp(now, UTC)
    season = f"{month.year:04d}-{month.month:02d}"
    # 15 rated players this season and 3 others all time, straight into the bot's database.
    with sqlite3.connect(bot.database_path, timeout=10) as db:
        for n in range(15):
            db.execute(
                "INSERT INTO season_ratings (rating_game, scope, season, user_id, mu, sigma,"
                " ordinal, games, wins, score_sum, updated_at, human_games)"
                " VALUES ('heckmeck', ?, ?, ?, 25, 5, ?, 4, 1, 10, 0, 4)",
                (w.guild.id, season, 10_000 + n, 40.0 - n),
            )
            db.execute(
                "INSERT INTO players (user_id, name, updated_at) VALUES (?, ?, 0)",
                (10_000 + n, f"player{n + 1}"),
            )
        for n in range(3):
            db.execute(
                "INSERT INTO ratings (rating_game, scope, user_id, mu, sigma, ordinal, games,"
                " wins, score_sum, updated_at, human_games)"
                " VALUES ('heckmeck', ?, ?, 25, 5, 1, 5, 1, 10, 0, 5)",
                (w.guild.id, 20_000 + n),
            )
    first = await (await fake.slash(w.alice, w.channel, "leaderboard")).reply()
    title = MONTHS[month.month - 1] + f" {month.year}"
    assert season_title("heckmeck", title) in first.text
    assert "Page 1 of 2" in first.text and "**10.** player10 " in first.text
    click = await fake.click(w.bob, first, label=t("en", "leaderboard-next"))
    second = await click.reply()
    assert season_title("heckmeck", title) in second.text
    assert "**11.** player11 " in second.text and "Page 2 of 2" in second.text
    ever = await (await fake.slash(w.alice, w.channel, "leaderboard", period="all")).reply()
    assert len(rows_of(ever)) == 3 and "player1 " not in ever.text
