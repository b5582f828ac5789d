"""The real bot, `python -m bot`, as a subprocess pointed at a FakeDiscord.

Each start is a process of its own, forked from a warm parent that has imported the bot's modules
(tests/e2e/bot_forks.py) and running `python -m bot`'s `main()`; `BotProcess(...,
fresh_interpreter=True)` or HECKMECK_TESTS_FRESH_BOTS=1 starts a new interpreter instead.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import ctypes
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import ClassVar

from tests.e2e import presses
from tests.e2e.fake_discord import PATIENCE, FakeDiscord, FakeDiscordError

REPO_ROOT = Path(__file__).resolve().parents[2]
FAKE_TOKEN = "fake-bot-token"

# Every setting the bot reads is given explicitly, so neither the developer's environment nor a
# .env file can leak into a test.
SETTINGS_VARIABLES = (
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DATABASE_URL",
    "LOG_LEVEL",
    "DISCORD_API_BASE_URL",
    "DISCORD_GATEWAY_URL",
    "DEV_GUILD_ID",
    "TURN_TIMEOUT_SECONDS",
    "LOBBY_TIMEOUT_SECONDS",
    "COMPUTER_DELAY_SECONDS",
    "SNAP_WINDOW_SECONDS",
    "TURN_CALL_WAIT_SECONDS",
    "BOARD_MAX_AGE_SECONDS",
    "GUILD_READY_TIMEOUT",
    "SHARD_COUNT",
    "SHARD_IDS",
    "METRICS_PORT",
    "METRICS_HOST",
    "LOG_FORMAT",
    "EVENT_LOG_RETENTION_DAYS",
    "RANDOM_SEED",
    "CLOCK_OFFSET_FILE",
    "THREAD_ARCHIVE_SECONDS",
    "HECKMECK_FAULT",
    "HECKMECK_FAULT_SKIP",
)

# The bot processes keep their bytecode (and the parsed catalogues, bot/parsed_catalogues.py)
# here, outside the repository, even where the developer's environment says not to write it:
# compiling every module again took a sixth of each of the suite's several hundred starts.
BYTECODE_FOLDER = Path(tempfile.gettempdir()) / f"heckmeck-tests-bytecode-{os.getuid()}"

# What the bot logs once it is ready and has checked the boards of the last run.
BOARDS_CHECKED = "Boards checked after the start"
# How often a wait for a line of the bot's log reads the log again (no request says it changed).
LOG_TICK = 0.02
_live: set[asyncio.subprocess.Process | ForkedBot] = set()
FRESH_BOTS_VARIABLE = "HECKMECK_TESTS_FRESH_BOTS"


@atexit.register
def _kill_leftovers() -> None:
    for process in list(_live):
        with contextlib.suppress(ProcessLookupError):
            process.kill()
    _Forks.close()


def _die_with_parent() -> None:
    """In the child: get SIGKILL if the test runner dies, so no bot outlives a crashed run."""
    with contextlib.suppress(Exception):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def clean_environment(**overrides: str) -> dict[str, str]:
    """os.environ without any bot setting, plus `overrides`."""
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS_VARIABLES}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(BYTECODE_FOLDER)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    env["PYTHONUNBUFFERED"] = "1"
    env.update(overrides)
    return env


class ForkedBot:
    """A bot process forked by the warm parent: what the tests use of asyncio's Process."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.returncode: int | None = None
        self._waiters: list[tuple[asyncio.AbstractEventLoop, asyncio.Future[int]]] = []

    def send_signal(self, number: int) -> None:
        if self.returncode is None:
            _Forks.send({"signal": [self.pid, int(number)]})

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    async def wait(self) -> int:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[int] = loop.create_future()
        with _Forks.lock:
            if self.returncode is not None:
                return self.returncode
            self._waiters.append((loop, future))
        return await future

    def exited(self, code: int) -> None:
        """In the reader thread: the warm parent reaped this process."""
        with _Forks.lock:
            self.returncode = code
            waiters, self._waiters = self._waiters, []
        for loop, future in waiters:
            with contextlib.suppress(RuntimeError):  # that test's loop is gone
                loop.call_soon_threadsafe(_resolve, future, code)


def _resolve(future: asyncio.Future, value: object) -> None:
    if not future.done():
        if isinstance(value, BaseException):
            future.set_exception(value)
        else:
            future.set_result(value)


