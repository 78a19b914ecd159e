from enum import StrEnum


class PostDecisionExtendDecisionType(StrEnum):
    EXTEND = "extend"

    def __str__(self) -> str:
        return str(self.value)
