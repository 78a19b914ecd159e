from enum import StrEnum


class PostDecisionAwardDecisionType(StrEnum):
    AWARD = "award"

    def __str__(self) -> str:
        return str(self.value)
