from enum import StrEnum


class FourAcesPassMoveType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
