from enum import StrEnum


class GetV1GamesGameIdRecordFormat(StrEnum):
    COMPACT = "compact"
    FULL = "full"

    def __str__(self) -> str:
        return str(self.value)
