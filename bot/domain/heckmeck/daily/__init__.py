"""The Daily Grill: one solo Heckmeck challenge per UTC day, the same dice for everyone.

seeding.py: the dice of each roll, from the day, the turn and the roll; game.py: an attempt as
its list of actions, replayed on those dice, and its score; streaks.py: days played in a row.
"""
