from enum import StrEnum


class PareoGameDealType1(StrEnum):
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
