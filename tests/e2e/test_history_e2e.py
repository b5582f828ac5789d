"""/history, /replay and /export through the fake Discord, against the real bot process.

History and the refusals use games played beforehand through the session layer (so they are real
games, with real logs) in the fake's server; replays use games played by clicking, and compare
every replayed position with the board the players saw live.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
from pathlib import Path
from typing import Any

from bot.domain.drehwurm import rules as dw
from bot.domain.replay import replay
from bot.domain.shown import numbered_title
from bot.i18n import t
from bot.storage.connect import open_store
from bot.table.sessions import Player, Sessions, Timing
from cogs.drehwurm.hand import cards_text
from tests.domain.test_replay import Recorder, play_out
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import (
    APPLICATION_COMMAND,
    CHANNEL_MESSAGE,
    UPDATE_MESSAGE,
    FakeDiscord,
    Interaction,
    Message,
    User,
)
from tests.e2e.players import (
    game_events,
    game_row,
    lobby_button,
    open_lobby,
    play_to_end,
    start_game,
)
from tests.e2e.test_drehwurm_e2e import FAST, open_table
from tests.e2e.test_drehwurm_e2e import play as play_drehwurm
from tests.phone import phone_lines, phone_text
from tests.phone_budgets import BUDGETS
from tests.table.clock import Clock

REPLAY = re.compile(r"^rp:(?P<game>\d+):(?P<position>\d+):(?P<op>[fpnlt])$")
WAIT = 30.0


async def slash_with_user(fake: FakeDiscord, asker: User, command: str, **options) -> Interaction:
    """A slash command with a `user` option (`fake.slash` has its own parameter called `user`)."""
    channel = fake.world.channel
    definition, guild_id = fake._find_command(channel.guild, command)
    built, resolved = fake._build_options(definition, [], options, channel.guild)
    data = {"id": str(definition["id"]), "name": command, "type": 1, "options": built}
    data.update({"resolved": resolved} if resolved else {})
    data.update({"guild_id": str(guild_id)} if guild_id is not None else {})
    return await fake.send_interaction(asker, channel, APPLICATION_COMMAND, data)


async def played_games(
    path: Path, guild_id: int, channel_id: int, tables, *, killed: bool = False
) -> list[int]:
    """Play `tables` ((kind, options, human users, computers) each) to the end through the
    session layer into the database at `path`, one after the other; their game ids. `killed`:
    as if the process died right after each finishing step (the results are left pending)."""
    storage = await open_store(path)
    clock = Clock()
    sessions = Sessions(storage, Timing(computer_delay=1), clock=clock, rng=random.Random(6))
    sessions.clock_ = clock
    if killed:
        sessions.results.record = lambda record: None  # type: ignore[method-assign]
    ids = []
    try:
        for number, (kind, options, humans, computers) in enumerate(tables):
            clock.now += 3600
            host = Player(humans[0].id, humans[0].name)
            game = await sessions.open_lobby(
                kind, guild_id=guild_id, channel_id=channel_id, host=host, options=options
            )
            for user in humans[1:]:
                await sessions.join(game.id, Player(user.id, user.name))
            for difficulty in computers:
                await sessions.add_computer(game.id, host.id, difficulty)
            started = await sessions.start(game.id, host.id)
            await play_out(sessions, Recorder(), started.game, random.Random(number))
            ids.append(game.id)
    finally:
        await sessions.results_settled()
        await storage.close()
    return ids


def entries(message: Message) -> list[str]:
    return [f["name"] for e in message.embeds for f in e.get("fields") or ()]


async def test_results_left_pending_are_recorded_when_the_bot_starts(fake, start_bot, tmp_path):
    w = fake.world
    path = tmp_path / "heckmeck.sqlite3"
    classic = ("heckmeck", {"edition": "classic"}, [w.bob, w.alice], [])
    ids = await played_games(path, w.guild.id, w.channel.id, [classic] * 2, killed=True)
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        assert db.execute("SELECT game_id FROM pending_results ORDER BY 1").fetchall() == [
            (game_id,) for game_id in ids
        ]
        assert db.execute("SELECT count(*) FROM results").fetchone() == (0,)

    await start_bot(DATABASE_PATH=str(path))  # started: the pending results are recorded
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        assert db.execute("SELECT count(*) FROM pending_results").fetchone() == (0,)
        recorded = db.execute("SELECT game_id, count(*) FROM results GROUP BY game_id")
        assert recorded.fetchall() == [(game_id, 2) for game_id in ids]
    ask = await slash_with_user(fake, w.bob, "history", user=w.alice)
    listed = entries(await ask.reply(timeout=WAIT))
    assert [entry.split(" ")[-1] for entry in listed] == [f"#{game_id}" for game_id in ids[::-1]]
    # (after the test, `python -m bot check` finds the ratings as a normal recording gives them)


async def test_history_is_private_and_pages_after_a_restart(fake, start_bot, tmp_path):
    w = fake.world
    path = tmp_path / "heckmeck.sqlite3"
    junior = ("heckmeck", {"edition": "junior"}, [w.alice, w.carol], [])
    classic = ("heckmeck", {"edition": "classic", "short_game": True}, [w.bob, w.alice], [])
    ids = await played_games(path, w.guild.id, w.channel.id, [junior, classic] * 6)
    bot = await start_bot(DATABASE_PATH=str(path))

    ask = await slash_with_user(fake, w.bob, "history", user=w.alice)
    first = await ask.reply(timeout=WAIT)
    # Private: a history never pushes a live board off the channel's screen.
    assert ask.response_type == CHANNEL_MESSAGE and first.ephemeral_to is w.bob
    assert phone_lines(first.payload(), {}) <= BUDGETS["history-page"], phone_text(
        first.payload(), {}
    )
    newest = list(reversed(ids))
    junior_title = t("en", "game-name", game="junior")
    title = t(
        "en",
        "title-with-variants",
        game=t("en", "game-name", game="heckmeck"),
        variants=t("en", "variant-short_game"),
    )

    def listed(page: list[int]) -> list[str]:
        return [numbered_title("en", title if n % 2 == 0 else junior_title, n) for n in page]

    assert entries(first) == listed(newest[:4])
    assert "Page 1 of 3 · 12 games" in first.text
    assert f"<@{w.alice.id}>" in first.embeds[0]["description"]
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        seats = db.execute(
            "SELECT placement, name, score FROM results WHERE game_id = ? ORDER BY placement",
            (newest[0],),
        ).fetchall()
    line = ", ".join(
        t("en", "history-player", place=place, name=name, score=score, unit="worms")
        for place, name, score in seats
    )
    assert line in first.embeds[0]["fields"][0]["value"]
    assert t("en", "history-board-channel", channel=f"<#{w.channel.id}>") in first.text
    newer = first.button(t("en", "history-previous"))
    assert newer.disabled

    await bot.restart()

    click = await fake.click(w.bob, first, label=t("en", "history-next"))
    assert await click.wait_response(timeout=WAIT) == UPDATE_MESSAGE
    second = await click.reply()
    assert second.id == first.id and second.ephemeral_to is w.bob
    assert entries(second) == listed(newest[4:8])
    assert "Page 2 of 3 · 12 games" in second.text
    last = await (await fake.click(w.bob, second, label=t("en", "history-next"))).reply()
    assert entries(last) == listed(newest[8:])
    assert last.button(t("en", "history-next")).disabled

    back = await fake.click(w.bob, last, label=t("en", "history-previous"))
    assert await back.wait_response(timeout=WAIT) == UPDATE_MESSAGE
    again = await back.reply()
    assert entries(again) == listed(newest[4:8]) and "Page 2 of 3 · 12 games" in again.text

    only_junior = await (await slash_with_user(fake, w.carol, "history", game="junior")).reply(
        timeout=WAIT
    )
    assert len(entries(only_junior)) == 4 and "Page 1 of 2 · 6 games" in only_junior.text
    nobody = await (await fake.slash(w.dave, w.channel, "history")).reply(timeout=WAIT)
    assert t("en", "history-empty", user=f"<@{w.dave.id}>") in nobody.text
    await fake.assert_healthy()


async def test_bad_game_numbers_get_a_private_answer(fake, start_bot, tmp_path):
    w = fake.world
    path = tmp_path / "heckmeck.sqlite3"
    table = ("heckmeck", {"edition": "junior"}, [w.alice, w.bob], [])
    (elsewhere,) = await played_games(path, w.guild.id + 1, 5, [table])
    await start_bot(DATABASE_PATH=str(path))
    lobby = await open_lobby(fake, w.alice, w.channel)
    live = int(lobby.buttons()[0].custom_id.split(":")[1])
    cases = {
        999: t("en", "history-no-such-game", game=999),
        elsewhere: t("en", "history-no-such-game", game=elsewhere),
        live: t("en", "history-game-live", game=live, link=f"<#{w.channel.id}>")[:40],
    }
    for command in ("replay", "export"):
        for game_id, expected in cases.items():
            ix = await fake.slash(w.bob, w.channel, command, game=game_id)
            answer = await ix.reply(timeout=WAIT)
            assert answer.ephemeral_to is w.bob, (command, game_id)
            assert answer.text.startswith(expected), (command, game_id, answer.text)
            assert not answer.files
    cancel = await fake.click(w.alice, lobby, lobby_button(lobby, "cancel"))
    assert await cancel.wait_response(timeout=WAIT) == UPDATE_MESSAGE
    never = await (await fake.slash(w.bob, w.channel, "replay", game=live)).reply(timeout=WAIT)
    assert never.text == t("en", "history-never-started", game=live)
    await fake.assert_healthy()


# ------------------------------------------------------------------------------- replays


DEADLINE = re.compile(r" [^.]*<t:[0-9]+:R>[^.]*\.")


def shown(embed: dict[str, Any]) -> list[tuple[str, str]]:
    """A board's text without the turn's deadline (a live board names it, a replay not)."""
    fields = [(f["name"], f["value"]) for f in embed.get("fields") or ()]
    return [("", DEADLINE.sub("", embed.get("description") or "")), *fields]


def live_boards(board: Message) -> list[list[tuple[str, str]]]:
    """Every version of the board message from the start of play on, oldest first (a version
    shown twice, as when a slow answer is also shown through the channel, counts once)."""
    versions = [*board.versions, board.payload()]
    grill = re.compile(r"^<:tile_\w+:[0-9]+>")  # a board starts with the grill
    boards = [v["embeds"][0] for v in versions if v["embeds"]]
    found = [shown(e) for e in boards if grill.match(e.get("description") or "")]
    return [b for i, b in enumerate(found) if i == 0 or b != found[i - 1]]


def replay_buttons(message: Message) -> dict[str, tuple[str, int, bool]]:
    """op -> (custom_id, target position, disabled) of a replay's buttons."""
    found = {}
    for button in message.buttons():
        match = REPLAY.match(button.custom_id or "")
        assert match, message.describe_buttons()
        found[match["op"]] = (button.custom_id, int(match["position"]), button.disabled)
    return found


