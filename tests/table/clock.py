"""A clock the test moves by hand (sessions take `clock=`)."""


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now
