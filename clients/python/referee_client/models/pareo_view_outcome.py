from enum import StrEnum


class PareoViewOutcome(StrEnum):
    ADJUDICATED = "adjudicated"
    ANNULLED = "annulled"

    def __str__(self) -> str:
        return str(self.value)
