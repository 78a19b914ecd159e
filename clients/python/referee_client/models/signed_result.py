from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.result import Result


T = TypeVar("T", bound="SignedResult")


@_attrs_define
class SignedResult:
    """
    Attributes:
        algorithm (str):  Example: Ed25519.
        key_id (str):
        result (Result):
        signature (str): base64 Ed25519 signature of the canonical JSON of `result`
    """

    algorithm: str
    key_id: str
    result: Result
    signature: str

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        key_id = self.key_id

        result = self.result.to_dict()

        signature = self.signature

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "algorithm": algorithm,
                "key_id": key_id,
                "result": result,
                "signature": signature,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result import Result  # noqa: PLC0415

        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        key_id = d.pop("key_id")

        result = Result.from_dict(d.pop("result"))

        signature = d.pop("signature")

        signed_result = cls(
            algorithm=algorithm,
            key_id=key_id,
            result=result,
            signature=signature,
        )

        return signed_result
