"""/replay at phone width: positions through a whole four-player Heckmeck and Drehwurm game, as
the replay shows them (its heading, the board, the viewer's own Drehwurm hand, its controls),
within the replay's budget (tests/phone_budgets.py), in every language."""

from __future__ import annotations

import random
import re

import pytest

import cogs.drehwurm
import cogs.heckmeck  # noqa: F401
from bot.domain.replay import replay
from bot.i18n import SUPPORTED
from bot.table.sessions import Player
from cogs import replay as replays
from tests.domain.test_replay import Recorder, open_game, play_out, sessions  # noqa: F401
from tests.phone_budgets import BUDGETS
from tests.phone_screen import button_lines, phone_lines

NAME = "Maximiliane von Bratwurmeck-Huhn"
PLAYERS = [Player(10**17 + n, NAME) for n in range(4)]


@pytest.mark.parametrize(
    ("game_kind", "options"), [("heckmeck", {"edition": "classic"}), ("drehwurm", {})]
)
async def test_every_position_of_a_replay_fits_a_phone(sessions, game_kind, options):  # noqa: F811
    started = await open_game(sessions, game_kind, options, PLAYERS)
    game = await play_out(sessions, Recorder(), started.game, random.Random(2))
    rebuilt = replay(game, await sessions.storage.events_of(game.id))
    names = {p.id: p.name for p in PLAYERS}
    budget = BUDGETS[f"replay-{game_kind}"]
    for loc in SUPPORTED:
        for index in range(0, len(rebuilt.positions), 7):
            content, embeds, view = replays.replay_message(rebuilt, index, loc, PLAYERS[0].id)
            lines = phone_lines(embeds, content, names)
            lines += button_lines(view.to_components())
            assert len(lines) <= budget, (loc, index, "\n".join(lines))


@pytest.mark.parametrize("loc", SUPPORTED)
async def test_every_replay_control_has_words(sessions, loc):  # noqa: F811
    """A screen reader speaks a button's words: ⏮ ◀ ▶ ⏭ alone would be read as symbol names."""
    started = await open_game(sessions, "heckmeck", {"edition": "classic"}, PLAYERS[:2])
    game = await play_out(sessions, Recorder(), started.game, random.Random(3))
    rebuilt = replay(game, await sessions.storage.events_of(game.id))
    _, _, view = replays.replay_message(rebuilt, 1, loc, PLAYERS[0].id)
    buttons = [c for row in view.to_components() for c in row["components"]]
    labels = [b.get("label") or "" for b in buttons]
    assert len(buttons) == 5 and all(re.search(r"\w{3,}", label) for label in labels), labels
    assert len(set(labels)) == len(labels), labels
