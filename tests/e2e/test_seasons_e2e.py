"""Seasons through the fake Discord, against the real bot process whose clock the test moves
(the CLOCK_OFFSET_FILE setting): a month ends, the final standings are posted, the champion (the
season's #1 ranked player) gets the role, the new season's table starts empty and the old one
shows as the last season; a season nobody was ranked in has no champion and the last champion
hands the role back; a season that ended while the bot was down is closed once when it comes
back, and never again; a close cut short by a crash after its post is taken up again without
posting twice; two shard processes over one database each close their own servers' seasons
once."""

from __future__ import annotations

import json
import re
import sqlite3
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.domain.results import MIN_GAMES
from bot.i18n import t
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import FakeDiscord, Interaction, Message, Permissions, Role, User
from tests.e2e.test_leaderboard_e2e import play_a_game, stats_of
from tests.e2e.test_sharding import SHARDS, guild_in_shard

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


def history_reads(fake: FakeDiscord) -> list[str]:
    """The bot's reads of a channel's recent messages (looking for a post it sent before)."""
    return [r for r in fake.requests if r.startswith("GET ") and r.endswith("/messages")]


def write_season_ratings(
    bot: BotProcess, guild_id: int, season: str, players: dict[User, tuple[float, int]]
) -> None:
    """Season ratings straight into the bot's database, as if the players had played: each
    player's (OpenSkill ordinal, rated games against other people), one win each."""
    with sqlite3.connect(bot.database_path, timeout=10) as db:
        for user, (ordinal, games) in players.items():
            db.execute(
                "INSERT INTO season_ratings (rating_game, scope, season, user_id, mu, sigma,"
                " ordinal, games, wins, score_sum, updated_at, human_games)"
                " VALUES ('heckmeck', ?, ?, ?, 25, 5, ?, ?, 1, 10, 0, ?)",
                (guild_id, season, user.id, ordinal, games, games),
            )
            db.execute(
                "INSERT INTO players (user_id, name, updated_at) VALUES (?, ?, 0)",
                (user.id, user.name),
            )


def setup_roles(fake: FakeDiscord) -> tuple[Role, User]:
    """A champion role below the bot's own role, which may manage roles; an admin."""
    guild = fake.world.guild
    champion = guild.add_role("Champion")
    guild.give_role(fake.bot_user, guild.add_role("Heckmeck", permissions=Permissions.MANAGE_ROLES))
    admin = fake.add_user("admin")
    guild.add_member(admin, permissions=Permissions.MEMBER_DEFAULT | Permissions.ADMINISTRATOR)
    return champion, admin


async def monthly_seasons(fake: FakeDiscord, admin: User, champion_role: Role) -> Interaction:
    """The admin turns monthly seasons on, with the champion role and the other channel."""
    w = fake.world
    return await fake.slash(
        admin,
        w.channel,
        "heckmeck",
        "settings",
        "season",
        length="monthly",
        champion_role=champion_role,
        channel=w.other_channel,
    )


