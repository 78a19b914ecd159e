from enum import StrEnum


class PareoAttackMoveType(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
