"""Drehwurm through the fake Discord, against the real bot process.

Humans play only from their own hand messages (ephemeral, opened with the board's "Show my hand"
and kept up to date by the bot), clicking enabled buttons; computers play through the deadlines.
The database is read to check results and, in the snap race, to steer the mover to a play after
which two players can snap.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
import time
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.domain.drehwurm import rules as dw
from bot.i18n import SUPPORTED, t
from cogs.drehwurm import ids as drehwurm_ids
from cogs.drehwurm.faces import card_text, pile_text
from cogs.drehwurm.hand import cards_text
from cogs.table import ids
from tests.e2e.bot_process import BotProcess
from tests.e2e.card_pictures import pictures_as_the_bot
from tests.e2e.fake_discord import (
    CHANNEL_MESSAGE,
    UPDATE_MESSAGE,
    Channel,
    FakeDiscord,
    Message,
    User,
    walk_components,
)
from tests.e2e.players import computer_menu, current_mention, ending_posted, lobby_button

FAST = {"SNAP_WINDOW_SECONDS": "0.2", "COMPUTER_DELAY_SECONDS": "0.05"}
MOVE = re.compile(r"dw:(?P<game>\d+):(?P<step>\d+):(?P<op>[wcnsr])(?::(?P<arg>[\d-]+))?")
PLAYS = re.compile(r"dwp:(?P<game>\d+):(?P<step>\d+):(?P<part>\d)")
HAND_TITLES = {f"🃏 {t(lang, 'drehwurm-hand-title')}" for lang in SUPPORTED}


# --------------------------------------------------------------------------- the database


def game_row(bot: BotProcess, game_id: int) -> dict[str, Any]:
    with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True, timeout=10) as db:
        db.row_factory = sqlite3.Row
        row = db.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()
        game = dict(row)
    for column in ("options", "players", "state", "meta"):
        if game[column] is not None:
            game[column] = json.loads(game[column])
    return game


def event_log(bot: BotProcess, game_id: int) -> list[dict[str, Any]]:
    with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True, timeout=10) as db:
        rows = db.execute(
            "SELECT step, actor_id, action, events, at FROM events WHERE game_id = ? ORDER BY step",
            (game_id,),
        ).fetchall()
    return [
        {"step": s, "actor_id": a, "action": json.loads(x), "events": json.loads(e), "at": at}
        for s, a, x, e, at in rows
    ]


def seat_of(game: dict[str, Any], user: User) -> int:
    return next(i for i, p in enumerate(game["players"]) if p["id"] == user.id)


def state_of(game: dict[str, Any]) -> dw.DrehwurmState:
    return dw.state_from_json(game["state"])


# ---------------------------------------------------------------------------- the table


@dataclass
class Table:
    fake: FakeDiscord
    bot: BotProcess
    board: Message
    game_id: int
    humans: list[User]
    hands: dict[int, Message] = field(default_factory=dict)  # user id -> their hand message
    clicks: int = 0

    def game(self) -> dict[str, Any]:
        return game_row(self.bot, self.game_id)

    @property
    def running(self) -> bool:
        return self.game()["status"] == "running"


async def open_table(
    fake: FakeDiscord,
    bot: BotProcess,
    humans: list[User],
    computers=(),
    variant="standard",
    channel: Channel | None = None,
) -> Table:
    w = fake.world
    host = humans[0]
    await pictures_as_the_bot(fake, bot)  # the boards and hands draw with them
    ix = await fake.slash(host, channel or w.channel, "drehwurm", "start", variant=variant)
    lobby = await ix.reply()
    assert lobby.ephemeral_to is None
    assert lobby.embeds[0]["title"].startswith(t("en", "game-drehwurm"))
    game_id = int(lobby.buttons()[0].custom_id.split(":")[1])
    for user in humans[1:]:
        ix = await fake.click(user, lobby, lobby_button(lobby, "join"))
        assert await ix.wait_response() == UPDATE_MESSAGE
    for difficulty in computers:
        ix = await fake.select(host, lobby, computer_menu(lobby), [difficulty])
        assert await ix.wait_response() == UPDATE_MESSAGE
    ix = await fake.click(host, lobby, lobby_button(lobby, "start"))
    assert await ix.wait_response() == UPDATE_MESSAGE
    assert lobby.button(custom_id=drehwurm_ids.hand(game_id)).enabled
    table = Table(fake, bot, lobby, game_id, list(humans))
    for user in humans:
        await open_hand(table, user)
    return table


async def open_hand(table: Table, user: User) -> Message:
    ix = await table.fake.click(user, table.board, drehwurm_ids.hand(table.game_id))
    hand = await ix.reply()
    assert hand.ephemeral_to is user
    assert hand.embeds[0]["title"] in HAND_TITLES
    table.hands[user.id] = hand
    return hand


def hand_moves(hand: Message) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(regular plays, snaps) the hand offers: (custom_id, value or "") pairs, enabled only."""
    regular, snaps = [], []
    for button in hand.enabled_buttons():
        match = MOVE.fullmatch(button.custom_id or "")
        if match is None or match["op"] == "r":
            continue
        (snaps if match["op"] == "s" else regular).append((button.custom_id, ""))
    for menu in hand.selects():
        if PLAYS.fullmatch(menu.custom_id) and not menu.disabled:
            regular += [(menu.custom_id, option.value) for option in menu.options]
    return regular, snaps


