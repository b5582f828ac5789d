"""End to end: the Daily Grill through the fake Discord. Whole attempts played privately with the
board's buttons, the result with the computer's score and the standings, Share in the channel,
the review, the server's table, one attempt a day, an attempt resumed after a restart, and the
texts in English, German and Spanish."""

from __future__ import annotations

import contextlib
import itertools
import random
import sqlite3
import time
from datetime import UTC, date, datetime
from typing import Any

import orjson
import pytest

from bot.domain.heckmeck.daily import game
from bot.domain.heckmeck.daily.computer import computer_attempt, computer_choice
from bot.domain.heckmeck.engine import rules as hm
from bot.i18n import t
from cogs.heckmeck.daily_view import MOVE, marks_line, move_id
from tests.e2e.fake_discord import (
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    DISCORD_EPOCH_MS,
    UPDATE_MESSAGE,
    Message,
    User,
)
from tests.e2e.movable_clock import MovableClock
from tests.phone import phone_lines, phone_text
from tests.phone_budgets import BUDGETS


@pytest.fixture
async def bot(start_bot, tmp_path):
    """The bot on a clock at midday UTC (bot/clock.py): a test run across midnight would see
    the day's attempts and table change under it."""
    clock = MovableClock(tmp_path)
    now = datetime.now(UTC)
    clock.advance((now.replace(hour=12, minute=0, second=0, microsecond=0) - now).total_seconds())
    return await start_bot(**clock.setting)


def stored(bot, user: User) -> dict[str, Any] | None:
    with contextlib.closing(
        sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True, timeout=10)
    ) as db:
        db.row_factory = sqlite3.Row
        row = db.execute("SELECT * FROM daily_attempts WHERE user_id = ?", (user.id,)).fetchone()
    return None if row is None else dict(row)


def day_of(message: Message) -> date:
    ids = [b.custom_id for b in message.buttons() if (b.custom_id or "").startswith("hmd")]
    assert ids, message.describe_buttons()
    return datetime.strptime(ids[0].split(":")[1], "%Y%m%d").date()


async def private(ix) -> Message:
    kind = await ix.wait_response()
    assert kind in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE), kind
    answer = await ix.reply()
    assert answer.ephemeral_to is ix.user, answer
    return answer


async def open_daily(fake, user: User, channel, **options: Any) -> Message:
    return await private(await fake.slash(user, channel, "heckmeck", "daily", **options))


def button_for(day: date, step: int, action: hm.Action) -> str:
    if isinstance(action, hm.Roll):
        return move_id(day, step, "roll")
    if isinstance(action, hm.SetAside):
        return move_id(day, step, "face", action.face)
    assert isinstance(action, hm.Stop), action
    return move_id(day, step, "take", str(action.take.tile))


async def play_moves(fake, bot, user: User, message: Message, choose, limit: int) -> Message:
    """Click up to `limit` moves chosen by `choose(state)` on the player's daily message (each
    click edits it, or the last one's deferred answer fills it); returns the message."""
    day = day_of(message)
    for _ in range(limit):
        row = stored(bot, user)
        attempt = game.replay(day, orjson.loads(row["actions"]))
        if attempt.done:
            break
        custom_id = button_for(day, attempt.step, choose(attempt.state))
        ix = await fake.click(user, message, custom_id)
        kind = await ix.wait_response()
        assert kind in (UPDATE_MESSAGE, DEFERRED_UPDATE_MESSAGE), (kind, message.text)
        await ix.reply()
        assert stored(bot, user)["step"] == attempt.step + 1
    return message


def random_choice(seed: int):
    rng = random.Random(seed)

    def choose(state: hm.HeckmeckState) -> hm.Action:
        return rng.choice([a for a in hm.legal_actions(state, 0) if not isinstance(a, hm.Timeout)])

    return choose


