"""The table's small stores (server settings, application emojis, open hands, locale notes)
behave the same on SQLite and PostgreSQL."""

from bot.storage.connect import open_store


async def test_pings_emojis_hands_and_notes(store_url):
    storage = await open_store(store_url)
    try:
        assert await storage.guild_pings(1) is None
        await storage.set_guild_language(1, "de")
        await storage.set_guild_pings(1, "reminder")
        assert (await storage.guild_pings(1), await storage.guild_language(1)) == ("reminder", "de")

        assert await storage.guild_hints(1) is None  # never chosen
        assert await storage.guild_hints(None) is None
        await storage.set_guild_hints(1, True)
        assert await storage.guild_hints(1) is True
        await storage.set_guild_hints(1, False)
        assert await storage.guild_hints(1) is False
        # each setting is kept when another is set
        assert (await storage.guild_pings(1), await storage.guild_language(1)) == ("reminder", "de")

        await storage.save_app_emojis({"hm_t21": (10**18, "v1"), "hm_d1": (10**18 + 1, "v1")})
        await storage.save_app_emojis({"hm_t21": (10**18 + 2, "v2")})
        assert await storage.app_emojis() == {
            "hm_t21": (10**18 + 2, "v2"),
            "hm_d1": (10**18 + 1, "v1"),
        }

        await storage.remember_hand_message(7, 1, "token-a", "en-US", 1.0)
        await storage.remember_hand_message(7, 1, "token-b", "de", 2.0)
        await storage.remember_hand_message(7, 2, "token-c", "es-ES", 3.0)
        assert sorted(await storage.hand_messages(7)) == [
            (1, "token-b", "de", 2.0),
            (2, "token-c", "es-ES", 3.0),
        ]
        await storage.forget_hand_messages(7, 1)
        assert [row[0] for row in await storage.hand_messages(7)] == [2]
        await storage.forget_hand_messages(7)
        assert await storage.hand_messages(7) == []

        assert await storage.note_locale_once(5, 1.0) is True
        assert await storage.note_locale_once(5, 2.0) is False
    finally:
        await storage.close()


async def test_a_servers_turn_time(store_url):
    storage = await open_store(store_url)
    try:
        assert await storage.guild_turn_time(1) is None  # never chosen
        assert await storage.guild_turn_time(None) is None
        await storage.set_guild_hints(1, True)
        assert await storage.guild_turn_time(1) is None
        await storage.set_guild_turn_time(1, "24h")
        await storage.set_guild_turn_time(2, "8h")
        assert (await storage.guild_turn_time(1), await storage.guild_turn_time(2)) == ("24h", "8h")
        await storage.set_guild_turn_time(1, "2m")
        assert await storage.guild_turn_time(1) == "2m"
        assert await storage.guild_hints(1) is True  # the other settings are kept
    finally:
        await storage.close()


async def test_a_users_turn_notices_by_direct_message(store_url):
    storage = await open_store(store_url)
    try:
        assert await storage.user_dm_turns(7) is None
        await storage.set_user_dm_turns(7, 1)
        await storage.set_user_dm_turns(8, 2)
        await storage.set_user_dm_turns(9, 2)
        assert (await storage.user_dm_turns(7), await storage.user_dm_turns(8)) == (1, 2)
        assert await storage.users_with_dm_turns(2) == [8, 9]
        await storage.set_user_dm_turns(9, 3)
        assert await storage.users_with_dm_turns(2) == [8]
        assert await storage.user_dm_turns(9) == 3
        # the other columns of the row stay as they were
        row = await storage.fetch_one(
            "SELECT pings, web_hidden FROM user_settings WHERE user_id = ?", (9,)
        )
        assert tuple(row) == (None, None)
    finally:
        await storage.close()
