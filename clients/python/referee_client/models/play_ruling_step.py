from enum import StrEnum


class PlayRulingStep(StrEnum):
    P4_1 = "P4.1"
    P4_4 = "P4.4"

    def __str__(self) -> str:
        return str(self.value)