async def test_a_whole_daily_share_review_table_and_one_attempt_a_day(fake, bot):
    w = fake.world
    first = await open_daily(fake, w.alice, w.channel)
    day = day_of(first)
    assert t("en", "daily-title", day=day.isoformat()) in first.text
    assert t("en", "daily-intro", turns=game.TURNS) in first.text
    assert stored(bot, w.alice)["step"] == 0
    # the faces cannot be pressed before the first roll; Roll can
    assert [b.custom_id for b in first.buttons(enabled=True)] == [move_id(day, 0, "roll")]

    # Alice plays as the hard computer plays: she sees its game, move for move, and its score.
    done = await play_moves(fake, bot, w.alice, first, computer_choice, 400)
    row = stored(bot, w.alice)
    computer = computer_attempt(day)
    assert row["done"] == 1 and orjson.loads(row["actions"]) == computer.actions
    assert (row["score"], row["failed"]) == (computer.score.worms, computer.score.failed)
    text = done.text
    assert t("en", "daily-computer-title") in text
    score = computer.score
    assert t("en", "daily-score", worms=score.worms, failed=score.failed,
             highest=score.highest) in text  # fmt: skip
    assert t("en", "daily-standing", server_rank=1, server_players=1, rank=1, players=1) in text
    assert t("en", "daily-streak", streak=1, best=1) in text
    shown = phone_text(done.payload(), {})
    assert phone_lines(done.payload(), {}) <= BUDGETS["daily-result"], shown

    # Bob plays his own way on the same dice; his first roll is Alice's first roll.
    bobs = await open_daily(fake, w.bob, w.channel)
    await play_moves(fake, bot, w.bob, bobs, random_choice(5), 1)
    bob_attempt = game.replay(day, orjson.loads(stored(bot, w.bob)["actions"]))
    assert bob_attempt.rows[0]["events"][0]["dice"] == computer.rows[0]["events"][0]["dice"]
    await play_moves(fake, bot, w.bob, bobs, random_choice(5), 400)
    assert stored(bot, w.bob)["done"] == 1

    # Share: one public line in the channel, spoiler-free: a square per turn, worms, streak.
    share = await fake.click(w.alice, done, label=t("en", "daily-share-button"))
    assert await share.wait_response() == CHANNEL_MESSAGE
    line = await share.reply()
    assert line.ephemeral_to is None and line.channel is w.channel
    marks = marks_line(computer.marks())
    assert line.content == t("en", "daily-share", name=w.alice.name, day=day.isoformat(),
                             marks=marks, worms=score.worms, streak=1)  # fmt: skip
    assert "/heckmeck daily" in line.content  # how to play it too
    assert phone_lines(line.payload(), {}) <= BUDGETS["daily-share"]
    assert len(computer.marks()) == game.TURNS

    # Review: per turn, privately; the hard computer's own play has nothing to regret.
    review = await private(await fake.click(w.alice, done, label=t("en", "daily-review-button")))
    assert t("en", "daily-review-title", day=day.isoformat()) in review.text
    assert t("en", "daily-review-all-best") in review.text
    assert review.text.count("\nT") >= game.TURNS - 1  # a line per turn
    bobs_review = await private(await fake.click(w.bob, bobs, label=t("en", "daily-review-button")))
    assert t("en", "daily-review-costly-title") in bobs_review.text  # random play has regrets

    # The server's table: both of today's players, best first; the streaks.
    table = await open_daily(fake, w.carol, w.channel, board=True)
    today_field = table.embeds[0]["fields"][0]["value"]
    assert "alice" in today_field and "bob" in today_field
    assert stored(bot, w.carol) is None  # looking at the table starts no attempt
    assert "alice" in table.embeds[0]["fields"][2]["value"]

    # One attempt a day: /heckmeck daily again shows the result, and the old buttons move nothing.
    again = await open_daily(fake, w.alice, w.channel)
    assert t("en", "daily-computer-title") in again.text
    assert stored(bot, w.alice)["step"] == len(computer.actions)
    old = await fake.click(w.alice, first, move_id(day, 0, "roll"), force=True)
    await old.wait_response()
    assert stored(bot, w.alice)["step"] == len(computer.actions)


