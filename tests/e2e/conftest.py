"""Fixtures for end-to-end tests: a fake Discord with a default cast, and the real bot process.

    async def test_something(fake, bot):
        w = fake.world
        ix = await fake.slash(w.alice, w.channel, "heckmeck", "start", edition="classic")
        lobby = await ix.reply()

Per-test bot settings: `@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="1")`. The bot's log is attached
to the report of a failing test. After each test, `python -m bot check` (bot/ops/check.py) runs on
the database of every bot the test started: every game must replay from its log to its snapshot,
and results and ratings must agree. A test that writes made-up rows into the database says so with
`@pytest.mark.made_up_data` (the check would rightly refuse them).

After each test, no request may have broken Discord's API contract (the fake checks each against
Discord's OpenAPI spec and documented limits, tests/e2e/discord_api); a test that sends such
requests on purpose says so with `@pytest.mark.refused_on_purpose`. Every file the bot uploads must
carry a description (its alt text for screen readers). The end of the run prints how
many requests were checked and the largest sizes seen against each limit.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator

import pytest

from bot.ops.check import check_database
from cogs.table import icons
from tests.e2e.bot_process import BotProcess
from tests.e2e.discord_api.headroom import SUITE as SUITE_HEADROOM
from tests.e2e.fake_discord import FakeDiscord

_BOTS_KEY = pytest.StashKey[list[BotProcess]]()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "bot_env(**settings): extra environment settings for the `bot` fixture"
    )
    config.addinivalue_line(
        "markers", "made_up_data: the test writes rows no game made; skip the database check"
    )
    config.addinivalue_line(
        "markers",
        "refused_on_purpose: the test sends requests Discord refuses and checks the refusals",
    )


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if SUITE_HEADROOM.requests:
        terminalreporter.section("Discord API contract")
        for line in SUITE_HEADROOM.summary():
            terminalreporter.write_line(line)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    outcome = yield
    report = outcome.get_result()
    if report.failed:
        for bot in item.stash.get(_BOTS_KEY, []):
            report.sections.append((f"bot process log ({bot.workdir})", bot.log()))


@pytest.fixture(autouse=True)
def clean_pictures() -> Iterator[None]:
    """A test that drew with its bot's emojis (tests/e2e/card_pictures.py) leaves none behind."""
    yield
    icons.set_emojis({})


@pytest.fixture
async def fake(request: pytest.FixtureRequest) -> AsyncIterator[FakeDiscord]:
    """A started fake Discord with `fake.world` (one guild, channels, alice…heidi, mod)."""
    SUITE_HEADROOM.test = request.node.nodeid
    discord = FakeDiscord()
    discord.add_default_world()
    await discord.start()
    try:
        yield discord
    finally:
        await discord.close()
    if request.node.get_closest_marker("refused_on_purpose") is None:
        refused = "\n".join(f"  {v}" for v in discord.contract_violations)
        assert not refused, f"requests Discord would refuse:\n{refused}"
    undescribed = discord.undescribed_uploads()
    assert not undescribed, f"files uploaded without alt text: {undescribed}"


@pytest.fixture
async def start_bot(
    fake: FakeDiscord, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> AsyncIterator[Callable[..., Awaitable[BotProcess]]]:
    """`await start_bot(TURN_TIMEOUT_SECONDS="1")`: a started bot with these settings. Every bot
    started here is killed at the end of the test."""
    bots: list[BotProcess] = []
    request.node.stash[_BOTS_KEY] = bots

    async def start(**settings: str) -> BotProcess:
        bot = BotProcess(fake, tmp_path_factory.mktemp("bot"), **settings)
        bots.append(bot)
        await bot.start()
        return bot

    try:
        yield start
    finally:
        for bot in bots:
            await bot.kill()
    if request.node.get_closest_marker("made_up_data") is None:
        for path in sorted({bot.database_path for bot in bots if bot.database_path.is_file()}):
            report = await check_database(path)
            assert report.ok, f"python -m bot check on {path}:\n{report.summary()}"


@pytest.fixture
def shared_store(request, tmp_path):
    """The one database several bot processes use (parametrize it indirectly): a SQLite file, or
    a PostgreSQL schema."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    return request.getfixturevalue("postgres_url")


@pytest.fixture
async def bot(
    start_bot: Callable[..., Awaitable[BotProcess]], request: pytest.FixtureRequest
) -> BotProcess:
    """The bot, started against `fake`, settings from any `bot_env` marker."""
    settings: dict[str, str] = {}
    for marker in reversed(list(request.node.iter_markers("bot_env"))):
        settings.update({k: str(v) for k, v in marker.kwargs.items()})
    return await start_bot(**settings)
