## /history, /replay and /export: looking back at finished games

cmd-history-name = history
cmd-history-desc = A player's last finished games in this server (outside one: those outside servers)
opt-history-user-name = user
opt-history-user-desc = Whose games (default: yours)
opt-history-game-name = game
opt-history-game-desc = Only games of this kind
cmd-replay-name = replay
cmd-replay-desc = Step through a finished game, move by move
opt-replay-game-name = game
opt-replay-game-desc = The game's number (shown by /history)
cmd-export-name = export
cmd-export-desc = Download a finished game's log as a JSON file
opt-export-game-name = game
opt-export-game-desc = The game's number (shown by /history)

# The heading of /history. $game: "all", "heckmeck", "junior" or "drehwurm"
history-title = { $game ->
    [all] Finished games
   *[other] Finished games of { game-name }
}
# $user: a mention of the player
history-intro = Games { $user } finished here, newest first.
history-empty = { $user } has not finished a game in this server yet.
# One game in /history, under its numbered title (game-numbered)
# $when: the date (a Discord timestamp); $players: the final order; $board: a link to the board
history-entry = { $when } · { $board }
    { $players }
# One player in the final order. $place: 1 = first; $name: display name; $score: the score;
# $unit: what the game's scores count, "worms" or "points"
history-player = { $place }. { $name } { $score } { $unit ->
    [points] { $score ->
        [one] point
       *[other] points
    }
   *[other] { $score ->
        [one] worm
       *[other] worms
    }
}
# $url: the link to the game's last board message
history-board-link = [Final board]({ $url })
# $channel: a channel mention (the board message is unknown)
history-board-channel = Played in { $channel }
# $page, $pages: page numbers; $count: the player's finished games
history-footer = Page { $page } of { $pages } · { $count } { $count ->
    [one] game
   *[other] games
} · /replay or /export a game by its number
history-previous = ◀ Newer
history-next = Older ▶

# The line above a replayed position. $game: its number; $position, $positions: where the replay
# stands (1 = the deal)
replay-heading = Replay #{ $game } · { $position }/{ $positions }
# The replay's controls, beside their arrows: the first position, one back, one on, the last
replay-first = Start
replay-previous = Back
replay-next = Next
replay-last = End
replay-next-turn = Next turn
# Shown above a Drehwurm replay to someone who did not play in it
replay-public-only = You did not play in this game: you see the table, never a hand.

# $game: the game's number
export-ready = The log of game #{ $game } (format: heckmeck-bot game log, version 1).
export-file-description = Every move of game #{ $game }, as a JSON file.

# Refusals (only the asker sees them). $game: the number they gave
history-no-such-game = There is no game #{ $game } in this server. /history lists the finished games with their numbers.
# $link: the game's board or channel
history-game-live = Game #{ $game } is still going on: watch it live in { $link }. It can be replayed once it has ended.
history-never-started = Game #{ $game } never started (its lobby closed), so there is nothing to replay.
history-log-pruned = The move log of game #{ $game } has been deleted (this server keeps logs only for a while). Its result still counts and is listed in /history.
history-log-broken = The stored log of game #{ $game } does not add up, so it cannot be replayed. A server operator can look into it with `python -m bot check`.
history-log-too-old = Game #{ $game } was played before the bot kept the shuffles it needs for replays, so it cannot be replayed. Its result still counts.
