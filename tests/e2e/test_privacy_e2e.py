"""/privacy through the fake Discord, against the real bot process: what the bot keeps, Export as
a JSON file, Delete after its question (refused at a live table, then done, then "nothing
stored"); a player off the leaderboards with /heckmeck settings ranked and back on."""

from __future__ import annotations

import json
import sqlite3

from bot.i18n import t
from bot.ops.check import check_database
from bot.storage.rows import TABLES
from tests.e2e.players import game_id_of, lobby_click, open_lobby
from tests.e2e.test_leaderboard_e2e import board_rows, play_a_game
from tests.phone import phone_lines
from tests.phone_budgets import BUDGETS


def stored(path) -> dict[str, list[tuple]]:
    with sqlite3.connect(path, timeout=10) as db:
        return {table: db.execute(f"SELECT * FROM {table}").fetchall() for table in TABLES}


def mentions(rows: dict[str, list[tuple]], user_id: int) -> list[tuple[str, tuple]]:
    """The rows that hold the id (in any column, in JSON text too)."""
    return [
        (table, row)
        for table, found in rows.items()
        for row in found
        if any(value == user_id or str(user_id) in str(value) for value in row)
    ]


async def test_see_export_and_delete_ones_data(fake, bot):
    w = fake.world
    nobody = await (await fake.slash(w.dave, w.channel, "privacy")).reply()
    assert nobody.ephemeral_to is w.dave
    assert nobody.content == t("en", "privacy-nothing") and nobody.buttons() == []

    await play_a_game(fake, w.alice, w.bob)
    answer = await (await fake.slash(w.alice, w.channel, "privacy")).reply()
    assert answer.ephemeral_to is w.alice
    assert t("en", "privacy-games", count=1) in answer.content
    assert phone_lines(answer.payload(), {}) <= BUDGETS["privacy-answer"]
    assert [b.custom_id for b in answer.buttons()] == ["privacy:export", "privacy:delete"]

    exported = await (await fake.click(w.alice, answer, "privacy:export")).reply()
    assert exported.ephemeral_to is w.alice
    document = json.loads(exported.files[f"heckmeck-data-{w.alice.id}.json"])
    assert document["user_id"] == str(w.alice.id)
    assert document["counts"]["games"] == 1 and document["counts"]["results"] == 1
    assert [g["seat"] for g in document["data"]["games"]] != [None]

    # At a live table: asked to leave it first, nothing changes.
    lobby = await open_lobby(fake, w.alice, w.channel)
    game = game_id_of(lobby)
    question = await (await fake.click(w.alice, answer, "privacy:delete")).reply()
    assert question.content == t("en", "privacy-confirm")
    assert phone_lines(question.payload(), {}) <= BUDGETS["privacy-confirm"]
    before = stored(bot.database_path)
    refused = await (await fake.click(w.alice, question, "privacy:erase")).reply()
    assert refused.content == t("en", "privacy-refused-live-game", games=f"#{game}")
    assert stored(bot.database_path) == before
    await lobby_click(fake, w.alice, lobby, "cancel")

    question = await (await fake.click(w.alice, answer, "privacy:delete")).reply()
    done = await (await fake.click(w.alice, question, "privacy:erase")).reply()
    assert done.content == t("en", "privacy-deleted")
    rows = stored(bot.database_path)
    assert mentions(rows, w.alice.id) == [] and mentions(rows, w.bob.id)
    report = await check_database(bot.database_path)
    assert report.ok, report.summary()
    board = await (await fake.slash(w.bob, w.channel, "leaderboard")).reply()
    assert set(board_rows(board)) == {"bob"}, board.text

    # A second deletion, and an Export pressed after it: nothing is stored, nothing changes.
    again = await (await fake.click(w.alice, question, "privacy:erase")).reply()
    assert again.content == t("en", "privacy-nothing")
    after = await (await fake.click(w.alice, answer, "privacy:export")).reply()
    assert after.content == t("en", "privacy-nothing") and not after.files
    gone = await (await fake.click(w.alice, answer, "privacy:delete")).reply()
    assert gone.content == t("en", "privacy-nothing")
    assert stored(bot.database_path) == rows
    await fake.assert_healthy()


async def test_privacy_in_the_bots_dm_and_in_a_group_dm(fake, bot):
    """The three steps where no server is: the counts and Export in the bot's DM (the file
    described for a screen reader, its JSON what the answer counts), then Delete with its
    question in a group DM of friends, with the app installed to the asker's account."""
    w = fake.world
    await play_a_game(fake, w.alice, w.bob)
    dm = fake.bot_dm(w.alice)
    answer = await (await fake.slash(w.alice, dm, "privacy")).reply()
    assert answer.ephemeral and answer.channel is dm
    assert answer.content.startswith(t("en", "privacy-title"))
    assert t("en", "privacy-games", count=1) in answer.content
    assert phone_lines(answer.payload(), {}) <= BUDGETS["privacy-answer"]

    exported = await (await fake.click(w.alice, answer, "privacy:export")).reply()
    assert exported.ephemeral and exported.content == t("en", "privacy-export-ready")
    name = f"heckmeck-data-{w.alice.id}.json"
    (attachment,) = exported.attachments
    assert attachment["filename"] == name
    assert attachment["description"] == t("en", "privacy-export-description")
    document = json.loads(exported.files[name])
    assert document["format"] == "heckmeck-bot/user-data"
    assert document["counts"]["games"] == 1 and document["counts"]["results"] == 1
    assert len(document["data"]["games"]) == 1 and document["data"]["names"] == ["alice"]

    fake.install_for(w.alice)
    friends = fake.add_group_dm("friends", w.alice, w.bob, w.carol)
    here = await (await fake.slash(w.alice, friends, "privacy")).reply()
    assert here.ephemeral_to is w.alice and here.content == answer.content
    question = await (await fake.click(w.alice, here, "privacy:delete")).reply()
    assert question.ephemeral_to is w.alice and question.content == t("en", "privacy-confirm")
    done = await (await fake.click(w.alice, question, "privacy:erase")).reply()
    assert done.ephemeral_to is w.alice and done.content == t("en", "privacy-deleted")
    rows = stored(bot.database_path)
    assert mentions(rows, w.alice.id) == [] and mentions(rows, w.bob.id)
    report = await check_database(bot.database_path)
    assert report.ok, report.summary()
    after = await (await fake.slash(w.alice, dm, "privacy")).reply()
    assert after.content == t("en", "privacy-nothing") and after.buttons() == []
    assert not [r for r in fake.requests if f"/channels/{friends.id}" in r]  # tokens only
    await fake.assert_healthy()


async def test_a_player_can_stay_off_the_leaderboards_and_come_back(fake, bot):
    w = fake.world
    await play_a_game(fake, w.alice, w.bob)
    off = await (
        await fake.slash(w.bob, w.channel, "heckmeck settings ranked", listed=False)
    ).reply()
    assert off.ephemeral_to is w.bob
    assert off.content == t("en", "settings-ranked-set", listed=False)
    board = await (await fake.slash(w.alice, w.channel, "leaderboard")).reply()
    assert set(board_rows(board)) == {"alice"}, board.text
    on = await (await fake.slash(w.bob, w.channel, "heckmeck settings ranked", listed=True)).reply()
    assert on.content == t("en", "settings-ranked-set", listed=True)
    board = await (await fake.slash(w.alice, w.channel, "leaderboard")).reply()
    assert set(board_rows(board)) == {"alice", "bob"}, board.text
    await fake.assert_healthy()
