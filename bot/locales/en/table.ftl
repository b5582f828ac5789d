## The table (issue 11): turn pings, the board's own text, endings, rematch.

# A turn message: $name mentions the player, $game is the game's name, $link links to the board,
# $when is a Discord relative time, $icon the game's sign (🎲 for a dice game, 🃏 for a card game).
ping-turn = { $icon } { $name }, it's your turn in { $game }: { $link }
ping-reminder = ⏰ { $name }, your turn in { $game } is waiting; time runs out { $when }: { $link }
ping-stolen = ⚔️ { $name }, { $thief } stole your { $tile }!
ping-hand-hint = 🃏 Press **Show my hand** under the board to see your cards and play.
# Said once per game, in a player's first call: where to change how they are called
ping-switch = 🔕 Fewer calls: `/heckmeck settings my-pings`

# The board message's own text (shown in notifications and the channel list); $game: its title,
# $name: a player's name (not a mention)
board-content-turn = { $icon } { $game } · { $name }'s turn
board-content-finished = 🏁 { $game } · game over
board-content-stopped = ⏹️ { $game } · stopped

cmd-heckmeck-settings-pings-name = pings
cmd-heckmeck-settings-pings-desc = Whether the bot calls players when it is their turn (Heckmeck and Drehwurm)
opt-heckmeck-settings-pings-mode-name = mode
opt-heckmeck-settings-pings-mode-desc = Every turn, only a reminder when a turn is half over, or never
choice-pings-every = Every turn
choice-pings-reminder = Reminder only
choice-pings-off = Off
settings-pings-set = Turn pings in this server: { $mode ->
    [every] a message calls each player when their turn comes, and once more when half their time is gone.
    [reminder] a message calls a player only when half their time is gone.
   *[off] off; players are never called.
}

# The running log: a roll and the dice set aside from it, in one line
event-rolled-set-aside = { $name } rolled { $dice } and set aside { $count } × { $face } (sum { $total }).

## The ending message
# $game: the game's title; $names: mentions of the human players
ending-content = 🏁 { $game } is over! { $names }
ending-title = 🏁 { $game } — final result
# $name: the only player left
ending-forfeit = 🏳️ { $name } won by forfeit: every other player left the game.
ending-tie-break-title = Tie-break
# $count: how many players share the most worms; $score: their worms (with the unit); $tile: the winner's highest tile
ending-tie-break = { $count ->
    [2] Both on { $score }
   *[other] { $count } players on { $score }
}: { $name } holds the highest tile ({ $tile }).
ending-ratings-title = { rating-heading }
# the final standings of a rated game: each line ends with its rating change
ending-final-rated = { board-final } · { rating-heading }
# $direction: up, down or same; $change: the change (≥ 0); $rating: the skill score now
ending-rating-line = { $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } → { rating-word } { rating-value }
ending-rematch = Rematch

## Drehwurm: the running match and its breakdown
drehwurm-board-match-title = This match ({ $match })
drehwurm-board-match-line = { $name }: { $points ->
    [one] { $points } point
   *[other] { $points } points
} from { $piles ->
    [one] { $piles } pile
   *[other] { $piles } piles
} eaten
drehwurm-breakdown-title = Match { $match }: how it was scored
# $piles: piles eaten; $eaten: their points; $cards: cards left in hand (minus one point each);
# $score: the match's points; $total: the total after the match
drehwurm-breakdown-line = { $name }: { $piles ->
    [one] { $piles } pile
   *[other] { $piles } piles
} +{ $eaten }, { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} in hand −{ $cards } → { $score } (total { $total })

## The leaderboard
# The asking player's own line, highlighted
leaderboard-own-row = ➡️ { $row } ⬅️

# Heckmeck Junior: one line under the title. $worm, $bun: the pictures of those faces
board-junior-legend = { $bun } counts 2, every other face 1 · no { $worm }, no tile
ending-card-forfeit = won by forfeit
# under an end card's title: the day the game ended ($ended), and whether it was rated
ending-card-date = { DATETIME($ended, dateStyle: "medium") }
ending-card-unrated = Not rated
# An image card's alt text, which a screen reader speaks: $title the card's title
card-alt-title = Final standings of { $title }.
# $player: the name, score and tiles of one row
card-alt-place = Place { $place }: { $player }.
card-alt-winner = { $line } Winner.
card-alt-tiles = tiles { $tiles }
card-alt-more = And { $count ->
    [one] { $count } more player.
   *[other] { $count } more players.
}

# Once per user, privately, when their Discord language differs from the boards'. $language: en, de or es
locale-note = ℹ️ Game boards here are in { language-name }: public messages follow the server's language. Someone with Manage Server can change it with `/heckmeck settings language`; your private answers (hands, refusals) are always in your own language.
ending-assisted = 💡 Not rated: { $names } used hints on their own turn, so nobody's rating changes.
ending-assisted-mark = 💡
ending-assisted-marked = 💡 Not rated: the players marked 💡 used hints on their own turn, so nobody's rating changes.
cmd-heckmeck-settings-my-pings-name = my-pings
cmd-heckmeck-settings-my-pings-desc = How the bot calls you when it is your turn, in every server
opt-heckmeck-settings-my-pings-mode-name = mode
opt-heckmeck-settings-my-pings-mode-desc = Every turn, only a reminder when your turn is half over, never, or as the server sets
choice-pings-server = As this server sets it
settings-my-pings-set = Your turn calls: { $mode ->
    [every] a message mentions you when your turn comes, and once more when half your time is gone.
    [reminder] a message mentions you only when half your time is gone.
    [off] off; the bot never mentions you for a turn.
   *[server] as each server sets it (`/heckmeck settings pings`).
}
