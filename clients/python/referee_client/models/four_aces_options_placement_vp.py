from enum import StrEnum


class FourAcesOptionsPlacementVp(StrEnum):
    ADD = "add"
    REPLACE = "replace"

    def __str__(self) -> str:
        return str(self.value)