def position_of(message: Message) -> tuple[int, int]:
    found = re.search(r" · (\d+)/(\d+)", message.content)
    assert found, message.content
    return int(found[1]), int(found[2])


async def press(fake: FakeDiscord, user: User, message: Message, op: str) -> Message:
    custom_id, _, disabled = replay_buttons(message)[op]
    assert not disabled, (op, message.describe_buttons())
    ix = await fake.click(user, message, custom_id)
    assert await ix.wait_response(timeout=WAIT) == UPDATE_MESSAGE, fake.describe()
    return await ix.reply()


async def test_a_replay_steps_through_every_position_of_the_live_game(fake, bot):
    w = fake.world
    # Every board of the game drawn with the same pictures: the emojis are there from the start.
    await fake.wait_until(lambda: "Application emojis ready" in bot.log(), timeout=30)
    lobby = await open_lobby(fake, w.alice, w.channel)
    board = await start_game(fake, lobby, w.alice, [w.bob])
    played = await play_to_end(fake, board, [w.alice, w.bob], random.Random(5), take_chance=0.8)
    seen = live_boards(played.board)
    assert len(seen) == len(played.clicks) + 1  # the start, then the board after every click

    ask = await fake.slash(w.carol, w.channel, "replay", game=played.game_id)
    replayed = await ask.reply(timeout=WAIT)
    assert replayed.ephemeral_to is w.carol  # private: each viewer steps on their own
    assert position_of(replayed) == (1, len(seen))
    assert shown(replayed.embeds[0]) == seen[0]
    assert replay_buttons(replayed)["p"][2] and replay_buttons(replayed)["f"][2]
    for index in range(1, len(seen)):
        if index == len(seen) // 2:
            await bot.restart()  # the buttons keep working
        replayed = await press(fake, w.carol, replayed, "n")
        assert position_of(replayed) == (index + 1, len(seen))
        assert shown(replayed.embeds[0]) == seen[index], index
        assert len(replayed.embeds) == 1
    assert replay_buttons(replayed)["n"][2] and replay_buttons(replayed)["l"][2]

    first = await press(fake, w.carol, replayed, "f")
    assert position_of(first) == (1, len(seen))
    # Next turn: to the first position where someone else is on turn.
    turn = await press(fake, w.carol, first, "t")
    reached, _ = position_of(turn)
    movers = [re.search(r"▶️.*?<@(\d+)>", "\n".join(v for _, v in b)) for b in seen]
    assert movers[reached - 1][1] != movers[0][1]
    assert all(m[1] == movers[0][1] for m in movers[: reached - 1])
    last = await press(fake, w.carol, turn, "l")
    assert position_of(last) == (len(seen), len(seen))
    assert shown(last.embeds[0]) == seen[-1]
    back = await press(fake, w.carol, last, "p")
    assert position_of(back) == (len(seen) - 1, len(seen))
    await fake.assert_healthy()


