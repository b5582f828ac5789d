"""Signed numbers for the texts: a real minus sign (U+2212), never a hyphen.

Fluent's NUMBER writes a hyphen-minus before a negative value, so a text that may show a negative
number takes its magnitude and the sign apart: `{ $sign }{ NUMBER($value, …) }`.
"""

from __future__ import annotations

MINUS = "\u2212"


def signed(value: float, digits: int = 1) -> tuple[str, float]:
    """(the sign to print, the magnitude): "−" for a value that shows as negative at `digits`
    decimals, "" otherwise (zero shows without a sign)."""
    shown = round(value, digits)
    return (MINUS if shown < 0 else ""), abs(shown)


def direction(value: float, digits: int = 1) -> str:
    """"up", "down" or "same": the selector of a text about a change or a difference."""
    shown = round(value, digits)
    return "up" if shown > 0 else "down" if shown < 0 else "same"
