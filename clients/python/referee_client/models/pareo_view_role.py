from enum import StrEnum


class PareoViewRole(StrEnum):
    SEAT = "seat"
    SPECTATOR = "spectator"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
