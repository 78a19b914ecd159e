"""Asking the stateless rulings (``POST /v1/rules/...``) in the tests of ``test_rules_*.py``."""

from __future__ import annotations

import uuid
from typing import Any

from referee import create_app
from referee.config import Settings
from referee.storage.redis_store import RedisStore


def module_client(redis_url: str):
    """A test client of the service on the real Redis, for a module-scoped ``client`` fixture:
    one app per test module (``conftest.client`` makes one per test, 0.17 s of CPU each; a
    ruling stores nothing, so tests cannot see each other's state). The address limit is off:
    a module asks a few hundred rulings at once; ``test_rulings_are_rate_limited_by_address``
    checks the limit itself."""
    store = RedisStore.from_url(redis_url, prefix=f"test-{uuid.uuid4().hex[:12]}")
    app = create_app(Settings(rate_limit_client="off"), store=store)
    app.testing = True
    return app.test_client()


def ask(client, path: str, body: Any, lang: str | None = None, status: int = 200) -> Any:
    """POST ``body`` (a JSON text when a string) with ``Accept-Language: lang``; check the
    status and the language headers; return the reply's JSON."""
    headers = {"Accept-Language": lang} if lang else {}
    if isinstance(body, str):  # beyond what the test client's JSON encoder takes
        response = client.post(path, data=body, content_type="application/json", headers=headers)
    else:
        response = client.post(path, json=body, headers=headers)
    assert response.status_code == status, response.get_json()
    assert response.headers["Content-Language"] == ("it" if (lang or "").startswith("it") else "en")
    assert "Accept-Language" in response.headers["Vary"]
    return response.get_json()


def refused(client, path: str, body: Any, rule: str, field: str) -> None:
    """``body`` is refused with 422 naming ``rule`` and ``field``, in English and in Italian
    alike, each in its own words."""
    en = ask(client, path, body, status=422)
    it = ask(client, path, body, lang="it", status=422)
    assert en["rule"] == it["rule"] == rule and en["field"] == field
    assert en["detail"] != it["detail"]


def lines(body: Any) -> list[tuple[str, str]]:
    """The explanation as ``(rule, text)`` pairs."""
    return [(line["rule"], line["text"]) for line in body["explanation"]]
