from enum import StrEnum


class FourAcesViewRole(StrEnum):
    SEAT = "seat"
    SPECTATOR = "spectator"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
