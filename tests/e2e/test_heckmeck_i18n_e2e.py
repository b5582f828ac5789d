"""End to end: players in one game each read private answers in their own language, while
the public board speaks the server's language (or the one chosen with /heckmeck settings language).
"""

from __future__ import annotations

import random

from bot.i18n import t
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE, Message, User
from tests.e2e.players import (
    current_mention,
    field_names,
    game_id_of,
    game_row,
    lobby_click,
    moves,
    open_lobby,
    play_turn,
    start_game,
)


async def private_answer(ix) -> Message:
    assert await ix.wait_response() == CHANNEL_MESSAGE, ix
    answer = await ix.reply()
    assert answer.ephemeral_to is ix.user, answer
    return answer


def roll_label(board: Message) -> str | None:
    return next((b.label for b in board.buttons() if (b.custom_id or "").endswith(":roll")), None)


async def test_each_player_reads_their_language_and_the_board_the_servers(fake, start_bot):
    w = fake.world
    hans = fake.add_user("hans", locale="de")
    pablo = fake.add_user("pablo", locale="es-ES")
    gretchen = fake.add_user("gretchen", locale="de")
    for user in (hans, pablo, gretchen):
        w.guild.add_member(user)
    spanish = fake.add_guild("Servidor de Heckmeck", locale="es-ES")
    mesa = spanish.add_text_channel("mesa")
    spanish.add_member(hans)
    spanish.add_member(pablo)
    bot = await start_bot()
    rng = random.Random(8)
    locale_of = {hans.id: "de", pablo.id: "es", w.alice.id: "en"}

    # Slash commands carry German and Spanish names for German and Spanish clients.
    (heckmeck,) = [c for c in fake.commands[None] if c["name"] == "heckmeck"]
    start_definition = next(o for o in heckmeck["options"] if o["name"] == "start")
    assert start_definition["name_localizations"]["de"] == t("de", "cmd-heckmeck-start-name")
    assert start_definition["description_localizations"]["es-ES"] == t(
        "es", "cmd-heckmeck-start-desc"
    )

    # The lobby is public, in the server's language (English); refusals are private and each in
    # the language of whoever clicked.
    lobby = await open_lobby(fake, w.alice, w.channel)
    assert t("en", "lobby-players", count=1, max=7) in field_names(lobby)
    for user in (hans, pablo):
        assert (await lobby_click(fake, user, lobby, "join")).response_type == UPDATE_MESSAGE
    for user in (hans, pablo):
        refusal = await private_answer(await lobby_click(fake, user, lobby, "start"))
        assert refusal.content == t(locale_of[user.id], "only-host")
    again = await private_answer(await lobby_click(fake, hans, lobby, "join"))
    assert again.content == t("de", "already-joined")

    board = await start_game(fake, lobby, w.alice, [])
    game_id = game_id_of(board)
    assert roll_label(board) == t("en", "button-roll")

    async def not_your_turn(user: User) -> None:
        nonlocal board
        while current_mention(board) == user.id:  # let them finish their turn first
            board = await play_turn(fake, board, user, rng)
        step = game_row(bot, game_id)["step"]
        control = next(iter(moves(board).values()))
        answer = await private_answer(await fake.click(user, board, control))
        assert answer.content == t(locale_of[user.id], "illegal-not-your-turn")
        assert game_row(bot, game_id)["step"] == step

    await not_your_turn(hans)
    await not_your_turn(pablo)
    stranger = await private_answer(await fake.click(gretchen, board, moves(board)["roll"]))
    assert stranger.content == t("de", "not-a-player")
    assert t("de", "not-a-player") != t("en", "not-a-player")
    assert t("de", "illegal-not-your-turn") != t("es", "illegal-not-your-turn")

    # Only someone who may manage the server picks its language: Hans may not (in German).
    denied = await private_answer(
        await fake.slash(hans, w.channel, "heckmeck settings language", language="es")
    )
    assert denied.content == t("de", "permission-needed")

    # The server's boards switch to German; the answer goes to the one who asked, in their
    # language (English here).
    chosen = await private_answer(
        await fake.slash(fake.owner, w.channel, "heckmeck settings language", language="de")
    )
    assert chosen.content == t("en", "settings-language-set", language="de")

    async def accepted_click() -> None:
        nonlocal board
        mover = next(u for u in (w.alice, hans, pablo) if u.id == current_mention(board))
        ix = await fake.click(mover, board, next(iter(moves(board).values())))
        assert await ix.wait_response() == UPDATE_MESSAGE
        board = await ix.reply()

    await accepted_click()
    on_turn = f"<@{current_mention(board)}>"
    assert t("de", "board-turn", name=on_turn) in board.text
    assert t("en", "board-turn", name=on_turn) not in board.text
    assert roll_label(board) == t("de", "button-roll")
    await not_your_turn(pablo)  # private answers keep their own language

    await private_answer(
        await fake.slash(fake.owner, w.channel, "heckmeck settings language", language="auto")
    )
    await accepted_click()
    assert roll_label(board) == t("en", "button-roll")

    # A Spanish server: the lobby speaks Spanish, while Hans is still answered in German.
    spanish_lobby = await open_lobby(fake, hans, mesa)
    assert t("es", "lobby-players", count=1, max=7) in field_names(spanish_lobby)
    alone = await private_answer(await lobby_click(fake, hans, spanish_lobby, "start"))
    assert alone.content == t("de", "too-few-players", min=2)
    await fake.assert_healthy()
