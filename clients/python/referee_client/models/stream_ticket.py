from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StreamTicket")


@_attrs_define
class StreamTicket:
    """
    Attributes:
        expires_in (int): seconds it stays valid
        ticket (str): single use; secret
        url (str): the stream to open with it (from the start)
    """

    expires_in: int
    ticket: str
    url: str

    def to_dict(self) -> dict[str, Any]:
        expires_in = self.expires_in

        ticket = self.ticket

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expires_in": expires_in,
                "ticket": ticket,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_in = d.pop("expires_in")

        ticket = d.pop("ticket")

        url = d.pop("url")

        stream_ticket = cls(
            expires_in=expires_in,
            ticket=ticket,
            url=url,
        )

        return stream_ticket
