"""The table's rendering without Discord: the Heckmeck board in all three languages,
the running log, the emojis the boards ask for, the ending and its image card."""

from __future__ import annotations

import io
import re
from dataclasses import replace

import pytest
from PIL import Image

from bot.domain import ending_card as card_art
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.pictures import TILE_BACK, emoji_pictures
from bot.domain.records import GameRecord
from bot.i18n import SUPPORTED, t
from cogs.heckmeck import board as heckmeck_board
from cogs.heckmeck import turn_log
from cogs.table import endings, icons
from cogs.table import render as table_board

ALICE, BOB = 101, 102


def record_for(state: hm.HeckmeckState, recent=(), status="running", **meta) -> GameRecord:
    players = [
        {"id": ALICE, "name": "alice", "computer": None},
        {"id": BOB, "name": "bob", "computer": None},
    ]
    return GameRecord(
        id=5, kind="heckmeck", guild_id=1, channel_id=2, host_id=ALICE, status=status,
        options=state.options.to_json(), players=players, state=state.to_json(), step=30,
        meta=dict(meta), deadline=2_000_000_000.0, recent=list(recent),
    )  # fmt: skip


def mid_game(edition: str = "classic") -> hm.HeckmeckState:
    state = hm.new_game(2, hm.HeckmeckOptions(edition=edition))
    if edition == "classic":
        return hm.HeckmeckState(
            options=state.options, grill=tuple(v for v in state.grill if v not in (22, 25, 36)),
            turned=(36,), stacks=((25,), (22,)), active=(True, True), current=1,
            phase="pick", kept=("worm", "worm"), roll=("5", "1", "5", "3", "1", "5"),
            steals=(0, 1), failures=(1, 0), turns=(3, 3),
        )  # fmt: skip
    return state


BUST = [  # alice busts: her roll shows only faces set aside; 25 goes back, 36 is turned
    {"type": "rolled", "seat": 0, "dice": ["worm", "3", "worm"], "step": 27},
    {"type": "failed", "seat": 0, "reason": "bust", "total": 20, "step": 27},
    {"type": "returned", "seat": 0, "tile": 25, "step": 27},
    {"type": "turned", "tile": 36, "step": 27},
    {"type": "next-turn", "seat": 1, "step": 27},
    {"type": "rolled", "seat": 1, "dice": ["worm", "1", "worm", "5"], "step": 28},
    {"type": "set-aside", "seat": 1, "face": "worm", "count": 2, "total": 10, "step": 29},
    {"type": "rolled", "seat": 1, "dice": ["5", "1", "5", "3", "1", "5"], "step": 30},
]


@pytest.fixture
def no_emojis():
    icons.set_emojis({})
    yield
    icons.set_emojis({})


def text_of(embed) -> str:
    parts = [embed.title or "", embed.description or ""]
    for embed_field in embed.fields:
        parts += [embed_field.name, embed_field.value]
    return "\n".join(parts)


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_board_in_every_language_tells_the_story(loc, no_emojis):
    record = record_for(mid_game(), BUST)
    embed = heckmeck_board.board_embed(record, loc, [])
    lines = embed.description.splitlines()
    alice, bob = f"<@{ALICE}>", f"<@{BOB}>"
    # The grill on a line: each tile as its number, the turned one struck through.
    assert lines[0].startswith("`21`🪱 `23`🪱")
    assert "~~`36`~~" in lines[0]
    # A line per player, bob on turn.
    assert lines[1] == "▫️ " + t(loc, "board-player", name=alice, top=" `25`🪱🪱", worms=2)
    assert lines[2] == "▶️ " + t(loc, "board-player", name=bob, top=" `22`🪱", worms=1)
    # Since bob's last turn: alice's, on a line: her bust, the tile returned and the one turned.
    outcome = " ".join([
        t(loc, "log-bust", dice="3🪱🪱"),  # sorted: numbers, then worms
        t(loc, "log-returned", tile="`25`"),
        t(loc, "log-turned", tile="~~`36`~~"),
    ])  # fmt: skip
    assert lines[3:5] == [
        f"**{t(loc, 'board-last')}**",
        t(loc, "log-turn", name=alice, dice="—", outcome=outcome),
    ]
    # Whose turn, then the turn's dice: set aside with their sum, and the roll to choose from.
    assert lines[5] == "▶️ " + table_board.turn_line(record, 1, loc, record.deadline)
    assert lines[6] == t(loc, "board-set-aside", dice="🪱🪱", total=10) + "  🎲 11 3 555"
    # The message's own text names whose turn it is, without a mention.
    content = table_board.board_content(record, loc, "Heckmeck", 1)
    assert content == t(loc, "board-content-turn", game="Heckmeck", name="bob", icon="🎲")
    assert "<@" not in content


