"""Puzzles from a finished game's log, and puzzle ratings: a hand-checked position where the
player rolled instead of taking 33 is found, the same position played well is not, other games
are not mined; a solved puzzle raises the solver and lowers the puzzle, and the pick follows the
solver's rating among the puzzles they have not answered."""

from __future__ import annotations

import json

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles import harvest, positions
from bot.domain.heckmeck.puzzles.rating import NEAREST, NEW, Rating, attempt, pick

OPTIONS = hm.HeckmeckOptions().to_json()
PLAYERS = [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}]
# Seat 0 reaches worm 5 5 5 5 4 4 (33, one die left) and then does `last`.
TO_33 = [
    (hm.Roll(), ["worm", "2", "2", "2", "2", "2", "2", "2"]),
    (hm.SetAside("worm"), None),
    (hm.Roll(), ["5", "5", "5", "5", "1", "1", "1"]),
    (hm.SetAside("5"), None),
    (hm.Roll(), ["4", "4", "1"]),
    (hm.SetAside("4"), None),
]


def log(moves: list[tuple[hm.Action, list[str] | None]]) -> list[dict]:
    """The event rows of `moves` played from a new game, as the store keeps them."""
    state, rows = hm.new_game(2, hm.HeckmeckOptions()), []
    for action, dice in moves:
        dice_script = hm.ScriptedDice(state.rules, [dice or []])
        state, events = hm.apply(state, state.current, action, dice_script)
        rows.append({"action": hm.action_to_json(action), "events": list(events)})
    return rows


def at_33() -> hm.HeckmeckState:
    kept = ("worm", "5", "5", "5", "5", "4", "4")
    return hm.with_turn(hm.new_game(2, hm.HeckmeckOptions()), hm.Turn("decide", kept, ()))


def test_a_position_where_the_player_chose_worse_is_a_puzzle() -> None:
    rows = log([*TO_33, (hm.Roll(), ["1"]), (hm.SetAside("1"), None)])  # took 34 after all
    found = harvest.puzzles_of_game(OPTIONS, PLAYERS, rows)
    by_state = {f.state: f for f in found}
    assert at_33() in by_state
    puzzle = by_state[at_33()]
    assert puzzle.best == hm.Stop(hm.Take(33)) and puzzle.gap >= positions.MARGIN
    assert len(found) <= harvest.PER_GAME
    assert [f.gap for f in found] == sorted((f.gap for f in found), reverse=True)
    for f in found:  # anonymous: tiles and dice only
        text = json.dumps(f.state.to_json())
        assert "Ann" not in text and "Bob" not in text and '"id"' not in text


def test_the_same_position_played_well_is_not_kept() -> None:
    rows = log([*TO_33, (hm.Stop(hm.Take(33)), None)])
    assert at_33() not in {f.state for f in harvest.puzzles_of_game(OPTIONS, PLAYERS, rows)}


def test_only_two_player_classic_games_without_variants_are_mined() -> None:
    rows = log([*TO_33, (hm.Roll(), ["1"])])
    assert harvest.puzzles_of_game(OPTIONS, PLAYERS, rows)
    three = [*PLAYERS, {"id": 3, "name": "Cy"}]
    assert harvest.puzzles_of_game(OPTIONS, three, rows) == []
    short = hm.HeckmeckOptions(short_game=True).to_json()
    assert harvest.puzzles_of_game(short, PLAYERS, rows) == []
    junior = hm.HeckmeckOptions(edition="junior").to_json()
    assert not harvest.minable(junior, PLAYERS)
    # a removal ends the mining of the game
    removed = [dict(rows[0], events=[*rows[0]["events"], {"type": "removed", "seat": 1}])]
    assert harvest.puzzles_of_game(OPTIONS, PLAYERS, removed + rows[1:]) == []


def test_an_attempt_moves_both_ratings() -> None:
    solver, puzzle = attempt(NEW, NEW, solved=True)
    assert solver.mu > NEW.mu > puzzle.mu and solver.shown > 1500 > puzzle.shown
    assert solver.sigma < NEW.sigma
    failed, hardened = attempt(NEW, NEW, solved=False)
    assert failed.mu < NEW.mu < hardened.mu
    assert NEW.shown == 1500


def test_the_pick_follows_the_rating_among_unanswered_puzzles() -> None:
    puzzles = list(range(1, 41))
    ratings = {n: Rating(10.0 + n, 5.0) for n in puzzles}  # puzzle n rated 10 + n
    weak, strong = Rating(14.6, 5.0), Rating(60.0, 5.0)
    weak_picks = {pick(puzzles, ratings, set(), weak, seed) for seed in range(50)}
    strong_picks = {pick(puzzles, ratings, set(), strong, seed) for seed in range(50)}
    assert weak_picks == set(range(1, 1 + NEAREST))  # the nearest to 14.6: rated 11-18
    # above every puzzle: the highest rated
    assert strong_picks == set(range(41 - NEAREST, 41))
    assert max(weak_picks) < min(strong_picks)  # a better solver gets harder puzzles
    answered = set(range(1, 9))
    assert {pick(puzzles, ratings, answered, weak, s) for s in range(50)} == set(range(9, 17))
    # never attempted puzzles count as new; all answered: any other than the one on screen
    assert pick([1, 2], {}, {1, 2}, NEW, 0, other_than=1) == 2
    # puzzles rated alike are all offered, not only the first numbers
    assert {pick(puzzles, {}, set(), NEW, seed) for seed in range(200)} == set(puzzles)
    assert pick([1], {}, set(), NEW, 0, other_than=1) is None
