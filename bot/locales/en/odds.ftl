## 💡 Odds, hints and the post-game review (issue 14)

odds-button = Odds
# $percent: 0–100, $worms: expected worms (may be negative: a failed turn returns a tile)
odds-title-mine = 💡 **Your odds** — sum { $total } · { dice } left
odds-title-other = 💡 **Odds for { $name }** — sum { $total } · { dice } left
odds-line = • { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % chance of a tile · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms on average
odds-line-best = ⭐ **{ $choice }**: { NUMBER($percent, maximumFractionDigits: 0) } % chance of a tile · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms on average
odds-choice-face = set aside { $count } × { $face }
odds-choice-roll = roll
odds-choice-take = take { $tile }
odds-choice-steal = steal { $tile } from { $name }
odds-why-only = Only one choice: { $choice }. It ends with a tile { NUMBER($percent, maximumFractionDigits: 0) } % of the time, with { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms on average.
odds-why = The hard computer would { $choice }: a tile { NUMBER($percent, maximumFractionDigits: 0) } % of the time, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms on average; { $other } ends with a tile only { NUMBER($other_percent, maximumFractionDigits: 0) } % of the time.
odds-why-worms = The hard computer would { $choice }: a tile { NUMBER($percent, maximumFractionDigits: 0) } % of the time, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms on average; { $other } ends with a tile { NUMBER($other_percent, maximumFractionDigits: 0) } % of the time, but with only { $other_sign }{ NUMBER($other_worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms on average.
odds-why-worms-close = The hard computer would { $choice }: a tile { NUMBER($percent, maximumFractionDigits: 0) } % of the time, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms on average; { $other } ends with a tile { NUMBER($other_percent, maximumFractionDigits: 0) } % of the time, but with slightly fewer worms.
odds-why-standing = The hard computer would { $choice } rather than { $other }: a tile { NUMBER($percent, maximumFractionDigits: 0) } % of the time against { NUMBER($other_percent, maximumFractionDigits: 0) } %, with { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms on average; in the current standings that is worth more.
# Where the expert (plays to win the game) would choose otherwise than the hard player. $choice: odds-choice-*; $percent, $worms: that choice's figures
odds-expert = The expert computer plays to win the game, not for this turn's worms: it would { $choice }, which ends with a tile { NUMBER($percent, maximumFractionDigits: 0) } % of the time, with { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms on average.
odds-assisted-note = *You asked for a hint on your own turn: you are marked as assisted, and this game will not be rated.*
# Asked privately before a player's first hint on their own turn in a rated game
odds-confirm = 💡 Odds on your own turn make this game **unrated for every player** at the table: nobody's rating changes. Show them?
odds-confirm-yes = Show the odds
odds-confirm-no = Cancel
odds-confirm-cancelled = Nothing changed: the game stays rated.
odds-assisted-board = 💡 Not rated: { $names } used hints
hints-off = This game does not allow hints.
hints-on-lobby = 💡 Hints are on: a game in which a player asks for the odds on their own turn is not rated.

## /heckmeck start hints, /heckmeck settings hints

opt-heckmeck-start-hints-name = hints
opt-heckmeck-start-hints-desc = Allow the 💡 Odds button (a game in which a player uses it on their turn is not rated)
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
review-assisted = 💡 Not rated: { $names } used hints on their own turn.
review-no-humans = No human played in this game.
review-summary = { $decisions } decisions, { $best } of them the best choice.
    Your decisions cost you { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms against the best play.
    { $luck_direction ->
        [up] The dice gave you { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms more than average dice would.
        [down] The dice gave you { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms fewer than average dice would.
       *[same] Your dice were about average.
    }
review-summary-other = { $decisions } decisions, { $best } of them the best choice.
    { $name }'s decisions cost { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms against the best play.
    { $luck_direction ->
        [up] { $name }'s dice gave { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms more than average dice would.
        [down] { $name }'s dice gave { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms fewer than average dice would.
       *[same] { $name }'s dice were about average.
    }
# one line per reviewed player in the review's summary; $luck is unsigned, its sign is $luck_direction
review-seat-line = { $name }: best { $best } of { $decisions } · cost { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } · dice { $luck_direction ->
        [up] +{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
        [down] −{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
       *[same] ±0
    }
review-pages-hint = Cost: worms given away by decisions; dice: worms above or below average dice. A name opens that player's decisions, privately.
review-page-refused = That review page is not there any more: the game or its log is gone, or that seat was not reviewed.
review-costly-title = Costliest decisions
review-costly-line = Turn { $turn }, { $position }: chose “{ $chosen }”; “{ $better }” would have been worth { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms more.
review-position-pick = rolled { $dice } with sum { $total }
review-position-decide = sum { $total } · { dice } left
review-position-roll = before rolling
review-others-title = Other decisions that were not the best
review-decision-line = Turn { $turn }: “{ $chosen }” instead of “{ $better }”, { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms less
review-more = … and { $count } more
review-all-best = Every decision was the best one.
review-timeout = let the clock run out
review-values-note = Worms here are counted the way the hard computer counts them: the player's worm lead plus a bonus for their chance to win the game.
review-drehwurm-match = Match { $match }: piles { $piles } − { $penalty } in hand = { $points }
odds-watching-note = *You are watching: odds asked on someone else's turn do not affect the rating.*
