"""The committed openapi.yaml is what the code generates, and it is a valid OpenAPI document."""

from __future__ import annotations

from pathlib import Path

import yaml
from openapi_spec_validator import validate

from referee.http.openapi import dump_yaml, spec_dict

SPEC = Path(__file__).resolve().parents[1] / "openapi.yaml"


def test_committed_openapi_matches_the_code(app):
    with app.app_context():
        generated = dump_yaml(spec_dict())
    assert SPEC.read_text() == generated, (
        "openapi.yaml is stale: run `flask --app referee openapi write --format yaml openapi.yaml`"
    )


def test_openapi_is_valid():
    validate(yaml.safe_load(SPEC.read_text()))


def test_served_openapi_is_the_committed_one(client):
    response = client.get("/openapi.yaml")
    assert response.status_code == 200
    assert response.get_data(as_text=True) == SPEC.read_text()


def test_every_operation_documents_its_problem_statuses():
    spec = yaml.safe_load(SPEC.read_text())
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method == "parameters":
                continue
            statuses = set(op["responses"])
            if path.startswith("/v1/games"):
                assert {"404", "503"} <= statuses or path == "/v1/games", (method, path)
            for status, response in op["responses"].items():
                if status.startswith(("4", "5")):
                    assert "application/problem+json" in response["content"], (method, path)
