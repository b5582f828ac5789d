## /leaderboard and /stats

# $game: "heckmeck", "junior" or "drehwurm"; $scope: "server" or "global"
leaderboard-title = { game-name } — { $scope ->
    [server] best players of this server
   *[global] best players of all servers
}
leaderboard-empty = No finished games yet. Play one!
stat-rating = { rating-heading }
stat-wins = Wins
stat-games = Games
stat-win-rate = Win rate
stat-worms = Worms
stat-points = Points
# $rate: a fraction between 0 and 1
win-rate = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
# $player: the player's display name
stats-title = Results of { $player }
stats-no-games = { $player } has not finished a game yet.

# One player on the leaderboard. $rank: the place; $player: a display name; $rating: the rating
# (the skill score, never below 0); $wins, $games: counts; $forfeits: how many of the wins were by
# forfeit (every other player left the game), shown only when not 0; $rate: wins / games (0 to 1);
# $average: worms (or points) per game; $game: "heckmeck", "junior" or "drehwurm"; $unit: what
# the game's scores count, "worms" or "points" (also in the footer and in stats-scores)
leaderboard-row = **{ $rank }.** { $player } · { rating-value } · { $wins }/{ $games }{ $forfeits ->
    [0] {""}
   *[other] {" "}({ $forfeits } by forfeit)
} · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
# above every page: what the figures of a row are; $unit: "worms" or "points"
leaderboard-legend = *{ rating-heading } · wins/rated games · ⌀ { $unit ->
    [points] points
   *[other] worms
} a game*
# Heading above the players with fewer than $min rated games (they come last).
leaderboard-newcomers = *Not ranked yet (fewer than { $min } rated games against other people):*
# Heading of the box that shows where the player who asked (or clicked) stands.
leaderboard-rank-title = Where { $player } stands
leaderboard-unranked = { $player } has no rated game of { game-name } here yet. A game is rated when at least two play (computer players count) and nobody uses hints on their own turn.
# $page, $pages: page numbers; $count: players on the leaderboard; $sort: "rating", "wins",
# "win_rate" or "worms"
leaderboard-footer = Page { $page } of { $pages } · { players } · sorted by { $sort ->
    [wins] wins
    [win_rate] win rate
    [worms] { $unit ->
        [points] average points
       *[other] average worms
    }
   *[rating] { rating-word }
}
leaderboard-previous = ◀ Previous
leaderboard-next = Next ▶

# /stats. One box per game; every line below is part of it.
# a button under /stats that shows all of one game's figures; $game: "heckmeck", "junior" or "drehwurm"
stats-details = More: { game-name }
stats-details-refused = There are no such figures: that player has no finished game of it.
stats-scope-note = *All servers, every finished game; ratings count rated games only.*
stats-games = { $wins } { $wins ->
    [one] win
   *[other] wins
} in { $games } { $games ->
    [one] game
   *[other] games
} ({ win-rate })
# $best: the best score in one game; $average: the average score
stats-scores = Best game: { $best } · average: { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] points
   *[other] worms
}
# $steals: tiles stolen; $failed: failed turns / turns (0 to 1); $turns: turns played
stats-steals = Tiles stolen: { $steals } · failed turns: { NUMBER($failed, style: "percent", maximumFractionDigits: 0) } of { $turns }
# $current: wins in a row up to the latest game; $best: the longest such run
stats-streak = Winning streak: { $current } now, { $best } at best
# $rating: the rating now; $change: how much it moved (always ≥ 0), $direction: "up", "down" or
# "same"; $count: over how many rated games
stats-rating = { rating-heading }: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] in the last rated game
   *[other] over the last { $count } rated games
})
stats-rating-server = On this server: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] in the last rated game
   *[other] over the last { $count } rated games
})
stats-unrated = Rating: none yet (no rated game).
leaderboard-empty-unrated = No rated games yet: { $count ->
    [one] 1 finished game was
   *[other] { $count } finished games were
} not rated (someone used hints on their own turn, or nobody else played).
leaderboard-counts = *Rated games only (no hints on one's own turn); a rank takes { $min } against people.*
leaderboard-to-rank = { $count ->
    [one] 1 more rated game against other people for a rank.
   *[other] { $count } more rated games against other people for a rank.
}
stats-rated-games = Rated: { $wins } { $wins ->
    [one] win
   *[other] wins
} in { $games } { $games ->
    [one] game
   *[other] games
}{ $unrated ->
    [0] {""}
   *[other] {" "}· not rated: { $unrated }
}
