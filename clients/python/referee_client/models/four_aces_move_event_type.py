from enum import StrEnum


class FourAcesMoveEventType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
