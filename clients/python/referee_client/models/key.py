from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Key")


@_attrs_define
class Key:
    """
    Attributes:
        algorithm (str):
        development (bool): true: a key the service made itself (no REFEREE_SIGNING_KEY)
        key_id (str):
        public_key (str): base64, raw 32 bytes
    """

    algorithm: str
    development: bool
    key_id: str
    public_key: str

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        development = self.development

        key_id = self.key_id

        public_key = self.public_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "algorithm": algorithm,
                "development": development,
                "key_id": key_id,
                "public_key": public_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        development = d.pop("development")

        key_id = d.pop("key_id")

        public_key = d.pop("public_key")

        key = cls(
            algorithm=algorithm,
            development=development,
            key_id=key_id,
            public_key=public_key,
        )

        return key
