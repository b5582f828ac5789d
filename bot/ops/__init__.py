"""The operator's commands: `python -m bot backup PATH`, `check`, `prune`, and a person's data:
`export-user USER_ID` and `forget USER_ID`.

`bot/app/main.py` hands any command-line arguments to `main` here. Each command reads the same
settings as the bot (DATABASE_URL or DATABASE_PATH, EVENT_LOG_RETENTION_DAYS) from the environment
or `.env`, prints a summary and exits 0 when all is well, 1 when something disagrees or failed,
2 when it cannot run at all (bad settings, no database).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

from bot.settings import Settings, SettingsError
from bot.storage.base import StorageError, sqlite_path
from bot.storage.connect import open_store

EXIT_OK, EXIT_PROBLEM, EXIT_CANNOT_RUN = 0, 1, 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot", description="Run the bot (no arguments) or an operator's command."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    backup = commands.add_parser(
        "backup", help="copy the database consistently while the bot runs, then verify the copy"
    )
    backup.add_argument("path", type=Path, help="the file to write the copy to")
    commands.add_parser(
        "check", help="replay every game from its log; check results and ratings against them"
    )
    commands.add_parser(
        "prune", help="delete event logs of games ended before EVENT_LOG_RETENTION_DAYS"
    )
    export = commands.add_parser(
        "export-user", help="print (or write) everything stored about a user as JSON"
    )
    export.add_argument("user_id", help="the user's Discord id")
    export.add_argument("--output", type=Path, help="write the JSON to this file instead")
    forget = commands.add_parser(
        "forget", help="delete a user: their own data, and their name and id in finished games"
    )
    forget.add_argument("user_id", help="the user's Discord id")
    return parser


def _is_user_id(text: str) -> bool:
    from bot.ops.privacy import user_id

    return user_id(text) is not None


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    if args.command in ("export-user", "forget") and not _is_user_id(args.user_id):
        print(
            f"{args.user_id!r} is not a Discord user id (digits only, as Discord shows it)."
            " Nothing was read or changed.",
            file=sys.stderr,
        )
        return EXIT_CANNOT_RUN
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(f"The bot's settings are invalid:\n{exc}", file=sys.stderr)
        return EXIT_CANNOT_RUN
    url = settings.store_url
    database = None if url.startswith("postgres") else Path(sqlite_path(url))
    if database is not None and not database.is_file():
        print(f"There is no database at {database} (DATABASE_PATH).", file=sys.stderr)
        return EXIT_CANNOT_RUN
    try:
        if args.command == "backup":
            if database is None:
                print(
                    "backup copies a SQLite file; back PostgreSQL up with pg_dump.", file=sys.stderr
                )
                return EXIT_CANNOT_RUN
            return _backup(database, args.path)
        if args.command == "check":
            return asyncio.run(_check(url))
        if args.command in ("export-user", "forget"):
            output = getattr(args, "output", None)
            return asyncio.run(_person(url, args.command, args.user_id, output))
        return asyncio.run(_prune(url, settings.event_log_retention_days))
    except StorageError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_CANNOT_RUN


def _backup(database: Path, target: Path) -> int:
    from bot.storage.backup import BackupError, backup

    try:
        report = backup(database, target)
    except BackupError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_PROBLEM
    print(report.summary())
    return EXIT_OK


async def _check(url: str) -> int:
    from bot.ops.check import check_database

    report = await check_database(url)
    print(report.summary())
    return EXIT_OK if report.ok else EXIT_PROBLEM


async def _prune(url: str, retention_days: float | None) -> int:
    from bot.ops.prune import prune

    if retention_days is None:
        print("EVENT_LOG_RETENTION_DAYS is not set: event logs are kept forever; nothing to do.")
        return EXIT_OK
    storage = await open_store(url)
    try:
        report = await prune(storage, retention_days, time.time())
    finally:
        await storage.close()
    print(report.summary())
    return EXIT_OK


async def _person(url: str, command: str, text: str, output: Path | None) -> int:
    from bot.ops.privacy import export_user, forget, user_id

    user = user_id(text)
    if user is None:
        return EXIT_CANNOT_RUN  # said by main before
    storage = await open_store(url)
    try:
        if command == "forget":
            answer = await forget(storage, user)
        else:
            answer = await export_user(storage, user, output)
    finally:
        await storage.close()
    print(answer.text, file=sys.stdout if answer.ok else sys.stderr)
    return EXIT_OK if answer.ok else EXIT_PROBLEM
