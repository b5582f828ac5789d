"""Tournaments (pure): the format, the draw of the tables, points by placing, the standings and
the winner, in the manner of the Heckmeck world championship's qualifiers.

The format (`TournamentFormat`): a game whose GameKind allows tournaments (`tournament_games()`)
with any of its variant options, 1-4 qualifying rounds at tables of 3-5 seats, then a final table
of 4-6 seats or none, and optionally computer players of a chosen level to fill the tables.

- Round 1 is a random draw (`first_round`): as few tables as the table size allows, as even as
  possible (sizes differ by at most one), never a table of two and never one above the table
  size. Without computer players some numbers cannot be seated (seven at tables of three:
  `table_sizes` says None, and the start is refused); with them every table is made up to the
  table size (`computer_seats`).
- Rounds 2.. (`later_round`) seat the players who have not dropped out by their points so far,
  highest first (players level on points in an order drawn from the tournament's seed and the
  round), cut into tables by the same rule: the leaders meet the leaders.
- Points by placing (`placing_points`): at a table of n seats the first gets n - 1, the second
  n - 2, ..., the last 0. Seats tied on a place share the mean of the points of the places they
  cover. Worked example, a table of four: Anna wins with 31 worms (3 points), Ben and Cleo tie on
  24 (they cover places 2 and 3: (2 + 1) / 2 = 1.5 points each), Dan is last (0). Computer
  players take places but earn nothing; a player removed from a game (a drop, too long away)
  ranks last at that table (`table_places`), whatever tiles they kept.
- Standings (`standings`): points, then worms (the sum of the player's scores over the
  tournament's games), then the highest tile held at the end of any of them, then the
  tournament's seeded random order. Dropped players keep their points but are not drawn again.
- The final (`finalists`, `winner_order`): the top `final_size` players not dropped play one more
  game; its places decide the winner and the finalists' order (a tie there goes to the better
  standing), everyone else keeps their standings order below them. Without a final the top of
  the standings wins.

The stored tournament (its rows: `rows.py`) is written by bot/storage/queries/tournaments.py and
run by bot/table/tournament_runner.py.
"""

from bot.domain.tournaments.format import (
    FINAL_SIZES,
    MIN_TABLE,
    ROUNDS,
    TABLE_SIZES,
    TournamentFormat,
    tournament_games,
)
from bot.domain.tournaments.rows import (
    CANCELLED,
    FINISHED,
    LIVE,
    RUNNING,
    SIGNUP,
    STATUSES,
    TournamentPlayer,
    TournamentRow,
    TournamentSettings,
    TournamentTable,
)
from bot.domain.tournaments.seating import (
    DEFAULT_FILL,
    computer_seats,
    first_round,
    later_round,
    table_sizes,
)
from bot.domain.tournaments.standings import (
    SeatResult,
    Standing,
    TableResult,
    finalists,
    placing_points,
    seeded_order,
    standings,
    table_places,
    table_points,
    winner_order,
)

__all__ = [
    "CANCELLED",
    "DEFAULT_FILL",
    "FINAL_SIZES",
    "FINISHED",
    "LIVE",
    "MIN_TABLE",
    "ROUNDS",
    "RUNNING",
    "SIGNUP",
    "STATUSES",
    "TABLE_SIZES",
    "SeatResult",
    "Standing",
    "TableResult",
    "TournamentFormat",
    "TournamentPlayer",
    "TournamentRow",
    "TournamentSettings",
    "TournamentTable",
    "computer_seats",
    "finalists",
    "first_round",
    "later_round",
    "placing_points",
    "seeded_order",
    "standings",
    "table_places",
    "table_points",
    "table_sizes",
    "tournament_games",
    "winner_order",
]
