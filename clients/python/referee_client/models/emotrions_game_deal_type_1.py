from enum import StrEnum


class EmotrionsGameDealType1(StrEnum):
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
