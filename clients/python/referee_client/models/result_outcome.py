from enum import StrEnum


class ResultOutcome(StrEnum):
    ADJUDICATED = "adjudicated"
    ANNULLED = "annulled"
    PLAYED = "played"

    def __str__(self) -> str:
        return str(self.value)