async def click(table: Table, user: User, custom_id: str, value: str = ""):
    """Click (or choose in the menu of) the user's own hand; returns the interaction."""
    hand = table.hands[user.id]
    if value:
        ix = await table.fake.select(user, hand, custom_id, [value])
    else:
        ix = await table.fake.click(user, hand, custom_id)
    await ix.wait_response()
    table.clicks += 1
    return ix


def version(table: Table) -> tuple[int, ...]:
    return (table.board.edit_count, *(h.edit_count for h in table.hands.values()))


async def play_round(table: Table, rng: random.Random, snap_chance: float) -> bool:
    """Every human looks at their hand once and plays what it offers (a regular play, or now and
    then a snap). Returns whether anyone clicked."""
    clicked = False
    for user in table.humans:
        regular, snaps = hand_moves(table.hands[user.id])
        if snaps and rng.random() < snap_chance:
            ix = await click(table, user, *rng.choice(snaps))
            clicked = True
            if ix.response_type == CHANNEL_MESSAGE:  # too late: someone else was faster
                answer = await ix.reply()
                assert answer.ephemeral_to is user
                if answer.content == t(user.locale, "game-not-running"):  # a play ended it
                    assert not table.running
                    return clicked
                assert answer.content in (
                    t(user.locale, "out-of-turn-too-late"),
                    t(user.locale, "illegal-snap-taken"),
                ), answer.content
        elif regular:
            ix = await click(table, user, *rng.choice(regular))
            clicked = True
            if ix.response_type == CHANNEL_MESSAGE:
                answer = await ix.reply()
                assert answer.ephemeral_to is user
                if answer.content == t(user.locale, "game-not-running"):  # a play ended it
                    assert not table.running
                    return clicked
                assert answer.content == t(user.locale, "illegal-window-open"), answer.content
                await asyncio.sleep(0.05)  # others may still snap: wait a moment
    return clicked


async def play(table: Table, rng: random.Random, *, snap_chance=0.5, until=None, limit=3000):
    """Play from the hands until the game is over (or `until(table)` holds)."""
    for _ in range(limit):
        if not table.running or (until is not None and until(table)):
            return
        before = version(table)
        if not await play_round(table, rng, snap_chance):
            # Nothing to click: a computer's turn, or a hand not yet updated. Wait for a change.
            try:
                await table.fake.wait_until(
                    lambda b=before: version(table) != b or not table.running,
                    timeout=3,
                    what="the table to change",
                )
            except AssertionError:
                for user in table.humans:  # a hand that missed an update: refresh it
                    hand = table.hands[user.id]
                    refresh = next(
                        b.custom_id for b in hand.buttons() if b.custom_id.endswith(":r")
                    )
                    await click(table, user, refresh)
    raise AssertionError("the game did not end")


