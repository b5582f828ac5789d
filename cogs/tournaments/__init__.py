"""Tournaments on Discord: /tournament (commands.py), the sign-up message (signup.py), the tables'
threads and the round, standings and winner posts (opener.py, render.py, card.py), the hook from a
table's end to the runner (follower.py). The runner (bot/table/tournament_runner.py) decides; this
package shows what it decided. The extension is extension.py; a game offers itself for
tournaments through variants.py."""
