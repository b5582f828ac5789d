# /privacy: what the bot keeps about the asker, with Export and Delete (cogs/privacy.py)
cmd-privacy-name = privacy
cmd-privacy-desc = What the bot keeps about you: see it, download it or delete it
privacy-title = 🔒 **What the bot keeps about you**
privacy-games = { $count ->
    [one] 1 game you played (name, moves)
   *[other] { $count } games you played (name, moves)
}
privacy-results = { $count ->
    [one] 1 result
   *[other] { $count } results
}, { $ratings ->
    [one] 1 rating
   *[other] { $ratings } ratings
}, { $seasons ->
    [one] 1 season rating
   *[other] { $seasons } season ratings
}
privacy-settings = your own settings
privacy-daily = { $count ->
    [one] 1 daily challenge and your streak
   *[other] { $count } daily challenges and your streak
}
privacy-puzzles = { $count ->
    [one] 1 puzzle answer and your puzzle rating
   *[other] { $count } puzzle answers and your puzzle rating
}
privacy-tournaments = { $count ->
    [one] 1 tournament entry
   *[other] { $count } tournament entries
} ({ $won } won, { $organised } organised)
privacy-seasons-won = { $count ->
    [one] 1 season won as champion
   *[other] { $count } seasons won as champion
}
privacy-names = { $count ->
    [one] 1 name you played under
   *[other] { $count } names you played under
}
privacy-notes = { $count ->
    [one] 1 note for the table (open hand, language)
   *[other] { $count } notes for the table (open hands, language)
}
privacy-who-sees = Others see your name and results on leaderboards, in /history, in replays and on web pages of servers that turned them on.
privacy-choices = 📦 Export sends you all of it as a file. 🗑️ Delete erases it.
privacy-export-button = Export
privacy-delete-button = Delete…
privacy-erase-button = Delete my data for good
privacy-confirm = ⚠️ **Delete everything about you?** Your settings, ratings, daily and puzzle records and your profile page go for good. In finished games your seat stays as "a deleted player", so the others keep their results. This cannot be undone.
privacy-deleted = 🗑️ Done: the bot keeps nothing about you any more. Your seats in past games read "a deleted player". If you play again, you start afresh.
privacy-nothing = The bot keeps nothing about you: no games, results, ratings or settings.
privacy-export-ready = 📦 Everything the bot keeps about you, as a JSON file.
privacy-export-description = Your data kept by the Heckmeck bot: games, results, ratings, settings, daily and puzzle records (JSON)
privacy-refused-live-game = You are playing { $games } right now. Leave or finish it first, then delete your data. Nothing was deleted.
privacy-refused-tournament = { $count ->
    [one] You are in a tournament that is still on. Drop out or let it end first. Nothing was deleted.
   *[other] You are in { $count } tournaments that are still on. Drop out or let them end first. Nothing was deleted.
}
# /heckmeck settings ranked: a player's own choice to stay off the leaderboards
cmd-heckmeck-settings-ranked-name = ranked
cmd-heckmeck-settings-ranked-desc = Whether you appear on leaderboards, season posts and web pages (every server)
opt-heckmeck-settings-ranked-listed-name = listed
opt-heckmeck-settings-ranked-listed-desc = Off: you stay off them; your games still count for the others' ratings
settings-ranked-set = { $listed ->
    [true] 🏆 You appear on leaderboards, season posts and web pages again.
   *[false] You are off every leaderboard, season post and web page. You keep your rating, and your games still count for the others.
}
