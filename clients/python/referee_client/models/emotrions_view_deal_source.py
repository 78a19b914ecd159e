from enum import StrEnum


class EmotrionsViewDealSource(StrEnum):
    EXPLICIT = "explicit"
    SEEDED = "seeded"
    SERVER = "server"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
