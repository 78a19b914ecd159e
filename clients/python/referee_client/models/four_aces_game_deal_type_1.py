from enum import StrEnum


class FourAcesGameDealType1(StrEnum):
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
