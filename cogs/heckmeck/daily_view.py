"""What the Daily Grill looks like: the attempt as it stands (the board's grill, dice and face
buttons, reused from cogs/heckmeck/board.py), the finished result, the share line, the server's
table and the review. Pure rendering: values in, embeds and views out."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

import discord

from bot.domain.heckmeck.daily import game
from bot.domain.heckmeck.daily.streaks import Streak
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.pictures import tile_emoji
from bot.domain.records import GameRecord
from bot.i18n import t
from bot.storage.queries.daily import DailyAttempt, DailyStanding, StreakRow
from cogs.heckmeck import board, turn_log
from cogs.table.components import ROW_WIDTH, Drawn, button
from cogs.table.icons import button_emoji
from cogs.table.render import add_happened
from cogs.table.styles import style_of

COLOUR = discord.Colour.orange()
COLOUR_DONE = discord.Colour.dark_orange()
# A sign per turn in the shared line: the worms of a tile taken and kept to the end (1-4), a tile
# taken and lost again by a later failed turn, or a failed turn; so the digits add up to the score
# beside them. Digits and shapes, not colours alone: a screen reader says "keycap 3", and a
# colour-blind reader sees the number.
MARKS = {1: "1️⃣", 2: "2️⃣", 3: "3️⃣", 4: "4️⃣", None: "❌"}
LOST = "⬜"

# hmd:<day>:<step>:<op>[:<arg>]  a move of the clicking player's daily (op: roll, face, take)
# hmds:<day>                     Share;   hmdr:<day>   Review   (day: YYYYMMDD)
MOVE, SHARE, REVIEW = "hmd", "hmds", "hmdr"
MOVE_TEMPLATE = (
    rf"{MOVE}:(?P<day>\d{{8}}):(?P<step>\d{{1,4}}):(?P<op>roll|face|take)"
    r"(:(?P<arg>[a-z0-9]{1,8}))?"
)
SHARE_TEMPLATE = rf"{SHARE}:(?P<day>\d{{8}})"
REVIEW_TEMPLATE = rf"{REVIEW}:(?P<day>\d{{8}})"


def day_id(day: date) -> str:
    return day.strftime("%Y%m%d")


def parse_day(text: str | None) -> date | None:
    try:
        return datetime.strptime(text or "", "%Y%m%d").date()
    except ValueError:
        return None


def move_id(day: date, step: int, op: str, arg: str | None = None) -> str:
    return f"{MOVE}:{day_id(day)}:{step}:{op}" + (f":{arg}" if arg is not None else "")


def next_day_at(day: date) -> int:
    """The Unix time the next day's daily starts (midnight UTC)."""
    return int(datetime.combine(day + timedelta(days=1), time(), UTC).timestamp())


def record_of(attempt: game.Attempt, user_id: int) -> GameRecord:
    """The attempt as a one-player game record, for the board's narration and the review's
    texts (never stored)."""
    return GameRecord(
        id=0, kind=hm.KIND, guild_id=None, channel_id=0, host_id=user_id,
        status="ended" if attempt.done else "running", options=game.OPTIONS.to_json(),
        players=[{"id": user_id, "name": "", "computer": None}], state=None,
        step=attempt.step, recent=attempt.events[-24:],
    )  # fmt: skip


def last_turn(attempt: game.Attempt, user_id: int, loc: str) -> str:
    """The attempt's last finished turn, as the board's log tells a turn."""
    lines = turn_log.narrate(record_of(attempt, user_id), loc, [], attempt.state.rules, None)
    return "\n".join(lines)


def _stack_line(state: hm.HeckmeckState, loc: str) -> str:
    stack = state.stacks[0]
    return " ".join(board.tile_label(state.rules, v) for v in stack) or t(loc, "daily-none")


def playing_embed(attempt: game.Attempt, user_id: int, loc: str) -> discord.Embed:
    state = attempt.state
    embed = discord.Embed(
        title=t(loc, "daily-title", day=attempt.day.isoformat()),
        description=t(loc, "daily-intro", turns=game.TURNS) if attempt.step == 0 else None,
        colour=COLOUR,
    )
    embed.add_field(name=t(loc, "board-grill"), value=board.grill_line(state), inline=False)
    turn = t(loc, "daily-turn", turn=attempt.turn + 1, turns=game.TURNS,
             worms=attempt.score.worms)  # fmt: skip
    tiles = f"{t(loc, 'daily-your-tiles')}: {_stack_line(state, loc)}"
    embed.add_field(name=turn, value=tiles, inline=False)
    add_happened(embed, loc, last_turn(attempt, user_id, loc))
    board.add_dice_fields(embed, state, loc)
    return embed


