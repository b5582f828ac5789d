"""The fake Discord as a user-installed app sees it (tests/e2e/user_install.py): the place and the
installer of each interaction, 50001 on every channel route of a group DM, tokens refused after
15 minutes, five follow-ups per interaction, answers made private where external apps are off."""

from __future__ import annotations

import pytest

from tests.e2e.fake_discord import CHANNEL_MESSAGE, FakeDiscordError
from tests.e2e.test_fake_discord import RawBot

PLAY = {
    "name": "play",
    "description": "Play",
    "integration_types": [0, 1],
    "contexts": [0, 1, 2],
    "options": [],
}
SERVER_ONLY = {"name": "server", "description": "Only in servers", "contexts": [0]}


@pytest.fixture
async def raw(fake):
    client = RawBot(fake)
    await client.rest("PUT", f"/applications/{fake.application_id}/commands", [PLAY, SERVER_ONLY])
    await client.connect()
    try:
        yield client
    finally:
        await client.close()


async def test_a_group_dm_is_reached_through_the_token_only(raw, fake):
    w = fake.world
    fake.install_for(w.alice)
    chat = fake.add_group_dm("chat", w.alice, w.bob)
    with pytest.raises(FakeDiscordError, match="did not install"):
        await fake.slash(w.bob, chat, "play")
    with pytest.raises(FakeDiscordError, match="not offered"):
        await fake.slash(w.alice, chat, "server")
    await fake.slash(w.alice, chat, "play")
    sent = (await raw.event("INTERACTION_CREATE"))["d"]
    assert sent["context"] == 2 and sent["authorizing_integration_owners"] == {"1": str(w.alice.id)}
    assert "guild_id" not in sent and sent["user"]["id"] == str(w.alice.id)
    assert sent["channel"]["type"] == 3
    status, _, _ = await raw.answer(sent, CHANNEL_MESSAGE, {"content": "Lobby"})
    assert status == 200
    status, _, error = await raw.rest("POST", f"/channels/{chat.id}/messages", {"content": "x"})
    assert (status, error["code"]) == (403, 50001)
    followup = f"/webhooks/{fake.application_id}/{sent['token']}"
    for _ in range(5):
        assert (await raw.rest("POST", followup, {"content": "call"}))[0] == 204
    status, _, error = await raw.rest("POST", followup, {"content": "one too many"})
    assert (status, error["code"]) == (400, 40094)
    fake.clock = lambda: fake.interactions[int(sent["id"])].issued_at + 15 * 60 + 1
    status, _, error = await raw.rest("PATCH", followup + "/messages/@original", {"content": "y"})
    assert (status, error["code"]) == (401, 50027)


async def test_answers_are_private_where_a_server_keeps_external_apps_private(raw, fake):
    w = fake.world
    fake.install_for(w.alice)
    closed = fake.add_guild_without_bot("Closed", external_apps=False)
    closed.add_member(w.alice)
    room = closed.add_text_channel("chat")
    ix = await fake.slash(w.alice, room, "play")
    sent = (await raw.event("INTERACTION_CREATE"))["d"]
    assert sent["context"] == 0 and sent["authorizing_integration_owners"] == {"1": str(w.alice.id)}
    await raw.answer(sent, CHANNEL_MESSAGE, {"content": "A table for everyone"})
    assert (await ix.reply()).ephemeral_to is w.alice
    status, _, error = await raw.rest("GET", f"/channels/{room.id}")
    assert (status, error["code"]) == (403, 50001)
