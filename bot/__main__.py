"""`python -m bot`: the composition root's command line, bot/app/main.py."""

import sys

from bot.app.main import main

if __name__ == "__main__":
    sys.exit(main())
