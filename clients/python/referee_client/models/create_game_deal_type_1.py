from enum import StrEnum


class CreateGameDealType1(StrEnum):
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
