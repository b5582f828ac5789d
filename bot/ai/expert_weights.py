"""Placeholder weights until `scripts/calibrate_expert.py fit` writes the fitted ones."""

WEIGHTS = {
    "classic": (1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.5),
    "junior": (1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0),
}
