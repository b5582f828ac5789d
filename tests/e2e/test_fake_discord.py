"""Self-tests of the fake Discord: what the scenario tests rely on must itself be right."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
import pytest

from tests.e2e.fake_discord import (
    APPLICATION_COMMAND,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    GUILDS_INTENT,
    UPDATE_MESSAGE,
    FakeDiscord,
    FakeDiscordError,
    Permissions,
)

# --------------------------------------------------------------------------------------------
# With the real bot
# --------------------------------------------------------------------------------------------


async def test_an_ephemeral_answer_is_visible_only_to_the_user_who_asked(fake, bot):
    w = fake.world
    ix = await fake.send_interaction(
        w.alice,
        w.channel,
        APPLICATION_COMMAND,
        {"id": "1", "name": "no-such-command", "type": 1, "options": []},
    )
    reply = await ix.reply()
    assert reply.ephemeral and reply.ephemeral_to is w.alice
    assert reply in fake.visible_to(w.alice, w.channel)
    assert reply not in fake.visible_to(w.bob, w.channel)
    assert reply not in fake.channel_messages(w.channel)
    assert fake.latest_message(w.channel) is None
    assert fake.latest_message(w.channel, visible_to=w.alice) is reply
    assert fake.latest_message(w.channel, visible_to=w.bob) is None
    assert fake.interaction_response(ix.id) is ix and ix.latency < 3


# --------------------------------------------------------------------------------------------
# With a minimal raw client standing in for the bot
# --------------------------------------------------------------------------------------------


class RawBot:
    """Just enough gateway and REST to play the bot's side of the protocol."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.http = aiohttp.ClientSession()
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.events: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._reader: asyncio.Task[None] | None = None

    async def connect(self, intents: int = GUILDS_INTENT, *, wait: bool = True) -> dict[str, Any]:
        """Identify (by default waiting for READY and the guilds); returns HELLO's data."""
        self.ws = await self.http.ws_connect(f"{self.fake.gateway_url}?v=10&encoding=json")
        hello = await self.ws.receive_json()
        assert hello["op"] == 10
        await self.ws.send_json(
            {"op": 2, "d": {"token": self.fake.token, "intents": intents, "properties": {}}}
        )
        self._reader = asyncio.create_task(self._read())
        if wait:
            await self.fake.wait_until(
                lambda: self.fake.connected, what="the raw client to identify"
            )
        return hello["d"]

    async def _read(self) -> None:
        assert self.ws is not None
        async for frame in self.ws:
            if frame.type is aiohttp.WSMsgType.TEXT:
                await self.events.put(json.loads(frame.data))
        await self.events.put({"op": -1, "close_code": self.ws.close_code})

    async def event(self, name: str, timeout: float = 5.0) -> dict[str, Any]:
        while True:
            payload = await asyncio.wait_for(self.events.get(), timeout)
            if payload.get("t") == name or (name == "CLOSE" and payload["op"] == -1):
                return payload

    async def rest(
        self, method: str, path: str, body: Any = None, *, auth: bool = True
    ) -> tuple[int, str, Any]:
        headers = {"Authorization": f"Bot {self.fake.token}"} if auth else {}
        async with self.http.request(
            method, self.fake.api_base_url + path, json=body, headers=headers
        ) as response:
            text = await response.text()
            return (
                response.status,
                response.headers.get("Content-Type", ""),
                (json.loads(text) if text else None),
            )

    async def answer(self, interaction: dict[str, Any], kind: int, data: Any = None):
        return await self.rest(
            "POST",
            f"/interactions/{interaction['id']}/{interaction['token']}/callback?with_response=1",
            {"type": kind, **({"data": data} if data is not None else {})},
        )

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await self._reader
        await self.http.close()


@pytest.fixture
async def raw(fake):
    client = RawBot(fake)
    try:
        yield client
    finally:
        await client.close()


