from enum import StrEnum


class EmotrionsDrawEventType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
