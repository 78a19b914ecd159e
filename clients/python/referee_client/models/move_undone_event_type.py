from enum import StrEnum


class MoveUndoneEventType(StrEnum):
    MOVE_UNDONE = "move_undone"

    def __str__(self) -> str:
        return str(self.value)