GAME_COMMAND = {
    "name": "game",
    "description": "A game",
    "options": [
        {
            "type": 1,
            "name": "start",
            "description": "Start one",
            "options": [
                {
                    "type": 3,
                    "name": "edition",
                    "description": "Which",
                    "required": True,
                    "choices": [
                        {"name": "Classic", "value": "classic"},
                        {"name": "Junior", "value": "junior"},
                    ],
                },
                {
                    "type": 4,
                    "name": "players",
                    "description": "How many",
                    "min_value": 2,
                    "max_value": 7,
                },
                {"type": 6, "name": "rival", "description": "Who"},
            ],
        },
        {
            "type": 2,
            "name": "settings",
            "description": "Settings",
            "options": [
                {
                    "type": 1,
                    "name": "language",
                    "description": "Language",
                    "options": [{"type": 3, "name": "language", "description": "Code"}],
                }
            ],
        },
    ],
}

BUTTONS = [
    {
        "type": 1,
        "components": [
            {"type": 2, "style": 1, "label": "Roll", "custom_id": "g:1:roll"},
            {"type": 2, "style": 2, "label": "Stop", "custom_id": "g:1:stop", "disabled": True},
        ],
    }
]


async def test_rest_answers_are_exactly_application_json_and_unknown_routes_are_listed(raw, fake):
    status, content_type, body = await raw.rest("GET", "/users/@me")
    assert (status, content_type) == (200, "application/json")
    assert body["id"] == str(fake.bot_user.id) and body["bot"] is True

    status, content_type, body = await raw.rest("GET", "/users/@me", auth=False)
    assert (status, content_type, body["code"]) == (401, "application/json", 0)

    status, content_type, body = await raw.rest("GET", "/guilds/1/nowhere")
    assert (status, content_type) == (404, "application/json")
    assert fake.unknown_routes == ["GET /api/v10/guilds/1/nowhere"]


async def test_identify_gets_ready_then_one_guild_create_per_guild(raw, fake):
    hello = await raw.connect()
    assert hello["heartbeat_interval"] > 0
    ready = await raw.event("READY")
    assert ready["d"]["application"]["id"] == str(fake.application_id)
    assert ready["d"]["resume_gateway_url"] == fake.gateway_url
    guild = (await raw.event("GUILD_CREATE"))["d"]
    assert guild["id"] == str(fake.world.guild.id)
    assert {c["name"] for c in guild["channels"]} == {"heckmeck", "general"}
    assert [m["user"]["id"] for m in guild["members"]] == [str(fake.bot_user.id)]
    assert raw.ws is not None
    await raw.ws.send_json({"op": 1, "d": 2})
    ack = await asyncio.wait_for(raw.events.get(), 5)
    assert ack["op"] == 11


async def test_privileged_intents_are_refused_like_a_fresh_application(raw):
    await raw.connect(intents=GUILDS_INTENT | (1 << 15), wait=False)  # MESSAGE_CONTENT
    closed = await raw.event("CLOSE")
    assert closed["close_code"] == 4014


