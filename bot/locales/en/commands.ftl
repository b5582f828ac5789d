## Slash commands, their options and their choices (see bot/i18n.py for the key convention).
##   cmd-<command path>-name / -desc, opt-<command path>-<option>-name / -desc,
##   choice-<option>-<value>
## Names (every *-name key): lowercase, no spaces, 1–32 letters, digits, "-" or "_"; we keep them
## free of accents so they are easy to type. Descriptions and choices: 1–100 characters.

## /heckmeck

cmd-heckmeck-name = heckmeck
cmd-heckmeck-desc = Play Heckmeck or Heckmeck Junior

cmd-heckmeck-start-name = start
cmd-heckmeck-start-desc = Open a new game of Heckmeck in this channel
opt-heckmeck-start-edition-name = edition
opt-heckmeck-start-edition-desc = Classic (8 dice, tiles 21–36) or Junior (6 dice, tiles 4–9)
opt-heckmeck-start-short_game-name = short_game
opt-heckmeck-start-short_game-desc = Short game: a returned tile is turned face-down too
opt-heckmeck-start-free_choice-name = free_choice
opt-heckmeck-start-free_choice-desc = Free choice: take any grill tile up to your sum
opt-heckmeck-start-harsh_failure-name = harsh_failure
opt-heckmeck-start-harsh_failure-desc = Harsh failure: a failed turn always turns the highest tile

cmd-heckmeck-status-name = status
cmd-heckmeck-status-desc = Show the game in this channel again
cmd-heckmeck-stop-name = stop
cmd-heckmeck-stop-desc = End the game in this channel
cmd-heckmeck-leave-name = leave
cmd-heckmeck-leave-desc = Leave the game you play in this channel
opt-heckmeck-start-takeover-name = takeover
opt-heckmeck-start-takeover-desc = Who plays on for a player who leaves or misses too many turns (default: the server's)
choice-takeover-remove = Nobody: the seat is removed
choice-takeover-easy = A computer (easy)
choice-takeover-normal = A computer (normal)
choice-takeover-hard = A computer (hard)
choice-takeover-expert = A computer (expert)
cmd-heckmeck-settings-takeover-name = takeover
cmd-heckmeck-settings-takeover-desc = Who plays on for a player who leaves a new game here, by default
opt-heckmeck-settings-takeover-takeover-name = takeover
opt-heckmeck-settings-takeover-takeover-desc = Nobody (the seat is removed) or a computer of some level
settings-takeover-set = In new games here, when a player leaves: { $choice }.
cmd-heckmeck-rules-name = rules
cmd-heckmeck-rules-desc = How to play Heckmeck and Heckmeck Junior

cmd-heckmeck-settings-name = settings
cmd-heckmeck-settings-desc = Settings of this server
cmd-heckmeck-settings-language-name = language
cmd-heckmeck-settings-language-desc = Language of the game boards in this server
opt-heckmeck-settings-language-language-name = language
opt-heckmeck-settings-language-language-desc = The language of public game messages

## /drehwurm

cmd-drehwurm-name = drehwurm
cmd-drehwurm-desc = Play the card game Drehwurm
cmd-drehwurm-start-name = start
cmd-drehwurm-start-desc = Open a new game of Drehwurm in this channel
opt-drehwurm-start-variant-name = variant
opt-drehwurm-start-variant-desc = Standard, beginners (no out-of-turn play) or experienced (same colour out of turn)
cmd-drehwurm-status-name = status
cmd-drehwurm-status-desc = Show the game in this channel again
cmd-drehwurm-stop-name = stop
cmd-drehwurm-stop-desc = End the game in this channel
cmd-drehwurm-leave-name = leave
cmd-drehwurm-leave-desc = Leave the game you play in this channel
opt-drehwurm-start-takeover-name = takeover
opt-drehwurm-start-takeover-desc = Who plays on for a player who leaves or misses too many turns (default: the server's)
cmd-drehwurm-rules-name = rules
cmd-drehwurm-rules-desc = How to play Drehwurm
cmd-drehwurm-hand-name = hand
cmd-drehwurm-hand-desc = Show your hand (only you can see it)
cmd-play-name = play
cmd-play-desc = Play Heckmeck or Drehwurm here: in a server, a group DM or a DM with the bot
cmd-play-heckmeck-name = heckmeck
cmd-play-heckmeck-desc = Open a game of Heckmeck here (others join with the button)
cmd-play-drehwurm-name = drehwurm
cmd-play-drehwurm-desc = Open a game of Drehwurm here (others join with the button)
cmd-play-daily-name = daily
cmd-play-daily-desc = The Daily Grill: today's solo challenge, also in a DM
cmd-play-puzzle-name = puzzle
cmd-play-puzzle-desc = A Heckmeck puzzle, also in a DM
cmd-play-away-name = away
cmd-play-away-desc = Go away for some days: your turns in games of long turns wait for you
opt-play-away-days-name = days
opt-play-away-days-desc = How many days (1 to 14; 14 days a month)
cmd-play-back-name = back
cmd-play-back-desc = End your away time early: your turns' clocks run again
cmd-play-pause-name = pause
cmd-play-pause-desc = Pause the game of long turns in this chat (its host)
opt-play-pause-days-name = days
opt-play-pause-days-desc = How many days (1 to 7)
cmd-play-leave-name = leave
cmd-play-leave-desc = Leave the game you play in this chat
cmd-play-remind-name = remind
cmd-play-remind-desc = Get a direct message when it is your turn in a game
opt-play-remind-dm-name = dm
opt-play-remind-dm-desc = On: a direct message with a link to the board at each of your turns, everywhere

## /leaderboard and /stats

cmd-leaderboard-name = leaderboard
cmd-leaderboard-desc = Ranked by rating (OpenSkill, from 25) over rated games; a rank after 3 rated games with others
opt-leaderboard-game-name = game
opt-leaderboard-game-desc = Which game
opt-leaderboard-scope-name = scope
opt-leaderboard-scope-desc = This server or all servers
opt-leaderboard-sort-name = sort
opt-leaderboard-sort-desc = What to rank the players by

cmd-stats-name = stats
cmd-stats-desc = A player's results: every finished game, and the rated ones apart
opt-stats-user-name = user
opt-stats-user-desc = Whose results (default: yours)

## Choices

choice-edition-classic = Classic
choice-edition-junior = Junior

choice-variant-standard = Standard
choice-variant-beginners = Beginners
choice-variant-experienced = Experienced

choice-game-heckmeck = Heckmeck
choice-game-junior = Heckmeck Junior
choice-game-drehwurm = Drehwurm

choice-scope-server = This server
choice-scope-global = All servers

choice-sort-rating = Rating
choice-sort-wins = Wins
choice-sort-win_rate = Win rate
choice-sort-worms = Worms

# Language names are written in their own language in every catalogue.
choice-language-en = English
choice-language-de = Deutsch
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands
choice-language-pl = Polski
choice-language-pt-BR = Português (Brasil)
choice-language-auto = Server default
