"""Errors on the wire: RFC 9457 problem details (``application/problem+json``)."""

from __future__ import annotations

from marshmallow import fields

from schemas.common import Strict

PROBLEM_CONTENT_TYPE = "application/problem+json"
#: What every problem's ``type`` starts with (the service's and gunicorn's own).
PROBLEM_BASE = "urn:referee:problem:"


class ProblemSchema(Strict):
    type = fields.String(required=True, metadata={"description": "a URI naming the problem"})
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    detail = fields.String(required=True)
    rule = fields.String(
        metadata={"description": "422: the RULES.md (or ruling R…) id the move breaks"}
    )
    field = fields.String(metadata={"description": "422 at creation: the option or deal part"})
    errors = fields.Dict(
        keys=fields.String(),
        values=fields.Raw(),
        metadata={"description": "400: the field errors, by field"},
    )
    current_version = fields.Integer(metadata={"description": "412: the game's current version"})
    rematch = fields.String(
        metadata={"description": "409 `rematch-exists`: the id of the game's rematch"}
    )
    request_id = fields.String()
