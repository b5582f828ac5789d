"""The one error type every rules engine raises for a move the rules do not allow."""


class IllegalAction(Exception):
    """An action the rules do not allow now.

    `code` is a stable key (the bot turns it into a translated message), `params` fill it in,
    and `message` is a readable English sentence for logs and tests.
    """

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params
