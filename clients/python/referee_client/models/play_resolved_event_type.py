from enum import StrEnum


class PlayResolvedEventType(StrEnum):
    PLAY_RESOLVED = "play_resolved"

    def __str__(self) -> str:
        return str(self.value)
