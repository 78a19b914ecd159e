from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        detail (str):
        status (int):
        title (str):
        type_ (str): a URI naming the problem
        current_version (int | Unset): 412: the game's current version
        errors (ProblemErrors | Unset): 400: the field errors, by field
        field (str | Unset): 422 at creation: the option or deal part
        rematch (str | Unset): 409 `rematch-exists`: the id of the game's rematch
        request_id (str | Unset):
        rule (str | Unset): 422: the RULES.md (or ruling R…) id the move breaks
    """

    detail: str
    status: int
    title: str
    type_: str
    current_version: int | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    field: str | Unset = UNSET
    rematch: str | Unset = UNSET
    request_id: str | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        current_version = self.current_version

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        field = self.field

        rematch = self.rematch

        request_id = self.request_id

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "detail": detail,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if field is not UNSET:
            field_dict["field"] = field
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if request_id is not UNSET:
            field_dict["request_id"] = request_id
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415

        d = dict(src_dict)
        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        current_version = d.pop("current_version", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        field = d.pop("field", UNSET)

        rematch = d.pop("rematch", UNSET)

        request_id = d.pop("request_id", UNSET)

        rule = d.pop("rule", UNSET)

        problem = cls(
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            errors=errors,
            field=field,
            rematch=rematch,
            request_id=request_id,
            rule=rule,
        )

        return problem