def hand_shown(payload: dict[str, Any]) -> tuple[str, list[str]]:
    """A hand message's cards and the custom_ids of its controls: all it shows but which plays
    are enabled, which the end of a snap window changes on its own."""
    controls = [c["custom_id"] for c in walk_components(payload["components"]) if "custom_id" in c]
    return payload["embeds"][0]["description"], controls


def hand_text(loc: str, state: dw.DrehwurmState, seat: int) -> str:
    return cards_text(loc, dw.hand(state, seat))


def texts(message: Message) -> list[str]:
    """Every text the message ever showed: its earlier versions and the current one."""
    seen = [message.text]
    for old in message.versions:
        parts = [old.get("content") or ""]
        for embed in old.get("embeds") or ():
            parts += [embed.get("title") or "", embed.get("description") or ""]
            parts += [f.get("value", "") for f in embed.get("fields") or ()]
        seen.append("\n".join(parts))
    return seen


def assert_hands_private(table: Table) -> None:
    """Every message that ever showed a hand was shown only to that hand's player, and no public
    message or other user's message ever showed a player's current hand."""
    fake, game = table.fake, table.game()
    state = state_of(game)
    # A short hand could match a pile's top on the board, or by chance part of another player's
    # hand (cards come in three copies); four cards or more practically cannot.
    hands = {
        p["id"]: hand_text("en", state, s)
        for s, p in enumerate(game["players"])
        if len(state.hands[s]) >= 4
    }
    hand_messages = 0
    for message in fake.messages:
        if message.channel is not table.board.channel:
            continue
        shown = texts(message)
        if any(title in text for text in shown for title in HAND_TITLES):
            hand_messages += 1
            owner = message.ephemeral_to
            assert owner is not None, f"a hand in a public message: {message!r}"
            ixs = [ix for ix in fake.interactions.values() if message in ix.messages]
            assert ixs and all(ix.user is owner for ix in ixs), message
        # Public messages in every version; another player's private messages as they stand
        # (their earlier versions held hands of earlier matches, which may look alike).
        searched = shown if message.ephemeral_to is None else [message.text]
        for user_id, text in hands.items():
            if not text or (
                message.ephemeral_to is not None and message.ephemeral_to.id == user_id
            ):
                continue
            assert all(text not in seen for seen in searched), (user_id, message)
    assert hand_messages >= len(table.humans)


# ---------------------------------------------------------------------------------- tests


@pytest.mark.bot_env(**FAST)
async def test_a_whole_game_two_humans_and_a_computer(fake, bot):
    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob], computers=["normal"])
    await play(table, random.Random(5), snap_chance=0.6)

    game = table.game()
    assert game["status"] == "finished" and game["deadline"] is None
    state = state_of(game)
    assert state.over and len(state.match_scores) == 3
    log = event_log(bot, table.game_id)
    assert [e["step"] for e in log] == list(range(1, game["step"] + 1))
    types = {e["type"] for entry in log for e in entry["events"]}
    assert {"played-worm", "match-ended", "game-over"} <= types
    computer = next(p["id"] for p in game["players"] if p["computer"])
    assert any(entry["actor_id"] == computer for entry in log)
    humans = {w.alice.id, w.bob.id}
    assert any(e["actor_id"] in humans and e["action"]["type"] == "snap" for e in log)

    # The board shows the final score and has no buttons left.
    await fake.wait_until(lambda: table.board.buttons() == [], what="the board's final state")
    final = next(
        f["value"] for f in table.board.embeds[0]["fields"] if f["name"] == t("en", "board-final")
    )
    scores, places = dw.scores(state), dw.placements(state)
    for seat, player in enumerate(game["players"]):
        name = f"<@{player['id']}>" if not player["computer"] else None
        if name:
            line = t("en", "drehwurm-final-line", place=places[seat], name=name, score=scores[seat])
            assert line in final.splitlines()
    # Results and ratings were recorded right after the finishing step, before the ending.
    await ending_posted(fake, w.channel, table.game_id)
    with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True) as db:
        rows = db.execute(
            "SELECT user_id, placement, score, rating_game FROM results WHERE game_id = ?",
            (table.game_id,),
        ).fetchall()
    assert sorted(r[0] for r in rows) == sorted(p["id"] for p in game["players"])
    assert {r[3] for r in rows} == {"drehwurm"}
    assert_hands_private(table)
    await fake.assert_healthy()


