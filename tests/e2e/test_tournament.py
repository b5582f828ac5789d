"""A whole tournament through the fake Discord: nine players at tables of three over two rounds
and a final table of four, played by scripted players in the tables' threads, with the bot killed
and restarted in the middle of round 2, to the winner's post and card; and what the organiser's
commands and the sign-up's buttons refuse (privately, changing nothing)."""

from __future__ import annotations

import copy
import json
import re

import pytest

from bot.i18n import t
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE, Message, Permissions
from tests.e2e.movable_clock import MovableClock
from tests.e2e.players import game_row
from tests.e2e.tournament_players import (
    THREAD_LINK,
    mentioned,
    play_tables,
    press,
    table_boards,
    tournament_id_of,
    tournament_row,
    tournament_tables,
)

POINTS = re.compile(r": (\d+(?:\.\d+)?) points? ·")


def titled(title: str):
    return lambda m: any(e.get("title") == title for e in m.embeds)


def threads_of_post(fake, post: Message):
    ids = [int(i) for f in post.embeds[0]["fields"] for i in THREAD_LINK.findall(f["value"])]
    return [fake.channels[i] for i in ids]


def points_in(post: Message) -> list[float]:
    text = "\n".join(f["value"] for f in post.embeds[0]["fields"])
    return [float(p) for p in POINTS.findall(text)]


async def all_points(fake, user, post: Message) -> list[float]:
    """The points on every page of a standings post: its own page, then Next, pressed under the
    post (answered privately) and under that private answer (turned in place)."""
    points = points_in(post)
    shown = copy.deepcopy(post.embeds)
    next_label = t("en", "tournament-standings-next")
    ix = await fake.click(user, post, label=next_label)
    page = await ix.reply()
    assert page.ephemeral_to is user and post.embeds == shown  # nobody else's page turns
    while True:
        points += points_in(page)
        following = [b for b in page.buttons() if b.label == next_label and not b.disabled]
        if not following:
            return points
        ix = await fake.click(user, page, label=next_label)
        await ix.wait_response()


async def private_answer(ix) -> str:
    assert await ix.wait_response() in (CHANNEL_MESSAGE, 5, 6), ix
    answer = await ix.reply()
    assert answer.ephemeral_to is ix.user, answer
    return answer.text


async def play_round(fake, bot, tid: int, round_no: int, players, seed: int, *, restart=False):
    """The round's post, its threads, every table played to its end; with `restart`, the bot is
    killed and restarted after the first table finished and the others have begun."""
    heading = t("en", "tournament-round-heading", number=tid, round=round_no, rounds=2)
    if round_no == 3:
        heading = t("en", "tournament-final-heading", number=tid)
    post = await fake.wait_for(titled(heading), channel=fake.world.channel, timeout=90)
    threads = threads_of_post(fake, post)
    stored = [tb for tb in tournament_tables(bot, tid) if tb["round_no"] == round_no]
    assert [tb["thread_id"] for tb in stored] == [thread.id for thread in threads]
    for table, thread in zip(stored, threads, strict=True):
        name = (
            t("en", "tournament-final-table-name")
            if round_no == 3
            else t("en", "tournament-table-name", round=round_no, table=table["table_no"])
        )
        assert thread.name == name and thread.parent is fake.world.channel
        assert set(mentioned(post.content)) >= set(table["seats"])
    boards = await table_boards(fake, threads)
    if restart:
        first, *others = boards
        await play_tables(fake, [first], players, seed)
        await play_tables(fake, others, players, seed + 10, stop_after=2)
        await bot.restart(kill=True)
        boards = others
    await play_tables(fake, boards, players, seed + 20)
    return stored


