"""Operations: liveness, readiness, metrics and the OpenAPI document."""

from __future__ import annotations

from flask import Blueprint, Response, current_app

from referee.http.api.common import json_response, service
from referee.http.observability import metrics_text
from referee.storage.store import StoreUnavailable

blp = Blueprint("ops", __name__)


@blp.route("/healthz")
def healthz():
    """The process is alive."""
    return json_response({"status": "ok"})


@blp.route("/readyz")
def readyz():
    """The store answers: 200, else 503."""
    try:
        service().store.ping()
    except StoreUnavailable:
        return json_response(
            {"status": "unavailable", "store": "unreachable"}, 503, {"Retry-After": "1"}
        )
    return json_response({"status": "ready", "store": type(service().store).__name__})


@blp.route("/metrics")
def metrics():
    """Prometheus metrics of every worker of this instance (see referee.http.observability)."""
    return metrics_text(current_app.config["REFEREE_SETTINGS"])


@blp.route("/openapi.yaml")
def openapi_yaml():
    """The committed OpenAPI contract."""
    from referee.http.openapi import spec_yaml

    return Response(spec_yaml(), content_type="application/yaml")
