"""A random-click crawler: simulated players press random enabled components of every message they
can see, and run every synced slash command, while invariants are checked on every step.

Each table (Heckmeck classic with a computer, Heckmeck Junior, Drehwurm with 3–4 humans, and a
Heckmeck table in a group DM, opened with `/play` by a friend who installed the app to their
account and played through interaction tokens only) gets its own channel and cast; tables are
crawled at the same time, and one more channel sweeps the slash
commands with valid and edge-case options (read from the command tree the bot synced, so a new
command is crawled without a change here). After every click and command:

- the interaction was answered within Discord's 3 s;
- the bot logged no exception (no ERROR line, no traceback);
- an answer that is not an update of the clicked message is private (a new public message only
  for a Rematch), and a private answer changed nothing: no step of the game is by the clicker,
  and if nobody's step was logged meanwhile the stored game is exactly as it was;
- once the table settles (event-driven, generous ceiling), the board, the hands and the stored
  game agree, and the player the board names on turn has an enabled action (on a Heckmeck board,
  in their own hand in Drehwurm) without anyone pressing Refresh.

At the end every game must replay from its event log to its stored snapshot (bot/ops/check.py).

Everything the crawler decides comes from `random.Random(seed)` (one stream per table), and every
interaction it sends is noted as a `Click`; a failed invariant raises `Finding` with the seed and
the clicks so far, and `Crawler.replay(clicks)` sends that list again (scripts/crawl.py --replay).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import dataclasses
import json
import random
import re
import sqlite3
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.pictures import PILE as DRAW_PILE
from bot.domain.drehwurm.pictures import emoji_names as drehwurm_emoji_names
from bot.ops.check import check_database
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import (
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    INITIAL_RESPONSE_WINDOW,
    Channel,
    FakeDiscord,
    FakeDiscordError,
    Interaction,
    Message,
    User,
)

MENTION = re.compile(r"<@!?(\d+)>")
CURRENT_MARK = "▶️"
ERROR_LINE = re.compile(r"\bERROR\b|Traceback \(most recent call last\)")
SETTLE_CEILING = 10.0  # seconds, beyond any snap window: "within a few seconds" on a loaded machine
MAX_CLICKS_PER_GAME = 1500
RECENT_MESSAGES = 12  # what a player scrolls through: the channel's latest messages
# Clicks whose answer is rightly public: Rematch opens a lobby, a daily's Share posts its line.
PUBLIC_CLICKS = frozenset({"rematch", "hmds"})

# Components pressed less often than the others, so that most games are played to their end.
# A player's leave ("quit") and an undo too: most games keep their players and move on.
RARE = {
    "stop": 0.08, "cancel": 0.05, "leave": 0.3, "rematch": 0.3, "r": 0.3, "quit": 0.1,
    "undo": 0.5, "erase": 0.05, "leaving": 0.1,
}  # fmt: skip
# How often the host of a game of long turns pauses it for a while (then presses ▶️ Resume).
PAUSE_CHANCE = 0.75
LONG_TURN = "1h"


@dataclass(frozen=True)
class Edition:
    """A kind of table the crawler plays: the command that opens it, and who sits at it."""

    name: str
    command: str
    humans: tuple[int, int]  # fewest, most
    computers: tuple[int, int]
    options: Callable[[random.Random], dict[str, Any]]
    opens: str = ""  # the command path that opens a table, if not "<command> start"
    group_dm: bool = False  # played in a group DM, where the app is installed to a user only

    @property
    def opening(self) -> str:
        return self.opens or f"{self.command} start"


EDITIONS: dict[str, Edition] = {
    "classic": Edition(
        "classic",
        "heckmeck",
        (1, 2),
        (1, 1),
        lambda rng: {
            "edition": "classic",
            "short_game": rng.random() < 0.7,
            "free_choice": rng.random() < 0.3,
            "harsh_failure": rng.random() < 0.3,
            "hints": rng.random() < 0.7,
            "thread": False,  # its tables are read in their channel, whatever the sweep set
            # now and then a game of long turns, which its host may pause (▶️ Resume)
            "turn_time": LONG_TURN if rng.random() < 0.25 else "2m",
        },
    ),
    "junior": Edition(
        "junior",
        "heckmeck",
        (2, 3),
        (0, 1),
        lambda rng: {
            "edition": "junior",
            "hints": rng.random() < 0.8,
            "thread": False,
            "turn_time": LONG_TURN if rng.random() < 0.25 else "2m",
        },
    ),
    "drehwurm": Edition(
        "drehwurm",
        "drehwurm",
        (3, 4),
        (0, 0),
        lambda rng: {
            "variant": rng.choice(["standard", "beginners", "experienced"]),
            "thread": False,
        },
    ),
    "group-dm": Edition(
        "group-dm",
        "play",
        (2, 2),
        (0, 1),
        lambda rng: {
            "edition": "classic",
            "short_game": True,
            "hints": rng.random() < 0.5,
            "turn_time": "2m",
        },
        opens="play heckmeck",
        group_dm=True,
    ),
}
INSTALLED = 2  # how many of a group DM's cast installed the app (the others only press)
# Commands that open a table (the sweep's job, not that of a table being crawled).
OPENERS = frozenset({"play heckmeck", "play drehwurm"})
GROUP_DM_CONTEXT, USER_INSTALL = 2, 1


@dataclass
class Click:
    """One interaction the crawler sent: enough to send it again."""

    table: str
    user: str
    kind: str  # "button", "select" or "slash"
    target: str  # a custom_id, or the command path ("heckmeck start")
    values: list[str] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    answer: str = ""  # how the bot answered: "update", "private", "public", "deferred"

    def describe(self) -> str:
        if self.kind == "slash":
            args = " ".join(f"{k}:{v}" for k, v in self.options.items())
            what = f"/{self.target} {args}".strip()
        else:
            what = self.target + (f" = {self.values}" if self.values else "")
        return f"[{self.table}] {self.user}: {what} -> {self.answer}"


class Finding(AssertionError):
    """An invariant failed: what (`what`), and how to get there again (the message)."""

    def __init__(self, message: str, what: str = "") -> None:
        super().__init__(message)
        self.what = what or message


@dataclass
class Figures:
    clicks: int = 0
    commands: int = 0
    private_answers: int = 0
    games_finished: int = 0
    games_stopped: int = 0
    lobbies_cancelled: int = 0
    pauses: int = 0  # a host's /heckmeck pause of a game of long turns
    resumes: int = 0  # its ▶️ Resume, pressed by the host
    leave_asks: int = 0  # 🚪 Leave pressed (on a board, a hand, a Read table answer)
    leaves: int = 0  # a leave confirmed
    seconds: float = 0.0
    settling: float = 0.0  # of those seconds, waiting for boards and hands to agree

    @property
    def interactions(self) -> int:
        return self.clicks + self.commands

    def summary(self) -> str:
        rate = self.interactions / self.seconds if self.seconds else 0.0
        return (
            f"{self.clicks} clicks and {self.commands} commands in {self.seconds:.1f} s "
            f"({rate:.1f} interactions/s); games finished: {self.games_finished}, stopped: "
            f"{self.games_stopped}, lobbies cancelled: {self.lobbies_cancelled}; paused and "
            f"resumed: {self.pauses}/{self.resumes}; 🚪 Leave pressed {self.leave_asks}, "
            f"confirmed {self.leaves}; private answers: "
            f"{self.private_answers}; waiting for boards and hands to agree: "
            f"{self.settling:.1f} s (all tables)"
        )


# ------------------------------------------------------------------------------ the database


class Store:
    """Read-only looks at the bot's database."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, timeout=10)
        db.row_factory = sqlite3.Row
        return db

    def game(self, game_id: int) -> dict[str, Any] | None:
        db = self._connect()
        try:
            row = db.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()
        finally:
            db.close()
        if row is None:
            return None
        game = dict(row)
        for column in ("options", "players", "state", "meta"):
            if game[column] is not None:
                game[column] = json.loads(game[column])
        return game

    def live_game(self, channel_id: int) -> dict[str, Any] | None:
        db = self._connect()
        try:
            row = db.execute(
                "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'running') "
                "ORDER BY id DESC LIMIT 1",
                (channel_id,),
            ).fetchone()
        finally:
            db.close()
        return None if row is None else self.game(row["id"])

    def fingerprint(self, game_id: int) -> tuple[int, tuple[Any, ...] | None]:
        """The game's last logged step, and its stored row as far as a game step changes it
        (status, step, players, state; not the notes on how it is shown), read together."""
        db = self._connect()
        try:
            db.execute("BEGIN")
            last = db.execute(
                "SELECT coalesce(max(step), -1) FROM events WHERE game_id = ?", (game_id,)
            ).fetchone()[0]
            row = db.execute(
                "SELECT status, step, players, state FROM games WHERE id = ?", (game_id,)
            ).fetchone()
        finally:
            db.close()
        return last, None if row is None else tuple(row)

    def actors_after(self, game_id: int, step: int) -> list[tuple[int, int | None, str]]:
        """(step, actor, action type) of every event after `step`."""
        db = self._connect()
        try:
            rows = db.execute(
                "SELECT step, actor_id, action FROM events WHERE game_id = ? AND step > ? "
                "ORDER BY step",
                (game_id, step),
            ).fetchall()
        finally:
            db.close()
        return [(r[0], r[1], json.loads(r[2]).get("type", "?")) for r in rows]

    def games_in(self, channel_id: int) -> list[int]:
        db = self._connect()
        try:
            rows = db.execute(
                "SELECT id FROM games WHERE channel_id = ? ORDER BY id", (channel_id,)
            ).fetchall()
        finally:
            db.close()
        return [r[0] for r in rows]


