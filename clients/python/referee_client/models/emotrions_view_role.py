from enum import StrEnum


class EmotrionsViewRole(StrEnum):
    SEAT = "seat"
    SPECTATOR = "spectator"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
