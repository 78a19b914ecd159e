from enum import StrEnum


class AttackMoveType(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
