from enum import StrEnum


class PareoDeclineMoveType(StrEnum):
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
