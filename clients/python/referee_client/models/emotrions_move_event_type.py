from enum import StrEnum


class EmotrionsMoveEventType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
