"""Fitted by `scripts/calibrate_expert.py fit` from self-play; the weights of
`bot.ai.expert_eval.FEATURES` per edition."""

WEIGHTS = {
    'classic': (
        -2.10188,  # lead/sqrt(pool+2)
        2.69338,  # lead/sqrt(pool+12)
        3.56709,  # lead/(pool+2)
        -0.11055,  # next
        1.0733,  # next/sqrt(pool+2)
        0.06802,  # exposed
        -0.31101,  # exposed/sqrt(pool+2)
        -0.01426,  # top
        0.11168,  # tie-break
    ),
    'junior': (
        1.0,  # lead/sqrt(pool+2)
        0.0,  # lead/sqrt(pool+12)
        0.0,  # lead/(pool+2)
        0.0,  # next
        0.0,  # next/sqrt(pool+2)
        0.0,  # exposed
        0.0,  # exposed/sqrt(pool+2)
        0.0,  # top
        0.0,  # tie-break
    ),
}
