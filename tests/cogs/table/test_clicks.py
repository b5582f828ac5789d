"""A component callback that fails unexpectedly: the failure is logged with its game and channel,
and the user is answered privately, in their language, whether or not the click was answered
before the failure (cogs/table/clicks.py)."""

from __future__ import annotations

import logging
import re
from types import SimpleNamespace
from typing import Any, ClassVar

import discord
import pytest

from bot.i18n import t
from bot.table.changes import note_change
from bot.table.types import Refusal
from cogs.drehwurm import ids as drehwurm_ids
from cogs.heckmeck import ids as heckmeck_ids
from cogs.replay import replay_id
from cogs.review import page_id as review_page_id
from cogs.table import clicks, ids
from cogs.table.hints import hint_answer_id, odds_id
from cogs.table.leave_button import leaving_id
from cogs.table.reading import read_id

GAME, CHANNEL = 4711, 99


class Response:
    def __init__(self) -> None:
        self.sent: list[tuple[str, bool]] = []
        self.done = False

    def is_done(self) -> bool:
        return self.done

    async def send_message(self, content: str, *, ephemeral: bool = False) -> None:
        assert not self.done, "answered twice"
        self.done = True
        self.sent.append((content, ephemeral))

    async def defer(self) -> None:
        self.done = True


class Followup:
    def __init__(self) -> None:
        self.sent: list[tuple[str, bool]] = []

    async def send(self, content: str, *, ephemeral: bool = False) -> None:
        self.sent.append((content, ephemeral))


def click_on(
    custom_ids: list[str], clicked: str, locale: discord.Locale = discord.Locale.american_english
) -> Any:
    """A click on `clicked`, on a message that holds buttons with `custom_ids`."""
    buttons = [{"type": 2, "style": 2, "label": "x", "custom_id": c} for c in custom_ids]
    message = SimpleNamespace(
        id=5, components=[discord.ActionRow({"type": 1, "components": buttons})]
    )
    return SimpleNamespace(
        id=1,
        data={"custom_id": clicked, "component_type": 2},
        message=message,
        channel_id=CHANNEL,
        locale=locale,
        response=Response(),
        followup=Followup(),
    )


@pytest.fixture
def route():
    """Route a click with `item` as the bot's only DynamicItem; `on_board`: the game whose board
    the clicked message is known to be (None: not known as one)."""

    async def routed(
        item: type[discord.ui.DynamicItem[Any]], click: Any, on_board: int | None = None
    ) -> Any:
        async def stored_game(game_id: int) -> Any:
            raise Refusal("no-game-here")  # none stored: no deadline to catch up first

        bot = SimpleNamespace(
            dynamic_item_classes=[item],
            sessions=SimpleNamespace(game_on_board=lambda message_id: on_board, game=stored_game),
        )
        await clicks.route(bot, click)  # type: ignore[arg-type]
        return click

    return routed


class Failing(discord.ui.DynamicItem[discord.ui.Button], template=r"rematch:(?P<game>[0-9]+)"):
    """A button whose handler fails: after answering the click if `answer_first`, after changing
    the game if `change_first`."""

    answer_first = False
    change_first = False

    @classmethod
    async def from_custom_id(
        cls, interaction: Any, item: discord.ui.Button, match: re.Match[str]
    ) -> Failing:
        return cls(item)

    async def callback(self, interaction: Any) -> None:
        if self.answer_first:
            await interaction.response.defer()
        if self.change_first:
            note_change(GAME)
        raise RuntimeError("the handler broke")


@pytest.fixture
def failing():
    yield Failing
    Failing.answer_first = Failing.change_first = False


@pytest.mark.parametrize(
    ("answer_first", "locale", "lang"),
    [(False, discord.Locale.american_english, "en"), (True, discord.Locale.german, "de")],
)
async def test_a_failing_button_is_logged_with_its_game_and_answered_privately(
    failing, route, caplog, answer_first, locale, lang
):
    failing.answer_first = answer_first
    with caplog.at_level(logging.ERROR, logger="cogs.table.clicks"):
        click = await route(failing, click_on([f"rematch:{GAME}"], f"rematch:{GAME}", locale))
    answers = click.followup.sent if answer_first else click.response.sent
    assert answers == [(t(lang, "click-failed"), True)]
    failure = next(r for r in caplog.records if r.exc_info)
    assert isinstance(failure.exc_info[1], RuntimeError)
    assert str(GAME) in failure.getMessage() and str(CHANNEL) in failure.getMessage()


