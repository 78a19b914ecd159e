from enum import StrEnum


class PareoDrawEventType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