async def test_slash_builds_typed_options_from_the_synced_definition(raw, fake):
    w = fake.world
    status, _, synced = await raw.rest(
        "PUT", f"/applications/{fake.application_id}/commands", [GAME_COMMAND]
    )
    assert status == 200 and synced[0]["id"]
    await raw.connect()

    await fake.slash(w.alice, w.channel, "game", "start", edition="Junior", players=3, rival=w.bob)
    sent = (await raw.event("INTERACTION_CREATE"))["d"]
    assert sent["type"] == APPLICATION_COMMAND
    assert sent["data"]["id"] == synced[0]["id"]
    assert sent["data"]["options"] == [
        {
            "type": 1,
            "name": "start",
            "options": [
                {"type": 3, "name": "edition", "value": "junior"},
                {"type": 4, "name": "players", "value": 3},
                {"type": 6, "name": "rival", "value": str(w.bob.id)},
            ],
        }
    ]
    assert sent["data"]["resolved"]["users"][str(w.bob.id)]["username"] == "bob"
    assert sent["member"]["user"]["id"] == str(w.alice.id)
    assert sent["locale"] == "en-US" and sent["guild_locale"] == "en-US"
    for key in ("token", "version", "application_id", "attachment_size_limit"):
        assert key in sent

    await fake.slash(w.alice, w.channel, "game settings language", language="de")
    sent = (await raw.event("INTERACTION_CREATE"))["d"]
    assert sent["data"]["options"] == [
        {
            "type": 2,
            "name": "settings",
            "options": [
                {
                    "type": 1,
                    "name": "language",
                    "options": [{"type": 3, "name": "language", "value": "de"}],
                }
            ],
        }
    ]

    for path, options, problem in [
        (("start",), {}, "needs the option 'edition'"),
        (("start",), {"edition": "expert"}, "must be one of"),
        (("start",), {"edition": "classic", "players": "3"}, "takes"),
        (("start",), {"edition": "classic", "players": 8}, "must be in [2, 7]"),
        (("start",), {"edition": "classic", "speed": 1}, "no option 'speed'"),
        ((), {}, "needs one of ['start', 'settings']"),
        (("finish",), {}, "no subcommand 'finish'"),
    ]:
        with pytest.raises(FakeDiscordError, match=problem.replace("[", r"\[")):
            await fake.slash(w.alice, w.channel, "game", *path, **options)
    with pytest.raises(FakeDiscordError, match="not a synced slash command"):
        await fake.slash(w.alice, w.channel, "other")


async def start_game_message(raw: RawBot, fake: FakeDiscord, **extra: Any):
    w = fake.world
    await raw.rest("PUT", f"/applications/{fake.application_id}/commands", [GAME_COMMAND])
    await raw.connect()
    ix = await fake.slash(w.alice, w.channel, "game", "start", edition="classic")
    sent = (await raw.event("INTERACTION_CREATE"))["d"]
    status, _, answer = await raw.answer(
        sent, CHANNEL_MESSAGE, {"content": "Board", "components": BUTTONS, **extra}
    )
    assert status == 200
    return ix, sent, answer


async def test_buttons_are_clicked_with_the_message_and_updates_are_recorded(raw, fake):
    w = fake.world
    ix, sent, answer = await start_game_message(raw, fake)
    board = await ix.reply()
    assert answer["resource"]["type"] == CHANNEL_MESSAGE
    assert answer["resource"]["message"]["id"] == str(board.id)
    assert answer["interaction"]["response_message_id"] == str(board.id)
    assert not board.ephemeral and board in fake.visible_to(w.bob, w.channel)
    assert [b.label for b in board.enabled_buttons()] == ["Roll"]
    assert board.button("Stop").disabled

    status, _, error = await raw.answer(sent, CHANNEL_MESSAGE, {"content": "again"})
    assert (status, error["code"]) == (400, 40060)

    with pytest.raises(FakeDiscordError, match="disabled"):
        await fake.click(w.bob, board, "g:1:stop")
    with pytest.raises(FakeDiscordError, match="no such button"):
        await fake.click(w.bob, board, "g:1:fly")

    before = board.snapshot()
    click = await fake.click(w.bob, board, label="Roll")
    event = (await raw.event("INTERACTION_CREATE"))["d"]
    assert event["data"] == {"custom_id": "g:1:roll", "component_type": 2}
    assert event["message"]["components"] == BUTTONS
    assert event["member"]["user"]["id"] == str(w.bob.id)
    new_rows = [{"type": 1, "components": [BUTTONS[0]["components"][1] | {"disabled": False}]}]
    status, _, _ = await raw.answer(
        event, UPDATE_MESSAGE, {"content": "Rolled", "components": new_rows}
    )
    assert status == 200
    assert await click.reply() is board
    assert board.content == "Rolled" and board.edit_count == 1
    assert board.versions[0]["content"] == "Board"
    assert [b.label for b in board.enabled_buttons()] == ["Stop"]

    # A client that has not seen the edit still shows Roll: a stale click goes through.
    await fake.click(w.bob, before, "g:1:roll")
    stale = (await raw.event("INTERACTION_CREATE"))["d"]
    assert stale["message"]["content"] == "Board"

    status, _, followup = await raw.rest(
        "POST",
        f"/webhooks/{fake.application_id}/{event['token']}?wait=1",
        {"content": "Not your turn", "flags": 64},
    )
    assert status == 200
    note = fake.visible_to(w.bob, w.channel)[-1]
    assert note.id == int(followup["id"]) and note.ephemeral_to is w.bob
    assert note not in fake.visible_to(w.alice, w.channel)
    with pytest.raises(FakeDiscordError, match="cannot see"):
        await fake.click(w.alice, note, "anything")


