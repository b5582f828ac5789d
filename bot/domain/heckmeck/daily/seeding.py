"""The Daily Grill's dice: the k-th roll of turn t on day D comes from its own generator, seeded
by HMAC-SHA256(key = SALT, message = "D|t|k").

Why this construction:
- The same for everyone: the seed depends only on the day, the turn and the roll within the
  turn, never on what the player did before, so two players who make the same choices see the
  same dice, and every turn's first roll (always all eight dice) is the same for every player
  whatever they did in earlier turns.
- Earlier days do not predict later ones: each roll's generator is seeded afresh from a SHA-256
  based keyed hash of its own (day, turn, roll). No generator state runs from one day to the
  next (a single Mersenne Twister stream can be reconstructed from 624 of its outputs, and a
  seed like the day's ordinal gives neighbouring days related seeds); knowing every die of every
  earlier day tells nothing about another day's dice without computing the hash for that day.
- Secret-free: the salt is public (it is in this file), so anyone who runs this code can compute
  any day's dice, tomorrow's included. The daily is a friendly challenge, not a contest with
  prizes; an operator who wanted secrecy would have to key the hash with a secret.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from datetime import UTC, date, datetime

SALT = b"heckmeck-daily-grill/v1"


def day_of(moment: datetime) -> date:
    """The UTC day a moment falls on."""
    return moment.astimezone(UTC).date()


def day_at(timestamp: float) -> date:
    """The UTC day of a moment of the table's clock (bot/clock.py), which a test may move."""
    return day_of(datetime.fromtimestamp(timestamp, UTC))


def roll_seed(day: date, turn: int, roll: int) -> int:
    """The seed of roll `roll` (from 0) of turn `turn` (from 0) on `day`: 128 bits of the hash."""
    message = f"{day.isoformat()}|{turn}|{roll}".encode()
    digest = hmac.new(SALT, message, hashlib.sha256).digest()
    return int.from_bytes(digest[:16], "big")


def roll_rng(day: date, turn: int, roll: int) -> random.Random:
    """The generator the engine draws that roll's dice from (bot/domain/heckmeck/engine/dice.py)."""
    return random.Random(roll_seed(day, turn, roll))
