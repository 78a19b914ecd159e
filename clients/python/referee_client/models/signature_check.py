from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SignatureCheck")


@_attrs_define
class SignatureCheck:
    """
    Attributes:
        checked (bool): whether the compact record's signed result was checked against a key
        key_id (None | str): the key id the signed result names
        why (str | Unset): when not checked: why
    """

    checked: bool
    key_id: None | str
    why: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        checked = self.checked

        key_id: None | str
        key_id = self.key_id

        why = self.why

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "checked": checked,
                "key_id": key_id,
            }
        )
        if why is not UNSET:
            field_dict["why"] = why

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        checked = d.pop("checked")

        def _parse_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        key_id = _parse_key_id(d.pop("key_id"))

        why = d.pop("why", UNSET)

        signature_check = cls(
            checked=checked,
            key_id=key_id,
            why=why,
        )

        return signature_check
