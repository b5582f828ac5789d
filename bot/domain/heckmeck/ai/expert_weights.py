"""Fitted by `scripts/calibrate_expert.py`, per edition, for two players (2) and for more
(3): the weights of `bot.domain.heckmeck.ai.expert_eval.FEATURES`."""

WEIGHTS = {
    "classic": {
        2: (
            -3.67788,  # lead/sqrt(pool+2)
            4.35453,  # lead/sqrt(pool+12)
            4.951,  # lead/(pool+2)
            0.0218,  # next
            0.49629,  # next/sqrt(pool+2)
            0.00286,  # exposed
            -0.00052,  # exposed/sqrt(pool+2)
            -0.0338,  # top
            0.00061,  # tie-break
            0.0,  # risk
            0.0,  # gain
            0.0,  # gain/sqrt(pool+2)
            0.0,  # steal
            0.0,  # lead/(tiles+1)
        ),
        3: (
            0.55287,  # lead/sqrt(pool+2)
            -0.33106,  # lead/sqrt(pool+12)
            1.08517,  # lead/(pool+2)
            -0.05293,  # next
            -0.05856,  # next/sqrt(pool+2)
            -0.07454,  # exposed
            0.09986,  # exposed/sqrt(pool+2)
            -0.02529,  # top
            0.12177,  # tie-break
            0.09828,  # risk
            -0.08386,  # gain
            0.68265,  # gain/sqrt(pool+2)
            0.39909,  # steal
            -0.0951,  # lead/(tiles+1)
        ),
    },
    "junior": {
        2: (
            6.12643,  # lead/sqrt(pool+2)
            -4.83726,  # lead/sqrt(pool+12)
            -2.5255,  # lead/(pool+2)
            0.33607,  # next
            -1.60438,  # next/sqrt(pool+2)
            -0.12203,  # exposed
            0.58012,  # exposed/sqrt(pool+2)
            0.03638,  # top
            0.0,  # tie-break
            0.0,  # risk
            -0.27906,  # gain
            2.21504,  # gain/sqrt(pool+2)
            0.01159,  # steal
            0.03009,  # lead/(tiles+1)
        ),
        3: (
            9.11932,  # lead/sqrt(pool+2)
            -9.31948,  # lead/sqrt(pool+12)
            -6.74714,  # lead/(pool+2)
            0.22223,  # next
            -1.41434,  # next/sqrt(pool+2)
            -0.34871,  # exposed
            0.88702,  # exposed/sqrt(pool+2)
            0.04365,  # top
            0.0,  # tie-break
            0.0,  # risk
            -0.19413,  # gain
            1.44136,  # gain/sqrt(pool+2)
            0.19403,  # steal
            0.8166,  # lead/(tiles+1)
        ),
    },
}
