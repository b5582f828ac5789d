"""Crash anywhere, lose nothing, say nothing twice: each background flow run while the bot is
SIGKILLed at every one of its named fault points in turn (tests/e2e/kill_chain.py), started again
on the same store each time, and checked at the end through the fake Discord and the store: every
post exactly once, no thread or role the store does not know, every result recorded once.

`FLOWS` lists every flow's points in the order the flow reaches them; the registry test fails on a
point in the code without a place there (so without a case), and on a listed point the code lost.
"""

from __future__ import annotations

import sqlite3
from collections import Counter

import pytest

from bot.domain.results import MIN_GAMES
from bot.i18n import t
from bot.storage.queries.seasons import RECLAIM_SECONDS
from tests.e2e.fake_discord import Channel, FakeDiscord, Message
from tests.e2e.kill_chain import KillChain, points_in_code
from tests.e2e.movable_clock import MovableClock
from tests.e2e.players import (
    current_mention,
    game_id_of,
    game_row,
    has_controls,
    lobby_button,
    lobby_click,
    open_lobby,
    start_game,
    table_notes,
)
from tests.e2e.test_fault_points_players import FLOWS as PLAYER_FLOWS
from tests.e2e.test_fault_points_tables import TABLE_FLOWS
from tests.e2e.test_seasons_e2e import (
    MENTION,
    at,
    monthly_seasons,
    posts_of,
    set_clock,
    setup_roles,
    write_season_ratings,
)
from tests.e2e.tournament_players import (
    is_board,
    play_tables,
    press,
    signup_button,
    tournament_id_of,
    tournament_row,
    tournament_tables,
)

TOURNAMENT = [
    "tournament.table.thread",
    "tournament.table.lobby",
    "tournament.table.started",
    "tournament.round.opened",
    "tournament.round.posted",
    "tournament.standings.posted",
    "tournament.round.claimed",
    "tournament.winner.posted",
]
TOURNAMENT_SHORT = ["tournament.signup.short"]
SEASON = [
    "season.close.claimed",
    "season.close.champion",
    "season.close.role",
    "season.close.posted",
    "season.close.done",
]
DEADLINE = ["game.deadline.fired"]
ENDING = ["game.ending.due", "game.ending.posted"]
REMATCH = ["game.lobby.opened"]
AWAY = ["game.away.saved"]
REMINDER = ["turn.reminder.due", "turn.reminder.sent"]
THREAD = ["game.thread.opened", "game.thread.noted", "game.thread.told", "game.thread.archived"]
FLOWS: dict[str, list[str]] = {
    "deadline": DEADLINE,
    "ending": ENDING,
    "rematch": REMATCH,
    "thread": THREAD,
    "reminder": REMINDER,
    "away": AWAY,
    "tournament": TOURNAMENT,
    "tournament-short": TOURNAMENT_SHORT,
    "season": SEASON,
    **PLAYER_FLOWS,  # their cases: tests/e2e/test_fault_points_players.py
    **TABLE_FLOWS,  # their cases: tests/e2e/test_fault_points_tables.py
}


def test_every_fault_point_in_the_code_has_a_case():
    named = points_in_code()
    doubled = [point for point, count in Counter(named).items() if count > 1]
    assert doubled == [], f"fault points named twice in the code: {doubled}"
    listed = [point for points in FLOWS.values() for point in points]
    assert sorted(set(named) - set(listed)) == [], "fault points without a case in FLOWS"
    assert sorted(set(listed) - set(named)) == [], "cases for fault points the code lost"
    assert len(listed) == len(set(listed))


def titled(fake: FakeDiscord, channel: Channel, title: str) -> list[Message]:
    return [
        m for m in fake.channel_messages(channel) if any(e.get("title") == title for e in m.embeds)
    ]


def is_ending(message: Message) -> bool:
    """A game's ending message (its title ends as the catalogue's does)."""
    tail = t("en", "ending-title", game="|").split("|")[-1]
    return any((e.get("title") or "").endswith(tail) for e in message.embeds)


def bot_threads(fake: FakeDiscord, channel: Channel) -> list[Channel]:
    return [c for c in fake.channels.values() if c.parent is channel and c.is_thread]


def results_per_game(bot, game_ids: list[int]) -> dict[int, int]:
    db = sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True, timeout=10)
    try:
        return {
            g: db.execute("SELECT count(*) FROM results WHERE game_id = ?", (g,)).fetchone()[0]
            for g in game_ids
        }
    finally:
        db.close()


def boards_to_play(fake: FakeDiscord, bot, tid: int) -> list[Message]:
    """The live board of each unfinished table of the tournament's current round."""
    row = tournament_row(bot, tid)
    boards = []
    for table in tournament_tables(bot, tid):
        if table["round_no"] != row["round_no"] or table["finished"] or not table["thread_id"]:
            continue
        thread = fake.channels.get(table["thread_id"])
        live = [m for m in fake.channel_messages(thread) if is_board(m) and has_controls(m)]
        if thread is not None and live:
            boards.append(live[-1])
    return boards


