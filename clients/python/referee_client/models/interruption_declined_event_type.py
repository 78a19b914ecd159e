from enum import StrEnum


class InterruptionDeclinedEventType(StrEnum):
    INTERRUPTION_DECLINED = "interruption_declined"

    def __str__(self) -> str:
        return str(self.value)
