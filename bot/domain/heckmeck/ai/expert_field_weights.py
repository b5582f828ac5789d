"""Fitted by `scripts/calibrate_expert.py fit-field`; the weights of
`bot.domain.heckmeck.ai.expert_field.FEATURES` per edition (a unit weight on the last alone is the
pairwise model)."""

FIELD_WEIGHTS = {
    "classic": (
        0.93143,  # worms/sqrt(pool+2)
        -0.30973,  # worms/sqrt(pool+12)
        0.20629,  # worms/(pool+2)
        -0.18626,  # worms/(tiles+1)
        -0.07113,  # lead+/sqrt(pool+2)
        0.07341,  # lead+/(tiles+1)
        -0.05173,  # mover
        -0.11221,  # mover/sqrt(pool+2)
        0.13308,  # second
        -0.57699,  # second/sqrt(pool+2)
        0.07408,  # third
        -0.33466,  # third/sqrt(pool+2)
        -0.01333,  # top
        0.00627,  # top*exposure
        0.12522,  # steal*exposure
        -1.50606,  # steal*exposure/sqrt(pool+2)
        0.04147,  # risk
        0.19872,  # gain
        -0.75715,  # gain/sqrt(pool+2)
        0.0582,  # tie-break
        0.33433,  # log pairwise share
    ),
    "junior": (
        0.41454,  # worms/sqrt(pool+2)
        0.6394,  # worms/sqrt(pool+12)
        1.20088,  # worms/(pool+2)
        0.34635,  # worms/(tiles+1)
        -0.15071,  # lead+/sqrt(pool+2)
        0.19259,  # lead+/(tiles+1)
        -0.16091,  # mover
        0.88126,  # mover/sqrt(pool+2)
        0.09253,  # second
        -0.60487,  # second/sqrt(pool+2)
        0.09269,  # third
        -0.51971,  # third/sqrt(pool+2)
        -0.01767,  # top
        0.00129,  # top*exposure
        0.16644,  # steal*exposure
        -1.81118,  # steal*exposure/sqrt(pool+2)
        0.0,  # risk
        0.13479,  # gain
        -0.89411,  # gain/sqrt(pool+2)
        0.0,  # tie-break
        0.12119,  # log pairwise share
    ),
}
