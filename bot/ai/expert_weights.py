"""Fitted by `scripts/calibrate_expert.py fit` from self-play; the weights of
`bot.ai.expert_eval.FEATURES` per edition."""

WEIGHTS = {
    'classic': (
        -3.67788,  # lead/sqrt(pool+2)
        4.35453,  # lead/sqrt(pool+12)
        4.951,  # lead/(pool+2)
        0.0218,  # next
        0.49629,  # next/sqrt(pool+2)
        0.00286,  # exposed
        -0.00052,  # exposed/sqrt(pool+2)
        -0.0338,  # top
        0.00061,  # tie-break
    ),
    'junior': (
        9.63683,  # lead/sqrt(pool+2)
        -9.02115,  # lead/sqrt(pool+12)
        -4.4387,  # lead/(pool+2)
        -0.46037,  # next
        3.10049,  # next/sqrt(pool+2)
        0.05211,  # exposed
        -0.1154,  # exposed/sqrt(pool+2)
        0.05933,  # top
        0.0,  # tie-break
    ),
}
