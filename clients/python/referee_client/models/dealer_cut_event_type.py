from enum import StrEnum


class DealerCutEventType(StrEnum):
    DEALER_CUT = "dealer_cut"

    def __str__(self) -> str:
        return str(self.value)
