from enum import StrEnum


class AdjustmentSeatsItem(StrEnum):
    AVERAGE = "average"
    AVERAGE_MINUS = "average-minus"
    AVERAGE_PLUS = "average-plus"

    def __str__(self) -> str:
        return str(self.value)