def double_snap_play(game: dict[str, Any], humans: set[int]) -> tuple[str, str] | None:
    """A regular play of the current player after which two humans may snap: (op, arg)."""
    state = state_of(game)
    seat = state.current
    for play in dw.regular_plays(state, seat):
        after, _ = dw.apply(state, seat, play, random.Random(0))
        snappers = [
            s
            for s in range(after.num_players)
            if game["players"][s]["id"] in humans and dw.snaps(after, s)
        ]
        if after.match == state.match and len(snappers) >= 2:
            op = "w" if isinstance(play, dw.PlayWorm) else "c"
            return op, f"{play.card}-{play.pile}"
    return None


@pytest.mark.bot_env(SNAP_WINDOW_SECONDS="0.2")
async def test_a_snap_race_has_exactly_one_winner(fake, bot):
    w = fake.world
    users = [w.alice, w.bob, w.carol]
    table = await open_table(fake, bot, users)
    rng = random.Random(2)
    humans = {u.id for u in users}
    for _ in range(200):
        game = table.game()
        chosen = double_snap_play(game, humans)
        mover = next(u for u in users if u.id == game["players"][state_of(game).current]["id"])
        if chosen is not None:
            await open_hand(table, mover)  # the hand as it is now
            regular, _ = hand_moves(table.hands[mover.id])
            wanted = [c for c in regular if f":{chosen[0]}:{chosen[1]}" in c[0] + ":" + c[1]]
            if wanted:
                ix = await click(table, mover, *wanted[0])
                if ix.response_type == UPDATE_MESSAGE and table.game()["step"] > game["step"]:
                    break
        await play(
            table, rng, snap_chance=0, until=lambda tb, s=game["step"]: tb.game()["step"] > s
        )
    else:
        raise AssertionError("no play opened a pile to two snappers")
    game = table.game()
    state = state_of(game)
    racers = [u for u in users if u.id != mover.id or dw.snaps(state, seat_of(game, u))]
    racers = [u for u in racers if dw.snaps(state, seat_of(game, u))][:2]
    assert len(racers) == 2
    for user in racers:  # their hands show the snap (the bot updated them)
        await table.fake.wait_until(
            lambda u=user: bool(hand_moves(table.hands[u.id])[1]), what=f"{user.name}'s snap button"
        )
    hands_before = {u.id: list(state.hands[seat_of(game, u)]) for u in racers}
    snaps = {u.id: hand_moves(table.hands[u.id])[1][0][0] for u in racers}
    first, second = await asyncio.gather(
        *(fake.click(u, table.hands[u.id], snaps[u.id]) for u in racers)
    )
    kinds = sorted([await first.wait_response(), await second.wait_response()])
    assert kinds == [CHANNEL_MESSAGE, UPDATE_MESSAGE]
    loser_ix = first if first.response_type == CHANNEL_MESSAGE else second
    winner_ix = second if loser_ix is first else first
    answer = await loser_ix.reply()
    assert answer.ephemeral_to is loser_ix.user
    assert answer.content == t("en", "out-of-turn-too-late")
    after = table.game()
    snapped = [e for e in event_log(bot, table.game_id)[-1]["events"] if e["type"] == "snapped"]
    assert len(snapped) == 1
    assert after["players"][snapped[0]["seat"]]["id"] == winner_ix.user.id
    loser_seat = seat_of(after, loser_ix.user)
    assert list(state_of(after).hands[loser_seat]) == hands_before[loser_ix.user.id]
    assert len(state_of(after).hands[seat_of(after, winner_ix.user)]) == (
        len(hands_before[winner_ix.user.id]) - 1
    )
    await fake.wait_until(
        lambda: t("en", "drehwurm-event-snapped", name=winner_ix.user.mention,
                  card=card_text("en", snapped[0]["card"]), pile=snapped[0]["pile"] + 1)
        in table.board.text,
        what="the board to tell who snapped",
    )  # fmt: skip
    assert_hands_private(table)
    await fake.assert_healthy()


