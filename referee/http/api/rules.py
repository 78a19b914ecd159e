"""``/v1/rules``: stateless rulings. Anyone may ask, with no token and no game; nothing is
stored. Each reply explains itself line by line, in the ``Accept-Language`` asked for (English
by default), and says so with ``Content-Language`` and ``Vary: Accept-Language``."""

from __future__ import annotations

from typing import Any

from flask import Response
from werkzeug.exceptions import HTTPException

from referee.http.api import Blueprint
from referee.http.api.common import json_response, problems
from referee.http.errors import field_problem, in_language, language, problem, rule_problem
from schemas.rules import localize, ruling_bodies
from variants import all_variants
from variants.base import PublishedRuling, RuleViolation
from variants.rulings import Ruling

blp = Blueprint(
    "rules", __name__, url_prefix="/v1/rules",
    description="Stateless rulings: resolve a trick or a play, score piles, check a capture, "
    "count a round; no game, nothing stored",
)

LANGUAGE_HEADERS = {
    "Content-Language": {"description": "`en` or `it`, as `Accept-Language` asked",
                         "schema": {"type": "string"}},
}


def _reply(ruling: Ruling) -> Response:
    lang = language()
    return in_language(json_response(ruling.to_dict(lang)), lang)


@blp.errorhandler(RuleViolation)
def _broken_rule(exc: RuleViolation):
    # Input that no table can show: 422 with the rule, and the field it comes from.
    return rule_problem(422, exc, kind="impossible-input", title="The input breaks a rule",
                        field=exc.field)


@blp.errorhandler(400)
def _malformed(exc: HTTPException):
    """Field errors (webargs) in the caller's language; other 400s as everywhere else."""
    data = getattr(exc, "data", None) or {}
    messages = data.get("messages")
    if messages is None:
        return problem(400, exc.description or "Malformed request")
    return field_problem(messages, language(), localize)


def route(variant: str, published: PublishedRuling) -> None:
    """Route and document ``POST /v1/rules/{variant}/{name}`` for a ruling a game publishes
    (rate limited like every /v1 request, referee.http.limits)."""
    schema, reply = ruling_bodies(variant, published.name)

    def judge(body: dict[str, Any]):
        return _reply(published.judge(body))

    judge.__name__ = f"{variant}_{published.name}".replace("-", "_")
    judge.__doc__ = f"{published.summary}\n\n{published.description}"
    func = problems(blp, 400, 413, 422)(judge)
    # Named after its path (stable, docs/versioning.md): ruleEmotrionsTrick, ruleFourAcesCount.
    words = [variant, published.name]
    operation_id = "rule" + "".join(w.title() for part in words for w in part.split("-"))
    func = blp.doc(operationId=operation_id, security=[])(func)  # public
    func = blp.response(200, reply, headers=LANGUAGE_HEADERS)(func)
    func = blp.arguments(schema, error_status_code=400)(func)
    blp.route(f"/{variant}/{published.name}", methods=["POST"])(func)


for _name, _variant in sorted(all_variants().items()):
    for _published in _variant.rulings.values():
        route(_name, _published)
