"""The Daily Grill's Discord side without Discord: its button ids, when a click is answered with
a fresh message (an interaction token lasts 15 minutes), the share line, the day's buttons."""

from __future__ import annotations

import random
import re
from datetime import date, datetime, timedelta
from types import SimpleNamespace

from bot.domain.heckmeck.daily import game
from bot.domain.heckmeck.engine import rules as hm
from bot.i18n import t
from bot.storage.queries.daily import DailyAttempt
from cogs.heckmeck import daily, daily_view

DAY = date(2026, 11, 27)


def message_sent(ago: timedelta) -> SimpleNamespace:
    return SimpleNamespace(created_at=datetime.now().astimezone() - ago)


def test_an_old_message_is_answered_with_a_fresh_one() -> None:
    now = datetime.now().timestamp()
    assert not daily.needs_fresh_message(message_sent(timedelta(minutes=3)), now)
    assert daily.needs_fresh_message(message_sent(timedelta(minutes=14, seconds=30)), now)
    assert daily.needs_fresh_message(message_sent(timedelta(hours=5)), now)
    assert daily.needs_fresh_message(None, now)


def test_move_ids_read_back_and_nothing_else_does() -> None:
    template = re.compile(daily_view.MOVE_TEMPLATE)
    match = template.fullmatch(daily_view.move_id(DAY, 12, "face", "worm"))
    assert match and match["step"] == "12" and daily_view.parse_day(match["day"]) == DAY
    assert daily._action(match["op"], match["arg"]) == hm.SetAside("worm")
    assert daily._action("take", "27") == hm.Stop(hm.Take(27))
    assert daily._action("roll", None) == hm.Roll()
    for forged in ("face", "nine"), ("take", "-3"), ("take", None), ("roll", "x"):
        assert daily._action(*forged) is None
    assert daily_view.parse_day("20261399") is None
    assert template.fullmatch("hmd:2026112:1:roll") is None


def test_the_first_position_offers_only_roll_and_the_finished_one_share_and_review() -> None:
    view = daily_view.playing_view(game.new_attempt(DAY), "en")
    enabled = [c["custom_id"] for row in view.to_components() for c in row["components"]
               if not c["disabled"]]  # fmt: skip
    assert enabled == [daily_view.move_id(DAY, 0, "roll")]
    done = daily_view.done_view(DAY, "de")
    labels = [c["label"] for row in done.to_components() for c in row["components"]]
    assert labels == [t("de", "daily-share-button"), t("de", "daily-review-button")]


def test_the_share_line_has_a_sign_per_turn_and_no_dice() -> None:
    row = DailyAttempt("2026-11-27", 1, 2, "Ann", [], 60, True, 5, 2, 29, [1, None, 2, 3, 4, None])
    line = daily_view.share_line("en", "Ann_*", row, 4)
    # the 1 and the 4 were given back by the failed turns after them: 2 + 3 kept
    assert "⬜❌2️⃣3️⃣⬜❌" in line and "5 🪱" in line and "🔥 4" in line
    assert "Ann\\_\\*" in line  # markdown in a name is shown as written


def test_the_shared_signs_count_only_the_tiles_kept_so_they_add_up_to_the_score():
    from cogs.heckmeck.daily_view import LOST, MARKS, marks_line

    def legal_daily_actions(attempt):
        return [
            a for a in hm.legal_actions(attempt.state, 0)
            if a != hm.Timeout() and not (isinstance(a, hm.Stop) and a.take.is_steal)
        ]  # fmt: skip

    worms_of = {square: worms for worms, square in MARKS.items() if worms is not None}
    rng = random.Random(3)
    seen_lost = False
    for day in range(1, 29):
        attempt = game.new_attempt(date(2026, 2, day))
        while not attempt.done:
            game.play(attempt, rng.choice(legal_daily_actions(attempt)))
        line = marks_line(attempt.marks())
        kept = [worms_of[sign] for sign in re.findall("|".join(worms_of), line)]
        assert sum(kept) == attempt.score.worms, line
        seen_lost |= LOST in line
    assert seen_lost
    assert marks_line([2, None, 3, None, None, 1]) == "⬜❌⬜❌❌1️⃣"


def test_the_shared_signs_differ_by_more_than_their_colour():
    """Told apart without colour: each a different character (a digit, a cross, an empty box),
    so that a screen reader says each differently."""
    from cogs.heckmeck.daily_view import LOST, MARKS

    signs = [*MARKS.values(), LOST]
    bases = [sign.rstrip("\ufe0f\u20e3") for sign in signs]
    assert len(set(bases)) == len(signs), signs
    assert all(not ("\U0001f7e0" <= base <= "\U0001f7eb") for base in bases), signs
