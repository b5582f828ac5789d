# Playing across the day: turn times, reminders.

opt-heckmeck-start-turn_time-name = turn_time
opt-heckmeck-start-turn_time-desc = How long each player has for a turn (default: the server's setting, else 2 minutes)
choice-turn_time-2m = 2 minutes
choice-turn_time-10m = 10 minutes
choice-turn_time-1h = 1 hour
choice-turn_time-8h = 8 hours
choice-turn_time-24h = 24 hours
choice-turn_time-3d = 3 days
cmd-heckmeck-settings-turn_time-name = turn_time
cmd-heckmeck-settings-turn_time-desc = The turn time of new Heckmeck games in this server, unless the host picks another
opt-heckmeck-settings-turn_time-turn_time-name = turn_time
opt-heckmeck-settings-turn_time-turn_time-desc = How long each player has for a turn
settings-turn-time-set = New Heckmeck games in this server now give each turn { $time }.
invalid-turn-time = That turn time is not one of the choices. Pick one from the list: 2 minutes, 10 minutes, 1 hour, 8 hours, 24 hours or 3 days.
lobby-turn-time = Time per turn
board-deadline-long = Time runs out { $when } ({ $date }).
ping-last-chance = ⚠️ You missed your last turn: if this one runs out too, you leave the game.

# /heckmeck games
cmd-heckmeck-games-name = games
cmd-heckmeck-games-desc = Your lobbies and running games in this server, with links to their boards
my-games-none = You are in no game in this server. Open one with /heckmeck start or /drehwurm start, or join a lobby.
my-games-title = { $count ->
    [0] Your games: none running
    [one] Your game
   *[other] Your { $count } games
}
my-games-game = **{ $game }** in { $channel } · { $count ->
    [one] 1 player
   *[other] { $count } players
}
    ↳ { $turn } · [board]({ $link })
my-games-your-turn = **your turn**, time runs out { $when }
my-games-their-turn = { $name }'s turn, time runs out { $when }
my-games-no-turn = the game is ending
my-games-lobbies = **Lobbies you joined**
my-games-lobby = **{ $game }** in { $channel } · { $count ->
    [one] 1 player
   *[other] { $count } players
} · host { $host } · [lobby]({ $link })
my-games-more = … and { $count } more

# Turn notices by direct message
cmd-heckmeck-remind-name = remind
cmd-heckmeck-remind-desc = Get a direct message when it is your turn in a game
opt-heckmeck-remind-dm-name = dm
opt-heckmeck-remind-dm-desc = On: a direct message with a link to the board at each of your turns, in every server
remind-dm-on = From now on I send you a direct message with a link to the board when it is your turn (and when your time is running out), instead of calling you in the channel. Turn it off with /heckmeck remind dm:False.
remind-dm-off = No more direct messages about your turns.
dm-turn = 🎲 It's your turn in { $game } on { $server }. Time runs out { $when }: { $link }
dm-reminder = ⏰ Your turn in { $game } on { $server } is waiting; time runs out { $when }: { $link }
dm-turn-chat = 🎲 It's your turn in { $game }. Time runs out { $when }: { $link }
dm-reminder-chat = ⏰ Your turn in { $game } is waiting; time runs out { $when }: { $link }
dm-refused = 📪 I tried to tell you by direct message that it was your turn, but Discord did not let me: your direct messages are closed to this server. Open them in the server's privacy settings, or turn the notices off with /heckmeck remind dm:False.

# A thread per game
opt-heckmeck-start-thread-name = thread
opt-heckmeck-start-thread-desc = Play in a thread of its own once started (default: the server's setting)
opt-drehwurm-start-thread-name = thread
opt-drehwurm-start-thread-desc = Play in a thread of its own once started (default: the server's setting)
cmd-heckmeck-settings-threads-name = threads
cmd-heckmeck-settings-threads-desc = Whether new games in this server are played in a thread of their own
opt-heckmeck-settings-threads-threads-name = threads
opt-heckmeck-settings-threads-threads-desc = On: each game moves to a thread of its own when it starts
settings-threads-set = { $on ->
    [true] New games in this server move to a thread of their own when they start, unless started with thread off.
   *[other] New games in this server are played in their channel, unless started with thread on.
}
thread-name = { $game } · { $players }
thread-moved = 🧵 { $game } is played in { $thread } ({ $players }).
thread-permission-missing = I cannot play this game in a thread of its own here: I lack the permission { $permissions } in this channel. It will be played in the channel instead; someone with Manage Server can give me the permission.
permission-create_public_threads = **Create Public Threads**
permission-send_messages_in_threads = **Send Messages in Threads**
thread-game-over = 🏁 { $game } in { $thread } is over: { $count ->
    [one] the winner is { $names }.
   *[other] the winners are { $names }.
}
thread-game-stopped = 🛑 { $game } in { $thread } was stopped.
settings-threads-permission = I lack the permission { $permissions } in this channel, so games here could not get threads of their own. Nothing changed: give me the permission and try again.
