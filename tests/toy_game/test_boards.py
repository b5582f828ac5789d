"""The toy game drawn by the shared board machinery, in this process and without Discord: the
boards (cogs/table/boards.py) show its lobby and every step through a channel, the turn calls
(cogs/table/pings.py) name its players, the ending (cogs/table/endings.py) posts its standings and
card, and the replay and history views draw it; a click on its own button is known as a click on
its game (cogs/table/clicks.py). The toy is registered by the `toy_game` fixture only."""

from __future__ import annotations

import itertools
import re
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.domain.replay import replay
from bot.domain.results import GLOBAL
from bot.domain.shown import numbered_title
from bot.i18n import t
from bot.settings import Settings
from bot.table.services import Services
from bot.table.sessions import Outcome, Player, Timing
from cogs import history, leaderboard
from cogs import replay as replays
from cogs.table import clicks
from cogs.table.boards import Boards
from cogs.table.endings import Endings, card_of
from cogs.table.pings import TurnPings
from tests.table.harness import sessions_on
from tests.toy_game import rules, table
from tests.toy_game.kind import NAME

ANN, BOB = Player(1, "Ann"), Player(2, "Bob")
GUILD, CHANNEL = 5, 80
LOC = "en-US"
PNG = b"\x89PNG"


class Channel:
    """A channel that keeps what the bot sent, edited and deleted in it."""

    def __init__(self) -> None:
        self.ids = itertools.count(1000)
        self.messages: dict[int, dict[str, Any]] = {}
        self.deleted: list[int] = []

    async def send(self, content: str | None = None, **kwargs: Any) -> Any:
        message_id = next(self.ids)
        self.messages[message_id] = {"content": content, **kwargs}
        return SimpleNamespace(id=message_id)

    def get_partial_message(self, message_id: int) -> Any:
        channel = self

        class Partial:
            async def edit(self, **kwargs: Any) -> None:
                channel.messages[message_id].update(kwargs)

            async def delete(self) -> None:
                channel.deleted.append(message_id)

        return Partial()


class Bot:
    """What the shared machinery reads of the bot: the table layer, its services, a channel, the
    settings (the ending links to the web pages where they are set)."""

    def __init__(self, sessions) -> None:
        self.settings = Settings()
        self.sessions = sessions
        self.services = Services.build(sessions.storage, sessions)
        self.channel = Channel()
        self.boards = Boards(self, sessions, max_age=3600)
        self.pings = TurnPings(self, sessions, self.boards.locale)
        self.endings = Endings(self, self.boards, card=card_of)
        sessions.add_listener(self.boards.refresh)
        self.boards.followers += [self.pings.on_outcome, self.endings.on_outcome]

    def get_channel(self, channel_id: int) -> Any:
        return self.channel if channel_id == CHANNEL else None

    def get_guild(self, guild_id: int) -> None:
        return None  # the channel is found by its id alone


@pytest.fixture
async def bot(store_url, toy_game):
    async with sessions_on(store_url, Timing(turn_timeout=120), seed=9) as sessions:
        bot = Bot(sessions)
        yield bot
        await bot.pings.close()


async def played_out(sessions, game):
    """Every turn thrown by the player on turn; the finished game, its results recorded."""
    while game.status == "running":
        user = game.players[rules.current_seat(rules.state_from_json(game.state))]["id"]
        game = (await sessions.act(game.id, user, game.step, {"type": "throw"})).game
    await sessions.results_settled()
    return game


async def shown(bot: Bot, outcome: Outcome) -> None:
    """Show a change through the channel (as after a deadline), followers included."""
    await bot.sessions.notify(outcome)


def board_message(bot: Bot, game) -> dict[str, Any]:
    return bot.channel.messages[game.notes["board"]["message_id"]]


def field(embed: discord.Embed, name_key: str) -> str | None:
    name = t(LOC, name_key)
    return next((f.value for f in embed.fields if f.name == name), None)


def custom_ids(message: dict[str, Any]) -> list[str]:
    view = message.get("view")
    if view is None:
        return []
    return [c["custom_id"] for row in view.to_components() for c in row["components"]]


