from enum import StrEnum


class InterruptionAskedEventType(StrEnum):
    INTERRUPTION_ASKED = "interruption_asked"

    def __str__(self) -> str:
        return str(self.value)
