from enum import StrEnum


class PareoMoveEventType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
