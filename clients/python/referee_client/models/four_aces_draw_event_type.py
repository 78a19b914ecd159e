from enum import StrEnum


class FourAcesDrawEventType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
