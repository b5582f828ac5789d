## The read-only web pages (bot/web): leaderboards, profiles, game pages with their replay.

web-site-name = Heckmeck bot
# a server whose name the bot has not noted (it is noted when its pages are switched on)
web-server-unnamed = Discord server
web-language-name = English
web-language-label = Language
web-skip = Skip to the content
web-footer = Read-only pages of the Heckmeck Discord bot. Only display names and game data are shown.
web-not-found-title = Page not found
web-not-found-text = There is no page here. A server's pages exist only when the server turned them on with /heckmeck settings.

## Leaderboard. $game: a rating game (heckmeck, junior, drehwurm)
web-leaderboard-title = { game-name } leaderboard
# $season: a season's name (season-name), e.g. "November 2026" or "Q4 2026"
web-leaderboard-season-title = { game-name } leaderboard, { $season }
web-leaderboard-description = { $count ->
    [one] The { game-name } leaderboard of this Discord server: { $count } player.
   *[other] The { game-name } leaderboard of this Discord server: { $count } players.
}
web-games-label = Game
web-sort-label = Sort by
web-period-label = Period
# $sort: rating, wins, win_rate or worms; $unit: worms or points
web-sort = { $sort ->
    [wins] Wins
    [win_rate] Win rate
    [worms] { $unit ->
        [points] Average points
       *[other] Average worms
    }
   *[rating] { rating-heading }
}
# $rate: the win rate in percent; $average: the average score
web-board-figures = { rating-heading } { rating-value } · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ $rate } %) · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] points
   *[other] worms
}
web-board-note = Players with fewer than { $min } rated games against other people come last, without a rank. Games against computer players alone count for the rating, not for a rank.
web-pages-label = Pages
web-previous = ◀ Previous
web-next = Next ▶
web-page-of = Page { $page } of { $pages }

## Profile. $player: a display name
web-profile-title = { $player }
web-profile-description = { $count ->
    [one] { $player } has played { $count } game on this Discord server.
   *[other] { $player } has played { $count } games on this Discord server.
}
web-profile-empty = No finished games yet.
web-chart-label = { rating-heading } over time in { game-name }, one point per rated game
web-games = Games
web-wins = Wins
web-win-rate = Win rate
web-best = Best result
web-rating = { rating-heading }
web-against-computers = Against the computer
web-game = Game
web-level = Level
web-ahead = Finished ahead
web-recent = Recent games
# $id: the game's number; $player: its winner
# $count: how many won (a tie: several); $names: their names
web-recent-game = Game #{ $id }: { $count ->
    [one] { $names } won
   *[other] { $names } won together
}
web-to-leaderboard = To the leaderboard

## A game's page. $id: the game's number
# $winners: how many won (a tie: several); $names: their names; $count: the players
web-game-description = { $winners ->
    [one] { $names } won
   *[other] { $names } won together
} this game of { $count ->
    [one] { $count } player.
   *[other] { $count } players.
}
web-result = Result
web-replay = Replay
web-replay-keys = Step through the game with the buttons or the arrow keys; jump a turn with Page Up and Page Down (Home: the start, End: the end).
web-first-step = First step
web-previous-step = Previous step
web-next-step = Next step
web-last-step = Last step
web-step-of = Step { $step } of { $steps }
web-no-replay = The replay of this game is no longer kept.
web-previous-turn = Previous turn
web-next-turn = Next turn
web-previous-turn-short = ◂ Turn
web-next-turn-short = Turn ▸
web-turns-label = Go to turn
web-show-turn = Show
# A turn in the replay's list of turns; $player: whose turn it was
web-turn = Turn { $number }: { $player }
web-replay-start = The game begins; { $player } starts.

## What a step of the replay did. $player, $victim: display names; $tile: a tile's number
said-rolled = { $player } rolls { $count ->
    [one] one die
   *[other] { $count } dice
}.
said-set-aside = { $player } sets aside { $count } × { face-name } (sum { $total }).
said-no-new-face = { $player } rolled nothing new.
said-took = { $player } takes tile { $tile } ({ $worms ->
    [one] { $worms } worm
   *[other] { $worms } worms
}).
said-stole = { $player } steals { $tile } from { $victim }.
# $reason: bust, no-worm or no-tile; $total: the sum of the dice set aside
said-failed = { $reason ->
    [bust] { $player } cannot set any die aside: the turn fails.
    [no-worm] { $player } has no worm set aside: the turn fails.
    [no-tile] { $player } has { $total }, no tile to take: the turn fails.
   *[other] The turn of { $player } fails.
}
said-returned = { $player } puts tile { $tile } back on the grill.
said-turned = Tile { $tile } is turned over.
said-game-over = 🏁 The game is over.

## What everyone could see at a step of the replay. $player: a display name
scene-grill = Grill
scene-turned = { $count ->
    [one] { $count } tile turned over
   *[other] { $count } tiles turned over
}
scene-turned-tile = a tile turned over
scene-die = die: { face-name }
scene-tile = tile { $value } ({ $worms ->
    [one] { $worms } worm
   *[other] { $worms } worms
})
scene-roll = Dice rolled by { $player }
scene-kept = Dice set aside by { $player }
scene-stack = { $player }: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}, { $worms ->
    [one] { $worms } worm
   *[other] { $worms } worms
}
scene-pile = Pile { $number } ({ drehwurm-cards }){ $open ->
    [1] , open to snap
   *[0] {""}
}
scene-draw = Draw pile: { drehwurm-cards }
scene-hand-size = { $player }: { drehwurm-cards } in hand, { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## From Discord: the settings and the link buttons to the pages
cmd-heckmeck-settings-web-name = web
cmd-heckmeck-settings-web-desc = Whether this server has public web pages: leaderboards, profiles, game replays
opt-heckmeck-settings-web-web-name = web
opt-heckmeck-settings-web-web-desc = On: anyone with the link can read this server's leaderboards, profiles and games
cmd-heckmeck-settings-profile-name = profile
cmd-heckmeck-settings-profile-desc = Whether your own web profile can be seen (in every server)
opt-heckmeck-settings-profile-public-name = public
opt-heckmeck-settings-profile-public-desc = Off: your profile page is hidden; leaderboards and games still show your name
settings-web-on = 🌐 This server's web pages are on: { $url }
settings-web-on-no-address = 🌐 This server's web pages are on. The bot's operator has not given them an address yet (WEB_BASE_URL), so no links are shown.
settings-web-off = This server's web pages are off: none of its pages can be opened any more.
settings-profile-set = { $public ->
    [true] 🌐 Your web profile can be seen on the pages of servers that turned them on.
   *[false] Your web profile is hidden in every server. Leaderboards and games still show your name.
}
web-link-game = Game page
web-link-leaderboard = Leaderboard on the web
web-link-profile = Profile on the web
