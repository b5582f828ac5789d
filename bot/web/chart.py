"""A player's rating over time as an SVG line chart, drawn on the server (no script, no library):
the template gets the points to draw and the axis labels."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

WIDTH, HEIGHT, PAD = 320, 160, 28


@dataclass(frozen=True)
class Chart:
    label: str  # the chart's alt text (role="img")
    points: str  # the polyline's "x,y x,y …"
    dots: list[tuple[float, float]]
    low: str
    high: str  # empty when every rating was the same
    low_y: float
    width: int = WIDTH
    height: int = HEIGHT
    pad: int = PAD


def rating_chart(
    history: list[tuple[float, float]], label: str, number: Callable[[float], str]
) -> Chart:
    """`history`: (when, rating) oldest first; one point per game, evenly spaced. `number`
    writes a rating in the reader's language."""
    ratings = [rating for _, rating in history]
    low, high = min(ratings), max(ratings)
    span = high - low
    inner_w, inner_h = WIDTH - 2 * PAD, HEIGHT - 2 * PAD
    step = inner_w / max(1, len(ratings) - 1)
    left = PAD if len(ratings) > 1 else PAD + inner_w / 2  # a single game: in the middle

    def height(rating: float) -> float:  # one rating only: halfway up
        return (rating - low) / span * inner_h if span else inner_h / 2

    dots = [
        (round(left + i * step, 1), round(PAD + inner_h - height(r), 1))
        for i, r in enumerate(ratings)
    ]
    points = " ".join(f"{x},{y}" for x, y in dots)
    low_y = dots[0][1] if not span else HEIGHT - PAD
    return Chart(label, points, dots, number(low), number(high) if span else "", low_y + 4)
