from enum import StrEnum


class PlayRulingAnswerKind(StrEnum):
    DECLINE = "decline"
    LONE_FORCE = "lone force"
    LONE_HUNGER = "lone hunger"
    LONE_INDECISION = "lone indecision"
    MATCH = "match"

    def __str__(self) -> str:
        return str(self.value)
