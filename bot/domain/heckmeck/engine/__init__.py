"""Heckmeck's rules engine (rules.py is its interface): below the game's kind, computer players,
puzzles and daily, which all build on it."""
