from enum import StrEnum


class PostDecisionPenaltyDecisionType(StrEnum):
    PENALTY = "penalty"

    def __str__(self) -> str:
        return str(self.value)
