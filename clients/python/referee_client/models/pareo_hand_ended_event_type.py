from enum import StrEnum


class PareoHandEndedEventType(StrEnum):
    HAND_ENDED = "hand_ended"

    def __str__(self) -> str:
        return str(self.value)
