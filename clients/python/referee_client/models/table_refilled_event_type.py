from enum import StrEnum


class TableRefilledEventType(StrEnum):
    TABLE_REFILLED = "table_refilled"

    def __str__(self) -> str:
        return str(self.value)
