"""A small third game defined only in the tests ("highest die wins"), to prove that a game is a
folder: registered through the same registries as the installed games (bot/domain/games.py,
cogs/table/games.py), it is played by the table layer, stored, rated, replayed and drawn without
a line of generic code knowing it. See test_table_layer.py and test_boards.py beside this file.
"""
