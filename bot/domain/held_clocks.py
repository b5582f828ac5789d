"""When a game's turn clock stands still: a player's away time and a host's pause (pure).

Both hold only in games of long turns (an hour or more) outside tournaments; a game night's
short turns and a tournament's tables keep their clocks (a tournament's organiser extends a turn
instead). What a game keeps in its meta:

- `pause`: {"until": when the host's pause ends, "by": the host};
- `away`: {"<user id>": when that player's away time ends}, for its players who are away;
- `hold`: {"since": when the clock of the turn stopped, "deadline": when the turn would have run
  out then}, while the turn's clock stands; the game's deadline is then the moment the clock may
  run again (the deadline loop looks then).

When the clock runs again the turn has the time it had left when it stopped: the stopped span is
added to its deadline (and to an open out-of-turn window's times).

Away time is counted in whole days from an allowance per calendar month (UTC): going away for N
days takes N days of the month it starts in; coming back early gives back the days not begun.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from bot.domain import turn_times
from bot.domain.settings import UserSettings

DAY = 24 * 3600
AWAY_DAYS_PER_MONTH = 14
PAUSE_DAYS_MOST = 7


# ------------------------------------------------------------------------------ which games


def clocks_stop(meta: dict[str, Any]) -> bool:
    """Whether away time and pauses stop the clocks of the game with `meta`: long turns, no
    tournament."""
    return turn_times.is_long(meta) and "tournament" not in meta


def pause_refusal(meta: dict[str, Any], days: int) -> str | None:
    """Why a host may not pause the game for `days` days (a refusal code), or None."""
    if "tournament" in meta:
        return "pause-tournament"
    if not turn_times.is_long(meta):
        return "pause-short-turns"
    if not 1 <= days <= PAUSE_DAYS_MOST:
        return "pause-days-invalid"
    return None


# ------------------------------------------------------------------------------ the clock


def held_until(meta: dict[str, Any], on_turn: int | None, now: float) -> float | None:
    """Until when the clock of the turn of `on_turn` (a user id; None: a computer or nobody)
    stands still: the later of the table's pause and that player's away time; None if it runs."""
    if not clocks_stop(meta):
        return None
    ends = [float((meta.get("pause") or {}).get("until", 0.0))]
    if on_turn is not None:
        ends.append(float((meta.get("away") or {}).get(str(on_turn), 0.0)))
    until = max(ends)
    return until if until > now else None


def hold(deadline: float, since: float) -> dict[str, Any]:
    """The note of a turn clock stopped at `since` with `deadline` to run out at."""
    return {"since": since, "deadline": deadline}


def stopped_since(away_since: float, deadline: float, turn_length: float) -> float:
    """When the clock of a turn due at `deadline` stopped for a player away since `away_since`:
    then, or the turn's start if they were away before it began."""
    return min(deadline, max(away_since, deadline - turn_length))


def resumed_shift(held: dict[str, Any], now: float) -> float:
    """How much later every time of the turn falls when its clock runs again at `now`."""
    return max(0.0, now - float(held["since"]))


def shown_deadline(meta: dict[str, Any], deadline: float | None) -> float | None:
    """When the turn runs out as a board shows it: while its clock stands, when it would run out
    if the clock ran again at the stored deadline (the end of the pause or away time)."""
    held = meta.get("hold")
    if held is None or deadline is None:
        return deadline
    return float(held["deadline"]) + resumed_shift(held, deadline)


def turn_deadline(meta: dict[str, Any], deadline: float | None) -> float | None:
    """When the turn of a game with `meta` and `deadline` runs out: a Drehwurm window does not
    move it; while the clock stands, when it would if it ran again at `deadline`."""
    if "hold" in meta:
        return shown_deadline(meta, deadline)
    return (meta.get("window") or {}).get("turn_deadline", deadline)


def forget_ended(meta: dict[str, Any], now: float) -> None:
    """Drop a pause and away times that have ended (in place)."""
    if float((meta.get("pause") or {}).get("until", now + 1)) <= now:
        meta.pop("pause", None)
    away = meta.get("away")
    if away is not None:
        kept = {user: until for user, until in away.items() if until > now}
        if kept:
            meta["away"] = kept
        else:
            meta.pop("away")


def away_of(meta: dict[str, Any], now: float) -> list[tuple[int, float]]:
    """The game's players away at `now` and when each comes back, soonest first."""
    away = meta.get("away") or {}
    return sorted(
        ((int(user), until) for user, until in away.items() if until > now),
        key=lambda pair: (pair[1], pair[0]),
    )


def paused_until(meta: dict[str, Any], now: float) -> float | None:
    until = (meta.get("pause") or {}).get("until")
    return until if until is not None and until > now else None


# ------------------------------------------------------------------------------ away time


def month_of(now: float) -> str:
    """The calendar month (UTC) of `now`, as the allowance counts it: "2026-11"."""
    return time.strftime("%Y-%m", time.gmtime(now))


def days_used(month: str | None, used: int, now: float) -> int:
    """Away days used in the month of `now`, from those noted for `month`."""
    return used if month == month_of(now) else 0


def days_left(month: str | None, used: int, now: float) -> int:
    return max(0, AWAY_DAYS_PER_MONTH - days_used(month, used, now))


def away_refusal(
    days: int, away_until: float | None, month: str | None, used: int, now: float
) -> tuple[str, int] | None:
    """Why a user may not go away for `days` days: a refusal code and the days they have left,
    or None."""
    left = days_left(month, used, now)
    if away_until is not None and away_until > now:
        return "away-already", left
    if days < 1 or days > AWAY_DAYS_PER_MONTH:
        return "away-days-invalid", left
    if left == 0:
        return "away-none-left", left
    if days > left:
        return "away-too-many", left
    return None


def days_taken(since: float, until: float, now: float) -> int:
    """The whole days of an away time from `since` to `until` that had begun by `now`."""
    planned = round((until - since) / DAY)
    begun = int(max(0.0, now - since) // DAY) + 1
    return max(0, min(planned, begun))


def days_after_return(month: str | None, used: int, since: float, until: float, now: float) -> int:
    """The days used in `month` once a user who was away from `since` to `until` comes back at
    `now`: the days not begun are given back (to the month the away time was taken from)."""
    given_back = round((until - since) / DAY) - days_taken(since, until, now)
    return max(0, used - given_back) if month == month_of(since) else used


def gone_away(chosen: UserSettings, days: int, now: float) -> UserSettings:
    """The user's settings once they went away for `days` days at `now` (not refused)."""
    month = month_of(now)
    return replace(
        chosen,
        away_since=now,
        away_until=now + days * DAY,
        away_month=month,
        away_days=days_used(chosen.away_month, chosen.away_days, now) + days,
    )


def came_back(chosen: UserSettings, now: float) -> UserSettings:
    """The user's settings once they came back at `now` (the days not begun given back)."""
    since, until = chosen.away_since, chosen.away_until
    if since is None or until is None or until <= now:
        return chosen
    used = days_after_return(chosen.away_month, chosen.away_days, since, until, now)
    return replace(chosen, away_until=now, away_days=used)
