from enum import StrEnum


class EmotrionsStakeMoveType(StrEnum):
    STAKE = "stake"

    def __str__(self) -> str:
        return str(self.value)
