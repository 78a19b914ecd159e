from enum import StrEnum


class AttackEventType(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
