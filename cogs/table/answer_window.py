"""How long a click may still be answered: Discord's window for the first answer, by the click's
snowflake time."""

from __future__ import annotations

import time

import discord

# Discord's window for the first answer to a click, and what is kept for the network.
ANSWER_WINDOW = 3.0
# An answer Discord took at the last moment still needs its reply to arrive: waiting this much
# longer keeps a slow but accepted answer from also being shown through the channel.
ANSWER_GRACE = 0.5


def window_left(interaction: discord.Interaction) -> float:
    """Seconds left to answer the click, by its snowflake's time (bounded: clocks differ)."""
    age = time.time() - interaction.created_at.timestamp()
    return min(ANSWER_WINDOW + ANSWER_GRACE, max(0.5, ANSWER_WINDOW + ANSWER_GRACE - age))
