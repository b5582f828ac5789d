"""Drawing a board once per (game, step, language): what the cache keeps, when it
draws again, how much it may hold; the components drawn as JSON; the cached texts."""

from __future__ import annotations

import dataclasses
import tracemalloc
from types import SimpleNamespace

import discord
import pytest

import cogs.heckmeck  # noqa: F401  (registers the game's board)
from bot import i18n
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.records import GameRecord
from bot.domain.settings import ServerSettings
from cogs.table import games as games_module
from cogs.table import icons
from cogs.table.board_cache import BoardCache
from cogs.table.boards import Boards
from cogs.table.components import Drawn, button, select
from cogs.table.games import table_game

GUILD = 1


def game(game_id: int = 5, step: int = 3, **meta) -> GameRecord:
    state = hm.new_game(2, hm.HeckmeckOptions())
    players = [
        {"id": 101, "name": "alice", "computer": None},
        {"id": 102, "name": "bob", "computer": None},
    ]
    return GameRecord(
        id=game_id, kind="heckmeck", guild_id=GUILD, channel_id=2, host_id=101, status="running",
        options=state.options.to_json(), players=players, state=state.to_json(), step=step,
        meta={"guild_locale": "en-US", **meta}, deadline=2_000_000_000.0,
    )  # fmt: skip


class Languages:
    """The per-server language, as Boards reads it (bot.services.settings)."""

    def __init__(self) -> None:
        self.chosen: str | None = None

    async def server(self, guild_id: int) -> ServerSettings:
        return ServerSettings(language=self.chosen)


@pytest.fixture
def drawn(monkeypatch):
    """Boards, and how many times each game was rendered."""
    renders: list[tuple[int, int]] = []
    real = table_game("heckmeck")

    def counting(record, loc, events, state=None):
        renders.append((record.id, record.step))
        return real.render(record, loc, events, state)

    monkeypatch.setitem(games_module._GAMES, "heckmeck", dataclasses.replace(real, render=counting))
    languages = Languages()
    sessions = SimpleNamespace(state_of=lambda record: hm.state_from_json(record.state))
    bot = SimpleNamespace(services=SimpleNamespace(settings=languages))
    boards = Boards(bot=bot, sessions=sessions, max_age=3000)  # type: ignore[arg-type]
    return boards, languages, renders


async def test_one_step_is_rendered_once_and_shared(drawn):
    boards, _, renders = drawn
    first = await boards.message(game())
    again = await boards.message(game())
    assert renders == [(5, 3)]
    assert again["embed"] is first["embed"] and again["view"] is first["view"]
    assert again["content"] == first["content"]


async def test_a_board_is_drawn_from_the_sessions_parsed_state(drawn, monkeypatch):
    """The session keeps each live game's engine state: the embed, the buttons and the message's
    text use it instead of parsing the stored JSON again, each of them."""
    boards, _, _ = drawn
    record = game()
    parsed = hm.state_from_json(record.state)
    boards.sessions.state_of = lambda r: parsed if r is record else None

    def no_parsing(data):
        raise AssertionError("the board parsed the state again")

    monkeypatch.setattr(hm, "state_from_json", no_parsing)
    drawn_board = await boards.message(record)
    assert drawn_board["view"].to_components() and drawn_board["content"]


async def test_a_new_step_is_rendered_anew(drawn):
    boards, _, renders = drawn
    before = await boards.message(game(step=3))
    after = await boards.message(game(step=4))
    assert renders == [(5, 3), (5, 4)]
    assert before["view"].to_components() != after["view"].to_components()  # ids name the step


async def test_a_language_change_renders_anew(drawn):
    boards, languages, renders = drawn
    english = await boards.message(game())
    languages.chosen = "de"
    boards.forget_language(GUILD)  # what /heckmeck settings language does
    german = await boards.message(game())
    assert len(renders) == 2
    assert i18n.t("de", "button-roll") in str(german["view"].to_components())
    assert i18n.t("en", "button-roll") in str(english["view"].to_components())


