## The Daily Grill: /heckmeck daily

cmd-heckmeck-daily-name = daily
cmd-heckmeck-daily-desc = The Daily Grill: today's solo challenge, the same dice for everyone
opt-heckmeck-daily-board-name = board
opt-heckmeck-daily-board-desc = Show this server's table for today and yesterday and the longest streaks

# $day: the date (YYYY-MM-DD, UTC)
daily-title = 🔥 Daily Grill · { $day }
daily-intro = The same dice for everyone today: { $turns } turns to collect as many worms as you can. A failed turn puts your top tile back and turns the highest grill tile. One attempt a day.
daily-turn = Turn { $turn } of { $turns } · { $worms ->
    [one] { $worms } worm
   *[other] { $worms } worms
}
daily-your-tiles = Your tiles
daily-none = —
daily-done = Done! The next one starts <t:{ $next }:R>.
daily-score = **{ $worms ->
    [one] { $worms } worm
   *[other] { $worms } worms
}** · { $failed ->
    [0] no failed turn
    [one] 1 failed turn
   *[other] { $failed } failed turns
} · highest tile { $highest }
daily-score-title = Your score
daily-computer-title = The hard computer on the same dice
daily-computer = { $worms ->
    [one] { $worms } worm
   *[other] { $worms } worms
} · { $failed ->
    [0] no failed turn
    [one] 1 failed turn
   *[other] { $failed } failed turns
}
daily-standing-title = Where you stand today
daily-standing = Here: { $server_rank } of { $server_players } · everyone: { $rank } of { $players }
daily-streak-title = Streak
daily-streak = 🔥 { $streak ->
    [one] 1 day
   *[other] { $streak } days
} in a row (best: { $best })
daily-share-button = Share
daily-review-button = Review
# The spoiler-free line posted in the channel. $marks: a sign per turn (1️⃣ … 4️⃣ the worms of a
# tile kept to the end, ⬜ a tile lost again, ❌ failed)
daily-share = { $name }'s Daily Grill { $day }: { $marks } · { $worms } 🪱 · 🔥 { $streak }
    Play today's: /heckmeck { cmd-heckmeck-daily-name }
daily-share-not-done = Finish your daily first: then you can share it.
daily-no-attempt = You have no Daily Grill of that day.
daily-review-not-done = The review opens once you have finished your daily.

## /heckmeck daily board:True

daily-board-title = 🔥 Daily Grill in this server
daily-board-today = Today ({ $day })
daily-board-yesterday = Yesterday ({ $day })
daily-board-streaks = Longest streaks (everyone)
daily-board-row = { $rank }. { $name }: { $worms } 🪱 · { $failed } 💥 · { $highest }
daily-board-streak-row = { $rank }. { $name }: { $best ->
    [one] 1 day
   *[other] { $best } days
} (now { $current })
daily-board-empty = Nobody has finished it yet.
daily-board-empty-yesterday = Nobody here finished it.

## The review of a finished daily

daily-review-title = Review of your Daily Grill · { $day }
daily-review-summary = Your choices cost you { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } expected worms; the dice gave you { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms against expectation.
daily-review-turns = Turn by turn
daily-review-turn = T{ $turn } · { $outcome } · dice { $sign }{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } · choices −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
daily-outcome-took = took { $tile } ({ $worms } 🪱)
daily-outcome-failed = 💥 failed
daily-review-costly-title = Your costliest decision
daily-review-costly = Turn { $turn }, { $position }: you chose “{ $chosen }”; “{ $better }” was worth { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } worms more on average.
daily-review-all-best = Every choice was the one the hard computer makes.
daily-review-note = Values are the hard computer's: the worms a choice brings on average, played on as it plays.

## Puzzles: /heckmeck puzzle

cmd-heckmeck-puzzle-name = puzzle
cmd-heckmeck-puzzle-desc = What would you do? Heckmeck puzzles: today's first, then ones that fit your rating
opt-heckmeck-puzzle-number-name = number
opt-heckmeck-puzzle-number-desc = Open the puzzle with this number
puzzle-title-daily = 🧩 Puzzle of the day ({ $day }) · #{ $number }
puzzle-title = 🧩 Puzzle #{ $number }
puzzle-question = A position from a game of the bot's computer players. It is your turn: what would you do?
puzzle-question-game = A position from a game played on this bot (the players stay anonymous). It is your turn: what would you do?
puzzle-you = You
puzzle-them = Your opponent
puzzle-opponent = your opponent
puzzle-player = { $name }: top tile { $top } · { $worms ->
    [one] { $worms } worm
   *[other] { $worms } worms
}
puzzle-answer = Your answer
puzzle-another = Another puzzle
puzzle-grade-best = { $mark } **Best!** To { $choice } is the strongest choice.
puzzle-grade-good = { $mark } **Good**: to { $choice } gives away only { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms.
puzzle-grade-inaccuracy = { $mark } **Inaccuracy**: to { $choice } gives away { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms.
puzzle-grade-mistake = { $mark } **Mistake**: to { $choice } gives away { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms.
puzzle-line = • { $choice }: tile { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms · −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
puzzle-line-best = ⭐ **{ $choice }**: tile { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } worms
# $choice: setting dice aside (odds-choice-face) that makes the sum $tile, the opponent's top tile
puzzle-steal-exact = Why: { $choice } makes exactly { $tile }, your opponent's top tile: stop and steal it.
# $worms: the stolen tile's worms with their unit ("1 worm")
puzzle-steal-twice = A steal counts twice: { $worms } to you, { $worms } off your opponent.
# $tile: the player's top tile; $worms: its worms with their unit
puzzle-negative = Below zero: a failed turn loses your { $tile } ({ $worms }).
puzzle-record-title = Your puzzles
puzzle-record = { $best } of { $answered } best ({ NUMBER($percent, maximumFractionDigits: 0) } %) · puzzle of the day { $streak ->
    [one] 1 day
   *[other] { $streak } days
} in a row
puzzle-answered-before = Answered before: only the first answer counts.
puzzle-rating = Puzzle rating: **{ $rating }** · this puzzle: { $puzzle }
puzzle-rating-change = Puzzle rating: **{ $rating }** ({ $sign }{ $change }) · this puzzle: { $puzzle }
puzzle-unknown = There is no puzzle #{ $number }.