async def test_a_button_that_failed_after_changing_the_game_does_not_say_nothing_changed(
    failing, route, caplog
):
    failing.change_first = True
    spanish = discord.Locale.spain_spanish
    with caplog.at_level(logging.ERROR, logger="cogs.table.clicks"):
        click = await route(failing, click_on([f"rematch:{GAME}"], f"rematch:{GAME}", spanish))
    assert click.response.sent == [(t("es", "something-went-wrong"), True)]


class Recorded(discord.ui.DynamicItem[discord.ui.Button], template=r"(lobby|cpu):.*"):
    """A button that only notes that it was called."""

    calls: ClassVar[list[str]] = []

    @classmethod
    async def from_custom_id(
        cls, interaction: Any, item: discord.ui.Button, match: re.Match[str]
    ) -> Recorded:
        return cls(item)

    async def callback(self, interaction: Any) -> None:
        Recorded.calls.append(interaction.data["custom_id"])


@pytest.mark.parametrize(
    ("on_board", "drawn", "clicked", "called"),
    [
        (None, ["lobby:7:0:join", "lobby:7:0:leave"], "lobby:7:0:join", True),
        (None, ["lobby:7:0:join", "cpu:4:0"], "cpu:4:0", False),  # the message names two games
        (7, ["cpu:4:0"], "cpu:4:0", False),  # the message is game 7's board
        (7, ["lobby:7:0:join"], "lobby:7:0:join", True),
    ],
)
async def test_a_click_is_for_the_game_of_its_message_only(route, on_board, drawn, clicked, called):
    Recorded.calls = []
    click = await route(Recorded, click_on(drawn, clicked), on_board)
    assert Recorded.calls == ([clicked] if called else [])
    assert click.response.sent == ([] if called else [(t("en", "stale-button"), True)])


class Anything(discord.ui.DynamicItem[discord.ui.Button], template=r"[a-z]+:.*"):
    """A button that takes every id of the bot and notes that it was called."""

    calls: ClassVar[list[str]] = []

    @classmethod
    async def from_custom_id(
        cls, interaction: Any, item: discord.ui.Button, match: re.Match[str]
    ) -> Anything:
        return cls(item)

    async def callback(self, interaction: Any) -> None:
        Anything.calls.append(interaction.data["custom_id"])


def drawn_for(game: int) -> dict[str, str]:
    """One id of each prefix the bot draws for a game, by prefix."""
    drawn = [
        ids.lobby(game, 0, "join"),
        ids.computer(game, 0),
        ids.stop(game),
        ids.resume(game),
        ids.leave(game),
        ids.rematch(game),
        ids.redraw(game),
        heckmeck_ids.move(game, 3, "roll"),
        heckmeck_ids.takes(game, 3),
        drehwurm_ids.move(game, 3, "r"),
        drehwurm_ids.plays(game, 3, 0),
        drehwurm_ids.hand(game),
        odds_id(game),
        hint_answer_id(game, True),
        replay_id(game, 0, "n"),
        review_page_id(game, 0),
        read_id(game),
        leaving_id(game),
    ]
    return {custom_id.partition(":")[0]: custom_id for custom_id in drawn}


def test_the_clicks_below_know_every_prefix_that_names_a_game():
    assert set(drawn_for(7)) == ids.game_prefixes("cogs.")


@pytest.mark.parametrize("prefix", sorted(drawn_for(7)))
@pytest.mark.parametrize("on_board", [7, None])
async def test_every_prefix_is_for_the_game_of_its_message_only(route, prefix, on_board):
    """On game 7's board (or a message whose other components name game 7), a component of any
    prefix is routed if it names game 7, and refused as stale if it names game 4."""
    others = [drawn_for(7)["lobby"]] if on_board is None else []
    for game, called in ((7, True), (4, False)):
        Anything.calls = []
        clicked = drawn_for(game)[prefix]
        click = await route(Anything, click_on([*others, clicked], clicked), on_board)
        assert Anything.calls == ([clicked] if called else [])
        assert click.response.sent == ([] if called else [(t("en", "stale-button"), True)])
