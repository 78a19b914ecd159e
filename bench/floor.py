"""The architecture floor of a move, for ``bench/perf.py``: a bare Flask app (no middleware, no
schema, no engine) that does the least a stateless-by-request move can do in this architecture:
one Redis read of a game's snapshot and one Lua compare-and-set write of it. ``GET`` reads one
Redis value and returns it. Served by gunicorn with the referee's own configuration:

    REDIS_URL=redis://127.0.0.1:6379/0 gunicorn -c python:referee.gunicorn_conf 'bench.floor:create_app()'

Keys: ``floor:{id}`` hashes (``v`` version, ``s`` snapshot), written by ``bench/perf.py``.
"""

from __future__ import annotations

import os

import redis
from flask import Flask, Response

# The referee's commit without its extras (events, idempotency record, notification): compare
# the version, write the snapshot.
CAS = """
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', tostring(tonumber(ARGV[1]) + 1), 's', ARGV[2])
return 1
"""


def create_app() -> Flask:
    app = Flask(__name__)
    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    cas = client.register_script(CAS)

    @app.post("/floor/<game_id>/move")
    def move(game_id: str) -> Response:
        key = f"floor:{{{game_id}}}"
        version, snapshot = client.hmget(key, ["v", "s"])
        if not cas(keys=[key], args=[version, snapshot]):
            return Response(b'{"status":409}', 409, content_type="application/json")
        return Response(snapshot, 200, content_type="application/json")

    @app.get("/floor/<game_id>")
    def view(game_id: str) -> Response:
        return Response(client.hget(f"floor:{{{game_id}}}", "s"), 200,
                        content_type="application/json")

    @app.get("/healthz")
    def healthz() -> Response:
        return Response(b'{"status":"ok"}', 200, content_type="application/json")

    return app