# ------------------------------------------------------------------------- what users see


def prefix_of(custom_id: str) -> str:
    return custom_id.split(":", 1)[0]


GAME_PREFIXES = (
    "hm", "hmt", "hmo", "hmh", "lobby", "cpu", "stop", "resume", "quit", "dw", "dwp", "dwh",
    "rematch", "rv", "read", "redraw", "leaving",
)  # fmt: skip


def game_of(custom_id: str) -> int | None:
    """The game a component belongs to, read from its custom_id (None: not a game's)."""
    parts = custom_id.split(":")
    if parts[0] in GAME_PREFIXES:
        return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
    if parts[0] == "rp" and len(parts) > 1 and parts[1].isdigit():
        return int(parts[1])
    return None


def controls(message: Message) -> list[tuple[str, str, list[str]]]:
    """The enabled components of a message: (kind, custom_id, option values)."""
    found = [("button", b.custom_id, []) for b in message.enabled_buttons() if b.custom_id]
    found += [
        ("select", s.custom_id, [o.value for o in s.options])
        for s in message.selects()
        if not s.disabled and s.type == 3 and s.options
    ]
    return found


def current_mention(board: Message) -> int | None:
    """The player the board marks on turn: a Heckmeck board marks them in its description,
    a Drehwurm board in a field."""
    for embed in board.embeds:
        texts = [embed.get("description") or ""]
        texts += [f.get("value") or "" for f in embed.get("fields") or ()]
        for text in texts:
            for line in text.splitlines():
                if line.startswith(CURRENT_MARK):
                    found = MENTION.findall(line)
                    return int(found[0]) if found else None
    return None


def board_steps(board: Message) -> set[int]:
    return {
        int(c.split(":")[2])
        for _, c, _ in [("", b.custom_id, []) for b in board.buttons() if b.custom_id]
        + [("", s.custom_id, []) for s in board.selects()]
        if prefix_of(c) in ("hm", "hmt")
    }


def turn_controls(message: Message) -> list[str]:
    """Enabled moves of a Heckmeck board, or regular plays of a Drehwurm hand."""
    found = []
    for _, custom_id, _ in controls(message):
        parts = custom_id.split(":")
        if parts[0] in ("hm", "hmt", "dwp") or (parts[0] == "dw" and parts[3] in "wcn"):
            found.append(custom_id)
    return found


