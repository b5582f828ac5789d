"""End to end: /heckmeck puzzle. The puzzle of the day privately, its answer buttons (faces, Roll,
the takes) graded with every choice's figures and the best one explained, Another puzzle; in
English, German and Spanish."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.puzzles import positions
from bot.domain.heckmeck.puzzles.grading import grade
from bot.i18n import t
from cogs.heckmeck.puzzle import GRADE_MARK, parse_answer
from tests.e2e.fake_discord import (
    CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    UPDATE_MESSAGE,
    Message,
)


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
    today = positions.of_the_day(datetime.now(UTC).date())
    assert puzzle_number(message) == today.number
    assert t("en", "puzzle-question") in message.text

    pressed: set[str] = set()
    worst_seen = False
    firsts: dict[int, str] = {}  # puzzle -> the grade of the first answer
    for _ in range(60):
        number = puzzle_number(message)
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
    assert {"roll", "face", "take"} <= pressed and worst_seen


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
