"""End to end: the 💡 Odds button, hints on and off, assisted games, /heckmeck review."""

from __future__ import annotations

import random
import sqlite3

from bot.domain.heckmeck.ai.odds import position_odds
from bot.domain.heckmeck.engine import rules as hm
from bot.i18n import t
from cogs.heckmeck.odds import figures
from tests.e2e.fake_discord import (
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    UPDATE_MESSAGE,
    Message,
    User,
)
from tests.e2e.players import (
    current_mention,
    ending_posted,
    game_id_of,
    game_row,
    moves,
    open_lobby,
    play_to_end,
    play_turn,
    start_game,
)
from tests.phone import phone_lines
from tests.phone_budgets import BUDGETS

NAMES = {}  # mentions measured as "@someone"


def odds_button(board: Message) -> str | None:
    """The custom_id of the board's 💡 Odds button, if it has one."""
    return next(
        (b.custom_id for b in board.buttons() if (b.custom_id or "").startswith("hmo:")), None
    )


def results_of(bot, game_id: int) -> list[dict]:
    with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True) as db:
        db.row_factory = sqlite3.Row
        rows = db.execute(
            "SELECT user_id, rated, assisted FROM results WHERE game_id = ? ORDER BY seat",
            (game_id,),
        ).fetchall()
    return [dict(r) for r in rows]


def ratings_of(bot, user_id: int) -> int:
    with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True) as db:
        (count,) = db.execute(
            "SELECT count(*) FROM ratings WHERE user_id = ?", (user_id,)
        ).fetchone()
    return count


async def ask_odds(fake, user: User, board: Message) -> Message:
    custom_id = odds_button(board)
    assert custom_id, board.describe_buttons()
    ix = await fake.click(user, board, custom_id)
    assert await ix.wait_response(timeout=30) == DEFERRED_CHANNEL_MESSAGE
    answer = await ix.reply(timeout=30)
    assert answer.ephemeral_to is user, answer
    return answer


async def asked_first(fake, user: User, board: Message, loc: str) -> Message:
    """The player on turn presses 💡 in a game still rated: first asked, privately, whether to
    see the odds at that cost; the question with its two answers."""
    custom_id = odds_button(board)
    assert custom_id, board.describe_buttons()
    ix = await fake.click(user, board, custom_id)
    assert await ix.wait_response() == CHANNEL_MESSAGE
    question = await ix.reply()
    assert question.ephemeral_to is user and question.content == t(loc, "odds-confirm")
    labels = [b.label for b in question.buttons(enabled=True)]
    assert labels == [t(loc, "odds-confirm-yes"), t(loc, "odds-confirm-no")]
    return question


async def answer_question(fake, user: User, question: Message, show: bool) -> Message:
    """Press "Show the odds" (the question becomes the odds) or Cancel (nothing changes)."""
    yes, no = (b.custom_id for b in question.buttons(enabled=True))
    ix = await fake.click(user, question, yes if show else no)
    assert await ix.wait_response(timeout=30) == (
        DEFERRED_UPDATE_MESSAGE if show else UPDATE_MESSAGE
    )
    answer = await ix.reply(timeout=30)
    assert answer.ephemeral_to is user and answer.buttons() == []
    return answer


async def ask_own_odds(fake, user: User, board: Message, loc: str = "en") -> Message:
    """The player on turn asks for the odds in a game still rated and answers yes to the
    question first; the odds."""
    return await answer_question(fake, user, await asked_first(fake, user, board, loc), True)


def stored_state(bot, game_id: int) -> hm.HeckmeckState:
    return hm.state_from_json(game_row(bot, game_id)["state"])


def best_line_matches(bot, game_id: int, loc: str, line: str) -> bool:
    """Whether `line` is the line of the hard player's choice, with the engine's figures for the
    stored position (a face may be drawn as the bot's application emoji)."""
    best = position_odds(stored_state(bot, game_id)).best
    if isinstance(best.action, hm.Roll):
        choice = t(loc, "odds-choice-roll")
    else:
        assert isinstance(best.action, hm.SetAside), best
        choice = t(loc, "odds-choice-face", count=best.count, face="\x00").split("\x00")[0]
    mark = "\x01"
    expected = t(loc, "odds-line-best", choice=mark, **figures(best))
    before, after = expected.split(mark)
    return line.startswith(before + choice) and line.endswith(after)


