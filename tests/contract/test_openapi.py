"""The committed openapi.yaml is what the code generates, and it is a valid OpenAPI document."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import yaml
from openapi_spec_validator import validate

from referee.http.openapi import dump_yaml, spec_dict

SPEC = Path(__file__).resolve().parents[2] / "openapi.yaml"


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


def _operations(spec: dict) -> dict[str, tuple[str, str]]:
    return {op["operationId"]: (method.upper(), path) for path, item in spec["paths"].items()
            for method, op in item.items() if method != "parameters"}


def test_every_operation_has_a_stable_camel_case_operation_id():
    """Generated clients name their methods after operationIds (docs/api.md): each operation has
    one, unique, lowerCamelCase, and docs/versioning.md lists them all, each with its operation,
    so a rename shows here as a break of the stable contract."""
    spec = yaml.safe_load(SPEC.read_text())
    count = sum(method != "parameters" for item in spec["paths"].values() for method in item)
    operations = _operations(spec)
    assert len(operations) == count  # every operation has one, and no two share it
    assert all(re.fullmatch(r"[a-z]+([A-Z][a-z]+)+", name) for name in operations), operations
    listed = re.findall(r"^\| `(\w+)` \| `([A-Z]+) (\S+)` \|$",
                        (SPEC.parent / "docs" / "versioning.md").read_text(), re.MULTILINE)
    assert {name: (method, path) for name, method, path in listed} == operations
    assert len(listed) == len(operations)


def test_the_contract_has_the_release_s_version():
    """One version number (docs/versioning.md): the package's is the contract's."""
    release = tomllib.loads((SPEC.parent / "pyproject.toml").read_text())["project"]["version"]
    assert yaml.safe_load(SPEC.read_text())["info"]["version"] == release, (
        "info.version is not pyproject.toml's version: reinstall (pip install -e .) and "
        "regenerate openapi.yaml")


def test_every_v1_reply_declares_the_rate_limit_fields_and_a_default_problem():
    """Every counted reply carries RateLimit and RateLimit-Policy (referee.http.limits), so every
    /v1 reply declares them; what an operation does not list is still a problem (default);
    the path parameters are bounded; operations open to anyone say so (security: [])."""
    spec = yaml.safe_load(SPEC.read_text())
    for path, item in spec["paths"].items():
        for parameter in item.get("parameters", []):
            schema = parameter["schema"]
            assert "maxLength" in schema or "maximum" in schema, (path, parameter)
        for method, op in item.items():
            if method == "parameters" or not path.startswith("/v1/"):
                continue
            assert "security" in op, (method, path)
            assert op["responses"]["default"] == {"$ref": "#/components/responses/Unexpected"}
            for status, response in op["responses"].items():
                if status != "default":
                    assert {"RateLimit", "RateLimit-Policy"} <= set(response["headers"]), (
                        method, path, status)
