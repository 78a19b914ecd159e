from enum import StrEnum


class FourAcesViewVariant(StrEnum):
    FOUR_ACES = "four-aces"

    def __str__(self) -> str:
        return str(self.value)
