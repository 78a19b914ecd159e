from enum import StrEnum


class InterruptedEventType(StrEnum):
    INTERRUPTED = "interrupted"

    def __str__(self) -> str:
        return str(self.value)
