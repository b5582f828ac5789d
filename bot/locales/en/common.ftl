## Words shared by every game, and the generic refusals.

game-heckmeck = Heckmeck
game-junior = Heckmeck Junior
game-drehwurm = Drehwurm
# $game: "heckmeck", "junior" or "drehwurm"
game-name = { $game ->
    [heckmeck] { game-heckmeck }
    [junior] { game-junior }
    [drehwurm] { game-drehwurm }
   *[other] { $game }
}

players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}

# $title: a game's title; $number: the game's number, which /replay and /export take
game-numbered = { $title } #{ $number }
# the player a stored game names when their account is gone and no name was kept
player-unknown = a former player
# a player who had the bot delete their data: their seat in the games they played
player-deleted = a deleted player
# the shown rating: the word in a sentence and as a heading, and its number ($rating)
rating-word = rating
rating-heading = Rating
rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }

# $language: a language code of the bot ("en", "de", "pt-BR" …); English names each language in its
# own language, the other catalogues name it in theirs.
language-name = { $language ->
    [de] Deutsch
    [es] Español
    [fr] Français
    [it] Italiano
    [nl] Nederlands
    [pl] Polski
    [pt-BR] Português (Brasil)
   *[en] English
}
settings-language-set = Public game messages in this server are now in { language-name }.
settings-language-reset = Public game messages in this server now follow the server's language.

## Refusals (ephemeral answers)

not-your-turn = It's not your turn.
not-a-player = You are not playing in this game.
stale-button = That button is from an earlier step of the game. Please use the latest board.
game-not-found = This game no longer exists.
already-in-game = You have already joined this game.
lobby-full = This game is full.
only-host = Only the player who opened this game can do that.
no-game-here = There is no game in this channel.
game-already-running = A game is already running in this channel.
# $channel: a channel mention, e.g. "<#123>"
game-running-elsewhere = You are already playing a game in { $channel }. Finish or leave it first.
permission-needed = You don't have permission to do that.
something-went-wrong = Something went wrong. Please try again.
click-failed = Something went wrong, and nothing was changed. Please try again.

command-unavailable = This command is not available right now. The bot may have just restarted: please try again in a minute.
command-cooldown = Slow down: try again in { $seconds } s.