@pytest.mark.bot_env(**FAST)
async def test_a_restart_mid_match_and_the_game_goes_on(fake, bot):
    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob], computers=["easy"])
    rng = random.Random(9)
    await play(table, rng, until=lambda tb: tb.game()["step"] >= 12)
    before = table.game()
    assert before["status"] == "running" and not state_of(before).over

    await bot.restart(kill=True)
    # The old hand messages are stale: their buttons show the hand as it is now (or play, if
    # nothing moved); the board's "Show my hand" works as before.
    for user in table.humans:
        await open_hand(table, user)
    await play(table, rng, until=lambda tb: tb.game()["step"] >= before["step"] + 12)
    after = table.game()
    assert after["status"] in ("running", "finished")
    log = event_log(bot, table.game_id)
    assert [e["step"] for e in log] == list(range(1, after["step"] + 1))
    computer = next(p["id"] for p in after["players"] if p["computer"])
    assert any(e["actor_id"] == computer for e in log if e["step"] > before["step"])
    assert any(e["actor_id"] in (w.alice.id, w.bob.id) for e in log if e["step"] > before["step"])
    assert_hands_private(table)
    await fake.assert_healthy()


@pytest.mark.bot_env(**FAST)
async def test_hands_are_private_and_only_players_see_one(fake, bot):
    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob, w.carol])
    await play(table, random.Random(4), until=lambda tb: tb.game()["step"] >= 10)
    game = table.game()
    state = state_of(game)
    for user in table.humans:  # each hand shows its owner's cards, after a refresh
        hand = table.hands[user.id]
        refresh = next(b.custom_id for b in hand.buttons() if b.custom_id.endswith(":r"))
        await click(table, user, refresh)
        assert hand.embeds[0]["description"] == hand_text("en", state, seat_of(game, user))
    # Someone who does not play gets no hand, only a private refusal.
    ix = await fake.click(w.dave, table.board, drehwurm_ids.hand(table.game_id))
    answer = await ix.reply()
    assert answer.ephemeral_to is w.dave and answer.content == t("en", "not-a-player")
    ix = await fake.slash(w.dave, w.channel, "drehwurm", "hand")
    answer = await ix.reply()
    assert answer.ephemeral_to is w.dave and answer.content == t("en", "not-a-player")
    # /drehwurm hand for a player: their own hand, privately.
    ix = await fake.slash(w.bob, w.channel, "drehwurm", "hand")
    answer = await ix.reply()
    assert answer.ephemeral_to is w.bob
    assert answer.embeds[0]["description"] == hand_text("en", state, seat_of(game, w.bob))
    # The board shows what everyone may see: each pile's top and size, the draw pile.
    view = dw.public_view(state)
    for i, pile in enumerate(view["piles"]):
        line = t("en", "drehwurm-board-pile", number=i + 1, top=card_text("en", pile["top"]),
                 count=pile["size"])  # fmt: skip
        assert line in table.board.text
    assert pile_text(view["draw_size"]) in table.board.text
    # A forged click (a client sending another player's hand button) plays nothing for them.
    mover = next(u for u in table.humans if u.id == game["players"][state.current]["id"])
    other = next(u for u in table.humans if u is not mover)
    hand = table.hands[mover.id]
    custom_id = next(  # disabled while a turned pile is open; forged, it is sent all the same
        b.custom_id for b in hand.buttons() if MOVE.fullmatch(b.custom_id)["op"] != "r"
    )
    refresh = next(b.custom_id for b in hand.buttons() if b.custom_id.endswith(":r"))
    shown, edits = hand_shown(hand.payload()), hand.edit_count
    # Nor does a forged Refresh rewrite the mover's hand message with the clicker's hand.
    for forged in (custom_id, refresh):
        ix = await fake.click(other, hand, forged, force=True)
        assert await ix.wait_response() == CHANNEL_MESSAGE
        answer = await ix.reply()
        assert answer.ephemeral_to is other and not answer.embeds
        assert answer.content == t("en", "hand-not-yours")
        assert ix.messages == [answer]  # its refusal is all it wrote: it edited no hand
        after = table.game()
        assert (after["step"], after["state"]) == (game["step"], game["state"])
    # The end of the window may still redraw the mover's hand (not the forged click's doing), so
    # every version since shows what it showed: the mover's cards and plays at this step.
    assert shown[0] == hand_text("en", state, seat_of(game, mover))
    since = [*hand.versions[edits:], hand.payload()]
    assert [hand_shown(v) for v in since] == [shown] * len(since)
    assert_hands_private(table)
    await fake.assert_healthy()