async def test_a_thinking_defer_is_filled_by_the_first_followup_and_keeps_its_visibility(raw, fake):
    w = fake.world
    await raw.rest("PUT", f"/applications/{fake.application_id}/commands", [GAME_COMMAND])
    await raw.connect()
    ix = await fake.slash(w.carol, w.channel, "game", "start", edition="classic")
    sent = (await raw.event("INTERACTION_CREATE"))["d"]
    status, _, answer = await raw.answer(sent, DEFERRED_CHANNEL_MESSAGE, {"flags": 64})
    assert status == 200 and answer["interaction"]["response_message_loading"] is True
    thinking = ix.original
    assert thinking is not None and thinking.loading and thinking.ephemeral_to is w.carol
    with pytest.raises(FakeDiscordError, match="timed out"):
        await ix.reply(timeout=0.2)

    await raw.rest(
        "POST", f"/webhooks/{fake.application_id}/{sent['token']}?wait=1", {"content": "Done"}
    )
    reply = await ix.reply()
    assert reply is thinking and not reply.loading
    assert reply.content == "Done" and reply.ephemeral_to is w.carol


async def test_an_answer_after_three_seconds_is_refused_and_reported(raw, fake):
    w = fake.world
    await raw.rest("PUT", f"/applications/{fake.application_id}/commands", [GAME_COMMAND])
    await raw.connect()
    ix = await fake.slash(w.alice, w.channel, "game", "start", edition="classic")
    sent = (await raw.event("INTERACTION_CREATE"))["d"]
    assert fake.slow_interactions == []
    assert ix.created_at is not None
    ix.created_at -= 3.5  # as if the bot had taken 3.5 s
    status, _, error = await raw.answer(sent, CHANNEL_MESSAGE, {"content": "late"})
    assert (status, error["code"]) == (404, 10062)
    assert fake.slow_interactions == [ix]
    with pytest.raises(FakeDiscordError, match="slow interactions"):
        await fake.assert_healthy(allow_errors=True)


@pytest.mark.parametrize(
    ("components", "problem"),  # problem: (field, message)
    [
        (
            [
                {
                    "type": 1,
                    "components": [{"type": 2, "style": 1, "label": "x", "custom_id": "c" * 101}],
                }
            ],
            ("components.0.components.0.custom_id", "must be at most 100 characters"),
        ),
        (
            [
                {
                    "type": 1,
                    "components": [
                        {"type": 2, "style": 1, "label": "a", "custom_id": "same"},
                        {"type": 2, "style": 1, "label": "b", "custom_id": "same"},
                    ],
                }
            ],
            ("components.0.components.1.custom_id", "duplicate custom_id"),
        ),
        ([BUTTONS[0]] * 6, ("components", "must be at most 5 action rows")),
        (
            [
                {
                    "type": 1,
                    "components": [
                        {"type": 2, "style": 1, "label": str(i), "custom_id": str(i)}
                        for i in range(6)
                    ],
                }
            ],
            ("components.0.components", "must be at most 5 items"),
        ),
    ],
)
@pytest.mark.refused_on_purpose
async def test_messages_discord_would_refuse_are_refused(raw, fake, components, problem):
    channel = fake.world.channel
    field, message = problem
    status, _, error = await raw.rest(
        "POST", f"/channels/{channel.id}/messages", {"content": "x", "components": components}
    )
    assert (status, error["code"]) == (400, 50035)
    assert message in json.dumps(error["errors"][field])
    assert [e.code for e in fake.errors] == [50035]
    assert fake.channel_messages(channel) == []
    refused = fake.contract_violations[0]
    assert (refused.route, refused.field) == ("/channels/{channel_id}/messages", field)
    assert str(refused).startswith(f"POST /channels/{{channel_id}}/messages: {field}: {message}")


