from enum import StrEnum


class DecisionEventType(StrEnum):
    DECISION = "decision"

    def __str__(self) -> str:
        return str(self.value)
