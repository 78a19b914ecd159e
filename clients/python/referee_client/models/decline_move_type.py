from enum import StrEnum


class DeclineMoveType(StrEnum):
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
