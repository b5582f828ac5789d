"""Each game's own result counts (bot/domain/result_counts.py) in one JSON object per result row,
instead of the columns `tiles`, `steals`, `failures` and `turns` that every game shared.

The rows recorded before are moved over under each game's names, written as the code writes them
(compact, keys sorted, null for a count the game did not have), so `bot check` finds them equal:
Heckmeck keeps its names; Drehwurm's out-of-turn worms were in `steals` and its piles eaten in
`failures`. A row of another game (none was ever stored) gets no counts."""


def _count(name: str, column: str) -> str:
    return f"""'"{name}":' || COALESCE(CAST({column} AS TEXT), 'null')"""


def _object(*pairs: tuple[str, str]) -> str:
    """The JSON object of some columns as SQL text both stores build alike."""
    return " || ',' || ".join(_count(name, column) for name, column in pairs).join(
        ("'{' || ", " || '}'")
    )


_HECKMECK = _object(
    ("failures", "failures"), ("steals", "steals"), ("tiles", "tiles"), ("turns", "turns")
)
_DREHWURM = _object(("piles_eaten", "failures"), ("snaps_won", "steals"), ("turns", "turns"))

SQL = f"""
    ALTER TABLE results ADD COLUMN counts TEXT NOT NULL DEFAULT '{{}}';
    UPDATE results SET counts = {_HECKMECK} WHERE kind = 'heckmeck';
    UPDATE results SET counts = {_DREHWURM} WHERE kind = 'drehwurm';
    ALTER TABLE results DROP COLUMN tiles;
    ALTER TABLE results DROP COLUMN steals;
    ALTER TABLE results DROP COLUMN failures;
    ALTER TABLE results DROP COLUMN turns;
    """
