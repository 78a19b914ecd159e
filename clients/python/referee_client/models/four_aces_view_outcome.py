from enum import StrEnum


class FourAcesViewOutcome(StrEnum):
    ADJUDICATED = "adjudicated"
    ANNULLED = "annulled"

    def __str__(self) -> str:
        return str(self.value)