async def test_a_month_ends_a_season_and_a_restart_closes_one_that_ended_meanwhile(
    fake, start_bot, tmp_path
):
    w = fake.world
    champion_role, admin = setup_roles(fake)
    clock = tmp_path / "clock"
    set_clock(clock, at(2026, 10, 31, 22, 0))
    bot = await start_bot(CLOCK_OFFSET_FILE=str(clock))

    answer = await (await monthly_seasons(fake, admin, champion_role)).reply()
    assert answer.ephemeral_to == admin
    assert "This season is October 2026" in answer.text and champion_role.mention in answer.text
    assert "⚠️" not in answer.text  # the bot can give this role

    for _ in range(MIN_GAMES):  # enough games against each other for a rank
        await play_a_game(fake, w.alice, w.bob)
    october = await (await fake.slash(w.carol, w.channel, "leaderboard")).reply()
    assert season_title("heckmeck", "October 2026") in october.text
    assert len(rows_of(october)) == 2, october.text
    assert t("en", "leaderboard-newcomers", min=MIN_GAMES) not in october.text
    stats = await (await stats_of(fake, w.alice, w.channel, w.alice)).reply()
    assert re.search(r"This season \(October 2026\): #[12] · rating ", stats.text), stats.text

    # Midnight UTC: October is over.
    set_clock(clock, at(2026, 11, 1, 0, 0, 1))
    post = await final_post(fake, bot, "October 2026")
    first = int(MENTION.search(post.content).group(1))
    assert t("en", "season-final-champion", player=f"<@{first}>", season="October 2026") in (
        post.content
    )
    assert first in (w.alice.id, w.bob.id)
    assert rows_of(post)[0] == f"**1.** {fake.users[first].name}"
    assert rows_of(post)[1].startswith("**2.** ")
    assert t("en", "season-final-next", season="November 2026") in post.text
    await fake.wait_until(lambda: w.guild.holders(champion_role) == [fake.users[first]])
    assert not history_reads(fake), "a first close has no post of its own to look for"

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

    # Carol and Dave play one game in November: rated, but a rank takes more, so November has
    # no champion (however high the winner's rating), and October's hands the role back.
    await play_a_game(fake, w.carol, w.dave)
    stats = await (await stats_of(fake, w.carol, w.channel, w.carol)).reply()
    assert "This season (November 2026): no rank yet · rating " in stats.text, stats.text
    set_clock(clock, at(2026, 12, 1, 0, 0, 1))
    post = await final_post(fake, bot, "November 2026")
    no_champion = t("en", "season-final-no-champion", season="November 2026", min=MIN_GAMES)
    handed_back = t("en", "season-final-role-free", role=champion_role.mention)
    assert post.content == f"{no_champion}\n{handed_back}"
    assert not MENTION.search(post.content)  # nobody pinged
    lines = post.text.splitlines()
    unranked = lines.index(t("en", "season-final-unranked", min=MIN_GAMES))
    listed = {line.split(" · ")[0] for line in lines[unranked + 1 : unranked + 3]}
    assert listed == {f"**–.** {w.carol.name}", f"**–.** {w.dave.name}"}, post.text
    assert not any(line.startswith("**1.**") for line in lines)
    await fake.wait_until(lambda: w.guild.holders(champion_role) == [])

    # December ends while the bot is down: it closes it when it comes back, once.
    await bot.kill()
    set_clock(clock, at(2027, 1, 1, 0, 5))
    await bot.start()
    post = await final_post(fake, bot, "December 2026")
    assert post.content == t("en", "season-final-nobody", season="December 2026")
    assert w.guild.holders(champion_role) == []
    await bot.restart()
    await fake.wait_until(
        lambda: "Seasons looked at" in bot.log_paths[-1].read_text(), what="a look at seasons"
    )
    assert "Seasons looked at: 0 closed now" in bot.log_paths[-1].read_text()
    assert len(posts_of(fake, "December 2026")) == 1
    assert [len(posts_of(fake, s)) for s in ("October 2026", "November 2026")] == [1, 1]
    await fake.assert_healthy()


@pytest.mark.made_up_data  # season ratings without games
async def test_a_close_cut_short_after_its_post_is_finished_without_a_second_post(
    fake, start_bot, tmp_path
):
    """The bot dies after Discord took the final post, before it learnt the post's id: back,
    it waits out the dead process's claim, finds its own post in the channel and does not post
    again. Then it dies after noting the post but before marking the season closed: back, it
    reads the noted post and again posts nothing. The champion (the best ranked player, not the
    unranked one rated higher) takes the role from September's and keeps it throughout."""
    w = fake.world
    champion_role, admin = setup_roles(fake)
    clock = tmp_path / "clock"
    set_clock(clock, at(2026, 10, 31, 22, 0))
    bot = await start_bot(CLOCK_OFFSET_FILE=str(clock))
    await (await monthly_seasons(fake, admin, champion_role)).reply()
    ratings = {w.carol: (30.0, MIN_GAMES - 1), w.alice: (20.0, MIN_GAMES), w.bob: (10.0, 5)}
    write_season_ratings(bot, w.guild.id, "2026-10", ratings)
    with sqlite3.connect(bot.database_path, timeout=10) as db:  # Dave won September
        db.execute(
            "INSERT INTO season_closes (guild_id, season, claimed_at, done, champion_id)"
            " VALUES (?, '2026-09', ?, 1, ?)",
            (w.guild.id, at(2026, 10, 1), w.dave.id),
        )
    w.guild.give_role(w.dave, champion_role)

    title = t("en", "season-final-title", season="October 2026")
    hold = fake.hold_answer("post", lambda body: title in json.dumps(body, ensure_ascii=False))
    set_clock(clock, at(2026, 11, 1, 0, 0, 1))
    await fake.wait_until(hold.held.is_set, what="the final post sent")
    await bot.kill()
    hold.release()
    (post,) = posts_of(fake, "October 2026")
    assert t("en", "season-final-footer", id="2026-10") in post.text
    assert int(MENTION.search(post.content).group(1)) == w.alice.id
    champion = w.alice
    assert [row.split(" · ")[0] for row in rows_of(post)] == [
        f"**1.** {w.alice.name}", f"**2.** {w.bob.name}", f"**–.** {w.carol.name}"
    ]  # fmt: skip

    # Back a minute later: the dead process's claim is too young to take over; the bot looks
    # again and again meanwhile (not only at the next month).
    set_clock(clock, at(2026, 11, 1, 0, 1))
    await bot.start()
    await fake.wait_until(
        lambda: bot.log_paths[-1].read_text().count("Seasons looked at: 0 closed now") >= 2,
        what="the bot looking again at a season claimed but not closed",
    )
    set_clock(clock, at(2026, 11, 1, 0, 15))
    await fake.wait_until(lambda: closed_in_log(bot, "October 2026"), what="October closed")
    assert "is out already" in bot.log_paths[-1].read_text()
    assert len(posts_of(fake, "October 2026")) == 1
    assert w.guild.holders(champion_role) == [champion]
    reads = len(history_reads(fake))
    assert reads >= 1

    # Died after noting the post, before marking the season closed (made so by hand).
    await bot.kill()
    with sqlite3.connect(bot.database_path, timeout=10) as db:
        noted = db.execute("SELECT post_id FROM season_closes WHERE season = '2026-10'")
        assert noted.fetchone() == (post.id,)
        db.execute("UPDATE season_closes SET done = 0, claimed_at = 0 WHERE season = '2026-10'")
    await bot.start()
    await fake.wait_until(lambda: closed_in_log(bot, "October 2026"), what="October closed again")
    assert "is out already" in bot.log_paths[-1].read_text()
    assert len(posts_of(fake, "October 2026")) == 1
    assert w.guild.holders(champion_role) == [champion]
    assert len(history_reads(fake)) == reads  # the noted post: nothing to look for
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


