from enum import StrEnum


class StakeEventType(StrEnum):
    STAKE = "stake"

    def __str__(self) -> str:
        return str(self.value)
