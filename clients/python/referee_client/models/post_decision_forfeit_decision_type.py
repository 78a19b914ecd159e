from enum import StrEnum


class PostDecisionForfeitDecisionType(StrEnum):
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