@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="900")
async def test_nine_players_two_rounds_a_final_and_a_restart_to_the_winners_card(fake, bot):
    w = fake.world
    ivan = fake.add_user("ivan")
    w.guild.add_member(ivan)
    players = [*w.players, ivan]
    # The owner names the organisers' role; alice has it, bob does not.
    organisers = w.guild.add_role("Organisers")
    w.guild.give_role(w.alice, organisers)
    ix = await fake.slash(fake.owner, w.channel, "tournament role", role=organisers)
    assert await private_answer(ix) == t("en", "tournament-role-set", role=organisers.mention)
    ix = await fake.slash(w.bob, w.channel, "tournament role", role=organisers)
    assert await private_answer(ix) == t("en", "permission-needed")
    ix = await fake.slash(w.bob, w.channel, "tournament create", game="heckmeck")
    assert await private_answer(ix) == t("en", "tournament-not-allowed")

    ix = await fake.slash(
        w.alice,
        w.channel,
        "tournament create",
        game="heckmeck",
        rounds=2,
        table_size=3,
        final_size=4,
        short_game=True,
    )
    assert await ix.wait_response() == CHANNEL_MESSAGE
    signup = await ix.reply()
    assert signup.ephemeral_to is None
    tid = tournament_id_of(signup)
    await fake.wait_until(
        lambda: tournament_row(bot, tid)["signup_message_id"] == signup.id,
        what="the sign-up message noted with the tournament",
    )

    # Too few to start; a second join; a leave by someone not in; a start by a player.
    await press(fake, w.alice, signup, "join")
    ix = await press(fake, w.alice, signup, "start")
    assert await private_answer(ix) == t("en", "tournament-refused-too-few", needed=3, signed=1)
    ix = await press(fake, w.alice, signup, "join")
    assert await private_answer(ix) == t("en", "tournament-refused-joined")
    ix = await press(fake, w.bob, signup, "leave")
    assert await private_answer(ix) == t("en", "tournament-refused-not-joined")
    for player in players[1:]:
        ix = await press(fake, player, signup, "join")
        assert ix.response_type == UPDATE_MESSAGE, await ix.reply()
    listed = signup.embeds[0]["fields"][1]
    assert listed["name"] == t("en", "tournament-signup-players", count=9)
    six = " · ".join(player.mention for player in players[:6])
    assert listed["value"] == f"{six} · {t('en', 'tournament-signup-more', count=3)}"
    ix = await press(fake, w.bob, signup, "start")
    assert await private_answer(ix) == t(
        "en", "tournament-not-organiser", organiser=w.alice.mention
    )
    assert tournament_row(bot, tid)["status"] == "signup"
    # Leave and join again: the list follows.
    await press(fake, w.heidi, signup, "leave")
    listed = signup.embeds[0]["fields"][1]  # eight: everyone named
    assert listed["name"] == t("en", "tournament-signup-players", count=8)
    assert w.heidi.mention not in listed["value"] and f"<@{ivan.id}>" in listed["value"]
    await press(fake, w.heidi, signup, "join")

    ix = await press(fake, w.alice, signup, "start")
    await fake.wait_until(lambda: not signup.buttons(), what="the sign-up closed")
    assert signup.embeds[0]["description"] == t("en", "tournament-signup-closed")

    await play_round(fake, bot, tid, 1, players, seed=1)
    after_one = await fake.wait_for(
        titled(t("en", "tournament-standings-after", number=tid, round=1, rounds=2)),
        channel=w.channel,
        timeout=90,
    )
    assert len(points_in(after_one)) == 8  # a page
    points = await all_points(fake, w.dave, after_one)
    assert len(points) == 9 and sum(points) == 9  # 2+1+0 a table

    await play_round(fake, bot, tid, 2, players, seed=2, restart=True)
    after_two = await fake.wait_for(
        titled(t("en", "tournament-standings-after", number=tid, round=2, rounds=2)),
        channel=w.channel,
        timeout=90,
    )
    assert sum(await all_points(fake, w.erin, after_two)) == 18
    # The final table: the top four of the standings after round 2.
    top_four = mentioned(after_two.embeds[0]["fields"][0]["value"])[:4]
    final = await play_round(fake, bot, tid, 3, players, seed=3)
    assert sorted(final[0]["seats"]) == sorted(top_four)

    winner_post = await fake.wait_for(
        titled(t("en", "tournament-winner-title", number=tid)), channel=w.channel, timeout=90
    )
    # The post comes first, then the record that the tournament is over.
    await fake.wait_until(
        lambda: tournament_row(bot, tid)["status"] == "finished", what="the tournament finished"
    )
    stored = tournament_row(bot, tid)
    final_game = game_row(bot, final[0]["game_id"])
    from bot.domain.heckmeck.engine import rules

    places = rules.placements(rules.state_from_json(final_game["state"]))
    firsts = [p["id"] for p, place in zip(final_game["players"], places, strict=True) if place == 1]
    assert stored["winner_id"] in firsts
    assert winner_post.content == t(
        "en", "tournament-winner-content", player=f"<@{stored['winner_id']}>", number=tid
    )
    assert stored["winner_id"] in winner_post.notified
    assert "tournament.png" in winner_post.files
    # the card's alt text says what it shows: its title, then the places, the winner first
    (card,) = winner_post.attachments
    assert card["description"].startswith(t("en", "card-alt-title", title="Winner").rstrip("."))
    assert t("en", "card-alt-place", place=1, player="").rstrip(".") in card["description"]
    assert t("en", "card-alt-winner", line="").strip() in card["description"]
    assert winner_post.embeds[0]["image"]["url"] == "attachment://tournament.png"
    won = t("en", "tournament-signup-finished", winner=f"<@{stored['winner_id']}>")
    assert signup.embeds[0]["description"] == won and not signup.buttons()
    # On demand, privately: the standings of the rounds.
    ix = await fake.slash(w.carol, w.channel, "tournament standings", number=tid)
    answer = await ix.reply()
    assert answer.ephemeral_to is w.carol and len(points_in(answer)) == 8
    ix = await fake.click(w.carol, answer, label=t("en", "tournament-standings-next"))
    await ix.wait_response()
    assert len(points_in(answer)) == 1  # the private answer's page turned in place
    ix = await fake.click(w.carol, answer, label=t("en", "tournament-standings-previous"))
    await ix.wait_response()
    assert len(points_in(answer)) == 8
    await fake.assert_healthy()


