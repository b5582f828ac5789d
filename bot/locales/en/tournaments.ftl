## Tournaments: /tournament, the sign-up message, the rounds' posts, standings, the winner

cmd-tournament-name = tournament
cmd-tournament-desc = Heckmeck tournaments in this server: sign up, rounds at tables, a final
cmd-tournament-create-name = create
cmd-tournament-create-desc = Open the sign-up for a tournament in this channel (admins and the tournament role)
opt-tournament-create-game-name = game
opt-tournament-create-game-desc = Which game the tables play
opt-tournament-create-rounds-name = rounds
opt-tournament-create-rounds-desc = How many rounds before the final (1–4, default 2)
opt-tournament-create-table_size-name = table_size
opt-tournament-create-table_size-desc = The most players at a table (3–5, default 4)
opt-tournament-create-final_size-name = final_size
opt-tournament-create-final_size-desc = Players at the final table: 4–6, or 0 for no final (default 0)
opt-tournament-create-close_in-name = close_in
opt-tournament-create-close_in-desc = Start by itself this many minutes from now (default: the organiser starts it)
opt-tournament-create-fill-name = fill
opt-tournament-create-fill-desc = Fill short tables with computer players of this level (default: never)
opt-tournament-create-short_game-name = short_game
opt-tournament-create-short_game-desc = Short game: a returned tile is turned face-down too
opt-tournament-create-free_choice-name = free_choice
opt-tournament-create-free_choice-desc = Free choice: take any grill tile up to your sum
opt-tournament-create-harsh_failure-name = harsh_failure
opt-tournament-create-harsh_failure-desc = Harsh failure: a failed turn always turns the highest tile
opt-tournament-create-hints-name = hints
opt-tournament-create-hints-desc = Allow the 💡 Odds button at the tables (default: the server's setting)
opt-tournament-create-turn_time-name = turn_time
opt-tournament-create-turn_time-desc = How long each player has for a turn (default: the server's setting)
choice-tournament-game-heckmeck = Heckmeck (classic)
choice-tournament-game-junior = Heckmeck Junior
choice-tournament-fill-easy = Easy computers
choice-tournament-fill-normal = Normal computers
choice-tournament-fill-hard = Hard computers
choice-tournament-fill-expert = Expert computers
cmd-tournament-start-name = start
cmd-tournament-start-desc = Close the sign-up and start round 1 (the organiser)
opt-tournament-start-number-name = number
opt-tournament-start-number-desc = The tournament's number (default: the one in this channel)
cmd-tournament-standings-name = standings
cmd-tournament-standings-desc = The tournament's standings so far
opt-tournament-standings-number-name = number
opt-tournament-standings-number-desc = The tournament's number (default: the one in this channel)
cmd-tournament-drop-name = drop
cmd-tournament-drop-desc = Take a player out of the tournament (the organiser); they keep their points
opt-tournament-drop-player-name = player
opt-tournament-drop-player-desc = Who leaves the tournament
opt-tournament-drop-number-name = number
opt-tournament-drop-number-desc = The tournament's number (default: the one in this channel)
cmd-tournament-extend-name = extend
cmd-tournament-extend-desc = More time: for the sign-up, or for the turn now at every table (the organiser)
opt-tournament-extend-minutes-name = minutes
opt-tournament-extend-minutes-desc = How many minutes more
opt-tournament-extend-number-name = number
opt-tournament-extend-number-desc = The tournament's number (default: the one in this channel)
cmd-tournament-cancel-name = cancel
cmd-tournament-cancel-desc = Cancel the tournament and stop its tables (the organiser)
opt-tournament-cancel-number-name = number
opt-tournament-cancel-number-desc = The tournament's number (default: the one in this channel)
cmd-tournament-role-name = role
cmd-tournament-role-desc = The role whose members may organise tournaments (Manage Server)
opt-tournament-role-role-name = role
opt-tournament-role-role-desc = The organisers' role (leave out: admins only)
cmd-tournament-help-name = help
cmd-tournament-help-desc = How a tournament works: rounds, points, tie-breaks, the final

# $number: the tournament's number; $game: the game with its variants
tournament-title = 🏆 Tournament #{ $number } · { $game }
tournament-format = Format
# $rounds: 1-4; $size: the most players at a table
tournament-format-rounds = { $rounds ->
    [one] One round
   *[other] { $rounds } rounds
} at tables of up to { $size } players
# $size: 0 (no final) or 4-6
tournament-format-final = { $size ->
    [0] No final table: the standings decide
   *[other] Then a final table of the top { $size }
}
# $level: a computer level ("Easy" ...)
tournament-format-fill = Short tables are filled with computer players ({ $level }); they earn no points
tournament-signup-intro = Sign up with **Join**. Organised by { $organiser }.
tournament-signup-closed = The sign-up is closed: the tournament is under way.
tournament-signup-finished = The sign-up is closed: the tournament is over, won by { $winner }.
tournament-signup-cancelled = This tournament was cancelled.
tournament-signup-nobody = Nobody yet.
# After the first names of a long sign-up list. $count: the players not named
tournament-signup-more = { $count ->
    [one] and one more
   *[other] and { $count } more
}
tournament-signup-players = { $count ->
    [one] One player
   *[other] { $count } players
}
tournament-signup-start = Start
tournament-signup-closes = By itself { $when } (if enough players have joined)
tournament-signup-manual = When { $organiser } presses **Start**
tournament-button-join = Join
tournament-button-leave = Leave
tournament-button-start = Start

# The round's post. $round: 1-4; $rounds: how many
tournament-round-heading = Tournament #{ $number } · Round { $round } of { $rounds }
tournament-final-heading = Tournament #{ $number } · The final table
tournament-round-content = **{ $heading }** begins: { $players }, your tables are below.
tournament-round-intro = { $count ->
    [one] One table. Each table is a normal game in its own thread, with the usual turn times.
   *[other] { $count } tables. Each table is a normal game in its own thread, with the usual turn times.
}
# Above the list of the round's tables, a line each
tournament-round-tables = Tables
# A table's thread name (at most 100 characters)
tournament-table-name = Round { $round } · Table { $table }
tournament-final-table-name = Final table
tournament-computers = { $count ->
    [one] one computer
   *[other] { $count } computers
}
tournament-table-opening = (its thread is being opened)
# The first message in a table's thread. $table: its name; $title: the tournament's title
tournament-table-welcome = **{ $table }** of { $title }: { $players }, your game starts here. Good luck!
tournament-create-thread-permission = Each table of a tournament is played in a thread of this channel, and I may not open threads here. I need: { $permissions }.
tournament-thread-permission = I cannot open the tables' threads in this channel. I need: { $permissions }. I will try again shortly.
tournament-thread-failed = Discord did not open a table's thread just now. I will try again shortly.
# Under a table's ending, in place of Rematch; $channel: the tournament's channel
# a tournament table's ending: the points each player earned for the standings. $points: the
# players' tournament-ending-earned, joined; there $name: a player, $points: theirs (may be 1.5)
tournament-ending-points = 🏆 Points earned: { $points }
tournament-ending-earned = { $name } +{ $points }
tournament-ending-round = 🏆 This result counts for round { $round } of { $rounds } of tournament #{ $number }. The standings follow in { $channel } once every table of the round has finished.
tournament-ending-final = 🏆 This was the final table of tournament #{ $number }: the winner is announced in { $channel }.
tournament-signup-short = { $organiser }: the sign-up of tournament #{ $number } has closed with { $signed ->
    [one] one player
   *[other] { $signed } players
}, but it needs at least { $needed }. The sign-up stays open: press **Start** when enough have joined.

# Standings
tournament-standings-after = Tournament #{ $number } · Standings after round { $round } of { $rounds }
tournament-standings-now = Tournament #{ $number } · { $final ->
    [true] Standings before the final table
   *[other] Standings (round { $round } of { $rounds } under way)
}
tournament-standings-signup = Tournament #{ $number } · The sign-up is still open: no standings yet
tournament-standings-finished = Tournament #{ $number } · Final standings of the rounds
tournament-standings-cancelled = Tournament #{ $number } (cancelled) · Standings
tournament-standings-legend = Points, then worms, then the best tile taken decide.
tournament-standings-page = Page { $page } of { $pages }
tournament-standings-previous = ◀ Better places
tournament-standings-next = More places ▶
# $points may have a decimal (a shared place); $best: the highest tile taken (0: none)
tournament-standing-line = **{ $rank }.** { $player }: { $points } { $points ->
    [one] point
   *[other] points
} · { $worms } 🪱 · { $best ->
    [0] no tile
   *[other] best tile { $best }
}
tournament-standing-dropped = ~~{ $line }~~ (dropped)

