"""The crawler's tournament walk: a tournament created by the server's owner, signed up by crawler
players pressing the sign-up's buttons at random, started, each round's tables played in their
threads by random presses (tests/e2e/crawler.py's `_play`: wrong players, stale buttons, random
commands), while a meddler runs commands in the wrong place and at random moments (/tournament
start in a table's thread, /heckmeck start in a tournament's thread or channel, drop, extend,
cancel, standings, settings toggled mid-game, the daily and puzzles pressed at random). Every
interaction goes through the crawler's `press`/`command`, so every invariant is checked on it;
on top, a refusal of a tournament command must be private.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
from pathlib import Path
from typing import Any

from tests.e2e.crawler import EDITIONS, Crawler, Table, controls
from tests.e2e.fake_discord import Channel, FakeDiscord, FakeDiscordError, Message, User

CAST = 7
CHANNEL = "crawl-tournament"
ROUND_CEILING = 600  # meddler steps (with think times) before a round must have moved on
LOCALES = Path(__file__).resolve().parents[2] / "bot" / "locales" / "en"
REFUSAL_KEY = re.compile(
    r"^(tournament-(refused|not)-[\w-]+|tournament-(unknown|none-here|which)) = (.*)$"
)

# An organiser's commands that change a running table (a seat taken out, a clock moved on) and
# answer the organiser privately: the table's board says what changed.
ORGANISER_CHANGES = {"tournament drop", "tournament extend", "tournament cancel"}


def refusal_openings() -> list[str]:
    """The English refusals of tournament commands, up to their first placeable."""
    found = []
    for path in sorted(LOCALES.glob("*.ftl")):
        for line in path.read_text().splitlines():
            match = REFUSAL_KEY.match(line)
            if match:
                opening = match[4].split("{")[0].strip()
                if len(opening) >= 12:
                    found.append(opening)
    return found


class TournamentCrawl:
    """Walks tournaments through their states with a Crawler's checked presses."""

    def __init__(self, crawler: Crawler, *, quick: bool = False) -> None:
        self.crawler = crawler
        self.quick = quick  # one round, no final: the suite's short walk
        self.fake = crawler.fake
        self.refusals = refusal_openings()
        self.tournaments_finished = 0
        self.tournaments_cancelled = 0
        self.current: int | None = None  # the tournament being walked
        self.first_signup: Message | None = None

    def summary(self) -> str:
        return (
            f"tournaments finished: {self.tournaments_finished}, "
            f"cancelled: {self.tournaments_cancelled}"
        )

    @staticmethod
    def prepare_world(fake: FakeDiscord) -> None:
        world = fake.world
        assert world is not None
        world.guild.add_text_channel(CHANNEL)
        for i in range(CAST):
            world.guild.add_member(fake.add_user(f"entrant{i + 1}"))

    def setup(self) -> Table:
        world = self.fake.world
        assert world is not None
        channel = next(c for c in world.guild.channels.values() if c.name == CHANNEL)
        cast = [self.fake.user(f"entrant{i + 1}") for i in range(CAST)]
        rng = random.Random(f"{self.crawler.seed}:tournament")
        table = Table("tournament", EDITIONS["classic"], channel, cast, rng)
        self.crawler.tables["tournament"] = table
        self.crawler._everyone.extend(cast)
        return table

    # ---- the database ---------------------------------------------------------------------

    def _rows(self, sql: str, *args: Any) -> list[sqlite3.Row]:
        db = self.crawler.store._connect()
        try:
            return db.execute(sql, args).fetchall()
        finally:
            db.close()

    def tournament(self, tid: int) -> dict[str, Any]:
        return dict(self._rows("SELECT * FROM tournaments WHERE id = ?", tid)[0])

    def tables_of(self, tid: int) -> list[dict[str, Any]]:
        rows = self._rows(
            "SELECT * FROM tournament_tables WHERE tournament_id = ? ORDER BY round_no, table_no",
            tid,
        )
        return [dict(r) for r in rows]

    def signed_up(self, tid: int) -> set[int]:
        rows = self._rows(
            "SELECT user_id FROM tournament_players WHERE tournament_id = ? AND dropped = 0", tid
        )
        return {r[0] for r in rows}

    # ---- running ---------------------------------------------------------------------------

    async def run(self, tournaments: int) -> None:
        table = self.setup()
        for _ in range(tournaments):
            await self.walk(table)

    async def walk(self, home: Table) -> None:
        """One tournament from its creation to its end (finished or cancelled)."""
        signup = await self._create(home)
        rng = home.rng
        tid = self._tournament_of(signup)
        self.current = tid
        self.first_signup = signup.snapshot()  # as a slow client still shows it later
        await self._sign_up(home, tid, signup)
        # A third of the tournaments is cancelled by its organiser at a random moment.
        cancel_at = rng.randrange(5, 400) if rng.random() < 0.33 else None
        played: set[int] = set()
        tasks: list[asyncio.Task[str]] = []
        try:
            for step in range(ROUND_CEILING * 4):
                row = self.tournament(tid)
                if row["status"] in ("finished", "cancelled"):
                    break
                if step == cancel_at:
                    place = rng.choice(self.places(home, tid))
                    await self.command(
                        self._at(home, place), self.fake.owner, "tournament cancel", {}
                    )
                for stored in self.tables_of(tid):
                    game_id = stored["game_id"]
                    if game_id and stored["thread_id"] and game_id not in played:
                        played.add(game_id)
                        tasks.append(asyncio.create_task(self._play_table(tid, stored)))
                await self.crawler.think(home)
                if rng.random() < 0.15:
                    await self.meddle(home, tid)
                await asyncio.sleep(0.05)
            else:
                self.crawler.finding(f"tournament {tid} did not end: {self.tournament(tid)}")
        finally:
            results = await asyncio.gather(*tasks, return_exceptions=True)
        for result in results:
            if isinstance(result, BaseException):
                raise result
        await self._after_end(home, tid)
        status = self.tournament(tid)["status"]
        if status == "finished":
            self.tournaments_finished += 1
        else:
            self.tournaments_cancelled += 1
        self.crawler.say(f"tournament {tid} {status} ({len(played)} table games)")

    async def _create(self, home: Table) -> Message:
        """/tournament create with random options until one is accepted (a format it refuses,
        such as a final no bigger than a table, is refused privately); its sign-up message."""
        rng = home.rng
        for _ in range(10):
            junior = self.quick or rng.random() < 0.3  # Junior's games are the short ones
            options: dict[str, Any] = {
                "game": "junior" if junior else "heckmeck",
                "rounds": 1 if self.quick else rng.randint(1, 2),
                "table_size": 3,
                "final_size": 0 if self.quick else rng.choice([0, 0, 3, 4]),
            }
            if not junior:
                options["short_game"] = True
            if rng.random() < 0.4:
                options["fill"] = "easy"
            if rng.random() < 0.3:
                options["close_in"] = rng.randint(30, 600)
            ix = await self.command(home, self.fake.owner, "tournament create", options)
            answer = ix.messages[0] if ix is not None and ix.messages else None
            if answer is not None and not answer.ephemeral:
                self.crawler.say(f"tournament: {options}")
                return answer
            self.crawler.say(f"tournament refused: {options}: {answer.text if answer else None}")
        self.crawler.finding("ten /tournament create in a row posted no sign-up")

    async def _after_end(self, home: Table, tid: int) -> None:
        """The organiser's commands on the tournament that is over, where it was played: each
        is refused privately, or (standings) shown."""
        await self._check_left_behind(tid)
        owner = self.fake.owner
        for path, options in [
            ("tournament cancel", {}),
            ("tournament start", {}),
            ("tournament drop", {"player": home.rng.choice(home.cast)}),
            ("tournament extend", {"minutes": 5}),
            ("tournament standings", {}),
        ]:
            place = self._at(home, home.rng.choice(self.places(home, tid)))
            await self.command(place, owner, path, {**options, "number": tid})

    async def _check_left_behind(self, tid: int) -> None:
        """Once over, what the tournament left behind reads true: no table game still running,
        no board with a move to press, no sign-up button to press."""
        crawler = self.crawler
        signup_id = self.tournament(tid)["signup_message_id"]

        def problem() -> str:
            signup = self.fake._messages_by_id.get(signup_id)
            if signup is not None and controls(signup):
                return f"the sign-up still has {signup.describe_buttons()}"
            for stored in self.tables_of(tid):
                game = crawler.store.game(stored["game_id"]) if stored["game_id"] else None
                if game is None:
                    continue
                if game["status"] in ("lobby", "running"):
                    return f"table game {game['id']} is still {game['status']}"
                board = crawler.message(game)
                moves = [c for _, c, _ in controls(board)] if board is not None else []
                if any(c.startswith("hm:") for c in moves):
                    return f"the board of game {game['id']} still offers {moves}"
            return ""

        found = [""]

        def settled() -> bool:
            found[0] = problem()
            return not found[0]

        try:
            await self.fake.wait_until(
                settled, timeout=crawler.settle_ceiling, what="the tournament's messages settled"
            )
        except FakeDiscordError:
            crawler.finding(f"tournament {tid} is over, but {found[0]}")

    @staticmethod
    def _tournament_of(signup: Message) -> int:
        for _, custom_id, _ in controls(signup):
            if custom_id.startswith("tn:"):
                return int(custom_id.split(":")[1])
        raise AssertionError(f"no sign-up buttons on {signup!r}")

    async def _sign_up(self, home: Table, tid: int, signup: Message) -> None:
        rng = home.rng
        want = 3 if self.quick else rng.randint(3, CAST)
        owner = self.fake.owner
        for _ in range(120):
            if self.tournament(tid)["status"] != "signup":
                return
            await self.crawler.think(home)
            joined = self.signed_up(tid)
            roll = rng.random()
            if roll < 0.2:  # anyone presses anything of the sign-up, sometimes twice
                user = self.crawler.someone(home)
                buttons = [c for _, c, _ in controls(signup)]
                if buttons:
                    custom_id = rng.choice(buttons)
                    for _ in range(2 if rng.random() < 0.3 else 1):
                        await self.press_signup(home, user, signup, custom_id)
            elif roll < 0.3:
                await self.meddle(home, tid)
            elif len(joined) < want:
                waiting = [u for u in home.cast if u.id not in joined]
                await self._press_op(home, rng.choice(waiting), signup, "join")
            elif len(joined) > want:
                leaving = self.fake.users[rng.choice(sorted(joined))]
                await self._press_op(home, leaving, signup, "leave")
            else:
                if rng.random() < 0.5:
                    await self._press_op(home, owner, signup, "start")
                else:
                    await self.command(home, owner, "tournament start", {"number": tid})
                # a count tables of 3 seat, should that start be refused
                want = 3 if self.quick else rng.choice([3, 6])
        self.crawler.finding(f"tournament {tid} did not leave its sign-up in 120 steps")

    async def _press_op(self, table: Table, user: User, message: Message, op: str) -> None:
        for _, custom_id, _ in controls(message):
            if custom_id.endswith(f":{op}"):
                await self.press_signup(table, user, message, custom_id)
                return

    async def _play_table(self, tid: int, stored: dict[str, Any]) -> str:
        thread = self.fake.channels[stored["thread_id"]]
        seats = [self.fake.users[u] for u in json.loads(stored["seats"])]
        name = f"t{tid}.{stored['round_no']}.{stored['table_no']}"
        rng = random.Random(f"{self.crawler.seed}:{name}")
        table = Table(name, EDITIONS["classic"], thread, seats, rng)
        self.crawler.tables[name] = table
        await self.fake.wait_until(
            lambda: self.crawler.message(self.crawler.store.game(stored["game_id"])),
            timeout=self.crawler.settle_ceiling,
            what=f"the board of table {name}",
        )
        return await self.crawler._play(table, stored["game_id"])

    # ---- meddling --------------------------------------------------------------------------

    def places(self, home: Table, tid: int) -> list[Channel]:
        threads = [
            self.fake.channels[t["thread_id"]]
            for t in self.tables_of(tid)
            if t["thread_id"] in self.fake.channels
        ]
        return [home.channel, *threads]

    @staticmethod
    def _at(home: Table, place: Channel) -> Table:
        return Table(home.name, home.edition, place, home.cast, home.rng)

    async def meddle(self, home: Table, tid: int) -> None:
        """A command at a random moment, often in the wrong place or by the wrong member."""
        rng = home.rng
        crawler = self.crawler
        place = self._at(home, rng.choice(self.places(home, tid)))
        organiser = self.fake.owner if rng.random() < 0.6 else crawler.someone(home)
        number = {"number": tid} if rng.random() < 0.5 else {}
        roll = rng.random()
        if roll < 0.15:
            await self.command(place, organiser, "tournament start", number)
        elif roll < 0.3:
            await self.command(place, organiser, "tournament standings", number)
        elif roll < 0.4:
            player = rng.choice(home.cast)
            await self.command(place, organiser, "tournament drop", {"player": player, **number})
        elif roll < 0.5:
            minutes = rng.choice([1, 5, 60, 10080])
            options = {"minutes": minutes, **number}
            await self.command(place, organiser, "tournament extend", options)
        elif roll < 0.53:  # refused (the organiser's own cancel is the walk's)
            await self.command(place, self.crawler.someone(home), "tournament cancel", number)
        elif roll < 0.55:
            await self._open_lobby_in(place, rng.choice(home.cast))
        elif roll < 0.58 and place.channel is not home.channel:
            await self.command(place, self.fake.owner, "tournament create", {"game": "junior"})
        elif roll < 0.6 and self.first_signup is not None:
            buttons = [c for _, c, _ in controls(self.first_signup)]
            user = self.fake.owner if rng.random() < 0.3 else rng.choice(home.cast)
            await self.crawler.press(home, user, self.first_signup, "button", rng.choice(buttons))
        elif roll < 0.7:
            await self._double_click(place)
        elif roll < 0.8:
            admin = self.fake.owner if rng.random() < 0.4 else None
            await self._random_of(place, "heckmeck settings", admin)
        else:
            await self._random_of(place, rng.choice(["heckmeck puzzle", "heckmeck daily"]))

    async def _open_lobby_in(self, place: Table, user: User) -> None:
        """/heckmeck start where a tournament plays; a lobby it opens is cancelled again."""
        options = EDITIONS["classic"].options(place.rng)
        await self.command(place, user, "heckmeck start", options)
        live = self.crawler.store.live_game(place.channel.id)
        if live is not None and live["status"] == "lobby":
            lobby = self.crawler.message(live)
            if lobby is not None:
                host = self.fake.users[live["host_id"]]
                await self.crawler.press_op(place, host, lobby, "cancel")

    async def _double_click(self, place: Table) -> None:
        """The player on turn at a table presses one button twice on the board as they saw it
        (the second press is on a stale board)."""
        game = self.crawler.store.live_game(place.channel.id)
        current = None if game is None else self.crawler.current_player(game)
        board = None if game is None else self.crawler.message(game)
        if current is None or board is None or board.deleted:
            return
        choices = [c for _, c, _ in controls(board) if c.startswith("hm:")]
        if not choices:
            return
        custom_id = place.rng.choice(choices)
        seen = board.snapshot()
        user = self.fake.users[current]
        for _ in range(2):
            await self.crawler.press(place, user, seen, "button", custom_id)

    async def _random_of(self, place: Table, prefix: str, user: User | None = None) -> None:
        """A command under `prefix` with random options; a few random presses on its answer."""
        paths = [(p, n) for p, n in self.crawler.command_paths() if p.startswith(prefix)]
        if not paths:
            return
        path, node = place.rng.choice(paths)
        cases = self.crawler.option_cases(place, node)
        if not cases:
            return
        user = user or self.crawler.someone(place)
        ix = await self.command(place, user, path, place.rng.choice(cases))
        if ix is None or not ix.messages:
            return
        for _ in range(place.rng.randint(0, 5)):
            answer = ix.messages[0]
            if answer.deleted or not await self.crawler.press_random(place, user, [answer]):
                return

    def players(self, tid: int) -> list[tuple[Any, ...]]:
        rows = self._rows(
            "SELECT user_id, dropped FROM tournament_players WHERE tournament_id = ? "
            "ORDER BY user_id",
            tid,
        )
        return [tuple(r) for r in rows]

    def _check_refusal(self, tid: int | None, before: list[Any], answer: Message, what: str):
        """A refusal is private and leaves the tournament's players as they were."""
        text = answer.text or ""
        if not any(text.startswith(r) for r in self.refusals):
            return
        if not answer.ephemeral:
            self.crawler.finding(f"a public refusal to {what}: {text!r}")
        if tid is not None and self.players(tid) != before:
            self.crawler.finding(
                f"a refusal ({text!r}) to {what} changed the players of tournament {tid}: "
                f"{before} became {self.players(tid)}"
            )

    async def press_signup(self, table: Table, user: User, signup: Message, custom_id: str):
        tid = int(custom_id.split(":")[1])
        before = self.players(tid)
        ix = await self.crawler.press(table, user, signup.snapshot(), "button", custom_id)
        if ix is not None and ix.messages and ix.response_type != 7:
            answer = await ix.reply(timeout=self.crawler.settle_ceiling)
            self._check_refusal(tid, before, answer, f"{user.name}'s {custom_id}")

    async def command(self, table: Table, user: User, path: str, options: dict[str, Any]):
        number = options.get("number") or self.current
        before = self.players(number) if number else []
        changes = path in ORGANISER_CHANGES
        ix = await self.crawler.command(table, user, path, options, changes=changes)
        if ix is not None and path.startswith("tournament") and ix.messages:
            # A deferred answer ("thinking…") is read once it is filled in: it keeps the defer's
            # visibility, so a refusal after a public defer would be public.
            answer = await ix.reply(timeout=self.crawler.settle_ceiling)
            self._check_refusal(number, before, answer, f"{user.name}'s /{path} {options}")
        return ix