async def test_a_hand_speaks_its_players_language_and_stop_ends_the_game(fake, bot):
    w = fake.world
    dieter = fake.add_user("dieter", locale="de")
    w.guild.add_member(dieter)
    table = await open_table(fake, bot, [w.alice, dieter, w.bob])
    game = table.game()
    state = state_of(game)
    hand = table.hands[dieter.id]
    assert hand.embeds[0]["title"] == f"🃏 {t('de', 'drehwurm-hand-title')}"
    assert hand.embeds[0]["description"] == hand_text("de", state, seat_of(game, dieter))
    # the board: the server's language
    assert t("en", "drehwurm-board-players-title") in table.board.text

    ix = await fake.slash(dieter, w.channel, "drehwurm", "rules")
    rules = await ix.reply()
    assert rules.ephemeral_to is dieter
    assert rules.embeds[0]["title"] == t("de", "rules-drehwurm-title")

    mover = next(u for u in table.humans if u.id == game["players"][state.current]["id"])
    regular, _ = hand_moves(table.hands[mover.id])  # read before the stop takes them away
    ix = await fake.slash(w.alice, w.channel, "drehwurm", "stop")
    question = await ix.reply()
    assert question.ephemeral_to is w.alice
    confirm = await fake.click(w.alice, question, ids.stop(table.game_id))
    assert await confirm.wait_response() == UPDATE_MESSAGE
    assert table.game()["status"] == "abandoned"
    await fake.wait_until(lambda: table.board.buttons() == [], what="the board to lose its buttons")
    assert t("en", "board-abandoned") in table.board.text
    # A play from a hand after the stop does nothing: a private refusal, in the player's language.
    ix = await click(table, mover, *regular[0])
    answer = await ix.reply()
    assert answer.ephemeral_to is mover
    assert answer.content == t(mover.locale, "game-not-running")
    assert table.game()["status"] == "abandoned"
    # Its turn call is deleted, and every open hand says the game was stopped (not "over").
    await fake.wait_until(
        lambda: [m for m in fake.channel_messages(w.channel) if m.content.startswith("🃏 <@")]
        == [],
        what="the stopped game's turn call deleted",
    )
    for user in table.humans:
        await fake.wait_until(
            lambda u=user: t(u.locale, "drehwurm-hand-stopped") in table.hands[u.id].text,
            what=f"{user.name}'s hand to say the game was stopped",
        )
    assert_hands_private(table)
    await fake.assert_healthy()


@pytest.mark.bot_env(**FAST)
async def test_the_board_moves_on_when_the_players_hand_cannot_be_answered(fake, bot):
    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob, w.carol])
    game = table.game()
    mover = next(u for u in table.humans if u.id == game["players"][state_of(game).current]["id"])
    regular, _ = hand_moves(table.hands[mover.id])
    fake.inject("callback", 429, retry_after=10.0)  # the answer to the play (the hand) fails
    custom_id, value = regular[0]
    hand = table.hands[mover.id]
    if value:
        ix = await fake.select(mover, hand, custom_id, [value])
    else:
        ix = await fake.click(mover, hand, custom_id)

    def board_names_who_is_on_turn() -> bool:
        now = table.game()
        on_turn = now["players"][state_of(now).current]["id"]
        return now["step"] > game["step"] and current_mention(table.board) == on_turn

    await fake.wait_until(board_names_who_is_on_turn, what="the board to name who is on turn")
    assert ix.response_type is None  # the hand's answer is still stuck in the rate limit
    assert current_mention(table.board) != mover.id


