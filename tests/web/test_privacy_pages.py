"""The web pages of players who stay off the leaderboards or had their data deleted: neither is
listed nor has a profile; a deleted player's games still show, their seat named "a deleted
player", with no link to a profile."""

from __future__ import annotations

from dataclasses import replace

from bot.domain.privacy import DELETED_FIRST
from bot.i18n import t
from bot.table.services.privacy import Privacy
from bot.table.services.settings import Settings
from tests.web.store import ANN, BOB, OPTED_IN


def listed(body: str) -> list[int]:
    return [int(part.split('"')[0]) for part in body.split('data-user="')[1:]]


async def test_off_the_leaderboards_means_off_the_web_pages_too(client, storage):
    board = f"/s/{OPTED_IN}/leaderboard"
    assert ANN.id in listed(await (await client.get(board)).text())
    settings = Settings(storage)
    await settings.change_user(ANN.id, lambda s: replace(s, unranked=True))
    try:
        assert ANN.id not in listed(await (await client.get(board)).text())
        assert (await client.get(f"/s/{OPTED_IN}/players/{ANN.id}")).status == 404
    finally:
        await settings.change_user(ANN.id, lambda s: replace(s, unranked=False))
    assert ANN.id in listed(await (await client.get(board)).text())
    assert (await client.get(f"/s/{OPTED_IN}/players/{ANN.id}")).status == 200


async def test_a_deleted_players_games_show_them_as_such(client, filled, storage):
    game = f"/games/{filled.heckmeck[0]}?lang=en"
    assert BOB.name in await (await client.get(game)).text()
    assert (await Privacy(storage).delete(BOB.id)).deleted
    page = await (await client.get(game)).text()
    assert t("en", "player-deleted") in page and BOB.name not in page
    assert f"/players/{DELETED_FIRST}" not in page
    assert (await client.get(f"/s/{OPTED_IN}/players/{DELETED_FIRST}")).status == 404
    board = await (await client.get(f"/s/{OPTED_IN}/leaderboard")).text()
    assert BOB.id not in listed(board) and DELETED_FIRST not in listed(board)
