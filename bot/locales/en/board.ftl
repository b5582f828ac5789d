## The lobby and the Heckmeck board (public: in the server's language), and the refusals of the
## session layer (ephemeral: in the clicking user's language).

variant-short_game = short game
variant-free_choice = free choice
variant-harsh_failure = harsh failure
title-with-variants = { $game } ({ $variants })
# $difficulty: easy, normal, hard or expert; $number: 1, 2, ... to tell computers apart
computer-name = 🤖 Computer { $number } ({ $difficulty ->
    [easy] easy
    [hard] hard
    [expert] expert
   *[normal] normal
})
# a computer player in a large table's log, where its line in the list above gives the difficulty
computer-name-short = 🤖 Computer { $number }
difficulty-easy = Easy
difficulty-normal = Normal
difficulty-hard = Hard

lobby-intro = { $host } opened a game. Join with the button below; { $min }–{ $max } players. The host starts it.
lobby-players = Players ({ $count }/{ $max })
lobby-expires = The lobby closes
lobby-cancelled = The host cancelled this game.
lobby-expired = Nobody started this game in time; the lobby has closed.
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-start = Start
lobby-button-cancel = Cancel
lobby-add-computer = Add a computer player…

board-players = Players
board-player = { $name }{ $top } · { $worms } 🪱
board-removed = (left the game)
seat-taken-over = { $name } (computer since turn { $turn })
# Read the table: the whole position in sentences, privately, for a screen reader. $you: "yes"
# when the sentence is about the reader (said as "you"), else "no" and $name names the player
read-button = Read table
read-turn = { $you ->
    [yes] It is your turn.
   *[no] It is { $name }'s turn.
}
read-left = { $you ->
    [yes] You have left the game.
   *[no] { $name } has left the game.
}
read-over = The game is over.
read-winner = { $you ->
    [yes] You win.
   *[no] { $name } wins.
}
board-last = What happened
board-turn-title = Turn
board-turn = It's { $name }'s turn.
board-turn-short = { $name } · ⏳ { $when }
board-deadline = Time runs out { $when }.
board-set-aside = { $dice } (sum { $total })
board-final = Final score
board-final-line = { $place }. { $name } — { $score ->
    [one] { $score } worm
   *[other] { $score } worms
}
board-winners = { $count ->
    [one] 🏆 Winner: { $names }
   *[other] 🏆 Winners: { $names }
}
board-abandoned = This game was stopped and does not count.

event-timed-out = ⏰ { $name } ran out of time.
event-removed = { $name } missed three turns in a row and leaves the game (keeping their tiles).
event-stopped = { $name } stopped the game.
event-quit = { $name } left the game (keeping their tiles).
event-taken-over = { $reason ->
    [missed] { $name } missed three turns in a row: a computer plays on.
   *[left] { $name } left the game: a computer plays on.
}

button-roll = Roll
button-stop = Stop
button-undo = Undo
button-take = Take { $tile }
button-steal = Steal { $tile } from { $name }
select-take = Stop and take…

stop-confirm = Really end this game? It will be recorded as abandoned.
stop-confirm-button = End the game
stop-done = The game has been stopped.
leave-confirm = Really leave this game? { $fate }
leave-seat-removed = Your seat is removed, as after missed turns: the others play on. A leave counts as a loss.
leave-seat-computer = A computer ({ $difficulty ->
    [easy] easy
    [hard] hard
    [expert] expert
   *[normal] normal
}) plays on in your seat. A leave counts as a loss, whatever the computer makes of it.
leave-confirm-button = Leave the game
leave-button = Leave
leave-done = You have left the game.
leave-not-seated = You are not playing in this game (any more).

## Refusals of the session layer

game-running-here = There is already a game in this channel: { $link }
guild-only = This works only in a server channel.
play-private-here = This server keeps the answers of apps it did not add private, so only you would see the table. Ask an admin to add the bot to the server, or to allow external apps.
lobby-closed = This lobby is closed.
already-joined = You have already joined this game.
not-in-lobby = You are not in this lobby.
host-cannot-leave = The host cannot leave; cancel the game instead.
unknown-difficulty = Unknown difficulty.
too-few-players = At least { $min } players are needed to start.
game-not-running = This game is not running any more.
stop-not-allowed = Only the host or someone allowed to manage messages can stop this game.

## Command options added with the cogs

opt-heckmeck-rules-edition-name = edition
opt-heckmeck-rules-edition-desc = Which edition's rules

## The running log on the Heckmeck board: one line per turn, in pictures ($dice: the dice set
## aside, in order; $tile: a tile's picture)
log-turn = { $name }: { $dice } { $outcome }
log-turn-short = { $name }: { $outcome }
log-bust-short = 💥
log-no-new-face-short = → nothing new
log-returned-short = ↩️ { $tile }
log-returned-highest-short = ↩️ { $tile } (highest: none turned)
log-took = → { $tile }
log-stole = → steals { $tile } from { $victim }!
log-bust = → { $dice } 💥
log-no-worm = 💥 no worm
log-no-tile = 💥 sum { $total }: no tile
log-no-new-face = → { $dice }, nothing new
log-timed-out = ⏰ out of time
log-returned = ↩️ { $tile } back
log-turned = · { $tile } turned over
log-returned-highest = ↩️ { $tile } back (highest: none turned)

# The daily challenge's and the puzzles' boards, which keep their headings
board-grill = Grill
board-kept = Set aside (sum { $total })
board-roll = Roll
