"""Fitted by `scripts/calibrate_expert.py fit-field`; the weights of
`bot.ai.expert_field.FEATURES` per edition (a unit weight on the last alone is the
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
        0.0,  # worms/sqrt(pool+2)
        0.0,  # worms/sqrt(pool+12)
        0.0,  # worms/(pool+2)
        0.0,  # worms/(tiles+1)
        0.0,  # lead+/sqrt(pool+2)
        0.0,  # lead+/(tiles+1)
        0.0,  # mover
        0.0,  # mover/sqrt(pool+2)
        0.0,  # second
        0.0,  # second/sqrt(pool+2)
        0.0,  # third
        0.0,  # third/sqrt(pool+2)
        0.0,  # top
        0.0,  # top*exposure
        0.0,  # steal*exposure
        0.0,  # steal*exposure/sqrt(pool+2)
        0.0,  # risk
        0.0,  # gain
        0.0,  # gain/sqrt(pool+2)
        0.0,  # tie-break
        1.0,  # log pairwise share
    ),
}