def test_a_returned_tile_that_is_the_highest_is_said_to_turn_none(no_emojis):
    highest = [
        {"type": "rolled", "seat": 0, "dice": ["1", "1"]},
        {"type": "failed", "seat": 0, "reason": "bust", "total": 12},
        {"type": "returned", "seat": 0, "tile": 25},  # no tile turned: 25 is the highest
        {"type": "next-turn", "seat": 1},
    ]
    record = record_for(mid_game(), highest)
    line = heckmeck_board.board_embed(record, "en", []).description.splitlines()[4]
    assert line.endswith(t("en", "log-returned-highest", tile="`25`"))
    assert t("en", "log-turned", tile="~~`36`~~") not in line


def test_the_log_holds_the_turns_since_the_readers_last_one(no_emojis):
    def took(seat, tile):
        return [
            {"type": "rolled", "seat": seat, "dice": ["worm", "5"]},
            {"type": "set-aside", "seat": seat, "face": "worm", "count": 1, "total": 5},
            {"type": "took", "seat": seat, "tile": tile, "worms": 1},
            {"type": "next-turn", "seat": (seat + 1) % 3},
        ]

    stole = [
        {"type": "stole", "seat": 2, "victim": 0, "tile": 21, "worms": 1},
        {"type": "next-turn", "seat": 0},
    ]
    recent = [*took(0, 21), *took(1, 22), *took(2, 23)[:2], *stole, *took(0, 24)]
    record = record_for(mid_game(), recent)
    record.players.append({"id": 103, "name": "cy", "computer": None})
    log = turn_log.narrate(record, "en", [], mid_game().rules, reader=1)
    # bob (seat 1) reads everything since his turn: cy's steal and alice's turn, not his own
    assert log == [
        t("en", "log-turn", name="<@103>", dice="🪱",
          outcome=t("en", "log-stole", tile="`21`", victim=f"<@{ALICE}>")),
        t("en", "log-turn", name=f"<@{ALICE}>", dice="🪱",
          outcome=t("en", "log-took", tile="`24`")),
    ]  # fmt: skip
    # a reader with no turn yet reads the last round (one turn per other player)
    assert len(turn_log.narrate(record, "en", [], mid_game().rules, reader=None)) == 3


def test_a_turns_line_is_formatted_once_while_it_stays_on_the_board(no_emojis, monkeypatch):
    formatted: list[str] = []

    def counting_t(loc, key, /, **args):
        formatted.append(key)
        return t(loc, key, **args)

    monkeypatch.setattr(turn_log, "t", counting_t)
    events = [dict(e) for e in BUST]  # events of their own: no other test has shown them
    rules = mid_game().rules
    shown = record_for(mid_game(), events)
    turn_log.narrate(shown, "en", [], rules, reader=1)
    assert formatted.count("log-turn") == 1
    # The next step: the same events (the session keeps the same dicts): nothing formatted anew.
    formatted.clear()
    aside = {"type": "set-aside", "seat": 1, "face": "5", "count": 3, "total": 25, "step": 31}
    turn_log.narrate(record_for(mid_game(), [*events, aside]), "en", [], rules, reader=1)
    assert formatted == []
    # Another language has lines of its own.
    turn_log.narrate(shown, "de", [], rules, reader=1)
    assert formatted.count("log-turn") == 1


def test_a_turns_line_drawn_before_the_emojis_came_shows_them_once_they_have(no_emojis):
    events = [dict(e) for e in BUST]
    rules = mid_game().rules
    record = record_for(mid_game(), events)
    before = "\n".join(turn_log.narrate(record, "en", [], rules, reader=1))
    icons.set_emojis({name: 1234 for name in emoji_pictures()})
    after = "\n".join(turn_log.narrate(record, "en", [], rules, reader=1))
    assert "<:" not in before and "<:tile_" in after


def test_a_stopped_board_marks_nobody_on_turn(no_emojis):
    record = record_for(mid_game(), [{"type": "stopped", "by": ALICE, "step": 31}], "abandoned")
    text = text_of(heckmeck_board.board_embed(record, "en", []))
    assert "▶️" not in text and t("en", "board-turn-title") not in text
    assert heckmeck_board.board_view(record, "en") is None


def test_the_log_keeps_whole_lines_within_an_embed_field():
    lines = [f"line {i} " + "x" * 300 for i in range(8)]
    kept = table_board.log_text(lines).splitlines()
    assert kept == lines[-3:]  # three lines of 309 characters fit in 1,024
    assert table_board.log_text([str(i) for i in range(20)]).splitlines() == [
        str(i) for i in range(12, 20)
    ]


