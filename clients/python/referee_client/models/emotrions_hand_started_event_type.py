from enum import StrEnum


class EmotrionsHandStartedEventType(StrEnum):
    HAND_STARTED = "hand_started"

    def __str__(self) -> str:
        return str(self.value)
