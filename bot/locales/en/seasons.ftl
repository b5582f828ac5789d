## Seasons: /heckmeck settings season, the season leaderboard, the season's final post

cmd-heckmeck-settings-season-name = season
cmd-heckmeck-settings-season-desc = Seasons in this server: a leaderboard that starts afresh each month or quarter
opt-heckmeck-settings-season-length-name = length
opt-heckmeck-settings-season-length-desc = How long a season lasts (UTC calendar), or off
opt-heckmeck-settings-season-role-name = champion-role
opt-heckmeck-settings-season-role-desc = A role the bot gives each season's champion (and takes from the last one)
opt-heckmeck-settings-season-channel-name = channel
opt-heckmeck-settings-season-channel-desc = Where the bot posts each season's final standings (default: this channel)
choice-season-length-off = Off
choice-season-length-monthly = Monthly
choice-season-length-quarterly = Quarterly
opt-leaderboard-period-name = period
opt-leaderboard-period-desc = This season, last season or all time (seasons: set by the server's admins)
choice-period-season = This season
choice-period-last = Last season
choice-period-all = All time

# A season's name. $length: "monthly" or "quarterly"; $year: the year; $month: 1-12 (monthly);
# $quarter: 1-4 (quarterly)
season-name = { $length ->
    [monthly] { $month ->
        [1] January
        [2] February
        [3] March
        [4] April
        [5] May
        [6] June
        [7] July
        [8] August
        [9] September
        [10] October
        [11] November
       *[12] December
    } { $year }
   *[quarterly] Q{ $quarter } { $year }
}

# The answers to /heckmeck settings season. $season: this season's name; $ends: when it ends (a
# Discord timestamp); $channel: a channel mention; $role: a role mention, or "none"
settings-season-off = Seasons are off in this server: the leaderboard counts all time.
settings-season-set = Seasons are on: { $length ->
    [monthly] a season lasts a calendar month
   *[quarterly] a season lasts a calendar quarter
} (UTC). This season is { $season }; it ends { $ends }. Its final standings go to { $channel }. Champion role: { $role ->
    [none] none
   *[other] { $role }
}.
# Shown below settings-season-set when the bot cannot give the role now; $problem: why
settings-season-role-warning = ⚠️ { $problem }

# /leaderboard with a season period
leaderboard-season-title = { game-name } — season { $season } of this server
season-refused-off = Seasons are off in this server. An admin can turn them on with /heckmeck settings season.
season-refused-no-server = Seasons belong to a server: ask for them in one.
season-refused-global = Seasons are kept per server: choose “this server” (or the all-time period) for all servers.

# /stats, below the all-time lines of a game. $rank: the place on this season's leaderboard
stats-season = This season ({ $season }): #{ $rank } · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] win
   *[other] wins
} in { $games } { $games ->
    [one] game
   *[other] games
}
# The same for a player without a rank this season (fewer than 3 rated games against other people)
stats-season-unranked = This season ({ $season }): no rank yet · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] win
   *[other] wins
} in { $games } { $games ->
    [one] game
   *[other] games
}
stats-season-none = This season ({ $season }): no rated game yet.

# The post at the end of a season. $player: the champion's mention
season-final-title = 🏆 Season { $season } is over: the final standings
season-final-champion = 🏆 { $player } is the champion of season { $season }. Congratulations!
season-final-nobody = Nobody finished a rated game in season { $season }.
# A season with rated games but nobody ranked. $min: the rated games against other people a rank takes
season-final-no-champion = Season { $season } has no champion: a rank takes { $min } rated games against other people, and nobody played that many.
# Below it, when the last champion had the champion role: $role, the role's mention
season-final-role-free = Last season's champion hands back { $role }; the next season's champion gets it.
# Above the players listed without a rank in the final standings
season-final-unranked = *Without a rank (fewer than { $min } rated games against other people):*
season-final-next = Season { $season } has begun: everyone starts afresh (the all-time leaderboard carries on).
# Below the last game's top 3 in the final post
season-final-rest = *Everyone else: /leaderboard*
season-problems-title = ⚠️ For the admins
season-problem-no-manage-roles = I could not give { $role }: I need the Manage Roles permission.
season-problem-role-too-high = I could not give { $role }: it sits above my own highest role. Move my role above it in the server settings.
season-problem-no-manage-roles-take = I could not take { $role } from last season's champion: I need the Manage Roles permission.
season-problem-role-too-high-take = I could not take { $role } from last season's champion: it sits above my own highest role. Move my role above it in the server settings.
season-problem-role-gone = The champion role chosen for seasons no longer exists; choose another with /heckmeck settings season.
season-problem-refused = Discord refused to let me change who has { $role }; give it by hand this time.
season-problem-channel = I could not post in { $channel }, so the final standings are here.
# The footer of the final post; the bot also reads it back to find a post it sent before a restart.
season-final-footer = Season { $id } · final standings
# One player in the final standings (their rating and games: on /leaderboard). $rank: the place;
# $player: a name
season-final-row = **{ $rank }.** { $player }
