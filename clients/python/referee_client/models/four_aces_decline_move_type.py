from enum import StrEnum


class FourAcesDeclineMoveType(StrEnum):
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