# The winner
tournament-winner-title = 🏆 Tournament #{ $number } is over
tournament-winner-line = { $player } wins the tournament of { $game }!
tournament-winner-content = 🏆 Congratulations { $player }, winner of tournament #{ $number }!
tournament-final-order = Final order
tournament-card-title = Winner · { $title }
tournament-card-points = { $points } { $points ->
    [one] point
   *[other] points
}
tournament-card-best = best tile { $tile }

# Answers and refusals
tournament-not-allowed = Only admins (Manage Server) and members with the server's tournament role can create a tournament.
tournament-not-organiser = Only the organiser ({ $organiser }), an admin or the tournament role can do that.
tournament-unknown = There is no tournament #{ $number } in this server.
tournament-none-here = There is no tournament under way here. Create one with /tournament create.
tournament-which = Several tournaments are under way ({ $numbers }): give its number.
tournament-not-in-thread = Create the tournament in a text channel, not in a thread: its tables get threads of that channel.
tournament-started = Tournament #{ $number } has started: round 1's tables are open.
tournament-dropped-signup = { $organiser } took { $player } off the sign-up list of tournament #{ $number }.
tournament-dropped = { $organiser } took { $player } out of tournament #{ $number }. Their points stay; they play no more tables.
tournament-extended-signup = The sign-up of tournament #{ $number } stays open { $minutes ->
    [one] one minute
   *[other] { $minutes } minutes
} longer.
tournament-extended = At every table of tournament #{ $number } still playing, the player on turn has { $minutes ->
    [one] one minute
   *[other] { $minutes } minutes
} more.
tournament-cancelled = { $organiser } cancelled tournament #{ $number }. Its tables were stopped.
tournament-role-set = Members with { $role } may now create and run tournaments.
tournament-role-cleared = Only admins (Manage Server) may now create tournaments.

