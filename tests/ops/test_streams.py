"""Live streams seen by operations: the open-streams gauge of a 2-worker gunicorn counts a stream
while it is open and not after it closed, and the stream's request line is written at its end."""

from __future__ import annotations

import http.client
import json
import time
import uuid

import pytest

from tests.ops.test_metrics import scrape
from tests.support.http import DEAL_2P
from tests.support.live import Server, request


def open_streams(url: str) -> float:
    return scrape(url)[("referee_open_streams", frozenset())]


@pytest.mark.redis
def test_an_open_stream_is_counted_until_it_closes(redis_url):
    server = Server({"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
                     "REFEREE_STREAM_HEARTBEAT": "0.2"}, workers=2).start()
    try:
        status, _, created = request("POST", server.url + "/v1/games", {
            "variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P})
        assert status == 201
        assert open_streams(server.url) == 0
        stream = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        stream.request("GET", f"/v1/games/{created['id']}/events",
                       headers={"Accept": "text/event-stream", "X-Request-ID": "the-stream"})
        response = stream.getresponse()
        assert response.status == 200 and response.read(5) == b"retry"
        # Whichever worker answers the scrape, it sees the stream the other may hold.
        assert [open_streams(server.url) for _ in range(4)] == [1.0] * 4
        stream.close()
        # The server learns of the closed connection at its next heartbeat write.
        deadline = time.monotonic() + 20
        while open_streams(server.url) != 0:
            assert time.monotonic() < deadline, "the closed stream is still counted"
            time.sleep(0.1)
    finally:
        log = server.stop()
    lines = [json.loads(line) for line in log.splitlines()]
    streamed = [line for line in lines if line.get("request_id") == "the-stream"]
    assert len(streamed) == 1 and streamed[0]["stream"] is True and streamed[0]["status"] == 200
