from enum import StrEnum


class FourAcesGameVariant(StrEnum):
    FOUR_ACES = "four-aces"

    def __str__(self) -> str:
        return str(self.value)
