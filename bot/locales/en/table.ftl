## The table (issue 11): turn pings, the board's own text, endings, rematch.

# A turn message: $name mentions the player, $game is the game's name, $link links to the board,
# $when is a Discord relative time.
ping-turn = 🎲 { $name }, it's your turn in { $game }: { $link }
ping-reminder = ⏰ { $name }, your turn in { $game } is waiting; time runs out { $when }: { $link }
ping-hand-hint = Your hand message has expired: press **Show my hand** under the board to see your cards.

# The board message's own text (shown in notifications and the channel list); $game: its title,
# $name: a player's name (not a mention)
board-content-turn = 🎲 { $game } · { $name }'s turn
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
