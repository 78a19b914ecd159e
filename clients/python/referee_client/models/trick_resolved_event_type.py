from enum import StrEnum


class TrickResolvedEventType(StrEnum):
    TRICK_RESOLVED = "trick_resolved"

    def __str__(self) -> str:
        return str(self.value)