@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="900", THREAD_ARCHIVE_SECONDS="0.5")
async def test_the_organiser_extends_drops_and_cancels_and_the_format_is_checked(fake, bot):
    w = fake.world
    # Manage Server: the server's owner organises without a role.
    ix = await fake.slash(fake.owner, w.other_channel, "tournament help")
    help_answer = await ix.reply()
    assert help_answer.ephemeral_to is fake.owner
    assert t("en", "tournament-help-example") in [
        f["value"] for f in help_answer.embeds[0]["fields"]
    ]
    # This server keeps tournament games off the ratings; a player may not change that.
    ix = await fake.slash(w.alice, w.other_channel, "tournament rated", rated=True)
    assert await private_answer(ix) == t("en", "permission-needed")
    ix = await fake.slash(fake.owner, w.other_channel, "tournament rated", rated=False)
    assert await private_answer(ix) == t("en", "tournament-rated-set", rated=False)
    # Junior with a classic variant: refused, nothing posted.
    ix = await fake.slash(
        fake.owner, w.other_channel, "tournament create", game="junior", free_choice=True
    )
    assert await private_answer(ix) == t("en", "illegal-variant-classic-only")
    assert fake.channel_messages(w.other_channel) == []
    ix = await fake.slash(
        fake.owner,
        w.other_channel,
        "tournament create",
        game="heckmeck",
        table_size=3,
        close_in=30,
    )
    signup = await ix.reply()
    tid = tournament_id_of(signup)
    close_at = tournament_row(bot, tid)["close_at"]
    for player in (w.alice, w.bob, w.carol, w.dave):
        await press(fake, player, signup, "join")
    # Four players cannot sit at tables of three (never a table of two): refused.
    ix = await fake.slash(fake.owner, w.other_channel, "tournament start")
    assert await private_answer(ix) == t("en", "tournament-cannot-seat", signed=4, size=3)
    assert tournament_row(bot, tid)["status"] == "signup"
    # A player may not extend, drop or cancel.
    for path, options in (
        ("tournament extend", {"minutes": 5}),
        ("tournament drop", {"player": w.bob}),
        ("tournament cancel", {}),
    ):
        ix = await fake.slash(w.alice, w.other_channel, path, **options)
        assert await private_answer(ix) == t(
            "en", "tournament-not-organiser", organiser=fake.owner.mention
        )
    ix = await fake.slash(fake.owner, w.other_channel, "tournament extend", minutes=10)
    line = await ix.reply()
    assert line.text == t("en", "tournament-extended-signup", number=tid, minutes=10)
    assert tournament_row(bot, tid)["close_at"] == pytest.approx(close_at + 600, abs=2)
    # Dropping in the sign-up takes the player off the list; then three can start.
    ix = await fake.slash(fake.owner, w.other_channel, "tournament drop", player=w.dave)
    await ix.reply()
    await fake.wait_until(
        lambda: w.dave.mention not in signup.embeds[0]["fields"][1]["value"],
        what="dave off the sign-up list",
    )
    ix = await fake.slash(fake.owner, w.other_channel, "tournament start")
    assert (await ix.reply()).text == t("en", "tournament-started", number=tid)
    post = await fake.wait_for(
        titled(t("en", "tournament-round-heading", number=tid, round=1, rounds=2)),
        channel=w.other_channel,
    )
    [thread] = threads_of_post(fake, post)
    await table_boards(fake, [thread])  # the game is under way
    # Dropped while playing: their seat leaves the running game.
    ix = await fake.slash(fake.owner, w.other_channel, "tournament drop", player=w.bob)
    assert (await ix.reply()).text == t(
        "en", "tournament-dropped", player=w.bob.mention, number=tid, organiser=fake.owner.mention
    )
    game_id = tournament_tables(bot, tid)[0]["game_id"]
    assert game_row(bot, game_id)["meta"]["unrated"] is True

    def bob_removed() -> bool:
        seats = game_row(bot, game_id)["players"]
        return any(p["id"] == w.bob.id and p.get("removed") for p in seats)

    await fake.wait_until(bob_removed, what="bob's seat taken out")
    ix = await fake.slash(fake.owner, w.other_channel, "tournament standings")
    standings = await ix.reply()
    assert "~~" in "\n".join(f["value"] for f in standings.embeds[0]["fields"])
    ix = await fake.slash(fake.owner, w.other_channel, "tournament cancel")
    assert (await ix.reply()).text == t(
        "en", "tournament-cancelled", number=tid, organiser=fake.owner.mention
    )
    assert tournament_row(bot, tid)["status"] == "cancelled"
    await fake.wait_until(
        lambda: game_row(bot, game_id)["status"] != "running", what="the table stopped"
    )
    await fake.wait_until(lambda: thread.archived, what="the stopped table's thread archived")
    await fake.assert_healthy()


