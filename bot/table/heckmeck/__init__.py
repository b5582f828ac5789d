"""Heckmeck's features beside the table: the Daily Grill and the puzzles."""