async def test_hints_used_the_player_sees_odds_in_their_language_and_the_game_is_unrated(
    fake, start_bot
):
    w = fake.world
    hans = fake.add_user("hans", locale="de")
    pablo = fake.add_user("pablo", locale="es-ES")
    for user in (hans, pablo):
        w.guild.add_member(user)
    locale_of = {hans.id: "de", pablo.id: "es"}
    bot = await start_bot()

    lobby = await open_lobby(fake, hans, w.channel, edition="junior", hints=True)
    assert t("en", "hints-on-lobby") in lobby.text  # whoever joins knows
    board = await start_game(fake, lobby, hans, [pablo])
    game_id = game_id_of(board)
    assert game_row(bot, game_id)["meta"]["hints"] is True
    on_turn = hans if current_mention(board) == hans.id else pablo
    waiting = pablo if on_turn is hans else hans

    # The player on turn, before rolling, is asked first what it costs and for whom; cancelling
    # changes nothing.
    loc = locale_of[on_turn.id]
    question = await asked_first(fake, on_turn, board, loc)
    cancelled = await answer_question(fake, on_turn, question, show=False)
    assert cancelled.content == t(loc, "odds-confirm-cancelled")
    assert not game_row(bot, game_id)["meta"].get("assisted")
    # Asked again, and this time the odds: their own, privately, in their language.
    question = await asked_first(fake, on_turn, board, loc)
    answer = await answer_question(fake, on_turn, question, show=True)
    assert answer.content.startswith(t(loc, "odds-title-mine", total=0, count=6))
    assert best_line_matches(bot, game_id, loc, answer.content.splitlines()[1])
    assert " %" in answer.content
    assert t(loc, "odds-assisted-note") in answer.content
    assert t(loc, "odds-watching-note") not in answer.content
    assert t("de", "odds-choice-roll") != t("es", "odds-choice-roll")

    # After a roll (Junior's first roll always shows a new face), every face that may be set
    # aside is listed, best first, and one sentence says why.
    roll = await fake.click(on_turn, board, moves(board)["roll"])
    await roll.wait_response(timeout=30)
    board = await roll.reply(timeout=30)
    state = stored_state(bot, game_id)
    assert state.phase == "pick"
    answer = await ask_odds(fake, on_turn, board)
    lines = answer.content.splitlines()
    faces = [m for m in moves(board) if m.startswith("face:")]
    assert len([line for line in lines if line.startswith(("⭐", "•"))]) == len(faces)
    assert best_line_matches(bot, game_id, loc, lines[1])
    assert t(loc, "odds-button") != t("en", "odds-button")

    # The other player gets the spectator's view of the same position, in their own language.
    other = await ask_odds(fake, waiting, board)
    title = t(locale_of[waiting.id], "odds-title-other", name=on_turn.mention, total=0, count=6)
    assert other.content.startswith(title)
    assert best_line_matches(bot, game_id, locale_of[waiting.id], other.content.splitlines()[1])
    # ...which is for watching: it does not mark them.
    assert t(locale_of[waiting.id], "odds-watching-note") in other.content
    assert t(locale_of[waiting.id], "odds-assisted-note") not in other.content
    # A spectator who is not a player may look too, without marking the game.
    await ask_odds(fake, w.carol, board)
    assisted = game_row(bot, game_id)["meta"]["assisted"]
    assert assisted == [on_turn.id]

    play = await play_to_end(fake, board, [hans, pablo], random.Random(4), take_chance=0.6)
    assert game_row(bot, game_id)["status"] == "finished"
    # The ending board and the ending say who used hints; the results are not rated, and only
    # the row of the player who used them says assisted.
    assert t("en", "odds-assisted-board", names=on_turn.mention) in play.board.text
    ending = await ending_posted(fake, w.channel, game_id)
    assert t("en", "ending-assisted", names=on_turn.mention) in ending.text
    rows = results_of(bot, game_id)
    assert [r["rated"] for r in rows] == [0, 0]
    assert {r["user_id"]: r["assisted"] for r in rows} == {on_turn.id: 1, waiting.id: 0}
    assert ratings_of(bot, hans.id) == 0

    # The review of one's last game: private, in one's language, per human.
    ix = await fake.slash(pablo, w.channel, "heckmeck", "review")
    assert await ix.wait_response(timeout=30) == DEFERRED_CHANNEL_MESSAGE
    review = await ix.reply(timeout=30)
    assert review.ephemeral_to is pablo
    title = review.embeds[0]["title"]
    assert title.startswith(t("es", "review-title", game=str(game_id), name="x")[:-1])
    assert t("es", "review-assisted", names=on_turn.mention) in review.text
    for user in (hans, pablo):
        assert user.mention in review.text
    await fake.assert_healthy()