@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="900")
async def test_a_tournament_killed_at_each_of_its_points_ends_with_each_post_once(fake, start_bot):
    w = fake.world
    chain = KillChain(fake, TOURNAMENT)
    bot = await start_bot(**chain.setting)
    ix = await fake.slash(
        fake.owner, w.channel, "tournament create", game="heckmeck", rounds=2, table_size=3,
        short_game=True,
    )  # fmt: skip
    signup = await ix.reply()
    tid = tournament_id_of(signup)
    players = [w.alice, w.bob, w.carol]
    for player in players:
        await press(fake, player, signup, "join")
    await fake.click(fake.owner, signup, signup_button(signup, "start"))  # a kill may cut it

    def finished() -> bool:
        return tournament_row(bot, tid)["status"] == "finished"

    seed = 0
    while not finished():
        await chain.wait(bot, lambda: finished() or boards_to_play(fake, bot, tid), "a table")
        if finished():
            break
        seed += 1
        try:
            await play_tables(fake, boards_to_play(fake, bot, tid), players, seed)
        except AssertionError:
            if bot.running:
                raise
            continue  # killed at a point while the tables played: started again by the wait
        round_no = tournament_row(bot, tid)["round_no"]
        await chain.wait(  # the table noticed as done (or the bot killed meanwhile)
            bot,
            lambda r=round_no: (
                finished()
                or tournament_row(bot, tid)["round_no"] != r
                or boards_to_play(fake, bot, tid)
            ),
            "the round to move on",
        )
    await chain.wait(bot, lambda: chain.done, "every point reached")
    chain.assert_all_killed()

    # Every post once: each round's, the standings after each, the winner's.
    for round_no in (1, 2):
        heading = t("en", "tournament-round-heading", number=tid, round=round_no, rounds=2)
        assert len(titled(fake, w.channel, heading)) == 1, heading
        after = t("en", "tournament-standings-after", number=tid, round=round_no, rounds=2)
        await fake.wait_until(lambda a=after: titled(fake, w.channel, a), what=after)
        assert len(titled(fake, w.channel, after)) == 1, after
    winner = t("en", "tournament-winner-title", number=tid)
    assert len(titled(fake, w.channel, winner)) == 1
    # No thread the store does not know; each table's game played there, its results once.
    tables = tournament_tables(bot, tid)
    assert sorted(c.id for c in bot_threads(fake, w.channel)) == sorted(
        table["thread_id"] for table in tables
    )
    counts = results_per_game(bot, [table["game_id"] for table in tables])
    assert counts == {table["game_id"]: len(table["seats"]) for table in tables}
    for table in tables:  # one ending each
        thread = fake.channels[table["thread_id"]]
        await fake.wait_until(
            lambda c=thread: [m for m in fake.channel_messages(c) if is_ending(m)]
        )
        assert len([m for m in fake.channel_messages(thread) if is_ending(m)]) == 1


@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="900")
async def test_too_few_at_the_close_time_is_told_once_across_a_kill(fake, start_bot, tmp_path):
    w = fake.world
    clock = MovableClock(tmp_path)
    chain = KillChain(fake, TOURNAMENT_SHORT)
    bot = await start_bot(**clock.setting, **chain.setting)
    ix = await fake.slash(
        fake.owner, w.channel, "tournament create", game="heckmeck", table_size=3, close_in=5
    )
    signup = await ix.reply()
    tid = tournament_id_of(signup)
    for player in (w.alice, w.bob):
        await press(fake, player, signup, "join")
    clock.advance(6 * 60)  # past the close time, then the bot looks again as it starts
    await bot.kill()
    await chain.start(bot)
    await chain.wait(
        bot, lambda: chain.done and tournament_row(bot, tid)["close_at"] is None, "told", 90
    )
    chain.assert_all_killed()
    told = t(
        "en", "tournament-signup-short", organiser=fake.owner.mention, number=tid, signed=2,
        needed=3, size=3,
    )  # fmt: skip
    assert [m.content for m in fake.channel_messages(w.channel)].count(told) == 1
    assert tournament_row(bot, tid)["status"] == "signup"


