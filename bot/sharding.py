"""Which guilds this process looks after when the bot runs as several sharded processes.

Discord sends a guild's events (and so its interactions) only to the shard
`(guild_id >> 22) % shard_count`. Timers, computer turns and board updates that nobody clicked for
must likewise run in exactly one process: the one whose shards own the game's guild. A game
without a guild (a DM) belongs to shard 0, as Discord's DMs do.
"""

from __future__ import annotations

from dataclasses import dataclass


def shard_of(guild_id: int | None, shard_count: int) -> int:
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


@dataclass(frozen=True, slots=True)
class ShardSet:
    count: int
    ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("the shard count must be 1 or more")
        if not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shard ids must lie in 0-{self.count - 1}")

    @classmethod
    def parse(cls, count: int, ids: str | None) -> ShardSet:
        """`ids` like "0-3", "5" or "0,2,4-6"; None or blank means every shard."""
        if ids is None or not ids.strip():
            return cls(count, tuple(range(count)))
        chosen: set[int] = set()
        for part in ids.split(","):
            first, _, last = part.strip().partition("-")
            if not first.isdigit() or (last and not last.isdigit()):
                raise ValueError("must be shard numbers or ranges, e.g. 0-3 or 0,2,4-6")
            low, high = int(first), int(last or first)
            if low > high:
                raise ValueError(f"the range {part.strip()} is backwards")
            chosen.update(range(low, high + 1))
        return cls(count, tuple(sorted(chosen)))

    @property
    def everything(self) -> bool:
        return len(self.ids) == self.count

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    def sql_condition(self, column: str = "guild_id") -> str:
        """A WHERE condition (SQLite and PostgreSQL alike) selecting the rows of these shards.

        Only integers validated above go into the text, so it is safe to inline.
        """
        if self.everything:
            return "1=1"
        ids = ",".join(str(i) for i in self.ids)
        return f"((COALESCE({column}, 0) >> 22) % {self.count}) IN ({ids})"
