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


async def test_a_users_own_pings_choice_is_kept_beside_their_other_settings(store_url):
    storage = await open_store(store_url)
    try:
        assert await storage.user_pings(7) is None  # never chosen: the server's setting
        await storage.set_user_pings(7, "off")
        await storage.set_user_pings(8, "reminder")
        assert (await storage.user_pings(7), await storage.user_pings(8)) == ("off", "reminder")
        await storage.write("UPDATE user_settings SET dm_turns = 1 WHERE user_id = ?", [(7,)])
        await storage.set_user_pings(7, None)  # back to the server's setting
        assert await storage.user_pings(7) is None
        assert await storage.fetch_one(
            "SELECT dm_turns FROM user_settings WHERE user_id = ?", (7,)
        ) == (1,)
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


async def test_a_servers_threads_and_a_lobby_moved_to_its_thread(store_url):
    from bot.domain.records import GameRecord

    storage = await open_store(store_url)
    try:
        assert await storage.guild_threads(1) is None
        await storage.set_guild_threads(1, True)
        assert await storage.guild_threads(1) is True
        await storage.set_guild_threads(1, False)
        assert await storage.guild_threads(1) is False

        lobby = await storage.create_game(
            GameRecord(
                id=0, kind="heckmeck", guild_id=1, channel_id=50, host_id=7, status="lobby",
                options={"edition": "classic"}, players=[], state=None, step=0,
                meta={"thread": True}, deadline=None, created_at=1.0,
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