def _refresh_id(hand: Message) -> list[str] | None:
    """The parts of a Drehwurm hand's Refresh custom_id (dw:<game>:<step>:r)."""
    for button in hand.buttons():
        parts = (button.custom_id or "").split(":")
        if parts[0] == "dw" and len(parts) == 4 and parts[3] == "r":
            return parts
    return None


def hand_step(hand: Message) -> int | None:
    """The game step a Drehwurm hand was drawn for."""
    parts = _refresh_id(hand)
    return None if parts is None else int(parts[2])


def hand_game(hand: Message) -> int | None:
    parts = _refresh_id(hand)
    return None if parts is None else int(parts[1])


def is_hand(message: Message) -> bool:
    return message.ephemeral and hand_step(message) is not None


# ---------------------------------------------------------------------------------- a table


@dataclass
class Table:
    """One channel, its cast, and the crawler's memory of it."""

    name: str
    edition: Edition
    channel: Channel
    cast: list[User]
    rng: random.Random
    hands: dict[int, Message] = field(default_factory=dict)  # user id -> latest hand message
    hands_game: int | None = None  # the game those hands belong to
    # What players saw a while ago: a slow client still shows it, and its buttons can be pressed.
    seen: list[tuple[User, Message]] = field(default_factory=list)
    pause_at: int | None = None  # the click of the game opened last at which its host pauses it


def shown_cards(description: str) -> int:
    """How many cards a hand message shows: its card pictures, or without them the cards after
    each line's sign ("⭐ 2 6 8", "🐔 🟦 🔺"; cogs/drehwurm/faces.py:hand_lines)."""
    cards = set(drehwurm_emoji_names()) - {DRAW_PILE}
    pictures = [n for n in re.findall(r"<a?:(\w+):\d+>", description) if n in cards]
    if pictures:
        return len(pictures)
    return sum(len(line.split()[1:]) for line in description.splitlines())


