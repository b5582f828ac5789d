"""A store for the web tests, filled by playing games through the session layer (seeded dice, a
hand-driven clock): classic Heckmeck, Junior against computers and Drehwurm in a server that
turned its pages on, one game in a server that did not, and a player whose name is markup."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from bot.storage.queries import web as queries
from bot.table.sessions import Player
from bot.table.types import Timing
from tests.domain.test_replay import Recorder, play_out
from tests.table.harness import sessions_on

OPTED_IN, NOT_OPTED_IN = 111, 222
ANN = Player(1, "Ann")
BOB = Player(2, "Bob")
MARKUP = Player(3, "<script>alert('x')</script>")
CAT = Player(4, "Cat")


@dataclass
class Filled:
    url: str
    heckmeck: list[int] = field(default_factory=list)  # finished classic games, opted-in server
    junior: int = 0
    drehwurm: int = 0
    elsewhere: int = 0  # a finished game of the server that did not opt in


async def _play(sessions, guild, kind, options, humans, computers=(), seed=0) -> int:
    game = await sessions.open_lobby(
        kind, guild_id=guild, channel_id=guild * 10, host=humans[0], options=options
    )
    for player in humans[1:]:
        await sessions.join(game.id, player)
    for difficulty in computers:
        await sessions.add_computer(game.id, humans[0].id, difficulty)
    game = (await sessions.start(game.id, humans[0].id)).game
    game = await play_out(sessions, Recorder(), game, random.Random(seed))
    assert game.status == "finished"
    return game.id


async def fill(url: str) -> Filled:
    filled = Filled(url)
    timing = Timing(turn_timeout=120, lobby_timeout=900, computer_delay=1, snap_window=4)
    async with sessions_on(url, timing, seed=11) as sessions:
        for seed in range(4):
            filled.heckmeck.append(
                await _play(sessions, OPTED_IN, "heckmeck", {}, [ANN, BOB, MARKUP], seed=seed)
            )
        filled.junior = await _play(
            sessions, OPTED_IN, "heckmeck", {"edition": "junior"}, [CAT], ("easy", "hard"), 5
        )
        filled.drehwurm = await _play(sessions, OPTED_IN, "drehwurm", {}, [ANN, BOB, CAT], seed=6)
        filled.elsewhere = await _play(sessions, NOT_OPTED_IN, "heckmeck", {}, [ANN, BOB], seed=7)
        await sessions.results_settled()
        await queries.set_guild_web(sessions.storage, OPTED_IN, True, "Worm Club")
    return filled
