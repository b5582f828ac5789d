"""Heckmeck puzzles: "what would you do?" positions where one choice is clearly best by the exact
turn solver (positions.py: what makes one, and the shipped set), and the grade of an answer
(grading.py)."""
