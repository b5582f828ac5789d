# Clocks that stand still: a player's away time, a host's pause (docs/playing.md, "Away time
# and pauses").

cmd-heckmeck-away-name = away
cmd-heckmeck-away-desc = Go away for some days: your turns in games of long turns wait for you
opt-heckmeck-away-days-name = days
opt-heckmeck-away-days-desc = How many days (1 to 14; 14 days a month)
cmd-heckmeck-back-name = back
cmd-heckmeck-back-desc = End your away time early: your turns' clocks run again
cmd-heckmeck-pause-name = pause
cmd-heckmeck-pause-desc = Pause the game of long turns in this channel (its host)
opt-heckmeck-pause-days-name = days
opt-heckmeck-pause-days-desc = How many days (1 to 7)

away-on = 🏖️ You are away until { $date } ({ $when }). In games with turns of an hour or more your turns wait for you. { $left ->
    [one] 1 away day left this month.
   *[other] { $left } away days left this month.
} Back early: /heckmeck back
away-off = 👋 Welcome back: your turns' clocks run again with the time they had left. { $left ->
    [one] 1 away day left this month.
   *[other] { $left } away days left this month.
}
away-days-invalid = Away time is 1 to { $most } days. Nothing changed.
away-too-many = { $left ->
    [one] You have 1 away day left this month.
   *[other] You have { $left } away days left this month.
} Nothing changed.
away-none-left = You used all { $most } away days of this month. Nothing changed.
away-already = You are away already, until { $when }. End it first with /heckmeck back.
away-not-away = You are not away. Nothing changed.

pause-on = ⏸️ The game is paused until { $when }: every clock stands. ▶️ Resume on the board ends the pause.
pause-not-host = Only the host can pause or resume this game.
pause-days-invalid = A pause lasts 1 to { $most } days. Nothing changed.
pause-short-turns = Only games with turns of an hour or more can be paused.
pause-tournament = A tournament table cannot be paused; its organiser can give a turn more time.
pause-none = This game is not paused.

board-paused = ⏸️ Paused until { $when }
board-away = 🏖️ { $name } away until { $when }
board-resume = Resume
