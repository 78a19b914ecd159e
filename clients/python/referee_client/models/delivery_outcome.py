from enum import StrEnum


class DeliveryOutcome(StrEnum):
    DELIVERED = "delivered"
    GIVEN_UP = "given up"
    RETRYING = "retrying"

    def __str__(self) -> str:
        return str(self.value)
