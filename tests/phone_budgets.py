"""Every kind of message the bot answers with, and how many phone lines (tests/phone.py: 38
characters a line, a row of buttons one line) it may take in every language. Public answers stay
short; detail goes on a private page or behind a button. The tests that render a kind assert its
budget from here (tests/cogs/test_phone_budgets.py renders the answers around the board in
en/de/es; the boards' own tests keep theirs)."""

BUDGETS: dict[str, int] = {
    # the boards (tests/cogs/heckmeck/test_phone_board.py, tests/cogs/drehwurm/test_phone.py), up
    # to four players; PER_FURTHER_PLAYER more for each further player
    "heckmeck-board": 20,
    "drehwurm-board": 22,
    "drehwurm-hand": 18,
    # tests/cogs/test_phone_budgets_posts.py: the endings, the tournament's and season's posts,
    # the odds, the one-message answers with their longest arguments
    "lobby": 24,  # the most players of the game
    "ending": 27,  # four players of 32-character names, a tie broken, every rating change
    "tournament-signup": 24,  # eight or sixteen players
    "tournament-round": 24,  # sixteen players' tables
    "tournament-standings": 24,  # a page of eight players
    "tournament-winner": 24,
    "season-post": 24,  # three games of three rows each
    "odds-answer": 24,
    "refusal": 8,
    "settings-answer": 8,
    # /privacy (tests/cogs/test_privacy_answers.py): every kind of data kept, with its buttons;
    # Delete's question with its button; the answers after a press
    "privacy-answer": 24,
    "privacy-confirm": 12,
    "turn-call": 12,
    "dm-notice": 8,
    # reviews (tests/cogs/test_review.py): a summary for all, a page per player in private
    "review-summary": 24,
    "review-page": 32,
    # /replay (tests/cogs/test_replay_phone.py), a private page at four players: a board as it
    # stood with the whole log of its last turns (the live board trims it to its budget), a row
    # of controls, and in Drehwurm the viewer's own hand in short
    "replay-heckmeck": 28,
    "replay-drehwurm": 32,
    # puzzles (tests/cogs/heckmeck/test_puzzle*.py)
    "puzzle-answer": 32,
    # /history, /stats, /leaderboard: private pages, or a short public post
    "history-page": 28,
    "stats": 24,
    "leaderboard": 24,
    "my-games": 28,  # /heckmeck games: six games of seven players, a note of the rest
    # the daily
    "daily-result": 14,
    "daily-share": 6,
}

PER_FURTHER_PLAYER = {"heckmeck-board": 1, "drehwurm-board": 2}


def board_budget(kind: str, players: int) -> int:
    """A board's budget at `players` players."""
    return BUDGETS[kind] + PER_FURTHER_PLAYER[kind] * max(0, players - 4)
