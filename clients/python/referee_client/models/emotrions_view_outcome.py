from enum import StrEnum


class EmotrionsViewOutcome(StrEnum):
    ADJUDICATED = "adjudicated"
    ANNULLED = "annulled"

    def __str__(self) -> str:
        return str(self.value)