async def test_new_emojis_or_a_hint_used_render_anew(drawn):
    boards, _, renders = drawn
    await boards.message(game())
    icons.set_emojis({})  # the emojis were uploaded (or looked up) again
    await boards.message(game())
    await boards.message(game(assisted=[101]))  # a player asked for the odds: no new step
    assert len(renders) == 3


async def test_the_steps_events_are_not_cached_without_recent_ones(drawn):
    boards, _, renders = drawn
    bare = game()  # no running log
    events = [{"type": "rolled", "seat": 0, "dice": ["worm", "3"]}]
    await boards.message(bare, events)
    await boards.message(bare, [])
    assert len(renders) == 2


def test_the_cache_keeps_the_games_drawn_last():
    cache = BoardCache(size=3)
    for game_id in range(1, 4):
        cache.put(game_id, ("step", 1), {"content": str(game_id)})
    assert cache.get(1, ("step", 1)) is not None  # game 1 is now the latest drawn
    cache.put(4, ("step", 1), {"content": "4"})
    assert len(cache) == 3
    assert cache.get(2, ("step", 1)) is None  # the oldest one went
    assert cache.get(1, ("step", 1)) is not None
    assert cache.get(1, ("step", 2)) is None  # another key is another board
    cache.put(1, ("step", 2), {"content": "1 again"})
    assert cache.get(1, ("step", 1)) is None  # a game keeps only its latest board
    cache.forget(1)
    assert cache.get(1, ("step", 2)) is None


async def test_a_drawn_board_takes_under_20_kb(drawn):
    boards, _, _ = drawn
    await boards.message(game(game_id=1))  # catalogues, caches of texts: loaded before measuring
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for game_id in range(2, 52):
            await boards.message(game(game_id=game_id, step=game_id))
        per_game = (tracemalloc.get_traced_memory()[0] - before) / 50
    finally:
        tracemalloc.stop()
    assert per_game < 20_000


# ------------------------------------------------------------------------- drawn components


def test_drawn_components_are_what_discord_py_would_send():
    emoji = discord.PartialEmoji(name="die_5", id=55)
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label="×2", emoji=emoji, custom_id="a", row=0))
    view.add_item(
        discord.ui.Button(
            label="Roll", emoji="🎲", custom_id="b", style=discord.ButtonStyle.success, row=2
        )
    )
    options = [discord.SelectOption(label="Take 25", value="25-g")]
    view.add_item(discord.ui.Select(custom_id="c", placeholder="Take", options=options, row=3))
    drawn = Drawn()
    drawn.add(button("a", label="×2", emoji=emoji), row=0)
    drawn.add(button("b", label="Roll", emoji="🎲", style=discord.ButtonStyle.success), row=2)
    drawn.add(select("c", placeholder="Take", options=[("Take 25", "25-g")]), row=3)
    assert drawn.to_components() == view.to_components()
    assert Drawn.of(view).to_components() == view.to_components()
    assert [item.custom_id for item in drawn.children] == ["a", "b", "c"]  # type: ignore[attr-defined]


def test_drawn_components_fill_rows_as_discord_py_does():
    drawn = Drawn()
    for i in range(5):
        drawn.add(button(f"x{i}"), row=0)
    with pytest.raises(ValueError):
        drawn.add(button("full"), row=0)
    drawn.add(button("anywhere"))  # the first row with room
    assert [len(row["components"]) for row in drawn.to_components()] == [5, 1]


async def test_discord_py_keeps_no_drawn_view():
    drawn = Drawn()
    drawn.add(button("x"))
    assert not drawn.is_dispatchable() and not list(drawn.walk_children())


# --------------------------------------------------------------------------------- texts


def test_formatted_texts_are_cached_and_told_apart_by_type():
    i18n.reload()
    first = i18n.t("en", "board-set-aside", dice="🪱", total=3)
    assert i18n.t("en", "board-set-aside", dice="🪱", total=3) is first  # formatted once
    assert i18n._formatted.cache_info().hits >= 1
    assert i18n.t("en", "event-stopped", name="x") != i18n.t("en", "event-stopped", name="y")
    assert i18n.t("en", "settings-hints-set", on=True) != i18n.t("en", "settings-hints-set", on=1)
    i18n.reload()
    assert i18n._formatted.cache_info().currsize == 0
