from enum import StrEnum


class ExchangeMoveType(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