async def test_without_thread_permissions_no_tournament_is_created(fake, bot):
    w = fake.world
    w.guild.member(fake.bot_user).permissions &= ~Permissions.CREATE_PUBLIC_THREADS
    ix = await fake.slash(fake.owner, w.channel, "tournament create", game="heckmeck")
    assert await private_answer(ix) == t(
        "en",
        "tournament-create-thread-permission",
        permissions=", ".join(t("en", f"permission-{name}") for name in ("create_public_threads",)),
    )
    assert fake.channel_messages(w.channel) == []
    ix = await fake.slash(fake.owner, w.channel, "tournament standings")
    assert await private_answer(ix) == t("en", "tournament-none-here")


async def test_a_close_time_with_too_few_players_tells_the_organiser_and_keeps_the_signup(
    fake, start_bot, tmp_path
):
    w = fake.world
    clock = MovableClock(tmp_path)
    bot = await start_bot(**clock.setting)
    ix = await fake.slash(
        fake.owner, w.channel, "tournament create", game="heckmeck", table_size=3, close_in=5
    )
    signup = await ix.reply()
    tid = tournament_id_of(signup)
    for player in (w.alice, w.bob):
        await press(fake, player, signup, "join")
    clock.advance(6 * 60)  # past the close time, then the bot looks again as it starts
    await bot.restart(kill=True)
    told = await fake.wait_for(
        lambda m: m.content.startswith(fake.owner.mention), channel=w.channel, timeout=60
    )
    assert told.content == t(
        "en",
        "tournament-signup-short",
        organiser=fake.owner.mention,
        number=tid,
        signed=2,
        needed=3,
        size=3,
    )
    assert fake.owner.id in told.notified
    await fake.wait_until(
        lambda: tournament_row(bot, tid)["close_at"] is None, what="the close time cleared"
    )
    assert tournament_row(bot, tid)["status"] == "signup"
    manual = t("en", "tournament-signup-manual", organiser=fake.owner.mention)
    await fake.wait_until(
        lambda: manual in str(signup.embeds), what="the sign-up waiting for a manual start"
    )
    # The buttons still work after the restart: a third player joins, the organiser starts.
    await press(fake, w.carol, signup, "join")
    await press(fake, fake.owner, signup, "start")
    await fake.wait_for(
        titled(t("en", "tournament-round-heading", number=tid, round=1, rounds=2)),
        channel=w.channel,
    )
    await fake.assert_healthy()


