"""Forged and mangled input, fuzzed: random and mutated custom_ids, select values and slash options
go through the real bot's component callbacks and commands. Each gets exactly one answer, no
exception escapes into the log, and nothing is stored.

The clicks come from users who may not change anything: someone who does not play, and a player
whose turn it is not (so that forged moves reach the session layer and the rules engine).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.domain.turn_times import TURN_TIMES
from bot.i18n import t
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import (
    APPLICATION_COMMAND,
    MESSAGE_COMPONENT,
    UPDATE_MESSAGE,
    FakeDiscord,
    Interaction,
    Message,
    User,
)
from tests.e2e.players import (
    current_mention,
    game_id_of,
    game_row,
    lobby_click,
    open_lobby,
    start_game,
    table_notes,
)

PREFIXES = ["hm:", "hmt:", "lobby:", "cpu:", "stop:", "dw:", "dwp:", "dwh:", "lb:", "hist:", "rp:"]
PREFIXES += [""]
OPS = ["roll", "face", "take", "stop", "join", "leave", "start", "cancel", "w", "c", "n", "s", "r"]
BIG = [2**63 - 1, 2**63, 2**64 + 5, 10**30]


async def run_examples(test: Callable[[], None]) -> None:
    """Run a Hypothesis test whose examples are coroutines on this event loop: Hypothesis drives
    them from a worker thread, the loop stays free to run them (and the fake Discord)."""
    await asyncio.get_running_loop().run_in_executor(None, test)


def on_loop(loop: asyncio.AbstractEventLoop, coroutine: Awaitable[None]) -> None:
    asyncio.run_coroutine_threadsafe(coroutine, loop).result(timeout=120)  # type: ignore[arg-type]


def stored_state(bot: BotProcess) -> list[tuple[Any, ...]]:
    """Every game as stored (without the board note, which showing a board may update) and the
    number of events and results."""
    db = sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True, timeout=10)
    try:
        games = db.execute(
            "SELECT id, status, step, players, state, deadline FROM games ORDER BY id"
        ).fetchall()
        counts = db.execute(
            "SELECT (SELECT count(*) FROM events), (SELECT count(*) FROM results)"
        ).fetchone()
    finally:
        db.close()
    return [*games, counts]


def numbers(game_ids: list[int]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.sampled_from([str(g) for g in game_ids]),
        st.integers(min_value=0, max_value=60).map(str),
        st.sampled_from([str(n) for n in BIG] + ["-1", "", "١٢", "²", "0x1", " 1", "1e3"]),
        st.text(max_size=6),
    )


def forged_ids(game_ids: list[int], real_ids: list[str]) -> st.SearchStrategy[str]:
    arg = st.one_of(
        st.sampled_from(["worm", "5", "25-g", "21-0", "30-9", "12-1", "1-99", "cheese", "g-g"]),
        numbers(game_ids),
        st.text(max_size=12),
    )
    built = st.builds(
        lambda prefix, parts, op, tail: prefix + ":".join([*parts, op, *tail]),
        st.sampled_from(PREFIXES),
        st.lists(numbers(game_ids), max_size=3),
        st.sampled_from(OPS),
        st.lists(arg, max_size=2),
    )
    mutated = st.builds(_mutate, st.sampled_from(real_ids), st.integers(0, 99), st.text(max_size=3))
    return st.one_of(built, mutated, st.sampled_from(real_ids), st.text(max_size=40)).filter(
        lambda custom_id: 0 < len(custom_id) <= 100
    )


def _mutate(custom_id: str, at: int, insert: str) -> str:
    at %= len(custom_id) + 1
    return custom_id[:at] + insert + custom_id[at + 1 :]


def select_values() -> st.SearchStrategy[list[Any]]:
    value = st.one_of(
        st.sampled_from(["easy", "hard", "25-g", "w:12-1", "c:3-0", "x:1-1", "", "9" * 30]),
        st.text(max_size=20),
    )
    return st.one_of(st.lists(value, max_size=3), st.just([]))


def component(custom_id: str, values: list[Any] | None) -> dict[str, Any]:
    if values is None:
        return {"type": 2, "style": 1, "label": "x", "custom_id": custom_id}
    options = [
        {"label": str(v)[:100] or "x", "value": str(v)[:100] or "x"}
        for v in dict.fromkeys(str(v) for v in values)
    ] or [{"label": "x", "value": "x"}]
    return {"type": 3, "custom_id": custom_id, "options": options}


async def forge_click(
    fake: FakeDiscord, user: User, board: Message, custom_id: str, values: list[Any] | None
) -> Interaction:
    """A click as a forged client sends it: the custom_id (and values) on the message it names."""
    seen = board.snapshot()
    seen.components = [{"type": 1, "components": [component(custom_id, values)]}]
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2 if values is None else 3}
    if values is not None:
        data["values"] = values
    return await fake.send_interaction(user, board.channel, MESSAGE_COMPONENT, data, message=seen)


async def assert_answered_once_and_nothing_changed(
    fake: FakeDiscord, bot: BotProcess, ix: Interaction, before: list[tuple[Any, ...]], log_at: int
) -> None:
    await ix.wait_response()
    await fake.wait_until(lambda: ix.messages, what=f"the answer to {ix!r}")
    assert not [e for e in fake.errors if e.code == 40060], "answered twice"
    assert stored_state(bot) == before, f"{ix!r} changed the game"
    log = bot.log()[log_at:]
    assert "Traceback" not in log and "ERROR" not in log, log


async def setup_tables(
    fake: FakeDiscord,
) -> tuple[list[int], list[str], list[tuple[User, Message]]]:
    """A running Heckmeck and Drehwurm game; (game ids, their custom_ids, who clicks where)."""
    w = fake.world
    heckmeck = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    ix = await fake.slash(w.carol, w.other_channel, "drehwurm", "start")
    drehwurm = await ix.reply()
    for user in (w.dave, w.erin):
        await lobby_click(fake, user, drehwurm, "join")
    assert (await lobby_click(fake, w.carol, drehwurm, "start")).response_type == UPDATE_MESSAGE
    waiting = w.bob if current_mention(heckmeck) == w.alice.id else w.alice
    real_ids = [b.custom_id for m in (heckmeck, drehwurm) for b in m.buttons() if b.custom_id]
    game_ids = sorted({int(cid.split(":")[1]) for cid in real_ids})
    # The lobby components these games had (no lobby stays open: a join there would be genuine).
    real_ids += [f"lobby:{g}:1:{op}" for g in game_ids for op in ("join", "start")]
    real_ids += [f"cpu:{g}:1" for g in game_ids]
    real_ids += [f"lb:n:heckmeck:server:rating:1:{w.guild.id}", "lb:p:drehwurm:global:wins:0:0"]
    real_ids += [f"hist:n:{w.alice.id}:all:1:{w.guild.id}", f"rp:{game_ids[0]}:3:n"]
    clickers = [(w.heidi, heckmeck), (waiting, heckmeck), (w.heidi, drehwurm)]
    return game_ids, real_ids, clickers


async def test_forged_component_clicks_are_refused_and_change_nothing(fake, bot):
    game_ids, real_ids, clickers = await setup_tables(fake)

    @settings(
        max_examples=120,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
        database=None,
    )
    @given(
        who=st.sampled_from(clickers),
        custom_id=forged_ids(game_ids, real_ids),
        values=st.one_of(st.none(), select_values()),
    )
    def one_click(who: tuple[User, Message], custom_id: str, values: list[Any] | None) -> None:
        on_loop(loop, click_and_check(who[0], who[1], custom_id, values))

    async def click_and_check(user, board, custom_id, values) -> None:
        before, log_at = stored_state(bot), len(bot.log())
        ix = await forge_click(fake, user, board, custom_id, values)
        await assert_answered_once_and_nothing_changed(fake, bot, ix, before, log_at)

    loop = asyncio.get_running_loop()
    await run_examples(one_click)
    await fake.assert_healthy(allow_errors=True)


def start_options(fake: FakeDiscord) -> dict[str, int]:
    """The option names of /heckmeck start as synced, with their types."""
    command = next(c for c in fake.commands[None] if c["name"] == "heckmeck")
    start = next(o for o in command["options"] if o["name"] == "start")
    return {o["name"]: o["type"] for o in start["options"]}


async def test_forged_slash_options_are_refused_before_anything_is_stored(fake, bot):
    w = fake.world
    channel = w.guild.add_text_channel("options")
    names = start_options(fake)
    command = next(c for c in fake.commands[None] if c["name"] == "heckmeck")
    wrong = st.one_of(
        st.text(max_size=10),
        st.integers(),
        st.floats(allow_nan=False, allow_infinity=False),
        st.none(),
        st.booleans(),
    )

    def valid(name: str, value: Any) -> bool:
        if names[name] == 5:
            return isinstance(value, bool)
        if name == "turn_time":
            return value in TURN_TIMES
        return value in ("classic", "junior")

    @settings(
        max_examples=60,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
        database=None,
    )
    @given(options=st.dictionaries(st.sampled_from(sorted(names)), wrong, min_size=1))
    def one_start(options: dict[str, Any]) -> None:
        if all(valid(name, value) for name, value in options.items()):
            return  # a valid /heckmeck start opens a lobby: not forged input
        on_loop(loop, start_and_check(options))

    async def start_and_check(options: dict[str, Any]) -> None:
        before, log_at = stored_state(bot), len(bot.log())
        data = {
            "id": command["id"],
            "name": "heckmeck",
            "type": 1,
            "options": [
                {
                    "type": 1,
                    "name": "start",
                    "options": [
                        {"type": names[name], "name": name, "value": value}
                        for name, value in options.items()
                    ],
                }
            ],
        }
        ix = await fake.send_interaction(w.alice, channel, APPLICATION_COMMAND, data)
        await assert_answered_once_and_nothing_changed(fake, bot, ix, before, log_at)
        assert ix.messages[0].ephemeral_to is w.alice

    loop = asyncio.get_running_loop()
    await run_examples(one_start)
    await fake.assert_healthy(allow_errors=True)


async def test_stats_for_a_user_the_interaction_did_not_resolve_answers_as_for_anyone(fake, bot):
    w = fake.world
    command = next(c for c in fake.commands[None] if c["name"] == "stats")
    stranger = 4_000_000_000_000_000_001  # in no game, and not resolved: only a forged client
    data = {
        "id": command["id"],
        "name": "stats",
        "type": 1,
        "options": [{"type": 6, "name": "user", "value": str(stranger)}],
    }
    before, log_at = stored_state(bot), len(bot.log())
    ix = await fake.send_interaction(w.alice, w.channel, APPLICATION_COMMAND, data)
    await assert_answered_once_and_nothing_changed(fake, bot, ix, before, log_at)
    answer = ix.messages[0]
    assert answer.ephemeral_to is w.alice
    assert t("en", "stats-no-games", player=f"<@{stranger}>") in answer.text
    await fake.assert_healthy()


async def test_a_click_naming_another_game_than_its_message_is_refused(fake, bot):
    """The host of one lobby sends its add-computer menu, as a forged client would, on another
    game's lobby: refused as stale, privately, and neither game nor its board changes."""
    w = fake.world
    first = await open_lobby(fake, w.alice, w.channel)
    second = await open_lobby(fake, w.bob, w.other_channel)
    first_id = game_id_of(first)
    assert game_id_of(second) != first_id
    real = next(s.custom_id for s in first.selects() if s.custom_id.startswith("cpu:"))
    game, step = real.split(":")[1:]
    for custom_id in (real, f"cpu:000{game}:{step}", f"cpu:{game}:0{step}"):
        before, log_at = stored_state(bot), len(bot.log())
        boards = table_notes(bot, first_id)["board"], (first.edit_count, second.edit_count)
        ix = await forge_click(fake, w.alice, second, custom_id, ["easy"])
        await assert_answered_once_and_nothing_changed(fake, bot, ix, before, log_at)
        answer = ix.messages[0]
        assert answer.ephemeral_to is w.alice and answer.content == t("en", "stale-button")
        assert table_notes(bot, first_id)["board"] == boards[0]
        assert (first.edit_count, second.edit_count) == boards[1]
    # On its own lobby the same menu works.
    ix = await fake.select(w.alice, first, real, ["easy"])
    assert await ix.wait_response() == UPDATE_MESSAGE
    assert len(game_row(bot, first_id)["players"]) == 2
    await fake.assert_healthy(allow_errors=True)