class _Forks:
    """This test process's warm parent (tests/e2e/bot_forks.py), started at the first bot start,
    and a thread reading its answers."""

    lock: ClassVar[threading.Lock] = threading.Lock()
    process: ClassVar[subprocess.Popen[bytes] | None] = None
    pending: ClassVar[list[tuple[asyncio.AbstractEventLoop, asyncio.Future[ForkedBot]]]] = []
    children: ClassVar[dict[int, ForkedBot]] = {}

    @classmethod
    async def start(cls, env: dict[str, str], cwd: Path, log: Path) -> ForkedBot:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[ForkedBot] = loop.create_future()
        with cls.lock:
            if cls.process is None or cls.process.poll() is not None:
                cls._spawn()
            cls.pending.append((loop, future))
        cls.send({"start": {"env": env, "cwd": str(cwd), "log": str(log)}})
        return await future

    @classmethod
    def send(cls, request: dict) -> None:
        process = cls.process
        if process is None or process.stdin is None:
            return
        with contextlib.suppress(BrokenPipeError, ValueError):
            process.stdin.write(json.dumps(request).encode() + b"\n")
            process.stdin.flush()

    @classmethod
    def _spawn(cls) -> None:
        process = subprocess.Popen(
            [sys.executable, "-m", "tests.e2e.bot_forks"],
            cwd=REPO_ROOT,
            env=clean_environment(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            preexec_fn=_die_with_parent if sys.platform == "linux" else None,
        )
        cls.process = process
        threading.Thread(target=cls._read, args=(process,), daemon=True).start()

    @classmethod
    def _read(cls, process: subprocess.Popen[bytes]) -> None:
        assert process.stdout is not None
        for line in process.stdout:
            word, *numbers = line.decode().split()
            if word == "started":
                child = ForkedBot(int(numbers[0]))
                with cls.lock:
                    cls.children[child.pid] = child
                    loop, future = cls.pending.pop(0)
                with contextlib.suppress(RuntimeError):
                    loop.call_soon_threadsafe(_resolve, future, child)
            elif word == "exited":
                with cls.lock:
                    gone = cls.children.pop(int(numbers[0]), None)
                if gone is not None:
                    gone.exited(int(numbers[1]))
        # The warm parent ended: its children were killed with it (PR_SET_PDEATHSIG).
        with cls.lock:
            children, cls.children = list(cls.children.values()), {}
            pending, cls.pending = cls.pending, []
        for child in children:
            child.exited(-signal.SIGKILL)
        for loop, future in pending:
            error = FakeDiscordError(f"the bots' warm parent ended ({process.wait()})")
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(_resolve, future, error)

    @classmethod
    def close(cls) -> None:
        process = cls.process
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()


class BotProcess:
    """Starts, kills and restarts `python -m bot` against one FakeDiscord and one database.

    The working directory is `workdir` (no .env there), the log (stdout and stderr) goes to
    `workdir/bot-N.log`, one file per start.
    """

    def __init__(
        self, fake: FakeDiscord, workdir: Path, *, fresh_interpreter: bool = False, **settings: str
    ) -> None:
        self.fake = fake
        self.fresh_interpreter = fresh_interpreter or bool(os.environ.get(FRESH_BOTS_VARIABLE))
        fake.press_record = presses.RECORD  # what this bot offers and users press is counted
        self.workdir = workdir
        self.settings: dict[str, str] = {
            "DISCORD_TOKEN": fake.token,
            "DATABASE_PATH": str(workdir / "heckmeck.sqlite3"),
            "LOG_LEVEL": "INFO",
            "DISCORD_API_BASE_URL": fake.api_base_url,
            "DISCORD_GATEWAY_URL": fake.gateway_url,
            "DEV_GUILD_ID": "",
            "GUILD_READY_TIMEOUT": "0.1",
            "TURN_TIMEOUT_SECONDS": "120",
            "LOBBY_TIMEOUT_SECONDS": "900",
            "COMPUTER_DELAY_SECONDS": "0",
            "SNAP_WINDOW_SECONDS": "4",
            # Calls at once (the tests that wait for a turn call); test_turn_notices_e2e.py waits.
            "TURN_CALL_WAIT_SECONDS": "0",
            "BOARD_MAX_AGE_SECONDS": "3000",
        }
        self.settings.update({k: str(v) for k, v in settings.items()})
        self.process: asyncio.subprocess.Process | ForkedBot | None = None
        self.log_paths: list[Path] = []
        self.starts = 0

    @property
    def database_path(self) -> Path:
        return Path(self.settings["DATABASE_PATH"])

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.returncode is None

    async def start(self, *, timeout: float = PATIENCE, **settings: str) -> None:
        """Start the bot (with extra/changed settings) and wait until it synced its commands,
        identified on the gateway with every GUILD_CREATE delivered, and checked its boards."""
        if self.running:
            raise RuntimeError("the bot is already running")
        self.settings.update({k: str(v) for k, v in settings.items()})
        identifies = len(self.fake.identifies)
        syncs = len(self.fake.command_syncs)
        self.starts += 1
        log_path = self.workdir / f"bot-{self.starts}.log"
        self.log_paths.append(log_path)
        if self.fresh_interpreter:
            with log_path.open("wb") as log_file:
                self.process = await asyncio.create_subprocess_exec(
                    sys.executable,
                    "-m",
                    "bot",
                    cwd=self.workdir,
                    env=clean_environment(**self.settings),
                    stdin=asyncio.subprocess.DEVNULL,
                    stdout=log_file,
                    stderr=asyncio.subprocess.STDOUT,
                    preexec_fn=_die_with_parent if sys.platform == "linux" else None,
                )
        else:
            log_path.write_bytes(b"")
            self.process = await _Forks.start(
                clean_environment(**self.settings), self.workdir, log_path
            )
        _live.add(self.process)
        process = self.process

        def ready() -> bool:
            if process.returncode is not None:
                raise FakeDiscordError(
                    f"the bot exited with code {process.returncode} while starting:\n{self.log()}"
                )
            # Ready: the boards the last run left are checked (a redraw then edits them), so a
            # test's first look at a board is not raced by the start's own redraws.
            return (
                len(self.fake.command_syncs) > syncs
                and len(self.fake.identifies) > identifies
                and self.fake.connected
                and log_path.exists()
                and BOARDS_CHECKED in log_path.read_text(errors="replace")
            )

        try:
            await self.fake.wait_until(
                ready, timeout=timeout, what="the bot to start", tick=LOG_TICK
            )
        except FakeDiscordError as exc:
            await self.kill()
            raise FakeDiscordError(f"{exc}\n--- bot log ---\n{self.log()}") from None

    async def kill(self) -> None:
        """SIGKILL: no cleanup of any kind, like a crash or an OOM kill."""
        if self.process is None:
            return
        with contextlib.suppress(ProcessLookupError):
            self.process.kill()
        await self._reap()

    async def stop(self, timeout: float = 5.0) -> int | None:
        """SIGTERM and wait for a graceful exit (SIGKILL after `timeout`). Returns the exit code."""
        if self.process is None:
            return None
        with contextlib.suppress(ProcessLookupError):
            self.process.terminate()
        try:
            await asyncio.wait_for(self.process.wait(), timeout)
        except TimeoutError:
            await self.kill()
        return await self._reap()

    async def restart(self, *, kill: bool = True, **settings: str) -> None:
        """Kill (SIGKILL, or SIGTERM with kill=False) and start again on the same database."""
        await (self.kill() if kill else self.stop())
        await self.fake.wait_until(lambda: not self.fake.connected, what="the gateway to drop")
        await self.start(**settings)

    async def _reap(self) -> int | None:
        process = self.process
        if process is None:
            return None
        code = await process.wait()
        _live.discard(process)
        return code

    @property
    def returncode(self) -> int | None:
        return None if self.process is None else self.process.returncode

    def log(self) -> str:
        """Everything every start of the bot printed, oldest first."""
        parts = []
        for path in self.log_paths:
            text = path.read_text(errors="replace") if path.exists() else ""
            parts.append(f"=== {path.name} ===\n{text}")
        return "\n".join(parts)

    async def wait_for_log(self, text: str, *, timeout: float = PATIENCE) -> None:
        """Wait until the bot printed `text` (in any start's log)."""
        await self.fake.wait_until(
            lambda: text in self.log(), timeout=timeout, what=repr(text), tick=LOG_TICK
        )


async def run_to_exit(
    workdir: Path, *args: str, timeout: float = PATIENCE, **settings: str
) -> tuple[int, str, str]:
    """Run `python -m bot [args]` in `workdir` with exactly `settings` (no other bot setting)
    until it exits; returns (exit code, stdout, stderr)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        *args,
        cwd=workdir,
        env=clean_environment(**settings),
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        preexec_fn=_die_with_parent if sys.platform == "linux" else None,
    )
    _live.add(process)
    try:
        stdout, stderr = await asyncio.wait_for(process.communicate(), timeout)
    except TimeoutError:
        process.kill()
        stdout, stderr = await process.communicate()
        raise FakeDiscordError(
            f"`python -m bot` did not exit within {timeout} s:\n{stdout.decode()}{stderr.decode()}"
        ) from None
    finally:
        _live.discard(process)
    assert process.returncode is not None
    return process.returncode, stdout.decode(errors="replace"), stderr.decode(errors="replace")
