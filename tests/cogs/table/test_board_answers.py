"""How a click's answer treats the clicked message when the game's board moved to another one
while the click was applied (a repost under way): the old message must not come back to life; and
when the game moved on while the answer was on its way: the newer game must be shown after it."""

from __future__ import annotations

import asyncio
import time
from dataclasses import replace
from types import SimpleNamespace

from bot.domain.records import GameRecord
from bot.table.notes import board_of
from bot.table.types import Outcome
from cogs.table.boards import Boards

OLD_BOARD, NEW_BOARD = 1_000, 2_000


class StubSessions:
    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.remembered: list[int] = []
        self.redrawn: list[Outcome] = []  # shown through the channel after the answer
        self.stripped: list[int] = []  # messages whose buttons were taken off through the channel

    async def game(self, game_id: int) -> GameRecord:
        return self.record

    board_of = staticmethod(board_of)
    clock = staticmethod(time.time)

    async def board_posted(self, game_id, message_id, posted_at, step) -> None:
        self.remembered.append(message_id)

    def board_shown(self, game_id, message_id, step) -> None:
        pass


class StubResponse:
    def __init__(self, meanwhile=None) -> None:
        self.edits: list[dict] = []
        self.meanwhile = meanwhile  # what happens while the edit is on its way

    async def edit_message(self, **kwargs) -> None:
        if self.meanwhile is not None:
            self.meanwhile()
        self.edits.append(kwargs)


def lobby_record(board_message: int) -> GameRecord:
    return GameRecord(
        id=7,
        kind="heckmeck",
        guild_id=None,
        channel_id=5,
        host_id=1,
        status="lobby",
        options={},
        players=[{"id": 1, "name": "ann", "computer": None}],
        state=None,
        step=3,
        notes={"board": {"message_id": board_message, "posted_at": time.time(), "step": 3}},
    )


async def answer(
    board_message: int,
    clicked: int,
    moves_on: bool = False,
    reposted: bool = False,
    newer_shown: bool = False,
) -> tuple[bool, StubResponse, StubSessions]:
    record = lobby_record(board_message)
    sessions = StubSessions(record)
    boards = Boards(bot=None, sessions=sessions, max_age=60.0)  # type: ignore[arg-type]

    def meanwhile() -> None:
        if moves_on:  # another click, or a computer's move
            sessions.record = replace(sessions.record, step=record.step + 1)
        if newer_shown:  # that newer step shown on the board through the channel
            boards.shown(sessions.record, board_message, landed_last=True)
        if reposted:  # a fresh board posted through the channel, the clicked one retired
            board = {**record.notes["board"], "message_id": NEW_BOARD}
            sessions.record = replace(sessions.record, notes={**record.notes, "board": board})

    async def strip_buttons(record, board=None) -> None:
        sessions.stripped.append(board["message_id"])

    boards.strip_buttons = strip_buttons  # type: ignore[method-assign]
    boards._show_soon = sessions.redrawn.append  # type: ignore[method-assign]
    response = StubResponse(meanwhile if moves_on or reposted or newer_shown else None)
    interaction = SimpleNamespace(message=SimpleNamespace(id=clicked), response=response)
    shown = await boards._answer_click(interaction, Outcome(record))  # type: ignore[arg-type]
    return shown, response, sessions


async def test_an_answer_on_a_board_replaced_meanwhile_takes_its_buttons_away():
    shown, response, sessions = await answer(board_message=NEW_BOARD, clicked=OLD_BOARD)
    assert not shown  # shown through the channel instead, on the newer board
    assert response.edits == [{"view": None}]
    assert sessions.remembered == []  # the newer board stays the game's board


async def test_an_answer_on_the_current_board_shows_the_game_there():
    shown, response, sessions = await answer(board_message=OLD_BOARD, clicked=OLD_BOARD)
    assert shown
    assert response.edits[0]["view"] is not None and response.edits[0]["embed"] is not None
    assert sessions.remembered == []


async def test_an_answer_that_lands_after_a_newer_board_was_shown_has_the_game_shown_again():
    """The answer may land after the newer board was shown (a retried answer, a quick computer):
    it must not stay there (at the game's end: an old board with buttons beside no final one)."""
    shown, response, sessions = await answer(
        OLD_BOARD, clicked=OLD_BOARD, moves_on=True, newer_shown=True
    )
    assert shown and len(response.edits) == 1
    (redraw,) = sessions.redrawn
    assert redraw.game.step == 4 and redraw.reason == "redraw"


async def test_an_answer_overtaken_by_the_next_click_leaves_the_board_to_that_clicks_answer():
    """Quick clicks: the next click was applied before this answer finished. Its own answer shows
    its step; a redraw through the channel could land after it and show an older board."""
    shown, _, sessions = await answer(OLD_BOARD, clicked=OLD_BOARD, moves_on=True)
    assert shown and sessions.redrawn == []


