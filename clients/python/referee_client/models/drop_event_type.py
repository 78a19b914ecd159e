from enum import StrEnum


class DropEventType(StrEnum):
    DROP = "drop"

    def __str__(self) -> str:
        return str(self.value)
