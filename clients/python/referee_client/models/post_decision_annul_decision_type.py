from enum import StrEnum


class PostDecisionAnnulDecisionType(StrEnum):
    ANNUL = "annul"

    def __str__(self) -> str:
        return str(self.value)
