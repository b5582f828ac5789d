## 💡 Odds, hints and the post-game review (issue 14)

odds-button = Odds
# $percent: 0–100, $worms: expected worms (may be negative: a failed turn returns a tile)
odds-title-mine = 💡 **Your odds** — { $total } set aside, { dice } left
odds-title-other = 💡 **Odds for { $name }** — { $total } set aside, { dice } left
odds-line = • { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % to end with a tile, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms expected
odds-line-best = ⭐ **{ $choice }**: { NUMBER($percent, maximumFractionDigits: 0) } % to end with a tile, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms expected
odds-choice-face = set aside { $count } × { $face }
odds-choice-roll = roll
odds-choice-take = take { $tile }
odds-choice-steal = steal { $tile } from { $name }
odds-why-only = Only one choice: { $choice }, with { NUMBER($percent, maximumFractionDigits: 0) } % to end with a tile and { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms expected.
odds-why = The hard computer would { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % to end with a tile, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms expected; { $other } gives { NUMBER($other_percent, maximumFractionDigits: 0) } %.
odds-why-worms = The hard computer would { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % to end with a tile, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms expected; { $other } gives { NUMBER($other_percent, maximumFractionDigits: 0) } % but only { NUMBER($other_worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms.
odds-why-standing = The hard computer would { $choice } ({ NUMBER($percent, maximumFractionDigits: 0) } %, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms expected) rather than { $other } ({ NUMBER($other_percent, maximumFractionDigits: 0) } %): the standings make it worth more.
# Where the expert (plays to win the game) would choose otherwise than the hard player. $choice: odds-choice-*; $percent, $worms: that choice's figures
odds-expert = The expert computer plays to win the game, not for this turn's worms: it would { $choice } ({ NUMBER($percent, maximumFractionDigits: 0) } %, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms expected).
odds-assisted-note = *You used a hint: this game is now assisted and will not be rated.*
odds-assisted-board = 💡 Assisted: a player used hints, so this game is not rated.
hints-off = This game does not allow hints.
hints-on-lobby = 💡 Hints are on: a game in which a player uses them is not rated.

## /heckmeck start hints, /heckmeck settings hints

opt-heckmeck-start-hints-name = hints
opt-heckmeck-start-hints-desc = Allow the 💡 Odds button (a game in which it is used is not rated)
cmd-heckmeck-settings-hints-name = hints
cmd-heckmeck-settings-hints-desc = Whether new games in this server allow hints by default
opt-heckmeck-settings-hints-hints-name = hints
opt-heckmeck-settings-hints-hints-desc = On: new games allow the 💡 Odds button unless started with hints off
settings-hints-set = { $on ->
    [true] New games in this server allow hints unless started with hints off.
   *[other] New games in this server allow no hints unless started with hints on.
}

## /heckmeck review

cmd-heckmeck-review-name = review
cmd-heckmeck-review-desc = How your choices and your dice went in a finished game
opt-heckmeck-review-game-name = game
opt-heckmeck-review-game-desc = The game's number (default: your last finished game)
opt-heckmeck-review-public-name = public
opt-heckmeck-review-public-desc = Post the review in the channel for everyone
review-no-game = You have no finished game to review yet.
review-not-finished = That game is not over yet; it can be reviewed when it is.
review-title = Review of game { $game }: { $name }
review-assisted = 💡 Assisted: hints were used, so this game was not rated.
review-no-humans = No human played in this game.
review-summary = { $decisions } decisions, { $best } of them the best choice.
    Skill: { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms given away by decisions.
    Luck: { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms from the dice (above or below expectation).
review-costly-title = Costliest decisions
review-costly-line = Turn { $turn }, { $position }: { $chosen } ({ NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }); better { $better } ({ NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) })
review-position-pick = rolled { $dice } with { $total } set aside
review-position-decide = { $total } set aside, { dice } left
review-position-roll = before rolling
review-others-title = Other decisions that were not the best
review-decision-line = T{ $turn }: { $chosen } ({ NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }) · best { $better } ({ NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) })
review-more = … and { $count } more
review-all-best = Every decision was the best one.
review-timeout = let the clock run out
review-values-note = Values are the hard computer's, in worms: your worm lead plus a bonus for your chance to win.
review-drehwurm-match = Match { $match }: piles { $piles } − { $penalty } in hand = { $points }
review-drehwurm-no-piles = none