def is_ending(message: Message) -> bool:
    """A game's ending message (its title ends as the catalogue's does)."""
    tail = t("en", "ending-title", game="|").split("|")[-1]
    return any((e.get("title") or "").endswith(tail) for e in message.embeds)


def thread_refusals(bot) -> int:
    return bot.log().count("table 1 of round 1 failed; tried again later")


@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="900", THREAD_ARCHIVE_SECONDS="0.5")
async def test_a_refused_thread_is_told_once_and_retried_and_a_cut_short_end_posts_once(fake, bot):
    w = fake.world
    ix = await fake.slash(
        fake.owner, w.channel, "tournament create", game="heckmeck", rounds=1, table_size=3
    )
    signup = await ix.reply()
    tid = tournament_id_of(signup)
    for player in (w.alice, w.bob, w.carol):
        await press(fake, player, signup, "join")
    # The permission is taken away after the sign-up: the round's thread is refused.
    member = w.guild.member(fake.bot_user)
    member.permissions &= ~Permissions.CREATE_PUBLIC_THREADS
    ix = await fake.slash(fake.owner, w.channel, "tournament start")
    await ix.reply()
    names = (
        t("en", "permission-create_public_threads")
        + ", "
        + t("en", "permission-send_messages_in_threads")
    )
    told = t("en", "tournament-thread-permission", permissions=names)
    await fake.wait_for(lambda m: m.content == told, channel=w.channel, timeout=60)
    # The runner looks again (and is refused again) without telling the channel twice; then
    # Discord fails with an error: said too, and the next look opens the thread.
    await fake.wait_until(lambda: thread_refusals(bot) >= 2, timeout=120, what="a second try")
    assert [m.content for m in fake.channel_messages(w.channel)].count(told) == 1
    member.permissions |= Permissions.CREATE_PUBLIC_THREADS
    fake.inject("thread-alone", 503)
    failed = t("en", "tournament-thread-failed")
    await fake.wait_for(lambda m: m.content == failed, channel=w.channel, timeout=120)
    post = await fake.wait_for(
        titled(t("en", "tournament-round-heading", number=tid, round=1, rounds=1)),
        channel=w.channel,
        timeout=120,
    )
    assert [m.content for m in fake.channel_messages(w.channel)].count(failed) == 1
    assert fake.pending_faults == []
    [thread] = threads_of_post(fake, post)
    boards = await table_boards(fake, [thread])
    # The bot dies after Discord took the winner's post but before it learnt so (so before the
    # tournament was recorded as finished): back, it finds its standings and winner's posts.
    winner_title = t("en", "tournament-winner-title", number=tid)
    hold = fake.hold_answer(
        "post", lambda body: winner_title in json.dumps(body, ensure_ascii=False)
    )
    await play_tables(fake, boards, [w.alice, w.bob, w.carol], seed=5)
    # The table's ending says what it counts for instead of offering a Rematch.
    ending = await fake.wait_for(is_ending, channel=thread, timeout=60)
    assert not ending.buttons()
    note = t(
        "en", "tournament-ending-round", round=1, rounds=1, number=tid, channel=w.channel.mention
    )
    (said,) = [f["value"] for f in ending.embeds[0]["fields"] if f["value"].endswith(note)]
    # and the points each player earned there: 2 + 1 + 0 at a table of three
    earned = said.splitlines()[0]
    assert earned.startswith(t("en", "tournament-ending-points", points=""))
    assert all(p.mention in earned for p in (w.alice, w.bob, w.carol))
    assert sum(float(n) for n in re.findall(r"\+(\d+(?:\.\d+)?)", earned)) == 3
    await fake.wait_until(lambda: thread.archived, what="the table's thread archived")
    await fake.wait_until(hold.held.is_set, timeout=90, what="the winner's post sent")
    await bot.kill()
    hold.release()
    assert tournament_row(bot, tid)["status"] == "running"
    await bot.start()
    await fake.wait_until(
        lambda: tournament_row(bot, tid)["status"] == "finished", timeout=90, what="finished"
    )
    assert "is out already" in bot.log_paths[-1].read_text()
    standings_title = t("en", "tournament-standings-after", number=tid, round=1, rounds=1)
    for title in (standings_title, winner_title):
        assert len([m for m in fake.channel_messages(w.channel) if titled(title)(m)]) == 1
    # No line per table in the channel: the round's post and the standings say it all.
    assert not any(m.content.startswith("🏁 ") for m in fake.channel_messages(w.channel))
    assert {e.status for e in fake.errors} == {403}  # the refusals, and nothing else
    await fake.assert_healthy(allow_errors=True)