def test_a_junior_board_carries_its_legend_in_the_first_round(no_emojis):
    record = record_for(mid_game("junior"))
    embed = heckmeck_board.board_embed(record, "de", [])
    legend = t("de", "board-junior-legend", worm="🪱", bun="🍞")
    assert embed.description.splitlines()[0] == legend
    later = replace(mid_game("junior"), turns=(1, 1))
    assert legend not in heckmeck_board.board_embed(record_for(later), "de", []).description


class EveryName(dict):
    """An emoji registry that has every name (with a made-up id), and notes which were asked."""

    def __init__(self):
        super().__init__()
        self.asked: set[str] = set()

    def get(self, name, default=None):
        self.asked.add(name)
        return 1234


@pytest.mark.parametrize("edition", ["classic", "junior"])
def test_every_emoji_the_board_draws_is_in_the_generated_set(monkeypatch, edition):
    registry = EveryName()
    monkeypatch.setattr(icons, "_ids", registry)
    monkeypatch.setattr(icons, "_version", -1)  # emojis of their own: lines drawn with them too
    state = mid_game(edition)
    record = record_for(state, BUST if edition == "classic" else ())
    embed = heckmeck_board.board_embed(record, "en", [])
    view = heckmeck_board.board_view(record, "en")
    used = set(re.findall(r"<:(\w+):1234>", text_of(embed)))
    used |= {b.emoji.name for b in view.children if getattr(b, "emoji", None) and b.emoji.id}
    assert used, "the board used no emoji"
    generated = set(emoji_pictures())
    assert registry.asked <= generated
    assert used <= generated
    if edition == "classic":
        assert TILE_BACK in used and "worm" in used and "tile_21_1_worm" in used


def test_emoji_pictures_are_square_pngs_with_valid_names():
    pictures = emoji_pictures()
    assert len(pictures) == 6 + 4 + 16 + 6 + 1  # the worm die is one picture in both editions
    for name, png in pictures.items():
        assert re.fullmatch(r"[A-Za-z0-9_]{2,32}", name)
        image = Image.open(io.BytesIO(png))
        assert image.size == (128, 128) and image.format == "PNG"
        assert len(png) < 256 * 1024


def finished(stacks, *, removed=()) -> GameRecord:
    state = hm.new_game(2, hm.HeckmeckOptions())
    held = {t for s in stacks for t in s}
    state = hm.HeckmeckState(
        options=state.options, grill=(), turned=tuple(v for v in state.grill if v not in held),
        stacks=tuple(tuple(s) for s in stacks), active=tuple(s not in removed for s in (0, 1)),
        current=0, over=True, steals=(0, 0), failures=(0, 0), turns=(5, 5),
    )  # fmt: skip
    record = record_for(state, status="finished")
    for seat in removed:
        record.players[seat]["removed"] = True
    return record


def test_the_ending_names_the_tie_break_and_the_rating_changes():
    record = finished([(21, 22, 36), (25, 26, 27)])  # both 6 worms: alice holds 36
    changes = {ALICE: (0.0, 1.84), BOB: (0.0, -2.0)}
    embed = endings.ending_embed(record, "en", "Heckmeck", changes)
    fields = {f.name: f.value for f in embed.fields}
    assert fields[t("en", "ending-tie-break-title")] == (
        f"Both on 6 worms: <@{ALICE}> holds the highest tile (36)."
    )
    ratings = fields[t("en", "ending-final-rated")].splitlines()  # on each standings line
    assert ratings[0] == f"1. <@{ALICE}> — 6 worms · +1.8 → rating 26.8"
    assert ratings[1] == f"2. <@{BOB}> — 6 worms · −2.0 → rating 23.0"
    assert "💡" not in str(fields)


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_ending_of_an_assisted_game_says_who_used_hints_and_that_it_is_not_rated(loc):
    record = finished([(21, 22, 36), (25, 26, 27)])
    record.meta["assisted"] = [BOB]
    embed = endings.ending_embed(record, loc, "Heckmeck", {})
    [note] = [f.value for f in embed.fields if f.name == t(loc, "ending-ratings-title")]
    assert note == t(loc, "ending-assisted", names=f"<@{BOB}>")
    assert f"<@{ALICE}>" not in note
    assert embed.description is None  # played out, not won by forfeit