@pytest.mark.parametrize("shared_store", ["sqlite", "postgresql"], indirect=True)
async def test_two_shard_processes_each_close_their_own_servers_seasons_once(
    fake, tmp_path, shared_store
):
    """Two processes, a shard each, over one database: at the month's end each posts the final
    standings of its own server's season, once; started again, neither posts anything more."""
    w = fake.world
    admin = fake.add_user("admin")
    guilds = [guild_in_shard(fake, shard, [w.alice, w.bob]) for shard in range(SHARDS)]
    for guild in guilds:
        guild.add_member(admin, permissions=Permissions.MEMBER_DEFAULT | Permissions.ADMINISTRATOR)
    clock = tmp_path / "clock"
    set_clock(clock, at(2026, 10, 31, 22, 0))
    bots = []
    for shard in range(SHARDS):
        workdir = tmp_path / f"shard-{shard}"
        workdir.mkdir()
        settings = {"SHARD_COUNT": str(SHARDS), "SHARD_IDS": str(shard)}
        bot = BotProcess(fake, workdir, DATABASE_URL=shared_store, CLOCK_OFFSET_FILE=str(clock))
        bots.append(bot)
        await bot.start(**settings)
    try:
        channels = [next(iter(guild.channels.values())) for guild in guilds]
        for channel in channels:
            ask = await fake.slash(
                admin, channel, "heckmeck", "settings", "season", length="monthly"
            )
            assert "This season is October 2026" in (await ask.reply()).text

        set_clock(clock, at(2026, 11, 1, 0, 0, 1))
        title = t("en", "season-final-title", season="October 2026")
        for channel in channels:
            await fake.wait_for(lambda m: title in m.text, channel=channel)
        for shard, bot in enumerate(bots):
            guild_id = guilds[shard].id
            await fake.wait_until(
                lambda b=bot: "1 closed now" in b.log(), what=f"shard {shard} noted its close"
            )
            assert f"Closing the season 2026-10 of guild {guild_id}" in bot.log()
            assert f"of guild {guilds[1 - shard].id}" not in bot.log()  # not the other's server

        for bot in bots:  # both processes die and come back
            await bot.kill()
        await fake.wait_until(lambda: not fake.connected, what="the gateway to drop")
        for bot in bots:
            await bot.start()
            await fake.wait_until(
                lambda b=bot: "Seasons looked at" in b.log_paths[-1].read_text(),
                what="a look at seasons after the restart",
            )
            assert "Seasons looked at: 0 closed now" in bot.log_paths[-1].read_text()
        for channel in channels:
            posts = [m for m in fake.channel_messages(channel) if title in m.text]
            assert len(posts) == 1, fake.describe(channel)
        for bot in bots:
            assert "Traceback" not in bot.log(), bot.log()
    finally:
        for bot in bots:
            await bot.kill()
    await fake.assert_healthy()
