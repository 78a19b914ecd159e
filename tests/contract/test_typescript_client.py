"""The TypeScript client in clients/typescript, as a web or mobile developer would build and use
it (docs/api.md): its npm packages installed from the committed lock file (``npm ci``, skipped
while node_modules holds that very lock's install), then ``npm test``: the package compiled
with ``tsc --strict``, typecheck/usage.ts checked with ``tsc --noEmit --strict`` against the
types openapi-typescript generates with its default options (a creation body with only the
required fields, events narrowed by type, a typed view of each variant, and @ts-expect-error
lines for what the contract refuses), the README's example compiled the same way, and its tests
under Node against a real Referee (gunicorn on Redis, over real HTTP): the generated types are those of the committed openapi.yaml, every
variant played to its end, a live stream followed and resumed with Last-Event-ID, a record and a
signed result verified. And Redocly's recommended rules find nothing in openapi.yaml."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import uuid

import pytest

from tests.checks.test_readme import ensure_tools
from tests.support.live import ROOT, on_redis

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


#: Ways a README example drifts from the types, each of which must fail to compile.
DRIFTS = {
    "type": ('event.type === "hand_ended"', 'event.type === "hand_over"'),  # no such event type
    "field": ("event.points.join", "event.pointz.join"),  # no such field of an Emotrions hand end
    "argument": ("client.legalMoves(game.id, token)", "client.legalMoves(game.id)"),  # no token
}


def test_a_readme_example_that_drifts_from_the_types_fails(installed):
    """The README's example is compiled by the suite (npm test runs `npm run typecheck`, which
    extracts its ```ts blocks with typecheck/readme.mjs); a copy that no longer fits the types
    fails the same `tsc --noEmit --strict`, each drift in its own file of one compilation."""
    readme = (PACKAGE / "README.md").read_text()
    run = uuid.uuid4().hex[:8]
    made = []
    try:
        for name, (was, now) in DRIFTS.items():
            assert was in readme, name
            source = PACKAGE / "typecheck" / f"drift-{run}-{name}.md"
            example = source.with_suffix(".ts")
            made += [source, example]
            source.write_text(readme.replace(was, now))
            subprocess.run(["node", "typecheck/readme.mjs", str(source), str(example)],
                           cwd=PACKAGE, check=True, timeout=60)
        config = PACKAGE / "typecheck" / f"tsconfig.drift-{run}.json"
        made.append(config)
        config.write_text(json.dumps({"extends": "./tsconfig.json",
                                      "include": [p.name for p in made if p.suffix == ".ts"]}))
        compiled = subprocess.run(["npx", "--no-install", "tsc", "--noEmit", "--strict", "-p",
                                   str(config)], cwd=PACKAGE, capture_output=True, text=True,
                                  timeout=600, check=False)
    finally:
        for path in made:
            path.unlink(missing_ok=True)
    output = compiled.stdout + compiled.stderr
    assert compiled.returncode != 0, output
    for name in DRIFTS:
        assert f"drift-{run}-{name}.ts(" in output and "error TS" in output, (name, output)