@dataclass(frozen=True)
class SnapThenPlay:
    """A turn to steer: the mover's worm opens a pile, `snapper` snaps on it, and the next player
    (`follower`) plays a worm that opens a pile again, for `last` (all humans)."""

    opening: dw.PlayWorm
    snapper: int
    snap: dw.Snap
    follower: int
    follow: dw.PlayWorm
    last: int


def snap_then_play(game: dict[str, Any]) -> SnapThenPlay | None:
    state = state_of(game)
    mover = state.current
    for opening in dw.regular_plays(state, mover):
        if not isinstance(opening, dw.PlayWorm):
            continue
        opened, _ = dw.apply(state, mover, opening, random.Random(0))
        if opened.match != state.match or opened.open_pile() is None:
            continue
        for snapper in range(opened.num_players):
            for snap in dw.snaps(opened, snapper)[:1]:
                snapped, _ = dw.apply(opened, snapper, snap, random.Random(0))
                follower = snapped.current
                if snapped.match != state.match or follower == mover:
                    continue
                for follow in dw.regular_plays(snapped, follower):
                    if not isinstance(follow, dw.PlayWorm):
                        continue
                    after, _ = dw.apply(snapped, follower, follow, random.Random(0))
                    if after.match == state.match and after.open_pile() is not None:
                        return SnapThenPlay(opening, snapper, snap, follower, follow, after.current)
    return None


def user_at(table: Table, game: dict[str, Any], seat: int) -> User:
    return next(u for u in table.humans if u.id == game["players"][seat]["id"])


async def play_from_hand(table: Table, user: User, op: str, play: Any) -> int:
    """Wait until the user's hand (as the bot keeps it) offers `play` enabled, and play it."""

    def offered() -> tuple[str, str] | None:
        regular, snaps = hand_moves(table.hands[user.id])
        wanted = f":{op}:{play.card}-{play.pile}"
        return next((c for c in regular + snaps if wanted in f"{c[0]}:{c[1]}"), None)

    choice = await table.fake.wait_until(offered, what=f"{user.name}'s hand to offer {play}")
    ix = await click(table, user, *choice)
    assert ix.response_type == UPDATE_MESSAGE, await ix.reply()
    return table.game()["step"]


@pytest.mark.bot_env(SNAP_WINDOW_SECONDS="3")
async def test_the_next_hand_is_enabled_when_a_window_opens_during_an_earlier_one(fake, bot):
    """A worm opens a pile, someone snaps, and the next player plays a worm within the first
    window's seconds: the hand of the player after them is enabled once the second window closes,
    with nobody pressing Refresh."""
    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob, w.carol])
    rng = random.Random(11)
    for _ in range(300):
        game = table.game()
        plan = snap_then_play(game)
        if plan is None:
            await play(
                table, rng, snap_chance=0, until=lambda tb, s=game["step"]: tb.game()["step"] > s
            )
            continue
        window = game["meta"].get("window")
        if window is not None:  # the mover's regular plays wait for the open window to close
            await asyncio.sleep(max(0.0, window["until"] - time.time()))
        mover = user_at(table, game, state_of(game).current)
        await open_hand(table, mover)  # the hand as it is now, enabled
        await play_from_hand(table, mover, "w", plan.opening)
        first_window = table.game()["meta"]["window"]
        await play_from_hand(table, user_at(table, game, plan.snapper), "s", plan.snap)
        await play_from_hand(table, user_at(table, game, plan.follower), "w", plan.follow)
        followed = event_log(bot, table.game_id)[-1]
        if followed["at"] < first_window["until"]:
            break  # else the machine was too slow for the first window: try another turn
    else:
        raise AssertionError("no turn played a worm, a snap and a worm within one window")
    last = user_at(table, game, plan.last)
    second_window = table.game()["meta"]["window"]
    assert second_window["step"] > first_window["step"]
    await fake.wait_until(
        lambda: bool(hand_moves(table.hands[last.id])[0]),
        timeout=second_window["until"] - time.time() + 30,
        what=f"{last.name}'s hand to enable a play once the second window closed",
    )
    assert table.game()["players"][state_of(table.game()).current]["id"] == last.id
    await fake.assert_healthy()