async def test_a_season_close_killed_at_each_of_its_points_posts_once_and_moves_the_role(
    fake, start_bot, tmp_path
):
    """Each restart comes after the dead process's claim has aged (bot/storage/queries/seasons.py
    RECLAIM_SECONDS), as it would while the bot is down."""
    w = fake.world
    champion_role, admin = setup_roles(fake)
    clock = tmp_path / "clock"
    now = [at(2026, 10, 31, 22, 0)]
    set_clock(clock, now[0])

    def later() -> None:
        now[0] += RECLAIM_SECONDS + 60
        set_clock(clock, now[0])

    chain = KillChain(fake, SEASON, before_restart=later)
    bot = await start_bot(CLOCK_OFFSET_FILE=str(clock), **chain.setting)
    await (await monthly_seasons(fake, admin, champion_role)).reply()
    write_season_ratings(bot, w.guild.id, "2026-10", {w.alice: (20.0, MIN_GAMES)})
    with sqlite3.connect(bot.database_path, timeout=10) as db:  # Dave won September
        db.execute(
            "INSERT INTO season_closes (guild_id, season, claimed_at, done, champion_id)"
            " VALUES (?, '2026-09', ?, 1, ?)",
            (w.guild.id, at(2026, 10, 1), w.dave.id),
        )
    w.guild.give_role(w.dave, champion_role)
    now[0] = at(2026, 11, 1, 0, 0, 1)
    set_clock(clock, now[0])

    def closed() -> bool:
        db = sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True, timeout=10)
        try:
            row = db.execute("SELECT done FROM season_closes WHERE season = '2026-10'").fetchone()
        finally:
            db.close()
        return row is not None and bool(row[0])

    await chain.wait(bot, lambda: chain.done and closed(), "October closed", timeout=60)
    chain.assert_all_killed()
    (post,) = posts_of(fake, "October 2026")
    assert int(MENTION.search(post.content).group(1)) == w.alice.id
    assert w.guild.holders(champion_role) == [w.alice]


async def test_a_turn_timed_out_just_before_a_kill_calls_the_next_player_once(
    fake, start_bot, tmp_path
):
    """Killed after the timeout was stored, before the board and the next player's call: back,
    the board shows the new turn and its player is called, once."""
    w = fake.world
    clock = MovableClock(tmp_path)
    chain = KillChain(fake, DEADLINE)
    bot = await start_bot(TURN_TIMEOUT_SECONDS="900", **clock.setting, **chain.setting)
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    first = current_mention(board)
    following = w.bob if first == w.alice.id else w.alice
    clock.advance(901)
    await chain.wait(bot, lambda: chain.done and current_mention(board) == following.id, "turn")
    chain.assert_all_killed()
    called = f"<@{following.id}>, it's your turn"
    await fake.wait_until(
        lambda: any(called in m.content for m in fake.channel_messages(w.channel)),
        what="the next player called",
    )
    assert [called in m.content for m in fake.channel_messages(w.channel)].count(True) == 1


def pending_endings(bot) -> list[int]:
    db = sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True, timeout=10)
    try:
        return [g for (g,) in db.execute("SELECT game_id FROM pending_endings")]
    finally:
        db.close()


async def test_a_game_killed_between_its_end_and_its_ending_gets_the_ending_once(
    fake, start_bot
):
    """Killed after the finishing step, before the ending's post (back, the start posts it), then
    after the post, before its mark goes (back, the start finds it in the channel). Then Rematch
    killed after its lobby was stored, before it was shown: pressed again, it shows that lobby."""
    w = fake.world
    chain = KillChain(fake, ENDING + REMATCH)
    bot = await start_bot(**chain.setting)
    lobby = await open_lobby(fake, w.alice, w.channel, takeover="remove")
    board = await start_game(fake, lobby, w.alice, [w.bob])
    game_id = game_id_of(board)
    question = await (await fake.slash(w.bob, w.channel, "heckmeck", "leave")).reply()
    await fake.click(w.bob, question, f"quit:{game_id}")  # the game ends: Alice is left
    await chain.wait(
        bot, lambda: chain.armed == REMATCH[0] and not pending_endings(bot), "the ending", 60
    )
    assert game_row(bot, game_id)["status"] == "finished"
    (ending,) = [m for m in fake.channel_messages(w.channel) if is_ending(m)]
    assert results_per_game(bot, [game_id]) == {game_id: 2}

    rematch = t("en", "ending-rematch")
    await fake.click(w.alice, ending, label=rematch)  # unanswered: killed
    await chain.wait(bot, lambda: chain.done, "the kill after the lobby was stored")
    chain.assert_all_killed()
    ix = await fake.click(w.alice, ending, label=rematch)
    shown = await ix.reply()
    again = game_id_of(shown)
    assert game_row(bot, again)["status"] == "lobby" and again == game_id + 1
    await fake.wait_until(
        lambda: (table_notes(bot, again).get("board") or {}).get("message_id") == shown.id,
        what="the lobby noted as the game's board",
    )


def thread_closings(bot) -> list[int]:
    db = sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True, timeout=10)
    try:
        return [g for (g,) in db.execute("SELECT game_id FROM thread_closings")]
    finally:
        db.close()