@pytest.mark.parametrize("loc", SUPPORTED)
def test_an_ending_marks_the_players_who_used_hints_once_there_are_too_many_to_name(
    loc, monkeypatch
):
    monkeypatch.setattr(endings, "NAMED_ASSISTED", 1)
    record = finished([(21, 22, 36), (25, 26, 27)])
    record.meta["assisted"] = [ALICE, BOB]
    embed = endings.ending_embed(record, loc, "Heckmeck", {})
    [note] = [f.value for f in embed.fields if f.name == t(loc, "ending-ratings-title")]
    assert note == t(loc, "ending-assisted-marked")
    mark = " · " + t(loc, "ending-assisted-mark")
    first, second = embed.fields[0].value.splitlines()[:2]
    assert first.startswith(f"1. <@{ALICE}>") and first.endswith(mark)
    assert second.startswith(f"2. <@{BOB}>") and second.endswith(mark)


def test_a_game_won_by_forfeit_says_so():
    record = finished([(25, 26), (21,)], removed=(1,))
    embed = endings.ending_embed(record, "de", "Heckmeck", {})
    assert embed.description == t("de", "ending-forfeit", name=f"<@{ALICE}>")
    # her standings line says how she won
    first = embed.fields[0].value.splitlines()[0]
    assert first.startswith("1. <@") and first.endswith(" · " + t("de", "ending-card-forfeit"))


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_image_card_shows_the_standings_and_highlights_the_winner(loc):
    record = finished([(21, 22, 36), (25, 27, 28, 29)])  # bob wins: 9 worms to 6
    png = endings.card_of(record, loc)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    # under the title, a line with the day it ended (and whether it was rated)
    assert image.size == card_art.card_size(2, subtitle=True) == (800, 74 + 30 + 2 * 92 + 16)
    top = card_art.HEADER + card_art.SUBTITLE
    assert image.getpixel((card_art.MARGIN + 1, top + 40)) == card_art.GOLD[:3]  # winner's frame
    assert image.getpixel((card_art.MARGIN + 1, top + 92 + 40)) != card_art.GOLD[:3]
    assert image.getpixel((4, 4)) == card_art.BACKGROUND[:3]
    # bob's four tiles, top of the stack rightmost: a tile's beige at the right end of his row
    beige = image.getpixel((card_art.WIDTH - card_art.MARGIN - 40, top + 60))
    assert beige[0] > 200 and beige[1] > 180 and beige[2] < 200


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_image_cards_alt_text_says_what_it_shows(loc):
    record = finished([(21, 22, 36), (25, 27, 28, 29)])  # bob wins: 9 worms to 6
    text = endings.card_description(record, loc)
    assert text.startswith(t(loc, "card-alt-title", title=endings.ending_title(record, loc)))

    def row(place: int, name: str, worms: int, tiles: str) -> str:
        said = [name, t(loc, "worms", count=worms), t(loc, "card-alt-tiles", tiles=tiles)]
        return t(loc, "card-alt-place", place=place, player=", ".join(said))

    first = t(loc, "card-alt-winner", line=row(1, "bob", 9, "25, 27, 28, 29"))
    assert text.endswith(f"{first} {row(2, 'alice', 6, '21, 22, 36')}")


def test_a_drehwurm_hand_waits_while_a_turned_pile_is_open():
    import random

    from bot.domain.drehwurm import rules as dw
    from cogs.drehwurm import hand as drehwurm_hand

    state = dw.new_game(3, dw.DrehwurmOptions(), random.Random(3))
    seat = state.current
    record = GameRecord(
        id=9, kind="drehwurm", guild_id=1, channel_id=2, host_id=ALICE, status="running",
        options=state.options.to_json(),
        players=[{"id": 100 + s, "name": f"p{s}", "computer": None} for s in range(3)],
        state=state.to_json(), step=4,
        meta={"window": {"step": 4, "until": 1000.0, "turn_deadline": 1100.0}},
    )  # fmt: skip

    def plays(now: float) -> list[bool]:
        view = drehwurm_hand.hand_view(record, seat, "en", now=now)
        return [
            item.disabled
            for item in view.children
            if item.custom_id.split(":")[3:] != ["r"] and item.custom_id.startswith("dw:")
        ]

    assert plays(999.0) and all(plays(999.0))  # the window is open: shown, not playable
    assert not any(plays(1000.5))  # then the same plays are enabled


def test_the_last_one_left_does_not_win_by_forfeit_with_fewer_worms():
    record = finished([(21,), (25, 26)], removed=(1,))  # bob left, keeping more worms
    embed = endings.ending_embed(record, "en", "Heckmeck", {})
    assert embed.description is None
    assert t("en", "ending-card-forfeit") not in embed.fields[0].value