# /tournament help
tournament-help-title = 🏆 Tournaments
tournament-help-intro = Played like the official Heckmeck tournaments: qualifying rounds at tables, points by placing, and a final table.
tournament-help-format-title = Rounds and tables
tournament-help-format = Round 1 is a random draw into tables as even as possible (never a table of two). From round 2, players are grouped by their points so far (ties broken at random), the best at the first table. Each table is a normal game in its own thread. If the organiser chose a final table, the top players of the standings play it, and its result decides the winner.
tournament-help-points-title = Points for a place
tournament-help-points = At a table of n players, 1st gets n − 1 points, 2nd n − 2, and so on; last gets 0. Players who tie share the points of the places they cover. A computer seat takes its place but earns nothing; a dropped player counts as last at that table.
tournament-help-example-title = Example
tournament-help-example = A table of 4: Anna wins and gets **3** points. Ben and Cleo tie for second: they share the points of 2nd and 3rd place, (2 + 1) ÷ 2 = **1.5** each. Dan is last: **0** points.
tournament-help-ties-title = Tie-breaks
tournament-help-ties = Equal points: more worms over all your tournament games first, then the highest tile you took in any of them, then a random order drawn when the tournament was created.
tournament-help-commands-title = Commands
tournament-help-commands = /tournament create (admins and the tournament role), then **Join** on the sign-up message. The organiser: /tournament start, drop, extend, cancel. Everyone: /tournament standings.

# What is wrong with a format (bot/domain/tournaments/format.py), when creating
tournament-bad-game = Tournaments cannot play that game.
tournament-bad-options = Those variants cannot be played together.
tournament-bad-rounds = A tournament has 1 to 4 rounds.
tournament-bad-table-size = Tables seat 3 to 5 players.
tournament-table-too-large = That game cannot seat so many players at a table: choose a smaller table size.
tournament-bad-final-size = The final table seats 4, 5 or 6 players, or choose 0 for no final.
tournament-final-too-large = That game cannot seat so many players at the final table: choose a smaller final.
tournament-bad-fill-level = There are no computer players of that level for this game.

tournament-cannot-seat = { $signed } players cannot be seated at tables of up to { $size } (a table of two is never drawn). Wait for one more, or have someone leave.
cmd-tournament-rated-name = rated
cmd-tournament-rated-desc = Whether tournament games count for ratings and seasons here (Manage Server)
opt-tournament-rated-rated-name = rated
opt-tournament-rated-rated-desc = On: tournament games are rated as any game (the default); off: never
tournament-rated-set = { $rated ->
    [true] Tournament games now count for ratings and seasons, as any game.
   *[other] Tournament games no longer count for ratings and seasons.
}
tournament-signup-cannot-seat = { $organiser }: the sign-up of tournament #{ $number } has closed with { $signed } players, who cannot be seated at tables of up to { $size } (a table of two is never drawn). The sign-up stays open: press **Start** once one more has joined or someone has left.

tournament-final-content = **{ $heading }**: { $players }, your table is below.
tournament-final-intro = The best of the standings play one more game, in its own thread: its places decide the winner and the order of the finalists.
tournament-winner-final-note = { $count ->
    [one] Place 1: the final table; the rest: the rounds.
   *[other] Places 1–{ $count }: the final table; the rest: the rounds.
}
tournament-card-final = final table: place { $place }
