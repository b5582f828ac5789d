"""Full tables of players with the longest names Discord allows, where its limits bite.

A 7-player Heckmeck game and a 6-player Drehwurm game, played to the end by players whose
display names and server nicknames are 32 characters (Discord's maximum) of emoji, accents and
Markdown-ish punctuation; then everything that lists them: the ending, the review, the replay,
the history, the leaderboard and the stats. The fake Discord refuses, and the `fake` fixture
fails on, any request Discord would refuse (tests/e2e/discord_api).
"""

from __future__ import annotations

import random

import pytest

from bot.i18n import t
from tests.e2e.fake_discord import UPDATE_MESSAGE, FakeDiscord, Message, User
from tests.e2e.players import (
    ending_posted,
    game_id_of,
    game_row,
    open_lobby,
    play_to_end,
    start_game,
)
from tests.e2e.test_drehwurm_e2e import FAST, open_table, play
from tests.e2e.test_history_e2e import slash_with_user
from tests.e2e.test_leaderboard_e2e import stats_detail, stats_of
from tests.phone import phone_lines
from tests.phone_budgets import BUDGETS

NAME_LENGTH = 32  # Discord's maximum for display names and nicknames
STEMS = [
    "🦄🐉 Ωmega-Überlänge_Name",
    "Ærøskøbing 🐛 Wurmfänger*in",
    "~~Zwölf Boxkämpfer~~ jagen Vik",
    "Señora Pingüino ñandú 🌮🌮",
    "`code` **bold** __under__",
    "Łódź 🎲🎲🎲 Grzegorz Brzęczy",
    "Ünïcödé ñame wïth dïäcrïtïcs 👾",
]


def padded(stem: str, index: int) -> str:
    """`stem` with a number, padded or cut to exactly NAME_LENGTH characters."""
    name = f"{stem} {index}"
    return (name + "!" * NAME_LENGTH)[:NAME_LENGTH]


def long_named_players(fake: FakeDiscord, count: int) -> list[User]:
    """`count` members: display names of 32 characters, every other one also a 32-character
    emoji nickname in the server (which Discord shows instead)."""
    guild = fake.world.guild
    players = []
    for i in range(count):
        stem = STEMS[i % len(STEMS)]
        user = fake.add_user(f"longname_{i}", global_name=padded(stem, i))
        member = guild.add_member(user)
        if i % 2:
            member.nick = padded("🐛🎲🐉🦄🌮 " + stem[::-1], i)
        players.append(user)
    for user in players:
        shown = guild.member(user).nick or user.global_name
        assert shown is not None and len(shown) == NAME_LENGTH
    return players


def shown_name(fake: FakeDiscord, user: User) -> str:
    return fake.world.guild.member(user).nick or user.global_name or user.name


def unescaped(message: Message) -> str:
    """The message's text without the backslashes that keep names' Markdown literal."""
    return message.text.replace("\\", "")


async def press_every_enabled_button(fake: FakeDiscord, user: User, message: Message) -> int:
    """Click each enabled button of `message` once (as `user`); how many were answered with an
    update of the message."""
    updated = 0
    for button in message.enabled_buttons():
        if button.custom_id is None or not any(
            b.custom_id == button.custom_id and b.enabled for b in message.buttons()
        ):
            continue
        ix = await fake.click(user, message, button.custom_id)
        updated += await ix.wait_response() == UPDATE_MESSAGE
    return updated


async def look_back_on(fake: FakeDiscord, players: list[User], game: str, game_id: int) -> None:
    """The replay, the history, the leaderboard and the stats, all listing the long names."""
    w = fake.world
    asker = players[-1]
    replay = await (await fake.slash(asker, w.channel, "replay", game=game_id)).reply()
    assert await press_every_enabled_button(fake, asker, replay) > 0

    history = await (await slash_with_user(fake, asker, "history", user=players[0])).reply()
    assert history.embeds, history.text
    await press_every_enabled_button(fake, asker, history)

    leaderboard = await (await fake.slash(asker, w.channel, "leaderboard", game=game)).reply()
    for user in players:
        # A name may be shortened to fit, but each player is recognisable on the board.
        assert shown_name(fake, user)[:12] in unescaped(leaderboard), leaderboard.text
    await press_every_enabled_button(fake, asker, leaderboard)

    for user in (players[0], players[1]):
        stats = await (await stats_of(fake, asker, w.channel, user)).reply()
        assert shown_name(fake, user)[:12] in unescaped(stats), stats.text


async def test_seven_players_with_the_longest_names_play_heckmeck_to_the_end(fake, bot):
    w = fake.world
    players = long_named_players(fake, 7)
    host, guests = players[0], players[1:]
    board = await start_game(fake, await open_lobby(fake, host, w.channel), host, guests)
    game_id = game_id_of(board)
    result = await play_to_end(fake, board, players, random.Random(7), take_chance=0.6)
    assert game_row(bot, game_id)["status"] == "finished"
    assert t("en", "board-final") in result.board.text
    ending = await ending_posted(fake, w.channel, game_id)
    assert ending.text

    # Seven players' review: a line each and a button each, within a phone's budget.
    public = await fake.slash(players[3], w.channel, "heckmeck", "review", public=True)
    review = await public.reply(timeout=60)
    assert review.ephemeral_to is None and review.embeds
    assert all(user.mention in review.text for user in players)
    assert len(review.buttons()) == len(players)
    assert all(len(b.label) <= 80 for b in review.buttons())
    assert phone_lines(review.payload(), {}) <= BUDGETS["review-summary"]
    private = await (await fake.slash(players[4], w.channel, "heckmeck", "review")).reply(
        timeout=60
    )
    assert private.ephemeral_to is players[4]

    await look_back_on(fake, players, "heckmeck", game_id)
    await fake.assert_healthy()
    assert fake.contract_violations == []


@pytest.mark.bot_env(**FAST)
async def test_six_players_with_the_longest_names_play_drehwurm_to_the_end(fake, bot):
    w = fake.world
    players = long_named_players(fake, 6)
    table = await open_table(fake, bot, players)
    await play(table, random.Random(6), snap_chance=0.5)
    assert table.game()["status"] == "finished"
    await fake.wait_until(lambda: table.board.buttons() == [], what="the board's final state")
    assert t("en", "board-final") in table.board.text
    ending = await ending_posted(fake, w.channel, table.game_id)
    assert ending.text

    await look_back_on(fake, players, "drehwurm", table.game_id)
    # /stats shows the piles eaten, worms played out of turn and turns the game counted.
    game = table.game()
    seat = next(s for s, p in enumerate(game["players"]) if p["id"] == players[0].id)
    counted = {name: game["state"][name][seat] for name in ("piles_eaten", "snaps_won", "turns")}
    stats = await (await stats_of(fake, players[-1], w.channel, players[0])).reply()
    stats = await stats_detail(fake, players[-1], stats, "drehwurm")
    assert t("en", "drehwurm-stats-line", **counted) in stats.text, stats.text
    await fake.assert_healthy()
    assert fake.contract_violations == []
