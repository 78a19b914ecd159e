"""The TypeScript client in clients/typescript, as a web or mobile developer would build and use
it (issue 31): its npm packages installed from the committed lock file (``npm ci``, skipped
while node_modules holds that very lock's install), then ``npm test``: the package compiled
with ``tsc --strict``, typecheck/usage.ts checked with ``tsc --noEmit --strict`` against the
types openapi-typescript generates with its default options (a creation body with only the
required fields, events narrowed by type, a typed view of each variant, and @ts-expect-error
lines for what the contract refuses), and its tests under Node against a real Referee (gunicorn
on Redis, over real HTTP): the generated types are those of the committed openapi.yaml, every
variant played to its end, a live stream followed and resumed with Last-Event-ID, a record and a
signed result verified. And Redocly's recommended rules find nothing in openapi.yaml."""

from __future__ import annotations

import hashlib
import os
import subprocess

import pytest

from tests.live import ROOT, on_redis
from tests.test_readme import ensure_tools

PACKAGE = ROOT / "clients" / "typescript"
LOCK = PACKAGE / "package-lock.json"
#: Where the install notes the lock file it installed (npm ci is skipped while it matches).
STAMP = PACKAGE / "node_modules" / ".referee-lock-sha256"


def _npm(*args: str, env: dict[str, str] | None = None, timeout: int = 600):
    run = subprocess.run(["npm", *args], cwd=PACKAGE, capture_output=True, text=True,
                         env={**os.environ, **(env or {})}, timeout=timeout, check=False)
    return run.returncode, run.stdout + run.stderr


@pytest.fixture(scope="module")
def installed():
    ensure_tools("npm")  # Debian's nodejs and npm, as the README says
    digest = hashlib.sha256(LOCK.read_bytes()).hexdigest()
    if not STAMP.exists() or STAMP.read_text() != digest:
        code, output = _npm("ci", "--no-audit", "--no-fund")
        assert code == 0, output
        STAMP.write_text(digest)


def test_npm_test_against_a_real_referee(installed, redis_url):
    server = on_redis(redis_url)
    try:
        code, output = _npm("test", env={"REFEREE_URL": server.url})
    finally:
        server.stop()
    assert code == 0, output
    assert "# fail 0" in output and "# pass 5" in output, output


def test_redocly_finds_nothing_in_openapi_yaml(installed):
    code, output = _npm("run", "lint:openapi", "--", "--format=summary", timeout=300)
    # The summary lists each rule that found something, as `error   rule: n` or `warning rule: n`.
    found = [line for line in output.splitlines() if line.startswith(("error ", "warning "))]
    assert code == 0 and found == [] and "Your API description is valid" in output, output
