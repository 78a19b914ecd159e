from enum import StrEnum


class PlayerOutEventType(StrEnum):
    PLAYER_OUT = "player_out"

    def __str__(self) -> str:
        return str(self.value)