async def test_a_rated_game_with_hints_off_shows_no_odds_button(fake, bot):
    w = fake.world
    # Every game is rated, so hints are off unless asked for.
    board = await start_game(
        fake, await open_lobby(fake, w.alice, w.channel, edition="junior"), w.alice, [w.bob]
    )
    game_id = game_id_of(board)
    assert "hints" in game_row(bot, game_id)["meta"]
    assert odds_button(board) is None
    rng = random.Random(6)
    for _ in range(3):  # a few turns: never a button
        mover = w.alice if current_mention(board) == w.alice.id else w.bob
        board = await play_turn(fake, board, mover, rng)
        assert odds_button(board) is None
    play = await play_to_end(fake, board, [w.alice, w.bob], rng, take_chance=0.6)
    assert odds_button(play.board) is None
    await ending_posted(fake, w.channel, game_id)
    rows = results_of(bot, game_id)
    assert [r["rated"] for r in rows] == [1, 1] and [r["assisted"] for r in rows] == [0, 0]
    assert "💡" not in play.board.text

    # Asked for in public, the review is posted for everyone (in the server's language).
    ix = await fake.slash(w.bob, w.channel, "heckmeck", "review", game=game_id, public=True)
    assert await ix.wait_response(timeout=30) == DEFERRED_CHANNEL_MESSAGE
    public = await ix.reply(timeout=30)
    assert public.ephemeral_to is None
    assert public.embeds[0]["title"].startswith(t("en", "review-title", game=str(game_id), name=""))
    assert "💡" not in public.text
    assert w.alice.mention in public.text and w.bob.mention in public.text
    assert phone_lines(public.payload(), NAMES) <= BUDGETS["review-summary"]
    # A name under it opens that player's page, privately, to whoever presses it: about alice in
    # the third person for bob, in the second person for alice herself.
    seats = [p["id"] for p in game_row(bot, game_id)["players"]]
    alice_page = f"rv:{game_id}:{seats.index(w.alice.id)}"
    for reader, second_person in ((w.bob, False), (w.alice, True)):
        ix = await fake.click(reader, public, alice_page)
        page = await ix.reply(timeout=60)
        assert page.ephemeral_to is reader and w.alice.mention in page.text
        assert ("Your decisions cost you" in page.text) is second_person, page.text
        assert phone_lines(page.payload(), NAMES) <= BUDGETS["review-page"]
    # A forged seat, or a game that is not there: refused privately.
    for forged in (f"rv:{game_id}:9", "rv:999999:0"):
        ix = await fake.click(w.bob, public, forged, force=True)
        refusal = await ix.reply(timeout=30)
        assert refusal.ephemeral_to is w.bob and not refusal.embeds

    # A server may turn hints on by default (only a manager may); then the button is there.
    denied = await fake.slash(w.bob, w.channel, "heckmeck settings hints", hints=True)
    assert (await denied.reply(timeout=30)).content == t("en", "permission-needed")
    ok = await fake.slash(fake.owner, w.channel, "heckmeck settings hints", hints=True)
    assert (await ok.reply(timeout=30)).content == t("en", "settings-hints-set", on=True)
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    assert odds_button(board) is not None
    # ...unless a game is started with hints off.
    stop = await fake.slash(w.alice, w.channel, "heckmeck", "stop")
    confirm = await fake.click(w.alice, await stop.reply(timeout=30), f"stop:{game_id_of(board)}")
    await confirm.wait_response(timeout=30)
    board = await start_game(
        fake, await open_lobby(fake, w.alice, w.channel, hints=False), w.alice, [w.bob]
    )
    assert odds_button(board) is None
    # A game still running cannot be reviewed yet.
    ix = await fake.slash(w.alice, w.channel, "heckmeck", "review", game=game_id_of(board))
    assert (await ix.reply(timeout=30)).content == t("en", "review-not-finished")
    await fake.assert_healthy()