async def test_channel_messages_are_public_and_edits_keep_history(raw, fake):
    w = fake.world
    status, _, posted = await raw.rest(
        "POST", f"/channels/{w.channel.id}/messages", {"content": "Lobby", "components": BUTTONS}
    )
    assert status == 200
    message = fake.latest_message(w.channel)
    assert message is not None and message.id == int(posted["id"])
    waiter = asyncio.create_task(fake.wait_for(lambda m: m.content == "Lobby (2)"))
    status, _, _ = await raw.rest(
        "PATCH", f"/channels/{w.channel.id}/messages/{message.id}", {"content": "Lobby (2)"}
    )
    assert status == 200
    assert await waiter is message
    assert message.components == BUTTONS  # untouched by a content-only edit
    status, _, _ = await raw.rest("DELETE", f"/channels/{w.channel.id}/messages/{message.id}")
    assert status == 204 and message.deleted
    assert fake.visible_to(w.alice, w.channel) == []


async def test_uploaded_files_keep_their_descriptions_and_one_without_is_listed(raw, fake):
    w = fake.world
    form = aiohttp.FormData()
    attachments = [
        {"id": 0, "filename": "card.png", "description": "Final standings"},
        {"id": 1, "filename": "bare.png"},
    ]
    form.add_field("payload_json", json.dumps({"content": "", "attachments": attachments}))
    form.add_field("files[0]", b"png", filename="card.png")
    form.add_field("files[1]", b"png", filename="bare.png")
    async with raw.http.post(
        f"{fake.api_base_url}/channels/{w.channel.id}/messages",
        data=form,
        headers={"Authorization": f"Bot {fake.token}"},
    ) as response:
        assert response.status == 200
    message = fake.latest_message(w.channel)
    assert message is not None
    assert [(a["filename"], a["description"]) for a in message.attachments] == [
        ("card.png", "Final standings"),
        ("bare.png", ""),
    ]
    assert fake.undescribed_uploads() == [f"{message.id}: bare.png"]
    kept = [{"id": message.attachments[0]["id"]}]
    status, _, _ = await raw.rest(
        "PATCH", f"/channels/{w.channel.id}/messages/{message.id}", {"attachments": kept}
    )
    assert status == 200
    assert fake.undescribed_uploads() == []


async def test_roles_are_given_and_taken_only_as_discord_lets_a_bot(raw, fake):
    guild = fake.world.guild
    below = guild.add_role("Below")
    mine = guild.add_role("Bot role", permissions=Permissions.MANAGE_ROLES)
    above = guild.add_role("Above")
    alice = fake.world.alice
    path = f"/guilds/{guild.id}/members/{alice.id}/roles/{below.id}"

    status, _, body = await raw.rest("PUT", path)
    assert (status, body["code"]) == (403, 50013)  # the bot has no role that may manage roles
    guild.give_role(fake.bot_user, mine)
    status, _, _ = await raw.rest("PUT", path)
    assert status == 204 and guild.holders(below) == [alice]
    status, _, body = await raw.rest("PUT", path.replace(str(below.id), str(above.id)))
    assert (status, body["code"]) == (403, 50013)  # above the bot's own role
    assert guild.holders(above) == []
    status, _, body = await raw.rest("PUT", path.replace(str(below.id), "1234"))
    assert (status, body["code"]) == (404, 10011)
    status, _, _ = await raw.rest("DELETE", path)
    assert status == 204 and guild.holders(below) == []
    assert guild.payload()["roles"][1]["id"] == str(below.id)