def playing_view(attempt: game.Attempt, loc: str) -> Drawn:
    state, day, step = attempt.state, attempt.day, attempt.step
    view = Drawn()
    pickable = set(hm.pickable_faces(state))
    board.add_face_buttons(
        view, state, pickable, lambda face: move_id(day, step, "face", face), loc
    )
    view.add(
        button(
            move_id(day, step, "roll"),
            label=t(loc, "button-roll"),
            emoji="🎲",
            style=style_of("roll"),
            disabled=not hm.can_roll(state),
        ),
        row=1,
    )
    takes = hm.take_options(state)
    beside_roll = ROW_WIDTH - max(0, len(state.rules.faces) - ROW_WIDTH) - 1
    for take in takes:
        view.add(
            button(
                move_id(day, step, "take", str(take.tile)),
                label=t(loc, "button-take", tile=take.tile),
                emoji=button_emoji(tile_emoji(state.rules, take.tile)) or "🛑",
                style=style_of("take"),
            ),
            row=1 if len(takes) <= beside_roll else 2,
        )
    return view


def marks_line(marks: list[int | None]) -> str:
    """A square per turn; a failed turn gives back the top tile, the last one taken and kept."""
    shown = [MARKS.get(m, MARKS[None]) for m in marks]
    held: list[int] = []
    for turn, worms in enumerate(marks):
        if worms is not None:
            held.append(turn)
        elif held:
            shown[held.pop()] = LOST
    return "".join(shown)


def done_embed(
    attempt: game.Attempt,
    user_id: int,
    loc: str,
    computer: game.Attempt,
    standing: DailyStanding,
    streak: StreakRow | None,
) -> discord.Embed:
    score = attempt.score
    embed = discord.Embed(
        title=t(loc, "daily-title", day=attempt.day.isoformat()),
        description=t(loc, "daily-done", next=str(next_day_at(attempt.day))),  # no digit grouping
        colour=COLOUR_DONE,
    )
    embed.add_field(
        name=t(loc, "daily-score-title"),
        value=f"{marks_line(attempt.marks())} "
        + t(loc, "daily-score", worms=score.worms, failed=score.failed, highest=score.highest),
        inline=False,
    )
    theirs = computer.score
    embed.add_field(
        name=t(loc, "daily-computer-title"),
        value=f"{marks_line(computer.marks())} "
        + t(loc, "daily-computer", worms=theirs.worms, failed=theirs.failed),
        inline=False,
    )
    current, best = (streak.current, streak.best) if streak else (0, 0)
    embed.add_field(
        name=t(loc, "daily-standing-title"),
        value=t(loc, "daily-standing", server_rank=standing.server_rank,
                server_players=standing.server_players, rank=standing.rank,
                players=standing.players)
        + "\n" + t(loc, "daily-streak", streak=current, best=best),
        inline=False,
    )  # fmt: skip
    return embed


def done_view(day: date, loc: str) -> Drawn:
    view = Drawn()
    view.add(button(f"{SHARE}:{day_id(day)}", label=t(loc, "daily-share-button"), emoji="📣",
                    style=style_of("next")))  # fmt: skip
    view.add(button(f"{REVIEW}:{day_id(day)}", label=t(loc, "daily-review-button"), emoji="🔍"))
    return view


def share_line(loc: str, name: str, row: DailyAttempt, streak: int) -> str:
    return t(
        loc, "daily-share", name=discord.utils.escape_markdown(name), day=row.day,
        marks=marks_line(row.marks or []), worms=row.score, streak=streak,
    )  # fmt: skip


def _table(loc: str, rows: list[DailyAttempt], empty: str = "daily-board-empty") -> str:
    lines = [
        t(loc, "daily-board-row", rank=rank, name=discord.utils.escape_markdown(row.name),
          worms=row.score, failed=row.failed, highest=row.highest)
        for rank, row in enumerate(rows, 1)
    ]  # fmt: skip
    return "\n".join(lines)[:1024] or t(loc, empty)


def table_embed(
    loc: str,
    today: date,
    rows: list[DailyAttempt],
    yesterday_rows: list[DailyAttempt],
    streaks: list[StreakRow],
) -> discord.Embed:
    embed = discord.Embed(title=t(loc, "daily-board-title"), colour=COLOUR)
    embed.add_field(name=t(loc, "daily-board-today", day=today.isoformat()),
                    value=_table(loc, rows), inline=False)  # fmt: skip
    yesterday = today - timedelta(days=1)
    embed.add_field(name=t(loc, "daily-board-yesterday", day=yesterday.isoformat()),
                    value=_table(loc, yesterday_rows, "daily-board-empty-yesterday"),
                    inline=False)  # fmt: skip
    lines = [
        t(loc, "daily-board-streak-row", rank=rank, name=discord.utils.escape_markdown(row.name),
          best=row.best, current=_alive(row, today))
        for rank, row in enumerate(streaks, 1)
    ]  # fmt: skip
    streak_lines = "\n".join(lines)[:1024] or t(loc, "daily-board-empty")
    embed.add_field(name=t(loc, "daily-board-streaks"), value=streak_lines, inline=False)
    return embed


def _alive(row: StreakRow, today: date) -> int:
    return Streak(date.fromisoformat(row.last_day), row.current, row.best).shown_on(today)
