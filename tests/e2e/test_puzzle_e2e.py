"""End to end: /heckmeck puzzle. The puzzle of the day privately, its answer buttons (faces, Roll,
the takes) graded with every choice's figures and the best one explained, the puzzle rating and
its change, Another puzzle near the rating, the next /heckmeck puzzle after the day's; a puzzle
mined from a finished game on the bot; in English, German and Spanish."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles import positions
from bot.domain.heckmeck.puzzles.grading import grade
from bot.domain.heckmeck.puzzles.harvest import puzzles_of_game
from bot.domain.heckmeck.puzzles.rating import NEW, attempt
from bot.i18n import t
from bot.storage.connect import open_store
from bot.table.heckmeck.puzzle_harvest import PUZZLES_MINED
from cogs.heckmeck.puzzle import GRADE_MARK, parse_answer, rating_line
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import (
    CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    UPDATE_MESSAGE,
    FakeDiscord,
    Message,
)
from tests.table.test_pending_results import finished_game, new_sessions


def puzzle_number(message: Message) -> int:
    ids = [b.custom_id for b in message.buttons() if (b.custom_id or "").startswith("hmp")]
    assert ids, message.describe_buttons()
    return int(ids[0].split(":")[1])


def answers(message: Message) -> dict[str, hm.Action]:
    found = {}
    for b in message.buttons(enabled=True):
        parts = (b.custom_id or "").split(":")
        if parts[0] == "hmp":
            found[b.custom_id] = parse_answer(parts[2], parts[3] if len(parts) > 3 else None)
    return found


async def test_the_puzzle_of_the_day_graded_then_others_until_each_kind_of_answer(fake, bot):
    w = fake.world
    ix = await fake.slash(w.alice, w.channel, "heckmeck", "puzzle")
    assert await ix.wait_response() == CHANNEL_MESSAGE
    message = await ix.reply()
    assert message.ephemeral_to is w.alice
    day = datetime.now(UTC).date()
    today = positions.of_the_day(day)
    assert puzzle_number(message) == today.number
    assert t("en", "puzzle-question") in message.text

    pressed: set[str] = set()
    worst_seen = False
    firsts: dict[int, str] = {}  # puzzle -> the grade of the first answer
    rating = NEW  # alice's, worked out as the bot should (she alone answers, so each puzzle new)
    for _ in range(60):
        number = puzzle_number(message)
        daily_title = t("en", "puzzle-title-daily", day=day.isoformat(), number=str(number))
        assert (daily_title in message.text) == (number == today.number)
        puzzle = positions.puzzle(number)
        choices = answers(message)
        # the buttons are exactly the position's choices
        assert set(choices.values()) == {
            a for a in hm.legal_actions(puzzle.state, puzzle.state.current)
            if not isinstance(a, hm.Timeout)
        }  # fmt: skip
        best = hm.action_from_json(puzzle.best)
        kinds = {cid.split(":")[2]: cid for cid in choices}
        # press a kind not pressed yet if there is one, else a wrong answer, else the best
        fresh = [cid for kind, cid in kinds.items() if kind not in pressed]
        wrong = [cid for cid, a in choices.items() if a != best]
        custom_id = (fresh or wrong or list(choices))[0]
        action = choices[custom_id]
        click = await fake.click(w.alice, message, custom_id)
        assert await click.wait_response() == DEFERRED_UPDATE_MESSAGE
        await click.reply()
        graded = grade(puzzle.state, action)
        assert graded is not None
        assert GRADE_MARK[graded.grade] in message.text
        assert t("en", "puzzle-answer") in message.text
        assert (graded.grade == "best") == (action == best)
        worst_seen |= graded.grade == "mistake"
        pressed.add(custom_id.split(":")[2])
        repeat = number in firsts
        firsts.setdefault(number, graded.grade)  # only the first answer to a puzzle counts
        if repeat:
            puzzle_rating = attempt(NEW, NEW, firsts[number] == "best")[1]
            line = rating_line("en", rating.shown, None, puzzle_rating.shown)
        else:
            after, puzzle_rating = attempt(rating, NEW, graded.grade == "best")
            line = rating_line("en", after.shown, after.shown - rating.shown, puzzle_rating.shown)
            rating = after
        assert line in message.text
        best_count = sum(g == "best" for g in firsts.values())
        assert t("en", "puzzle-record", answered=len(firsts), best=best_count,
                 percent=100 * best_count / len(firsts), streak=1) in message.text  # fmt: skip
        assert (t("en", "puzzle-answered-before") in message.text) == repeat
        assert [b.label for b in message.buttons()] == [t("en", "puzzle-another")]
        if {"roll", "face", "take"} <= pressed and worst_seen:
            break
        again = await fake.click(w.alice, message, label=t("en", "puzzle-another"))
        assert await again.wait_response() == UPDATE_MESSAGE
        await again.reply()
        assert puzzle_number(message) != number
        assert puzzle_number(message) not in firsts  # one she has not answered
    assert {"roll", "face", "take"} <= pressed and worst_seen

    # The day's puzzle answered, /heckmeck puzzle gives another one she has not answered.
    ix = await fake.slash(w.alice, w.channel, "heckmeck", "puzzle")
    message = await ix.reply()
    assert puzzle_number(message) not in firsts
    assert t("en", "puzzle-title", number=str(puzzle_number(message))) in message.text


async def test_puzzles_in_german_and_spanish(fake, bot):
    w = fake.world
    for name, locale, lang in (("hans", "de", "de"), ("pablo", "es-ES", "es")):
        user = fake.add_user(name, locale=locale)
        w.guild.add_member(user)
        ix = await fake.slash(user, w.channel, "heckmeck", "puzzle")
        message = await ix.reply()
        assert t(lang, "puzzle-question") in message.text
        number = puzzle_number(message)
        best = hm.action_from_json(positions.puzzle(number).best)
        custom_id = next(cid for cid, a in answers(message).items() if a == best)
        click = await fake.click(user, message, custom_id)
        assert await click.wait_response() == DEFERRED_UPDATE_MESSAGE
        await click.reply()
        assert t(lang, "puzzle-answer") in message.text
        assert GRADE_MARK["best"] in message.text
        assert t(lang, "puzzle-another") in [b.label for b in message.buttons()]


async def test_a_puzzle_mined_from_a_finished_game_on_the_bot(fake: FakeDiscord, start_bot):
    bot: BotProcess = await start_bot(PUZZLE_MINING_SECONDS="1")
    # A classic game of two players, Ann and Bob, finished on the bot's own database.
    storage = await open_store(f"sqlite:///{bot.database_path}")
    sessions = new_sessions(storage)
    try:
        game = await finished_game(sessions, seed=1)
        record = await storage.get_game(game.id)
        found = puzzles_of_game(record.options, record.players, await storage.events_of(game.id))
    finally:
        await sessions.results_settled()
        await storage.close()
    assert found, "the seed's game has a puzzle (choose another seed if the AI changed)"
    mined = f"{PUZZLES_MINED}: 1 games, {len(found)} new puzzles"
    await fake.wait_until(lambda: mined in bot.log(), what="the finished game mined")

    w = fake.world
    number = positions.GAME_PUZZLES_FROM
    ix = await fake.slash(w.alice, w.channel, "heckmeck", "puzzle", number=number)
    message = await ix.reply()
    assert message.ephemeral_to is w.alice
    assert t("en", "puzzle-title", number=str(number)) in message.text
    assert t("en", "puzzle-question-game") in message.text
    for name in ("Ann", "Bob"):  # anonymous
        assert name not in message.text
    puzzle = found[0]  # the clearest first
    choices = answers(message)
    assert set(choices.values()) == {
        a for a in hm.legal_actions(puzzle.state, puzzle.state.current)
        if not isinstance(a, hm.Timeout)
    }  # fmt: skip
    custom_id = next(cid for cid, a in choices.items() if a == puzzle.best)
    click = await fake.click(w.alice, message, custom_id)
    assert await click.wait_response() == DEFERRED_UPDATE_MESSAGE
    await click.reply()
    assert GRADE_MARK["best"] in message.text
    solver, rated = attempt(NEW, NEW, solved=True)
    assert rating_line("en", solver.shown, solver.shown - NEW.shown, rated.shown) in message.text

    unknown = await fake.slash(w.alice, w.channel, "heckmeck", "puzzle", number=number + 50)
    reply = await unknown.reply()
    assert reply.ephemeral_to is w.alice
    assert t("en", "puzzle-unknown", number=str(number + 50)) in reply.text


@pytest.mark.parametrize("lang", ["de", "es"])
async def test_rating_lines_in_german_and_spanish(fake, bot, lang):
    locale = {"de": "de", "es": "es-ES"}[lang]
    user = fake.add_user(f"solver-{lang}", locale=locale)
    fake.world.guild.add_member(user)
    ix = await fake.slash(user, fake.world.channel, "heckmeck", "puzzle")
    message = await ix.reply()
    puzzle = positions.puzzle(puzzle_number(message))
    wrong = next(cid for cid, a in answers(message).items()
                 if a != hm.action_from_json(puzzle.best))  # fmt: skip
    click = await fake.click(user, message, wrong)
    await click.reply()
    solver, rated = attempt(NEW, NEW, solved=False)
    assert rating_line(lang, solver.shown, solver.shown - NEW.shown, rated.shown) in message.text
    assert t(lang, "puzzle-record-title") in message.text
