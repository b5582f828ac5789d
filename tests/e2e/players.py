"""Players for the Heckmeck end-to-end tests: open a game, and click it through as users do.

Everything here acts only through what a user sees: the lobby's and the board's buttons (by
custom_id, and only enabled ones), and the board's embed to learn whose turn it is (the current
player's line starts with ▶️ and mentions them). The database is read only to check the result:

    lobby = await open_lobby(fake, w.alice, w.channel)
    board = await start_game(fake, lobby, w.alice, [w.bob])
    result = await play_to_end(fake, board, [w.alice, w.bob], random.Random(1))
    assert game_row(bot, result.game_id)["status"] == "finished"
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.i18n import t
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import (
    CHANNEL_MESSAGE,
    PATIENCE,
    UPDATE_MESSAGE,
    Channel,
    FakeDiscord,
    Interaction,
    Message,
    User,
)

MOVE = re.compile(r"^hm:(?P<game>\d+):(?P<step>\d+):(?P<op>[a-z]+)(?::(?P<arg>[\w:-]+))?$")
TAKES = re.compile(r"^hmt:(?P<game>\d+):(?P<step>\d+)$")
LOBBY = re.compile(r"^lobby:(?P<game>\d+):(?P<step>\d+):(?P<op>[a-z]+)$")
COMPUTER = re.compile(r"^cpu:(?P<game>\d+):(?P<step>\d+)$")
MENTION = re.compile(r"<@!?(\d+)>")
CURRENT_MARK = "▶️"


# --------------------------------------------------------------------------- the database


@contextlib.contextmanager
def _connect(path: Path) -> Iterator[sqlite3.Connection]:
    """A read-only connection, closed afterwards (sqlite3's own `with` only ends a transaction)."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    db.row_factory = sqlite3.Row
    try:
        yield db
    finally:
        db.close()


def _game(db: sqlite3.Connection, game_id: int) -> dict[str, Any]:
    row = db.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise AssertionError(f"game {game_id} is not in the database")
    game = dict(row)
    for column in ("options", "players", "state", "meta"):
        if game[column] is not None:
            game[column] = json.loads(game[column])
    return game


def _events(db: sqlite3.Connection, game_id: int) -> list[dict[str, Any]]:
    rows = db.execute(
        "SELECT step, actor_id, action, events FROM events WHERE game_id = ? ORDER BY step",
        (game_id,),
    ).fetchall()
    return [
        {
            "step": r["step"],
            "actor_id": r["actor_id"],
            "action": json.loads(r["action"]),
            "events": json.loads(r["events"]),
        }
        for r in rows
    ]


def game_row(bot: BotProcess, game_id: int) -> dict[str, Any]:
    """The game's row as the bot stored it, JSON columns decoded."""
    with _connect(bot.database_path) as db:
        return _game(db, game_id)


def table_notes(bot: BotProcess, game_id: int) -> dict[str, Any]:
    """The table's notes of the game as the bot stored them: "board" and "ping" (None if none)."""
    with _connect(bot.database_path) as db:
        row = db.execute(
            "SELECT board, ping FROM table_notes WHERE game_id = ?", (game_id,)
        ).fetchone()
    if row is None:
        return {"board": None, "ping": None}
    return {key: None if row[key] is None else json.loads(row[key]) for key in ("board", "ping")}


def game_events(bot: BotProcess, game_id: int) -> list[dict[str, Any]]:
    """The game's event log, oldest first: step, actor_id, action and events (decoded)."""
    with _connect(bot.database_path) as db:
        return _events(db, game_id)


def game_with_events(bot: BotProcess, game_id: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The game's row and its event log read in one transaction: consistent with each other even
    while a computer or a deadline keeps playing."""
    with _connect(bot.database_path) as db:
        db.execute("BEGIN")
        try:
            return _game(db, game_id), _events(db, game_id)
        finally:
            db.rollback()


async def ending_posted(fake: FakeDiscord, channel: Channel, game_id: int) -> Message:
    """The ending message of the finished game `game_id` (with its Rematch button). The bot posts
    it once the game's results and ratings are recorded, which happens right after the finishing
    click is answered: wait for it before reading them from the database."""
    rematch = f"rematch:{game_id}"
    return await fake.wait_for(
        lambda m: any(b.custom_id == rematch for b in m.buttons()), channel=channel, timeout=30
    )


def current_user_id(bot: BotProcess, game_id: int) -> int:
    """The id of the player whose turn it is, according to the database."""
    game = game_row(bot, game_id)
    return game["players"][game["state"]["current"]]["id"]


# ------------------------------------------------------------------------- the message


def field(message: Message, name: str) -> str:
    """The value of the embed field called `name` ("" if there is none)."""
    for embed in message.embeds:
        for embed_field in embed.get("fields") or ():
            if embed_field.get("name") == name:
                return embed_field.get("value", "")
    return ""


def field_names(message: Message) -> list[str]:
    return [f.get("name", "") for e in message.embeds for f in e.get("fields") or ()]


def game_id_of(message: Message) -> int:
    """The game a lobby or board belongs to, from its custom_ids."""
    for custom_id in [b.custom_id for b in message.buttons()] + [
        s.custom_id for s in message.selects()
    ]:
        for pattern in (MOVE, TAKES, LOBBY):
            if custom_id and (match := pattern.match(custom_id)):
                return int(match["game"])
    raise AssertionError(f"no game custom_id on {message!r}: {message.describe_buttons()}")


def step_of(board: Message) -> int:
    """The game step the board's buttons carry."""
    steps = {
        int(m["step"]) for b in board.buttons() if b.custom_id and (m := MOVE.match(b.custom_id))
    }
    assert len(steps) == 1, f"board buttons carry steps {steps}: {board.describe_buttons()}"
    return steps.pop()


def current_line(board: Message) -> str | None:
    """The line of the players list marked as the current player's (None when nobody's)."""
    for embed in board.embeds:
        texts = [embed.get("description") or ""]
        texts += [f.get("value") or "" for f in embed.get("fields") or ()]
        for text in texts:
            for line in text.splitlines():
                if line.startswith(CURRENT_MARK):
                    return line
    return None


def turn_text(board: Message) -> str:
    """A Heckmeck board's last lines: whose turn it is, its deadline and the turn's dice ("" when
    nobody is on turn)."""
    lines = ((board.embeds or [{}])[0].get("description") or "").splitlines()
    marked = [i for i, line in enumerate(lines) if line.startswith(CURRENT_MARK)]
    return "\n".join(lines[marked[-1] :]) if len(marked) > 1 else ""


def shows_roll(board: Message) -> bool:
    """Whether a Heckmeck board shows a roll to choose from."""
    return "🎲" in turn_text(board)


def current_mention(board: Message) -> int | None:
    """The user id the board marks as the current player; None for a computer or nobody."""
    line = current_line(board)
    if line is None:
        return None
    found = MENTION.findall(line)
    return int(found[0]) if found else None


def moves(board: Message) -> dict[str, str]:
    """The enabled moves on a board: "face:worm", "roll", "take:25-g" ... -> custom_id."""
    enabled = {}
    for button in board.enabled_buttons():
        if button.custom_id and (m := MOVE.match(button.custom_id)):
            enabled[m["op"] + (":" + m["arg"] if m["arg"] else "")] = button.custom_id
    return enabled


def take_menu(board: Message) -> tuple[str, list[str]] | None:
    """(custom_id, values) of the board's menu of takes, if it has one."""
    for menu in board.selects():
        if TAKES.match(menu.custom_id) and not menu.disabled:
            return menu.custom_id, [o.value for o in menu.options]
    return None


def has_controls(message: Message) -> bool:
    return bool(message.buttons() or message.selects())


# ------------------------------------------------------------------------------ the lobby


async def open_lobby(fake: FakeDiscord, host: User, channel: Channel, **options: Any) -> Message:
    """`/heckmeck start` with these options; the public lobby message."""
    ix = await fake.slash(host, channel, "heckmeck", "start", **options)
    assert await ix.wait_response() == CHANNEL_MESSAGE, ix
    lobby = await ix.reply()
    assert lobby.ephemeral_to is None, f"the lobby should be public: {lobby!r}"
    return lobby


def button_by_op(message: Message, ids: re.Pattern[str], op: str) -> str:
    """The custom_id of the button on `message` whose id matches `ids` with this `op`."""
    for button in message.buttons():
        match = ids.match(button.custom_id or "")
        if match and match["op"] == op:
            return button.custom_id
    raise AssertionError(f"no {op} button on {message!r}: {message.describe_buttons()}")


def lobby_button(lobby: Message, op: str) -> str:
    """The custom_id of the lobby's Join / Leave / Start / Cancel button."""
    return button_by_op(lobby, LOBBY, op)


def computer_menu(lobby: Message) -> str:
    """The custom_id of the lobby's add-computer menu."""
    for menu in lobby.selects():
        if COMPUTER.match(menu.custom_id):
            return menu.custom_id
    raise AssertionError(f"no add-computer menu on {lobby!r}")


async def lobby_click(fake: FakeDiscord, user: User, lobby: Message, op: str) -> Interaction:
    """Press Join / Leave / Start / Cancel under a lobby; waits for the answer."""
    ix = await fake.click(user, lobby, lobby_button(lobby, op))
    await ix.wait_response()
    return ix


async def start_game(fake: FakeDiscord, lobby: Message, host: User, guests: list[User]) -> Message:
    """Every guest joins, the host starts: the board (the lobby message, edited)."""
    for guest in guests:
        ix = await lobby_click(fake, guest, lobby, "join")
        assert ix.response_type == UPDATE_MESSAGE, await _refusal_text(ix)
    ix = await lobby_click(fake, host, lobby, "start")
    assert ix.response_type == UPDATE_MESSAGE, await _refusal_text(ix)
    board = await ix.reply()
    # Moves are enabled for a human on turn; on a computer's turn they show, disabled.
    assert moves(board) or (board.buttons() and current_mention(board) is None), (
        f"no move on the new board: {board.describe_buttons()}"
    )
    return board


async def _refusal_text(ix: Interaction) -> str:
    if ix.response_type == CHANNEL_MESSAGE:
        return f"refused: {(await ix.reply()).text!r}"
    return f"answered with callback type {ix.response_type}"


# ------------------------------------------------------------------------------ playing


@dataclass
class Play:
    """What a driver did: the board at the end, and every accepted click (user id, move)."""

    board: Message
    game_id: int
    clicks: list[tuple[int, str]] = dataclasses.field(default_factory=list)
    computer_waits: int = 0
    menus_seen: int = 0  # boards on which the player was offered the menu of takes


def _face_worth(move: str) -> int:
    face = move.split(":", 1)[1]
    return 6 if face == "worm" else int(face) if face.isdigit() else 0


def choose(
    board: Message,
    rng: random.Random,
    take_chance: float,
    greed: float = 0.5,
    menu_chance: float | None = None,
) -> tuple[str, str, list[str]]:
    """A random legal move from the enabled controls: (kind, custom_id, select values).

    A take is chosen with probability `take_chance` when one is offered (`menu_chance` when the
    takes are in a menu; always when nothing else is possible); otherwise a pickable face (with
    probability `greed` the worm or the highest number, else any), else Roll.
    """
    enabled = moves(board)
    takes = [(cid, []) for move, cid in enabled.items() if move.startswith("take:")]
    menu = take_menu(board)
    if menu is not None:
        takes += [(menu[0], [value]) for value in menu[1]]
        take_chance = take_chance if menu_chance is None else menu_chance
    faces = sorted(move for move in enabled if move.startswith("face:"))
    roll = enabled.get("roll")
    if takes and (rng.random() < take_chance or not (faces or roll)):
        custom_id, values = rng.choice(takes)
        return ("select" if values else "button"), custom_id, values
    if faces:
        if rng.random() < greed:
            return "button", enabled[max(faces, key=_face_worth)], []
        return "button", enabled[rng.choice(faces)], []
    if roll:
        return "button", roll, []
    raise AssertionError(f"no enabled move on the board: {board.describe_buttons()}")


async def click_move(
    fake: FakeDiscord, user: User, board: Message, kind: str, custom_id: str, values: list[str]
) -> Interaction:
    if kind == "select":
        return await fake.select(user, board, custom_id, values)
    return await fake.click(user, board, custom_id)


async def play_turns(
    fake: FakeDiscord,
    board: Message,
    players: list[User],
    rng: random.Random,
    *,
    take_chance: float = 0.5,
    greed: float = 0.5,
    menu_chance: float | None = None,
    max_clicks: int = 3000,
    stop_after: int | None = None,
    computer_timeout: float = PATIENCE,
) -> Play:
    """Click as whoever the board says is on turn, only enabled controls, until the board has no
    controls any more (the game is over) or `stop_after` clicks were made. On a computer's turn,
    wait for the bot to play it. Every click must be accepted (the board is updated in place)."""
    by_id = {user.id: user for user in players}
    play = Play(board, game_id_of(board))
    for _ in range(max_clicks):
        if stop_after is not None and len(play.clicks) >= stop_after:
            return play
        if not has_controls(board):
            return play
        mover_id = current_mention(board)
        if mover_id is None:  # a computer's turn: the bot plays it and edits the board
            play.computer_waits += 1
            await wait_for_turn(fake, board, timeout=computer_timeout)
            continue
        mover = by_id.get(mover_id)
        assert mover is not None, (
            f"the board names <@{mover_id}>, not a player: {current_line(board)}"
        )
        play.menus_seen += take_menu(board) is not None
        kind, custom_id, values = choose(board, rng, take_chance, greed, menu_chance)
        ix = await click_move(fake, mover, board, kind, custom_id, values)
        response = await ix.wait_response()
        if response != UPDATE_MESSAGE:
            raise AssertionError(
                f"{mover.name}'s click {custom_id} {values} was not accepted: "
                f"{await _refusal_text(ix)}\n{fake.describe(board.channel)}"
            )
        board = await ix.reply()
        play.board = board
        play.clicks.append((mover.id, custom_id + (f"={values[0]}" if values else "")))
    raise AssertionError(f"game {play.game_id} did not end within {max_clicks} clicks")


async def play_to_end(
    fake: FakeDiscord,
    board: Message,
    players: list[User],
    rng: random.Random,
    *,
    take_chance: float = 0.5,
    greed: float = 0.5,
    menu_chance: float | None = None,
    max_clicks: int = 3000,
) -> Play:
    """`play_turns` until the game is over."""
    return await play_turns(
        fake,
        board,
        players,
        rng,
        take_chance=take_chance,
        greed=greed,
        menu_chance=menu_chance,
        max_clicks=max_clicks,
    )


async def play_turn(
    fake: FakeDiscord, board: Message, user: User, rng: random.Random, *, take_chance: float = 0.5
) -> Message:
    """Click as `user`, whose turn the board shows, until the board names someone else or the
    game is over; the board."""
    assert current_mention(board) == user.id, f"not {user.name}'s turn: {current_line(board)}"
    for _ in range(100):
        if not has_controls(board) or current_mention(board) != user.id:
            return board
        kind, custom_id, values = choose(board, rng, take_chance)
        ix = await click_move(fake, user, board, kind, custom_id, values)
        if await ix.wait_response() != UPDATE_MESSAGE:
            raise AssertionError(f"{user.name}'s click {custom_id}: {await _refusal_text(ix)}")
        board = await ix.reply()
    raise AssertionError(f"{user.name}'s turn did not end within 100 clicks")


async def wait_for_turn(
    fake: FakeDiscord, board: Message, *, timeout: float = PATIENCE
) -> int | None:
    """Wait until the board names a human player on turn (or has no controls); their id."""
    await fake.wait_until(
        lambda: not has_controls(board) or current_mention(board) is not None,
        timeout=timeout,
        what="a human player's turn on the board",
        channel=board.channel,
    )
    return current_mention(board)


def final_text(bot_locale: str, board: Message) -> str:
    """The final-score field of a finished board."""
    return field(board, t(bot_locale, "board-final"))
