"""Every slash command's options checked against what the command declares, before it runs.

discord.py passes an option's value through as sent: a `game` that is none of the command's
choices, an integer beyond its range or a user id beyond 64 bits reach the command (and its
queries) unless something refuses them first. Discord's own client never sends such values, so
whatever does not fit is a forged or mangled request: the tree's `interaction_check` raises
`UndeclaredOption`, and the error handler (cogs/meta.py) answers it privately, as a stale button.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import AppCommandOptionType, app_commands

# Discord's integer options hold -2^53..2^53; a snowflake is a positive signed 64-bit integer, the
# width of the store's columns.
INTEGER_LIMIT = 2**53
SNOWFLAKE_LIMIT = 2**63
_SNOWFLAKE_TYPES = {
    AppCommandOptionType.user,
    AppCommandOptionType.channel,
    AppCommandOptionType.role,
    AppCommandOptionType.mentionable,
    AppCommandOptionType.attachment,
}


class UndeclaredOption(app_commands.CheckFailure):
    """An option the command does not declare, or a value outside what it declares."""


# Where Discord resolves an option's snowflake; a user left unresolved is read as a bare id (the
# commands that take a user show an unknown one as a mention), anything else must be resolved.
_RESOLVED_IN = {
    AppCommandOptionType.channel: ("channels",),
    AppCommandOptionType.role: ("roles",),
    AppCommandOptionType.mentionable: ("users", "roles"),
    AppCommandOptionType.attachment: ("attachments",),
}


def _snowflake(value: Any) -> bool:
    if not (isinstance(value, str) and value.isascii() and value.isdigit()):
        return False
    return 0 < int(value) < SNOWFLAKE_LIMIT


def _resolved(kind: AppCommandOptionType, value: Any, resolved: Any) -> bool:
    if kind not in _RESOLVED_IN:
        return True
    if not isinstance(resolved, dict):
        return False
    return any(
        isinstance(resolved.get(key), dict) and value in resolved[key] for key in _RESOLVED_IN[kind]
    )


def _within(value: float, low: float | None, high: float | None) -> bool:
    return (low is None or value >= low) and (high is None or value <= high)


def fits(parameter: app_commands.Parameter, value: Any, resolved: Any = None) -> bool:
    """Whether `value`, as sent (with the interaction's `resolved` data), is one the parameter
    declares."""
    kind = parameter.type
    if kind is AppCommandOptionType.boolean:
        ok = isinstance(value, bool)
    elif kind is AppCommandOptionType.integer:
        ok = (
            isinstance(value, int)
            and not isinstance(value, bool)
            and -INTEGER_LIMIT <= value <= INTEGER_LIMIT
            and _within(value, parameter.min_value, parameter.max_value)
        )
    elif kind is AppCommandOptionType.number:
        ok = (
            isinstance(value, int | float)
            and not isinstance(value, bool)
            and abs(value) <= INTEGER_LIMIT
            and _within(value, parameter.min_value, parameter.max_value)
        )
    elif kind is AppCommandOptionType.string:
        low = parameter.min_value or 0
        high = parameter.max_value or 6000
        ok = isinstance(value, str) and low <= len(value) <= high
    elif kind in _SNOWFLAKE_TYPES:
        ok = _snowflake(value) and _resolved(kind, value, resolved)
    else:
        ok = False
    if ok and parameter.choices:
        ok = any(choice.value == value for choice in parameter.choices)
    return ok


def undeclared(
    command: app_commands.Command[Any, ..., Any], options: Sequence[Any], resolved: Any = None
) -> str | None:
    """What about `options` (the command's, as sent) the command does not declare, or None."""
    parameters = {parameter.display_name: parameter for parameter in command.parameters}
    seen: set[str] = set()
    for option in options:
        if not isinstance(option, dict):
            return "an option that is not an object"
        name = option.get("name")
        parameter = parameters.get(name) if isinstance(name, str) else None
        if parameter is None or name in seen:
            return f"option {name!r} is not declared once"
        assert isinstance(name, str)
        seen.add(name)
        value = option.get("value")  # Discord leaves an unset option out; it never sends a null
        if option.get("type") != parameter.type.value or not fits(parameter, value, resolved):
            return f"option {name!r} has the undeclared value {value!r}"
    missing = [
        p.display_name for p in command.parameters if p.required and p.display_name not in seen
    ]
    if missing:
        return f"required options {missing} are missing"
    return None


async def check_declared_options(
    tree: app_commands.CommandTree[Any], interaction: discord.Interaction
) -> bool:
    """The tree's `interaction_check`: raises `UndeclaredOption` for a slash command whose
    options are not what it declares (unknown commands raise discord.py's CommandNotFound)."""
    if interaction.type is not discord.InteractionType.application_command:
        return True  # an autocomplete's focused value is partial; nothing else is a command here
    data: Any = interaction.data or {}
    command: Any = None
    try:
        if data.get("type", 1) != 1:  # a context menu: it has no options, but must exist
            command = tree._get_context_menu(data)
            problem = None if command is not None else "an unknown context menu"
        else:
            command, options = tree._get_app_command_options(data)  # the tree's own lookup
            problem = (
                undeclared(command, options, data.get("resolved"))
                if isinstance(command, app_commands.Command)
                else None
            )
    except app_commands.CommandSignatureMismatch:
        problem = "a command group invoked without one of its commands"
    except app_commands.AppCommandError:
        raise
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        problem = f"a malformed command: {exc!r}"
    if problem is not None:
        # discord.py's error path reads `interaction.command`, which would look the malformed
        # data up again and raise past every handler: the slot it caches the command in is
        # filled first, as its own dispatch does.
        interaction._cs_command = command
        raise UndeclaredOption(problem)
    return True
