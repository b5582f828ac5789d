# ruff: noqa
"""TEMPORARY in-memory records of tournaments (until the store's land)."""
import dataclasses
from bot.domain.tournaments import TournamentRow, TournamentPlayer, TournamentTable, SeatResult
from bot.domain.games import kind as kind_of


class FakeTournamentRecords:
    def __init__(self, sessions, base):
        self.sessions = sessions
        self.base = base
        self.rows = {}
        self.players = {}
        self.tables = {}

    def __getattr__(self, name):
        return getattr(self.base, name)

    async def create_tournament(self, *, guild_id, channel_id, organiser_id, game, options, rounds,
                                table_size, final_size, fill_level=None, close_at=None, seed=1, now=0.0):
        tid = len(self.rows) + 1
        self.rows[tid] = TournamentRow(tid, guild_id, channel_id, organiser_id, game, options, rounds,
                                       table_size, final_size, fill_level, close_at, "signup", 0, seed,
                                       None, None, now, None)
        self.players[tid] = {}
        return self.rows[tid]

    rated = True

    async def tournament_settings(self, guild_id):
        from bot.domain.tournaments import TournamentSettings
        return TournamentSettings(rated=self.rated)

    async def set_tournament_rated(self, guild_id, rated):
        self.rated = rated

    async def tournament(self, tid):
        return self.rows.get(tid)

    async def live_tournaments(self):
        return [r for r in self.rows.values() if r.status in ("signup", "running")]

    async def tournament_players(self, tid):
        return list(self.players[tid].values())

    async def join_tournament(self, tid, user_id, name):
        if user_id in self.players[tid]:
            return False
        self.players[tid][user_id] = TournamentPlayer(user_id, name, 0.0, False)
        return True

    async def leave_tournament(self, tid, user_id):
        return self.players[tid].pop(user_id, None) is not None

    async def drop_from_tournament(self, tid, user_id):
        p = self.players[tid][user_id]
        self.players[tid][user_id] = dataclasses.replace(p, dropped=True)

    async def set_tournament_status(self, tid, status, *, round_no=None, winner_id=None):
        changes = {"status": status}
        if round_no is not None:
            changes["round_no"] = round_no
        if winner_id is not None:
            changes["winner_id"] = winner_id
        self.rows[tid] = dataclasses.replace(self.rows[tid], **changes)

    async def set_tournament_close(self, tid, close_at):
        self.rows[tid] = dataclasses.replace(self.rows[tid], close_at=close_at)

    async def claim_round(self, tid, round_no, tables):
        if any(k[0] == tid and k[1] == round_no for k in self.tables):
            return False
        for n, (seats, computers) in enumerate(tables, 1):
            self.tables[tid, round_no, n] = TournamentTable(round_no, n, tuple(seats), computers)
        return True

    async def tournament_tables(self, tid, round_no=None):
        return [t for (i, r, n), t in sorted(self.tables.items()) if i == tid and (round_no is None or r == round_no)]

    async def table_opened(self, tid, round_no, table_no, thread_id, game_id):
        t = self.tables[tid, round_no, table_no]
        if (t.thread_id not in (None, thread_id)) or (t.game_id not in (None, game_id) and game_id is not None):
            return False
        self.tables[tid, round_no, table_no] = dataclasses.replace(t, thread_id=thread_id, game_id=game_id if game_id is not None else t.game_id)
        return True

    async def table_finished(self, tid, round_no, table_no):
        t = self.tables[tid, round_no, table_no]
        self.tables[tid, round_no, table_no] = dataclasses.replace(t, finished=True)

    async def tournament_of_game(self, game_id):
        for (i, r, n), t in self.tables.items():
            if t.game_id == game_id:
                return (i, r, n)
        return None

    async def seat_results(self, game_ids):
        out = {}
        for gid in game_ids:
            rec = await self.sessions.storage.get_game(gid)
            if rec.status != "finished":
                continue
            rules = kind_of(rec.kind).rules
            state = rules.state_from_json(rec.state) if hasattr(rules, "state_from_json") else None
            scores = list(rules.scores(state)); places = list(rules.placements(state))
            stacks = rec.state.get("stacks")
            out[gid] = [SeatResult(p["id"], places[s], scores[s], max(stacks[s], default=0), bool(p["computer"])) for s, p in enumerate(rec.players)]
        return out