async def test_an_attempt_survives_a_restart_and_resumes_where_it_stands(fake, bot):
    w = fake.world
    message = await open_daily(fake, w.dave, w.channel)
    day = day_of(message)
    await play_moves(fake, bot, w.dave, message, computer_choice, 5)
    step = stored(bot, w.dave)["step"]
    assert step == 5

    await bot.restart(kill=True)

    # The old message's buttons still play on, from the stored step.
    await play_moves(fake, bot, w.dave, message, computer_choice, 2)
    assert stored(bot, w.dave)["step"] == step + 2
    # A new /heckmeck daily resumes the same attempt where it stands (a fresh message, as when
    # the first one's 15 minutes are over), with buttons for the current step.
    resumed = await open_daily(fake, w.dave, w.channel)
    assert all(
        b.custom_id.split(":")[2] == str(step + 2)
        for b in resumed.buttons() if (b.custom_id or "").startswith(f"{MOVE}:")
    )  # fmt: skip
    now = game.replay(day, orjson.loads(stored(bot, w.dave)["actions"]))
    assert t("en", "daily-turn", turn=now.turn + 1, turns=game.TURNS, worms=now.score.worms) in (
        resumed.text
    )
    await play_moves(fake, bot, w.dave, resumed, computer_choice, 400)
    row = stored(bot, w.dave)
    assert row["done"] == 1
    assert orjson.loads(row["actions"]) == computer_attempt(day).actions


async def test_the_daily_in_german_and_spanish(fake, bot):
    w = fake.world
    for name, locale, lang in (("hans", "de", "de"), ("pablo", "es-ES", "es")):
        user = fake.add_user(name, locale=locale)
        w.guild.add_member(user)
        message = await open_daily(fake, user, w.channel)
        day = day_of(message)
        assert t(lang, "daily-title", day=day.isoformat()) in message.text
        assert t(lang, "daily-intro", turns=game.TURNS) in message.text
        assert t(lang, "button-roll") in [b.label for b in message.buttons()]
        await play_moves(fake, bot, user, message, random_choice(len(name)), 400)
        assert t(lang, "daily-score-title") in message.text
        assert t(lang, "daily-share-button") in [b.label for b in message.buttons()]
        review = await private(
            await fake.click(user, message, label=t(lang, "daily-review-button"))
        )
        assert t(lang, "daily-review-title", day=day.isoformat()) in review.text
        table = await open_daily(fake, user, w.channel, board=True)
        assert t(lang, "daily-board-title") in table.text


async def test_a_click_on_a_message_too_old_to_edit_is_answered_with_a_fresh_one(fake, bot):
    """Discord lets a bot edit an ephemeral message through its interaction for 15 minutes; the
    bot tells a message's age from its id. Here the daily's message gets an id from an hour ago."""
    w = fake.world
    an_hour_ago = (int((time.time() - 3600) * 1000) - DISCORD_EPOCH_MS) << 22
    old_ids = itertools.count(an_hour_ago)
    fake.snowflakes.next = lambda: next(old_ids)  # the ids of this command and its answer
    try:
        old = await open_daily(fake, w.erin, w.channel)
    finally:
        del fake.snowflakes.next
    day = day_of(old)
    before = old.text
    ix = await fake.click(w.erin, old, move_id(day, 0, "roll"))
    assert await ix.wait_response() == CHANNEL_MESSAGE
    fresh = await ix.reply()
    assert fresh.ephemeral_to is w.erin and fresh is not old
    assert stored(bot, w.erin)["step"] == 1
    assert old.text == before  # the old message is left as it was
    # the fresh message plays on, edited in place
    await play_moves(fake, bot, w.erin, fresh, computer_choice, 2)
    assert stored(bot, w.erin)["step"] == 3
