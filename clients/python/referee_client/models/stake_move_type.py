from enum import StrEnum


class StakeMoveType(StrEnum):
    STAKE = "stake"

    def __str__(self) -> str:
        return str(self.value)
