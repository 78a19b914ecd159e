"""The lifecycle tests' service: a tournament's app on a real Redis."""

from __future__ import annotations

import pytest

from tests.support.tournament import tournament_app


@pytest.fixture
def app(redis_url):
    return tournament_app(redis_url)


@pytest.fixture
def client(app):
    return app.test_client()
