from enum import StrEnum


class ExchangeCalledEventType(StrEnum):
    EXCHANGE_CALLED = "exchange_called"

    def __str__(self) -> str:
        return str(self.value)
