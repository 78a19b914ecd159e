from enum import StrEnum


class PareoViewDealSource(StrEnum):
    EXPLICIT = "explicit"
    SEEDED = "seeded"
    SERVER = "server"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
