"""Log lines name the game they are about, in text and in JSON, also from tasks a game starts."""

import asyncio
import json
import logging

from bot.observability.logs import JsonFormatter, bind_game, game_scope, log_handler


class Capture(logging.Handler):
    def __init__(self, formatter: logging.Formatter) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.addFilter(log_handler("text").filters[0])
        self.setFormatter(formatter)

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


def logger_with(handler: logging.Handler) -> logging.Logger:
    logger = logging.getLogger(f"test-logs-{id(handler)}")
    logger.propagate = False
    logger.setLevel(logging.INFO)
    logger.addHandler(handler)
    return logger


async def test_a_bound_game_is_on_every_line_of_the_task_and_of_tasks_it_starts():
    capture = Capture(JsonFormatter())
    log = logger_with(capture)

    async def handle_click() -> None:
        bind_game(41, 7001)
        log.info("saved")
        await asyncio.create_task(later())

    async def later() -> None:
        log.warning("board edit failed")

    await asyncio.create_task(handle_click())
    log.info("unrelated")

    entries = [json.loads(line) for line in capture.lines]
    assert [(e["message"], e.get("game_id"), e.get("channel_id")) for e in entries] == [
        ("saved", 41, 7001),
        ("board edit failed", 41, 7001),
        ("unrelated", None, None),
    ]
    assert entries[1]["level"] == "WARNING" and entries[0]["time"].endswith("+00:00")


async def test_a_game_scope_forgets_games_bound_inside_it():
    capture = Capture(logging.Formatter("%(message)s%(game_suffix)s"))
    log = logger_with(capture)
    for game in (1, 2):
        with game_scope():
            bind_game(game, 100 + game)
            log.info("deadline")
    log.info("loop idle")
    assert capture.lines == [
        "deadline [game 1 channel 101]",
        "deadline [game 2 channel 102]",
        "loop idle",
    ]


def test_json_lines_carry_the_traceback():
    capture = Capture(JsonFormatter())
    log = logger_with(capture)
    try:
        raise ValueError("boom")
    except ValueError:
        log.exception("failed")
    entry = json.loads(capture.lines[0])
    assert entry["message"] == "failed" and "ValueError: boom" in entry["exception"]
