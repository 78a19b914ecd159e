from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Notify")


@_attrs_define
class Notify:
    """
    Attributes:
        secret (str): the key of the HMAC-SHA256 signature header; never shown again
        url (str): the receiver (an app's push relay); private and loopback addresses are refused unless the service
            allows them
    """

    secret: str
    url: str

    def to_dict(self) -> dict[str, Any]:
        secret = self.secret

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "secret": secret,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        secret = d.pop("secret")

        url = d.pop("url")

        notify = cls(
            secret=secret,
            url=url,
        )

        return notify
