from enum import StrEnum


class ExchangeTakeEventType(StrEnum):
    EXCHANGE_TAKE = "exchange_take"

    def __str__(self) -> str:
        return str(self.value)
