"""``/v1/variants``: the games Referee knows, their options, presets and rule-book version."""

from __future__ import annotations

from marshmallow import fields

from referee.core.games import RULES_VERSION
from referee.http.api import Blueprint
from referee.http.api.common import json_response, problems
from schemas.common import Strict
from variants import all_variants
from variants.base import Variant
from variants.search import LEVELS, has_bots

blp = Blueprint("variants", __name__, url_prefix="/v1/variants", description="Variants and options")


class VariantListSchema(Strict):
    rules_version = fields.Integer(required=True)
    variants = fields.List(
        fields.Dict(),
        required=True,
        metadata={"description": "each variant: name, title, players, options (name, type, "
                  "default, rule, limits), combinations, presets, moves (examples with their "
                  "rule), cards (every card code), move_types (each move type a client may "
                  "send: type, summary, fields with name, kind, description, required, "
                  "limits), bots (the levels of computer player the variant has, [] for "
                  "none: no bot seat and no hint, R132)"},
    )


def listed(variant: Variant) -> dict:
    """The variant's entry: its catalogue and the levels of its computer players (a game
    brings its bots in its package, ``variants/search.rules_for``; a game without has none)."""
    return {**variant.catalogue(), "bots": list(LEVELS) if has_bots(variant) else []}


@blp.route("", methods=["GET"])
@blp.doc(operationId="listVariants", security=[])  # public
@blp.response(200, VariantListSchema)
@problems(blp)
def list_variants():
    """List the variants

    Every option with its default, limits and rule id, which combinations are allowed, the
    presets, and the rule-book version new games are created under.
    """
    body = {
        "rules_version": RULES_VERSION,
        "variants": [listed(v) for _, v in sorted(all_variants().items())],
    }
    return json_response(body)