async def test_an_answer_showing_the_latest_step_asks_for_nothing_more():
    shown, _, sessions = await answer(OLD_BOARD, clicked=OLD_BOARD)
    assert shown and sessions.redrawn == [] and sessions.stripped == []


async def test_an_answer_that_lands_after_a_fresh_board_replaced_its_message_is_retired_again():
    """The repost took the old board's buttons off before the answer landed and brought them
    back: they are taken off again, so only the fresh board has buttons."""
    shown, response, sessions = await answer(OLD_BOARD, clicked=OLD_BOARD, reposted=True)
    assert shown and len(response.edits) == 1 and response.edits[0]["view"] is not None
    assert sessions.stripped == [OLD_BOARD]


class StubChannel:
    def __init__(self) -> None:
        self.edits: list[tuple[int, dict]] = []

    def get_partial_message(self, message_id: int):
        async def edit(**kwargs) -> None:
            self.edits.append((message_id, kwargs))

        return SimpleNamespace(edit=edit)


def ended_game_boards() -> tuple[Boards, StubChannel, GameRecord, GameRecord]:
    """Boards of a game that has just ended (at step 4) on OLD_BOARD; and its step before."""
    before = lobby_record(OLD_BOARD)
    ended = replace(before, status="cancelled", step=4)
    channel = StubChannel()
    bot = SimpleNamespace(get_channel=lambda channel_id: channel, get_guild=lambda guild_id: None)
    boards = Boards(bot=bot, sessions=StubSessions(ended), max_age=60.0)  # type: ignore[arg-type]
    return boards, channel, before, ended


async def test_a_redraw_still_queued_for_an_ended_game_shown_already_edits_nothing():
    """The final board, shown once (here through the last click), is not edited again by the
    redraws queued for the game's last changes: extra calls to Discord, each within its limits."""
    boards, channel, _, ended = ended_game_boards()
    boards.shown(ended, OLD_BOARD, landed_last=True)
    await boards.refresh(Outcome(ended))
    assert channel.edits == []


async def test_an_ended_games_board_that_a_late_answer_covered_is_shown_again():
    """A click's answer that landed after the final board (showing the step before, with buttons)
    is not mistaken for the final board, even once the game's other updates were done with."""
    boards, channel, before, ended = ended_game_boards()
    boards.shown(ended, OLD_BOARD, landed_last=True)
    boards.shown(before, OLD_BOARD, landed_last=True)  # the late answer
    boards._forget(ended.id)  # another update of the ended game finished meanwhile
    await boards.refresh(Outcome(ended))
    assert [message for message, _ in channel.edits] == [OLD_BOARD]
    await boards.refresh(Outcome(ended))  # shown now: the next queued redraw edits nothing
    assert len(channel.edits) == 1


async def test_an_answer_waits_for_a_channel_edit_of_its_board_already_on_its_way():
    """A channel edit (a computer's move, a redraw) drew the game a moment ago and is still on
    its way when a click's answer is ready: the answer must land after it, or the board would show
    the older step after the newer one (and the next click would be on an old board)."""
    before = lobby_record(OLD_BOARD)
    landed: list[tuple[str, int]] = []
    release = asyncio.Event()

    class SlowChannel(StubChannel):
        def get_partial_message(self, message_id: int):
            async def edit(**kwargs) -> None:
                await release.wait()  # held up: Discord's rate limit, a slow network
                landed.append(("channel", before.step))

            return SimpleNamespace(edit=edit)

    sessions = StubSessions(before)
    bot = SimpleNamespace(
        get_channel=lambda channel_id: SlowChannel(), get_guild=lambda guild_id: None
    )
    boards = Boards(bot=bot, sessions=sessions, max_age=60.0)  # type: ignore[arg-type]
    redraw = asyncio.create_task(boards._show_in_channel(before, []))
    await asyncio.sleep(0)  # the channel edit is sent
    after = replace(before, step=before.step + 1)
    sessions.record = after

    class Response(StubResponse):
        async def edit_message(self, **kwargs) -> None:
            landed.append(("answer", after.step))

    interaction = SimpleNamespace(message=SimpleNamespace(id=OLD_BOARD), response=Response())
    answer = asyncio.create_task(boards._answer_click(interaction, Outcome(after)))  # type: ignore[arg-type]
    for _ in range(20):  # let the answer run as far as it goes
        await asyncio.sleep(0)
    assert landed == []  # the answer waits for the edit sent before it
    release.set()
    await asyncio.gather(redraw, answer)
    assert landed == [("channel", before.step), ("answer", after.step)]
