"""The tournament's messages: the sign-up's buttons and their ids, the standings (dropped players
marked), the round's tables with their threads, the winner's card, the game choices."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import cogs.heckmeck  # noqa: F401  (registers Heckmeck's tournament variants)
from bot.domain.tournaments import Standing, TournamentRow, TournamentTable
from bot.i18n import SUPPORTED, t
from bot.table.types import Refusal
from cogs.tournaments import ids, render, variants
from cogs.tournaments.card import winner_card
from cogs.tournaments.commands import GAME_CHOICES


def tournament(status: str = "signup", **changes) -> TournamentRow:
    fields = dict(
        id=7,
        guild_id=1,
        channel_id=2,
        organiser_id=3,
        game="heckmeck",
        options={"edition": "classic", "short_game": True},
        rounds=2,
        table_size=3,
        final_size=4,
        fill_level=None,
        close_at=None,
        status=status,
        round_no=0,
        seed=5,
        signup_message_id=None,
        winner_id=None,
        created_at=0.0,
        finished_at=None,
    )
    return TournamentRow(**{**fields, **changes})


def test_signup_ids_read_back_and_forged_ones_are_refused():
    for op in ids.SIGNUP_OPS:
        assert ids.parse_signup(ids.signup(12, op)) == ids.SignupClick(12, op)
    for forged in ("tn:12:cancel", "tn:012:join", "tn:12", "tn:x:join", "tn:12:join:1", "lobby:1"):
        assert ids.parse_signup(forged) is None


def test_the_signup_has_join_leave_start_only_while_open():
    view = render.signup_view(tournament(), "en")
    assert [item.custom_id for item in view.children] == [
        "tn:7:join",
        "tn:7:leave",
        "tn:7:start",
    ]
    assert render.signup_view(tournament("running"), "en") is None
    closed = render.signup_embed(tournament("running"), [], "en")
    assert closed.description == t("en", "tournament-signup-closed")


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_signup_names_everyone_of_an_evening_and_the_first_few_of_a_crowd(loc):
    evening = [Standing(user, 0, 0, 0, 0, False) for user in range(1, 9)]
    assert render.signup_names(evening, loc) == " · ".join(f"<@{u}>" for u in range(1, 9))
    crowd = [Standing(user, 0, 0, 0, 0, False) for user in range(1, 17)]
    named = " · ".join(f"<@{u}>" for u in range(1, 7))
    more = t(loc, "tournament-signup-more", count=10)
    assert render.signup_names(crowd, loc) == f"{named} · {more}"
    assert render.signup_names([], loc) == t(loc, "tournament-signup-nobody")


@pytest.mark.parametrize("loc", SUPPORTED)
def test_standings_mark_dropped_players_and_write_shared_points(loc):
    rows = [
        Standing(11, 3.5, 40, 35, 2, False),
        Standing(12, 2.0, 31, 0, 2, True),
    ]
    embed = render.standings_embed(tournament("running"), loc, rows, "heading")
    text = embed.fields[0].value
    first, second = text.splitlines()
    assert "<@11>" in first and ("3,5" if loc != "en" else "3.5") in first
    assert "35" in first and "~~" not in first
    assert second.startswith("~~") and "<@12>" in second and "2.0" not in second
    assert t(loc, "tournament-standing-dropped", line="x").replace("~~x~~", "") in second


def test_the_round_post_links_each_table_to_its_thread():
    tables = [
        TournamentTable(2, 1, (11, 12, 13), 0, thread_id=900),
        TournamentTable(2, 2, (14, 15), 1, thread_id=None),
    ]
    embed = render.round_embed(tournament("running", round_no=2), "en", 2, tables)
    (field,) = embed.fields
    assert field.name == t("en", "tournament-round-tables")
    opening = t("en", "tournament-table-opening")
    computer = t("en", "tournament-computers", count=1)
    assert field.value.split("\n") == ["<#900>", f"**Round 2 · Table 2** {opening} · {computer}"]
    final = render.table_name(tournament("running"), "de", 3, 1)
    assert final == t("de", "tournament-final-table-name")


def test_the_winners_card_is_an_image_with_a_panel_per_player():
    standings = {u: Standing(u, 4.0 - i, 30 - i, 30 + i, 2, False) for i, u in enumerate((1, 2, 3))}
    png = winner_card(tournament("finished"), "es", [2, 1, 3], standings, {1: "ana", 2: "ben"}, 2)
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG" and image.size[1] > 3 * 80


def test_the_winners_card_draws_each_best_tile_as_the_games_end_card_does():
    def card(best: int, game: str = "heckmeck", options=None) -> Image.Image:
        standings = {1: Standing(1, 2.0, 5, best, 2, False)}
        row = tournament("finished", game=game, options=options or tournament().options)
        return Image.open(io.BytesIO(winner_card(row, "en", [1], standings, {1: "ana"})))

    def tile_area(image: Image.Image) -> Image.Image:
        return image.crop((image.size[0] - 100, 80, image.size[0] - 20, 150))

    with_tile, without = card(best=28), card(best=0)
    assert tile_area(with_tile).tobytes() != tile_area(without).tobytes()
    assert tile_area(card(best=28)).tobytes() == tile_area(with_tile).tobytes()
    game, options = variants.options_for(next(g for g in GAME_CHOICES if g != "heckmeck"), set())
    assert options != tournament().options  # Junior's own tiles
    junior = [tile_area(card(best, game, options)).tobytes() for best in (7, 0)]
    assert junior[0] != junior[1]


def test_every_game_choice_has_its_variants_and_junior_takes_none():
    assert set(GAME_CHOICES) <= set(variants.offered())
    kind, options = variants.options_for("heckmeck", frozenset({"short_game"}))
    assert kind == "heckmeck" and options["short_game"] and not options["free_choice"]
    junior = next(g for g in GAME_CHOICES if g != "heckmeck")
    with pytest.raises(Refusal) as refused:
        variants.options_for(junior, frozenset({"free_choice"}))
    assert refused.value.code == "illegal-variant-classic-only"
    with pytest.raises(Refusal):
        variants.options_for("drehwurm", frozenset())
