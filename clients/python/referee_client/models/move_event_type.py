from enum import StrEnum


class MoveEventType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