async def test_a_game_thread_killed_at_each_point_is_opened_told_and_archived_once(
    fake, start_bot
):
    """Killed after the thread opened, before the game moved there: Start pressed again plays it
    there. Then killed after the game ended in it, after the parent's line, after the archiving:
    one line, one ending, the thread archived, nothing left to do in the store."""
    w = fake.world
    chain = KillChain(fake, THREAD)
    bot = await start_bot(THREAD_ARCHIVE_SECONDS="0.5", **chain.setting)
    lobby = await open_lobby(fake, w.alice, w.channel, thread=True, takeover="remove")
    game_id = game_id_of(lobby)
    await lobby_click(fake, w.bob, lobby, "join")
    await fake.click(w.alice, lobby, lobby_button(lobby, "start"))  # cut short by the kill
    await chain.wait(bot, lambda: chain.killed, "the kill after the thread opened")
    ix = await fake.click(w.alice, lobby, lobby_button(lobby, "start"))
    await ix.wait_response()
    await fake.wait_until(lambda: game_row(bot, game_id)["status"] == "running", what="started")
    (thread,) = bot_threads(fake, w.channel)
    assert thread.id == lobby.id == game_row(bot, game_id)["channel_id"]
    question = await (await fake.slash(w.bob, thread, "heckmeck", "leave")).reply()
    await fake.click(w.bob, question, f"quit:{game_id}")  # the game ends: Alice is left
    await chain.wait(
        bot,
        lambda: chain.done and thread.archived and not thread_closings(bot),
        "the thread closed",
        timeout=60,
    )
    chain.assert_all_killed()
    assert bot_threads(fake, w.channel) == [thread]
    over = t("en", "thread-game-over", game="Heckmeck", thread=f"<#{thread.id}>", count=1, names="")
    lines = [m for m in fake.channel_messages(w.channel) if m.content.startswith(over[:20])]
    assert len(lines) == 1, [m.content for m in fake.channel_messages(w.channel)]
    assert len([m for m in fake.channel_messages(thread) if is_ending(m)]) == 1


async def test_a_reminder_killed_before_and_after_it_went_out_is_sent_once(
    fake, start_bot, tmp_path
):
    """Killed after the reminder was noted as going out, before it went (back, it goes), then
    after it went, before it was noted as sent (back, the channel shows it: not sent again)."""
    w = fake.world
    clock = MovableClock(tmp_path)
    chain = KillChain(fake, REMINDER)
    bot = await start_bot(TURN_TIMEOUT_SECONDS="900", **clock.setting, **chain.setting)
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id, user = game_id_of(board), current_mention(board)
    turn_no = game_row(bot, game_id)["meta"]["turn_no"]
    clock.advance(500)  # past half of the turn: its reminder is due

    def noted() -> bool:
        return (table_notes(bot, game_id).get("ping") or {}).get("reminded") == turn_no

    await chain.wait(bot, lambda: chain.done and noted(), "the reminder noted", timeout=60)
    chain.assert_all_killed()
    sent = [
        m
        for m in fake.messages
        if m.channel is w.channel and m.content.startswith("⏰") and f"<@{user}>" in m.content
    ]
    assert len(sent) == 1 and not sent[0].deleted
    assert table_notes(bot, game_id)["ping"]["message_id"] == sent[0].id


async def test_away_time_killed_before_its_games_learn_it_still_holds_the_turn(
    fake, start_bot, tmp_path
):
    """Killed after the away time was saved, before the player's games learnt it: the turn's
    deadline comes, the game reads the away time then and holds the turn (nobody times out)."""
    w = fake.world
    clock = MovableClock(tmp_path)
    chain = KillChain(fake, AWAY)
    bot = await start_bot(**clock.setting, **chain.setting)
    lobby = await open_lobby(fake, w.alice, w.channel, turn_time="24h")
    board = await start_game(fake, lobby, w.alice, [w.bob])
    game_id = game_id_of(board)
    on_turn = w.alice if current_mention(board) == w.alice.id else w.bob
    step = game_row(bot, game_id)["step"]
    await fake.slash(on_turn, w.other_channel, "heckmeck away", days=2)  # unanswered: killed
    await chain.wait(bot, lambda: chain.done, "the kill after the away time was saved")
    chain.assert_all_killed()
    assert "away" not in game_row(bot, game_id)["meta"]  # the game never learnt it
    clock.advance(25 * 3600)  # past the turn's deadline
    await fake.wait_until(lambda: "hold" in game_row(bot, game_id)["meta"], what="the turn held")
    stored = game_row(bot, game_id)
    assert str(on_turn.id) in stored["meta"]["away"]
    assert stored["step"] == step and stored["status"] == "running"  # no timeout taken
    assert not any(p.get("missed") or p.get("removed") for p in stored["players"])