async def test_a_channel_lists_its_latest_messages_newest_first(raw, fake):
    w = fake.world
    for n in range(3):
        status, _, _ = await raw.rest(
            "POST", f"/channels/{w.channel.id}/messages", {"content": f"post {n}"}
        )
        assert status == 200
    path = f"/channels/{w.channel.id}/messages"
    status, _, listed = await raw.rest("GET", f"{path}?limit=2")
    assert status == 200 and [m["content"] for m in listed] == ["post 2", "post 1"]
    status, _, older = await raw.rest("GET", f"{path}?limit=50&before={listed[-1]['id']}")
    assert [m["content"] for m in older] == ["post 0"]
    status, _, body = await raw.rest("GET", f"{path}?limit=101")
    assert status == 400
    bot = w.guild.member(fake.bot_user)
    bot.permissions = Permissions.BOT_DEFAULT & ~Permissions.READ_MESSAGE_HISTORY
    status, _, body = await raw.rest("GET", path)
    assert (status, body["code"]) == (403, 50013)


async def test_a_held_answer_comes_only_when_released_but_the_request_is_done_at_once(raw, fake):
    w = fake.world
    hold = fake.hold_answer("post", lambda body: body.get("content") == "held")
    plain = await raw.rest("POST", f"/channels/{w.channel.id}/messages", {"content": "plain"})
    assert plain[0] == 200  # another post is not held
    answer = asyncio.create_task(
        raw.rest("POST", f"/channels/{w.channel.id}/messages", {"content": "held"})
    )
    await fake.wait_until(hold.held.is_set, what="the post held")
    assert fake.latest_message(w.channel).content == "held"  # done on Discord...
    assert not answer.done()  # ...while its sender still waits
    hold.release()
    status, _, posted = await answer
    assert status == 200 and posted["content"] == "held"


async def test_a_resume_replays_the_events_missed_since_its_sequence_then_says_resumed(raw, fake):
    w = fake.world
    await raw.rest("PUT", f"/applications/{fake.application_id}/commands", [GAME_COMMAND])
    await raw.connect()
    session_id = (await raw.event("READY"))["d"]["session_id"]
    await fake.slash(w.alice, w.channel, "game", "start", edition="classic")
    seen = (await raw.event("INTERACTION_CREATE"))["s"]

    await fake.disconnect_bot()
    assert (await raw.event("CLOSE"))["close_code"] == 4000
    # Dispatched while the bot is away: it waits for the RESUME.
    missed = await fake.slash(w.bob, w.channel, "game", "start", edition="junior")
    assert not fake.connected

    assert raw.ws is not None and raw._reader is not None
    await raw._reader
    raw.ws = await raw.http.ws_connect(f"{fake.gateway_url}?v=10&encoding=json")
    assert (await raw.ws.receive_json())["op"] == 10
    resume = {"token": fake.token, "session_id": session_id, "seq": seen}
    await raw.ws.send_json({"op": 6, "d": resume})
    raw._reader = asyncio.create_task(raw._read())
    replayed = await raw.event("INTERACTION_CREATE")
    assert replayed["s"] == seen + 1 and replayed["d"]["id"] == str(missed.id)
    resumed = await raw.event("RESUMED")
    assert resumed["s"] == seen + 2
    assert fake.resumes == 1 and fake.replayed == 1 and fake.connected
    status, _, _ = await raw.answer(replayed["d"], CHANNEL_MESSAGE, {"content": "late but fine"})
    assert status == 200 and missed.responded

    # The resumed session goes on numbering after RESUMED.
    await fake.slash(w.alice, w.channel, "game", "start", edition="classic")
    assert (await raw.event("INTERACTION_CREATE"))["s"] == seen + 3


async def test_a_slowed_request_is_handled_as_usual_after_its_delay(raw, fake):
    w = fake.world
    await raw.connect()
    fake.slow("post", 0.2, times=1)
    status, _, posted = await raw.rest(
        "POST", f"/channels/{w.channel.id}/messages", {"content": "slow"}
    )
    assert status == 200 and posted["content"] == "slow"
    assert [(r.status, r.message) for r in fake.injected] == [(200, "slowed")]
    assert fake.pending_faults == []
    assert [m.content for m in fake.channel_messages(w.channel)] == ["slow"]
