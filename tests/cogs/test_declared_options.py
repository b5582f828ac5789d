"""The shared check of slash options against what a command declares."""

from __future__ import annotations

from typing import Literal

from discord import app_commands

from cogs.declared_options import undeclared


@app_commands.command(name="start", description="Start a table.")
async def start(interaction, game: Literal["classic", "junior"], hints: bool | None = None) -> None:
    """A command shaped like /heckmeck start: one required choice, one optional flag."""


def option(name: str, kind: int, value: object) -> dict[str, object]:
    return {"name": name, "type": kind, "value": value}


def test_declared_values_pass():
    assert undeclared(start, [option("game", 3, "junior")]) is None
    assert undeclared(start, [option("game", 3, "classic"), option("hints", 5, False)]) is None


def test_a_null_optional_value_is_refused_not_read_as_absent():
    problem = undeclared(start, [option("game", 3, "classic"), option("hints", 5, None)])
    assert problem is not None and "hints" in problem


def test_a_value_outside_the_choices_or_type_is_refused():
    assert undeclared(start, [option("game", 3, "advanced")]) is not None
    assert undeclared(start, [option("game", 3, "classic"), option("hints", 5, 1)]) is not None
    assert undeclared(start, [option("game", 4, "classic")]) is not None


def test_a_missing_required_or_repeated_option_is_refused():
    assert undeclared(start, [option("hints", 5, True)]) is not None
    twice = [option("game", 3, "classic"), option("game", 3, "junior")]
    assert undeclared(start, twice) is not None
