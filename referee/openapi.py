"""The OpenAPI document, generated from the code (``flask --app referee openapi write``)."""

from __future__ import annotations

import functools

import yaml
from flask import current_app


def spec_dict() -> dict:
    return current_app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec.to_dict()


def dump_yaml(spec: dict) -> str:
    """The spec as YAML, exactly as ``flask openapi write --format yaml`` writes it."""
    return yaml.dump(spec)


@functools.cache
def _cached(app_id: int) -> str:
    return dump_yaml(spec_dict())


def spec_yaml() -> str:
    return _cached(id(current_app._get_current_object()))