async def test_an_export_holds_the_log_with_its_dice(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.bob, w.channel)
    board = await start_game(fake, lobby, w.bob, [w.dave])
    played = await play_to_end(fake, board, [w.bob, w.dave], random.Random(2), take_chance=0.9)
    ask = await fake.slash(w.bob, w.channel, "export", game=played.game_id)
    answer = await ask.reply(timeout=WAIT)
    assert answer.ephemeral_to is w.bob
    assert answer.content == t("en", "export-ready", game=played.game_id)
    document = json.loads(answer.files[f"game-{played.game_id}.json"])
    assert (document["format"], document["version"]) == ("heckmeck-bot/game-log", 1)
    assert document["game"]["options"]["edition"] == "classic"
    assert document["game"]["guild_id"] == str(w.guild.id)
    names = {p["user_id"]: p["name"] for p in document["players"]}
    assert names == {str(w.bob.id): "bob", str(w.dave.id): "dave"}
    log = game_events(bot, played.game_id)
    assert [s["step"] for s in document["steps"]] == [e["step"] for e in log]
    rolls = 0
    for step, row in zip(document["steps"], log, strict=True):
        assert "draws" not in step["action"]
        assert step["events"] == row["events"]
        rolled = [f for e in row["events"] if e["type"] == "rolled" for f in e["dice"]]
        assert step.get("dice", []) == rolled
        rolls += bool(rolled)
    assert rolls > 5
    state = game_row(bot, played.game_id)["state"]
    worms = document["result"]["scores"]
    assert len(worms) == 2 and document["result"]["winners"]
    assert sum(len(stack) for stack in state["stacks"]) > 0
    await fake.assert_healthy()


