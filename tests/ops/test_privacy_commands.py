"""`python -m bot export-user USER_ID` and `forget USER_ID` on a database filled by the session
layer: the export is the JSON /privacy's Export sends; forget deletes a player and `check` still
agrees; a stranger, a malformed id, a second forget, a player at a running table: a clear answer
and nothing changed."""

from __future__ import annotations

import json
import sqlite3

from bot.storage.rows import TABLES
from tests.domain.test_replay import ANN, BOB
from tests.e2e.bot_process import run_to_exit
from tests.ops.test_check_prune_backup import filled  # noqa: F401  (the fixture)


def rows(path) -> dict[str, list[tuple]]:
    with sqlite3.connect(path) as db:
        return {table: db.execute(f"SELECT * FROM {table}").fetchall() for table in TABLES}


async def test_export_user_prints_or_writes_everything(filled, tmp_path):  # noqa: F811
    database = str(filled)
    code, out, _ = await run_to_exit(tmp_path, "export-user", str(BOB.id), DATABASE_PATH=database)
    assert code == 0
    document = json.loads(out)
    assert document["user_id"] == str(BOB.id)
    assert document["counts"]["games"] == 2 and len(document["data"]["games"]) == 2
    target = tmp_path / "bob.json"
    code, out, _ = await run_to_exit(
        tmp_path, "export-user", str(BOB.id), "--output", str(target), DATABASE_PATH=str(filled)
    )
    assert code == 0 and str(target) in out
    assert json.loads(target.read_text())["counts"] == document["counts"]


async def test_forget_deletes_and_check_still_agrees(filled, tmp_path):  # noqa: F811
    code, out, _ = await run_to_exit(tmp_path, "forget", str(BOB.id), DATABASE_PATH=str(filled))
    assert code == 0 and f"Deleted user {BOB.id}" in out
    with sqlite3.connect(filled) as db:
        left = db.execute("SELECT count(*) FROM results WHERE user_id = ?", (BOB.id,))
        assert left.fetchone() == (0,)
        assert db.execute("SELECT count(*) FROM deleted_players").fetchone() == (1,)
    code, out, _ = await run_to_exit(tmp_path, "check", DATABASE_PATH=str(filled))
    assert code == 0 and "Everything agrees." in out, out
    before = rows(filled)
    code, out, _ = await run_to_exit(tmp_path, "forget", str(BOB.id), DATABASE_PATH=str(filled))
    assert code == 0 and "Nothing is stored" in out
    assert rows(filled) == before


async def test_refusals_change_nothing(filled, tmp_path):  # noqa: F811
    before = rows(filled)
    code, _, err = await run_to_exit(tmp_path, "forget", str(ANN.id), DATABASE_PATH=str(filled))
    assert code == 1 and "live games 5" in err and "Nothing was deleted" in err  # CAT's table
    for bad in ("12ab", "-3", "0", "99999999999999999999"):
        code, _, err = await run_to_exit(tmp_path, "forget", bad, DATABASE_PATH=str(filled))
        assert code == 2 and "not a Discord user id" in err
    code, out, _ = await run_to_exit(tmp_path, "export-user", "4242", DATABASE_PATH=str(filled))
    assert code == 0 and "Nothing is stored about user 4242" in out
    code, out, _ = await run_to_exit(tmp_path, "forget", "4242", DATABASE_PATH=str(filled))
    assert code == 0 and "Nothing is stored about user 4242" in out
    assert rows(filled) == before