class Crawler:
    """Crawls tables against a started bot. `await Crawler(fake, bot, seed).run(games=2)`."""

    def __init__(
        self,
        fake: FakeDiscord,
        bot: BotProcess,
        seed: int,
        *,
        pace: float = 0.15,
        snap_window: float = 4.0,
        log: Callable[[str], None] | None = None,
    ) -> None:
        self.fake = fake
        self.bot = bot
        self.seed = seed
        self.pace = pace  # the longest think time between two clicks of a player, in seconds
        self.settle_ceiling = SETTLE_CEILING + snap_window
        self.store = Store(bot.database_path)
        self.clicks: list[Click] = []
        self.figures = Figures()
        self.say = log or (lambda _: None)
        self._log_offsets: dict[Path, int] = {}
        self._everyone: list[User] = []
        self.tables: dict[str, Table] = {}
        # One interaction of a user at a time (walks run side by side with the same members): a
        # private answer is checked for steps by its user, which a concurrent press would make.
        self._busy: collections.defaultdict[int, asyncio.Lock] = collections.defaultdict(
            asyncio.Lock
        )

    # ---- the world -----------------------------------------------------------------------

    @staticmethod
    def prepare_world(fake: FakeDiscord, editions: list[str]) -> None:
        """Channels and casts for the crawl; call before the bot starts (it learns the guild's
        channels and members when it connects)."""
        world = fake.world
        assert world is not None, "the crawler needs fake.add_default_world()"
        for name in [*editions, "commands"]:
            if name in EDITIONS and EDITIONS[name].group_dm:  # friends outside the server
                cast = [fake.add_user(f"{name}{i + 1}") for i in range(4)]
                fake.add_group_dm(f"crawl-{name}", *cast)
                for user in cast[:INSTALLED]:
                    fake.install_for(user)
                continue
            world.guild.add_text_channel(f"crawl-{name}")
            for i in range(4):
                world.guild.add_member(fake.add_user(f"{name}{i + 1}"))

    def _setup_tables(self, editions: list[str]) -> None:
        world = self.fake.world
        assert world is not None
        channels = {c.name: c for c in world.guild.channels.values()}
        channels.update({c.name: c for c in self.fake.channels.values() if c.type == 3})
        for name in [*editions, "commands"]:
            cast = [self.fake.user(f"{name}{i + 1}") for i in range(4)]
            edition = EDITIONS.get(name, EDITIONS["classic"])  # "commands": the sweep's table
            rng = random.Random(f"{self.seed}:{name}")
            self.tables[name] = Table(name, edition, channels[f"crawl-{name}"], cast, rng)
        servers = [table for table in self.tables.values() if not table.edition.group_dm]
        casts = [user for table in servers for user in table.cast]
        self._everyone = [*world.players, world.mod, *casts]

    # ---- running -------------------------------------------------------------------------

    async def run(
        self,
        editions: list[str],
        games: int,
        also: Sequence[Callable[[], Awaitable[Any]]] = (),
        *,
        sweep: bool = True,
    ) -> Figures:
        """Crawl `games` games of each edition (at the same time), and sweep the commands (unless
        not `sweep`); `also`: more walks started with them once the tables are set up
        (tests/e2e/tournament_crawl.py)."""
        self._setup_tables(editions)
        started = time.monotonic()
        try:
            await asyncio.gather(
                *(self._crawl_table(self.tables[name], games) for name in editions),
                *([self._sweep_commands(self.tables["commands"])] if sweep else []),
                *(walk() for walk in also),
            )
            await self._check_replays()
        finally:
            self.figures.seconds = time.monotonic() - started
        return self.figures

    async def _crawl_table(self, table: Table, games: int) -> None:
        finished = 0
        for _ in range(games * 3):  # cancelled lobbies and stopped games are retried
            if finished >= games:
                return
            game_id = await self._open_table(table)
            game = await self._fill_lobby(table, game_id)
            if game is None:
                continue
            began, clicks = time.monotonic(), len(self.clicks)
            status = await self._play(table, game_id)
            self.say(
                f"{table.edition.name}: game {game_id} {status} after "
                f"{time.monotonic() - began:.1f} s ({len(self.clicks) - clicks} interactions, "
                f"all tables)"
            )
            if status == "finished":
                finished += 1
                await self._after_game(table, game_id)

    # ---- one step ------------------------------------------------------------------------

    async def press(
        self,
        table: Table,
        user: User,
        message: Message,
        kind: str,
        custom_id: str,
        values: list[str] | None = None,
    ) -> Interaction | None:
        """Press a component as `user` sees it now; check the answer. None if the message is
        gone meanwhile (deleted, as users also meet it)."""
        async with self._busy[user.id]:
            return await self._press(table, user, message, kind, custom_id, values)

    async def _press(
        self,
        table: Table,
        user: User,
        message: Message,
        kind: str,
        custom_id: str,
        values: list[str] | None,
    ) -> Interaction | None:
        game_id = game_of(custom_id)
        before = self.store.fingerprint(game_id) if game_id is not None else None
        click = Click(table.name, user.name, kind, custom_id, list(values or []))
        self.clicks.append(click)
        self.figures.clicks += 1
        try:
            if kind == "select":
                ix = await self.fake.select(user, message, custom_id, values or [])
            else:
                ix = await self.fake.click(user, message, custom_id)
        except FakeDiscordError as exc:  # the message was deleted since the player saw it
            click.answer = f"not sent: {exc}"
            return None
        await self._check_answer(ix, click)
        if click.answer == "private" and game_id is not None and before is not None:
            await self._check_unchanged(game_id, before, user, click)
        self._count_leave(custom_id, ix)
        self._track_hand(table, user, ix)
        return ix

    def _count_leave(self, custom_id: str, ix: Interaction) -> None:
        if prefix_of(custom_id) == "leaving":
            self.figures.leave_asks += 1
        elif prefix_of(custom_id) == "quit" and ix.response_type == 7:  # the confirmation, done
            self.figures.leaves += 1

    async def command(
        self, table: Table, user: User, path: str, options: dict[str, Any], *, changes: bool = False
    ) -> Interaction | None:
        """`changes`: the command is meant to change the game here (a tournament organiser's
        drop or extension) while answering its user privately."""
        async with self._busy[user.id]:
            return await self._command(table, user, path, options, changes)

    async def _command(
        self, table: Table, user: User, path: str, options: dict[str, Any], changes: bool
    ) -> Interaction | None:
        live = self.store.live_game(table.channel.id)
        before = (live["id"], self.store.fingerprint(live["id"])) if live else None
        shown = {k: (v.name if isinstance(v, User | Channel) else v) for k, v in options.items()}
        click = Click(table.name, user.name, "slash", path, options=shown)
        self.clicks.append(click)
        self.figures.commands += 1
        words = path.split()
        try:
            ix = await self.fake.slash(user, table.channel, words[0], *words[1:], **options)
        except FakeDiscordError as exc:
            self.finding(f"/{path} could not be sent: {exc}")
        await self._check_answer(ix, click)
        if click.answer == "private" and before is not None and not changes:
            await self._check_unchanged(before[0], before[1], user, click)
        self._track_hand(table, user, ix)
        return ix

    async def _check_answer(self, ix: Interaction, click: Click) -> None:
        try:
            await self.fake.wait_until(
                lambda: ix.responded, timeout=INITIAL_RESPONSE_WINDOW, what=f"an answer to {ix!r}"
            )
        except FakeDiscordError:
            self._check_log()
            self.finding(f"no answer within {INITIAL_RESPONSE_WINDOW} s to {click.describe()}")
        latency = ix.latency or 0.0
        if latency > INITIAL_RESPONSE_WINDOW:
            self.finding(f"answered after {latency:.2f} s: {click.describe()}")
        kind = ix.response_type
        if kind in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE):
            message = ix.messages[0]
            click.answer = "private" if message.ephemeral else "public"
            if click.answer == "private":
                self.figures.private_answers += 1
            elif click.kind != "slash" and prefix_of(click.target) not in PUBLIC_CLICKS:
                self.finding(f"a click got a public answer: {click.describe()}: {message!r}")
        else:
            click.answer = "update" if kind == 7 else "deferred" if kind == 6 else str(kind)
        self._check_log()

    async def _check_unchanged(
        self, game_id: int, before: tuple[int, Any], user: User, click: Click
    ) -> None:
        """A private answer (a refusal, odds, a hand) changes nothing: no step is by the user,
        and with no step logged by anyone meanwhile the stored game is as it was."""
        last, row = self.store.fingerprint(game_id)
        if last == before[0] and row != before[1]:
            self.finding(
                f"a private answer changed game {game_id} without a logged step: {before[1]} "
                f"became {row} after {click.describe()}"
            )
        by_user = [e for e in self.store.actors_after(game_id, before[0]) if e[1] == user.id]
        if by_user:
            self.finding(
                f"a private answer changed game {game_id}: steps {by_user} by {user.name} "
                f"after {click.describe()}"
            )

    def _check_log(self) -> None:
        for path in self.bot.log_paths:
            if not path.exists():
                continue
            with path.open("rb") as f:
                f.seek(self._log_offsets.get(path, 0))
                text = f.read()
            # Only whole lines: a line being written is read next time.
            end = text.rfind(b"\n") + 1
            self._log_offsets[path] = self._log_offsets.get(path, 0) + end
            lines = text[:end].decode(errors="replace").splitlines()
            for i, line in enumerate(lines):
                if ERROR_LINE.search(line):
                    excerpt = "\n".join(lines[i : i + 30])
                    self.finding(f"the bot logged an error:\n{excerpt}")

    def finding(self, what: str) -> NoReturn:
        recent = "\n".join(f"  {i}. {c.describe()}" for i, c in enumerate(self.clicks, 1))
        raise Finding(
            f"{what}\n\nseed {self.seed}; {len(self.clicks)} interactions so far:\n{recent}\n\n"
            f"Crawl again: python scripts/crawl.py --seed {self.seed} (same choices; the bot's "
            f"dice differ unless RANDOM_SEED is set), or send these clicks again: "
            f"python scripts/crawl.py --replay <file> (the clicks are written to the file given "
            f"with --save-clicks)",
            what,
        )

    def _track_hand(self, table: Table, user: User, ix: Interaction) -> None:
        for message in ix.messages:
            # (a click on an old game's hand shows that game: not the hand to keep watching)
            mine = is_hand(message) and message.ephemeral_to is user
            if mine and hand_game(message) == table.hands_game:
                table.hands[user.id] = message

    async def think(self, table: Table) -> None:
        """A player's think time: often none, sometimes up to `pace` seconds."""
        if table.rng.random() < 0.3:
            await asyncio.sleep(0)
        else:
            await asyncio.sleep(table.rng.uniform(0, self.pace))

    # ---- random presses ------------------------------------------------------------------

    def visible(self, table: Table, user: User) -> list[Message]:
        messages = self.fake.visible_to(user, table.channel)[-RECENT_MESSAGES:]
        hand = table.hands.get(user.id)
        if hand is not None and hand not in messages and not hand.deleted:
            messages.append(hand)
        return messages

    def weight(self, custom_id: str) -> float:
        parts = custom_id.split(":")
        for part in (parts[0], parts[-1]):
            if part in RARE:
                return RARE[part]
        return 1.0

    async def press_random(self, table: Table, user: User, messages: list[Message]) -> bool:
        """Press one random enabled component of these messages; False if there was none."""
        choices = [(m, *c) for m in messages for c in controls(m)]
        if not choices:
            return False
        weights = [self.weight(custom_id) for _, _, custom_id, _ in choices]
        message, kind, custom_id, options = table.rng.choices(choices, weights)[0]
        values = [table.rng.choice(options)] if kind == "select" else []
        snapshot = message.snapshot()
        table.seen = [*table.seen[-19:], (user, snapshot)]
        await self.press(table, user, snapshot, kind, custom_id, values)
        return True

    async def press_stale(self, table: Table) -> None:
        """A slow client: something pressed on a message as the player saw it a while ago."""
        if table.seen:
            user, snapshot = table.rng.choice(table.seen)
            if not snapshot.deleted:
                await self.press_random(table, user, [snapshot])

    def someone(self, table: Table) -> User:
        """Mostly someone of the table's cast, sometimes anyone at all (in a group DM, only its
        members see it)."""
        if table.rng.random() < 0.8 or table.edition.group_dm:
            return table.rng.choice(table.cast)
        return table.rng.choice(self._everyone)

    def commander(self, table: Table) -> User:
        """Someone who may run a command here: in a group DM, a member who installed the app."""
        if table.edition.group_dm:
            return table.rng.choice(table.cast[:INSTALLED])
        return self.someone(table)

    # ---- the lobby -----------------------------------------------------------------------

    async def _open_table(self, table: Table) -> int:
        live = self.store.live_game(table.channel.id)
        if live is not None:
            return live["id"]
        edition = table.edition
        host = table.rng.choice(table.cast[:INSTALLED] if edition.group_dm else table.cast)
        options = edition.options(table.rng)
        # drawn here, so that the first game of a seed pauses or not whatever its dice (a group
        # DM's table has no /heckmeck pause)
        long = options.get("turn_time") == LONG_TURN
        pause = long and not edition.group_dm and table.rng.random() < PAUSE_CHANCE
        table.pause_at = table.rng.randrange(2, 30) if pause else None
        await self.command(table, host, edition.opening, options)
        live = self.store.live_game(table.channel.id)
        if live is None:
            self.finding(f"/{edition.opening} opened no lobby in #{table.channel.name}")
        return live["id"]

    async def _fill_lobby(self, table: Table, game_id: int) -> dict[str, Any] | None:
        """Join, leave, add computers at random, then start; the running game (None: cancelled)."""
        edition = table.edition
        rng = table.rng
        want_humans = rng.randint(*edition.humans)
        want_computers = rng.randint(*edition.computers)
        for _ in range(60):
            game = self.store.game(game_id)
            assert game is not None
            if game["status"] != "lobby":
                if game["status"] == "running":
                    return game
                self.figures.lobbies_cancelled += 1
                return None
            lobby = self.message(game)
            if lobby is None:
                await self.fake.wait_until(
                    lambda: self.message(self.store.game(game_id)),
                    timeout=self.settle_ceiling,
                    what="the lobby message",
                )
                continue
            await self.think(table)
            if rng.random() < 0.25:
                user = self.someone(table)
                await self.press_random(table, user, self.visible(table, user))
                continue
            seated = {p["id"] for p in game["players"]}
            humans = [p for p in game["players"] if not p["computer"]]
            computers = len(game["players"]) - len(humans)
            host = self.fake.users[game["host_id"]]
            waiting = [u for u in table.cast if u.id not in seated]
            if len(humans) < want_humans and waiting:
                await self.press_op(table, rng.choice(waiting), lobby, "join")
            elif computers < want_computers:
                menu = next(c for k, c, _ in controls(lobby) if prefix_of(c) == "cpu")
                difficulty = rng.choice(["easy", "medium", "hard", "expert"])
                await self.press(table, host, lobby.snapshot(), "select", menu, [difficulty])
            elif len(humans) > want_humans and len(humans) > 1:
                guests = [self.fake.users[p["id"]] for p in humans if p["id"] != host.id]
                await self.press_op(table, rng.choice(guests), lobby, "leave")
            else:
                await self.press_op(table, host, lobby, "start")
        self.finding(f"the lobby of game {game_id} did not start within 60 steps")
        return None

    async def press_op(self, table: Table, user: User, lobby: Message, op: str) -> None:
        for _, custom_id, _ in controls(lobby):
            if prefix_of(custom_id) == "lobby" and custom_id.endswith(f":{op}"):
                await self.press(table, user, lobby.snapshot(), "button", custom_id)
                return

    def message(self, game: dict[str, Any] | None) -> Message | None:
        """The game's board (or lobby) message, as the database notes it; without a note, the
        channel's newest public message with the game's components."""
        if game is None:
            return None
        board = (game.get("meta") or {}).get("board")
        if board:
            return self.fake._messages_by_id.get(board["message_id"])
        channel = self.fake.channels[game["channel_id"]]
        return self.fake.latest_message(
            channel, lambda m: any(game_of(c) == game["id"] for _, c, _ in controls(m))
        )

    # ---- playing -------------------------------------------------------------------------

    async def _play(self, table: Table, game_id: int) -> str:
        """Play the game to its end (or until stopped); its final status."""
        rng = table.rng
        stop_at = rng.randrange(20, 200) if rng.random() < 0.1 else None
        if table.edition.group_dm:
            stop_at = None  # no /stop where the app may only answer
        if table.edition.name == "drehwurm":
            await self._open_hands(table, game_id)
        for clicks in range(MAX_CLICKS_PER_GAME):
            game = await self.settle(table, game_id)
            if game["status"] != "running":
                if game["status"] == "finished":
                    self.figures.games_finished += 1
                else:
                    self.figures.games_stopped += 1
                return game["status"]
            await self.think(table)
            if stop_at is not None and clicks == stop_at:
                await self._stop(table, game)
                continue
            if table.edition.group_dm and clicks % 25 == 1:  # also when nothing is out of date
                await self._refresh(table, game)
                continue
            if clicks == table.pause_at:
                await self._pause_and_resume(table, game)
                continue
            roll = rng.random()
            if roll < 0.75:
                await self._turn_move(table, game)
            elif roll < 0.82 and table.edition.name == "drehwurm":
                await self._burst(table, game)
            elif roll < 0.96:
                user = self.someone(table)
                await self.press_random(table, user, self.visible(table, user))
            elif roll < 0.98:
                await self.press_stale(table)
            else:
                await self.random_command(table)
        self.finding(f"game {game_id} did not end within {MAX_CLICKS_PER_GAME} clicks")
        return "running"

    async def _turn_move(self, table: Table, game: dict[str, Any]) -> None:
        """The player on turn presses something of their board or hand (snaps included)."""
        current = self.current_player(game)
        if current is None:
            return  # a computer's turn: settling waits for it
        user = self.fake.users[current]
        if table.edition.name == "drehwurm":
            if table.rng.random() < 0.3:  # someone who can snap does
                snapper = self.snapper(table)
                if snapper is not None:
                    await self.press(table, snapper[0], snapper[1].snapshot(), "button", snapper[2])
                    return
            hand = table.hands.get(user.id)
            if hand is None or not controls(hand):
                return
            await self.press_random(table, user, [hand])
        else:
            board = self.message(game)
            if board is not None:
                await self.press_random(table, user, [board])

    async def _refresh(self, table: Table, game: dict[str, Any]) -> None:
        """A member of a group DM presses 🔄 Refresh under the board (redrawn in place)."""
        board = self.message(game)
        redraw = f"redraw:{game['id']}"
        if board is not None and any(c == redraw for _, c, _ in controls(board)):
            user = self.someone(table)
            ix = await self.press(table, user, board.snapshot(), "button", redraw)
            if ix is not None and ix.response_type != 7:
                self.finding(f"Refresh did not redraw the board in place: {ix!r}")

    def snapper(self, table: Table) -> tuple[User, Message, str] | None:
        found = []
        for user_id, hand in table.hands.items():
            for _, custom_id, _ in controls(hand):
                if custom_id.split(":")[3:4] == ["s"]:
                    found.append((self.fake.users[user_id], hand, custom_id))
        return table.rng.choice(found) if found else None

    async def _burst(self, table: Table, game: dict[str, Any]) -> None:
        """Fast clicks by several players at once: snaps and plays inside a snap window."""
        presses: list[Awaitable[Any]] = []
        used: set[int] = set()
        for user_id, hand in list(table.hands.items()):
            if user_id in used or not controls(hand) or table.rng.random() < 0.3:
                continue
            used.add(user_id)
            presses.append(self._soon(table, self.fake.users[user_id], hand))
        await asyncio.gather(*presses)

    async def _soon(self, table: Table, user: User, hand: Message) -> None:
        await asyncio.sleep(table.rng.uniform(0, 0.05))
        await self.press_random(table, user, [hand])

    async def _open_hands(self, table: Table, game_id: int) -> None:
        """Every human opens their hand with the board's "Show my hand" (the turn ping asks them
        to); the bot keeps it up to date from then on."""
        table.hands.clear()
        table.hands_game = game_id
        game = self.store.game(game_id)
        assert game is not None
        board = self.message(game)
        for player in game["players"]:
            if not player["computer"] and board is not None:
                user = self.fake.users[player["id"]]
                await self.press(table, user, board.snapshot(), "button", f"dwh:{game_id}")

    async def _stop(self, table: Table, game: dict[str, Any]) -> None:
        """The host (or a moderator) stops the game: /… stop, then the private confirmation."""
        world = self.fake.world
        assert world is not None
        user = self.fake.users[game["host_id"]] if table.rng.random() < 0.7 else world.mod
        ix = await self.command(table, user, f"{table.edition.command} stop", {})
        if ix is None or not ix.messages:
            return
        confirm = ix.messages[0]
        for _, custom_id, _ in controls(confirm):
            if prefix_of(custom_id) == "stop":
                await self.press(table, user, confirm.snapshot(), "button", custom_id)

    async def _pause_and_resume(self, table: Table, game: dict[str, Any]) -> None:
        """The host pauses the game (/heckmeck pause days:1), someone else may press ▶️ Resume
        (refused), then the host presses it: the clocks run again."""
        game_id = game["id"]
        host = self.fake.users.get(game["host_id"])
        if host is None:
            return
        await self.command(table, host, f"{table.edition.command} pause", {"days": 1})
        paused = self.store.game(game_id)
        if paused is None or "pause" not in (paused.get("meta") or {}):
            return  # refused (a game of short turns, a tournament's): the answer was checked
        self.figures.pauses += 1
        resume = f"resume:{game_id}"

        def shows_resume() -> Message | None:
            board = self.message(self.store.game(game_id))
            has = board is not None and any(c == resume for _, c, _ in controls(board))
            return board if has else None

        try:
            board = await self.fake.wait_until(
                shows_resume, timeout=self.settle_ceiling, what="▶️ Resume on the paused board"
            )
        except FakeDiscordError:
            self.finding(f"the board of paused game {game_id} shows no ▶️ Resume")
        others = [u for u in table.cast if u.id != host.id]
        if others and table.rng.random() < 0.5:
            await self.press(table, table.rng.choice(others), board.snapshot(), "button", resume)
        await self.press(table, host, board.snapshot(), "button", resume)
        resumed = self.store.game(game_id)
        if resumed is not None and "pause" in (resumed.get("meta") or {}):
            self.finding(f"the host's ▶️ Resume left game {game_id} paused")
        self.figures.resumes += 1

    def current_player(self, game: dict[str, Any]) -> int | None:
        """The human whose turn the stored game says it is (None: a computer's, or nobody's)."""
        state = game.get("state") or {}
        if game["status"] != "running" or state.get("over") or "current" not in state:
            return None
        player = game["players"][state["current"]]
        return None if player["computer"] else player["id"]

    # ---- settling ------------------------------------------------------------------------

    async def settle(self, table: Table, game_id: int) -> dict[str, Any]:
        """Wait until the board (and in Drehwurm the hand of the player on turn) shows the
        stored game and that player can act; a Finding after the ceiling. The stored game."""
        problem: list[str] = [""]

        def agreed() -> dict[str, Any] | None:
            game = self.store.game(game_id)
            assert game is not None
            if game["status"] != "running":
                return game
            problem[0] = self._disagreement(table, game)
            return None if problem[0] else game

        began = time.monotonic()
        try:
            return await self.fake.wait_until(
                agreed, timeout=self.settle_ceiling, what="the board to agree with the game"
            )
        except FakeDiscordError:
            self._check_log()
            self.finding(
                f"game {game_id} did not settle within {self.settle_ceiling:.0f} s: {problem[0]}"
            )
        finally:
            self.figures.settling += time.monotonic() - began

    def _disagreement(self, table: Table, game: dict[str, Any]) -> str:
        """What does not agree yet ("" when everything does)."""
        board = self.message(game)
        if board is None or board.deleted:
            return "no board message"
        expected = self.current_player(game)
        shown = current_mention(board)
        if table.edition.name == "drehwurm":
            if shown != expected:
                return f"the board names {shown}, the stored game {expected}"
            return self._hand_disagreement(table, game, expected)
        steps = board_steps(board)
        if steps != {game["step"]}:
            return f"the board shows step {steps}, the stored game is at {game['step']}"
        if shown != expected:
            return f"the board names {shown}, the stored game {expected}"
        if expected is not None and not turn_controls(board):
            return f"<@{expected}> is on turn with no enabled move: {board.describe_buttons()}"
        return ""

    def _hand_disagreement(self, table: Table, game: dict[str, Any], current: int | None) -> str:
        if table.hands_game != game["id"] or current is None:
            return ""
        hand = table.hands.get(current)
        if hand is None:
            return ""  # never opened: nothing to keep up to date
        if hand_step(hand) != game["step"]:
            return f"the hand of <@{current}> shows step {hand_step(hand)}, the game {game['step']}"
        state = dw.state_from_json(game["state"])
        seat = next(i for i, p in enumerate(game["players"]) if p["id"] == current)
        cards = len(dw.hand(state, seat))
        shown = shown_cards(hand.embeds[0].get("description") or "")
        if cards and shown != cards:
            return f"the hand of <@{current}> shows {shown} cards, the stored game {cards}"
        if not turn_controls(hand):
            buttons = hand.describe_buttons()
            return f"<@{current}> is on turn with no enabled play in their hand: {buttons}"
        return ""

    # ---- after a game --------------------------------------------------------------------

    async def _after_game(self, table: Table, game_id: int) -> None:
        """Look back (replay, history, stats, export) and maybe press Rematch."""
        rng = table.rng
        game = self.store.game(game_id)
        assert game is not None
        # A player the sweep deleted (/privacy) sits there as a pseudonym, no user of the fake.
        humans = [
            self.fake.users[p["id"]]
            for p in game["players"]
            if not p["computer"] and p["id"] in self.fake.users
        ]
        ending = await self.fake.wait_for(
            lambda m: any(b.custom_id == f"rematch:{game_id}" for b in m.buttons()),
            channel=table.channel,
            timeout=self.settle_ceiling,
        )
        user = rng.choice(humans)
        if table.edition.group_dm:  # no /replay outside a server: a look at the figures
            look = rng.choice(["stats", "history"])
            await self.command(table, self.commander(table), look, {})
            ix = None
        else:
            ix = await self.command(table, user, "replay", {"game": game_id})
        if ix is not None and ix.messages:
            for _ in range(rng.randint(1, 6)):
                replay = ix.messages[0]
                if not await self.press_random(table, user, [replay]):
                    break
        for _ in range(rng.randint(0, 2)):
            await self.random_command(table)
        if rng.random() < 0.6:
            rematch = f"rematch:{game_id}"
            await self.press(table, rng.choice(humans), ending.snapshot(), "button", rematch)

    # ---- commands ------------------------------------------------------------------------

    def command_paths(self, group_dm: bool = False) -> list[tuple[str, dict[str, Any]]]:
        """Every synced slash command (and subcommand): its path and its options' definitions;
        with `group_dm`, only those Discord offers in a group DM to a user who installed the app."""
        guild = self.fake.world.guild  # type: ignore[union-attr]
        found: list[tuple[str, dict[str, Any]]] = []

        def walk(node: dict[str, Any], path: list[str]) -> None:
            subs = [o for o in node.get("options") or [] if o["type"] in (1, 2)]
            if not subs:
                found.append((" ".join(path), node))
            for sub in subs:
                walk(sub, [*path, sub["name"]])

        for scope in (guild.id, None):
            for definition in self.fake.commands.get(scope, []):
                offered = GROUP_DM_CONTEXT in (definition.get("contexts") or []) and (
                    USER_INSTALL in (definition.get("integration_types") or [])
                )
                if definition.get("type", 1) == 1 and (offered or not group_dm):
                    walk(definition, [definition["name"]])
        return sorted(found, key=lambda item: item[0])

    def option_cases(self, table: Table, node: dict[str, Any]) -> list[dict[str, Any]]:
        """Valid and edge-case options for a command: every choice, both flags, the bounds of a
        number and game numbers that exist or not, users who play, do not, or are the bot."""
        world = self.fake.world
        assert world is not None
        params = node.get("options") or []
        known_games = self.store.games_in(table.channel.id) + [
            g for t in self.tables.values() for g in self.store.games_in(t.channel.id)
        ]
        cases: list[dict[str, Any]] = [{}]
        for param in params:
            name, kind = param["name"], param["type"]
            values: list[Any]
            if param.get("choices"):
                values = [c["value"] for c in param["choices"]]
            elif kind == 5:
                values = [True, False]
            elif kind in (4, 10):
                low = param.get("min_value", -(2**53) + 1)
                high = param.get("max_value", 2**53 - 1)
                values = [low, high, *known_games[-3:], *known_games[:1]]
                values = [v for v in values if low <= v <= high]
            elif kind in (6, 9):
                player = table.rng.choice(table.cast)
                values = [player, self.fake.bot_user, world.mod, self.fake.owner]
            elif kind == 7:
                kinds = param.get("channel_types")
                places = [table.channel, world.other_channel]
                values = [c for c in places if not kinds or c.type in kinds]
            elif kind == 8:
                values = list(world.guild.roles.values())
            elif kind == 3:
                low, high = param.get("min_length", 1), param.get("max_length", 100)
                values = ["x" * max(1, low), "ü" * min(high, 100)]
            else:
                continue
            for value in values:
                base = dict(table.rng.choice(cases))
                base[name] = value
                cases.append(base)
        required = [p["name"] for p in params if p.get("required")]
        return [c for c in cases if all(r in c for r in required)]

    async def random_command(self, table: Table) -> None:
        paths = self.command_paths(group_dm=table.edition.group_dm)
        path, node = table.rng.choice(paths)
        opens = path.split()[-1] in ("start", "create") or path in OPENERS
        if opens and table.channel.name != "crawl-commands":
            return  # a lobby or tournament opened in the middle of a table's crawl: the sweep's job
        cases = self.option_cases(table, node)
        if not cases:
            return
        user = self.commander(table)
        await self.command(table, user, path, table.rng.choice(cases))

    async def _sweep_commands(self, table: Table) -> None:
        """Every synced command with each of its option cases, by players, a moderator and the
        server's owner; any lobby this opens is cancelled, any private message with components
        gets a random press."""
        world = self.fake.world
        assert world is not None
        users = [*table.cast, world.mod, self.fake.owner]
        began = time.monotonic()
        for path, node in self.command_paths():
            for options in self.option_cases(table, node):
                user = table.rng.choice(users)
                ix = await self.command(table, user, path, options)
                await self.think(table)
                if ix is not None and ix.messages and controls(ix.messages[0]):
                    await self.press_random(table, user, [ix.messages[0]])
                live = self.store.live_game(table.channel.id)
                if live is not None and live["status"] == "lobby":
                    lobby = self.message(live)
                    if lobby is not None:
                        host = self.fake.users[live["host_id"]]
                        await self.press_op(table, host, lobby, "cancel")
        self.say(f"commands swept in {time.monotonic() - began:.1f} s")

    # ---- the end -------------------------------------------------------------------------

    async def _check_replays(self) -> None:
        report = await check_database(self.bot.database_path)
        if not report.ok:
            self.finding(f"python -m bot check:\n{report.summary()}")

    # ---- replaying a click list ----------------------------------------------------------

    async def replay(self, clicks: list[Click]) -> Figures:
        """Send `clicks` again, in order, with the same checks on each answer."""
        editions = sorted({c.table for c in clicks} - {"commands"})
        self._setup_tables(editions)
        started = time.monotonic()
        try:
            for click in clicks:
                table = self.tables[click.table]
                user = self.fake.user(click.user)
                if click.kind == "slash":
                    options = {k: self._option_value(v) for k, v in click.options.items()}
                    await self.command(table, user, click.target, options)
                    continue
                message = self.fake.latest_message(
                    table.channel,
                    lambda m, c=click: any(cid == c.target for _, cid, _ in controls(m)),
                    visible_to=user,
                )
                if message is None:
                    self.say(f"skipped (no such component now): {click.describe()}")
                    continue
                snapshot = message.snapshot()
                await self.press(table, user, snapshot, click.kind, click.target, click.values)
            await self._check_replays()
        finally:
            self.figures.seconds = time.monotonic() - started
        return self.figures

    def _option_value(self, value: Any) -> Any:
        if isinstance(value, str):
            with contextlib.suppress(FakeDiscordError):
                return self.fake.user(value)
            for channel in self.fake.channels.values():
                if channel.name == value:
                    return channel
        return value


def clicks_to_json(clicks: list[Click]) -> str:
    return json.dumps([dataclasses.asdict(c) for c in clicks], ensure_ascii=False, indent=1)


def clicks_from_json(text: str) -> list[Click]:
    return [Click(**c) for c in json.loads(text)]
