"""The table's small stores (server and user settings, application emojis, open hands, locale
notes) behave the same on SQLite and PostgreSQL."""

from dataclasses import replace

from bot.domain.hints import DEFAULT_HINTS
from bot.domain.settings import (
    DM_ON,
    DM_REFUSAL_TOLD,
    DM_REFUSED,
    ServerSettings,
    UserSettings,
)
from bot.domain.turn_times import SHORT
from bot.storage.connect import open_store
from bot.storage.queries import hand_messages, settings


async def test_a_servers_settings_are_one_record_with_its_defaults(store_url):
    storage = await open_store(store_url)
    try:
        assert await settings.server_settings(storage, 1) == ServerSettings()  # never chosen
        assert await settings.server_settings(storage, None) == ServerSettings()
        assert ServerSettings().hints is DEFAULT_HINTS and ServerSettings().turn_time == SHORT
        chosen = ServerSettings("de", "reminder", True, "24h", True, True, "The Table")
        await settings.save_server_settings(storage, 1, chosen)
        await settings.save_server_settings(storage, 2, ServerSettings(turn_time="8h"))
        assert await settings.server_settings(storage, 1) == chosen
        assert (await settings.server_settings(storage, 2)).turn_time == "8h"
        back = replace(chosen, language=None, hints=False, threads=False, turn_time="2m")
        await settings.save_server_settings(storage, 1, back)
        assert await settings.server_settings(storage, 1) == back
        # the server's season and tournament settings share the row and are kept
        await storage.write(
            "UPDATE guild_settings SET season_length = 'monthly', tournament_role_id = 5"
            " WHERE guild_id = ?",
            [(1,)],
        )
        await settings.save_server_settings(storage, 1, chosen)
        assert await storage.fetch_one(
            "SELECT season_length, tournament_role_id FROM guild_settings WHERE guild_id = ?",
            (1,),
        ) == ("monthly", 5)
        # a turn time no longer offered reads as the default
        await storage.write("UPDATE guild_settings SET turn_time = '9m' WHERE guild_id = ?", [(1,)])
        assert (await settings.server_settings(storage, 1)).turn_time == SHORT
    finally:
        await storage.close()


async def test_emojis_hands_and_notes(store_url):
    storage = await open_store(store_url)
    try:
        await storage.save_app_emojis(
            {"tile_21_1_worm": (10**18, "v1"), "die_1": (10**18 + 1, "v1")}
        )
        await storage.save_app_emojis({"tile_21_1_worm": (10**18 + 2, "v2")})
        assert await storage.app_emojis() == {
            "tile_21_1_worm": (10**18 + 2, "v2"),
            "die_1": (10**18 + 1, "v1"),
        }
        await storage.forget_app_emojis(["die_1", "never_saved"])
        assert await storage.app_emojis() == {"tile_21_1_worm": (10**18 + 2, "v2")}

        await hand_messages.remember(storage, 7, 1, "token-a", "en-US", 1.0)
        await hand_messages.remember(storage, 7, 1, "token-b", "de", 2.0)
        await hand_messages.remember(storage, 7, 2, "token-c", "es-ES", 3.0)
        assert sorted(await hand_messages.hand_messages(storage, 7)) == [
            (1, "token-b", "de", 2.0),
            (2, "token-c", "es-ES", 3.0),
        ]
        await hand_messages.forget(storage, 7, 1)
        assert [row[0] for row in await hand_messages.hand_messages(storage, 7)] == [2]
        await hand_messages.forget(storage, 7)
        assert await hand_messages.hand_messages(storage, 7) == []

        assert await storage.note_locale_once(5, 1.0) is True
        assert await storage.note_locale_once(5, 2.0) is False
    finally:
        await storage.close()


async def test_a_users_settings_are_one_record_with_its_defaults(store_url):
    storage = await open_store(store_url)
    try:
        assert await settings.user_settings(storage, 7) == UserSettings()  # never chosen
        await settings.save_user_settings(storage, 7, UserSettings(pings="off", dm_turns=DM_ON))
        await settings.save_user_settings(storage, 8, UserSettings(dm_turns=DM_REFUSED))
        await settings.save_user_settings(storage, 9, UserSettings(dm_turns=DM_REFUSED))
        assert await settings.user_settings(storage, 7) == UserSettings("off", DM_ON, False)
        assert await settings.users_with_dm_turns(storage, DM_REFUSED) == [8, 9]
        await settings.save_user_settings(storage, 9, UserSettings(dm_turns=DM_REFUSAL_TOLD))
        assert await settings.users_with_dm_turns(storage, DM_REFUSED) == [8]
        hidden = UserSettings(None, DM_ON, web_hidden=True)  # back to the server's pings
        await settings.save_user_settings(storage, 7, hidden)
        assert await settings.user_settings(storage, 7) == hidden
        # a row written before the columns had values reads as the defaults
        await storage.write("INSERT INTO user_settings (user_id) VALUES (?)", [(10,)])
        assert await settings.user_settings(storage, 10) == UserSettings()
    finally:
        await storage.close()


async def test_a_users_away_time_is_kept_with_the_days_used_in_its_month(store_url):
    storage = await open_store(store_url)
    try:
        since = 1_795_000_000.123
        away = UserSettings(
            pings="off", away_since=since, away_until=since + 5 * 86400,
            away_month="2026-11", away_days=9,
        )  # fmt: skip
        await settings.save_user_settings(storage, 7, away)
        assert await settings.user_settings(storage, 7) == away
        back = replace(away, away_until=since + 3600.5, away_days=5)
        await settings.save_user_settings(storage, 7, back)
        assert await settings.user_settings(storage, 7) == back
        assert (await settings.user_settings(storage, 8)).away_days == 0
    finally:
        await storage.close()


async def test_a_lobby_moved_to_its_thread(store_url):
    from bot.domain.records import GameRecord

    storage = await open_store(store_url)
    try:
        lobby = await storage.create_game(
            GameRecord(
                id=0,
                kind="heckmeck",
                guild_id=1,
                channel_id=50,
                host_id=7,
                status="lobby",
                options={"edition": "classic"},
                players=[],
                state=None,
                step=0,
                meta={"thread": True},
                deadline=None,
                created_at=1.0,
            )
        )
        lobby.meta["thread_of"] = 50
        assert await storage.move_lobby(lobby, 51) is True
        moved = await storage.get_game(lobby.id)
        assert (moved.channel_id, moved.meta) == (51, {"thread": True, "thread_of": 50})
        assert await storage.live_game_in_channel(50) is None
        assert (await storage.live_game_in_channel(51)).id == lobby.id
        assert [g.id for g in await storage.live_games_in(1)] == [lobby.id]
        assert await storage.live_games_in(2) == []
        # A lobby at another step, or no longer a lobby, is not moved.
        lobby.step = 5
        assert await storage.move_lobby(lobby, 52) is False
        assert (await storage.get_game(lobby.id)).channel_id == 51
    finally:
        await storage.close()
