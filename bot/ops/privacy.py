"""`python -m bot export-user USER_ID` and `python -m bot forget USER_ID`: a person's request by
mail, answered by the operator with what /privacy does (bot/table/services/privacy.py).

export-user prints the JSON document /privacy's Export sends (to a file with --output); forget
deletes the person unless nothing is kept of them or they are in a live game or tournament.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from bot.storage.base import Storage
from bot.table.services.privacy import Privacy

# A Discord id as it is written: digits, no sign, no leading zero, at most 64 bits.
_USER_ID = re.compile(r"[1-9][0-9]{0,18}")
_MAX_ID = 2**63 - 1


def user_id(text: str) -> int | None:
    """The user id `text` spells, or None if it spells none."""
    text = text.strip()
    if not _USER_ID.fullmatch(text) or int(text) > _MAX_ID:
        return None
    return int(text)


@dataclass(frozen=True)
class Answer:
    text: str
    ok: bool  # False: refused, nothing changed


async def export_user(storage: Storage, user: int, output: Path | None) -> Answer:
    document = await Privacy(storage).export(user)
    if not any(document["counts"].values()):
        return Answer(f"Nothing is stored about user {user}; nothing to export.", ok=True)
    text = json.dumps(document, ensure_ascii=False, indent=1)
    if output is None:
        return Answer(text, ok=True)
    output.write_text(text + "\n", encoding="utf-8")
    counts = ", ".join(f"{kind} {n}" for kind, n in document["counts"].items() if n)
    return Answer(f"Wrote everything stored about user {user} to {output} ({counts}).", ok=True)


async def forget(storage: Storage, user: int) -> Answer:
    deletion = await Privacy(storage).delete(user)
    if deletion.deleted:
        return Answer(
            f"Deleted user {user}: their own rows are gone, and their seats in finished games"
            " now read as a deleted player.",
            ok=True,
        )
    if deletion.nothing_stored:
        return Answer(f"Nothing is stored about user {user}; nothing was deleted.", ok=True)
    games = ", ".join(str(g) for g in deletion.live_games)
    tournaments = ", ".join(str(t) for t in deletion.live_tournaments)
    where = "; ".join(
        part
        for part in (games and f"live games {games}", tournaments and f"tournaments {tournaments}")
        if part
    )
    return Answer(
        f"User {user} is in {where}: they must leave or finish first. Nothing was deleted.",
        ok=False,
    )