@pytest.mark.parametrize("words", [1, 4, 9, 30])
def test_the_cards_title_wraps_or_shortens_between_words_and_fits(words):
    from PIL import ImageDraw

    draw = ImageDraw.Draw(Image.new("RGBA", (10, 10)))
    title = " ".join(["Heckmeck (kurzes Spiel, freie Wahl)"] * words)
    lines, font = card_art.fitted_title(draw, title, 760)
    assert 1 <= len(lines) <= 2
    assert all(draw.textlength(line, font=font) <= 760 for line in lines)
    shown = " ".join(lines).removesuffix(" …")
    assert title.startswith(shown) and (shown == title or lines[-1].endswith(" …"))
    assert set(shown.split()) <= set(title.split())  # whole words only


def test_a_steal_calls_out_its_human_victim_once_the_turn_is_over(no_emojis):
    from cogs.heckmeck.callouts import callouts

    steal = [
        {"type": "rolled", "seat": 1, "dice": ["worm", "5"]},
        {"type": "set-aside", "seat": 1, "face": "worm", "count": 1, "total": 25},
        {"type": "stole", "seat": 1, "victim": 0, "tile": 25, "worms": 2},
        {"type": "next-turn", "seat": 0},
    ]
    record = record_for(mid_game(), steal)
    line = t("en", "ping-stolen", name=f"<@{ALICE}>", thief="bob", tile="`25`")
    assert callouts(record, "en") == [(ALICE, line)]
    # a computer is not called, and a turn without a steal calls nobody
    record.players[0] = {"id": -1, "name": None, "computer": "easy"}
    assert callouts(record, "en") == []
    assert callouts(record_for(mid_game(), BUST), "en") == []


@pytest.mark.parametrize("loc", SUPPORTED)
def test_a_large_tables_log_tells_each_turn_by_its_outcome(loc, no_emojis):
    """From turn_log.COMPACT_FROM players on, a turn's line leaves out the dice (the highest-tile
    rule still said), the log its heading, and the turn line is short."""
    highest = [
        {"type": "rolled", "seat": 2, "dice": ["1", "1"]},
        {"type": "failed", "seat": 2, "reason": "bust", "total": 12},
        {"type": "returned", "seat": 2, "tile": 25},
        {"type": "next-turn", "seat": 3},
    ]
    stole = [
        {"type": "rolled", "seat": 3, "dice": ["worm", "5"]},
        {"type": "set-aside", "seat": 3, "face": "worm", "count": 1, "total": 5},
        {"type": "stole", "seat": 3, "victim": 2, "tile": 21, "worms": 1},
        {"type": "next-turn", "seat": 4},
    ]
    two = mid_game()
    five = replace(
        two, stacks=(*two.stacks, (), (), ()), active=(True,) * 5, steals=(0,) * 5,
        failures=(0,) * 5, turns=(1,) * 5,
    )  # fmt: skip
    record = record_for(five, [*BUST[:5], *highest, *stole])
    record.players += [
        {"id": -1, "name": None, "computer": "hard"},
        {"id": 104, "name": "dee", "computer": None},
        {"id": 105, "name": "eve", "computer": None},
    ]
    assert len(record.players) == turn_log.COMPACT_FROM
    four = replace(record, players=record.players[:4])
    small = turn_log.narrate(four, loc, [], mid_game().rules, reader=1)
    lines = heckmeck_board.board_embed(record, loc, []).description.splitlines()
    computer = t(loc, "computer-name-short", number=1)
    assert lines[6:9] == [
        t(loc, "log-turn-short", name=f"<@{ALICE}>", outcome=" ".join([
            t(loc, "log-bust-short"), t(loc, "log-returned-short", tile="`25`"),
            t(loc, "log-turned", tile="~~`36`~~"),
        ])),
        t(loc, "log-turn-short", name=computer, outcome=" ".join([
            t(loc, "log-bust-short"), t(loc, "log-returned-highest-short", tile="`25`"),
        ])),
        t(loc, "log-turn-short", name="<@104>",
          outcome=t(loc, "log-stole", tile="`21`", victim=computer)),
    ]  # fmt: skip
    assert t(loc, "board-last") not in "\n".join(lines)
    assert lines[9] == "▶️ " + t(loc, "board-turn-short", name=f"<@{BOB}>", when="<t:2000000000:R>")
    # four players still read the dice of every turn
    bust = t(loc, "log-bust", dice="3🪱🪱")
    assert small[0].startswith(t(loc, "log-turn", name=f"<@{ALICE}>", dice="—", outcome=bust))
