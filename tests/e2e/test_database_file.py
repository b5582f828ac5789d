"""The database file at start-up: a missing one is created, a corrupt one stops the bot."""

from tests.e2e.bot_process import run_to_exit


def settings_for(fake, path):
    return {
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE_URL": fake.api_base_url,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DATABASE_PATH": str(path),
        "GUILD_READY_TIMEOUT": "0.1",
    }


async def test_a_corrupt_database_stops_the_bot_with_a_clear_message_and_is_kept(fake, tmp_path):
    path = tmp_path / "games.sqlite3"
    garbage = b"definitely not SQLite " * 200
    path.write_bytes(garbage)
    code, stdout, stderr = await run_to_exit(tmp_path, **settings_for(fake, path))
    assert code == 2
    assert "unreadable or corrupt" in stderr
    assert str(path) in stderr
    assert "Traceback" not in stdout + stderr
    assert path.read_bytes() == garbage


async def test_a_missing_database_is_created_in_a_new_folder(fake, start_bot, tmp_path):
    path = tmp_path / "data" / "fresh" / "games.sqlite3"
    bot = await start_bot(DATABASE_PATH=str(path))
    assert path.exists()
    w = fake.world
    lobby = await (await fake.slash(w.alice, w.channel, "heckmeck", "start")).reply()
    assert lobby.button("Join").enabled
    assert bot.running
