"""Every kind of message the bot answers with, and how many phone lines (tests/phone.py: 38
characters a line, a row of buttons one line) it may take in every language. Public answers stay
short; detail goes on a private page or behind a button. The tests that render a kind assert its
budget from here (tests/cogs/test_phone_budgets.py renders the answers around the board in
en/de/es; the boards' own tests keep theirs)."""

BUDGETS: dict[str, int] = {
    # the boards (tests/cogs/heckmeck/test_phone_board.py, tests/cogs/drehwurm/test_phone.py)
    "heckmeck-board": 20,  # up to four players; one more line per further player
    # reviews (tests/cogs/test_review.py): a summary for all, a page per player in private
    "review-summary": 24,
    "review-page": 32,
    # puzzles (tests/cogs/heckmeck/test_puzzle*.py)
    "puzzle-answer": 32,
    # /history, /stats, /leaderboard: private pages, or a short public post
    "history-page": 28,
    "stats": 24,
    "leaderboard": 24,
    # the daily
    "daily-result": 14,
    "daily-share": 6,
}