async def test_the_boards_turn_calls_and_ending_show_the_toy(bot):
    sessions = bot.sessions
    lobby = await sessions.open_lobby(
        NAME, guild_id=GUILD, channel_id=CHANNEL, host=ANN, options={"rounds": 2}
    )
    await shown(bot, Outcome(lobby, reason="redraw"))
    lobby = await sessions.game(lobby.id)
    drawn = board_message(bot, lobby)
    assert drawn["embed"].title == "Highest die (2)"  # the toy's title, on the shared lobby
    assert any(i.startswith("lobby:") for i in custom_ids(drawn))
    assert t(LOC, "difficulty-easy") in str(drawn["view"].to_components())  # its difficulties

    await shown(bot, await sessions.join(lobby.id, BOB))
    game = (await sessions.start(lobby.id, ANN.id)).game
    await shown(bot, Outcome(game, reason="started"))
    for _ in range(10):
        if game.status != "running":
            break
        on_turn = game.players[rules.current_seat(rules.state_from_json(game.state))]
        message = board_message(bot, await sessions.game(game.id))
        assert message["content"] == t(
            LOC, "board-content-turn", game="Highest die (2)", name=on_turn["name"], icon="🎲"
        )
        assert custom_ids(message) == [table.throw_id(game.id, game.step)]
        # The turn call: a new message naming only the player on turn.
        calls = [m for m in bot.channel.messages.values() if m.get("embed") is None]
        assert calls and f"<@{on_turn['id']}>" in calls[-1]["content"]
        outcome = await sessions.act(game.id, on_turn["id"], game.step, {"type": "throw"})
        await shown(bot, outcome)
        game = outcome.game
    assert game.status == "finished"

    final = board_message(bot, await sessions.game(game.id))
    assert final["content"] == t(LOC, "board-content-finished", game="Highest die (2)")
    assert final["view"] is None
    standings = field(final["embed"], "board-final")
    assert standings is not None and all(f"<@{p['id']}>" in standings for p in game.players)
    scores = rules.scores(rules.state_from_json(game.state))
    assert t(LOC, "points", count=max(scores)) in standings  # the toy's final line and unit

    ending = list(bot.channel.messages.values())[-1]
    heading = numbered_title(LOC, "Highest die (2)", game.id)
    assert ending["embed"].title == t(LOC, "ending-title", game=heading)
    rated = field(ending["embed"], "ending-final-rated").splitlines()  # both rated
    assert [line.split(" · ")[0] for line in rated] == standings.splitlines()
    assert all(" → " in line for line in rated[:2])  # each player's rating change
    assert ending["file"].filename == "game.png"
    assert ending["file"].fp.read().startswith(PNG)  # the card, drawn with the toy's scores
    assert custom_ids(ending) == [f"rematch:{game.id}"]
    assert bot.channel.deleted  # each turn call was deleted when the next one came


async def test_the_replay_history_and_card_draw_the_toy(bot):
    sessions = bot.sessions
    lobby = await sessions.open_lobby(
        NAME, guild_id=GUILD, channel_id=CHANNEL, host=ANN, options={"rounds": 1}
    )
    await sessions.join(lobby.id, BOB)
    game = await played_out(sessions, (await sessions.start(lobby.id, ANN.id)).game)

    rebuilt = replay(
        await bot.services.games.game(game.id), await bot.services.games.events_of(game.id)
    )
    assert len(rebuilt.positions) == 3  # the start and two throws
    for index in range(len(rebuilt.positions)):
        content, embeds, _ = replays.replay_message(rebuilt, index, LOC, ANN.id)
        assert embeds[0].title == "Highest die (1)"
        heading = t(LOC, "replay-heading", game=game.id, position=index + 1, positions=3)
        assert content.startswith(heading)
    last_board = embeds[0]
    assert field(last_board, "board-final") is not None
    assert "threw" in (field(last_board, "board-last") or "")

    page = await bot.services.history.page(GUILD, ANN.id, NAME, 0)
    embed = history.history_embed(LOC, ANN.id, NAME, page)
    (entry,) = embed.fields
    assert "Highest die (1)" in entry.name
    scores = rules.scores(rules.state_from_json(game.state))
    ann_score = scores[next(s for s, p in enumerate(game.players) if p["id"] == ANN.id)]
    assert t(LOC, "points", count=ann_score) in entry.value  # the toy's score unit

    assert card_of(await bot.services.games.game(game.id), LOC).startswith(PNG)


async def test_a_click_on_the_toys_button_is_a_click_on_its_game(bot):
    sessions = bot.sessions
    lobby = await sessions.open_lobby(
        NAME, guild_id=GUILD, channel_id=CHANNEL, host=ANN, options={"rounds": 1}
    )
    await sessions.join(lobby.id, BOB)
    game = (await sessions.start(lobby.id, ANN.id)).game
    await shown(bot, Outcome(game, reason="started"))
    game = await sessions.game(game.id)
    board_id = game.notes["board"]["message_id"]
    click = SimpleNamespace(message=SimpleNamespace(id=board_id, components=[]))
    assert clicks.of_the_message_game(bot, click, table.throw_id(game.id, game.step))
    assert not clicks.of_the_message_game(bot, click, table.throw_id(game.id + 1, game.step))


async def test_the_leaderboard_and_stats_show_the_toy_in_its_unit(bot):
    sessions = bot.sessions
    lobby = await sessions.open_lobby(
        NAME, guild_id=GUILD, channel_id=CHANNEL, host=ANN, options={"rounds": 1}
    )
    await sessions.join(lobby.id, BOB)
    await played_out(sessions, (await sessions.start(lobby.id, ANN.id)).game)
    points = t(LOC, "points", count=2).split()[-1]  # the unit's word
    worms = t(LOC, "worms", count=2).split()[-1]

    board = await bot.services.leaderboard.page(NAME, GLOBAL, "worms", 0)
    embed = leaderboard.board_embed(LOC, board, "global", "Ann", board.rows[0])
    assert points in embed.description and worms not in embed.description
    assert points in embed.footer.text
    stats = await bot.services.stats.of_player(ANN.id)
    embed = leaderboard.stats_embed(LOC, "Ann", stats, {}, detail=NAME)
    (box,) = embed.fields
    assert points in box.value and worms not in box.value


def test_the_page_buttons_take_a_registered_rating_game(toy_game):
    """Newer/Older and Previous/Next carry the rating game: a registered game's too."""
    for template, custom_id in (
        (history.PAGE_TEMPLATE, history.page_id("n", ANN.id, NAME, 1, GUILD)),
        (leaderboard.PAGE_TEMPLATE, leaderboard.page_id("n", NAME, "global", "rating", 1, 0)),
    ):
        assert re.fullmatch(template, custom_id)