def int_lists(value: Any) -> list[list[int]]:
    """Every list of ints anywhere in a JSON value."""
    if isinstance(value, dict):
        return [found for v in value.values() for found in int_lists(v)]
    if isinstance(value, list):
        inner = [found for v in value for found in int_lists(v)]
        if value and all(type(v) is int for v in value):
            inner.append(value)
        return inner
    return []


def keys_of(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys_of(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys_of(v)}
    return set()


async def stored_replay(bot: BotProcess, game_id: int):
    storage = await open_store(bot.database_path)
    try:
        record = await storage.get_game(game_id)
        return replay(record, await storage.events_of(game_id))
    finally:
        await storage.close()


async def test_drehwurm_replay_and_export_show_no_other_players_hand(fake, start_bot):
    bot = await start_bot(**FAST)
    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob], computers=["easy"])
    await play_drehwurm(table, random.Random(4))
    game = game_row(bot, table.game_id)
    assert game["status"] == "finished"
    rebuilt = await stored_replay(bot, table.game_id)
    alice = next(s for s, p in enumerate(game["players"]) if p["id"] == w.alice.id)
    hand_title = f"🃏 {t('en', 'drehwurm-hand-title')}"

    # A player sees the table and their own hand as it was, at every position.
    mine = await (await fake.slash(w.alice, w.channel, "replay", game=table.game_id)).reply(
        timeout=WAIT
    )
    assert mine.ephemeral_to is w.alice
    total = len(rebuilt.positions)
    assert position_of(mine) == (1, total)
    for index in range(total):
        if index:
            mine = await press(fake, w.alice, mine, "n")
        assert position_of(mine) == (index + 1, total)
        assert [e.get("title") for e in mine.embeds][1:] == [hand_title]
        cards = dw.hand(rebuilt.positions[index].state, alice)
        expected = cards_text("en", cards)
        assert mine.embeds[1]["description"] == expected, index

    # Someone who did not play sees the table only.
    theirs = await (await fake.slash(w.carol, w.channel, "replay", game=table.game_id)).reply(
        timeout=WAIT
    )
    assert len(theirs.embeds) == 1 and hand_title not in theirs.text
    assert t("en", "replay-public-only") in theirs.content
    for _ in range(min(total - 1, 15)):
        theirs = await press(fake, w.carol, theirs, "t")
        assert len(theirs.embeds) == 1 and hand_title not in theirs.text

    # The export names only cards that were played: no hand, no deck, no draws.
    answer = await (await fake.slash(w.bob, w.channel, "export", game=table.game_id)).reply(
        timeout=WAIT
    )
    document = json.loads(answer.files[f"game-{table.game_id}.json"])
    assert not keys_of(document) & {"draws", "hands", "hand", "draw", "deck", "out", "dice"}
    assert all(len(found) < 5 for found in int_lists(document)), int_lists(document)
    log_actions = [row["action"] for row in game_events(bot, table.game_id)]
    assert [s["action"] for s in document["steps"]] == [
        {k: v for k, v in action.items() if k != "draws"} for action in log_actions
    ]
    assert any("draws" in action for action in log_actions)  # the log has them; the export not
    assert document["result"]["scores"] == game["state"]["totals"]
    await fake.assert_healthy()
