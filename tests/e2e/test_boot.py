"""`python -m bot` as operators meet it: start-up, command sync, bad configuration, restarts."""

from __future__ import annotations

from bot.i18n import t
from tests.e2e.bot_process import FAKE_TOKEN, run_to_exit
from tests.e2e.fake_discord import (
    APPLICATION_COMMAND,
    CHANNEL_MESSAGE,
    GUILDS_INTENT,
    PRIVILEGED_INTENTS,
)


async def ask_unknown_command(fake, user, channel):
    """A slash command Discord knows but this bot process does not (e.g. stale after a deploy)."""
    return await fake.send_interaction(
        user,
        channel,
        APPLICATION_COMMAND,
        {"id": str(fake.snowflakes.next()), "name": "no-such-command", "type": 1, "options": []},
    )


async def test_boots_with_guilds_intent_only_and_syncs_commands_globally(fake, bot):
    assert len(fake.identifies) == 1
    intents = fake.identifies[0].intents
    assert intents == GUILDS_INTENT, f"intents {intents:#x}: only GUILDS expected"
    assert not any(intents & bit for bit in PRIVILEGED_INTENTS)
    assert [sync.guild_id for sync in fake.command_syncs] == [None]
    # Whatever the cogs define was accepted by the fake's validation of command definitions.
    assert [c["name"] for c in fake.commands[None]] == list(fake.command_syncs[0].names)
    assert bot.running
    await fake.assert_healthy()


async def test_dev_guild_id_syncs_to_that_guild_only(fake, start_bot):
    guild = fake.world.guild
    await start_bot(DEV_GUILD_ID=str(guild.id))
    assert [sync.guild_id for sync in fake.command_syncs] == [guild.id]
    assert None not in fake.commands
    await fake.assert_healthy()


async def test_dev_guild_the_bot_is_not_in_stops_with_a_clear_message(fake, tmp_path):
    code, stdout, stderr = await run_to_exit(
        tmp_path,
        DISCORD_TOKEN=fake.token,
        DISCORD_API_BASE_URL=fake.api_base_url,
        DISCORD_GATEWAY_URL=fake.gateway_url,
        DATABASE_PATH=str(tmp_path / "db.sqlite3"),
        DEV_GUILD_ID="123456789",
    )
    assert code == 2
    assert "DEV_GUILD_ID=123456789" in stderr
    assert "Traceback" not in stdout + stderr


async def test_unknown_command_gets_an_ephemeral_answer_from_the_error_handler(fake, bot):
    w = fake.world
    ix = await ask_unknown_command(fake, w.alice, w.channel)
    reply = await ix.reply()
    assert ix.response_type == CHANNEL_MESSAGE
    assert reply.ephemeral_to is w.alice
    assert reply.content == t("en", "command-unavailable")
    assert "Unknown application command 'no-such-command'" in bot.log()
    await fake.assert_healthy()


async def test_kill_9_and_restart_reconnects_and_answers_again(fake, bot):
    w = fake.world
    first = await ask_unknown_command(fake, w.alice, w.channel)
    await first.reply()

    await bot.restart()  # SIGKILL, then start on the same database and the same fake

    assert bot.returncode is None
    assert len(fake.identifies) == 2
    assert len(fake.command_syncs) == 2
    second = await ask_unknown_command(fake, w.bob, w.channel)
    assert (await second.reply()).ephemeral_to is w.bob
    await fake.assert_healthy()


async def test_sigterm_shuts_down_gracefully(fake, bot):
    assert await bot.stop() == 0
    assert "Received SIGTERM, shutting down" in bot.log()
    assert "Traceback" not in bot.log()
    await fake.wait_until(lambda: not fake.connected, what="the gateway connection to close")


async def test_without_a_token_explains_how_to_get_one(tmp_path):
    code, stdout, stderr = await run_to_exit(tmp_path)  # no DISCORD_TOKEN, no .env in cwd
    assert code == 2
    assert "DISCORD_TOKEN" in stderr
    assert "https://discord.com/developers/applications" in stderr
    assert "applications.commands" in stderr
    assert ".env" in stderr
    assert "Traceback" not in stdout + stderr


async def test_a_rejected_token_from_dot_env_gives_a_friendly_message(fake, tmp_path):
    # The token comes from a .env file in the working directory; the fake rejects it.
    (tmp_path / ".env").write_text(
        f"DISCORD_TOKEN=not-{FAKE_TOKEN}\n"
        f"DISCORD_API_BASE_URL={fake.api_base_url}\n"
        f"DISCORD_GATEWAY_URL={fake.gateway_url}\n"
        f"DATABASE_PATH={tmp_path / 'db.sqlite3'}\n"
    )
    code, stdout, stderr = await run_to_exit(tmp_path)
    assert code == 2
    assert "Discord rejected the token" in stderr
    assert "Traceback" not in stdout + stderr
    assert fake.requests == ["GET /api/v10/users/@me"]
    assert fake.unknown_routes == []


async def test_invalid_settings_are_named_without_a_traceback(tmp_path):
    code, stdout, stderr = await run_to_exit(
        tmp_path, DISCORD_TOKEN="x", TURN_TIMEOUT_SECONDS="soon", DEV_GUILD_ID="my-server"
    )
    assert code == 2
    assert "TURN_TIMEOUT_SECONDS: must be a number of seconds (got 'soon')" in stderr
    assert "DEV_GUILD_ID" in stderr
    assert "Traceback" not in stdout + stderr
