from enum import StrEnum


class EmotrionsExchangeMoveType(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
