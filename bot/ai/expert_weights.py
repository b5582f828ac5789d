"""Fitted by `scripts/calibrate_expert.py`; the weights of `bot.ai.expert_eval.FEATURES` per
edition, for two players (2) and for more (3)."""

_CLASSIC = (-3.67788, 4.35453, 4.951, 0.0218, 0.49629, 0.00286, -0.00052, -0.0338, 0.00061)
_JUNIOR = (9.63683, -9.02115, -4.4387, -0.46037, 3.10049, 0.05211, -0.1154, 0.05933, 0.0)
_NEW = (0.0,) * 5

WEIGHTS = {
    'classic': {2: _CLASSIC + _NEW, 3: _CLASSIC + _NEW},
    'junior': {2: _JUNIOR + _NEW, 3: _JUNIOR + _NEW},
}