@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="900")
async def test_cancelling_a_finished_tournament_is_refused_privately(fake, bot):
    w = fake.world
    ix = await fake.slash(
        fake.owner,
        w.channel,
        "tournament create",
        game="heckmeck",
        rounds=1,
        table_size=3,
        short_game=True,
    )
    signup = await ix.reply()
    tid = tournament_id_of(signup)
    for player in (w.alice, w.bob, w.carol):
        await press(fake, player, signup, "join")
    await press(fake, fake.owner, signup, "start")
    heading = t("en", "tournament-round-heading", number=tid, round=1, rounds=1)
    post = await fake.wait_for(titled(heading), channel=w.channel, timeout=90)
    await play_tables(fake, await table_boards(fake, threads_of_post(fake, post)), w.players, 5)
    await fake.wait_until(
        lambda: tournament_row(bot, tid)["status"] == "finished", what="the tournament over"
    )
    # Over, it is still the tournament of the channel: its final standings, not "none under way".
    ix = await fake.slash(w.carol, w.channel, "tournament standings")
    answer = await ix.reply()
    assert answer.embeds[0]["title"] == t("en", "tournament-standings-finished", number=tid)
    assert sum(points_in(answer)) == 3
    posted = len(fake.channel_messages(w.channel))
    ix = await fake.slash(fake.owner, w.channel, "tournament cancel", number=tid)
    assert await private_answer(ix) == t("en", "tournament-refused-over")
    assert len(fake.channel_messages(w.channel)) == posted
    assert tournament_row(bot, tid)["status"] == "finished"
    await fake.assert_healthy()
