"""Numbered schema migrations, one list for both stores: MIGRATIONS[n - 1] brings the schema
from version n - 1 to n, with one script per backend that builds the same tables and columns.

The list reads as the schema's history: each step's description, and above it why, where that
is not plain. A script of more than a line or two lives in its feature's module of
bot/storage/schema/ (`SQL` for both stores, or `SQLITE` and `POSTGRES`).

Append new migrations; never edit one that has shipped (tests/storage/test_migration_texts.py).
SQLite keeps the number in `PRAGMA user_version`, PostgreSQL in the `schema_version` table.
SQLite's INTEGER is 64-bit; PostgreSQL needs BIGINT for Discord ids and DOUBLE PRECISION for
times (its REAL is 32-bit).
"""

from dataclasses import dataclass

from bot.storage.schema import (
    daily,
    event_log,
    forfeits,
    games,
    human_games,
    privacy,
    puzzles,
    result_counts,
    results,
    seasons,
    table,
    table_notes,
    tournaments,
    user_settings,
)


@dataclass(frozen=True)
class Migration:
    description: str
    sqlite: str
    postgres: str


def portable(description: str, sql: str) -> Migration:
    """A migration whose SQL means the same on both stores."""
    return Migration(description, sqlite=sql, postgres=sql)


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        "games, their event log, per-server settings",
        sqlite=games.SQLITE,
        postgres=games.POSTGRES,
    ),
    Migration(
        "results of finished games, ratings per game and scope, players' display names",
        sqlite=results.SQLITE,
        postgres=results.POSTGRES,
    ),
    Migration(
        "the table: turn pings per server, application emojis, open Drehwurm hands",
        sqlite=table.SQLITE,
        postgres=table.POSTGRES,
    ),
    portable(
        "hints: a server's default for /heckmeck start's hints option, and results"
        " of games in which a player used a hint (assisted, never rated)",
        """
    ALTER TABLE guild_settings ADD COLUMN hints INTEGER;
    ALTER TABLE results ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0;
    """,
    ),
    # Results recorded before are marked as bot.domain.results.forfeit_winner marks new ones (in a
    # game of several seats, the only seat not removed, if placed first), then counted into the
    # ratings as the rating updates count wins: rated results, per server and in scope 0.
    portable(
        "won by forfeit: the result of the last player left when all others were"
        " removed, and each player's count of such wins; also for games recorded before",
        forfeits.SQL,
    ),
    # The outbox of the step that finishes a game: that step's transaction adds the game here, the
    # transaction that records its results and ratings right after removes it. A game left here (the
    # process died between the two) is recorded at the next start.
    Migration(
        "results still to be recorded: the games whose finishing step is stored but"
        " whose results and ratings are not yet",
        sqlite="""
    CREATE TABLE pending_results (
        game_id INTEGER PRIMARY KEY REFERENCES games (id)
    );
    """,
        postgres="""
    CREATE TABLE pending_results (
        game_id BIGINT PRIMARY KEY REFERENCES games (id)
    );
    """,
    ),
    # SQLite's event log appends its rows in the order they are written, the unique index on
    # (game, step) small: rows kept WITHOUT ROWID in (game, step) order would take a step of each
    # of a thousand games into a thousand places of the table, splitting pages of large rows, the
    # costliest statement of a step. PostgreSQL's table is a heap already: nothing changes there.
    Migration(
        "the event log appends its rows (SQLite): a table with rowids and a unique index on"
        " (game, step) instead of rows ordered by (game, step)",
        sqlite=event_log.SQLITE,
        postgres=event_log.POSTGRES,
    ),
    # How a game is shown (its board message, its turn call) has a row of its own, written by the
    # table layer. A database that keeps them in the games' meta has them moved over and taken
    # out of the meta.
    Migration(
        "the table's notes of each game (its board message, its turn call) in a table of their"
        " own, moved out of the games' meta",
        sqlite=table_notes.SQLITE,
        postgres=table_notes.POSTGRES,
    ),
    # Each player's own choices, across servers: how turn calls reach them (NULL: the server's
    # setting), whether turn notices also come by direct message, and whether their web profile
    # is hidden.
    portable(
        "each user's own settings: pings, turn notices by direct message, a hidden web profile",
        user_settings.SQL,
    ),
    # The daily challenge: each player's attempt of a day (its actions, replayed on the day's
    # dice, and once finished its score), each player's streak of days played in a row, and each
    # player's first answer to each puzzle.
    portable(
        "the daily challenge's attempts and streaks, and the first answer to each puzzle",
        daily.SQL,
    ),
    # A server's default turn time for new games (bot/domain/turn_times.py); NULL = the short turn.
    portable(
        "a server's default turn time for new games",
        """
    ALTER TABLE guild_settings ADD COLUMN turn_time TEXT;  -- 2m | 10m | 1h | 8h | 24h | 3d
    """,
    ),
    # Whether new games of a server are played in a thread of their own (NULL: no).
    portable(
        "a server's default for playing each new game in a thread of its own",
        """
    ALTER TABLE guild_settings ADD COLUMN threads INTEGER;  -- 1 = a thread per game
    """,
    ),
    # A server's read-only web pages (bot/web): off until a manager turns them on.
    portable(
        "a server's switch for its public web pages (off by default)",
        """
    ALTER TABLE guild_settings ADD COLUMN web INTEGER;
    """,
    ),
    # Seasons per server: its length (NULL = off), the role for its champion, the channel of its
    # final post, and since when seasons are on (a season that ended before is never closed).
    # Each finished game in a server is rated again in its month and its quarter (season_ratings,
    # written with the lifetime ratings); a season's closing is claimed once (season_closes).
    portable(
        "seasons: a server's season length, champion role and channel; ratings per season;"
        " the seasons closed",
        seasons.SQL,
    ),
    # Puzzles mined from finished games, the games mined, and puzzle ratings (schema/puzzles.py).
    Migration(
        "puzzles from finished games, the games mined, puzzle ratings of puzzles and solvers",
        sqlite=puzzles.SQLITE,
        postgres=puzzles.POSTGRES,
    ),
    # Tournaments of a server: the tournament (its format, its status and current round), its
    # signed-up players, and the tables of each round. A round's tables are inserted at once and
    # their key is (tournament, round, table): inserting them twice fails, so a round starts once
    # whoever tries. A server's role that may organise them, and whether their games are rated
    # (NULL: yes).
    Migration(
        "tournaments: their players and the tables of each round; a server's tournament role and"
        " whether tournament games count for ratings",
        sqlite=tournaments.SQLITE,
        postgres=tournaments.POSTGRES,
    ),
    # The message id of a season's final post, noted as soon as it is sent: a close taken up again
    # after a crash then knows the post is out and does not post it twice.
    portable(
        "the message id of a season's final post",
        """
    ALTER TABLE season_closes ADD COLUMN post_id BIGINT;
    """,
    ),
    # Each rating's rated games against other people, which a rank takes (schema/human_games.py).
    Migration(
        "each rating's rated games against another human, also for games recorded before",
        sqlite=human_games.SQLITE,
        postgres=human_games.POSTGRES,
    ),
    # The server's name as it was when its web pages were last switched: the pages name it.
    portable(
        "a server's name, for the headings of its web pages",
        """
    ALTER TABLE guild_settings ADD COLUMN name TEXT;
    """,
    ),
    # Each game declares its own result counts (bot/domain/result_counts.py): they move from the
    # columns every game shared, Heckmeck's, to one JSON object per row (schema/result_counts.py).
    portable(
        "each game's own result counts in one object per result row, moved out of the shared"
        " tiles, steals, failures and turns columns",
        result_counts.SQL,
    ),
    # A user's choice to stay off the leaderboards, and the pseudonyms that stand for deleted
    # players in the games they played (schema/privacy.py).
    portable(
        "a user's choice to stay off the leaderboards; the pseudonyms of deleted players",
        privacy.SQL,
    ),
    # A user's away time and the away days they used in a calendar month (held_clocks.py).
    portable(
        "a user's away time and the away days used in a month",
        """
    ALTER TABLE user_settings ADD COLUMN away_since DOUBLE PRECISION;
    ALTER TABLE user_settings ADD COLUMN away_until DOUBLE PRECISION;
    ALTER TABLE user_settings ADD COLUMN away_month TEXT;
    ALTER TABLE user_settings ADD COLUMN away_days INTEGER;
    """,
    ),
    # The server's default for the seat of a player who leaves a game or is removed for missed
    # turns: a computer of this difficulty plays on (NULL: the seat is removed).
    portable(
        "a server's default computer player for the seat of a player who leaves a game",
        """
    ALTER TABLE guild_settings ADD COLUMN takeover TEXT;
    """,
    ),
    # The ending message of a finished game is still to be posted: marked by the finishing step
    # in its transaction, removed once the message is out, so a start posts what a crash cut
    # short (cogs/table/endings.py).
    Migration(
        "finished games whose ending message is still to be posted",
        sqlite="""
    CREATE TABLE pending_endings (
        game_id INTEGER PRIMARY KEY REFERENCES games (id)
    );
    """,
        postgres="""
    CREATE TABLE pending_endings (
        game_id BIGINT PRIMARY KEY REFERENCES games (id)
    );
    """,
    ),
    # The threads of ended games still to be told of in their parent channel and archived
    # (bot/storage/queries/thread_closings.py): the archive timer survives a restart.
    portable(
        "the threads of ended games still to be closed",
        """
    CREATE TABLE thread_closings (
        game_id BIGINT PRIMARY KEY,
        guild_id BIGINT,
        thread_id BIGINT NOT NULL,
        parent_id BIGINT,
        archive_at DOUBLE PRECISION NOT NULL,
        told INTEGER NOT NULL DEFAULT 0
    );
    """,
    ),
    # Leases on background work, so a second process over the same store does not do it twice
    # (bot/storage/queries/leases.py).
    portable(
        "leases: which process does a piece of background work now",
        """
    CREATE TABLE leases (
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        until DOUBLE PRECISION NOT NULL
    );
    """,
    ),
    # Two reads that scanned whole tables at a full shard's size (100,000 finished games): a
    # server's live games (/heckmeck games) and the unrated games an empty leaderboard counts.
    portable(
        "indexes of a server's live games and of the unrated results of people",
        """
    CREATE INDEX games_live_by_guild ON games (guild_id, id)
        WHERE status IN ('lobby', 'running');
    CREATE INDEX results_unrated ON results (rating_game, guild_id, game_id)
        WHERE rated = 0 AND computer IS NULL;
    """,
    ),
)
