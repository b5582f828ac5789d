"""A soak of forged input: thousands of interactions no honest client sends, a few at a time, at
the real bot. Forged and mutated custom_ids, real buttons pressed by people who may not press them,
replays of the same interaction data, and every synced slash command with at least one option
outside what it declares (a value none of its choices, an integer out of range or beyond 64 bits,
a user id beyond 64 bits, a wrong type, an unknown option, a missing required one).

At the end: every interaction answered exactly once, not one traceback or error in the bot's log,
and no game, event or result changed. `HECKMECK_FORGED_SOAK=20000` runs a longer soak.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.i18n import t
from tests.e2e.fake_discord import APPLICATION_COMMAND, FakeDiscord, Interaction, Message, User
from tests.e2e.test_forged_input import BIG, OPS, PREFIXES, forge_click, setup_tables, stored_state

INTERACTIONS = int(os.environ.get("HECKMECK_FORGED_SOAK", "3000"))
AT_ONCE = 6
SEED = 40


def leaves(commands: list[dict[str, Any]]) -> Iterator[tuple[list[dict[str, Any]], dict]]:
    """Every invocable command as (its path of command/subcommand payloads, its own node)."""

    def walk(path: list[dict[str, Any]], node: dict[str, Any]) -> Iterator[tuple[list, dict]]:
        subs = [o for o in node.get("options") or [] if o["type"] in (1, 2)]
        if not subs:
            yield path, node
        for sub in subs:
            yield from walk([*path, sub], sub)

    for command in commands:
        yield from walk([command], command)


def a_value(rng: random.Random, param: dict[str, Any], *, bad: bool) -> Any:
    """A value for the option: one it declares (when `bad` is false and it has any) or not."""
    kind = param["type"]
    choices = [c["value"] for c in param.get("choices") or []]
    if not bad:
        if choices:
            return rng.choice(choices)
        if kind == 5:
            return rng.choice([True, False])
        if kind in (4, 10):
            low, high = param.get("min_value", 0), param.get("max_value", 10)
            return rng.randint(int(low), int(high))
    if choices:
        wrong = ["nope", "", "heckmeck ", "Heckmeck", "🎲", 5, 2**64, True, ["x"]]
        return rng.choice([w for w in wrong if w not in choices])
    if kind == 3:
        return rng.choice([5, True, "x" * 7000, ["x"], {"x": 1}])
    if kind in (4, 10):
        low, high = param.get("min_value"), param.get("max_value")
        wrong: list[Any] = [*BIG, -(2**64), 2**53 + 1, "3", 2.5, True, [1]]
        if low is not None:
            wrong.append(low - 1)
        if high is not None:
            wrong.append(high + 1)
        return rng.choice(wrong)
    if kind == 5:
        return rng.choice(["yes", 1, 0, "true", [True]])
    if kind in (6, 7, 8, 9):
        return rng.choice([str(2**64 + 5), str(2**63), "-5", "0", "abc", "1e9", 123, "١٢"])
    return "nope"


def forged_command(rng: random.Random, path: list[dict], node: dict) -> dict[str, Any]:
    """The data of a slash command with at least one option it does not declare as sent."""
    params = list(node.get("options") or [])
    options: list[dict[str, Any]] = []
    defect = rng.choice(["value", "value", "unknown", "type", "missing"])
    broken = rng.choice(params) if params else None
    for param in params:
        if not param.get("required") and param is not broken and rng.random() < 0.5:
            continue
        if defect == "missing" and param is broken and param.get("required"):
            continue
        value = a_value(rng, param, bad=param is broken and defect == "value")
        kind = param["type"]
        if param is broken and defect == "type":
            kind = rng.choice([k for k in (3, 4, 5, 6, 10) if k != kind])
        options.append({"type": kind, "name": param["name"], "value": value})
    if (
        broken is None
        or defect == "unknown"
        or (defect == "missing" and not broken.get("required"))
    ):
        options.append({"type": 3, "name": rng.choice(["zzz", "game ", "GAME"]), "value": "x"})
    for sub in reversed(path[1:]):
        options = [{"type": sub["type"], "name": sub["name"], "options": options}]
    return {"id": path[0]["id"], "name": path[0]["name"], "type": 1, "options": options}


def mangled_command(rng: random.Random, path: list[dict], node: dict) -> dict[str, Any]:
    """A command whose options are not even shaped as Discord shapes them: a subcommand without
    a name, an option without one, options that are no list, a value without its option."""
    data = forged_command(rng, path, node)
    deepest = data
    while deepest.get("options") and deepest["options"][0].get("type") in (1, 2):
        deepest = deepest["options"][0]
    shape = rng.randrange(5)
    if shape == 0 and data["options"]:
        data["options"][0].pop("name", None)
    elif shape == 1:
        deepest["options"] = rng.choice(["x", 5, {"name": "x"}, [None], [[1]]])
    elif shape == 2:
        deepest["options"] = [{"type": 4, "value": 1}]
    elif shape == 3:
        data["options"] = [{"type": rng.choice([1, 2]), "name": "nope", "options": []}]
    else:
        data.pop("name")
        data["name"] = rng.choice([None, 5, "heckmeck"])
    return data


def forged_custom_id(rng: random.Random, game_ids: list[int], real_ids: list[str]) -> str:
    def number() -> str:
        return rng.choice(
            [str(rng.choice(game_ids)), str(rng.randint(0, 60)), str(rng.choice(BIG)), "-1", ""]
        )

    shape = rng.random()
    if shape < 0.35:
        return rng.choice(real_ids)
    if shape < 0.7:
        real = rng.choice(real_ids)
        at = rng.randint(0, len(real))
        return (real[:at] + rng.choice(["", "0", "9", ":", "x", "-"]) + real[at + 1 :])[:100] or "x"
    parts = [number() for _ in range(rng.randint(0, 3))]
    tail = [
        rng.choice(["worm", "25-g", "21-0", "1-99", number()]) for _ in range(rng.randint(0, 2))
    ]
    return (rng.choice(PREFIXES) + ":".join([*parts, rng.choice(OPS), *tail]))[:100] or "x"


async def one_forged(
    fake: FakeDiscord,
    rng: random.Random,
    tables: tuple[list[int], list[str], list[tuple[User, Message]]],
    commands: list[tuple[list[dict], dict]],
    sent: list[dict[str, Any]],
) -> Interaction:
    w = fake.world
    _, _, clickers = tables
    roll = rng.random()
    if roll < 0.45:
        user, board = rng.choice(clickers)
        values = None if rng.random() < 0.7 else rng.choice([["easy"], ["x:1-1"], [], ["9" * 30]])
        return await forge_click(fake, user, board, forged_custom_id(rng, *tables[:2]), values)
    if roll < 0.5:
        data = mangled_command(rng, *rng.choice(commands))
        return await fake.send_interaction(w.alice, w.channel, APPLICATION_COMMAND, data)
    if roll < 0.9 or not sent:
        data = forged_command(rng, *rng.choice(commands))
        sent.append(data)
        return await fake.send_interaction(w.alice, w.channel, APPLICATION_COMMAND, data)
    # A replay: the same forged command again, from someone else.
    return await fake.send_interaction(
        rng.choice([w.bob, w.heidi]), w.channel, APPLICATION_COMMAND, rng.choice(sent)
    )


@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="86400", LOBBY_TIMEOUT_SECONDS="86400")
async def test_thousands_of_forged_interactions_are_all_refused_once(fake, bot):
    tables = await setup_tables(fake)
    commands = list(leaves(fake.commands[None]))
    assert len(commands) > 20, [node["name"] for _, node in commands]
    rng = random.Random(SEED)
    before, log_at = stored_state(bot), len(bot.log())
    sent: list[dict[str, Any]] = []
    interactions: list[Interaction] = []
    for _ in range(0, INTERACTIONS, AT_ONCE):
        batch = [await one_forged(fake, rng, tables, commands, sent) for _ in range(AT_ONCE)]
        interactions += batch
        await fake.wait_until(
            lambda b=batch: all(ix.responded and ix.messages for ix in b),
            what=f"answers to {batch}",
        )
    assert [ix for ix in interactions if not ix.responded] == []
    assert not [e for e in fake.errors if e.code == 40060], "an interaction was answered twice"
    commands_sent = [ix for ix in interactions if ix.type == APPLICATION_COMMAND]
    # A command this bot does not have is answered as one not synced yet.
    refusals = {t("en", "invalid-option"), t("en", "command-unavailable")}
    wrong = [
        (ix.data, ix.messages[0].text)
        for ix in commands_sent
        if ix.messages[0].content not in refusals
    ]
    assert wrong == [], wrong[:3]
    assert all(ix.messages[0].ephemeral_to is ix.user for ix in commands_sent)
    assert stored_state(bot) == before
    log = bot.log()[log_at:]
    assert "Traceback" not in log and "ERROR" not in log, log[-5000:]
    await fake.assert_healthy(allow_errors=True)
