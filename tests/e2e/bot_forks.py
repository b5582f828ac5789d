"""A warm parent for the tests' bot processes: it imports the bot's modules once, then forks one
child per start, and each child runs `python -m bot`'s `main()` with its own environment, working
directory and log, as a fresh `python -m bot` would. Importing discord.py, aiohttp and the bot's
modules was more than half of each of the e2e suite's several hundred starts.

    python -m tests.e2e.bot_forks        (started by tests/e2e/bot_process.py, one per worker)

One JSON line on stdin asks for something, one line on stdout answers:

    {"start": {"env": {...}, "cwd": "...", "log": "..."}}   ->  started <pid>
    {"signal": [<pid>, <signal number>]}                      ->  (nothing; only a live child)
    and, whenever a child ends:                                   exited <pid> <exit code>

The exit code is as asyncio gives it: -N for a child ended by signal N. The parent reaps its
children itself, so a signal never reaches a pid that was reaped and handed to another process.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import json
import os
import selectors
import signal
import sys
import traceback
from pathlib import Path

PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    with contextlib.suppress(Exception):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def _warm_up() -> None:
    """Import what every start imports, and fill the caches every start fills from the
    repository's files alone (the catalogues of each language, the emoji pictures). A step that
    fails is left to each child, which then fails there as a fresh `python -m bot` would. Nothing
    here may depend on a setting: the modules that read one at import are imported again in each
    child (`_READ_AT_IMPORT`)."""
    with contextlib.suppress(Exception):
        import bot.app.main  # noqa: F401
        from bot.app.extensions import EXTENSIONS

        for name in EXTENSIONS:
            importlib.import_module(name)
    with contextlib.suppress(Exception):
        from bot import i18n

        for lang in i18n.SUPPORTED:
            i18n.keys(lang)
            i18n._bundle(lang)
    with contextlib.suppress(Exception):
        from cogs.table import emojis

        emojis.emoji_pictures()
        emojis.drawing_version()


# Modules that read the environment when imported: each child runs them again with its own.
_READ_AT_IMPORT = ("bot.observability.faults",)


def _run_bot(request: dict, parent_fds: list[int]) -> int:
    """In the child: become `python -m bot` with the request's environment."""
    _die_with_parent()
    signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    os.chdir(request["cwd"])
    log = os.open(request["log"], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(log, 1)
    os.dup2(log, 2)
    for fd in {log, null, *parent_fds} - {0, 1, 2}:
        with contextlib.suppress(OSError):
            os.close(fd)
    sys.stdin = open(0, closefd=False)  # noqa: SIM115
    sys.stdout = open(1, "w", buffering=1, closefd=False)  # noqa: SIM115
    sys.stderr = open(2, "w", buffering=1, closefd=False)  # noqa: SIM115
    os.environ.clear()
    os.environ.update(request["env"])
    for name in _READ_AT_IMPORT:
        if name in sys.modules:
            importlib.reload(sys.modules[name])
    sys.argv = [str(Path(__file__).resolve().parents[2] / "bot" / "__main__.py")]
    from bot.app.main import main

    code = 1
    try:
        code = main()
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        if not isinstance(exc.code, int) and exc.code is not None:
            print(exc.code, file=sys.stderr)
    except BaseException:
        traceback.print_exc()
        code = 1
    finally:
        import atexit
        import threading

        with contextlib.suppress(BaseException):
            threading._shutdown()  # type: ignore[attr-defined]  # joins threads as an exit does
        with contextlib.suppress(BaseException):
            atexit._run_exitfuncs()
        with contextlib.suppress(BaseException):
            sys.stdout.flush()
            sys.stderr.flush()
    return code or 0


def serve() -> None:
    _die_with_parent()
    _warm_up()
    wakeup_read, wakeup_write = os.pipe()
    os.set_blocking(wakeup_read, False)
    os.set_blocking(wakeup_write, False)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    signal.set_wakeup_fd(wakeup_write)
    children: set[int] = set()
    out = sys.stdout

    def say(line: str) -> None:
        out.write(line + "\n")
        out.flush()

    def reap() -> None:
        while children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            children.discard(pid)
            say(f"exited {pid} {os.waitstatus_to_exitcode(status)}")

    selector = selectors.DefaultSelector()
    selector.register(sys.stdin.fileno(), selectors.EVENT_READ, "stdin")
    selector.register(wakeup_read, selectors.EVENT_READ, "child")
    pending = b""
    while True:
        for key, _ in selector.select():
            if key.data == "child":
                with contextlib.suppress(BlockingIOError):
                    os.read(wakeup_read, 4096)
                reap()
                continue
            chunk = os.read(sys.stdin.fileno(), 65536)
            if not chunk:
                return  # the test process went away: its children die with this process
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                request = json.loads(line)
                if "signal" in request:
                    pid, number = request["signal"]
                    if pid in children:
                        with contextlib.suppress(ProcessLookupError):
                            os.kill(pid, number)
                    continue
                out.flush()
                pid = os.fork()
                if pid == 0:
                    code = 1
                    try:
                        code = _run_bot(
                            request["start"],
                            [wakeup_read, wakeup_write, selector.fileno()],
                        )
                    finally:
                        os._exit(code)
                children.add(pid)
                say(f"started {pid}")
        reap()


if __name__ == "__main__":
    serve()
